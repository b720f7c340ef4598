import Foundation
import OpenQuartzCore

/// The delegate of a search bar. Every method is optional in UIKit; the defaults answer as UIKit
/// does for a delegate that does not implement them.
@preconcurrency @MainActor
public protocol UISearchBarDelegate: NSObjectProtocol {
  func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
  func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
  func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
  func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
  func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
  func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
  func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar)
  func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
  func searchBarResultsListButtonClicked(_ searchBar: UISearchBar)
  func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
  public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
  public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
  public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
  public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
  public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
  public func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
    true
  }
  public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
  public func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) {}
  public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
  public func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) {}
  public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}

/// The text field of a search bar (iOS 13): a `UITextField` drawn as a rounded grey field.
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
  public override init(frame: CGRect) {
    super.init(frame: frame)
    _styleAsSearchField()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    _styleAsSearchField()
  }

  private func _styleAsSearchField() {
    UIView.performWithoutAnimation {
      backgroundColor = .tertiarySystemFill
      _plainCornerRadius = UISearchBar._fieldCornerRadius
      _plainTextInset = UISearchBar._fieldTextInset
      // Re-applies the look with the field's own radius and inset.
      placeholder = nil
    }
  }
}

/// A search bar: a search field, an optional Cancel button and an optional scope bar, with an
/// optional prompt above (Docs/Behaviour.md "Search controllers").
///
/// Layout: the bar row is `_rowHeight` (56 pt) tall; the field is 36 pt tall, 8 pt from the
/// edges and vertically centred; Cancel sits 8 pt right of it. A prompt adds a 30 pt row above,
/// a shown scope bar a 44 pt row below. Typing into `searchTextField` (its `UIKeyInput`, as the
/// testing API does) reaches the delegate as `searchBar(_:textDidChange:)`; the return key is
/// `searchBarSearchButtonClicked`. Setting `text` in code sends nothing to the delegate.
@preconcurrency @MainActor
open class UISearchBar: UIView {
  /// UISearchBarStyle values.
  public enum Style: UInt, Sendable {
    case `default` = 0
    case prominent = 1
    case minimal = 2
  }

  package static let _rowHeight: CGFloat = 56
  package static let _promptHeight: CGFloat = 30
  package static let _scopeHeight: CGFloat = 44
  package static let _fieldHeight: CGFloat = 36
  package static let _margin: CGFloat = 8
  static let _fieldCornerRadius: CGFloat = 10
  static let _fieldTextInset: CGFloat = 8

  /// The field the user types into.
  public let searchTextField = UISearchTextField(frame: .zero)
  /// The Cancel button (in the view tree only while shown).
  package let _cancelButton = UIButton(type: .system)
  private let _promptLabel = UILabel(frame: .zero)
  private var _scopeControl: UISegmentedControl?
  private lazy var _fieldDelegate = _SearchFieldDelegate(bar: self)
  /// The search controller that owns this bar.
  package weak var _searchController: UISearchController?

  open weak var delegate: (any UISearchBarDelegate)?

  public override init(frame: CGRect) {
    super.init(frame: frame)
    _setUp()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    _setUp()
  }

  private func _setUp() {
    searchTextField.delegate = _fieldDelegate
    searchTextField.returnKeyType = .search
    searchTextField.addAction(
      UIAction { [weak self] _ in self?._textDidChangeByTyping() }, for: .editingChanged)
    _cancelButton.setTitle("Cancel", for: .normal)
    _cancelButton.addAction(UIAction { [weak self] _ in self?._cancelTapped() }, for: .touchUpInside)
    _promptLabel.textAlignment = .center
    _promptLabel.font = .systemFont(ofSize: 13)
    _promptLabel.textColor = .secondaryLabel
    addSubview(searchTextField)
    placeholder = nil
    _updateBackground()
    setNeedsLayout()
  }

  // MARK: Content

  /// The field's text (the empty string when nothing was typed, as UIKit answers).
  open var text: String? {
    get { searchTextField.text }
    set {
      searchTextField.text = newValue
      _searchController?._searchTextWasSetInCode()
    }
  }

  /// Grey text shown while the field is empty ("Search" is UIKit's own placeholder).
  open var placeholder: String? {
    get { _placeholder }
    set {
      _placeholder = newValue
      searchTextField.placeholder = newValue ?? "Search"
    }
  }
  private var _placeholder: String?

  /// A line of text above the bar.
  open var prompt: String? {
    didSet {
      _promptLabel.text = prompt
      if prompt == nil { _promptLabel.removeFromSuperview() } else if _promptLabel.superview == nil { addSubview(_promptLabel) }
      _heightDidChange()
    }
  }

  // MARK: Buttons

  open var showsCancelButton: Bool {
    get { _showsCancelButton }
    set { setShowsCancelButton(newValue, animated: false) }
  }
  private var _showsCancelButton = false

  open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
    guard showsCancelButton != _showsCancelButton else { return }
    _showsCancelButton = showsCancelButton
    if showsCancelButton { addSubview(_cancelButton) } else { _cancelButton.removeFromSuperview() }
    setNeedsLayout()
    if window != nil {
      if animated {
        UIView.animate(withDuration: 0.25) { self.layoutIfNeeded() }
      } else {
        layoutIfNeeded()
      }
    }
  }

  open var showsBookmarkButton: Bool = false
  open var showsSearchResultsButton: Bool = false

  // MARK: Scope bar

  /// The titles of the scope buttons; the scope bar shows them when `showsScopeBar` is true.
  open var scopeButtonTitles: [String]? {
    didSet { _rebuildScopeControl() }
  }

  open var selectedScopeButtonIndex: Int = 0 {
    didSet { _scopeControl?.selectedSegmentIndex = selectedScopeButtonIndex }
  }

  open var showsScopeBar: Bool = false {
    didSet {
      guard oldValue != showsScopeBar else { return }
      _rebuildScopeControl()
    }
  }

  /// iOS 16: shows or hides the scope bar.
  open func setShowsScope(_ show: Bool, animated: Bool) { showsScopeBar = show }

  private func _rebuildScopeControl() {
    _scopeControl?.removeFromSuperview()
    _scopeControl = nil
    if showsScopeBar, let titles = scopeButtonTitles, !titles.isEmpty {
      let control = UISegmentedControl(items: titles)
      control.selectedSegmentIndex = min(selectedScopeButtonIndex, titles.count - 1)
      control.addAction(UIAction { [weak self, weak control] _ in
        guard let self, let control else { return }
        self._scopeSelected(control.selectedSegmentIndex)
      }, for: .valueChanged)
      addSubview(control)
      _scopeControl = control
    }
    _heightDidChange()
  }

  private func _scopeSelected(_ index: Int) {
    guard index != selectedScopeButtonIndex else { return }
    selectedScopeButtonIndex = index
    delegate?.searchBar(self, selectedScopeButtonIndexDidChange: index)
  }

  /// The scope bar's control while shown.
  package var _scopeBar: UISegmentedControl? { _scopeControl }

  // MARK: Look

  open var searchBarStyle: Style = .default { didSet { _updateBackground() } }
  open var barTintColor: UIColor? { didSet { _updateBackground() } }
  open var isTranslucent: Bool = true

  /// The default style draws a light grey bar, the prominent one too (tinted by `barTintColor`);
  /// the minimal one draws no bar behind the field.
  private func _updateBackground() {
    UIView.performWithoutAnimation {
      switch searchBarStyle {
      case .minimal: backgroundColor = nil
      case .default, .prominent: backgroundColor = barTintColor ?? .systemGray6
      }
    }
  }

  // MARK: Size and layout

  /// The bar's natural height: the 56 pt row, plus the prompt and scope rows when shown.
  package var _naturalHeight: CGFloat {
    var h = Self._rowHeight
    if prompt != nil { h += Self._promptHeight }
    if _scopeControl != nil { h += Self._scopeHeight }
    return h
  }

  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: _naturalHeight)
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width > 0 ? size.width : bounds.width, height: _naturalHeight)
  }

  private func _heightDidChange() {
    invalidateIntrinsicContentSize()
    setNeedsLayout()
    _searchController?._searchBarHeightDidChange()
  }

  /// The width of the Cancel button: its title at 17 pt plus 8 pt on each side.
  package var _cancelButtonWidth: CGFloat {
    CGFloat(TextMetrics.width(of: "Cancel", fontSize: 17, isBold: false)).rounded(.up) + 2 * Self._margin
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let w = bounds.width
    var y: CGFloat = 0
    UIView.performWithoutAnimation {
      if prompt != nil {
        _promptLabel.frame = CGRect(x: 0, y: 0, width: w, height: Self._promptHeight)
        y += Self._promptHeight
      }
    }
    let m = Self._margin
    var fieldWidth = max(0, w - 2 * m)
    if _showsCancelButton {
      let cw = _cancelButtonWidth
      fieldWidth = max(0, fieldWidth - cw)
      _cancelButton.frame = CGRect(x: w - cw, y: y + (Self._rowHeight - Self._fieldHeight) / 2, width: cw, height: Self._fieldHeight)
    }
    searchTextField.frame = CGRect(x: m, y: y + (Self._rowHeight - Self._fieldHeight) / 2, width: fieldWidth, height: Self._fieldHeight)
    y += Self._rowHeight
    UIView.performWithoutAnimation {
      _scopeControl?.frame = CGRect(x: m, y: y + 6, width: max(0, w - 2 * m), height: 32)
    }
  }

  // MARK: Editing

  open override var canBecomeFirstResponder: Bool { searchTextField.canBecomeFirstResponder }

  /// Makes the field first responder (which activates a search controller owning the bar).
  @discardableResult
  open override func becomeFirstResponder() -> Bool { searchTextField.becomeFirstResponder() }

  @discardableResult
  open override func resignFirstResponder() -> Bool { searchTextField.resignFirstResponder() }

  private func _textDidChangeByTyping() {
    let text = searchTextField.text ?? ""
    delegate?.searchBar(self, textDidChange: text)
    _searchController?._searchTextDidChange()
  }

  /// Cancel: tells the delegate, then a search controller owning the bar clears the text,
  /// resigns first responder and deactivates.
  package func _cancelTapped() {
    delegate?.searchBarCancelButtonClicked(self)
    if let controller = _searchController {
      controller._cancel()
    }
  }

  // Field callbacks, forwarded by `_SearchFieldDelegate`.
  fileprivate func _fieldShouldBeginEditing() -> Bool { delegate?.searchBarShouldBeginEditing(self) ?? true }
  fileprivate func _fieldDidBeginEditing() {
    _searchController?._searchBarDidBeginEditing()
    delegate?.searchBarTextDidBeginEditing(self)
  }
  fileprivate func _fieldShouldEndEditing() -> Bool { delegate?.searchBarShouldEndEditing(self) ?? true }
  fileprivate func _fieldDidEndEditing() { delegate?.searchBarTextDidEndEditing(self) }
  fileprivate func _fieldShouldChange(_ range: NSRange, _ text: String) -> Bool {
    delegate?.searchBar(self, shouldChangeTextIn: range, replacementText: text) ?? true
  }
  fileprivate func _fieldReturned() { delegate?.searchBarSearchButtonClicked(self) }
}

/// The search field's delegate: the bar, through this object (UIKit keeps it private).
@preconcurrency @MainActor
private final class _SearchFieldDelegate: NSObject, UITextFieldDelegate {
  unowned let bar: UISearchBar

  init(bar: UISearchBar) { self.bar = bar }

  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { bar._fieldShouldBeginEditing() }
  func textFieldDidBeginEditing(_ textField: UITextField) { bar._fieldDidBeginEditing() }
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { bar._fieldShouldEndEditing() }
  func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) { bar._fieldDidEndEditing() }
  func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
    bar._fieldShouldChange(range, string)
  }
  /// The Search key: the delegate hears it; the field stays first responder.
  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    bar._fieldReturned()
    return true
  }
}

/// A search bar's keyboard traits are its search field's.
extension UISearchBar: UITextInputTraits {
  public var autocapitalizationType: UITextAutocapitalizationType {
    get { searchTextField.autocapitalizationType } set { searchTextField.autocapitalizationType = newValue }
  }
  public var autocorrectionType: UITextAutocorrectionType {
    get { searchTextField.autocorrectionType } set { searchTextField.autocorrectionType = newValue }
  }
  public var spellCheckingType: UITextSpellCheckingType {
    get { searchTextField.spellCheckingType } set { searchTextField.spellCheckingType = newValue }
  }
  public var smartQuotesType: UITextSmartQuotesType {
    get { searchTextField.smartQuotesType } set { searchTextField.smartQuotesType = newValue }
  }
  public var smartDashesType: UITextSmartDashesType {
    get { searchTextField.smartDashesType } set { searchTextField.smartDashesType = newValue }
  }
  public var smartInsertDeleteType: UITextSmartInsertDeleteType {
    get { searchTextField.smartInsertDeleteType } set { searchTextField.smartInsertDeleteType = newValue }
  }
  public var inlinePredictionType: UITextInlinePredictionType {
    get { searchTextField.inlinePredictionType } set { searchTextField.inlinePredictionType = newValue }
  }
  public var keyboardType: UIKeyboardType {
    get { searchTextField.keyboardType } set { searchTextField.keyboardType = newValue }
  }
  public var keyboardAppearance: UIKeyboardAppearance {
    get { searchTextField.keyboardAppearance } set { searchTextField.keyboardAppearance = newValue }
  }
  public var returnKeyType: UIReturnKeyType {
    get { searchTextField.returnKeyType } set { searchTextField.returnKeyType = newValue }
  }
  public var enablesReturnKeyAutomatically: Bool {
    get { searchTextField.enablesReturnKeyAutomatically } set { searchTextField.enablesReturnKeyAutomatically = newValue }
  }
  public var isSecureTextEntry: Bool {
    get { searchTextField.isSecureTextEntry } set { searchTextField.isSecureTextEntry = newValue }
  }
  public var textContentType: UITextContentType! {
    get { searchTextField.textContentType } set { searchTextField.textContentType = newValue }
  }
}
