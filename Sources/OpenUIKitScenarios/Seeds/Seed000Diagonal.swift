import Foundation
import UIKit

// Seed 000 (View Controller Programming Guide, "Customizing the Transition Animations"),
// listings 10-1 and 10-2, in Swift: a transitioning delegate that vends an animator which
// slides the presented view in from the lower-right corner and back out.

/// Listing 10-1: the transitioning delegate creates the animator and says which way it runs.
@MainActor
package final class DiagonalTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
  package override init() {}

  package func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    let animator = DiagonalAnimator()
    animator.presenting = true
    return animator
  }

  package func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
    DiagonalAnimator()
  }
}

/// Listing 10-2: the animator for the diagonal presentation and dismissal.
@MainActor
package final class DiagonalAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  /// Set by the transitioning delegate.
  package var presenting = false
  package static let duration: TimeInterval = 0.5

  package override init() {}

  package func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
    Self.duration
  }

  package func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    // Get the set of relevant objects.
    let containerView = transitionContext.containerView
    let fromVC = transitionContext.viewController(forKey: .from)!
    let toVC = transitionContext.viewController(forKey: .to)!
    let toView = transitionContext.view(forKey: .to)
    let fromView = transitionContext.view(forKey: .from)

    // Set up some variables for the animation.
    let containerFrame = containerView.frame
    var toViewStartFrame = transitionContext.initialFrame(for: toVC)
    let toViewFinalFrame = transitionContext.finalFrame(for: toVC)
    var fromViewFinalFrame = transitionContext.finalFrame(for: fromVC)

    // Set up the animation parameters.
    if presenting {
      // Modify the frame of the presented view so that it starts offscreen at the lower-right
      // corner of the container.
      toViewStartFrame.origin.x = containerFrame.size.width
      toViewStartFrame.origin.y = containerFrame.size.height
      toViewStartFrame.size = toViewFinalFrame.size
    } else {
      // Modify the frame of the dismissed view so it ends in the lower-right corner.
      let size = fromView?.frame.size ?? .zero
      fromViewFinalFrame = CGRect(x: containerFrame.size.width, y: containerFrame.size.height, width: size.width, height: size.height)
    }

    // Always add the "to" view to the container. And it doesn't hurt to set its start frame.
    if let toView {
      containerView.addSubview(toView)
      toView.frame = toViewStartFrame
    }

    // Animate using the animator's own duration value.
    UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
      if self.presenting {
        // Move the presented view into position.
        toView?.frame = toViewFinalFrame
      } else {
        // Move the dismissed view offscreen.
        fromView?.frame = fromViewFinalFrame
      }
    }, completion: { _ in
      let success = !transitionContext.transitionWasCancelled
      // After a failed presentation or successful dismissal, remove the view.
      if (self.presenting && !success) || (!self.presenting && success) {
        toView?.removeFromSuperview()
      }
      // Notify UIKit that the transition has finished.
      transitionContext.completeTransition(success)
    })
  }
}

/// Listings 11-1 to 11-6: a presentation controller that covers the right half of the container
/// and dims the left half with a fading dimming view.
@MainActor
package final class HalfWidthPresentationController: UIPresentationController {
  /// Listing 11-2: the dimming view, created with the controller.
  package let dimmingView: UIView

  package override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
    dimmingView = UIView()
    dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.4)
    dimmingView.alpha = 0
    super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
  }

  /// Listing 11-1: the presented view covers the right half.
  package override var frameOfPresentedViewInContainerView: CGRect {
    var presentedViewFrame = CGRect.zero
    let containerBounds = containerView?.bounds ?? .zero
    presentedViewFrame.size = CGSize(width: (containerBounds.size.width / 2).rounded(.down), height: containerBounds.size.height)
    presentedViewFrame.origin.x = containerBounds.size.width - presentedViewFrame.size.width
    return presentedViewFrame
  }

  /// Listing 11-3: the dimming view fades in alongside the transition.
  package override func presentationTransitionWillBegin() {
    guard let containerView else { return }
    dimmingView.frame = containerView.bounds
    dimmingView.alpha = 0
    containerView.insertSubview(dimmingView, at: 0)
    if let coordinator = presentedViewController.transitionCoordinator {
      coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 1 }, completion: nil)
    } else {
      dimmingView.alpha = 1
    }
  }

  /// Listing 11-4: a cancelled presentation removes the dimming view.
  package override func presentationTransitionDidEnd(_ completed: Bool) {
    if !completed { dimmingView.removeFromSuperview() }
  }

  /// Listing 11-5: fade out, and remove after a completed dismissal.
  package override func dismissalTransitionWillBegin() {
    if let coordinator = presentedViewController.transitionCoordinator {
      coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 0 }, completion: nil)
    } else {
      dimmingView.alpha = 0
    }
  }

  package override func dismissalTransitionDidEnd(_ completed: Bool) {
    if completed { dimmingView.removeFromSuperview() }
  }
}

/// Listing 11-6: the delegate vends the presentation controller (and the diagonal animator).
@MainActor
package final class HalfWidthTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
  package override init() {}

  package func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
  ) -> UIPresentationController? {
    HalfWidthPresentationController(presentedViewController: presented, presenting: presenting)
  }

  // The animators are listing 10-1's.
  private let diagonal = DiagonalTransitioningDelegate()

  package func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    diagonal.animationController(forPresented: presented, presenting: presenting, source: source)
  }

  package func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
    diagonal.animationController(forDismissed: dismissed)
  }
}

/// Listings 10-3 and 10-4: a percent-driven interaction controller that installs a pan gesture
/// recognizer on the container and maps vertical travel to completion.
@MainActor
package final class VerticalSwipeInteractiveTransition: UIPercentDrivenInteractiveTransition {
  private var contextData: (any UIViewControllerContextTransitioning)?
  package private(set) var panGesture: UIPanGestureRecognizer?
  /// Below this fraction a release cancels (listing 10-4 always finishes; the threshold makes
  /// the cancel path reachable too).
  package var cancelBelow: CGFloat = 0

  package override func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
    // Always call super first.
    super.startInteractiveTransition(transitionContext)
    // Save the transition context for future reference.
    contextData = transitionContext
    // Create a pan gesture recognizer to monitor events.
    let pan = UIPanGestureRecognizer()
    pan.addAction(UIAction { [weak self] action in
      guard let self, let g = action.sender as? UIPanGestureRecognizer else { return }
      self.handleSwipeUpdate(g)
    })
    pan.maximumNumberOfTouches = 1
    panGesture = pan
    // Add the gesture recognizer to the container view.
    transitionContext.containerView.addGestureRecognizer(pan)
  }

  /// Listing 10-4.
  func handleSwipeUpdate(_ gestureRecognizer: UIGestureRecognizer) {
    guard let container = contextData?.containerView, let panGesture else { return }
    switch gestureRecognizer.state {
    case .began:
      // Reset the translation value at the beginning of the gesture.
      panGesture.setTranslation(.zero, in: container)
    case .changed:
      // Compute how far the gesture has travelled vertically, relative to the container height.
      let translation = panGesture.translation(in: container)
      let percentage = abs(translation.y / container.bounds.height)
      update(percentage)
    case .ended, .cancelled, .failed:
      let translation = panGesture.translation(in: container)
      if gestureRecognizer.state == .ended && abs(translation.y / container.bounds.height) >= cancelBelow {
        finish()
      } else {
        cancel()
      }
      container.removeGestureRecognizer(panGesture)
    default:
      break
    }
  }
}
