import Foundation
import OpenQuartzCore

/// The delegate of a text field. Every method is optional in UIKit; the defaults here answer as
/// UIKit does for a delegate that does not implement them.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: NSObjectProtocol {
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
  func textFieldDidBeginEditing(_ textField: UITextField)
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
  func textFieldDidEndEditing(_ textField: UITextField)
  func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
  func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
  func textFieldDidChangeSelection(_ textField: UITextField)
  func textFieldShouldClear(_ textField: UITextField) -> Bool
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
  public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
  public func textFieldDidBeginEditing(_ textField: UITextField) {}
  public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
  public func textFieldDidEndEditing(_ textField: UITextField) {}
  /// UIKit calls the `reason:` variant when implemented, else the plain one.
  public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
    textFieldDidEndEditing(textField)
  }
  public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
    true
  }
  public func textFieldDidChangeSelection(_ textField: UITextField) {}
  public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

/// The protocol of responders that take typed text; its keyboard traits come from
/// `UITextInputTraits` (every one with UIKit's default unless the responder declares it).
@preconcurrency @MainActor
public protocol UIKeyInput: UITextInputTraits {
  var hasText: Bool { get }
  func insertText(_ text: String)
  func deleteBackward()
}

/// A single-line editable text field; as first responder it brings up the software keyboard
/// (Keyboard/SoftwareKeyboard.swift).
///
/// Editing follows the responder chain: `becomeFirstResponder()` (or a tap) asks the delegate
/// `textFieldShouldBeginEditing`, makes the field first responder, then `textFieldDidBeginEditing`,
/// `.editingDidBegin` and `textDidBeginEditingNotification`; `resignFirstResponder()` mirrors it
/// with the end-editing calls. Typed text arrives through `UIKeyInput` (`insertText(_:)`,
/// `deleteBackward()`), as a keyboard would send it: each change is offered to
/// `textField(_:shouldChangeCharactersIn:replacementString:)` and then sends `.editingChanged` and
/// `textDidChangeNotification`; a "\n" is the return key (`textFieldShouldReturn`, then
/// `.editingDidEndOnExit`, which ends editing when someone listens for it). Setting `text` in code
/// sends nothing. Drawing: the text (or the placeholder in placeholder grey) in a label inset
/// 7 pt, and the border style's frame.
@preconcurrency @MainActor
open class UITextField: UIControl, UIKeyInput {
  public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }
  public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }
  public enum DidEndEditingReason: Int, Sendable { case committed }

  public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
  public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")
  public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")

  package static let textInset: CGFloat = 7

  private var _text = ""
  private let textLabel = UILabel()

  /// The text; never nil when read (UIKit's default is the empty string).
  open var text: String? {
    get { _text }
    set {
      _text = newValue ?? ""
      updateParts()
    }
  }

  open var placeholder: String? { didSet { updateParts() } }
  open var borderStyle: BorderStyle = .none { didSet { updateParts() } }
  open var font: UIFont? = .systemFont(ofSize: 17) { didSet { updateParts() } }
  open var textColor: UIColor? { didSet { updateParts() } }
  open var textAlignment: NSTextAlignment = .natural { didSet { updateParts() } }
  open var clearButtonMode: ViewMode = .never
  open var clearsOnBeginEditing: Bool = false
  open weak var delegate: (any UITextFieldDelegate)?
  open private(set) var isEditing = false
  /// Without a border style: the text's inset from the edges and the corner radius (a search
  /// field, UISearchTextField, draws its own rounded background).
  package var _plainTextInset: CGFloat = 0
  package var _plainCornerRadius: CGFloat = 0

  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUp()
  }

  private func setUp() {
    textLabel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(textLabel)
    UIView.performWithoutAnimation { updateParts() }
  }

  // MARK: Drawing

  private func updateParts() {
    UIView.performWithoutAnimation {
      let inset = borderStyle == .none ? _plainTextInset : Self.textInset
      textLabel.frame = bounds.insetBy(dx: inset, dy: 0)
      textLabel.font = font ?? .systemFont(ofSize: 17)
      textLabel.textAlignment = textAlignment
      if _text.isEmpty {
        textLabel.text = placeholder
        textLabel.textColor = .placeholderText
      } else {
        textLabel.text = isSecureTextEntry ? String(repeating: "\u{2022}", count: _text.count) : _text
        textLabel.textColor = textColor ?? .label
      }
      switch borderStyle {
      case .none:
        layer.borderWidth = 0
        layer.cornerRadius = _plainCornerRadius
      case .line:
        layer.borderWidth = 1
        layer.borderColor = UIColor.black.cgColor
        layer.cornerRadius = 0
      case .bezel:
        layer.borderWidth = 1
        layer.borderColor = UIColor.systemGray.cgColor
        layer.cornerRadius = 0
      case .roundedRect:
        layer.borderWidth = 0.5
        layer.borderColor = UIColor.systemGray4.cgColor
        layer.cornerRadius = 5
        if backgroundColor == nil { backgroundColor = .systemBackground }
      }
    }
  }

  open override var frame: CGRect {
    didSet { if oldValue.size != frame.size { updateParts() } }
  }

  open override var intrinsicContentSize: CGSize {
    let size = (font ?? .systemFont(ofSize: 17)).pointSize
    return CGSize(width: UIView.noIntrinsicMetric, height: (size * 1.2).rounded(.up) + (borderStyle == .roundedRect ? 12 : 0))
  }

  // MARK: Editing

  // MARK: UITextInputTraits

  private var _inputTraits = _TextInputTraitValues()
  /// Drawn as one bullet (U+2022) a character while set; `text` still answers the typed text.
  open var isSecureTextEntry: Bool {
    get { _inputTraits.isSecureTextEntry }
    set {
      _inputTraits.isSecureTextEntry = newValue
      updateParts()
    }
  }

  open var autocapitalizationType: UITextAutocapitalizationType {
    get { _inputTraits.autocapitalizationType } set { _inputTraits.autocapitalizationType = newValue }
  }
  open var autocorrectionType: UITextAutocorrectionType {
    get { _inputTraits.autocorrectionType } set { _inputTraits.autocorrectionType = newValue }
  }
  open var spellCheckingType: UITextSpellCheckingType {
    get { _inputTraits.spellCheckingType } set { _inputTraits.spellCheckingType = newValue }
  }
  open var smartQuotesType: UITextSmartQuotesType {
    get { _inputTraits.smartQuotesType } set { _inputTraits.smartQuotesType = newValue }
  }
  open var smartDashesType: UITextSmartDashesType {
    get { _inputTraits.smartDashesType } set { _inputTraits.smartDashesType = newValue }
  }
  open var smartInsertDeleteType: UITextSmartInsertDeleteType {
    get { _inputTraits.smartInsertDeleteType } set { _inputTraits.smartInsertDeleteType = newValue }
  }
  open var inlinePredictionType: UITextInlinePredictionType {
    get { _inputTraits.inlinePredictionType } set { _inputTraits.inlinePredictionType = newValue }
  }
  open var keyboardType: UIKeyboardType {
    get { _inputTraits.keyboardType } set { _inputTraits.keyboardType = newValue }
  }
  open var keyboardAppearance: UIKeyboardAppearance {
    get { _inputTraits.keyboardAppearance } set { _inputTraits.keyboardAppearance = newValue }
  }
  open var returnKeyType: UIReturnKeyType {
    get { _inputTraits.returnKeyType } set { _inputTraits.returnKeyType = newValue }
  }
  open var enablesReturnKeyAutomatically: Bool {
    get { _inputTraits.enablesReturnKeyAutomatically } set { _inputTraits.enablesReturnKeyAutomatically = newValue }
  }
  open var textContentType: UITextContentType! {
    get { _inputTraits.textContentType } set { _inputTraits.textContentType = newValue }
  }

  private var _inputView: UIView?
  private var _inputAccessoryView: UIView?

  /// The view shown instead of the keyboard while editing (nil: the keyboard); a change shows
  /// after `reloadInputViews()` or the next time editing begins.
  open override var inputView: UIView? {
    get { _inputView }
    set { _inputView = newValue }
  }

  /// The view shown above the keyboard (or the input view) while editing.
  open override var inputAccessoryView: UIView? {
    get { _inputAccessoryView }
    set { _inputAccessoryView = newValue }
  }

  open override var canBecomeFirstResponder: Bool { isEnabled }

  /// Starts editing: asks the delegate, takes first responder (only in a window), then tells.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    guard !isFirstResponder else { return true }
    guard window != nil, canBecomeFirstResponder else { return false }
    guard delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
    guard super.becomeFirstResponder() else { return false }
    isEditing = true
    if clearsOnBeginEditing { text = "" }
    delegate?.textFieldDidBeginEditing(self)
    sendActions(for: .editingDidBegin)
    NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
    _SoftwareKeyboard.firstResponderDidChange()
    return true
  }

  /// Ends editing: asks the delegate, gives up first responder, then tells.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return super.resignFirstResponder() }
    guard delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
    guard super.resignFirstResponder() else { return false }
    isEditing = false
    delegate?.textFieldDidEndEditing(self, reason: .committed)
    sendActions(for: .editingDidEnd)
    NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
    _SoftwareKeyboard.firstResponderDidChange()
    return true
  }

  // MARK: UIKeyInput

  open var hasText: Bool { !_text.isEmpty }

  /// Types `text` at the end, as a keyboard would; "\n" is the return key.
  open func insertText(_ text: String) {
    if text == "\n" {
      pressReturn()
      return
    }
    replace(NSRange(location: (_text as NSString).length, length: 0), with: text)
  }

  /// Deletes the last character, as the keyboard's delete key.
  open func deleteBackward() {
    let length = (_text as NSString).length
    guard length > 0 else { return }
    let last = (_text as NSString).rangeOfComposedCharacterSequence(at: length - 1)
    replace(last, with: "")
  }

  private func replace(_ range: NSRange, with string: String) {
    guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: string) ?? true else { return }
    _text = (_text as NSString).replacingCharacters(in: range, with: string)
    updateParts()
    sendActions(for: .editingChanged)
    NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
  }

  private func pressReturn() {
    guard delegate?.textFieldShouldReturn(self) ?? true else { return }
    let listens = !allControlEvents.isDisjoint(with: .editingDidEndOnExit)
    sendActions(for: .editingDidEndOnExit)
    if listens { resignFirstResponder() }
    _returnKeyHandler?(self)
  }

  /// What the field's owner does with the return key once the delegate allowed it and the
  /// `.editingDidEndOnExit` actions ran: an alert's text fields perform its preferred action.
  package final var _returnKeyHandler: (@MainActor (UITextField) -> Void)?

  /// The return key is a text field's primary action.
  package override var _primaryActionEvents: Event { .editingDidEndOnExit }

  // MARK: Tracking

  /// A tap inside starts editing.
  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    if isTouchInside { becomeFirstResponder() }
  }
}
