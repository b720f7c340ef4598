// A "pop-up card" presentation written as apps write it (Swift 5 mode): the card rises past its
// resting place, dips below it and settles, through three keyframes smoothed by
// `.calculationModeCubic`.
import UIKit

final class CardPopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  static let duration: TimeInterval = 0.6
  private(set) var restingCenter: CGPoint = .zero
  private(set) var startCenter: CGPoint = .zero
  private(set) var finished: Bool?

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
    return CardPopAnimator.duration
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    guard let toVC = transitionContext.viewController(forKey: UITransitionContextViewControllerKey.to) else {
      transitionContext.completeTransition(false)
      return
    }
    let container = transitionContext.containerView
    toVC.view.frame = transitionContext.finalFrame(for: toVC).insetBy(dx: 20, dy: 200)
    container.addSubview(toVC.view)
    let rest = toVC.view.center
    restingCenter = rest
    startCenter = CGPoint(x: rest.x, y: rest.y + container.bounds.height)
    toVC.view.center = startCenter
    UIView.animateKeyframes(withDuration: CardPopAnimator.duration, delay: 0, options: [.calculationModeCubic], animations: {
      UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
        toVC.view.center = CGPoint(x: rest.x, y: rest.y - 40)
      }
      UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25) {
        toVC.view.center = CGPoint(x: rest.x, y: rest.y + 15)
      }
      UIView.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 0.25) {
        toVC.view.center = rest
      }
    }, completion: { finished in
      self.finished = finished
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    })
  }
}

final class CardPopTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
  let animator = CardPopAnimator()
  func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                           source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
    return animator
  }
}
