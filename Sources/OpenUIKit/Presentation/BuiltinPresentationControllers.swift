import Foundation
import OpenQuartzCore

/// UIKit's own presentation controllers, one per built-in style (frames and chrome are
/// recorded in Docs/Behaviour.md).
@preconcurrency @MainActor
enum BuiltinPresentationControllers {
  static func make(
    for style: UIModalPresentationStyle, presented: UIViewController, presenting: UIViewController?
  ) -> UIPresentationController {
    switch style {
    case .fullScreen: return FullScreenPresentationController(presentedViewController: presented, presenting: presenting)
    case .overFullScreen, .blurOverFullScreen:
      return OverFullScreenPresentationController(presentedViewController: presented, presenting: presenting)
    case .currentContext: return CurrentContextPresentationController(presentedViewController: presented, presenting: presenting)
    case .overCurrentContext:
      return OverCurrentContextPresentationController(presentedViewController: presented, presenting: presenting)
    case .popover: return UIPopoverPresentationController(presentedViewController: presented, presenting: presenting)
    case .pageSheet, .formSheet, .automatic:
      return UISheetPresentationController(presentedViewController: presented, presenting: presenting)
    case .custom, .none:
      return UIPresentationController(presentedViewController: presented, presenting: presenting)
    }
  }
}

/// `.fullScreen`: covers the container; the presenter's view leaves the window afterwards.
@preconcurrency @MainActor
final class FullScreenPresentationController: UIPresentationController {
  override var shouldRemovePresentersView: Bool { true }
  override func containerViewWillLayoutSubviews() { _layoutPresentedViewAtRest() }
}

/// `.overFullScreen`: covers the container; the presenter's view stays visible underneath.
@preconcurrency @MainActor
final class OverFullScreenPresentationController: UIPresentationController {
  override func containerViewWillLayoutSubviews() { _layoutPresentedViewAtRest() }
}

/// `.currentContext`: covers the context controller's view, which leaves the window afterwards.
@preconcurrency @MainActor
final class CurrentContextPresentationController: UIPresentationController {
  override var shouldPresentInFullscreen: Bool { false }
  override var shouldRemovePresentersView: Bool { true }
  override func containerViewWillLayoutSubviews() { _layoutPresentedViewAtRest() }
}

/// `.overCurrentContext`: covers the context controller's view, which stays visible.
@preconcurrency @MainActor
final class OverCurrentContextPresentationController: UIPresentationController {
  override var shouldPresentInFullscreen: Bool { false }
  override func containerViewWillLayoutSubviews() { _layoutPresentedViewAtRest() }
}
