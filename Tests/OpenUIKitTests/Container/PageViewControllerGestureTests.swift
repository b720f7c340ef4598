import Foundation
import OpenUIKitTesting
import Testing
import UIKit

/// UIPageViewController's gesture-driven turns (Docs/Behaviour.md "Page view controllers").
extension PageViewControllerTests {
  @Test("Swipe towards min completes past a fling: data source asked, delegate willTransitionTo then didFinish(completed)")
  func swipeCompletes() {
    let log = Log()
    let p = pages(["A", "B", "C"], log: log)
    let source = Pages(p)
    let delegate = PageLog(log)
    let (pvc, window) = scrollPager(showing: p[0])
    pvc.dataSource = source
    pvc.delegate = delegate
    log.clear()
    window.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 60, y: 400), duration: 0.25)
    UIApplication.shared.runUntilIdle()
    #expect(source.asked == ["after.A"])
    #expect(pvc.viewControllers == [p[1]])
    #expect(pvc.children == [p[1]])
    #expect(p[0].view.superview == nil)
    #expect(p[1].view.frame == pvc.view.bounds)
    let events = log.entries.filter { !$0.hasSuffix("viewDidLoad") && !$0.hasSuffix("viewIsAppearing") }
    #expect(events == [
      "willTransitionTo.B", "A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear",
      "didFinish.true.A.true",
    ])
  }

  @Test("Swipe tracks the finger: page and neighbour move with the translation, the inter-page spacing between them")
  func swipeTracksFinger() {
    let log = Log()
    let p = pages(["A", "B"], log: log)
    let source = Pages(p)
    let (pvc, window) = scrollPager(showing: p[0], spacing: 10)
    pvc.dataSource = source
    let width = pvc.view.bounds.width
    let touch = window.touchDown(at: CGPoint(x: 300, y: 400))
    touch.move(to: CGPoint(x: 200, y: 400), duration: 0.2)
    #expect(p[0].view.frame.minX == -100)
    #expect(p[1].view.frame.minX == width + 10 - 100)
    #expect(p[1].parent === pvc)
    #expect(pvc.viewControllers == [p[0]])
    touch.lift()
    UIApplication.shared.runUntilIdle()
  }

  @Test("Swipe released short of half way without a fling goes back: delegate didFinish(completed: false), neighbour leaves, calls balanced")
  func swipeCancels() {
    let log = Log()
    let p = pages(["A", "B"], log: log)
    let source = Pages(p)
    let delegate = PageLog(log)
    let (pvc, window) = scrollPager(showing: p[0])
    pvc.dataSource = source
    pvc.delegate = delegate
    log.clear()
    let touch = window.touchDown(at: CGPoint(x: 300, y: 400))
    touch.move(to: CGPoint(x: 240, y: 400), duration: 0.3)
    UIApplication.shared.advance(by: 0.2)
    touch.lift()
    UIApplication.shared.runUntilIdle()
    #expect(pvc.viewControllers == [p[0]])
    #expect(pvc.children == [p[0]])
    #expect(p[1].parent == nil)
    #expect(p[0].view.frame == pvc.view.bounds)
    #expect(log.appearance("B") == ["B.viewWillAppear", "B.viewWillDisappear", "B.viewDidDisappear"])
    #expect(log.appearance("A") == ["A.viewWillDisappear", "A.viewWillAppear", "A.viewDidAppear"])
    #expect(log.entries.last == "didFinish.true.A.false")
  }

  @Test("Edge page: the data source answers nil, nothing moves and the delegate hears nothing (no bounce)")
  func edgePage() {
    let log = Log()
    let p = pages(["A", "B"], log: log)
    let source = Pages(p)
    let delegate = PageLog(log)
    let (pvc, window) = scrollPager(showing: p[0])
    pvc.dataSource = source
    pvc.delegate = delegate
    log.clear()
    let touch = window.touchDown(at: CGPoint(x: 60, y: 400))
    touch.move(to: CGPoint(x: 260, y: 400), duration: 0.2)
    #expect(p[0].view.frame == pvc.view.bounds)
    touch.lift()
    UIApplication.shared.runUntilIdle()
    #expect(source.asked == ["before.A"])
    #expect(log.entries.isEmpty)
    #expect(pvc.viewControllers == [p[0]])
  }

  @Test("Without a data source gestures do nothing; programmatic changes never call the delegate")
  func delegateOnlyForGestures() {
    let log = Log()
    let p = pages(["A", "B"], log: log)
    let delegate = PageLog(log)
    let (pvc, window) = scrollPager(showing: p[0])
    pvc.delegate = delegate
    window.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 60, y: 400), duration: 0.25)
    UIApplication.shared.runUntilIdle()
    #expect(pvc.viewControllers == [p[0]])
    pvc.setViewControllers([p[1]], direction: .forward, animated: true)
    UIApplication.shared.runUntilIdle()
    #expect(!log.entries.contains { $0.hasPrefix("willTransitionTo") || $0.hasPrefix("didFinish") })
  }

  @Test("Page curl pan (spine min): the page narrows into the left edge with the finger; a fling completes through the data source")
  func curlPan() {
    let log = Log()
    let p = pages(["A", "B"], log: log)
    let source = Pages(p)
    let delegate = PageLog(log)
    let pvc = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
    pvc.setViewControllers([p[0]], direction: .forward, animated: false)
    pvc.dataSource = source
    pvc.delegate = delegate
    let window = makeWindow(root: pvc)
    let width = pvc.view.bounds.width
    log.clear()
    let touch = window.touchDown(at: CGPoint(x: 350, y: 400))
    touch.move(to: CGPoint(x: 150, y: 400), duration: 0.2)
    #expect(p[0].view.frame.minX == 0)
    #expect(p[0].view.frame.width == width - 200)
    #expect(p[1].view.frame == pvc.view.bounds)
    touch.lift()
    UIApplication.shared.runUntilIdle()
    #expect(pvc.viewControllers == [p[1]])
    #expect(log.entries.first == "willTransitionTo.B")
    #expect(log.entries.last == "didFinish.true.A.true")
  }

  @Test("Page curl, spine mid: two facing pages at rest; a tap on the right fifth turns forward through the data source")
  func curlMidTap() {
    let log = Log()
    let p = pages(["A", "B", "C", "D"], log: log)
    let source = Pages(p)
    let delegate = PageLog(log)
    let pvc = UIPageViewController(
      transitionStyle: .pageCurl, navigationOrientation: .horizontal, options: [.spineLocation: UIPageViewController.SpineLocation.mid])
    pvc.setViewControllers([p[0], p[1]], direction: .forward, animated: false)
    pvc.dataSource = source
    pvc.delegate = delegate
    let window = makeWindow(root: pvc, size: regularSize)
    let half = pvc.view.bounds.width / 2
    #expect(p[0].view.frame.width == half)
    #expect(p[1].view.frame.minX == half)
    log.clear()
    window.tap(at: CGPoint(x: pvc.view.bounds.width - 20, y: 300))
    UIApplication.shared.runUntilIdle()
    #expect(source.asked == ["after.B", "after.C"])
    #expect(pvc.viewControllers == [p[2], p[3]])
    #expect(p[2].view.frame.minX == 0 && p[3].view.frame.minX == half)
    #expect(log.entries.first == "willTransitionTo.C,D")
    #expect(log.entries.last == "didFinish.true.A,B.true")
  }

}
