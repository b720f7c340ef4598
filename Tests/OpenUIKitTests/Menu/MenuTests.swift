import Foundation
import OpenUIKitTesting
import Testing
import UIKit

/// UIMenu, UIAction and button / bar button item menus (Docs/Behaviour/menus.md).
@MainActor
@Suite(.serialized)
struct MenuTests {
  func setUp(buttonAt frame: CGRect = CGRect(x: 20, y: 100, width: 100, height: 44)) -> (UIWindow, UIButton) {
    UIApplication.shared.useLinkedSDK(.iOS17)
    let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    w.makeKeyAndVisible()
    let button = UIButton(type: .system)
    button.frame = frame
    button.setTitle("More", for: .normal)
    w.addSubview(button)
    UIApplication.shared.runUntilIdle()
    return (w, button)
  }

  func center(_ view: UIView, in window: UIWindow) -> CGPoint {
    view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window)
  }

  @Test("UIMenu keeps title, options and children; replacingChildren keeps all but the children")
  func menuValues() {
    let a = UIAction(title: "A") { _ in }
    let menu = UIMenu(title: "T", subtitle: "S", identifier: UIMenu.Identifier("m"), options: [.displayInline, .singleSelection], children: [a])
    #expect(menu.title == "T" && menu.subtitle == "S" && menu.identifier.rawValue == "m")
    #expect(menu.options == [.displayInline, .singleSelection])
    #expect(menu.children.count == 1 && menu.children[0] === a)
    let b = UIAction(title: "B") { _ in }
    let copy = menu.replacingChildren([b])
    #expect(copy !== menu && copy.title == "T" && copy.identifier == menu.identifier && copy.options == menu.options)
    #expect(copy.children.count == 1 && copy.children[0] === b)
    #expect(UIMenu().identifier != UIMenu().identifier)
    #expect(UIMenu.Options.displayInline.rawValue == 1 && UIMenu.Options.destructive.rawValue == 2 && UIMenu.Options.singleSelection.rawValue == 32)
  }

  @Test("UIAction full init: defaults are no attributes and .off; given values are kept and settable")
  func actionValues() {
    let plain = UIAction { _ in }
    #expect(plain.title == "" && plain.attributes == [] && plain.state == .off && plain.subtitle == nil && plain.image == nil)
    let full = UIAction(
      title: "Delete", subtitle: "Forever", image: UIImage(systemName: "trash"), identifier: UIAction.Identifier("del"),
      discoverabilityTitle: "Delete it", attributes: [.destructive, .keepsMenuPresented], state: .mixed) { _ in }
    #expect(full.title == "Delete" && full.subtitle == "Forever" && full.image != nil)
    #expect(full.identifier.rawValue == "del" && full.discoverabilityTitle == "Delete it")
    #expect(full.attributes == [.destructive, .keepsMenuPresented] && full.state == .mixed)
    full.title = "Remove"
    full.state = .on
    #expect(full.title == "Remove" && full.state == .on)
    #expect(UIMenuElement.Attributes.disabled.rawValue == 1 && UIMenuElement.Attributes.hidden.rawValue == 4)
  }

  @Test("UIButton.menu: setting a menu enables the context menu interaction, nil disables it")
  func buttonMenuEnablesInteraction() {
    let button = UIButton(type: .system)
    #expect(!button.isContextMenuInteractionEnabled && button.contextMenuInteraction == nil)
    button.menu = UIMenu(children: [UIAction(title: "A") { _ in }])
    #expect(button.isContextMenuInteractionEnabled)
    #expect(button.interactions.count == 1 && button.interactions[0] === button.contextMenuInteraction)
    button.menu = nil
    #expect(!button.isContextMenuInteractionEnabled && button.interactions.isEmpty)
  }

  @Test("showsMenuAsPrimaryAction: a touch down shows the menu and sends .menuActionTriggered, not the primary action")
  func primaryActionMenu() {
    let (w, button) = setUp()
    var events: [String] = []
    button.addAction(UIAction { _ in events.append("primary") }, for: .primaryActionTriggered)
    button.addAction(UIAction { _ in events.append("menu") }, for: .menuActionTriggered)
    button.menu = UIMenu(children: [UIAction(title: "Share") { _ in }, UIAction(title: "Copy") { _ in }])
    button.showsMenuAsPrimaryAction = true
    let finger = w.touchDown(at: center(button, in: w))
    #expect(w.isShowingMenu)
    finger.lift()
    UIApplication.shared.runUntilIdle()
    #expect(w.visibleMenuElementTitles == ["Share", "Copy"])
    #expect(events == ["menu"])
  }

  @Test("A button's menu without showsMenuAsPrimaryAction: a tap sends the action; a 0.5 s long press shows the menu")
  func longPressMenu() {
    let (w, button) = setUp()
    var taps = 0
    button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
    button.menu = UIMenu(children: [UIAction(title: "Share") { _ in }])
    w.tap(at: center(button, in: w))
    #expect(taps == 1 && !w.isShowingMenu)
    let finger = w.touchDown(at: center(button, in: w))
    UIApplication.shared.advance(by: 0.4)
    #expect(!w.isShowingMenu)
    UIApplication.shared.advance(by: 0.15)
    #expect(w.isShowingMenu)
    finger.lift()
    #expect(taps == 1)
  }

  @Test("An action's handler runs once with the button as sender; the menu then hides after its animation")
  func handlerRunsOnce() {
    let (w, button) = setUp()
    var runs: [AnyObject?] = []
    button.menu = UIMenu(children: [UIAction(title: "Share") { action in runs.append(action.sender as AnyObject?) }])
    button.showsMenuAsPrimaryAction = true
    w.tap(at: center(button, in: w))
    UIApplication.shared.runUntilIdle()
    #expect(w.tapMenuElement(titled: "Share"))
    #expect(runs.count == 1 && runs[0] === button)
    #expect(w.isShowingMenu)  // animating away
    #expect(!w.tapMenuElement(titled: "Share"))
    // The 0.2 s hide ends at the first frame at or after its end: within one frame more,
    // wherever in the frame the tap landed (the shared clock's phase depends on earlier suites).
    UIApplication.shared.advance(by: 0.2 + 1.0 / 60)
    #expect(!w.isShowingMenu)
    #expect(runs.count == 1)
  }

  @Test("Attributes: hidden actions are absent, disabled ones do nothing and keep the menu, destructive ones are red")
  func attributes() {
    let (w, button) = setUp()
    var ran: [String] = []
    button.menu = UIMenu(children: [
      UIAction(title: "Edit", attributes: .disabled) { _ in ran.append("Edit") },
      UIAction(title: "Secret", attributes: .hidden) { _ in ran.append("Secret") },
      UIAction(title: "Delete", attributes: .destructive) { _ in ran.append("Delete") },
    ])
    button.showsMenuAsPrimaryAction = true
    w.tap(at: center(button, in: w))
    UIApplication.shared.runUntilIdle()
    #expect(w.visibleMenuElementTitles == ["Edit", "Delete"])
    #expect(w.tapMenuElement(titled: "Edit"))
    UIApplication.shared.runUntilIdle()
    #expect(ran.isEmpty && w.visibleMenuElementTitles == ["Edit", "Delete"])
    let labels = w.subviews.flatMap { $0.subviews.flatMap(\.subviews) }.compactMap { $0 as? UILabel }
    #expect(labels.first { $0.text == "Delete" }?.textColor == .systemRed)
    #expect(labels.first { $0.text == "Edit" }?.textColor == .tertiaryLabel)
    #expect(w.tapMenuElement(titled: "Delete"))
    UIApplication.shared.runUntilIdle()
    #expect(ran == ["Delete"] && !w.isShowingMenu)
  }

  @Test("A tap outside the menu hides it, runs no handler and does not reach the view under it")
  func tapOutside() {
    let (w, button) = setUp()
    var ran = 0, behind = 0
    let other = UIButton(type: .system)
    other.frame = CGRect(x: 200, y: 600, width: 100, height: 44)
    other.addAction(UIAction { _ in behind += 1 }, for: .touchUpInside)
    w.addSubview(other)
    button.menu = UIMenu(children: [UIAction(title: "Share") { _ in ran += 1 }])
    button.showsMenuAsPrimaryAction = true
    w.tap(at: center(button, in: w))
    UIApplication.shared.runUntilIdle()
    w.tap(at: center(other, in: w))
    UIApplication.shared.runUntilIdle()
    #expect(!w.isShowingMenu && ran == 0 && behind == 0)
    w.tap(at: center(other, in: w))
    #expect(behind == 1)
  }

  @Test("Inline menus show in their parent between bands; a submenu row opens the submenu and its back row returns")
  func inlineAndSubmenus() {
    let (w, button) = setUp()
    var sorted: String?
    let sort = UIMenu(title: "Sort By", children: [
      UIAction(title: "Name") { _ in sorted = "Name" }, UIAction(title: "Date") { _ in sorted = "Date" },
    ])
    button.menu = UIMenu(title: "Photos", children: [
      UIMenu(options: .displayInline, children: [UIAction(title: "Select") { _ in }]),
      sort,
      UIMenu(title: "Danger", options: .displayInline, children: [UIAction(title: "Delete All", attributes: .destructive) { _ in }]),
    ])
    button.showsMenuAsPrimaryAction = true
    w.tap(at: center(button, in: w))
    UIApplication.shared.runUntilIdle()
    #expect(w.visibleMenuElementTitles == ["Select", "Sort By", "Delete All"])
    #expect(w.tapMenuElement(titled: "Sort By"))
    #expect(w.visibleMenuElementTitles == ["‹ Sort By", "Name", "Date"])
    #expect(w.tapMenuElement(titled: "‹ Sort By"))
    #expect(w.visibleMenuElementTitles == ["Select", "Sort By", "Delete All"])
    #expect(w.tapMenuElement(titled: "Sort By"))
    #expect(w.tapMenuElement(titled: "Date"))
    UIApplication.shared.runUntilIdle()
    #expect(sorted == "Date" && !w.isShowingMenu)
  }

  @Test("singleSelection: choosing an action turns it on and its siblings off before the handler runs")
  func singleSelection() {
    let (w, button) = setUp()
    let grid = UIAction(title: "Grid", state: .on) { _ in }
    var stateInHandler: UIMenuElement.State?
    let list = UIAction(title: "List") { action in stateInHandler = action.state }
    button.menu = UIMenu(options: .singleSelection, children: [grid, list])
    button.showsMenuAsPrimaryAction = true
    w.tap(at: center(button, in: w))
    UIApplication.shared.runUntilIdle()
    #expect(w.visibleMenuElementState(titled: "Grid") == .on)
    w.tapMenuElement(titled: "List")
    UIApplication.shared.runUntilIdle()
    #expect(grid.state == .off && list.state == .on && stateInHandler == .on)
    #expect(button.menu?.selectedElements.first === list)
  }

  @Test("keepsMenuPresented: the handler runs and the menu stays, showing the new state")
  func keepsMenuPresented() {
    let (w, button) = setUp()
    var runs = 0
    let toggle = UIAction(title: "Favorite", attributes: .keepsMenuPresented) { action in
      runs += 1
      action.state = action.state == .on ? .off : .on
    }
    button.menu = UIMenu(children: [toggle])
    button.showsMenuAsPrimaryAction = true
    w.tap(at: center(button, in: w))
    UIApplication.shared.runUntilIdle()
    w.tapMenuElement(titled: "Favorite")
    UIApplication.shared.runUntilIdle()
    #expect(runs == 1 && w.isShowingMenu && w.visibleMenuElementState(titled: "Favorite") == .on)
  }

  @Test("UIDeferredMenuElement: elements show when provided (Loading… until then); cached asks once, uncached every time")
  func deferredElements() {
    let (w, button) = setUp()
    var asks = 0, uncachedAsks = 0
    var pending: (([UIMenuElement]) -> Void)?
    let cached = UIDeferredMenuElement { completion in
      asks += 1
      pending = completion
    }
    let uncached = UIDeferredMenuElement.uncached { completion in
      uncachedAsks += 1
      completion([UIAction(title: "Now") { _ in }])
    }
    button.menu = UIMenu(children: [cached, uncached])
    button.showsMenuAsPrimaryAction = true
    w.tap(at: center(button, in: w))
    UIApplication.shared.runUntilIdle()
    #expect(w.visibleMenuElementTitles == ["Now"])  // the loading row is not an element
    pending?([UIAction(title: "Later") { _ in }])
    #expect(w.visibleMenuElementTitles == ["Later", "Now"])
    w.tap(at: CGPoint(x: 380, y: 830))
    UIApplication.shared.runUntilIdle()
    w.tap(at: center(button, in: w))
    UIApplication.shared.runUntilIdle()
    #expect(w.visibleMenuElementTitles == ["Later", "Now"])
    #expect(asks == 1 && uncachedAsks == 2)
  }

  @Test("Placement: below the source by 8 pt, leading edges aligned in the left half, trailing edges in the right half, above when no room below")
  func placement() {
    let (w, button) = setUp()
    button.menu = UIMenu(children: [UIAction(title: "A") { _ in }, UIAction(title: "B") { _ in }])
    button.showsMenuAsPrimaryAction = true
    w.tap(at: center(button, in: w))
    UIApplication.shared.runUntilIdle()
    #expect(w.visibleMenuFrame == CGRect(x: 20, y: 152, width: 250, height: 88))
    w.tap(at: CGPoint(x: 380, y: 830))
    UIApplication.shared.runUntilIdle()
    button.frame = CGRect(x: 270, y: 760, width: 100, height: 44)
    w.tap(at: center(button, in: w))
    UIApplication.shared.runUntilIdle()
    #expect(w.visibleMenuFrame == CGRect(x: 120, y: 760 - 8 - 88, width: 250, height: 88))
  }

  @Test("The menu appears over 0.25 s of media time: midway its platter is partly transparent")
  func appearsOnMediaClock() {
    let (w, button) = setUp()
    button.menu = UIMenu(children: [UIAction(title: "A") { _ in }])
    button.showsMenuAsPrimaryAction = true
    w.tap(at: center(button, in: w))
    UIApplication.shared.advance(by: 0.1)
    let platter = w.subviews.last!
    let midway = platter.layer.presentation()?.opacity ?? 1
    #expect(midway > 0 && midway < 1)
    UIApplication.shared.advance(by: 0.2)
    #expect(platter.layer.presentation()?.opacity ?? 0 == 1)
  }

  @Test("Bar button item with a menu and no action: a tap shows it; with a primary action a tap performs it and a long press shows the menu")
  func barButtonItemMenu() {
    UIApplication.shared.useLinkedSDK(.iOS17)
    let root = UIViewController()
    let nav = UINavigationController(rootViewController: root)
    let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    w.rootViewController = nav
    w.makeKeyAndVisible()
    var performed = 0
    let menuOnly = UIBarButtonItem(title: "Sort", menu: UIMenu(children: [UIAction(title: "Name") { _ in }]))
    let withAction = UIBarButtonItem(
      title: "Add", primaryAction: UIAction { _ in performed += 1 }, menu: UIMenu(children: [UIAction(title: "Album") { _ in }]))
    root.navigationItem.leftBarButtonItem = menuOnly
    root.navigationItem.rightBarButtonItem = withAction
    UIApplication.shared.runUntilIdle()
    let sortButton = nav.navigationBar.subviews.flatMap { [$0] + $0.subviews }.first { ($0 as? UIButton)?.currentTitle == "Sort" }!
    let addButton = nav.navigationBar.subviews.flatMap { [$0] + $0.subviews }.first { ($0 as? UIButton)?.currentTitle == "Add" }!
    w.tap(at: center(sortButton, in: w))
    UIApplication.shared.runUntilIdle()
    #expect(w.visibleMenuElementTitles == ["Name"])
    w.tap(at: CGPoint(x: 200, y: 700))
    UIApplication.shared.runUntilIdle()
    w.tap(at: center(addButton, in: w))
    UIApplication.shared.runUntilIdle()
    #expect(performed == 1 && !w.isShowingMenu)
    w.longPress(at: center(addButton, in: w))
    UIApplication.shared.runUntilIdle()
    #expect(performed == 1 && w.visibleMenuElementTitles == ["Album"])
    // The right item's menu hangs from its trailing edge.
    #expect(w.visibleMenuFrame.map { abs($0.maxX - addButton.convert(addButton.bounds, to: w).maxX) < 0.5 } == true)
  }

  @Test("Memory: a menu's platter, rows and session are freed once it has hidden; a replaced menu is freed")
  func memory() {
    let (w, button) = setUp()
    weak var weakMenu: UIMenu?
    weak var weakPlatter: UIView?
    weak var weakAction: UIAction?
    do {
      let action = UIAction(title: "A") { _ in }
      let menu = UIMenu(children: [action])
      weakMenu = menu
      weakAction = action
      button.menu = menu
      button.showsMenuAsPrimaryAction = true
      w.tap(at: center(button, in: w))
      UIApplication.shared.runUntilIdle()
      weakPlatter = w.subviews.last
      w.tapMenuElement(titled: "A")
      UIApplication.shared.runUntilIdle()
      button.menu = nil
    }
    #expect(weakPlatter == nil)
    #expect(weakMenu == nil)
    #expect(weakAction == nil)
  }
}
