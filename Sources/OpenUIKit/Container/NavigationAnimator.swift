import Foundation
import OpenQuartzCore

/// The built-in push/pop animation (Docs/Behaviour.md "Containers"): the incoming view slides
/// in from the right edge while the outgoing one moves left by 30 % of the width under a black
/// dimming view that reaches alpha 0.1; pop plays the mirror image. 0.35 s, easeInOut (linear
/// while interactive, so the view follows the finger).
@preconcurrency @MainActor
package final class NavigationAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  package static let duration: TimeInterval = 0.35
  package static let parallax: CGFloat = 0.3
  package static let dimmingAlpha: CGFloat = 0.1

  let operation: UINavigationController.Operation

  package init(operation: UINavigationController.Operation) { self.operation = operation }

  package func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
    Self.duration
  }

  package func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
    let container = ctx.containerView
    guard let fromVC = ctx.viewController(forKey: .from), let toVC = ctx.viewController(forKey: .to),
      let fromView = ctx.view(forKey: .from), let toView = ctx.view(forKey: .to)
    else {
      ctx.completeTransition(false)
      return
    }
    let width = container.bounds.width
    let push = operation != .pop
    let dimming = UIView(frame: container.bounds)
    dimming.backgroundColor = .black
    dimming.isUserInteractionEnabled = false
    UIView.performWithoutAnimation {
      toView.frame = ctx.finalFrame(for: toVC)
      fromView.frame = ctx.initialFrame(for: fromVC)
      if push {
        container.addSubview(toView)
        container.insertSubview(dimming, belowSubview: toView)
        toView.transform = CGAffineTransform(translationX: width, y: 0)
        dimming.alpha = 0
      } else {
        container.insertSubview(toView, belowSubview: fromView)
        container.insertSubview(dimming, belowSubview: fromView)
        toView.transform = CGAffineTransform(translationX: -width * Self.parallax, y: 0)
        dimming.alpha = Self.dimmingAlpha
      }
    }
    let options: UIView.AnimationOptions = ctx.isInteractive ? [.curveLinear] : [.curveEaseInOut]
    UIView.animate(
      withDuration: transitionDuration(using: ctx), delay: 0, options: options,
      animations: {
        if push {
          toView.transform = .identity
          fromView.transform = CGAffineTransform(translationX: -width * Self.parallax, y: 0)
          dimming.alpha = Self.dimmingAlpha
        } else {
          toView.transform = .identity
          fromView.transform = CGAffineTransform(translationX: width, y: 0)
          dimming.alpha = 0
        }
      },
      completion: { _ in
        dimming.removeFromSuperview()
        let cancelled = ctx.transitionWasCancelled
        UIView.performWithoutAnimation {
          fromView.transform = .identity
          toView.transform = .identity
        }
        if cancelled { toView.removeFromSuperview() } else { fromView.removeFromSuperview() }
        ctx.completeTransition(!cancelled)
      })
  }
}
