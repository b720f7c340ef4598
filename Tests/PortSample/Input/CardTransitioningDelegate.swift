//
//  CardTransitioningDelegate.swift
//  PanelDemo
//
//  The app's base transitioning delegate: it always uses the panel presentation controller and
//  animates dismissals; subclasses decide how the card is presented.
//

import UIKit

class CardTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    /// Set while a pan gesture drives the dismissal.
    var interactionController: PanelInteractionController?

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return PanelAnimator(isPresenting: false)
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        guard let interactionController = interactionController, interactionController.isInteracting else {
            return nil
        }
        return interactionController
    }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
        return PanelPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

/// Slides the panel up on presentation (the common pattern: a subclass adds the presentation animator).
final class PanelTransitioningDelegate: CardTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return PanelAnimator(isPresenting: true)
    }
}
