import Foundation
import OpenQuartzCore
import UIKit

/// Seed 002: a custom container switching five children with a spring animator and a
/// transition context of its own (`UIViewControllerContextTransitioning` adopted by the
/// container's context class). `interactive: false` uses left/right swipes as in the article;
/// `interactive: true` is the part the article could not finish: a pan scrubs between
/// neighbours with `UIPercentDrivenInteractiveTransition`, finishing past half way and
/// cancelling below, which puts the previous child back exactly (balanced appearance calls).
@MainActor
package final class Seed002ContainerViewController: UIViewController {
  package let viewControllers: [UIViewController]
  package private(set) var currentControllerIndex = 0
  package private(set) var selectedViewController: UIViewController?
  let interactive: Bool
  private var interactor: UIPercentDrivenInteractiveTransition?
  private var switching = false

  package init(interactive: Bool) {
    self.interactive = interactive
    let colors: [UIColor] = [.systemBlue, .systemOrange, .systemGreen, .systemPurple, .systemPink]
    let names = ["Photo", "Video", "File", "Contact", "Clipboard"]
    viewControllers = zip(names, colors).map { ColorViewController($0, color: $1) }
    super.init(nibName: nil, bundle: nil)
  }

  package required init?(coder: NSCoder) { nil }

  package override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .black
    if interactive {
      let pan = UIPanGestureRecognizer()
      pan.addAction(UIAction { [weak self, weak pan] _ in
        guard let self, let pan else { return }
        self.panned(pan)
      })
      view.addGestureRecognizer(pan)
    } else {
      for direction in [UISwipeGestureRecognizer.Direction.left, .right] {
        let swipe = UISwipeGestureRecognizer()
        swipe.direction = direction
        swipe.addAction(UIAction { [weak self] _ in self?.swiped(direction) })
        view.addGestureRecognizer(swipe)
      }
    }
    transition(to: viewControllers[0], interactor: nil)
  }

  private func swiped(_ direction: UISwipeGestureRecognizer.Direction) {
    let next = direction == .left ? min(currentControllerIndex + 1, 4) : max(currentControllerIndex - 1, 0)
    select(index: next, interactor: nil)
  }

  private func panned(_ pan: UIPanGestureRecognizer) {
    let width = max(view.bounds.width, 1)
    let dx = pan.translation(in: view).x
    switch pan.state {
    case .began:
      let target = dx < 0 ? currentControllerIndex + 1 : currentControllerIndex - 1
      guard !switching, target >= 0, target < viewControllers.count else { return }
      let driver = UIPercentDrivenInteractiveTransition()
      interactor = driver
      select(index: target, interactor: driver)
    case .changed:
      interactor?.update(abs(dx) / width)
    case .ended:
      if abs(dx) / width > 0.5 { interactor?.finish() } else { interactor?.cancel() }
      interactor = nil
    case .cancelled, .failed:
      interactor?.cancel()
      interactor = nil
    default: break
    }
  }

  private func select(index: Int, interactor: UIPercentDrivenInteractiveTransition?) {
    guard index != currentControllerIndex, !switching else { return }
    transition(to: viewControllers[index], interactor: interactor)
  }

  /// The article's `_transitionToChildViewController:` with appearance calls and cancellation.
  private func transition(to toViewController: UIViewController, interactor: UIPercentDrivenInteractiveTransition?) {
    let fromViewController = selectedViewController
    guard toViewController !== fromViewController else { return }
    let toView: UIView = toViewController.view
    toView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    toView.frame = view.bounds
    fromViewController?.willMove(toParent: nil)
    addChild(toViewController)
    guard let fromViewController else {
      view.addSubview(toView)
      toViewController.didMove(toParent: self)
      selectedViewController = toViewController
      return
    }
    let fromIndex = viewControllers.firstIndex { $0 === fromViewController } ?? 0
    let toIndex = viewControllers.firstIndex { $0 === toViewController } ?? 0
    let animator = Seed002SpringAnimator()
    let context = Seed002TransitionContext(
      from: fromViewController, to: toViewController, goingRight: toIndex > fromIndex, animator: animator)
    context.isAnimated = true
    context.isInteractive = interactor != nil
    switching = true
    fromViewController.beginAppearanceTransition(false, animated: true)
    toViewController.beginAppearanceTransition(true, animated: true)
    context.completionBlock = { [unowned self] didComplete in
      if didComplete {
        fromViewController.view.removeFromSuperview()
        fromViewController.endAppearanceTransition()
        toViewController.endAppearanceTransition()
        fromViewController.removeFromParent()
        toViewController.didMove(toParent: self)
        self.selectedViewController = toViewController
        self.currentControllerIndex = toIndex
      } else {
        toViewController.view.removeFromSuperview()
        toViewController.beginAppearanceTransition(false, animated: true)
        toViewController.endAppearanceTransition()
        fromViewController.beginAppearanceTransition(true, animated: true)
        fromViewController.endAppearanceTransition()
        toViewController.willMove(toParent: nil)
        toViewController.removeFromParent()
        fromViewController.didMove(toParent: self)
      }
      animator.animationEnded(didComplete)
      self.switching = false
    }
    if let interactor {
      interactor.startInteractiveTransition(context)
    } else {
      animator.animateTransition(using: context)
    }
  }
}

/// The article's `FTMthTransitionAnimator`: a spring (damping 0.5, initial velocity 0.5) over
/// 1 s; the incoming child slides in from the side it lies on and fades in.
@MainActor
package final class Seed002SpringAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  static let childViewPadding: CGFloat = 16
  static let damping: CGFloat = 0.5
  static let initialSpringVelocity: CGFloat = 0.5

  package func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
    1.0
  }

  package func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    guard let fromViewController = transitionContext.viewController(forKey: .from),
      let toViewController = transitionContext.viewController(forKey: .to)
    else { return }
    transitionContext.containerView.addSubview(toViewController.view)
    toViewController.view.alpha = 0
    let goingRight =
      transitionContext.initialFrame(for: toViewController).origin.x
      < transitionContext.finalFrame(for: toViewController).origin.x
    let distance = transitionContext.containerView.bounds.width + Self.childViewPadding
    let transform = CGAffineTransform(translationX: goingRight ? distance : -distance, y: 0)
    toViewController.view.transform = transform.inverted()
    UIView.animate(
      withDuration: transitionDuration(using: transitionContext), delay: 0,
      usingSpringWithDamping: Self.damping, initialSpringVelocity: Self.initialSpringVelocity, options: [],
      animations: {
        fromViewController.view.transform = transform
        fromViewController.view.alpha = 0
        toViewController.view.transform = .identity
        toViewController.view.alpha = 1
      },
      completion: { _ in
        fromViewController.view.transform = .identity
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
  }
}

/// The article's `FTMthTransitionContext`, with the interactive half filled in: the
/// interaction methods record progress and cancellation, and the animator is kept in a stored
/// property (UIPercentDrivenInteractiveTransition finds it there).
@MainActor
package final class Seed002TransitionContext: NSObject, UIViewControllerContextTransitioning {
  var completionBlock: ((Bool) -> Void)?
  package var isAnimated = false
  package var isInteractive = false
  package private(set) var transitionWasCancelled = false
  package let presentationStyle: UIModalPresentationStyle = .custom
  package let containerView: UIView
  package let targetTransform: CGAffineTransform = .identity
  let animator: any UIViewControllerAnimatedTransitioning
  private let viewControllers: [UITransitionContextViewControllerKey: UIViewController]
  private let disappearingFromRect, disappearingToRect, appearingFromRect, appearingToRect: CGRect
  private(set) var percentComplete: CGFloat = 0

  init(
    from: UIViewController, to: UIViewController, goingRight: Bool,
    animator: any UIViewControllerAnimatedTransitioning
  ) {
    containerView = from.view.superview!
    self.animator = animator
    viewControllers = [.from: from, .to: to]
    let travel = goingRight ? -containerView.bounds.width : containerView.bounds.width
    disappearingFromRect = containerView.bounds
    appearingToRect = containerView.bounds
    disappearingToRect = containerView.bounds.offsetBy(dx: travel, dy: 0)
    appearingFromRect = containerView.bounds.offsetBy(dx: -travel, dy: 0)
  }

  package func initialFrame(for vc: UIViewController) -> CGRect {
    vc === viewControllers[.from] ? disappearingFromRect : appearingFromRect
  }

  package func finalFrame(for vc: UIViewController) -> CGRect {
    vc === viewControllers[.from] ? disappearingToRect : appearingToRect
  }

  package func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    viewControllers[key]
  }

  package func view(forKey key: UITransitionContextViewKey) -> UIView? {
    viewControllers[key == .from ? .from : .to]?.view
  }

  package func completeTransition(_ didComplete: Bool) {
    let block = completionBlock
    completionBlock = nil
    block?(didComplete)
  }

  package func updateInteractiveTransition(_ percentComplete: CGFloat) { self.percentComplete = percentComplete }
  package func finishInteractiveTransition() { isInteractive = false }
  package func cancelInteractiveTransition() {
    isInteractive = false
    transitionWasCancelled = true
  }
  package func pauseInteractiveTransition() {}
}
