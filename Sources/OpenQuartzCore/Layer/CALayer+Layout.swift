import Foundation

extension CALayer {
  /// Marks this layer and its ancestors as having layout work below them.
  package func _markSubtreeNeedsLayout() {
    // The walk holds its cursor unowned(unsafe) (sbload18): each superlayer is alive while it
    // holds the layer below it, and nothing in the loop releases a layer, so a strong cursor
    // only added a retain and a release (atomic) per ancestor.
    unowned(unsafe) var current: CALayer = self
    while true {
      current._subtreeNeedsLayout = true
      guard let next = current._superlayerLink else {
        _LayoutQueue.add(current)
        return
      }
      if next._subtreeNeedsLayout { return }
      current = next
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
