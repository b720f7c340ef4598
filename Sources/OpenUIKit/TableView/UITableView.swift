import Foundation

/// A list of rows in sections, with cells from a data source, reused as rows leave the visible
/// area, and selection by touch (UITableView+Selection.swift).
///
/// A `UIScrollView`, as in UIKit: `contentSize` is the rows' total height, the visible area is
/// `bounds` (its origin the content offset), so rows outside it have no cell and scrolling (a
/// drag, `setContentOffset`, `scrollToRow(at:at:animated:)`) hands cells that leave to the reuse
/// queue and asks the data source for the ones that come in. `delegate` is the scroll view's
/// (`UIScrollViewDelegate`; a `UITableViewDelegate` is one): assigning a table view delegate
/// compiles as on iOS, and the table calls its table methods when it is one. Heights come from the row
/// height, per-row heights from the delegate, or a storyboard's per-cell heights; self-sizing
/// `automaticDimension` rows take `estimatedRowHeight` (44 pt when automatic) until
/// their cells are displayed, then their content view's Auto Layout fitting height.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
  public enum Style: Int, Sendable {
    case plain = 0, grouped, insetGrouped
  }

  public enum ScrollPosition: Int, Sendable {
    case none = 0, top, middle, bottom
  }

  /// Asks for the height from the content (self-sizing); without self-sizing, 44 pt for rows.
  public static let automaticDimension: CGFloat = -1

  public let style: Style

  weak open var dataSource: (any UITableViewDataSource)? { didSet { _invalidateData() } }
  /// The scroll view's delegate; a `UITableViewDelegate` also gets the table's messages.
  open override var delegate: (any UIScrollViewDelegate)? { didSet { _invalidateData() } }

  /// The delegate as a table view delegate, when it is one.
  var _tableDelegate: (any UITableViewDelegate)? { delegate as? any UITableViewDelegate }

  open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { _invalidateData() } }
  open var estimatedRowHeight: CGFloat = UITableView.automaticDimension { didSet { _invalidateData() } }
  open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { _invalidateData() } }
  open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { _invalidateData() } }
  /// Estimates for automatic header and footer heights of sections below the visible area
  /// (automatic: the title rule; UITableView+SectionViews.swift).
  open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { _invalidateData() } }
  open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { _invalidateData() } }
  /// iOS 15: the padding above each section header. `automaticDimension` (the default): 22 pt
  /// above plain tables' headers, none in grouped tables; 0 removes it (Docs/Behaviour/tables19.md).
  open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension { didSet { _invalidateData() } }

  open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine { didSet { setNeedsLayout() } }
  open var separatorColor: UIColor? = .separator { didSet { setNeedsLayout() } }
  open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) { didSet { setNeedsLayout() } }

  open var allowsSelection = true
  open var allowsMultipleSelection = false

  // MARK: Editing (edit18; UITableView+Editing.swift)

  /// Whether the table is in edit mode: rows show their editing controls (false).
  open var isEditing: Bool {
    get { _isEditingRows }
    set { setEditing(newValue, animated: false) }
  }
  /// Enters or leaves edit mode, telling every visible cell (animated when `animated`).
  open func setEditing(_ editing: Bool, animated: Bool) { _setEditing(editing, animated: animated) }
  /// Whether rows can be selected in edit mode (false).
  open var allowsSelectionDuringEditing = false
  /// Whether several rows can be selected in edit mode (false).
  open var allowsMultipleSelectionDuringEditing = false
  var _isEditingRows = false
  /// The row whose swipe actions (or delete confirmation) show, and the row being reordered.
  var _swipe: _TableSwipe?
  var _reorder: _TableReorder?
  /// What a touch that began on an editing control or a swipe action will do when it ends.
  var _editingTouch: _EditingTouch?
  /// The pan that swipes rows and drags reorder controls (UITableView+Editing.swift).
  lazy var _editingPan: UIPanGestureRecognizer = {
    let pan = UIPanGestureRecognizer()
    pan.addAction(UIAction { [weak self] _ in self?._handleEditingPan() })
    return pan
  }()

  /// A view behind the rows, the table's size.
  open var backgroundView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let backgroundView { insertSubview(backgroundView, at: 0) }
      setNeedsLayout()
    }
  }

  /// A view above the first section / below the last one, with their own heights.
  open var tableHeaderView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let tableHeaderView { addSubview(tableHeaderView) }
      _invalidateData()
    }
  }
  open var tableFooterView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let tableFooterView { addSubview(tableFooterView) }
      _invalidateData()
    }
  }

  // MARK: State

  /// Heights and positions of every section and row, read from the data source and delegate.
  var _model: TableModel?
  /// Cells on screen, by index path.
  var _visibleCells: [IndexPath: UITableViewCell] = [:]
  /// Section header and footer views on screen (UITableView+SectionViews.swift).
  var _headerViews: [Int: UIView] = [:]
  var _footerViews: [Int: UIView] = [:]
  /// The delegate's header and footer views asked for while computing heights and not shown
  /// yet (nil: it gave none), by section key.
  var _pendingSectionViews: [Int: UIView?] = [:]
  /// Measured automatic header and footer heights, by section key, until the data is reloaded.
  var _sectionViewHeights: [Int: CGFloat] = [:]
  /// While the model is built: the top of the section being measured, and whether an estimate
  /// was used for it.
  var _modelSectionTop: CGFloat?
  var _modelUsedEstimate = false
  /// Header and footer views waiting for reuse, by identifier; the table's own title views.
  var _headerFooterQueues: [String: [UITableViewHeaderFooterView]] = [:]
  var _defaultSectionViews: [UITableViewHeaderFooterView] = []
  /// While the delegate gives a section's view: whether it is a footer (views dequeued then
  /// learn their role and the table's style).
  var _askingSectionViewIsFooter: Bool?
  /// How to make a header or footer view for an identifier (registered classes).
  var _headerFooterFactories: [String: @MainActor () -> UITableViewHeaderFooterView] = [:]
  /// Cells waiting for reuse, by identifier.
  var _reuseQueues: [String: [UITableViewCell]] = [:]
  /// How to make a cell for an identifier: registered classes and storyboard prototypes.
  package var _cellFactories: [String: @MainActor () -> UITableViewCell] = [:]
  /// Heights of self-sizing rows measured from their displayed cells (until `reloadData`).
  var _measuredRowHeights: [IndexPath: CGFloat] = [:]
  /// Selected rows, in selection order.
  var _selectedIndexPaths: [IndexPath] = []
  /// The row a touch is on (highlighted while the touch stays in it).
  var _touchedIndexPath: IndexPath?
  /// The row whose detail button a touch went down in (the row itself is not highlighted).
  var _touchedAccessoryPath: IndexPath?
  /// The batch update being collected (UITableView+BatchUpdates.swift).
  var _batch: _ListBatch?
  /// The cell a dequeue hands back during `reconfigureRows(at:)`.
  var _reconfiguringCell: UITableViewCell?
  /// Static sections a storyboard table (`dataMode="static"`) was built with.
  package var _staticSections: [StaticTableSection] = []

  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
    _setUpTable()
  }

  public override convenience init(frame: CGRect) {
    self.init(frame: frame, style: .plain)
  }

  public required init?(coder: NSCoder) {
    style = .plain
    super.init(coder: coder)
    _setUpTable()
  }

  private func _setUpTable() {
    backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
    clipsToBounds = true
    // A table bounces vertically however few its rows (UIKit's default for table views, unlike
    // other scroll views); `.automatic` insets therefore adjust a short table's top and bottom.
    alwaysBounceVertical = true
    _rowContextMenu.didMove(to: self)
    addGestureRecognizer(_editingPan)
  }

  /// The rows' context menu: its delegate asks the table's delegate
  /// (UITableView+ContextMenu.swift). Not in `interactions`, as in UIKit.
  let _rowContextMenuDelegate = _UITableContextMenuDelegate()
  lazy var _rowContextMenu: UIContextMenuInteraction = {
    _rowContextMenuDelegate.table = self
    return UIContextMenuInteraction(delegate: _rowContextMenuDelegate)
  }()

  /// The table view's context menu interaction (for rows' context menus).
  open var contextMenuInteraction: UIContextMenuInteraction? { _rowContextMenu }

  /// The rows' context menu press begins only when the delegate gives a configuration for the
  /// row under it (UIKit: "Return nil to prevent the interaction from beginning"), so a long
  /// touch on a row without a menu stays with the row.
  open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    if gestureRecognizer === _rowContextMenu._press {
      return _rowContextMenu._prepare(at: gestureRecognizer.location(in: self))
    }
    if gestureRecognizer === _editingPan { return _editingGesture(of: _editingPan) != nil }
    // A horizontal swipe on a row or a drag on a reorder control is the editing pan's, not a scroll.
    if gestureRecognizer === panGestureRecognizer, _editingGesture(of: panGestureRecognizer) != nil { return false }
    return super.gestureRecognizerShouldBegin(gestureRecognizer)
  }

  // MARK: Data

  /// Reloads every section and row from the data source: visible cells go back to the reuse
  /// queue, the selection is cleared, and the cells are asked for again at the next layout.
  open func reloadData() {
    _endSwipe(animated: false)
    for (_, cell) in _visibleCells { _enqueue(cell) }
    _visibleCells.removeAll()
    _discardSectionViews()
    _selectedIndexPaths.removeAll()
    _measuredRowHeights.removeAll()
    _model = TableModel(self)
    setNeedsLayout()
  }

  // MARK: Batch updates (UITableView+BatchUpdates.swift)

  /// Animates the inserts, deletes, reloads and moves made in `updates` as one change: deletes
  /// and reloads name the index paths before the update, inserts and move destinations the ones
  /// after it; the data source's counts are read after `updates` and checked as UIKit checks them.
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    _performBatchUpdates(updates, completion: completion)
  }
  /// Opens a batch that `endUpdates()` commits (`performBatchUpdates` without a completion).
  open func beginUpdates() { _beginBatch() }
  open func endUpdates() { _endBatch() }
  open func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    _record({ $0.insertedItems += indexPaths }, appearing: indexPaths, animation: animation)
  }
  open func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    _record({ $0.deletedItems += indexPaths }, disappearing: indexPaths, animation: animation)
  }
  open func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    _record({ $0.reloadedItems += indexPaths }, appearing: indexPaths, disappearing: indexPaths, animation: animation)
  }
  open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    _record { $0.movedItems.append((indexPath, newIndexPath)) }
  }
  open func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    _record({ $0.insertedSections.formUnion(sections) }, appearingSections: sections, animation: animation)
  }
  open func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    _record({ $0.deletedSections.formUnion(sections) }, disappearingSections: sections, animation: animation)
  }
  open func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    _record(
      { $0.reloadedSections.formUnion(sections) }, appearingSections: sections, disappearingSections: sections,
      animation: animation)
  }
  open func moveSection(_ section: Int, toSection newSection: Int) {
    _record { $0.movedSections.append((section, newSection)) }
  }
  /// iOS 15: updates visible rows' cells in place through the data source (no new cells, no animation).
  open func reconfigureRows(at indexPaths: [IndexPath]) { _reconfigureRows(at: indexPaths) }

  private func _invalidateData() {
    guard _model != nil else { return }
    reloadData()
  }

  var model: TableModel {
    if let _model { return _model }
    let made = TableModel(self)
    _model = made
    return made
  }

  open var numberOfSections: Int { model.sections.count }

  open func numberOfRows(inSection section: Int) -> Int {
    guard model.sections.indices.contains(section) else { return 0 }
    return model.sections[section].rowHeights.count
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    _layoutVisibleContent()
  }

  /// A scroll (the bounds origin moving) lays the rows out again: cells that left go to the
  /// reuse queue, rows that came in get theirs.
  open override var bounds: CGRect {
    get { super.bounds }
    set {
      let oldOrigin = super.bounds.origin
      super.bounds = newValue
      if newValue.origin != oldOrigin {
        setNeedsLayout()
        _scrolledWhileSwiped()
      }
    }
  }

  // MARK: Selection (UITableView+Selection.swift)

  /// The first selected row, or nil.
  open var indexPathForSelectedRow: IndexPath? { _selectedIndexPaths.first }

  /// The selected rows, or nil when none is selected.
  open var indexPathsForSelectedRows: [IndexPath]? { _selectedIndexPaths.isEmpty ? nil : _selectedIndexPaths }

  /// Selects a row without telling the delegate (nil clears the selection), then scrolls it to
  /// `scrollPosition` (`.none` scrolls nothing).
  open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition) {
    _selectRow(at: indexPath, animated: animated)
    if let indexPath, scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
  }

  /// Scrolls so the row is at the top, middle or bottom of the visible area (`.none`: the least
  /// movement that shows it whole), within the content and its adjusted insets (UIKit docs of
  /// scrollToRow(at:at:animated:)). A row that does not exist raises in UIKit: a diagnostic here.
  open func scrollToRow(at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool) {
    guard let s = model.section(indexPath.section), s.rowHeights.indices.contains(indexPath.row) else {
      Diagnostics.exception(
        "Attempted to scroll the table view to an out-of-bounds row (\(indexPath.row)) when there are only \(numberOfRows(inSection: indexPath.section)) rows in section \(indexPath.section).",
        name: "NSRangeException")
      return
    }
    let row = rectForRow(at: indexPath)
    let inset = adjustedContentInset
    let visibleHeight = bounds.height - inset.top - inset.bottom
    let top = contentOffset.y + inset.top
    var y: CGFloat
    switch scrollPosition {
    case .top: y = row.minY
    case .middle: y = row.midY - visibleHeight / 2
    case .bottom: y = row.maxY - visibleHeight
    case .none:
      if row.minY < top { y = row.minY } else if row.maxY > top + visibleHeight { y = row.maxY - visibleHeight } else { return }
    }
    let minOffset = -inset.top
    let maxOffset = max(minOffset, _contentHeight + inset.bottom - bounds.height)
    let offset = CGPoint(x: contentOffset.x, y: min(max(y - inset.top, minOffset), maxOffset))
    setContentOffset(offset, animated: animated)
  }

  /// Deselects a row without telling the delegate.
  open func deselectRow(at indexPath: IndexPath, animated: Bool) { _deselectRow(at: indexPath, animated: animated) }

  /// Rows are laid out before hit-testing, so a touch finds the cells UIKit's end-of-turn layout
  /// would have made by then.
  open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    if _needsLayout { layoutIfNeeded() }
    return super.hitTest(point, with: event)
  }
  override package class var _hasCustomHitTest: Bool { true }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { _touchesBegan(touches) }
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { _touchesMoved(touches) }
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { _touchesEnded(touches) }
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { _touchesCancelled(touches) }

  // MARK: Geometry

  open func rect(forSection section: Int) -> CGRect {
    guard let s = model.section(section) else { return .zero }
    return CGRect(x: 0, y: s.top, width: bounds.width, height: s.height)
  }

  open func rectForRow(at indexPath: IndexPath) -> CGRect {
    guard let s = model.section(indexPath.section), s.rowHeights.indices.contains(indexPath.row) else { return .zero }
    let inset = _rowInset
    return CGRect(
      x: inset, y: s.rowTops[indexPath.row], width: max(0, bounds.width - 2 * inset), height: s.rowHeights[indexPath.row])
  }

  open func rectForHeader(inSection section: Int) -> CGRect {
    guard let s = model.section(section) else { return .zero }
    return CGRect(x: 0, y: s.headerTop, width: bounds.width, height: s.headerHeight)
  }

  open func rectForFooter(inSection section: Int) -> CGRect {
    guard let s = model.section(section) else { return .zero }
    return CGRect(x: 0, y: s.top + s.height - s.footerHeight, width: bounds.width, height: s.footerHeight)
  }

  /// The row under `point` (table coordinates), or nil.
  open func indexPathForRow(at point: CGPoint) -> IndexPath? {
    for (sectionIndex, s) in model.sections.enumerated() where point.y >= s.top && point.y < s.top + s.height {
      for (row, top) in s.rowTops.enumerated() where point.y >= top && point.y < top + s.rowHeights[row] {
        let rect = rectForRow(at: IndexPath(row: row, section: sectionIndex))
        return rect.contains(point) ? IndexPath(row: row, section: sectionIndex) : nil
      }
    }
    return nil
  }

  /// The index path of a visible cell, or nil.
  open func indexPath(for cell: UITableViewCell) -> IndexPath? {
    _visibleCells.first { $0.value === cell }?.key
  }

  /// The cell showing a row, or nil when the row is not visible.
  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    layoutIfNeeded()
    return _visibleCells[indexPath]
  }

  open var visibleCells: [UITableViewCell] {
    layoutIfNeeded()
    return _visibleCells.sorted { $0.key < $1.key }.map(\.value)
  }

  open var indexPathsForVisibleRows: [IndexPath]? {
    layoutIfNeeded()
    return _visibleCells.keys.sorted()
  }

  /// Horizontal inset of rows: insetGrouped tables inset their sections from the edges.
  var _rowInset: CGFloat {
    guard style == .insetGrouped else { return 0 }
    return bounds.width > 428 ? 20 : 16
  }

  // MARK: Cells and reuse

  /// Registers a class for new cells of `identifier` (nil removes the registration).
  /// `UITableViewCell` itself is made directly; subclasses need a factory registered with
  /// `StoryboardClassRegistry.registerCell` (there is no Objective-C runtime to call their
  /// initializer by class).
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    guard let cellClass else {
      _cellFactories[identifier] = nil
      return
    }
    if cellClass == UITableViewCell.self {
      _cellFactories[identifier] = { UITableViewCell(style: .default, reuseIdentifier: identifier) }
    } else if let factory = StoryboardClassRegistry.cellFactory(for: cellClass) {
      _cellFactories[identifier] = {
        let cell = factory(.default, identifier)
        cell._setReuseIdentifier(identifier)
        return cell
      }
    } else {
      Diagnostics.warning(
        "\(cellClass) cannot be made by class without the Objective-C runtime: register a factory with StoryboardClassRegistry.registerCell; cells for '\(identifier)' are UITableViewCells.")
      _cellFactories[identifier] = { UITableViewCell(style: .default, reuseIdentifier: identifier) }
    }
  }

  /// A cell from the reuse queue (after its `prepareForReuse`), else nil.
  open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    if let current = _takeReconfiguringCell(identifier: identifier) { return current }
    if var queue = _reuseQueues[identifier], let cell = queue.popLast() {
      _reuseQueues[identifier] = queue
      cell.prepareForReuse()
      return cell
    }
    if let factory = _cellFactories[identifier] { return factory() }
    return nil
  }

  /// A cell for `identifier`: reused, or new from the registered class or storyboard prototype,
  /// sized to the row. An identifier with neither is UIKit's exception (a plain cell is returned).
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
    let cell: UITableViewCell
    if let made = dequeueReusableCell(withIdentifier: identifier) {
      cell = made
    } else {
      Diagnostics.exception(
        "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard",
        name: "NSInternalInconsistencyException")
      cell = UITableViewCell(style: .default, reuseIdentifier: identifier)
    }
    let rect = rectForRow(at: indexPath)
    if rect.width > 0 { cell.frame = CGRect(origin: cell.frame.origin, size: rect.size) }
    return cell
  }

  // MARK: Section header and footer views (UITableView+SectionViews.swift)

  /// Registers a class for new header and footer views of `identifier` (nil removes the
  /// registration). Subclasses need a factory registered with
  /// `StoryboardClassRegistry.registerHeaderFooterView` (no Objective-C runtime to call their
  /// initializer by class).
  open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
    _registerHeaderFooterView(aClass, identifier: identifier)
  }

  /// A header or footer view from the reuse queue (after its `prepareForReuse`), else a new one
  /// of the registered class, else nil.
  open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
    _dequeueHeaderFooterView(identifier)
  }

  /// The header view of a section on screen, when it is a `UITableViewHeaderFooterView`.
  open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    layoutIfNeeded()
    return _headerViews[section] as? UITableViewHeaderFooterView
  }

  /// The footer view of a section on screen, when it is a `UITableViewHeaderFooterView`.
  open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    layoutIfNeeded()
    return _footerViews[section] as? UITableViewHeaderFooterView
  }

  func _enqueue(_ cell: UITableViewCell) {
    cell.removeFromSuperview()
    cell.setHighlighted(false, animated: false)
    guard !cell._isStaticCell, let identifier = cell.reuseIdentifier else { return }
    _reuseQueues[identifier, default: []].append(cell)
  }
}

/// One section of a storyboard's static table.
package struct StaticTableSection {
  package var headerTitle: String?
  package var footerTitle: String?
  package var cells: [UITableViewCell]
  /// Per-cell heights written in the storyboard (`rowHeight` on `<tableViewCell>`), nil where
  /// the table's row height applies.
  package var rowHeights: [CGFloat?]

  package init(headerTitle: String?, footerTitle: String?, cells: [UITableViewCell], rowHeights: [CGFloat?]) {
    self.headerTitle = headerTitle
    self.footerTitle = footerTitle
    self.cells = cells
    self.rowHeights = rowHeights
  }
}
