import UIKit

/// The transitioning delegate: slides the presented controller up from the bottom edge and
/// back down, and lets a swipe-down drive the dismissal.
public final class SlideUpTransition: NSObject, UIViewControllerTransitioningDelegate {
  public let interaction = SwipeDownInteraction()

  public func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    SlideAnimator(presenting: true)
  }

  public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
    SlideAnimator(presenting: false)
  }

  /// Interactive only while a finger is dragging; a dismissal by code animates by itself.
  public func interactionControllerForDismissal(
    using animator: UIViewControllerAnimatedTransitioning
  ) -> UIViewControllerInteractiveTransitioning? {
    interaction.isInteracting ? interaction : nil
  }
}

/// Moves the presented view between the bottom edge and its final frame in 0.4 s.
final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  static let duration: TimeInterval = 0.4
  let presenting: Bool

  init(presenting: Bool) { self.presenting = presenting }

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
    Self.duration
  }

  func animateTransition(using context: UIViewControllerContextTransitioning) {
    let container = context.containerView
    let offscreen = CGAffineTransform(translationX: 0, y: container.bounds.height)
    if presenting {
      guard let to = context.viewController(forKey: .to), let toView = context.view(forKey: .to) else { return }
      toView.frame = context.finalFrame(for: to)
      toView.transform = offscreen
      container.addSubview(toView)
      UIView.animate(withDuration: Self.duration, delay: 0, options: [.curveLinear]) {
        toView.transform = .identity
      } completion: { _ in
        context.completeTransition(!context.transitionWasCancelled)
      }
    } else {
      guard let fromView = context.view(forKey: .from) else { return }
      UIView.animate(withDuration: Self.duration, delay: 0, options: [.curveLinear]) {
        fromView.transform = offscreen
      } completion: { _ in
        if context.transitionWasCancelled { fromView.transform = .identity }
        context.completeTransition(!context.transitionWasCancelled)
      }
    }
  }
}
