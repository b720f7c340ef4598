import Foundation
import OpenQuartzCore
import OpenUIKit
import OpenUIKitTesting
import Testing
import UIKit

@MainActor
final class RecordingFieldDelegate: NSObject, UITextFieldDelegate {
  var log: [String] = []
  var allowChange = true
  var returns = true
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { log.append("shouldBegin"); return true }
  func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBegin") }
  func textFieldDidEndEditing(_ textField: UITextField) { log.append("didEnd") }
  func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
    log.append("shouldChange(\(range.location),\(range.length),\(string))")
    return allowChange
  }
  func textFieldShouldReturn(_ textField: UITextField) -> Bool { log.append("shouldReturn"); return returns }
}

@MainActor
@Suite(.serialized)
struct UITextFieldTests {
  @Test("UIKit: text is the empty string by default and after setting nil (UITextField.text docs)")
  func emptyText() {
    let f = UITextField()
    #expect(f.text == "")
    f.text = "Hi"
    f.text = nil
    #expect(f.text == "")
    #expect(!f.hasText)
  }

  @Test("Drawing: the placeholder in placeholder grey when empty, the text otherwise; rounded rect border")
  func drawing() throws {
    let f = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
    f.placeholder = "Name"
    f.borderStyle = .roundedRect
    #expect(f.layer.cornerRadius == 5 && f.layer.borderWidth > 0)
    let label = try #require(f.subviews.compactMap { $0 as? UILabel }.first)
    #expect(label.text == "Name")
    f.text = "Ann"
    #expect(label.text == "Ann")
    #expect(label.frame.minX == 7)
  }

  @Test("UIKit: becomeFirstResponder asks the delegate and begins editing (no keyboard); resign ends it")
  func responderChain() {
    let f = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
    let d = RecordingFieldDelegate()
    f.delegate = d
    #expect(!f.becomeFirstResponder())  // not in a window
    _ = window(with: f)
    let rec = EventRecorder(f, [("begin", .editingDidBegin), ("end", .editingDidEnd)])
    #expect(f.becomeFirstResponder())
    #expect(f.isFirstResponder && f.isEditing)
    #expect(f.resignFirstResponder())
    #expect(!f.isEditing)
    // textFieldDidEndEditing(_:reason:) defaults to the plain variant.
    #expect(d.log == ["shouldBegin", "didBegin", "didEnd"])
    #expect(rec.events == ["begin", "end"])
  }

  @Test("UIKit: a tap on the field begins editing")
  func tapBegins() {
    let f = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
    let w = window(with: f)
    w.tap(at: CGPoint(x: 100, y: 17))
    #expect(f.isFirstResponder)
    f.resignFirstResponder()
  }

  @Test("UIKit: typed text is offered to shouldChangeCharactersIn, then .editingChanged; return asks textFieldShouldReturn and .editingDidEndOnExit ends editing")
  func typing() {
    let f = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
    let d = RecordingFieldDelegate()
    f.delegate = d
    _ = window(with: f)
    f.becomeFirstResponder()
    let rec = EventRecorder(f, [("changed", .editingChanged), ("exit", .editingDidEndOnExit)])
    f.insertText("ab")
    f.deleteBackward()
    #expect(f.text == "a")
    d.allowChange = false
    f.insertText("z")
    #expect(f.text == "a")
    #expect(rec.events == ["changed", "changed"])
    f.insertText("\n")
    #expect(d.log.contains("shouldReturn"))
    #expect(rec.events.last == "exit")
    #expect(!f.isFirstResponder)
  }
}
