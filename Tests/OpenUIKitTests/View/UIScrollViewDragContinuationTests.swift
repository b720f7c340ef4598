import Foundation
import OpenQuartzCore
import OpenUIKit
import OpenUIKitTesting
import Testing
import UIKit

/// Holds a scroll view's content still from scrollViewDidScroll while `hold` is on (what
/// pan-modal sheets and "lock scrolling" code do).
@MainActor
private final class Holder: NSObject, UIScrollViewDelegate {
  var hold = false
  var rest: CGFloat = 0
  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    if hold && scrollView.contentOffset.y != rest { scrollView.contentOffset.y = rest }
  }
}

@MainActor
@Suite(.serialized)
struct UIScrollViewDragContinuationTests {
  @Test("UIKit: an offset set by code during a drag is where the drag goes on from — the content then moves by the finger's further movement, with no jump by the movement it was held through (Docs/Behaviour/libs18.md)")
  func dragContinuesFromOffsetSetByCode() {
    let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
    w.makeKeyAndVisible()
    defer { w.isHidden = true }
    let s = UIScrollView(frame: w.bounds)
    s.contentSize = CGSize(width: 300, height: 2000)
    let holder = Holder()
    s.delegate = holder
    w.addSubview(s)
    UIApplication.shared.runUntilIdle()
    UIApplication.shared.advance(by: 1.0 / 60)
    holder.rest = s.contentOffset.y
    #expect(holder.rest == -59)
    holder.hold = true
    let finger = w.touchDown(at: CGPoint(x: 150, y: 500))
    finger.move(to: CGPoint(x: 150, y: 400), duration: 0.3)
    #expect(s.contentOffset.y == -59)
    holder.hold = false
    finger.move(to: CGPoint(x: 150, y: 350), duration: 0.2)
    // 50 pt of finger movement since the hold ended: 50 pt of scrolling (not 150).
    #expect(abs(s.contentOffset.y - (-9)) < 0.5, "\(s.contentOffset.y)")
    finger.move(to: CGPoint(x: 150, y: 350), duration: 0.2)
    finger.lift()
    UIApplication.shared.runUntilIdle()
  }

  @Test("UIKit: a drag nobody interferes with still tracks the finger exactly (offset = start − translation)")
  func plainDragUnchanged() {
    let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
    w.makeKeyAndVisible()
    defer { w.isHidden = true }
    let s = UIScrollView(frame: w.bounds)
    s.contentSize = CGSize(width: 300, height: 2000)
    w.addSubview(s)
    UIApplication.shared.runUntilIdle()
    UIApplication.shared.advance(by: 1.0 / 60)
    let start = s.contentOffset.y
    let finger = w.touchDown(at: CGPoint(x: 150, y: 500))
    finger.move(to: CGPoint(x: 150, y: 400), duration: 0.3)
    let translation = s.panGestureRecognizer.translation(in: w).y
    #expect(s.contentOffset.y == start - translation)
    finger.move(to: CGPoint(x: 150, y: 400), duration: 0.2)
    finger.lift()
    UIApplication.shared.runUntilIdle()
  }
}
