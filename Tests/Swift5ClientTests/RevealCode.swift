// A circular-reveal presentation (shape-layer mask whose path animates with CABasicAnimation and
// a CATransaction completion), the way bubble/reveal transition libraries write it, plus a
// cross-flip with UIView.transition(from:to:) and a spring pop with CASpringAnimation.
import UIKit

final class CircularRevealAnimator: NSObject, UIViewControllerAnimatedTransitioning, CAAnimationDelegate {
  var origin: CGPoint = .zero
  var presenting = true
  private weak var context: UIViewControllerContextTransitioning?
  private(set) var maskLayer: CAShapeLayer?
  private(set) var stopCount = 0

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
    return 0.5
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    context = transitionContext
    let container = transitionContext.containerView
    let key: UITransitionContextViewKey = presenting ? .to : .from
    guard let revealed = transitionContext.view(forKey: key) else { return }
    if presenting {
      revealed.frame = container.bounds
      container.addSubview(revealed)
    }
    let radius = hypot(max(origin.x, container.bounds.width - origin.x),
                       max(origin.y, container.bounds.height - origin.y))
    let small = UIBezierPath(ovalIn: CGRect(origin: origin, size: .zero).insetBy(dx: -1, dy: -1))
    // Both circles as ovals: Core Animation interpolates paths with the same elements only.
    let large = UIBezierPath(ovalIn: CGRect(x: origin.x - radius, y: origin.y - radius, width: radius * 2, height: radius * 2))
    let mask = CAShapeLayer()
    mask.path = (presenting ? large : small).cgPath
    mask.fillColor = UIColor.black.cgColor
    revealed.layer.mask = mask
    maskLayer = mask

    let animation = CABasicAnimation(keyPath: "path")
    animation.fromValue = (presenting ? small : large).cgPath
    animation.toValue = (presenting ? large : small).cgPath
    animation.duration = transitionDuration(using: transitionContext)
    animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
    animation.delegate = self
    CATransaction.begin()
    CATransaction.setCompletionBlock {
      revealed.layer.mask = nil
      self.maskLayer = nil
    }
    mask.add(animation, forKey: "reveal")
    CATransaction.commit()
  }

  func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
    stopCount += 1
    context?.completeTransition(flag && !(context?.transitionWasCancelled ?? false))
  }
}

final class RevealTransitionDelegate: NSObject, UIViewControllerTransitioningDelegate {
  let animator = CircularRevealAnimator()
  func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
    animator.presenting = true
    return animator
  }
  func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
    animator.presenting = false
    return animator
  }
}

final class CardFlipper {
  let front = UIView(frame: CGRect(x: 40, y: 200, width: 300, height: 200))
  let back = UIView(frame: CGRect(x: 40, y: 200, width: 300, height: 200))
  private(set) var showingFront = true
  private(set) var flips = 0

  func flip(animated: Bool = true) {
    let from = showingFront ? front : back
    let to = showingFront ? back : front
    UIView.transition(from: from, to: to, duration: animated ? 0.4 : 0,
                      options: [.transitionFlipFromRight, .showHideTransitionViews]) { finished in
      if finished { self.flips += 1 }
    }
    showingFront.toggle()
  }

  func pop(_ view: UIView) {
    let spring = CASpringAnimation(keyPath: "transform.scale")
    spring.fromValue = 0.8
    spring.toValue = 1.0
    spring.damping = 10
    spring.stiffness = 180
    spring.mass = 1
    spring.initialVelocity = 0
    spring.duration = spring.settlingDuration
    view.layer.add(spring, forKey: "pop")
  }
}
