import Foundation
import OpenQuartzCore

/// Items in sections, placed by a layout object (`UICollectionViewFlowLayout` for a grid), with
/// cells from a data source, reused as items leave the visible area, and selection by touch
/// (UICollectionView+Selection.swift).
///
/// A `UIScrollView`, as in UIKit: `contentSize` is the layout's `collectionViewContentSize`, the
/// visible area is `bounds` (its origin the content offset), so items outside it have no cell and
/// scrolling hands cells that leave to the reuse queue and asks the data source for the ones that
/// come in. The layout is prepared again before the next layout pass after `reloadData()`, a new
/// layout, `invalidateLayout()`, or a bounds change the layout's
/// `shouldInvalidateLayout(forBoundsChange:)` accepts (the flow layout: a size change).
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
  public enum ScrollDirection: Int, Sendable {
    case vertical = 0, horizontal
  }

  public enum ElementCategory: UInt, Sendable {
    case cell = 0, supplementaryView, decorationView
  }

  /// Where `scrollToItem(at:at:animated:)` puts the item: one vertical and one horizontal
  /// position at most; `[]` scrolls no further than needed to show the item.
  public struct ScrollPosition: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = ScrollPosition(rawValue: 1 << 0)
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    public static let left = ScrollPosition(rawValue: 1 << 3)
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    public static let right = ScrollPosition(rawValue: 1 << 5)
  }

  /// The kinds of a flow layout's section header and footer views.
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

  /// The layout that places the items; assigning one lays the items out with it.
  open var collectionViewLayout: UICollectionViewLayout {
    didSet {
      guard oldValue !== collectionViewLayout else { return }
      if oldValue._collectionView === self { oldValue._collectionView = nil }
      collectionViewLayout._collectionView = self
      _layoutWasInvalidated()
    }
  }

  weak open var dataSource: (any UICollectionViewDataSource)? { didSet { _invalidateData() } }
  /// The scroll view's delegate; a `UICollectionViewDelegate` also gets the collection view's messages.
  open override var delegate: (any UIScrollViewDelegate)? { didSet { _invalidateData() } }

  /// The delegate as a collection view delegate, when it is one.
  var _collectionDelegate: (any UICollectionViewDelegate)? { delegate as? any UICollectionViewDelegate }

  open var allowsSelection = true
  open var allowsMultipleSelection = false

  /// A view behind the items, the collection view's visible size.
  open var backgroundView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let backgroundView { insertSubview(backgroundView, at: 0) }
      setNeedsLayout()
    }
  }

  // MARK: State

  /// Items per section, read from the data source (nil until asked after a reload).
  var _itemCounts: [Int]?
  /// Whether the layout has been prepared since it was last invalidated.
  var _layoutIsPrepared = false
  /// The bounds of the last layout pass (a change asks the layout whether to invalidate).
  var _lastLayoutBounds: CGRect?
  /// Cells on screen, by index path.
  var _visibleCells: [IndexPath: UICollectionViewCell] = [:]
  /// Cells waiting for reuse, by identifier.
  var _reuseQueues: [String: [UICollectionViewCell]] = [:]
  /// How to make a cell for an identifier: registered classes and storyboard prototypes.
  package var _cellFactories: [String: @MainActor () -> UICollectionViewCell] = [:]
  /// Selected items, in selection order.
  var _selectedIndexPaths: [IndexPath] = []
  /// The item a touch is on (highlighted while the touch stays in it).
  var _touchedIndexPath: IndexPath?
  /// The batch update being collected (UICollectionView+BatchUpdates.swift).
  var _batch: _ListBatch?
  /// The cell a dequeue hands back during `reconfigureItems(at:)`.
  var _reconfiguringCell: UICollectionViewCell?
  /// Supplementary views on screen, by kind and index path (UICollectionView+Supplementary.swift).
  var _visibleSupplementaryViews: [_SupplementaryKey: UICollectionReusableView] = [:]
  /// Supplementary views waiting for reuse, by kind and identifier.
  var _supplementaryReuseQueues: [_SupplementaryReuseKey: [UICollectionReusableView]] = [:]
  /// How to make a supplementary view for a kind and identifier (registered classes).
  package var _supplementaryFactories: [_SupplementaryReuseKey: @MainActor () -> UICollectionReusableView] = [:]
  /// Whether the data source's missing supplementary views were reported since the last reload.
  var _reportedMissingSupplementary = false
  /// The orthogonal sections' scroll views, by section (UICollectionView+Orthogonal.swift).
  var _orthogonalScrollViews: [Int: _UICollectionViewOrthogonalScrollerEmbeddedScrollView] = [:]
  /// The decoration views shown and queued, by kind (UICollectionView+Decoration.swift).
  var _visibleDecorationViews: [_SupplementaryKey: UICollectionReusableView] = [:]
  var _decorationReuseQueues: [String: [UICollectionReusableView]] = [:]
  var _reportedMissingDecoration = false

  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
    _setUpCollection()
  }

  public required init?(coder: NSCoder) {
    collectionViewLayout = UICollectionViewFlowLayout()
    super.init(coder: coder)
    _setUpCollection()
  }

  private func _setUpCollection() {
    collectionViewLayout._collectionView = self
    backgroundColor = .systemBackground
    clipsToBounds = true
    _itemContextMenu.didMove(to: self)
  }

  /// The items' context menu: its delegate asks the collection view's delegate
  /// (UITableView+ContextMenu.swift). Not in `interactions`.
  let _itemContextMenuDelegate = _UICollectionContextMenuDelegate()
  lazy var _itemContextMenu: UIContextMenuInteraction = {
    _itemContextMenuDelegate.collection = self
    return UIContextMenuInteraction(delegate: _itemContextMenuDelegate)
  }()

  /// The collection view's context menu interaction (for items' context menus).
  open var contextMenuInteraction: UIContextMenuInteraction? { _itemContextMenu }

  /// The items' context menu press begins only when the delegate gives a configuration
  /// ("Returning nil prevents the interaction from beginning").
  open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    if gestureRecognizer === _itemContextMenu._press {
      return _itemContextMenu._prepare(at: gestureRecognizer.location(in: self))
    }
    return super.gestureRecognizerShouldBegin(gestureRecognizer)
  }

  /// Replaces the layout (`animated` is not animated here: the items move at the next layout).
  open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
    collectionViewLayout = layout
  }

  // MARK: Data

  /// Reloads every section and item from the data source: visible cells go back to the reuse
  /// queue, the selection is cleared, and the layout is prepared again at the next layout.
  open func reloadData() {
    for (_, cell) in _visibleCells { _enqueue(cell) }
    _visibleCells.removeAll()
    for (key, view) in _visibleSupplementaryViews { _enqueueSupplementary(view, kind: key.kind) }
    _visibleSupplementaryViews.removeAll()
    _reportedMissingSupplementary = false
    for (key, view) in _visibleDecorationViews {
      view.removeFromSuperview()
      _decorationReuseQueues[key.kind, default: []].append(view)
    }
    _visibleDecorationViews.removeAll()
    _reportedMissingDecoration = false
    _selectedIndexPaths.removeAll()
    _itemCounts = nil
    collectionViewLayout.invalidateLayout()
    _layoutWasInvalidated()
  }

  // MARK: Batch updates (UICollectionView+BatchUpdates.swift)

  /// Animates the inserts, deletes, reloads and moves made in `updates` as one change: deletes
  /// and reloads name the index paths before the update, inserts and move destinations the ones
  /// after it; the data source's counts are read after `updates` and checked as UIKit checks them.
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    _performBatchUpdates(updates, completion: completion)
  }
  open func insertItems(at indexPaths: [IndexPath]) { _record { $0.insertedItems += indexPaths } }
  open func deleteItems(at indexPaths: [IndexPath]) { _record { $0.deletedItems += indexPaths } }
  open func reloadItems(at indexPaths: [IndexPath]) { _record { $0.reloadedItems += indexPaths } }
  open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    _record { $0.movedItems.append((indexPath, newIndexPath)) }
  }
  open func insertSections(_ sections: IndexSet) { _record { $0.insertedSections.formUnion(sections) } }
  open func deleteSections(_ sections: IndexSet) { _record { $0.deletedSections.formUnion(sections) } }
  open func reloadSections(_ sections: IndexSet) { _record { $0.reloadedSections.formUnion(sections) } }
  open func moveSection(_ section: Int, toSection newSection: Int) {
    _record { $0.movedSections.append((section, newSection)) }
  }
  /// iOS 15: updates visible cells in place through the data source (no new cells, no animation).
  open func reconfigureItems(at indexPaths: [IndexPath]) { _reconfigureItems(at: indexPaths) }

  private func _invalidateData() {
    guard _itemCounts != nil else { return }
    reloadData()
  }

  /// Called by `UICollectionViewLayout.invalidateLayout()`.
  func _layoutWasInvalidated() {
    _layoutIsPrepared = false
    setNeedsLayout()
  }

  var _counts: [Int] {
    if let _itemCounts { return _itemCounts }
    var counts: [Int] = []
    if let dataSource {
      let sections = max(0, dataSource.numberOfSections(in: self))
      counts.reserveCapacity(sections)
      for section in 0..<sections { counts.append(max(0, dataSource.collectionView(self, numberOfItemsInSection: section))) }
    }
    _itemCounts = counts
    return counts
  }

  open var numberOfSections: Int { _counts.count }

  open func numberOfItems(inSection section: Int) -> Int {
    let counts = _counts
    return counts.indices.contains(section) ? counts[section] : 0
  }

  func _isValid(_ indexPath: IndexPath) -> Bool {
    indexPath.count == 2 && indexPath.item >= 0 && indexPath.item < numberOfItems(inSection: indexPath.section)
  }

  /// Prepares the layout when it was invalidated, or when the bounds changed and the layout
  /// asks to be invalidated for that.
  func _prepareLayoutIfNeeded() {
    if let last = _lastLayoutBounds, last != bounds, _layoutIsPrepared,
      collectionViewLayout.shouldInvalidateLayout(forBoundsChange: bounds)
    {
      collectionViewLayout.invalidateLayout()
      _layoutIsPrepared = false
    }
    _lastLayoutBounds = bounds
    guard !_layoutIsPrepared else { return }
    _layoutIsPrepared = true
    collectionViewLayout.prepare()
  }

  // MARK: Geometry

  /// The layout's attributes of the item at `indexPath` (content coordinates), or nil.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    _prepareLayoutIfNeeded()
    guard _isValid(indexPath) else { return nil }
    return collectionViewLayout.layoutAttributesForItem(at: indexPath)
  }

  /// The item under `point` (collection view coordinates), or nil; the highest z-index wins.
  open func indexPathForItem(at point: CGPoint) -> IndexPath? {
    _prepareLayoutIfNeeded()
    let probe = CGRect(x: point.x, y: point.y, width: 0, height: 0).insetBy(dx: -0.5, dy: -0.5)
    var best: UICollectionViewLayoutAttributes?
    for attributes in collectionViewLayout.layoutAttributesForElements(in: probe) ?? []
    where attributes.representedElementCategory == .cell && !attributes.isHidden
      && collectionViewLayout._visibleFrame(of: attributes).contains(point) && _isValid(attributes.indexPath)
    {
      if best == nil || attributes.zIndex > best!.zIndex { best = attributes }
    }
    return best?.indexPath
  }

  /// The index path of a visible cell, or nil.
  open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
    _visibleCells.first { $0.value === cell }?.key
  }

  /// The cell showing an item, or nil when the item is not visible.
  open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    layoutIfNeeded()
    return _visibleCells[indexPath]
  }

  /// The visible cells, in index path order.
  open var visibleCells: [UICollectionViewCell] {
    layoutIfNeeded()
    return _visibleCells.sorted { $0.key < $1.key }.map(\.value)
  }

  open var indexPathsForVisibleItems: [IndexPath] {
    layoutIfNeeded()
    return _visibleCells.keys.sorted()
  }

  /// Scrolls so the item is at the given vertical and horizontal positions of the visible area
  /// (an axis without a position keeps its offset; `[]` scrolls no further than needed to show
  /// the item), within the content and its adjusted insets. An item that does not exist raises
  /// in UIKit: a diagnostic here.
  open func scrollToItem(at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool) {
    guard let frame = layoutAttributesForItem(at: indexPath)?.frame else {
      Diagnostics.exception(
        "attempt to scroll to invalid index path: \(indexPath)", name: "NSInvalidArgumentException")
      return
    }
    if scrollPosition.isEmpty {
      scrollRectToVisible(frame, animated: animated)
      return
    }
    let inset = adjustedContentInset
    let visible = CGSize(
      width: bounds.width - inset.left - inset.right, height: bounds.height - inset.top - inset.bottom)
    var offset = contentOffset
    if scrollPosition.contains(.top) {
      offset.y = frame.minY - inset.top
    } else if scrollPosition.contains(.centeredVertically) {
      offset.y = frame.midY - visible.height / 2 - inset.top
    } else if scrollPosition.contains(.bottom) {
      offset.y = frame.maxY - visible.height - inset.top
    }
    if scrollPosition.contains(.left) {
      offset.x = frame.minX - inset.left
    } else if scrollPosition.contains(.centeredHorizontally) {
      offset.x = frame.midX - visible.width / 2 - inset.left
    } else if scrollPosition.contains(.right) {
      offset.x = frame.maxX - visible.width - inset.left
    }
    let content = collectionViewLayout.collectionViewContentSize
    offset.x = min(max(offset.x, -inset.left), max(-inset.left, content.width + inset.right - bounds.width))
    offset.y = min(max(offset.y, -inset.top), max(-inset.top, content.height + inset.bottom - bounds.height))
    setContentOffset(offset, animated: animated)
  }

  // MARK: Layout

  open override func layoutSubviews() {
    super.layoutSubviews()
    _layoutVisibleItems()
  }

  /// A scroll (the bounds origin moving) lays the items out again: cells that left go to the
  /// reuse queue, items that came in get theirs.
  open override var bounds: CGRect {
    get { super.bounds }
    set {
      let old = super.bounds
      super.bounds = newValue
      if newValue != old { setNeedsLayout() }
    }
  }

  /// The safe area or content inset changed the content's extent: the layout is prepared again.
  open override func adjustedContentInsetDidChange() {
    super.adjustedContentInsetDidChange()
    collectionViewLayout.invalidateLayout()
  }

  /// Makes cells for the items the layout places inside `bounds` and queues the others' cells
  /// for reuse.
  func _layoutVisibleItems() {
    _prepareLayoutIfNeeded()
    let size = collectionViewLayout.collectionViewContentSize
    if contentSize != size { contentSize = size }
    let visible = bounds
    UIView.performWithoutAnimation { backgroundView?.frame = visible }
    _updateOrthogonalScrollViews()
    collectionViewLayout._willShowElements(in: visible)
    var wanted: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    var supplementary: [UICollectionViewLayoutAttributes] = []
    var decorations: [UICollectionViewLayoutAttributes] = []
    for attributes in collectionViewLayout.layoutAttributesForElements(in: visible) ?? [] {
      switch attributes.representedElementCategory {
      case .cell: if _isValid(attributes.indexPath) { wanted[attributes.indexPath] = attributes }
      case .supplementaryView: supplementary.append(attributes)
      case .decorationView: decorations.append(attributes)
      }
    }
    if !decorations.isEmpty || !_visibleDecorationViews.isEmpty { _layoutVisibleDecorationViews(decorations) }
    defer { _layoutVisibleSupplementaryViews(supplementary) }
    for (path, cell) in _visibleCells where wanted[path] == nil {
      _visibleCells[path] = nil
      _enqueue(cell)
      _collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
    }
    guard !wanted.isEmpty else { return }
    for path in wanted.keys.sorted() {
      let attributes = _orthogonalScrollViews.isEmpty ? wanted[path]! : _attributesInContainer(wanted[path]!)
      let container = _orthogonalScrollViews.isEmpty ? self : _container(forSection: path.section)
      if let cell = _visibleCells[path] {
        _apply(attributes, to: cell)
        if cell.superview !== container { container.addSubview(cell) }
        continue
      }
      guard let dataSource else { break }
      let cell = dataSource.collectionView(self, cellForItemAt: path)
      _apply(attributes, to: cell)
      cell.isSelected = _selectedIndexPaths.contains(path)
      _visibleCells[path] = cell
      _collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: path)
      if container !== self {
        if cell.superview !== container { container.addSubview(cell) }
      } else if cell.superview !== self {
        if let backgroundView, backgroundView.superview === self {
          insertSubview(cell, aboveSubview: backgroundView)
        } else {
          addSubview(cell)
        }
      }
    }
  }

  /// Places a cell as its attributes say (without animation).
  func _apply(_ attributes: UICollectionViewLayoutAttributes, to cell: UICollectionReusableView) {
    UIView.performWithoutAnimation {
      let size = attributes.size
      if cell.transform != .identity || attributes.transform != .identity {
        if cell.bounds.size != size { cell.bounds = CGRect(origin: cell.bounds.origin, size: size) }
        if cell.center != attributes.center { cell.center = attributes.center }
        if cell.transform != attributes.transform { cell.transform = attributes.transform }
      } else if cell.frame != attributes.frame {
        cell.frame = attributes.frame
      }
      if cell.alpha != attributes.alpha { cell.alpha = attributes.alpha }
      if cell.isHidden != attributes.isHidden { cell.isHidden = attributes.isHidden }
      if cell.layer.zPosition != CGFloat(attributes.zIndex) { cell.layer.zPosition = CGFloat(attributes.zIndex) }
    }
    cell.apply(attributes)
  }

  // MARK: Cells and reuse

  /// Registers a class for new cells of `identifier` (nil removes the registration).
  /// `UICollectionViewCell` itself is made directly; subclasses need a factory registered with
  /// `StoryboardClassRegistry.registerCollectionViewCell` (there is no Objective-C runtime to
  /// call their `init(frame:)` by class).
  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    guard let cellClass else {
      _cellFactories[identifier] = nil
      return
    }
    let factory: @MainActor (CGRect) -> UICollectionViewCell
    if cellClass == UICollectionViewCell.self {
      factory = { UICollectionViewCell(frame: $0) }
    } else if let registered = StoryboardClassRegistry.collectionViewCellFactory(for: cellClass) {
      factory = registered
    } else {
      Diagnostics.warning(
        "\(cellClass) cannot be made by class without the Objective-C runtime: register a factory with StoryboardClassRegistry.registerCollectionViewCell; cells for '\(identifier)' are UICollectionViewCells.")
      factory = { UICollectionViewCell(frame: $0) }
    }
    _cellFactories[identifier] = {
      let cell = factory(.zero)
      cell._reuseIdentifier = identifier
      return cell
    }
  }

  /// A cell for `identifier` — reused (after its `prepareForReuse`), or new from the registered
  /// class or storyboard prototype — placed as the layout places the item. An identifier with
  /// neither is UIKit's exception (a plain cell is returned).
  open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
    let cell: UICollectionViewCell
    if let current = _takeReconfiguringCell(identifier: identifier) {
      return current
    } else if var queue = _reuseQueues[identifier], let reused = queue.popLast() {
      _reuseQueues[identifier] = queue
      reused.prepareForReuse()
      cell = reused
    } else if let factory = _cellFactories[identifier] {
      cell = factory()
    } else {
      Diagnostics.exception(
        "could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard",
        name: "NSInternalInconsistencyException")
      cell = UICollectionViewCell(frame: .zero)
      cell._reuseIdentifier = identifier
    }
    if let attributes = layoutAttributesForItem(at: indexPath) { _apply(attributes, to: cell) }
    return cell
  }

  func _enqueue(_ cell: UICollectionViewCell) {
    cell.removeFromSuperview()
    if cell.isHighlighted { cell.isHighlighted = false }
    guard let identifier = cell.reuseIdentifier else { return }
    _reuseQueues[identifier, default: []].append(cell)
  }

  // MARK: Selection (UICollectionView+Selection.swift)

  /// The selected items, in selection order, or nil when none is selected (UIKit docs).
  open var indexPathsForSelectedItems: [IndexPath]? { _selectedIndexPaths.isEmpty ? nil : _selectedIndexPaths }

  /// Selects an item without telling the delegate (nil clears the selection), then scrolls it
  /// to `scrollPosition` (`[]` scrolls nothing).
  open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition) {
    guard let indexPath else {
      for path in _selectedIndexPaths { deselectItem(at: path, animated: animated) }
      return
    }
    guard allowsSelection, _isValid(indexPath) else { return }
    if !allowsMultipleSelection {
      for path in _selectedIndexPaths where path != indexPath { deselectItem(at: path, animated: animated) }
    }
    _markSelected(indexPath)
    if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
  }

  /// Deselects an item without telling the delegate.
  open func deselectItem(at indexPath: IndexPath, animated: Bool) {
    _selectedIndexPaths.removeAll { $0 == indexPath }
    if let cell = _visibleCells[indexPath], cell.isSelected { cell.isSelected = false }
  }

  // MARK: Touches (UICollectionView+Selection.swift)

  /// Items are laid out before hit-testing, so a touch finds the cells UIKit's end-of-turn
  /// layout would have made by then.
  open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    if _needsLayout { layoutIfNeeded() }
    return super.hitTest(point, with: event)
  }
  override package class var _hasCustomHitTest: Bool { true }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { _touchesBegan(touches) }
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { _touchesMoved(touches) }
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { _touchesEnded(touches) }
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { _touchesCancelled(touches) }
}
