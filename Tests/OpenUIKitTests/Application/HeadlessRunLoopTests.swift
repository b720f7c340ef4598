import Foundation
import OpenUIKitTesting
import Testing
import UIKit

/// Transition code that finishes its work on the main queue (DESIGN.md "Time": the main run
/// loop's work runs on the media clock during advance(by:) and runUntilIdle()).
@MainActor
@Suite(.serialized)
struct HeadlessRunLoopTests {
  @Test("An animator that calls completeTransition from DispatchQueue.main.async completes in runUntilIdle")
  func completeTransitionOnMainQueue() {
    let root = UIViewController()
    let window = makeWindow(root: root)
    let delegate = MainQueueCompletingDelegate()
    let presented = UIViewController()
    presented.modalPresentationStyle = .custom
    presented.transitioningDelegate = delegate
    var completed = false
    root.present(presented, animated: true) { completed = true }
    UIApplication.shared.runUntilIdle()
    #expect(completed)
    #expect(presented.view.window === window)
  }

  @Test("A main-queue asyncAfter keeps runUntilIdle busy and runs at its media-time deadline")
  func asyncAfterDelaysIdle() {
    UIApplication.shared.runUntilIdle()
    let start = UIApplication.shared.mediaTime
    var ranAt: TimeInterval?
    DispatchQueue.main.asyncAfter(deadline: .now() + 2) { ranAt = UIApplication.shared.mediaTime }
    UIApplication.shared.runUntilIdle()
    #expect(abs((ranAt ?? 0) - start - 2) < 1.0 / 60 + 1e-9)
  }
}

/// Completes every transition from a main-queue block after adding the view.
@MainActor
final class MainQueueCompletingDelegate: NSObject, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
  func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
    self
  }
  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0 }
  func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
    if let toView = ctx.view(forKey: .to) { ctx.containerView.addSubview(toView) }
    DispatchQueue.main.async { ctx.completeTransition(true) }
  }
}
