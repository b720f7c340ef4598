import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing
import UIKit

/// A navigation delegate whose pushes and pops are driven by a percent-driven interaction.
@MainActor
private final class DrivenNavigationDelegate: NSObject, UINavigationControllerDelegate {
  var driver = UIPercentDrivenInteractiveTransition()
  let log = Log()
  lazy var animator = LoggingAnimator(log: log)

  func navigationController(
    _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { animator }

  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { driver }
}

/// A push or a pop of one controller edits the stack and the bar's items in place, and a
/// cancelled change undoes what it did instead of keeping a copy of the old stack (navdepth17):
/// whatever the way, the stack is UIKit's and the bar's items are every controller's item.
@MainActor
@Suite(.serialized)
struct NavigationStackEditTests {
  /// The bar's items are the stack's controllers' items, in order.
  func itemsFollowStack(_ nav: UINavigationController) -> Bool {
    let items = nav.navigationBar.items ?? []
    return items.count == nav.viewControllers.count
      && zip(items, nav.viewControllers).allSatisfy { $0 === $1.navigationItem }
  }

  func titled(_ title: String) -> UIViewController {
    let vc = UIViewController()
    vc.title = title
    return vc
  }

  @Test("Rule: after pushes, pops, a replaced stack and a pop to the root, on screen and animated, the bar's items are every controller's item in stack order")
  func itemsFollowEveryKindOfChange() {
    let nav = UINavigationController(rootViewController: titled("Root"))
    let window = makeWindow(root: nav, sdk: .iOS17)
    #expect(itemsFollowStack(nav))
    let a = titled("A")
    let b = titled("B")
    for vc in [a, b] {
      nav.pushViewController(vc, animated: true)
      UIApplication.shared.runUntilIdle()
      #expect(itemsFollowStack(nav))
    }
    nav.popViewController(animated: true)
    UIApplication.shared.runUntilIdle()
    #expect(itemsFollowStack(nav) && nav.topViewController === a)
    nav.setViewControllers([nav.viewControllers[0], titled("X"), titled("Y")], animated: true)
    UIApplication.shared.runUntilIdle()
    #expect(itemsFollowStack(nav) && nav.viewControllers.count == 3)
    nav.pushViewController(titled("Z"), animated: false)
    UIApplication.shared.runUntilIdle()
    #expect(itemsFollowStack(nav) && nav.navigationBar.topItem?.title == "Z" && nav.navigationBar.backItem?.title == "Y")
    nav.popToRootViewController(animated: true)
    UIApplication.shared.runUntilIdle()
    #expect(itemsFollowStack(nav) && nav.viewControllers.count == 1)
    window.isHidden = true
  }

  @Test("Rule: pushes and pops while the view is not loaded, or loaded off screen, leave the bar's items every controller's item once shown")
  func itemsFollowChangesOffScreen() {
    let nav = UINavigationController(rootViewController: titled("Root"))
    nav.pushViewController(titled("A"), animated: true)
    nav.pushViewController(titled("B"), animated: true)
    nav.popViewController(animated: true)
    nav.pushViewController(titled("C"), animated: false)
    nav.loadViewIfNeeded()
    #expect(itemsFollowStack(nav) && nav.viewControllers.count == 3)
    nav.pushViewController(titled("D"), animated: true)
    #expect(itemsFollowStack(nav))
    nav.popViewController(animated: false)
    nav.popViewController(animated: false)
    #expect(itemsFollowStack(nav) && nav.navigationBar.topItem?.title == "A")
  }

  @Test("UIKit: a cancelled interactive push puts the old stack back (the pushed controller leaves its parent) and the bar shows the old items; a cancelled interactive pop keeps the popped controller on top")
  func cancelledChangesRestoreTheStack() {
    let root = titled("Root")
    let a = titled("A")
    let nav = UINavigationController(rootViewController: root)
    let window = makeWindow(root: nav, sdk: .iOS17)
    nav.pushViewController(a, animated: false)
    UIApplication.shared.runUntilIdle()
    let delegate = DrivenNavigationDelegate()
    nav.delegate = delegate

    let b = titled("B")
    delegate.driver = UIPercentDrivenInteractiveTransition()
    nav.pushViewController(b, animated: true)
    #expect(nav.viewControllers.map(ObjectIdentifier.init) == [root, a, b].map(ObjectIdentifier.init))
    UIApplication.shared.advance(by: 1 / 60)
    delegate.driver.update(0.3)
    delegate.driver.cancel()
    UIApplication.shared.runUntilIdle()
    #expect(nav.viewControllers.map(ObjectIdentifier.init) == [root, a].map(ObjectIdentifier.init))
    #expect(b.parent == nil && nav.children.count == 2)
    #expect(itemsFollowStack(nav) && nav.navigationBar.topItem?.title == "A")

    delegate.driver = UIPercentDrivenInteractiveTransition()
    nav.popViewController(animated: true)
    #expect(nav.viewControllers.map(ObjectIdentifier.init) == [ObjectIdentifier(root)])
    UIApplication.shared.advance(by: 1 / 60)
    delegate.driver.update(0.3)
    delegate.driver.cancel()
    UIApplication.shared.runUntilIdle()
    #expect(nav.viewControllers.map(ObjectIdentifier.init) == [root, a].map(ObjectIdentifier.init))
    #expect(a.parent === nav && nav.topViewController === a)
    #expect(itemsFollowStack(nav) && nav.navigationBar.topItem?.title == "A")

    // The next push after the cancels edits the items in place again.
    nav.delegate = nil
    nav.pushViewController(b, animated: true)
    UIApplication.shared.runUntilIdle()
    #expect(itemsFollowStack(nav) && nav.topViewController === b)
    window.isHidden = true
  }
}
