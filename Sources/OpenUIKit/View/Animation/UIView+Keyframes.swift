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

  /// Keyframe animations: each `addKeyframe` block animates its changes linearly over its
  /// window of the whole duration; keyframes of the same property chain (additively) from one
  /// to the next. Paced and cubic modes are approximated by linear segments (Docs/Behaviour.md);
  /// discrete mode makes each keyframe jump at its start.
  public class func animateKeyframes(
    withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    let viewOptions = AnimationOptions(rawValue: options.rawValue & 0x3FF)
    let timing: UIViewAnimationState.Block.Timing =
      (options.rawValue >> 10) & 0x7 == 1 ? .linear : .curve(CAMediaTimingFunction(name: .linear))
    KeyframeState.discrete.append((options.rawValue >> 10) & 0x7 == 1)
    run(duration: duration, delay: delay, options: viewOptions, timing: timing, animations: animations, completion: completion)
    KeyframeState.discrete.removeLast()
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
    let length = KeyframeState.discrete.last == true ? 1e-6 : min(max(frameDuration, 0), 1 - start)
    block.keyframe = (start, max(length, 1e-6))
    animations()
    block.keyframe = previous
  }

  // MARK: Transitions

  /// Animates a change of `view`'s content with a transition style: cross-dissolve fades the
  /// new content in; flips turn the view in from edge-on about the vertical (left/right) or
  /// horizontal (top/bottom) axis; curls slide it in from above or below. Core Animation's
  /// rendering of the old content has no equivalent here, so only the new content moves
  /// (Docs/Behaviour.md).
  public class func transition(
    with view: UIView, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
    completion: ((Bool) -> Void)? = nil
  ) {
    UIView.performWithoutAnimation { animations?() }
    let style = options.transition
    guard duration > 0, style != 0, UIViewAnimationState.animationsEnabled else {
      let tracker = CompletionTracker(completion: completion)
      tracker.close()
      return
    }
    let layer = view.layer
    let finalTransform = layer.transform
    let finalOpacity = layer.opacity
    var perspective = CATransform3DIdentity
    perspective.m34 = -1 / 1000
    UIView.performWithoutAnimation {
      switch style {
      case 5: layer.opacity = 0
      case 1: layer.transform = CATransform3DConcat(CATransform3DRotate(perspective, .pi / 2, 0, 1, 0), finalTransform)
      case 2: layer.transform = CATransform3DConcat(CATransform3DRotate(perspective, -.pi / 2, 0, 1, 0), finalTransform)
      case 6: layer.transform = CATransform3DConcat(CATransform3DRotate(perspective, -.pi / 2, 1, 0, 0), finalTransform)
      case 7: layer.transform = CATransform3DConcat(CATransform3DRotate(perspective, .pi / 2, 1, 0, 0), finalTransform)
      case 3: layer.transform = CATransform3DConcat(CATransform3DMakeTranslation(0, -layer.bounds.height, 0), finalTransform)
      case 4: layer.transform = CATransform3DConcat(CATransform3DMakeTranslation(0, layer.bounds.height, 0), finalTransform)
      default: break
      }
    }
    animate(withDuration: duration, delay: 0, options: options.union(.overrideInheritedDuration), animations: {
      layer.opacity = finalOpacity
      layer.transform = finalTransform
    }, completion: completion)
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

@preconcurrency @MainActor
enum KeyframeState {
  static var discrete: [Bool] = []
}
