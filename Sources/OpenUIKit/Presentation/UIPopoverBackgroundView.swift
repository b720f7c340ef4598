import Foundation
import OpenQuartzCore

/// What a popover's background class tells the popover controller (all three required). They
/// are asked once, when the popover is presented; the values should never change.
@preconcurrency @MainActor
public protocol UIPopoverBackgroundViewMethods {
  /// The width of the arrow triangle at its base.
  static func arrowBase() -> CGFloat
  /// The distance from each edge of the background (the arrow not counted) to the content.
  static func contentViewInsets() -> UIEdgeInsets
  /// The height of the arrow, from its base to its tip.
  static func arrowHeight() -> CGFloat
}

/// The background of a popover: its border decoration and arrow, drawn by a subclass named by
/// `UIPopoverPresentationController.popoverBackgroundViewClass`. The popover controller makes
/// one when it presents, lays it out around the content (the background's frame takes the
/// content, `contentViewInsets()` around it and `arrowHeight()` on the arrow's side), sets
/// `arrowDirection` and `arrowOffset` whenever they change, and puts the content on top.
///
/// A subclass overrides the three class methods and both properties, without calling `super`:
/// this class's own implementations are UIKit's exceptions, and a popover whose background
/// class lacks one is not presented (Docs/Behaviour/pop18.md). Without the Objective-C runtime
/// a class cannot be asked for an instance, so the subclass is made by a factory:
///
/// ```swift
/// StoryboardClassRegistry.registerPopoverBackgroundView(TooltipBackground.self) { TooltipBackground(frame: $0) }
/// ```
/// (`openuikit-port` writes this line for every subclass it ports.)
@preconcurrency @MainActor
open class UIPopoverBackgroundView: UIView, UIPopoverBackgroundViewMethods {
  open class func arrowBase() -> CGFloat {
    _mustOverride("+[\(self) arrowBase]")
    return 0
  }

  open class func contentViewInsets() -> UIEdgeInsets {
    _mustOverride("+[\(self) contentViewInsets]")
    return .zero
  }

  open class func arrowHeight() -> CGFloat {
    _mustOverride("+[\(self) arrowHeight]")
    return 0
  }

  /// Whether the content keeps the popover's default look above this background: rounded
  /// corners (true, the default) or square ones (false). Deprecated in iOS 13.
  open class var wantsDefaultContentAppearance: Bool { true }

  /// The distance from the view's centre to the arrow's centre line, along the edge the arrow
  /// sits on (negative: towards the left or the top).
  open var arrowOffset: CGFloat {
    get {
      Self._mustOverride("-[\(type(of: self)) arrowOffset]")
      return 0
    }
    set { Self._mustOverride("-[\(type(of: self)) setArrowOffset:]") }
  }

  /// The direction the arrow points.
  open var arrowDirection: UIPopoverArrowDirection {
    get {
      Self._mustOverride("-[\(type(of: self)) arrowDirection]")
      return .unknown
    }
    set { Self._mustOverride("-[\(type(of: self)) setArrowDirection:]") }
  }

  static func _mustOverride(_ method: String) {
    Diagnostics.exception("\(method) must be implemented by subclassers.", name: "NSInternalInconsistencyException")
  }
}

/// Popover background classes for `popoverBackgroundViewClass`, made by a factory (a class
/// object cannot be asked for an instance without the Objective-C runtime).
extension StoryboardClassRegistry {
  private static var popoverBackgroundFactories: [ObjectIdentifier: @MainActor (CGRect) -> UIPopoverBackgroundView] = [:]

  /// Registers how to make background views of `type` for popovers that name it.
  public static func registerPopoverBackgroundView<T: UIPopoverBackgroundView>(
    _ type: T.Type, factory: @escaping @MainActor (_ frame: CGRect) -> T
  ) {
    popoverBackgroundFactories[ObjectIdentifier(type)] = { frame in factory(frame) }
  }

  package static func popoverBackgroundViewFactory(for viewClass: AnyClass) -> (@MainActor (CGRect) -> UIPopoverBackgroundView)? {
    popoverBackgroundFactories[ObjectIdentifier(viewClass)]
  }
}
