import Foundation
import OpenUIKitTesting
import Testing
import UIKit

/// `UIView.animateKeyframes` in the cubic, paced, cubic paced and discrete calculation modes:
/// one `CAKeyframeAnimation` per animated property, whose presentation values are what Core
/// Animation gives for the same keyframe animation (Docs/Behaviour/motion19.md "Keyframe
/// calculation modes").
@MainActor
@Suite(.serialized)
struct KeyframeCalculationModeTests {
  func host() -> (UIWindow, UIView) {
    let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    w.makeKeyAndVisible()
    let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    w.addSubview(v)
    UIApplication.shared.runUntilIdle()
    return (w, v)
  }

  func position(_ v: UIView) -> CGPoint { v.layer.presentation()?.position ?? CGPoint(x: CGFloat.nan, y: .nan) }

  /// A layer carrying the hand-built keyframe animation Core Animation would run for the same
  /// values, key times and mode, to compare with.
  func reference(
    in window: UIWindow, values: [CGPoint], keyTimes: [Double]?, mode: CAAnimationCalculationMode, duration: Double
  ) -> CALayer {
    let layer = CALayer()
    layer.position = values.last ?? .zero
    window.layer.addSublayer(layer)
    let animation = CAKeyframeAnimation(keyPath: "position")
    animation.values = values
    animation.keyTimes = keyTimes?.map { NSNumber(value: $0) }
    animation.calculationMode = mode
    animation.duration = duration
    layer.add(animation, forKey: "reference")
    return layer
  }

  /// Catmull-Rom through `points` at `keyTimes` (end points repeated), written out: the
  /// formula of Core Animation's cubic mode with tension, continuity and bias 0.
  func catmullRom(_ points: [CGPoint], _ keyTimes: [Double], at f: Double) -> CGPoint {
    var i = 0
    while i < points.count - 2 && f >= keyTimes[i + 1] { i += 1 }
    let u = (f - keyTimes[i]) / (keyTimes[i + 1] - keyTimes[i])
    let p0 = points[max(i - 1, 0)], p1 = points[i], p2 = points[i + 1], p3 = points[min(i + 2, points.count - 1)]
    func c(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) -> CGFloat {
      let u2 = u * u, u3 = u2 * u
      return 0.5 * ((-u3 + 2 * u2 - u) * a + (3 * u3 - 5 * u2 + 2) * b + (-3 * u3 + 4 * u2 + u) * c + (u3 - u2) * d)
    }
    return CGPoint(x: c(p0.x, p1.x, p2.x, p3.x), y: c(p0.y, p1.y, p2.y, p3.y))
  }

  func distance(_ a: CGPoint, _ b: CGPoint) -> Double { Double(hypot(a.x - b.x, a.y - b.y)) }

  @Test("UIKit: .calculationModeCubic makes one CAKeyframeAnimation per property (keyTimes from the keyframes, cubic mode); the view follows Catmull-Rom through the keyframe values, as Core Animation's own keyframe animation does")
  func cubicFollowsCatmullRom() throws {
    let (w, v) = host()
    defer { w.isHidden = true }
    var finished: [Bool] = []
    UIView.animateKeyframes(withDuration: 0.9, delay: 0, options: [.calculationModeCubic], animations: {
      UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1.0 / 3) { v.center = CGPoint(x: 200, y: 50) }
      UIView.addKeyframe(withRelativeStartTime: 1.0 / 3, relativeDuration: 1.0 / 3) { v.center = CGPoint(x: 200, y: 300) }
      UIView.addKeyframe(withRelativeStartTime: 2.0 / 3, relativeDuration: 1.0 / 3) { v.center = CGPoint(x: 50, y: 300) }
    }, completion: { finished.append($0) })
    #expect(v.center == CGPoint(x: 50, y: 300))
    let animation = try #require(v.layer.animation(forKey: "position") as? CAKeyframeAnimation)
    #expect(animation.calculationMode == .cubic)
    #expect(animation.values?.count == 4)
    #expect(animation.keyTimes?.map(\.doubleValue).map { ($0 * 3).rounded() } == [0, 1, 2, 3])
    #expect(v.layer.animationKeys() == ["position"])
    let points = [CGPoint(x: 50, y: 50), CGPoint(x: 200, y: 50), CGPoint(x: 200, y: 300), CGPoint(x: 50, y: 300)]
    let times = [0, 1.0 / 3, 2.0 / 3, 1]
    let ref = reference(in: w, values: points, keyTimes: times, mode: .cubic, duration: 0.9)
    var offChord = 0.0
    for _ in 0..<8 {
      UIApplication.shared.advance(by: 0.1)
      let f = (CACurrentMediaTime() - animation.beginTime) / 0.9
      let p = position(v)
      #expect(distance(p, ref.presentation()?.position ?? .zero) < 1e-6, "f \(f)")
      #expect(distance(p, catmullRom(points, times, at: f)) < 1e-6, "f \(f): \(p)")
      // The first segment runs along y = 50 in a straight line; the spline leaves it.
      if f < 1.0 / 3 { offChord = max(offChord, abs(Double(p.y) - 50)) }
    }
    #expect(offChord > 1, "a cubic curve, not straight segments")
    UIApplication.shared.runUntilIdle()
    #expect(finished == [true])
    #expect(position(v) == CGPoint(x: 50, y: 300))
  }

  @Test("UIKit: a cubic keyframe starting after a gap — the value before it is repeated at its start time (values [old, old, new]); the presentation is Core Animation's cubic through those values")
  func cubicGapRepeatsPreviousValue() throws {
    let (w, v) = host()
    defer { w.isHidden = true }
    UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.calculationModeCubic], animations: {
      UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25) { v.center.x = 250 }
    })
    let animation = try #require(v.layer.animation(forKey: "position") as? CAKeyframeAnimation)
    #expect(animation.keyTimes?.map(\.doubleValue) == [0, 0.5, 0.75, 1])
    let points = [CGPoint(x: 50, y: 50), CGPoint(x: 50, y: 50), CGPoint(x: 250, y: 50), CGPoint(x: 250, y: 50)]
    let ref = reference(in: w, values: points, keyTimes: [0, 0.5, 0.75, 1], mode: .cubic, duration: 1)
    for _ in 0..<6 {
      UIApplication.shared.advance(by: 0.15)
      let f = CACurrentMediaTime() - animation.beginTime
      #expect(distance(position(v), ref.presentation()?.position ?? .zero) < 1e-6, "f \(f)")
      #expect(distance(position(v), catmullRom(points, [0, 0.5, 0.75, 1], at: min(f, 1))) < 1e-6, "f \(f)")
    }
    UIApplication.shared.runUntilIdle()
    #expect(position(v).x == 250)
  }

  @Test("UIKit [D] (calculationModePaced: 'evenly paced'; CA paced ignores keyTimes): the keyframes' own start times and durations are ignored; the view moves at one speed over the whole path")
  func pacedIgnoresKeyframeTimes() throws {
    let (w, v) = host()
    defer { w.isHidden = true }
    UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.calculationModePaced], animations: {
      // 300 pt in the first tenth, 100 pt in the rest: paced gives 3/4 of the time to the first.
      UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.1) { v.center.x = 350 }
      UIView.addKeyframe(withRelativeStartTime: 0.1, relativeDuration: 0.9) { v.center.y = 150 }
    })
    let keys = v.layer.animationKeys() ?? []
    #expect(keys == ["position"], "one animation for the property, both keyframes in it")
    let animation = try #require(v.layer.animation(forKey: "position") as? CAKeyframeAnimation)
    #expect(animation.calculationMode == .paced)
    #expect(animation.values?.count == 3)
    for _ in 0..<5 {
      UIApplication.shared.advance(by: 0.15)
      let f = CACurrentMediaTime() - animation.beginTime
      let travelled = 400 * f
      let expected =
        travelled <= 300 ? CGPoint(x: 50 + travelled, y: 50) : CGPoint(x: 350, y: 50 + (travelled - 300))
      let p = position(v)
      #expect(distance(p, expected) < 1e-6, "f \(f): \(p) vs \(expected)")
    }
    UIApplication.shared.runUntilIdle()
    #expect(position(v) == CGPoint(x: 350, y: 150))
  }

  @Test("UIKit [D] (calculationModeCubicPaced: cubic, timing implied for constant velocity): the presentation is Core Animation's cubicPaced animation through the keyframe values; keyframe times ignored")
  func cubicPacedMatchesCoreAnimation() throws {
    let (w, v) = host()
    defer { w.isHidden = true }
    UIView.animateKeyframes(withDuration: 0.8, delay: 0, options: [.calculationModeCubicPaced], animations: {
      UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.9) { v.center = CGPoint(x: 250, y: 50) }
      UIView.addKeyframe(withRelativeStartTime: 0.9, relativeDuration: 0.1) { v.center = CGPoint(x: 250, y: 450) }
    })
    let animation = try #require(v.layer.animation(forKey: "position") as? CAKeyframeAnimation)
    #expect(animation.calculationMode == .cubicPaced)
    #expect(animation.keyTimes == nil)
    let points = [CGPoint(x: 50, y: 50), CGPoint(x: 250, y: 50), CGPoint(x: 250, y: 450)]
    let ref = reference(in: w, values: points, keyTimes: nil, mode: .cubicPaced, duration: 0.8)
    // Paced key times: distances 200 and 400 of 600 → [0, 1/3, 1].
    let times = [0, 1.0 / 3, 1]
    for _ in 0..<5 {
      UIApplication.shared.advance(by: 0.15)
      let f = (CACurrentMediaTime() - animation.beginTime) / 0.8
      #expect(distance(position(v), ref.presentation()?.position ?? .zero) < 1e-6, "f \(f)")
      #expect(distance(position(v), catmullRom(points, times, at: f)) < 1e-6, "f \(f)")
    }
    UIApplication.shared.runUntilIdle()
    #expect(position(v) == CGPoint(x: 250, y: 450))
  }

  @Test("UIKit: .calculationModeDiscrete — each keyframe's value appears at its start time, no values in between (one discrete CAKeyframeAnimation per property)")
  func discreteJumpsAtKeyframeStarts() throws {
    let (w, v) = host()
    defer { w.isHidden = true }
    var finished: [Bool] = []
    UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.calculationModeDiscrete], animations: {
      UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.5) { v.alpha = 0.5 }
      UIView.addKeyframe(withRelativeStartTime: 0.6, relativeDuration: 0.2) { v.alpha = 0.2 }
    }, completion: { finished.append($0) })
    let animation = try #require(v.layer.animation(forKey: "opacity") as? CAKeyframeAnimation)
    #expect(animation.calculationMode == .discrete)
    #expect(animation.keyTimes?.map(\.doubleValue) == [0, 0.25, 0.6, 1])
    func opacity() -> Float { v.layer.presentation()?.opacity ?? -1 }
    UIApplication.shared.advance(by: 0.2)
    #expect(opacity() == 1)
    UIApplication.shared.advance(by: 0.1)
    #expect(abs(opacity() - 0.5) < 1e-6)
    UIApplication.shared.advance(by: 0.25)
    #expect(abs(opacity() - 0.5) < 1e-6)
    UIApplication.shared.advance(by: 0.1)
    #expect(abs(opacity() - 0.2) < 1e-6)
    UIApplication.shared.runUntilIdle()
    #expect(finished == [true])
    #expect(abs(opacity() - 0.2) < 1e-6)
  }

  @Test("UIKit: a cubic keyframe block's delay times the keyframe animation; other properties get their own animation")
  func cubicDelayAndSeparateProperties() throws {
    let (w, v) = host()
    defer { w.isHidden = true }
    UIView.animateKeyframes(withDuration: 0.5, delay: 0.25, options: [.calculationModeCubic], animations: {
      UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { v.center.x = 150; v.alpha = 0.5 }
      UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { v.center.x = 250 }
    })
    #expect(Set(v.layer.animationKeys() ?? []) == ["position", "opacity"])
    let opacity = try #require(v.layer.animation(forKey: "opacity") as? CAKeyframeAnimation)
    #expect(opacity.keyTimes?.map(\.doubleValue) == [0, 0.5, 1])
    UIApplication.shared.advance(by: 0.2)
    #expect(position(v).x == 50, "still in the delay (fill backwards)")
    UIApplication.shared.runUntilIdle()
    #expect(position(v).x == 250)
    #expect(v.layer.presentation()?.opacity == 0.5)
  }
}
