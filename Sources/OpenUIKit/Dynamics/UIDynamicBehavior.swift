import Foundation
import OpenQuartzCore

/// A behavior a dynamic animator runs: the base of every UIKit Dynamics behavior, and of
/// composite behaviors made of child behaviors (`addChildBehavior(_:)`).
@preconcurrency @MainActor
open class UIDynamicBehavior: NSObject {
  public override init() { super.init() }

  private var _children: [UIDynamicBehavior] = []
  /// The parent composite behavior, if this behavior is a child.
  weak var _parent: UIDynamicBehavior?
  /// The animator this behavior (or its root parent) was added to.
  weak var _animator: UIDynamicAnimator?

  /// The child behaviors, in the order they were added.
  open var childBehaviors: [UIDynamicBehavior] { _children }

  /// Adds a child behavior; the animator runs it with this one.
  open func addChildBehavior(_ behavior: UIDynamicBehavior) {
    guard behavior !== self, !_children.contains(where: { $0 === behavior }) else { return }
    guard behavior._parent == nil, behavior._animator == nil else { return }
    _children.append(behavior)
    behavior._parent = self
    if let animator = dynamicAnimator { animator._childAdded(behavior) }
  }

  /// Removes a child behavior.
  open func removeChildBehavior(_ behavior: UIDynamicBehavior) {
    guard let index = _children.firstIndex(where: { $0 === behavior }) else { return }
    let animator = dynamicAnimator
    if animator != nil { behavior._tellWillMove(to: nil) }
    _children.remove(at: index)
    behavior._parent = nil
    animator?._structureChanged()
  }

  /// Called by the animator at every animation step, after the items moved.
  open var action: (() -> Void)?

  /// Called when the behavior is added to an animator (with it) or removed (with nil).
  open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}

  /// The animator running this behavior (through its parent for a child behavior).
  open var dynamicAnimator: UIDynamicAnimator? { _parent?.dynamicAnimator ?? _animator }

  // MARK: Engine hooks (overridden by the concrete behaviors of this module)

  /// The items this behavior itself acts on (children excluded).
  var _ownItems: [any UIDynamicItem] { [] }

  /// Forces, impulses and springs for one substep of `h` seconds.
  func _applyForces(_ world: _DynamicsWorld, h: CGFloat, firstSubstep: Bool) {}

  /// Position constraints after the substep's integration.
  func _applyConstraints(_ world: _DynamicsWorld, h: CGFloat) {}

  /// Whether the behavior still has something to do even with its items at rest (a pending
  /// instantaneous push).
  var _hasPendingWork: Bool { false }

  func _tellWillMove(to animator: UIDynamicAnimator?) {
    willMove(to: animator)
    for child in _children { child._tellWillMove(to: animator) }
  }

  /// This behavior and its descendants, depth first, parents before children.
  func _flattened(into list: inout [UIDynamicBehavior]) {
    list.append(self)
    for child in _children { child._flattened(into: &list) }
  }

  func _runActions() {
    action?()
    for child in _children { child._runActions() }
  }

  /// Something that moves items changed: a paused animator resumes.
  func _changed() { dynamicAnimator?._behaviorChanged() }

  /// An item joined this behavior: false (with UIKit's diagnostic) when the animator running
  /// it refuses the item.
  func _itemAdded(_ item: any UIDynamicItem) -> Bool { dynamicAnimator?._itemAdded(item, by: self) ?? true }
}

/// The item list of the behaviors that act on items (identity, insertion order).
struct _ItemList {
  private(set) var items: [any UIDynamicItem] = []

  init(_ items: [any UIDynamicItem]) {
    for item in items { _ = add(item) }
  }

  mutating func add(_ item: any UIDynamicItem) -> Bool {
    guard !contains(item) else { return false }
    items.append(item)
    return true
  }

  mutating func remove(_ item: any UIDynamicItem) -> Bool {
    guard let i = items.firstIndex(where: { $0 === item }) else { return false }
    items.remove(at: i)
    return true
  }

  func contains(_ item: any UIDynamicItem) -> Bool { items.contains { $0 === item } }
}

func _cross(_ a: CGPoint, _ b: CGPoint) -> CGFloat { a.x * b.y - a.y * b.x }
func _rotate(_ p: CGPoint, by angle: CGFloat) -> CGPoint {
  let c = cos(angle), s = sin(angle)
  return CGPoint(x: p.x * c - p.y * s, y: p.x * s + p.y * c)
}
