import UIKit

/// Drives the dismissal with a finger: a pan down on the presented view starts dismissing, the
/// view follows the finger, and on lift the dismissal finishes past half-way (or when flicked
/// down) and is cancelled otherwise.
public final class SwipeDownInteraction: UIPercentDrivenInteractiveTransition {
  public private(set) var isInteracting = false
  private weak var controller: UIViewController?

  /// Adds the pan gesture to `controller`'s view.
  public func attach(to controller: UIViewController) {
    self.controller = controller
    let pan = UIPanGestureRecognizer()
    pan.addAction(UIAction { [weak self, weak pan] _ in
      if let self, let pan { self.handle(pan) }
    })
    controller.view.addGestureRecognizer(pan)
  }

  private func handle(_ pan: UIPanGestureRecognizer) {
    guard let view = pan.view else { return }
    let progress = min(max(pan.translation(in: view).y / view.bounds.height, 0), 1)
    switch pan.state {
    case .began:
      isInteracting = true
      controller?.dismiss(animated: true)
    case .changed:
      update(progress)
    case .ended:
      isInteracting = false
      if progress > 0.5 || pan.velocity(in: view).y > 1000 { finish() } else { cancel() }
    case .cancelled, .failed:
      isInteracting = false
      cancel()
    default:
      break
    }
  }
}
