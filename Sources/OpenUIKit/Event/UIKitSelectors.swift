import Foundation
import OpenQuartzCore

/// The Objective-C names of the methods UIKit's own classes implement, and of the required
/// methods of its protocols — what `responds(to:)` answers for an object whose class is (or
/// derives from) one of them, without the Objective-C runtime. Optional protocol methods an app
/// class implements are declared with `ActionRegistry.registerImplemented(_:_:)`.
@preconcurrency @MainActor
enum UIKitSelectors {
  static func implements(_ object: AnyObject, _ name: String) -> Bool {
    if nsObject.contains(name) { return true }
    for (matches, names) in table where names.contains(name) && matches(object) { return true }
    return false
  }

  private static let nsObject: Set<String> = [
    "isEqual:", "hash", "description", "debugDescription", "class", "superclass", "self",
    "respondsToSelector:", "conformsToProtocol:", "isKindOfClass:", "isMemberOfClass:",
    "performSelector:", "performSelector:withObject:", "performSelector:withObject:withObject:",
    "isProxy", "copy", "mutableCopy",
  ]

  private static let table: [(@MainActor (AnyObject) -> Bool, Set<String>)] = [
    ({ $0 is UIResponder }, [
      "nextResponder", "canBecomeFirstResponder", "becomeFirstResponder", "canResignFirstResponder",
      "resignFirstResponder", "isFirstResponder", "touchesBegan:withEvent:", "touchesMoved:withEvent:",
      "touchesEnded:withEvent:", "touchesCancelled:withEvent:", "canPerformAction:withSender:",
      "targetForAction:withSender:",
    ]),
    ({ $0 is UIView }, [
      "frame", "setFrame:", "bounds", "setBounds:", "center", "setCenter:", "transform", "setTransform:",
      "alpha", "setAlpha:", "isHidden", "setHidden:", "backgroundColor", "setBackgroundColor:",
      "layer", "superview", "subviews", "window", "addSubview:", "insertSubview:atIndex:",
      "insertSubview:aboveSubview:", "insertSubview:belowSubview:", "bringSubviewToFront:",
      "sendSubviewToBack:", "removeFromSuperview", "layoutSubviews", "setNeedsLayout", "layoutIfNeeded",
      "sizeThatFits:", "sizeToFit", "hitTest:withEvent:", "pointInside:withEvent:",
      "convertPoint:toView:", "convertPoint:fromView:", "convertRect:toView:", "convertRect:fromView:",
      "didMoveToWindow", "didMoveToSuperview", "willMoveToWindow:", "willMoveToSuperview:",
      "addGestureRecognizer:", "removeGestureRecognizer:", "gestureRecognizers", "tag", "viewWithTag:",
      "traitCollection", "traitCollectionDidChange:", "isUserInteractionEnabled",
      "setUserInteractionEnabled:", "clipsToBounds", "setClipsToBounds:", "isDescendantOfView:",
    ]),
    ({ $0 is UIViewController }, [
      "view", "setView:", "loadView", "viewDidLoad", "isViewLoaded", "viewWillAppear:", "viewDidAppear:",
      "viewWillDisappear:", "viewDidDisappear:", "viewWillLayoutSubviews", "viewDidLayoutSubviews",
      "presentViewController:animated:completion:", "dismissViewControllerAnimated:completion:",
      "presentedViewController", "presentingViewController", "modalPresentationStyle",
      "setModalPresentationStyle:", "modalTransitionStyle", "setModalTransitionStyle:",
      "transitioningDelegate", "setTransitioningDelegate:", "transitionCoordinator",
      "showViewController:sender:", "showDetailViewController:sender:",
      "targetViewControllerForAction:sender:", "prepareForSegue:sender:",
      "performSegueWithIdentifier:sender:", "shouldPerformSegueWithIdentifier:sender:",
      "canPerformUnwindSegueAction:fromViewController:sender:",
      "canPerformUnwindSegueAction:fromViewController:withSender:",
      "unwindForSegue:towardsViewController:", "addChildViewController:", "removeFromParentViewController",
      "willMoveToParentViewController:", "didMoveToParentViewController:", "childViewControllers",
      "parentViewController", "beginAppearanceTransition:animated:", "endAppearanceTransition",
      "transitionFromViewController:toViewController:duration:options:animations:completion:",
      "preferredContentSize", "setPreferredContentSize:", "navigationController", "navigationItem",
      "tabBarController", "splitViewController", "title", "setTitle:", "isBeingPresented",
      "isBeingDismissed", "isMovingToParentViewController", "isMovingFromParentViewController",
      "viewWillTransitionToSize:withTransitionCoordinator:",
      "willTransitionToTraitCollection:withTransitionCoordinator:",
      "preferredContentSizeDidChangeForChildContentContainer:",
      "sizeForChildContentContainer:withParentContainerSize:", "systemLayoutFittingSizeDidChangeForChildContentContainer:",
      "presentationController", "popoverPresentationController", "definesPresentationContext",
      "providesPresentationContextTransitionStyle", "storyboard", "awakeFromNib",
    ]),
    ({ $0 is UINavigationController }, [
      "pushViewController:animated:", "popViewControllerAnimated:", "popToRootViewControllerAnimated:",
      "popToViewController:animated:", "setViewControllers:animated:", "viewControllers",
      "topViewController", "visibleViewController", "navigationBar", "interactivePopGestureRecognizer",
      "setNavigationBarHidden:animated:",
    ]),
    ({ $0 is UITabBarController }, [
      "viewControllers", "setViewControllers:animated:", "selectedIndex", "setSelectedIndex:",
      "selectedViewController", "setSelectedViewController:", "tabBar",
    ]),
    ({ $0 is UIPresentationController }, [
      "presentedViewController", "presentingViewController", "containerView", "presentedView",
      "frameOfPresentedViewInContainerView", "presentationTransitionWillBegin",
      "presentationTransitionDidEnd:", "dismissalTransitionWillBegin", "dismissalTransitionDidEnd:",
      "containerViewWillLayoutSubviews", "containerViewDidLayoutSubviews", "shouldPresentInFullscreen",
      "shouldRemovePresentersView", "adaptivePresentationStyle", "adaptivePresentationStyleForTraitCollection:",
      "delegate", "setDelegate:", "sizeForChildContentContainer:withParentContainerSize:",
      "preferredContentSizeDidChangeForChildContentContainer:",
      "viewWillTransitionToSize:withTransitionCoordinator:",
    ]),
    ({ $0 is UIPercentDrivenInteractiveTransition }, [
      "startInteractiveTransition:", "updateInteractiveTransition:", "cancelInteractiveTransition",
      "finishInteractiveTransition", "pauseInteractiveTransition", "completionSpeed", "completionCurve",
      "wantsInteractiveStart", "percentComplete", "duration", "timingCurve",
    ]),
    ({ $0 is UIViewPropertyAnimator }, [
      "startAnimation", "startAnimationAfterDelay:", "pauseAnimation", "stopAnimation:",
      "finishAnimationAtPosition:", "addAnimations:", "addAnimations:delayFactor:", "addCompletion:",
      "continueAnimationWithTimingParameters:durationFactor:", "fractionComplete", "setFractionComplete:",
      "isReversed", "setReversed:", "state", "isRunning",
    ]),
    ({ $0 is UIGestureRecognizer }, [
      "addTarget:action:", "removeTarget:action:", "state", "view", "isEnabled", "setEnabled:",
      "delegate", "setDelegate:", "locationInView:", "requireGestureRecognizerToFail:",
      "cancelsTouchesInView", "setCancelsTouchesInView:",
    ]),
    ({ $0 is UIStoryboardSegue }, ["perform", "identifier", "sourceViewController", "destinationViewController"]),
    ({ $0 is CALayer }, [
      "addAnimation:forKey:", "removeAnimationForKey:", "removeAllAnimations", "animationForKey:",
      "presentationLayer", "modelLayer", "addSublayer:", "removeFromSuperlayer", "setNeedsLayout",
      "layoutSublayers", "layoutIfNeeded", "actionForKey:",
    ]),
    // Required methods of UIKit's protocols: every conformer implements them.
    ({ $0 is any UIViewControllerAnimatedTransitioning }, ["transitionDuration:", "animateTransition:"]),
    ({ $0 is any UIViewControllerInteractiveTransitioning }, ["startInteractiveTransition:"]),
    ({ $0 is any UIViewControllerContextTransitioning }, [
      "containerView", "isAnimated", "isInteractive", "transitionWasCancelled", "presentationStyle",
      "updateInteractiveTransition:", "finishInteractiveTransition", "cancelInteractiveTransition",
      "pauseInteractiveTransition", "completeTransition:", "viewControllerForKey:", "viewForKey:",
      "targetTransform", "initialFrameForViewController:", "finalFrameForViewController:",
    ]),
    ({ $0 is any UIViewControllerTransitionCoordinator }, [
      "animateAlongsideTransition:completion:", "animateAlongsideTransitionInView:animation:completion:",
      "notifyWhenInteractionChangesUsingBlock:",
    ]),
    ({ $0 is any UIViewAnimating }, [
      "startAnimation", "startAnimationAfterDelay:", "pauseAnimation", "stopAnimation:",
      "finishAnimationAtPosition:", "state", "isRunning", "isReversed", "fractionComplete",
    ]),
  ]
}
