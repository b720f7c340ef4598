import Foundation
import OpenUIKitTesting
import Testing
import UIKit

/// The triple-column split, the column widths and the primary edge (Docs/Behaviour/split19.md).
@MainActor
@Suite(.serialized)
struct SplitTripleColumnTests {
  final class Delegate: NSObject, UISplitViewControllerDelegate {
    var top: UISplitViewController.Column = .secondary
    func splitViewController(
      _ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column { top }
  }

  static let landscape = CGSize(width: 1024, height: 768)

  func makeTriple() -> (UISplitViewController, UIViewController, UIViewController, UIViewController) {
    let split = UISplitViewController(style: .tripleColumn)
    let sidebar = UIViewController(), list = UIViewController(), detail = UIViewController()
    split.setViewController(sidebar, for: .primary)
    split.setViewController(list, for: .supplementary)
    split.setViewController(detail, for: .secondary)
    return (split, sidebar, list, detail)
  }

  func frame(_ vc: UIViewController) -> CGRect? { vc.navigationController?.view.frame }

  @Test("UIKit: init(style: .tripleColumn) takes a .supplementary column (wrapped in a navigation controller like the others); .automatic in landscape tiles all three (twoBesideSecondary), 320 pt each, 1 pt apart")
  func threeColumnsTile() {
    let (split, sidebar, list, detail) = makeTriple()
    #expect(split.style == .tripleColumn)
    #expect(split.viewController(for: .supplementary) === list)
    #expect(list.navigationController?.parent === split)
    let window = makeWindow(root: split, size: Self.landscape, sdk: .iOS17)
    defer { window.isHidden = true }
    #expect(split.displayMode == .twoBesideSecondary)
    #expect(split.viewControllers.count == 3)
    #expect(frame(sidebar) == CGRect(x: 0, y: 0, width: 320, height: 768))
    #expect(frame(list) == CGRect(x: 321, y: 0, width: 320, height: 768))
    #expect(frame(detail) == CGRect(x: 642, y: 0, width: 382, height: 768))
    #expect(split.supplementaryColumnWidth == 320)
  }

  @Test("Triple display modes: oneBesideSecondary shows the supplementary beside the secondary; oneOverSecondary over it; twoOverSecondary both over it; twoDisplaceSecondary pushes the secondary aside keeping its width; secondaryOnly shows it alone")
  func tripleDisplayModes() {
    let (split, sidebar, list, detail) = makeTriple()
    let window = makeWindow(root: split, size: Self.landscape, sdk: .iOS17)
    defer { window.isHidden = true }
    let full = CGRect(origin: .zero, size: Self.landscape)
    split.preferredDisplayMode = .oneBesideSecondary
    UIApplication.shared.runUntilIdle()
    #expect(sidebar.viewIfLoaded?.window == nil)
    #expect(frame(list) == CGRect(x: 0, y: 0, width: 320, height: 768))
    #expect(frame(detail) == CGRect(x: 321, y: 0, width: 703, height: 768))
    split.preferredDisplayMode = .oneOverSecondary
    UIApplication.shared.runUntilIdle()
    #expect(frame(detail) == full)
    #expect(split.view.subviews.last === list.navigationController?.view)
    split.preferredDisplayMode = .twoOverSecondary
    UIApplication.shared.runUntilIdle()
    #expect(frame(sidebar) == CGRect(x: 0, y: 0, width: 320, height: 768))
    #expect(frame(list) == CGRect(x: 321, y: 0, width: 320, height: 768))
    #expect(frame(detail) == full)
    split.preferredDisplayMode = .twoDisplaceSecondary
    UIApplication.shared.runUntilIdle()
    #expect(frame(detail) == CGRect(x: 642, y: 0, width: 703, height: 768))
    split.preferredDisplayMode = .secondaryOnly
    UIApplication.shared.runUntilIdle()
    #expect(sidebar.viewIfLoaded?.window == nil && list.viewIfLoaded?.window == nil)
    #expect(frame(detail) == full)
  }

  @Test("Triple show/hide: show(.supplementary) from secondaryOnly gives oneBesideSecondary (tile); show(.primary) gives twoBesideSecondary; hide(.primary) back to oneBesideSecondary; hide(.supplementary) to secondaryOnly; with overlay show(.primary) gives twoOverSecondary and showDetailViewController hides both")
  func tripleShowHide() {
    let (split, _, list, _) = makeTriple()
    split.preferredSplitBehavior = .tile
    split.preferredDisplayMode = .secondaryOnly
    let window = makeWindow(root: split, size: Self.landscape, sdk: .iOS17)
    defer { window.isHidden = true }
    split.show(.supplementary)
    #expect(split.displayMode == .oneBesideSecondary)
    split.show(.primary)
    #expect(split.displayMode == .twoBesideSecondary)
    split.hide(.primary)
    #expect(split.displayMode == .oneBesideSecondary)
    split.hide(.supplementary)
    #expect(split.displayMode == .secondaryOnly)
    split.preferredSplitBehavior = .overlay
    split.show(.primary)
    #expect(split.displayMode == .twoOverSecondary)
    UIApplication.shared.runUntilIdle()
    list.showDetailViewController(UIViewController(), sender: nil)
    #expect(split.displayMode == .secondaryOnly)
    UIApplication.shared.runUntilIdle()
    #expect(list.viewIfLoaded?.window == nil)
  }

  @Test("UIKit: a triple split collapses into one navigation stack — primary, then supplementary, then secondary (top column .secondary); expanding gives each column its controllers back")
  func tripleCollapsesIntoStack() {
    let (split, sidebar, list, detail) = makeTriple()
    let window = makeWindow(root: split, size: Self.landscape, sdk: .iOS17)
    defer { window.isHidden = true }
    let message = UIViewController()
    detail.navigationController?.pushViewController(message, animated: false)
    window.traitOverrides.horizontalSizeClass = .compact
    UIApplication.shared.runUntilIdle()
    #expect(split.isCollapsed)
    #expect(sidebar.navigationController?.viewControllers == [sidebar, list, detail, message])
    #expect(message.view.window === window)
    window.traitOverrides.horizontalSizeClass = .regular
    UIApplication.shared.runUntilIdle()
    #expect(!split.isCollapsed)
    #expect(sidebar.navigationController?.viewControllers == [sidebar])
    #expect(list.navigationController?.viewControllers == [list])
    #expect(detail.navigationController?.viewControllers == [detail, message])
    #expect(list.navigationController !== sidebar.navigationController)
    #expect(split.viewControllers.count == 3)
    #expect(sidebar.view.window === window && list.view.window === window && message.view.window === window)
  }

  @Test("Triple collapse with top column .supplementary: the stack ends with the supplementary; the secondary waits aside and show(.secondary) pushes it")
  func tripleCollapseToSupplementary() {
    let (split, sidebar, list, detail) = makeTriple()
    let delegate = Delegate()
    delegate.top = .supplementary
    split.delegate = delegate
    let window = makeWindow(root: split, size: Self.landscape, sdk: .iOS17)
    defer { window.isHidden = true }
    window.traitOverrides.horizontalSizeClass = .compact
    UIApplication.shared.runUntilIdle()
    #expect(sidebar.navigationController?.viewControllers == [sidebar, list])
    #expect(detail.viewIfLoaded?.window == nil)
    split.show(.secondary)
    UIApplication.shared.runUntilIdle()
    #expect(sidebar.navigationController?.viewControllers == [sidebar, list, detail])
    #expect(detail.view.window === window)
  }

  @Test("setViewController(_:for: .supplementary) on a double-column split is a warning and changes nothing (Docs/Behaviour/split19.md)")
  func supplementaryNeedsTriple() {
    let start = UIApplication.shared.diagnostics.count
    let split = UISplitViewController(style: .doubleColumn)
    split.setViewController(UIViewController(), for: .supplementary)
    #expect(split.children.isEmpty)
    #expect(split.viewController(for: .supplementary) == nil)
    #expect(diagnostics(since: start).map(\.message).first?.contains("supplementary") == true)
  }

  @Test("Column widths: preferredPrimaryColumnWidthFraction of the split's width, preferredPrimaryColumnWidth winning over it, limited by minimum/maximumPrimaryColumnWidth; primaryColumnWidth reports it; the supplementary the same")
  func columnWidths() {
    let split = UISplitViewController(style: .doubleColumn)
    let list = UIViewController(), detail = UIViewController()
    split.setViewController(list, for: .primary)
    split.setViewController(detail, for: .secondary)
    split.preferredDisplayMode = .oneBesideSecondary
    #expect(split.preferredPrimaryColumnWidthFraction == UISplitViewController.automaticDimension)
    let window = makeWindow(root: split, size: Self.landscape, sdk: .iOS17)
    defer { window.isHidden = true }
    #expect(split.primaryColumnWidth == 320)
    split.preferredPrimaryColumnWidthFraction = 0.4
    UIApplication.shared.runUntilIdle()
    #expect(split.primaryColumnWidth == 409)
    #expect(frame(list) == CGRect(x: 0, y: 0, width: 409, height: 768))
    #expect(frame(detail) == CGRect(x: 410, y: 0, width: 614, height: 768))
    split.maximumPrimaryColumnWidth = 360
    UIApplication.shared.runUntilIdle()
    #expect(split.primaryColumnWidth == 360)
    split.preferredPrimaryColumnWidth = 200
    split.minimumPrimaryColumnWidth = 250
    UIApplication.shared.runUntilIdle()
    #expect(split.primaryColumnWidth == 250)
    #expect(frame(list)?.width == 250)
    let (triple, _, supplementary, _) = makeTriple()
    triple.preferredSupplementaryColumnWidthFraction = 0.3
    let tripleWindow = makeWindow(root: triple, size: Self.landscape, sdk: .iOS17)
    defer { tripleWindow.isHidden = true }
    #expect(triple.supplementaryColumnWidth == 307)
    #expect(frame(supplementary) == CGRect(x: 321, y: 0, width: 307, height: 768))
  }

  @Test("Classic split: the maximum primary width is 320 pt unless raised (a fraction of 0.5 alone stays 320 wide)")
  func classicMaximum() {
    let split = UISplitViewController()
    split.viewControllers = [UIViewController(), UIViewController()]
    split.preferredPrimaryColumnWidthFraction = 0.5
    let window = makeWindow(root: split, size: Self.landscape, sdk: .iOS17)
    defer { window.isHidden = true }
    #expect(split.viewControllers[0].view.frame.width == 320)
    split.maximumPrimaryColumnWidth = 1024
    UIApplication.shared.runUntilIdle()
    #expect(split.viewControllers[0].view.frame.width == 512)
    #expect(split.primaryColumnWidth == 512)
  }

  @Test("primaryEdge .trailing mirrors the columns: the primary at the trailing edge, the secondary to its left; primaryBackgroundStyle is kept")
  func trailingPrimary() {
    let split = UISplitViewController(style: .doubleColumn)
    let list = UIViewController(), detail = UIViewController()
    split.setViewController(list, for: .primary)
    split.setViewController(detail, for: .secondary)
    split.preferredDisplayMode = .oneBesideSecondary
    split.primaryEdge = .trailing
    split.primaryBackgroundStyle = .sidebar
    let window = makeWindow(root: split, size: Self.landscape, sdk: .iOS17)
    defer { window.isHidden = true }
    #expect(frame(list) == CGRect(x: 704, y: 0, width: 320, height: 768))
    #expect(frame(detail) == CGRect(x: 0, y: 0, width: 703, height: 768))
    #expect(split.primaryBackgroundStyle == .sidebar)
  }
}
