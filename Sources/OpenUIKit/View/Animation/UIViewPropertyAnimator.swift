import Foundation
import OpenQuartzCore

/// An interruptible, scrubbable, reversible animator (iOS 10).
///
/// Its animations are additive Core Animation animations whose progress the animator drives
/// (`CAAnimationProgressDriver`): the animator owns a *segment* — displayed progress goes from
/// `c0` to `c1` over `length` seconds along a timing curve — and everything else is
/// arithmetic on it: pausing freezes the progress, scrubbing sets it (linearly when
/// `scrubsLinearly`), continuing starts a new segment from the current progress, reversing
/// aims the segment at 0.
///
/// State machine (`UIViewAnimatingState`, changed only in `setState`):
///
///     inactive --start/pause/fractionComplete=--> active (running ⇄ paused)
///     active --end of segment--> inactive (completion(.end or .start))
///     active --stopAnimation(false)--> stopped --finishAnimation(at:)--> inactive (completion)
///     active --stopAnimation(true)--> inactive (no completion)
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating, LayerAnimationDriver {
  public private(set) var state: UIViewAnimatingState = .inactive
  public private(set) var isRunning = false
  public let duration: TimeInterval
  public private(set) var delay: TimeInterval = 0
  public let timingParameters: (any UITimingCurveProvider)?
  open var isInterruptible = true
  open var isUserInteractionEnabled = true
  open var isManualHitTestingEnabled = false
  open var scrubsLinearly = true
  open var pausesOnCompletion = false

  /// Reverses the direction of the remaining animation (positions finish at `.start`).
  public var isReversed: Bool = false {
    didSet {
      guard oldValue != isReversed, state == .active, isRunning else { return }
      startSegment(from: progress, to: isReversed ? 0 : 1, length: remainingLength(toward: isReversed ? 0 : 1), timing: currentTiming)
    }
  }

  // Segment of displayed progress.
  private var c0: Double = 0
  private var c1: Double = 1
  private var segmentStart: CFTimeInterval = 0
  private var segmentLength: TimeInterval = 0
  private var pausedProgress: Double = 0
  private var currentTiming: (any UITimingCurveProvider)?
  /// The fraction last set while paused (what `fractionComplete` reports then); the displayed
  /// progress follows it linearly when `scrubsLinearly`, along the timing curve otherwise.
  private var pausedFraction: Double?

  private var pendingAnimations: [(() -> Void, CGFloat)] = []
  private var completions: [(UIViewAnimatingPosition) -> Void] = []
  private var driven: [DrivenAnimation] = []
  private var frameToken: Int?
  private var delayTimer: Int?

  private struct DrivenAnimation {
    weak var layer: CALayer?
    let key: String
    let from: AnimatableValue
    let to: AnimatableValue
    let startFraction: Double
  }

  // MARK: Initialisers

  public required init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
    self.duration = duration
    self.timingParameters = parameters
    self.currentTiming = parameters
  }

  public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
    self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
    if let animations { addAnimations(animations) }
  }

  public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint, animations: (() -> Void)? = nil) {
    self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
    if let animations { addAnimations(animations) }
  }

  public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
    self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
    if let animations { addAnimations(animations) }
  }

  /// Creates an animator that starts at once (after `delay`).
  @discardableResult
  open class func runningPropertyAnimator(
    withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions,
    animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
  ) -> Self {
    let animator = Self(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: options.curve))
    animator.addAnimations(animations)
    if let completion { animator.addCompletion(completion) }
    animator.startAnimation(afterDelay: delay)
    return animator
  }

  // MARK: Adding

  open func addAnimations(_ animation: @escaping () -> Void) { addAnimations(animation, delayFactor: 0) }

  open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
    if state == .inactive {
      pendingAnimations.append((animation, delayFactor))
    } else if state == .active {
      // Later animations run over the remaining part: (1 − fractionComplete) × duration.
      let f = progressFraction
      let start = f + Double(delayFactor) * (1 - f)
      install(animation, startFraction: start)
    }
  }

  open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
    completions.append(completion)
  }

  // MARK: UIViewAnimating

  open var fractionComplete: CGFloat {
    get { CGFloat(min(max(progressFraction, 0), 1)) }
    set {
      guard state != .stopped else { return }
      if state == .inactive { activate() }
      guard !isRunning else { return }  // only while paused (UIKit)
      let f = Double(min(max(newValue, 0), 1))
      pausedFraction = f
      if scrubsLinearly || currentTiming?.timingCurveType == .spring {
        pausedProgress = f
      } else {
        pausedProgress = (currentTiming?.cubicTimingParameters ?? UICubicTimingParameters()).timingFunction._solve(f)
      }
    }
  }

  open func startAnimation() {
    guard state != .stopped else {
      Diagnostics.exception("It is an error to call startAnimation on a stopped property animator (\(self)); call finishAnimation(at:) first.", name: "NSInternalInconsistencyException")
      return
    }
    if state == .inactive { activate() }
    guard !isRunning else { return }
    let target: Double = isReversed ? 0 : 1
    startSegment(from: progress, to: target, length: remainingLength(toward: target), timing: currentTiming)
  }

  open func startAnimation(afterDelay delay: TimeInterval) {
    guard delay > 0 else { return startAnimation() }
    self.delay = delay
    if state == .inactive { activate() }
    keepAlive()
    delayTimer = MediaClock.shared.schedule(after: delay) { [weak self] in
      self?.delayTimer = nil
      self?.startAnimation()
    }
  }

  open func pauseAnimation() {
    guard state != .stopped else {
      Diagnostics.exception("It is an error to call pauseAnimation on a stopped property animator (\(self)).", name: "NSInternalInconsistencyException")
      return
    }
    if state == .inactive { activate() }
    if let t = delayTimer { MediaClock.shared.cancelTimer(t); delayTimer = nil; releaseKeepAlive() }
    guard isRunning else { return }
    pausedProgress = progress
    pausedFraction = nil
    isRunning = false
    stopTicking()
  }

  open func stopAnimation(_ withoutFinishing: Bool) {
    guard state == .active else { return }
    let now = progress
    isRunning = false
    if let t = delayTimer { MediaClock.shared.cancelTimer(t); delayTimer = nil }
    stopTicking()
    // The views keep their current appearance: model values become the current values.
    freezeModelValues(atProgress: now)
    removeDrivenAnimations(finished: false)
    pausedProgress = now
    setState(withoutFinishing ? .inactive : .stopped)
  }

  open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
    guard state == .stopped else {
      Diagnostics.exception("finishAnimation(at:) called on an animator that is not stopped (\(state)).", name: "NSInternalInconsistencyException")
      return
    }
    setState(.inactive)
    runCompletions(finalPosition)
  }

  open func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
    guard state == .active else { return }
    if let parameters { currentTiming = parameters }
    let target: Double = isReversed ? 0 : 1
    let length = durationFactor > 0 ? TimeInterval(durationFactor) * duration : remainingLength(toward: target)
    startSegment(from: progress, to: target, length: length, timing: currentTiming)
  }

  // MARK: Progress

  /// Displayed progress now (0 start, 1 end; springs may overshoot while running).
  package var currentProgress: Double { progress }

  private var progress: Double {
    guard isRunning else { return pausedProgress }
    let s = segmentLength <= 0 ? 1 : min(1, (CACurrentMediaTime() - segmentStart) / segmentLength)
    return c0 + (c1 - c0) * eased(s)
  }

  /// Time-linear fraction along the animation (what fractionComplete reports).
  private var progressFraction: Double {
    guard isRunning else { return pausedFraction ?? pausedProgress }
    let s = segmentLength <= 0 ? 1 : min(1, (CACurrentMediaTime() - segmentStart) / segmentLength)
    return c0 + (c1 - c0) * s
  }

  private func eased(_ s: Double) -> Double {
    switch currentTiming?.timingCurveType {
    case .spring:
      guard let spring = currentTiming?.springTimingParameters else { return s }
      let r = spring.resolved(for: duration)
      let t = s * segmentLength
      let v = Double(spring.velocityMagnitude)
      return SpringSolver(mass: r.mass, stiffness: r.stiffness, damping: r.damping, initialVelocity: v).progress(at: t)
    default:
      let f = (currentTiming?.cubicTimingParameters ?? UICubicTimingParameters()).timingFunction
      return f._solve(s)
    }
  }

  private func remainingLength(toward target: Double) -> TimeInterval {
    if let spring = currentTiming?.springTimingParameters, !spring.mapsToDuration {
      return spring.resolved(for: duration).length * abs(target - progress)
    }
    return duration * abs(target - progressFraction)
  }

  // MARK: Internals

  private func setState(_ new: UIViewAnimatingState) { state = new }

  private func activate() {
    setState(.active)
    pausedProgress = 0
    let pending = pendingAnimations
    pendingAnimations = []
    for (animation, delayFactor) in pending { install(animation, startFraction: Double(delayFactor)) }
  }

  private func install(_ animations: () -> Void, startFraction: Double) {
    UIView.run(
      duration: max(duration, 1e-6), delay: 0, options: [.allowUserInteraction], timing: .linear, animations: animations,
      completion: nil, driver: self, driverStart: min(max(startFraction, 0), 0.999_999))
  }

  package func didAdd(animation: CAAnimation, to layer: CALayer, key: String, from: AnimatableValue, to: AnimatableValue) {
    driven.append(DrivenAnimation(layer: layer, key: key, from: from, to: to, startFraction: animation._driverStartFraction))
  }

  private func startSegment(from: Double, to: Double, length: TimeInterval, timing: (any UITimingCurveProvider)?) {
    currentTiming = timing
    c0 = from
    c1 = to
    segmentStart = CACurrentMediaTime()
    segmentLength = max(length, 0)
    isRunning = true
    pausedFraction = nil
    if frameToken == nil {
      frameToken = MediaClock.shared.addFrameHandler(
        order: MediaClock.Phase.animations - 1, wake: { [weak self] in self?.nextTickTime ?? .infinity }
      ) { [weak self] now in
        self?.tick(now)
      }
    }
    keepAlive()
  }

  /// The earliest media time at which `tick` acts (a little early, to stay conservative).
  private var nextTickTime: CFTimeInterval {
    isRunning ? segmentStart + segmentLength - 2 * MediaClock.gridTolerance - 1e-9 : .infinity
  }

  private func tick(_ now: CFTimeInterval) {
    guard isRunning, now - segmentStart >= segmentLength - MediaClock.gridTolerance else { return }
    let endedAtStart = c1 <= 0
    pausedProgress = c1
    isRunning = false
    stopTicking()
    if pausesOnCompletion { return }
    if endedAtStart { freezeModelValues(atProgress: 0) }
    removeDrivenAnimations(finished: true)
    setState(.inactive)
    runCompletions(endedAtStart ? .start : .end)
  }

  private func stopTicking() {
    if let t = frameToken { MediaClock.shared.removeFrameHandler(t) }
    frameToken = nil
    releaseKeepAlive()
  }

  // MARK: Lifetime

  /// UIKit keeps a running animator (also while its start delay runs) until its animations end,
  /// are paused or stopped; nobody else needs to hold it (DESIGN.md "Time").
  private func keepAlive() {
    AnimatorRegistry.running[ObjectIdentifier(self)] = self
  }

  private func releaseKeepAlive() {
    guard isRunning == false, delayTimer == nil else { return }
    AnimatorRegistry.running[ObjectIdentifier(self)] = nil
  }

  /// UIKit raises when a paused (active, not running) or stopped animator is released.
  isolated deinit {
    if let t = delayTimer { MediaClock.shared.cancelTimer(t) }
    if let t = frameToken { MediaClock.shared.removeFrameHandler(t) }
    guard state != .inactive else { return }
    Diagnostics.exception(
      "It is an error to release a paused or stopped property animator. Property animators must either finish animating or be explicitly stopped and finished before they can be released.",
      name: "NSInternalInconsistencyException")
  }

  /// Sets each animated property's model value to what it shows at progress `p`.
  private func freezeModelValues(atProgress p: Double) {
    UIView.performWithoutAnimation {
      for d in driven {
        guard let layer = d.layer else { continue }
        let local = d.startFraction >= 1 ? 1 : max(0, (p - d.startFraction) / (1 - d.startFraction))
        let value = d.from + (d.to - d.from).scaled(by: local)
        layer.setValue(value.boxed, forKeyPath: d.key)
      }
    }
  }

  private func removeDrivenAnimations(finished: Bool) {
    var seen = Set<ObjectIdentifier>()
    for d in driven {
      guard let layer = d.layer, seen.insert(ObjectIdentifier(layer)).inserted else { continue }
      layer._removeAnimations(drivenBy: self, finished: finished)
    }
    driven = []
  }

  private func runCompletions(_ position: UIViewAnimatingPosition) {
    let items = completions
    completions = []
    for c in items { c(position) }
  }
}

/// Animators currently running, kept alive by the engine as UIKit keeps them (and keeping
/// runUntilIdle going).
@preconcurrency @MainActor
enum AnimatorRegistry {
  static var running: [ObjectIdentifier: UIViewPropertyAnimator] = [:] {
    didSet {
      guard !registered else { return }
      registered = true
      MediaClock.shared.addBusyCheck { !AnimatorRegistry.running.isEmpty }
    }
  }
  private static var registered = false
}
