import Foundation
import OpenUIKitTesting
import Testing
import UIKit

/// A bar button item shown on a navigation bar or toolbar: changing its title, image,
/// `isEnabled` or `tintColor` redraws the bar's button (UIKit), not only `editButtonItem`
/// (Docs/Behaviour/motion19.md "Bar button items redraw").
@MainActor
@Suite(.serialized)
struct BarButtonItemRefreshTests {
  func showNavigation() -> (UIWindow, UIViewController, UINavigationController) {
    let top = UIViewController()
    top.title = "Inbox"
    let nav = UINavigationController(rootViewController: top)
    let window = makeWindow(root: nav, sdk: .iOS17)
    return (window, top, nav)
  }

  func button(_ item: UIBarButtonItem) throws -> UIButton {
    try #require(item._anchorView as? UIButton)
  }

  @Test("UIKit: a navigation bar item's new title is drawn by the bar (its button shows it, sized for it and kept in the bar)")
  func navigationItemTitleRedraws() throws {
    let (window, top, nav) = showNavigation()
    defer { window.isHidden = true }
    let item = UIBarButtonItem(title: "Sync", style: .plain, target: nil, action: nil)
    top.navigationItem.rightBarButtonItem = item
    UIApplication.shared.runUntilIdle()
    let before = try button(item)
    let widthBefore = before.bounds.width
    #expect(before.title(for: .normal) == "Sync")
    item.title = "Synchronising now"
    UIApplication.shared.runUntilIdle()
    let after = try button(item)
    #expect(after === before, "the same button, retitled (a reference to it stays good)")
    #expect(after.title(for: .normal) == "Synchronising now")
    #expect(after.superview === nav.navigationBar)
    #expect(after.bounds.width > widthBefore)
    #expect(after.frame.maxX <= nav.navigationBar.bounds.width)
    let titles = nav.navigationBar.subviews.compactMap { ($0 as? UIButton)?.title(for: .normal) }
    #expect(!titles.contains("Sync"))
  }

  @Test("UIKit: isEnabled = false greys a navigation bar item's button and it stops responding; true restores the tint")
  func navigationItemEnabledRedraws() throws {
    let (window, top, nav) = showNavigation()
    defer { window.isHidden = true }
    var taps = 0
    let item = UIBarButtonItem(title: "Send", image: nil, primaryAction: UIAction { _ in taps += 1 })
    top.navigationItem.rightBarButtonItem = item
    UIApplication.shared.runUntilIdle()
    let enabledColor = try button(item).titleColor(for: .normal)
    item.isEnabled = false
    UIApplication.shared.runUntilIdle()
    #expect(try button(item).isEnabled == false)
    #expect(try button(item).titleColor(for: .normal) == .systemGray)
    let frame = try button(item).convert(try button(item).bounds, to: window)
    window.tap(at: CGPoint(x: frame.midX, y: frame.midY))
    UIApplication.shared.runUntilIdle()
    #expect(taps == 0)
    item.isEnabled = true
    UIApplication.shared.runUntilIdle()
    #expect(try button(item).isEnabled)
    #expect(try button(item).titleColor(for: .normal) == enabledColor)
    window.tap(at: CGPoint(x: frame.midX, y: frame.midY))
    UIApplication.shared.runUntilIdle()
    #expect(taps == 1)
    withExtendedLifetime(nav) {}
  }

  @Test("UIKit: an item's tintColor colours its button on the bar instead of the bar's tint")
  func navigationItemTintRedraws() throws {
    let (window, top, _) = showNavigation()
    defer { window.isHidden = true }
    let item = UIBarButtonItem(title: "Delete", style: .plain, target: nil, action: nil)
    top.navigationItem.rightBarButtonItem = item
    UIApplication.shared.runUntilIdle()
    #expect(try button(item).titleColor(for: .normal) != .systemRed)
    item.tintColor = .systemRed
    UIApplication.shared.runUntilIdle()
    #expect(try button(item).titleColor(for: .normal) == .systemRed)
  }

  @Test("UIKit: a toolbar item's title and isEnabled changes redraw the toolbar's button")
  func toolbarItemRedraws() throws {
    let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
    let item = UIBarButtonItem(title: "Reply", style: .plain, target: nil, action: nil)
    toolbar.items = [item]
    #expect(try button(item).title(for: .normal) == "Reply")
    item.title = "Reply All"
    #expect(try button(item).title(for: .normal) == "Reply All")
    #expect(try button(item).superview === toolbar)
    item.isEnabled = false
    #expect(try button(item).isEnabled == false)
    #expect(try button(item).titleColor(for: .normal) == .systemGray)
    #expect(toolbar.subviews.compactMap { $0 as? UIButton }.count == 1)
  }

  @Test("UIKit: an item no longer on a bar changes without touching the bar")
  func itemOffBarChangesAlone() throws {
    let (window, top, nav) = showNavigation()
    defer { window.isHidden = true }
    let item = UIBarButtonItem(title: "Old", style: .plain, target: nil, action: nil)
    top.navigationItem.rightBarButtonItem = item
    UIApplication.shared.runUntilIdle()
    top.navigationItem.rightBarButtonItem = nil
    UIApplication.shared.runUntilIdle()
    let buttons = nav.navigationBar.subviews.compactMap { $0 as? UIButton }
    item.title = "New"
    UIApplication.shared.runUntilIdle()
    #expect(nav.navigationBar.subviews.compactMap { $0 as? UIButton }.count == buttons.count)
    let titles = nav.navigationBar.subviews.compactMap { ($0 as? UIButton)?.title(for: .normal) }
    #expect(!titles.contains("New"))
  }
}
