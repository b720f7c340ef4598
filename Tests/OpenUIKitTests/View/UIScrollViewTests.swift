import Foundation
import OpenQuartzCore
import OpenUIKit
import OpenUIKitTesting
import Testing
import UIKit

@MainActor
final class ScrollRecorder: NSObject, UIScrollViewDelegate {
  var log: [String] = []
  var scrolls = 0
  var velocity: CGPoint?
  var proposedTarget: CGPoint?
  var overrideTarget: CGPoint?
  func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { log.append("willBeginDragging") }
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    log.append("willEndDragging")
    self.velocity = velocity
    proposedTarget = targetContentOffset.pointee
    if let overrideTarget { targetContentOffset.pointee = overrideTarget }
  }
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    log.append("didEndDragging(\(decelerate))")
  }
  func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { log.append("willBeginDecelerating") }
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { log.append("didEndDecelerating") }
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { log.append("didEndScrollingAnimation") }
}

@MainActor
@Suite(.serialized)
struct UIScrollViewTests {
  func make() -> (UIScrollView, UIWindow, ScrollRecorder) {
    let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
    w.makeKeyAndVisible()
    let s = UIScrollView(frame: w.bounds)
    s.contentSize = CGSize(width: 300, height: 2000)
    let d = ScrollRecorder()
    s.delegate = d
    w.addSubview(s)
    UIApplication.shared.runUntilIdle()
    // The first frame lays the window out: the content rests below the window's 59 pt top safe
    // area (UIKit: offset -adjustedContentInset.top; UIScrollViewInsetTests). The recorder starts
    // empty after it.
    UIApplication.shared.advance(by: 1.0 / 60)
    #expect(s.contentOffset.y == -59)
    d.scrolls = 0
    return (s, w, d)
  }

  @Test("UIKit: contentOffset is bounds.origin; every change calls scrollViewDidScroll (UIScrollView docs)")
  func offsetIsBoundsOrigin() {
    let (s, w, d) = make()
    s.contentOffset = CGPoint(x: 0, y: 120)
    #expect(s.bounds.origin == CGPoint(x: 0, y: 120))
    s.bounds.origin = CGPoint(x: 0, y: 40)
    #expect(s.contentOffset.y == 40)
    #expect(d.scrolls == 2)
    // Content moves: a subview at y 100 is drawn 40 pt higher.
    let v = UIView(frame: CGRect(x: 0, y: 100, width: 10, height: 10))
    s.addSubview(v)
    #expect(v.convert(CGPoint.zero, to: w).y == 60)
    w.isHidden = true
  }

  @Test("UIKit: setContentOffset(_:animated: true) moves over the media clock, scrolling every frame, then scrollViewDidEndScrollingAnimation")
  func animatedOffset() {
    let (s, w, d) = make()
    s.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
    #expect(s.contentOffset.y == -59)
    UIApplication.shared.advance(by: UIScrollView.scrollAnimationDuration / 2)
    #expect(s.contentOffset.y > 50 && s.contentOffset.y < 250)
    UIApplication.shared.runUntilIdle()
    #expect(s.contentOffset.y == 300)
    #expect(d.scrolls >= 10)
    #expect(d.log == ["didEndScrollingAnimation"])
    w.isHidden = true
  }

  @Test("Dragging: the pan recognizer scrolls the content with the finger (offset = start − translation) and reports dragging")
  func dragScrolls() {
    let (s, w, d) = make()
    let finger = w.touchDown(at: CGPoint(x: 150, y: 400))
    #expect(s.isTracking && !s.isDragging)
    finger.move(to: CGPoint(x: 150, y: 300), duration: 0.2)
    #expect(s.isDragging)
    #expect(abs(s.contentOffset.y - (-59 + 100)) < 0.001)
    // Hold still so the release has no velocity.
    finger.move(to: CGPoint(x: 150, y: 300), duration: 0.2)
    finger.lift()
    #expect(!s.isDragging && !s.isTracking)
    #expect(d.log == ["willBeginDragging", "willEndDragging", "didEndDragging(false)"])
    #expect(abs(s.contentOffset.y - (-59 + 100)) < 0.001)
    w.isHidden = true
  }

  @Test("UIKit: a flick decelerates to the projected target (velocity in points per millisecond), which the delegate may change")
  func flickDecelerates() {
    let (s, w, d) = make()
    d.overrideTarget = CGPoint(x: 0, y: 700)
    w.drag(from: CGPoint(x: 150, y: 500), to: CGPoint(x: 150, y: 300), duration: 0.2)
    #expect(abs((d.velocity?.y ?? 0) - 1.0) < 0.05)  // 200 pt in 0.2 s = 1 pt/ms
    #expect(d.proposedTarget.map { $0.y > 200 } == true)
    #expect(s.isDecelerating)
    UIApplication.shared.advance(by: 0.5)
    let mid = s.contentOffset.y
    #expect(mid > 200 && mid < 700)
    UIApplication.shared.runUntilIdle()
    #expect(s.contentOffset.y == 700)
    #expect(!s.isDecelerating)
    #expect(d.log == ["willBeginDragging", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating", "didEndDecelerating"])
    w.isHidden = true
  }

  @Test("UIKit: bounces rubber-bands past the edge and returns; without bounces the offset stops at the edge")
  func rubberBand() {
    let (s, w, _) = make()
    let finger = w.touchDown(at: CGPoint(x: 150, y: 100))
    finger.move(to: CGPoint(x: 150, y: 300), duration: 0.2)
    let pulled = -s.contentOffset.y
    #expect(pulled > 0 && pulled < 200)
    finger.lift()
    UIApplication.shared.runUntilIdle()
    // The edge is the top of the adjusted inset: the window's safe area (59 pt on an iPhone 15).
    #expect(s.adjustedContentInset.top == 59)
    #expect(s.contentOffset.y == -59)
    s.bounces = false
    let again = w.touchDown(at: CGPoint(x: 150, y: 100))
    again.move(to: CGPoint(x: 150, y: 300), duration: 0.2)
    #expect(s.contentOffset.y == -59)
    again.lift()
    w.isHidden = true
  }

  @Test("Paging: a release rests on a page boundary; isScrollEnabled false disables the pan")
  func pagingAndDisabled() {
    let (s, w, _) = make()
    s.isPagingEnabled = true
    let finger = w.touchDown(at: CGPoint(x: 150, y: 500))
    finger.move(to: CGPoint(x: 150, y: 100), duration: 0.4)
    finger.move(to: CGPoint(x: 150, y: 100), duration: 0.2)
    finger.lift()
    UIApplication.shared.runUntilIdle()
    #expect(s.contentOffset.y == 600)
    s.isScrollEnabled = false
    #expect(!s.panGestureRecognizer.isEnabled)
    w.drag(from: CGPoint(x: 150, y: 500), to: CGPoint(x: 150, y: 100), duration: 0.2)
    #expect(s.contentOffset.y == 600)
    w.isHidden = true
  }

  @Test("UIKit: a slider keeps a drag that starts on its thumb inside a scroll view (gestureRecognizerShouldBegin docs); elsewhere the scroll view pans")
  func sliderInScrollView() {
    let (s, w, _) = make()
    let slider = UISlider(frame: CGRect(x: 0, y: 100, width: 228, height: 31))
    s.addSubview(slider)
    // The content rests 59 pt down (the safe area): the thumb's centre is at y 115 + 59.
    w.drag(from: CGPoint(x: 14, y: 174), to: CGPoint(x: 114, y: 219), duration: 0.2)
    #expect(abs(slider.value - 0.5) < 0.001)
    #expect(s.contentOffset.y == -59)
    w.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 300), duration: 0.2)
    #expect(s.contentOffset.y > -59)
    w.isHidden = true
  }

  @Test("adjustedContentInset is contentInset plus the safe area the adjustment behaviour lets through")
  func insets() {
    let s = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    s.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
    #expect(s.adjustedContentInset == s.contentInset)
    s.contentInsetAdjustmentBehavior = .never
    #expect(s.adjustedContentInset == UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0))
    // Code may set any offset (UIKit does not clamp it); scrollRectToVisible stays within the
    // content plus its insets.
    s.contentSize = CGSize(width: 100, height: 300)
    s.setContentOffset(CGPoint(x: 0, y: 1000), animated: false)
    #expect(s.contentOffset.y == 1000)
    s.scrollRectToVisible(CGRect(x: 0, y: -50, width: 10, height: 10), animated: false)
    #expect(s.contentOffset.y == -10)
  }
}
