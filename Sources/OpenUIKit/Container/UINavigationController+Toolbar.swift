import Foundation

// The navigation controller's toolbar: hidden by default, along the bottom of its view, showing
// the top controller's `toolbarItems` (UINavigationController docs, "Displaying a Toolbar").
extension UINavigationController {
  /// Adds the toolbar to the navigation controller's view (at load).
  func _installToolbar(in view: UIView) {
    _toolbar.frame = CGRect(x: 0, y: view.bounds.height - UIToolbar._height, width: view.bounds.width, height: UIToolbar._height)
    _toolbar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
    _toolbar.isHidden = _isToolbarHidden
    view.addSubview(_toolbar)
    _toolbar.setItems(topViewController?.toolbarItems, animated: false)
  }

  /// Shows the top controller's toolbar items.
  package func _updateToolbarItems() {
    guard isViewLoaded else { return }
    _toolbar.setItems(topViewController?.toolbarItems, animated: false)
  }

  func _setToolbarHidden(_ hidden: Bool) {
    _isToolbarHidden = hidden
    _toolbar.isHidden = hidden
    // The children's safe area changes with the toolbar: the next layout pass sees it.
    viewIfLoaded?.setNeedsLayout()
  }

  /// UIKit: the toolbar's 44 pt sit above the view's bottom safe area (the home indicator's
  /// 34 pt on an iPhone 15); placed in each layout pass of the navigation controller's view.
  func _placeToolbar() {
    guard let view = viewIfLoaded, _toolbar.superview === view else { return }
    let bounds = view.bounds
    let frame = CGRect(
      x: 0, y: bounds.height - view.safeAreaInsets.bottom - UIToolbar._height, width: bounds.width,
      height: UIToolbar._height)
    guard _toolbar.frame != frame else { return }
    UIView.performWithoutAnimation { _toolbar.frame = frame }
    topViewController?.viewIfLoaded?.setNeedsLayout()
  }

  /// How far the visible toolbar (and the home area below it) covers `view` (a child's root
  /// view) from its bottom, in its own coordinates: 0 when the toolbar is hidden.
  func _toolbarCoveredBottom(of view: UIView) -> CGFloat {
    viewIfLoaded?._bottomCovered(of: view, by: _toolbar) ?? 0
  }
}

extension UIViewController {
  /// Sets the items a navigation controller's toolbar shows while this controller is on top.
  public func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
    _toolbarItems = toolbarItems
    navigationController?._updateToolbarItemsIfTop(self)
  }
}

extension UINavigationController {
  func _updateToolbarItemsIfTop(_ controller: UIViewController) {
    if topViewController === controller { _updateToolbarItems() }
  }
}
