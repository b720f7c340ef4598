import Foundation

/// The scroll view an orthogonal compositional section's cells live in (UIKit's class is
/// private too): a subview of the collection view, just above its background view and below the
/// other cells and supplementary views, framed on the section's row of groups and scrolling
/// across the collection view's direction. Its offset is the section's orthogonal offset; its
/// deceleration comes to rest as the section's behaviour says (Docs/Behaviour/lists17.md
/// "Orthogonal scrolling").
@preconcurrency @MainActor
final class _UICollectionViewOrthogonalScrollerEmbeddedScrollView: UIScrollView {
  weak var _collection: UICollectionView?
  var _section: _OrthogonalSection
  private let _snapping = _OrthogonalScrollerDelegate()

  init(section: _OrthogonalSection, collection: UICollectionView) {
    _section = section
    _collection = collection
    super.init(frame: section.band)
    showsHorizontalScrollIndicator = false
    showsVerticalScrollIndicator = false
    contentInsetAdjustmentBehavior = .never
    decelerationRate = .fast
    backgroundColor = nil
    _snapping.scroller = self
    delegate = _snapping
  }

  required init?(coder: NSCoder) { nil }

  /// Every offset change (drag, deceleration, code) tells the layout and lays the collection
  /// view's items out again.
  override var bounds: CGRect {
    get { super.bounds }
    set {
      let old = super.bounds.origin
      super.bounds = newValue
      guard newValue.origin != old, let collection = _collection else { return }
      collection.collectionViewLayout._setOrthogonalOffset(newValue.origin, forSection: _section.section)
      collection.setNeedsLayout()
    }
  }

  /// The scroller's pan begins only for a drag mostly across the collection view's scrolling
  /// direction; the collection view's pan (which asks the views under the touch) only for a drag
  /// mostly along it.
  override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    if gestureRecognizer === panGestureRecognizer {
      let t = panGestureRecognizer.translation(in: self)
      if _section.horizontal ? abs(t.y) > abs(t.x) : abs(t.x) > abs(t.y) { return false }
    } else if let pan = gestureRecognizer as? UIPanGestureRecognizer, pan === _collection?.panGestureRecognizer {
      let t = pan.translation(in: self)
      if _section.horizontal ? abs(t.x) >= abs(t.y) : abs(t.y) >= abs(t.x) { return false }
    }
    return super.gestureRecognizerShouldBegin(gestureRecognizer)
  }

  /// Where a drag released at `offset` with `velocity` (points per ms) comes to rest, given the
  /// projected `target`: paging by the row's visible length, group paging by a group and its
  /// spacing (resting on a group's leading edge, or centred), a leading-boundary rest on the
  /// group edge nearest the projected target; continuous keeps the target.
  func _restingOffset(from offset: CGPoint, velocity: CGPoint, target: CGPoint) -> CGPoint {
    let horizontal = _section.horizontal
    let value = horizontal ? offset.x : offset.y
    let projected = horizontal ? target.x : target.y
    let v = horizontal ? velocity.x : velocity.y
    let maxOffset = max(0, horizontal ? contentSize.width - bounds.width : contentSize.height - bounds.height)
    let step: CGFloat
    let origin: CGFloat
    switch _section.behavior {
    case .none, .continuous: return target
    case .paging:
      step = horizontal ? bounds.width : bounds.height
      origin = 0
    case .groupPaging, .groupPagingCentered, .continuousGroupLeadingBoundary:
      step = _section.groupStep
      // Resting places are the groups' leading edges, less the leading inset, so the group
      // starts where the first one does (centred for .groupPagingCentered).
      origin = 0
    }
    guard step > 0 else { return target }
    var index: CGFloat
    if _section.behavior == .continuousGroupLeadingBoundary {
      index = ((projected - origin) / step).rounded()
    } else if v > Self.pagingFlickVelocity {
      index = ((value - origin) / step).rounded(.down) + 1
    } else if v < -Self.pagingFlickVelocity {
      index = ((value - origin) / step).rounded(.up) - 1
    } else {
      index = ((value - origin) / step).rounded()
    }
    index = max(0, index)
    let rest = min(maxOffset, origin + index * step)
    return horizontal ? CGPoint(x: rest, y: target.y) : CGPoint(x: target.x, y: rest)
  }
}

/// The embedded scroll view's delegate: moves its resting offset to the section's behaviour.
@preconcurrency @MainActor
final class _OrthogonalScrollerDelegate: NSObject, UIScrollViewDelegate {
  weak var scroller: _UICollectionViewOrthogonalScrollerEmbeddedScrollView?

  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    guard let scroller else { return }
    targetContentOffset.pointee = scroller._restingOffset(
      from: scrollView.contentOffset, velocity: velocity, target: targetContentOffset.pointee)
  }
}

extension UICollectionView {
  /// Makes, frames or removes the orthogonal sections' scroll views for the prepared layout.
  func _updateOrthogonalScrollViews() {
    let sections = collectionViewLayout._orthogonalSections
    for (index, view) in _orthogonalScrollViews where sections[index] == nil {
      for cell in view.subviews.compactMap({ $0 as? UICollectionViewCell }) {
        if let path = _visibleCells.first(where: { $0.value === cell })?.key {
          _visibleCells[path] = nil
          _enqueue(cell)
          _collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
        }
      }
      view.removeFromSuperview()
      _orthogonalScrollViews[index] = nil
    }
    guard !sections.isEmpty else { return }
    UIView.performWithoutAnimation {
      for index in sections.keys.sorted() {
        let section = sections[index]!
        let view: _UICollectionViewOrthogonalScrollerEmbeddedScrollView
        if let existing = _orthogonalScrollViews[index] {
          view = existing
          view._section = section
        } else {
          view = _UICollectionViewOrthogonalScrollerEmbeddedScrollView(section: section, collection: self)
          _orthogonalScrollViews[index] = view
        }
        if view.frame != section.band { view.frame = section.band }
        if view.contentSize != section.contentSize { view.contentSize = section.contentSize }
        // Keep the offset inside the (new) content, as the layout remembers it.
        let kept = view._clamped(view.contentOffset)
        if kept != view.contentOffset { view.contentOffset = kept }
        collectionViewLayout._setOrthogonalOffset(view.contentOffset, forSection: index)
        if view.superview !== self { _insertAtBack(view, aboveDecorations: true) }
      }
    }
  }

  /// The view a cell of `section` goes in: its orthogonal scroll view, or the collection view.
  func _container(forSection section: Int) -> UIView { _orthogonalScrollViews[section] ?? self }

  /// `attributes` placed in the cell's container: an orthogonal section's cells are moved into
  /// the coordinates of its scroll view's content.
  func _attributesInContainer(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
    guard let scroller = _orthogonalScrollViews[attributes.indexPath.section],
      attributes.representedElementCategory == .cell
    else { return attributes }
    let band = scroller._section.band
    let copy = UICollectionViewLayoutAttributes(forCellWith: attributes.indexPath)
    copy.size = attributes.size
    copy.center = CGPoint(x: attributes.center.x - band.minX, y: attributes.center.y - band.minY)
    copy.transform = attributes.transform
    copy.alpha = attributes.alpha
    copy.zIndex = attributes.zIndex
    copy.isHidden = attributes.isHidden
    return copy
  }

  /// The embedded scroll view of an orthogonal section, for tests.
  package func _orthogonalScrollView(forSection section: Int) -> UIScrollView? {
    layoutIfNeeded()
    return _orthogonalScrollViews[section]
  }
}
