import Foundation
import OpenQuartzCore

/// Told when items of a collision behavior start and stop touching each other or a boundary.
/// Every method is optional in UIKit; the defaults do nothing.
@preconcurrency @MainActor
public protocol UICollisionBehaviorDelegate: NSObjectProtocol {
  func collisionBehavior(
    _ behavior: UICollisionBehavior, beganContactFor item1: any UIDynamicItem, with item2: any UIDynamicItem,
    at p: CGPoint)
  func collisionBehavior(
    _ behavior: UICollisionBehavior, endedContactFor item1: any UIDynamicItem, with item2: any UIDynamicItem)
  /// `identifier` is nil for the reference bounds' boundary.
  func collisionBehavior(
    _ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
    withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint)
  func collisionBehavior(
    _ behavior: UICollisionBehavior, endedContactFor item: any UIDynamicItem,
    withBoundaryIdentifier identifier: (any NSCopying)?)
}

extension UICollisionBehaviorDelegate {
  public func collisionBehavior(
    _ behavior: UICollisionBehavior, beganContactFor item1: any UIDynamicItem, with item2: any UIDynamicItem,
    at p: CGPoint
  ) {}
  public func collisionBehavior(
    _ behavior: UICollisionBehavior, endedContactFor item1: any UIDynamicItem, with item2: any UIDynamicItem
  ) {}
  public func collisionBehavior(
    _ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
    withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint
  ) {}
  public func collisionBehavior(
    _ behavior: UICollisionBehavior, endedContactFor item: any UIDynamicItem,
    withBoundaryIdentifier identifier: (any NSCopying)?
  ) {}
}

/// Keeps its items from overlapping each other and crossing its boundaries (the reference
/// view's bounds, paths and segments). Response model: Docs/Behaviour/dynamics.md.
@preconcurrency @MainActor
open class UICollisionBehavior: UIDynamicBehavior {
  public struct Mode: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Items collide with each other.
    public static let items = Mode(rawValue: 1 << 0)
    /// Items collide with the boundaries only.
    public static let boundaries = Mode(rawValue: 1 << 1)
    /// Both (the default).
    public static let everything = Mode(rawValue: UInt.max)
  }

  private var list: _ItemList

  public init(items: [any UIDynamicItem]) {
    list = _ItemList(items)
    super.init()
  }

  open func addItem(_ item: any UIDynamicItem) { if list.add(item), !_itemAdded(item) { _ = list.remove(item) } }
  open func removeItem(_ item: any UIDynamicItem) {
    if list.remove(item) {
      let key = ObjectIdentifier(item)
      contacts = contacts.filter { $0.item != key && $0.other != .item(key) }
      _changed()
    }
  }
  open var items: [any UIDynamicItem] { list.items }
  override var _ownItems: [any UIDynamicItem] { list.items }

  open var collisionMode: UICollisionBehavior.Mode = .everything { didSet { _changed() } }

  /// Whether the reference view's bounds (inset by `setTranslatesReferenceBoundsIntoBoundary(with:)`)
  /// are a boundary. Default false.
  open var translatesReferenceBoundsIntoBoundary = false {
    didSet {
      if !translatesReferenceBoundsIntoBoundary { boundsInsets = .zero }
      _changed()
    }
  }

  private var boundsInsets = UIEdgeInsets.zero

  open func setTranslatesReferenceBoundsIntoBoundary(with insets: UIEdgeInsets) {
    boundsInsets = insets
    translatesReferenceBoundsIntoBoundary = true
    boundsInsets = insets
  }

  private struct Boundary {
    var identifier: any NSCopying
    var path: UIBezierPath
    /// The path's segments (curves as chords), reference view coordinates.
    var segments: [(CGPoint, CGPoint)]
    /// Stable key of the boundary in contact records.
    var serial: Int
  }

  private var boundaries: [Boundary] = []
  private var nextSerial = 0

  private func index(of identifier: any NSCopying) -> Int? {
    boundaries.firstIndex { _identifiersEqual($0.identifier, identifier) }
  }

  /// Adds (or replaces) a boundary made of `bezierPath`'s outline.
  open func addBoundary(withIdentifier identifier: any NSCopying, for bezierPath: UIBezierPath) {
    var segments: [(CGPoint, CGPoint)] = []
    for line in bezierPath.cgPath._data.polylines() {
      var points = line.points
      if line.closed, let first = points.first { points.append(first) }
      guard points.count > 1 else { continue }
      for i in 1..<points.count where points[i - 1] != points[i] { segments.append((points[i - 1], points[i])) }
    }
    nextSerial += 1
    let boundary = Boundary(identifier: identifier, path: bezierPath, segments: segments, serial: nextSerial)
    if let i = index(of: identifier) {
      let old = boundaries[i].serial
      contacts = contacts.filter { $0.other != .boundary(old) }
      boundaries[i] = boundary
    } else {
      boundaries.append(boundary)
    }
    _changed()
  }

  /// Adds (or replaces) a boundary that is the segment from `p1` to `p2`.
  open func addBoundary(withIdentifier identifier: any NSCopying, from p1: CGPoint, to p2: CGPoint) {
    let path = UIBezierPath()
    path.move(to: p1)
    path.addLine(to: p2)
    addBoundary(withIdentifier: identifier, for: path)
  }

  open func boundary(withIdentifier identifier: any NSCopying) -> UIBezierPath? {
    index(of: identifier).map { boundaries[$0].path }
  }

  open func removeBoundary(withIdentifier identifier: any NSCopying) {
    guard let i = index(of: identifier) else { return }
    let serial = boundaries[i].serial
    boundaries.remove(at: i)
    contacts = contacts.filter { $0.other != .boundary(serial) }
    _changed()
  }

  /// The identifiers of the added boundaries (not the reference bounds); nil when there are none.
  open var boundaryIdentifiers: [any NSCopying]? {
    boundaries.isEmpty ? nil : boundaries.map(\.identifier)
  }

  open func removeAllBoundaries() {
    boundaries.removeAll()
    contacts = contacts.filter { if case .boundary = $0.other { return false } else { return true } }
    _changed()
  }

  open weak var collisionDelegate: (any UICollisionBehaviorDelegate)?

  // MARK: Engine

  enum Other: Hashable {
    case referenceBounds
    case boundary(Int)
    case item(ObjectIdentifier)
  }

  struct ContactKey: Hashable {
    var item: ObjectIdentifier
    var other: Other
  }

  /// Contacts present at the end of the last frame, in the order they began.
  private var contacts: [ContactKey] = []
  /// Contacts seen during the frame being stepped, with their first contact point.
  private var frameContacts: [ContactKey: CGPoint] = [:]
  private var frameOrder: [ContactKey] = []

  private func noteContact(_ key: ContactKey, at p: CGPoint) {
    if frameContacts[key] == nil {
      frameContacts[key] = p
      frameOrder.append(key)
    }
  }

  override func _applyConstraints(_ world: _DynamicsWorld, h: CGFloat) {
    let bodies = list.items.compactMap { world.body(for: $0) }
    if collisionMode.contains(.boundaries) {
      if translatesReferenceBoundsIntoBoundary, let view = dynamicAnimator?.referenceView {
        let r = view.bounds.inset(by: boundsInsets)
        let planes: [(CGPoint, CGPoint)] = [
          (CGPoint(x: r.minX, y: r.minY), CGPoint(x: 1, y: 0)), (CGPoint(x: r.maxX, y: r.minY), CGPoint(x: -1, y: 0)),
          (CGPoint(x: r.minX, y: r.minY), CGPoint(x: 0, y: 1)), (CGPoint(x: r.minX, y: r.maxY), CGPoint(x: 0, y: -1)),
        ]
        for body in bodies where !body.isAnchored {
          for (q, n) in planes {
            if let p = body.collide(withLineThrough: q, normal: n, extent: nil, h: h) {
              noteContact(ContactKey(item: body.id, other: .referenceBounds), at: p)
            }
          }
        }
      }
      for boundary in boundaries {
        for body in bodies where !body.isAnchored {
          for (a, b) in boundary.segments {
            let dx = b.x - a.x, dy = b.y - a.y
            let len = hypot(dx, dy)
            var n = CGPoint(x: -dy / len, y: dx / len)
            // The side of the segment the item's center is on.
            if (body.position.x - a.x) * n.x + (body.position.y - a.y) * n.y < 0 { n = CGPoint(x: -n.x, y: -n.y) }
            if let p = body.collide(withLineThrough: a, normal: n, extent: (a, b), h: h) {
              noteContact(ContactKey(item: body.id, other: .boundary(boundary.serial)), at: p)
            }
          }
        }
      }
    }
    if collisionMode.contains(.items), bodies.count > 1 {
      for i in 0..<bodies.count {
        for j in (i + 1)..<bodies.count {
          if let p = _DynamicBody.collide(bodies[i], bodies[j], h: h) {
            noteContact(ContactKey(item: bodies[i].id, other: .item(bodies[j].id)), at: p)
          }
        }
      }
    }
  }

  /// After a frame: tells the delegate which contacts began and which ended.
  func _reportContacts(_ world: _DynamicsWorld) {
    let ended = contacts.filter { frameContacts[$0] == nil }
    let began = frameOrder.filter { !contacts.contains($0) }
    contacts = contacts.filter { frameContacts[$0] != nil } + began
    let points = frameContacts
    frameContacts.removeAll(keepingCapacity: true)
    frameOrder.removeAll(keepingCapacity: true)
    guard let delegate = collisionDelegate else { return }
    for key in ended { tell(delegate, key, at: nil, world) }
    for key in began { tell(delegate, key, at: points[key], world) }
  }

  private func tell(
    _ delegate: any UICollisionBehaviorDelegate, _ key: ContactKey, at p: CGPoint?, _ world: _DynamicsWorld
  ) {
    guard let item = world.item(key.item) ?? list.items.first(where: { ObjectIdentifier($0) == key.item }) else { return }
    switch key.other {
    case .item(let id):
      guard let other = world.item(id) else { return }
      if let p { delegate.collisionBehavior(self, beganContactFor: item, with: other, at: p) }
      else { delegate.collisionBehavior(self, endedContactFor: item, with: other) }
    case .referenceBounds, .boundary:
      var identifier: (any NSCopying)? = nil
      if case .boundary(let serial) = key.other {
        guard let b = boundaries.first(where: { $0.serial == serial }) else { return }
        identifier = b.identifier
      }
      if let p { delegate.collisionBehavior(self, beganContactFor: item, withBoundaryIdentifier: identifier, at: p) }
      else { delegate.collisionBehavior(self, endedContactFor: item, withBoundaryIdentifier: identifier) }
    }
  }
}

/// Boundary identifiers are equal when `isEqual(_:)` says so (strings, numbers), else when they
/// are the same object.
func _identifiersEqual(_ a: any NSCopying, _ b: any NSCopying) -> Bool {
  if let x = a as? NSObject, let y = b as? NSObject { return x.isEqual(y) }
  if let x = a as? AnyHashable, let y = b as? AnyHashable { return x == y }
  return (a as AnyObject) === (b as AnyObject)
}
