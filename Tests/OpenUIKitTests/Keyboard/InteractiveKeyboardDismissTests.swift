import Foundation
import OpenQuartzCore
import OpenUIKit
import OpenUIKitTesting
import Testing
import UIKit

/// `UIScrollView.keyboardDismissMode` `.interactive`: the keyboard follows the dragging finger
/// once it reaches the keyboard's top, and the finger's release decides (Docs/Behaviour/scroll19.md).
@MainActor
@Suite(.serialized)
struct InteractiveKeyboardDismissTests {
  final class Delegate: NSObject, UITextFieldDelegate {
    var allowEnd = true
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { allowEnd }
  }

  /// A window with a full-height scroll view, a text field editing, and a bar pinned above the
  /// keyboard layout guide.
  private struct Scene {
    let window: UIWindow
    let scroll: UIScrollView
    let field: UITextField
    let bar: UIView
    let delegate: Delegate
    let rest: CGRect
  }

  private func scene(_ mode: UIScrollView.KeyboardDismissMode, padding: CGFloat = 0) throws -> Scene {
    UIScreen.useDevice(.iPhone15)
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    scroll.contentSize = CGSize(width: 393, height: 4000)
    scroll.keyboardDismissMode = mode
    let field = UITextField(frame: CGRect(x: 20, y: 60, width: 200, height: 34))
    let delegate = Delegate()
    field.delegate = delegate
    let bar = UIView()
    bar.translatesAutoresizingMaskIntoConstraints = false
    let w = keyboardWindow(scroll, field, bar)
    w.keyboardLayoutGuide.keyboardDismissPadding = padding
    NSLayoutConstraint.activate([
      bar.leadingAnchor.constraint(equalTo: w.leadingAnchor),
      bar.trailingAnchor.constraint(equalTo: w.trailingAnchor),
      bar.heightAnchor.constraint(equalToConstant: 50),
      bar.bottomAnchor.constraint(equalTo: w.keyboardLayoutGuide.topAnchor),
    ])
    #expect(field.becomeFirstResponder())
    UIApplication.shared.runUntilIdle()
    let rest = try #require(UIApplication.shared.keyboardFrame)
    return Scene(window: w, scroll: scroll, field: field, bar: bar, delegate: delegate, rest: rest)
  }

  private func endFrame(_ entry: KeyboardNotificationLog.Entry) -> CGRect? {
    (entry.info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
  }

  private func beginFrame(_ entry: KeyboardNotificationLog.Entry) -> CGRect? {
    (entry.info[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue
  }

  @Test("Apple KeyboardDismissMode.interactive: the keyboard follows the finger once it reaches the keyboard's top (frame, panel, layout guide, willChangeFrame/didChangeFrame with duration 0 at each move) and comes back as the finger moves up")
  func followsFinger() throws {
    for mode in [UIScrollView.KeyboardDismissMode.interactive, .interactiveWithAccessory] {
      let s = try scene(mode)
      defer { s.window.isHidden = true }
      let log = KeyboardNotificationLog()
      defer { log.stop() }
      let finger = s.window.touchDown(at: CGPoint(x: 200, y: 300))
      // Above the keyboard: the keyboard stays, nothing is posted.
      finger.move(to: CGPoint(x: 200, y: s.rest.minY - 10), duration: 0.2)
      #expect(s.scroll.isDragging, "\(mode)")
      #expect(UIApplication.shared.keyboardFrame == s.rest, "\(mode)")
      #expect(log.names.isEmpty, "\(mode)")
      // Into the keyboard: it follows.
      finger.move(to: CGPoint(x: 200, y: s.rest.minY + 90), duration: 0.2)
      #expect(UIApplication.shared.keyboardFrame?.minY == s.rest.minY + 90, "\(mode)")
      #expect(UIApplication.shared.keyboardFrame?.height == s.rest.height, "\(mode)")
      #expect(s.bar.frame.maxY == s.rest.minY + 90, "\(mode): the view pinned to the keyboard layout guide follows")
      #expect(keyboardRenderLayer(over: s.window).map { $0.position.y - $0.bounds.height / 2 } == s.rest.minY + 90, "\(mode)")
      #expect(!log.names.isEmpty, "\(mode)")
      #expect(Set(log.names) == ["willChangeFrame", "didChangeFrame"], "\(mode)")
      #expect(log.names.count % 2 == 0, "\(mode)")
      let last = try #require(log.entries.last)
      #expect(endFrame(last)?.minY == s.rest.minY + 90, "\(mode)")
      #expect((last.info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue == 0, "\(mode)")
      #expect(s.field.isFirstResponder, "\(mode)")
      // Back above the keyboard's top: the keyboard is back at rest.
      finger.move(to: CGPoint(x: 200, y: s.rest.minY - 40), duration: 0.2)
      #expect(UIApplication.shared.keyboardFrame == s.rest, "\(mode)")
      #expect(s.bar.frame.maxY == s.rest.minY, "\(mode)")
      #expect(log.entries.last.flatMap(endFrame) == s.rest, "\(mode)")
      let count = log.names.count
      finger.lift()
      UIApplication.shared.runUntilIdle()
      #expect(log.names.count == count, "\(mode): released at rest, nothing more is posted")
      #expect(s.field.isFirstResponder, "\(mode)")
    }
  }

  @Test("Apple KeyboardDismissMode.interactive: released moving down, the keyboard goes down from where the finger left it (willChangeFrame, willHide; didChangeFrame, didHide at the end)")
  func releaseMovingDownDismisses() throws {
    let s = try scene(.interactive)
    defer { s.window.isHidden = true }
    let finger = s.window.touchDown(at: CGPoint(x: 200, y: 300))
    finger.move(to: CGPoint(x: 200, y: s.rest.minY + 60), duration: 0.25)
    let log = KeyboardNotificationLog()
    defer { log.stop() }
    finger.lift()
    #expect(!s.field.isFirstResponder)
    #expect(log.names == ["willChangeFrame", "willHide"])
    let hide = try #require(log.entries.last)
    #expect(beginFrame(hide)?.minY == s.rest.minY + 60)
    #expect(endFrame(hide)?.minY == 852)
    #expect((hide.info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue == 0.25)
    UIApplication.shared.runUntilIdle()
    #expect(log.names == ["willChangeFrame", "willHide", "didChangeFrame", "didHide"])
    #expect(UIApplication.shared.keyboardFrame == nil)
    #expect(s.bar.frame.maxY == 852 - s.window.safeAreaInsets.bottom)
  }

  @Test("Behaviour/scroll19.md interactive release: moving up, the pulled keyboard slides back up (willChangeFrame, willShow) and editing goes on")
  func releaseMovingUpRestores() throws {
    let s = try scene(.interactive)
    defer { s.window.isHidden = true }
    let finger = s.window.touchDown(at: CGPoint(x: 200, y: 300))
    finger.move(to: CGPoint(x: 200, y: s.rest.minY + 250), duration: 0.3)
    // Moving up for longer than the pan's velocity window.
    finger.move(to: CGPoint(x: 200, y: s.rest.minY + 150), duration: 0.15)
    #expect(UIApplication.shared.keyboardFrame?.minY == s.rest.minY + 150)
    let log = KeyboardNotificationLog()
    defer { log.stop() }
    finger.lift()
    #expect(s.field.isFirstResponder)
    #expect(log.names == ["willChangeFrame", "willShow"])
    #expect(log.entries.last.flatMap(beginFrame)?.minY == s.rest.minY + 150)
    #expect(log.entries.last.flatMap(endFrame) == s.rest)
    UIApplication.shared.runUntilIdle()
    #expect(log.names == ["willChangeFrame", "willShow", "didChangeFrame", "didShow"])
    #expect(UIApplication.shared.keyboardFrame == s.rest)
    #expect(s.bar.frame.maxY == s.rest.minY)
  }

  @Test("Behaviour/scroll19.md interactive release: a still finger dismisses when the keyboard is pulled more than half its height down, else it slides back")
  func releaseStillUsesHalfThreshold() throws {
    for (pull, dismissed) in [(CGFloat(100), false), (CGFloat(240), true)] {
      let s = try scene(.interactive)
      defer { s.window.isHidden = true }
      #expect(s.rest.height == 336)
      let finger = s.window.touchDown(at: CGPoint(x: 200, y: 300))
      finger.move(to: CGPoint(x: 200, y: s.rest.minY + pull), duration: 0.3)
      finger.move(to: CGPoint(x: 200, y: s.rest.minY + pull), duration: 0.2)  // held still
      finger.lift()
      #expect(s.field.isFirstResponder == !dismissed, "pulled \(pull)")
      UIApplication.shared.runUntilIdle()
      #expect((UIApplication.shared.keyboardFrame == nil) == dismissed, "pulled \(pull)")
      if !dismissed { #expect(UIApplication.shared.keyboardFrame == s.rest) }
    }
  }

  @Test("Behaviour/scroll19.md interactive release: a first responder refusing to resign keeps the keyboard, which slides back up")
  func refusedDismissRestores() throws {
    let s = try scene(.interactive)
    defer { s.window.isHidden = true }
    s.delegate.allowEnd = false
    s.window.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: s.rest.minY + 120), duration: 0.25)
    #expect(s.field.isFirstResponder)
    UIApplication.shared.runUntilIdle()
    #expect(UIApplication.shared.keyboardFrame == s.rest)
    #expect(s.bar.frame.maxY == s.rest.minY)
    s.delegate.allowEnd = true
    UIApplication.shared.endEditingForTesting()
  }

  @Test("Apple UIKeyboardLayoutGuide.keyboardDismissPadding: the finger starts pulling the keyboard that far above its top; negative values count as 0")
  func dismissPadding() throws {
    for (padding, effective) in [(CGFloat(40), CGFloat(40)), (CGFloat(-30), CGFloat(0))] {
      let s = try scene(.interactive, padding: padding)
      defer { s.window.isHidden = true }
      let finger = s.window.touchDown(at: CGPoint(x: 200, y: 300))
      finger.move(to: CGPoint(x: 200, y: s.rest.minY - 20), duration: 0.2)
      #expect(UIApplication.shared.keyboardFrame?.minY == max(s.rest.minY, s.rest.minY - 20 + effective), "padding \(padding)")
      finger.move(to: CGPoint(x: 200, y: s.rest.minY + 50), duration: 0.1)
      #expect(UIApplication.shared.keyboardFrame?.minY == s.rest.minY + 50 + effective, "padding \(padding)")
      finger.move(to: CGPoint(x: 200, y: 200), duration: 0.2)
      finger.lift()
      UIApplication.shared.runUntilIdle()
      #expect(UIApplication.shared.keyboardFrame == s.rest, "padding \(padding)")
      #expect(s.field.isFirstResponder)
    }
  }

  @Test("Apple KeyboardDismissMode.none/.onDrag: the keyboard does not follow a finger moving into it")
  func otherModesDoNotFollow() throws {
    let s = try scene(.none)
    defer { s.window.isHidden = true }
    let log = KeyboardNotificationLog()
    defer { log.stop() }
    let finger = s.window.touchDown(at: CGPoint(x: 200, y: 300))
    finger.move(to: CGPoint(x: 200, y: s.rest.minY + 150), duration: 0.2)
    #expect(UIApplication.shared.keyboardFrame == s.rest)
    #expect(log.names.isEmpty)
    finger.lift()
    UIApplication.shared.runUntilIdle()
    #expect(s.field.isFirstResponder)
    #expect(UIApplication.shared.keyboardFrame == s.rest)
  }

  @Test("Behaviour/scroll19.md interactive: the input accessory view goes with the keyboard, on top of it, as the finger pulls it")
  func accessoryFollows() throws {
    UIScreen.useDevice(.iPhone15)
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    scroll.contentSize = CGSize(width: 393, height: 4000)
    scroll.keyboardDismissMode = .interactiveWithAccessory
    let text = UITextView(frame: CGRect(x: 20, y: 60, width: 300, height: 100))
    let accessory = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 44))
    text.inputAccessoryView = accessory
    let w = keyboardWindow(scroll, text)
    defer { w.isHidden = true }
    #expect(text.becomeFirstResponder())
    UIApplication.shared.runUntilIdle()
    let rest = try #require(UIApplication.shared.keyboardFrame)
    #expect(abs(rest.height - (336 + 44)) < 0.001)
    #expect(accessory.convert(accessory.bounds, to: nil).minY == rest.minY)
    let finger = w.touchDown(at: CGPoint(x: 200, y: 300))
    finger.move(to: CGPoint(x: 200, y: rest.minY + 100), duration: 0.25)
    #expect(accessory.convert(accessory.bounds, to: nil).minY == rest.minY + 100)
    finger.lift()
    #expect(!text.isFirstResponder)
    UIApplication.shared.runUntilIdle()
    #expect(accessory.window == nil)
  }

  @Test("Behaviour/scroll19.md interactive: a drag that begins below the keyboard's top scrolls without pulling the keyboard")
  func dragStartingBelowKeyboardTopDoesNotPull() throws {
    let s = try scene(.interactive)
    defer { s.window.isHidden = true }
    let log = KeyboardNotificationLog()
    defer { log.stop() }
    let finger = s.window.touchDown(at: CGPoint(x: 200, y: s.rest.minY + 40))
    finger.move(to: CGPoint(x: 200, y: s.rest.minY + 160), duration: 0.2)
    #expect(s.scroll.isDragging)
    #expect(UIApplication.shared.keyboardFrame == s.rest)
    #expect(log.names.isEmpty)
    finger.lift()
    UIApplication.shared.runUntilIdle()
    #expect(s.field.isFirstResponder)
    #expect(log.names.isEmpty)
  }
}
