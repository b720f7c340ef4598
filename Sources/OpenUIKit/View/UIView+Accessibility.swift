import Foundation
import OpenQuartzCore

// The accessibility API presentation code relies on beyond label/hint/value/traits (UIView.swift):
// modality, hidden subtrees, containers, frames, custom actions and the actions VoiceOver sends.
// The properties are declared on UIResponder (Event/UIResponder.swift) so that views and view
// controllers can override them, as NSObject subclasses do in the SDK; their values live here.

/// The side storage of the rarely set accessibility properties: one optional reference on each
/// responder, allocated on the first write.
package final class _AccessibilityStorage {
  var viewIsModal: Bool?
  var elementsHidden: Bool?
  var groupsChildren: Bool?
  var elements: [Any]?
  var frame: CGRect?
  var activationPoint: CGPoint?
  var customActions: [UIAccessibilityCustomAction]?
  var language: String?
  var respondsToUserInteraction: Bool?
  // A view's identifier, label, hint, value, traits and element flag (UIView.swift; sbload16).
  var identifier: String?
  var label: String?
  var hint: String?
  var value: String?
  var traits: UIAccessibilityTraits?
  var isElement: Bool?
}

extension UIResponder {
  var _accessibility: _AccessibilityStorage {
    if let storage = _accessibilityStorage { return storage }
    let storage = _AccessibilityStorage()
    _accessibilityStorage = storage
    return storage
  }

  /// A view's frame in screen coordinates; `.zero` for other responders.
  var _accessibilityDefaultFrame: CGRect {
    guard let view = self as? UIView else { return .zero }
    return UIAccessibility.convertToScreenCoordinates(view.bounds, in: view)
  }

  /// UIKit infers interactivity from the traits, the custom actions and the gesture
  /// recognizers of the element and the views containing it (Docs/Behaviour/a11y13.md).
  var _accessibilityInfersUserInteraction: Bool {
    if !(accessibilityCustomActions ?? []).isEmpty { return true }
    guard let view = self as? UIView else { return false }
    if !view.accessibilityTraits.isDisjoint(with: UIAccessibility._interactiveTraits) { return true }
    if let control = view as? UIControl { return control.isEnabled }
    var current: UIView? = view
    while let v = current {
      if !(v.gestureRecognizers ?? []).isEmpty { return true }
      current = v.superview
    }
    return false
  }
}

extension UIAccessibility {
  /// Traits that make an element interactive (`accessibilityRespondsToUserInteraction`).
  static let _interactiveTraits: UIAccessibilityTraits = [.button, .link, .keyboardKey, .searchField, .adjustable, .allowsDirectInteraction]

  /// Converts `rect` from `view`'s coordinates to screen coordinates (a window's frame is in
  /// screen coordinates).
  public static func convertToScreenCoordinates(_ rect: CGRect, in view: UIView) -> CGRect {
    let inWindow = view.convert(rect, to: nil)
    guard let window = (view as? UIWindow) ?? view.window else { return inWindow }
    return inWindow.offsetBy(dx: window.frame.minX, dy: window.frame.minY)
  }
}

/// An element VoiceOver visits that is not a view: a part of a view that draws several things.
///
/// In the SDK its accessibility members come from NSObject's informal protocols; here they are
/// declared on the class (and on UIResponder for views and controllers).
@preconcurrency @MainActor
open class UIAccessibilityElement: NSObject {
  /// The view (or element) that contains this element.
  open weak var accessibilityContainer: AnyObject?

  public init(accessibilityContainer container: Any) {
    accessibilityContainer = container as AnyObject
    super.init()
  }

  /// False by default (Apple: true only for UIKit controls); an app sets it to true.
  open var isAccessibilityElement: Bool = false
  open var accessibilityLabel: String?
  open var accessibilityHint: String?
  open var accessibilityValue: String?
  open var accessibilityIdentifier: String?
  open var accessibilityTraits: UIAccessibilityTraits = .none
  open var accessibilityLanguage: String?

  /// The frame in screen coordinates. Setting it makes `accessibilityFrameInContainerSpace` null.
  /// While `accessibilityFrameInContainerSpace` is not null and the container is a view, the
  /// frame follows the container: that rectangle converted to the screen.
  open var accessibilityFrame: CGRect {
    get {
      if !accessibilityFrameInContainerSpace.isNull, let view = accessibilityContainer as? UIView {
        return UIAccessibility.convertToScreenCoordinates(accessibilityFrameInContainerSpace, in: view)
      }
      return _frame
    }
    set {
      _frame = newValue
      accessibilityFrameInContainerSpace = .null
    }
  }
  private var _frame: CGRect = .zero
  /// The frame in the container view's coordinates; `.null` by default.
  open var accessibilityFrameInContainerSpace: CGRect = .null

  open var accessibilityActivationPoint: CGPoint {
    get {
      if let point = _activationPoint { return point }
      let frame = accessibilityFrame
      return CGPoint(x: frame.midX, y: frame.midY)
    }
    set { _activationPoint = newValue }
  }
  private var _activationPoint: CGPoint?

  open var accessibilityViewIsModal: Bool = false
  open var accessibilityElementsHidden: Bool = false
  open var shouldGroupAccessibilityChildren: Bool = false
  /// An element can itself contain elements.
  open var accessibilityElements: [Any]?
  open var accessibilityCustomActions: [UIAccessibilityCustomAction]?
  open var accessibilityRespondsToUserInteraction: Bool {
    get {
      _respondsToUserInteraction
        ?? (!accessibilityTraits.isDisjoint(with: UIAccessibility._interactiveTraits)
          || !(accessibilityCustomActions ?? []).isEmpty)
    }
    set { _respondsToUserInteraction = newValue }
  }
  private var _respondsToUserInteraction: Bool?

  open func accessibilityElementCount() -> Int { accessibilityElements?.count ?? 0 }
  open func accessibilityElement(at index: Int) -> Any? {
    guard let elements = accessibilityElements, elements.indices.contains(index) else { return nil }
    return elements[index]
  }
  open func index(ofAccessibilityElement element: Any) -> Int {
    accessibilityElements?.firstIndex { ($0 as AnyObject) === (element as AnyObject) } ?? NSNotFound
  }

  open func accessibilityActivate() -> Bool { false }
  open func accessibilityPerformEscape() -> Bool { false }
  open func accessibilityPerformMagicTap() -> Bool { false }
  open func accessibilityIncrement() {}
  open func accessibilityDecrement() {}
}

/// An action VoiceOver offers in its Actions rotor for an element.
@preconcurrency @MainActor
open class UIAccessibilityCustomAction: NSObject {
  public typealias Handler = (UIAccessibilityCustomAction) -> Bool

  open var name: String {
    get { attributedName.string }
    set { attributedName = NSAttributedString(string: newValue) }
  }
  open var attributedName: NSAttributedString
  open var image: UIImage?
  open weak var target: AnyObject?
  open var selector: Selector?
  open var actionHandler: Handler?

  public init(name: String, actionHandler: @escaping Handler) {
    attributedName = NSAttributedString(string: name)
    self.actionHandler = actionHandler
    super.init()
  }

  public init(name: String, image: UIImage?, actionHandler: @escaping Handler) {
    attributedName = NSAttributedString(string: name)
    self.image = image
    self.actionHandler = actionHandler
    super.init()
  }

  public init(attributedName: NSAttributedString, actionHandler: @escaping Handler) {
    self.attributedName = attributedName
    self.actionHandler = actionHandler
    super.init()
  }

  /// The target's method runs through the action registry (DESIGN.md: Linux without the
  /// Objective-C runtime); it counts as succeeding when the target responds.
  public init(name: String, target: Any?, selector: Selector) {
    attributedName = NSAttributedString(string: name)
    self.target = target.map { $0 as AnyObject }
    self.selector = selector
    super.init()
  }

  /// Performs the action as VoiceOver does: the handler, else the target's selector.
  package func _perform() -> Bool {
    if let actionHandler { return actionHandler(self) }
    guard let target, let selector else { return false }
    return ActionRegistry.perform(selector, on: target, sender: self)
  }
}

// MARK: UIKit's presentations and VoiceOver's escape

extension UIPresentationController {
  /// The escape gesture reaching a presentation's container (Docs/Behaviour/a11y13.md): a popover
  /// dismisses as for a tap outside it; a page or form sheet (iOS 13 on) as for a swipe down,
  /// asking the delegate; an alert or action sheet runs its cancel action. Anything else — a
  /// full-screen or custom presentation — is left to the app's own `accessibilityPerformEscape()`.
  func _accessibilityEscape() -> Bool {
    let presented = presentedViewController
    let presenter = presentingViewController
    guard presented._presentedViewController == nil, presented.transitionCoordinator == nil,
      !PresentationTransition.active.contains(where: { $0.involvesChain(of: presenter) })
    else { return false }
    if let alert = presented as? UIAlertController, !(self is UIPopoverPresentationController) {
      return alert._accessibilityEscape()
    }
    if let popover = self as? UIPopoverPresentationController {
      if let sheet = popover._activeSheet { return sheet._accessibilityEscapeAsSheet() }
      return popover._outsideTap()
    }
    if let sheet = self as? UISheetPresentationController { return sheet._accessibilityEscapeAsSheet() }
    return false
  }
}

extension UISheetPresentationController {
  /// A user dismissal of the sheet, as a swipe down asks for it but not interactive:
  /// `isModalInPresentation` or a delegate refusing → `presentationControllerDidAttemptToDismiss`;
  /// else WillDismiss, an animated dismissal, DidDismiss. None under `.iOS12` (no swipe either).
  func _accessibilityEscapeAsSheet() -> Bool {
    guard UIApplication.shared.linkedSDK == .iOS17, !isAdaptedToFullScreen else { return false }
    let owner = _delegateOwner
    if presentedViewController._isModalInPresentationIncludingChildren {
      owner.delegate?.presentationControllerDidAttemptToDismiss(owner)
      return true
    }
    if let delegate = owner.delegate, !delegate.presentationControllerShouldDismiss(owner) {
      delegate.presentationControllerDidAttemptToDismiss(owner)
      return true
    }
    owner.delegate?.presentationControllerWillDismiss(owner)
    PresentationTransition.dismiss(from: presentingViewController, animated: true) { [weak owner] in
      guard let owner else { return }
      owner.delegate?.presentationControllerDidDismiss(owner)
    }
    return true
  }
}
