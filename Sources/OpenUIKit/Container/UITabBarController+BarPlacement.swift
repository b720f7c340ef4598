import Foundation

/// Where a tab bar controller's bar sits (Docs/Behaviour.md "Tab bar and safe area").
///
/// UIKit (iOS 7 and later): the selected child's view fills the tab bar controller's view and
/// runs under the translucent bar; the bar is 49 pt of items above the view's bottom safe area
/// (the home indicator's 34 pt on an iPhone 15: 83 pt in all), its background reaching the
/// screen's edge. The bar covers the child's safe area from its top (`_barCoveredBottom(of:)`).
extension UITabBarController {
  /// Places the bar along the bottom for the view's current safe area; the selected child lays
  /// out again when it moved (its safe area changed).
  func _placeTabBar() {
    guard let view = viewIfLoaded else { return }
    let bounds = view.bounds
    let height = UITabBar._height + view.safeAreaInsets.bottom
    let frame = CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
    guard _tabBar.frame != frame else { return }
    UIView.performWithoutAnimation { _tabBar.frame = frame }
    selectedViewController?.viewIfLoaded?.setNeedsLayout()
  }

  /// How far the visible bar covers `view` (a child's root view) from its bottom, in its own
  /// coordinates: 0 when the bar is hidden or `view` is not in this controller's view.
  func _barCoveredBottom(of view: UIView) -> CGFloat {
    viewIfLoaded?._bottomCovered(of: view, by: _tabBar) ?? 0
  }
}

extension UIView {
  /// How far `bar`, a bottom bar among this container view's subviews, covers `view` (a view
  /// inside this one) from its bottom, in `view`'s coordinates: 0 when the bar is hidden or
  /// `view` is not inside this view. Tab bars and navigation toolbars add it to the safe area.
  func _bottomCovered(of view: UIView, by bar: UIView) -> CGFloat {
    guard !bar.isHidden, view.isDescendant(of: self) else { return 0 }
    let barTop = convert(CGPoint(x: 0, y: bar.frame.minY), to: view).y - view.bounds.minY
    return max(0, view.bounds.height - barTop)
  }
}
