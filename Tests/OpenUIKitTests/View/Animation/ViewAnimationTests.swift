import Foundation
import OpenUIKitTesting
import Testing
import UIKit

/// UIView block animations and property animators (motion spec §1.5–§1.6).
@MainActor
@Suite(.serialized)
struct ViewAnimationTests {
  func host() -> (UIWindow, UIView) {
    let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    w.makeKeyAndVisible()
    let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    w.addSubview(v)
    UIApplication.shared.runUntilIdle()
    return (w, v)
  }

  func presentationX(_ v: UIView) -> CGFloat { v.layer.presentation()?.position.x ?? .nan }

  @Test("Model values change at once; presentation follows easeInOut (y(0.5) = 0.5 of the way)")
  func modelVersusPresentation() {
    let (_, v) = host()
    UIView.animate(withDuration: 1.0) { v.center.x = 250 }
    #expect(v.center.x == 250)
    #expect(abs(presentationX(v) - 50) < 1e-6)
    UIApplication.shared.advance(by: 0.5)
    #expect(abs(presentationX(v) - 150) < 0.5)
    UIApplication.shared.advance(by: 0.25)
    // easeInEaseOut at 0.75: 0.870838 (motion spec §1.1).
    #expect(abs(presentationX(v) - (50 + 200 * 0.870838)) < 0.5)
    UIApplication.shared.runUntilIdle()
    #expect(presentationX(v) == 250)
  }

  @Test("Same-key animations are additive and both completions fire with true (iOS 8+)")
  func additive() {
    let (_, v) = host()
    var results: [Bool] = []
    UIView.animate(withDuration: 1.0, delay: 0, options: [.curveLinear], animations: { v.center.x = 250 }, completion: { results.append($0) })
    UIApplication.shared.advance(by: 0.5)
    UIView.animate(withDuration: 1.0, delay: 0, options: [.curveLinear], animations: { v.center.x = 50 }, completion: { results.append($0) })
    // Presentation = model + Σ (old − new)(1 − p): 50 + 200·0.5 + (250 − 50)·1 − … at the moment of the second call.
    #expect(abs(presentationX(v) - 150) < 0.5)
    UIApplication.shared.runUntilIdle()
    #expect(results == [true, true])
    #expect(presentationX(v) == 50)
  }

  @Test("removeAllAnimations ends a block with finished == false, once")
  func finishedFalse() {
    let (_, v) = host()
    var results: [Bool] = []
    UIView.animate(withDuration: 1.0, animations: { v.alpha = 0 }, completion: { results.append($0) })
    UIApplication.shared.advance(by: 0.2)
    v.layer.removeAllAnimations()
    UIApplication.shared.runUntilIdle()
    #expect(results == [false])
  }

  @Test("A block that changes nothing completes on the next run-loop turn with true; duration 0 applies at once")
  func emptyAndZero() {
    let (_, v) = host()
    var results: [Bool] = []
    UIView.animate(withDuration: 1.0, animations: {}, completion: { results.append($0) })
    #expect(results.isEmpty)
    UIApplication.shared.advance(by: 0)
    #expect(results == [true])
    UIView.animate(withDuration: 0, animations: { v.center.x = 300 }, completion: { results.append($0) })
    #expect(v.layer.animationKeys()?.isEmpty ?? true)
    UIApplication.shared.runUntilIdle()
    #expect(results == [true, true])
  }

  @Test("performWithoutAnimation and setAnimationsEnabled(false) suppress animations")
  func withoutAnimation() {
    let (_, v) = host()
    UIView.animate(withDuration: 1) {
      UIView.performWithoutAnimation { v.alpha = 0.3 }
    }
    #expect(v.layer.presentation()?.opacity == 0.3)
    UIView.setAnimationsEnabled(false)
    UIView.animate(withDuration: 1) { v.alpha = 0.6 }
    UIView.setAnimationsEnabled(true)
    #expect(abs((v.layer.presentation()?.opacity ?? 0) - 0.6) < 1e-6)
  }

  @Test("Delay: the presentation holds the old value until the delay has passed")
  func delay() {
    let (_, v) = host()
    UIView.animate(withDuration: 0.5, delay: 0.5, options: [.curveLinear], animations: { v.center.x = 250 })
    UIApplication.shared.advance(by: 0.4)
    #expect(abs(presentationX(v) - 50) < 1e-6)
    UIApplication.shared.advance(by: 0.35)
    #expect(abs(presentationX(v) - 150) < 0.5)
  }

  @Test("Spring: UIKit's fit for (D 0.5, ζ 0.5) gives stiffness 646.878, damping 25.4338 (motion spec §1.3)")
  func springFit() {
    let (_, v) = host()
    UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, options: [], animations: { v.center.x = 250 })
    let key = v.layer.animationKeys()?.first { $0.hasPrefix("position") }
    let spring = key.flatMap { v.layer.animation(forKey: $0) } as? CASpringAnimation
    #expect(spring != nil)
    #expect(abs((spring?.stiffness ?? 0) - 646.878) < 0.01)
    #expect(abs((spring?.damping ?? 0) - 25.4338) < 0.001)
    #expect(spring?.mass == 1)
    // Overshoot: the peak progress is 1.163.
    var peak: CGFloat = 0
    for _ in 0..<30 {
      UIApplication.shared.advance(by: 1.0 / 60)
      peak = max(peak, (presentationX(v) - 50) / 200)
    }
    #expect(peak > 1.1 && peak < 1.17)
  }

  @Test("Keyframes chain: each keyframe animates over its window of the duration")
  func keyframes() {
    let (_, v) = host()
    UIView.animateKeyframes(withDuration: 1.0, delay: 0, options: [], animations: {
      UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { v.center.x = 150 }
      UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { v.center.x = 350 }
    })
    UIApplication.shared.advance(by: 0.25)
    #expect(abs(presentationX(v) - 100) < 0.5)
    UIApplication.shared.advance(by: 0.5)
    #expect(abs(presentationX(v) - 250) < 0.5)
  }

  @Test("UIViewPropertyAnimator: inactive → active → inactive; scrub while paused; reverse ends at .start")
  func propertyAnimator() {
    let (_, v) = host()
    let animator = UIViewPropertyAnimator(duration: 1.0, curve: .linear) { v.center.x = 250 }
    #expect(animator.state == .inactive)
    animator.pauseAnimation()
    #expect(animator.state == .active)
    animator.fractionComplete = 0.25
    #expect(abs(presentationX(v) - 100) < 0.5)
    var positions: [UIViewAnimatingPosition] = []
    animator.addCompletion { positions.append($0) }
    animator.isReversed = true
    animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
    UIApplication.shared.runUntilIdle()
    #expect(positions == [.start])
    #expect(animator.state == .inactive)
    #expect(v.center.x == 50)
    #expect(presentationX(v) == 50)
  }

  @Test("UIViewPropertyAnimator: running to the end calls completion(.end) at the duration")
  func propertyAnimatorEnd() {
    let (_, v) = host()
    var positions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 0.5, curve: .easeInOut) { v.alpha = 0 }
    animator.addCompletion { positions.append($0) }
    animator.startAnimation()
    #expect(animator.isRunning)
    UIApplication.shared.advance(by: 0.25)
    #expect(abs(animator.fractionComplete - 0.5) < 0.05)
    UIApplication.shared.advance(by: 0.3)
    #expect(positions == [.end])
    #expect(v.alpha == 0)
  }

  @Test("UIViewPropertyAnimator: stopAnimation(false) then finishAnimation(at: .current) keeps the current look")
  func stopAndFinish() {
    let (_, v) = host()
    var positions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 1.0, curve: .linear) { v.center.x = 250 }
    animator.addCompletion { positions.append($0) }
    animator.startAnimation()
    UIApplication.shared.advance(by: 0.5)
    animator.stopAnimation(false)
    #expect(animator.state == .stopped)
    #expect(abs(v.center.x - 150) < 1)
    animator.finishAnimation(at: .current)
    #expect(positions == [.current])
    #expect(animator.state == .inactive)
  }

  @Test("UIViewPropertyAnimator misuse: start on a stopped animator and finish on an active one are exceptions with no effect")
  func animatorMisuse() {
    let (_, v) = host()
    let animator = UIViewPropertyAnimator(duration: 1.0, curve: .linear) { v.alpha = 0.2 }
    let start = UIApplication.shared.diagnostics.count
    animator.startAnimation()
    animator.finishAnimation(at: .end)
    #expect(diagnostics(since: start).last?.kind == .exception)
    #expect(animator.state == .active)
    animator.stopAnimation(false)
    animator.startAnimation()
    #expect(diagnostics(since: start).count == 2)
    #expect(animator.state == .stopped)
    animator.finishAnimation(at: .end)
    #expect(animator.state == .inactive)
  }

  @Test("modifyAnimations(withRepeatCount:autoreverses:) repeats a finite number of times (iOS 13)")
  func modifyRepeat() {
    let (_, v) = host()
    var finished: [Bool] = []
    UIView.animate(withDuration: 0.5, delay: 0, options: [.curveLinear], animations: {
      UIView.modifyAnimations(withRepeatCount: 2, autoreverses: true) { v.center.x = 250 }
    }, completion: { finished.append($0) })
    UIApplication.shared.advance(by: 0.75)
    // Second half of the first iteration runs back: at 0.75 s, half-way back.
    #expect(abs(presentationX(v) - 150) < 1)
    UIApplication.shared.advance(by: 1.3)
    #expect(finished == [true])
    #expect(presentationX(v) == 250)
  }

  @Test("CADisplayLink(target:selector:) sends the registered selector every frame")
  func displayLinkSelector() {
    final class Ticker { var ticks = 0 }
    ActionRegistry.register(Ticker.self, Selector("tick:")) { (t: Ticker, _: Any?) in t.ticks += 1 }
    let ticker = Ticker()
    let link = CADisplayLink(target: ticker, selector: Selector("tick:"))
    link.add(to: .main, forMode: .common)
    UIApplication.shared.advance(by: 0.1)
    link.invalidate()
    #expect(ticker.ticks == 6)
  }

  @Test("Block animations use the property's key; stacked ones get key-2, key-3 (UIKit's layer dump)")
  func animationKeys() {
    let (_, v) = host()
    UIView.animate(withDuration: 1) { v.center.x = 200 }
    #expect(v.layer.animation(forKey: "position") is CABasicAnimation)
    UIView.animate(withDuration: 1) { v.center.x = 300 }
    #expect(v.layer.animation(forKey: "position-2") != nil)
    let a = v.layer.animation(forKey: "position") as? CABasicAnimation
    #expect(a?.isAdditive == true)
    #expect(a?.keyPath == "position")
  }

  @Test("scrubsLinearly (iOS 11, default true): a paused scrub is linear; false follows the animator's curve")
  func scrubsLinearly() {
    let (_, v) = host()
    let linear = UIViewPropertyAnimator(duration: 1.0, curve: .easeIn) { v.center.x = 250 }
    linear.pauseAnimation()
    linear.fractionComplete = 0.5
    #expect(abs(presentationX(v) - 150) < 0.5)
    linear.stopAnimation(true)
    let (_, w) = host()
    let curved = UIViewPropertyAnimator(duration: 1.0, curve: .easeIn) { w.center.x = 250 }
    curved.scrubsLinearly = false
    curved.pauseAnimation()
    curved.fractionComplete = 0.5
    // easeIn y(0.5) = 0.315357 (motion spec §1.1).
    #expect(abs(presentationX(w) - (50 + 200 * 0.315357)) < 0.5)
    #expect(abs(curved.fractionComplete - 0.5) < 1e-9)
  }
}
