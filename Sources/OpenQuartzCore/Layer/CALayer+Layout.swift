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
    // Start from the topmost ancestor that itself needs layout, so parents lay out first.
    var start = self
    var layer = _superlayer
    while let current = layer {
      if current._needsLayout { start = current }
      layer = current._superlayer
    }
    start._layoutSubtree()
  }

  /// Lays out this layer if it needs it, then every sublayer subtree with pending layout.
  private func _layoutSubtree() {
    guard _subtreeNeedsLayout || _needsLayout else { return }
    if _needsLayout {
      _needsLayout = false
      layoutSublayers()
    }
    _subtreeNeedsLayout = false
    for sub in _sublayers where sub._subtreeNeedsLayout || sub._needsLayout {
      sub._layoutSubtree()
    }
  }
}
