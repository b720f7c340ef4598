//
//  PanelAnimator.swift
//  PanelDemo
//

import UIKit

/// Slides the panel up from the bottom edge, and back down, with a linear curve (so an
/// interactive dismissal follows the finger).
final class PanelAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    static let duration: TimeInterval = 0.4

    let isPresenting: Bool
    private(set) var endedCount = 0

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return transitionContext?.isAnimated == false ? 0 : PanelAnimator.duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        let options: UIViewAnimationOptions = [.curveLinear]

        if isPresenting {
            guard let toViewController = transitionContext.viewController(forKey: .to),
                  let toView = transitionContext.view(forKey: .to) else {
                transitionContext.completeTransition(false)
                return
            }
            let finalFrame = transitionContext.finalFrame(for: toViewController)
            toView.frame = finalFrame.offsetBy(dx: 0, dy: containerView.bounds.height - finalFrame.minY)
            containerView.addSubview(toView)
            UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: options, animations: {
                toView.frame = finalFrame
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        } else {
            guard let fromView = transitionContext.view(forKey: .from) else {
                transitionContext.completeTransition(false)
                return
            }
            let offscreen = fromView.frame.offsetBy(dx: 0, dy: containerView.bounds.height - fromView.frame.minY)
            UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: options, animations: {
                fromView.frame = offscreen
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
    }

    func animationEnded(_ transitionCompleted: Bool) {
        endedCount += 1
    }
}
