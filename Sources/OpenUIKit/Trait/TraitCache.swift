import Foundation

/// Resolved trait collections kept by each trait environment (views, windows, controllers,
/// presentation controllers) until something they are computed from changes (issue 15).
///
/// One generation counter stands for every input of every environment's traits: a change of
/// any of them — trait overrides, `overrideTraitCollection`, the view or controller hierarchy
/// (superview, window, root view, parent, presenting and presentation links, container view),
/// a window's size or screen, the device profile, an environment dying (weak and unretained
/// links read nil from then on) — moves the counter on, and every cached collection computed
/// before it is stale. A getter returns its cached collection only when it was computed in the
/// current generation, so a stale value is never returned; computing afresh is what the
/// getters did before, so values (and through them every callback) are unchanged.
///
/// A value is cached only when the generation did not move while it was computed (code a
/// subclass runs inside a getter may change an input), and values the pass memo
/// (`UIView._traitMemo`) handed back are not cached: only fresh computations are.
@MainActor
package enum TraitCache {
  /// The current generation (starts at 1: 0 marks "nothing cached").
  @exclusivity(unchecked) nonisolated(unsafe) package static var generation: UInt = 1

  /// Some input of some environment's traits changed: every cached collection is stale.
  @inline(__always)
  package nonisolated static func invalidate() { generation &+= 1 }
}

/// One environment's cached collection and the generation it was computed in.
package struct _TraitCacheSlot {
  package var traits: UITraitCollection?
  package var generation: UInt = 0

  package init() {}

  /// The cached collection, if computed in the current generation.
  @MainActor @inline(__always)
  package var current: UITraitCollection? {
    generation == TraitCache.generation ? traits : nil
  }

  /// Keeps `value`, computed from inputs read in generation `start`, unless an input changed
  /// meanwhile.
  @MainActor @inline(__always)
  package mutating func store(_ value: UITraitCollection, computedIn start: UInt) {
    guard start == TraitCache.generation else { return }
    traits = value
    generation = start
  }
}
