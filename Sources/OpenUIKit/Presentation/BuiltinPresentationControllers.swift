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
      return SheetPresentationController(presentedViewController: presented, presenting: presenting)
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

/// `.pageSheet` / `.formSheet` in regular width: a centred card over a dimmed background.
/// Sizes (Docs/Behaviour.md): form sheet `preferredContentSize` or 540×620; page sheet the
/// container's width up to 704 pt and its height minus 40 pt at the top.
/// Compact width adapts to full screen (the programming guide's rule), which the transition
/// applies by using full-screen frames while keeping this controller.
@preconcurrency @MainActor
final class SheetPresentationController: UIPresentationController {
  let dimmingView = UIView()
  static let dimmingAlpha: CGFloat = 0.4
  static let formSheetSize = CGSize(width: 540, height: 620)
  static let pageSheetMaxWidth: CGFloat = 704
  static let pageSheetTopInset: CGFloat = 40

  private var isAdaptedToFullScreen: Bool { _adaptedStyle == .fullScreen || _adaptedStyle == .overFullScreen }
  private lazy var dismissGesture = SheetDismissGesture(controller: self)

  override var shouldRemovePresentersView: Bool { isAdaptedToFullScreen }

  override var frameOfPresentedViewInContainerView: CGRect {
    guard let container = containerView else { return .zero }
    let bounds = container.bounds
    if isAdaptedToFullScreen { return bounds }
    if _style == .formSheet {
      let preferred = presentedViewController.preferredContentSize
      var size = preferred.width > 0 && preferred.height > 0 ? preferred : Self.formSheetSize
      size.width = min(size.width, bounds.width)
      size.height = min(size.height, bounds.height)
      return CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }
    let width = min(bounds.width, Self.pageSheetMaxWidth)
    return CGRect(x: bounds.midX - width / 2, y: Self.pageSheetTopInset, width: width, height: bounds.height - Self.pageSheetTopInset)
  }

  package override func _adaptationDidChange() {
    if isAdaptedToFullScreen {
      dimmingView.removeFromSuperview()
      dismissGesture.uninstall()
    } else if let container = containerView {
      UIView.performWithoutAnimation {
        dimmingView.backgroundColor = .black
        dimmingView.frame = container.bounds
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimmingView.alpha = Self.dimmingAlpha
      }
      container.insertSubview(dimmingView, at: 0)
      if let view = presentedView { dismissGesture.install(on: view) }
    }
  }

  override func presentationTransitionWillBegin() {
    guard !isAdaptedToFullScreen, let container = containerView else { return }
    dimmingView.backgroundColor = .black
    dimmingView.frame = container.bounds
    dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    dimmingView.alpha = 0
    container.insertSubview(dimmingView, at: 0)
    let fade = { self.dimmingView.alpha = Self.dimmingAlpha }
    if let coordinator = presentedViewController.transitionCoordinator, coordinator.isAnimated {
      coordinator.animate(alongsideTransition: { _ in fade() }, completion: nil)
    } else {
      UIView.performWithoutAnimation(fade)
    }
  }

  override func presentationTransitionDidEnd(_ completed: Bool) {
    if !completed {
      dimmingView.removeFromSuperview()
    } else if !isAdaptedToFullScreen, let view = presentedView {
      dismissGesture.install(on: view)
    }
  }

  override func dismissalTransitionWillBegin() {
    let fade = { self.dimmingView.alpha = 0 }
    if let coordinator = presentedViewController.transitionCoordinator, coordinator.isAnimated {
      coordinator.animate(alongsideTransition: { _ in fade() }, completion: nil)
    } else {
      UIView.performWithoutAnimation(fade)
    }
  }

  override func dismissalTransitionDidEnd(_ completed: Bool) {
    if completed {
      dismissGesture.uninstall()
      dimmingView.removeFromSuperview()
    } else {
      UIView.performWithoutAnimation { self.dimmingView.alpha = Self.dimmingAlpha }
    }
  }

  override func containerViewWillLayoutSubviews() {
    presentedView?.frame = frameOfPresentedViewInContainerView
  }

  override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
    guard _style == .formSheet, containerView != nil else { return }
    UIView.performWithoutAnimation { self.presentedView?.frame = self.frameOfPresentedViewInContainerView }
  }
}
