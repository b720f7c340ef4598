import Foundation
import Testing

@testable import OpenQuartzCore

@MainActor
@Test("CA: presentation mid-animation interpolates from → to at the current media time (motion spec §1.6)")
func presentationMidAnimation() {
  let layer = CALayer()
  layer.position = CGPoint(x: 100, y: 0)
  let animation = CABasicAnimation(keyPath: "position.x")
  animation.fromValue = 0
  animation.toValue = 100
  animation.duration = 1
  layer.add(animation, forKey: "x")
  advance(0.5)
  let presentation = layer.presentation()!
  #expect(near(presentation.position.x, 50, 1e-9))
  #expect(presentation.model() === layer)
  #expect(layer.position.x == 100, "the model value does not move")
  advance(0.6)
  #expect(layer.animation(forKey: "x") == nil, "removed on completion")
  #expect(layer.presentation()!.position.x == 100)
}

@MainActor
@Test("CA: add(_:forKey:) copies the animation and sets beginTime to the layer's now when 0")
func addCopies() {
  let layer = CALayer()
  let animation = CABasicAnimation(keyPath: "opacity")
  animation.fromValue = 0
  animation.toValue = 1
  animation.duration = 2
  let start = CACurrentMediaTime()
  layer.add(animation, forKey: "fade")
  let attached = layer.animation(forKey: "fade")!
  #expect(attached !== animation)
  #expect(animation.beginTime == 0)
  #expect(abs(attached.beginTime - start) < 1e-12)
  animation.toValue = 0.5  // changing the original has no effect
  advance(1)
  #expect(abs(Double(layer.presentation()!.opacity) - 0.5) < 1e-6)
  #expect(layer.animationKeys() == ["fade"])
  layer.removeAllAnimations()
  #expect(layer.animationKeys() == nil)
}

@MainActor
@Test("CA: from/to/by nil rules — by only animates current → current + by; to only current → to")
func fromToByRules() {
  let layer = CALayer()
  layer.opacity = 0.5
  let t0 = CACurrentMediaTime()
  let by = CABasicAnimation(keyPath: "position.y")
  by.byValue = 40
  by.duration = 1
  layer.position = CGPoint(x: 0, y: 10)
  layer.add(by, forKey: "by")
  #expect(near(layer._presentationValues(at: t0 + 0.5).position.y, 30, 1e-9))
  let to = CABasicAnimation(keyPath: "opacity")
  to.toValue = 1
  to.duration = 1
  layer.add(to, forKey: "to")
  #expect(abs(layer._presentationValues(at: t0 + 0.5).opacity - 0.75) < 1e-6)
  let fromBy = CABasicAnimation(keyPath: "cornerRadius")
  fromBy.fromValue = 10
  fromBy.byValue = 10
  fromBy.duration = 1
  layer.add(fromBy, forKey: "r")
  #expect(near(layer._presentationValues(at: t0 + 0.25).cornerRadius, 12.5, 1e-9))
  let byTo = CABasicAnimation(keyPath: "borderWidth")
  byTo.byValue = 4
  byTo.toValue = 8
  byTo.duration = 1
  layer.add(byTo, forKey: "b")
  #expect(near(layer._presentationValues(at: t0 + 0.5).borderWidth, 6, 1e-9))
  layer.removeAllAnimations()
}

@MainActor
@Test("CA: additive animations add to the model; later-added non-additive replaces (motion spec §1.6)")
func additiveStacking() {
  let layer = CALayer()
  layer.position = CGPoint(x: 200, y: 0)
  let t0 = CACurrentMediaTime()
  // UIKit's additive pattern: from old − new to 0.
  let first = CABasicAnimation(keyPath: "position")
  first.isAdditive = true
  first.fromValue = CGPoint(x: -100, y: 0)
  first.toValue = CGPoint.zero
  first.duration = 1
  layer.add(first, forKey: "a1")
  let second = CABasicAnimation(keyPath: "position")
  second.isAdditive = true
  second.fromValue = CGPoint(x: -50, y: 0)
  second.toValue = CGPoint.zero
  second.duration = 2
  layer.add(second, forKey: "a2")
  // model + Σ (oldᵢ − newᵢ)·(1 − progressᵢ)
  let mid = layer._presentationValues(at: t0 + 0.5).position.x
  #expect(abs(mid - (200 - 100 * 0.5 - 50 * 0.75)) < 1e-9)
  let replacing = CABasicAnimation(keyPath: "position.x")
  replacing.fromValue = 0
  replacing.toValue = 10
  replacing.duration = 1
  layer.add(replacing, forKey: "r")
  #expect(near(layer._presentationValues(at: t0 + 0.5).position.x, 5, 1e-9))
  layer.removeAllAnimations()
}

@MainActor
@Test("CA: additive transform deltas apply before the model so (old − new) + new = old")
func additiveTransform() {
  let layer = CALayer()
  let old = CATransform3DMakeRotation(.pi / 3, 0, 0, 1)
  let new = CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 10, 0, 0)
  layer.transform = new
  let delta = AnimatableValue.transform(old) - AnimatableValue.transform(new)
  let animation = CABasicAnimation(keyPath: "transform")
  animation.isAdditive = true
  animation.fromValue = delta.boxed
  animation.toValue = CATransform3DIdentity
  animation.duration = 1
  animation.fillMode = .backwards
  animation.beginTime = CACurrentMediaTime() + 10
  layer.add(animation, forKey: "t")
  #expect(near(layer.presentation()!.transform, old, 1e-9))
  layer.removeAllAnimations()
}

@MainActor
@Test("CA: fillMode backwards shows the start before beginTime; forwards holds the end when not removed")
func fillModes() {
  let layer = CALayer()
  layer.opacity = 1
  let t0 = CACurrentMediaTime()
  let animation = CABasicAnimation(keyPath: "opacity")
  animation.fromValue = 0.2
  animation.toValue = 0.6
  animation.duration = 1
  animation.beginTime = t0 + 1
  layer.add(animation, forKey: "plain")
  #expect(layer._presentationValues(at: t0 + 0.5).opacity == 1, "removed fill: no effect before begin")
  animation.fillMode = .backwards
  layer.add(animation, forKey: "plain")
  #expect(abs(layer._presentationValues(at: t0 + 0.5).opacity - 0.2) < 1e-6)
  animation.fillMode = .forwards
  animation.isRemovedOnCompletion = false
  layer.add(animation, forKey: "plain")
  #expect(layer._presentationValues(at: t0 + 0.5).opacity == 1)
  advance(2.5)
  #expect(layer.animation(forKey: "plain") != nil, "not removed on completion")
  #expect(abs(layer.presentation()!.opacity - 0.6) < 1e-6, "forwards fill holds the end value")
  layer.removeAllAnimations()
}

@MainActor
@Test("CA: repeatCount and autoreverses — odd half-iterations play backwards (motion spec §1.6)")
func repeatAndAutoreverse() {
  let layer = CALayer()
  let t0 = CACurrentMediaTime()
  let animation = CABasicAnimation(keyPath: "position.x")
  animation.fromValue = 0
  animation.toValue = 100
  animation.duration = 1
  animation.autoreverses = true
  animation.repeatCount = 2
  layer.add(animation, forKey: "x")
  func x(_ t: Double) -> CGFloat { layer._presentationValues(at: t0 + t).position.x }
  #expect(near(x(0.25), 25, 1e-9))
  #expect(near(x(1.25), 75, 1e-9), "reversing")
  #expect(near(x(2.25), 25, 1e-9), "second iteration")
  #expect(near(x(3.5), 50, 1e-9))
  #expect(x(4.5) == 0, "past 4 s the animation is over (model 0)")
  let cumulative = CABasicAnimation(keyPath: "position.y")
  cumulative.fromValue = 0
  cumulative.toValue = 10
  cumulative.duration = 1
  cumulative.repeatCount = 3
  cumulative.isCumulative = true
  layer.add(cumulative, forKey: "y")
  #expect(near(layer._presentationValues(at: t0 + 2.5).position.y, 25, 1e-9))
  let repeatDuration = CABasicAnimation(keyPath: "zPosition")
  repeatDuration.fromValue = 0
  repeatDuration.toValue = 10
  repeatDuration.duration = 1
  repeatDuration.repeatDuration = 1.5
  layer.add(repeatDuration, forKey: "z")
  #expect(near(layer._presentationValues(at: t0 + 1.25).zPosition, 2.5, 1e-9))
  #expect(layer._presentationValues(at: t0 + 1.6).zPosition == 0)
  layer.removeAllAnimations()
}

@MainActor
@Test("CA: timing composes down the tree — a parent with speed 0 is scrubbed with timeOffset (motion spec §1.6)")
func timingCompositionScrubbing() {
  let parent = CALayer()
  let child = CALayer()
  parent.addSublayer(child)
  // Pause the parent the documented way, then add an animation to the child.
  let paused = parent.convertTime(CACurrentMediaTime(), from: nil)
  parent.speed = 0
  parent.timeOffset = paused
  let animation = CABasicAnimation(keyPath: "position.x")
  animation.fromValue = 0
  animation.toValue = 100
  animation.duration = 1
  child.add(animation, forKey: "x")
  #expect(abs(child.animation(forKey: "x")!.beginTime - paused) < 1e-12, "beginTime in the child's local time")
  advance(0.5)
  #expect(child.presentation()!.position.x == 0, "paused: time does not move")
  parent.timeOffset = paused + 0.3
  #expect(near(child.presentation()!.position.x, 30, 1e-9))
  parent.timeOffset = paused + 0.8
  #expect(near(child.presentation()!.position.x, 80, 1e-9))
  // Resume: local time continues from the offset.
  let resumeAt = CACurrentMediaTime()
  parent.speed = 1
  parent.timeOffset = 0
  parent.beginTime = 0
  parent.beginTime = parent.convertTime(resumeAt, from: nil) - (paused + 0.8)
  #expect(near(child.presentation()!.position.x, 80, 1e-6))
  advance(0.1)
  #expect(near(child.presentation()!.position.x, 90, 1e-6))
  advance(0.2)
  #expect(child.animation(forKey: "x") == nil, "finishes once the scrubbed local time passes the end")
}

@MainActor
@Test("CA: speed and timeOffset multiply down the tree (t_local = (t_parent − beginTime)·speed + timeOffset)")
func speedComposition() {
  let root = CALayer()
  let mid = CALayer()
  let leaf = CALayer()
  root.addSublayer(mid)
  mid.addSublayer(leaf)
  root.speed = 2
  mid.speed = 0.5
  mid.timeOffset = 3
  let now = CACurrentMediaTime()
  #expect(abs(leaf.convertTime(now, from: nil) - ((now * 2) * 0.5 + 3)) < 1e-9)
  #expect(abs(leaf.convertTime(leaf.convertTime(now, from: nil), to: nil) - now) < 1e-9)
}

@MainActor
@Test("CA: animationDidStop(finished: true) at the natural end, from the .animations frame phase")
func delegateFinishedTrue() {
  let layer = CALayer()
  let recorder = AnimationRecorder()
  let animation = CABasicAnimation(keyPath: "opacity")
  animation.fromValue = 0
  animation.toValue = 1
  animation.duration = 0.25
  animation.delegate = recorder
  let t0 = CACurrentMediaTime()
  layer.add(animation, forKey: "fade")
  #expect(recorder.events.isEmpty)
  advance(frame)
  #expect(recorder.events == ["start"])
  advance(0.3)
  #expect(recorder.events == ["start", "stop(true)"])
  #expect(recorder.stopTimes[0] >= t0 + 0.25 - 1e-9 && recorder.stopTimes[0] <= t0 + 0.25 + frame + 1e-9)
}

@MainActor
@Test("CA: removal and replacement report finished: false on the next turn, not inside the call")
func delegateFinishedFalse() {
  let layer = CALayer()
  let recorder = AnimationRecorder()
  let animation = CABasicAnimation(keyPath: "opacity")
  animation.toValue = 0
  animation.duration = 1
  animation.delegate = recorder
  layer.add(animation, forKey: "a")
  advance(frame)
  layer.removeAnimation(forKey: "a")
  #expect(recorder.events == ["start"], "not delivered inside removeAnimation")
  advance(0)
  #expect(recorder.events == ["start", "stop(false)"])
  // Replacement under the same key.
  let second = AnimationRecorder()
  animation.delegate = second
  layer.add(animation, forKey: "b")
  animation.delegate = nil
  layer.add(animation, forKey: "b")
  #expect(second.events.isEmpty)
  advance(frame)
  #expect(second.events == ["stop(false)"])
  layer.removeAllAnimations()
}

@MainActor
@Test("CA: runUntilIdle keeps stepping while finite animations run, and not for infinite ones")
func busyCheck() {
  // Settle what other suites left on the shared clock, so only this test's animations count.
  MediaClock.shared.runUntilIdle()
  let layer = CALayer()
  let animation = CABasicAnimation(keyPath: "opacity")
  animation.toValue = 0
  animation.duration = 0.5
  layer.add(animation, forKey: "a")
  let used = MediaClock.shared.runUntilIdle()
  #expect(used >= 0.5 - 1e-9 && used < 1)
  #expect(layer.animationKeys() == nil)
  let forever = CABasicAnimation(keyPath: "opacity")
  forever.toValue = 0
  forever.duration = 0.5
  forever.repeatCount = .infinity
  layer.add(forever, forKey: "f")
  #expect(MediaClock.shared.runUntilIdle() < 0.1)
  layer.removeAllAnimations()
  advance(0)
}
