import Foundation

/// A reusable view for a table section's header or footer: a `contentView` holding your
/// subviews and the title label (`textLabel`), over a `backgroundView`.
///
/// The table view makes one for a section with a title when its delegate gives no view, and
/// passes it to `tableView(_:willDisplayHeaderView:forSection:)`; it styles the text label for
/// its style each time it shows the view (so a font set in `viewForHeaderInSection` is replaced;
/// set it in `willDisplayHeaderView`). Layout: the text label inset 16 pt from the leading edge
/// (20 pt in grouped styles), its baseline area 6 pt above the bottom (Docs/Behaviour.md
/// "Table section header and footer views").
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
  private var _reuseIdentifier: String?
  private var _textLabel: UILabel?
  private var _detailTextLabel: UILabel?
  private var _backgroundView: UIView?
  /// The background shown while no `backgroundView` is set: the table's style colours it
  /// (plain: a grey band; grouped: none).
  private let _defaultBackgroundView = UIView()
  /// Leading/trailing inset of the labels, set by the table for its style.
  var _textInset: CGFloat = 16
  /// Made by the table for a section's title (reused for titles only).
  var _isTableDefault = false
  /// The table style and role the view was last asked for or shown in (what
  /// `defaultContentConfiguration()` styles for): a plain header until a table says.
  var _tableStyle: UITableView.Style = .plain
  var _isFooter = false

  /// The view holding the header's content; add your subviews here.
  public let contentView = UIView()

  public init(reuseIdentifier: String?) {
    _reuseIdentifier = reuseIdentifier
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 28))
    _setUp()
  }

  public override convenience init(frame: CGRect) {
    self.init(reuseIdentifier: nil)
    self.frame = frame
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    _setUp()
  }

  private func _setUp() {
    _defaultBackgroundView.isUserInteractionEnabled = false
    addSubview(_defaultBackgroundView)
    addSubview(contentView)
    _layoutHeaderFooter()
  }

  /// The identifier the table view reuses the view under.
  open var reuseIdentifier: String? { _reuseIdentifier }

  package func _setReuseIdentifier(_ identifier: String?) { _reuseIdentifier = identifier }

  /// The title label, made on first use inside `contentView`.
  open var textLabel: UILabel? {
    if _configurationStorage?.contentConfiguration != nil { return nil }
    if let _textLabel { return _textLabel }
    let label = _makeLabel(fontSize: 13)
    _textLabel = label
    return label
  }

  /// The title label's text, without making the label.
  var _textLabelText: String? { _textLabel?.text }

  /// A secondary label under the title, made on first use inside `contentView`.
  open var detailTextLabel: UILabel? {
    if _configurationStorage?.contentConfiguration != nil { return nil }
    if let _detailTextLabel { return _detailTextLabel }
    let label = _makeLabel(fontSize: 12)
    _detailTextLabel = label
    return label
  }

  /// A secondary-coloured label of `fontSize` in `contentView`.
  private func _makeLabel(fontSize: CGFloat) -> UILabel {
    let label = UILabel()
    label.font = .systemFont(ofSize: fontSize)
    label.textColor = .secondaryLabel
    contentView.addSubview(label)
    setNeedsLayout()
    return label
  }

  /// The view behind the content, filling the header; nil shows the table style's background.
  open var backgroundView: UIView? {
    get { _backgroundView }
    set {
      guard newValue !== _backgroundView else { return }
      // A background view set after a background configuration ends it (as in cells).
      if newValue != nil, _configurationStorage?.backgroundConfiguration != nil { _setBackgroundConfiguration(nil) }
      _backgroundView?.removeFromSuperview()
      _backgroundView = newValue
      _updateDefaultBackground()
      if let newValue { insertSubview(newValue, aboveSubview: _defaultBackgroundView) }
      setNeedsLayout()
    }
  }

  /// UIKit ignores a background colour set on the header itself and logs why; set a
  /// `backgroundView` (or the content view's colour) instead.
  open override var backgroundColor: UIColor? {
    get { super.backgroundColor }
    set {
      guard newValue != nil else { return }
      Diagnostics.warning(
        "Setting the background color on UITableViewHeaderFooterView has been deprecated. Please set a custom UIView with your desired background color to the backgroundView property instead.")
    }
  }

  /// Called before the table hands the view out again from its reuse queue.
  open func prepareForReuse() {}

  open override func layoutSubviews() {
    super.layoutSubviews()
    _updateConfigurationIfNeeded()
    _layoutHeaderFooter()
    _layoutBackgroundView()
  }

  // MARK: Configurations (iOS 14; the rest is in Configuration/UITableViewHeaderFooterView+Configuration.swift)

  package var _configurationStorage: _CellConfigurationStorage?

  /// The view's configuration state: its traits (iOS 14; a header has no selection).
  open var configurationState: UIViewConfigurationState {
    UIViewConfigurationState(traitCollection: traitCollection)
  }

  /// Asks for `updateConfiguration(using:)` on the next layout (requests coalesce).
  open func setNeedsUpdateConfiguration() { _setNeedsUpdateConfiguration() }

  /// Override to set configurations for `state`; runs before the update handler. The
  /// configurations set with automatic updates are already updated for the state.
  open func updateConfiguration(using state: UIViewConfigurationState) {}

  /// The default band shows only while neither a background view nor a background
  /// configuration is set.
  func _updateDefaultBackground() {
    _defaultBackgroundView.isHidden = _backgroundView != nil || _configurationStorage?.backgroundConfiguration != nil
  }

  /// A content configuration replaces the labels (they read nil while it is set).
  func _dropLegacyLabels() {
    _textLabel?.removeFromSuperview()
    _detailTextLabel?.removeFromSuperview()
    _textLabel = nil
    _detailTextLabel = nil
  }

  private func _layoutHeaderFooter() {
    let bounds = self.bounds
    _defaultBackgroundView.frame = bounds
    _backgroundView?.frame = bounds
    contentView.frame = bounds
    let width = max(0, bounds.width - 2 * _textInset)
    var bottom = bounds.height - 6
    if let detail = _detailTextLabel, detail.text?.isEmpty == false {
      let height = detail.intrinsicContentSize.height
      detail.frame = CGRect(x: _textInset, y: max(0, bottom - height), width: width, height: height)
      bottom -= height + 2
    }
    if let label = _textLabel {
      let height = label.intrinsicContentSize.height
      label.frame = CGRect(x: _textInset, y: max(0, bottom - height), width: width, height: height)
    }
  }

  /// What the table does to a header or footer each time it shows it: the text label's font and
  /// colour and the default background for `style`, the labels' inset.
  func _applyTableStyle(_ style: UITableView.Style, inset: CGFloat, footer: Bool) {
    _textInset = inset
    _tableStyle = style
    _isFooter = footer
    if style == .plain {
      _defaultBackgroundView.backgroundColor = .systemGray6
      _textLabel?.font = .boldSystemFont(ofSize: 17)
      _textLabel?.textColor = .label
    } else {
      _defaultBackgroundView.backgroundColor = nil
      _textLabel?.font = .systemFont(ofSize: 13)
      _textLabel?.textColor = .secondaryLabel
    }
    setNeedsLayout()
  }
}
