import Foundation

/// An object that can respond to and handle events; the base of views, controllers and the app.
@preconcurrency @MainActor
open class UIResponder: NSObject {
  public override init() { super.init() }

  /// The next responder: a view's controller or superview, a controller's view's superview or
  /// presenting controller, a window's application.
  open var next: UIResponder? { nil }

  open var canBecomeFirstResponder: Bool { false }
  open var canResignFirstResponder: Bool { true }
  open var isFirstResponder: Bool { UIResponderChain.firstResponder === self }

  @discardableResult
  open func becomeFirstResponder() -> Bool {
    guard canBecomeFirstResponder else { return false }
    var leftTextInput = false
    if let current = UIResponderChain.firstResponder, current !== self {
      // The keyboard waits for the new responder instead of going down in between.
      leftTextInput = current is any UIKeyInput || current.inputView != nil
      _SoftwareKeyboard.switchingDepth += 1
      let resigned = current.resignFirstResponder()
      _SoftwareKeyboard.switchingDepth -= 1
      guard resigned else { return false }
    }
    UIResponderChain.firstResponder = self
    // A text input brings the keyboard up at the end of its own override; any other responder
    // taking over from one sends it down now.
    if (leftTextInput || inputView != nil) && !(self is any UIKeyInput) { _SoftwareKeyboard.firstResponderDidChange() }
    return true
  }

  @discardableResult
  open func resignFirstResponder() -> Bool {
    guard canResignFirstResponder else { return false }
    if UIResponderChain.firstResponder === self {
      UIResponderChain.firstResponder = nil
      // A responder with an input view that is not a text input takes its input view down here
      // (text inputs do at the end of their own overrides).
      if !(self is any UIKeyInput) && inputView != nil { _SoftwareKeyboard.firstResponderDidChange() }
    }
    return true
  }

  /// The view shown instead of the keyboard while this responder is first responder (nil:
  /// the keyboard). Text fields and text views make it settable.
  open var inputView: UIView? { nil }

  /// The view shown above the keyboard (or the input view) while this responder is first
  /// responder (nil: none).
  open var inputAccessoryView: UIView? { nil }

  /// Shows this first responder's current input views, sliding the keyboard area to them when
  /// they changed (nothing when not first responder).
  open func reloadInputViews() {
    _SoftwareKeyboard.reloadInputViews(of: self)
  }

  // Touch events travel up the responder chain by default.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesCancelled(touches, with: event) }

  /// True if this responder implements `action` (registered in `ActionRegistry`).
  open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
    ActionRegistry.responds(self, to: action)
  }

  /// The first responder from here up the chain that can perform `action`.
  open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
    var r: UIResponder? = self
    while let current = r {
      if current.canPerformAction(action, withSender: sender) { return current }
      r = current.next
    }
    return nil
  }

  // MARK: Accessibility
  //
  // In the SDK these are NSObject's informal protocols (UIAccessibility, UIAccessibilityContainer,
  // UIAccessibilityAction, UIAccessibilityFocus), so views and view controllers both have them.
  // Here they are UIResponder's (views, controllers, the application) and UIAccessibilityElement's:
  // members declared in an extension cannot be overridden without the Objective-C runtime. Their
  // state lives in one lazily allocated side object (View/UIView+Accessibility.swift).

  /// The rarely set accessibility state; nil until one of these properties is set.
  @exclusivity(unchecked) package final var _accessibilityStorage: _AccessibilityStorage?

  /// Whether VoiceOver ignores the elements in this view's siblings (false by default).
  open var accessibilityViewIsModal: Bool {
    get { _accessibilityStorage?.viewIsModal ?? false }
    set { _accessibility.viewIsModal = newValue }
  }
  /// Whether the accessibility elements this one contains are hidden from VoiceOver (false).
  open var accessibilityElementsHidden: Bool {
    get { _accessibilityStorage?.elementsHidden ?? false }
    set { _accessibility.elementsHidden = newValue }
  }
  /// Whether VoiceOver visits this container's elements together, whatever their positions (false).
  open var shouldGroupAccessibilityChildren: Bool {
    get { _accessibilityStorage?.groupsChildren ?? false }
    set { _accessibility.groupsChildren = newValue }
  }
  /// The container's elements in the order VoiceOver visits them (nil: its subviews, by position).
  open var accessibilityElements: [Any]? {
    get { _accessibilityStorage?.elements }
    set { _accessibility.elements = newValue }
  }
  /// The element's frame in screen coordinates: a view's own frame there until set; `.zero` for
  /// anything else.
  open var accessibilityFrame: CGRect {
    get { _accessibilityStorage?.frame ?? _accessibilityDefaultFrame }
    set { _accessibility.frame = newValue }
  }
  /// Where VoiceOver's activation lands, in screen coordinates: the centre of the
  /// `accessibilityFrame` until set.
  open var accessibilityActivationPoint: CGPoint {
    get {
      if let point = _accessibilityStorage?.activationPoint { return point }
      let frame = accessibilityFrame
      return CGPoint(x: frame.midX, y: frame.midY)
    }
    set { _accessibility.activationPoint = newValue }
  }
  /// Actions VoiceOver offers in its Actions rotor (nil by default).
  open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
    get { _accessibilityStorage?.customActions }
    set { _accessibility.customActions = newValue }
  }
  /// The BCP 47 language VoiceOver speaks the element's label, value and hint in (nil: the app's).
  open var accessibilityLanguage: String? {
    get { _accessibilityStorage?.language }
    set { _accessibility.language = newValue }
  }
  /// Whether Switch Control, Voice Control and Full Keyboard Access treat the element as
  /// interactive. Until set, inferred from its traits, custom actions and gesture recognizers.
  open var accessibilityRespondsToUserInteraction: Bool {
    get { _accessibilityStorage?.respondsToUserInteraction ?? _accessibilityInfersUserInteraction }
    set { _accessibility.respondsToUserInteraction = newValue }
  }

  /// The number of elements in the container: `accessibilityElements`'s count (0 when nil).
  open func accessibilityElementCount() -> Int { accessibilityElements?.count ?? 0 }
  /// The container's element at `index` (nil when out of range).
  open func accessibilityElement(at index: Int) -> Any? {
    guard let elements = accessibilityElements, elements.indices.contains(index) else { return nil }
    return elements[index]
  }
  /// The index of `element` in the container (`NSNotFound` when absent).
  open func index(ofAccessibilityElement element: Any) -> Int {
    accessibilityElements?.firstIndex { ($0 as AnyObject) === (element as AnyObject) } ?? NSNotFound
  }

  /// VoiceOver's double tap on the element. Return true when handled; false (the default) lets
  /// VoiceOver tap the activation point instead.
  open func accessibilityActivate() -> Bool { false }
  /// VoiceOver's two-finger scrub: dismiss a modal view and return true. False by default.
  open func accessibilityPerformEscape() -> Bool { false }
  /// VoiceOver's two-finger double tap (the app's main action). False by default.
  open func accessibilityPerformMagicTap() -> Bool { false }
  /// A swipe up on an adjustable element.
  open func accessibilityIncrement() {}
  /// A swipe down on an adjustable element.
  open func accessibilityDecrement() {}
}

@preconcurrency @MainActor
enum UIResponderChain {
  /// Held strongly, as a UIKit window keeps its first responder: it leaves only by resigning
  /// (a view leaving its window or a window hidden resigns), so the keyboard never stays up for
  /// a responder that died unseen (Docs/Behaviour/tables18.md "First responder").
  static var firstResponder: UIResponder?
}
