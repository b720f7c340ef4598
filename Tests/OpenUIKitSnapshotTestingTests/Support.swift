import Foundation
import UIKit

/// A screen with a rounded card and a title: what the strategies draw.
@MainActor
final class CardViewController: UIViewController {
  private(set) var safeAreaAtLayout: UIEdgeInsets?
  private(set) var traitsAtLayout: UITraitCollection?

  override func viewDidLoad() {
    view.backgroundColor = .white
    let card = UIView(frame: CGRect(x: 20, y: 120, width: 240, height: 140))
    card.backgroundColor = UIColor(red: 0, green: 0.478, blue: 1, alpha: 1)
    card.layer.cornerRadius = 12
    let label = UILabel(frame: CGRect(x: 16, y: 16, width: 200, height: 24))
    label.text = "Card"
    label.textColor = .white
    card.addSubview(label)
    view.addSubview(card)
  }

  override func viewDidAppear(_ animated: Bool) {
    safeAreaAtLayout = view.safeAreaInsets
    traitsAtLayout = traitCollection
  }
}

/// Slides the presented view up from the bottom in 0.4 s on a linear curve, and back down.
@MainActor
final class SlideUpAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.4 }

  func animateTransition(using context: any UIViewControllerContextTransitioning) {
    let container = context.containerView
    if let toVC = context.viewController(forKey: .to), toVC.isBeingPresented, let toView = context.view(forKey: .to) {
      let final = context.finalFrame(for: toVC)
      toView.frame = final.offsetBy(dx: 0, dy: container.bounds.height)
      container.addSubview(toView)
      UIView.animate(withDuration: 0.4, delay: 0, options: [.curveLinear]) {
        toView.frame = final
      } completion: { _ in
        context.completeTransition(!context.transitionWasCancelled)
      }
    } else if let fromView = context.view(forKey: .from) {
      UIView.animate(withDuration: 0.4, delay: 0, options: [.curveLinear]) {
        fromView.frame.origin.y = container.bounds.height
      } completion: { _ in
        context.completeTransition(!context.transitionWasCancelled)
      }
    }
  }
}

@MainActor
final class SlideUpTransition: NSObject, UIViewControllerTransitioningDelegate {
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { SlideUpAnimator() }

  func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
    SlideUpAnimator()
  }
}

/// A plain controller with a background colour and a title (the trace's subject name).
@MainActor
func coloured(_ title: String, _ color: UIColor) -> UIViewController {
  let vc = UIViewController()
  vc.title = title
  vc.view.backgroundColor = color
  return vc
}
