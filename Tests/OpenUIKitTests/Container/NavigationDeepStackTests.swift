import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing
import UIKit

/// A push onto a deep navigation stack touches only the controllers it moves (the old top, the
/// new top, the back item), so its cost does not grow with the stack (issue 12, the
/// `storyboard-app` benchmark: 1,000 tap-driven pushes got slower as the stack grew).
@MainActor @Suite(.serialized) struct NavigationDeepStackTests {
  /// Counts how often its title is read (the stack's trace line and the bar read titles).
  final class Counting: UIViewController {
    var titleReads = 0
    override var title: String? {
      get {
        titleReads += 1
        return super.title
      }
      set { super.title = newValue }
    }
  }

  @Test("A push reads no title of the controllers below the back item, and the stack, bar items and back button stay UIKit's (items = every controller's item, topItem/backItem the last two)")
  func pushTouchesOnlyTheTop() {
    let stack = (0..<40).map { i -> Counting in
      let vc = Counting()
      vc.title = "C\(i)"
      return vc
    }
    let nav = UINavigationController(rootViewController: stack[0])
    nav.setViewControllers(Array(stack), animated: false)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = nav
    window.makeKeyAndVisible()
    UIApplication.shared.runUntilIdle()
    for vc in stack { vc.titleReads = 0 }

    let pushed = Counting()
    pushed.title = "Pushed"
    nav.pushViewController(pushed, animated: true)
    UIApplication.shared.runUntilIdle()

    #expect(nav.viewControllers.count == 41 && nav.topViewController === pushed)
    #expect(nav.navigationBar.items?.count == 41)
    #expect(nav.navigationBar.topItem === pushed.navigationItem)
    #expect(nav.navigationBar.backItem === stack[39].navigationItem)
    // Only the back item (the old top) may be asked for its title (the back button's).
    let below = stack.dropLast().map(\.titleReads)
    #expect(below.allSatisfy { $0 == 0 }, "\(below)")
    window.isHidden = true
  }

  @Test("UIKit: pushing a controller already in the stack is refused with UIKit's exception, deep in the stack too")
  func pushingAgainIsRefused() {
    let stack = (0..<10).map { _ in UIViewController() }
    let nav = UINavigationController(rootViewController: stack[0])
    nav.setViewControllers(stack, animated: false)
    let before = UIApplication.shared.diagnostics.count
    nav.pushViewController(stack[3], animated: false)
    UIApplication.shared.runUntilIdle()
    #expect(nav.viewControllers.count == 10)
    let messages = UIApplication.shared.diagnostics.dropFirst(before).map(\.message)
    #expect(messages.contains { $0.hasPrefix("Pushing the same view controller instance more than once is not supported") })
  }

  @Test("A bar button item of a controller that left the top loses its anchor in the bar (a popover from it is no longer anchored to the old button)")
  func anchorsFollowTheTop() {
    let root = UIViewController()
    let item = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
    root.navigationItem.rightBarButtonItem = item
    let nav = UINavigationController(rootViewController: root)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = nav
    window.makeKeyAndVisible()
    UIApplication.shared.runUntilIdle()
    #expect(item._anchorView != nil)
    nav.pushViewController(UIViewController(), animated: true)
    UIApplication.shared.runUntilIdle()
    #expect(item._anchorView == nil)
    nav.popViewController(animated: true)
    UIApplication.shared.runUntilIdle()
    #expect(item._anchorView != nil)
    window.isHidden = true
  }
}
