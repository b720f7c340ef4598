import Foundation

/// Positions of a table's sections and rows, computed once per reload from the data source and
/// delegate (a section: header, rows, footer, top to bottom).
@preconcurrency @MainActor
struct TableModel {
  struct Section {
    var top: CGFloat
    var headerHeight: CGFloat
    var footerHeight: CGFloat
    /// iOS 15: the space above the header (`sectionHeaderTopPadding`), inside the section.
    var headerPadding: CGFloat = 0
    var headerTitle: String?
    var footerTitle: String?
    /// Whether a header or footer height is an estimate (the section started below the visible
    /// area when the model was built; UITableView+SectionViews.swift).
    var estimated = false
    var rowHeights: [CGFloat]
    var rowTops: [CGFloat]
    var height: CGFloat { headerPadding + headerHeight + rowHeights.reduce(0, +) + footerHeight }
    /// Where the header begins (below its top padding).
    var headerTop: CGFloat { top + headerPadding }
  }

  var sections: [Section] = []
  var contentHeight: CGFloat = 0
  /// Rows whose height is `automaticDimension` (self-sizing, UITableView+SelfSizing.swift).
  var automaticRows: Set<IndexPath> = []

  init(_ table: UITableView) {
    var y = table.tableHeaderView?.bounds.height ?? 0
    guard let dataSource = table.dataSource else {
      contentHeight = y + (table.tableFooterView?.bounds.height ?? 0)
      return
    }
    let count = max(0, dataSource.numberOfSections(in: table))
    for index in 0..<count {
      let header = dataSource.tableView(table, titleForHeaderInSection: index)
      let footer = dataSource.tableView(table, titleForFooterInSection: index)
      let (headerHeight, footerHeight, estimated) = table._sectionHeights(index, top: y)
      let rows = max(0, dataSource.tableView(table, numberOfRowsInSection: index))
      let padding = table._headerTopPadding(headerHeight: headerHeight)
      var section = Section(
        top: y, headerHeight: headerHeight, footerHeight: footerHeight, headerPadding: padding, headerTitle: header,
        footerTitle: footer, estimated: estimated, rowHeights: [], rowTops: [])
      var rowY = y + padding + headerHeight
      for row in 0..<rows {
        let path = IndexPath(row: row, section: index)
        var height = table._tableDelegate?.tableView(table, heightForRowAt: path) ?? table._defaultHeight(forRowAt: path)
        if height < 0 {
          height = table._automaticHeight(forRowAt: path)
          automaticRows.insert(path)
        }
        section.rowTops.append(rowY)
        section.rowHeights.append(height)
        rowY += height
      }
      sections.append(section)
      y += section.height
    }
    contentHeight = y + (table.tableFooterView?.bounds.height ?? 0)
  }

  func section(_ index: Int) -> Section? { sections.indices.contains(index) ? sections[index] : nil }
}

extension UITableView {
  /// Height of the rows and headers of all sections, with the table header and footer views.
  package var _contentHeight: CGFloat { model.contentHeight }

  /// The estimate of rows of `automaticDimension` height until their cells are measured: the
  /// estimate when one is set, else 44 pt (Docs/Behaviour.md).
  var _automaticRowHeight: CGFloat { estimatedRowHeight > 0 ? estimatedRowHeight : 44 }

  /// A row's height when the delegate does not say: a static cell's own height, else `rowHeight`.
  package func _defaultHeight(forRowAt indexPath: IndexPath) -> CGFloat {
    if _staticSections.indices.contains(indexPath.section) {
      let heights = _staticSections[indexPath.section].rowHeights
      if heights.indices.contains(indexPath.row), let height = heights[indexPath.row] { return height }
    }
    return rowHeight >= 0 ? rowHeight : _automaticRowHeight
  }

  /// iOS 15: the padding above a section's header (Docs/Behaviour/tables19.md): none without a
  /// header; `sectionHeaderTopPadding` when set (≥ 0); automatic: 22 pt in plain tables [U],
  /// none in grouped and inset grouped ones (their header heights already hold the gap), none
  /// when linked against the iOS 12 SDK (the property is iOS 15's).
  func _headerTopPadding(headerHeight: CGFloat) -> CGFloat {
    guard headerHeight > 0 else { return 0 }
    if sectionHeaderTopPadding >= 0 { return sectionHeaderTopPadding }
    guard style == .plain, UIApplication.shared.linkedSDK != .iOS12 else { return 0 }
    return Self._automaticHeaderTopPadding
  }

  /// The automatic padding above plain headers [U: developers measure about 22 pt on iOS 15+].
  static let _automaticHeaderTopPadding: CGFloat = 22

  /// A header's height when the delegate does not say (Docs/Behaviour.md, "Table views" and
  /// "Table section header and footer views"): plain tables show headers only for sections with
  /// a title or a view of the delegate (`sectionHeaderHeight`, or measured when automatic: 28 pt
  /// for a title); grouped tables always leave one (`sectionHeaderHeight`, or measured: 38 pt
  /// with a title and 18 pt without).
  package func _defaultHeaderHeight(inSection section: Int) -> CGFloat {
    let title = dataSource?.tableView(self, titleForHeaderInSection: section)
    if sectionHeaderHeight >= 0 {
      return _fixedSectionHeight(sectionHeaderHeight, section: section, footer: false, title: title)
    }
    return _automaticSectionHeight(section, footer: false, title: title)
  }

  /// A footer's height when the delegate does not say, by the same rule as headers.
  package func _defaultFooterHeight(inSection section: Int) -> CGFloat {
    let title = dataSource?.tableView(self, titleForFooterInSection: section)
    if sectionFooterHeight >= 0 {
      return _fixedSectionHeight(sectionFooterHeight, section: section, footer: true, title: title)
    }
    return _automaticSectionHeight(section, footer: true, title: title)
  }

  /// Makes cells for the rows inside `bounds` (the visible area) and queues the others' cells for
  /// reuse; places header and footer views.
  func _layoutVisibleContent() {
    // Self-sizing rows measured on the way change the rows' positions: place again (each
    // round measures only rows not measured before, so this ends).
    for _ in 0..<8 {
      guard _placeVisibleContent() else { return }
      _model = TableModel(self)
    }
  }

  /// One placement of the visible rows; true when a self-sizing row's measured height differs
  /// from the one the model used.
  private func _placeVisibleContent() -> Bool {
    let model = self.model
    // The scroll view's content is the rows, headers and footers, as wide as the table.
    let size = CGSize(width: bounds.width, height: model.contentHeight)
    if contentSize != size { contentSize = size }
    let visible = bounds
    UIView.performWithoutAnimation {
      backgroundView?.frame = CGRect(origin: visible.origin, size: visible.size)
      if let header = tableHeaderView {
        header.frame = CGRect(x: 0, y: 0, width: bounds.width, height: header.bounds.height)
      }
      if let footer = tableFooterView {
        footer.frame = CGRect(
          x: 0, y: model.contentHeight - footer.bounds.height, width: bounds.width, height: footer.bounds.height)
      }
    }
    var wanted: Set<IndexPath> = []
    for (sectionIndex, section) in model.sections.enumerated() {
      let sectionRect = CGRect(x: 0, y: section.top, width: bounds.width, height: section.height)
      guard sectionRect.intersects(visible) || (section.height == 0 && visible.contains(sectionRect.origin)) else { continue }
      for row in section.rowHeights.indices {
        let path = IndexPath(row: row, section: sectionIndex)
        if rectForRow(at: path).intersects(visible) { wanted.insert(path) }
      }
    }
    // The row being dragged keeps its cell while its place scrolls away (auto-scroll).
    if let dragged = _reorder?.from, _visibleCells[dragged] != nil { wanted.insert(dragged) }
    for (path, cell) in _visibleCells where !wanted.contains(path) {
      _visibleCells[path] = nil
      _enqueue(cell)
      _tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: path)
    }
    var placed: [IndexPath: UITableViewCell] = [:]
    var addedCell = false
    for path in wanted.sorted() {
      let rect = rectForRow(at: path)
      if let cell = _visibleCells[path] {
        placed[path] = cell
        // (Unchanged frames are left alone: a row making room for a dragged one keeps sliding.)
        let frame = _reorderFrame(of: path, rect)
        if cell.frame != frame { UIView.performWithoutAnimation { cell.frame = frame } }
        _styleSeparator(of: cell, at: path, in: model)
        continue
      }
      guard let dataSource else { break }
      let cell = dataSource.tableView(self, cellForRowAt: path)
      UIView.performWithoutAnimation { cell.frame = rect }
      cell.setSelected(_selectedIndexPaths.contains(path), animated: false)
      _prepareEditing(of: cell, at: path)
      _styleSeparator(of: cell, at: path, in: model)
      _visibleCells[path] = cell
      placed[path] = cell
      _tableDelegate?.tableView(self, willDisplay: cell, forRowAt: path)
      if let header = tableHeaderView { insertSubview(cell, belowSubview: header) } else { addSubview(cell) }
      addedCell = true
    }
    if _layoutSectionViews(model) { return true }
    if addedCell {
      _raiseSectionViews()
      if let dragged = _reorder?.cell { bringSubviewToFront(dragged) }
    }
    return _measureSelfSizingCells(placed, model: model)
  }

  /// Separators: none when the style says so, and none under a grouped section's last row.
  private func _styleSeparator(of cell: UITableViewCell, at path: IndexPath, in model: TableModel) {
    let lastInSection = path.row == (model.section(path.section)?.rowHeights.count ?? 0) - 1
    cell._separatorView.isHidden = separatorStyle == .none || (style != .plain && lastInSection)
    cell._separatorView.backgroundColor = separatorColor
  }
}
