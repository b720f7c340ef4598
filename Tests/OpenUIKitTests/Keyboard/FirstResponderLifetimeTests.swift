import Foundation
import OpenQuartzCore
import OpenUIKit
import OpenUIKitTesting
import Testing
import UIKit

/// A first responder that leaves its window resigns, as on iOS (the window keeps its first
/// responder; a view leaving the window gives it up): the keyboard goes down with UIKit's
/// notifications, and never stays marked up for a responder no window holds
/// (Docs/Behaviour/tables18.md "First responder").
@MainActor
@Suite(.serialized)
struct FirstResponderLifetimeTests {
  @Test("tables18: hiding the window of an editing text field ends editing and hides the keyboard (willChangeFrame, willHide; didHide after the slide)")
  func hidingTheWindowResigns() {
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
    let w = keyboardWindow(field)
    let delegate = RecordingFieldDelegate()
    field.delegate = delegate
    #expect(field.becomeFirstResponder())
    UIApplication.shared.runUntilIdle()
    let log = KeyboardNotificationLog { delegate.log.append($0) }
    defer { log.stop() }
    delegate.log.removeAll()
    w.isHidden = true
    // Editing ends first (its delegate hears it), then the keyboard's will-notifications.
    #expect(delegate.log == ["didEnd", "willChangeFrame", "willHide"])
    #expect(!field.isFirstResponder)
    #expect(!_SoftwareKeyboard.current.isShown)
    UIApplication.shared.runUntilIdle()
    #expect(log.names == ["willChangeFrame", "willHide", "didChangeFrame", "didHide"])
  }

  @Test("tables18: a window hidden and released while its text field edits leaves no keyboard up and no first responder alive")
  func releasedWindowLeavesNoStaleKeyboard() {
    weak var weakField: UITextField?
    weak var weakWindow: UIWindow?
    do {
      let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
      let w = keyboardWindow(field)
      #expect(field.becomeFirstResponder())
      UIApplication.shared.runUntilIdle()
      #expect(_SoftwareKeyboard.current.isShown)
      weakField = field
      weakWindow = w
      w.isHidden = true
    }
    UIApplication.shared.runUntilIdle()
    #expect(weakWindow == nil)
    #expect(weakField == nil)
    #expect(!_SoftwareKeyboard.current.isShown)
    // A new text field brings the keyboard up again with willShow (the state is not stale).
    let other = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
    let w2 = keyboardWindow(other)
    defer { w2.isHidden = true }
    let log = KeyboardNotificationLog()
    defer { log.stop() }
    #expect(other.becomeFirstResponder())
    #expect(log.names == ["willChangeFrame", "willShow"])
    UIApplication.shared.endEditingForTesting()
  }

  @Test("tables18: removing an ancestor of the editing text field from the window resigns it and hides the keyboard")
  func removingAnAncestorResigns() {
    let container = UIView(frame: CGRect(x: 0, y: 80, width: 300, height: 200))
    let field = UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 34))
    container.addSubview(field)
    let w = keyboardWindow(container)
    defer { w.isHidden = true }
    #expect(field.becomeFirstResponder())
    UIApplication.shared.runUntilIdle()
    let log = KeyboardNotificationLog()
    defer { log.stop() }
    container.removeFromSuperview()
    #expect(!field.isFirstResponder)
    #expect(log.names == ["willChangeFrame", "willHide"])
    UIApplication.shared.runUntilIdle()
    #expect(log.names == ["willChangeFrame", "willHide", "didChangeFrame", "didHide"])
  }

  @Test("tables18: hiding a window that does not hold the first responder leaves the keyboard up")
  func hidingAnotherWindowKeepsTheKeyboard() {
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
    let w = keyboardWindow(field)
    defer { w.isHidden = true }
    let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    other.isHidden = false
    #expect(field.becomeFirstResponder())
    UIApplication.shared.runUntilIdle()
    let log = KeyboardNotificationLog()
    defer { log.stop() }
    other.isHidden = true
    UIApplication.shared.runUntilIdle()
    #expect(field.isFirstResponder)
    #expect(log.names.isEmpty)
    UIApplication.shared.endEditingForTesting()
  }
}
