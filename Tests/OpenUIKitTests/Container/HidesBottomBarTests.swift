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
}
