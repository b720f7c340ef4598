import Foundation

// Selection, by code and by touch.
//
// A touch that begins on an item highlights it (when selection is allowed and the delegate's
// shouldHighlightItemAt agrees); moving off the item removes the highlight; lifting the finger
// on the item selects it: shouldSelectItemAt (which may refuse), the previous selection's
// didDeselectItemAt (single selection), the cell's storyboard segues (shouldPerformSegue,
// prepare, perform, with the cell as sender), then didSelectItemAt. In multiple selection,
// touching a selected item deselects it (shouldDeselectItemAt, didDeselectItemAt). Selecting or
// deselecting from code sends no delegate messages (UIKit docs of
// selectItem(at:animated:scrollPosition:)).
extension UICollectionView {
  func _markSelected(_ indexPath: IndexPath) {
    if !_selectedIndexPaths.contains(indexPath) { _selectedIndexPaths.append(indexPath) }
    if let cell = _visibleCells[indexPath], !cell.isSelected { cell.isSelected = true }
  }

  // MARK: Touches

  func _touchesBegan(_ touches: Set<UITouch>) {
    guard let touch = touches.first, allowsSelection, let path = indexPathForItem(at: touch.location(in: self)),
      _collectionDelegate?.collectionView(self, shouldHighlightItemAt: path) ?? true
    else { return }
    _touchedIndexPath = path
    _visibleCells[path]?.isHighlighted = true
    _collectionDelegate?.collectionView(self, didHighlightItemAt: path)
  }

  func _touchesMoved(_ touches: Set<UITouch>) {
    guard let path = _touchedIndexPath, let touch = touches.first else { return }
    if indexPathForItem(at: touch.location(in: self)) != path { _endTouch(on: path) }
  }

  func _touchesEnded(_ touches: Set<UITouch>) {
    guard let path = _touchedIndexPath, let touch = touches.first else { return }
    _endTouch(on: path)
    if indexPathForItem(at: touch.location(in: self)) == path { _selectByUser(path) }
  }

  func _touchesCancelled(_ touches: Set<UITouch>) {
    guard let path = _touchedIndexPath else { return }
    _endTouch(on: path)
  }

  private func _endTouch(on path: IndexPath) {
    _touchedIndexPath = nil
    _visibleCells[path]?.isHighlighted = false
    _collectionDelegate?.collectionView(self, didUnhighlightItemAt: path)
  }

  /// An item tapped by the user (see the comment at the top of this file for the order).
  func _selectByUser(_ path: IndexPath) {
    guard _isValid(path) else { return }
    if allowsMultipleSelection, _selectedIndexPaths.contains(path) {
      _deselectByUser(path)
      return
    }
    guard _collectionDelegate?.collectionView(self, shouldSelectItemAt: path) ?? true else { return }
    if !allowsMultipleSelection {
      for previous in _selectedIndexPaths where previous != path { _deselectByUser(previous) }
    }
    _markSelected(path)
    if let cell = _visibleCells[path] {
      for segue in cell._selectionSegues { segue(cell) }
    }
    _collectionDelegate?.collectionView(self, didSelectItemAt: path)
  }

  private func _deselectByUser(_ path: IndexPath) {
    guard _collectionDelegate?.collectionView(self, shouldDeselectItemAt: path) ?? true else { return }
    deselectItem(at: path, animated: false)
    _collectionDelegate?.collectionView(self, didDeselectItemAt: path)
  }
}
