import Foundation

/// Resolved trait collections kept by each trait environment (views, windows, controllers,
/// presentation controllers) until something they are computed from changes (issue 15).
///
/// One generation counter stands for every input of every environment's traits: a change of
/// any of them — trait overrides, `overrideTraitCollection`, the view or controller hierarchy
/// (superview, window, root view, parent, presenting and presentation links, container view),
/// a window's size or screen, the device profile, an environment dying (weak and unretained
/// links read nil from then on) — moves the counter on. A getter returns its cached collection
/// at once only when it was computed or confirmed in the current generation.
///
/// Per environment chain (win18): a stale collection is not thrown away. An environment's
/// collection is a function of the collection it inherits (from its controller, superview,
/// parent, presentation controller, container, window or screen) and of its own overrides
/// alone, and collections are immutable. So a getter whose generation is stale reads what it
/// inherits now (each ancestor confirming its own the same way, up to the first one confirmed
/// in this generation) and, when that is the very collection it was computed from and its own
/// overrides did not change (a change of them empties the slot: `forget()`), confirms its
/// collection for the generation instead of computing one. A change in one part of the tree
/// (a presentation's views coming and going) then costs the other environments one identity
/// check per level, and nothing is made or notified differently: values are those a fresh
/// computation gives.
///
/// A value is cached (or confirmed) only when the generation did not move while it was
/// computed (code a subclass runs inside a getter may change an input), and values the pass
/// memo (`UIView._traitMemo`) handed back are not cached: only fresh computations are.
@MainActor
package enum TraitCache {
  /// The current generation (starts at 1: 0 marks "nothing cached").
  @exclusivity(unchecked) nonisolated(unsafe) package static var generation: UInt = 1

  /// Some input of some environment's traits changed: every cached collection is stale.
  @inline(__always)
  package nonisolated static func invalidate() { generation &+= 1 }
}

/// One environment's cached collection, the inherited collection it was computed from, and the
/// generation it was computed or confirmed in.
package struct _TraitCacheSlot {
  package var traits: UITraitCollection?
  /// What `traits` was computed from (held, so its identity is not reused by a later one).
  package var inherited: UITraitCollection?
  package var generation: UInt = 0

  package init() {}

  /// The cached collection, if computed or confirmed in the current generation.
  @MainActor @inline(__always)
  package var current: UITraitCollection? {
    generation == TraitCache.generation ? traits : nil
  }

  /// Whether the cached collection is current (a cheaper test than `current != nil`).
  @MainActor @inline(__always)
  package var isCurrent: Bool { generation == TraitCache.generation }

  /// The cached collection when it was computed from `inherited` itself (identical object, or
  /// both nil): it is what a computation from `inherited` gives now, as the environment's own
  /// overrides have not changed since (their change forgets the slot). Confirmed for the
  /// current generation unless an input changed since `start`.
  @MainActor @inline(__always)
  package mutating func reuse(inheriting inherited: UITraitCollection?, computedIn start: UInt) -> UITraitCollection? {
    guard let traits, inherited === self.inherited else { return nil }
    if start == TraitCache.generation { generation = start }
    return traits
  }

  /// Keeps `value`, computed from `inherited` with inputs read in generation `start`, unless an
  /// input changed meanwhile.
  @MainActor @inline(__always)
  package mutating func store(_ value: UITraitCollection, inheriting inherited: UITraitCollection?, computedIn start: UInt) {
    guard start == TraitCache.generation else { return }
    traits = value
    self.inherited = inherited
    generation = start
  }

  /// The environment's own overrides changed: the cached collection is not reused.
  @inline(__always)
  package mutating func forget() {
    traits = nil
    inherited = nil
    generation = 0
  }
}
