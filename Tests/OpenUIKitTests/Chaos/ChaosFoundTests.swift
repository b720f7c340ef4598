import Foundation
import OpenUIKitChaos
import OpenUIKitTesting
import Testing
import UIKit

/// More minimal cases of the random tester (issue 11), written as plain UIKit code, each named
/// after the rule it pins. (The four chain cases and the split crash are in
/// ChaosRegressionTests; deep trees in View/DeepTreeTests.)
@MainActor
@Suite(.serialized)
struct ChaosFoundTests {
  /// The guide's adaptation rules (issue 16): these cases link against the iOS 12 SDK.
  func show(_ root: UIViewController, size: CGSize = CGSize(width: 393, height: 852), regular: Bool = false) -> UIWindow {
    ChaosTestSupport.window(root, size: size, regular: regular, sdk: .iOS12)
  }

  @Test("UIKit §5: no transition coordinator is left after a resize whose animated views were released meanwhile")
  func resizeWithReleasedView() {
    let nav = ChaosNavigationController("nav", root: ChaosController("A"))
    let tabs = ChaosTabBarController("tabs", tabs: [nav, ChaosController("T2")])
    let window = show(tabs)
    nav.pushViewController(ChaosController("B"), animated: true)  // B is held by the stack only
    UIApplication.shared.runUntilIdle()
    window.frame = CGRect(x: 0, y: 0, width: 1024, height: 768)
    nav.popToRootViewController(animated: false)  // B leaves and is released mid-resize
    UIApplication.shared.runUntilIdle()
    #expect(tabs.transitionCoordinator == nil)
    #expect(nav.transitionCoordinator == nil)
  }

  @Test("UIKit: a UIView animation's completion runs (finished false) when its view is released first")
  func completionOfReleasedView() {
    let window = show(ChaosController("root"))
    var finished: Bool?
    do {
      let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      window.addSubview(v)
      UIView.animate(withDuration: 0.5, animations: { v.alpha = 0 }, completion: { finished = $0 })
      UIApplication.shared.advance(by: 0.1)
      v.removeFromSuperview()
    }
    UIApplication.shared.runUntilIdle()
    #expect(finished != nil)
  }

  @Test("UIKit §10.1: an interactive pop begun while setAnimationsEnabled(false) completes (a non-animated pop)")
  func popGestureWithAnimationsDisabled() {
    let a = ChaosController("A")
    let b = ChaosController("B")
    let nav = ChaosNavigationController("nav", root: a)
    let window = show(nav)
    nav.pushViewController(b, animated: false)
    UIApplication.shared.runUntilIdle()
    UIView.setAnimationsEnabled(false)
    window.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.25)
    UIView.setAnimationsEnabled(true)
    UIApplication.shared.runUntilIdle()
    #expect(nav.transitionCoordinator == nil)
    #expect(nav._transition == nil)
    #expect(nav.topViewController === a && a.probe.state == .appeared && b.probe.state == .disappeared)
  }

  @Test("UIKit §10.3: present and push in the same turn — the pushed controller, off screen under the full-screen presentation, never appears")
  func presentThenPushSameTurn() {
    let a = ChaosController("A")
    let nav = ChaosNavigationController("nav", root: a)
    _ = show(nav)
    let c = ChaosController("C")
    c.modalPresentationStyle = .fullScreen
    let b = ChaosController("B")
    nav.present(c, animated: true)
    nav.pushViewController(b, animated: true)
    UIApplication.shared.runUntilIdle()
    #expect(nav.view.window == nil)
    #expect(b.probe.state == .disappeared && a.probe.state == .disappeared && nav.probe.state == .disappeared)
    #expect(c.probe.state == .appeared)
    c.dismiss(animated: false)
    UIApplication.shared.runUntilIdle()
    #expect(nav.topViewController === b && b.probe.state == .appeared && a.probe.state == .disappeared)
  }

  @Test("UIKit §9, §10.3: a split view covered by a full-screen presentation keeps its columns; appearance stays balanced")
  func splitLeavingWindowDoesNotCollapse() {
    let primary = ChaosNavigationController("primary", root: ChaosController("P"))
    let secondary = ChaosController("S")
    let split = ChaosSplitViewController("split", columns: [primary, secondary])
    _ = show(split, regular: true)
    #expect(!split.isCollapsed)
    let c = ChaosController("C")
    c.modalPresentationStyle = .currentContext
    secondary.present(c, animated: true)
    UIApplication.shared.runUntilIdle()
    #expect(!split.isCollapsed)
    #expect(split.probe.state == .disappeared && primary.probe.state == .disappeared && secondary.probe.state == .disappeared)
    c.dismiss(animated: true)
    UIApplication.shared.runUntilIdle()
    #expect(split.probe.state == .appeared && primary.probe.state == .appeared && secondary.probe.state == .appeared)
  }

  @Test("UIKit §1.4: presenting from inside a presentation being dismissed gives the 'in progress' warning and leaves no orphan")
  func presentWhileBeingDismissed() {
    let root = ChaosController("root")
    _ = show(root)
    let inner = ChaosController("inner")
    let nav = ChaosNavigationController("nav", root: inner)
    nav.modalPresentationStyle = .fullScreen
    root.present(nav, animated: false)
    UIApplication.shared.runUntilIdle()
    inner.definesPresentationContext = true
    root.dismiss(animated: true)
    let start = UIApplication.shared.diagnostics.count
    let late = ChaosController("late")
    late.modalPresentationStyle = .overCurrentContext
    inner.present(late, animated: false)
    #expect(UIApplication.shared.diagnostics.dropFirst(start).contains { $0.message.contains("in progress") })
    #expect(inner.presentedViewController == nil && late.presentingViewController == nil)
    UIApplication.shared.runUntilIdle()
    #expect(root.presentedViewController == nil && late.viewIfLoaded?.window == nil)
  }

  @Test("UIKit §1.2: an .overCurrentContext presentation goes with its context — pushed away with it, back with it, appearing with it")
  func overCurrentContextFollowsContext() {
    let a = ChaosController("A")
    a.definesPresentationContext = true
    let nav = ChaosNavigationController("nav", root: a)
    let window = show(nav, size: CGSize(width: 1024, height: 768), regular: true)  // (compact adapts it to full screen)
    let over = ChaosController("over")
    over.modalPresentationStyle = .overCurrentContext
    a.present(over, animated: false)
    UIApplication.shared.runUntilIdle()
    #expect(over.presentingViewController === a && over.view.window === window)
    let b = ChaosController("B")
    nav.pushViewController(b, animated: true)
    UIApplication.shared.runUntilIdle()
    #expect(over.view.window == nil, "the presentation left with its context")
    #expect(over.probe.state == .disappeared && b.probe.state == .appeared)
    #expect(ChaosTestSupport.tapReaches(b, in: window))
    nav.popViewController(animated: true)
    UIApplication.shared.runUntilIdle()
    #expect(over.view.window === window && over.probe.state == .appeared && a.probe.state == .appeared)
  }

  @Test("UIKit §1.4: dragging a sheet while a presentation over it starts does not begin a second transition")
  func sheetDragDuringPresentation() {
    let root = ChaosNavigationController("nav", root: ChaosController("root"))
    let window = show(root, regular: true)
    let sheet = ChaosController("sheet")
    sheet.modalPresentationStyle = .formSheet
    root.present(sheet, animated: true)
    UIApplication.shared.runUntilIdle()
    let over = ChaosController("over")
    over.modalPresentationStyle = .overCurrentContext
    sheet.present(over, animated: true)
    let p = sheet.view.convert(CGPoint(x: sheet.view.bounds.midX, y: 20), to: window)
    window.drag(from: p, to: CGPoint(x: p.x, y: p.y + 180), duration: 0.25)
    UIApplication.shared.runUntilIdle()
    #expect(PresentationTransition.active.isEmpty)
    #expect(sheet.transitionCoordinator == nil && over.transitionCoordinator == nil)
    #expect(sheet.presentedViewController === over && over.view.window === window)
  }

  @Test("UIKit §1.6: .partialCurl without animation still reveals the presented view (the page rests curled)")
  func partialCurlWithoutAnimation() {
    let root = ChaosController("root")
    let window = show(root)
    let b = ChaosController("B")
    b.modalPresentationStyle = .fullScreen
    b.modalTransitionStyle = .partialCurl
    root.present(b, animated: false)
    UIApplication.shared.runUntilIdle()
    let p = CGPoint(x: window.bounds.midX, y: window.bounds.height * 0.9)
    #expect(window.hitTest(p, with: nil)?.isDescendant(of: b.view) == true)
    b.dismiss(animated: false)
    UIApplication.shared.runUntilIdle()
    #expect(CATransform3DIsIdentity(root.view.layer.transform))
  }

  @Test("UIKit §9: a split view expanding while a push on its primary is pending keeps the pushed controller on screen")
  func splitExpandsWithPendingPush() {
    let primary = ChaosNavigationController("primary", root: ChaosController("P"))
    let split = ChaosSplitViewController("split", columns: [primary, ChaosController("S")])
    let window = show(split)
    let pushed = ChaosController("pushed")
    primary.pushViewController(pushed, animated: true)
    window.traitOverrides.horizontalSizeClass = .regular
    UIApplication.shared.runUntilIdle()
    window.traitOverrides.horizontalSizeClass = .compact
    UIApplication.shared.runUntilIdle()
    #expect(pushed.view.window === window && pushed.probe.state == .appeared)
    #expect(primary.transitionCoordinator == nil)
  }

  @Test("UIKit §9: a split view expanding while its primary's interactive pop is still cancelling keeps every controller")
  func splitExpandsDuringCancellingPop() {
    let primary = ChaosNavigationController("primary", root: ChaosController("P"))
    let secondary = ChaosController("S")
    let split = ChaosSplitViewController("split", columns: [primary, secondary])
    let window = show(split)
    let pushed = ChaosController("pushed")
    primary.pushViewController(pushed, animated: true)
    UIApplication.shared.runUntilIdle()
    window.drag(from: CGPoint(x: 2, y: 426), to: CGPoint(x: 118, y: 426), duration: 0.25)  // cancels
    window.frame = CGRect(x: 0, y: 0, width: 1024, height: 768)
    UIApplication.shared.runUntilIdle()
    #expect(!split.isCollapsed)
    #expect(secondary.view.window === window || pushed.view.window === window)
    #expect(split.viewControllers.count == 2)
    for vc in split.viewControllers { #expect(vc.view.window === window) }
  }

  @Test("UIKit §10.3, §3.4: a .currentContext presentation inside a navigation controller disappears with it when a sheet over it re-adapts to full screen")
  func currentContextUnderReadaptingSheet() {
    let a = ChaosController("A")
    a.definesPresentationContext = true
    let nav = ChaosNavigationController("nav", root: a)
    let window = show(nav, regular: true)
    let sheet = ChaosController("sheet")
    sheet.modalPresentationStyle = .formSheet
    nav.present(sheet, animated: false)
    UIApplication.shared.runUntilIdle()
    let inContext = ChaosController("inContext")
    inContext.modalPresentationStyle = .currentContext
    a.present(inContext, animated: true)
    UIApplication.shared.runUntilIdle()
    #expect(inContext.probe.state == .appeared)
    window.traitOverrides.horizontalSizeClass = .compact  // the form sheet becomes full screen
    UIApplication.shared.runUntilIdle()
    #expect(nav.view.window == nil)
    #expect(inContext.view.window == nil && inContext.probe.state == .disappeared)
  }

  @Test("UIKit §1.6: a partial-curl presentation follows a window resize (its container resizes with the window)")
  func partialCurlResize() {
    let root = ChaosController("root")
    let window = show(root)
    let b = ChaosController("B")
    b.modalPresentationStyle = .fullScreen
    b.modalTransitionStyle = .partialCurl
    root.present(b, animated: false)
    UIApplication.shared.runUntilIdle()
    window.frame = CGRect(x: 0, y: 0, width: 852, height: 393)
    UIApplication.shared.runUntilIdle()
    #expect(b.view.frame == window.bounds)
  }

  @Test("UIKit §1.2: after a window resize the full-screen presented view fills the window, and a restored presenter fits it")
  func resizeFitsPresentedAndPresenter() {
    let root = ChaosController("root")
    let window = show(root)
    let b = ChaosController("B")
    b.modalPresentationStyle = .fullScreen
    root.present(b, animated: false)
    UIApplication.shared.runUntilIdle()
    window.frame = CGRect(x: 0, y: 0, width: 852, height: 393)
    UIApplication.shared.runUntilIdle()
    #expect(b.view.frame == window.bounds)
    b.dismiss(animated: false)
    UIApplication.shared.runUntilIdle()
    #expect(root.view.frame == window.bounds)
  }
}
