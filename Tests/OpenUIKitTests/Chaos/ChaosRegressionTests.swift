import Foundation
import OpenUIKitChaos
import OpenUIKitTesting
import Testing
import UIKit

/// Minimal cases the random tester found (issue 11), each settled with `runUntilIdle()` and
/// pinned to the UIKit rule it breaks.
@MainActor
@Suite(.serialized)
struct ChaosRegressionTests {
  // MARK: Dismissing a chain from below when the top presentation is .custom (issue 11's four)

  @Test("UIKit §1.5: dismissing from the navigation controller under two .custom presentations shows it again")
  func customChainDismissedFromBelow() {
    let nav = ChaosNavigationController("nav", root: ChaosController("root"))
    let window = ChaosTestSupport.window(nav, compact: true)
    let b = ChaosController("B")
    ChaosTestSupport.custom(b)
    nav.present(b, animated: true)
    UIApplication.shared.runUntilIdle()
    let c = ChaosController("C")
    ChaosTestSupport.custom(c)
    b.present(c, animated: true)
    UIApplication.shared.runUntilIdle()
    nav.dismiss(animated: true)
    UIApplication.shared.runUntilIdle()
    // Doc dismiss: "dismisses its immediate child view controller and all view controllers above that child".
    #expect(nav.presentedViewController == nil)
    #expect(nav.view.window === window)
    #expect(b.viewIfLoaded?.window == nil && c.viewIfLoaded?.window == nil)
    #expect(b.probe.state == .disappeared && c.probe.state == .disappeared && nav.probe.state == .appeared)
  }

  @Test("UIKit §1.5: root dismisses .overFullScreen B under an animated .custom C without animation: root stays on screen")
  func overFullScreenUnderCustom() {
    let root = ChaosController("root")
    let window = ChaosTestSupport.window(root, compact: true)
    let b = ChaosController("B")
    b.modalPresentationStyle = .overFullScreen
    root.present(b, animated: false)
    UIApplication.shared.runUntilIdle()
    let c = ChaosController("C")
    ChaosTestSupport.custom(c)
    b.present(c, animated: true)
    UIApplication.shared.runUntilIdle()
    root.dismiss(animated: false)
    UIApplication.shared.runUntilIdle()
    #expect(root.presentedViewController == nil)
    #expect(root.view.window === window)
    #expect(window.subviews.count == 1, "only the root view is left: \(window.subviews)")
    #expect(b.probe.state == .disappeared && c.probe.state == .disappeared && root.probe.state == .appeared)
  }

  @Test("UIKit §1.5, §4: a popover adapted to full screen under a .custom presentation, dismissed from below")
  func adaptedPopoverUnderCustom() {
    let nav = ChaosNavigationController("nav", root: ChaosController("root"))
    let window = ChaosTestSupport.window(nav, compact: true)
    let b = ChaosController("B")
    b.modalPresentationStyle = .popover
    b.popoverPresentationController?.sourceView = nav.view
    b.popoverPresentationController?.sourceRect = CGRect(x: 20, y: 20, width: 40, height: 40)
    nav.present(b, animated: false)
    UIApplication.shared.runUntilIdle()
    let c = ChaosController("C")
    ChaosTestSupport.custom(c)
    b.present(c, animated: true)
    UIApplication.shared.runUntilIdle()
    nav.dismiss(animated: true)
    UIApplication.shared.runUntilIdle()
    #expect(nav.presentedViewController == nil)
    #expect(nav.view.window === window)
    #expect(nav.probe.state == .appeared && b.probe.state == .disappeared && c.probe.state == .disappeared)
  }

  @Test("UIKit §1.5: a regular-width tab bar controller dismisses .overCurrentContext B under .custom C")
  func overCurrentContextUnderCustom() {
    let tabs = ChaosTabBarController("tabs", tabs: [ChaosController("t1"), ChaosController("t2")])
    let window = ChaosTestSupport.window(tabs, compact: false, size: CGSize(width: 1024, height: 768))
    let b = ChaosController("B")
    b.modalPresentationStyle = .overCurrentContext
    tabs.present(b, animated: true)
    UIApplication.shared.runUntilIdle()
    let c = ChaosController("C")
    ChaosTestSupport.custom(c)
    b.present(c, animated: false)
    UIApplication.shared.runUntilIdle()
    tabs.dismiss(animated: false)
    UIApplication.shared.runUntilIdle()
    #expect(tabs.presentedViewController == nil)
    #expect(tabs.view.window === window)
    #expect(tabs.probe.state == .appeared && b.probe.state == .disappeared && c.probe.state == .disappeared)
  }

  // MARK: Split view

  @Test("UIKit §9: a split view expanding on a size-class change inserts its secondary without crashing")
  func splitExpandsOnTraitChange() {
    let split = UISplitViewController()
    let secondary = UIViewController()
    split.viewControllers = [UINavigationController(rootViewController: UIViewController()), secondary]
    let window = ChaosTestSupport.window(split, compact: true, size: CGSize(width: 768, height: 1024))
    #expect(split.isCollapsed)
    window.traitOverrides.horizontalSizeClass = .regular  // aborted with "Simultaneous accesses" before
    UIApplication.shared.runUntilIdle()
    #expect(!split.isCollapsed)
    #expect(secondary.view.window === window)
  }
}
