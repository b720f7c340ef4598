import Foundation
import OpenQuartzCore

/// Swaps one child's view for another's inside a container view, through the package
/// `TransitionContext` — the engine the navigation and tab bar controllers share.
///
/// State (changed only in `setState`):
///
///     prepared --start(animator:interactor:)--> running --completeTransition--> finished
///
/// Appearance (O-wangling): from viewWillDisappear → to viewWillAppear → animation → from
/// viewDidDisappear → to viewDidAppear. Cancelled: to viewWillDisappear when the cancel is
/// asked for, then at the end to viewDidDisappear → from viewWillAppear → from viewDidAppear —
/// every call balanced. The coordinator (`presentationStyle == .none`) is set on the owner and
/// both children while the swap runs; the owner's other children inherit it through
/// `transitionCoordinator`'s walk up the parents.
@preconcurrency @MainActor
package final class ChildSwapTransition {
  package enum State: Sendable { case prepared, running, finished }
  package private(set) var state = State.prepared

  /// Held strongly while the swap runs (the owner keeps the swap until `onFinished`).
  let owner: UIViewController
  let containerView: UIView
  let from: UIViewController
  let to: UIViewController
  let animated: Bool
  /// Puts a child's view into the container at its resting frame.
  let install: (UIViewController) -> Void
  package private(set) var context: TransitionContext?
  /// The owner's bookkeeping once the outcome is known (after the did-calls).
  var onComplete: ((Bool) -> Void)?
  /// After the coordinator's completions and `animationEnded`.
  var onFinished: ((Bool) -> Void)?
  /// Where a child's view rests in the container (the container's bounds unless the owner says
  /// otherwise: a navigation controller keeps controllers that do not extend under an opaque bar
  /// below it).
  var childFrame: ((UIViewController) -> CGRect)?
  /// Once the coordinator exists, before the appearance calls (the owner's alongside work).
  var onBegin: ((TransitionCoordinator) -> Void)?
  private var fromBegan = false
  private var toBegan = false

  init(
    owner: UIViewController, containerView: UIView, from: UIViewController, to: UIViewController, animated: Bool,
    install: @escaping (UIViewController) -> Void
  ) {
    self.owner = owner; self.containerView = containerView; self.from = from; self.to = to
    self.animated = animated; self.install = install
  }

  private func setState(_ new: State) { state = new }

  func start(
    animator: (any UIViewControllerAnimatedTransitioning)?, interactor: (any UIViewControllerInteractiveTransitioning)?
  ) {
    guard state == .prepared else { return }
    setState(.running)
    to.loadViewIfNeeded()
    let ctx = TransitionContext(
      containerView: containerView, animated: animated, style: .none, from: from, to: to,
      fromView: from.view, toView: to.view)
    ctx.setFrames(for: from, initial: childFrame?(from) ?? containerView.bounds, final: .zero)
    ctx.setFrames(for: to, initial: .zero, final: childFrame?(to) ?? containerView.bounds)
    context = ctx
    ctx.onCancelRequested = { [unowned self] in
      if self.toBegan { self.to._beginAppearance(false, animated: self.animated) }
    }
    ctx.onComplete = { [unowned self] done in self.completed(done) }
    ctx.onFinished = { [unowned self] done in self.finish(done) }
    setCoordinator(ctx.coordinator)
    onBegin?(ctx.coordinator)
    onBegin = nil

    fromBegan = from._beginAppearance(false, animated: animated)
    // The incoming child appears only with its container: a container leaving the screen (its
    // disappearance began in the same turn, e.g. a presentation over it) shows nothing new.
    let ownerShown = owner._appearance == .appeared || owner._appearance == .appearing
    toBegan = ownerShown && to._beginAppearance(true, animated: animated)
    if let animator {
      ctx.begin(animator: animator, interactor: interactor)
    } else {
      ctx.beginWithoutAnimator()
      from.viewIfLoaded?.removeFromSuperview()
      install(to)
      ctx.completeTransition(true)
    }
  }

  private func completed(_ done: Bool) {
    let (shown, hidden) = done ? (to, from) : (from, to)
    if hidden.viewIfLoaded?.superview === containerView { hidden.view.removeFromSuperview() }
    UIView.performWithoutAnimation { hidden.viewIfLoaded?.transform = .identity }
    install(shown)
    if done {
      if fromBegan { from._endAppearance(animated: animated) }
      to._deliverViewIsAppearingIfNeeded()
      if toBegan { to._endAppearance(animated: animated) }
    } else {
      if toBegan { to._endAppearance(animated: animated) }
      if fromBegan {
        from._beginAppearance(true, animated: animated)
        from._endAppearance(animated: animated)
      }
    }
    owner._settleChildrenAppearance(finishing: [from, to])
    onComplete?(done)
  }

  private func setCoordinator(_ coordinator: (any UIViewControllerTransitionCoordinator)?) {
    owner._transitionCoordinator = coordinator
    from._transitionCoordinator = coordinator
    to._transitionCoordinator = coordinator
  }

  private func finish(_ done: Bool) {
    setCoordinator(nil)
    setState(.finished)
    onFinished?(done)
    onComplete = nil
    onFinished = nil
  }
}
