import Foundation

/// Receives an animation's start and stop. Both methods are optional in the SDK; the defaults
/// do nothing.
@preconcurrency @MainActor
public protocol CAAnimationDelegate: NSObjectProtocol {
  /// The animation became active (its local time reached its begin time).
  func animationDidStart(_ anim: CAAnimation)
  /// The animation stopped: `flag` is true when it ran to its natural end, false when it was
  /// removed (`removeAnimation(forKey:)`, `removeAllAnimations()`, replaced under its key).
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
  public func animationDidStart(_ anim: CAAnimation) {}
  public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// The abstract animation: timing (`CAMediaTiming`), a timing function and a delegate.
///
/// `CALayer.add(_:forKey:)` copies the animation; the layer runs the copy, and the delegate is
/// told about the copy. Changing an animation after adding it has no effect on the layer.
open class CAAnimation: NSObject, NSCopying, CAMediaTiming {
  /// Maps the animation's progress; nil is linear pacing.
  @exclusivity(unchecked) open var timingFunction: CAMediaTimingFunction?
  /// Strong, as in Core Animation.
  @exclusivity(unchecked) open var delegate: (any CAAnimationDelegate)?
  /// When true (the default) the animation is removed from the layer when it finishes.
  @exclusivity(unchecked) open var isRemovedOnCompletion = true

  @exclusivity(unchecked) open var beginTime: CFTimeInterval = 0
  /// 0 means "the default": the transaction's duration (0.25 s) for an animation added to a
  /// layer, the group's duration for an animation inside a group.
  @exclusivity(unchecked) open var duration: CFTimeInterval = 0
  @exclusivity(unchecked) open var speed: Float = 1
  @exclusivity(unchecked) open var timeOffset: CFTimeInterval = 0
  @exclusivity(unchecked) open var repeatCount: Float = 0
  @exclusivity(unchecked) open var repeatDuration: CFTimeInterval = 0
  @exclusivity(unchecked) open var autoreverses = false
  @exclusivity(unchecked) open var fillMode: CAMediaTimingFillMode = .removed

  /// When set, the animation's progress comes from this driver instead of its timing, and it
  /// never finishes by itself (`UIViewPropertyAnimator`).
  @exclusivity(unchecked) package weak var _driver: (any CAAnimationProgressDriver)?
  /// The driver progress at which this animation starts (animations added to a running
  /// property animator run over the remaining part).
  @exclusivity(unchecked) package var _driverStartFraction: Double = 0
  /// Set by OpenUIKit on an animation it built for one `add(_:forKey:)` call and never uses
  /// again (a block animation's): the layer attaches it instead of a copy (nobody else can
  /// tell the two apart). Cleared when attached.
  @exclusivity(unchecked) package var _handedOver = false

  public required override init() {
    super.init()
  }

  /// A copy of the receiver (same class, same values).
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = type(of: self).init()
    copy._copyValues(from: self)
    return copy
  }

  /// Copies every property of `other`; each subclass adds its own and calls super.
  package func _copyValues(from other: CAAnimation) {
    timingFunction = other.timingFunction
    delegate = other.delegate
    isRemovedOnCompletion = other.isRemovedOnCompletion
    beginTime = other.beginTime
    duration = other.duration
    speed = other.speed
    timeOffset = other.timeOffset
    repeatCount = other.repeatCount
    repeatDuration = other.repeatDuration
    autoreverses = other.autoreverses
    fillMode = other.fillMode
    _driver = other._driver
    _driverStartFraction = other._driverStartFraction
  }

  /// The evaluable form of this animation, or nil when it animates nothing (a property
  /// animation without a key path the engine knows).
  @MainActor
  package func _compile(defaultDuration: CFTimeInterval, layer: CALayer, key: String?) -> _AnimationNode? {
    nil
  }

  /// The timing model with `duration` 0 resolved to `defaultDuration`.
  package func _timingModel(defaultDuration: CFTimeInterval) -> _TimingModel {
    _TimingModel(
      beginTime: beginTime, duration: duration > 0 ? duration : defaultDuration, speed: Double(speed),
      timeOffset: timeOffset, repeatCount: Double(repeatCount), repeatDuration: repeatDuration,
      autoreverses: autoreverses, fillMode: fillMode)
  }
}

extension CAAnimation: CAAction {
  /// Adds the animation to the layer `anObject` for the key `event`.
  @MainActor
  public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
    (anObject as? CALayer)?.add(self, forKey: event)
  }
}

/// An animation of one layer property, named by a key path (Docs/Architecture.md lists the
/// key paths the engine understands).
open class CAPropertyAnimation: CAAnimation {
  @exclusivity(unchecked) open var keyPath: String?
  /// The animated value is added to the underlying value (model plus earlier animations)
  /// instead of replacing it.
  @exclusivity(unchecked) open var isAdditive = false
  /// Each repetition continues from where the previous one ended.
  @exclusivity(unchecked) open var isCumulative = false

  public convenience init(keyPath path: String?) {
    self.init()
    keyPath = path
  }

  package override func _copyValues(from other: CAAnimation) {
    super._copyValues(from: other)
    guard let other = other as? CAPropertyAnimation else { return }
    keyPath = other.keyPath
    isAdditive = other.isAdditive
    isCumulative = other.isCumulative
  }

  /// The key path this animation drives when added under `key` (its own, else the key).
  package func _resolvedKeyPath(key: String?) -> _LayerKeyPath? {
    guard let string = keyPath ?? key else { return nil }
    return _LayerKeyPath(string)
  }
}
