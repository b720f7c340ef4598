import UIKit

final class SlideTransitioningDelegate: BaseTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return SlideAnimator()
    }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
        return UIPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

final class SlideAnimator: FadeAnimator {
    init() { super.init(duration: 0.5) }

    func animationEnded(_ transitionCompleted: Bool) {
        print("ended", transitionCompleted)
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        UIViewPropertyAnimator(duration: duration, curve: .easeOut)
    }
}

/// Starts non-interactively (a button), and finishes faster.
final class ButtonStartedInteractionController: SwipeInteractionController {
    var wantsInteractiveStart: Bool { false }
    var completionSpeed: CGFloat = 2
}
