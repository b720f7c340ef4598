import Foundation
import Testing
import UIKit
import OpenUIKitTesting

/// The like-burst and onboarding library (PathAnimationCode.swift): presentation values read at
/// media-clock times, checked against Core Animation's formulas written out here.
@MainActor @Suite(.serialized) struct PathAnimationTests {
  func host(_ view: UIView) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    window.makeKeyAndVisible()
    window.addSubview(view)
    UIApplication.shared.runUntilIdle()
    return window
  }

  /// Seconds since `layer`'s animation `key` began.
  func elapsed(_ layer: CALayer, _ key: String) -> Double {
    CACurrentMediaTime() - (layer.animation(forKey: key)?.beginTime ?? .nan)
  }

  /// A cubic Bézier timing curve through (0,0), (x1,y1), (x2,y2), (1,1): y at x, by bisection.
  func bezierTiming(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
    func component(_ a: Double, _ b: Double, _ t: Double) -> Double {
      3 * (1 - t) * (1 - t) * t * a + 3 * (1 - t) * t * t * b + t * t * t
    }
    var lo = 0.0, hi = 1.0
    for _ in 0..<100 {
      let mid = (lo + hi) / 2
      if component(x1, x2, mid) < x { lo = mid } else { hi = mid }
    }
    return component(y1, y2, (lo + hi) / 2)
  }

  @Test("CAKeyframeAnimation values/keyTimes/timingFunctions: the heart's scale at time t is value[i] + (value[i+1] − value[i])·f_i((t/d − k_i)/(k_{i+1} − k_i))")
  func heartPopFollowsKeyTimes() {
    let like = LikeButtonView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
    let window = host(like)
    defer { window.isHidden = true }
    like.pop()
    let values: [Double] = [0, 1.3, 0.9, 1]
    let keyTimes = [0, 0.5, 0.8, 1]
    let curves = [(0.0, 0.0, 0.58, 1.0), (0.42, 0.0, 0.58, 1.0), (0.42, 0.0, 1.0, 1.0)]  // easeOut, easeInEaseOut, easeIn
    for step in [0.1, 0.15, 0.1, 0.1] {
      UIApplication.shared.advance(by: step)
      let t = elapsed(like.heart, "pop")
      let f = t / 0.5
      let i = f < 0.5 ? 0 : (f < 0.8 ? 1 : 2)
      let u = (f - keyTimes[i]) / (keyTimes[i + 1] - keyTimes[i])
      let c = curves[i]
      let expected = values[i] + (values[i + 1] - values[i]) * bezierTiming(c.0, c.1, c.2, c.3, at: u)
      let scale = Double(like.heart.presentation()?.transform.m11 ?? -1)
      #expect(abs(scale - expected) < 1e-4, "t \(t): \(scale) vs \(expected)")
    }
    UIApplication.shared.runUntilIdle()
    #expect(like.heart.animation(forKey: "pop") == nil)
    #expect(like.heart.presentation()?.transform.m11 == 1)
  }

  @Test("Floaters: paced along the path (distance = length × eased time / duration, the group's controlPoints curve easing time), turned to the tangent (rotateAuto), fading over the second half")
  func floatersRidePathAtConstantSpeed() {
    let like = LikeButtonView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
    let window = host(like)
    defer { window.isHidden = true }
    like.burst(count: 2)
    #expect(like.floaters.count == 2)
    let floater = like.floaters[0]
    let start = like.heart.position
    // The path (index 0): P0 = start, C1 = start + (40, −60), C2 = start + (−40, −140), P1 = start + (0, −200).
    func bezier(_ t: Double) -> CGPoint {
      let u = 1 - t
      let x = 3 * u * u * t * 40 + 3 * u * t * t * -40
      let y = 3 * u * u * t * -60 + 3 * u * t * t * -140 + t * t * t * -200
      return CGPoint(x: start.x + x, y: start.y + y)
    }
    var lengths: [Double] = [0]
    for i in 1...20_000 {
      let a = bezier(Double(i - 1) / 20_000), b = bezier(Double(i) / 20_000)
      lengths.append(lengths[i - 1] + Double(hypot(b.x - a.x, b.y - a.y)))
    }
    let total = lengths[20_000]
    for step in [0.2, 0.3, 0.3, 0.2] {
      UIApplication.shared.advance(by: step)
      let t = elapsed(floater, "float")
      let eased = 1.2 * bezierTiming(0.25, 0.1, 0.25, 1, at: t / 1.2)
      let target = total * eased / 1.2
      let index = lengths.firstIndex { $0 >= target } ?? 20_000
      let param = Double(index) / 20_000
      let expected = bezier(param)
      let presentation = floater.presentation()
      let position = presentation?.position ?? .zero
      #expect(hypot(position.x - expected.x, position.y - expected.y) < 1.0, "t \(t): \(position) vs \(expected)")
      // Tangent: B'(t) direction.
      let a = bezier(max(param - 1e-4, 0)), b = bezier(min(param + 1e-4, 1))
      let tangent = atan2(Double(b.y - a.y), Double(b.x - a.x))
      let m = presentation?.transform ?? CATransform3DIdentity
      let angle = atan2(Double(m.m12), Double(m.m11))
      var difference = abs(angle - tangent)
      if difference > .pi { difference = 2 * .pi - difference }
      #expect(difference < 0.03, "t \(t): angle \(angle) vs tangent \(tangent)")
      let opacity = Double(presentation?.opacity ?? -1)
      let expectedOpacity = eased < 0.6 ? 1 : 1 - (eased - 0.6) / 0.6
      #expect(abs(opacity - expectedOpacity) < 1e-4, "t \(t): opacity \(opacity) vs \(expectedOpacity)")
    }
  }

  @Test("CATransaction completion runs once when every floater's group has ended (not removed: isRemovedOnCompletion false), after the whole group duration and not before")
  func burstCompletionCleansUp() {
    let like = LikeButtonView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
    let window = host(like)
    defer { window.isHidden = true }
    like.burst(count: 3)
    let kept = like.floaters[1]
    UIApplication.shared.advance(by: 1.0)
    #expect(like.finishedBursts == 0)
    #expect(like.floaters.count == 3)
    UIApplication.shared.advance(by: 0.4)
    #expect(like.finishedBursts == 1)
    #expect(like.floaters.isEmpty)
    #expect(kept.superlayer == nil)
    // Not removed on completion: the group stays on the (now detached) layer.
    #expect(kept.animation(forKey: "float") != nil)
    #expect(kept.animation(forKey: "float")?.isRemovedOnCompletion == false)
    UIApplication.shared.runUntilIdle()
    #expect(like.finishedBursts == 1)
  }

  @Test("CAKeyframeAnimation .cubic: between spots the dot is on the Catmull-Rom spline ½[(−u³+2u²−u)P₀ + (3u³−5u²+2)P₁ + (−3u³+4u²+u)P₂ + (u³−u²)P₃] (end points repeated), through every spot at its key time")
  func tourFollowsCatmullRom() {
    let hint = OnboardingHintView(frame: CGRect(x: 0, y: 0, width: 393, height: 400))
    let window = host(hint)
    defer { window.isHidden = true }
    hint.tour()
    #expect(hint.dot.position == OnboardingHintView.spots[3])
    let spots = OnboardingHintView.spots
    for step in [0.5, 0.6, 0.7, 0.8] {
      UIApplication.shared.advance(by: step)
      let t = elapsed(hint.dot, "tour")
      let f = t / 3 * 3
      let i = min(Int(f), 2)
      let u = f - Double(i)
      let p0 = spots[max(i - 1, 0)], p1 = spots[i], p2 = spots[i + 1], p3 = spots[min(i + 2, 3)]
      let w0 = 0.5 * (-u * u * u + 2 * u * u - u)
      let w1 = 0.5 * (3 * u * u * u - 5 * u * u + 2)
      let w2 = 0.5 * (-3 * u * u * u + 4 * u * u + u)
      let w3 = 0.5 * (u * u * u - u * u)
      let expected = CGPoint(
        x: w0 * p0.x + w1 * p1.x + w2 * p2.x + w3 * p3.x, y: w0 * p0.y + w1 * p1.y + w2 * p2.y + w3 * p3.y)
      let position = hint.dot.presentation()?.position ?? .zero
      #expect(hypot(position.x - expected.x, position.y - expected.y) < 1e-6, "t \(t)")
      // Not the straight line between the spots (the spline bends) unless at a spot.
      let linear = CGPoint(x: p1.x + (p2.x - p1.x) * u, y: p1.y + (p2.y - p1.y) * u)
      if u > 0.25 && u < 0.75 { #expect(hypot(position.x - linear.x, position.y - linear.y) > 1) }
    }
    UIApplication.shared.runUntilIdle()
    #expect(hint.dot.presentation()?.position == spots[3])
  }

  @Test("CAKeyframeAnimation .discrete: the dot's opacity is values[⌊t/d·n⌋] (no interpolation)")
  func blinkIsDiscrete() {
    let hint = OnboardingHintView(frame: CGRect(x: 0, y: 0, width: 393, height: 400))
    let window = host(hint)
    defer { window.isHidden = true }
    hint.blink()
    let values: [Float] = [1, 0, 1, 0]
    var seen = Set<Float>()
    for _ in 0..<6 {
      UIApplication.shared.advance(by: 0.125)
      let t = elapsed(hint.dot, "blink")
      guard t < 0.8 else { break }
      let expected = values[min(Int(t / 0.8 * 4), 3)]
      let opacity = hint.dot.presentation()?.opacity
      #expect(opacity == expected, "t \(t)")
      seen.insert(opacity ?? -1)
    }
    #expect(seen == [0, 1])
  }

  @Test("CASpringAnimation: duration = settlingDuration; scale(t) = 2 − e^(−ζω₀t)(cos ω_d t + ζω₀/ω_d · sin ω_d t) with ω₀ = √(k/m), ζ = c/(2√(km)); at rest by the end")
  func springSettles() {
    let hint = OnboardingHintView(frame: CGRect(x: 0, y: 0, width: 393, height: 400))
    let window = host(hint)
    defer { window.isHidden = true }
    let spring = hint.emphasize()
    let settling = spring.settlingDuration
    #expect(hint.dot.animation(forKey: "emphasize")?.duration == settling)
    let w0 = sqrt(200.0), zeta = 10 / (2 * sqrt(200.0)), wd = w0 * sqrt(1 - zeta * zeta)
    #expect(exp(-zeta * w0 * settling) < 0.01)
    var overshoot = false
    for _ in 0..<6 {
      UIApplication.shared.advance(by: 0.1)
      let t = elapsed(hint.dot, "emphasize")
      let expected = 2 - exp(-zeta * w0 * t) * (cos(wd * t) + zeta * w0 / wd * sin(wd * t))
      let scale = Double(hint.dot.presentation()?.transform.m11 ?? -1)
      #expect(abs(scale - expected) < 1e-6, "t \(t): \(scale) vs \(expected)")
      if scale > 2 { overshoot = true }
    }
    #expect(overshoot)
    UIApplication.shared.runUntilIdle()
    #expect(hint.dot.animation(forKey: "emphasize") == nil)
    #expect(hint.dot.presentation()?.transform.m11 == 2)
  }

  @Test("UIView.animateKeyframes: model values are the last keyframe's at once; the presentation passes the first keyframe's spot at its end (1/3 of 0.9 s); completion(true) after the whole duration")
  func badgeKeyframes() {
    let badge = UIView(frame: CGRect(x: 25, y: 75, width: 50, height: 50))
    let window = host(badge)
    defer { window.isHidden = true }
    let animator = HintBadgeAnimator(badge: badge)
    animator.run()
    #expect(badge.center == CGPoint(x: 50, y: 300))
    #expect(badge.alpha == 0.5)
    UIApplication.shared.advance(by: 0.3)
    let atFirst = badge.layer.presentation()?.position ?? .zero
    #expect(abs(atFirst.x - 200) < 10 && abs(atFirst.y - 100) < 10, "\(atFirst)")
    // The fade keyframe starts at 2/3: its cubic animation runs through [1, 1, 0.5] at key times
    // [0, 2/3, 1] (Docs/Behaviour/motion19.md), so at 1/3 of the way (u = 1/2 of the first
    // segment) Catmull-Rom gives 1 + ½(u³ − u²)(0.5 − 1) = 1.03125, not a flat 1.
    let f = elapsed(badge.layer, "opacity") / 0.9
    let u = f / (2.0 / 3)
    let fade = 1 + 0.5 * (u * u * u - u * u) * (0.5 - 1)
    #expect(abs(Double(badge.layer.presentation()?.opacity ?? 0) - fade) < 1e-5, "f \(f)")
    UIApplication.shared.advance(by: 0.3)
    let atSecond = badge.layer.presentation()?.position ?? .zero
    #expect(abs(atSecond.x - 200) < 10 && abs(atSecond.y - 300) < 10, "\(atSecond)")
    UIApplication.shared.advance(by: 0.25)
    #expect(animator.finished == nil)
    UIApplication.shared.runUntilIdle()
    #expect(animator.finished == true)
    #expect(badge.layer.presentation()?.position == CGPoint(x: 50, y: 300))
  }
}
