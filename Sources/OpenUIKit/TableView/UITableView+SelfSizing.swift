import Foundation

/// Self-sizing rows (iOS 11+: `rowHeight` and `estimatedRowHeight` default to
/// `automaticDimension`). A row whose height is automatic (the table's `rowHeight`, or the
/// delegate's `heightForRowAt` answering `automaticDimension`) takes the estimate (the
/// delegate's `estimatedHeightForRowAt`, else `estimatedRowHeight`, 44 pt when automatic) until
/// its cell is displayed; then, when the
/// cell's `contentView` holds Auto Layout subviews, the row is as tall as the content view's
/// fitting height at the row's width (`systemLayoutSizeFitting` with a required width and the
/// fitting-size priority for the height), and rows below move. Measured heights last until
/// `reloadData()`. Cells laid out by frames keep the estimate. Docs/Behaviour.md, "Table views".
extension UITableView {
  /// A row's height in the model: its measured height once its cell was displayed, else the
  /// estimate (the delegate's `estimatedHeightForRowAt`, else `estimatedRowHeight`; 44 pt when
  /// that is automatic).
  func _automaticHeight(forRowAt indexPath: IndexPath) -> CGFloat {
    if let measured = _measuredRowHeights[indexPath] { return measured }
    let estimate = _tableDelegate?.tableView(self, estimatedHeightForRowAt: indexPath) ?? estimatedRowHeight
    return estimate > 0 ? estimate : 44
  }

  /// Measures the cells just placed for rows of automatic height not measured yet; true when a
  /// row's height changed (the model must be rebuilt and the rows placed again).
  func _measureSelfSizingCells(_ placed: [IndexPath: UITableViewCell], model: TableModel) -> Bool {
    var changed = false
    for (path, cell) in placed where model.automaticRows.contains(path) && _measuredRowHeights[path] == nil {
      guard let height = Self._fittingHeight(of: cell.contentView, width: cell.contentView.bounds.width) else {
        _measuredRowHeights[path] = _automaticHeight(forRowAt: path)
        continue
      }
      _measuredRowHeights[path] = height
      if let section = model.section(path.section), section.rowHeights.indices.contains(path.row),
        abs(section.rowHeights[path.row] - height) > 0.001
      {
        changed = true
      }
    }
    return changed
  }

  /// A content view's fitting height at `width` (a row's cell, a section's header or footer),
  /// or nil when no subview of it is laid out by constraints.
  static func _fittingHeight(of content: UIView, width: CGFloat) -> CGFloat? {
    guard content.subviews.contains(where: { !$0.translatesAutoresizingMaskIntoConstraints }) else { return nil }
    let size = content.systemLayoutSizeFitting(
      CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
      withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    return max(0, size.height)
  }
}
