import Foundation
import OpenUIKitTesting
import Testing
import UIKit

/// An animator built on a property animator, for interruptible transitions (spec §7).
@MainActor
final class InterruptibleSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  var animator: UIViewPropertyAnimator?
  var calls = 0
  let duration: TimeInterval = 1.0

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { duration }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    interruptibleAnimator(using: transitionContext).startAnimation()
  }

  func interruptibleAnimator(using ctx: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
    calls += 1
    if let animator { return animator }
    let container = ctx.containerView
    let dismissing = ctx.viewController(forKey: .from)?.isBeingDismissed == true
    let a = UIViewPropertyAnimator(duration: duration, curve: .linear)
    if dismissing {
      let fromView = ctx.view(forKey: .from)!
      a.addAnimations { fromView.frame.origin.y = container.bounds.height }
    } else {
      let toVC = ctx.viewController(forKey: .to)!
      let toView = ctx.view(forKey: .to)!
      let final = ctx.finalFrame(for: toVC)
      toView.frame = final.offsetBy(dx: 0, dy: container.bounds.height)
      container.addSubview(toView)
      a.addAnimations { toView.frame = final }
    }
    a.addCompletion { _ in ctx.completeTransition(!ctx.transitionWasCancelled) }
    animator = a
    return a
  }
}

@MainActor
final class InteractiveDelegate: NSObject, UIViewControllerTransitioningDelegate {
  let animator: any UIViewControllerAnimatedTransitioning
  let driver = UIPercentDrivenInteractiveTransition()
  var interactivePresentation = false
  var interactiveDismissal = false
  init(animator: any UIViewControllerAnimatedTransitioning) { self.animator = animator }
  func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { animator }
  func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { animator }
  func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
    interactivePresentation ? driver : nil
  }
  func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
    interactiveDismissal ? driver : nil
  }
}

/// Spec §2.3, §5, §6, §7: interactive and interruptible transitions.
@MainActor
@Suite(.serialized)
struct InteractiveTransitionTests {
  @Test("Scenario 22 — cancelled percent-driven dismissal: handler before will-calls, reversed appearance, screen as before")
  func cancelledDismissal() {
    let log = Log()
    let a = LoggingViewController("A", log: log)
    let window = makeWindow(root: a)
    let b = LoggingViewController("B", log: log)
    b.modalPresentationStyle = .fullScreen
    let slide = LoggingAnimator(log: log)
    let delegate = InteractiveDelegate(animator: slide)
    b.transitioningDelegate = delegate
    a.present(b, animated: true)
    UIApplication.shared.runUntilIdle()
    let frameBefore = b.view.frame
    delegate.interactiveDismissal = true
    log.clear()
    var dismissed = false
    b.dismiss(animated: true) { dismissed = true }
    UIApplication.shared.advance(by: 1.0 / 60)
    b.transitionCoordinator?.notifyWhenInteractionChanges { ctx in log.add("interactionChanged(cancelled:\(ctx.isCancelled))") }
    delegate.driver.update(0.3)
    UIApplication.shared.advance(by: 0.1)
    delegate.driver.cancel()
    UIApplication.shared.runUntilIdle()
    #expect(log.isBefore("interactionChanged(cancelled:true)", "B.viewWillAppear"))
    #expect(log.appearance("B") == ["B.viewWillDisappear", "B.viewWillAppear", "B.viewDidAppear"])
    #expect(log.appearance("A") == ["A.viewWillAppear", "A.viewWillDisappear", "A.viewDidDisappear"])
    #expect(slide.contexts.last?.transitionWasCancelled == true)
    #expect(log.contains("N.animationEnded(false)"))
    #expect(a.presentedViewController === b)
    #expect(!dismissed)
    #expect(b.view.frame == frameBefore)
    #expect(b.view.window === window)
    #expect(a.view.window == nil)
    // Nothing frozen: a later dismissal works.
    delegate.interactiveDismissal = false
    b.dismiss(animated: true)
    UIApplication.shared.runUntilIdle()
    #expect(a.presentedViewController == nil)
  }

  @Test("Scenario 23 — cancelled interactive presentation: didEnd(false), B never appears, links undone")
  func cancelledPresentation() {
    let log = Log()
    let a = LoggingViewController("A", log: log)
    _ = makeWindow(root: a)
    let b = LoggingViewController("B", log: log)
    b.modalPresentationStyle = .custom
    let t = LoggingTransitionDelegate(log: log)
    let driver = UIPercentDrivenInteractiveTransition()
    t.interactor = driver
    b.transitioningDelegate = t
    log.clear()
    a.present(b, animated: true)
    UIApplication.shared.advance(by: 1.0 / 60)
    driver.update(0.2)
    driver.cancel()
    UIApplication.shared.runUntilIdle()
    #expect(log.contains("P.presentationTransitionDidEnd(false)"))
    #expect(!log.contains("B.viewDidAppear"))
    #expect(log.appearance("B") == ["B.viewWillAppear", "B.viewWillDisappear", "B.viewDidDisappear"])
    #expect(a.presentedViewController == nil)
    #expect(b.view.superview == nil)
    #expect(t.pc?.containerView == nil || t.pc?.containerView?.superview == nil)
  }

  @Test("Scenario 24 — percent-driven timing: linear scrub, finish in (1 − p)·d/speed, cancel in p·d/speed")
  func percentTiming() {
    let log = Log()
    let a = LoggingViewController("A", log: log)
    let window = makeWindow(root: a)
    let b = LoggingViewController("B", log: log)
    b.modalPresentationStyle = .fullScreen
    let slide = LoggingAnimator(log: log)
    slide.duration = 1.0
    let delegate = InteractiveDelegate(animator: slide)
    delegate.interactivePresentation = true
    b.transitioningDelegate = delegate
    a.present(b, animated: true)
    UIApplication.shared.advance(by: 1.0 / 60)
    delegate.driver.update(0.4)
    #expect(delegate.driver.percentComplete == 0.4)
    #expect(delegate.driver.duration == 1.0)
    // Linear while scrubbing: 40 % of the way from one container height below to 0.
    let y = b.view.layer.presentation()?.frame.minY ?? -1
    #expect(abs(y - window.bounds.height * 0.6) < 1)
    delegate.driver.completionSpeed = 2
    delegate.driver.finish()
    let start = UIApplication.shared.mediaTime
    var finishedAt: TimeInterval?
    while finishedAt == nil && UIApplication.shared.mediaTime - start < 2 {
      UIApplication.shared.advance(by: 1.0 / 60)
      if log.contains("B.viewDidAppear") { finishedAt = UIApplication.shared.mediaTime - start }
    }
    // (1 − 0.4) × 1.0 / 2 = 0.3 s, within two frames.
    #expect(abs((finishedAt ?? 9) - 0.3) <= 2.0 / 60 + 1e-9)
  }

  @Test("Scenario 27 — interruptible animator: one instance, scrubbed while paused, reversed on cancel")
  func interruptibleAnimator() {
    let log = Log()
    let a = LoggingViewController("A", log: log)
    _ = makeWindow(root: a)
    let b = LoggingViewController("B", log: log)
    b.modalPresentationStyle = .fullScreen
    let slide = InterruptibleSlideAnimator()
    let delegate = InteractiveDelegate(animator: slide)
    delegate.interactivePresentation = true
    b.transitioningDelegate = delegate
    a.present(b, animated: true)
    UIApplication.shared.advance(by: 1.0 / 60)
    delegate.driver.update(0.5)
    let animator = slide.animator
    #expect(animator != nil)
    #expect(animator?.fractionComplete == 0.5)
    #expect(animator?.isRunning == false)
    delegate.driver.cancel()
    #expect(animator?.isReversed == true)
    UIApplication.shared.runUntilIdle()
    #expect(slide.animator === animator)
    #expect(a.presentedViewController == nil)
    #expect(!log.contains("B.viewDidAppear"))
  }

  @Test("notifyWhenInteractionChanges is not called for a non-interactive transition (coordinator header)")
  func noInteractionCallbacksWhenNotInteractive() {
    final class Probe: UIViewController {
      var changes = 0
      override func viewWillAppear(_ animated: Bool) {
        transitionCoordinator?.notifyWhenInteractionChanges { _ in self.changes += 1 }
        #expect(transitionCoordinator?.isInteractive == false)
        #expect(transitionCoordinator?.initiallyInteractive == false)
        #expect(transitionCoordinator?.presentationStyle == .fullScreen)
      }
    }
    let a = UIViewController()
    _ = makeWindow(root: a)
    let b = Probe()
    b.modalPresentationStyle = .fullScreen
    a.present(b, animated: true)
    UIApplication.shared.runUntilIdle()
    #expect(b.changes == 0)
  }
}
