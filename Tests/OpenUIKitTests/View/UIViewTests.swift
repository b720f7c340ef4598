import Foundation
import OpenUIKitTesting
import Testing
import UIKit

/// UIView geometry, hierarchy, conversion and hit-testing.
@MainActor
@Suite(.serialized)
struct UIViewTests {
  @Test("UIView: frame, bounds and center are views of the layer's geometry")
  func geometry() {
    let v = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    #expect(v.center == CGPoint(x: 60, y: 45))
    #expect(v.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(v.layer.position == v.center)
    v.bounds.origin = CGPoint(x: 5, y: 5)
    #expect(v.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
    v.transform = CGAffineTransform(scaleX: 2, y: 2)
    #expect(v.frame == CGRect(x: -40, y: -5, width: 200, height: 100))
    #expect(v.bounds.size == CGSize(width: 100, height: 50))
  }

  @Test("UIView: subview order, insertion APIs and the layer tree stay in step")
  func hierarchy() {
    let root = UIView()
    let a = UIView(), b = UIView(), c = UIView()
    root.addSubview(a)
    root.addSubview(b)
    root.insertSubview(c, belowSubview: b)
    #expect(root.subviews.map { ObjectIdentifier($0) } == [a, c, b].map { ObjectIdentifier($0) })
    #expect(root.layer.sublayers?.map { ObjectIdentifier($0) } == [a, c, b].map { ObjectIdentifier($0.layer) })
    root.bringSubviewToFront(a)
    #expect(root.subviews.last === a)
    root.sendSubviewToBack(a)
    #expect(root.subviews.first === a)
    root.exchangeSubview(at: 0, withSubviewAt: 2)
    #expect(root.subviews.first === b && root.subviews.last === a)
    c.removeFromSuperview()
    #expect(c.superview == nil && c.layer.superlayer == nil)
    #expect(root.subviews.count == 2)
    a.tag = 7
    #expect(root.viewWithTag(7) === a)
    #expect(a.isDescendant(of: root))
  }

  @Test("UIView: didMoveToSuperview / didMoveToWindow are delivered to the moved subtree")
  func moveCallbacks() {
    final class Probe: UIView {
      var calls: [String] = []
      override func didMoveToSuperview() { calls.append("superview") }
      override func didMoveToWindow() { calls.append("window:\(window != nil)") }
    }
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.makeKeyAndVisible()
    let container = UIView()
    let probe = Probe()
    container.addSubview(probe)
    #expect(probe.calls == ["superview"])
    window.addSubview(container)
    #expect(probe.calls == ["superview", "window:true"])
    #expect(probe.window === window)
    container.removeFromSuperview()
    #expect(probe.calls.last == "window:false")
  }

  @Test("UIView: convert between views and hit-testing respect hidden, alpha and interaction")
  func convertAndHitTest() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    window.makeKeyAndVisible()
    let a = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    let b = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    window.addSubview(a)
    a.addSubview(b)
    #expect(b.convert(CGPoint.zero, to: window) == CGPoint(x: 60, y: 60))
    #expect(window.convert(CGPoint(x: 65, y: 65), to: b) == CGPoint(x: 5, y: 5))
    #expect(a.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: nil) == CGRect(x: 50, y: 50, width: 10, height: 10))
    #expect(window.hitTest(CGPoint(x: 65, y: 65), with: nil) === b)
    #expect(window.hitTest(CGPoint(x: 140, y: 140), with: nil) === a)
    b.isHidden = true
    #expect(window.hitTest(CGPoint(x: 65, y: 65), with: nil) === a)
    a.isUserInteractionEnabled = false
    #expect(window.hitTest(CGPoint(x: 65, y: 65), with: nil) === window)
  }

  @Test("UIView: autoresizing shares a size change among the flexible parts")
  func autoresizing() {
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let fill = UIView(frame: CGRect(x: 10, y: 10, width: 180, height: 180))
    fill.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    let pinnedRight = UIView(frame: CGRect(x: 150, y: 0, width: 50, height: 50))
    pinnedRight.autoresizingMask = [.flexibleLeftMargin]
    parent.addSubview(fill)
    parent.addSubview(pinnedRight)
    parent.frame = CGRect(x: 0, y: 0, width: 300, height: 250)
    #expect(fill.frame == CGRect(x: 10, y: 10, width: 280, height: 230))
    #expect(pinnedRight.frame == CGRect(x: 250, y: 0, width: 50, height: 50))
  }

  @Test("UIView: layoutSubviews runs once per setNeedsLayout, from layoutIfNeeded or the frame's layout pass")
  func layoutPass() {
    final class Counting: UIView {
      var layouts = 0
      override func layoutSubviews() { layouts += 1 }
    }
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.makeKeyAndVisible()
    let v = Counting(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    window.addSubview(v)
    UIApplication.shared.advance(by: 1.0 / 60)
    let after = v.layouts
    #expect(after >= 1)
    v.setNeedsLayout()
    v.layoutIfNeeded()
    v.layoutIfNeeded()
    #expect(v.layouts == after + 1)
  }
}
