import Foundation

/// Something a popover can point at (iOS 16): a view or a bar button item. `frame(in:)` (iOS 17)
/// is the item's frame in a reference view's coordinates, or nil while it has none on screen.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerSourceItem: NSObjectProtocol {
  func frame(in referenceView: UIView) -> CGRect?
}

extension UIView: UIPopoverPresentationControllerSourceItem {
  /// The view's bounds in `referenceView`'s coordinates; nil when the two share no window.
  public func frame(in referenceView: UIView) -> CGRect? {
    guard window != nil, window === referenceView.window else { return nil }
    return convert(bounds, to: referenceView)
  }
}

extension UIBarButtonItem: UIPopoverPresentationControllerSourceItem {
  /// The frame of the view that shows the item in its bar; nil while no bar shows it.
  public func frame(in referenceView: UIView) -> CGRect? {
    guard let view = _anchorView, view.window != nil, view.window === referenceView.window else { return nil }
    return view.convert(view.bounds, to: referenceView)
  }
}
