import Foundation

// A cell's editing: in edit mode the editing control (a red minus for `.delete`, a green plus for
// `.insert`) sits on the leading side and the content view is indented 38 pt [U]; a reorder
// control takes the trailing 40 pt when the table allows moving the row. Swipe actions (and the
// delete confirmation, which UIKit shows as a one-action trailing swipe) slide the content view
// aside and show the actions' buttons in the uncovered strip (Docs/Behaviour/edit18.md).

extension UITableViewCell {
  public enum EditingStyle: Int, Sendable {
    case none = 0, delete, insert
  }

  /// The editing state `willTransition(to:)` and `didTransition(to:)` report.
  public struct StateMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let showingEditControl = StateMask(rawValue: 1 << 0)
    public static let showingDeleteConfirmation = StateMask(rawValue: 1 << 1)
  }

  /// Width the content moves right by in edit mode, and the reorder control's width [U].
  static let _editingIndent: CGFloat = 38
  static let _reorderControlWidth: CGFloat = 40

  var _editingState: _CellEditingState {
    if let state = _editing { return state }
    let state = _CellEditingState()
    _editing = state
    return state
  }

  var _stateMask: StateMask {
    var mask: StateMask = []
    if isEditing && editingStyle != .none { mask.insert(.showingEditControl) }
    if showingDeleteConfirmation { mask.insert(.showingDeleteConfirmation) }
    return mask
  }

  func _setEditing(_ editing: Bool, animated: Bool) {
    let state = _editingState
    guard state.isEditing != editing else { return }
    let mask: StateMask = editing && state.style != .none ? [.showingEditControl] : []
    _transition(to: mask, animated: animated) {
      state.isEditing = editing
      if !editing { self._clearSwipe() }
    }
  }

  /// Tells the cell about a state change around `change`, laying it out (animated or not).
  func _transition(to mask: StateMask, animated: Bool, _ change: () -> Void) {
    willTransition(to: mask)
    change()
    _updateAccessory()
    _relayoutEditing(animated: animated) { self.didTransition(to: mask) }
  }

  /// Lays the cell out now, animated over 0.3 s [U] when `animated`; `completion` after.
  func _relayoutEditing(animated: Bool, completion: (@MainActor () -> Void)? = nil) {
    guard animated, window != nil else {
      _layoutForEditing()
      completion?()
      return
    }
    UIView.animate(withDuration: 0.3, animations: {
      self._editingState.animatesLayout = true
      self._layoutForEditing()
      self._editingState.animatesLayout = false
    }, completion: { _ in completion?() })
  }

  private func _layoutForEditing() {
    _layoutCell()
  }

  /// The table's decisions for a row shown in edit mode.
  func _configureEditing(style: EditingStyle, indents: Bool, showsReorder: Bool) {
    let state = _editingState
    guard state.style != style || state.indents != indents || state.showsReorder != showsReorder else { return }
    state.style = style
    state.indents = indents
    state.showsReorder = showsReorder
    _editingLayoutChanged()
  }

  func _editingLayoutChanged() {
    _updateAccessory()
    setNeedsLayout()
  }

  /// Runs the cell's layout without animation, unless an editing change animates it.
  func _editingLayoutAnimation(_ body: () -> Void) {
    if _editing?.animatesLayout == true { body() } else { UIView.performWithoutAnimation(body) }
  }

  var _shownAccessoryType: AccessoryType { isEditing ? editingAccessoryType : accessoryType }
  var _shownAccessoryView: UIView? { isEditing ? editingAccessoryView : accessoryView }

  /// How far the content view is indented (leading), narrowed (trailing) and slid by a swipe.
  var _editingInsets: (leading: CGFloat, trailing: CGFloat, shift: CGFloat) {
    guard let state = _editing else { return (0, 0, 0) }
    let editing = state.isEditing
    let leading = editing && state.indents && shouldIndentWhileEditing ? Self._editingIndent : 0
    let trailing = editing && _showsReorderControlNow ? Self._reorderControlWidth : 0
    return (leading, trailing, state.swipeOffset)
  }

  var _showsReorderControlNow: Bool {
    guard let state = _editing else { return false }
    return state.isEditing && state.showsReorder && showsReorderControl
  }

  /// The editing control's frame in the cell's coordinates while it shows.
  package var _editControlFrame: CGRect? {
    guard let control = _editing?.editControl, !control.isHidden else { return nil }
    return control.frame.insetBy(dx: -8, dy: -8)
  }

  /// The reorder control's frame in the cell's coordinates while it shows.
  package var _reorderControlFrame: CGRect? {
    guard let control = _editing?.reorderControl, !control.isHidden else { return nil }
    return control.frame
  }

  /// The action buttons showing (a swipe or the delete confirmation), with their frames in the
  /// cell's coordinates.
  package var _actionButtons: [(action: UIContextualAction, frame: CGRect)] {
    guard let state = _editing, state.swipeOffset != 0 else { return [] }
    return zip(state.actions, state.actionViews).map { ($0, $1.frame) }
  }

  /// Places the editing control, reorder control, editing accessory view and swipe actions.
  func _layoutEditingViews(_ size: CGSize) {
    guard let state = _editing else { return }
    let editing = state.isEditing
    // Editing accessory view in place of the accessory view.
    if let editingView = editingAccessoryView {
      if editing {
        if editingView.superview !== self { addSubview(editingView) }
        let s = editingView.bounds.size
        editingView.frame = CGRect(
          x: size.width - 16 - s.width, y: (size.height - s.height) / 2, width: s.width, height: s.height)
      } else if editingView.superview === self {
        editingView.removeFromSuperview()
      }
    }
    accessoryView?.isHidden = editing && editingAccessoryView != nil
    // Editing control.
    let showsControl = editing && state.style != .none
    if showsControl {
      let control = state.editControl ?? _makeEditControl()
      state.editControl = control
      if control.superview !== self { addSubview(control) }
      control.isHidden = false
      let insert = state.style == .insert
      control.backgroundColor = insert ? .systemGreen : .systemRed
      (control.subviews.first as? UILabel)?.text = insert ? "+" : "−"
      let d: CGFloat = 22
      control.frame = CGRect(x: 8 + state.swipeOffset, y: (size.height - d) / 2, width: d, height: d)
    } else if let control = state.editControl {
      control.frame.origin.x = -30
      control.isHidden = true
    }
    // Reorder control.
    if _showsReorderControlNow {
      let control = state.reorderControl ?? _makeReorderControl()
      state.reorderControl = control
      if control.superview !== self { addSubview(control) }
      control.isHidden = false
      control.frame = CGRect(
        x: size.width - Self._reorderControlWidth, y: 0, width: Self._reorderControlWidth, height: size.height)
    } else {
      state.reorderControl?.isHidden = true
    }
    // Swipe actions (or the delete confirmation) in the strip the content left.
    guard let container = state.actionsContainer else { return }
    let offset = state.swipeOffset
    let width = abs(offset)
    container.isHidden = width == 0
    container.frame = CGRect(x: offset < 0 ? size.width - width : 0, y: 0, width: width, height: size.height)
    bringSubviewToFront(container)
    // The first action is the outermost (at the trailing edge for trailing actions, the
    // leading edge for leading ones); see _actionButtonWidths.
    let widths = _actionButtonWidths(revealed: width)
    var x: CGFloat = 0
    for (view, each) in zip(state.actionViews, widths) {
      view.frame = CGRect(x: state.leading ? x : width - x - each, y: 0, width: each, height: size.height)
      x += each
    }
  }

  /// Each action button's width when `revealed` points of the strip show (Docs/Behaviour/tables19.md):
  /// each at its own width (its title or image plus 15 pt on each side, at least 74 pt) when the
  /// strip is exactly as wide as the buttons, all shrunk in proportion while less shows; past
  /// their width the first (outermost) button stretches, and once a full swipe would perform it,
  /// it covers the whole strip.
  func _actionButtonWidths(revealed: CGFloat) -> [CGFloat] {
    guard let state = _editing, !state.actionWidths.isEmpty else { return [] }
    let widths = state.actionWidths
    let total = widths.reduce(0, +)
    if state.fullSwipeArmed { return [revealed] + Array(repeating: 0, count: widths.count - 1) }
    if revealed <= total { return widths.map { total > 0 ? $0 * revealed / total : 0 } }
    return [widths[0] + revealed - total] + widths.dropFirst()
  }

  /// The width of the showing actions' buttons side by side (their strip when open).
  package var _actionsWidth: CGFloat { _editing?.actionWidths.reduce(0, +) ?? 0 }

  /// The showing actions' button views (their image view and title label inside).
  package var _actionButtonViews: [_ContextualActionButton] {
    (_editing?.actionViews ?? []).compactMap { $0 as? _ContextualActionButton }
  }

  /// Whether the first action's button covers the strip (a full swipe would perform it on release).
  func _setFullSwipeArmed(_ armed: Bool) {
    guard let state = _editing, state.fullSwipeArmed != armed else { return }
    state.fullSwipeArmed = armed
    setNeedsLayout()
  }

  private func _makeEditControl() -> UIView {
    let control = UIView()
    control.isUserInteractionEnabled = false
    control.layer.cornerRadius = 11
    let label = UILabel()
    label.textColor = .white
    label.textAlignment = .center
    label.font = .boldSystemFont(ofSize: 17)
    label.frame = CGRect(x: 0, y: 0, width: 22, height: 22)
    control.addSubview(label)
    return control
  }

  private func _makeReorderControl() -> UIView {
    let control = UIView()
    control.isUserInteractionEnabled = false
    let label = UILabel()
    label.text = "≡"
    label.textColor = .systemGray
    label.textAlignment = .center
    label.frame = CGRect(x: 0, y: 0, width: Self._reorderControlWidth, height: 44)
    control.addSubview(label)
    return control
  }

  // MARK: Swipe actions

  /// Shows `actions` in a strip on the trailing (or leading) side, with the content slid by `offset`.
  func _showActions(_ actions: [UIContextualAction], leading: Bool) {
    let state = _editingState
    state.actionsContainer?.removeFromSuperview()
    let container = UIView()
    container.isUserInteractionEnabled = false
    container.clipsToBounds = true
    addSubview(container)
    state.actionsContainer = container
    state.actions = actions
    state.leading = leading
    state.fullSwipeArmed = false
    let buttons = actions.map { _ContextualActionButton($0) }
    for button in buttons { container.addSubview(button) }
    state.actionViews = buttons
    state.actionWidths = buttons.map(\.preferredWidth)
  }

  /// The swipe offset (negative: content slid left, trailing actions showing).
  func _setSwipeOffset(_ offset: CGFloat, animated: Bool, completion: (@MainActor () -> Void)? = nil) {
    _editingState.swipeOffset = offset
    _relayoutEditing(animated: animated, completion: completion)
  }

  /// Removes the actions strip and puts the content back (no animation).
  func _clearSwipe() {
    guard let state = _editing else { return }
    state.actionsContainer?.removeFromSuperview()
    state.actionsContainer = nil
    state.actions = []
    state.actionViews = []
    state.actionWidths = []
    state.fullSwipeArmed = false
    state.swipeOffset = 0
    state.showsConfirmation = false
    setNeedsLayout()
  }
}

/// A cell's editing state and controls (made when the cell first edits or is swiped).
@preconcurrency @MainActor
package final class _CellEditingState {
  var isEditing = false
  var style: UITableViewCell.EditingStyle = .delete
  var indents = true
  var showsReorder = false
  var showsConfirmation = false
  var animatesLayout = false
  var editControl: UIView?
  var reorderControl: UIView?
  var swipeOffset: CGFloat = 0
  var leading = false
  var actions: [UIContextualAction] = []
  var actionViews: [UIView] = []
  /// Each action button's own width (_ContextualActionButton.preferredWidth).
  var actionWidths: [CGFloat] = []
  /// Whether the finger is past the full-swipe point (the first button covers the strip).
  var fullSwipeArmed = false
  var actionsContainer: UIView?
}

/// One swipe action's button: the action's `backgroundColor`, its `image` (tinted white) above
/// its `title` when it has both, else either centred (Docs/Behaviour/tables19.md).
@preconcurrency @MainActor
package final class _ContextualActionButton: UIView {
  /// Room on each side of the title or image, and the narrowest button [U].
  static let padding: CGFloat = 15
  static let minimumWidth: CGFloat = 74
  /// Space between the image and the title below it [U].
  static let imageTitleSpacing: CGFloat = 4

  package let titleLabel = UILabel()
  package private(set) var imageView: UIImageView?

  init(_ action: UIContextualAction) {
    super.init(frame: .zero)
    backgroundColor = action.backgroundColor
    clipsToBounds = true
    titleLabel.text = action.title
    titleLabel.textColor = .white
    titleLabel.textAlignment = .center
    titleLabel.font = .systemFont(ofSize: 15)
    titleLabel.isHidden = action.title?.isEmpty ?? true
    addSubview(titleLabel)
    if let image = action.image {
      let view = UIImageView(image: image)
      view.tintColor = .white
      addSubview(view)
      imageView = view
    }
  }

  package required init?(coder: NSCoder) { nil }

  /// The button's own width: its title's (or image's, the wider) plus the padding, at least the minimum.
  var preferredWidth: CGFloat {
    let title = titleLabel.isHidden ? 0 : titleLabel.intrinsicContentSize.width
    let image = imageView?.image?.size.width ?? 0
    return max(Self.minimumWidth, max(title, image) + 2 * Self.padding)
  }

  package override func layoutSubviews() {
    super.layoutSubviews()
    let size = bounds.size
    let titleSize = titleLabel.isHidden ? .zero : titleLabel.intrinsicContentSize
    guard let imageView, let image = imageView.image else {
      titleLabel.frame = CGRect(x: 0, y: 0, width: size.width, height: size.height)
      return
    }
    // The content keeps its own width while the button narrows or widens: centred in the button.
    let gap = titleLabel.isHidden ? 0 : Self.imageTitleSpacing
    let top = (size.height - image.size.height - gap - titleSize.height) / 2
    imageView.frame = CGRect(
      x: (size.width - image.size.width) / 2, y: top, width: image.size.width, height: image.size.height)
    titleLabel.frame = CGRect(
      x: (size.width - titleSize.width) / 2, y: imageView.frame.maxY + gap, width: titleSize.width,
      height: titleSize.height)
  }
}
