import Foundation
import OpenUIKitTesting
import Testing
import UIKit

/// UIPageViewController: programmatic changes, gestures, data source, delegate, spine rules,
/// storyboards (Docs/Behaviour.md "Page view controllers").
@MainActor
@Suite(.serialized)
struct PageViewControllerTests {
  /// Pages from an array; no presentation methods.
  final class Pages: NSObject, UIPageViewControllerDataSource {
    let pages: [UIViewController]
    var asked: [String] = []
    init(_ pages: [UIViewController]) { self.pages = pages }
    func pageViewController(_ p: UIPageViewController, viewControllerBefore vc: UIViewController) -> UIViewController? {
      asked.append("before.\(vc.title ?? "")")
      guard let i = pages.firstIndex(where: { $0 === vc }), i > 0 else { return nil }
      return pages[i - 1]
    }
    func pageViewController(_ p: UIPageViewController, viewControllerAfter vc: UIViewController) -> UIViewController? {
      asked.append("after.\(vc.title ?? "")")
      guard let i = pages.firstIndex(where: { $0 === vc }), i + 1 < pages.count else { return nil }
      return pages[i + 1]
    }
  }

  /// Pages from an array, with both presentation methods (a page control shows).
  final class CountedPages: NSObject, UIPageViewControllerDataSource {
    let pages: [UIViewController]
    var index = 0
    init(_ pages: [UIViewController]) { self.pages = pages }
    func pageViewController(_ p: UIPageViewController, viewControllerBefore vc: UIViewController) -> UIViewController? {
      guard let i = pages.firstIndex(where: { $0 === vc }), i > 0 else { return nil }
      return pages[i - 1]
    }
    func pageViewController(_ p: UIPageViewController, viewControllerAfter vc: UIViewController) -> UIViewController? {
      guard let i = pages.firstIndex(where: { $0 === vc }), i + 1 < pages.count else { return nil }
      return pages[i + 1]
    }
    func presentationCount(for pageViewController: UIPageViewController) -> Int { pages.count }
    func presentationIndex(for pageViewController: UIPageViewController) -> Int { index }
  }

  final class PageLog: NSObject, UIPageViewControllerDelegate {
    let log: Log
    init(_ log: Log) { self.log = log }
    func pageViewController(_ p: UIPageViewController, willTransitionTo pending: [UIViewController]) {
      log.add("willTransitionTo.\(pending.map { $0.title ?? "" }.joined(separator: ","))")
    }
    func pageViewController(
      _ p: UIPageViewController, didFinishAnimating finished: Bool, previousViewControllers: [UIViewController],
      transitionCompleted completed: Bool
    ) {
      log.add("didFinish.\(finished).\(previousViewControllers.map { $0.title ?? "" }.joined(separator: ",")).\(completed)")
    }
  }

  func pages(_ names: [String], log: Log) -> [LoggingViewController] {
    names.map { LoggingViewController($0, log: log) }
  }

  func pageControl(_ pvc: UIPageViewController) -> UIPageControl? {
    pvc.view.subviews.compactMap { $0 as? UIPageControl }.first
  }

  /// A scroll-style pager on screen showing `first`.
  func scrollPager(
    showing first: UIViewController, spacing: CGFloat? = nil, orientation: UIPageViewController.NavigationOrientation = .horizontal
  ) -> (UIPageViewController, UIWindow) {
    let options: [UIPageViewController.OptionsKey: Any]? = spacing.map { [.interPageSpacing: $0] }
    let pvc = UIPageViewController(transitionStyle: .scroll, navigationOrientation: orientation, options: options)
    pvc.setViewControllers([first], direction: .forward, animated: false)
    let window = makeWindow(root: pvc)
    return (pvc, window)
  }

  @Test("setViewControllers not animated: the page is the only child, fills the view, appears; completion(true) before returning")
  func nonAnimatedSet() {
    let log = Log()
    let p = pages(["A", "B"], log: log)
    let (pvc, _) = scrollPager(showing: p[0])
    #expect(pvc.viewControllers == [p[0]])
    #expect(pvc.children == [p[0]])
    #expect(p[0].view.frame == pvc.view.bounds)
    #expect(log.appearance("A") == ["A.viewWillAppear", "A.viewDidAppear"])
    var done: Bool?
    pvc.setViewControllers([p[1]], direction: .forward, animated: false) { done = $0 }
    #expect(done == true)
    #expect(pvc.children == [p[1]])
    #expect(p[0].view.superview == nil)
    #expect(log.appearance("A") == ["A.viewWillAppear", "A.viewDidAppear", "A.viewWillDisappear", "A.viewDidDisappear"])
    #expect(log.appearance("B") == ["B.viewWillAppear", "B.viewDidAppear"])
    #expect(p[0].parent == nil)
  }

  @Test("setViewControllers animated, scroll forward: pages slide towards min, half way at half time (ease in-out); completion(true) at the end")
  func animatedScrollForward() {
    let log = Log()
    let p = pages(["A", "B"], log: log)
    let (pvc, _) = scrollPager(showing: p[0])
    log.clear()
    let width = pvc.view.bounds.width
    var done: [Bool] = []
    pvc.setViewControllers([p[1]], direction: .forward, animated: true) { done.append($0) }
    #expect(pvc.viewControllers == [p[1]])
    #expect(done.isEmpty)
    UIApplication.shared.advance(by: UIPageViewController.scrollDuration / 2)
    let a = p[0].view.layer.presentation()?.frame.minX ?? 0
    let b = p[1].view.layer.presentation()?.frame.minX ?? 0
    #expect(abs(a - -width / 2) < 1)
    #expect(abs(b - width / 2) < 1)
    UIApplication.shared.runUntilIdle()
    #expect(done == [true])
    #expect(p[1].view.frame == pvc.view.bounds)
    #expect(p[0].view.superview == nil)
    #expect(pvc.children == [p[1]])
    let events = log.entries.filter { !$0.hasSuffix("viewDidLoad") && !$0.hasSuffix("viewIsAppearing") }
    #expect(events == ["A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear"])
  }

  @Test("setViewControllers animated, reverse: the new page comes from the min side, the old one leaves to the max side")
  func animatedScrollReverse() {
    let log = Log()
    let p = pages(["A", "B"], log: log)
    let (pvc, _) = scrollPager(showing: p[1])
    var done: Bool?
    pvc.setViewControllers([p[0]], direction: .reverse, animated: true) { done = $0 }
    UIApplication.shared.advance(by: 0.1)
    let a = p[0].view.layer.presentation()?.frame.minX ?? 0
    let b = p[1].view.layer.presentation()?.frame.minX ?? 0
    #expect(a < 0 && a > -pvc.view.bounds.width)
    #expect(b > 0 && b < pvc.view.bounds.width)
    UIApplication.shared.runUntilIdle()
    #expect(done == true)
    #expect(p[0].view.frame == pvc.view.bounds)
  }

  @Test("Vertical orientation: forward brings the next page up from below")
  func verticalScroll() {
    let log = Log()
    let p = pages(["A", "B"], log: log)
    let (pvc, _) = scrollPager(showing: p[0], orientation: .vertical)
    pvc.setViewControllers([p[1]], direction: .forward, animated: true)
    UIApplication.shared.advance(by: 0.1)
    let b = p[1].view.layer.presentation()?.frame ?? .zero
    #expect(b.minX == 0)
    #expect(b.minY > 0 && b.minY < pvc.view.bounds.height)
    UIApplication.shared.runUntilIdle()
    #expect(p[1].view.frame == pvc.view.bounds)
  }

  @Test("A change asked for while one animates ends the first at once with completion(false)")
  func interruptedSet() {
    let log = Log()
    let p = pages(["A", "B", "C"], log: log)
    let (pvc, _) = scrollPager(showing: p[0])
    var results: [String] = []
    pvc.setViewControllers([p[1]], direction: .forward, animated: true) { results.append("B.\($0)") }
    UIApplication.shared.advance(by: 0.1)
    pvc.setViewControllers([p[2]], direction: .forward, animated: true) { results.append("C.\($0)") }
    #expect(results == ["B.false"])
    UIApplication.shared.runUntilIdle()
    #expect(results == ["B.false", "C.true"])
    #expect(pvc.children == [p[2]])
    #expect(log.appearance("B") == ["B.viewWillAppear", "B.viewDidAppear", "B.viewWillDisappear", "B.viewDidDisappear"])
  }

  @Test("Page control: shown for the scroll style only when the data source implements both presentation methods; a swipe moves its index")
  func pageControlCountAndIndex() {
    let log = Log()
    let p = pages(["A", "B", "C"], log: log)
    let counted = CountedPages(p)
    let pvc = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    pvc.dataSource = counted
    pvc.setViewControllers([p[0]], direction: .forward, animated: false)
    let window = makeWindow(root: pvc)
    let control = pageControl(pvc)
    #expect(control?.isHidden == false)
    #expect(control?.numberOfPages == 3)
    #expect(control?.currentPage == 0)
    #expect(p[0].view.frame.maxY <= control?.frame.minY ?? 0)
    window.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 60, y: 400), duration: 0.25)
    UIApplication.shared.runUntilIdle()
    #expect(pvc.viewControllers == [p[1]])
    #expect(control?.currentPage == 1)

    let plain = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    let source = Pages(p)
    plain.dataSource = source
    plain.setViewControllers([LoggingViewController("D", log: log)], direction: .forward, animated: false)
    _ = makeWindow(root: plain)
    #expect(pageControl(plain)?.isHidden != false)
  }

  /// Answers the index from the page view controller's current page, as apps do.
  final class CurrentIndexPages: NSObject, UIPageViewControllerDataSource {
    let pages: [UIViewController]
    init(_ pages: [UIViewController]) { self.pages = pages }
    func pageViewController(_ p: UIPageViewController, viewControllerBefore vc: UIViewController) -> UIViewController? { nil }
    func pageViewController(_ p: UIPageViewController, viewControllerAfter vc: UIViewController) -> UIViewController? { nil }
    func presentationCount(for pageViewController: UIPageViewController) -> Int { pages.count }
    func presentationIndex(for pageViewController: UIPageViewController) -> Int {
      pageViewController.viewControllers?.first.flatMap { vc in pages.firstIndex { $0 === vc } } ?? -1
    }
  }

  @Test("Presentation methods: asked once viewControllers is the new set, and when the data source is set after the pages")
  func presentationAskedAfterChange() {
    let log = Log()
    let p = pages(["A", "B", "C"], log: log)
    let source = CurrentIndexPages(p)
    let pvc = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    pvc.setViewControllers([p[0]], direction: .forward, animated: false)
    pvc.dataSource = source
    _ = makeWindow(root: pvc)
    let control = pageControl(pvc)
    #expect(control?.isHidden == false)
    #expect(control?.numberOfPages == 3)
    pvc.setViewControllers([p[2]], direction: .forward, animated: true)
    #expect(control?.currentPage == 2)
    UIApplication.shared.runUntilIdle()
    #expect(control?.currentPage == 2)
  }

  @Test("Spine rule: a count that does not match the spine raises UIKit's exception and changes nothing")
  func spineException() {
    let log = Log()
    let p = pages(["A", "B"], log: log)
    let start = UIApplication.shared.diagnostics.count
    let mid = UIPageViewController(
      transitionStyle: .pageCurl, navigationOrientation: .horizontal,
      options: [.spineLocation: NSNumber(value: UIPageViewController.SpineLocation.mid.rawValue)])
    #expect(mid.spineLocation == .mid)
    #expect(mid.isDoubleSided)
    var called = false
    mid.setViewControllers([p[0]], direction: .forward, animated: false) { _ in called = true }
    let d = diagnostics(since: start)
    #expect(d.count == 1)
    #expect(d.first?.kind == .exception)
    #expect(d.first?.message == "The number of view controllers provided (1) doesn't match the number required (2) for the requested transition")
    #expect(mid.viewControllers == nil)
    #expect(!called)
    mid.setViewControllers(p, direction: .forward, animated: false)
    #expect(mid.viewControllers == p)

    let scroll = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    #expect(scroll.spineLocation == .none)
    scroll.setViewControllers(p, direction: .forward, animated: false)
    #expect(diagnostics(since: start).last?.message.contains("provided (2) doesn't match the number required (1)") == true)
    #expect(scroll.viewControllers == nil)
    let before = UIApplication.shared.diagnostics.count
    scroll.setViewControllers([scroll], direction: .forward, animated: false)
    #expect(diagnostics(since: before).first?.kind == .exception)
    #expect(scroll.children.isEmpty)
  }

  @Test("isDoubleSided: false by default; with it a min spine needs two controllers; the mid spine refuses false")
  func doubleSided() {
    let log = Log()
    let p = pages(["A", "B"], log: log)
    let curl = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
    #expect(curl.spineLocation == .min)
    #expect(!curl.isDoubleSided)
    curl.isDoubleSided = true
    let start = UIApplication.shared.diagnostics.count
    curl.setViewControllers([p[0]], direction: .forward, animated: false)
    #expect(diagnostics(since: start).count == 1)
    curl.setViewControllers(p, direction: .forward, animated: false)
    #expect(curl.viewControllers == p)

    let mid = UIPageViewController(
      transitionStyle: .pageCurl, navigationOrientation: .horizontal, options: [.spineLocation: 2])
    let before = UIApplication.shared.diagnostics.count
    mid.isDoubleSided = false
    #expect(mid.isDoubleSided)
    #expect(diagnostics(since: before).first?.kind == .exception)
  }

  @Test("Page curl (spine min) forward: the old page narrows into the left edge above the new one; gesture recognizers are the curl's pan and tap")
  func curlGeometry() {
    let log = Log()
    let p = pages(["A", "B"], log: log)
    let pvc = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
    #expect(pvc.gestureRecognizers.count == 2)
    #expect(pvc.gestureRecognizers.contains { $0 is UIPanGestureRecognizer })
    #expect(pvc.gestureRecognizers.contains { $0 is UITapGestureRecognizer })
    pvc.setViewControllers([p[0]], direction: .forward, animated: false)
    _ = makeWindow(root: pvc)
    let bounds = pvc.view.bounds
    pvc.setViewControllers([p[1]], direction: .forward, animated: true)
    UIApplication.shared.advance(by: UIPageViewController.curlDuration / 2)
    let a = p[0].view.layer.presentation()?.frame ?? .zero
    #expect(a.minX == 0)
    #expect(abs(a.width - bounds.width / 2) < 1)
    #expect(p[1].view.frame == bounds)
    #expect(pvc.view.subviews.firstIndex { $0 === p[0].view }! > pvc.view.subviews.firstIndex { $0 === p[1].view }!)
    UIApplication.shared.runUntilIdle()
    #expect(p[1].view.frame == bounds)
    #expect(p[0].view.superview == nil)
  }

  @Test("Memory: a page that left (set or swipe) is freed once the app lets go of it")
  func removedPagesFreed() {
    let log = Log()
    weak var weakA: UIViewController?
    weak var weakB: UIViewController?
    let pvc = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    let window: UIWindow
    do {
      let a = LoggingViewController("A", log: log)
      weakA = a
      pvc.setViewControllers([a], direction: .forward, animated: false)
      window = makeWindow(root: pvc)
      let b = LoggingViewController("B", log: log)
      weakB = b
      pvc.setViewControllers([b], direction: .forward, animated: true)
    }
    UIApplication.shared.runUntilIdle()
    #expect(weakA == nil)
    #expect(weakB != nil)
    pvc.setViewControllers([LoggingViewController("C", log: log)], direction: .forward, animated: false)
    UIApplication.shared.runUntilIdle()
    #expect(weakB == nil)
    _ = window
  }

  @Test("Storyboard: a <pageViewController> scene instantiates a UIPageViewController with its style, orientation, spine and sides")
  func storyboardScene() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="pg1-VC-001">
          <scenes>
              <scene sceneID="sc1-00-001">
                  <objects>
                      <pageViewController autoresizesArchivedViewToFullSize="NO" transitionStyle="scroll" navigationOrientation="vertical" spineLocation="none" id="pg1-VC-001" sceneMemberID="viewController"/>
                  </objects>
              </scene>
              <scene sceneID="sc2-00-002">
                  <objects>
                      <pageViewController storyboardIdentifier="Book" autoresizesArchivedViewToFullSize="NO" transitionStyle="pageCurl" navigationOrientation="horizontal" spineLocation="mid" doubleSided="YES" id="pg2-VC-002" sceneMemberID="viewController"/>
                  </objects>
              </scene>
          </scenes>
      </document>
      """
    let storyboard = try UIStoryboard(data: Data(xml.utf8), fileName: "Pages.storyboard")
    let first = storyboard.instantiateInitialViewController() as? UIPageViewController
    #expect(first?.transitionStyle == .scroll)
    #expect(first?.navigationOrientation == .vertical)
    #expect(first?.spineLocation == UIPageViewController.SpineLocation.none)
    let book = storyboard.instantiateViewController(withIdentifier: "Book") as? UIPageViewController
    #expect(book?.transitionStyle == .pageCurl)
    #expect(book?.spineLocation == .mid)
    #expect(book?.isDoubleSided == true)
  }
}
