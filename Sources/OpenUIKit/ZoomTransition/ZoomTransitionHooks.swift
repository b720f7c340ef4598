import Foundation
import OpenQuartzCore

// The one-line hooks the navigation and presentation transitions call to honour
// `preferredTransition` when no delegate gives an animator (Docs/Behaviour/zoom14.md).

extension UINavigationController {
  /// The zoom of a push to, or a pop from, a controller whose `preferredTransition` is a zoom;
  /// nil otherwise (other values leave the push and pop as they are).
  package func _zoomAnimator(
    operation: Operation, from: UIViewController, to: UIViewController
  ) -> ZoomTransitionAnimator? {
    let zoomed = operation == .pop ? from : to
    guard let transition = zoomed.preferredTransition, transition._isZoom else { return nil }
    return ZoomTransitionAnimator(
      transition: transition, zoomed: zoomed, source: operation == .pop ? to : from, zoomingIn: operation != .pop,
      navigation: true)
  }
}

extension UIViewController {
  /// The zoom that presents this controller from `source` (not for popovers); nil when its
  /// `preferredTransition` is not a zoom.
  package func _zoomPresentationAnimator(source: UIViewController, style: UIModalPresentationStyle) -> ZoomTransitionAnimator? {
    guard style != .popover, let transition = preferredTransition, transition._isZoom else { return nil }
    return ZoomTransitionAnimator(transition: transition, zoomed: self, source: source, zoomingIn: true, navigation: false)
  }

  /// The zoom that dismisses this controller back to `presenter`'s source view.
  package func _zoomDismissalAnimator(presenter: UIViewController, style: UIModalPresentationStyle) -> ZoomTransitionAnimator? {
    guard style != .popover, let transition = preferredTransition, transition._isZoom else { return nil }
    return ZoomTransitionAnimator(
      transition: transition, zoomed: self, source: presenter, zoomingIn: false, navigation: false)
  }
}
