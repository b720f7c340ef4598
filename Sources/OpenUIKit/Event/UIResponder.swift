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
      leftTextInput = current is any UIKeyInput
      _SoftwareKeyboard.switchingDepth += 1
      let resigned = current.resignFirstResponder()
      _SoftwareKeyboard.switchingDepth -= 1
      guard resigned else { return false }
    }
    UIResponderChain.firstResponder = self
    // A text input brings the keyboard up at the end of its own override; any other responder
    // taking over from one sends it down now.
    if leftTextInput && !(self is any UIKeyInput) { _SoftwareKeyboard.firstResponderDidChange() }
    return true
  }

  @discardableResult
  open func resignFirstResponder() -> Bool {
    guard canResignFirstResponder else { return false }
    if UIResponderChain.firstResponder === self { UIResponderChain.firstResponder = nil }
    return true
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
}

@preconcurrency @MainActor
enum UIResponderChain {
  static weak var firstResponder: UIResponder?
}
