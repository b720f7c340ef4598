import Foundation
import OpenQuartzCore

/// A window resize (rotation, split view): UIKit tells the root controller and presented
/// controllers `willTransition(to:with:)` (when size classes change) and
/// `viewWillTransition(to:with:)` with a coordinator, changes the frame in an animation of
/// `duration`, runs the alongside animations, and completes.
@preconcurrency @MainActor
enum SizeTransition {
  /// Duration of the resize animation (Docs/Behaviour.md).
  static let duration: TimeInterval = 0.3

  static func run(window: UIWindow, root: UIViewController, newSize: CGSize, applyFrame: @escaping () -> Void) {
    let ctx = TransitionContext(
      containerView: window, animated: true, style: .none, from: nil, to: nil, fromView: nil, toView: nil)
    ctx.duration = duration
    ctx.beginWithoutAnimator()
    let coordinator = ctx.coordinator
    coordinator.sizeTransitionDuration = duration

    var participants: [UIViewController] = [root]
    var presented = root._presentedViewController
    while let p = presented {
      participants.append(p)
      presented = p._presentedViewController
    }
    for vc in participants { vc._transitionCoordinator = coordinator }

    let oldTraits = window._baseTraitCollection
    let classes = defaultSizeClasses(for: newSize, idiom: window.screen.profile.idiom)
    if classes.horizontal != oldTraits.horizontalSizeClass || classes.vertical != oldTraits.verticalSizeClass {
      var o = UITraitOverrides()
      o.apply(root.traitCollection)
      o.horizontalSizeClass = window.traitOverrides.horizontalSizeClass == .unspecified ? classes.horizontal : window.traitOverrides.horizontalSizeClass
      o.verticalSizeClass = window.traitOverrides.verticalSizeClass == .unspecified ? classes.vertical : window.traitOverrides.verticalSizeClass
      let newCollection = UITraitCollection(o)
      root.willTransition(to: newCollection, with: coordinator)
      for vc in participants.dropFirst() {
        vc._presentationController?.willTransition(to: newCollection, with: coordinator)
        vc.willTransition(to: newCollection, with: coordinator)
      }
    }
    EventTrace.record("transition", "window", "viewWillTransition(to: \(newSize.width)×\(newSize.height))")
    root.viewWillTransition(to: newSize, with: coordinator)
    for vc in participants.dropFirst() {
      vc._presentationController?.viewWillTransition(to: newSize, with: coordinator)
    }
    UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut], animations: {
      applyFrame()
      window.layoutIfNeeded()
    }, completion: { _ in
      ctx.completeTransition(true)
      for vc in participants where vc._transitionCoordinator === coordinator { vc._transitionCoordinator = nil }
    })
    window._propagateTraitChanges()
    root._propagateTraitChanges()
    coordinator._runAlongsideAnimations()
  }
}
