import Foundation
import OpenQuartzCore

extension UIView {
  /// Options of keyframe animations (UIKit bit values; calculation modes in bits 10–12).
  public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
    public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
    public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
    public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
    public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
    public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
    public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
    public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
    public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
    public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
    public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
    public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
  }

  /// Keyframe animations. In the linear mode each `addKeyframe` block animates its changes
  /// linearly over its window of the whole duration, keyframes of the same property chaining
  /// (additively) from one to the next. In the cubic, paced, cubic paced and discrete modes the
  /// keyframes of each property become one `CAKeyframeAnimation` in that calculation mode when
  /// `animations` returns, as UIKit builds them (`KeyframeTracks`; Docs/Behaviour/motion19.md).
  public class func animateKeyframes(
    withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    let viewOptions = AnimationOptions(rawValue: options.rawValue & 0x3FF)
    let tracks = KeyframeTracks.mode(of: options).map { KeyframeTracks(mode: $0) }
    run(
      duration: duration, delay: delay, options: viewOptions, timing: .curve(CAMediaTimingFunction(name: .linear)),
      animations: animations, completion: completion, keyframeTracks: tracks)
  }

  /// One keyframe: `frameStartTime` and `frameDuration` are fractions (0…1) of the whole.
  public class func addKeyframe(
    withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double, animations: @escaping () -> Void
  ) {
    guard let block = UIViewAnimationState.stack.last else {
      animations()
      return
    }
    let previous = block.keyframe
    let start = min(max(frameStartTime, 0), 1)
    let length = min(max(frameDuration, 0), 1 - start)
    block.keyframe = (start, max(length, 1e-6))
    animations()
    block.keyframe = previous
  }

  // MARK: Transitions

  /// Animates a change of `view`'s content with a transition style, as UIKit does: a layer
  /// transition (`CATransition`) is added to the view's layer, then `animations` runs without
  /// animation; the transition draws the view's old content giving way to the new —
  /// cross-dissolve fades, flips turn the old content away and the new in about the vertical
  /// (left/right) or horizontal (top/bottom) axis, curl up lifts the old content off, curl down
  /// brings the new content down over it (Docs/Behaviour/core.md "Layer transitions"). The
  /// view's model and presentation values are those after `animations` at once. `completion`
  /// runs when the transition ends (finished: false when it was removed first).
  public class func transition(
    with view: UIView, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
    completion: ((Bool) -> Void)? = nil
  ) {
    let tracker = CompletionTracker(completion: completion)
    let style = options.transition
    guard duration > 0, style != 0, UIViewAnimationState.animationsEnabled else {
      UIView.performWithoutAnimation { animations?() }
      tracker.close()
      return
    }
    let transition = CATransition()
    transition.duration = duration
    transition.timingFunction = CAMediaTimingFunction(curve: options.curve)
    if options.contains(.repeat) { transition.repeatCount = .infinity }
    transition.autoreverses = options.contains(.autoreverse)
    switch style {
    case 1: (transition.type, transition.subtype) = (.flip, .fromLeft)
    case 2: (transition.type, transition.subtype) = (.flip, .fromRight)
    case 6: (transition.type, transition.subtype) = (.flip, .fromTop)
    case 7: (transition.type, transition.subtype) = (.flip, .fromBottom)
    case 3: transition.type = .pageCurl
    case 4: transition.type = .pageUnCurl
    default: transition.type = .fade
    }
    transition.delegate = tracker
    tracker.pending += 1
    view.layer.add(transition, forKey: kCATransition)
    UIView.performWithoutAnimation { animations?() }
    tracker.close()
  }

  /// Replaces `fromView` by `toView` in `fromView`'s superview with a transition style;
  /// `.showHideTransitionViews` hides and shows instead of removing and adding.
  public class func transition(
    from fromView: UIView, to toView: UIView, duration: TimeInterval, options: AnimationOptions = [],
    completion: ((Bool) -> Void)? = nil
  ) {
    guard let container = fromView.superview else {
      completion.map { c in MediaClock.shared.enqueue { c(true) } }
      return
    }
    let showHide = options.contains(.showHideTransitionViews)
    transition(with: container, duration: duration, options: options, animations: {
      if showHide {
        fromView.isHidden = true
        toView.isHidden = false
      } else {
        if toView.superview !== container { container.insertSubview(toView, aboveSubview: fromView) }
        fromView.removeFromSuperview()
      }
    }, completion: completion)
  }
}
