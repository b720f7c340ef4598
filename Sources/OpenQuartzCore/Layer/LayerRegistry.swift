import Foundation

/// Bookkeeping of the transaction commit: layers created or changed since the last commit
/// (they become "committed", i.e. part of the render tree, and implicitly animatable), and
/// layers needing display.
@preconcurrency @MainActor
package enum _LayerRegistry {
  private static var uncommitted: [CALayer] = []
  private static var displayQueue: [CALayer] = []

  static func didCreate(_ layer: CALayer) {
    uncommitted.append(layer)
    CATransaction._ensureImplicit()
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
    for layer in uncommitted where layer._subtreeNeedsLayout {
      let root = layer._rootLayer
      if !roots.contains(where: { $0 === root }) { roots.append(root) }
    }
    for root in _LayoutQueue.takeRoots() where !roots.contains(where: { $0 === root }) {
      roots.append(root)
    }
    for root in roots { root.layoutIfNeeded() }
    let display = displayQueue
    displayQueue.removeAll()
    for layer in display { layer.displayIfNeeded() }
    let layers = uncommitted
    uncommitted.removeAll()
    for layer in layers { layer._isCommitted = true }
  }
}

/// Roots of trees with pending layout, laid out at commit.
@preconcurrency @MainActor
package enum _LayoutQueue {
  private static var roots: [CALayer] = []

  static func add(_ layer: CALayer) {
    roots.append(layer)
    CATransaction._ensureImplicit()
  }

  static func takeRoots() -> [CALayer] {
    var unique: [CALayer] = []
    for layer in roots {
      let root = layer._rootLayer
      if !unique.contains(where: { $0 === root }) { unique.append(root) }
    }
    roots.removeAll()
    return unique
  }
}
