//
//  PanelPresentationController.swift
//  PanelDemo
//

import UIKit

/// Presents the panel over the bottom half of the screen, above a blur that fades in with the
/// transition; tapping the blurred background dismisses the panel.
class PanelPresentationController: UIPresentationController {
    private(set) lazy var dimmingView: UIVisualEffectView = {
        let view = UIVisualEffectView(effect: nil)
        let tap = UITapGestureRecognizer(target: self, action: #selector(dimmingViewTapped(_:)))
        view.addGestureRecognizer(tap)
        return view
    }()

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView = containerView else { return .zero }
        let height = (containerView.bounds.height / 2).rounded()
        return CGRect(x: 0, y: containerView.bounds.height - height, width: containerView.bounds.width, height: height)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView = containerView else { return }
        dimmingView.frame = containerView.bounds
        containerView.insertSubview(dimmingView, at: 0)
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in
                self.dimmingView.effect = UIBlurEffect(style: .dark)
            }, completion: nil)
        } else {
            dimmingView.effect = UIBlurEffect(style: .dark)
        }
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed {
            dimmingView.removeFromSuperview()
        }
    }

    override func dismissalTransitionWillBegin() {
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in
                self.dimmingView.effect = nil
            }, completion: nil)
        } else {
            dimmingView.effect = nil
        }
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed {
            dimmingView.removeFromSuperview()
        }
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        presentedView?.frame = frameOfPresentedViewInContainerView
        if let containerView = containerView {
            dimmingView.frame = containerView.bounds
        }
    }

    @objc private func dimmingViewTapped(_ sender: UITapGestureRecognizer) {
        presentingViewController.dismiss(animated: true, completion: nil)
    }
}
