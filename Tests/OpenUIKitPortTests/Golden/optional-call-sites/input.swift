import UIKit

/// A container that calls UIKit's optional delegate methods the Objective-C way.
class CardStackController: UIViewController, UIGestureRecognizerDelegate {
    weak var transitionDelegate: UIViewControllerTransitioningDelegate?
    weak var navigationDelegate: UINavigationControllerDelegate?

    func showNext(_ next: UIViewController) {
        let animator = transitionDelegate?.animationController?(forPresented: next, presenting: self, source: self)
        navigationDelegate?.navigationController!(navigationController!, willShow: next, animated: true)
        print(animator as Any)
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }
}
