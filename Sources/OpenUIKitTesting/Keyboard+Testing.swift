import Foundation
import OpenQuartzCore
import OpenUIKit

extension UIApplication {
  /// The software keyboard's frame in screen coordinates once its current slide ends, or nil
  /// while it is down (or going down).
  public var keyboardFrame: CGRect? {
    let keyboard = UIWindowScene._main._keyboard
    return keyboard.isShown ? keyboard.frame : nil
  }

  /// Ends editing wherever it is: the first responder resigns (made to, if it refuses), so the
  /// keyboard goes down; then the clock runs until idle. Tests start from here when an earlier
  /// test may have left a text input editing.
  public func endEditingForTesting() {
    _SoftwareKeyboard.forceResignFirstResponder()
    runUntilIdle()
  }
}

extension UIWindow {
  /// Types `text` into the first responder, one character at a time through `UIKeyInput`
  /// (`insertText(_:)`), as the keyboard sends it; "\u{8}" (backspace) is the delete key.
  /// Does nothing when no text input in this window is first responder.
  public func type(_ text: String) {
    guard let input = _SoftwareKeyboard.keyInputResponder else { return }
    if let view = input as? UIView, view.window !== self { return }
    for character in text {
      if character == "\u{8}" { input.deleteBackward() } else { input.insertText(String(character)) }
    }
  }
}
