import Foundation
import OpenQuartzCore

/// The delegate of a text view (a scroll view delegate too). Every method is optional in
/// UIKit; the defaults answer as UIKit does for a delegate that does not implement them.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
  func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
  func textViewShouldEndEditing(_ textView: UITextView) -> Bool
  func textViewDidBeginEditing(_ textView: UITextView)
  func textViewDidEndEditing(_ textView: UITextView)
  func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
  func textViewDidChange(_ textView: UITextView)
  func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
  public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
  public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
  public func textViewDidBeginEditing(_ textView: UITextView) {}
  public func textViewDidEndEditing(_ textView: UITextView) {}
  public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
  public func textViewDidChange(_ textView: UITextView) {}
  public func textViewDidChangeSelection(_ textView: UITextView) {}
}

/// A scrollable, multi-line, editable text view.
///
/// Editing follows `UITextField`'s: `becomeFirstResponder()` (or a tap) asks
/// `textViewShouldBeginEditing`, takes first responder (only in a window and while
/// `isEditable`), then `textViewDidBeginEditing` and `textDidBeginEditingNotification`, then the
/// keyboard comes up; `resignFirstResponder()` mirrors it. Typed text arrives through
/// `UIKeyInput` at the end of the text (the insertion point; no selection is modelled): each
/// change is offered to `textView(_:shouldChangeTextIn:replacementText:)`, then
/// `textViewDidChange` and `textDidChangeNotification`; "\n" is a new line. Setting `text` in
/// code tells nobody. Drawing: the text wrapped in the text container — the bounds inset by
/// `textContainerInset` and 5 pt of line fragment padding on each side — from the top; with
/// scrolling off the view is as tall as its lines (`intrinsicContentSize`) (Docs/Behaviour.md
/// "Keyboard").
@preconcurrency @MainActor
open class UITextView: UIScrollView, UIKeyInput {
  public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
  public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
  public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")

  /// NSTextContainer's default `lineFragmentPadding`.
  package static let lineFragmentPadding: CGFloat = 5
  /// The font text is drawn in while `font` is nil [U].
  package static let defaultFont = UIFont.systemFont(ofSize: 12)

  private var _text = ""
  private var _attributedText: NSAttributedString?
  private let textLabel = UILabel()

  /// The text; never nil when read (UIKit's default is the empty string).
  open var text: String! {
    get { _text }
    set {
      _text = newValue ?? ""
      _attributedText = nil
      _textChanged()
    }
  }

  /// The text with attributes. Setting it sets `text` to its string and `font`, `textColor`
  /// and `textAlignment` to the attributes at location 0; reading it gives the string set, or
  /// the text in the view's style.
  open var attributedText: NSAttributedString! {
    get {
      if let stored = _attributedText { return stored }
      let style = NSMutableParagraphStyle()
      style.alignment = textAlignment
      return NSAttributedString(
        string: _text,
        attributes: [.font: font ?? Self.defaultFont, .foregroundColor: textColor ?? UIColor.label, .paragraphStyle: style])
    }
    set {
      let string = newValue ?? NSAttributedString(string: "")
      _text = string.string
      if string.length > 0 {
        let first = string.attributes(at: 0, effectiveRange: nil)
        if let font = first[.font] as? UIFont { self.font = font }
        if let color = first[.foregroundColor] as? UIColor { self.textColor = color }
        if let style = first[.paragraphStyle] as? NSParagraphStyle { self.textAlignment = style.alignment }
      }
      _attributedText = string.copy() as? NSAttributedString
      _textChanged()
    }
  }

  open var font: UIFont? { didSet { _restyle() } }
  open var textColor: UIColor? { didSet { _restyle() } }
  open var textAlignment: NSTextAlignment = .natural { didSet { _restyle() } }
  /// Whether the text can be edited (a non-editable view never becomes first responder here).
  open var isEditable = true {
    didSet { if !isEditable && isFirstResponder { resignFirstResponder() } }
  }
  open var isSelectable = true
  /// The text container's margins in the content area (UIKit's default: 8, 0, 8, 0).
  open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) { didSet { _layOutText() } }
  /// The range of the selection: the insertion point after the last typed character.
  open var selectedRange = NSRange(location: 0, length: 0)

  public override init(frame: CGRect) {
    super.init(frame: frame)
    _setUp()
  }

  /// UIKit's initialiser with a text container (the container is not modelled; pass nil).
  public convenience init(frame: CGRect, textContainer: AnyObject?) {
    self.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    _setUp()
  }

  private func _setUp() {
    if backgroundColor == nil { backgroundColor = .systemBackground }
    textLabel.numberOfLines = 0
    textLabel.lineBreakMode = .byWordWrapping
    addSubview(textLabel)
    let tap = UITapGestureRecognizer()
    tap.addAction(UIAction { [weak self] _ in
      guard let self, self.isEditable else { return }
      self.becomeFirstResponder()
    })
    addGestureRecognizer(tap)
    UIView.performWithoutAnimation { _restyle() }
  }

  // MARK: Drawing

  private var _drawnFont: UIFont { font ?? Self.defaultFont }

  private func _restyle() {
    UIView.performWithoutAnimation {
      textLabel.font = _drawnFont
      textLabel.textColor = textColor ?? .label
      textLabel.textAlignment = textAlignment
    }
    _textChanged()
  }

  private func _textChanged() {
    UIView.performWithoutAnimation { textLabel.text = _text }
    selectedRange = NSRange(location: (_text as NSString).length, length: 0)
    _layOutText()
    invalidateIntrinsicContentSize()
  }

  /// The width text wraps at inside `width` of the view.
  private func _containerWidth(_ width: CGFloat) -> CGFloat {
    max(0, width - textContainerInset.left - textContainerInset.right - 2 * Self.lineFragmentPadding)
  }

  /// The height of the text's lines wrapped at `width` of the view (one line when empty).
  private func _textHeight(forWidth width: CGFloat) -> CGFloat {
    let wrap = _containerWidth(width)
    if wrap > 0 && !_text.isEmpty {
      return textLabel.sizeThatFits(CGSize(width: wrap, height: .greatestFiniteMagnitude)).height
    }
    let lines = CGFloat(max(1, _text.split(separator: "\n", omittingEmptySubsequences: false).count))
    return (_drawnFont.pointSize * CGFloat(TextMetrics.lineHeight) * lines).rounded(.up)
  }

  private func _layOutText() {
    let width = bounds.width
    let height = _textHeight(forWidth: width)
    UIView.performWithoutAnimation {
      textLabel.frame = CGRect(
        x: textContainerInset.left + Self.lineFragmentPadding, y: textContainerInset.top,
        width: _containerWidth(width), height: height)
      contentSize = CGSize(width: width, height: height + textContainerInset.top + textContainerInset.bottom)
    }
  }

  open override var frame: CGRect {
    didSet {
      guard oldValue.size != frame.size else { return }
      _layOutText()
      if oldValue.width != frame.width && !isScrollEnabled { invalidateIntrinsicContentSize() }
    }
  }

  open override var isScrollEnabled: Bool {
    get { super.isScrollEnabled }
    set {
      super.isScrollEnabled = newValue
      invalidateIntrinsicContentSize()
    }
  }

  /// With scrolling off: as tall as the text's lines at the current width plus the container
  /// insets, no intrinsic width [U]; with scrolling on: none (a scroll view's).
  open override var intrinsicContentSize: CGSize {
    guard !isScrollEnabled else { return super.intrinsicContentSize }
    let height = _textHeight(forWidth: bounds.width) + textContainerInset.top + textContainerInset.bottom
    return CGSize(width: UIView.noIntrinsicMetric, height: height)
  }

  // MARK: Editing

  private var _delegate: (any UITextViewDelegate)? { delegate as? any UITextViewDelegate }

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

  open override var canBecomeFirstResponder: Bool { isEditable }

  /// Starts editing: asks the delegate, takes first responder (only in a window), then tells,
  /// then the keyboard comes up.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    guard !isFirstResponder else { return true }
    guard window != nil, canBecomeFirstResponder else { return false }
    guard _delegate?.textViewShouldBeginEditing(self) ?? true else { return false }
    guard super.becomeFirstResponder() else { return false }
    _delegate?.textViewDidBeginEditing(self)
    NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
    _SoftwareKeyboard.firstResponderDidChange()
    return true
  }

  /// Ends editing: asks the delegate, gives up first responder, then tells, then the keyboard
  /// goes down (unless another text input took over).
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return super.resignFirstResponder() }
    guard _delegate?.textViewShouldEndEditing(self) ?? true else { return false }
    guard super.resignFirstResponder() else { return false }
    _delegate?.textViewDidEndEditing(self)
    NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
    _SoftwareKeyboard.firstResponderDidChange()
    return true
  }

  // MARK: UITextInputTraits

  private var _inputTraits = _TextInputTraitValues()
  /// Stored; a text view here draws its text unmasked.
  open var isSecureTextEntry: Bool {
    get { _inputTraits.isSecureTextEntry } set { _inputTraits.isSecureTextEntry = newValue }
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

  // MARK: UIKeyInput

  open var hasText: Bool { !_text.isEmpty }

  /// Types `text` at the end, as the keyboard would ("\n" starts a new line).
  open func insertText(_ text: String) {
    _replace(NSRange(location: (_text as NSString).length, length: 0), with: text)
  }

  /// Deletes the last character, as the keyboard's delete key.
  open func deleteBackward() {
    let length = (_text as NSString).length
    guard length > 0 else { return }
    _replace((_text as NSString).rangeOfComposedCharacterSequence(at: length - 1), with: "")
  }

  private func _replace(_ range: NSRange, with string: String) {
    guard isEditable else { return }
    guard _delegate?.textView(self, shouldChangeTextIn: range, replacementText: string) ?? true else { return }
    _text = (_text as NSString).replacingCharacters(in: range, with: string)
    _attributedText = nil
    _textChanged()
    _delegate?.textViewDidChange(self)
    NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
  }
}
