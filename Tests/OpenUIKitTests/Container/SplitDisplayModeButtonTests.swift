import Foundation
import OpenUIKitTesting
import Testing
import UIKit

/// The column split's sidebar toggle and secondary-only toggle (Docs/Behaviour/split19.md).
@MainActor
@Suite(.serialized)
struct SplitDisplayModeButtonTests {
  final class Delegate: NSObject, UISplitViewControllerDelegate {
    var calls: [String] = []
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {
      calls.append("willChangeTo(\(displayMode.rawValue))")
    }
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {
      calls.append("willShow(\(column.rawValue))")
    }
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {
      calls.append("willHide(\(column.rawValue))")
    }
  }

  static let landscape = CGSize(width: 1024, height: 768)
  static let portrait = CGSize(width: 768, height: 1024)

  func makeSplit(_ style: UISplitViewController.Style = .doubleColumn) -> (UISplitViewController, [UIViewController]) {
    let split = UISplitViewController(style: style)
    let controllers = (0..<(style == .tripleColumn ? 3 : 2)).map { _ in UIViewController() }
    split.setViewController(controllers[0], for: .primary)
    if style == .tripleColumn { split.setViewController(controllers[1], for: .supplementary) }
    split.setViewController(controllers.last, for: .secondary)
    return (split, controllers)
  }

  func show(_ split: UISplitViewController, size: CGSize) -> UIWindow {
    let window = makeWindow(root: split, size: size, sdk: .iOS17)
    window.traitOverrides.horizontalSizeClass = .regular
    UIApplication.shared.runUntilIdle()
    return window
  }

  /// The split's items in the bar of `vc`'s navigation controller.
  func items(_ vc: UIViewController) -> [UIBarButtonItem] {
    vc.navigationController?.navigationBar._splitLeadingItems ?? []
  }

  func tap(_ item: UIBarButtonItem?, in window: UIWindow) {
    guard let button = item?._anchorView else {
      Issue.record("the item is not on a bar")
      return
    }
    window.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
    UIApplication.shared.runUntilIdle()
  }

  @Test("Column split, tile: the sidebar toggle is in the primary's bar when it shows and in the secondary's when it shows alone; tapping it hides then shows the primary, willHide/willShow then willChangeTo")
  func toggleMovesBetweenColumns() {
    let (split, vcs) = makeSplit()
    let delegate = Delegate()
    split.delegate = delegate
    split.preferredSplitBehavior = .tile
    let window = show(split, size: Self.landscape)
    defer { window.isHidden = true }
    #expect(split.displayMode == .oneBesideSecondary)
    #expect(items(vcs[0]).count == 1)
    #expect(items(vcs[1]).isEmpty)
    let toggle = items(vcs[0]).first
    // At the bar's leading edge, before the title.
    #expect(toggle?._anchorView?.frame.minX == 8)
    #expect(toggle?.accessibilityLabel == "Hide Sidebar")
    tap(toggle, in: window)
    #expect(split.displayMode == .secondaryOnly)
    #expect(vcs[0].viewIfLoaded?.window == nil)
    #expect(items(vcs[0]).isEmpty)
    #expect(items(vcs[1]).first === toggle)
    #expect(toggle?.accessibilityLabel == "Show Sidebar")
    tap(toggle, in: window)
    #expect(split.displayMode == .oneBesideSecondary)
    #expect(vcs[0].view.window === window)
    #expect(delegate.calls == ["willHide(0)", "willChangeTo(1)", "willShow(0)", "willChangeTo(2)"])
  }

  @Test("Column split, overlay (portrait, .automatic): the toggle in the secondary's bar lays the primary over it (oneOverSecondary); the toggle then in the primary's bar takes it away")
  func toggleOverlays() {
    let (split, vcs) = makeSplit()
    let window = show(split, size: Self.portrait)
    defer { window.isHidden = true }
    #expect(split.splitBehavior == .overlay)
    #expect(split.displayMode == .secondaryOnly)
    tap(items(vcs[1]).first, in: window)
    #expect(split.displayMode == .oneOverSecondary)
    #expect(vcs[0].navigationController?.view.frame == CGRect(x: 0, y: 0, width: 320, height: 1024))
    #expect(vcs[1].navigationController?.view.frame == CGRect(origin: .zero, size: Self.portrait))
    #expect(split.view.subviews.last === vcs[0].navigationController?.view)
    tap(items(vcs[0]).first, in: window)
    #expect(split.displayMode == .secondaryOnly)
  }

  @Test("UIKit: displayModeButtonVisibility .automatic follows presentsWithGesture (false: no button); .always shows it even then; .never hides it")
  func visibilitySettings() {
    let (split, vcs) = makeSplit()
    let window = show(split, size: Self.landscape)
    defer { window.isHidden = true }
    #expect(split.presentsWithGesture)
    #expect(split.displayModeButtonVisibility == .automatic)
    #expect(items(vcs[0]).count == 1)
    split.presentsWithGesture = false
    #expect(items(vcs[0]).isEmpty && items(vcs[1]).isEmpty)
    split.displayModeButtonVisibility = .always
    #expect(items(vcs[0]).count == 1)
    split.presentsWithGesture = true
    split.displayModeButtonVisibility = .never
    #expect(items(vcs[0]).isEmpty && items(vcs[1]).isEmpty)
  }

  @Test("A collapsed split shows no display mode button (its navigation stack has the back button); expanding brings it back")
  func noToggleWhenCollapsed() {
    let (split, vcs) = makeSplit()
    let window = show(split, size: Self.landscape)
    defer { window.isHidden = true }
    #expect(items(vcs[0]).count == 1)
    window.traitOverrides.horizontalSizeClass = .compact
    UIApplication.shared.runUntilIdle()
    #expect(split.isCollapsed)
    #expect(items(vcs[0]).isEmpty)
    window.traitOverrides.horizontalSizeClass = .regular
    UIApplication.shared.runUntilIdle()
    #expect(!split.isCollapsed)
    #expect(items(vcs[0]).count + items(vcs[1]).count == 1)
  }

  @Test("Triple column: the toggle in the supplementary's bar (oneBesideSecondary) shows the primary (twoBesideSecondary); showsSecondaryOnlyButton puts a second toggle in the secondary's bar that goes to .secondaryOnly and back to the mode it left")
  func tripleToggles() {
    let (split, vcs) = makeSplit(.tripleColumn)
    let delegate = Delegate()
    split.delegate = delegate
    split.preferredDisplayMode = .oneBesideSecondary
    split.preferredSplitBehavior = .tile
    split.showsSecondaryOnlyButton = true
    let window = show(split, size: Self.landscape)
    defer { window.isHidden = true }
    #expect(items(vcs[1]).count == 1)
    #expect(items(vcs[0]).isEmpty)
    #expect(items(vcs[2]).count == 1)
    tap(items(vcs[1]).first, in: window)
    #expect(split.displayMode == .twoBesideSecondary)
    #expect(items(vcs[0]).count == 1 && items(vcs[1]).isEmpty)
    let fullScreen = items(vcs[2]).first
    #expect(fullScreen?.accessibilityLabel == "Full Screen")
    tap(fullScreen, in: window)
    #expect(split.displayMode == .secondaryOnly)
    #expect(vcs[0].viewIfLoaded?.window == nil && vcs[1].viewIfLoaded?.window == nil)
    // Alone, the secondary's bar has the sidebar toggle and the secondary-only toggle.
    #expect(items(vcs[2]).count == 2)
    #expect(items(vcs[2]).last === fullScreen)
    tap(fullScreen, in: window)
    #expect(split.displayMode == .twoBesideSecondary)
    #expect(delegate.calls == [
      "willShow(0)", "willChangeTo(4)", "willHide(1)", "willHide(0)", "willChangeTo(1)", "willShow(0)", "willShow(1)",
      "willChangeTo(4)",
    ])
  }

  @Test("UIKit: showsSecondaryOnlyButton only takes effect in a triple split")
  func secondaryOnlyButtonNeedsTriple() {
    let (split, vcs) = makeSplit()
    split.showsSecondaryOnlyButton = true
    let window = show(split, size: Self.landscape)
    defer { window.isHidden = true }
    #expect(items(vcs[1]).isEmpty)
  }

  final class TargetDelegate: NSObject, UISplitViewControllerDelegate {
    var target: UISplitViewController.DisplayMode = .automatic
    var asked = 0
    func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode {
      asked += 1
      return target
    }
  }

  @Test("UIKit (classic split): displayModeButtonItem in the detail's bar applies targetDisplayModeForAction(in:); .automatic hides the shown primary, then shows it beside in landscape")
  func classicDisplayModeButton() {
    let split = UISplitViewController()
    let master = UIViewController(), detail = UIViewController()
    split.viewControllers = [UINavigationController(rootViewController: master), UINavigationController(rootViewController: detail)]
    let delegate = TargetDelegate()
    split.delegate = delegate
    detail.navigationItem.leftBarButtonItem = split.displayModeButtonItem
    detail.navigationItem.leftItemsSupplementBackButton = true
    #expect(split.displayModeButtonItem === split.displayModeButtonItem)
    let window = makeWindow(root: split, size: Self.landscape, sdk: .iOS17)
    defer { window.isHidden = true }
    #expect(master.view.window === window)
    tap(split.displayModeButtonItem, in: window)
    #expect(delegate.asked == 1)
    #expect(split.displayMode == .secondaryOnly)
    #expect(master.viewIfLoaded?.window == nil)
    #expect(detail.navigationController?.view.frame == CGRect(origin: .zero, size: Self.landscape))
    tap(split.displayModeButtonItem, in: window)
    #expect(split.displayMode == .oneBesideSecondary)
    #expect(master.view.window === window)
    delegate.target = .oneOverSecondary
    tap(split.displayModeButtonItem, in: window)
    #expect(split.displayMode == .oneOverSecondary)
    #expect(detail.navigationController?.view.frame == CGRect(origin: .zero, size: Self.landscape))
  }

  @Test("Classic split with its primary hidden (preferredDisplayMode .secondaryOnly) collapsing: the primary comes back with the detail pushed onto it; expanding keeps the secondary alone")
  func classicHiddenPrimaryCollapses() {
    let split = UISplitViewController()
    let master = UIViewController(), detail = UIViewController()
    let masterNavigation = UINavigationController(rootViewController: master)
    split.viewControllers = [masterNavigation, detail]
    let window = makeWindow(root: split, size: Self.landscape, sdk: .iOS17)
    defer { window.isHidden = true }
    split.preferredDisplayMode = .secondaryOnly
    UIApplication.shared.runUntilIdle()
    #expect(master.viewIfLoaded?.window == nil)
    window.traitOverrides.horizontalSizeClass = .compact
    UIApplication.shared.runUntilIdle()
    #expect(split.isCollapsed)
    #expect(masterNavigation.viewControllers == [master, detail])
    #expect(masterNavigation.view.window === window)
    #expect(detail.view.window === window)
    window.traitOverrides.horizontalSizeClass = .regular
    UIApplication.shared.runUntilIdle()
    #expect(!split.isCollapsed)
    #expect(split.displayMode == .secondaryOnly)
    #expect(master.viewIfLoaded?.window == nil)
    #expect(detail.view.frame == CGRect(origin: .zero, size: Self.landscape))
  }
}
