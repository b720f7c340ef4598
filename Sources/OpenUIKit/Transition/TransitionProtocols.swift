import Foundation
import OpenQuartzCore

// UIKit's transition protocols, spelled as in the SDK. UIKit's optional requirements are
// requirements with default implementations (DESIGN.md "Linux without the Objective-C runtime").

public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
  public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
  public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

/// The context UIKit (or a custom container) hands to animators.
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
  var containerView: UIView { get }
  var isAnimated: Bool { get }
  var isInteractive: Bool { get }
  var transitionWasCancelled: Bool { get }
  var presentationStyle: UIModalPresentationStyle { get }
  func updateInteractiveTransition(_ percentComplete: CGFloat)
  func finishInteractiveTransition()
  func cancelInteractiveTransition()
  func pauseInteractiveTransition()
  func completeTransition(_ didComplete: Bool)
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  func view(forKey key: UITransitionContextViewKey) -> UIView?
  var targetTransform: CGAffineTransform { get }
  func initialFrame(for vc: UIViewController) -> CGRect
  func finalFrame(for vc: UIViewController) -> CGRect
}

/// An animator for a view controller transition.
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
  func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating
  func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
  public func animationEnded(_ transitionCompleted: Bool) {}
}

/// Whether an animator implements `interruptibleAnimator(using:)` — the optional requirement
/// cannot be detected without the Objective-C runtime, so animators that implement it say so
/// by conforming to this refinement; the default implementation is never called otherwise.
extension UIViewControllerAnimatedTransitioning {
  public func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
    _NoInterruptibleAnimator.shared
  }
}

/// Marker returned by the default `interruptibleAnimator(using:)`: the animator has none.
@preconcurrency @MainActor
final class _NoInterruptibleAnimator: NSObject, UIViewImplicitlyAnimating {
  static let shared = _NoInterruptibleAnimator()
  var state: UIViewAnimatingState { .inactive }
  var isRunning: Bool { false }
  var isReversed: Bool { get { false } set {} }
  var fractionComplete: CGFloat { get { 0 } set {} }
  func startAnimation() {}
  func startAnimation(afterDelay delay: TimeInterval) {}
  func pauseAnimation() {}
  func stopAnimation(_ withoutFinishing: Bool) {}
  func finishAnimation(at finalPosition: UIViewAnimatingPosition) {}
}

/// An interaction controller.
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
  func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
  var completionSpeed: CGFloat { get }
  var completionCurve: UIView.AnimationCurve { get }
  var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
  public var completionSpeed: CGFloat { 1 }
  public var completionCurve: UIView.AnimationCurve { .easeInOut }
  public var wantsInteractiveStart: Bool { true }
}

/// Vends animators, interaction controllers and presentation controllers for presentations.
@preconcurrency @MainActor
public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?
  func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
  func interactionControllerForPresentation(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)?
  func interactionControllerForDismissal(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)?
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
  ) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
  public func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
  public func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
  public func interactionControllerForPresentation(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
  public func interactionControllerForDismissal(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
  public func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
  ) -> UIPresentationController? { nil }
}

/// What a transition coordinator's callbacks see.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
  var isAnimated: Bool { get }
  var presentationStyle: UIModalPresentationStyle { get }
  var initiallyInteractive: Bool { get }
  var isInterruptible: Bool { get }
  var isInteractive: Bool { get }
  var isCancelled: Bool { get }
  var transitionDuration: TimeInterval { get }
  var percentComplete: CGFloat { get }
  var completionVelocity: CGFloat { get }
  var completionCurve: UIView.AnimationCurve { get }
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  func view(forKey key: UITransitionContextViewKey) -> UIView?
  var containerView: UIView { get }
  var targetTransform: CGAffineTransform { get }
}

/// Lets participants run work alongside a transition and hear when it ends.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
  @discardableResult
  func animateAlongsideTransition(
    in view: UIView?,
    animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
  func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

// The SDK's Swift interface gives `completion` a default of nil; protocol requirements cannot
// carry default arguments, so (as the SDK's overlay does) these overloads supply it.
extension UIViewControllerTransitionCoordinator {
  @discardableResult
  public func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animate(alongsideTransition: animation, completion: nil)
  }

  @discardableResult
  public func animateAlongsideTransition(
    in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animateAlongsideTransition(in: view, animation: animation, completion: nil)
  }
}

/// Objects that adapt to size and trait changes of their container (controllers and
/// presentation controllers).
@preconcurrency @MainActor
public protocol UIContentContainer: NSObjectProtocol {
  var preferredContentSize: CGSize { get }
  func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)
  func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer)
  func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize
  func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
  func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator)
}

/// How a controller is presented modally.
public enum UIModalPresentationStyle: Int, Sendable, Hashable {
  case fullScreen = 0
  case pageSheet = 1
  case formSheet = 2
  case currentContext = 3
  case custom = 4
  case overFullScreen = 5
  case overCurrentContext = 6
  case popover = 7
  case blurOverFullScreen = 8
  case none = -1
  case automatic = -2
}

/// The built-in transition animations of modal presentations.
public enum UIModalTransitionStyle: Int, Sendable, Hashable {
  case coverVertical = 0
  case flipHorizontal = 1
  case crossDissolve = 2
  case partialCurl = 3
}
