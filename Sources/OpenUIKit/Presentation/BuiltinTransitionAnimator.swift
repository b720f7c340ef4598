import Foundation
import OpenQuartzCore

/// UIKit's built-in modal transition animations (durations and curves in Docs/Behaviour.md):
/// coverVertical slides from the bottom edge, crossDissolve fades, flipHorizontal rotates about
/// the vertical axis with perspective, partialCurl lifts the presenter's view to reveal the
/// presented one; popovers (`style == nil`) fade.
@preconcurrency @MainActor
final class BuiltinTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  static let coverVerticalDuration: TimeInterval = 0.4
  static let crossDissolveDuration: TimeInterval = 0.35
  static let flipHorizontalDuration: TimeInterval = 0.75
  static let partialCurlDuration: TimeInterval = 0.5
  static let popoverFadeDuration: TimeInterval = 0.25
  /// Perspective of the flip: m34 = −1/eyeDistance.
  static let flipEyeDistance: CGFloat = 1000
  /// How far the page curls up, as a fraction of the container height.
  static let partialCurlLift: CGFloat = 0.6

  let style: UIModalTransitionStyle?
  let presenting: Bool

  /// The presenter's page at rest while a partial-curl presentation is on screen: lifted by
  /// `partialCurlLift` of the container's height and tilted about the top edge.
  static func partialCurlTransform(containerHeight: CGFloat) -> CATransform3D {
    var lifted = CATransform3DIdentity
    lifted.m34 = -1 / flipEyeDistance
    lifted = CATransform3DTranslate(lifted, 0, -containerHeight * partialCurlLift, 0)
    return CATransform3DRotate(lifted, .pi / 8, 1, 0, 0)
  }

  init(style: UIModalTransitionStyle?, presenting: Bool) {
    self.style = style
    self.presenting = presenting
  }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
    switch style {
    case nil: return Self.popoverFadeDuration
    case .coverVertical: return Self.coverVerticalDuration
    case .crossDissolve: return Self.crossDissolveDuration
    case .flipHorizontal: return Self.flipHorizontalDuration
    case .partialCurl: return Self.partialCurlDuration
    }
  }

  func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
    let container = ctx.containerView
    let duration = transitionDuration(using: ctx)
    let presentedVC = ctx.viewController(forKey: presenting ? .to : .from)!
    let presentedView = ctx.view(forKey: presenting ? .to : .from) ?? presentedVC.view!
    let otherVC = ctx.viewController(forKey: presenting ? .from : .to)
    let finalFrame = presenting ? ctx.finalFrame(for: presentedVC) : presentedView.frame
    let done: (Bool) -> Void = { _ in ctx.completeTransition(!ctx.transitionWasCancelled) }

    if presenting {
      UIView.performWithoutAnimation {
        presentedView.frame = finalFrame
        container.addSubview(presentedView)
      }
    }

    switch style {
    case .coverVertical:
      let offscreen = finalFrame.offsetBy(dx: 0, dy: container.bounds.height - finalFrame.minY)
      if presenting {
        UIView.performWithoutAnimation { presentedView.frame = offscreen }
        UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut], animations: {
          presentedView.frame = finalFrame
        }, completion: done)
      } else {
        UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut], animations: {
          presentedView.frame = offscreen
        }, completion: done)
      }

    case .crossDissolve, nil:
      if presenting {
        UIView.performWithoutAnimation { presentedView.alpha = 0 }
        UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut], animations: {
          presentedView.alpha = 1
        }, completion: done)
      } else {
        UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut], animations: {
          presentedView.alpha = 0
        }, completion: { finished in
          if !ctx.transitionWasCancelled { UIView.performWithoutAnimation { presentedView.alpha = 1 } }
          done(finished)
        })
      }

    case .flipHorizontal:
      // The outgoing side turns 90° away, the incoming side turns in from −90°.
      let outgoing = presenting ? otherVC?.viewIfLoaded : presentedView
      let incoming = presenting ? presentedView : otherVC?.viewIfLoaded
      var perspective = CATransform3DIdentity
      perspective.m34 = -1 / Self.flipEyeDistance
      let away = CATransform3DRotate(perspective, .pi / 2, 0, 1, 0)
      let back = CATransform3DRotate(perspective, -.pi / 2, 0, 1, 0)
      UIView.performWithoutAnimation { incoming?.layer.transform = back }
      UIView.animateKeyframes(withDuration: duration, delay: 0, options: [], animations: {
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { outgoing?.layer.transform = away }
        UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { incoming?.layer.transform = perspective }
      }, completion: { finished in
        UIView.performWithoutAnimation {
          outgoing?.layer.transform = CATransform3DIdentity
          incoming?.layer.transform = CATransform3DIdentity
        }
        done(finished)
      })

    case .partialCurl:
      // The presenter's page lifts up (perspective tilt about the top edge) revealing the
      // presented view underneath.
      guard let page = otherVC?.viewIfLoaded else {
        UIView.animate(withDuration: duration, animations: {}, completion: done)
        return
      }
      let target = presenting ? Self.partialCurlTransform(containerHeight: container.bounds.height) : CATransform3DIdentity
      UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut], animations: {
        page.layer.transform = target
      }, completion: done)
    }
  }
}
