import Foundation
import OpenUIKitChaos
import OpenUIKitTesting
import Testing
import UIKit

/// Minimal cases of the extended sweep (`OPENUIKIT_CHAOS_EXTENDED=1`, seeds 1…1000 × 300
/// operations), written as plain UIKit code, each named after the rule it pins.
@MainActor
@Suite(.serialized)
struct ChaosSweepFound4Tests {
  /// Seeds 41, 338, 434, 540, 550, 802: a storyboard's navigation controller presented `.custom`
  /// whose transitioning delegate was already gone (a plain UIPresentationController), then the
  /// window rotated: its view stayed 393×852 in an 852×393 container.
  @Test(
    "UIKit: a controller's default root view and a container's view autoresize W+H (UIView description 'autoresize = W+H'), so a presented view the presentation controller does not lay out follows its container on rotation",
    arguments: ["plain", "navigation", "tabs", "split"])
  func defaultRootViewsFollowTheirContainer(kind: String) {
    let root = ChaosController("root")
    let window = ChaosTestSupport.window(root)
    let presented: UIViewController
    switch kind {
    case "navigation": presented = UINavigationController(rootViewController: UIViewController())
    case "tabs":
      let tabs = UITabBarController()
      tabs.viewControllers = [UIViewController(), UIViewController()]
      presented = tabs
    case "split":
      let split = UISplitViewController()
      split.viewControllers = [UINavigationController(rootViewController: UIViewController()), UIViewController()]
      presented = split
    default: presented = UIViewController()
    }
    // `.custom` without a transitioning delegate: UIKit's base presentation controller, which
    // lays nothing out on a size change.
    presented.modalPresentationStyle = .custom
    root.present(presented, animated: false)
    UIApplication.shared.runUntilIdle()
    #expect(presented.view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
    #expect(presented.view.frame == window.bounds)
    window.frame = CGRect(x: 0, y: 0, width: 852, height: 393)
    UIApplication.shared.runUntilIdle()
    #expect(presented.view.frame == CGRect(x: 0, y: 0, width: 852, height: 393))
    #expect(ChaosTestSupport.tapReaches(presented, in: window))
    window.isHidden = true
    window.rootViewController = nil
  }

  /// Seed 434 as the random tester runs it (the storyboard's scene, the delegate released).
  @Test("UIKit: a storyboard's navigation controller presented .custom follows a window rotation (seed 434)")
  func seed434() {
    #expect(
      ChaosRunner.replay([
        .newWindow(.plain, compact: false),
        .present(.storyboard, .customKeeping, .coverVertical, animated: false, from: 0, withDelegate: false),
        .settle(finish: true),
        .resize(1),
        .settle(finish: true),
      ]) == [])
  }
}
