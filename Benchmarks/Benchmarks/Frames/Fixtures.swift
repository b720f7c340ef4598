import Foundation
import OpenQuartzCore
import OpenUIKit
import OpenUIKitTesting

/// A window with a root controller that presents and dismisses a custom presentation.
@MainActor
final class PresentationFixture {
  final class Animator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    init(presenting: Bool) { self.presenting = presenting }
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.35 }
    func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
      let container = ctx.containerView
      if presenting, let toView = ctx.view(forKey: .to), let to = ctx.viewController(forKey: .to) {
        let final = ctx.finalFrame(for: to)
        toView.frame = final.offsetBy(dx: 0, dy: container.bounds.height)
        container.addSubview(toView)
        UIView.animate(withDuration: 0.35, animations: { toView.frame = final }) { _ in
          ctx.completeTransition(!ctx.transitionWasCancelled)
        }
      } else if let fromView = ctx.view(forKey: .from) {
        UIView.animate(withDuration: 0.35, animations: { fromView.frame.origin.y = container.bounds.height }) { _ in
          ctx.completeTransition(!ctx.transitionWasCancelled)
        }
      }
    }
  }

  final class DimmingController: UIPresentationController {
    let dimming = UIView()
    override var frameOfPresentedViewInContainerView: CGRect {
      let b = containerView?.bounds ?? .zero
      return CGRect(x: 0, y: b.height / 2, width: b.width, height: b.height / 2)
    }
    override func presentationTransitionWillBegin() {
      guard let container = containerView else { return }
      dimming.frame = container.bounds
      dimming.backgroundColor = UIColor(white: 0, alpha: 0.4)
      dimming.alpha = 0
      container.insertSubview(dimming, at: 0)
      presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimming.alpha = 1 }, completion: nil)
    }
    override func dismissalTransitionWillBegin() {
      presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimming.alpha = 0 }, completion: nil)
    }
    override func dismissalTransitionDidEnd(_ completed: Bool) {
      if completed { dimming.removeFromSuperview() }
    }
  }

  final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(
      forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
      DimmingController(presentedViewController: presented, presenting: presenting)
    }
    func animationController(
      forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
      Animator(presenting: true)
    }
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
      Animator(presenting: false)
    }
  }

  let root = UIViewController()
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
  let delegate = Delegate()

  init() {
    window.rootViewController = root
    window.makeKeyAndVisible()
    UIApplication.shared.runUntilIdle()
  }

  func cycle() {
    let b = UIViewController()
    b.modalPresentationStyle = .custom
    b.transitioningDelegate = delegate
    root.present(b, animated: true)
    UIApplication.shared.advance(by: 23.0 / 60)
    b.dismiss(animated: true)
    UIApplication.shared.advance(by: 23.0 / 60)
  }

  func tearDown() {
    window.rootViewController = nil
    window.isHidden = true
    UIApplication.shared.runUntilIdle()
  }
}

/// 10,000 layers, each with an eased position, a linear opacity and a spring transform
/// animation, long enough to outlast any benchmark run.
@MainActor
enum LayerTree {
  static func make(layers count: Int) -> CALayer {
    let root = CALayer()
    root.bounds = CGRect(x: 0, y: 0, width: 1000, height: 1000)
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    let ease = CAMediaTimingFunction(name: .easeInEaseOut)
    let linear = CAMediaTimingFunction(name: .linear)
    for i in 0..<count {
      let layer = CALayer()
      layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
      layer.position = CGPoint(x: Double(i % 100) * 10, y: Double(i / 100) * 10)
      root.addSublayer(layer)
      let duration = 600 + Double(i % 101)
      let position = CABasicAnimation(keyPath: "position")
      position.fromValue = CGPoint(x: 0, y: 0)
      position.toValue = layer.position
      position.duration = duration
      position.timingFunction = i % 2 == 0 ? ease : linear
      layer.add(position, forKey: "position")
      let opacity = CABasicAnimation(keyPath: "opacity")
      opacity.fromValue = 0
      opacity.toValue = 1
      opacity.duration = duration
      opacity.timingFunction = linear
      layer.add(opacity, forKey: "opacity")
      let spring = CASpringAnimation(keyPath: "transform")
      spring.fromValue = CATransform3DMakeScale(0.5, 0.5, 1)
      spring.toValue = CATransform3DIdentity
      spring.damping = 8 + Double(i % 7)
      spring.duration = duration
      layer.add(spring, forKey: "transform")
    }
    CATransaction.commit()
    return root
  }
}
