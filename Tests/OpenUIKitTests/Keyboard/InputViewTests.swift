import Foundation
import OpenQuartzCore
import OpenUIKit
import OpenUIKitTesting
import Testing
import UIKit

/// A responder that is not a text input but has an input view (a custom control that edits
/// through a picker, as UIKit allows by overriding `inputView`).
@MainActor
final class InputViewButton: UIView {
  let picker = UIPickerView()
  override var canBecomeFirstResponder: Bool { true }
  override var inputView: UIView? { picker }
}

@MainActor
@Suite(.serialized)
struct InputViewTests {
  private func setUp() {
    UIApplication.shared.useLinkedSDK(.iOS17)
    UIScreen.useDevice(.iPhone15)
  }

  @Test("UIKit: UIResponder.inputView and inputAccessoryView are nil; UITextField and UITextView make them settable")
  func properties() {
    setUp()
    #expect(UIResponder().inputView == nil && UIResponder().inputAccessoryView == nil)
    let field = UITextField()
    let picker = UIPickerView()
    let bar = UIToolbar()
    field.inputView = picker
    field.inputAccessoryView = bar
    #expect(field.inputView === picker && field.inputAccessoryView === bar)
    let text = UITextView()
    text.inputView = picker
    #expect(text.inputView === picker && text.inputAccessoryView == nil)
  }

  @Test("UIKit: a field with an input view shows it instead of the keyboard: willChangeFrame/willShow with a frame of the input view's intrinsic height (216) plus the accessory's, full screen width")
  func notificationsCarryInputViewFrame() throws {
    setUp()
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
    let picker = UIPickerView()
    let bar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
    field.inputView = picker
    field.inputAccessoryView = bar
    let w = keyboardWindow(field)
    defer { w.isHidden = true }
    let log = KeyboardNotificationLog()
    defer { log.stop() }
    #expect(field.becomeFirstResponder())
    #expect(log.names == ["willChangeFrame", "willShow"])
    let screen = UIScreen.main.bounds
    let barHeight = _InputViewsTestHeight.of(bar)
    let height = 216 + barHeight
    let info = try #require(log.entry("willShow")).info
    #expect(info[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect == CGRect(x: 0, y: screen.height - height, width: screen.width, height: height))
    #expect(info[UIResponder.keyboardFrameBeginUserInfoKey] as? CGRect == CGRect(x: 0, y: screen.height, width: screen.width, height: height))
    UIApplication.shared.runUntilIdle()
    #expect(log.names == ["willChangeFrame", "willShow", "didChangeFrame", "didShow"])
    // The views sit in the window, full width: the accessory on top, the picker below it.
    #expect(picker.window === w && bar.window === w)
    #expect(picker.convert(picker.bounds, to: w) == CGRect(x: 0, y: screen.height - 216, width: screen.width, height: 216))
    #expect(bar.convert(bar.bounds, to: w) == CGRect(x: 0, y: screen.height - height, width: screen.width, height: barHeight))
    #expect(UIApplication.shared.keyboardFrame == CGRect(x: 0, y: screen.height - height, width: screen.width, height: height))
    // No keyboard panel is drawn while the input view stands in for it.
    #expect(keyboardRenderLayer(over: w) == nil)
    log.clear()
    field.resignFirstResponder()
    #expect(log.names == ["willChangeFrame", "willHide"])
    UIApplication.shared.runUntilIdle()
    #expect(picker.window == nil && bar.window == nil)
    #expect(UIApplication.shared.keyboardFrame == nil)
  }

  @Test("UIKit: the keyboard layout guide follows the input view's top")
  func layoutGuideFollows() {
    setUp()
    let root = UIViewController()
    let w = UIWindow(frame: UIScreen.main.bounds)
    w.rootViewController = root
    w.makeKeyAndVisible()
    UIApplication.shared.endEditingForTesting()
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
    field.inputView = UIPickerView()
    root.view.addSubview(field)
    let bottomBar = UIView()
    bottomBar.translatesAutoresizingMaskIntoConstraints = false
    root.view.addSubview(bottomBar)
    NSLayoutConstraint.activate([
      bottomBar.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
      bottomBar.trailingAnchor.constraint(equalTo: root.view.trailingAnchor),
      bottomBar.heightAnchor.constraint(equalToConstant: 50),
      bottomBar.bottomAnchor.constraint(equalTo: root.view.keyboardLayoutGuide.topAnchor),
    ])
    UIApplication.shared.runUntilIdle()
    defer { w.isHidden = true }
    field.becomeFirstResponder()
    UIApplication.shared.runUntilIdle()
    #expect(bottomBar.frame.maxY == UIScreen.main.bounds.height - 216)
    field.resignFirstResponder()
    UIApplication.shared.runUntilIdle()
  }

  @Test("Behaviour pickers17 Input views: switching from a keyboard field to an input-view field posts willChangeFrame/willShow from the keyboard's frame to the input view's; two plain fields still post nothing")
  func switchingFields() throws {
    setUp()
    let plain = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
    let picked = UITextField(frame: CGRect(x: 20, y: 150, width: 200, height: 34))
    picked.inputView = UIPickerView()
    let w = keyboardWindow(plain, picked)
    defer { w.isHidden = true }
    plain.becomeFirstResponder()
    UIApplication.shared.runUntilIdle()
    let keyboard = try #require(UIApplication.shared.keyboardFrame)
    let log = KeyboardNotificationLog()
    defer { log.stop() }
    picked.becomeFirstResponder()
    #expect(log.names == ["willChangeFrame", "willShow"])
    let info = try #require(log.entry("willShow")).info
    #expect(info[UIResponder.keyboardFrameBeginUserInfoKey] as? CGRect == keyboard)
    let screen = UIScreen.main.bounds
    #expect(info[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect == CGRect(x: 0, y: screen.height - 216, width: screen.width, height: 216))
    UIApplication.shared.runUntilIdle()
    log.clear()
    plain.becomeFirstResponder()
    UIApplication.shared.runUntilIdle()
    #expect(log.names == ["willChangeFrame", "willShow", "didChangeFrame", "didShow"])
    #expect(UIApplication.shared.keyboardFrame == keyboard)
    UIApplication.shared.endEditingForTesting()
    UIApplication.shared.runUntilIdle()
  }

  @Test("UIKit: reloadInputViews() on the first responder slides to its new input views; on another responder it does nothing")
  func reloadInputViews() throws {
    setUp()
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
    let w = keyboardWindow(field)
    defer { w.isHidden = true }
    field.becomeFirstResponder()
    UIApplication.shared.runUntilIdle()
    let log = KeyboardNotificationLog()
    defer { log.stop() }
    let picker = UIPickerView()
    field.inputView = picker
    #expect(log.names.isEmpty)
    UITextField().reloadInputViews()
    #expect(log.names.isEmpty)
    field.reloadInputViews()
    #expect(log.names == ["willChangeFrame", "willShow"])
    UIApplication.shared.runUntilIdle()
    #expect(picker.window === w)
    log.clear()
    field.reloadInputViews()
    #expect(log.names.isEmpty)
    UIApplication.shared.endEditingForTesting()
    UIApplication.shared.runUntilIdle()
  }

  @Test("UIKit: a responder that is not a text input but overrides inputView shows it as first responder and takes it down on resigning")
  func customResponder() {
    setUp()
    let button = InputViewButton(frame: CGRect(x: 20, y: 100, width: 100, height: 44))
    let w = keyboardWindow(button)
    defer { w.isHidden = true }
    let log = KeyboardNotificationLog()
    defer { log.stop() }
    #expect(button.becomeFirstResponder())
    UIApplication.shared.runUntilIdle()
    #expect(log.names == ["willChangeFrame", "willShow", "didChangeFrame", "didShow"])
    #expect(button.picker.window === w)
    log.clear()
    #expect(button.resignFirstResponder())
    UIApplication.shared.runUntilIdle()
    #expect(log.names == ["willChangeFrame", "willHide", "didChangeFrame", "didHide"])
    #expect(button.picker.window == nil)
  }

  @Test("UIKit: plain text fields keep the software keyboard's frame and panel (no input views)")
  func plainFieldUnchanged() throws {
    setUp()
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
    let w = keyboardWindow(field)
    defer { w.isHidden = true }
    field.becomeFirstResponder()
    UIApplication.shared.runUntilIdle()
    let height = _SoftwareKeyboard.height(for: UIScreen.main.profile)
    #expect(UIApplication.shared.keyboardFrame?.height == height)
    #expect(keyboardRenderLayer(over: w) != nil)
    #expect(_SoftwareKeyboard.current._inputViewHost == nil)
    UIApplication.shared.endEditingForTesting()
    UIApplication.shared.runUntilIdle()
  }
}

/// The height an accessory view is shown at (its intrinsic height, else its frame's).
@MainActor
enum _InputViewsTestHeight {
  static func of(_ view: UIView) -> CGFloat {
    let h = view.intrinsicContentSize.height
    return h != UIView.noIntrinsicMetric && h > 0 ? h : view.bounds.height
  }
}
