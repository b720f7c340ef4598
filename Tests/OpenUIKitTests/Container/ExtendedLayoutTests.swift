import Foundation
import OpenUIKitTesting
import Testing
import UIKit

/// Where a navigation controller puts its children's views: under a translucent bar, below an
/// opaque one (edgesForExtendedLayout / extendedLayoutIncludesOpaqueBars).
@MainActor @Suite struct ExtendedLayoutTests {
  private func nav(_ root: UIViewController) -> (UINavigationController, UIWindow) {
    let nav = UINavigationController(rootViewController: root)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = nav
    window.makeKeyAndVisible()
    UIApplication.shared.runUntilIdle()
    return (nav, window)
  }

  @Test("UIKit: by default (edgesForExtendedLayout = .all, translucent bar) the child's view extends under the bar")
  func extendsUnderTranslucentBar() {
    let root = UIViewController()
    let (_, window) = nav(root)
    #expect(root.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    window.isHidden = true
  }

  @Test("UIKit: edgesForExtendedLayout = [] keeps a pushed child's view below the bar, also at the end of the push animation")
  func noExtendedEdges() {
    let (nav, window) = nav(UIViewController())
    let pushed = UIViewController()
    pushed.edgesForExtendedLayout = []
    nav.pushViewController(pushed, animated: true)
    UIApplication.shared.runUntilIdle()
    let barBottom = nav.navigationBar.frame.maxY
    #expect(pushed.view.frame == CGRect(x: 0, y: barBottom, width: 390, height: 844 - barBottom))
    window.isHidden = true
  }

  @Test("UIKit: an opaque bar keeps content below it unless extendedLayoutIncludesOpaqueBars")
  func opaqueBar() {
    let root = UIViewController()
    let nav = UINavigationController(rootViewController: root)
    nav.navigationBar.isTranslucent = false
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = nav
    window.makeKeyAndVisible()
    UIApplication.shared.runUntilIdle()
    #expect(root.view.frame.minY == nav.navigationBar.frame.maxY)
    let under = UIViewController()
    under.extendedLayoutIncludesOpaqueBars = true
    nav.pushViewController(under, animated: false)
    UIApplication.shared.runUntilIdle()
    #expect(under.view.frame.minY == 0)
    window.isHidden = true
  }
}
