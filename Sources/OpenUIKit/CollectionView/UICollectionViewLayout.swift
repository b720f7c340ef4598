import Foundation
import OpenQuartzCore

/// Where and how one item of a collection view is shown: its frame (as `center` and `size`),
/// transform, alpha, z-index and visibility. Layouts make them; the collection view applies them
/// to the item's cell.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject {
  open var center: CGPoint = .zero
  open var size: CGSize = .zero
  open var transform: CGAffineTransform = .identity
  open var alpha: CGFloat = 1
  open var zIndex: Int = 0
  open var isHidden = false
  open var indexPath = IndexPath(item: 0, section: 0)
  open private(set) var representedElementCategory: UICollectionView.ElementCategory = .cell
  open private(set) var representedElementKind: String?

  public override init() { super.init() }

  /// Attributes of the cell at `indexPath`.
  public convenience init(forCellWith indexPath: IndexPath) {
    self.init()
    self.indexPath = indexPath
  }

  /// Attributes of a decoration view of a kind the layout registered.
  public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
    self.init()
    self.indexPath = indexPath
    representedElementCategory = .decorationView
    representedElementKind = decorationViewKind
  }

  /// Attributes of a supplementary view (a section header or footer, or a layout's own kind).
  public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
    self.init()
    self.indexPath = indexPath
    representedElementCategory = .supplementaryView
    representedElementKind = elementKind
  }

  /// The item's rectangle in the collection view's content, from `center` and `size` (the
  /// transform is applied around the centre and not included); setting it sets both.
  open var frame: CGRect {
    get { CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height) }
    set {
      size = newValue.size
      center = CGPoint(x: newValue.midX, y: newValue.midY)
    }
  }

  /// The item's bounds: its size at the origin.
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: size) }
    set { size = newValue.size }
  }
}

/// Places a collection view's items. Subclass it the way UIKit apps do: compute positions in
/// `prepare()`, answer `collectionViewContentSize`, `layoutAttributesForElements(in:)` and
/// `layoutAttributesForItem(at:)`, and call `invalidateLayout()` when positions change. The
/// collection view prepares the layout before its next layout pass after an invalidation (a
/// reload, a new layout, a bounds change the layout asks to be invalidated for).
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
  /// A prepared layout's cell attributes at `indexPath` (sections of items), if any.
  static func _item(
    at indexPath: IndexPath, in table: [[UICollectionViewLayoutAttributes]]
  ) -> UICollectionViewLayoutAttributes? {
    guard indexPath.count == 2, table.indices.contains(indexPath.section),
      table[indexPath.section].indices.contains(indexPath.item)
    else { return nil }
    return table[indexPath.section][indexPath.item]
  }

  /// A prepared layout's supplementary attributes of `kind` at `indexPath` (per section), if any.
  static func _supplementary(
    ofKind kind: String, at indexPath: IndexPath, in table: [[UICollectionViewLayoutAttributes]]
  ) -> UICollectionViewLayoutAttributes? {
    guard indexPath.count == 2, table.indices.contains(indexPath.section) else { return nil }
    return table[indexPath.section].first { $0.representedElementKind == kind && $0.indexPath == indexPath }
  }

  weak var _collectionView: UICollectionView?

  /// The prepared sections that scroll across the layout's direction (compositional layouts).
  var _orthogonalSections: [Int: _OrthogonalSection] { [:] }
  /// Told by the collection view when an orthogonal section's scroll view moved.
  func _setOrthogonalOffset(_ offset: CGPoint, forSection section: Int) {}
  /// Where an element is shown in the collection view's content: its frame, moved by its
  /// orthogonal section's scroll offset.
  func _visibleFrame(of attributes: UICollectionViewLayoutAttributes) -> CGRect { attributes.frame }
  /// Called by the collection view before it asks for the elements in its visible area.
  func _willShowElements(in rect: CGRect) {}

  /// How to make the decoration views of each registered kind.
  var _decorationFactories: [String: @MainActor () -> UICollectionReusableView] = [:]

  /// Registers a class for the layout's decoration views of `elementKind` (nil removes the
  /// registration). `UICollectionReusableView` itself is made directly; subclasses need a factory
  /// registered with `StoryboardClassRegistry.registerCollectionReusableView` (no Objective-C
  /// runtime to call their `init(frame:)` by class).
  open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
    guard let viewClass else {
      _decorationFactories[elementKind] = nil
      return
    }
    _decorationFactories[elementKind] = UICollectionReusableView._factory(
      for: viewClass, reuseIdentifier: elementKind, madeFor: "decoration views of kind '\(elementKind)'")
  }

  /// The attributes of the decoration view of `elementKind` at `indexPath`, or nil.
  open func layoutAttributesForDecorationView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? { nil }

  /// The collection view that uses the layout, or nil.
  open var collectionView: UICollectionView? { _collectionView }

  public override init() { super.init() }

  public required init?(coder: NSCoder) { super.init() }

  /// Computes the layout; called before the collection view asks for attributes after an
  /// invalidation.
  open func prepare() {}

  /// The size of all the content (the scroll view's `contentSize`).
  open var collectionViewContentSize: CGSize { .zero }

  /// Attributes of the items whose frames meet `rect` (collection view content coordinates).
  open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

  /// Attributes of the item at `indexPath`, or nil.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

  /// Attributes of the supplementary view of `elementKind` at `indexPath`, or nil (none by default).
  open func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? { nil }

  /// Marks the layout stale: the collection view prepares it again at its next layout pass.
  open func invalidateLayout() { _collectionView?._layoutWasInvalidated() }

  /// Whether a change of the collection view's bounds (a scroll or a resize) invalidates the
  /// layout; false by default.
  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

  /// Where scrolling that would stop at `proposedContentOffset` stops; the proposal by default.
  open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
    proposedContentOffset
  }
}

/// Items in lines: left to right in rows stacked downwards (`.vertical`, the default) or top to
/// bottom in columns stacked rightwards (`.horizontal`), each section inset by `sectionInset`,
/// lines `minimumLineSpacing` apart and items at least `minimumInteritemSpacing` apart. A line
/// takes items while they fit; the extra space of a full line goes between its items, and items
/// are centred across the line. The delegate (`UICollectionViewDelegateFlowLayout`) may give
/// per-item sizes and per-section insets and spacings. Docs/Behaviour.md, "Collection views".
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
  open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
  open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
  open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
  open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }
  /// The size of each section's header (`UICollectionView.elementKindSectionHeader`): only its
  /// height counts when scrolling vertically (the header spans the content's width), only its
  /// width when scrolling horizontally; zero (the default) means no header.
  open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
  /// The size of each section's footer, as `headerReferenceSize`.
  open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }

  /// Headers and footers by section, from the last `prepare()`.
  private var _supplementary: [[UICollectionViewLayoutAttributes]] = []

  /// Attributes by section and item, and the content size, from the last `prepare()`.
  private var _attributes: [[UICollectionViewLayoutAttributes]] = []
  private var _contentSize: CGSize = .zero
  /// Each section's lines (their extent along the scrolling direction and their items), so a
  /// rectangle's items are found from the lines it meets rather than from every item.
  private var _lines: [[(start: CGFloat, end: CGFloat, items: Range<Int>)]] = []
  private var _preparedVertical = true
  /// The collection view's bounds size the layout was prepared for.
  private var _preparedBoundsSize: CGSize?

  public override init() { super.init() }

  public required init?(coder: NSCoder) { super.init(coder: coder) }

  open override var collectionViewContentSize: CGSize { _contentSize }

  /// A change of the collection view's size lays the lines out again; a scroll does not.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    newBounds.size != _preparedBoundsSize
  }

  open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    var result: [UICollectionViewLayoutAttributes] = []
    for views in _supplementary {
      for attributes in views where attributes.frame.intersects(rect) { result.append(attributes) }
    }
    let low = _preparedVertical ? rect.minY : rect.minX
    let high = _preparedVertical ? rect.maxY : rect.maxX
    for (section, lines) in _lines.enumerated() {
      // The first line that does not end before the rectangle starts (lines are in order).
      var first = 0
      var last = lines.count
      while first < last {
        let middle = (first + last) / 2
        if lines[middle].end < low { first = middle + 1 } else { last = middle }
      }
      var index = first
      while index < lines.count, lines[index].start <= high {
        for item in lines[index].items where _attributes[section][item].frame.intersects(rect) {
          result.append(_attributes[section][item])
        }
        index += 1
      }
    }
    return result
  }

  open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    Self._item(at: indexPath, in: _attributes)
  }

  open override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    Self._supplementary(ofKind: elementKind, at: indexPath, in: _supplementary)
  }

  open override func prepare() {
    super.prepare()
    _attributes = []
    _supplementary = []
    _lines = []
    _contentSize = .zero
    guard let collectionView else {
      _preparedBoundsSize = nil
      return
    }
    _preparedBoundsSize = collectionView.bounds.size
    let vertical = scrollDirection == .vertical
    _preparedVertical = vertical
    let adjusted = collectionView.adjustedContentInset
    let size = collectionView.bounds.size
    // The content's extent across the scrolling direction (the lines' length).
    let across = max(0, vertical ? size.width - adjusted.left - adjusted.right : size.height - adjusted.top - adjusted.bottom)
    let delegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
    var cursor: CGFloat = 0
    var warned = false
    // A header or footer spans the content across the scrolling direction; a zero extent along
    // it means none.
    func boundaryView(_ kind: String, _ size: CGSize, section: Int) -> UICollectionViewLayoutAttributes? {
      let extent = vertical ? size.height : size.width
      guard extent > 0 else { return nil }
      let attributes = UICollectionViewLayoutAttributes(
        forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
      attributes.frame =
        vertical
        ? CGRect(x: 0, y: cursor, width: across, height: extent) : CGRect(x: cursor, y: 0, width: extent, height: across)
      cursor += extent
      return attributes
    }
    for section in 0..<collectionView.numberOfSections {
      let count = collectionView.numberOfItems(inSection: section)
      var views: [UICollectionViewLayoutAttributes] = []
      let headerSize =
        delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section) ?? headerReferenceSize
      if let header = boundaryView(UICollectionView.elementKindSectionHeader, headerSize, section: section) {
        views.append(header)
      }
      func addFooter() {
        let footerSize =
          delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section)
          ?? footerReferenceSize
        if let footer = boundaryView(UICollectionView.elementKindSectionFooter, footerSize, section: section) {
          views.append(footer)
        }
        _supplementary.append(views)
      }
      guard count > 0 else {
        _attributes.append([])
        _lines.append([])
        addFooter()
        continue
      }
      let inset = delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
      let lineSpacing =
        delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section) ?? minimumLineSpacing
      let itemSpacing =
        delegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
        ?? minimumInteritemSpacing
      let sizes = (0..<count).map { item in
        delegate?.collectionView(collectionView, layout: self, sizeForItemAt: IndexPath(item: item, section: section)) ?? itemSize
      }
      // Along a line (x when vertical) and across lines (y when vertical).
      let lineStart = vertical ? inset.left : inset.top
      let lineLength = max(0, across - (vertical ? inset.left + inset.right : inset.top + inset.bottom))
      let lengths = sizes.map { vertical ? $0.width : $0.height }
      let thicknesses = sizes.map { vertical ? $0.height : $0.width }
      if !warned, size.width > 0, size.height > 0, lengths.contains(where: { $0 > lineLength }) {
        warned = true
        Diagnostics.warning(Self._invalidSizeWarning(vertical: vertical))
      }
      let offsets = FlowLines.offsets(lengths: lengths, length: lineLength, spacing: itemSpacing)
      var stack = cursor + (vertical ? inset.top : inset.left)
      var items: [UICollectionViewLayoutAttributes] = []
      items.reserveCapacity(count)
      var lines: [(start: CGFloat, end: CGFloat, items: Range<Int>)] = []
      lines.reserveCapacity(offsets.lines.count)
      for (index, line) in offsets.lines.enumerated() {
        if index > 0 { stack += lineSpacing }
        let thickness = line.map { thicknesses[$0] }.max() ?? 0
        for item in line {
          let along = lineStart + offsets.positions[item]
          let cross = stack + (thickness - thicknesses[item]) / 2
          let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
          attributes.frame =
            vertical
            ? CGRect(x: along, y: cross, width: sizes[item].width, height: sizes[item].height)
            : CGRect(x: cross, y: along, width: sizes[item].width, height: sizes[item].height)
          items.append(attributes)
        }
        if let firstItem = line.first, let lastItem = line.last {
          lines.append((stack, stack + thickness, firstItem..<(lastItem + 1)))
        }
        stack += thickness
      }
      cursor = stack + (vertical ? inset.bottom : inset.right)
      _attributes.append(items)
      _lines.append(lines)
      addFooter()
    }
    _contentSize = vertical ? CGSize(width: across, height: cursor) : CGSize(width: cursor, height: across)
  }

  /// UIKit's log when an item is longer than its line (once per preparation here, and only once
  /// the collection view has a size).
  static func _invalidSizeWarning(vertical: Bool) -> String {
    let reason =
      vertical
      ? "the item width must be less than the width of the UICollectionView minus the section insets left and right values, minus the content insets left and right values."
      : "the item height must be less than the height of the UICollectionView minus the section insets top and bottom values, minus the content insets top and bottom values."
    return "The behavior of the UICollectionViewFlowLayout is not defined because:\n" + reason
  }
}

/// The line filling of the flow layout (Docs/Behaviour.md, "Collection views"), along one axis:
/// items go into a line while they fit with `spacing` between them (a line always takes at least
/// one item). When every item of the section has the same length the lines form a grid: as many
/// columns as fit, the leftover space spread evenly between them, and every line (the last one
/// too) on those columns; a grid of one column centres its items. Otherwise a full line spreads its
/// leftover space evenly between its items, a full line of one item is centred, and the
/// section's last line keeps `spacing` between items from the line's start.
enum FlowLines {
  struct Result {
    /// Item indexes per line, in order.
    var lines: [[Int]]
    /// Each item's offset from the line's start.
    var positions: [CGFloat]
  }

  static func offsets(lengths: [CGFloat], length: CGFloat, spacing: CGFloat) -> Result {
    var lines: [[Int]] = []
    var current: [Int] = []
    var used: CGFloat = 0
    for (index, itemLength) in lengths.enumerated() {
      if !current.isEmpty, used + spacing + itemLength > length {
        lines.append(current)
        current = []
      }
      used = current.isEmpty ? itemLength : used + spacing + itemLength
      current.append(index)
    }
    if !current.isEmpty { lines.append(current) }
    var positions = [CGFloat](repeating: 0, count: lengths.count)
    let uniform = lengths.allSatisfy { $0 == lengths.first }
    if uniform, let itemLength = lengths.first {
      let columns = lines.first?.count ?? 1
      let gap = columns > 1 ? (length - CGFloat(columns) * itemLength) / CGFloat(columns - 1) : 0
      for line in lines {
        for (column, item) in line.enumerated() {
          positions[item] = columns > 1 ? CGFloat(column) * (itemLength + gap) : (length - itemLength) / 2
        }
      }
      return Result(lines: lines, positions: positions)
    }
    for (lineIndex, line) in lines.enumerated() {
      let isLast = lineIndex == lines.count - 1
      let total = line.reduce(CGFloat(0)) { $0 + lengths[$1] }
      if !isLast && line.count == 1 {
        positions[line[0]] = (length - lengths[line[0]]) / 2
        continue
      }
      let gap = isLast ? spacing : (length - total) / CGFloat(line.count - 1)
      var offset: CGFloat = 0
      for item in line {
        positions[item] = offset
        offset += lengths[item] + gap
      }
    }
    return Result(lines: lines, positions: positions)
  }
}
