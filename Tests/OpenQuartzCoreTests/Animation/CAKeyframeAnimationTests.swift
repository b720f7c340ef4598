import Foundation
import Testing

@testable import OpenQuartzCore

@MainActor
private func value(_ animation: CAPropertyAnimation, at t: Double, on layer: CALayer = CALayer()) -> CGFloat {
  let t0 = CACurrentMediaTime()
  layer.add(animation, forKey: "k")
  defer { layer.removeAllAnimations() }
  return layer._presentationValues(at: t0 + t).position.x
}

@MainActor
@Test("CA: keyframe linear mode interpolates between values at keyTimes, shaped per segment")
func keyframeLinear() {
  let animation = CAKeyframeAnimation(keyPath: "position.x")
  animation.values = [0, 100, 0]
  animation.keyTimes = [0, 0.25, 1]
  animation.duration = 1
  #expect(near(value(animation, at: 0.125), 50, 1e-9))
  #expect(near(value(animation, at: 0.625), 50, 1e-9))
  animation.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .linear)]
  let expected = 100 * CAMediaTimingFunction(name: .easeIn)._solve(0.5)
  #expect(abs(Double(value(animation, at: 0.125)) - expected) < 1e-9)
  advance(0)
}

@MainActor
@Test("CA: keyframe discrete mode holds each value until the next key time")
func keyframeDiscrete() {
  let animation = CAKeyframeAnimation(keyPath: "position.x")
  animation.values = [10, 20, 30]
  animation.calculationMode = .discrete
  animation.duration = 3
  #expect(value(animation, at: 0.5) == 10)
  #expect(value(animation, at: 1.5) == 20)
  #expect(value(animation, at: 2.5) == 30)
  animation.keyTimes = [0, 0.1, 0.2, 1]
  #expect(value(animation, at: 0.45) == 20)
  #expect(value(animation, at: 0.9) == 30)
  advance(0)
}

@MainActor
@Test("CA: keyframe paced mode spaces key times by distance (constant speed)")
func keyframePaced() {
  let animation = CAKeyframeAnimation(keyPath: "position.x")
  animation.values = [0, 10, 40]
  animation.keyTimes = [0, 0.5, 1]  // ignored in paced mode
  animation.calculationMode = .paced
  animation.duration = 4
  #expect(near(value(animation, at: 1), 10, 1e-9))
  #expect(near(value(animation, at: 3), 30, 1e-9))
  advance(0)
}

@MainActor
@Test("CA: keyframe cubic mode is a Catmull-Rom spline through the values (transforms fall back to linear)")
func keyframeCubic() {
  let animation = CAKeyframeAnimation(keyPath: "position.x")
  animation.values = [0, 10, 0, 10]
  animation.calculationMode = .cubic
  animation.duration = 3
  // It passes through every value...
  #expect(near(value(animation, at: 1), 10, 1e-9))
  #expect(near(value(animation, at: 2), 0, 1e-9))
  // ...and overshoots between the turning points (linear would give exactly 5).
  let mid = value(animation, at: 1.5)
  #expect(near(mid, 5, 1e-9))
  let near1 = value(animation, at: 1.1)
  #expect(near1 > 10 - 1 && near1 != 9, "curved, not the straight line 9")
  let transformFrames = CAKeyframeAnimation(keyPath: "transform")
  transformFrames.values = [CATransform3DIdentity, CATransform3DMakeScale(3, 3, 1)]
  transformFrames.calculationMode = .cubic
  transformFrames.duration = 1
  let layer = CALayer()
  let t0 = CACurrentMediaTime()
  layer.add(transformFrames, forKey: "t")
  #expect(near(layer._presentationValues(at: t0 + 0.5).transform.m11, 2, 1e-9))
  layer.removeAllAnimations()
  advance(0)
}

@MainActor
@Test("CA: a spring animation follows the closed-form progress between from and to")
func springAnimation() {
  let spring = CASpringAnimation(keyPath: "position.x")
  spring.fromValue = 0
  spring.toValue = 100
  spring.damping = 5
  spring.duration = spring.settlingDuration
  let solver = SpringSolver(mass: 1, stiffness: 100, damping: 5)
  #expect(abs(spring.settlingDuration - solver.settlingDuration) < 1e-12)
  #expect(abs(Double(value(spring, at: 0.3)) - 100 * solver.progress(at: 0.3)) < 1e-9)
  let perceptual = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.3)
  #expect(abs(Double(perceptual.stiffness) - 157.91) < 0.01)
  #expect(abs(perceptual.perceptualDuration - 0.5) < 1e-9)
  #expect(abs(Double(perceptual.bounce) - 0.3) < 1e-9)
  advance(0)
}

@MainActor
@Test("CA: group children run in the group's local time and are cut off at its end")
func animationGroup() {
  let slide = CABasicAnimation(keyPath: "position.x")
  slide.fromValue = 0
  slide.toValue = 100
  slide.duration = 1
  let late = CABasicAnimation(keyPath: "opacity")
  late.fromValue = 0
  late.toValue = 1
  late.beginTime = 1  // relative to the group
  let group = CAAnimationGroup()
  group.animations = [slide, late]
  group.duration = 2
  let layer = CALayer()
  let t0 = CACurrentMediaTime()
  layer.add(group, forKey: "g")
  #expect(near(layer._presentationValues(at: t0 + 0.5).position.x, 50, 1e-9))
  #expect(layer._presentationValues(at: t0 + 0.5).opacity == 1, "late child not begun")
  // A child with duration 0 takes the group's duration (2 s), from its begin at 1 s.
  #expect(abs(layer._presentationValues(at: t0 + 1.5).opacity - 0.25) < 1e-6)
  #expect(layer._presentationValues(at: t0 + 2.5).opacity == 1, "cut off at the group's end")
  #expect((layer.animation(forKey: "g") as? CAAnimationGroup)?.animations?.count == 2)
  layer.removeAllAnimations()
  advance(0)
}
