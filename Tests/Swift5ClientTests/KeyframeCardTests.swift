import Testing
import UIKit
import OpenUIKitTesting

/// Swift 5-mode code of KeyframeCardCode.swift: a custom presentation whose animator moves the
/// card through keyframes with `.calculationModeCubic`, read frame by frame against the
/// Catmull-Rom spline Core Animation's cubic mode computes, written out here.
@MainActor @Suite(.serialized) struct KeyframeCardTests {
  /// Catmull-Rom through `values` at `keyTimes` (end values repeated) at fraction `f`.
  func catmullRom(_ values: [Double], _ keyTimes: [Double], at f: Double) -> Double {
    if f >= 1 { return values[values.count - 1] }
    var i = 0
    while i < values.count - 2 && f >= keyTimes[i + 1] { i += 1 }
    let u = (f - keyTimes[i]) / (keyTimes[i + 1] - keyTimes[i])
    let p0 = values[max(i - 1, 0)], p1 = values[i], p2 = values[i + 1], p3 = values[min(i + 2, values.count - 1)]
    let u2 = u * u, u3 = u2 * u
    return 0.5 * ((-u3 + 2 * u2 - u) * p0 + (3 * u3 - 5 * u2 + 2) * p1 + (-3 * u3 + 4 * u2 + u) * p2 + (u3 - u2) * p3)
  }

  @Test("UIKit (animateKeyframes .calculationModeCubic in a custom presentation animator): the card follows the cubic spline through its keyframes (not straight segments), overshoots and settles; the transition completes when the keyframes end")
  func cardPopsThroughCubicKeyframes() throws {
    UIApplication.shared.useLinkedSDK(.iOS17)
    let root = UIViewController()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = root
    window.makeKeyAndVisible()
    UIApplication.shared.runUntilIdle()
    defer { window.isHidden = true }

    let card = UIViewController()
    let delegate = CardPopTransitioningDelegate()
    card.modalPresentationStyle = .custom
    card.transitioningDelegate = delegate
    var presented = false
    root.present(card, animated: true) { presented = true }
    UIApplication.shared.advance(by: 1.0 / 60)
    let animator = delegate.animator
    let rest = Double(animator.restingCenter.y)
    let ys = [Double(animator.startCenter.y), rest - 40, rest + 15, rest]
    let times = [0, 0.5, 0.75, 1]
    let animation = try #require(card.view.layer.animation(forKey: "position") as? CAKeyframeAnimation)
    #expect(animation.calculationMode == .cubic)

    var lowest = Double.infinity
    var offLine = 0.0
    while !presented && CACurrentMediaTime() - animation.beginTime < 1 {
      let f = (CACurrentMediaTime() - animation.beginTime) / CardPopAnimator.duration
      let y = Double(try #require(card.view.layer.presentation()).position.y)
      if f >= 0 && f < 1 {
        #expect(abs(y - catmullRom(ys, times, at: f)) < 1e-6, "f \(f): \(y)")
        let i = f < 0.5 ? 0 : (f < 0.75 ? 1 : 2)
        let straight = ys[i] + (ys[i + 1] - ys[i]) * (f - times[i]) / (times[i + 1] - times[i])
        offLine = max(offLine, abs(y - straight))
      }
      lowest = min(lowest, y)
      UIApplication.shared.advance(by: 1.0 / 60)
    }
    #expect(offLine > 5, "a smooth curve, not straight segments between keyframes")
    #expect(lowest < rest - 35, "rises past its resting place")
    UIApplication.shared.runUntilIdle()
    #expect(presented)
    #expect(animator.finished == true)
    #expect(root.presentedViewController === card)
    #expect(card.view.layer.presentation()?.position.y == CGFloat(rest))
  }
}
