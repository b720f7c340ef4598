import Foundation
import OpenUIKitTesting
import Testing
import UIKit

/// Who keeps a property animator alive (DESIGN.md "Time"; issue 10 item 5).
///
/// UIKit: a running animator is kept by UIKit until its animations end, so
/// `runningPropertyAnimator(withDuration:delay:options:animations:completion:)` works without
/// holding the result; a paused or stopped one is not kept, and releasing it is UIKit's
/// NSInternalInconsistencyException "It is an error to release a paused or stopped property
/// animator…" (the exception text of iOS 10+, reported in many public crash reports).
@MainActor
@Suite(.serialized)
struct PropertyAnimatorLifetimeTests {
  func host() -> (UIWindow, UIView) {
    let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    w.makeKeyAndVisible()
    let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    w.addSubview(v)
    UIApplication.shared.runUntilIdle()
    return (w, v)
  }

  @Test("UIKit keeps a runningPropertyAnimator nobody holds until it ends, then releases it")
  func runningAnimatorWithoutOwner() {
    let (_, v) = host()
    var position: UIViewAnimatingPosition?
    weak var weakAnimator: UIViewPropertyAnimator?
    do {
      weakAnimator = UIViewPropertyAnimator.runningPropertyAnimator(
        withDuration: 0.3, delay: 0.1, options: [], animations: { v.alpha = 0 }, completion: { position = $0 })
    }
    #expect(weakAnimator != nil)
    UIApplication.shared.advance(by: 0.2)
    #expect(weakAnimator != nil && position == nil)
    UIApplication.shared.runUntilIdle()
    #expect(position == .end)
    #expect(weakAnimator == nil)
  }

  @Test("UIKit keeps a started animator created and dropped in a function (animateTransition style)")
  func startedAndDropped() {
    let (_, v) = host()
    var position: UIViewAnimatingPosition?
    weak var weakAnimator: UIViewPropertyAnimator?
    func start() {
      let animator = UIViewPropertyAnimator(duration: 0.25, curve: .easeOut) { v.center.x = 300 }
      animator.addCompletion { position = $0 }
      animator.startAnimation()
      weakAnimator = animator
    }
    start()
    UIApplication.shared.runUntilIdle()
    #expect(position == .end)
    #expect(weakAnimator == nil)
    #expect(v.layer.presentation()?.position.x == 300)
  }

  @Test("UIKit does not keep an animator that was never started")
  func inactiveIsNotKept() {
    weak var weakAnimator: UIViewPropertyAnimator?
    do {
      let animator = UIViewPropertyAnimator(duration: 0.25, curve: .linear) {}
      weakAnimator = animator
    }
    #expect(weakAnimator == nil)
  }

  @Test("UIKit does not keep a paused animator; releasing it is UIKit's exception")
  func pausedIsNotKept() {
    let (_, v) = host()
    let start = UIApplication.shared.diagnostics.count
    weak var weakAnimator: UIViewPropertyAnimator?
    do {
      let animator = UIViewPropertyAnimator(duration: 0.25, curve: .linear) { v.alpha = 0.5 }
      animator.startAnimation()
      UIApplication.shared.advance(by: 0.1)
      animator.pauseAnimation()
      weakAnimator = animator
    }
    #expect(weakAnimator == nil)
    let messages = UIApplication.shared.diagnostics.dropFirst(start).map(\.message)
    #expect(messages.contains { $0.hasPrefix("It is an error to release a paused or stopped property animator") })
  }

  @Test("A stopped animator is released once stopped, and stopAnimation(true) releases a running one")
  func stoppedIsReleased() {
    let (_, v) = host()
    weak var weakAnimator: UIViewPropertyAnimator?
    var completed = false
    do {
      let animator = UIViewPropertyAnimator(duration: 0.25, curve: .linear) { v.alpha = 0.2 }
      animator.addCompletion { _ in completed = true }
      animator.startAnimation()
      weakAnimator = animator
    }
    UIApplication.shared.advance(by: 0.1)
    #expect(weakAnimator != nil)
    weakAnimator?.stopAnimation(true)
    #expect(weakAnimator == nil)
    #expect(!completed)
  }

  @Test("UIKit keeps a transition's animator and context until completeTransition; a dropped property animator completes it")
  func transitionAnimatorAndContextLifetime() {
    let root = UIViewController()
    let window = makeWindow(root: root)
    let probe = LifetimeProbe()
    let delegate = FreshAnimatorDelegate(probe: probe)
    let presented = UIViewController()
    presented.modalPresentationStyle = .custom
    presented.transitioningDelegate = delegate
    root.present(presented, animated: true)
    UIApplication.shared.advance(by: 0.1)
    #expect(probe.animator != nil && probe.context != nil)
    #expect(probe.completed == nil)
    UIApplication.shared.runUntilIdle()
    #expect(probe.completed == true)
    #expect(root.presentedViewController === presented)
    #expect(probe.animator == nil && probe.context == nil)
    _ = window
  }
}

/// Weak references to what a transition made, for lifetime checks.
@MainActor
final class LifetimeProbe {
  weak var animator: AnyObject?
  weak var context: AnyObject?
  var completed: Bool?
}

/// Vends a new animator for every transition and keeps none of them (as many libraries do).
@MainActor
final class FreshAnimatorDelegate: NSObject, UIViewControllerTransitioningDelegate {
  let probe: LifetimeProbe
  init(probe: LifetimeProbe) { self.probe = probe }
  func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
    let animator = DroppingAnimator(probe: probe)
    probe.animator = animator
    return animator
  }
}

/// Starts a property animator in animateTransition and returns without holding it.
@MainActor
final class DroppingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let probe: LifetimeProbe
  init(probe: LifetimeProbe) { self.probe = probe }
  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
  func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
    probe.context = ctx as AnyObject
    guard let toView = ctx.view(forKey: .to), let toVC = ctx.viewController(forKey: .to) else { return }
    ctx.containerView.addSubview(toView)
    toView.frame = ctx.finalFrame(for: toVC)
    toView.alpha = 0
    let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeInOut) { toView.alpha = 1 }
    animator.addCompletion { [probe] position in
      ctx.completeTransition(position == .end)
      probe.completed = position == .end
    }
    animator.startAnimation()
  }
}
