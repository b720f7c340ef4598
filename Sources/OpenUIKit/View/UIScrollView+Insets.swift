import Foundation

/// Where a scroll view's content may rest: `contentInset` plus the safe area the adjustment
/// behaviour lets through, and how the offset follows when the safe-area part changes.
extension UIScrollView {
  /// A change made by code (`contentInset`, `contentInsetAdjustmentBehavior`): the delegate
  /// hears of a changed adjusted inset, the offset stays where it is (Docs/Behaviour.md).
  func _changeInsetsByCode(_ change: () -> Void) {
    let old = adjustedContentInset
    change()
    let new = adjustedContentInset
    if _lastAdjustedInset != nil { _lastAdjustedInset = new }
    if new != old { adjustedContentInsetDidChange() }
  }

  /// At the scroll view's turn in a layout pass (its frame and its ancestors' bars already laid
  /// out): when the adjusted inset changed since the last pass, content at rest at its top (or
  /// leading) edge stays there — `contentOffset` becomes `-adjustedContentInset.top` (`.left`) —
  /// and `adjustedContentInsetDidChange()` runs. Content scrolled elsewhere, or moving under a
  /// finger or an animation, keeps its offset. Before its first pass in a window a view's
  /// adjusted inset is its `contentInset`.
  func _followAdjustedContentInset() {
    let new = adjustedContentInset
    let old = _lastAdjustedInset ?? contentInset
    _lastAdjustedInset = new
    guard new != old else { return }
    if !isDragging && _motion == nil {
      var offset = contentOffset
      if abs(offset.y + old.top) < 0.001 { offset.y = -new.top }
      if abs(offset.x + old.left) < 0.001 { offset.x = -new.left }
      if offset != contentOffset { contentOffset = offset }
    }
    adjustedContentInsetDidChange()
  }

  // MARK: Scroll views in windows

  private struct WeakScrollView { weak var view: UIScrollView? }
  @exclusivity(unchecked) private static var _inWindows: [ObjectIdentifier: WeakScrollView] = [:]

  /// Keeps the set of scroll views in windows (called when a view's window changes).
  static func _windowChanged(_ view: UIScrollView, to window: UIWindow?) {
    if window != nil {
      _inWindows[ObjectIdentifier(view)] = WeakScrollView(view: view)
    } else {
      _inWindows[ObjectIdentifier(view)] = nil
    }
  }

  /// Marks the scroll views of `root`'s subtree so a layout pass from `root` visits each of them
  /// (safe areas change when ancestors or bars move, which marks nothing below them).
  static func _markForInsetCheck(in root: UIView) {
    guard !_inWindows.isEmpty else { return }
    for (key, box) in _inWindows {
      guard let view = box.view else { _inWindows[key] = nil; continue }
      let inside = (root as? UIWindow).map { view._windowCache === $0 } ?? view.isDescendant(of: root)
      if inside { view._markSubtreeNeedsLayout() }
    }
  }
}
