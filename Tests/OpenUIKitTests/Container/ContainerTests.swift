import Foundation
@testable import OpenUIKitScenarios
import OpenUIKitTesting
import Testing
import UIKit

/// Spec §9 and §10: navigation, tab bar, split view and custom containers.
@MainActor
@Suite(.serialized)
struct ContainerTests {
  final class CoordinatorProbe: LoggingViewController {
    var coordinatorInWillAppear: (present: Bool, style: UIModalPresentationStyle, interactive: Bool)?
    var movingToParent = false
    var movingFromParent = false
    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      coordinatorInWillAppear = transitionCoordinator.map { (true, $0.presentationStyle, $0.isInteractive) }
      movingToParent = isMovingToParent
    }
    override func viewWillDisappear(_ animated: Bool) {
      super.viewWillDisappear(animated)
      movingFromParent = isMovingFromParent
    }
  }

  final class NavLog: NSObject, UINavigationControllerDelegate {
    let log: Log
    init(_ log: Log) { self.log = log }
    func navigationController(_ n: UINavigationController, willShow vc: UIViewController, animated: Bool) {
      log.add("willShow.\(vc.title ?? "")")
    }
    func navigationController(_ n: UINavigationController, didShow vc: UIViewController, animated: Bool) {
      log.add("didShow.\(vc.title ?? "")")
    }
  }

  @Test("Scenario 26 / §10.1 — pushed VC's viewWillAppear sees the nav's coordinator: non-nil, style .none, not interactive; isMovingToParent")
  func coordinatorOnPush() {
    let log = Log()
    let nav = UINavigationController(rootViewController: LoggingViewController("A", log: log))
    let window = makeWindow(root: nav)
    let b = CoordinatorProbe("B", log: log)
    nav.pushViewController(b, animated: true)
    #expect(nav.topViewController === b)
    UIApplication.shared.runUntilIdle()
    let c = b.coordinatorInWillAppear
    #expect(c?.present == true)
    #expect(c?.style == UIModalPresentationStyle.none)
    #expect(c?.interactive == false)
    #expect(b.movingToParent)
    #expect(b.transitionCoordinator == nil)
    #expect(b.view.window === window)
  }

  @Test("§10.1 O-wangling — push order: A.willDisappear, B.willAppear, A.didDisappear, B.didAppear; willShow before, didShow after")
  func pushOrder() {
    let log = Log()
    let nav = UINavigationController(rootViewController: LoggingViewController("A", log: log))
    let delegate = NavLog(log)
    nav.delegate = delegate
    _ = makeWindow(root: nav)
    log.clear()
    let b = LoggingViewController("B", log: log)
    nav.pushViewController(b, animated: true)
    UIApplication.shared.runUntilIdle()
    let events = log.entries.filter { !$0.hasSuffix("viewDidLoad") && !$0.hasSuffix("viewIsAppearing") }
    #expect(events == ["willShow.B", "A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear", "didShow.B"])
    #expect(b.parent === nav)
    #expect(b.navigationController === nav)
  }

  @Test("§10.1 — pop: isMovingFromParent in the popped VC's viewWillDisappear; it leaves the children")
  func popMovingFromParent() {
    let log = Log()
    let nav = UINavigationController(rootViewController: LoggingViewController("A", log: log))
    _ = makeWindow(root: nav)
    let b = CoordinatorProbe("B", log: log)
    nav.pushViewController(b, animated: false)
    UIApplication.shared.runUntilIdle()
    #expect(nav.popViewController(animated: true) === b)
    UIApplication.shared.runUntilIdle()
    #expect(b.movingFromParent)
    #expect(b.parent == nil)
    #expect(nav.viewControllers.count == 1)
  }

  @Test("UIKit exceptions: pushing the same instance twice, pushing a navigation controller")
  func pushMisuse() {
    let a = UIViewController()
    let nav = UINavigationController(rootViewController: a)
    let start = UIApplication.shared.diagnostics.count
    nav.pushViewController(a, animated: false)
    nav.pushViewController(UINavigationController(), animated: false)
    let d = diagnostics(since: start).map(\.message)
    #expect(d.first?.hasPrefix("Pushing the same view controller instance more than once is not supported") == true)
    #expect(d.last == "Pushing a navigation controller is not supported")
    #expect(nav.viewControllers.count == 1)
  }

  @Test("Navigation item: title follows vc.title; back button titled after the previous item; bar button anchor views")
  func navigationBar() {
    let a = UIViewController()
    a.title = "Inbox"
    let b = UIViewController()
    b.title = "Message"
    let item = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
    b.navigationItem.rightBarButtonItem = item
    let nav = UINavigationController(rootViewController: a)
    _ = makeWindow(root: nav)
    nav.pushViewController(b, animated: false)
    UIApplication.shared.runUntilIdle()
    #expect(b.navigationItem.title == "Message")
    #expect(nav.navigationBar.topItem === b.navigationItem)
    #expect(nav.navigationBar.backItem === a.navigationItem)
    #expect(nav.navigationBar._backButton?.title(for: .normal) == "Inbox")
    #expect(item._anchorView != nil)
    #expect(item._anchorView?.window != nil)
  }

  @Test("Scenario 38 / §9 — show routing: nav pushes; window root without container presents; target for show from a nav child is the nav")
  func showRouting() {
    let a = UIViewController()
    let nav = UINavigationController(rootViewController: a)
    _ = makeWindow(root: nav)
    #expect(a.targetViewController(forAction: Selector("showViewController:sender:"), sender: nil) === nav)
    let x = UIViewController()
    a.show(x, sender: nil)
    #expect(nav.topViewController === x)
    UIApplication.shared.runUntilIdle()

    let root = UIViewController()
    _ = makeWindow(root: root)
    let y = UIViewController()
    root.show(y, sender: nil)
    #expect(root.presentedViewController === y)
    UIApplication.shared.runUntilIdle()
  }

  @Test("Scenario 38 / §9 — split: expanded showDetail makes X the secondary; collapsed pushes X on the primary nav")
  func splitShowDetail() {
    for compact in [false, true] {
      let list = UIViewController()
      let primary = UINavigationController(rootViewController: list)
      let split = UISplitViewController()
      split.viewControllers = [primary, UIViewController()]
      _ = makeWindow(root: split, size: compact ? CGSize(width: 393, height: 852) : regularSize)
      #expect(split.isCollapsed == compact)
      let x = UIViewController()
      list.showDetailViewController(x, sender: nil)
      UIApplication.shared.runUntilIdle()
      if compact {
        #expect(primary.topViewController === x)
      } else {
        #expect(split.viewControllers.last === x)
        #expect(x.splitViewController === split)
      }
      #expect(x.view.window != nil)
    }
  }

  @Test("§10.2 — tab taps: shouldSelect then didSelect, also when re-selecting; programmatic changes send neither")
  func tabDelegate() {
    final class D: NSObject, UITabBarControllerDelegate {
      var log: [String] = []
      func tabBarController(_ t: UITabBarController, shouldSelect vc: UIViewController) -> Bool {
        log.append("should.\(vc.title ?? "")"); return true
      }
      func tabBarController(_ t: UITabBarController, didSelect vc: UIViewController) { log.append("did.\(vc.title ?? "")") }
    }
    let one = UIViewController(); one.title = "One"
    let two = UIViewController(); two.title = "Two"
    let tab = UITabBarController()
    let d = D()
    tab.delegate = d
    tab.viewControllers = [one, two]
    let window = makeWindow(root: tab)
    tab.selectedIndex = 1
    tab.selectedIndex = 0
    #expect(d.log.isEmpty)
    let y = window.bounds.height - 20
    window.tap(at: CGPoint(x: window.bounds.width * 0.75, y: y))
    window.tap(at: CGPoint(x: window.bounds.width * 0.75, y: y))
    #expect(d.log == ["should.Two", "did.Two", "should.Two", "did.Two"])
    #expect(tab.selectedViewController === two)
    #expect(two.view.window != nil)
    #expect(one.viewIfLoaded?.window == nil)
    #expect(two.tabBarController === tab)
  }

  @Test("§2.3 + O-radar21137690 — cancelled interactive pop: B stays, balanced appearance, no didShow; finished pop shows A")
  func interactivePop() {
    for finish in [true, false] {
      let log = Log()
      let a = LoggingViewController("A", log: log)
      let nav = UINavigationController(rootViewController: a)
      let delegate = NavLog(log)
      nav.delegate = delegate
      let window = makeWindow(root: nav)
      let b = LoggingViewController("B", log: log)
      nav.pushViewController(b, animated: false)
      UIApplication.shared.runUntilIdle()
      log.clear()
      let frameBefore = b.view.frame
      window.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: finish ? 300 : 100, y: 400), duration: 0.5)
      UIApplication.shared.runUntilIdle()
      if finish {
        #expect(nav.topViewController === a)
        #expect(log.contains("didShow.A"))
        #expect(b.parent == nil)
      } else {
        #expect(nav.topViewController === b)
        #expect(nav.viewControllers.count == 2)
        #expect(log.filtered("willShow").count == 1)
        #expect(!log.contains("didShow.A"))
        #expect(log.appearance("B") == ["B.viewWillDisappear", "B.viewWillAppear", "B.viewDidAppear"])
        #expect(log.appearance("A") == ["A.viewWillAppear", "A.viewWillDisappear", "A.viewDidDisappear"])
        #expect(b.view.frame == frameBefore)
        #expect(b.view.transform == .identity)
        #expect(a.viewIfLoaded?.window == nil)
      }
    }
  }

  @Test("Seed 002 interactive: a custom context works with UIPercentDrivenInteractiveTransition; cancel restores the first child exactly")
  func seed002Interactive() {
    for finish in [true, false] {
      let scenario = ScenarioCatalogue.seed002InteractiveScenario(finish: finish)
      var checked = false
      let wrapped = Scenario(scenario.name, title: scenario.title, summary: scenario.summary) { run in
        scenario.script(run)
        run.settle()
        let container = run.objects["container"] as! Seed002ContainerViewController
        let first = container.viewControllers[0], second = container.viewControllers[1]
        #expect(container.currentControllerIndex == (finish ? 1 : 0))
        let shown = finish ? second : first
        let hidden = finish ? first : second
        #expect(shown.view.window != nil)
        #expect(shown.view.transform == .identity)
        #expect(shown.view.alpha == 1)
        #expect(shown.view.frame == container.view.bounds)
        #expect(hidden.viewIfLoaded?.window == nil)
        #expect(container.children.count == 1)
        #expect(shown._appearance == .appeared)
        #expect(hidden._appearance == .disappeared)
        checked = true
      }
      let recording = ScenarioRecorder.record(wrapped)
      #expect(checked)
      #expect(recording.diagnostics.isEmpty, "\(recording.diagnostics)")
    }
  }

  @Test("Unwind helpers: _unwindPop pops to the child containing the destination; _unwindSelect selects its tab")
  func unwindHelpers() {
    let a = UIViewController(), b = UIViewController()
    let nav = UINavigationController(rootViewController: a)
    nav.pushViewController(b, animated: false)
    #expect(nav._unwindPop(toChildContaining: a, animated: false))
    #expect(nav.viewControllers.count == 1)
    let tab = UITabBarController()
    let other = UIViewController()
    tab.viewControllers = [other, nav]
    #expect(tab._unwindSelect(childContaining: a))
    #expect(tab.selectedIndex == 1)
    #expect(!tab._unwindSelect(childContaining: UIViewController()))
  }

  @Test("Seed 002 swipes: two left swipes then one right swipe leave the second child shown, appearance balanced")
  func seed002Swipes() throws {
    let scenario = try #require(ScenarioCatalogue.scenario(named: "seed002-container-swipes"))
    var checked = false
    let wrapped = Scenario(scenario.name, title: scenario.title, summary: scenario.summary) { run in
      scenario.script(run)
      run.settle()
      let container = run.objects["container"] as! Seed002ContainerViewController
      #expect(container.currentControllerIndex == 1)
      let shown = container.viewControllers[1]
      #expect(shown.view.window != nil)
      #expect(shown._appearance == .appeared)
      #expect(container.children.count == 1)
      for (i, vc) in container.viewControllers.enumerated() where i != 1 {
        #expect(vc._appearance == .disappeared)
      }
      checked = true
    }
    let recording = ScenarioRecorder.record(wrapped)
    #expect(checked)
    #expect(recording.diagnostics.isEmpty)
  }
}
