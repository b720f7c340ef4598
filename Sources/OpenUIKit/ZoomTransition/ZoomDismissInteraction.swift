import Foundation
import OpenQuartzCore

/// The zoom's interactive dismissal (Docs/Behaviour/zoom14.md): a controller shown by a zoom can
/// be swiped down or pinched closed. As the gesture begins, `interactiveDismissShouldBegin` (if
/// set) decides, given the touch's location, velocity and `willBegin` (a downward swipe, or a
/// pinch closing); false leaves the controller where it is. Begun, the pop (navigation) or the
/// dismissal (presentation) runs interactively: progress is the downward travel over the view's
/// height (the pinch's closing over half its scale); on release it finishes past a quarter of the
/// way or on a downward flick faster than 1,000 pt/s (a pinch closing at −1/s), else cancels.
@preconcurrency @MainActor
package final class ZoomDismissInteraction {
  package static let finishFraction: CGFloat = 0.25
  package static let finishVelocity: CGFloat = 1000
  package static let pinchFinishVelocity: CGFloat = -1

  weak var transition: UIViewController.Transition?
  weak var zoomed: UIViewController?
  let pan = UIPanGestureRecognizer()
  let pinch = UIPinchGestureRecognizer()
  private var driver: UIPercentDrivenInteractiveTransition?
  private var height: CGFloat = 1

  init(transition: UIViewController.Transition, zoomed: UIViewController) {
    self.transition = transition
    self.zoomed = zoomed
    pan.maximumNumberOfTouches = 1
    pan.addAction(UIAction { [weak self] _ in self?.panned() })
    pinch.addAction(UIAction { [weak self] _ in self?.pinched() })
  }

  func install(on view: UIView) {
    view.addGestureRecognizer(pan)
    view.addGestureRecognizer(pinch)
  }

  func uninstall() {
    pan.view?.removeGestureRecognizer(pan)
    pinch.view?.removeGestureRecognizer(pinch)
    driver = nil
  }

  private func panned() {
    switch pan.state {
    case .began:
      let v = pan.velocity(in: nil)
      let t = pan.translation(in: nil)
      let down = (v.y > 0 && abs(v.y) >= abs(v.x)) || (v == .zero && t.y > 0 && abs(t.y) >= abs(t.x))
      begin(location: pan.location(in: zoomed?.viewIfLoaded), velocity: CGVector(dx: v.x, dy: v.y), willBegin: down)
    case .changed:
      driver?.update(min(max(pan.translation(in: nil).y, 0) / height, 1))
    case .ended:
      guard let driver else { return }
      let fraction = max(pan.translation(in: nil).y, 0) / height
      if fraction >= Self.finishFraction || pan.velocity(in: nil).y > Self.finishVelocity { driver.finish() } else { driver.cancel() }
      self.driver = nil
    case .cancelled, .failed:
      driver?.cancel()
      driver = nil
    default:
      break
    }
  }

  private func pinched() {
    switch pinch.state {
    case .began:
      let velocity = pinch.velocity
      begin(
        location: pinch.location(in: zoomed?.viewIfLoaded), velocity: CGVector(dx: velocity, dy: velocity),
        willBegin: pinch.scale < 1 || velocity < 0)
    case .changed:
      driver?.update(min(max((1 - pinch.scale) * 2, 0), 1))
    case .ended:
      guard let driver else { return }
      let fraction = (1 - pinch.scale) * 2
      if fraction >= Self.finishFraction || pinch.velocity < Self.pinchFinishVelocity { driver.finish() } else { driver.cancel() }
      self.driver = nil
    case .cancelled, .failed:
      driver?.cancel()
      driver = nil
    default:
      break
    }
  }

  /// Asks the options, then starts the pop or dismissal with a percent driver.
  private func begin(location: CGPoint, velocity: CGVector, willBegin: Bool) {
    guard driver == nil, let transition, let zoomed, let view = zoomed.viewIfLoaded else { return }
    // Only the controller the zoom shows, at rest: not during another transition of its own.
    let nav = zoomed.navigationController
    let inNavigation = nav?.topViewController === zoomed && nav?._stack.first !== zoomed
    let presenter = zoomed._presentingViewController
    let presentedAtRest = presenter != nil && zoomed._presentedViewController == nil
      && !PresentationTransition.active.contains(where: { $0.involvesChain(of: presenter!) })
    guard let nav, inNavigation, nav._transition == nil, zoomed._presentedViewController == nil else {
      guard presentedAtRest, let presenter else { return }
      guard shouldBegin(transition, location: location, velocity: velocity, willBegin: willBegin) else { return }
      height = max(view.bounds.height, 1)
      let driver = start(transition)
      PresentationTransition.dismiss(from: presenter, animated: true, userInteraction: driver, completion: nil)
      if transition._pendingDriver === driver { transition._pendingDriver = nil; self.driver = nil }
      return
    }
    guard shouldBegin(transition, location: location, velocity: velocity, willBegin: willBegin) else { return }
    height = max(view.bounds.height, 1)
    _ = start(transition)
    nav.popViewController(animated: true)
    // A pop that did not start (refused, or not animated) leaves the driver unused.
    if nav._transition?.animated != true { transition._pendingDriver = nil; self.driver = nil }
  }

  private func shouldBegin(
    _ transition: UIViewController.Transition, location: CGPoint, velocity: CGVector, willBegin: Bool
  ) -> Bool {
    let context = UIViewController.Transition.ZoomOptions.InteractionContext(
      location: location, velocity: velocity, willBegin: willBegin)
    if let ask = transition._zoomOptions?.interactiveDismissShouldBegin { return ask(context) }
    return willBegin
  }

  private func start(_ transition: UIViewController.Transition) -> UIPercentDrivenInteractiveTransition {
    let driver = UIPercentDrivenInteractiveTransition()
    driver.completionCurve = .easeOut
    self.driver = driver
    transition._pendingDriver = driver
    return driver
  }
}
