import Foundation
import UIKit

// Seed 001 (an article walking through Apple's "CustomTransitions" sample), in Swift:
// Cross Dissolve, Swipe (edge-pan driven, percent-driven, cancelled below half) and
// Custom Presentation (a bottom sheet with shadow, rounded corners and a dimming view).

// MARK: Cross Dissolve

/// The cross-dissolve animator: fades the from-view out and the to-view in over 0.35 s.
@MainActor
package final class CrossDissolveAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  package override init() {}

  package func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
    0.35
  }

  package func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    let fromViewController = transitionContext.viewController(forKey: .from)!
    let toViewController = transitionContext.viewController(forKey: .to)!
    let containerView = transitionContext.containerView
    // viewForKey: may be nil; the article prefers it over the controllers' views.
    let fromView = transitionContext.view(forKey: .from) ?? fromViewController.view!
    let toView = transitionContext.view(forKey: .to) ?? toViewController.view!

    fromView.frame = transitionContext.initialFrame(for: fromViewController)
    toView.frame = transitionContext.finalFrame(for: toViewController)
    fromView.alpha = 1
    toView.alpha = 0
    // Both on present and dismiss the to-view must be added to the hierarchy.
    containerView.addSubview(toView)

    UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
      fromView.alpha = 0
      toView.alpha = 1
    }, completion: { _ in
      let wasCancelled = transitionContext.transitionWasCancelled
      // Leave the from-view visible for whoever shows it next.
      fromView.alpha = 1
      transitionContext.completeTransition(!wasCancelled)
    })
  }
}

/// The cross-dissolve transitioning delegate (fullScreen presentation: the from-view is removed
/// afterwards, unlike `.custom`).
@MainActor
package final class CrossDissolveTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
  package override init() {}
  package func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { CrossDissolveAnimator() }
  package func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
    CrossDissolveAnimator()
  }
}

// MARK: Swipe

/// Slides the presented view in from the right edge and out to the right on dismissal.
@MainActor
package final class SwipeTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  /// The edge the interaction starts from: `.right` presents, `.left` dismisses.
  package let edge: UIRectEdge

  package init(targetEdge edge: UIRectEdge) {
    precondition(edge == .left || edge == .right, "targetEdge must be one of .left or .right.")
    self.edge = edge
  }

  package func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
    0.35
  }

  package func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    let fromViewController = transitionContext.viewController(forKey: .from)!
    let toViewController = transitionContext.viewController(forKey: .to)!
    let containerView = transitionContext.containerView
    let fromView = transitionContext.view(forKey: .from) ?? fromViewController.view!
    let toView = transitionContext.view(forKey: .to) ?? toViewController.view!

    // isPresenting: the to-controller was presented by the from-controller.
    let isPresenting = toViewController.presentingViewController === fromViewController
    let fromFrame = transitionContext.initialFrame(for: fromViewController)
    let toFrame = transitionContext.finalFrame(for: toViewController)
    // The direction of motion: from the left edge means dismiss, from the right means present.
    let offset = edge == .left ? CGVector(dx: 1, dy: 0) : CGVector(dx: -1, dy: 0)

    if isPresenting {
      fromView.frame = fromFrame
      toView.frame = toFrame.offsetBy(dx: toFrame.width * offset.dx * -1, dy: toFrame.height * offset.dy * -1)
      containerView.addSubview(toView)
    } else {
      fromView.frame = fromFrame
      toView.frame = toFrame
      containerView.insertSubview(toView, belowSubview: fromView)
    }

    UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
      if isPresenting {
        toView.frame = toFrame
      } else {
        fromView.frame = toFrame.offsetBy(dx: toFrame.width * offset.dx, dy: toFrame.height * offset.dy)
      }
    }, completion: { _ in
      let wasCancelled = transitionContext.transitionWasCancelled
      if wasCancelled && isPresenting { toView.removeFromSuperview() }
      transitionContext.completeTransition(!wasCancelled)
    })
  }
}

/// Drives the swipe with an edge pan: progress is the finger's distance from the edge over the
/// container's width; on release it finishes from half way, otherwise cancels.
@MainActor
package final class SwipePercentInteractionController: UIPercentDrivenInteractiveTransition {
  private var transitionContext: (any UIViewControllerContextTransitioning)?
  private let pan: UIScreenEdgePanGestureRecognizer
  private let edge: UIRectEdge
  private var action: UIAction?

  package init(gestureRecognizer pan: UIScreenEdgePanGestureRecognizer, edgeForDragging edge: UIRectEdge) {
    self.pan = pan
    self.edge = edge
    super.init()
    let action = UIAction { [weak self] _ in self?.panUpdate() }
    self.action = action
    pan.addAction(action)
  }

  isolated deinit {
    if let action { pan.removeAction(action) }
  }

  package override func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
    self.transitionContext = transitionContext
    super.startInteractiveTransition(transitionContext)
  }

  private func percent(for pan: UIScreenEdgePanGestureRecognizer) -> CGFloat {
    guard let container = transitionContext?.containerView else { return 0 }
    let location = pan.location(in: container)
    let width = container.bounds.width
    if edge == .left { return location.x / width }
    if edge == .right { return (width - location.x) / width }
    return 0
  }

  private func panUpdate() {
    switch pan.state {
    case .began: break
    case .changed: update(percent(for: pan))
    case .ended:
      if percent(for: pan) >= 0.5 { finish() } else { cancel() }
    default: cancel()
    }
  }
}

/// Vends the swipe animator, and the interaction controller when a gesture drives it.
@MainActor
package final class SwipeTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
  package var edge: UIRectEdge = .right
  /// Set while an edge pan starts the transition; nil for button-triggered transitions.
  package var gestureRecognizer: UIScreenEdgePanGestureRecognizer?

  package override init() {}

  package func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { SwipeTransitionAnimator(targetEdge: edge) }

  package func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
    SwipeTransitionAnimator(targetEdge: edge)
  }

  package func interactionControllerForPresentation(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    gestureRecognizer.map { SwipePercentInteractionController(gestureRecognizer: $0, edgeForDragging: edge) }
  }

  package func interactionControllerForDismissal(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    gestureRecognizer.map { SwipePercentInteractionController(gestureRecognizer: $0, edgeForDragging: edge) }
  }
}

// MARK: Custom Presentation

/// The bottom sheet: a presentation controller that is also its transitioning delegate and
/// animator. The presented view is wrapped in a shadow view and a rounded-corner view; a dimming
/// view behind it dismisses on tap; the frame follows `preferredContentSize`.
@MainActor
package final class CustomPresentationController: UIPresentationController, UIViewControllerTransitioningDelegate,
  UIViewControllerAnimatedTransitioning
{
  package private(set) var dimmingView: UIView?
  package private(set) var presentationWrappingView: UIView?
  static let cornerRadius: CGFloat = 16

  package override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
    super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
    // Custom does not remove the presenting view.
    presentedViewController.modalPresentationStyle = .custom
  }

  package override var presentedView: UIView? { presentationWrappingView }

  package override func presentationTransitionWillBegin() {
    let presentedViewControllerView = super.presentedView!
    presentedViewControllerView.autoresizingMask = [.flexibleWidth, .flexibleHeight]

    // presentationWrappingView (shadow) > presentationRoundedCornerView (corners) >
    // presentedViewControllerWrapperView > presentedViewControllerView.
    let wrapper = UIView(frame: frameOfPresentedViewInContainerView)
    wrapper.layer.shadowOpacity = 0.44
    wrapper.layer.shadowRadius = 13
    wrapper.layer.shadowOffset = CGSize(width: 0, height: -6)
    presentationWrappingView = wrapper

    let rounded = UIView(frame: wrapper.bounds.inset(by: UIEdgeInsets(top: 0, left: 0, bottom: -Self.cornerRadius, right: 0)))
    rounded.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    rounded.layer.cornerRadius = Self.cornerRadius
    rounded.layer.masksToBounds = true

    let inner = UIView(frame: rounded.bounds.inset(by: UIEdgeInsets(top: 0, left: 0, bottom: Self.cornerRadius, right: 0)))
    inner.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    presentedViewControllerView.frame = inner.bounds

    wrapper.addSubview(rounded)
    rounded.addSubview(inner)
    inner.addSubview(presentedViewControllerView)

    // The dimming view sits behind the wrapper and dismisses on tap.
    let dimming = UIView(frame: containerView?.bounds ?? .zero)
    dimming.backgroundColor = .black
    dimming.isOpaque = false
    dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    dimming.addGestureRecognizer(UITapGestureRecognizer(action: UIAction { [weak self] _ in self?.dimmingViewTapped() }))
    dimmingView = dimming
    containerView?.addSubview(dimming)

    dimming.alpha = 0
    presentingViewController.transitionCoordinator?.animate(alongsideTransition: { _ in dimming.alpha = 0.5 }, completion: nil)
  }

  package override func presentationTransitionDidEnd(_ completed: Bool) {
    if !completed {
      presentationWrappingView = nil
      dimmingView = nil
    }
  }

  package override func dismissalTransitionWillBegin() {
    presentingViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimmingView?.alpha = 0 }, completion: nil)
  }

  package override func dismissalTransitionDidEnd(_ completed: Bool) {
    if completed {
      presentationWrappingView = nil
      dimmingView = nil
    }
  }

  // Layout: the sheet's size follows the presented controller's preferredContentSize.

  package override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
    super.preferredContentSizeDidChange(forChildContentContainer: container)
    if container === presentedViewController { containerView?.setNeedsLayout() }
  }

  package override func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
    if container === presentedViewController { return (container as! UIViewController).preferredContentSize }
    return super.size(forChildContentContainer: container, withParentContainerSize: parentSize)
  }

  package override var frameOfPresentedViewInContainerView: CGRect {
    let bounds = containerView?.bounds ?? .zero
    let size = self.size(forChildContentContainer: presentedViewController, withParentContainerSize: bounds.size)
    return CGRect(x: bounds.minX, y: bounds.maxY - size.height, width: size.width, height: size.height)
  }

  package override func containerViewWillLayoutSubviews() {
    super.containerViewWillLayoutSubviews()
    dimmingView?.frame = containerView?.bounds ?? .zero
    presentationWrappingView?.frame = frameOfPresentedViewInContainerView
  }

  func dimmingViewTapped() {
    presentingViewController.dismiss(animated: true)
  }

  // MARK: Animator (slide up from the bottom; 0.35 s, 0.5 s when interactive in the sample)

  package func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
    (transitionContext?.isAnimated ?? true) ? 0.35 : 0
  }

  package func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    let fromViewController = transitionContext.viewController(forKey: .from)!
    let toViewController = transitionContext.viewController(forKey: .to)!
    let containerView = transitionContext.containerView
    let toView = transitionContext.view(forKey: .to)
    let fromView = transitionContext.view(forKey: .from)
    let isPresenting = fromViewController === presentingViewController

    let fromViewFinalFrame = transitionContext.finalFrame(for: fromViewController)
    var toViewInitialFrame = transitionContext.initialFrame(for: toViewController)
    let toViewFinalFrame = transitionContext.finalFrame(for: toViewController)
    if let toView { containerView.addSubview(toView) }

    if isPresenting {
      toViewInitialFrame.origin = CGPoint(x: containerView.bounds.minX, y: containerView.bounds.maxY)
      toViewInitialFrame.size = toViewFinalFrame.size
      toView?.frame = toViewInitialFrame
    }
    var fromFinal = fromViewFinalFrame
    if !isPresenting, let fromView {
      fromFinal = fromView.frame.offsetBy(dx: 0, dy: fromView.frame.height)
    }
    UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
      if isPresenting { toView?.frame = toViewFinalFrame } else { fromView?.frame = fromFinal }
    }, completion: { _ in
      let wasCancelled = transitionContext.transitionWasCancelled
      transitionContext.completeTransition(!wasCancelled)
    })
  }

  // MARK: Transitioning delegate

  package func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
  ) -> UIPresentationController? {
    precondition(presentedViewController === presented, "You didn't initialize \(self) with the correct presentedViewController.")
    return self
  }

  package func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { self }

  package func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { self }
}
