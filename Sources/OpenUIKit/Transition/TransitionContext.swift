import Foundation
import OpenQuartzCore

/// UIKit's transition context, used by presentations, the built-in containers and — through
/// `UIViewControllerContextTransitioning` — custom containers.
///
/// Lifecycle (the only place it changes is `setPhase`, which checks the legal steps in debug builds):
///
///     prepared --begin()--> running ⇄ interactive --completeTransition--> completed
///                 (update/pause make it interactive; finish/cancel make it non-interactive)
///
/// The owner supplies hooks: `onCancelRequested` (reversed will-calls, run after the
/// interaction-change handlers), and `onComplete(didComplete)` which finishes the owner's
/// bookkeeping. `completeTransition` then runs the coordinator's completions and
/// `animationEnded`.
@preconcurrency @MainActor
package final class TransitionContext: NSObject, UIViewControllerContextTransitioning {
  package enum Phase: Sendable { case prepared, running, completed }
  @exclusivity(unchecked) package private(set) var phase = Phase.prepared

  private func setPhase(_ new: Phase) {
    #if DEBUG
      switch (phase, new) {
      case (.prepared, .running), (.running, .completed): break
      default: preconditionFailure("OpenUIKit invariant: transition context \(phase) → \(new)")
      }
    #endif
    phase = new
  }

  package let containerView: UIView
  package let isAnimated: Bool
  @exclusivity(unchecked) package private(set) var isInteractive = false
  @exclusivity(unchecked) package private(set) var transitionWasCancelled = false
  package let presentationStyle: UIModalPresentationStyle
  @exclusivity(unchecked) package var targetTransform: CGAffineTransform = .identity

  // The from/to controllers and views, and the frames of (at most) two controllers, in
  // stored fields: a transition holds these and no more, and a context is made per transition,
  // so no dictionary is built for them. Other keys and further controllers go to the overflow
  // tables, made only when one is used.
  @exclusivity(unchecked) private var fromViewController: UIViewController?
  @exclusivity(unchecked) private var toViewController: UIViewController?
  @exclusivity(unchecked) private var fromView: UIView?
  @exclusivity(unchecked) private var toView: UIView?
  @exclusivity(unchecked) private var otherViews: [UITransitionContextViewKey: UIView]?
  private struct Frames {
    let controller: ObjectIdentifier
    var initial: CGRect
    var final: CGRect
  }
  @exclusivity(unchecked) private var firstFrames: Frames?
  @exclusivity(unchecked) private var secondFrames: Frames?
  @exclusivity(unchecked) private var otherFrames: [ObjectIdentifier: (initial: CGRect, final: CGRect)]?

  @exclusivity(unchecked) package weak var animator: (any UIViewControllerAnimatedTransitioning)?
  /// Strong while running so an animator made on the fly lives as long as its transition.
  @exclusivity(unchecked) package var retainedAnimator: (any UIViewControllerAnimatedTransitioning)?
  @exclusivity(unchecked) package var interactor: (any UIViewControllerInteractiveTransitioning)?
  @exclusivity(unchecked) package private(set) var initiallyInteractive = false
  @exclusivity(unchecked) package private(set) var percentComplete: CGFloat = 0
  @exclusivity(unchecked) package var duration: TimeInterval = 0
  /// The interruptible animator, asked once and kept for the transition's life.
  @exclusivity(unchecked) package var interruptibleAnimator: (any UIViewImplicitlyAnimating)?

  package lazy var coordinator = TransitionCoordinator(context: self)

  /// Called once when a cancel is requested (before completeTransition), after the
  /// coordinator's interaction-change handlers: the owner sends the reversed will-calls.
  @exclusivity(unchecked) package var onCancelRequested: (() -> Void)?
  /// Called by completeTransition with the outcome; the owner finishes its bookkeeping
  /// (did-calls, view removal, links) there.
  @exclusivity(unchecked) package var onComplete: ((Bool) -> Void)?
  /// Called at the very end (after coordinator completions and animationEnded).
  @exclusivity(unchecked) package var onFinished: ((Bool) -> Void)?
  /// A presentation or dismissal owning this context, told directly (its reversed will-calls,
  /// its completion, its end) instead of through the three hooks above: two transitions a
  /// present+dismiss cycle, so no closures are made for them. Unowned, as the hooks' captures
  /// were; a call reads it strongly, so the owner lives through its own end.
  @exclusivity(unchecked) package unowned var presentationOwner: PresentationTransition?
  @exclusivity(unchecked) private var cancelRequested = false
  @exclusivity(unchecked) private var watchdog: Int?
  /// Tells the watchdog timer that the context died (no weak reference to it).
  private let _liveness = _ViewLiveness()

  deinit {
    _liveness.isAlive = false
  }

  package init(
    containerView: UIView, animated: Bool, style: UIModalPresentationStyle,
    from: UIViewController?, to: UIViewController?, fromView: UIView?, toView: UIView?
  ) {
    self.containerView = containerView
    self.isAnimated = animated
    self.presentationStyle = style
    fromViewController = from
    toViewController = to
    self.fromView = fromView
    self.toView = toView
  }

  /// Sets a view after creation (a presentation controller's `presentedView` is only known
  /// after `presentationTransitionWillBegin`).
  package func setView(_ view: UIView?, forKey key: UITransitionContextViewKey) {
    if key == .from {
      fromView = view
    } else if key == .to {
      toView = view
    } else if let view {
      otherViews = otherViews ?? [:]
      otherViews![key] = view
    } else {
      otherViews?[key] = nil
    }
  }

  package func setFrames(for vc: UIViewController, initial: CGRect, final: CGRect) {
    let id = ObjectIdentifier(vc)
    if firstFrames == nil || firstFrames?.controller == id {
      firstFrames = Frames(controller: id, initial: initial, final: final)
    } else if secondFrames == nil || secondFrames?.controller == id {
      secondFrames = Frames(controller: id, initial: initial, final: final)
    } else {
      otherFrames = otherFrames ?? [:]
      otherFrames![id] = (initial, final)
    }
  }

  private func frames(for vc: UIViewController) -> (initial: CGRect, final: CGRect)? {
    let id = ObjectIdentifier(vc)
    if let f = firstFrames, f.controller == id { return (f.initial, f.final) }
    if let f = secondFrames, f.controller == id { return (f.initial, f.final) }
    return otherFrames?[id]
  }

  // MARK: UIViewControllerContextTransitioning

  package func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    key == .from ? fromViewController : key == .to ? toViewController : nil
  }

  package func view(forKey key: UITransitionContextViewKey) -> UIView? {
    key == .from ? fromView : key == .to ? toView : otherViews?[key]
  }

  package func initialFrame(for vc: UIViewController) -> CGRect { frames(for: vc)?.initial ?? .zero }
  package func finalFrame(for vc: UIViewController) -> CGRect { frames(for: vc)?.final ?? .zero }

  package func updateInteractiveTransition(_ percentComplete: CGFloat) {
    guard phase == .running else { return }
    self.percentComplete = min(max(percentComplete, 0), 1)
    if EventTrace.isEnabled {
      EventTrace.record(
        "transition", containerView._traceSubject,
        "updateInteractiveTransition(\(Self.traceNumber(self.percentComplete)))",
        "\(Self.tracePercent(self.percentComplete)) complete")
    }
    if !isInteractive { setInteractive(true) }
  }

  /// The trace's detail of a finish or cancel: where it was let go and how fast it completes.
  private func interactionEndDetail() -> String {
    let speed = interactor?.completionSpeed ?? 1
    return "at \(Self.tracePercent(percentComplete)), completionSpeed \(Self.traceNumber(speed))"
  }

  /// A number for the trace: at most three decimals, no trailing zeros ("0.5", "0.333", "1").
  static func traceNumber(_ value: CGFloat) -> String {
    var s = String(format: "%.3f", Double(value))
    while s.hasSuffix("0") { s.removeLast() }
    if s.hasSuffix(".") { s.removeLast() }
    return s == "-0" ? "0" : s
  }

  static func tracePercent(_ fraction: CGFloat) -> String {
    "\(Int((Double(fraction) * 100).rounded()))%"
  }

  package func pauseInteractiveTransition() {
    guard phase == .running else { return }
    if !isInteractive { setInteractive(true) }
  }

  package func finishInteractiveTransition() {
    guard phase == .running else { return }
    if EventTrace.isEnabled {
      EventTrace.record("transition", containerView._traceSubject, "finishInteractiveTransition()", interactionEndDetail())
    }
    cancelRequested = false
    transitionWasCancelled = false
    if isInteractive { setInteractive(false) }
  }

  package func cancelInteractiveTransition() {
    guard phase == .running, !cancelRequested else { return }
    if EventTrace.isEnabled {
      EventTrace.record("transition", containerView._traceSubject, "cancelInteractiveTransition()", interactionEndDetail())
    }
    cancelRequested = true
    transitionWasCancelled = true
    if isInteractive { setInteractive(false) } else { coordinator._interactionChanged() }
    cancelWasRequested()
  }

  /// The owner's reversed will-calls (once per cancel).
  private func cancelWasRequested() {
    if let owner = presentationOwner { owner.reverseWillCalls() } else { onCancelRequested?() }
  }

  package func completeTransition(_ didComplete: Bool) {
    guard phase == .running else {
      if phase == .completed {
        Diagnostics.warning("completeTransition(_:) was called more than once for the same transition; ignored.")
      }
      return
    }
    if let w = watchdog { MediaClock.shared.cancelTimer(w) }
    if !didComplete && !cancelRequested {
      // A non-interactive animator gave up: treated as a cancel (reversed will-calls first).
      cancelRequested = true
      cancelWasRequested()
    }
    setPhase(.completed)
    EventTrace.record("transition", containerView._traceSubject, "completeTransition(\(didComplete))")
    if let owner = presentationOwner { owner.contextCompleted(didComplete) } else { onComplete?(didComplete) }
    coordinator._runCompletions()
    let animator = self.animator ?? retainedAnimator
    animator?.animationEnded(didComplete)
    retainedAnimator = nil
    interactor = nil
    interruptibleAnimator = nil
    if let owner = presentationOwner {
      owner.finish(didComplete)
      presentationOwner = nil
    } else {
      onFinished?(didComplete)
    }
    onComplete = nil
    onCancelRequested = nil
    onFinished = nil
  }

  // MARK: Driving (owner side)

  /// Starts the animation: the interaction controller's startInteractiveTransition when there
  /// is one, else the animator's animateTransition; then the alongside animations.
  package func begin(
    animator: any UIViewControllerAnimatedTransitioning,
    interactor: (any UIViewControllerInteractiveTransitioning)?
  ) {
    guard phase == .prepared else { return }
    self.animator = animator
    self.retainedAnimator = animator
    self.interactor = interactor
    setPhase(.running)
    duration = animator.transitionDuration(using: self)
    if let interactor, isAnimated {
      initiallyInteractive = interactor.wantsInteractiveStart
      isInteractive = interactor.wantsInteractiveStart
      EventTrace.record("transition", containerView._traceSubject, "startInteractiveTransition")
      interactor.startInteractiveTransition(self)
    } else {
      EventTrace.record("transition", containerView._traceSubject, "animateTransition(duration: \(duration))")
      animator.animateTransition(using: self)
    }
    if phase == .running || phase == .completed {
      coordinator._runAlongsideAnimations()
    }
    if phase == .running {
      let limit = max(10, duration * 10)
      // The context unretained plus its liveness token, as `[weak self]` would answer: a weak
      // reference would give the context a side table and slow every retain of it (issue 15).
      let liveness = _liveness
      let context = Unmanaged.passUnretained(self)
      watchdog = MediaClock.shared.schedule(after: limit, keepsBusy: false) {
        guard liveness.isAlive else { return }
        let ctx = context.takeUnretainedValue()
        guard ctx.phase == .running, !ctx.isInteractive else { return }
        Diagnostics.warning(
          "The transition animator \(String(describing: animator)) has not called completeTransition(_:) \(Int(limit)) seconds after the transition started; the transition stays in progress.")
      }
    }
  }

  /// Marks the context running without an animator (non-animated built-in transitions).
  package func beginWithoutAnimator() {
    guard phase == .prepared else { return }
    setPhase(.running)
    duration = 0
  }

  /// Returns the same interruptible animator for the whole transition, or nil if the animator
  /// doesn't implement `interruptibleAnimator(using:)`.
  package func interruptibleAnimatorIfAny() -> (any UIViewImplicitlyAnimating)? {
    if let a = interruptibleAnimator { return a }
    guard let animator = animator ?? retainedAnimator else { return nil }
    let a = animator.interruptibleAnimator(using: self)
    if a === _NoInterruptibleAnimator.shared { return nil }
    interruptibleAnimator = a
    return a
  }

  private func setInteractive(_ value: Bool) {
    isInteractive = value
    coordinator._interactionChanged()
  }

  package var completionSpeed: CGFloat { interactor?.completionSpeed ?? 1 }
  package var completionCurve: UIView.AnimationCurve { interactor?.completionCurve ?? .easeInOut }
}

extension UIView {
  /// Names used in traces for the container of a transition.
  package var _traceSubject: String { "container" }
}

/// UIKit's transition coordinator: a view of the context plus alongside work.
@preconcurrency @MainActor
package final class TransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
  package unowned let context: TransitionContext
  /// The alongside animations registered before they run: the first in a field (a transition
  /// usually has one, its presentation controller's), the rest in a list made only for a second.
  @exclusivity(unchecked) private var firstAlongside: Alongside?
  @exclusivity(unchecked) private var moreAlongside: [Alongside] = []
  private typealias Alongside = (view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?)
  @exclusivity(unchecked) private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  @exclusivity(unchecked) private var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  @exclusivity(unchecked) private var alongsideHasRun = false
  /// Size transitions (window resizes) run their alongside animations in a plain block.
  @exclusivity(unchecked) package var sizeTransitionDuration: TimeInterval?

  init(context: TransitionContext) { self.context = context }

  package var isAnimated: Bool { context.isAnimated }
  package var presentationStyle: UIModalPresentationStyle { context.presentationStyle }
  package var initiallyInteractive: Bool { context.initiallyInteractive }
  package var isInterruptible: Bool { context.interruptibleAnimator != nil }
  package var isInteractive: Bool { context.isInteractive }
  package var isCancelled: Bool { context.transitionWasCancelled }
  package var transitionDuration: TimeInterval { context.duration }
  package var percentComplete: CGFloat { context.percentComplete }
  package var completionVelocity: CGFloat { context.completionSpeed }
  package var completionCurve: UIView.AnimationCurve { context.completionCurve }
  package func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    context.viewController(forKey: key)
  }
  package func view(forKey key: UITransitionContextViewKey) -> UIView? { context.view(forKey: key) }
  package var containerView: UIView { context.containerView }
  package var targetTransform: CGAffineTransform { context.targetTransform }

  @discardableResult
  package func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animateAlongsideTransition(in: nil, animation: animation, completion: completion)
  }

  @discardableResult
  package func animateAlongsideTransition(
    in view: UIView?,
    animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    guard context.phase != .completed else { return false }
    if let completion { completions.append(completion) }
    if alongsideHasRun {
      run(view: view, animation: animation)
    } else if firstAlongside == nil {
      firstAlongside = (view, animation)
    } else {
      moreAlongside.append((view, animation))
    }
    return true
  }

  package func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
    interactionHandlers.append(handler)
  }

  func _runAlongsideAnimations() {
    guard !alongsideHasRun else { return }
    alongsideHasRun = true
    guard let first = firstAlongside else { return }
    firstAlongside = nil
    let more = moreAlongside
    moreAlongside = []
    run(view: first.view, animation: first.animation)
    for item in more { run(view: item.view, animation: item.animation) }
  }

  private func run(view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) {
    guard let animation else { return }
    let duration = sizeTransitionDuration ?? context.duration
    if context.isAnimated && duration > 0 && context.phase == .running {
      UIView._animate(
        withDuration: duration, delay: 0, options: [.curveEaseInOut], animations: { animation(self) }, completion: nil)
      if let view, let driver = context.interactor as? UIPercentDrivenInteractiveTransition {
        driver._adoptAlongsideView(view)
      }
    } else {
      UIView.performWithoutAnimation { animation(self) }
    }
  }

  func _runCompletions() {
    if !alongsideHasRun { _runAlongsideAnimations() }
    let items = completions
    completions = []
    for c in items { c(self) }
  }

  func _interactionChanged() {
    for h in interactionHandlers { h(self) }
  }
}
