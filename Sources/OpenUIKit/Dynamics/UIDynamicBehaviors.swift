import Foundation
import OpenQuartzCore

/// Gravity on its items: an acceleration of `magnitude` × 1000 points/s² along `angle`
/// (UIKit: a magnitude of 1.0 is 1000 points/s²), whatever the items' mass.
@preconcurrency @MainActor
open class UIGravityBehavior: UIDynamicBehavior {
  private var list: _ItemList

  public init(items: [any UIDynamicItem]) {
    list = _ItemList(items)
    super.init()
  }

  public convenience override init() { self.init(items: []) }

  open func addItem(_ item: any UIDynamicItem) { if list.add(item), !_itemAdded(item) { _ = list.remove(item) } }
  open func removeItem(_ item: any UIDynamicItem) { if list.remove(item) { _changed() } }
  open var items: [any UIDynamicItem] { list.items }
  override var _ownItems: [any UIDynamicItem] { list.items }

  /// The gravity vector; its length is the magnitude. Default (0, 1): 1000 points/s² down.
  open var gravityDirection = CGVector(dx: 0, dy: 1) { didSet { _changed() } }

  /// The direction in radians (0 = right, π/2 = down).
  open var angle: CGFloat {
    get { atan2(gravityDirection.dy, gravityDirection.dx) }
    set { setAngle(newValue, magnitude: magnitude) }
  }

  /// The length of `gravityDirection`.
  open var magnitude: CGFloat {
    get { hypot(gravityDirection.dx, gravityDirection.dy) }
    set { setAngle(angle, magnitude: newValue) }
  }

  open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
    gravityDirection = CGVector(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
  }

  override func _applyForces(_ world: _DynamicsWorld, h: CGFloat, firstSubstep: Bool) {
    let a = CGPoint(x: gravityDirection.dx * 1000, y: gravityDirection.dy * 1000)
    for item in list.items {
      guard let body = world.body(for: item) else { continue }
      body.acceleration.x += a.x
      body.acceleration.y += a.y
    }
  }
}

/// A force on its items: continuous (every step) or instantaneous (one impulse when the
/// behavior becomes active). UIKit: a magnitude of 1.0 gives a 100 × 100 point item of density
/// 1.0 an acceleration of 100 points/s² (continuous) — and, instantaneous, a velocity change
/// of 100 points/s (Docs/Behaviour/dynamics.md).
@preconcurrency @MainActor
open class UIPushBehavior: UIDynamicBehavior {
  public enum Mode: Int, Sendable {
    case continuous = 0
    case instantaneous = 1
  }

  private var list: _ItemList
  private var offsets: [ObjectIdentifier: UIOffset] = [:]
  /// Whether the instantaneous impulse is still to be given (from `active` becoming true).
  private var impulsePending: Bool

  public init(items: [any UIDynamicItem], mode: UIPushBehavior.Mode) {
    list = _ItemList(items)
    self.mode = mode
    impulsePending = mode == .instantaneous
    super.init()
  }

  open func addItem(_ item: any UIDynamicItem) { if list.add(item), !_itemAdded(item) { _ = list.remove(item) } }
  open func removeItem(_ item: any UIDynamicItem) {
    if list.remove(item) { offsets[ObjectIdentifier(item)] = nil; _changed() }
  }
  open var items: [any UIDynamicItem] { list.items }
  override var _ownItems: [any UIDynamicItem] { list.items }

  /// Where the force applies on `item`, from its center in its own (unrotated) coordinates;
  /// an offset turns the item. Default `.zero`.
  open func targetOffsetFromCenter(for item: any UIDynamicItem) -> UIOffset {
    offsets[ObjectIdentifier(item)] ?? .zero
  }

  open func setTargetOffsetFromCenter(_ o: UIOffset, for item: any UIDynamicItem) {
    offsets[ObjectIdentifier(item)] = o
    _changed()
  }

  open private(set) var mode: UIPushBehavior.Mode

  /// Whether the force acts (default true). An instantaneous push gives its impulse at the next
  /// step and then sets this to false; setting it to true again gives another impulse.
  open var active = true {
    didSet {
      if mode == .instantaneous { impulsePending = active }
      _changed()
    }
  }

  /// The force vector; its length is the magnitude. Default (0, 0): no force.
  open var pushDirection = CGVector(dx: 0, dy: 0) { didSet { _changed() } }

  open var angle: CGFloat {
    get { atan2(pushDirection.dy, pushDirection.dx) }
    set { setAngle(newValue, magnitude: magnitude) }
  }

  open var magnitude: CGFloat {
    get { hypot(pushDirection.dx, pushDirection.dy) }
    set { setAngle(angle, magnitude: newValue) }
  }

  open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
    pushDirection = CGVector(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
  }

  override var _hasPendingWork: Bool { mode == .instantaneous && active && impulsePending }

  override func _applyForces(_ world: _DynamicsWorld, h: CGFloat, firstSubstep: Bool) {
    guard active else { return }
    // UIKit's force unit: 100 points/s² on a 100 × 100 item of density 1 (mass 1).
    let f = CGPoint(x: pushDirection.dx * 100, y: pushDirection.dy * 100)
    switch mode {
    case .continuous:
      for item in list.items {
        guard let body = world.body(for: item) else { continue }
        body.force.x += f.x
        body.force.y += f.y
        body.torque += _cross(body.worldOffset(offsets[ObjectIdentifier(item)] ?? .zero), f)
      }
    case .instantaneous:
      guard impulsePending, firstSubstep else { return }
      for item in list.items {
        guard let body = world.body(for: item) else { continue }
        body.applyImpulse(f, at: body.worldOffset(offsets[ObjectIdentifier(item)] ?? .zero))
      }
      impulsePending = false
      // UIKit turns an instantaneous push inactive once it has acted.
      active = false
    }
  }
}

/// Moves an item to a point with a spring, and turns it upright, as if on a damped spring
/// (model: Docs/Behaviour/dynamics.md).
@preconcurrency @MainActor
open class UISnapBehavior: UIDynamicBehavior {
  private let item: any UIDynamicItem

  public init(item: any UIDynamicItem, snapTo point: CGPoint) {
    self.item = item
    snapPoint = point
    super.init()
  }

  /// Where the item's center goes (settable since iOS 9).
  open var snapPoint: CGPoint { didSet { _changed() } }

  /// 0 (most oscillation) to 1 (none); default 0.5.
  open var damping: CGFloat = 0.5 { didSet { _changed() } }

  override var _ownItems: [any UIDynamicItem] { [item] }

  /// Natural frequency of the snap spring (rad/s): 2.5 Hz.
  static let naturalFrequency: CGFloat = 2 * .pi * 2.5

  /// The spring's damping ratio for `damping`: 0.2 at 0 up to 1 (critical) at 1.
  var dampingRatio: CGFloat { 0.2 + 0.8 * min(max(damping.isFinite ? damping : 0.5, 0), 1) }

  override func _applyForces(_ world: _DynamicsWorld, h: CGFloat, firstSubstep: Bool) {
    guard let body = world.body(for: item) else { return }
    let w = Self.naturalFrequency, z = dampingRatio
    body.acceleration.x += w * w * (snapPoint.x - body.position.x) - 2 * z * w * body.velocity.x
    body.acceleration.y += w * w * (snapPoint.y - body.position.y) - 2 * z * w * body.velocity.y
    body.angularAcceleration += w * w * (0 - body.angle) - 2 * z * w * body.angularVelocity
  }
}

/// A connection between an item's point and an anchor point or another item's point: rigid
/// (`frequency` 0, the default) or a damped spring.
@preconcurrency @MainActor
open class UIAttachmentBehavior: UIDynamicBehavior {
  public enum AttachmentType: Int, Sendable {
    case items = 0
    case anchor = 1
  }

  private let item1: any UIDynamicItem
  private let item2: (any UIDynamicItem)?
  private let offset1: UIOffset
  private let offset2: UIOffset

  public init(item: any UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint) {
    item1 = item
    item2 = nil
    offset1 = offset
    offset2 = .zero
    anchorPoint = point
    attachedBehaviorType = .anchor
    // The length is the distance when the attachment is made (the item's current rotation).
    let r = _rotate(CGPoint(x: offset.horizontal, y: offset.vertical), by: _angle(of: item.transform))
    length = hypot(item.center.x + r.x - point.x, item.center.y + r.y - point.y)
    super.init()
  }

  public convenience init(item: any UIDynamicItem, attachedToAnchor point: CGPoint) {
    self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
  }

  public init(
    item item1: any UIDynamicItem, offsetFromCenter offset1: UIOffset, attachedTo item2: any UIDynamicItem,
    offsetFromCenter offset2: UIOffset
  ) {
    self.item1 = item1
    self.item2 = item2
    self.offset1 = offset1
    self.offset2 = offset2
    anchorPoint = .zero
    attachedBehaviorType = .items
    let r1 = _rotate(CGPoint(x: offset1.horizontal, y: offset1.vertical), by: _angle(of: item1.transform))
    let r2 = _rotate(CGPoint(x: offset2.horizontal, y: offset2.vertical), by: _angle(of: item2.transform))
    length = hypot(item1.center.x + r1.x - item2.center.x - r2.x, item1.center.y + r1.y - item2.center.y - r2.y)
    super.init()
  }

  public convenience init(item item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem) {
    self.init(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
  }

  open var items: [any UIDynamicItem] { item2.map { [item1, $0] } ?? [item1] }
  override var _ownItems: [any UIDynamicItem] { items }

  open private(set) var attachedBehaviorType: UIAttachmentBehavior.AttachmentType

  /// The anchor (reference view coordinates) of an item-to-anchor attachment; moving it drags
  /// the item.
  open var anchorPoint: CGPoint { didSet { _changed() } }

  /// The distance kept between the two attachment points.
  open var length: CGFloat { didSet { _changed() } }

  /// Damping ratio of the spring (used when `frequency` > 0). Default 0.
  open var damping: CGFloat = 0 { didSet { _changed() } }

  /// Frequency of the spring in Hz; 0 (the default) makes the attachment rigid.
  open var frequency: CGFloat = 0 { didSet { _changed() } }

  /// Torque resisting rotation around the attachment point (kept, not simulated).
  open var frictionTorque: CGFloat = 0

  /// Highest spring frequency simulated (Hz): stiffer springs are as stiff as this.
  static let maximumFrequency: CGFloat = 15

  private func ends(_ world: _DynamicsWorld) -> (_DynamicBody, CGPoint, _DynamicBody?, CGPoint)? {
    guard let b1 = world.body(for: item1) else { return nil }
    let r1 = b1.worldOffset(offset1)
    if let item2 {
      guard let b2 = world.body(for: item2) else { return nil }
      return (b1, r1, b2, b2.worldOffset(offset2))
    }
    return (b1, r1, nil, .zero)
  }

  override func _applyForces(_ world: _DynamicsWorld, h: CGFloat, firstSubstep: Bool) {
    guard frequency > 0, frequency.isFinite, let (b1, r1, b2, r2) = ends(world) else { return }
    let p1 = CGPoint(x: b1.position.x + r1.x, y: b1.position.y + r1.y)
    let p2 = b2.map { CGPoint(x: $0.position.x + r2.x, y: $0.position.y + r2.y) } ?? anchorPoint
    let d = CGPoint(x: p1.x - p2.x, y: p1.y - p2.y)
    let dist = hypot(d.x, d.y)
    guard dist > 1e-9 else { return }
    let n = CGPoint(x: d.x / dist, y: d.y / dist)
    let v1 = b1.pointVelocity(r1)
    let v2 = b2?.pointVelocity(r2) ?? .zero
    let vn = (v1.x - v2.x) * n.x + (v1.y - v2.y) * n.y
    // The spring's mass: the item's, or the two items' reduced mass.
    let w1 = b1.inverseMass, w2 = b2?.inverseMass ?? 0
    guard w1 + w2 > 0 else { return }
    let m = 1 / (w1 + w2)
    let omega = 2 * .pi * min(frequency, Self.maximumFrequency)
    let zeta = max(damping.isFinite ? damping : 0, 0)
    let magnitude = -m * omega * omega * (dist - length) - 2 * zeta * m * omega * vn
    let f = CGPoint(x: n.x * magnitude, y: n.y * magnitude)
    b1.force.x += f.x; b1.force.y += f.y
    b1.torque += _cross(r1, f)
    if let b2 {
      b2.force.x -= f.x; b2.force.y -= f.y
      b2.torque -= _cross(r2, f)
    }
  }

  override func _applyConstraints(_ world: _DynamicsWorld, h: CGFloat) {
    guard !(frequency > 0 && frequency.isFinite) else { return }
    // Rigid: project the two points to `length` apart (a few passes), and give the items the
    // velocity of the correction, so a dragged item moves with its anchor.
    for _ in 0..<4 {
      guard let (b1, r1, b2, r2) = ends(world) else { return }
      let p1 = CGPoint(x: b1.position.x + r1.x, y: b1.position.y + r1.y)
      let p2 = b2.map { CGPoint(x: $0.position.x + r2.x, y: $0.position.y + r2.y) } ?? anchorPoint
      let d = CGPoint(x: p1.x - p2.x, y: p1.y - p2.y)
      let dist = hypot(d.x, d.y)
      let c = dist - max(length, 0)
      guard dist > 1e-9, abs(c) > 1e-9 else { return }
      let n = CGPoint(x: d.x / dist, y: d.y / dist)
      let rn1 = _cross(r1, n), rn2 = b2 == nil ? 0 : _cross(r2, n)
      let w = b1.inverseMass + b1.inverseInertia * rn1 * rn1
        + (b2.map { $0.inverseMass + $0.inverseInertia * rn2 * rn2 } ?? 0)
      guard w > 0 else { return }
      let lambda = -c / w
      b1.move(by: CGPoint(x: n.x * lambda * b1.inverseMass, y: n.y * lambda * b1.inverseMass),
              turn: rn1 * lambda * b1.inverseInertia, h: h)
      if let b2 {
        b2.move(by: CGPoint(x: -n.x * lambda * b2.inverseMass, y: -n.y * lambda * b2.inverseMass),
                turn: -rn2 * lambda * b2.inverseInertia, h: h)
      }
    }
  }
}

/// Physical properties of its items, and velocities given to them.
@preconcurrency @MainActor
open class UIDynamicItemBehavior: UIDynamicBehavior {
  private var list: _ItemList
  /// Velocities added before the items joined an animator, given when they join.
  private var pendingLinear: [ObjectIdentifier: CGPoint] = [:]
  private var pendingAngular: [ObjectIdentifier: CGFloat] = [:]

  public init(items: [any UIDynamicItem]) {
    list = _ItemList(items)
    super.init()
  }

  open func addItem(_ item: any UIDynamicItem) { if list.add(item), !_itemAdded(item) { _ = list.remove(item) } }
  open func removeItem(_ item: any UIDynamicItem) { if list.remove(item) { _changed() } }
  open var items: [any UIDynamicItem] { list.items }
  override var _ownItems: [any UIDynamicItem] { list.items }

  /// Bounciness in collisions: 0 none (the default), 1 fully elastic.
  open var elasticity: CGFloat = 0 { didSet { _changed() } }
  /// Friction between items in contact (0, the default: none).
  open var friction: CGFloat = 0 { didSet { _changed() } }
  /// Mass per area: a 100 × 100 item of density 1 (the default) has mass 1.
  open var density: CGFloat = 1 { didSet { _changed() } }
  /// Linear velocity damping, per second (0, the default: none).
  open var resistance: CGFloat = 0 { didSet { _changed() } }
  /// Angular velocity damping, per second (0, the default: none).
  open var angularResistance: CGFloat = 0 { didSet { _changed() } }
  /// Electric charge (kept; only field behaviors use it, and they are not implemented).
  open var charge: CGFloat = 0
  /// An anchored item does not move; other items collide with it.
  open var isAnchored = false { didSet { _changed() } }
  /// Whether the items turn (default true).
  open var allowsRotation = true { didSet { _changed() } }

  /// Adds `velocity` (points/s) to the item's linear velocity.
  open func addLinearVelocity(_ velocity: CGPoint, for item: any UIDynamicItem) {
    if let body = dynamicAnimator?._world.body(for: item) {
      body.velocity.x += velocity.x
      body.velocity.y += velocity.y
    } else {
      let key = ObjectIdentifier(item)
      let old = pendingLinear[key] ?? .zero
      pendingLinear[key] = CGPoint(x: old.x + velocity.x, y: old.y + velocity.y)
    }
    _changed()
  }

  /// The item's linear velocity (points/s); zero when no animator moves it.
  open func linearVelocity(for item: any UIDynamicItem) -> CGPoint {
    guard list.contains(item), let body = dynamicAnimator?._world.body(for: item) else { return .zero }
    return body.velocity
  }

  /// Adds `velocity` (radians/s) to the item's angular velocity.
  open func addAngularVelocity(_ velocity: CGFloat, for item: any UIDynamicItem) {
    if let body = dynamicAnimator?._world.body(for: item) {
      body.angularVelocity += velocity
    } else {
      pendingAngular[ObjectIdentifier(item), default: 0] += velocity
    }
    _changed()
  }

  /// The item's angular velocity (radians/s); zero when no animator moves it.
  open func angularVelocity(for item: any UIDynamicItem) -> CGFloat {
    guard list.contains(item), let body = dynamicAnimator?._world.body(for: item) else { return 0 }
    return body.angularVelocity
  }

  /// Writes this behavior's properties into its items' bodies (later behaviors win).
  func _configure(_ world: _DynamicsWorld) {
    for item in list.items {
      guard let body = world.body(for: item) else { continue }
      body.density = density.isFinite && density > 0 ? density : 1
      body.elasticity = elasticity.isFinite ? max(elasticity, 0) : 0
      body.friction = friction.isFinite ? max(friction, 0) : 0
      body.resistance = max(resistance.isNaN ? 0 : resistance, 0)
      body.angularResistance = max(angularResistance.isNaN ? 0 : angularResistance, 0)
      body.isAnchored = isAnchored
      body.allowsRotation = allowsRotation
      let key = ObjectIdentifier(item)
      if let v = pendingLinear.removeValue(forKey: key) { body.velocity.x += v.x; body.velocity.y += v.y }
      if let w = pendingAngular.removeValue(forKey: key) { body.angularVelocity += w }
    }
  }
}

/// The rotation angle of an affine transform.
func _angle(of t: CGAffineTransform) -> CGFloat { atan2(t.b, t.a) }
