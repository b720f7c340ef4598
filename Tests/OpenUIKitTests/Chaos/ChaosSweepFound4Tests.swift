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

  /// Seed 825: a page sheet adapted to full screen (a landscape resize) presents another page
  /// sheet, which takes the first sheet's view out; resized back, both are sheets again — the
  /// first re-installs its dimming view at the bottom of its empty container, then gets its view
  /// back. The view went back at its old index (0), under the dimming view: a tap on the top
  /// controller reached the dimming view.
  @Test("UIKit: a presenter's view comes back where it was among its siblings — a sheet's view above the dimming view its presentation controller re-installed while the view was out (seed 825)")
  func sheetViewReturnsAboveItsDimming() {
    let root = ChaosController("root")
    let window = ChaosTestSupport.window(root, regular: true)
    let page = ChaosController("page")
    let nav = ChaosNavigationController("nav", root: page)
    nav.modalPresentationStyle = .pageSheet
    root.present(nav, animated: false)
    UIApplication.shared.runUntilIdle()
    window.frame = CGRect(x: 0, y: 0, width: 1024, height: 768)
    let detail = ChaosController("detail")
    detail.modalPresentationStyle = .pageSheet
    page.showDetailViewController(detail, sender: nil)
    UIApplication.shared.runUntilIdle()
    #expect(nav.presentedViewController === detail)
    window.frame = CGRect(x: 0, y: 0, width: 393, height: 852)
    page.dismiss(animated: false)
    UIApplication.shared.runUntilIdle()
    #expect(nav.presentedViewController == nil)
    let container = nav.presentationController?.containerView
    #expect(nav.view.superview === container)
    #expect(container?.subviews.last === nav.view)
    #expect(ChaosTestSupport.tapReaches(nav, in: window))
    let top = ChaosController("top")
    top.modalPresentationStyle = .overCurrentContext
    page.present(top, animated: false)
    UIApplication.shared.runUntilIdle()
    #expect(ChaosTestSupport.tapReaches(top, in: window))
    window.isHidden = true
    window.rootViewController = nil
  }

  /// Seed 825 as the random tester runs it.
  @Test("UIKit: seed 825's shrunk run (storyboard sheet, show-detail segue, two resizes) ends with the top controller reachable")
  func seed825() {
    #expect(
      ChaosRunner.replay([
        .newWindow(.container, compact: false),
        .present(.storyboard, .pageSheet, .coverVertical, animated: false, from: 0, withDelegate: false),
        .push(.plain, animated: false, nav: 0),
        .settle(finish: true),
        .resize(2),
        .segue(4, at: 41),
        .push(.plain, animated: false, nav: 0),
        .settle(finish: true),
        .resize(0),
        .dismiss(animated: false, at: 31),
        .push(.plain, animated: false, nav: 0),
        .settle(finish: true),
        .present(.plain, .overCurrentContext, .coverVertical, animated: false, from: 34, withDelegate: false),
        .settle(finish: true),
      ]) == [])
  }

  /// Soak seed 1299: a popover anchored in a controller that a push takes off screen, then the
  /// window rotated: with no room on any side of the (stale) anchor, the popover was placed at
  /// x = -182, outside the window.
  @Test("UIKit: popoverLayoutMargins bound where a popover may show — with no room around its anchor it stays inside them (soak seed 1299)")
  func popoverStaysInsideItsMargins() {
    let page = ChaosController("page")
    let nav = ChaosNavigationController("nav", root: page)
    let tabs = ChaosTabBarController("tabs", tabs: [nav, ChaosController("second")])
    let window = ChaosTestSupport.window(tabs, regular: true)
    let popover = ChaosController("popover")
    popover.modalPresentationStyle = .popover
    popover.popoverPresentationController?.sourceView = page.view
    popover.popoverPresentationController?.sourceRect = CGRect(x: 20, y: 20, width: 40, height: 40)
    page.present(popover, animated: false)
    nav.pushViewController(ChaosController("next"), animated: true)
    window.frame = CGRect(x: 0, y: 0, width: 852, height: 393)
    UIApplication.shared.runUntilIdle()
    let pc = try! #require(popover.popoverPresentationController)
    let allowed = window.bounds.inset(by: pc.popoverLayoutMargins)
    let frame = popover.view.convert(popover.view.bounds, to: window)
    #expect(allowed.contains(frame))
    #expect(ChaosTestSupport.tapReaches(popover, in: window))
    window.isHidden = true
    window.rootViewController = nil
  }

  /// Soak seed 3126: in a landscape phone window a popover presents as its adaptive sheet (which
  /// scales the root back), it presents full screen, and the root dismisses the chain: the
  /// popover was not the top presentation, and its sheet's chrome stayed — the root scaled back
  /// behind a black backdrop, out of reach of taps after later presentations.
  @Test("UIKit: dismissing a chain from below ends every presentation in it — a popover presenting as its adaptive sheet puts the presenter it scaled back as it was (soak seed 3126)")
  func chainDismissalRestoresPopoverSheetPresenter() {
    let root = ChaosController("root")
    let window = ChaosTestSupport.window(root, compact: true, size: CGSize(width: 852, height: 393))
    let popover = ChaosController("popover")
    popover.modalPresentationStyle = .popover
    popover.popoverPresentationController?.sourceView = root.view
    popover.popoverPresentationController?.sourceRect = CGRect(x: 20, y: 20, width: 40, height: 40)
    root.present(popover, animated: false)
    UIApplication.shared.runUntilIdle()
    let cover = ChaosController("cover")
    cover.modalPresentationStyle = .fullScreen
    popover.present(cover, animated: false)
    UIApplication.shared.runUntilIdle()
    root.dismiss(animated: false)
    UIApplication.shared.runUntilIdle()
    #expect(root.presentedViewController == nil)
    #expect(root.view.transform == .identity)
    #expect(root.view.frame == window.bounds)
    #expect(window.subviews.count == 1)
    #expect(ChaosTestSupport.tapReaches(root, in: window))
    window.isHidden = true
    window.rootViewController = nil
  }
}
