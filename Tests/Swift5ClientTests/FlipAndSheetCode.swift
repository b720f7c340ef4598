// A navigation flip transition built from snapshots, keyframes and a 3-D perspective, and a
// bottom sheet with custom detents, written as apps write them (Swift 5 mode, after the port).
import UIKit

final class FlipPushAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let operation: UINavigationController.Operation
  private(set) var keyframeCount = 0
  init(operation: UINavigationController.Operation) { self.operation = operation }

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
    return 0.6
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    guard let fromVC = transitionContext.viewController(forKey: UITransitionContextViewControllerKey.from),
          let toVC = transitionContext.viewController(forKey: UITransitionContextViewControllerKey.to),
          let fromSnapshot = fromVC.view.snapshotView(afterScreenUpdates: false) else {
      transitionContext.completeTransition(false)
      return
    }
    let container = transitionContext.containerView
    let finalFrame = transitionContext.finalFrame(for: toVC)
    toVC.view.frame = finalFrame
    container.addSubview(toVC.view)
    guard let toSnapshot = toVC.view.snapshotView(afterScreenUpdates: true) else {
      transitionContext.completeTransition(false)
      return
    }
    toSnapshot.frame = finalFrame
    fromSnapshot.frame = transitionContext.initialFrame(for: fromVC)
    container.addSubview(toSnapshot)
    container.addSubview(fromSnapshot)
    toVC.view.isHidden = true

    var perspective = CATransform3DIdentity
    perspective.m34 = -1.0 / 500
    container.layer.sublayerTransform = perspective
    let angle: CGFloat = operation == .push ? .pi / 2 : -.pi / 2
    toSnapshot.layer.transform = CATransform3DMakeRotation(-angle, 0, 1, 0)

    let duration = transitionDuration(using: transitionContext)
    UIView.animateKeyframes(withDuration: duration, delay: 0, options: .calculationModeCubic, animations: {
      UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
        fromSnapshot.layer.transform = CATransform3DMakeRotation(angle, 0, 1, 0)
      }
      UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
        toSnapshot.layer.transform = CATransform3DIdentity
      }
      self.keyframeCount += 2
    }, completion: { _ in
      toVC.view.isHidden = false
      fromSnapshot.removeFromSuperview()
      toSnapshot.removeFromSuperview()
      container.layer.sublayerTransform = CATransform3DIdentity
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    })
  }
}

final class FlipNavigationDelegate: NSObject, UINavigationControllerDelegate {
  private(set) var animators: [FlipPushAnimator] = []
  func navigationController(_ navigationController: UINavigationController,
                            animationControllerFor operation: UINavigationController.Operation,
                            from fromVC: UIViewController,
                            to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
    let animator = FlipPushAnimator(operation: operation)
    animators.append(animator)
    return animator
  }
}

final class FilterSheetViewController: UIViewController {
  static let compact = UISheetPresentationController.Detent.Identifier("compact")
  let titleLabel = UILabel()
  let applyButton = UIButton(type: .system)
  private(set) var detentChanges: [UISheetPresentationController.Detent.Identifier?] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .secondarySystemBackground
    titleLabel.text = "Filters"
    titleLabel.font = .preferredFont(forTextStyle: .headline)
    applyButton.setTitle("Apply", for: .normal)
    let stack = UIStackView(arrangedSubviews: [titleLabel, applyButton])
    stack.axis = .vertical
    stack.spacing = 12
    stack.alignment = .center
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: view.topAnchor, constant: 24),
      stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
    ])
    if let sheet = sheetPresentationController {
      sheet.detents = [
        .custom(identifier: FilterSheetViewController.compact) { context in
          return context.maximumDetentValue * 0.3
        },
        .large(),
      ]
      sheet.prefersGrabberVisible = true
      sheet.preferredCornerRadius = 24
      sheet.largestUndimmedDetentIdentifier = FilterSheetViewController.compact
      sheet.delegate = self
    }
  }

  func expand() {
    sheetPresentationController?.animateChanges {
      sheetPresentationController?.selectedDetentIdentifier = .large
    }
  }
}

extension FilterSheetViewController: UISheetPresentationControllerDelegate {
  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {
    detentChanges.append(sheetPresentationController.selectedDetentIdentifier)
  }
}
