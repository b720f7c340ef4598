import Foundation
import OpenQuartzCore

// Table editing (edit18; Docs/Behaviour/edit18.md).
//
// Edit mode: every visible cell (and every cell made while editing) gets its editing style from
// the delegate (`.none` when the data source's canEditRowAt says no), its indentation and a
// reorder control when the data source allows moving the row. A tap on a minus shows the delete
// confirmation (UIKit's one-action trailing swipe, titled by the delegate or "Delete"); a tap on
// it commits `.delete`; a tap on a plus commits `.insert`.
//
// Swipes (not in edit mode): a horizontal pan on a row shows the delegate's trailing (leftward)
// or leading (rightward) actions, the finger dragging the content; without a trailing
// configuration, a data source that implements `tableView(_:commit:forRowAt:)` — as
// `responds(to:)` answers it, from `ActionRegistry.registerImplemented`, since Swift cannot
// see which optional methods a class implements — gets a Delete action. Released past half the
// actions' width they stay open; a full swipe (past 60 % of the row [U]) performs the first
// action when the configuration allows; a tap on an action runs its handler; a tap elsewhere or
// a scroll closes them.
//
// Reordering (edit mode): a pan that starts on a reorder control drags the row, the rows between
// its place and the proposed one make room, and on release the delegate's
// targetIndexPathForMoveFromRowAt picks the destination and the data source's moveRowAt hears it.

/// A touch that began on an editing control, an action, or elsewhere while actions showed.
enum _EditingTouch {
  case editControl(IndexPath)
  case action(Int)
  case swallow
}

/// The row whose actions show (a swipe or the delete confirmation).
@preconcurrency @MainActor
struct _TableSwipe {
  weak var cell: UITableViewCell?
  var path: IndexPath
  var leading: Bool
  var width: CGFloat
  var performsFirstActionWithFullSwipe: Bool
  var isConfirmation: Bool
  var dragging: Bool
}

/// The row being dragged by its reorder control.
@preconcurrency @MainActor
struct _TableReorder {
  weak var cell: UITableViewCell?
  var from: IndexPath
  var proposed: IndexPath
  var startFrame: CGRect
  var frame: CGRect
  /// The table's scroll position when the drag began (auto-scroll carries the row along).
  var startScrollY: CGFloat
  /// Scrolls the table while the row is held near its top or bottom edge (one call a frame).
  var autoScroll: CADisplayLink?
}

/// What a pan on the table is, decided when it would begin.
enum _EditingGesture {
  case swipe(IndexPath, leading: Bool)
  case reorder(IndexPath)
}

extension UITableView {
  static func _implementsCommit(_ object: AnyObject) -> Bool {
    ActionRegistry.implements(object, Selector("tableView:commitEditingStyle:forRowAtIndexPath:"))
  }

  /// Whether the data source implements `tableView(_:moveRowAt:to:)` (`responds(to:)`).
  package static func _implementsMove(_ object: AnyObject) -> Bool {
    ActionRegistry.implements(object, Selector("tableView:moveRowAtIndexPath:toIndexPath:"))
  }

  var _allowsSelectionNow: Bool { _isEditingRows ? allowsSelectionDuringEditing : allowsSelection }
  var _allowsMultipleSelectionNow: Bool {
    _isEditingRows ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
  }

  // MARK: Edit mode

  func _setEditing(_ editing: Bool, animated: Bool) {
    guard editing != _isEditingRows else { return }
    _endSwipe(animated: false)
    _cancelReorder()
    _isEditingRows = editing
    // The selection goes unless it is allowed in the new mode [U].
    if !_allowsSelectionNow {
      for path in _selectedIndexPaths { _deselectRow(at: path, animated: animated) }
    }
    for (path, cell) in _visibleCells { _prepareEditing(of: cell, at: path, animated: animated) }
  }

  /// Gives a cell being shown (or shown when edit mode changes) its editing state.
  func _prepareEditing(of cell: UITableViewCell, at path: IndexPath, animated: Bool = false) {
    if cell._editing?.swipeOffset ?? 0 != 0, cell !== _swipe?.cell { cell._clearSwipe() }
    if _isEditingRows {
      let canEdit = dataSource?.tableView(self, canEditRowAt: path) ?? false
      let style = canEdit ? (_tableDelegate?.tableView(self, editingStyleForRowAt: path) ?? .delete) : .none
      let indents = canEdit && (_tableDelegate?.tableView(self, shouldIndentWhileEditingRowAt: path) ?? true)
      cell._configureEditing(style: style, indents: indents, showsReorder: _canMoveRow(at: path))
    }
    if cell.isEditing != _isEditingRows { cell.setEditing(_isEditingRows, animated: animated) }
  }

  /// Whether the row shows a reorder control: the data source implements moveRowAt and allows it.
  func _canMoveRow(at path: IndexPath) -> Bool {
    guard let dataSource, Self._implementsMove(dataSource) else { return false }
    return dataSource.tableView(self, canMoveRowAt: path)
  }

  // MARK: Touches on editing controls and actions

  /// True when the touch is an editing one (the row is then neither highlighted nor selected).
  func _editingTouchBegan(_ touch: UITouch) -> Bool {
    if let swipe = _swipe {
      if let cell = swipe.cell, cell.superview === self {
        let p = touch.location(in: cell)
        if let index = cell._actionButtons.firstIndex(where: { $0.frame.contains(p) }) {
          _editingTouch = .action(index)
          return true
        }
      }
      // A touch elsewhere closes the actions and does nothing else (UIKit).
      _endSwipe(animated: true)
      _editingTouch = .swallow
      return true
    }
    guard _isEditingRows, let path = indexPathForRow(at: touch.location(in: self)), let cell = _visibleCells[path]
    else { return false }
    let p = touch.location(in: cell)
    if let control = cell._editControlFrame, control.contains(p) {
      _editingTouch = .editControl(path)
      return true
    }
    if let control = cell._reorderControlFrame, control.contains(p) {
      _editingTouch = .swallow
      return true
    }
    return false
  }

  func _editingTouchEnded(_ touch: UITouch) -> Bool {
    guard let editingTouch = _editingTouch else { return false }
    _editingTouch = nil
    switch editingTouch {
    case .swallow:
      break
    case .editControl(let path):
      if indexPathForRow(at: touch.location(in: self)) == path { _editControlTapped(path) }
    case .action(let index):
      guard let swipe = _swipe, let cell = swipe.cell else { break }
      let buttons = cell._actionButtons
      if buttons.indices.contains(index), buttons[index].frame.contains(touch.location(in: cell)) {
        _performAction(at: index)
      }
    }
    return true
  }

  private func _editControlTapped(_ path: IndexPath) {
    guard let cell = _visibleCells[path] else { return }
    switch cell.editingStyle {
    case .none: break
    case .insert: dataSource?.tableView(self, commit: .insert, forRowAt: path)
    case .delete:
      let title = _tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: path) ?? "Delete"
      let action = UIContextualAction(style: .destructive, title: title) { [weak self] _, _, done in
        guard let self else { return }
        self.dataSource?.tableView(self, commit: .delete, forRowAt: path)
        done(true)
      }
      _showConfirmation(action, cell: cell, path: path)
    }
  }

  private func _showConfirmation(_ action: UIContextualAction, cell: UITableViewCell, path: IndexPath) {
    cell._showActions([action], leading: false)
    let width = cell._actionsWidth
    _swipe = _TableSwipe(
      cell: cell, path: path, leading: false, width: width, performsFirstActionWithFullSwipe: false,
      isConfirmation: true, dragging: false)
    let state = cell._editingState
    cell._transition(to: [.showingEditControl, .showingDeleteConfirmation], animated: true) {
      state.showsConfirmation = true
      state.swipeOffset = -width
    }
  }

  /// Runs the handler of the showing action at `index`; its completion closes the actions.
  private func _performAction(at index: Int) {
    guard let swipe = _swipe, let cell = swipe.cell, let state = cell._editing, state.actions.indices.contains(index)
    else { return }
    let action = state.actions[index]
    let source = state.actionViews[index]
    action.handler(action, source) { [weak self, weak cell] _ in
      guard let self, let cell, self._swipe?.cell === cell else { return }
      self._endSwipe(animated: true)
    }
  }

  /// Closes the showing actions (the delete confirmation or a swipe's).
  func _endSwipe(animated: Bool) {
    guard let swipe = _swipe else { return }
    _swipe = nil
    if let cell = swipe.cell {
      let state = cell._editingState
      let finish: @MainActor () -> Void = { [weak cell] in
        guard let cell, cell._editing?.swipeOffset == 0 else { return }
        cell._clearSwipe()
      }
      if swipe.isConfirmation {
        cell._transition(to: cell.isEditing ? [.showingEditControl] : [], animated: animated) {
          state.showsConfirmation = false
          state.swipeOffset = 0
        }
        finish()
      } else {
        cell._setSwipeOffset(0, animated: animated, completion: finish)
      }
    }
    if !swipe.isConfirmation { _tableDelegate?.tableView(self, didEndEditingRowAt: swipe.path) }
  }

  /// A scroll closes the actions (not while the finger drags them).
  func _scrolledWhileSwiped() {
    guard let swipe = _swipe, !swipe.dragging else { return }
    _endSwipe(animated: true)
  }

  // MARK: The editing pan

  /// What a pan starting where `recognizer`'s did is: a swipe (horizontal, on an editable row
  /// with actions on that side, outside edit mode) or a reorder (on a reorder control), else nil.
  func _editingGesture(of recognizer: UIPanGestureRecognizer) -> _EditingGesture? {
    let t = recognizer.translation(in: self)
    let location = recognizer.location(in: self)
    let start = CGPoint(x: location.x - t.x, y: location.y - t.y)
    guard let path = indexPathForRow(at: start), let cell = _visibleCells[path] else { return nil }
    if _isEditingRows {
      if let control = cell._reorderControlFrame, control.contains(convert(start, to: cell)) { return .reorder(path) }
      return nil
    }
    guard abs(t.x) > abs(t.y), _swipe == nil else { return nil }
    let leading = t.x > 0
    guard let configuration = _swipeConfiguration(at: path, leading: leading), !configuration.actions.isEmpty
    else { return nil }
    return .swipe(path, leading: leading)
  }

  /// The actions a swipe on the row shows (see the top of this file).
  func _swipeConfiguration(at path: IndexPath, leading: Bool) -> UISwipeActionsConfiguration? {
    guard let dataSource, dataSource.tableView(self, canEditRowAt: path) else { return nil }
    if leading { return _tableDelegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: path) }
    if let configuration = _tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: path) {
      return configuration
    }
    guard (_tableDelegate?.tableView(self, editingStyleForRowAt: path) ?? .delete) == .delete,
      Self._implementsCommit(dataSource)
    else { return nil }
    let title = _tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: path) ?? "Delete"
    let delete = UIContextualAction(style: .destructive, title: title) { [weak self] _, _, done in
      guard let self else { return }
      self.dataSource?.tableView(self, commit: .delete, forRowAt: path)
      done(true)
    }
    return UISwipeActionsConfiguration(actions: [delete])
  }

  func _handleEditingPan() {
    let pan = _editingPan
    switch pan.state {
    case .began:
      switch _editingGesture(of: pan) {
      case .swipe(let path, let leading): _beginSwipe(path, leading: leading)
      case .reorder(let path): _beginReorder(path)
      case nil: break
      }
    case .changed:
      if _reorder != nil { _moveReorder(by: pan.translation(in: self).y) } else { _followSwipe(pan.translation(in: self).x) }
    case .ended:
      if _reorder != nil { _endReorder() } else { _releaseSwipe() }
    case .cancelled, .failed:
      _cancelReorder()
      if _swipe?.dragging == true { _endSwipe(animated: true) }
    default:
      break
    }
  }

  private func _beginSwipe(_ path: IndexPath, leading: Bool) {
    guard let cell = _visibleCells[path], let configuration = _swipeConfiguration(at: path, leading: leading) else { return }
    _tableDelegate?.tableView(self, willBeginEditingRowAt: path)
    cell._showActions(configuration.actions, leading: leading)
    _swipe = _TableSwipe(
      cell: cell, path: path, leading: leading, width: cell._actionsWidth,
      performsFirstActionWithFullSwipe: configuration.performsFirstActionWithFullSwipe, isConfirmation: false,
      dragging: true)
    _followSwipe(_editingPan.translation(in: self).x)
  }

  private func _followSwipe(_ dx: CGFloat) {
    guard let swipe = _swipe, swipe.dragging, let cell = swipe.cell else { return }
    let offset = swipe.leading ? max(0, min(dx, cell.bounds.width)) : min(0, max(dx, -cell.bounds.width))
    cell._setFullSwipeArmed(_isFullSwipe(abs(offset), of: swipe, in: cell))
    cell._setSwipeOffset(offset, animated: false)
  }

  /// Whether a swipe this far performs the first action on release: past 60 % of the row [U],
  /// and past the actions' own width, when the configuration allows.
  private func _isFullSwipe(_ distance: CGFloat, of swipe: _TableSwipe, in cell: UITableViewCell) -> Bool {
    swipe.performsFirstActionWithFullSwipe && distance > max(cell.bounds.width * 0.6, swipe.width)
  }

  private func _releaseSwipe() {
    guard var swipe = _swipe, swipe.dragging, let cell = swipe.cell else { return }
    let distance = abs(cell._editing?.swipeOffset ?? 0)
    if _isFullSwipe(distance, of: swipe, in: cell) {
      swipe.dragging = false
      _swipe = swipe
      _performAction(at: 0)
    } else if distance > swipe.width / 2 {
      swipe.dragging = false
      _swipe = swipe
      cell._setSwipeOffset(swipe.leading ? swipe.width : -swipe.width, animated: true)
    } else {
      _endSwipe(animated: true)
    }
  }

  // MARK: Reordering

  private func _beginReorder(_ path: IndexPath) {
    guard let cell = _visibleCells[path] else { return }
    let link = CADisplayLink { [weak self] link in self?._autoScrollTick(link) }
    link.add(to: .main, forMode: .common)
    _reorder = _TableReorder(
      cell: cell, from: path, proposed: path, startFrame: cell.frame, frame: cell.frame, startScrollY: bounds.minY,
      autoScroll: link)
    bringSubviewToFront(cell)
  }

  /// Moves the dragged row to follow the finger (`dy` from where it began, plus what the table
  /// auto-scrolled since) and the proposed destination with it.
  private func _moveReorder(by dy: CGFloat) {
    guard var reorder = _reorder else { return }
    let maxY = max(0, _contentHeight - reorder.startFrame.height)
    let y = reorder.startFrame.minY + dy + (bounds.minY - reorder.startScrollY)
    reorder.frame.origin.y = min(max(0, y), maxY)
    if let under = _reorderProposal(at: reorder.frame.midY, from: reorder.from) {
      reorder.proposed = _tableDelegate?.tableView(
        self, targetIndexPathForMoveFromRowAt: reorder.from, toProposedIndexPath: under) ?? under
    }
    let proposedChanged = reorder.proposed != _reorder?.proposed
    _reorder = reorder
    _placeReorderingCells(animated: proposedChanged)
  }

  /// The destination a dragged row whose centre is at `y` proposes (Docs/Behaviour/tables19.md):
  /// the row under it; in a section's header (or the padding above it), the section's first
  /// place; below a section's rows (its footer), the place after its last row — the last row
  /// itself in the dragged row's own section. Sections without height are passed over.
  func _reorderProposal(at y: CGFloat, from: IndexPath) -> IndexPath? {
    let sections = model.sections
    guard let index = sections.firstIndex(where: { $0.height > 0 && y < $0.top + $0.height })
      ?? sections.lastIndex(where: { $0.height > 0 })
    else { return nil }
    let s = sections[index]
    for (row, top) in s.rowTops.enumerated() where y >= top && y < top + s.rowHeights[row] {
      return IndexPath(row: row, section: index)
    }
    if y < s.headerTop + s.headerHeight || s.rowTops.first.map({ y < $0 }) == true {
      return IndexPath(row: 0, section: index)
    }
    let count = s.rowHeights.count
    return IndexPath(row: index == from.section ? max(0, count - 1) : count, section: index)
  }

  /// How close to the visible area's top or bottom edge the dragged row starts the table
  /// scrolling, and the fastest it scrolls (reached at the edge) [U].
  static let _autoScrollZone: CGFloat = 44
  static let _autoScrollSpeed: CGFloat = 600

  /// One frame of auto-scroll: while the dragged row reaches into the zone at the top or bottom
  /// of the visible area (inside the adjusted insets), the table scrolls that way, faster the
  /// deeper the row reaches, until the content's end; the row stays under the finger and the
  /// proposed destination follows it (Docs/Behaviour/tables19.md).
  func _autoScrollTick(_ link: CADisplayLink) {
    guard let reorder = _reorder else {
      link.invalidate()
      return
    }
    let inset = adjustedContentInset
    let top = bounds.minY + inset.top
    let bottom = bounds.maxY - inset.bottom
    let zone = Self._autoScrollZone
    var depth: CGFloat = 0
    if reorder.frame.minY < top + zone {
      depth = -min(1, (top + zone - reorder.frame.minY) / zone)
    } else if reorder.frame.maxY > bottom - zone {
      depth = min(1, (reorder.frame.maxY - (bottom - zone)) / zone)
    }
    guard depth != 0 else { return }
    let minOffset = -inset.top
    let maxOffset = max(minOffset, _contentHeight + inset.bottom - bounds.height)
    let step = depth * Self._autoScrollSpeed * CGFloat(link.duration)
    let offset = min(max(contentOffset.y + step, minOffset), maxOffset)
    guard offset != contentOffset.y else { return }
    contentOffset = CGPoint(x: contentOffset.x, y: offset)
    _moveReorder(by: _editingPan.translation(in: self).y)
    layoutIfNeeded()
  }

  /// The frame of a visible row while a row is dragged: the dragged row under the finger, the
  /// rows between its place and the proposed one moved by its height to make room. Downwards
  /// in its own section the row at the proposed index moves up too (the index counts after the
  /// dragged row left); in a later section the proposed row stays below the new place.
  func _reorderFrame(of path: IndexPath, _ rect: CGRect) -> CGRect {
    guard let reorder = _reorder else { return rect }
    if path == reorder.from { return reorder.frame }
    let height = reorder.startFrame.height
    let sameSection = reorder.from.section == reorder.proposed.section
    if reorder.from < path && (path < reorder.proposed || (sameSection && path == reorder.proposed)) {
      return rect.offsetBy(dx: 0, dy: -height)
    }
    if reorder.proposed <= path && path < reorder.from { return rect.offsetBy(dx: 0, dy: height) }
    return rect
  }

  /// How far a section's header or footer moves while a row is dragged across sections: those
  /// between the row's place and the proposed one move by its height, as the rows do.
  func _reorderShift(ofSection section: Int, footer: Bool) -> CGFloat {
    guard let reorder = _reorder else { return 0 }
    let from = reorder.from.section
    let to = reorder.proposed.section
    let height = reorder.startFrame.height
    if from < to {
      let between = footer ? (from <= section && section < to) : (from < section && section <= to)
      return between ? -height : 0
    }
    if to < from {
      let between = footer ? (to <= section && section < from) : (to < section && section <= from)
      return between ? height : 0
    }
    return 0
  }

  /// Places the visible rows (and the section views) for the drag: the dragged row at once,
  /// the others sliding to make room over 0.25 s [U] on the media clock when `animated`.
  private func _placeReorderingCells(animated: Bool = false) {
    let draggedPath = _reorder?.from
    let animates = animated && window != nil
    for (path, cell) in _visibleCells {
      let frame = _reorderFrame(of: path, rectForRow(at: path))
      guard cell.frame != frame else { continue }
      _moveForReorder(cell, to: frame, animated: animates && path != draggedPath)
    }
    let model = self.model
    for (section, view) in _headerViews {
      let frame = _shownHeaderRect(section, in: model).offsetBy(dx: 0, dy: _reorderShift(ofSection: section, footer: false))
      if view.frame != frame { _moveForReorder(view, to: frame, animated: animates) }
    }
    for (section, view) in _footerViews {
      let frame = _shownFooterRect(section, in: model).offsetBy(dx: 0, dy: _reorderShift(ofSection: section, footer: true))
      if view.frame != frame { _moveForReorder(view, to: frame, animated: animates) }
    }
    if let cell = _reorder?.cell { bringSubviewToFront(cell) }
  }

  static let _makeRoomDuration: TimeInterval = 0.25

  private func _moveForReorder(_ view: UIView, to frame: CGRect, animated: Bool) {
    if animated {
      UIView.animate(
        withDuration: Self._makeRoomDuration, delay: 0, options: [.beginFromCurrentState, .allowUserInteraction],
        animations: { view.frame = frame })
    } else {
      UIView.performWithoutAnimation { view.frame = frame }
    }
  }

  private func _endReorder() {
    guard let reorder = _reorder else { return }
    reorder.autoScroll?.invalidate()
    _reorder = nil
    let from = reorder.from
    var to = reorder.proposed
    // The destination must be a row of the table once the row has left its place.
    let rows = numberOfRows(inSection: to.section) - (to.section == from.section ? 1 : 0)
    if to.section < 0 || to.section >= numberOfSections || to.row < 0 || to.row > max(0, rows) { to = from }
    if to != from, let dataSource {
      dataSource.tableView(self, moveRowAt: from, to: to)
      var cells: [IndexPath: UITableViewCell] = [:]
      for (path, cell) in _visibleCells { cells[Self._path(path, afterMoving: from, to: to)] = cell }
      _visibleCells = cells
      _selectedIndexPaths = _selectedIndexPaths.map { Self._path($0, afterMoving: from, to: to) }
      _measuredRowHeights = [:]
      _model = TableModel(self)
    }
    // The row settles into its place and the others stay where they made room.
    _placeReorderingCells(animated: true)
    setNeedsLayout()
  }

  private func _cancelReorder() {
    guard let reorder = _reorder else { return }
    reorder.autoScroll?.invalidate()
    _reorder = nil
    _placeReorderingCells(animated: true)
    setNeedsLayout()
  }

  /// Where the row at `path` is after the row at `from` moved to `to` (removed, then inserted).
  static func _path(_ path: IndexPath, afterMoving from: IndexPath, to: IndexPath) -> IndexPath {
    if path == from { return to }
    var p = path
    if p.section == from.section && p.row > from.row { p = IndexPath(row: p.row - 1, section: p.section) }
    if p.section == to.section && p.row >= to.row { p = IndexPath(row: p.row + 1, section: p.section) }
    return p
  }
}
