import UIKit

/// A library keeps its helpers private to the file: they are registered by a function of this
/// file, which registerPortedTypes() calls.
public final class SheetPresenter {
    public init() {}

    public func present(_ viewController: UIViewController, from presenter: UIViewController) {
        viewController.modalPresentationStyle = .custom
        viewController.transitioningDelegate = transitionDelegate
        presenter.present(viewController, animated: true)
    }

    private let transitionDelegate = SheetTransitionDelegate()
}

private final class SheetTransitionDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
        SheetPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

private final class SheetPresentationController: UIPresentationController {
    override func presentationTransitionWillBegin() {
        let tap = UITapGestureRecognizer(target: self, action: #selector(backgroundTapped))
        containerView?.addGestureRecognizer(tap)
    }

    @objc private func backgroundTapped() {
        presentedViewController.dismiss(animated: true)
    }
}

fileprivate class SheetHandleView: UIView {}
