import Foundation
import OpenUIKitTesting
import Testing
import UIKit

/// hidesBottomBarWhenPushed: a tab bar hidden while a pushed controller asks for it.
@MainActor @Suite struct HidesBottomBarTests {
  @Test("UIKit: pushing a controller with hidesBottomBarWhenPushed hides the tab bar (the child's safe area loses the bar) until it is popped")
  func pushHidesPopShows() {
    let nav = UINavigationController(rootViewController: UIViewController())
    let other = UIViewController()
    let tab = UITabBarController()
    tab.viewControllers = [nav, other]
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = tab
    window.makeKeyAndVisible()
    UIApplication.shared.runUntilIdle()
    UIApplication.shared.advance(by: 1.0 / 60)
    #expect(!tab.tabBar.isHidden)
    // The child runs under the bar; the bar (and the home area below it) is its safe area.
    #expect(nav.view.frame.height == 844)
    #expect(nav.view.safeAreaInsets.bottom == tab.tabBar.frame.height)

    let detail = UIViewController()
    detail.hidesBottomBarWhenPushed = true
    nav.pushViewController(detail, animated: true)
    UIApplication.shared.runUntilIdle()
    #expect(tab.tabBar.isHidden)
    #expect(nav.view.frame.height == 844)
    #expect(nav.view.safeAreaInsets.bottom == window.safeAreaInsets.bottom)
    // A controller pushed above it keeps the bar hidden.
    nav.pushViewController(UIViewController(), animated: false)
    UIApplication.shared.runUntilIdle()
    #expect(tab.tabBar.isHidden)

    nav.popToRootViewController(animated: true)
    UIApplication.shared.runUntilIdle()
    #expect(!tab.tabBar.isHidden)
    #expect(nav.view.safeAreaInsets.bottom == tab.tabBar.frame.height)
    window.isHidden = true
  }

  @Test("UIKit: the flag on the root controller does not hide the bar (it is never pushed); other tabs show the bar")
  func rootAndOtherTabs() {
    let root = UIViewController()
    root.hidesBottomBarWhenPushed = true
    let nav = UINavigationController(rootViewController: root)
    let tab = UITabBarController()
    let other = UIViewController()
    tab.viewControllers = [nav, other]
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = tab
    window.makeKeyAndVisible()
    UIApplication.shared.runUntilIdle()
    #expect(!tab.tabBar.isHidden)
    let pushed = UIViewController()
    pushed.hidesBottomBarWhenPushed = true
    nav.pushViewController(pushed, animated: false)
    UIApplication.shared.runUntilIdle()
    #expect(tab.tabBar.isHidden)
    tab.selectedIndex = 1
    UIApplication.shared.runUntilIdle()
    #expect(!tab.tabBar.isHidden)
    window.isHidden = true
  }

  /// A tab bar controller whose first tab is a navigation controller, on screen (390×844).
  func makeTabs() -> (UITabBarController, UINavigationController, UIViewController, UIWindow) {
    let root = UIViewController()
    let nav = UINavigationController(rootViewController: root)
    let tab = UITabBarController()
    tab.viewControllers = [nav, UIViewController()]
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = tab
    window.makeKeyAndVisible()
    UIApplication.shared.runUntilIdle()
    UIApplication.shared.advance(by: 1.0 / 60)
    return (tab, nav, root, window)
  }

  /// Subviews of `view` that are snapshots of the tab bar: a captured image the bar's size.
  func barReplicas(in view: UIView, bar: UITabBar) -> [UIView] {
    view.subviews.filter { $0.layer.contents != nil && $0.bounds.size == bar.bounds.size }
  }

  @Test("UIKit [O] (Docs/Behaviour/main19.md): an animated push hiding the bar carries it off with the outgoing view — a snapshot at the bar's place moves left with it, under the incoming view")
  func pushCarriesBarOff() throws {
    let (tab, nav, root, window) = makeTabs()
    let barFrame = tab.tabBar.frame
    let detail = UIViewController()
    detail.hidesBottomBarWhenPushed = true
    nav.pushViewController(detail, animated: true)
    UIApplication.shared.advance(by: 0.15)
    // The state changed at the start: the pushed controller lays out without the bar.
    #expect(tab.tabBar.isHidden)
    let replica = try #require(barReplicas(in: root.view, bar: tab.tabBar).first)
    // The root view fills the screen (it runs under the bars): the bar's place in it is the
    // bar's frame.
    #expect(root.view.bounds.size == tab.view.bounds.size)
    #expect(replica.frame == barFrame)
    // It moves with the outgoing view: left of its resting place on screen, and the incoming
    // view is above the view that holds it.
    let moved = try #require(root.view.layer.presentation()).transform.m41
    #expect(moved < 0 && moved > -390 * 0.3)
    let container = try #require(root.view.superview)
    let order = container.subviews
    #expect((order.firstIndex { $0 === detail.view } ?? -1) > (order.firstIndex { $0 === root.view } ?? .max))
    UIApplication.shared.runUntilIdle()
    #expect(barReplicas(in: root.view, bar: tab.tabBar).isEmpty)
    #expect(tab.tabBar.isHidden)
    #expect(tab.tabBar.alpha == 1)
    window.isHidden = true
  }

  @Test("UIKit [O] (Docs/Behaviour/main19.md): the pop back brings the bar in with the incoming view; the real bar shows (alpha 1) when it ends")
  func popBringsBarIn() throws {
    let (tab, nav, root, window) = makeTabs()
    let barFrame = tab.tabBar.frame
    let detail = UIViewController()
    detail.hidesBottomBarWhenPushed = true
    nav.pushViewController(detail, animated: false)
    UIApplication.shared.runUntilIdle()
    #expect(tab.tabBar.isHidden)
    nav.popViewController(animated: true)
    UIApplication.shared.advance(by: 0.1)
    // Shown from the start (the root's safe area has the bar), but out of sight.
    #expect(!tab.tabBar.isHidden)
    #expect(tab.tabBar.alpha == 0)
    #expect(root.view.safeAreaInsets.bottom == barFrame.height)
    let replica = try #require(barReplicas(in: root.view, bar: tab.tabBar).first)
    #expect(root.view.convert(replica.frame, to: tab.view) == barFrame)
    UIApplication.shared.runUntilIdle()
    #expect(barReplicas(in: root.view, bar: tab.tabBar).isEmpty)
    #expect(!tab.tabBar.isHidden)
    #expect(tab.tabBar.alpha == 1)
    window.isHidden = true
  }

  @Test("UIKit [O] (Docs/Behaviour/main19.md): an interactive pop the finger takes back leaves the bar hidden, its alpha as it was, no snapshot left")
  func cancelledPopKeepsBarHidden() throws {
    let (tab, nav, root, window) = makeTabs()
    let detail = UIViewController()
    detail.hidesBottomBarWhenPushed = true
    nav.pushViewController(detail, animated: false)
    UIApplication.shared.runUntilIdle()
    let finger = window.touchDown(at: CGPoint(x: 5, y: 400))
    finger.move(to: CGPoint(x: 80, y: 402), duration: 0.2)
    #expect(nav.transitionCoordinator?.isInteractive == true)
    #expect(barReplicas(in: root.view, bar: tab.tabBar).count == 1)
    finger.move(to: CGPoint(x: 20, y: 402), duration: 0.3)
    finger.lift()
    UIApplication.shared.runUntilIdle()
    #expect(nav.topViewController === detail)
    #expect(tab.tabBar.isHidden)
    #expect(tab.tabBar.alpha == 1)
    #expect(barReplicas(in: root.view, bar: tab.tabBar).isEmpty)
    window.isHidden = true
  }

  final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning, UINavigationControllerDelegate {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
    func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
      guard let to = ctx.view(forKey: .to), let toVC = ctx.viewController(forKey: .to) else { return }
      to.frame = ctx.finalFrame(for: toVC)
      to.alpha = 0
      ctx.containerView.addSubview(to)
      UIView.animate(withDuration: 0.3, animations: { to.alpha = 1 }) { _ in
        ctx.completeTransition(!ctx.transitionWasCancelled)
      }
    }
    func navigationController(
      _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
      from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { self }
  }

  @Test("UIKit [U] (Docs/Behaviour/main19.md): with a delegate's own animator the bar hides at the start and nothing is carried")
  func customAnimatorHidesAtOnce() throws {
    let (tab, nav, root, window) = makeTabs()
    let fade = FadeAnimator()
    nav.delegate = fade
    let detail = UIViewController()
    detail.hidesBottomBarWhenPushed = true
    nav.pushViewController(detail, animated: true)
    UIApplication.shared.advance(by: 0.1)
    #expect(tab.tabBar.isHidden)
    #expect(barReplicas(in: root.view, bar: tab.tabBar).isEmpty)
    UIApplication.shared.runUntilIdle()
    #expect(nav.topViewController === detail)
    window.isHidden = true
  }
}
