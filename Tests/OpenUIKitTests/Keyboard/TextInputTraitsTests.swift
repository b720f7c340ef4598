import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing
import UIKit

/// A custom text input that declares only the traits it uses, as PIN-entry views do.
private final class PinEntryView: UIView, UIKeyInput {
  var digits = ""
  var keyboardType: UIKeyboardType = .numberPad
  var textContentType: UITextContentType! = .oneTimeCode
  var hasText: Bool { !digits.isEmpty }
  func insertText(_ text: String) { digits += text }
  func deleteBackward() { if !digits.isEmpty { digits.removeLast() } }
  override var canBecomeFirstResponder: Bool { true }
}

@MainActor
@Suite(.serialized)
struct TextInputTraitsTests {
  @Test("UIKit: a text field's traits default to sentence capitalisation and the default keyboard, return key, appearance; no secure entry, no content type")
  func textFieldDefaults() {
    let field = UITextField()
    #expect(field.autocapitalizationType == .sentences)
    #expect(field.autocorrectionType == .default)
    #expect(field.spellCheckingType == .default)
    #expect(field.smartQuotesType == .default)
    #expect(field.smartDashesType == .default)
    #expect(field.smartInsertDeleteType == .default)
    #expect(field.inlinePredictionType == .default)
    #expect(field.keyboardType == .default)
    #expect(field.keyboardAppearance == .default)
    #expect(field.returnKeyType == .default)
    #expect(field.enablesReturnKeyAutomatically == false)
    #expect(field.isSecureTextEntry == false)
    #expect(field.textContentType == nil)
  }

  @Test("UIKit: traits set on a text field or text view read back; the SDK's deprecated aliases map to their cases")
  func setAndRead() {
    let field = UITextField()
    field.keyboardType = .emailAddress
    field.returnKeyType = .next
    field.autocapitalizationType = .none
    field.autocorrectionType = .no
    field.textContentType = .username
    field.keyboardAppearance = .alert
    #expect(field.keyboardType == .emailAddress)
    #expect(field.returnKeyType == .next)
    #expect(field.autocapitalizationType == .none)
    #expect(field.autocorrectionType == .no)
    #expect(field.textContentType == .username)
    #expect(field.keyboardAppearance == .dark)
    #expect(UIKeyboardType.alphabet == .asciiCapable)
    let view = UITextView()
    #expect(view.autocapitalizationType == .sentences)
    view.keyboardType = .decimalPad
    view.returnKeyType = .done
    #expect(view.keyboardType == .decimalPad)
    #expect(view.returnKeyType == .done)
  }

  @Test("UIKit: a secure text field draws one bullet a character; its text stays the typed text; turning it off shows the text")
  func secureEntryDrawsBullets() {
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
    field.isSecureTextEntry = true
    field.text = "hunter2"
    let label = field.subviews.compactMap { $0 as? UILabel }.first
    #expect(label?.text == String(repeating: "\u{2022}", count: 7))
    #expect(field.text == "hunter2")
    field.isSecureTextEntry = false
    #expect(label?.text == "hunter2")
  }

  @Test("UIKit: typing into a secure field reaches the delegate and the text as typed")
  func typingIntoSecureField() {
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
    field.isSecureTextEntry = true
    let w = keyboardWindow(field)
    defer { w.isHidden = true }
    field.becomeFirstResponder()
    w.type("abc")
    #expect(field.text == "abc")
    #expect(field.subviews.compactMap { $0 as? UILabel }.first?.text == "\u{2022}\u{2022}\u{2022}")
    UIApplication.shared.endEditingForTesting()
  }

  @Test("UIKit: a search bar's traits are its field's; its return key is Search")
  func searchBarForwards() {
    let bar = UISearchBar()
    #expect(bar.returnKeyType == .search)
    bar.keyboardType = .webSearch
    bar.autocapitalizationType = .none
    #expect(bar.searchTextField.keyboardType == .webSearch)
    #expect(bar.searchTextField.autocapitalizationType == .none)
  }

  @Test("UIKit: UIKeyInput adopts UITextInputTraits; a custom input declares the traits it uses and answers UIKit's defaults for the rest")
  func customKeyInputDefaults() {
    let pin = PinEntryView()
    let traits: any UITextInputTraits = pin
    #expect(traits.keyboardType == .numberPad)
    #expect(traits.textContentType == .oneTimeCode)
    #expect(traits.autocapitalizationType == .sentences)
    #expect(traits.returnKeyType == .default)
    #expect(traits.isSecureTextEntry == false)
  }
}
