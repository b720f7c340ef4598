import Foundation
import OpenUIKitTesting
import Testing
import UIKit

/// Display-mode changes of the column split slide the columns on the media clock
/// (Docs/Behaviour/split19.md).
@MainActor
@Suite(.serialized)
struct SplitAnimatedDisplayModeTests {
  final class Column: UIViewController {
    var calls: [String] = []
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); calls.append("willAppear(\(animated))") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); calls.append("didAppear(\(animated))") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); calls.append("willDisappear(\(animated))") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); calls.append("didDisappear(\(animated))") }
  }

  final class Delegate: NSObject, UISplitViewControllerDelegate {
    var primaryInWindowAtWillChange: [Bool] = []
    weak var primary: UIViewController?
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {
      primaryInWindowAtWillChange.append(primary?.viewIfLoaded?.window != nil)
    }
  }

  static let landscape = CGSize(width: 1024, height: 768)

  func launch(behavior: UISplitViewController.SplitBehavior = .tile) -> (UISplitViewController, Column, Column, UIWindow) {
    let split = UISplitViewController(style: .doubleColumn)
    let list = Column(), detail = Column()
    split.preferredSplitBehavior = behavior
    split.preferredDisplayMode = .oneBesideSecondary
    split.setViewController(list, for: .primary)
    split.setViewController(detail, for: .secondary)
    let window = makeWindow(root: split, size: Self.landscape, sdk: .iOS17)
    list.calls = []
    detail.calls = []
    return (split, list, detail, window)
  }

  func drawn(_ vc: UIViewController) -> CGRect? {
    vc.navigationController?.view.layer.presentation()?.frame
  }

  @Test("hide(.primary) on screen: willChangeTo with the primary still there, then the primary slides out (x from 0 to -321) while the secondary widens to the split, 0.35 s; viewWillDisappear(true) at once, viewDidDisappear(true) and the view's removal at the end")
  func hideSlidesOut() throws {
    let (split, list, detail, window) = launch()
    defer { window.isHidden = true }
    let delegate = Delegate()
    delegate.primary = list
    split.delegate = delegate
    split.hide(.primary)
    #expect(delegate.primaryInWindowAtWillChange == [true])
    #expect(split.displayMode == .secondaryOnly)
    #expect(list.calls == ["willDisappear(true)"])
    UIApplication.shared.advance(by: 0.175)
    let listMid = try #require(drawn(list))
    let detailMid = try #require(drawn(detail))
    #expect(listMid.minX < -20 && listMid.minX > -300)
    #expect(detailMid.width > 720 && detailMid.width < 1010)
    #expect(list.view.window === window)
    UIApplication.shared.advance(by: 0.2)
    UIApplication.shared.runUntilIdle()
    #expect(list.calls == ["willDisappear(true)", "didDisappear(true)"])
    #expect(list.viewIfLoaded?.window == nil)
    #expect(detail.navigationController?.view.frame == CGRect(origin: .zero, size: Self.landscape))
  }

  @Test("show(.primary) with the overlay behaviour: the primary slides in over the full-width secondary from x = -321 to 0; viewWillAppear(true) at once, viewDidAppear(true) at the end")
  func overlaySlidesIn() throws {
    let (split, list, detail, window) = launch(behavior: .overlay)
    defer { window.isHidden = true }
    split.preferredDisplayMode = .secondaryOnly
    UIApplication.shared.runUntilIdle()
    list.calls = []
    split.show(.primary)
    #expect(split.displayMode == .oneOverSecondary)
    #expect(list.calls == ["willAppear(true)"])
    UIApplication.shared.advance(by: 1.0 / 60)
    let early = try #require(drawn(list))
    UIApplication.shared.advance(by: 0.16)
    let mid = try #require(drawn(list))
    #expect(early.minX < mid.minX)
    #expect(mid.minX < -20 && mid.minX > -300)
    #expect(drawn(detail) == CGRect(origin: .zero, size: Self.landscape))
    UIApplication.shared.runUntilIdle()
    #expect(list.calls == ["willAppear(true)", "didAppear(true)"])
    #expect(drawn(list) == CGRect(x: 0, y: 0, width: 320, height: 768))
  }

  @Test("A preferredDisplayMode change on screen animates as show/hide do; with animations disabled (setAnimationsEnabled(false)) it happens at once")
  func preferredModeAnimates() throws {
    let (split, list, _, window) = launch()
    defer { window.isHidden = true }
    split.preferredDisplayMode = .secondaryOnly
    UIApplication.shared.advance(by: 0.175)
    #expect(list.view.window === window)
    let mid = try #require(drawn(list))
    #expect(mid.minX < -20 && mid.minX > -300)
    UIApplication.shared.runUntilIdle()
    #expect(list.viewIfLoaded?.window == nil)
    UIView.setAnimationsEnabled(false)
    defer { UIView.setAnimationsEnabled(true) }
    list.calls = []
    split.preferredDisplayMode = .oneBesideSecondary
    #expect(list.calls == ["willAppear(false)", "didAppear(false)"])
    #expect(list.navigationController?.view.frame == CGRect(x: 0, y: 0, width: 320, height: 768))
  }

  @Test("A change during a change: the first ends at once (its appearance calls complete), the second animates from there; the calls stay balanced")
  func changeDuringChange() {
    let (split, list, _, window) = launch()
    defer { window.isHidden = true }
    split.hide(.primary)
    UIApplication.shared.advance(by: 0.1)
    split.show(.primary)
    #expect(list.calls == ["willDisappear(true)", "didDisappear(true)", "willAppear(true)"])
    UIApplication.shared.runUntilIdle()
    #expect(list.calls.last == "didAppear(true)")
    #expect(split.displayMode == .oneBesideSecondary)
    #expect(list.view.window === window)
    #expect(list.navigationController?.view.frame == CGRect(x: 0, y: 0, width: 320, height: 768))
  }

  @Test("Collapsing during a slide ends it first: the hidden primary's view is gone before the split collapses into its navigation stack")
  func collapseDuringSlide() {
    let (split, list, detail, window) = launch()
    defer { window.isHidden = true }
    split.hide(.primary)
    UIApplication.shared.advance(by: 0.1)
    window.traitOverrides.horizontalSizeClass = .compact
    UIApplication.shared.runUntilIdle()
    #expect(split.isCollapsed)
    #expect(list.navigationController?.viewControllers == [list, detail])
    #expect(detail.view.window === window)
    #expect(list.calls.filter { $0.hasPrefix("willDisappear") }.count == list.calls.filter { $0.hasPrefix("didDisappear") }.count)
  }
}
