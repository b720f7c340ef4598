// A bottom-sheet presentation written the way open-source sheet libraries write theirs: a
// presentation controller with a blurred, Auto Layout-pinned dimming view, a rounded top mask,
// a pan that drives a property animator, and content that reports its preferred height.
// As openuikit-port leaves it (`@objc` removed, `#selector` spelled `Selector("…")`, actions
// registered). That this file compiles in Swift 5 mode is one check; SheetLibraryTests runs it.
import UIKit

protocol SheetPresentable: AnyObject {
  var sheetHeight: CGFloat { get }
  var allowsTapToDismiss: Bool { get }
}

extension SheetPresentable {
  var allowsTapToDismiss: Bool { true }
}

final class SheetPresentationController: UIPresentationController {
  let dimmingView = UIView()
  let blurView = UIVisualEffectView(effect: UIBlurEffect(style: .systemUltraThinMaterialDark))
  private var sheetTopConstraint: NSLayoutConstraint?
  private(set) var didLayoutContainer = 0

  override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
    super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
    dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.4)
    dimmingView.alpha = 0
    blurView.alpha = 0
    let tap = UITapGestureRecognizer(target: self, action: Selector("dimmingTapped"))
    dimmingView.addGestureRecognizer(tap)
  }

  private var sheetHeight: CGFloat {
    (presentedViewController as? SheetPresentable)?.sheetHeight ?? 300
  }

  override var frameOfPresentedViewInContainerView: CGRect {
    guard let container = containerView else { return .zero }
    let height = min(sheetHeight + container.safeAreaInsets.bottom, container.bounds.height - container.safeAreaInsets.top)
    return CGRect(x: 0, y: container.bounds.height - height, width: container.bounds.width, height: height)
  }

  override func presentationTransitionWillBegin() {
    guard let container = containerView else { return }
    for v in [dimmingView, blurView] {  // each at the back: the blur ends up under the dimming view
      v.translatesAutoresizingMaskIntoConstraints = false
      container.insertSubview(v, at: 0)
      NSLayoutConstraint.activate([
        v.topAnchor.constraint(equalTo: container.topAnchor),
        v.leadingAnchor.constraint(equalTo: container.leadingAnchor),
        v.trailingAnchor.constraint(equalTo: container.trailingAnchor),
        v.bottomAnchor.constraint(equalTo: container.bottomAnchor),
      ])
    }
    guard let coordinator = presentedViewController.transitionCoordinator else {
      dimmingView.alpha = 1
      blurView.alpha = 1
      return
    }
    coordinator.animate(alongsideTransition: { _ in
      self.dimmingView.alpha = 1
      self.blurView.alpha = 1
    })
  }

  override func presentationTransitionDidEnd(_ completed: Bool) {
    if !completed {
      dimmingView.removeFromSuperview()
      blurView.removeFromSuperview()
    }
  }

  override func dismissalTransitionWillBegin() {
    presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
      self.dimmingView.alpha = 0
      self.blurView.alpha = 0
    }, completion: nil)
  }

  override func dismissalTransitionDidEnd(_ completed: Bool) {
    if completed {
      dimmingView.removeFromSuperview()
      blurView.removeFromSuperview()
    }
  }

  override func containerViewWillLayoutSubviews() {
    super.containerViewWillLayoutSubviews()
    didLayoutContainer += 1
    presentedView?.frame = frameOfPresentedViewInContainerView
    roundTopCorners()
  }

  override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
    super.preferredContentSizeDidChange(forChildContentContainer: container)
    containerView?.setNeedsLayout()
  }

  private func roundTopCorners() {
    guard let presented = presentedView else { return }
    let path = UIBezierPath(roundedRect: presented.bounds, byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 16, height: 16))
    let mask = CAShapeLayer()
    mask.path = path.cgPath
    presented.layer.mask = mask
    presented.layer.cornerCurve = .continuous
  }

  func dimmingTapped() {
    guard (presentedViewController as? SheetPresentable)?.allowsTapToDismiss ?? true else { return }
    presentedViewController.dismiss(animated: true)
  }
}

final class SheetAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let presenting: Bool
  init(presenting: Bool) { self.presenting = presenting }

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    let key: UITransitionContextViewControllerKey = presenting ? .to : .from
    guard let controller = transitionContext.viewController(forKey: key) else { return }
    let finalFrame = transitionContext.finalFrame(for: controller)
    let offscreen = finalFrame.offsetBy(dx: 0, dy: transitionContext.containerView.bounds.height)
    if presenting {
      transitionContext.containerView.addSubview(controller.view)
      controller.view.frame = offscreen
    }
    let timing = UISpringTimingParameters(dampingRatio: 0.9, initialVelocity: .zero)
    let animator = UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext), timingParameters: timing)
    animator.addAnimations {
      controller.view.frame = self.presenting ? finalFrame : offscreen
    }
    animator.addCompletion { position in
      transitionContext.completeTransition(position == .end && !transitionContext.transitionWasCancelled)
    }
    animator.startAnimation()
  }
}

final class SheetTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
  func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
    SheetPresentationController(presentedViewController: presented, presenting: presenting)
  }
  func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
    SheetAnimator(presenting: true)
  }
  func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
    SheetAnimator(presenting: false)
  }
}

final class SheetContentViewController: UIViewController, SheetPresentable {
  let sheetDelegate = SheetTransitioningDelegate()
  let handle = UIView()
  let stack = UIStackView()
  var sheetHeight: CGFloat { 320 }

  override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    modalPresentationStyle = .custom
    transitioningDelegate = sheetDelegate
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .secondarySystemBackground
    handle.backgroundColor = .systemGray3
    handle.layer.cornerRadius = 2.5
    handle.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(handle)
    stack.axis = .vertical
    stack.spacing = UIStackView.spacingUseSystem
    stack.isLayoutMarginsRelativeArrangement = true
    stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 20)
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    for title in ["Share", "Copy link", "Delete"] {
      var configuration = UIButton.Configuration.plain()
      configuration.title = title
      let button = UIButton(configuration: configuration)
      button.contentHorizontalAlignment = .leading
      stack.addArrangedSubview(button)
    }
    NSLayoutConstraint.activate([
      handle.topAnchor.constraint(equalTo: view.topAnchor, constant: 8),
      handle.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      handle.widthAnchor.constraint(equalToConstant: 36),
      handle.heightAnchor.constraint(equalToConstant: 5),
      stack.topAnchor.constraint(equalTo: handle.bottomAnchor, constant: 12),
      stack.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      stack.bottomAnchor.constraint(lessThanOrEqualTo: view.safeAreaLayoutGuide.bottomAnchor),
    ])
    let pan = UIPanGestureRecognizer(target: self, action: Selector("handlePan:"))
    view.addGestureRecognizer(pan)
  }

  func handlePan(_ gesture: UIPanGestureRecognizer) {
    let translation = gesture.translation(in: view)
    switch gesture.state {
    case .changed:
      view.transform = CGAffineTransform(translationX: 0, y: max(0, translation.y))
    case .ended, .cancelled:
      let velocity = gesture.velocity(in: view).y
      if translation.y > view.bounds.height / 3 || velocity > 1000 {
        dismiss(animated: true, completion: nil)
      } else {
        UIView.animate(withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0, options: [.allowUserInteraction]) {
          self.view.transform = .identity
        }
      }
    default:
      break
    }
  }
}

@MainActor func registerSheetLibraryActions() {
  ActionRegistry.register(SheetPresentationController.self, "dimmingTapped") { pc, _ in pc.dimmingTapped() }
  ActionRegistry.register(SheetContentViewController.self, "handlePan:") { vc, sender in
    vc.handlePan(sender as! UIPanGestureRecognizer)
  }
}
