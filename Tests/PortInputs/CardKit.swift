import UIKit

@objc public protocol CardPresentationDelegate: AnyObject {
  @objc optional func cardDidPresent(_ card: UIViewController)
  @objc optional var allowsDismissal: Bool { get }
}

public final class CardPresentationController: UIPresentationController {
  private let blurView = UIVisualEffectView(effect: nil)
  private lazy var tap = UITapGestureRecognizer(target: self, action: #selector(dimmingTapped(_:)))
  @objc dynamic var cornerRadius: CGFloat = 16
  weak var cardDelegate: CardPresentationDelegate?
  private var frameObservation: NSKeyValueObservation?

  public override var frameOfPresentedViewInContainerView: CGRect {
    guard let container = containerView else { return .zero }
    let height = container.bounds.height * 0.6
    return CGRect(x: 0, y: container.bounds.height - height, width: container.bounds.width, height: height)
  }

  public override func presentationTransitionWillBegin() {
    guard let container = containerView else { return }
    blurView.frame = container.bounds
    blurView.addGestureRecognizer(tap)
    container.insertSubview(blurView, at: 0)
    frameObservation = presentedViewController.view.observe(\.frame, options: [.new]) { [weak self] _, _ in
      self?.applyMask()
    }
    presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
      self.blurView.effect = UIBlurEffect(style: .systemMaterialDark)
    })
  }

  public override func presentationTransitionDidEnd(_ completed: Bool) {
    if completed { cardDelegate?.cardDidPresent?(presentedViewController) }
  }

  public override func dismissalTransitionWillBegin() {
    presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
      self.blurView.effect = nil
    }, completion: nil)
  }

  public override func containerViewDidLayoutSubviews() {
    super.containerViewDidLayoutSubviews()
    presentedView?.frame = frameOfPresentedViewInContainerView
    applyMask()
  }

  private func applyMask() {
    guard let view = presentedView else { return }
    let path = UIBezierPath(roundedRect: view.bounds, byRoundingCorners: [.topLeft, .topRight],
                            cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    let mask = CAShapeLayer()
    mask.path = path.cgPath
    view.layer.mask = mask
  }

  @objc private func dimmingTapped(_ sender: UITapGestureRecognizer) {
    guard cardDelegate?.allowsDismissal ?? true else { return }
    presentedViewController.dismiss(animated: true, completion: nil)
  }
}

public final class CardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let isPresenting: Bool
  private var animator: UIViewImplicitlyAnimating?
  init(isPresenting: Bool) { self.isPresenting = isPresenting }

  public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.45 }

  public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    interruptibleAnimator(using: transitionContext).startAnimation()
  }

  public func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
    if let animator = animator { return animator }
    let key: UITransitionContextViewControllerKey = isPresenting ? .to : .from
    let vc = transitionContext.viewController(forKey: key)!
    let final = transitionContext.finalFrame(for: vc)
    let container = transitionContext.containerView
    if isPresenting {
      container.addSubview(vc.view)
      vc.view.frame = final.offsetBy(dx: 0, dy: final.height)
    }
    let offscreen = vc.view.frame.offsetBy(dx: 0, dy: container.bounds.height)
    let a = UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext), dampingRatio: 0.9) {
      vc.view.frame = self.isPresenting ? final : offscreen
    }
    a.addCompletion { _ in
      DispatchQueue.main.async {
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      }
    }
    animator = a
    return a
  }

  public func animationEnded(_ transitionCompleted: Bool) { animator = nil }
}

public final class CardTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
  let interactor = UIPercentDrivenInteractiveTransition()
  var interactive = false

  public func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
    CardPresentationController(presentedViewController: presented, presenting: presenting)
  }
  public func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
    CardAnimator(isPresenting: true)
  }
  public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
    CardAnimator(isPresenting: false)
  }
  public func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
    interactive ? interactor : nil
  }
}

final class CardViewController: UIViewController {
  @IBOutlet weak var titleLabel: UILabel!
  let cardTransitioningDelegate = CardTransitioningDelegate()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:))))
  }

  @objc func handlePan(_ pan: UIPanGestureRecognizer) {
    let progress = max(0, min(1, pan.translation(in: view).y / view.bounds.height))
    switch pan.state {
    case .began:
      cardTransitioningDelegate.interactive = true
      dismiss(animated: true)
    case .changed:
      cardTransitioningDelegate.interactor.update(progress)
    case .ended, .cancelled:
      cardTransitioningDelegate.interactive = false
      if progress > 0.3 { cardTransitioningDelegate.interactor.finish() } else { cardTransitioningDelegate.interactor.cancel() }
    default: break
    }
  }

  @IBAction func closeTapped(_ sender: UIButton) {
    dismiss(animated: true, completion: nil)
  }
}
