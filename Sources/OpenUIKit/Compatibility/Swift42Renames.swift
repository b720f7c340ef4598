import Foundation
import OpenQuartzCore

// Spellings from before Swift 4.2 that older transition libraries still use. As in the iOS SDK,
// each is unavailable in Swift 4.2 and later (so in Swift 5 and 6 language modes) with an error
// whose fix-it names today's spelling: "'addChildViewController' has been renamed to
// 'addChild(_:)'". `openuikit-port` rewrites them. The bodies exist only because Swift requires
// them; nothing can call them.

// MARK: Types that moved inside their classes

@available(swift, obsoleted: 4.2, renamed: "UIControl.State")
public typealias UIControlState = UIControl.State
@available(swift, obsoleted: 4.2, renamed: "UIControl.Event")
public typealias UIControlEvents = UIControl.Event
@available(swift, obsoleted: 4.2, renamed: "UINavigationController.Operation")
public typealias UINavigationControllerOperation = UINavigationController.Operation
@available(swift, obsoleted: 4.2, renamed: "UIView.AnimationOptions")
public typealias UIViewAnimationOptions = UIView.AnimationOptions
@available(swift, obsoleted: 4.2, renamed: "UIView.AnimationCurve")
public typealias UIViewAnimationCurve = UIView.AnimationCurve
@available(swift, obsoleted: 4.2, renamed: "UIView.KeyframeAnimationOptions")
public typealias UIViewKeyframeAnimationOptions = UIView.KeyframeAnimationOptions
@available(swift, obsoleted: 4.2, renamed: "UIView.ContentMode")
public typealias UIViewContentMode = UIView.ContentMode
@available(swift, obsoleted: 4.2, renamed: "UIView.AutoresizingMask")
public typealias UIViewAutoresizing = UIView.AutoresizingMask
@available(swift, obsoleted: 4.2, renamed: "UIGestureRecognizer.State")
public typealias UIGestureRecognizerState = UIGestureRecognizer.State
@available(swift, obsoleted: 4.2, renamed: "UIBarButtonItem.SystemItem")
public typealias UIBarButtonSystemItem = UIBarButtonItem.SystemItem
@available(swift, obsoleted: 4.2, renamed: "UIBarButtonItem.Style")
public typealias UIBarButtonItemStyle = UIBarButtonItem.Style
@available(swift, obsoleted: 4.2, renamed: "UIApplication.State")
public typealias UIApplicationState = UIApplication.State

// MARK: Functions that became initializers and methods

@available(swift, obsoleted: 4.2, renamed: "UIEdgeInsets.init(top:left:bottom:right:)")
public func UIEdgeInsetsMake(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> UIEdgeInsets {
  UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
}

@available(swift, obsoleted: 4.2, renamed: "CGRect.inset(by:)")
public func UIEdgeInsetsInsetRect(_ rect: CGRect, _ insets: UIEdgeInsets) -> CGRect {
  rect.inset(by: insets)
}

@available(swift, obsoleted: 4.2, renamed: "UIOffset.init(horizontal:vertical:)")
public func UIOffsetMake(_ horizontal: CGFloat, _ vertical: CGFloat) -> UIOffset {
  UIOffset(horizontal: horizontal, vertical: vertical)
}

// MARK: Methods renamed in Swift 4.2

extension UIViewController {
  @available(swift, obsoleted: 4.2, renamed: "addChild(_:)")
  public func addChildViewController(_ childController: UIViewController) { addChild(childController) }

  @available(swift, obsoleted: 4.2, renamed: "removeFromParent()")
  public func removeFromParentViewController() { removeFromParent() }

  @available(swift, obsoleted: 4.2, renamed: "willMove(toParent:)")
  public func willMove(toParentViewController parent: UIViewController?) { willMove(toParent: parent) }

  @available(swift, obsoleted: 4.2, renamed: "didMove(toParent:)")
  public func didMove(toParentViewController parent: UIViewController?) { didMove(toParent: parent) }

  @available(swift, obsoleted: 4.2, renamed: "children")
  public var childViewControllers: [UIViewController] { children }

  @available(swift, obsoleted: 4.2, renamed: "isMovingToParent")
  public var isMovingToParentViewController: Bool { isMovingToParent }

  @available(swift, obsoleted: 4.2, renamed: "isMovingFromParent")
  public var isMovingFromParentViewController: Bool { isMovingFromParent }
}

extension UIView {
  @available(swift, obsoleted: 4.2, renamed: "bringSubviewToFront(_:)")
  public func bringSubview(toFront view: UIView) { bringSubviewToFront(view) }

  @available(swift, obsoleted: 4.2, renamed: "sendSubviewToBack(_:)")
  public func sendSubview(toBack view: UIView) { sendSubviewToBack(view) }
}
