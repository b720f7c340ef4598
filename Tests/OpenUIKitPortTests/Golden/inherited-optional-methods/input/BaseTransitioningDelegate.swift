import UIKit

/// The library's base delegate: dismissal only. Apps subclass it to add a presentation animator.
open class BaseTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    public var duration: TimeInterval = 0.35

    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return FadeAnimator(duration: duration)
    }
}

class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval
    init(duration: TimeInterval) { self.duration = duration }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        transitionContext.completeTransition(true)
    }
}

/// The library's interaction controller: a plain NSObject, UIKit's defaults for its properties.
class SwipeInteractionController: NSObject, UIViewControllerInteractiveTransitioning {
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {}
}
