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
