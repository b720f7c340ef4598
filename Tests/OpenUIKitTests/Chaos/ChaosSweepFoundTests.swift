import Foundation
import OpenUIKitChaos
import OpenUIKitTesting
import Testing
import UIKit

/// Minimal cases of the 1,000 seeds × 300 operations sweep (`openuikit-bench chaos-sweep`),
/// written as plain UIKit code, each named after the rule it pins.
@MainActor
@Suite(.serialized)
struct ChaosSweepFoundTests {
  func split() -> (ChaosSplitViewController, ChaosNavigationController, ChaosController) {
    let nav = ChaosNavigationController("nav", root: ChaosController("root"))
    let detail = ChaosController("detail")
    return (ChaosSplitViewController("split", columns: [nav, detail]), nav, detail)
  }

  /// Seed 135.
  @Test("UIKit: a transformed view's frame is undefined (UIView.frame) — autoresizing applies to its center and bounds, so the partly curled page returns fitted to a resized window")
  func curledPageFollowsResize() {
    let (split, nav, detail) = split()
    let window = ChaosTestSupport.window(split)
    UIView.setAnimationsEnabled(false)
    defer { UIView.setAnimationsEnabled(true) }
    let curl = ChaosController("curl")
    curl.modalTransitionStyle = .partialCurl
    curl.modalPresentationStyle = .fullScreen
    nav.present(curl, animated: true)
    UIApplication.shared.runUntilIdle()
    window.frame = CGRect(x: 0, y: 0, width: 852, height: 393)
    detail.dismiss(animated: false)
    UIApplication.shared.runUntilIdle()
    #expect(split.presentedViewController == nil)
    #expect(split.view.frame == window.bounds)
    #expect(window.hitTest(CGPoint(x: 426, y: 196), with: nil)?.isDescendant(of: split.view) == true)
  }

  @Test("UIKit: autoresizing a transformed view keeps its transform and resizes its untransformed geometry")
  func autoresizeTransformedView() {
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let child = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    parent.addSubview(child)
    child.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
    parent.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
    #expect(child.bounds.size == CGSize(width: 400, height: 300))
    #expect(child.center == CGPoint(x: 200, y: 150))
    #expect(child.transform == CGAffineTransform(scaleX: 0.5, y: 0.5))
  }

  /// Seed 262.
  @Test("UIKit §9, §10.3: a split view collapsing its secondary into a primary covered by a .currentContext presentation leaves the secondary disappeared")
  func collapseIntoCoveredPrimary() {
    let (split, nav, detail) = split()
    let window = ChaosTestSupport.window(split)
    nav.definesPresentationContext = true
    window.traitOverrides.horizontalSizeClass = .regular
    let cover = ChaosController("cover")
    cover.modalPresentationStyle = .currentContext
    nav.present(cover, animated: true)
    UIApplication.shared.runUntilIdle()
    #expect(detail.probe.state == .appeared)
    window.traitOverrides.horizontalSizeClass = .compact
    UIApplication.shared.runUntilIdle()
    #expect(nav.viewControllers.last === detail)
    #expect(detail.viewIfLoaded?.window == nil)
    #expect(detail.probe.state == .disappeared)
    #expect(cover.probe.state == .appeared)
  }

  /// Seed 175.
  @Test("UIKit §1.2: a detail shown in a split view under an .overCurrentContext presentation stays below it — the tap reaches the presented controller")
  func showDetailUnderOverContext() {
    let root = ChaosController("root")
    let window = ChaosTestSupport.window(root)
    window.frame = CGRect(x: 0, y: 0, width: 1024, height: 768)
    let (split, nav, _) = split()
    split.modalPresentationStyle = .overFullScreen
    root.present(split, animated: true)
    UIApplication.shared.runUntilIdle()
    let over = ChaosController("over")
    over.modalPresentationStyle = .overCurrentContext
    nav.present(over, animated: true)
    UIApplication.shared.runUntilIdle()
    let detail = ChaosController("detail2")
    split.showDetailViewController(detail, sender: nil)
    UIApplication.shared.runUntilIdle()
    #expect(split.viewControllers.last === detail)
    #expect(ChaosTestSupport.tapReaches(over, in: window))
  }
}
