import Foundation

extension CALayer {
  /// Marks this layer and its ancestors as having layout work below them.
  package func _markSubtreeNeedsLayout() {
    var layer: CALayer? = self
    var first = true
    while let current = layer {
      if current._subtreeNeedsLayout && !first { return }
      current._subtreeNeedsLayout = true
      first = false
      if current._superlayer == nil { _LayoutQueue.add(current) }
      layer = current._superlayer
    }
  }

  package func _layoutIfNeeded() {
    // Core Animation: "the layer's super layers are traversed until an ancestor layer is
    // found that does not require layout"; layout then runs on the tree beneath it, parents
    // first. (Stopping there keeps a call on a deep tree's leaf from walking to the root.)
    var start = self
    var layer = _superlayer
    while let current = layer, current._needsLayout {
      start = current
      layer = current._superlayer
    }
    start._layoutSubtree()
  }

  /// Lays out this layer if it needs it, then every sublayer subtree with pending layout.
  /// Iterative, in the same order, so deep trees need no call stack.
  private func _layoutSubtree() {
    var stack: [CALayer] = [self]
    while let l = stack.popLast() {
      guard l._subtreeNeedsLayout || l._needsLayout else { continue }
      if l._needsLayout {
        l._needsLayout = false
        l.layoutSublayers()
      }
      l._subtreeNeedsLayout = false
      // A plain loop (a main-actor predicate closure would check the executor per element).
      let sublayers = l._sublayers
      var i = sublayers.count
      while i > 0 {
        i -= 1
        let sub = sublayers[i]
        if sub._subtreeNeedsLayout || sub._needsLayout { stack.append(sub) }
      }
    }
  }
}
