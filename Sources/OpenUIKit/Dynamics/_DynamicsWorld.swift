import Foundation
import OpenQuartzCore

/// One item's rigid body in an animator: its simulated state and this frame's properties.
/// Units: points, seconds, radians; mass 1 is a 100 × 100 item of density 1.
@preconcurrency @MainActor
final class _DynamicBody {
  let item: any UIDynamicItem
  let id: ObjectIdentifier
  var position = CGPoint.zero
  var velocity = CGPoint.zero
  var angle: CGFloat = 0
  var angularVelocity: CGFloat = 0
  var size = CGSize.zero
  var shape = UIDynamicItemCollisionBoundsType.rectangle
  /// Outline vertices in the item's own coordinates around its center (rectangle or path).
  var vertices: [CGPoint] = []
  /// The last center and angle written to the item.
  var writtenPosition = CGPoint.zero
  var writtenAngle: CGFloat = 0

  // Properties (UIDynamicItemBehavior), set again at every frame.
  var density: CGFloat = 1
  var elasticity: CGFloat = 0
  var friction: CGFloat = 0
  var resistance: CGFloat = 0
  var angularResistance: CGFloat = 0
  var isAnchored = false
  var allowsRotation = true

  // Accumulators of one substep.
  var force = CGPoint.zero
  var torque: CGFloat = 0
  var acceleration = CGPoint.zero
  var angularAcceleration: CGFloat = 0

  init(item: any UIDynamicItem) {
    self.item = item
    id = ObjectIdentifier(item)
    readItem()
  }

  /// Takes the item's current center, size, rotation and shape.
  func readItem() {
    position = item.center
    size = item.bounds.size
    angle = _angle(of: item.transform)
    writtenPosition = position
    writtenAngle = angle
    shape = item.collisionBoundsType
    let w = size.width / 2, h = size.height / 2
    vertices = [CGPoint(x: -w, y: -h), CGPoint(x: w, y: -h), CGPoint(x: w, y: h), CGPoint(x: -w, y: h)]
    if shape == .path {
      let points = item.collisionBoundingPath.cgPath._data.polylines().flatMap(\.points)
      if points.count >= 3 { vertices = points } else { shape = .rectangle }
    }
  }

  func resetProperties() {
    density = 1; elasticity = 0; friction = 0; resistance = 0; angularResistance = 0
    isAnchored = false; allowsRotation = true
  }

  var mass: CGFloat { density * max(size.width * size.height, 1) / 10_000 }

  /// Moment of inertia about the center (uniform rectangle or ellipse; a path as its box).
  var inertia: CGFloat {
    let w2 = size.width * size.width, h2 = size.height * size.height
    return shape == .ellipse ? mass * (w2 + h2) / 16 : mass * max(w2 + h2, 1) / 12
  }

  var inverseMass: CGFloat { isAnchored ? 0 : 1 / mass }
  var inverseInertia: CGFloat { isAnchored || !allowsRotation ? 0 : 1 / inertia }

  /// An offset in the item's own coordinates, turned with the item.
  func worldOffset(_ o: UIOffset) -> CGPoint { _rotate(CGPoint(x: o.horizontal, y: o.vertical), by: angle) }

  /// Velocity of the point at `r` from the center.
  func pointVelocity(_ r: CGPoint) -> CGPoint {
    CGPoint(x: velocity.x - angularVelocity * r.y, y: velocity.y + angularVelocity * r.x)
  }

  func applyImpulse(_ j: CGPoint, at r: CGPoint) {
    velocity.x += j.x * inverseMass
    velocity.y += j.y * inverseMass
    angularVelocity += _cross(r, j) * inverseInertia
  }

  /// A position correction, and the velocity that moves by it in `h`.
  func move(by d: CGPoint, turn: CGFloat, h: CGFloat) {
    position.x += d.x; position.y += d.y
    angle += turn
    velocity.x += d.x / h; velocity.y += d.y / h
    angularVelocity += turn / h
  }

  /// The outline points that may touch a line whose normal is `n` (pointing at the item).
  func contactCandidates(_ n: CGPoint) -> [CGPoint] {
    if shape == .ellipse {
      // Support point of the ellipse in direction -n, in the item's frame.
      let a = size.width / 2, b = size.height / 2
      let d = _rotate(CGPoint(x: -n.x, y: -n.y), by: -angle)
      let k = (a * a * d.x * d.x + b * b * d.y * d.y).squareRoot()
      guard k > 0 else { return [position] }
      let local = CGPoint(x: a * a * d.x / k, y: b * b * d.y / k)
      let r = _rotate(local, by: angle)
      return [CGPoint(x: position.x + r.x, y: position.y + r.y)]
    }
    let c = cos(angle), s = sin(angle)
    return vertices.map { CGPoint(x: position.x + $0.x * c - $0.y * s, y: position.y + $0.x * s + $0.y * c) }
  }

  /// Half extents of the axis-aligned box around the turned outline.
  var halfExtents: CGSize {
    let c = abs(cos(angle)), s = abs(sin(angle))
    if shape == .ellipse {
      let a = size.width / 2, b = size.height / 2
      return CGSize(width: ((a * c) * (a * c) + (b * s) * (b * s)).squareRoot(),
                    height: ((a * s) * (a * s) + (b * c) * (b * c)).squareRoot())
    }
    var x: CGFloat = 0, y: CGFloat = 0
    let cs = cos(angle), sn = sin(angle)
    for v in vertices {
      x = max(x, abs(v.x * cs - v.y * sn))
      y = max(y, abs(v.x * sn + v.y * cs))
    }
    return CGSize(width: x, height: y)
  }

  /// Collision model constants (Docs/Behaviour/dynamics.md).
  static let restitutionThreshold: CGFloat = 20
  static let contactSlop: CGFloat = 0.01

  /// Keeps the item on the `n` side of the line through `q` (only between the segment's ends
  /// when `extent` is given): moves it out, then removes the approaching velocity at each
  /// touching point (bouncing by `elasticity`, slowed by `friction`). Returns the contact point.
  func collide(withLineThrough q: CGPoint, normal n: CGPoint, extent: (CGPoint, CGPoint)?, h: CGFloat) -> CGPoint? {
    var touching: [CGPoint] = []
    var deepest: CGFloat = 0
    let reach = max(size.width, size.height)
    for c in contactCandidates(n) {
      let depth = -((c.x - q.x) * n.x + (c.y - q.y) * n.y)
      guard depth > -Self.contactSlop, depth < reach else { continue }
      if let (a, b) = extent {
        let dx = b.x - a.x, dy = b.y - a.y
        let t = ((c.x - a.x) * dx + (c.y - a.y) * dy) / (dx * dx + dy * dy)
        guard t >= 0, t <= 1 else { continue }
      }
      touching.append(c)
      deepest = max(deepest, depth)
    }
    guard !touching.isEmpty else { return nil }
    if deepest > 0 {
      position.x += n.x * deepest
      position.y += n.y * deepest
      for i in touching.indices { touching[i].x += n.x * deepest; touching[i].y += n.y * deepest }
    }
    for _ in 0..<4 {
      for c in touching {
        let r = CGPoint(x: c.x - position.x, y: c.y - position.y)
        resolve(r: r, n: n, elasticity: elasticity, friction: friction)
      }
    }
    var sum = CGPoint.zero
    for c in touching { sum.x += c.x; sum.y += c.y }
    return CGPoint(x: sum.x / CGFloat(touching.count), y: sum.y / CGFloat(touching.count))
  }

  /// An impulse at `r` against a static surface of normal `n`.
  private func resolve(r: CGPoint, n: CGPoint, elasticity: CGFloat, friction: CGFloat) {
    let vc = pointVelocity(r)
    let vn = vc.x * n.x + vc.y * n.y
    guard vn < 0 else { return }
    let e = vn < -Self.restitutionThreshold ? elasticity : 0
    let rn = _cross(r, n)
    let kn = inverseMass + rn * rn * inverseInertia
    guard kn > 0 else { return }
    let jn = -(1 + e) * vn / kn
    applyImpulse(CGPoint(x: n.x * jn, y: n.y * jn), at: r)
    guard friction > 0 else { return }
    let v2 = pointVelocity(r)
    let vn2 = v2.x * n.x + v2.y * n.y
    let t = CGPoint(x: v2.x - n.x * vn2, y: v2.y - n.y * vn2)
    let speed = hypot(t.x, t.y)
    guard speed > 1e-9 else { return }
    let tn = CGPoint(x: t.x / speed, y: t.y / speed)
    let rt = _cross(r, tn)
    let kt = inverseMass + rt * rt * inverseInertia
    let jt = min(speed / kt, friction * jn)
    applyImpulse(CGPoint(x: -tn.x * jt, y: -tn.y * jt), at: r)
  }

  /// Two items' collision, on the boxes around their turned outlines: separates them along the
  /// axis of least overlap and exchanges an impulse at the overlap's center.
  static func collide(_ a: _DynamicBody, _ b: _DynamicBody, h: CGFloat) -> CGPoint? {
    let ea = a.halfExtents, eb = b.halfExtents
    let dx = b.position.x - a.position.x, dy = b.position.y - a.position.y
    let ox = ea.width + eb.width - abs(dx), oy = ea.height + eb.height - abs(dy)
    guard ox > -contactSlop, oy > -contactSlop else { return nil }
    let wa = a.inverseMass, wb = b.inverseMass
    guard wa + wb > 0 else { return nil }
    let n: CGPoint
    let depth: CGFloat
    if ox < oy { n = CGPoint(x: dx < 0 ? -1 : 1, y: 0); depth = ox } else { n = CGPoint(x: 0, y: dy < 0 ? -1 : 1); depth = oy }
    if depth > 0 {
      let k = depth / (wa + wb)
      a.position.x -= n.x * k * wa; a.position.y -= n.y * k * wa
      b.position.x += n.x * k * wb; b.position.y += n.y * k * wb
    }
    // The overlap's center (on the contact line).
    let x0 = max(a.position.x - ea.width, b.position.x - eb.width), x1 = min(a.position.x + ea.width, b.position.x + eb.width)
    let y0 = max(a.position.y - ea.height, b.position.y - eb.height), y1 = min(a.position.y + ea.height, b.position.y + eb.height)
    let p = CGPoint(x: (x0 + x1) / 2, y: (y0 + y1) / 2)
    let ra = CGPoint(x: p.x - a.position.x, y: p.y - a.position.y)
    let rb = CGPoint(x: p.x - b.position.x, y: p.y - b.position.y)
    let va = a.pointVelocity(ra), vb = b.pointVelocity(rb)
    let vn = (vb.x - va.x) * n.x + (vb.y - va.y) * n.y
    guard vn < 0 else { return p }
    let e = vn < -restitutionThreshold ? max(a.elasticity, b.elasticity) : 0
    let rna = _cross(ra, n), rnb = _cross(rb, n)
    let k = wa + wb + rna * rna * a.inverseInertia + rnb * rnb * b.inverseInertia
    let j = -(1 + e) * vn / k
    a.applyImpulse(CGPoint(x: -n.x * j, y: -n.y * j), at: ra)
    b.applyImpulse(CGPoint(x: n.x * j, y: n.y * j), at: rb)
    let mu = (a.friction * b.friction).squareRoot()
    if mu > 0 {
      let va2 = a.pointVelocity(ra), vb2 = b.pointVelocity(rb)
      let rel = CGPoint(x: vb2.x - va2.x, y: vb2.y - va2.y)
      let rn = rel.x * n.x + rel.y * n.y
      let t = CGPoint(x: rel.x - n.x * rn, y: rel.y - n.y * rn)
      let speed = hypot(t.x, t.y)
      if speed > 1e-9 {
        let tn = CGPoint(x: t.x / speed, y: t.y / speed)
        let rta = _cross(ra, tn), rtb = _cross(rb, tn)
        let kt = wa + wb + rta * rta * a.inverseInertia + rtb * rtb * b.inverseInertia
        let jt = min(speed / kt, mu * j)
        a.applyImpulse(CGPoint(x: tn.x * jt, y: tn.y * jt), at: ra)
        b.applyImpulse(CGPoint(x: -tn.x * jt, y: -tn.y * jt), at: rb)
      }
    }
    return p
  }
}

/// The bodies of one animator, in the order their items joined.
@preconcurrency @MainActor
final class _DynamicsWorld {
  private(set) var bodies: [_DynamicBody] = []
  private var byID: [ObjectIdentifier: _DynamicBody] = [:]

  func body(for item: any UIDynamicItem) -> _DynamicBody? { byID[ObjectIdentifier(item)] }
  func item(_ id: ObjectIdentifier) -> (any UIDynamicItem)? { byID[id]?.item }

  @discardableResult
  func add(_ item: any UIDynamicItem) -> _DynamicBody {
    if let body = byID[ObjectIdentifier(item)] { return body }
    let body = _DynamicBody(item: item)
    bodies.append(body)
    byID[body.id] = body
    return body
  }

  /// Drops the bodies whose items are in none of `items`.
  func keepOnly(_ ids: Set<ObjectIdentifier>) {
    guard bodies.contains(where: { !ids.contains($0.id) }) else { return }
    bodies.removeAll { !ids.contains($0.id) }
    byID = byID.filter { ids.contains($0.key) }
  }
}
