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
    // Each button takes its share of the revealed width; the first action is the outermost
    // (at the trailing edge for trailing actions, the leading edge for leading ones).
    let count = CGFloat(max(1, state.actionViews.count))
    let each = width / count
    for (i, view) in state.actionViews.enumerated() {
      let x = state.leading ? CGFloat(i) * each : width - CGFloat(i + 1) * each
      view.frame = CGRect(x: x, y: 0, width: each, height: size.height)
      (view.subviews.first as? UILabel)?.frame = view.bounds
    }
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
    state.actionViews = actions.map { action in
      let view = UIView()
      view.backgroundColor = action.backgroundColor
      let label = UILabel()
      label.text = action.title
      label.textColor = .white
      label.textAlignment = .center
      label.font = .systemFont(ofSize: 15)
      view.addSubview(label)
      container.addSubview(view)
      return view
    }
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
  var actionsContainer: UIView?
}
