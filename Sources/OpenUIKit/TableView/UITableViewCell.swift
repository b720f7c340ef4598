import Foundation

/// One row of a table view: a `contentView` holding the style's labels (`textLabel`,
/// `detailTextLabel`) and your subviews, an accessory on the trailing side, a separator line
/// along the bottom, and a highlight while touched or selected.
///
/// Label layout per style (Docs/Behaviour.md, "Table views"): `.default` one label filling the
/// height; `.subtitle` the text label over a 12 pt detail label, centred as a pair; `.value1`
/// the text label leading and a secondary-coloured detail label trailing; `.value2` a 12 pt
/// tinted text label right-aligned in a 67 pt column and the detail label after it.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
  public enum CellStyle: Int, Sendable {
    case `default` = 0, value1, value2, subtitle
  }

  public enum SelectionStyle: Int, Sendable {
    case none = 0, blue, gray, `default`
  }

  public enum AccessoryType: Int, Sendable {
    case none = 0, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
  }

  public enum SeparatorStyle: Int, Sendable {
    case none = 0, singleLine, singleLineEtched
  }

  /// The style the cell was made with (storyboards set it before the cell is used).
  package var _style: CellStyle
  private var _reuseIdentifier: String?
  private var _textLabel: UILabel?
  private var _detailTextLabel: UILabel?
  // The cell's private parts are made when first needed, as UIKit's are: a cell that is only
  // made (a storyboard's static cells until their table shows them) holds just its content view.
  /// The default highlight behind the content (UIKit's selected background colour, systemGray4);
  /// made the first time it shows.
  private var _highlightViewIfMade: UIView?
  /// The accessory type's mark; made at the first layout pass with an accessory type.
  private var _accessoryLabelIfMade: UILabel?
  private var _separatorViewIfMade: UIView?
  /// True once `layoutSubviews` ran: the accessory and separator are made from then on.
  private var _hasLaidOutParts = false

  /// The view that holds the cell's content; add your subviews here.
  public let contentView: UIView

  /// Segues a storyboard connected to the cell: selecting the row triggers them.
  package var _selectionSegues: [@MainActor (UITableViewCell) -> Void] = []
  /// Segues a storyboard connected to the cell's detail button (`trigger="accessoryAction"`):
  /// tapping the button triggers them.
  package var _accessorySegues: [@MainActor (UITableViewCell) -> Void] = []
  /// A storyboard's static cell: never queued for reuse.
  package var _isStaticCell = false

  public init(style: CellStyle, reuseIdentifier: String?) {
    _style = style
    _reuseIdentifier = reuseIdentifier
    contentView = UIView()
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    _setUp()
  }

  /// A storyboard cell: what `init(style:reuseIdentifier: nil)` followed by `frame = frame`
  /// leaves, laid out once instead of three times when nothing can tell the difference — no
  /// animation block open (the move could animate) and a frame with width and height (then the
  /// cell and each of its subviews changed size, and so need layout, either way).
  package static func _storyboardCell(style: CellStyle, frame: CGRect) -> UITableViewCell {
    guard UIViewAnimationState.stack.isEmpty, frame.size.width > 0, frame.size.height > 0 else {
      let cell = UITableViewCell(style: style, reuseIdentifier: nil)
      cell.frame = frame
      return cell
    }
    return UITableViewCell(style: style, frame: frame)
  }

  /// A cell made at `frame` with no reuse identifier (`_storyboardCell`).
  private init(style: CellStyle, frame: CGRect) {
    _style = style
    _reuseIdentifier = nil
    contentView = UIView()
    super.init(frame: frame)
    _setUp()
  }

  public override convenience init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    self.frame = frame
  }

  public required init?(coder: NSCoder) {
    _style = .default
    contentView = UIView()
    super.init(coder: coder)
    _setUp()
  }

  /// True until `_setUp` lays the cell out: the frame `UIView.init(frame:)` sets is laid out
  /// there, once the subviews are in, not before (the same frames, one pass fewer).
  private var _isSettingUp = true

  /// The default highlight's colour (immutable, so every cell shares one).
  private static let _highlightColor = UIColor(red: 0.82, green: 0.82, blue: 0.84, alpha: 1)

  private func _setUp() {
    backgroundColor = .systemBackground
    contentView.backgroundColor = nil
    addSubview(contentView)
    _isSettingUp = false
    _layoutCell()
  }

  /// `view` into the cell right above `sibling` when that is the cell's, else right above the
  /// content view (else on top): the parts keep UIKit's order — highlight, content, accessory,
  /// separator — whenever they are made.
  private func _insertPart(_ view: UIView, above sibling: UIView?) {
    if let sibling, sibling.superview === self {
      insertSubview(view, aboveSubview: sibling)
    } else {
      insertSubview(view, aboveSubview: contentView)
    }
  }

  /// The bottom separator line; the table view shows or hides it per row. Made on first use (the
  /// table view's layout of the row, or the cell's own first layout pass).
  package var _separatorView: UIView {
    if let view = _separatorViewIfMade { return view }
    let view = UIView()
    view.backgroundColor = .separator
    view.isUserInteractionEnabled = false
    _separatorViewIfMade = view
    UIView.performWithoutAnimation { view.frame = _separatorFrame }
    _insertPart(view, above: _accessoryLabelIfMade)
    return view
  }

  /// The default highlight, made the first time it shows.
  private var _highlightView: UIView {
    if let view = _highlightViewIfMade { return view }
    let view = UIView()
    view.backgroundColor = Self._highlightColor
    view.isHidden = true
    view.isUserInteractionEnabled = false
    _highlightViewIfMade = view
    view.frame = bounds
    // Right under the content (and under a selected background view, when the cell has one).
    if let custom = selectedBackgroundView, custom.superview === self {
      insertSubview(view, belowSubview: custom)
    } else if contentView.superview === self {
      insertSubview(view, belowSubview: contentView)
    } else {
      insertSubview(view, at: backgroundView?.superview === self ? 1 : 0)
    }
    return view
  }

  /// The accessory mark's label, made on first use (`_updateAccessory` styles it).
  private var _accessoryLabel: UILabel {
    if let label = _accessoryLabelIfMade { return label }
    let label = UILabel()
    label.isHidden = true
    _accessoryLabelIfMade = label
    _insertPart(label, above: contentView)
    UIView.performWithoutAnimation { label.frame = _accessoryFrame }
    return label
  }

  /// The identifier the table view reuses the cell under.
  open var reuseIdentifier: String? { _reuseIdentifier }

  package func _setReuseIdentifier(_ identifier: String?) { _reuseIdentifier = identifier }

  /// The style's main label, made on first use and added to the content view.
  open var textLabel: UILabel? {
    if _hasContentConfiguration { return nil }
    if let label = _textLabel { return label }
    let label = UILabel()
    label.font = _style == .value2 ? .boldSystemFont(ofSize: 12) : .systemFont(ofSize: 17)
    if _style == .value2 {
      label.textColor = tintColor
      label.textAlignment = .right
    }
    _textLabel = label
    contentView.addSubview(label)
    setNeedsLayout()
    return label
  }

  /// The secondary label of the `.value1`, `.value2` and `.subtitle` styles; nil for `.default`.
  open var detailTextLabel: UILabel? {
    if _hasContentConfiguration { return nil }
    if let label = _detailTextLabel { return label }
    guard _style != .default else { return nil }
    let label = UILabel()
    switch _style {
    case .subtitle: label.font = .systemFont(ofSize: 12)
    case .value1:
      label.font = .systemFont(ofSize: 17)
      label.textColor = .secondaryLabel
      label.textAlignment = .right
    default: label.font = .systemFont(ofSize: 17)
    }
    _detailTextLabel = label
    contentView.addSubview(label)
    setNeedsLayout()
    return label
  }

  /// A content configuration replaces the style's labels (Configuration/UITableViewCell+Configuration.swift).
  package func _dropLegacyLabels() {
    _textLabel?.removeFromSuperview()
    _detailTextLabel?.removeFromSuperview()
    _textLabel = nil
    _detailTextLabel = nil
  }

  /// Storyboard cells name the labels of their style among the content view's subviews.
  package func _adoptLabels(text: UILabel?, detail: UILabel?) {
    if let text { _textLabel = text }
    if let detail { _detailTextLabel = detail }
    setNeedsLayout()
  }

  // MARK: Selection

  open var selectionStyle: SelectionStyle = .default { didSet { _updateHighlight() } }

  open var isSelected: Bool {
    get { _isSelected }
    set { setSelected(newValue, animated: false) }
  }
  private var _isSelected = false

  open var isHighlighted: Bool {
    get { _isHighlighted }
    set { setHighlighted(newValue, animated: false) }
  }
  private var _isHighlighted = false

  /// Selects or deselects the cell: its highlight shows while selected (unless the selection
  /// style is `.none`).
  open func setSelected(_ selected: Bool, animated: Bool) {
    _isSelected = selected
    _updateHighlight()
    _configurationStateDidChange()
  }

  open func setHighlighted(_ highlighted: Bool, animated: Bool) {
    _isHighlighted = highlighted
    _updateHighlight()
    _configurationStateDidChange()
  }

  /// A view shown behind the content while the cell is selected or highlighted, in place of
  /// the default grey.
  open var selectedBackgroundView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if selectedBackgroundView != nil { _backgroundViewReplacesConfiguration() }
      if let view = selectedBackgroundView {
        if let highlight = _highlightViewIfMade, highlight.superview === self {
          insertSubview(view, aboveSubview: highlight)
        } else {
          insertSubview(view, belowSubview: contentView)
        }
      }
      _updateHighlight()
      setNeedsLayout()
    }
  }

  /// A view behind everything else in the cell.
  open var backgroundView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if backgroundView != nil { _backgroundViewReplacesConfiguration() }
      if let view = backgroundView { insertSubview(view, at: 0) }
      setNeedsLayout()
    }
  }

  private func _updateHighlight() {
    // A background configuration shows the selection itself (`updated(for:)`).
    let shows = (_isSelected || _isHighlighted) && selectionStyle != .none
      && _configurationStorage?.backgroundConfiguration == nil
    UIView.performWithoutAnimation {
      if let custom = selectedBackgroundView {
        custom.isHidden = !shows
        _highlightViewIfMade?.isHidden = true
      } else if shows {
        _highlightView.isHidden = false
      } else {
        _highlightViewIfMade?.isHidden = true
      }
    }
  }

  // MARK: Accessory

  open var accessoryType: AccessoryType = .none {
    didSet {
      _updateAccessory()
      setNeedsLayout()
    }
  }

  /// A custom accessory; replaces `accessoryType`'s mark when set.
  open var accessoryView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let view = accessoryView { addSubview(view) }
      _updateAccessory()
      setNeedsLayout()
    }
  }

  func _updateAccessory() {
    // Before the first layout pass the mark waits for it (nothing shows before then).
    guard let label = _accessoryLabelIfMade ?? (_hasLaidOutParts && _shownAccessoryType != .none ? _accessoryLabel : nil)
    else { return }
    let mark: String?
    switch _shownAccessoryType {
    case .none: mark = nil
    case .disclosureIndicator: mark = "›"
    case .checkmark: mark = "✓"
    case .detailButton: mark = "ⓘ"
    case .detailDisclosureButton: mark = "ⓘ ›"
    }
    label.text = mark
    label.textColor = _shownAccessoryType == .disclosureIndicator ? .systemGray : tintColor
    label.font = .systemFont(ofSize: _shownAccessoryType == .disclosureIndicator ? 22 : 17)
    label.textAlignment = .center
    label.isHidden = mark == nil || _shownAccessoryView != nil
  }

  /// The detail (info) button of `.detailButton` and `.detailDisclosureButton`, in the cell's
  /// coordinates; nil for other accessories or when a custom `accessoryView` replaces it. A tap in
  /// it is the button's, not the row's; a detail disclosure's chevron (its trailing 18 pt) stays
  /// the row's.
  package var _detailButtonFrame: CGRect? {
    guard _shownAccessoryView == nil, _shownAccessoryType == .detailButton || _shownAccessoryType == .detailDisclosureButton
    else { return nil }
    let label = _accessoryLabelIfMade?.frame ?? _accessoryFrame
    let width = _shownAccessoryType == .detailDisclosureButton ? max(0, label.width - 18) : label.width
    return CGRect(x: label.minX, y: label.minY, width: width, height: label.height)
  }

  /// Width the accessory takes at the trailing edge (UIKit's disclosure indicator leaves a
  /// 33 pt-narrower content view, as Interface Builder's frames show).
  private var _accessoryWidth: CGFloat {
    if let accessoryView = _shownAccessoryView { return accessoryView.bounds.width + 16 }
    switch _shownAccessoryType {
    case .none: return 0
    case .detailDisclosureButton: return 55
    default: return 33
    }
  }

  // MARK: Layout

  open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) { didSet { setNeedsLayout() } }
  open var indentationLevel: Int = 0 { didSet { setNeedsLayout() } }
  open var indentationWidth: CGFloat = 10 { didSet { setNeedsLayout() } }

  open override var frame: CGRect {
    didSet { if !_isSettingUp { _layoutCell() } }
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    _updateConfigurationIfNeeded()
    if !_hasLaidOutParts {
      _hasLaidOutParts = true
      if _shownAccessoryType != .none { _updateAccessory() }
      _ = _separatorView
    }
    _layoutCell()
  }

  /// The accessory mark's frame: the trailing `_accessoryWidth`, less 8 pt.
  private var _accessoryFrame: CGRect {
    let size = bounds.size
    let accessory = _accessoryWidth
    return CGRect(x: size.width - accessory, y: 0, width: max(0, accessory - 8), height: size.height)
  }

  /// The separator's frame: a hairline along the bottom, inset by `separatorInset`.
  private var _separatorFrame: CGRect {
    let size = bounds.size
    let hairline = 1 / max(1, UIScreen.main.scale)
    return CGRect(
      x: separatorInset.left, y: size.height - hairline,
      width: max(0, size.width - separatorInset.left - separatorInset.right), height: hairline)
  }

  func _layoutCell() {
    let size = bounds.size
    let accessory = _accessoryWidth
    _editingLayoutAnimation {
      backgroundView?.frame = bounds
      _layoutBackgroundView()
      _highlightViewIfMade?.frame = bounds
      selectedBackgroundView?.frame = bounds
      let editing = _editingInsets
      contentView.frame = CGRect(
        x: editing.leading + editing.shift, y: 0, width: max(0, size.width - accessory - editing.leading - editing.trailing),
        height: size.height)
      if let accessoryView = _shownAccessoryView {
        let s = accessoryView.bounds.size
        accessoryView.frame = CGRect(x: size.width - 16 - s.width, y: (size.height - s.height) / 2, width: s.width, height: s.height)
      }
      _accessoryLabelIfMade?.frame = _accessoryFrame
      _separatorViewIfMade?.frame = _separatorFrame
      _layoutLabels(in: contentView.bounds.size)
      _layoutEditingViews(size)
    }
  }

  private func _layoutLabels(in size: CGSize) {
    let margin: CGFloat = 16 + CGFloat(indentationLevel) * indentationWidth
    let width = max(0, size.width - margin - 16)
    let text = _textLabel
    let detail = _detailTextLabel
    let textHeight = text.map { $0.intrinsicContentSize.height } ?? 0
    let detailHeight = detail.map { $0.intrinsicContentSize.height } ?? 0
    switch _style {
    case .default:
      text?.frame = CGRect(x: margin, y: 0, width: width, height: size.height)
    case .subtitle:
      let top = (size.height - textHeight - detailHeight) / 2
      text?.frame = CGRect(x: margin, y: top, width: width, height: textHeight)
      detail?.frame = CGRect(x: margin, y: top + textHeight, width: width, height: detailHeight)
    case .value1:
      let detailWidth = min(width, detail?.intrinsicContentSize.width ?? 0)
      text?.frame = CGRect(x: margin, y: 0, width: max(0, width - detailWidth - 8), height: size.height)
      detail?.frame = CGRect(x: margin + width - detailWidth, y: 0, width: detailWidth, height: size.height)
    case .value2:
      let column: CGFloat = 67
      text?.frame = CGRect(x: margin, y: 0, width: column, height: size.height)
      detail?.frame = CGRect(x: margin + column + 6, y: 0, width: max(0, width - column - 6), height: size.height)
    }
  }

  // MARK: Configurations (iOS 14; the rest is in Configuration/UITableViewCell+Configuration.swift)

  /// Content and background configurations, update handler and pending update; nil until used.
  package var _configurationStorage: _CellConfigurationStorage?

  /// The cell's state for its configurations: traits, selection and highlight.
  open var configurationState: UICellConfigurationState {
    _baseConfigurationState(isSelected: _isSelected, isHighlighted: _isHighlighted)
  }

  /// Asks for `updateConfiguration(using:)` on the next layout (requests coalesce).
  open func setNeedsUpdateConfiguration() { _setNeedsUpdateConfiguration() }

  /// Override to configure the cell for `state`; the default does nothing. Runs after the
  /// automatic configuration updates and before `configurationUpdateHandler`.
  open func updateConfiguration(using state: UICellConfigurationState) {}

  // MARK: Editing (edit18; controls and layout in UITableViewCell+Editing.swift)

  /// The editing controls, swipe offset and state; nil until the cell first edits.
  package var _editing: _CellEditingState?

  /// Whether the cell is in edit mode (its table view sets it).
  open var isEditing: Bool {
    get { _editing?.isEditing ?? false }
    set { setEditing(newValue, animated: false) }
  }

  /// Enters or leaves edit mode: the editing control shows on the leading side and the content
  /// is indented (animated when `animated`).
  open func setEditing(_ editing: Bool, animated: Bool) { _setEditing(editing, animated: animated) }

  /// The editing control the cell shows in edit mode (its table view's delegate decides).
  open var editingStyle: EditingStyle { _editing?.style ?? .delete }

  /// Whether the cell shows a reorder control in edit mode (its data source must also allow moving).
  open var showsReorderControl = false { didSet { _editingLayoutChanged() } }
  /// Whether the content is indented in edit mode (default true).
  open var shouldIndentWhileEditing = true { didSet { _editingLayoutChanged() } }
  /// The accessory shown in edit mode (replaces `accessoryType` while editing).
  open var editingAccessoryType: AccessoryType = .none { didSet { _editingLayoutChanged() } }
  /// A custom accessory shown in edit mode (replaces `editingAccessoryType`).
  open var editingAccessoryView: UIView? {
    didSet {
      if oldValue !== editingAccessoryView { oldValue?.removeFromSuperview() }
      _editingLayoutChanged()
    }
  }
  /// Whether the delete confirmation button is showing.
  open var showingDeleteConfirmation: Bool { _editing?.showsConfirmation ?? false }

  /// Called before the cell's editing state changes (edit control, delete confirmation).
  open func willTransition(to state: StateMask) {}
  /// Called after the cell's editing state changed.
  open func didTransition(to state: StateMask) {}

  // MARK: Reuse

  /// Called before the table view hands the cell out again from its reuse queue.
  open func prepareForReuse() {}
}
