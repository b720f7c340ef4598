// Code written the way iOS apps and transition libraries write it (Swift 5 language mode,
// nonisolated NSObject helpers, default arguments, NSObject equality), after the mechanical port
// (`@objc` removed, `#selector` spelled as `Selector("…")`). This file must compile unchanged:
// that it builds is half of what the tests in this target check.
import UIKit

/// A plain NSObject animator, not main-actor isolated, that touches views — legal against the
/// SDK because UIKit's classes are `@preconcurrency @MainActor`.
final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let presenting: Bool
  var endedWith: Bool?
  init(presenting: Bool) { self.presenting = presenting }

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
    return 0.4
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    let container = transitionContext.containerView
    let key: UITransitionContextViewKey = presenting ? .to : .from
    guard let moving = transitionContext.view(forKey: key) else { return }
    let bounds = container.bounds
    if presenting {
      container.addSubview(moving)
      moving.frame = bounds
      moving.center = CGPoint(x: bounds.midX, y: bounds.midY + bounds.height)
    }
    UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
      moving.center = CGPoint(x: bounds.midX, y: self.presenting ? bounds.midY : bounds.midY + bounds.height)
    }) { _ in
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
  }

  func animationEnded(_ transitionCompleted: Bool) { endedWith = transitionCompleted }
}

/// A dimming presentation controller as card libraries write it.
final class DimmingPresentationController: UIPresentationController {
  let dimmingView = UIView()
  private(set) var tapRecognizer: UITapGestureRecognizer!

  override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
    super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
    dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.4)
    dimmingView.alpha = 0
    tapRecognizer = UITapGestureRecognizer(target: self, action: Selector("dimmingViewTapped:"))
    dimmingView.addGestureRecognizer(tapRecognizer)
  }

  func dimmingViewTapped(_ sender: UITapGestureRecognizer) {
    presentedViewController.dismiss(animated: true)
  }

  override var frameOfPresentedViewInContainerView: CGRect {
    guard let container = containerView else { return .zero }
    return CGRect(x: 0, y: container.bounds.height / 2, width: container.bounds.width, height: container.bounds.height / 2)
  }

  override func presentationTransitionWillBegin() {
    guard let container = containerView else { return }
    dimmingView.frame = container.bounds
    container.insertSubview(dimmingView, at: 0)
    // No completion: the SDK's overlay gives the protocol requirement a default argument.
    presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
      self.dimmingView.alpha = 1
    })
  }

  override func dismissalTransitionWillBegin() {
    presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
      self.dimmingView.alpha = 0
    }, completion: nil)
  }

  override func containerViewWillLayoutSubviews() {
    super.containerViewWillLayoutSubviews()
    presentedView?.frame = frameOfPresentedViewInContainerView
  }
}

/// A transitioning delegate that is also a plain NSObject; its `deinit` touches UIKit.
final class CardTransitionDelegate: NSObject, UIViewControllerTransitioningDelegate {
  weak var lastPresented: UIViewController?
  let interaction = UIPercentDrivenInteractiveTransition()
  var interactive = false
  var interactiveDismissals = 0

  func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
    lastPresented = presented
    return SlideAnimator(presenting: true)
  }

  func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
    return SlideAnimator(presenting: false)
  }

  func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
    if interactive { interactiveDismissals += 1 }
    return interactive ? interaction : nil
  }

  func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
    return DimmingPresentationController(presentedViewController: presented, presenting: presenting)
  }

  deinit {
    lastPresented?.view.alpha = 1
  }
}

/// A view controller with a pan recognizer that drives an interactive dismissal.
final class CardViewController: UIViewController {
  var panRecognizer: UIPanGestureRecognizer!
  weak var cardDelegate: CardTransitionDelegate?

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    panRecognizer = UIPanGestureRecognizer(target: self, action: Selector("handlePan:"))
    view.addGestureRecognizer(panRecognizer)
  }

  func handlePan(_ recognizer: UIPanGestureRecognizer) {
    guard let delegate = cardDelegate else { return }
    let translation = recognizer.translation(in: view.superview)
    let progress = max(0, min(1, translation.y / max(1, view.bounds.height)))
    switch recognizer.state {
    case .began:
      delegate.interactive = true
      dismiss(animated: true, completion: nil)
    case .changed:
      delegate.interaction.update(progress)
    case .ended:
      if progress > 0.5 { delegate.interaction.finish() } else { delegate.interaction.cancel() }
      delegate.interactive = false
    default:
      delegate.interaction.cancel()
      delegate.interactive = false
    }
  }
}

/// Registrations the port tool generates for the selectors above.
@MainActor func registerIOSStyleActions() {
  ActionRegistry.register(CardViewController.self, "handlePan:") { vc, sender in
    vc.handlePan(sender as! UIPanGestureRecognizer)
  }
  ActionRegistry.register(DimmingPresentationController.self, "dimmingViewTapped:") { pc, sender in
    pc.dimmingViewTapped(sender as! UITapGestureRecognizer)
  }
  ActionRegistry.registerImplemented(CardTransitionDelegate.self, [
    "animationControllerForPresentedController:presentingController:sourceController:",
    "animationControllerForDismissedController:",
    "interactionControllerForDismissal:",
    "presentationControllerForPresentedViewController:presentingViewController:sourceViewController:",
  ])
}

/// A nonisolated helper that finds and compares controllers the way libraries do.
final class ControllerBookkeeper: NSObject {
  var seen = Set<UIViewController>()
  func note(_ vc: UIViewController) { seen.insert(vc) }
  func index(of vc: UIViewController, in stack: [UIViewController]) -> Int? { stack.firstIndex(of: vc) }
  func same<T: NSObjectProtocol>(_ a: T, _ b: T) -> Bool { a.isEqual(b) }
  func recognizers(on view: UIView) -> [UIGestureRecognizer] { view.gestureRecognizers ?? [] }
}
