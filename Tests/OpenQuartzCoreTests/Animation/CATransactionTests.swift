import Foundation
import Testing

@testable import OpenQuartzCore

@MainActor
@Test("CA: a committed standalone layer animates implicitly from the old presentation value (.default curve, 0.25 s)")
func implicitAnimation() {
  let layer = CALayer()
  layer.opacity = 1
  settle()
  let t0 = CACurrentMediaTime()
  layer.opacity = 0
  let animation = layer.animation(forKey: "opacity") as? CABasicAnimation
  #expect(animation != nil)
  #expect(animation?.duration == 0.25)
  #expect(animation?.timingFunction == CAMediaTimingFunction(name: .default))
  #expect((animation?.fromValue as? CGFloat) == 1)
  let expected = 1 - CAMediaTimingFunction(name: .default)._solve(0.5)
  #expect(abs(Double(layer._presentationValues(at: t0 + 0.125).opacity) - expected) < 1e-6)
  advance(0.3)
  #expect(layer.animationKeys() == nil)
}

@MainActor
@Test("CA: a layer that has never been committed does not animate implicitly")
func noImplicitAnimationBeforeCommit() {
  let layer = CALayer()
  layer.position = CGPoint(x: 10, y: 10)
  #expect(layer.animationKeys() == nil)
  advance(0)
}

@MainActor
@Test("CA: setDisableActions(true) suppresses implicit animations; the transaction duration applies otherwise")
func disableActionsAndDuration() {
  let layer = CALayer()
  settle()
  CATransaction.begin()
  CATransaction.setDisableActions(true)
  layer.position = CGPoint(x: 50, y: 0)
  CATransaction.commit()
  #expect(layer.animationKeys() == nil)
  CATransaction.begin()
  CATransaction.setAnimationDuration(1.5)
  CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
  #expect(CATransaction.animationDuration() == 1.5)
  layer.position = CGPoint(x: 0, y: 0)
  CATransaction.commit()
  #expect(CATransaction.animationDuration() == 0.25, "settings end with the transaction")
  let animation = layer.animation(forKey: "position")
  #expect(animation?.duration == 1.5)
  #expect(animation?.timingFunction == CAMediaTimingFunction(name: .linear))
  layer.removeAllAnimations()
  advance(0)
}

@MainActor
@Test("CA: a delegate returning NSNull means no action; non-nil actions are asked before and run after the change")
func delegateActions() {
  let layer = CALayer()
  settle()
  let delegate = ActionRecorder()
  delegate.answer = NSNull()
  delegate.inspect = { layer, _ in layer.position }
  layer.delegate = delegate
  layer.position = CGPoint(x: 5, y: 5)
  #expect(layer.animationKeys() == nil)
  #expect(delegate.asked.map(\.key) == ["position"])
  #expect((delegate.asked[0].valueAtAsk as? CGPoint) == .zero, "asked before the change")
  let action = RecordingAction()
  delegate.answer = action
  layer.position = CGPoint(x: 7, y: 7)
  #expect(action.runs.count == 1)
  #expect(action.runs[0].position == CGPoint(x: 7, y: 7), "run after the change")
  // frame sets position and bounds: CA asks for both.
  delegate.asked.removeAll()
  layer.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
  #expect(delegate.asked.map(\.key) == ["position", "bounds"])
  #expect(layer.position == CGPoint(x: 10, y: 5))
  #expect(layer.bounds.size == CGSize(width: 20, height: 10))
}

@MainActor
@Test("CA: action lookup order is delegate, actions dictionary, defaultAction(forKey:), implicit")
func actionLookupOrder() {
  let layer = CALayer()
  settle()
  let fromDictionary = RecordingAction()
  layer.actions = ["opacity": fromDictionary]
  layer.opacity = 0.5
  #expect(fromDictionary.runs.count == 1)
  #expect(layer.animationKeys() == nil)
  layer.actions = ["opacity": NSNull()]
  layer.opacity = 0.2
  #expect(layer.animationKeys() == nil)
  #expect(layer.action(forKey: "opacity") == nil, "NSNull becomes nil")
  layer.actions = nil
  #expect(layer.action(forKey: "opacity") is CABasicAnimation, "implicit animation")
  // An animation in `actions` without a keyPath animates the key it is registered for.
  let basic = CABasicAnimation()
  basic.duration = 2
  layer.actions = ["cornerRadius": basic]
  layer.cornerRadius = 8
  #expect((layer.animation(forKey: "cornerRadius") as? CABasicAnimation)?.keyPath == nil)
  #expect(layer.animation(forKey: "cornerRadius")?.duration == 2)
  layer.removeAllAnimations()
  advance(0)
}

@MainActor
@Test("CA: the completion block fires when every animation added in the transaction has finished")
func transactionCompletion() {
  let layer = CALayer()
  settle()
  var fired: [Double] = []
  let t0 = CACurrentMediaTime()
  CATransaction.begin()
  CATransaction.setCompletionBlock { fired.append(CACurrentMediaTime()) }
  let short = CABasicAnimation(keyPath: "opacity")
  short.toValue = 0
  short.duration = 0.2
  layer.add(short, forKey: "short")
  let long = CABasicAnimation(keyPath: "position.x")
  long.toValue = 10
  long.duration = 0.5
  layer.add(long, forKey: "long")
  CATransaction.commit()
  advance(0.3)
  #expect(fired.isEmpty)
  advance(0.3)
  #expect(fired.count == 1)
  #expect(fired[0] >= t0 + 0.5 - 1e-9 && fired[0] <= t0 + 0.5 + frame + 1e-9)
}

@MainActor
@Test("CA: a completion block with no animations runs on the next run-loop turn, not inside commit")
func transactionCompletionWithoutAnimations() {
  var fired = 0
  CATransaction.begin()
  CATransaction.setCompletionBlock { fired += 1 }
  CATransaction.commit()
  #expect(fired == 0)
  advance(0)
  #expect(fired == 1)
}

@MainActor
@Test("CA: removing an animation early still completes the transaction")
func transactionCompletionAfterRemoval() {
  let layer = CALayer()
  var fired = 0
  CATransaction.begin()
  CATransaction.setCompletionBlock { fired += 1 }
  let animation = CABasicAnimation(keyPath: "opacity")
  animation.toValue = 0
  animation.duration = 10
  layer.add(animation, forKey: "a")
  CATransaction.commit()
  advance(frame)
  layer.removeAllAnimations()
  #expect(fired == 0)
  advance(0)
  #expect(fired == 1)
}
