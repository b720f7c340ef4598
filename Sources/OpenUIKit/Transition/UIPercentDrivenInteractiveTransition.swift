import Foundation
import OpenQuartzCore

/// An interaction controller driven by a percentage (a gesture's progress).
///
/// Two mechanisms, as in UIKit:
/// - with an interruptible animator (`interruptibleAnimator(using:)`), it pauses that animator,
///   scrubs its `fractionComplete`, and continues it forwards or reversed;
/// - otherwise it calls `animateTransition(using:)` with the container's layer paused
///   (`speed = 0`) and scrubs the layer's `timeOffset`; finishing plays the rest in
///   (1 − p)·duration / completionSpeed along `completionCurve`, cancelling plays back in
///   p·duration / completionSpeed, then restores every participating view's model values as
///   they were when the transition started and removes the animations (so the screen is
///   exactly as before) — the animator's completion then calls `completeTransition(false)`.
///
/// State (changed only in `setPhase`):
///
///     idle --start--> scrubbing --finish/cancel--> completing --end--> idle
///                        ^------------ pause --------------|
///
/// A custom container's own context (a class adopting `UIViewControllerContextTransitioning`)
/// works too: the driver finds the animator in one of the context's stored properties (as
/// UIKit's private `_animator`) and calls its `animateTransition(using:)`; a context that
/// keeps no animator lets the container call `animateTransition(using:)` itself right after
/// `startInteractiveTransition(_:)` — the container's layer is already paused — and the
/// driver then takes the duration from the longest animation it finds under the container.
/// The context's `updateInteractiveTransition`, `finishInteractiveTransition` and
/// `cancelInteractiveTransition` are called as for UIKit's contexts, so its
/// `transitionWasCancelled` is what the animator reads on completion.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
  enum Phase { case idle, scrubbing, completing(toEnd: Bool), ended }
  private(set) var phase = Phase.idle
  private weak var context: TransitionContext?
  private var foreignContext: (any UIViewControllerContextTransitioning)?
  private var interruptible: (any UIViewImplicitlyAnimating)?
  private var drivenLayers: [CALayer] = []
  private var savedStates: [SavedViewState] = []
  private var completion: (from: CGFloat, to: CGFloat, start: CFTimeInterval, length: CFTimeInterval)?
  private var frameToken: Int?
  private var transitionDuration: CGFloat = 0

  public override init() { super.init() }

  /// The animator's non-interactive duration, read when the transition started.
  open var duration: CGFloat { transitionDuration }
  /// The last value given to `update(_:)`.
  open private(set) var percentComplete: CGFloat = 0
  /// Speed of the completion phase (must be > 0).
  open var completionSpeed: CGFloat = 1 {
    didSet { if completionSpeed <= 0 { completionSpeed = oldValue } }
  }
  open var completionCurve: UIView.AnimationCurve = .easeInOut
  /// The curve used to continue an interruptible animator (iOS 10).
  open var timingCurve: (any UITimingCurveProvider)?
  open var wantsInteractiveStart: Bool = true

  open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
    setPhase(.scrubbing)
    percentComplete = 0
    let ctx = transitionContext as? TransitionContext
    context = ctx
    if ctx == nil { foreignContext = transitionContext }
    let animator = ctx?.animator ?? ctx?.retainedAnimator ?? Self.storedAnimator(of: transitionContext)
    transitionDuration = CGFloat(ctx?.duration ?? animator?.transitionDuration(using: transitionContext) ?? 0)
    measuresDuration = animator == nil
    if let ctx, let a = ctx.interruptibleAnimatorIfAny() {
      interruptible = a
      if wantsInteractiveStart {
        a.pauseAnimation()
        a.fractionComplete = 0
      } else {
        a.startAnimation()
      }
      return
    }
    // Layer-time scrubbing: remember the participants' model state, pause the container.
    let container = transitionContext.containerView
    var roots: [UIView] = [container]
    for key in [UITransitionContextViewKey.from, .to] {
      if let v = transitionContext.view(forKey: key), !v.isDescendant(of: container) { roots.append(v) }
    }
    savedStates = roots.flatMap { SavedViewState.capture($0) }
    drivenLayers = [container.layer]
    if wantsInteractiveStart { pauseLayers() }
    animator?.animateTransition(using: transitionContext)
  }

  /// Scrubs to `percentComplete` (clamped to 0…1); the interactive phase is linear in time.
  open func update(_ percentComplete: CGFloat) {
    let p = min(max(percentComplete, 0), 1)
    self.percentComplete = p
    contextTransitioning?.updateInteractiveTransition(p)
    switch phase {
    case .completing: stopCompletion()
    default: break
    }
    setPhase(.scrubbing)
    if let a = interruptible {
      if a.isRunning { a.pauseAnimation() }
      a.fractionComplete = p
    } else {
      if drivenLayers.first?.speed != 0 { pauseLayers() }
      measureDurationIfNeeded()
      setOffset(p * transitionDuration)
    }
  }

  /// Pauses a running completion (iOS 10), keeping the current position.
  open func pause() {
    contextTransitioning?.pauseInteractiveTransition()
    if let a = interruptible {
      a.pauseAnimation()
      percentComplete = a.fractionComplete
    } else if case .completing = phase {
      stopCompletion()
    } else if drivenLayers.first?.speed != 0 {
      pauseLayers()
    }
    setPhase(.scrubbing)
  }

  open func finish() {
    contextTransitioning?.finishInteractiveTransition()
    complete(toEnd: true)
  }

  open func cancel() {
    contextTransitioning?.cancelInteractiveTransition()
    complete(toEnd: false)
  }

  // MARK: Internals

  private var contextTransitioning: (any UIViewControllerContextTransitioning)? { context ?? foreignContext }

  /// A foreign context's animator: the first stored property holding one.
  private static func storedAnimator(
    of context: any UIViewControllerContextTransitioning
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    var mirror: Mirror? = Mirror(reflecting: context)
    while let m = mirror {
      for child in m.children {
        if let a = child.value as? any UIViewControllerAnimatedTransitioning { return a }
      }
      mirror = m.superclassMirror
    }
    return nil
  }

  /// Without a known animator, the duration is the longest animation under the driven layers.
  private var measuresDuration = false
  private func measureDurationIfNeeded() {
    guard measuresDuration, transitionDuration == 0 else { return }
    var longest: CFTimeInterval = 0
    func visit(_ layer: CALayer) {
      for key in layer.animationKeys() ?? [] {
        if let a = layer.animation(forKey: key) { longest = max(longest, a.duration) }
      }
      for sub in layer.sublayers ?? [] { visit(sub) }
    }
    for layer in drivenLayers { visit(layer) }
    transitionDuration = CGFloat(longest)
  }

  private func setPhase(_ new: Phase) { phase = new }

  private func complete(toEnd: Bool) {
    guard case .scrubbing = phase else {
      if case .idle = phase { return }
      if case .completing = phase { stopCompletion() } else { return }
      return complete(toEnd: toEnd)
    }
    let p = percentComplete
    if let a = interruptible {
      setPhase(.completing(toEnd: toEnd))
      a.isReversed = !toEnd
      let remaining = toEnd ? 1 - a.fractionComplete : a.fractionComplete
      let parameters = timingCurve ?? UICubicTimingParameters(animationCurve: completionCurve)
      a.continueAnimation(withTimingParameters: parameters, durationFactor: max(remaining, 0.0001) / completionSpeed)
      setPhase(.ended)
      return
    }
    setPhase(.completing(toEnd: toEnd))
    measureDurationIfNeeded()
    let from = currentOffset()
    let target = toEnd ? transitionDuration : 0
    let fraction = toEnd ? 1 - p : p
    let length = CFTimeInterval(fraction * transitionDuration / completionSpeed)
    completion = (from, target, CACurrentMediaTime(), length)
    // The driver keeps itself alive while it plays the rest (a custom container may drop its
    // reference on release, as the seed 002 container does).
    PercentDrivenDrivers.active[ObjectIdentifier(self)] = self
    frameToken = MediaClock.shared.addFrameHandler(order: MediaClock.Phase.transitions) { [weak self] now in
      self?.stepCompletion(now)
    }
    stepCompletion(CACurrentMediaTime())
  }

  private func stepCompletion(_ now: CFTimeInterval) {
    guard let c = completion, case .completing(let toEnd) = phase else { return }
    let s = c.length <= 0 ? 1 : min(1, (now - c.start) / c.length)
    let eased = CGFloat(CAMediaTimingFunction(curve: completionCurve)._solve(s))
    setOffset(c.from + (c.to - c.from) * eased)
    guard s >= 1 else { return }
    stopCompletion()
    setPhase(.ended)
    if toEnd {
      // Hand the layers back to the clock at the end of their animations: they finish now.
      for (i, layer) in drivenLayers.enumerated() {
        layer.speed = 1
        layer.timeOffset = (i < baseOffsets.count ? baseOffsets[i] : 0) + CFTimeInterval(transitionDuration)
        layer.beginTime = layer.superlayer?.convertTime(CACurrentMediaTime(), from: nil) ?? CACurrentMediaTime()
      }
    } else {
      // Back at the start: restore the model state the transition began with and remove the
      // animations; their completions report the cancellation to the animator.
      UIView.performWithoutAnimation {
        for state in savedStates { state.restore() }
      }
      for layer in drivenLayers {
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        layer._removeAllAnimationsInSubtree()
      }
      for state in savedStates { state.view?.layer.removeAllAnimations() }
    }
    drivenLayers = []
    savedStates = []
    foreignContext = nil
  }

  private func stopCompletion() {
    if let t = frameToken { MediaClock.shared.removeFrameHandler(t) }
    frameToken = nil
    completion = nil
    PercentDrivenDrivers.active[ObjectIdentifier(self)] = nil
  }

  private func pauseLayers() {
    for layer in drivenLayers {
      let local = layer.convertTime(CACurrentMediaTime(), from: nil)
      layer.speed = 0
      layer.timeOffset = local
      layer.beginTime = 0
    }
    baseOffsets = drivenLayers.map { $0.timeOffset }
  }
  private var baseOffsets: [CFTimeInterval] = []

  private func currentOffset() -> CGFloat {
    guard let layer = drivenLayers.first, let base = baseOffsets.first else { return 0 }
    return CGFloat(layer.timeOffset - base)
  }

  private func setOffset(_ offset: CGFloat) {
    for (i, layer) in drivenLayers.enumerated() where i < baseOffsets.count {
      layer.timeOffset = baseOffsets[i] + CFTimeInterval(offset)
    }
  }

  /// A view outside the container animated alongside (`animateAlongsideTransition(in:)`)
  /// follows the same scrubbing.
  package func _adoptAlongsideView(_ view: UIView) {
    guard interruptible == nil, !drivenLayers.contains(where: { $0 === view.layer }) else { return }
    savedStates += SavedViewState.capture(view)
    let offset = currentOffset()
    drivenLayers.append(view.layer)
    let local = view.layer.convertTime(CACurrentMediaTime(), from: nil)
    view.layer.speed = 0
    view.layer.beginTime = 0
    view.layer.timeOffset = local
    baseOffsets.append(local - CFTimeInterval(offset))
    view.layer.timeOffset = local
  }
}

/// Percent-driven transitions currently playing their completion (keeps runUntilIdle going).
@preconcurrency @MainActor
enum PercentDrivenDrivers {
  static var active: [ObjectIdentifier: UIPercentDrivenInteractiveTransition] = [:] {
    didSet { registerBusyCheck() }
  }
  private static var registered = false
  private static func registerBusyCheck() {
    guard !registered else { return }
    registered = true
    MediaClock.shared.addBusyCheck { !PercentDrivenDrivers.active.isEmpty }
  }
}

/// A view's animatable model state, captured to undo a cancelled transition exactly.
@preconcurrency @MainActor
struct SavedViewState {
  weak var view: UIView?
  var bounds: CGRect
  var center: CGPoint
  var transform: CATransform3D
  var alpha: CGFloat
  var isHidden: Bool
  var backgroundColor: UIColor?
  var cornerRadius: CGFloat
  /// The superview then and its size: a resize of it meanwhile (a window rotated mid-gesture)
  /// is not undone — the restored geometry is autoresized to the superview's size now.
  weak var superview: UIView?
  var superSize: CGSize

  static func capture(_ root: UIView) -> [SavedViewState] {
    var result = [SavedViewState(root)]
    for sub in root.subviews { result += capture(sub) }
    return result
  }

  init(_ view: UIView) {
    self.view = view
    bounds = view.bounds
    center = view.center
    transform = view.layer.transform
    alpha = view.alpha
    isHidden = view.isHidden
    backgroundColor = view.backgroundColor
    cornerRadius = view.layer.cornerRadius
    superview = view.superview
    superSize = view.superview?.bounds.size ?? .zero
  }

  func restore() {
    guard let view else { return }
    view.bounds = bounds
    view.center = center
    if let s = view.superview, s === superview, s.bounds.size != superSize {
      view._autoresize(oldSuperSize: superSize, newSuperSize: s.bounds.size)
      // A superview that lays its subviews out itself (a presentation's container) does it
      // again for its new size.
      s.setNeedsLayout()
    }
    view.layer.transform = transform
    view.alpha = alpha
    view.isHidden = isHidden
    view.backgroundColor = backgroundColor
    view.layer.cornerRadius = cornerRadius
  }
}
