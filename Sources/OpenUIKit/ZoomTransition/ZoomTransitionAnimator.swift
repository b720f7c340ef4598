import Foundation
import OpenQuartzCore

/// The built-in animator of `preferredTransition = .zoom(…)` (Docs/Behaviour/zoom14.md):
/// zooming in, the zoomed view grows from the source view's rectangle (aspect fill, centred on
/// it, the alignment rectangle standing for the whole view when the options give one) to its
/// final frame over a dimming view that fades in over the source controller; zooming out plays
/// the mirror image towards the source view asked for again. The source view is hidden while the
/// transition runs and restored at its end. With no source view (nil, or one outside any window)
/// the zoomed view fades and scales about the container's centre instead. A 0.5 s critically
/// damped spring on the media clock (linear while interactive, so the view follows the finger).
@preconcurrency @MainActor
package final class ZoomTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  package static let duration: TimeInterval = 0.5
  package static let defaultDimmingAlpha: CGFloat = 0.1
  /// The fallback's scale at its small end (no source view).
  package static let fallbackScale: CGFloat = 0.5

  let transition: UIViewController.Transition
  let zoomed: UIViewController
  let source: UIViewController
  /// In (push or presentation) or out (pop or dismissal).
  let zoomingIn: Bool
  /// A navigation transition: the animator inserts and removes the views as the built-in
  /// push/pop does; a presentation's views are the presentation's business.
  let navigation: Bool
  /// A dismissal begun by the zoomed view's gesture (nil otherwise).
  package let driver: UIPercentDrivenInteractiveTransition?

  package init(
    transition: UIViewController.Transition, zoomed: UIViewController, source: UIViewController, zoomingIn: Bool,
    navigation: Bool
  ) {
    self.transition = transition
    self.zoomed = zoomed
    self.source = source
    self.zoomingIn = zoomingIn
    self.navigation = navigation
    driver = zoomingIn ? nil : transition._pendingDriver
    transition._pendingDriver = nil
    if zoomingIn { transition._sourceViewController = source }
    super.init()
  }

  package func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
    Self.duration
  }

  /// The transform that puts `alignment` (in the zoomed view's bounds) of a view at rest in
  /// `frame` onto `target` (container coordinates): uniform aspect-fill scale about the view's
  /// centre, centres matched.
  package static func transform(frame: CGRect, alignment: CGRect, onto target: CGRect) -> CGAffineTransform {
    guard alignment.width > 0, alignment.height > 0 else { return .identity }
    let scale = max(target.width / alignment.width, target.height / alignment.height)
    let centre = CGPoint(x: frame.midX, y: frame.midY)
    let a = CGPoint(x: frame.minX + alignment.midX, y: frame.minY + alignment.midY)
    let tx = target.midX - centre.x - scale * (a.x - centre.x)
    let ty = target.midY - centre.y - scale * (a.y - centre.y)
    return CGAffineTransform(translationX: tx, y: ty).scaledBy(x: scale, y: scale)
  }

  package func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
    let container = ctx.containerView
    let zoomingIn = self.zoomingIn
    let navigation = self.navigation
    guard let zoomedView = ctx.view(forKey: zoomingIn ? .to : .from) ?? zoomed.viewIfLoaded else {
      ctx.completeTransition(false)
      return
    }
    let otherVC = ctx.viewController(forKey: zoomingIn ? .from : .to)
    let otherView = ctx.view(forKey: zoomingIn ? .from : .to)
    let options = transition._zoomOptions
    let dimming: UIView
    if let effect = options?.dimmingVisualEffect {
      dimming = UIVisualEffectView(effect: effect)
      dimming.frame = container.bounds
    } else {
      dimming = UIView(frame: container.bounds)
      dimming.backgroundColor = options?.dimmingColor ?? UIColor.black.withAlphaComponent(Self.defaultDimmingAlpha)
    }
    dimming.isUserInteractionEnabled = false

    let restFrame: CGRect
    UIView.performWithoutAnimation {
      if zoomingIn {
        let final = ctx.finalFrame(for: zoomed)
        zoomedView.frame = final.isEmpty ? container.bounds : final
        if navigation, let otherVC, let otherView { otherView.frame = ctx.initialFrame(for: otherVC) }
        container.addSubview(zoomedView)
      } else if navigation, let otherVC, let otherView {
        otherView.frame = ctx.finalFrame(for: otherVC)
        container.insertSubview(otherView, belowSubview: zoomedView)
        // The controller below lays out first, so the provider sees its views where they will be.
        otherView.layoutIfNeeded()
      }
      container.insertSubview(dimming, belowSubview: zoomedView)
    }
    restFrame = zoomedView.frame
    // The provider is asked each way, after the views are in place (Apple: "when it presents
    // and when it dismisses"); a view outside any window counts as none.
    let sourceVC = zoomingIn ? source : (transition._sourceViewController ?? source)
    EventTrace.record("transition", zoomed, "zoomSourceView(\(zoomingIn ? "in" : "out"))")
    var provided = transition._sourceView(source: sourceVC, zoomed: zoomed)
    if let view = provided, view.window == nil || view === zoomedView { provided = nil }
    let sourceView = provided
    let far: CGAffineTransform
    let farAlpha: CGFloat
    if let sourceView {
      let target = sourceView.convert(sourceView.bounds, to: container)
      var alignment = zoomedView.bounds
      if let provide = options?.alignmentRectProvider,
        let rect = provide(.init(sourceView: sourceView, zoomedViewController: zoomed)), !rect.isNull, !rect.isEmpty
      {
        alignment = rect
      }
      far = Self.transform(frame: restFrame, alignment: alignment, onto: target)
      farAlpha = 1
    } else {
      far = CGAffineTransform(scaleX: Self.fallbackScale, y: Self.fallbackScale)
      farAlpha = 0
    }
    let sourceWasHidden = sourceView?.isHidden ?? false
    UIView.performWithoutAnimation {
      sourceView?.isHidden = true
      if zoomingIn {
        zoomedView.transform = far
        zoomedView.alpha = farAlpha
        dimming.alpha = 0
      } else {
        dimming.alpha = 1
      }
    }
    let animations = {
      if zoomingIn {
        zoomedView.transform = .identity
        zoomedView.alpha = 1
        dimming.alpha = 1
      } else {
        zoomedView.transform = far
        zoomedView.alpha = farAlpha
        dimming.alpha = 0
      }
    }
    let completion: (Bool) -> Void = { [transition, zoomed] _ in
      let cancelled = ctx.transitionWasCancelled
      dimming.removeFromSuperview()
      UIView.performWithoutAnimation {
        zoomedView.transform = .identity
        zoomedView.alpha = 1
        sourceView?.isHidden = sourceWasHidden
      }
      if navigation {
        if zoomingIn != cancelled { otherView?.removeFromSuperview() } else { zoomedView.removeFromSuperview() }
      }
      // Shown by the zoom: the zoomed view can be swiped or pinched away; gone: the gesture goes.
      if zoomingIn != cancelled {
        if transition._dismissInteraction == nil {
          let interaction = ZoomDismissInteraction(transition: transition, zoomed: zoomed)
          transition._dismissInteraction = interaction
          interaction.install(on: zoomedView)
        }
      } else {
        transition._dismissInteraction?.uninstall()
        transition._dismissInteraction = nil
      }
      ctx.completeTransition(!cancelled)
    }
    if ctx.isInteractive {
      UIView.animate(
        withDuration: Self.duration, delay: 0, options: [.curveLinear], animations: animations, completion: completion)
    } else {
      UIView.animate(springDuration: Self.duration, bounce: 0, animations: animations, completion: completion)
    }
  }
}
