import Foundation

// Decoration views: views the layout places (a section's background) from the kinds registered
// with the layout's `register(_:forDecorationViewOfKind:)`, without the data source. They are
// kept at the back of the collection view (above its background view, below the orthogonal
// sections' scroll views, the cells and the supplementary views) and reused by kind
// (Docs/Behaviour/lists17.md "Section background decorations").
extension UICollectionView {
  /// Makes, places and queues decoration views for the layout's decoration attributes in the
  /// visible area.
  func _layoutVisibleDecorationViews(_ attributesList: [UICollectionViewLayoutAttributes]) {
    var wanted: [_SupplementaryKey: UICollectionViewLayoutAttributes] = [:]
    for attributes in attributesList {
      guard let kind = attributes.representedElementKind else { continue }
      wanted[_SupplementaryKey(kind: kind, indexPath: attributes.indexPath)] = attributes
    }
    for (key, view) in _visibleDecorationViews where wanted[key] == nil {
      _visibleDecorationViews[key] = nil
      view.removeFromSuperview()
      _decorationReuseQueues[key.kind, default: []].append(view)
    }
    guard !wanted.isEmpty else { return }
    for key in wanted.keys.sorted(by: { ($0.indexPath, $0.kind) < ($1.indexPath, $1.kind) }) {
      let attributes = wanted[key]!
      if let view = _visibleDecorationViews[key] {
        _apply(attributes, to: view)
        continue
      }
      let view: UICollectionReusableView
      if var queue = _decorationReuseQueues[key.kind], let reused = queue.popLast() {
        _decorationReuseQueues[key.kind] = queue
        reused.prepareForReuse()
        view = reused
      } else if let factory = collectionViewLayout._decorationFactories[key.kind] {
        view = factory()
      } else {
        if !_reportedMissingDecoration {
          _reportedMissingDecoration = true
          Diagnostics.exception(
            "could not dequeue a view of kind: \(key.kind) with identifier \(key.kind) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard",
            name: "NSInternalInconsistencyException")
        }
        continue
      }
      _apply(attributes, to: view)
      _visibleDecorationViews[key] = view
      _insertAtBack(view, aboveDecorations: false)
    }
  }

  /// Inserts `view` at the back of the collection view: just above the background view, and
  /// above the decoration views too when `aboveDecorations`.
  func _insertAtBack(_ view: UIView, aboveDecorations: Bool) {
    var below: UIView? = backgroundView?.superview === self ? backgroundView : nil
    if aboveDecorations, !_visibleDecorationViews.isEmpty,
      let top = subviews.lastIndex(where: { sub in _visibleDecorationViews.values.contains { $0 === sub } })
    {
      below = subviews[top]
    }
    if let below {
      insertSubview(view, aboveSubview: below)
    } else {
      insertSubview(view, at: 0)
    }
  }
}
