import Foundation

/// Bookkeeping of the transaction commit: layers created or changed since the last commit
/// (they become "committed", i.e. part of the render tree, and implicitly animatable), and
/// layers needing display.
@preconcurrency @MainActor
package enum _LayerRegistry {
  /// The layers created since the last commit, in creation order, not retained (sbview13): a
  /// layer no one else holds dies when released, as before its first commit it would otherwise
  /// live on here until one — a loop that builds and drops views with no commit between (a
  /// storyboard load benchmark, a test) kept every layer it ever made (270 MB for 12 loads of a
  /// 2.7 MB storyboard). A dying layer empties its entry (`layerDied`); entries keep their
  /// order, so a commit sees the living layers in the order it saw them before.
  // nonisolated(unsafe) only so a layer's nonisolated `deinit` can empty its entry.
  @exclusivity(unchecked) nonisolated(unsafe) private static var uncommitted = _UnretainedLayerList()
  @exclusivity(unchecked) private static var displayQueue: [CALayer] = []

  static func didCreate(_ layer: CALayer) {
    layer._uncommittedSlot = uncommitted.append(layer)
    CATransaction._ensureImplicit()
  }

  /// A layer still in `uncommitted` (at `slot`) is dying: its entry empties. When emptied
  /// entries are most of a long list, the living ones move down (keeping their order).
  nonisolated static func layerDied(slot: Int) {
    uncommitted.empty(slot) { layer, slot in layer._uncommittedSlot = slot }
  }

  /// A model property changed: make sure a transaction will commit it.
  static func didChange(_ layer: CALayer) {
    CATransaction._ensureImplicit()
  }

  static func needsDisplay(_ layer: CALayer) {
    displayQueue.append(layer)
    CATransaction._ensureImplicit()
  }

  /// The commit: lay out and display what needs it, then mark new layers committed.
  package static func commitLayers() {
    var roots: [CALayer] = []
    if !uncommitted.entries.isEmpty {
      // A plain loop (a main-actor predicate closure would check the executor per element).
      var needingLayout: [CALayer] = []
      for case let entry? in uncommitted.entries {
        let layer = entry.takeUnretainedValue()
        if layer._subtreeNeedsLayout { needingLayout.append(layer) }
      }
      roots = _LayoutQueue.distinctRoots(of: needingLayout)
    }
    let queued = _LayoutQueue.takeRoots()
    if roots.isEmpty {
      roots = queued  // already distinct
    } else if !queued.isEmpty {
      if roots.count + queued.count <= 8 {
        // A few roots (a commit's usual count): compared by identity, no set is built.
        for root in queued where !roots._containsIdentical(root) { roots.append(root) }
      } else {
        var seen = Set(roots.map(ObjectIdentifier.init))
        for root in queued where seen.insert(ObjectIdentifier(root)).inserted { roots.append(root) }
      }
    }
    for root in roots { root.layoutIfNeeded() }
    let display = displayQueue
    displayQueue.removeAll()
    for layer in display { layer.displayIfNeeded() }
    // No code runs between taking the list and marking its layers (none can die meanwhile).
    for case let entry? in uncommitted.takeAll() {
      entry._withUnsafeGuaranteedRef {
        $0._isCommitted = true
        $0._uncommittedSlot = -1
      }
    }
  }
}

/// Roots of trees with pending layout, laid out at commit.
@preconcurrency @MainActor
package enum _LayoutQueue {
  /// The queued layers, in the order first queued, not retained (sbload14): a tree no one else
  /// holds dies when released, as `_LayerRegistry.uncommitted` lets it (sbview13) — held here
  /// it lived on until a commit, so ten storyboard loads with no commit between kept ≈ 200 MB
  /// of dropped trees alive and every load ran on cold, fresh memory. A layer is queued once
  /// (`_layoutQueueSlot`): a second entry of it would map to the same root at commit as its
  /// first, so `takeRoots()` returns the same roots in the same order. A dying layer empties
  /// its entry (`layerDied`); entries keep their order.
  // nonisolated(unsafe) only so a layer's nonisolated `deinit` can empty its entry.
  @exclusivity(unchecked) nonisolated(unsafe) private static var roots = _UnretainedLayerList()

  static func add(_ layer: CALayer) {
    if layer._layoutQueueSlot < 0 { layer._layoutQueueSlot = roots.append(layer) }
    CATransaction._ensureImplicit()
  }

  /// A layer still queued (at `slot`) is dying: its entry empties. When emptied entries are
  /// most of a long list, the living ones move down (keeping their order).
  nonisolated static func layerDied(slot: Int) {
    roots.empty(slot) { layer, slot in layer._layoutQueueSlot = slot }
  }

  /// The distinct roots of the queued layers (they may have been inserted into trees since).
  static func takeRoots() -> [CALayer] {
    if roots.entries.isEmpty { return [] }
    // No code runs between taking the list and holding its layers (none can die meanwhile).
    let entries = roots.takeAll()
    var layers: [CALayer] = []
    layers.reserveCapacity(entries.count)
    for case let entry? in entries {
      let layer = entry.takeUnretainedValue()
      layer._layoutQueueSlot = -1
      layers.append(layer)
    }
    return distinctRoots(of: layers)
  }

  /// The distinct roots of `layers`, in first-seen order. Linear in the layers walked: a walk
  /// up stops at a layer whose root is already known (a deep tree costs no quadratic walks), and
  /// many separate roots (layers just removed from a tree) cost no quadratic search either.
  static func distinctRoots(of layers: [CALayer]) -> [CALayer] {
    // Most commits queue no layer or one: no sets or tables for those.
    if layers.isEmpty { return [] }
    if layers.count == 1 {
      var current = layers[0]
      while let parent = current._superlayer ?? current._maskOwner { current = parent }
      return [current]
    }
    if layers.count <= 8, let unique = distinctRootsOfFew(layers) { return unique }
    var unique: [CALayer] = []
    var uniqueIDs = Set<ObjectIdentifier>()
    var known: [ObjectIdentifier: CALayer] = [:]
    for layer in layers {
      var path: [CALayer] = []
      var current = layer
      var root: CALayer?
      while root == nil {
        if let r = known[ObjectIdentifier(current)] {
          root = r
        } else if let parent = current._superlayer ?? current._maskOwner {
          path.append(current)
          current = parent
        } else {
          root = current
          known[ObjectIdentifier(current)] = current
        }
      }
      for l in path { known[ObjectIdentifier(l)] = root }
      if let root, uniqueIDs.insert(ObjectIdentifier(root)).inserted { unique.append(root) }
    }
    return unique
  }

  /// `distinctRoots` of a few layers in shallow trees (what a commit usually has): each walks
  /// up to its root and the roots are compared by identity, with no tables. Nil when a walk
  /// goes deeper than a few dozen levels (the tables then keep deep trees linear).
  private static func distinctRootsOfFew(_ layers: [CALayer]) -> [CALayer]? {
    var unique: [CALayer] = []
    unique.reserveCapacity(layers.count)
    for layer in layers {
      var current = layer
      var depth = 0
      while let parent = current._superlayer ?? current._maskOwner {
        current = parent
        depth += 1
        if depth > 64 { return nil }
      }
      var seen = false
      for root in unique where root === current { seen = true }
      if !seen { unique.append(current) }
    }
    return unique
  }
}

/// Layers in the order they were added, not retained: each layer keeps its index (its slot) and
/// empties its entry when it dies; when emptied entries are most of a long list, the living ones
/// move down, keeping their order, and are told their new slots. The commit's new-layer list
/// (`_LayerRegistry`) and the layout queue (`_LayoutQueue`) are two of them.
struct _UnretainedLayerList {
  private(set) var entries: [Unmanaged<CALayer>?] = []
  /// Emptied entries (compacted away once they are most of the list).
  private var emptiedCount = 0

  /// Adds `layer` at the end; returns its slot.
  @MainActor mutating func append(_ layer: CALayer) -> Int {
    entries.append(Unmanaged.passUnretained(layer))
    return entries.count - 1
  }

  /// Empties `slot` (its layer is dying), compacting when emptied entries are most of a long
  /// list; `moved` gives each living layer that moved its new slot.
  mutating func empty(_ slot: Int, moved: (CALayer, Int) -> Void) {
    entries[slot] = nil
    emptiedCount += 1
    guard emptiedCount >= 256, emptiedCount * 2 >= entries.count else { return }
    var kept = 0
    for index in entries.indices {
      guard let entry = entries[index] else { continue }
      entry._withUnsafeGuaranteedRef { moved($0, kept) }
      entries[kept] = entry
      kept += 1
    }
    entries.removeLast(entries.count - kept)
    emptiedCount = 0
  }

  /// The entries, leaving the list empty.
  mutating func takeAll() -> [Unmanaged<CALayer>?] {
    let taken = entries
    entries = []
    emptiedCount = 0
    return taken
  }
}
