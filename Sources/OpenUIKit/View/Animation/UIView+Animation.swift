import Foundation
import OpenQuartzCore

/// The state of UIView block animations: the stack of open animation blocks and the global
/// switches. `UIView.action(for:forKey:)` asks it what to do when a layer property changes.
///
/// Inside a block every animatable change becomes an **additive** Core Animation animation
/// from `old − new` to zero (iOS 8+), so same-key animations stack and every completion fires
/// with `true`. `transform` is the exception: it animates non-additively from the current
/// presentation value, so rotations interpolate by angle (Docs/Behaviour.md).
@preconcurrency @MainActor
package enum UIViewAnimationState {
  /// One open animation block.
  package final class Block {
    let duration: TimeInterval
    let delay: TimeInterval
    let options: UIView.AnimationOptions
    let timing: Timing
    let tracker: CompletionTracker
    /// Keyframe window inside the block (relative start and duration), if any.
    @exclusivity(unchecked) var keyframe: (start: Double, duration: Double)?
    /// A keyframe block in a cubic, paced or discrete mode: its keyframes' changes gathered per
    /// property, added as keyframe animations when the block closes (`KeyframeTracks`).
    @exclusivity(unchecked) var keyframeTracks: KeyframeTracks?
    /// Set by `modifyAnimations(withRepeatCount:autoreverses:animations:)`.
    @exclusivity(unchecked) var repeatCount: Float?
    @exclusivity(unchecked) var autoreverses = false
    /// Set by property animators: they drive their animations' progress themselves.
    @exclusivity(unchecked) weak var driver: (any LayerAnimationDriver)?
    @exclusivity(unchecked) var driverStartFraction: Double = 0

    enum Timing {
      case curve(CAMediaTimingFunction)
      case spring(damping: CGFloat, velocity: CGFloat)
      case linear
    }

    init(duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions, timing: Timing, tracker: CompletionTracker) {
      self.duration = duration; self.delay = delay; self.options = options; self.timing = timing; self.tracker = tracker
    }
  }

  @exclusivity(unchecked) package static var stack: [Block] = [] {
    // Layers of views skip the action lookup while no block is open (`action(for:layer:key:)`
    // answers "no action" then).
    // Through OpenQuartzCore's setter and a flag of this module's: reading or writing another
    // module's static takes a runtime access record even when it is declared unchecked (issue 15).
    didSet {
      CALayer._setNoViewAnimationBlockOpen(stack.isEmpty)
      if !blockActionInstalled {
        blockActionInstalled = true
        CALayer._viewBlockAction = blockAction(layer:key:)
      }
    }
  }
  /// Whether `CALayer._viewBlockAction` was set (it is set once, when the first block opens).
  @exclusivity(unchecked) private static var blockActionInstalled = false
  @exclusivity(unchecked) package static var animationsEnabled = true
  @exclusivity(unchecked) static var withoutAnimationDepth = 0
  /// UIKit's animation keys: the property's own key, then "key-2", "key-3"… for animations
  /// stacked on it while earlier ones run.
  static func freeKey(_ key: String, on layer: CALayer) -> String {
    guard layer._hasAnimation(forKey: key) else { return key }
    var n = 2
    while layer._hasAnimation(forKey: "\(key)-\(n)") { n += 1 }
    return "\(key)-\(n)"
  }

  /// The parsed key of a layer key UIKit animates for views (position, bounds, transform,
  /// opacity, backgroundColor, cornerRadius, borderWidth, borderColor, the four shadow keys,
  /// anchorPoint, zPosition, sublayerTransform, and the backdrop of a UIVisualEffectView, whose
  /// `effect` is animatable), else nil: the key is parsed once per change and the parsed form
  /// used from then on.
  ///
  /// The answers for the last few keys asked are kept (a view's changes ask for a handful of
  /// keys, each change once): comparing a short key costs less than parsing it again.
  static func animatablePath(_ key: String) -> _LayerKeyPath? {
    for known in knownPaths where known.key == key { return known.path }
    let path = parseAnimatablePath(key)
    if knownPaths.count == 8 { knownPaths.removeFirst() }
    knownPaths.append((key, path))
    return path
  }
  @exclusivity(unchecked) private static var knownPaths: [(key: String, path: _LayerKeyPath?)] = []

  private static func parseAnimatablePath(_ key: String) -> _LayerKeyPath? {
    guard let path = _LayerKeyPath(key) else { return nil }
    switch path {
    case .position, .bounds, .transform, .opacity, .backgroundColor, .cornerRadius, .borderWidth, .borderColor,
      .shadowOpacity, .shadowRadius, .shadowOffset, .shadowColor, .anchorPoint, .zPosition, .sublayerTransform,
      .backdropBlurRadius, .backdropTintColor:
      return path
    default:
      return nil
    }
  }

  static func action(for view: UIView, layer: CALayer, key: String) -> (any CAAction)? {
    guard let block = stack.last, animationsEnabled, withoutAnimationDepth == 0, let path = animatablePath(key),
      let old = oldValue(block: block, layer: layer, key: key, path: path)
    else {
      return CALayer._noAction
    }
    return ViewAnimationAction(block: block, oldValue: old)
  }

  /// `action(for:layer:key:)` as a view's own layer asks for it inside a block
  /// (`CALayer._viewBlockAction`): nil for "no action", else the one re-used block action
  /// (`ViewBlockChange`), run by the same change right after it.
  static func blockAction(layer: CALayer, key: String) -> (any CAAction)? {
    guard let block = stack.last, animationsEnabled, withoutAnimationDepth == 0, let path = animatablePath(key),
      let old = oldValue(block: block, layer: layer, key: key, path: path)
    else {
      return nil
    }
    return ViewBlockChange.prepare(block: block, layer: layer, oldValue: old, path: path)
  }

  /// The value a block animation of `key` starts from: the model value (the presentation value
  /// for `transform`), nil when the key has none.
  private static func oldValue(block: Block, layer: CALayer, key: String, path: _LayerKeyPath) -> AnimatableValue? {
    let isTransform = path == .transform
    let useModel = !block.options.contains(.beginFromCurrentState) || !isTransform
    let source = useModel ? layer : (layer.presentation() ?? layer)
    guard let old = source._animatableValue(at: path, keyPath: key) else { return nil }
    let transformFrom: AnimatableValue? =
      isTransform ? (layer.presentation() ?? layer)._animatableValue(at: path, keyPath: key) : nil
    return transformFrom ?? old
  }

  /// Adds the animation for one property change of a block (`path` is `_LayerKeyPath(key)`).
  static func addAnimation(block: Block, layer: CALayer, key: String, path: _LayerKeyPath, old: AnimatableValue) {
    guard let new = layer._animatableValue(at: path, keyPath: key), !isSame(new, old) else { return }
    if let tracks = block.keyframeTracks, let window = block.keyframe {
      tracks.record(layer: layer, key: key, path: path, old: old, new: new, window: window)
      return
    }
    let additive = path != .transform
    if block.driver == nil, old._roundTripsThroughBoxing, new._roundTripsThroughBoxing, layer._hasOwnAnimationMethods {
      let timingFunction: CAMediaTimingFunction?
      switch block.timing {
      case .spring where block.keyframe == nil: timingFunction = nil
      case .curve(let f): timingFunction = block.keyframe == nil ? f : CAMediaTimingFunction._sharedLinear
      default: timingFunction = CAMediaTimingFunction._sharedLinear
      }
      if let timingFunction {
        recordAnimation(
          block: block, layer: layer, key: key, path: path, additive: additive, old: old, new: new,
          timingFunction: timingFunction)
        return
      }
    }
    let animation: CABasicAnimation
    switch block.timing {
    case .spring(let damping, let velocity) where block.keyframe == nil:
      let spring = CASpringAnimation(keyPath: key)
      let fit = SpringSolver.uikitSpring(duration: block.duration, dampingRatio: Double(damping), initialVelocity: Double(velocity))
      spring.mass = CGFloat(fit.mass)
      spring.stiffness = CGFloat(fit.stiffness)
      spring.damping = CGFloat(fit.damping)
      spring.initialVelocity = velocity
      animation = spring
    case .curve(let f):
      animation = CABasicAnimation(keyPath: key)
      animation.timingFunction = block.keyframe == nil ? f : CAMediaTimingFunction._sharedLinear
    default:
      animation = CABasicAnimation(keyPath: key)
      animation.timingFunction = CAMediaTimingFunction._sharedLinear
    }
    if additive {
      animation.isAdditive = true
      animation._setEndpoints(from: old - new, to: new.zero)
    } else {
      animation._setEndpoints(from: old, to: new)
    }
    var start = block.delay
    var length = block.duration
    if let k = block.keyframe {
      start += k.start * block.duration
      length = k.duration * block.duration
    }
    animation.duration = length
    let now = layer.convertTime(CACurrentMediaTime(), from: nil)
    animation.beginTime = now + start
    animation.fillMode = .backwards
    if block.options.contains(.repeat) { animation.repeatCount = .infinity }
    if block.options.contains(.autoreverse) { animation.autoreverses = true }
    if let count = block.repeatCount {
      animation.repeatCount = count
      animation.autoreverses = block.autoreverses
    }
    animation.delegate = block.tracker
    if let driver = block.driver {
      animation._driver = driver
      animation._driverStartFraction = block.driverStartFraction
      driver.didAdd(animation: animation, to: layer, key: key, from: old, to: new)
    }
    block.tracker.pending += 1
    // Not touched after this call: the layer may attach it without copying it. (A property
    // animator's driver keeps the animation it was told about: that one is copied as before.)
    if block.driver == nil { animation._handedOver = true }
    layer.add(animation, forKey: additive ? freeKey(key, on: layer) : key)
  }
}

extension UIViewAnimationState {
  /// `a == b`, with the kinds views animate most (scalars, points) compared in place (the
  /// same comparisons as the enum's `==`, without copying the values through its witness).
  @inline(__always)
  static func isSame(_ a: AnimatableValue, _ b: AnimatableValue) -> Bool {
    switch (a, b) {
    case (.scalar(let x), .scalar(let y)): return x == y
    case (.point(let x), .point(let y)): return x.x == y.x && x.y == y.y
    default: return a == b
    }
  }

  /// `(old − new, new.zero)`, the endpoints of an additive block animation, with scalars and
  /// points worked out in place (the same operations as `old + new.scaled(by: −1)`: each
  /// component `o + n · (−1)`).
  @inline(__always)
  static func additiveEndpoints(old: AnimatableValue, new: AnimatableValue) -> (AnimatableValue, AnimatableValue) {
    switch (old, new) {
    case (.scalar(let o), .scalar(let n)): return (.scalar(o + n * -1), .scalar(0))
    case (.point(let o), .point(let n)): return (.point(CGPoint(x: o.x + n.x * -1, y: o.y + n.y * -1)), .point(.zero))
    default: return (old - new, new.zero)
    }
  }

  /// `addAnimation` for a basic (not spring) animation of a block without a driver, whose
  /// endpoints round-trip through boxing: the same animation recorded straight into the layer's
  /// engine entry (`CALayer._addBlockAnimation`), its `CABasicAnimation` built only if someone
  /// reads it. Same values, key, delegate and order of effects as building it and adding it.
  static func recordAnimation(
    block: Block, layer: CALayer, key: String, path: _LayerKeyPath, additive: Bool, old: AnimatableValue,
    new: AnimatableValue, timingFunction: CAMediaTimingFunction
  ) {
    var start = block.delay
    var length = block.duration
    if let k = block.keyframe {
      start += k.start * block.duration
      length = k.duration * block.duration
    }
    let now = layer.convertTime(CACurrentMediaTime(), from: nil)
    var repeatCount: Float = block.options.contains(.repeat) ? .infinity : 0
    var autoreverses = block.options.contains(.autoreverse)
    if let count = block.repeatCount {
      repeatCount = count
      autoreverses = block.autoreverses
    }
    block.tracker.pending += 1
    let (from, to) = additive ? additiveEndpoints(old: old, new: new) : (old, new)
    layer._addBlockAnimation(
      keyPath: key, path: path, key: additive ? freeKey(key, on: layer) : key, isAdditive: additive,
      from: from, to: to, timingFunction: timingFunction,
      duration: length, beginTime: now + start, repeatCount: repeatCount, autoreverses: autoreverses,
      delegate: block.tracker)
  }
}

/// Property animators drive their layers' animations (progress instead of time).
@preconcurrency @MainActor
package protocol LayerAnimationDriver: CAAnimationProgressDriver, AnyObject {
  func didAdd(animation: CAAnimation, to layer: CALayer, key: String, from: AnimatableValue, to: AnimatableValue)
}

/// The action UIView hands Core Animation inside a block: it remembers the old value when asked
/// and adds the animation after the model value changed (always with both endpoints).
@preconcurrency @MainActor
final class ViewAnimationAction: _CAActionWithEndpoints {
  let block: UIViewAnimationState.Block
  let oldValue: AnimatableValue
  init(block: UIViewAnimationState.Block, oldValue: AnimatableValue) {
    self.block = block
    self.oldValue = oldValue
  }
  func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
    // Run by whoever asked the view for it, for any key: a key the layer has no value for adds
    // nothing.
    guard let layer = anObject as? CALayer, let path = _LayerKeyPath(event) else { return }
    UIViewAnimationState.addAnimation(block: block, layer: layer, key: event, path: path, old: oldValue)
  }
}

/// The block action a view's own layer runs for an animated change inside a block
/// (`UIViewAnimationState.blockAction`, `CALayer._viewBlockAction`): the change asks for it,
/// writes the model value and runs it, and nothing else sees it in between, so one object
/// serves every change (issue 15: a `ViewAnimationAction` was made per animated property
/// change). It does what `ViewAnimationAction` does for the same block, layer, key and old value.
@preconcurrency @MainActor
final class ViewBlockChange: _CAActionWithEndpoints {
  private static let shared = ViewBlockChange()
  private var block: UIViewAnimationState.Block?
  private unowned(unsafe) var layer: CALayer?
  private var oldValue = AnimatableValue.scalar(0)
  private var path = _LayerKeyPath.opacity

  /// The shared object set up for one change (a new one should a prepared change not have run).
  static func prepare(
    block: UIViewAnimationState.Block, layer: CALayer, oldValue: AnimatableValue, path: _LayerKeyPath
  ) -> ViewBlockChange {
    let change = shared.block == nil ? shared : ViewBlockChange()
    change.block = block
    change.layer = layer
    change.oldValue = oldValue
    change.path = path
    return change
  }

  func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
    guard let block, let layer else { return }
    self.block = nil
    self.layer = nil
    UIViewAnimationState.addAnimation(block: block, layer: layer, key: event, path: path, old: oldValue)
  }
}

/// Fires a block's completion once, when all its animations stopped: `finished` is true only if
/// none was removed early. A block without animations completes on the next run-loop turn.
@preconcurrency @MainActor
package final class CompletionTracker: NSObject, _CABlockAnimationDelegate {
  @exclusivity(unchecked) var pending = 0
  @exclusivity(unchecked) var allFinished = true
  @exclusivity(unchecked) var closed = false
  @exclusivity(unchecked) var fired = false
  @exclusivity(unchecked) var completion: ((Bool) -> Void)?
  /// `.allowUserInteraction`: views animated by this block stay hit-testable.
  @exclusivity(unchecked) var allowsInteraction = false

  init(completion: ((Bool) -> Void)?) { self.completion = completion }

  package func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
    _blockAnimationDidStop(finished: flag)
  }

  /// A block animation recorded without its object started: nothing to do (as
  /// `animationDidStart(_:)`, which the tracker leaves at the default).
  package func _blockAnimationDidStart() {}

  package func _blockAnimationDidStop(finished flag: Bool) {
    pending -= 1
    if !flag { allFinished = false }
    fireIfDone()
  }

  /// The block's closure has run: from now on, reaching zero animations means done.
  func close() {
    closed = true
    if pending == 0 {
      MediaClock.shared.enqueue { [self] in self.fireIfDone() }
    }
  }

  func fireIfDone() {
    guard closed, pending <= 0, !fired else { return }
    fired = true
    let c = completion
    completion = nil
    c?(allFinished)
  }
}

extension CAMediaTimingFunction {
  /// The Core Animation curve of a UIKit animation curve.
  /// Curve 7 is the keyboard's; other unnamed raw values ease in and out.
  package convenience init(curve: UIView.AnimationCurve) {
    switch curve {
    case .easeInOut: self.init(name: .easeInEaseOut)
    case .easeIn: self.init(name: .easeIn)
    case .easeOut: self.init(name: .easeOut)
    case .linear: self.init(name: .linear)
    default:
      if curve.rawValue == UIView.AnimationCurve._keyboardRawValue {
        let p = UIView.AnimationCurve._keyboardControlPoints
        self.init(controlPoints: p.0, p.1, p.2, p.3)
      } else {
        self.init(name: .easeInEaseOut)
      }
    }
  }

  /// The shared (immutable) Core Animation curve of a UIKit animation curve, for the
  /// framework's own blocks: no allocation per block for the four named curves.
  package static func _shared(curve: UIView.AnimationCurve) -> CAMediaTimingFunction {
    switch curve {
    case .easeInOut: _sharedEaseInEaseOut
    case .easeIn: _sharedEaseIn
    case .easeOut: _sharedEaseOut
    case .linear: _sharedLinear
    default: CAMediaTimingFunction(curve: curve)
    }
  }
}

extension UIView {
  /// Whether block animations are enabled (`setAnimationsEnabled`).
  public class var areAnimationsEnabled: Bool { UIViewAnimationState.animationsEnabled }

  public class func setAnimationsEnabled(_ enabled: Bool) {
    UIViewAnimationState.animationsEnabled = enabled
  }

  /// Runs `actionsWithoutAnimation` with animations disabled, even inside an animation block.
  public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    UIViewAnimationState.withoutAnimationDepth += 1
    actionsWithoutAnimation()
    UIViewAnimationState.withoutAnimationDepth -= 1
  }

  /// iOS 13: inside an animation block, makes the animations created by `animations` repeat
  /// `count` times (fractional counts allowed), optionally autoreversing.
  public class func modifyAnimations(withRepeatCount count: CGFloat, autoreverses: Bool, animations: () -> Void) {
    guard let outer = UIViewAnimationState.stack.last else {
      animations()
      return
    }
    let block = UIViewAnimationState.Block(
      duration: outer.duration, delay: outer.delay, options: outer.options, timing: outer.timing, tracker: outer.tracker)
    block.keyframe = outer.keyframe
    block.keyframeTracks = outer.keyframeTracks
    block.repeatCount = Float(count)
    block.autoreverses = autoreverses
    UIViewAnimationState.stack.append(block)
    animations()
    UIViewAnimationState.stack.removeLast()
  }

  /// The duration of the innermost open animation block, or 0.
  public class var inheritedAnimationDuration: TimeInterval {
    UIViewAnimationState.stack.last?.duration ?? 0
  }

  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    _animate(withDuration: duration, delay: delay, options: options, animations: animations, completion: completion)
  }

  /// `animate(withDuration:delay:options:animations:completion:)` with a non-escaping block:
  /// the framework's own callers (the transition coordinator's alongside animations) pass a
  /// closure that captures their state without allocating a context for it.
  package class func _animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions,
    animations: () -> Void, completion: ((Bool) -> Void)?
  ) {
    let outer = UIViewAnimationState.stack.last
    var duration = duration
    // Curve 7 (bits 16-19) is the keyboard's, from its notifications' userInfo.
    var curve = (options.rawValue >> 16) & 0xF == UInt(_SoftwareKeyboard.animationCurveRawValue)
      ? _SoftwareKeyboard.timingFunction : CAMediaTimingFunction._shared(curve: options.curve)
    var opts = options
    if let outer {
      // Nested blocks inherit duration, curve and options unless told otherwise.
      if !options.contains(.overrideInheritedDuration) { duration = outer.duration }
      if !options.contains(.overrideInheritedCurve), case .curve(let f) = outer.timing { curve = f }
      if !options.contains(.overrideInheritedOptions) { opts.formUnion(outer.options.intersection([.repeat, .autoreverse, .allowUserInteraction, .beginFromCurrentState])) }
    }
    run(duration: duration, delay: delay, options: opts, timing: .curve(curve), animations: animations, completion: completion)
  }

  public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)?) {
    animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
  }

  public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
    animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
  }

  /// A spring animation: UIKit's fit (mass 1, envelope 0.001 at `duration`, motion spec §1.3).
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
    initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    run(duration: duration, delay: delay, options: options, timing: .spring(damping: dampingRatio, velocity: velocity),
        animations: animations, completion: completion)
  }

  /// iOS 17: a spring with a perceptual duration and bounce.
  public class func animate(
    springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0, initialSpringVelocity velocity: CGFloat = 0,
    delay: TimeInterval = 0, options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    let damping = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    run(duration: duration, delay: delay, options: options, timing: .spring(damping: min(damping, 1), velocity: velocity),
        animations: animations, completion: completion)
  }

  static func run(
    duration: TimeInterval, delay: TimeInterval, options: AnimationOptions, timing: UIViewAnimationState.Block.Timing,
    animations: () -> Void, completion: ((Bool) -> Void)?, driver: (any LayerAnimationDriver)? = nil, driverStart: Double = 0,
    keyframeTracks: KeyframeTracks? = nil
  ) {
    let tracker = CompletionTracker(completion: completion)
    guard duration > 0 || delay > 0 || driver != nil, UIViewAnimationState.animationsEnabled else {
      // "duration ≤ 0 ⇒ no animation": the changes apply at once, the completion follows.
      UIView.performWithoutAnimation(animations)
      tracker.close()
      return
    }
    tracker.allowsInteraction = options.contains(.allowUserInteraction) || driver != nil
    let block = UIViewAnimationState.Block(duration: duration, delay: delay, options: options, timing: timing, tracker: tracker)
    block.driver = driver
    block.driverStartFraction = driverStart
    block.keyframeTracks = keyframeTracks
    UIViewAnimationState.stack.append(block)
    animations()
    if options.contains(.layoutSubviews) {
      for w in UIApplication.shared.windows { w.layoutIfNeeded() }
    }
    keyframeTracks?.flush(block: block)
    UIViewAnimationState.stack.removeLast()
    tracker.close()
  }

  /// Whether a touch may land on this view now: views with running block animations ignore
  /// touches unless the block allowed user interaction.
  var _acceptsTouchesWhileAnimating: Bool {
    guard let keys = layer.animationKeys(), !keys.isEmpty else { return true }
    for key in keys {
      // The delegate of `layer.animation(forKey: key)`, without building a recorded block
      // animation's object.
      if case .some(let delegate) = layer._animationDelegate(forKey: key), let tracker = delegate as? CompletionTracker,
        !tracker.allowsInteraction
      {
        return false
      }
    }
    return true
  }
}
