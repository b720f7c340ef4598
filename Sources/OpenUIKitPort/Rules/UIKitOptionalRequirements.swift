/// UIKit's optional protocol requirements: the Swift name, the Objective-C selector, and the
/// default OpenUIKit gives when a conformer does not implement it (the bodies of the protocol
/// extensions in Sources/OpenUIKit). `$0`, `$1`… in a body stand for the parameters' names.
///
/// Used to answer `responds(to:)` as the Objective-C runtime would (`registerImplemented`), and
/// to insert a requirement into a base class when only a subclass implements it.
struct OptionalRequirement {
  var swiftName: String
  var selector: String
  /// The body of the default, or nil when OpenUIKit's default cannot be written with public API.
  var defaultBody: String?
  /// A helper declaration the body needs (emitted once per file).
  var helper: String? = nil
}

enum UIKitOptionalRequirements {
  /// Protocol → its optional requirements.
  static let protocols: [String: [OptionalRequirement]] = [
    "UIViewControllerTransitioningDelegate": [
      .init(
        swiftName: "animationController(forPresented:presenting:source:)",
        selector: "animationControllerForPresentedController:presentingController:sourceController:", defaultBody: "nil"),
      .init(
        swiftName: "animationController(forDismissed:)", selector: "animationControllerForDismissedController:",
        defaultBody: "nil"),
      .init(
        swiftName: "interactionControllerForPresentation(using:)", selector: "interactionControllerForPresentation:",
        defaultBody: "nil"),
      .init(
        swiftName: "interactionControllerForDismissal(using:)", selector: "interactionControllerForDismissal:",
        defaultBody: "nil"),
      .init(
        swiftName: "presentationController(forPresented:presenting:source:)",
        selector: "presentationControllerForPresentedViewController:presentingViewController:sourceViewController:",
        defaultBody: "nil"),
    ],
    "UIViewControllerAnimatedTransitioning": [
      .init(swiftName: "animationEnded(_:)", selector: "animationEnded:", defaultBody: ""),
      .init(
        swiftName: "interruptibleAnimator(using:)", selector: "interruptibleAnimatorForTransition:",
        defaultBody: "OpenUIKitPortDefaultAnimator().interruptibleAnimator(using: $0)",
        helper: """
          /// openuikit-port: an animator that implements only the required methods, whose
          /// `interruptibleAnimator(using:)` is therefore UIKit's default ("has none").
          private final class OpenUIKitPortDefaultAnimator: NSObject, UIViewControllerAnimatedTransitioning {
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0 }
            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {}
          }
          """),
    ],
    "UIViewControllerInteractiveTransitioning": [
      .init(swiftName: "completionSpeed", selector: "completionSpeed", defaultBody: "1"),
      .init(swiftName: "completionCurve", selector: "completionCurve", defaultBody: ".easeInOut"),
      .init(swiftName: "wantsInteractiveStart", selector: "wantsInteractiveStart", defaultBody: "true"),
    ],
    "UIAdaptivePresentationControllerDelegate": adaptive,
    "UIPopoverPresentationControllerDelegate": adaptive + [
      .init(swiftName: "prepareForPopoverPresentation(_:)", selector: "prepareForPopoverPresentation:", defaultBody: ""),
      .init(
        swiftName: "popoverPresentationControllerShouldDismissPopover(_:)",
        selector: "popoverPresentationControllerShouldDismissPopover:", defaultBody: "presentationControllerShouldDismiss($0)"),
      .init(
        swiftName: "popoverPresentationControllerDidDismissPopover(_:)",
        selector: "popoverPresentationControllerDidDismissPopover:", defaultBody: ""),
      .init(
        swiftName: "popoverPresentationController(_:willRepositionPopoverTo:in:)",
        selector: "popoverPresentationController:willRepositionPopoverToRect:inView:", defaultBody: ""),
    ],
    "UINavigationControllerDelegate": [
      .init(
        swiftName: "navigationController(_:willShow:animated:)",
        selector: "navigationController:willShowViewController:animated:", defaultBody: ""),
      .init(
        swiftName: "navigationController(_:didShow:animated:)",
        selector: "navigationController:didShowViewController:animated:", defaultBody: ""),
      .init(
        swiftName: "navigationController(_:animationControllerFor:from:to:)",
        selector: "navigationController:animationControllerForOperation:fromViewController:toViewController:",
        defaultBody: "nil"),
      .init(
        swiftName: "navigationController(_:interactionControllerFor:)",
        selector: "navigationController:interactionControllerForAnimationController:", defaultBody: "nil"),
    ],
    "UITabBarControllerDelegate": [
      .init(
        swiftName: "tabBarController(_:shouldSelect:)", selector: "tabBarController:shouldSelectViewController:",
        defaultBody: "true"),
      .init(
        swiftName: "tabBarController(_:didSelect:)", selector: "tabBarController:didSelectViewController:",
        defaultBody: ""),
      .init(
        swiftName: "tabBarController(_:animationControllerForTransitionFrom:to:)",
        selector: "tabBarController:animationControllerForTransitionFromViewController:toViewController:",
        defaultBody: "nil"),
      .init(
        swiftName: "tabBarController(_:interactionControllerFor:)",
        selector: "tabBarController:interactionControllerForAnimationController:", defaultBody: "nil"),
    ],
    "UIGestureRecognizerDelegate": [
      .init(swiftName: "gestureRecognizerShouldBegin(_:)", selector: "gestureRecognizerShouldBegin:", defaultBody: "true"),
      .init(
        swiftName: "gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)",
        selector: "gestureRecognizer:shouldRecognizeSimultaneouslyWithGestureRecognizer:", defaultBody: "false"),
      .init(
        swiftName: "gestureRecognizer(_:shouldRequireFailureOf:)",
        selector: "gestureRecognizer:shouldRequireFailureOfGestureRecognizer:", defaultBody: "false"),
      .init(
        swiftName: "gestureRecognizer(_:shouldBeRequiredToFailBy:)",
        selector: "gestureRecognizer:shouldBeRequiredToFailByGestureRecognizer:", defaultBody: "false"),
      .init(
        swiftName: "gestureRecognizer(_:shouldReceive:)", selector: "gestureRecognizer:shouldReceiveTouch:",
        defaultBody: "true"),
    ],
    // OpenUIKit's defaults (nothing happens; "should" answers yes); the zooming and scroll-to-top
    // ones are UIKit's, for responds(to:), though OpenUIKit's protocol does not declare them.
    "UIScrollViewDelegate": [
      .init(swiftName: "scrollViewDidScroll(_:)", selector: "scrollViewDidScroll:", defaultBody: ""),
      .init(swiftName: "scrollViewDidZoom(_:)", selector: "scrollViewDidZoom:", defaultBody: ""),
      .init(swiftName: "scrollViewWillBeginDragging(_:)", selector: "scrollViewWillBeginDragging:", defaultBody: ""),
      .init(
        swiftName: "scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)",
        selector: "scrollViewWillEndDragging:withVelocity:targetContentOffset:", defaultBody: ""),
      .init(
        swiftName: "scrollViewDidEndDragging(_:willDecelerate:)", selector: "scrollViewDidEndDragging:willDecelerate:",
        defaultBody: ""),
      .init(swiftName: "scrollViewWillBeginDecelerating(_:)", selector: "scrollViewWillBeginDecelerating:", defaultBody: ""),
      .init(swiftName: "scrollViewDidEndDecelerating(_:)", selector: "scrollViewDidEndDecelerating:", defaultBody: ""),
      .init(
        swiftName: "scrollViewDidEndScrollingAnimation(_:)", selector: "scrollViewDidEndScrollingAnimation:", defaultBody: ""),
      .init(swiftName: "viewForZooming(in:)", selector: "viewForZoomingInScrollView:", defaultBody: "nil"),
      .init(swiftName: "scrollViewShouldScrollToTop(_:)", selector: "scrollViewShouldScrollToTop:", defaultBody: "true"),
      .init(swiftName: "scrollViewDidScrollToTop(_:)", selector: "scrollViewDidScrollToTop:", defaultBody: ""),
      .init(
        swiftName: "scrollViewDidChangeAdjustedContentInset(_:)", selector: "scrollViewDidChangeAdjustedContentInset:",
        defaultBody: ""),
    ],
    "UITextFieldDelegate": [
      .init(swiftName: "textFieldShouldBeginEditing(_:)", selector: "textFieldShouldBeginEditing:", defaultBody: "true"),
      .init(swiftName: "textFieldDidBeginEditing(_:)", selector: "textFieldDidBeginEditing:", defaultBody: ""),
      .init(swiftName: "textFieldShouldEndEditing(_:)", selector: "textFieldShouldEndEditing:", defaultBody: "true"),
      .init(swiftName: "textFieldDidEndEditing(_:)", selector: "textFieldDidEndEditing:", defaultBody: ""),
      .init(
        swiftName: "textFieldDidEndEditing(_:reason:)", selector: "textFieldDidEndEditing:reason:",
        defaultBody: "textFieldDidEndEditing($0)"),
      .init(swiftName: "textFieldDidChangeSelection(_:)", selector: "textFieldDidChangeSelection:", defaultBody: ""),
      .init(
        swiftName: "textField(_:shouldChangeCharactersIn:replacementString:)",
        selector: "textField:shouldChangeCharactersInRange:replacementString:", defaultBody: "true"),
      .init(swiftName: "textFieldShouldClear(_:)", selector: "textFieldShouldClear:", defaultBody: "true"),
      .init(swiftName: "textFieldShouldReturn(_:)", selector: "textFieldShouldReturn:", defaultBody: "true"),
    ],
  ]

  /// UIAdaptivePresentationControllerDelegate's. The two `adaptivePresentationStyle` defaults use
  /// UIKit's own adaptation, which public API cannot express: they are never inserted.
  private static let adaptive: [OptionalRequirement] = [
    .init(
      swiftName: "adaptivePresentationStyle(for:)", selector: "adaptivePresentationStyleForPresentationController:",
      defaultBody: nil),
    .init(
      swiftName: "adaptivePresentationStyle(for:traitCollection:)",
      selector: "adaptivePresentationStyleForPresentationController:traitCollection:", defaultBody: nil),
    .init(
      swiftName: "presentationController(_:viewControllerForAdaptivePresentationStyle:)",
      selector: "presentationController:viewControllerForAdaptivePresentationStyle:", defaultBody: "nil"),
    .init(
      swiftName: "presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)",
      selector: "presentationController:willPresentWithAdaptiveStyle:transitionCoordinator:", defaultBody: ""),
    .init(
      swiftName: "presentationControllerShouldDismiss(_:)", selector: "presentationControllerShouldDismiss:",
      defaultBody: "true"),
    .init(
      swiftName: "presentationControllerWillDismiss(_:)", selector: "presentationControllerWillDismiss:", defaultBody: ""),
    .init(
      swiftName: "presentationControllerDidDismiss(_:)", selector: "presentationControllerDidDismiss:", defaultBody: ""),
    .init(
      swiftName: "presentationControllerDidAttemptToDismiss(_:)", selector: "presentationControllerDidAttemptToDismiss:",
      defaultBody: ""),
  ]

  /// Base names of every optional requirement (for `delegate?.method?(…)` call sites).
  static let baseNames: Set<String> = Set(
    protocols.values.flatMap { $0.map { String($0.swiftName.prefix { $0 != "(" }) } })
}
