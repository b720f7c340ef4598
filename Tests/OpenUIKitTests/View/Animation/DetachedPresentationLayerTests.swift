import Foundation
import OpenUIKitTesting
import Testing
import UIKit

/// `presentation()` of a layer taken out of its tree: Core Animation keeps the layer's
/// animations (removing a layer from its superlayer removes none), so the presentation still
/// answers from them (Docs/Behaviour/motion19.md "Presentation of a detached layer").
@MainActor
@Suite(.serialized)
struct DetachedPresentationLayerTests {
  func host() -> (UIWindow, UIView) {
    let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    w.makeKeyAndVisible()
    let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    w.addSubview(v)
    UIApplication.shared.runUntilIdle()
    return (w, v)
  }

  func slide(_ layer: CALayer, removedOnCompletion: Bool) {
    let animation = CABasicAnimation(keyPath: "position.x")
    animation.fromValue = 50
    animation.toValue = 250
    animation.duration = 1
    animation.timingFunction = CAMediaTimingFunction(name: .linear)
    animation.isRemovedOnCompletion = removedOnCompletion
    animation.fillMode = removedOnCompletion ? .removed : .forwards
    layer.add(animation, forKey: "slide")
  }

  @Test("Core Animation: a finished isRemovedOnCompletion = false animation (fill forwards) on a layer removed from its superlayer still gives the presentation its end value")
  func finishedFilledAnimationOutlivesRemoval() throws {
    let (w, v) = host()
    defer { w.isHidden = true }
    slide(v.layer, removedOnCompletion: false)
    UIApplication.shared.advance(by: 1.5)
    #expect(v.layer.presentation()?.position.x == 250)
    v.layer.removeFromSuperlayer()
    #expect(v.layer.animation(forKey: "slide") != nil)
    #expect(v.layer.presentation()?.position.x == 250, "from the animation, not the model (50)")
    #expect(v.layer.position.x == 50)
    UIApplication.shared.advance(by: 0.5)
    #expect(v.layer.presentation()?.position.x == 250)
  }

  @Test("Core Animation: a running animation on a view removed from its superview goes on in the detached layer's presentation (media time, no superlayer timing)")
  func runningAnimationOutlivesRemoval() throws {
    let (w, v) = host()
    defer { w.isHidden = true }
    slide(v.layer, removedOnCompletion: true)
    UIApplication.shared.advance(by: 0.25)
    let before = try #require(v.layer.presentation()).position.x
    #expect(abs(before - 100) < 1e-6)
    v.removeFromSuperview()
    let at = try #require(v.layer.presentation()).position.x
    #expect(abs(at - 100) < 1e-6, "still the animation's value: \(at)")
    UIApplication.shared.advance(by: 0.25)
    let later = try #require(v.layer.presentation()).position.x
    #expect(abs(later - 150) < 1e-6, "the animation goes on: \(later)")
    UIApplication.shared.advance(by: 1)
    #expect(v.layer.presentation()?.position.x == 50, "removed on completion: the model value")
    #expect(v.layer.animation(forKey: "slide") == nil)
  }

  @Test("Core Animation: a UIView block animation's presentation answers after the view left the window, and its completion still fires with true")
  func blockAnimationOnRemovedView() throws {
    let (w, v) = host()
    defer { w.isHidden = true }
    var finished: [Bool] = []
    UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { v.center.x = 250 }, completion: {
      finished.append($0)
    })
    UIApplication.shared.advance(by: 0.5)
    v.removeFromSuperview()
    let at = try #require(v.layer.presentation()).position.x
    #expect(abs(at - 150) < 1e-6, "\(at)")
    UIApplication.shared.runUntilIdle()
    #expect(finished == [true])
    #expect(v.layer.presentation()?.position.x == 250)
  }

  @Test("Core Animation: a detached layer put back in a tree keeps its animation's timing (the same value as had it stayed)")
  func reattachedLayerKeepsTiming() throws {
    let (w, v) = host()
    defer { w.isHidden = true }
    slide(v.layer, removedOnCompletion: false)
    UIApplication.shared.advance(by: 0.25)
    v.removeFromSuperview()
    UIApplication.shared.advance(by: 0.25)
    w.addSubview(v)
    let x = try #require(v.layer.presentation()).position.x
    #expect(abs(x - 150) < 1e-6, "\(x)")
  }

  @Test("Core Animation: an isRemovedOnCompletion = false animation that ends while its layer is out of the tree holds its end value (fill forwards) in the detached presentation; a plain sublayer taken out answers the same")
  func endsWhileDetached() throws {
    let (w, v) = host()
    defer { w.isHidden = true }
    let dot = CALayer()
    dot.position = CGPoint(x: 50, y: 10)
    v.layer.addSublayer(dot)
    slide(v.layer, removedOnCompletion: false)
    slide(dot, removedOnCompletion: false)
    UIApplication.shared.advance(by: 0.5)
    v.removeFromSuperview()
    dot.removeFromSuperlayer()
    UIApplication.shared.advance(by: 1)
    #expect(v.layer.presentation()?.position.x == 250)
    #expect(dot.presentation()?.position.x == 250)
    #expect(dot.position.x == 50)
  }
}
