import Foundation
import OpenUIKitTesting
import Testing
import UIKit

/// The iOS 14 column interface of UISplitViewController (Docs/Behaviour/libs18.md).
@MainActor
@Suite(.serialized)
struct SplitColumnTests {
  final class Delegate: NSObject, UISplitViewControllerDelegate {
    var calls: [String] = []
    var top: UISplitViewController.Column?
    func splitViewController(
      _ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column {
      calls.append("topColumn")
      return top ?? proposedTopColumn
    }
    func splitViewController(
      _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
      onto primaryViewController: UIViewController
    ) -> Bool {
      calls.append("collapseSecondary")
      return true
    }
    func splitViewControllerDidCollapse(_ svc: UISplitViewController) { calls.append("didCollapse") }
    func splitViewControllerDidExpand(_ svc: UISplitViewController) { calls.append("didExpand") }
    func splitViewController(
      _ svc: UISplitViewController,
      displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
    ) -> UISplitViewController.DisplayMode {
      calls.append("displayModeForExpanding")
      return .secondaryOnly
    }
  }

  @Test("UIKit: setViewController(_:for:) wraps a plain controller in a navigation controller (viewController(for:) returns the given one); a navigation controller is used as it is")
  func columnsWrapInNavigation() {
    let split = UISplitViewController(style: .doubleColumn)
    let list = UIViewController()
    let detailNavigation = UINavigationController(rootViewController: UIViewController())
    split.setViewController(list, for: .primary)
    split.setViewController(detailNavigation, for: .secondary)
    #expect(split.viewController(for: .primary) === list)
    #expect(list.navigationController?.parent === split)
    #expect(split.viewController(for: .secondary) === detailNavigation)
    #expect(detailNavigation.parent === split)
    #expect(split.children.count == 2)
    // Setting the same controller again keeps its navigation controller.
    let wrapper = list.navigationController
    split.setViewController(list, for: .primary)
    #expect(list.navigationController === wrapper)
  }

  @Test("setViewController(_:for:) on a classic (style .unspecified) split is a warning and changes nothing (Docs/Behaviour/libs18.md)")
  func classicSplitRefusesColumns() {
    let start = UIApplication.shared.diagnostics.count
    let split = UISplitViewController()
    #expect(split.style == .unspecified)
    split.setViewController(UIViewController(), for: .primary)
    #expect(split.children.isEmpty)
    #expect(split.viewController(for: .primary) == nil)
    let messages = diagnostics(since: start).map(\.message)
    #expect(messages.count == 1)
    #expect(messages.first?.contains("setViewController:forColumn:") == true)
  }

  @Test("UIKit: a column split collapses through topColumnForCollapsing… and splitViewControllerDidCollapse — the classic collapseSecondary:onto: is not asked; default top column .secondary pushes the secondary's stack onto the primary's")
  func columnCollapseSkipsClassicDelegate() {
    let split = UISplitViewController(style: .doubleColumn)
    let delegate = Delegate()
    split.delegate = delegate
    let list = UIViewController(), detail = UIViewController()
    split.setViewController(list, for: .primary)
    split.setViewController(detail, for: .secondary)
    let window = makeWindow(root: split, size: CGSize(width: 393, height: 852), sdk: .iOS17)
    defer { window.isHidden = true }
    #expect(split.isCollapsed)
    #expect(delegate.calls == ["topColumn", "didCollapse"])
    #expect(list.navigationController?.viewControllers == [list, detail])
    #expect(detail.view.window === window)
    window.frame = CGRect(origin: .zero, size: regularSize)
    UIApplication.shared.runUntilIdle()
    #expect(!split.isCollapsed)
    #expect(delegate.calls == ["topColumn", "didCollapse", "displayModeForExpanding", "didExpand"])
    #expect(split.displayMode == .secondaryOnly)
    #expect(detail.navigationController !== list.navigationController)
    #expect(detail.view.window === window)
    #expect(list.viewIfLoaded?.window == nil)
  }

  @Test("UIKit: a .compact column is what a collapsed split shows; the other columns leave the screen and come back on expanding")
  func compactColumnShowsWhenCollapsed() {
    let split = UISplitViewController(style: .doubleColumn)
    split.preferredDisplayMode = .oneBesideSecondary
    let list = UIViewController(), detail = UIViewController(), phone = UIViewController()
    split.setViewController(list, for: .primary)
    split.setViewController(detail, for: .secondary)
    split.setViewController(phone, for: .compact)
    let window = makeWindow(root: split, size: regularSize, sdk: .iOS17)
    defer { window.isHidden = true }
    #expect(!split.isCollapsed)
    #expect(phone.viewIfLoaded?.window == nil)
    #expect(list.view.window === window && detail.view.window === window)
    window.frame = CGRect(x: 0, y: 0, width: 393, height: 852)
    UIApplication.shared.runUntilIdle()
    #expect(split.isCollapsed)
    #expect(phone.view.window === window)
    #expect(phone.navigationController?.view.frame == window.bounds)
    #expect(list.viewIfLoaded?.window == nil && detail.viewIfLoaded?.window == nil)
    window.frame = CGRect(origin: .zero, size: regularSize)
    UIApplication.shared.runUntilIdle()
    #expect(!split.isCollapsed)
    #expect(phone.viewIfLoaded?.window == nil)
    #expect(phone.navigationController?.parent == nil)
    #expect(list.view.window === window && detail.view.window === window)
  }

  @Test("Column split .automatic display mode: the primary beside the secondary in a landscape split, the secondary alone in a portrait one (Docs/Behaviour/libs18.md)")
  func automaticDisplayMode() {
    for (size, mode) in [(regularSize, UISplitViewController.DisplayMode.oneBesideSecondary), (CGSize(width: 768, height: 1024), .secondaryOnly)] {
      let split = UISplitViewController(style: .doubleColumn)
      let list = UIViewController(), detail = UIViewController()
      split.setViewController(list, for: .primary)
      split.setViewController(detail, for: .secondary)
      let window = makeWindow(root: split, size: size, sdk: .iOS17)
      window.traitOverrides.horizontalSizeClass = .regular
      UIApplication.shared.runUntilIdle()
      #expect(!split.isCollapsed)
      #expect(split.displayMode == mode)
      #expect((list.viewIfLoaded?.window != nil) == (mode == .oneBesideSecondary))
      window.isHidden = true
    }
  }
}
