import Foundation

// Selection, by code and by touch.
//
// A touch that begins on a row highlights it (when selection is allowed and the delegate's
// shouldHighlightRowAt agrees); moving off the row removes the highlight; lifting the finger in
// the row selects it: willSelectRowAt (which may redirect or refuse), the previous selection's
// willDeselectRowAt / didDeselectRowAt (single selection), the cell's storyboard segues
// (shouldPerformSegue, prepare, perform, with the cell as sender), then didSelectRowAt.
// In multiple selection, touching a selected row deselects it. Selecting or deselecting from code
// sends no delegate messages (UIKit docs of selectRow(at:animated:scrollPosition:)).
// A touch that begins in a row's detail button (`.detailButton`, `.detailDisclosureButton`) is the
// button's: the row is neither highlighted nor selected; lifting the finger in the button fires
// the cell's accessory-action storyboard segues, then the delegate's
// accessoryButtonTappedForRowWith (Behaviour.md "Detail buttons").
extension UITableView {
  func _selectRow(at indexPath: IndexPath?, animated: Bool) {
    guard let indexPath else {
      for path in _selectedIndexPaths { deselectRow(at: path, animated: animated) }
      return
    }
    guard allowsSelection, _isValid(indexPath) else { return }
    if !allowsMultipleSelection {
      for path in _selectedIndexPaths where path != indexPath { deselectRow(at: path, animated: animated) }
    }
    if !_selectedIndexPaths.contains(indexPath) { _selectedIndexPaths.append(indexPath) }
    _visibleCells[indexPath]?.setSelected(true, animated: animated)
  }

  func _deselectRow(at indexPath: IndexPath, animated: Bool) {
    _selectedIndexPaths.removeAll { $0 == indexPath }
    _visibleCells[indexPath]?.setSelected(false, animated: animated)
  }

  func _isValid(_ indexPath: IndexPath) -> Bool {
    indexPath.count == 2 && indexPath.section >= 0 && indexPath.section < numberOfSections
      && indexPath.row >= 0 && indexPath.row < numberOfRows(inSection: indexPath.section)
  }

  // MARK: Touches

  func _touchesBegan(_ touches: Set<UITouch>) {
    // Editing controls, delete confirmations and swipe actions take the touch (UITableView+Editing.swift).
    if let touch = touches.first, _editingTouchBegan(touch) { return }
    // A touch on a header or footer (floating over rows in plain tables) is not on a row.
    if let touch = touches.first, _isInSectionView(touch) { return }
    if let touch = touches.first, let path = indexPathForRow(at: touch.location(in: self)), _isInDetailButton(touch, of: path) {
      _touchedAccessoryPath = path
      return
    }
    guard let touch = touches.first, _allowsSelectionNow, let path = indexPathForRow(at: touch.location(in: self)),
      _tableDelegate?.tableView(self, shouldHighlightRowAt: path) ?? true
    else { return }
    _touchedIndexPath = path
    _visibleCells[path]?.setHighlighted(true, animated: false)
    _tableDelegate?.tableView(self, didHighlightRowAt: path)
  }

  func _touchesMoved(_ touches: Set<UITouch>) {
    if let path = _touchedAccessoryPath, let touch = touches.first, !_isInDetailButton(touch, of: path) {
      _touchedAccessoryPath = nil
    }
    guard let path = _touchedIndexPath, let touch = touches.first else { return }
    if indexPathForRow(at: touch.location(in: self)) != path { _endTouch(on: path) }
  }

  func _touchesEnded(_ touches: Set<UITouch>) {
    if let touch = touches.first, _editingTouchEnded(touch) { return }
    if let path = _touchedAccessoryPath {
      _touchedAccessoryPath = nil
      if let touch = touches.first, _isInDetailButton(touch, of: path) { _detailButtonTapped(path) }
      return
    }
    guard let path = _touchedIndexPath, let touch = touches.first else { return }
    _endTouch(on: path)
    if indexPathForRow(at: touch.location(in: self)) == path { _selectByUser(path) }
  }

  func _touchesCancelled(_ touches: Set<UITouch>) {
    _editingTouch = nil
    _touchedAccessoryPath = nil
    guard let path = _touchedIndexPath else { return }
    _endTouch(on: path)
  }

  /// Whether `touch` is in the detail button of the visible cell at `path`.
  private func _isInDetailButton(_ touch: UITouch, of path: IndexPath) -> Bool {
    guard let cell = _visibleCells[path], let button = cell._detailButtonFrame else { return false }
    return button.contains(touch.location(in: cell))
  }

  /// The detail button of the row at `path` was tapped: its storyboard segues (the cell as
  /// sender), then the delegate.
  private func _detailButtonTapped(_ path: IndexPath) {
    guard let cell = _visibleCells[path] else { return }
    for segue in cell._accessorySegues { segue(cell) }
    _tableDelegate?.tableView(self, accessoryButtonTappedForRowWith: path)
  }

  private func _endTouch(on path: IndexPath) {
    _touchedIndexPath = nil
    _visibleCells[path]?.setHighlighted(false, animated: false)
    _tableDelegate?.tableView(self, didUnhighlightRowAt: path)
  }

  /// A row tapped by the user (see the comment at the top of this file for the order).
  func _selectByUser(_ tapped: IndexPath) {
    if _allowsMultipleSelectionNow, _selectedIndexPaths.contains(tapped) {
      _deselectByUser(tapped)
      return
    }
    let willSelect = _tableDelegate.map { $0.tableView(self, willSelectRowAt: tapped) } ?? tapped
    guard let path = willSelect, _isValid(path) else { return }
    if !_allowsMultipleSelectionNow {
      for previous in _selectedIndexPaths where previous != path { _deselectByUser(previous) }
    }
    if !_selectedIndexPaths.contains(path) { _selectedIndexPaths.append(path) }
    let cell = _visibleCells[path]
    cell?.setSelected(true, animated: false)
    if let cell {
      for segue in cell._selectionSegues { segue(cell) }
    }
    _tableDelegate?.tableView(self, didSelectRowAt: path)
  }

  private func _deselectByUser(_ path: IndexPath) {
    let willDeselect = _tableDelegate.map { $0.tableView(self, willDeselectRowAt: path) } ?? path
    guard let target = willDeselect, _selectedIndexPaths.contains(target) else { return }
    deselectRow(at: target, animated: false)
    _tableDelegate?.tableView(self, didDeselectRowAt: target)
  }
}
