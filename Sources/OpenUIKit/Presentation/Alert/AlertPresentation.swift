import Foundation
import OpenQuartzCore

/// The alert's own transitioning delegate: its presentation controller (alerts) and its
/// animators (alerts and compact action sheets; a popover action sheet uses the popover's fade).
@preconcurrency @MainActor
final class AlertTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
  ) -> UIPresentationController? {
    AlertPresentationController(presentedViewController: presented, presenting: presenting)
  }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    guard let alert = presented as? UIAlertController, alert._mode != .popover else { return nil }
    return AlertAnimator(mode: alert._mode, presenting: true)
  }

  func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
    guard let alert = dismissed as? UIAlertController, alert._mode != .popover else { return nil }
    return AlertAnimator(mode: alert._mode, presenting: false)
  }
}

/// An alert centred over a dimming view, or an action sheet at the bottom of a compact-width
/// screen over one. The dimming view fades with the transition; a tap on it does nothing for
/// an alert and performs an action sheet's cancel action.
@preconcurrency @MainActor
final class AlertPresentationController: UIPresentationController {
  let dimmingView = AlertDimmingView(frame: .zero)

  private var alert: UIAlertController? { presentedViewController as? UIAlertController }

  override var frameOfPresentedViewInContainerView: CGRect {
    guard let container = containerView, let alert else { return .zero }
    let bounds = container.bounds
    let safe = container.safeAreaInsets
    switch alert._mode {
    case .alert, .popover:
      // Centred in the room above the keyboard while it is up.
      // (The keyboard layout guide's top: the container's bottom when the keyboard is down.)
      let room = _SoftwareKeyboard.current.guideTop(in: container, usesBottomSafeArea: false)
      let keyboardUp = room < bounds.height
      let width = AlertMetrics.alertWidth
      let height = min(AlertLayout(alert: alert, mode: .alert, width: width).size.height, room - safe.top - (keyboardUp ? 0 : safe.bottom))
      return CGRect(x: ((bounds.width - width) / 2).rounded(), y: ((room - height) / 2).rounded(), width: width, height: height)
    case .sheet:
      let margin = AlertMetrics.sheetMargin
      let width = min(bounds.width, bounds.height) - 2 * margin
      let full = AlertLayout(alert: alert, mode: .sheet, width: width).size.height
      let bottom = max(safe.bottom, margin)
      let height = min(full, bounds.height - bottom - max(safe.top, margin))
      return CGRect(x: ((bounds.width - width) / 2).rounded(), y: bounds.height - bottom - height, width: width, height: height)
    }
  }

  /// Follows the keyboard while the alert is shown; removed as the dismissal begins.
  private var keyboardObserver: (any NSObjectProtocol)?

  /// The keyboard is about to move (the notification comes inside its animation block): the
  /// alert moves with it to the middle of the room left, during its appearance too.
  private func keyboardWillMove() {
    // A dismissal's keyboard going down (its field resigns as it begins) leaves it in place.
    guard alert?._mode == .alert, !presentedViewController.isBeingDismissed, let view = presentedView,
      let container = containerView, view.superview === container
    else { return }
    let frame = frameOfPresentedViewInContainerView
    view.center = CGPoint(x: frame.midX, y: frame.midY)
    view.bounds.size = frame.size
  }

  private func stopFollowingKeyboard() {
    if let keyboardObserver { NotificationCenter.default.removeObserver(keyboardObserver) }
    keyboardObserver = nil
  }

  override func presentationTransitionWillBegin() {
    guard let container = containerView else { return }
    if keyboardObserver == nil {
      keyboardObserver = NotificationCenter.default.addObserver(
        forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: nil
      ) { [weak self] _ in
        MainActor.assumeIsolated { self?.keyboardWillMove() }
      }
    }
    UIView.performWithoutAnimation {
      dimmingView.backgroundColor = UIColor.black.withAlphaComponent(AlertMetrics.dimmingAlpha)
      dimmingView.frame = container.bounds
      dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      dimmingView.alpha = 0
    }
    dimmingView.alert = alert
    container.insertSubview(dimmingView, at: 0)
    fade(to: 1)
  }

  override func presentationTransitionDidEnd(_ completed: Bool) {
    if !completed {
      stopFollowingKeyboard()
      dimmingView.removeFromSuperview()
    }
  }

  override func dismissalTransitionWillBegin() {
    // The alert fades where it is while the keyboard goes down (its text field resigned as the
    // dismissal began, Docs/Behaviour/keyboard2.md).
    stopFollowingKeyboard()
    fade(to: 0)
  }

  override func dismissalTransitionDidEnd(_ completed: Bool) {
    if completed { dimmingView.removeFromSuperview() }
  }

  override func containerViewWillLayoutSubviews() { _layoutPresentedViewAtRest() }

  private func fade(to alpha: CGFloat) {
    if let coordinator = presentedViewController.transitionCoordinator, coordinator.isAnimated {
      coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = alpha }, completion: nil)
    } else {
      UIView.performWithoutAnimation { dimmingView.alpha = alpha }
    }
  }
}

/// The dimming view under an alert or a compact action sheet: it takes the touches outside
/// the alert (a modal alert lets nothing through) and reports taps to an action sheet.
@preconcurrency @MainActor
final class AlertDimmingView: UIView {
  weak var alert: UIAlertController?

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    alert?._outsideTap()
  }
}

/// An alert appears scaling down from 1.2 while fading in, and disappears fading out; a
/// compact action sheet slides up from the bottom edge and back down (Docs/Behaviour.md
/// "Alerts"). Without animation the end state is set at once.
@preconcurrency @MainActor
final class AlertAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  static let alertAppearDuration: TimeInterval = 0.3
  static let alertDisappearDuration: TimeInterval = 0.2
  static let alertAppearScale: CGFloat = 1.2
  static let sheetDuration: TimeInterval = 0.4

  let mode: AlertPresentationMode
  let presenting: Bool

  init(mode: AlertPresentationMode, presenting: Bool) {
    self.mode = mode
    self.presenting = presenting
  }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
    guard transitionContext?.isAnimated ?? true else { return 0 }
    if mode == .sheet { return Self.sheetDuration }
    return presenting ? Self.alertAppearDuration : Self.alertDisappearDuration
  }

  func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
    let container = ctx.containerView
    guard let alertVC = ctx.viewController(forKey: presenting ? .to : .from) else {
      ctx.completeTransition(!ctx.transitionWasCancelled)
      return
    }
    let view = ctx.view(forKey: presenting ? .to : .from) ?? alertVC.view!
    let duration = transitionDuration(using: ctx)
    let done: (Bool) -> Void = { _ in ctx.completeTransition(!ctx.transitionWasCancelled) }
    let finalFrame = presenting ? ctx.finalFrame(for: alertVC) : view.frame
    let offscreen = finalFrame.offsetBy(dx: 0, dy: container.bounds.height - finalFrame.minY)
    if presenting {
      UIView.performWithoutAnimation {
        view.frame = finalFrame
        container.addSubview(view)
      }
      (alertVC as? UIAlertController)?._beginEditingFirstField()
    }
    guard ctx.isAnimated else {
      if !presenting { view.removeFromSuperview() }
      ctx.completeTransition(true)
      return
    }
    switch (mode, presenting) {
    case (.sheet, true):
      UIView.performWithoutAnimation { view.frame = offscreen }
      UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut], animations: { view.frame = finalFrame }, completion: done)
    case (.sheet, false):
      UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut], animations: { view.frame = offscreen }, completion: done)
    case (_, true):
      UIView.performWithoutAnimation {
        view.alpha = 0
        view.transform = CGAffineTransform(scaleX: Self.alertAppearScale, y: Self.alertAppearScale)
      }
      UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseOut], animations: {
        view.alpha = 1
        view.transform = .identity
      }, completion: done)
    case (_, false):
      UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseIn], animations: { view.alpha = 0 }, completion: { finished in
        if !ctx.transitionWasCancelled { UIView.performWithoutAnimation { view.alpha = 1 } }
        done(finished)
      })
    }
  }
}
