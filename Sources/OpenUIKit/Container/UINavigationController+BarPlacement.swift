import Foundation
import OpenQuartzCore

/// Where a navigation controller's bar sits (Docs/Behaviour.md "Navigation bar below the status
/// bar").
///
/// UIKit lays a navigation controller's bar out below the status bar when its view reaches up
/// under it (a window's root, a full-screen presentation): the bar's top is the view's top
/// safe-area inset from the device, except on phones whose safe area reaches below the status
/// bar (Dynamic Island: 59 pt of safe area, a 54 pt status bar), where the bar starts at the
/// status bar's bottom and overlaps the safe area by the difference. Elsewhere (a card or form
/// sheet, a child placed lower down, a phone in landscape) the bar is at the view's top. The
/// bar's background reaches up behind the status bar. The root view of the top controller then
/// has the bar's bottom as its safe area top (`_barCoveredTop(of:)`).
extension UINavigationController {
  /// The bar's top in the controller's view.
  func _navigationBarTop() -> CGFloat {
    guard let view = viewIfLoaded, let window = view.window else { return 0 }
    let deviceTop = window.safeAreaInsets.top
    guard deviceTop > 0 else { return 0 }
    // The view's top in the window, without transforms: a presenter scaled back behind a card
    // sheet keeps its layout.
    var top: CGFloat = 0
    var current: UIView = view
    while current !== window, let superview = current.superview {
      top += current.center.y - current.bounds.height * current.layer.anchorPoint.y - superview.bounds.minY
      current = superview
    }
    guard current === window else { return 0 }
    let covered = deviceTop - top
    guard covered > 0 else { return 0 }
    let statusBar = StatusBarState.height(for: window.screen.profile)
    let overlap = max(0, deviceTop - statusBar)
    return max(0, covered - overlap)
  }

  /// Places the bar for the current position of the view; when it moved, the top controller's
  /// view (below an opaque bar, or whose safe area follows the bar) is laid out again.
  func _placeNavigationBar() {
    let top = _navigationBarTop()
    _bar._topAttachedExtension = top
    // The large-title row follows the top controller's content (a push or pop animates it).
    var resized = false
    if _transition == nil && _bar._prefersLargeTitles {
      UIView.performWithoutAnimation { resized = _bar._updateLargeTitleHeight() }
    }
    _bar._refreshLegacyScrollEdge()
    guard _bar.frame.minY != top || resized else { return }
    UIView.performWithoutAnimation { _bar.frame.origin.y = top }
    // Safe-area guides were read at the start of this layout pass: read them again.
    if let view = viewIfLoaded { LayoutEngine.shared.prepareLayoutPass(for: view) }
    guard _transition == nil, let child = topViewController, let childView = child.viewIfLoaded,
      childView.superview === _contentView
    else { return }
    UIView.performWithoutAnimation { childView.frame = _childFrame(for: child) }
    childView.setNeedsLayout()
  }

  /// How far the visible bar covers `view` (a child's root view) from its top, in its own
  /// coordinates: 0 when the bar is hidden or `view` is not in this controller's view.
  func _barCoveredTop(of view: UIView) -> CGFloat {
    guard !_bar.isHidden, let navView = viewIfLoaded, view.isDescendant(of: navView) else { return 0 }
    // The bar without the large-title row pulled down past its expanded height; the view a
    // push or pop moves away keeps the row it had (its content does not move under it).
    var largeTitle = _bar._largeTitleHeight
    if let transition = _transition, transition.state == .running, let kept = transition.fromLargeTitleHeight,
      transition.from.viewIfLoaded === view
    {
      largeTitle = kept
    }
    let maxY = _bar.frame.minY + _bar._safeAreaHeight(largeTitle: largeTitle)
    // Measured from the view's top edge: a scroll view's bounds origin (its offset) moves its
    // content, not its edges.
    let barBottom = navView.convert(CGPoint(x: 0, y: maxY + _searchBarHeight), to: view).y - view.bounds.minY
    return max(0, barBottom)
  }
}
