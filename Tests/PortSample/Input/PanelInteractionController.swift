//
//  PanelInteractionController.swift
//  PanelDemo
//

import UIKit

/// Drives the panel's dismissal with a pan gesture on the panel: dragged down more than half its
/// height, the dismissal finishes; otherwise it is cancelled and the panel slides back.
class PanelInteractionController: UIPercentDrivenInteractiveTransition {
    private(set) var isInteracting = false
    private weak var viewController: UIViewController?

    init(viewController: UIViewController) {
        self.viewController = viewController
        super.init()
        let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
        viewController.view.addGestureRecognizer(pan)
    }

    @objc func handlePan(_ gesture: UIPanGestureRecognizer) {
        guard let view = gesture.view else { return }
        let translation = gesture.translation(in: view.superview)
        let progress = max(0, min(1, translation.y / view.bounds.height))

        switch gesture.state {
        case .began:
            isInteracting = true
            viewController?.dismiss(animated: true, completion: nil)
        case .changed:
            update(progress)
        case .ended:
            isInteracting = false
            if progress > 0.5 {
                finish()
            } else {
                cancel()
            }
        case .cancelled, .failed:
            isInteracting = false
            cancel()
        default:
            break
        }
    }
}
