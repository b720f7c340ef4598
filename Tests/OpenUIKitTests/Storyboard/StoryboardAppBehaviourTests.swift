import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing
import UIKit

/// Behaviour fixes found on real storyboards (issue 12, item 4).
@MainActor
@Suite(.serialized)
struct StoryboardAppBehaviourTests {
  @Test("Issue 12 — an embed segue performed by identifier puts the child in the container view that owns the segue")
  func embedByIdentifier() throws {
    let log = Log()
    RuntimeStoryboards.register(log: log)
    let storyboard = try RuntimeStoryboards.storyboard()
    let source = try #require(storyboard.instantiateViewController(withIdentifier: "Source") as? UnwindTarget)
    source.loadViewIfNeeded()
    let container = try #require(source._storyboardContext?.objects["cnt-00-001"] as? UIView)
    #expect(source.children.count == 1)
    source.performSegue(withIdentifier: "Footer", sender: nil)
    #expect(source.children.count == 2)
    let child = try #require(source.children.last)
    #expect(child.view.superview === container)
    #expect(child.view.frame == container.bounds)
  }

  @Test("UIKit Master-Detail collapsed: showDetail of a navigation controller from a collapsed split view shows its controller on the primary stack, without 'Pushing a navigation controller is not supported'")
  func collapsedShowDetailOfNavigation() throws {
    let start = UIApplication.shared.diagnostics.count
    let list = UIViewController()
    let primary = UINavigationController(rootViewController: list)
    let split = UISplitViewController()
    split.viewControllers = [primary, UIViewController()]
    let window = makeWindow(root: split, size: CGSize(width: 393, height: 852))
    #expect(split.isCollapsed)
    let before = primary.viewControllers
    let detail = UIViewController()
    let detailNavigation = UINavigationController(rootViewController: detail)
    list.showDetailViewController(detailNavigation, sender: nil)
    UIApplication.shared.runUntilIdle()
    #expect(primary.viewControllers.count == before.count + 1)
    #expect(primary.topViewController === detail)
    #expect(detail.view.window === window)
    #expect(!diagnostics(since: start).contains { $0.message.contains("Pushing a navigation controller is not supported") })
    primary.popViewController(animated: false)
    UIApplication.shared.runUntilIdle()
    #expect(primary.topViewController === before.last)
  }
}
