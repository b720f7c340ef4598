import Foundation
import OpenQuartzCore

/// What the two-finger recognizers share: the pair of fingers they measure, the samples their
/// velocity comes from, and the rules of Docs/Behaviour.md "Pinch and rotation":
/// - the first two fingers down are the pair; further fingers are ignored (`ignore(_:for:)`);
/// - one finger alone never begins the gesture; fingers that all lift before it began fail it;
/// - once begun, a finger lifting leaves the value where it is (`numberOfTouches` drops to 1), a
///   finger put down again continues from there; the gesture ends when every finger has lifted;
/// - the velocity is the value's change over the last tenth of a second of media time, like the
///   pan's; setting the value resets it to 0.
@preconcurrency @MainActor
struct _TwoFingerMeasure {
  /// Samples older than this are ignored for velocity (as `UIPanGestureRecognizer`'s).
  static let velocityWindow: CFTimeInterval = 0.1

  /// The pair's distance and angle at the last event (window coordinates; the angle from the
  /// first finger to the second, clockwise on screen).
  private(set) var distance: CGFloat = 0
  private(set) var angle: CGFloat = 0
  /// Whether `distance` and `angle` belong to a pair down now.
  private(set) var hasPair = false
  private var samples: [(time: CFTimeInterval, value: CGFloat)] = []

  /// The two fingers measured, in the order they went down.
  static func pair(of g: UIGestureRecognizer) -> (UITouch, UITouch)? {
    let down = g._touches.filter { $0.phase != .ended && $0.phase != .cancelled }
    guard down.count >= 2 else { return nil }
    return (down[0], down[1])
  }

  static func measure(_ a: UITouch, _ b: UITouch) -> (distance: CGFloat, angle: CGFloat) {
    let p = a.locationInWindow, q = b.locationInWindow
    return (hypot(q.x - p.x, q.y - p.y), atan2(q.y - p.y, q.x - p.x))
  }

  /// Ignores the fingers beyond the first two.
  static func ignoreExtraFingers(of g: UIGestureRecognizer, event: UIEvent) {
    let down = g._touches.filter { $0.phase != .ended && $0.phase != .cancelled }
    for t in down.dropFirst(2) { g.ignore(t, for: event) }
  }

  /// Starts measuring the current pair (a second finger came down), or stops when there is none.
  mutating func rebase(_ g: UIGestureRecognizer) {
    guard let (a, b) = Self.pair(of: g) else { hasPair = false; return }
    (distance, angle) = Self.measure(a, b)
    hasPair = true
  }

  /// Measures the pair after the fingers moved: the distance ratio and the angle turned since the
  /// last event (wrapped into -π…π, so turning past half a circle keeps counting), or nil.
  mutating func step(_ g: UIGestureRecognizer) -> (ratio: CGFloat, turn: CGFloat)? {
    guard hasPair, let (a, b) = Self.pair(of: g) else { return nil }
    let (d, θ) = Self.measure(a, b)
    let ratio = distance > 0 ? d / distance : 1
    var turn = θ - angle
    if turn > .pi { turn -= 2 * .pi } else if turn < -.pi { turn += 2 * .pi }
    if d > 0 { distance = d }
    angle = θ
    return (ratio, turn)
  }

  mutating func sample(_ value: CGFloat) {
    samples.append((CACurrentMediaTime(), value))
    if samples.count > 16 { samples.removeFirst(samples.count - 16) }
  }

  /// The value was set: the velocity starts over from it.
  mutating func restart(at value: CGFloat) { samples = [(CACurrentMediaTime(), value)] }

  var velocity: CGFloat {
    guard let last = samples.last else { return 0 }
    guard let first = samples.first(where: { last.time - $0.time <= Self.velocityWindow }), last.time > first.time else { return 0 }
    return (last.value - first.value) / CGFloat(last.time - first.time)
  }

  mutating func reset() {
    distance = 0
    angle = 0
    hasPair = false
    samples = []
  }
}

/// Recognizes a pinch: two fingers moving apart or together. `scale` is the ratio of the
/// fingers' distance now to their distance when they went down (multiplied into whatever the app
/// set `scale` to since); the gesture begins once that distance changed by `Self.hysteresis`
/// points (Docs/Behaviour.md "Pinch and rotation").
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
  /// How far (points) the fingers' distance must change before the pinch begins.
  public static let hysteresis: CGFloat = 10

  private var measure = _TwoFingerMeasure()
  private var _scale: CGFloat = 1
  /// The fingers' distance when the pair went down (for the hysteresis).
  private var downDistance: CGFloat = 0

  /// The scale factor relative to the points of the two touches in screen coordinates. Setting
  /// it resets `velocity`.
  open var scale: CGFloat {
    get { _scale }
    set {
      _scale = newValue
      measure.restart(at: newValue)
    }
  }

  /// The velocity of the pinch in scale factor per second.
  open var velocity: CGFloat { measure.velocity }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    _TwoFingerMeasure.ignoreExtraFingers(of: self, event: event)
    beginPair()
  }

  override func _touchesDidChange() { beginPair() }

  private func beginPair() {
    let had = measure.hasPair
    measure.rebase(self)
    if measure.hasPair && !had {
      downDistance = measure.distance
      measure.restart(at: _scale)
    }
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let (ratio, _) = measure.step(self) else {
      if state == .began || state == .changed { state = .changed }
      return
    }
    _scale *= ratio
    measure.sample(_scale)
    switch state {
    case .possible:
      if abs(measure.distance - downDistance) >= Self.hysteresis { state = .began }
    case .began, .changed:
      state = .changed
    default: break
    }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    guard _downCount == 0 else { return }
    switch state {
    case .began, .changed: state = .ended
    case .possible: state = .failed
    default: break
    }
  }

  open override func reset() {
    _scale = 1
    downDistance = 0
    measure.reset()
  }

  override var _traceDetail: String? {
    [super._traceDetail, "scale " + String(format: "%.3f", Double(_scale))].compactMap { $0 }.joined(separator: ", ")
  }
}

/// Recognizes a rotation: two fingers turning around each other. `rotation` is the angle in
/// radians the line between them turned since they went down (clockwise positive, as
/// `CGAffineTransform(rotationAngle:)` turns on screen; added to whatever the app set it to since);
/// the gesture begins once it turned `Self.minimumRotation` (Docs/Behaviour.md "Pinch and
/// rotation").
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
  /// How far (radians) the fingers must turn before the rotation begins (about 5.7°).
  public static let minimumRotation: CGFloat = 0.1

  private var measure = _TwoFingerMeasure()
  private var _rotation: CGFloat = 0
  /// The angle turned since the pair went down (for the threshold).
  private var turned: CGFloat = 0

  /// The rotation of the gesture in radians. Setting it resets `velocity`.
  open var rotation: CGFloat {
    get { _rotation }
    set {
      _rotation = newValue
      measure.restart(at: newValue)
    }
  }

  /// The velocity of the rotation gesture in radians per second.
  open var velocity: CGFloat { measure.velocity }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    _TwoFingerMeasure.ignoreExtraFingers(of: self, event: event)
    beginPair()
  }

  override func _touchesDidChange() { beginPair() }

  private func beginPair() {
    let had = measure.hasPair
    measure.rebase(self)
    if measure.hasPair && !had {
      turned = 0
      measure.restart(at: _rotation)
    }
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let (_, turn) = measure.step(self) else {
      if state == .began || state == .changed { state = .changed }
      return
    }
    _rotation += turn
    turned += turn
    measure.sample(_rotation)
    switch state {
    case .possible:
      if abs(turned) >= Self.minimumRotation { state = .began }
    case .began, .changed:
      state = .changed
    default: break
    }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    guard _downCount == 0 else { return }
    switch state {
    case .began, .changed: state = .ended
    case .possible: state = .failed
    default: break
    }
  }

  open override func reset() {
    _rotation = 0
    turned = 0
    measure.reset()
  }

  override var _traceDetail: String? {
    [super._traceDetail, "rotation " + String(format: "%.3f", Double(_rotation))].compactMap { $0 }.joined(separator: ", ")
  }
}
