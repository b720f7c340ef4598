import Foundation
import OpenQuartzCore

/// iOS 13 sheets: dragging a page or form sheet down dismisses it interactively.
///
/// On a downward pan of the presented view: with `isModalInPresentation`, only
/// `presentationControllerDidAttemptToDismiss`; otherwise `presentationControllerShouldDismiss`
/// (false → DidAttemptToDismiss), then `presentationControllerWillDismiss`, an interactive
/// dismissal scrubbed by the finger (over the sheet's height), finished when released past a
/// third of the way or flicked down faster than 1,000 pt/s, else cancelled; a finished
/// dismissal ends with `presentationControllerDidDismiss`. None of these delegate calls happen
/// for programmatic dismissal (Docs/Behaviour.md).
@preconcurrency @MainActor
final class SheetDismissGesture {
  static let finishFraction: CGFloat = 1.0 / 3.0
  static let finishVelocity: CGFloat = 1000

  weak var controller: UIPresentationController?
  let pan = UIPanGestureRecognizer()
  private var driver: UIPercentDrivenInteractiveTransition?
  private var height: CGFloat = 1

  init(controller: UIPresentationController) {
    self.controller = controller
    pan.maximumNumberOfTouches = 1
    pan.addAction(UIAction { [weak self] _ in self?.update() })
  }

  func install(on view: UIView) { view.addGestureRecognizer(pan) }
  func uninstall() { pan.view?.removeGestureRecognizer(pan) }

  private func update() {
    guard let pc = controller else { return }
    let presented = pc.presentedViewController
    switch pan.state {
    case .began:
      guard pan.velocity(in: nil).y >= 0 || pan.translation(in: nil).y >= 0 else { return }
      // Not while a presentation or dismissal of this chain runs (one started in the same turn
      // as the drag included): the drag then moves nothing, as a programmatic dismiss is refused.
      // Nor while the sheet presents something itself (even inside its own view, over its
      // context): the drag would dismiss a chain whose top is not what the finger moves.
      let chainPresenter = pc.presentingViewController
      guard !PresentationTransition.active.contains(where: { $0.involvesChain(of: chainPresenter) }),
        presented._presentedViewController == nil
      else { return }
      if presented._isModalInPresentationIncludingChildren {
        pc.delegate?.presentationControllerDidAttemptToDismiss(pc)
        return
      }
      if let delegate = pc.delegate, !delegate.presentationControllerShouldDismiss(pc) {
        delegate.presentationControllerDidAttemptToDismiss(pc)
        return
      }
      pc.delegate?.presentationControllerWillDismiss(pc)
      height = max(pc.presentedView?.bounds.height ?? 1, 1)
      let driver = UIPercentDrivenInteractiveTransition()
      driver.completionCurve = .easeOut
      self.driver = driver
      let presenter = pc.presentingViewController
      PresentationTransition.dismiss(from: presenter, animated: true, userInteraction: driver) { [weak pc] in
        guard let pc else { return }
        pc.delegate?.presentationControllerDidDismiss(pc)
      }
    case .changed:
      driver?.update(max(0, pan.translation(in: nil).y) / height)
    case .ended:
      guard let driver else { return }
      let fraction = max(0, pan.translation(in: nil).y) / height
      if fraction >= Self.finishFraction || pan.velocity(in: nil).y > Self.finishVelocity { driver.finish() } else { driver.cancel() }
      self.driver = nil
    case .cancelled, .failed:
      driver?.cancel()
      driver = nil
    default:
      break
    }
  }
}
