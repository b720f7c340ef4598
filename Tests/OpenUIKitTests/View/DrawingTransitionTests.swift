import Foundation
import OpenQuartzCore
import OpenUIKitTesting
import Testing
import UIKit

/// A circular-reveal presentation with a blur fading in behind it — the common pattern of
/// transition libraries — driven by a percent-driven interaction.
@MainActor
final class RevealAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let duration: TimeInterval = 1.0
  let mask = CAShapeLayer()
  let blur = UIVisualEffectView(effect: nil)

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
    duration
  }

  static func circle(_ r: CGFloat, center: CGPoint) -> CGPath {
    CGPath(ellipseIn: CGRect(x: center.x - r, y: center.y - r, width: 2 * r, height: 2 * r), transform: nil)
  }

  func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
    let container = ctx.containerView
    let toView = ctx.view(forKey: .to)!
    toView.frame = ctx.finalFrame(for: ctx.viewController(forKey: .to)!)
    blur.frame = container.bounds
    container.addSubview(blur)
    container.addSubview(toView)
    let center = CGPoint(x: toView.bounds.midX, y: toView.bounds.midY)
    mask.frame = toView.bounds
    mask.path = Self.circle(1000, center: center)
    toView.layer.mask = mask
    let reveal = CABasicAnimation(keyPath: "path")
    reveal.fromValue = Self.circle(10, center: center)
    reveal.toValue = Self.circle(1000, center: center)
    reveal.duration = duration
    mask.add(reveal, forKey: "reveal")
    UIView.animate(
      withDuration: duration, delay: 0, options: [.curveLinear],
      animations: { self.blur.effect = UIBlurEffect(style: .dark) },
      completion: { _ in ctx.completeTransition(!ctx.transitionWasCancelled) })
  }
}

@MainActor
@Suite(.serialized)
struct DrawingTransitionTests {
  func maskRadius(_ layer: CAShapeLayer) -> CGFloat {
    let shape = layer._renderSnapshot().shape!
    return shape.path.controlPointBounds.width / 2
  }

  @Test("Circular reveal + blur in a percent-driven presentation: both follow update(_:), then finish")
  func revealScrubs() {
    let a = UIViewController()
    _ = makeWindow(root: a)
    let b = UIViewController()
    b.view.backgroundColor = .red
    b.modalPresentationStyle = .custom
    let animator = RevealAnimator()
    let delegate = InteractiveDelegate(animator: animator)
    delegate.interactivePresentation = true
    b.transitioningDelegate = delegate
    a.present(b, animated: true)
    UIApplication.shared.advance(by: 1.0 / 60)
    delegate.driver.update(0.5)
    UIApplication.shared.advance(by: 0.1)
    // Halfway: the mask's circle is halfway from 10 to 1000 and the blur half faded in.
    let container = animator.blur.superview!
    let blurMid = container.layer._renderSnapshot().sublayers.first { $0.backdrop != nil }?.backdrop
    let end = UIBlurEffect(style: .dark)._backdrop(for: animator.blur.traitCollection)!
    #expect(abs((blurMid?.blurRadius ?? 0) - Double(end.radius) / 2) < 0.5)
    let maskLayer = b.view.layer._renderSnapshot().mask.first!
    let r = maskLayer.shape!.path.controlPointBounds.width / 2
    #expect(abs(r - 505) < 1, "mask radius at 50 %: \(r)")
    UIApplication.shared.advance(by: 0.5)
    let still = b.view.layer._renderSnapshot().mask.first!.shape!.path.controlPointBounds.width / 2
    #expect(abs(still - r) < 1e-6, "paused while interactive: the media clock does not move it")
    delegate.driver.finish()
    UIApplication.shared.runUntilIdle()
    #expect(b.presentingViewController === a)
    #expect(abs(maskRadius(animator.mask) - 1000) < 1e-6)
    #expect(abs((animator.blur.layer._renderSnapshot().backdrop?.blurRadius ?? 0) - Double(end.radius)) < 1e-6)
  }
}
