import Foundation
import OpenQuartzCore
import OpenUIKitTesting
import Testing
import UIKit

@MainActor
/// Headless time skips the frames of an animated presentation in which nothing happens
/// (issue 15): the animation is a function of time, its completion fires at its end frame.
@Suite(.serialized)
struct IdleFramePresentationTests {
  final class Animator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    init(presenting: Bool) { self.presenting = presenting }
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.35 }
    func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
      let container = ctx.containerView
      if presenting, let toView = ctx.view(forKey: .to), let to = ctx.viewController(forKey: .to) {
        let final = ctx.finalFrame(for: to)
        toView.frame = final.offsetBy(dx: 0, dy: container.bounds.height)
        container.addSubview(toView)
        UIView.animate(withDuration: 0.35, animations: { toView.frame = final }) { _ in
          ctx.completeTransition(!ctx.transitionWasCancelled)
        }
      } else if let fromView = ctx.view(forKey: .from) {
        UIView.animate(withDuration: 0.35, animations: { fromView.frame.origin.y = container.bounds.height }) { _ in
          ctx.completeTransition(!ctx.transitionWasCancelled)
        }
      }
    }
  }
  final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
      Animator(presenting: true)
    }
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
      Animator(presenting: false)
    }
  }
  func cycleFrames(skipping: Bool) -> Int {
    MediaClock.shared.skipsIdleFrames = skipping
    defer { MediaClock.shared.skipsIdleFrames = true }
    let a = UIViewController()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    window.rootViewController = a
    window.makeKeyAndVisible()
    UIApplication.shared.runUntilIdle()
    let d = Delegate()
    let b = UIViewController()
    b.modalPresentationStyle = .custom
    b.transitioningDelegate = d
    let before = MediaClock.shared.framesRun
    a.present(b, animated: true)
    MediaClock.shared.advance(by: 23.0 / 60)
    #expect(a.presentedViewController === b)
    #expect(b.view.frame.origin.y == 0)
    b.dismiss(animated: true)
    MediaClock.shared.advance(by: 23.0 / 60)
    #expect(a.presentedViewController == nil)
    let frames = MediaClock.shared.framesRun - before
    window.rootViewController = nil
    window.isHidden = true
    return frames
  }

  @Test("An animated present+dismiss (0.35 s each way) runs a handful of frames instead of 46 when idle frames are skipped")
  func fewFramesRun() {
    let stepped = cycleFrames(skipping: false)
    let skipped = cycleFrames(skipping: true)
    #expect(stepped == 46)
    #expect(skipped <= 8)
  }

  /// Frame index (from `start`) of each event of a property animator run with a delay, a pause
  /// and a continuation, and a UIView animation with a delay.
  func animatorEvents(skipping: Bool) -> [String] {
    MediaClock.shared.skipsIdleFrames = skipping
    defer { MediaClock.shared.skipsIdleFrames = true }
    UIApplication.shared.runUntilIdle()
    let start = CACurrentMediaTime()
    var events: [String] = []
    func log(_ s: String) { events.append("\(((CACurrentMediaTime() - start) * 60).rounded()) \(s)") }
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let animator = UIViewPropertyAnimator(duration: 0.5, curve: .easeInOut) { view.alpha = 0 }
    animator.addCompletion { position in log("animator \(position == .end)") }
    animator.startAnimation(afterDelay: 0.1)
    UIView.animate(withDuration: 0.3, delay: 0.2, options: [], animations: { view.center.x = 100 }) { done in
      log("animate \(done)")
    }
    UIApplication.shared.advance(by: 0.25)
    log("paused")
    animator.pauseAnimation()
    UIApplication.shared.advance(by: 0.2)
    animator.continueAnimation(withTimingParameters: nil, durationFactor: 0.5)
    UIApplication.shared.runUntilIdle()
    log("idle")
    return events
  }

  @Test("UIView.animate and UIViewPropertyAnimator (delay, pause, continue) complete at the same frames with idle frames skipped")
  func animatorsSameFrames() {
    let stepped = animatorEvents(skipping: false)
    let skipped = animatorEvents(skipping: true)
    #expect(stepped == skipped)
    #expect(stepped.count == 4)
  }
}
