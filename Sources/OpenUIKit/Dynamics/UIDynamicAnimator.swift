import Foundation
import OpenQuartzCore

/// Told when a dynamic animator starts moving its items again and when they have come to rest.
/// Both methods are optional in UIKit; the defaults do nothing.
@preconcurrency @MainActor
public protocol UIDynamicAnimatorDelegate: NSObjectProtocol {
  func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator)
  func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator)
}

extension UIDynamicAnimatorDelegate {
  public func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {}
  public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {}
}

/// Runs UIKit Dynamics behaviors on items in a reference view's coordinates, one physics step
/// per display frame of the media clock (fixed substeps of at most 1/120 s, semi-implicit
/// Euler). It pauses, telling its delegate, when every item has come to rest, and resumes when
/// a behavior changes. The app keeps the animator alive (UIKit does not retain it).
@preconcurrency @MainActor
open class UIDynamicAnimator: NSObject {
  open nonisolated override var description: String {
    MainActor.assumeIsolated {
      "<UIDynamicAnimator: \(ObjectIdentifier(self).debugAddress)> \(isRunning ? "Running" : "Stopped") (\(String(format: "%.6f", elapsed))s) in \(referenceView.map { "\($0)" } ?? "nil")"
    }
  }

  public init(referenceView view: UIView) {
    referenceView = view
    super.init()
  }

  /// The view whose coordinates the behaviors use (not retained).
  open private(set) weak var referenceView: UIView?

  private var roots: [UIDynamicBehavior] = []
  /// Every behavior, children included, parents first (nil: to recompute).
  private var flatCache: [UIDynamicBehavior]?
  let _world = _DynamicsWorld()
  private var elapsed: TimeInterval = 0
  private var lastStepTime: CFTimeInterval?
  private var restFrames = 0

  /// The behaviors added with `addBehavior(_:)` (not their children).
  open var behaviors: [UIDynamicBehavior] { roots }

  /// Whether the animator is moving its items (false once they are at rest).
  open private(set) var isRunning = false

  open weak var delegate: (any UIDynamicAnimatorDelegate)?

  /// Media time the animator has run since its behaviors were last added to an empty animator
  /// (paused time not counted).
  open func elapsedTime() -> TimeInterval { elapsed }

  private var flat: [UIDynamicBehavior] {
    if let flatCache { return flatCache }
    var list: [UIDynamicBehavior] = []
    for b in roots { b._flattened(into: &list) }
    flatCache = list
    return list
  }

  open func addBehavior(_ behavior: UIDynamicBehavior) {
    if behavior._animator === self && behavior._parent == nil { return }
    if let other = behavior.dynamicAnimator {
      Diagnostics.exception(
        "Behavior \(behavior) is already in the dynamic animator \(other); remove it before adding it to \(self)",
        name: "NSInternalInconsistencyException")
      return
    }
    if behavior._parent != nil {
      Diagnostics.exception(
        "Behavior \(behavior) is a child behavior; add its parent to \(self) instead",
        name: "NSInternalInconsistencyException")
      return
    }
    var added: [UIDynamicBehavior] = []
    behavior._flattened(into: &added)
    for b in added {
      for item in b._ownItems where !accepts(item) { return }
    }
    if added.contains(where: { $0 is UIGravityBehavior }) && flat.contains(where: { $0 is UIGravityBehavior }) {
      Diagnostics.warning("Multiple gravity behavior per animator is undefined and may assert in the future")
    }
    if roots.isEmpty { elapsed = 0 }
    behavior._tellWillMove(to: self)
    roots.append(behavior)
    behavior._animator = self
    _structureChanged()
  }

  open func removeBehavior(_ behavior: UIDynamicBehavior) {
    guard let index = roots.firstIndex(where: { $0 === behavior }) else { return }
    behavior._tellWillMove(to: nil)
    roots.remove(at: index)
    behavior._animator = nil
    _structureChanged()
  }

  open func removeAllBehaviors() {
    for b in roots { removeBehavior(b) }
  }

  /// The items whose frames (turned with their rotation) meet `rect`.
  open func items(in rect: CGRect) -> [any UIDynamicItem] {
    var seen = Set<ObjectIdentifier>()
    var result: [any UIDynamicItem] = []
    for b in flat {
      for item in b._ownItems where seen.insert(ObjectIdentifier(item)).inserted {
        let e = _world.body(for: item)?.halfExtents ?? CGSize(width: item.bounds.width / 2, height: item.bounds.height / 2)
        let c = item.center
        let frame = CGRect(x: c.x - e.width, y: c.y - e.height, width: 2 * e.width, height: 2 * e.height)
        if frame.intersects(rect) { result.append(item) }
      }
    }
    return result
  }

  /// Takes the item's center, bounds and transform as they are now (the app changed them).
  open func updateItem(usingCurrentState item: any UIDynamicItem) {
    guard let body = _world.body(for: item) else { return }
    body.readItem()
    _behaviorChanged()
  }

  // MARK: Membership

  /// UIKit's check: a view item must be inside the reference view.
  private func accepts(_ item: any UIDynamicItem) -> Bool {
    guard let view = item as? UIView, let reference = referenceView else { return true }
    guard view !== reference, view.isDescendant(of: reference) else {
      Diagnostics.exception(
        "View item (\(view)) should be a descendant of reference view in \(self)",
        name: "NSInternalInconsistencyException")
      return false
    }
    return true
  }

  func _itemAdded(_ item: any UIDynamicItem, by behavior: UIDynamicBehavior) -> Bool {
    guard accepts(item) else { return false }
    _structureChanged()
    return true
  }

  func _childAdded(_ behavior: UIDynamicBehavior) {
    var added: [UIDynamicBehavior] = []
    behavior._flattened(into: &added)
    behavior._tellWillMove(to: self)
    _structureChanged()
  }

  func _structureChanged() {
    flatCache = nil
    syncBodies(pruning: !isRunning)
    _behaviorChanged()
  }

  /// Gives every item of the behaviors a body; drops the others' now when `pruning` (a paused
  /// animator), else at the next step (so a behavior swapped in the same turn keeps the item's
  /// velocity).
  private func syncBodies(pruning: Bool) {
    var ids = Set<ObjectIdentifier>()
    for b in flat {
      for item in b._ownItems {
        ids.insert(ObjectIdentifier(item))
        _world.add(item)
      }
    }
    if pruning { _world.keepOnly(ids) }
  }

  func _behaviorChanged() {
    restFrames = 0
    guard !isRunning, !roots.isEmpty else { return }
    isRunning = true
    lastStepTime = nil
    _DynamicsDriver.shared.register(self)
    delegate?.dynamicAnimatorWillResume(self)
  }

  private func pause() {
    isRunning = false
    lastStepTime = nil
    restFrames = 0
    for body in _world.bodies {
      body.velocity = .zero
      body.angularVelocity = 0
    }
    delegate?.dynamicAnimatorDidPause(self)
  }

  // MARK: Stepping

  /// Longest simulated substep (s).
  static let substep: CGFloat = 1.0 / 120
  /// Rest thresholds: every item slower than these for `restFrameCount` frames in a row.
  static let restSpeed: CGFloat = 0.5
  static let restAngularSpeed: CGFloat = 0.005
  static let restFrameCount = 3

  func _step(at time: CFTimeInterval) {
    guard isRunning else { return }
    let dt = min(max(lastStepTime.map { time - $0 } ?? MediaClock.shared.frameInterval, 0), 0.25)
    lastStepTime = time
    guard dt > 0 else { return }
    elapsed += dt
    let behaviors = flat
    syncBodies(pruning: true)
    let bodies = _world.bodies
    for body in bodies { body.resetProperties() }
    for case let b as UIDynamicItemBehavior in behaviors { b._configure(_world) }
    let n = max(1, Int((dt / Self.substep - 1e-9).rounded(.up)))
    let h = dt / CGFloat(n)
    for s in 0..<n {
      for body in bodies {
        body.force = .zero; body.torque = 0
        body.acceleration = .zero; body.angularAcceleration = 0
      }
      for b in behaviors { b._applyForces(_world, h: h, firstSubstep: s == 0) }
      for body in bodies { integrate(body, h: h) }
      for b in behaviors { b._applyConstraints(_world, h: h) }
      for body in bodies where body.isAnchored { body.velocity = .zero; body.angularVelocity = 0 }
    }
    var resting = true
    for body in bodies {
      if !body.isAnchored,
        hypot(body.velocity.x, body.velocity.y) >= Self.restSpeed || abs(body.angularVelocity) >= Self.restAngularSpeed
      {
        resting = false
      }
      let item = body.item
      if body.position != body.writtenPosition {
        item.center = body.position
        body.writtenPosition = body.position
      }
      if body.angle != body.writtenAngle {
        item.transform = CGAffineTransform(rotationAngle: body.angle)
        body.writtenAngle = body.angle
      }
    }
    for case let b as UICollisionBehavior in behaviors { b._reportContacts(_world) }
    for b in roots where b._animator === self { b._runActions() }
    guard isRunning, lastStepTime == time else { return }
    if behaviors.contains(where: { $0._hasPendingWork }) { resting = false }
    restFrames = resting ? restFrames + 1 : 0
    if restFrames >= Self.restFrameCount || roots.isEmpty { pause() }
  }

  private func integrate(_ body: _DynamicBody, h: CGFloat) {
    guard !body.isAnchored else { return }
    let w = body.inverseMass
    body.velocity.x = (body.velocity.x + (body.acceleration.x + body.force.x * w) * h) / (1 + body.resistance * h)
    body.velocity.y = (body.velocity.y + (body.acceleration.y + body.force.y * w) * h) / (1 + body.resistance * h)
    if body.allowsRotation {
      let alpha = body.angularAcceleration + body.torque * body.inverseInertia
      body.angularVelocity = (body.angularVelocity + alpha * h) / (1 + body.angularResistance * h)
    } else {
      body.angularVelocity = 0
    }
    if !body.velocity.x.isFinite || !body.velocity.y.isFinite { body.velocity = .zero }
    if !body.angularVelocity.isFinite { body.angularVelocity = 0 }
    body.position.x += body.velocity.x * h
    body.position.y += body.velocity.y * h
    body.angle += body.angularVelocity * h
  }
}

/// The frame handler that steps running animators (after input, so a pan's new anchor is used
/// in the same frame; before animations and layout). Animators are held weakly.
@preconcurrency @MainActor
final class _DynamicsDriver {
  static let shared = _DynamicsDriver()
  private struct Entry { weak var animator: UIDynamicAnimator? }
  private var entries: [Entry] = []
  private var installed = false

  /// Frame phase of the dynamics step.
  static let phase = MediaClock.Phase.input + 50

  var hasRunningAnimator: Bool { entries.contains { $0.animator?.isRunning == true } }

  func register(_ animator: UIDynamicAnimator) {
    if !installed {
      installed = true
      // A running animator makes every frame count; paused ones let idle frames be skipped.
      MediaClock.shared.addFrameHandler(
        order: Self.phase, wake: { _DynamicsDriver.shared.hasRunningAnimator ? -.infinity : .infinity }
      ) { time in
        _DynamicsDriver.shared.step(at: time)
      }
      MediaClock.shared.addBusyCheck { _DynamicsDriver.shared.hasRunningAnimator }
    }
    if !entries.contains(where: { $0.animator === animator }) { entries.append(Entry(animator: animator)) }
  }

  func step(at time: CFTimeInterval) {
    entries.removeAll { $0.animator?.isRunning != true }
    for entry in entries { entry.animator?._step(at: time) }
  }
}
