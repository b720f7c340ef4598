// A photo gallery with a zoom transition and an interruptible swipe-to-dismiss, written the way
// open-source "zoom transition" libraries and apps write it (Swift 5 mode), after the mechanical
// port (`@objc` removed, `#selector` spelled `Selector("…")`). It must compile unchanged.
import UIKit

protocol ZoomTransitionSource: AnyObject {
  func zoomSourceImageView(for transition: ZoomTransitionController) -> UIImageView?
}

final class ZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  var isPresenting = true
  weak var sourceImageView: UIImageView?
  weak var destinationImageView: UIImageView?
  private var transitionImageView: UIImageView?
  private(set) var runningAnimator: UIViewPropertyAnimator?

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
    return isPresenting ? 0.5 : 0.25
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    let animator = interruptibleAnimator(using: transitionContext)
    animator.startAnimation()
  }

  func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
    if let runningAnimator = runningAnimator { return runningAnimator }
    let containerView = transitionContext.containerView
    let toView = transitionContext.view(forKey: .to)
    let fromView = transitionContext.view(forKey: .from)
    let duration = transitionDuration(using: transitionContext)

    guard let source = sourceImageView, let image = source.image else {
      let fallback = UIViewPropertyAnimator(duration: duration, curve: .easeInOut) {
        if self.isPresenting { toView?.alpha = 1 } else { fromView?.alpha = 0 }
      }
      if isPresenting, let toView = toView {
        toView.alpha = 0
        containerView.addSubview(toView)
      }
      fallback.addCompletion { position in
        transitionContext.completeTransition(position == .end && !transitionContext.transitionWasCancelled)
      }
      runningAnimator = fallback
      return fallback
    }

    let startFrame = source.convert(source.bounds, to: containerView)
    let imageView = UIImageView(image: image)
    imageView.contentMode = .scaleAspectFill
    imageView.clipsToBounds = true
    imageView.layer.cornerRadius = source.layer.cornerRadius
    transitionImageView = imageView

    if isPresenting, let toView = toView {
      toView.frame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
      toView.alpha = 0
      containerView.addSubview(toView)
      toView.layoutIfNeeded()
    }
    let endFrame: CGRect
    if let destination = destinationImageView {
      endFrame = destination.convert(destination.bounds, to: containerView)
    } else {
      let bounds = containerView.bounds
      let scale = min(bounds.width / image.size.width, bounds.height / image.size.height)
      let size = CGSize(width: image.size.width * scale, height: image.size.height * scale)
      endFrame = CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }
    imageView.frame = isPresenting ? startFrame : endFrame
    containerView.addSubview(imageView)
    source.isHidden = true
    destinationImageView?.isHidden = true

    let timing = UISpringTimingParameters(dampingRatio: 0.82, initialVelocity: CGVector(dx: 0, dy: 0))
    let animator = UIViewPropertyAnimator(duration: duration, timingParameters: timing)
    animator.addAnimations {
      imageView.frame = self.isPresenting ? endFrame : startFrame
      imageView.layer.cornerRadius = self.isPresenting ? 0 : source.layer.cornerRadius
      if self.isPresenting { toView?.alpha = 1 } else { fromView?.alpha = 0 }
    }
    animator.addCompletion { position in
      imageView.removeFromSuperview()
      source.isHidden = false
      self.destinationImageView?.isHidden = false
      let completed = position == .end
      if !self.isPresenting && !completed { fromView?.alpha = 1 }
      transitionContext.completeTransition(completed && !transitionContext.transitionWasCancelled)
    }
    runningAnimator = animator
    return animator
  }

  func animationEnded(_ transitionCompleted: Bool) {
    runningAnimator = nil
    transitionImageView = nil
  }
}

/// The interactive dismissal: a pan drags the photo; the release decides with velocity.
final class ZoomTransitionController: NSObject, UIViewControllerTransitioningDelegate, UIViewControllerInteractiveTransitioning {
  let animator = ZoomAnimator()
  weak var source: ZoomTransitionSource?
  var isInteractive = false
  private var context: UIViewControllerContextTransitioning?
  private(set) var lastProgress: CGFloat = 0
  var wantsInteractiveStart: Bool { return isInteractive }

  func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
    animator.isPresenting = true
    animator.sourceImageView = self.source?.zoomSourceImageView(for: self)
    animator.destinationImageView = (presented as? PhotoViewController)?.imageView
    return animator
  }

  func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
    animator.isPresenting = false
    animator.sourceImageView = self.source?.zoomSourceImageView(for: self)
    animator.destinationImageView = (dismissed as? PhotoViewController)?.imageView
    return animator
  }

  func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
    return isInteractive ? self : nil
  }

  func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
    context = transitionContext
    let running = animator.interruptibleAnimator(using: transitionContext)
    running.pauseAnimation()
  }

  func handlePan(_ pan: UIPanGestureRecognizer) {
    guard let view = pan.view else { return }
    let translation = pan.translation(in: view)
    let progress = min(max(translation.y / max(view.bounds.height, 1), 0), 1)
    switch pan.state {
    case .changed:
      guard let context = context, let running = animator.runningAnimator else { return }
      running.fractionComplete = progress
      context.updateInteractiveTransition(progress)
      lastProgress = progress
    case .ended, .cancelled:
      guard let context = context, let running = animator.runningAnimator else { return }
      let velocity = pan.velocity(in: view)
      let finish = pan.state == .ended && (progress > 0.33 || velocity.y > 900)
      if finish {
        context.finishInteractiveTransition()
      } else {
        context.cancelInteractiveTransition()
        running.isReversed = true
      }
      let remaining = (1 - running.fractionComplete)
      let spring = UISpringTimingParameters(dampingRatio: 0.9, initialVelocity: CGVector(dx: 0, dy: velocity.y / 1000))
      running.continueAnimation(withTimingParameters: spring, durationFactor: max(remaining, 0.2))
      isInteractive = false
      self.context = nil
    default:
      break
    }
  }
}

final class PhotoViewController: UIViewController {
  let imageView = UIImageView()
  let closeButton = UIButton(type: .system)
  var transitionController: ZoomTransitionController?
  private(set) var panRecognizer: UIPanGestureRecognizer!

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .black
    imageView.contentMode = .scaleAspectFit
    imageView.translatesAutoresizingMaskIntoConstraints = false
    imageView.isUserInteractionEnabled = true
    view.addSubview(imageView)
    closeButton.setTitle("Close", for: .normal)
    closeButton.tintColor = .white
    closeButton.translatesAutoresizingMaskIntoConstraints = false
    closeButton.addTarget(self, action: Selector("closeTapped"), for: .touchUpInside)
    view.addSubview(closeButton)
    NSLayoutConstraint.activate([
      imageView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      imageView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      imageView.centerYAnchor.constraint(equalTo: view.centerYAnchor),
      imageView.heightAnchor.constraint(equalTo: imageView.widthAnchor, multiplier: 0.75),
      closeButton.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
      closeButton.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
    ])
    panRecognizer = UIPanGestureRecognizer(target: self, action: Selector("didPan:"))
    view.addGestureRecognizer(panRecognizer)
  }

  override var prefersStatusBarHidden: Bool { return true }

  func closeTapped() {
    dismiss(animated: true, completion: nil)
  }

  func didPan(_ pan: UIPanGestureRecognizer) {
    if pan.state == .began {
      transitionController?.isInteractive = true
      dismiss(animated: true, completion: nil)
    } else {
      transitionController?.handlePan(pan)
    }
  }
}

final class GalleryViewController: UIViewController, ZoomTransitionSource {
  let thumbnail = UIImageView()
  let zoom = ZoomTransitionController()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    thumbnail.frame = CGRect(x: 20, y: 120, width: 120, height: 90)
    thumbnail.layer.cornerRadius = 8
    thumbnail.clipsToBounds = true
    thumbnail.contentMode = .scaleAspectFill
    thumbnail.isUserInteractionEnabled = true
    thumbnail.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Selector("thumbnailTapped")))
    view.addSubview(thumbnail)
    zoom.source = self
  }

  func zoomSourceImageView(for transition: ZoomTransitionController) -> UIImageView? {
    return thumbnail
  }

  func thumbnailTapped() {
    let photo = PhotoViewController()
    photo.imageView.image = thumbnail.image
    photo.transitionController = zoom
    photo.modalPresentationStyle = .overFullScreen
    photo.transitioningDelegate = zoom
    present(photo, animated: true)
  }
}

/// What `openuikit-port` writes for the `@objc` action methods above.
@MainActor func registerZoomGalleryActions() {
  ActionRegistry.register(PhotoViewController.self, "closeTapped") { vc in vc.closeTapped() }
  ActionRegistry.register(PhotoViewController.self, "didPan:") { vc, sender in
    vc.didPan(sender as! UIPanGestureRecognizer)
  }
  ActionRegistry.register(GalleryViewController.self, "thumbnailTapped") { vc in vc.thumbnailTapped() }
  ActionRegistry.registerImplemented(ZoomTransitionController.self, [
    "animationControllerForPresentedController:presentingController:sourceController:",
    "animationControllerForDismissedController:",
    "interactionControllerForDismissal:",
  ])
  ActionRegistry.registerImplemented(ZoomAnimator.self, ["interruptibleAnimatorForTransition:", "animationEnded:"])
}
