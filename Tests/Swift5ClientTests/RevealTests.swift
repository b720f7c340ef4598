import Testing
import UIKit
import OpenUIKitTesting

/// Swift 5-mode code of RevealCode.swift: a circular reveal through an animated shape-layer mask,
/// `UIView.transition(from:to:)`, and a CASpringAnimation.
@MainActor @Suite(.serialized) struct RevealTests {
  private func show(_ root: UIViewController) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = root
    window.makeKeyAndVisible()
    UIApplication.shared.runUntilIdle()
    UIApplication.shared.removeAllDiagnostics()
    return window
  }

  @Test("CoreAnimation (CABasicAnimation on a mask's path, animationDidStop, CATransaction completion): the circle grows from the origin, then the mask goes and the transition completes")
  func circularRevealPresentsAndDismisses() throws {
    let root = UIViewController()
    let window = show(root)
    let delegate = RevealTransitionDelegate()
    delegate.animator.origin = CGPoint(x: 330, y: 780)
    let presented = UIViewController()
    presented.view.backgroundColor = .systemTeal
    presented.modalPresentationStyle = .custom
    presented.transitioningDelegate = delegate
    var done = false
    root.present(presented, animated: true) { done = true }
    UIApplication.shared.advance(by: 0.25)
    let mask = try #require(delegate.animator.maskLayer)
    #expect(presented.view.layer.mask === mask)
    let circle = try #require(mask.presentation()?.path).boundingBox
    let radius = hypot(330.0, 780.0)
    #expect(circle.width > 10 && circle.width < 2 * radius - 10)
    #expect(abs(circle.midX - 330) < 0.01 && abs(circle.midY - 780) < 0.01)
    UIApplication.shared.runUntilIdle()
    #expect(done && root.presentedViewController === presented)
    #expect(presented.view.layer.mask == nil && delegate.animator.maskLayer == nil)
    #expect(delegate.animator.stopCount == 1)
    #expect(presented.view.window === window)

    root.dismiss(animated: true)
    UIApplication.shared.advance(by: 0.25)
    #expect(presented.view.layer.mask != nil)
    UIApplication.shared.runUntilIdle()
    #expect(root.presentedViewController == nil && presented.view.window == nil)
    #expect(delegate.animator.stopCount == 2)
    #expect(UIApplication.shared.diagnostics.isEmpty)
  }

  @Test("UIKit (transition(from:to:duration:options:), showHideTransitionViews): the flip hides the old side instead of removing it and calls its completion once per flip")
  func flipShowsAndHides() throws {
    let root = UIViewController()
    _ = show(root)
    let flipper = CardFlipper()
    root.view.addSubview(flipper.front)
    root.view.addSubview(flipper.back)
    flipper.back.isHidden = true
    flipper.flip()
    UIApplication.shared.runUntilIdle()
    #expect(flipper.front.isHidden && !flipper.back.isHidden)
    #expect(flipper.front.superview === root.view && flipper.back.superview === root.view)
    #expect(flipper.flips == 1)
    flipper.flip()
    UIApplication.shared.runUntilIdle()
    #expect(!flipper.front.isHidden && flipper.back.isHidden)
    #expect(flipper.flips == 2)
    #expect(UIApplication.shared.diagnostics.isEmpty)
  }

  @Test("CoreAnimation (CASpringAnimation, settlingDuration): a spring pop overshoots past 1 mid-way and is removed when it settles")
  func springPop() throws {
    let root = UIViewController()
    _ = show(root)
    let badge = UIView(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
    root.view.addSubview(badge)
    let flipper = CardFlipper()
    flipper.pop(badge)
    let spring = try #require(badge.layer.animation(forKey: "pop") as? CASpringAnimation)
    #expect(spring.duration == spring.settlingDuration && spring.duration > 0.3)
    var peak: CGFloat = 0
    for _ in 0..<30 {
      UIApplication.shared.advance(by: 1.0 / 60)
      peak = max(peak, badge.layer.presentation()?.transform.m11 ?? 0)
    }
    #expect(peak > 1.0)  // damping 10 with stiffness 180 is under-damped
    UIApplication.shared.runUntilIdle()
    #expect(badge.layer.animation(forKey: "pop") == nil)
    #expect(badge.layer.presentation()?.transform.m11 == 1)
  }
}
