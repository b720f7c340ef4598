import Foundation

/// A single-keyframe animation of a property from one value to another.
///
/// Values are `Any?` as in the SDK: `CGFloat`/`Double`/`Float`/`NSNumber`, `CGPoint`, `CGSize`,
/// `CGRect`, `CATransform3D`, `CGAffineTransform` or `CGColor`, matching the key path.
/// Core Animation's rules for absent values ("current" is the presentation value underneath):
/// from+to: from → to; from+by: from → from+by; by+to: to−by → to; from: from → current;
/// to: current → to; by: current → current+by; none: the previous presentation value → current.
open class CABasicAnimation: CAPropertyAnimation {
  open var fromValue: Any? {
    get { _unboxedEndpoints?.from.boxed ?? _fromValue }
    set {
      _boxEndpoints()
      _fromValue = newValue
    }
  }
  open var toValue: Any? {
    get { _unboxedEndpoints?.to.boxed ?? _toValue }
    set {
      _boxEndpoints()
      _toValue = newValue
    }
  }
  open var byValue: Any? {
    get { _unboxedEndpoints == nil ? _byValue : nil }
    set {
      _boxEndpoints()
      _byValue = newValue
    }
  }

  @exclusivity(unchecked) private var _fromValue: Any?
  @exclusivity(unchecked) private var _toValue: Any?
  @exclusivity(unchecked) private var _byValue: Any?
  /// `fromValue` and `toValue` (with no `byValue`) as set by `_setEndpoints`, unboxed: compiling
  /// the animation reads them without casting them back from `Any`, and `fromValue`/`toValue`
  /// box them only when someone reads them. Setting any of the three values boxes them first.
  @exclusivity(unchecked) private var _unboxedEndpoints: (from: AnimatableValue, to: AnimatableValue)?

  /// Moves unboxed endpoints into the boxed values.
  private func _boxEndpoints() {
    guard let unboxed = _unboxedEndpoints else { return }
    _unboxedEndpoints = nil
    _fromValue = unboxed.from.boxed
    _toValue = unboxed.to.boxed
    _byValue = nil
  }

  /// Sets `fromValue` and `toValue` (as `AnimatableValue.boxed` boxes them) and clears
  /// `byValue`; they stay unboxed when unboxing the boxed values gives them back exactly (all
  /// kinds but colours and paths).
  package func _setEndpoints(from: AnimatableValue, to: AnimatableValue) {
    if from._roundTripsThroughBoxing && to._roundTripsThroughBoxing {
      _fromValue = nil
      _toValue = nil
      _byValue = nil
      _unboxedEndpoints = (from, to)
    } else {
      fromValue = from.boxed
      toValue = to.boxed
      byValue = nil
    }
  }

  /// `(from, to, by)` unboxed.
  package final func _endpoints() -> (from: AnimatableValue?, to: AnimatableValue?, by: AnimatableValue?) {
    if let unboxed = _unboxedEndpoints { return (unboxed.from, unboxed.to, nil) }
    return (AnimatableValue.make(from: fromValue), AnimatableValue.make(from: toValue), AnimatableValue.make(from: byValue))
  }

  package override func _copyValues(from other: CAAnimation) {
    super._copyValues(from: other)
    guard let other = other as? CABasicAnimation else { return }
    if let unboxed = other._unboxedEndpoints {
      _fromValue = nil
      _toValue = nil
      _byValue = nil
      _unboxedEndpoints = unboxed
    } else {
      fromValue = other.fromValue
      toValue = other.toValue
      byValue = other.byValue
    }
  }

  @MainActor
  package override func _compile(defaultDuration: CFTimeInterval, layer: CALayer, key: String?) -> _AnimationNode? {
    guard let path = _resolvedKeyPath(key: key) else { return nil }
    let track = _PropertyTrack(
      timing: _timingModel(defaultDuration: defaultDuration), path: path, isAdditive: isAdditive,
      isCumulative: isCumulative, timingFunction: timingFunction, curve: _curve(),
      previous: layer._previousValue(for: keyPath ?? key))
    if let driver = _driver {
      track.driver = driver
      track.driverStart = _driverStartFraction
    }
    return .property(track)
  }

  package func _curve() -> _TrackCurve {
    let (from, to, by) = _endpoints()
    return .basic(from: from, to: to, by: by)
  }
}

/// A spring-driven basic animation: the value moves from `fromValue` to `toValue` along the
/// closed-form damped oscillator (motion spec §1.2). Like Core Animation it plays for
/// `duration` (set it to `settlingDuration` to see the spring come to rest); the timing
/// function does not apply.
open class CASpringAnimation: CABasicAnimation {
  open var mass: CGFloat = 1
  open var stiffness: CGFloat = 100
  open var damping: CGFloat = 10
  /// In "the whole distance per second"; positive moves toward the target.
  open var initialVelocity: CGFloat = 0
  /// When false (the default), damping ratios above 1 behave as 1, as on iOS 17.
  open var allowsOverdamping = false

  /// The estimated time for the spring to come to rest (motion spec §1.4).
  open var settlingDuration: CFTimeInterval { _solver.settlingDuration }

  /// iOS 17: a spring with the given perceptual duration and bounce (motion spec §1.4).
  public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
    self.init()
    let p = SpringSolver.parameters(duration: perceptualDuration, bounce: Double(bounce))
    mass = CGFloat(p.mass)
    stiffness = CGFloat(p.stiffness)
    damping = CGFloat(p.damping)
    allowsOverdamping = bounce < 0
  }

  /// iOS 17: 2π / ω₀.
  open var perceptualDuration: CFTimeInterval { _solver.durationAndBounce.duration }

  /// iOS 17: 1 − ζ for ζ ≤ 1, 1/ζ − 1 above.
  open var bounce: CGFloat { CGFloat(_solver.durationAndBounce.bounce) }

  package var _solver: SpringSolver {
    var damping = Double(self.damping)
    let m = Double(mass)
    let k = Double(stiffness)
    if !allowsOverdamping {
      let critical = 2 * (max(k, 0) * max(m, 0)).squareRoot()
      damping = min(damping, critical)
    }
    return SpringSolver(mass: m, stiffness: k, damping: damping, initialVelocity: Double(initialVelocity))
  }

  package override func _copyValues(from other: CAAnimation) {
    super._copyValues(from: other)
    guard let other = other as? CASpringAnimation else { return }
    mass = other.mass
    stiffness = other.stiffness
    damping = other.damping
    initialVelocity = other.initialVelocity
    allowsOverdamping = other.allowsOverdamping
  }

  package override func _curve() -> _TrackCurve {
    let (from, to, by) = _endpoints()
    return .spring(_solver, from: from, to: to, by: by)
  }
}
