// Everyday UIKit that transition code in the wild leans on, written as iOS code writes it.
// That this file compiles in Swift 5 mode is the check (issue 10: "missing everyday API").
import UIKit

final class EverydayAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.35 }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    guard let fromVC = transitionContext.viewController(forKey: .from),
          let toVC = transitionContext.viewController(forKey: .to),
          let toView = transitionContext.view(forKey: .to) else { return }
    let container = transitionContext.containerView
    let finalFrame = transitionContext.finalFrame(for: toVC)
    let initialFrame = transitionContext.initialFrame(for: fromVC)
    toView.frame = finalFrame.offsetBy(dx: 0, dy: finalFrame.height)
    toView.layer.cornerRadius = 12
    toView.layer.masksToBounds = true
    toView.layer.shadowColor = UIColor.black.cgColor
    toView.layer.shadowOpacity = 0.3
    toView.layer.shadowRadius = 8
    toView.layer.shadowOffset = CGSize(width: 0, height: -2)
    toView.clipsToBounds = false
    toView.isUserInteractionEnabled = true
    toView.tintColor = UIColor.systemBlue
    toView.backgroundColor = UIColor.black.withAlphaComponent(0.5)
    container.addSubview(toView)
    container.bringSubviewToFront(toView)
    fromVC.view.transform = CGAffineTransform(scaleX: 0.95, y: 0.95)
    _ = initialFrame
    _ = UIScreen.main.bounds
    _ = UIScreen.main.scale
    _ = toView.convert(toView.bounds, to: container)
    _ = toView.convert(CGPoint.zero, from: nil)
    UIView.animate(withDuration: 0.35, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState], animations: {
      toView.frame = finalFrame
      fromVC.view.transform = .identity
      fromVC.view.alpha = 0.8
      toView.layoutIfNeeded()
    }, completion: { finished in
      fromVC.view.alpha = 1
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    })
    UIView.animate(withDuration: 0.35, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0.5, options: .curveEaseOut, animations: {
      toView.center.y -= 0
    }, completion: nil)
    UIView.animateKeyframes(withDuration: 0.35, delay: 0, options: .calculationModeLinear, animations: {
      UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { toView.alpha = 1 }
    }, completion: nil)
    UIView.performWithoutAnimation { toView.setNeedsLayout() }
    let animator = UIViewPropertyAnimator(duration: 0.35, curve: .easeOut) { toView.alpha = 1 }
    animator.addCompletion { position in if position == .end { toView.alpha = 1 } }
    animator.startAnimation()
  }
}

final class EverydayGestureHandler: NSObject, UIGestureRecognizerDelegate {
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    guard let pan = gestureRecognizer as? UIPanGestureRecognizer, let view = pan.view else { return true }
    let velocity = pan.velocity(in: view)
    return abs(velocity.y) > abs(velocity.x)
  }

  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
    return false
  }

  func install(on viewController: UIViewController) -> UIScreenEdgePanGestureRecognizer {
    let edge = UIScreenEdgePanGestureRecognizer(target: nil, action: nil)
    edge.edges = .left
    edge.delegate = self
    viewController.view.addGestureRecognizer(edge)
    viewController.navigationController?.interactivePopGestureRecognizer?.delegate = self
    return edge
  }

  func progress(of pan: UIPanGestureRecognizer, in view: UIView) -> CGFloat {
    let translation = pan.translation(in: view)
    pan.setTranslation(.zero, in: view)
    let location = pan.location(in: view)
    _ = location
    return translation.x / max(view.bounds.width, 1)
  }
}

final class EverydayNavigationDelegate: NSObject, UINavigationControllerDelegate {
  let interaction = UIPercentDrivenInteractiveTransition()
  func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
    return operation == .push ? EverydayAnimator() : nil
  }
  func navigationController(_ navigationController: UINavigationController, interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
    return nil
  }
}

final class EverydayTabDelegate: NSObject, UITabBarControllerDelegate {
  func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
    return EverydayAnimator()
  }
}

final class EverydayPopoverDelegate: NSObject, UIPopoverPresentationControllerDelegate {
  func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .none }
  func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle { .none }

  @MainActor func presentPopover(from source: UIViewController, anchor: UIView) {
    let content = UIViewController()
    content.modalPresentationStyle = .popover
    content.preferredContentSize = CGSize(width: 200, height: 120)
    content.popoverPresentationController?.sourceView = anchor
    content.popoverPresentationController?.sourceRect = anchor.bounds
    content.popoverPresentationController?.permittedArrowDirections = .up
    content.popoverPresentationController?.delegate = self
    source.present(content, animated: true, completion: nil)
  }
}

final class EverydayContainer: UIViewController {
  private var current: UIViewController?

  override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
    super.viewWillTransition(to: size, with: coordinator)
    coordinator.animate(alongsideTransition: { context in
      self.view.layoutIfNeeded()
      _ = context.isInteractive
    }, completion: nil)
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    if traitCollection.horizontalSizeClass == .compact { view.setNeedsLayout() }
  }

  func show(child: UIViewController) {
    guard let old = current else {
      addChild(child)
      view.addSubview(child.view)
      child.view.frame = view.bounds
      child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      child.didMove(toParent: self)
      current = child
      return
    }
    old.willMove(toParent: nil)
    addChild(child)
    transition(from: old, to: child, duration: 0.3, options: [.transitionCrossDissolve], animations: nil) { _ in
      old.removeFromParent()
      child.didMove(toParent: self)
    }
    current = child
  }

  override var preferredContentSize: CGSize {
    get { CGSize(width: 320, height: 480) }
    set { super.preferredContentSize = newValue }
  }
}

@MainActor func everydayApplicationCalls() {
  let window = UIApplication.shared.windows.first { $0.isKeyWindow }
  _ = window?.rootViewController
  _ = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.first?.keyWindow
  let nav = UINavigationController(rootViewController: UIViewController())
  nav.pushViewController(UIViewController(), animated: true)
  nav.popViewController(animated: true)
  nav.setNavigationBarHidden(true, animated: false)
  nav.navigationBar.isTranslucent = false
  nav.navigationBar.tintColor = .white
  let tab = UITabBarController()
  tab.viewControllers = [nav]
  tab.selectedIndex = 0
  let item = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
  nav.topViewController?.navigationItem.rightBarButtonItem = item
  UIView.setAnimationsEnabled(true)
  _ = UIView.areAnimationsEnabled
  _ = CACurrentMediaTime()
  CATransaction.begin()
  CATransaction.setDisableActions(true)
  CATransaction.setAnimationDuration(0.25)
  CATransaction.setCompletionBlock { }
  CATransaction.commit()
  let fade = CABasicAnimation(keyPath: "opacity")
  fade.fromValue = 0
  fade.toValue = 1
  fade.duration = 0.25
  fade.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
  fade.fillMode = .forwards
  fade.isRemovedOnCompletion = false
  nav.view.layer.add(fade, forKey: "fade")
  var t = CATransform3DIdentity
  t.m34 = -1 / 500
  t = CATransform3DRotate(t, .pi / 2, 0, 1, 0)
  nav.view.layer.transform = t
  nav.view.layer.anchorPoint = CGPoint(x: 0, y: 0.5)
  nav.view.layer.zPosition = 10
  let link = CADisplayLink(target: nav, selector: Selector("tick:"))
  link.add(to: .main, forMode: .common)
  link.invalidate()
}
