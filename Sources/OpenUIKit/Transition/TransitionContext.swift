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

  /// The animator, held (strongly) from `begin` until `completeTransition` ends, so an animator
  /// made on the fly lives as long as its transition. Not also held weakly: a weak reference
  /// would give each transition's animator a side table (issue 15), and nothing reads the
  /// animator outside that span (the interaction controller starts inside `begin`).
  @exclusivity(unchecked) package var retainedAnimator: (any UIViewControllerAnimatedTransitioning)?
  package var animator: (any UIViewControllerAnimatedTransitioning)? { retainedAnimator }
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
  /// The running watchdog's timer (`TransitionWatchdog`), until completion cancels it.
  @exclusivity(unchecked) nonisolated(unsafe) private var watchdog: Int?

  deinit {
    // A context dropped while its watchdog is armed: the timer, when it fires, finds it gone.
    if let watchdog { TransitionWatchdog.contextDied(timer: watchdog) }
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
    if let w = watchdog {
      watchdog = nil
      TransitionWatchdog.disarm(timer: w)
    }
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
      watchdog = TransitionWatchdog.arm(for: self, animator: animator, after: max(10, duration * 10))
    }
  }

  /// The watchdog's check when its timer fires: a context still running, not interactive.
  fileprivate func watchdogFired(animator: any UIViewControllerAnimatedTransitioning, limit: TimeInterval) {
    watchdog = nil
    guard phase == .running, !isInteractive else { return }
    Diagnostics.warning(
      "The transition animator \(String(describing: animator)) has not called completeTransition(_:) \(Int(limit)) seconds after the transition started; the transition stays in progress.")
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

/// The running transitions' watchdogs: one media-clock timer each, armed as the animation
/// starts and cancelled on completion, which warns when the animator has not completed by then.
///
/// The timers' work is one closure capturing nothing (no allocation a transition), and the
/// armed contexts are listed here unretained, cleared by completion, by the timer firing, or by
/// the context's `deinit` (issue 15: no closure context, liveness token or weak reference a
/// transition). The clock fires due timers earliest first, ties by creation order: the timer
/// firing is always the listed entry with the smallest (fire time, timer id).
@preconcurrency @MainActor
enum TransitionWatchdog {
  struct Entry {
    var fireTime: CFTimeInterval
    var timer: Int
    /// Nil once the context died (its `deinit`).
    var context: Unmanaged<TransitionContext>?
    /// Held until the timer fires or is cancelled, as the timer's closure used to hold it.
    var animator: any UIViewControllerAnimatedTransitioning
    var limit: TimeInterval
  }

  // nonisolated(unsafe): a dying context's nonisolated `deinit` marks its entry (contexts live
  // and die on the main thread).
  @exclusivity(unchecked) nonisolated(unsafe) static var entries: [Entry] = []

  static func arm(
    for context: TransitionContext, animator: any UIViewControllerAnimatedTransitioning, after limit: TimeInterval
  ) -> Int {
    let clock = MediaClock.shared
    // The clock's own fire time (`now + max(0, delay)`; the limit is at least 10 s).
    let fireTime = clock.now + limit
    let timer = clock.schedule(after: limit, keepsBusy: false, fired)
    entries.append(Entry(fireTime: fireTime, timer: timer, context: .passUnretained(context), animator: animator, limit: limit))
    return timer
  }

  /// The context completed: its timer and entry go.
  static func disarm(timer: Int) {
    MediaClock.shared.cancelTimer(timer)
    if let i = index(of: timer) { entries.remove(at: i) }
  }

  nonisolated static func contextDied(timer: Int) {
    var i = 0
    while i < entries.count {
      if entries[i].timer == timer { entries[i].context = nil }
      i += 1
    }
  }

  private static func index(of timer: Int) -> Int? {
    var i = 0
    while i < entries.count {
      if entries[i].timer == timer { return i }
      i += 1
    }
    return nil
  }

  /// A watchdog timer fired: it is the entry the clock orders first.
  private static func fired() {
    var best = -1
    var i = 0
    while i < entries.count {
      if best < 0 || (entries[i].fireTime, entries[i].timer) < (entries[best].fireTime, entries[best].timer) { best = i }
      i += 1
    }
    guard best >= 0 else { return }
    let entry = entries.remove(at: best)
    entry.context?.takeUnretainedValue().watchdogFired(animator: entry.animator, limit: entry.limit)
  }
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
