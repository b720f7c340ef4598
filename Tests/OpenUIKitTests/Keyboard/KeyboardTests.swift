import Foundation
import OpenQuartzCore
import OpenUIKit
import OpenUIKitTesting
import Testing
import UIKit

@MainActor
@Suite(.serialized)
struct KeyboardTests {
  @Test("UIKit: a text field becoming first responder brings the keyboard up: willChangeFrame and willShow at once, after textFieldDidBeginEditing; didChangeFrame and didShow when the 0.25 s slide ends")
  func showOrderAndTiming() throws {
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
    let w = keyboardWindow(field)
    defer { w.isHidden = true }
    let delegate = RecordingFieldDelegate()
    field.delegate = delegate
    let log = KeyboardNotificationLog { delegate.log.append($0) }
    defer { log.stop() }
    let start = CACurrentMediaTime()
    #expect(field.becomeFirstResponder())
    #expect(log.names == ["willChangeFrame", "willShow"])
    #expect(delegate.log == ["shouldBegin", "didBegin", "willChangeFrame", "willShow"])
    UIApplication.shared.advance(by: 0.2)
    #expect(log.names == ["willChangeFrame", "willShow"])
    UIApplication.shared.advance(by: 0.1)
    #expect(log.names == ["willChangeFrame", "willShow", "didChangeFrame", "didShow"])
    let did = try #require(log.entry("didShow"))
    #expect(did.time >= start + 0.25 - 1e-9 && did.time <= start + 0.25 + 2.0 / 60 + 1e-9)
    UIApplication.shared.endEditingForTesting()
  }

  @Test("UIKit: the userInfo carries begin and end frames in screen coordinates, duration 0.25, curve 7 and isLocal; iOS spellings read them")
  func userInfo() throws {
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
    let w = keyboardWindow(field)
    defer { w.isHidden = true }
    let log = KeyboardNotificationLog()
    defer { log.stop() }
    field.becomeFirstResponder()
    let info = try #require(log.entry("willShow")).info
    let screen = UIScreen.main.bounds
    let height = _SoftwareKeyboard.height(for: UIScreen.main.profile)
    let end = try #require((info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue)
    #expect(end == CGRect(x: 0, y: screen.height - height, width: screen.width, height: height))
    #expect(info[UIResponder.keyboardFrameBeginUserInfoKey] as? CGRect == CGRect(x: 0, y: screen.height, width: screen.width, height: height))
    #expect(info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double == 0.25)
    #expect((info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue == 0.25)
    let curve = try #require(info[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt)
    #expect(curve == 7)
    #expect(UIView.AnimationOptions(rawValue: curve << 16).rawValue == 7 << 16)
    #expect(info[UIResponder.keyboardIsLocalUserInfoKey] as? Bool == true)
    UIApplication.shared.runUntilIdle()
    log.clear()
    field.resignFirstResponder()
    #expect(log.names == ["willChangeFrame", "willHide"])
    let hide = try #require(log.entry("willHide")).info
    #expect(hide[UIResponder.keyboardFrameBeginUserInfoKey] as? CGRect == end)
    #expect(hide[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect == end.offsetBy(dx: 0, dy: height))
    UIApplication.shared.runUntilIdle()
    #expect(log.names == ["willChangeFrame", "willHide", "didChangeFrame", "didHide"])
    #expect(UIApplication.shared.keyboardFrame == nil)
  }

  @Test("Behaviour.md Keyboard: switching first responder between two text inputs keeps the keyboard up and posts nothing")
  func switchingKeepsKeyboardUp() {
    let a = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
    let b = UITextView(frame: CGRect(x: 20, y: 200, width: 200, height: 100))
    let w = keyboardWindow(a, b)
    defer { w.isHidden = true }
    a.becomeFirstResponder()
    UIApplication.shared.runUntilIdle()
    let log = KeyboardNotificationLog()
    defer { log.stop() }
    #expect(b.becomeFirstResponder())
    #expect(!a.isFirstResponder && !a.isEditing)
    UIApplication.shared.runUntilIdle()
    #expect(a.becomeFirstResponder())
    UIApplication.shared.runUntilIdle()
    #expect(log.names.isEmpty)
    #expect(UIApplication.shared.keyboardFrame != nil)
    // A responder that takes no text sends it down.
    final class Plain: UIView { override var canBecomeFirstResponder: Bool { true } }
    let plain = Plain()
    w.addSubview(plain)
    #expect(plain.becomeFirstResponder())
    #expect(log.names == ["willChangeFrame", "willHide"])
    UIApplication.shared.endEditingForTesting()
  }

  @Test("UIKit: a text field whose delegate refuses to begin editing brings no keyboard; endEditing(true) sends it down")
  func refusedAndForced() {
    final class No: NSObject, UITextFieldDelegate {
      func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { false }
    }
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
    let w = keyboardWindow(field)
    defer { w.isHidden = true }
    let no = No()
    field.delegate = no
    let log = KeyboardNotificationLog()
    defer { log.stop() }
    #expect(!field.becomeFirstResponder())
    #expect(log.names.isEmpty)
    field.delegate = nil
    field.becomeFirstResponder()
    #expect(w.endEditing(true))
    #expect(log.names == ["willChangeFrame", "willShow", "willChangeFrame", "willHide"])
    UIApplication.shared.runUntilIdle()
    #expect(UIApplication.shared.keyboardFrame == nil)
  }

  @Test("Behaviour.md Keyboard: heights per device and orientation (iPhone 15 336/209, SE 260/194, Pro Max 346/209, iPads 320/405)")
  func framePerDevice() {
    defer { UIScreen.useDevice(.iPhone15) }
    let cases: [(DeviceProfile, Bool, CGFloat)] = [
      (.iPhone15, false, 336), (.iPhone15, true, 209), (.iPhoneSE, false, 260), (.iPhoneSE, true, 194),
      (.iPhone15ProMax, false, 346), (.iPhone15ProMax, true, 209), (.iPadPro11, false, 320), (.iPadAir, true, 405),
    ]
    defer { UIScreen.useDevice(.iPhone15) }
    for (device, landscape, height) in cases {
      UIScreen.useDevice(device, landscape: landscape)
      let field = UITextField(frame: CGRect(x: 20, y: 40, width: 200, height: 34))
      let w = keyboardWindow(field)
      field.becomeFirstResponder()
      let screen = UIScreen.main.bounds
      #expect(
        UIApplication.shared.keyboardFrame == CGRect(x: 0, y: screen.height - height, width: screen.width, height: height),
        "\(device) landscape: \(landscape)")
      UIApplication.shared.endEditingForTesting()
      w.isHidden = true
    }
  }

  @Test("Behaviour.md Keyboard: the keyboard draws as a panel over the window, sliding up along curve 7 and gone once down")
  func drawnPanelSlides() throws {
    UIScreen.useDevice(.iPhone15)
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
    let w = keyboardWindow(field)
    defer { w.isHidden = true }
    #expect(keyboardRenderLayer(over: w) == nil)
    alignClockToFrameGrid()
    field.becomeFirstResponder()
    let end = try #require(UIApplication.shared.keyboardFrame)
    let midTop = try keyboardTopMidSlide(over: w)
    #expect(midTop > end.minY && midTop < end.maxY)
    #expect(abs(midTop - curve7Top(from: end.maxY, to: end.minY)) < 1.5)
    UIApplication.shared.runUntilIdle()
    let up = try #require(keyboardRenderLayer(over: w))
    #expect(up.position.y - up.bounds.height * up.anchorPoint.y == end.minY)
    field.resignFirstResponder()
    UIApplication.shared.advance(by: 0.1)
    #expect(keyboardRenderLayer(over: w) != nil)
    UIApplication.shared.runUntilIdle()
    #expect(keyboardRenderLayer(over: w) == nil)
  }

  @Test("Behaviour/keyboard2.md Keyboard panel: every slide starts at its reported begin frame and follows curve 7, also the first show after the screen changed while the keyboard was down")
  func consecutiveShowsFollowCurve7() throws {
    defer { UIScreen.useDevice(.iPhone15) }
    // The keyboard goes up and down on an iPad in landscape (a shorter, wider screen)...
    UIScreen.useDevice(.iPadAir, landscape: true)
    let pad = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
    let p = keyboardWindow(pad)
    pad.becomeFirstResponder()
    UIApplication.shared.endEditingForTesting()
    UIApplication.shared.runUntilIdle()
    p.isHidden = true
    // ...then comes up twice on an iPhone: each slide starts from the iPhone's bottom edge.
    UIScreen.useDevice(.iPhone15)
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
    let w = keyboardWindow(field)
    defer { w.isHidden = true }
    let log = KeyboardNotificationLog()
    defer { log.stop() }
    for round in 0..<2 {
      log.clear()
      alignClockToFrameGrid()
      field.becomeFirstResponder()
      let info = try #require(log.entry("willShow")).info
      let begin = try #require((info[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue)
      let end = try #require(UIApplication.shared.keyboardFrame)
      #expect(begin.minY == UIScreen.main.bounds.maxY, "round \(round)")
      let midTop = try keyboardTopMidSlide(over: w)
      #expect(abs(midTop - curve7Top(from: begin.minY, to: end.minY)) < 1.5, "round \(round)")
      let mid = try #require(keyboardRenderLayer(over: w))
      #expect(mid.bounds.width == UIScreen.main.bounds.width, "round \(round)")
      UIApplication.shared.endEditingForTesting()
      UIApplication.shared.runUntilIdle()
    }
  }

  @Test("UIKit: a first responder leaving its window resigns, and the keyboard goes down")
  func removalResigns() {
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
    let w = keyboardWindow(field)
    defer { w.isHidden = true }
    let delegate = RecordingFieldDelegate()
    field.delegate = delegate
    field.becomeFirstResponder()
    UIApplication.shared.runUntilIdle()
    field.removeFromSuperview()
    #expect(!field.isFirstResponder)
    #expect(delegate.log == ["shouldBegin", "didBegin", "didEnd"])
    UIApplication.shared.runUntilIdle()
    #expect(UIApplication.shared.keyboardFrame == nil)
  }

  @Test("Headless: window.type(_:) types into the first responder through UIKeyInput; backspace deletes")
  func typeHelper() {
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
    let w = keyboardWindow(field)
    defer { w.isHidden = true }
    w.type("ignored")
    #expect(field.text == "")
    field.becomeFirstResponder()
    w.type("hellp\u{8}o")
    #expect(field.text == "hello")
    UIApplication.shared.endEditingForTesting()
  }
}
