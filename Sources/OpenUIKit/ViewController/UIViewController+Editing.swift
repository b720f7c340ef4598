import Foundation

// UIKit's `editButtonItem`: one item per controller, titled "Edit" (plain) outside edit mode
// and "Done" (`.done` style) in it; a tap calls `setEditing(!isEditing, animated: true)`.
extension UIViewController {
  func _makeEditButtonItem() -> UIBarButtonItem {
    if let item = _editButtonItem { return item }
    let item = UIBarButtonItem(
      title: nil, image: nil,
      primaryAction: UIAction { [weak self] _ in
        guard let self else { return }
        self.setEditing(!self.isEditing, animated: true)
      })
    _editButtonItem = item
    _updateEditButtonItem()
    return item
  }

  func _updateEditButtonItem() {
    guard let item = _editButtonItem else { return }
    item.title = _isEditing ? "Done" : "Edit"
    item.style = _isEditing ? .done : .plain
    // On a bar, its button shows the new title (the bar drew the old one).
    (item._anchorView as? UIButton)?.setTitle(item.title, for: .normal)
  }
}
