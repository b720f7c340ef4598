// A photo viewer presented with a custom animator and dismissed interactively by pinching the
// photo closed, written the way apps write it (Swift 5 mode), after the mechanical port (`@objc`
// removed, `#selector` spelled `Selector("…")`). It must compile unchanged.
import UIKit

final class PhotoFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let isPresenting: Bool

  init(isPresenting: Bool) {
    self.isPresenting = isPresenting
    super.init()
  }

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
    return 0.3
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    let duration = transitionDuration(using: transitionContext)
    if isPresenting {
      guard let toVC = transitionContext.viewController(forKey: .to), let toView = transitionContext.view(forKey: .to) else {
        transitionContext.completeTransition(false)
        return
      }
      toView.frame = transitionContext.finalFrame(for: toVC)
      toView.alpha = 0
      toView.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
      transitionContext.containerView.addSubview(toView)
      UIView.animate(withDuration: duration, animations: {
        toView.alpha = 1
        toView.transform = .identity
      }, completion: { _ in
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
    } else {
      guard let fromView = transitionContext.view(forKey: .from) else {
        transitionContext.completeTransition(false)
        return
      }
      UIView.animate(withDuration: duration, delay: 0, options: [.curveLinear], animations: {
        fromView.alpha = 0
        fromView.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
      }, completion: { _ in
        let completed = !transitionContext.transitionWasCancelled
        if completed { fromView.removeFromSuperview() }
        transitionContext.completeTransition(completed)
      })
    }
  }
}

/// Pinching the photo closed scrubs the dismissal; past half-way (or a quick pinch) it finishes.
final class PinchToDismissInteraction: UIPercentDrivenInteractiveTransition {
  private(set) var interactionInProgress = false
  private(set) var lastProgress: CGFloat = 0
  private weak var viewController: UIViewController?

  func attach(to viewController: UIViewController) {
    self.viewController = viewController
    let pinch = UIPinchGestureRecognizer(target: self, action: Selector("handlePinch:"))
    viewController.view.addGestureRecognizer(pinch)
  }

  func handlePinch(_ gesture: UIPinchGestureRecognizer) {
    let progress = min(max(1 - gesture.scale, 0), 1)
    switch gesture.state {
    case .began:
      guard gesture.scale < 1 else { return }
      interactionInProgress = true
      viewController?.dismiss(animated: true, completion: nil)
    case .changed:
      guard interactionInProgress else { return }
      update(progress)
      lastProgress = progress
    case .ended:
      guard interactionInProgress else { return }
      interactionInProgress = false
      if progress > 0.5 || gesture.velocity < -4 {
        finish()
      } else {
        cancel()
      }
    case .cancelled, .failed:
      guard interactionInProgress else { return }
      interactionInProgress = false
      cancel()
    default:
      break
    }
  }
}

final class PhotoViewerViewController: UIViewController, UIViewControllerTransitioningDelegate, UIGestureRecognizerDelegate {
  let imageView = UIImageView()
  let interaction = PinchToDismissInteraction()
  private(set) var rotationRecognizer: UIRotationGestureRecognizer!

  override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    modalPresentationStyle = .overFullScreen
    transitioningDelegate = self
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .black
    imageView.contentMode = .scaleAspectFit
    imageView.frame = view.bounds
    imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(imageView)
    interaction.attach(to: self)
    // Twisting the photo turns it while it is pinched (both at once through the delegate).
    rotationRecognizer = UIRotationGestureRecognizer(target: self, action: Selector("handleRotation:"))
    rotationRecognizer.delegate = self
    view.addGestureRecognizer(rotationRecognizer)
  }

  func handleRotation(_ gesture: UIRotationGestureRecognizer) {
    switch gesture.state {
    case .began, .changed:
      imageView.transform = imageView.transform.rotated(by: gesture.rotation)
      gesture.rotation = 0
    default:
      UIView.animate(withDuration: 0.2) {
        self.imageView.transform = .identity
      }
    }
  }

  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
    return true
  }

  func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
    return PhotoFadeAnimator(isPresenting: true)
  }

  func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
    return PhotoFadeAnimator(isPresenting: false)
  }

  func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
    return interaction.interactionInProgress ? interaction : nil
  }
}

final class PinchGridViewController: UIViewController {
  let thumbnail = UIImageView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    thumbnail.frame = CGRect(x: 20, y: 120, width: 100, height: 100)
    thumbnail.isUserInteractionEnabled = true
    thumbnail.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Selector("openPhoto")))
    view.addSubview(thumbnail)
  }

  func openPhoto() {
    let viewer = PhotoViewerViewController(nibName: nil, bundle: nil)
    viewer.imageView.image = thumbnail.image
    present(viewer, animated: true, completion: nil)
  }
}

/// What `openuikit-port` writes for the `@objc` action methods above.
@MainActor func registerPinchDismissActions() {
  ActionRegistry.register(PinchToDismissInteraction.self, "handlePinch:") { interaction, sender in
    interaction.handlePinch(sender as! UIPinchGestureRecognizer)
  }
  ActionRegistry.register(PhotoViewerViewController.self, "handleRotation:") { vc, sender in
    vc.handleRotation(sender as! UIRotationGestureRecognizer)
  }
  ActionRegistry.register(PinchGridViewController.self, "openPhoto") { vc in vc.openPhoto() }
  ActionRegistry.registerImplemented(PhotoViewerViewController.self, [
    "animationControllerForPresentedController:presentingController:sourceController:",
    "animationControllerForDismissedController:",
    "interactionControllerForDismissal:",
    "gestureRecognizer:shouldRecognizeSimultaneouslyWithGestureRecognizer:",
  ])
}
