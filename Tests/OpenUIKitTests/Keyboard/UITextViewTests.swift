import Foundation
import OpenQuartzCore
import OpenUIKit
import OpenUIKitTesting
import Testing
import UIKit

@MainActor
final class RecordingTextViewDelegate: NSObject, UITextViewDelegate {
  var log: [String] = []
  var allowChange = true
  func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { log.append("shouldBegin"); return true }
  func textViewDidBeginEditing(_ textView: UITextView) { log.append("didBegin") }
  func textViewShouldEndEditing(_ textView: UITextView) -> Bool { log.append("shouldEnd"); return true }
  func textViewDidEndEditing(_ textView: UITextView) { log.append("didEnd") }
  func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
    log.append("shouldChange(\(range.location),\(range.length),\(text))")
    return allowChange
  }
  func textViewDidChange(_ textView: UITextView) { log.append("didChange(\(textView.text ?? ""))") }
}

@MainActor
@Suite(.serialized)
struct UITextViewTests {
  @Test("UIKit: defaults — empty text, textContainerInset (8, 0, 8, 0), editable and selectable, a scroll view")
  func defaults() {
    let t = UITextView()
    #expect(t.text == "")
    #expect(t.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
    #expect(t.isEditable && t.isSelectable && t.isScrollEnabled)
    #expect(t.font == nil)
    #expect((t as UIView) is UIScrollView)
    t.text = nil
    #expect(t.text == "" && !t.hasText)
  }

  @Test("UIKit: delegate order — shouldBegin, didBegin, then the keyboard; typing asks shouldChangeTextIn then didChange; resign asks shouldEnd, didEnd, then the keyboard goes")
  func delegateOrderAndTyping() {
    let t = UITextView(frame: CGRect(x: 20, y: 100, width: 300, height: 120))
    let w = keyboardWindow(t)
    defer { w.isHidden = true }
    let d = RecordingTextViewDelegate()
    t.delegate = d
    let log = KeyboardNotificationLog { d.log.append($0) }
    defer { log.stop() }
    var notes: [String] = []
    let tokens = [UITextView.textDidBeginEditingNotification, UITextView.textDidChangeNotification, UITextView.textDidEndEditingNotification].map { name in
      NotificationCenter.default.addObserver(forName: name, object: t, queue: nil) { note in
        let raw = note.name.rawValue
        MainActor.assumeIsolated { notes.append(raw) }
      }
    }
    defer { for token in tokens { NotificationCenter.default.removeObserver(token) } }
    #expect(t.becomeFirstResponder())
    #expect(t.isFirstResponder)
    w.type("Hi\n")
    t.deleteBackward()
    #expect(t.text == "Hi")
    d.allowChange = false
    w.type("x")
    #expect(t.text == "Hi")
    #expect(t.resignFirstResponder())
    #expect(d.log == [
      "shouldBegin", "didBegin", "willChangeFrame", "willShow",
      "shouldChange(0,0,H)", "didChange(H)", "shouldChange(1,0,i)", "didChange(Hi)",
      "shouldChange(2,0,\n)", "didChange(Hi\n)", "shouldChange(2,1,)", "didChange(Hi)", "shouldChange(2,0,x)",
      "shouldEnd", "didEnd", "willChangeFrame", "willHide",
    ])
    #expect(notes == [
      "UITextViewTextDidBeginEditingNotification", "UITextViewTextDidChangeNotification",
      "UITextViewTextDidChangeNotification", "UITextViewTextDidChangeNotification",
      "UITextViewTextDidChangeNotification", "UITextViewTextDidEndEditingNotification",
    ])
    // Text set in code tells nobody.
    d.log = []
    t.text = "set"
    #expect(d.log.isEmpty)
    UIApplication.shared.runUntilIdle()
  }

  @Test("UIKit: a non-editable text view does not become first responder; a tap on an editable one begins editing")
  func editableAndTap() {
    let t = UITextView(frame: CGRect(x: 20, y: 100, width: 300, height: 120))
    let w = keyboardWindow(t)
    defer { w.isHidden = true }
    #expect(!UITextView().becomeFirstResponder())  // not in a window
    t.isEditable = false
    #expect(!t.becomeFirstResponder())
    w.tap(at: CGPoint(x: 100, y: 150))
    #expect(!t.isFirstResponder)
    t.isEditable = true
    w.tap(at: CGPoint(x: 100, y: 150))
    #expect(t.isFirstResponder)
    UIApplication.shared.endEditingForTesting()
  }

  @Test("Behaviour.md Keyboard: with scrolling off a text view is as tall as its lines plus the container insets (12 pt default font, 1.2 em lines)")
  func intrinsicSize() {
    let t = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
    t.isScrollEnabled = false
    #expect(t.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 15 + 16))
    t.text = "one\ntwo"
    #expect(abs(t.intrinsicContentSize.height - (29 + 16)) < 0.001)
    t.font = .systemFont(ofSize: 20)
    #expect(abs(t.intrinsicContentSize.height - (48 + 16)) < 0.001)
    t.isScrollEnabled = true
    #expect(t.intrinsicContentSize.height == UIView.noIntrinsicMetric)
  }

  @Test("Behaviour.md Keyboard: the text draws wrapped inside the container (inset and 5 pt padding) from the top; attributedText sets the style")
  func drawing() throws {
    let t = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    t.attributedText = NSAttributedString(string: "Hello", attributes: [.font: UIFont.systemFont(ofSize: 17), .foregroundColor: UIColor.red])
    #expect(t.text == "Hello")
    #expect(t.font == .systemFont(ofSize: 17))
    #expect(t.textColor == .red)
    let label = try #require(t.subviews.compactMap { $0 as? UILabel }.first)
    #expect(label.text == "Hello")
    #expect(label.frame.origin == CGPoint(x: 5, y: 8))
    #expect(label.frame.width == 290)
    #expect(t.contentSize.height == label.frame.height + 16)
    let snapshot = t.layer._renderSnapshot()
    var stack = [snapshot]
    var strings: [String] = []
    while let l = stack.popLast() {
      if let text = l.text { strings.append(text.string) }
      stack.append(contentsOf: l.sublayers)
    }
    #expect(strings == ["Hello"])
  }

  @Test("Memory: a dismissed screen with an editing text view is freed and the keyboard goes down")
  func dismissedScreenFreed() {
    UIApplication.shared.endEditingForTesting()
    let root = UIViewController()
    let w = makeWindow(root: root, sdk: .iOS17)
    defer { w.isHidden = true }
    weak var weakScreen: UIViewController?
    weak var weakText: UITextView?
    let log = KeyboardNotificationLog()
    defer { log.stop() }
    do {
      let screen = UIViewController()
      let text = UITextView(frame: CGRect(x: 20, y: 100, width: 300, height: 120))
      screen.view.addSubview(text)
      root.present(screen, animated: true)
      UIApplication.shared.runUntilIdle()
      #expect(text.becomeFirstResponder())
      UIApplication.shared.runUntilIdle()
      weakScreen = screen
      weakText = text
      screen.dismiss(animated: true)
    }
    UIApplication.shared.runUntilIdle()
    #expect(weakScreen == nil)
    #expect(weakText == nil)
    #expect(UIApplication.shared.keyboardFrame == nil)
    #expect(log.names == ["willChangeFrame", "willShow", "didChangeFrame", "didShow", "willChangeFrame", "willHide", "didChangeFrame", "didHide"])
  }
}
