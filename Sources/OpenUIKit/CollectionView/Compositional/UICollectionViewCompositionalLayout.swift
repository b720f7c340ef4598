import Foundation

/// The space a compositional layout's sections are laid out in.
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer: NSObjectProtocol {
  var contentSize: CGSize { get }
  var effectiveContentSize: CGSize { get }
  var contentInsets: NSDirectionalEdgeInsets { get }
  var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider knows when it makes a section: the container and the traits.
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {
  var container: any NSCollectionLayoutContainer { get }
  var traitCollection: UITraitCollection { get }
}

/// The collection view's visible size less its adjusted content insets (no further insets here).
final class _CollectionLayoutContainer: NSObject, NSCollectionLayoutContainer {
  let contentSize: CGSize
  init(contentSize: CGSize) { self.contentSize = contentSize }
  var effectiveContentSize: CGSize { contentSize }
  var contentInsets: NSDirectionalEdgeInsets { .zero }
  var effectiveContentInsets: NSDirectionalEdgeInsets { .zero }
}

final class _CollectionLayoutEnvironment: NSObject, NSCollectionLayoutEnvironment {
  let container: any NSCollectionLayoutContainer
  let traitCollection: UITraitCollection
  init(container: any NSCollectionLayoutContainer, traitCollection: UITraitCollection) {
    self.container = container
    self.traitCollection = traitCollection
  }
}

/// Makes the layout of section `index`; nil lays the section out with nothing (its items are not shown).
public typealias UICollectionViewCompositionalLayoutSectionProvider =
  (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// The whole layout's scrolling direction and the space between its sections.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
  open var scrollDirection: UICollectionView.ScrollDirection = .vertical
  open var interSectionSpacing: CGFloat = 0
  public override init() { super.init() }
}

/// A layout of sections made of groups of items (NSCollectionLayoutItem.swift): sections follow
/// each other along the scrolling direction `interSectionSpacing` apart, each section's groups
/// repeat along it until its items are placed. A section's groups' fractional dimensions are of
/// the container (the collection view's size less its adjusted content insets) less the
/// section's content insets; items' of their group's. Exact rules: Docs/Behaviour/lists16s.md.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
  let _sectionProvider: UICollectionViewCompositionalLayoutSectionProvider
  /// The configuration of a layout made by `list(using:)`: its background colour goes to the
  /// collection view at each preparation.
  var _listConfiguration: UICollectionLayoutListConfiguration?

  /// The scrolling direction and the space between sections; a new one lays the sections out again.
  open var configuration: UICollectionViewCompositionalLayoutConfiguration { didSet { invalidateLayout() } }

  private var _cells: [[UICollectionViewLayoutAttributes]] = []
  private var _supplementary: [[UICollectionViewLayoutAttributes]] = []
  /// Each section's decoration views' attributes.
  private var _decorations: [[UICollectionViewLayoutAttributes]] = []
  /// Each section's extent (cells and supplementary views), to skip sections a rectangle misses.
  private var _sectionFrames: [CGRect] = []
  private var _contentSize: CGSize = .zero
  private var _preparedBoundsSize: CGSize?
  /// Boundary items pinned to the visible bounds: their attributes, unpinned frame, and the
  /// extent of their section along the scrolling direction; leading ones are headers.
  private var _pinned: [(attributes: UICollectionViewLayoutAttributes, frame: CGRect, section: ClosedRange<CGFloat>, leading: Bool)] = []
  private var _pinnedBounds: CGRect?
  /// The prepared orthogonal sections, by section index.
  private var _orthogonal: [Int: _OrthogonalSection] = [:]
  /// Each orthogonal section's scroll offset (kept across preparations, as the user left it).
  var _orthogonalOffsets: [Int: CGPoint] = [:]
  /// The sections with a visible-items handler: the section object and the visible area and
  /// offset it was last called for.
  private var _handlers: [Int: (section: NSCollectionLayoutSection, last: (CGRect, CGPoint)?)] = [:]
  private var _environment: (any NSCollectionLayoutEnvironment)?

  public convenience init(section: NSCollectionLayoutSection) {
    self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
  }

  public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
    _sectionProvider = { _, _ in section }
    self.configuration = configuration
    super.init()
  }

  public convenience init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
    self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
  }

  public init(
    sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
    configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    _sectionProvider = sectionProvider
    self.configuration = configuration
    super.init()
  }

  public required init?(coder: NSCoder) {
    _sectionProvider = { _, _ in nil }
    configuration = UICollectionViewCompositionalLayoutConfiguration()
    super.init(coder: coder)
  }

  open override var collectionViewContentSize: CGSize { _contentSize }

  /// A change of the collection view's size lays the sections out again; a scroll does not.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    newBounds.size != _preparedBoundsSize
  }

  open override func layoutAttributesForDecorationView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    guard indexPath.count == 2, _decorations.indices.contains(indexPath.section) else { return nil }
    return _decorations[indexPath.section].first { $0.representedElementKind == elementKind && $0.indexPath == indexPath }
  }

  override var _orthogonalSections: [Int: _OrthogonalSection] { _orthogonal }

  override func _setOrthogonalOffset(_ offset: CGPoint, forSection section: Int) { _orthogonalOffsets[section] = offset }

  override func _visibleFrame(of attributes: UICollectionViewLayoutAttributes) -> CGRect {
    guard attributes.representedElementCategory == .cell, _orthogonal[attributes.indexPath.section] != nil,
      let offset = _orthogonalOffsets[attributes.indexPath.section]
    else { return attributes.frame }
    return attributes.frame.offsetBy(dx: -offset.x, dy: -offset.y)
  }

  /// Calls the visible-items handlers of the sections in `rect` whose visible area or offset
  /// changed since their last call, with the cells shown there (Docs/Behaviour/lists17.md).
  override func _willShowElements(in rect: CGRect) {
    guard !_handlers.isEmpty, let collectionView, let environment = _environment else { return }
    for index in _handlers.keys.sorted() {
      guard let entry = _handlers[index], _sectionFrames.indices.contains(index), _sectionFrames[index].intersects(rect),
        let handler = entry.section.visibleItemsInvalidationHandler
      else { continue }
      let orthogonal = _orthogonalOffsets[index] ?? .zero
      let offset =
        _orthogonal[index] == nil
        ? collectionView.contentOffset
        : (configuration.scrollDirection == .vertical
          ? CGPoint(x: orthogonal.x, y: collectionView.contentOffset.y)
          : CGPoint(x: collectionView.contentOffset.x, y: orthogonal.y))
      if let last = entry.last, last.0 == rect, last.1 == offset { continue }
      _handlers[index] = (entry.section, (rect, offset))
      let shift = _orthogonal[index] == nil ? CGPoint.zero : orthogonal
      let items = _cells[index].filter { $0.frame.offsetBy(dx: -shift.x, dy: -shift.y).intersects(rect) }
        .map { _CollectionLayoutVisibleItem($0) as any NSCollectionLayoutVisibleItem }
      handler(items, offset, environment)
    }
  }

  /// Moves the pinned boundary items for the collection view's current visible area.
  private func _updatePinned() {
    guard !_pinned.isEmpty, let collectionView else { return }
    let bounds = collectionView.bounds
    guard bounds != _pinnedBounds else { return }
    _pinnedBounds = bounds
    let inset = collectionView.adjustedContentInset
    let vertical = configuration.scrollDirection == .vertical
    let visibleStart = vertical ? bounds.minY + inset.top : bounds.minX + inset.left
    let visibleEnd = vertical ? bounds.maxY - inset.bottom : bounds.maxX - inset.right
    for entry in _pinned {
      let natural = vertical ? entry.frame.minY : entry.frame.minX
      let length = vertical ? entry.frame.height : entry.frame.width
      let position =
        entry.leading
        ? max(natural, min(visibleStart, entry.section.upperBound - length))
        : min(natural, max(visibleEnd - length, entry.section.lowerBound))
      entry.attributes.frame =
        vertical ? entry.frame.offsetBy(dx: 0, dy: position - natural) : entry.frame.offsetBy(dx: position - natural, dy: 0)
    }
  }

  open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    _updatePinned()
    var result: [UICollectionViewLayoutAttributes] = []
    for (section, frame) in _sectionFrames.enumerated() where frame.intersects(rect) {
      if _orthogonal[section] != nil {
        // Cells of an orthogonal section are where its scroll view shows them.
        let offset = _orthogonalOffsets[section] ?? .zero
        for attributes in _cells[section] where attributes.frame.offsetBy(dx: -offset.x, dy: -offset.y).intersects(rect) {
          result.append(attributes)
        }
      } else {
        for attributes in _cells[section] where attributes.frame.intersects(rect) { result.append(attributes) }
      }
      for attributes in _supplementary[section] where attributes.frame.intersects(rect) { result.append(attributes) }
      for attributes in _decorations[section] where attributes.frame.intersects(rect) { result.append(attributes) }
    }
    return result
  }

  open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    Self._item(at: indexPath, in: _cells)
  }

  open override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    _updatePinned()
    return Self._supplementary(ofKind: elementKind, at: indexPath, in: _supplementary)
  }

  open override func prepare() {
    super.prepare()
    _cells = []
    _supplementary = []
    _decorations = []
    _sectionFrames = []
    _contentSize = .zero
    _pinned = []
    _pinnedBounds = nil
    _orthogonal = [:]
    _handlers = [:]
    _environment = nil
    guard let collectionView else {
      _preparedBoundsSize = nil
      return
    }
    _preparedBoundsSize = collectionView.bounds.size
    if let list = _listConfiguration {
      let color = list._resolvedBackgroundColor
      if collectionView.backgroundColor != color { UIView.performWithoutAnimation { collectionView.backgroundColor = color } }
    }
    let adjusted = collectionView.adjustedContentInset
    let container = CGSize(
      width: max(0, collectionView.bounds.width - adjusted.left - adjusted.right),
      height: max(0, collectionView.bounds.height - adjusted.top - adjusted.bottom))
    let environment = _CollectionLayoutEnvironment(
      container: _CollectionLayoutContainer(contentSize: container), traitCollection: collectionView.traitCollection)
    _environment = environment
    let vertical = configuration.scrollDirection == .vertical
    var cursor: CGFloat = 0
    for sectionIndex in 0..<collectionView.numberOfSections {
      if sectionIndex > 0 { cursor += configuration.interSectionSpacing }
      let start = cursor
      var cells: [UICollectionViewLayoutAttributes] = []
      var views: [UICollectionViewLayoutAttributes] = []
      var decorations: [UICollectionViewLayoutAttributes] = []
      var frame: CGRect
      if let section = _sectionProvider(sectionIndex, environment) {
        if section.visibleItemsInvalidationHandler != nil { _handlers[sectionIndex] = (section, nil) }
        cursor = _layOut(
          section, index: sectionIndex, items: collectionView.numberOfItems(inSection: sectionIndex), container: container,
          vertical: vertical, start: start, cells: &cells, views: &views)
        frame =
          vertical
          ? CGRect(x: 0, y: start, width: container.width, height: cursor - start)
          : CGRect(x: start, y: 0, width: cursor - start, height: container.height)
        // Decorations cover the section's extent, less their own insets.
        for item in section.decorationItems {
          let attributes = UICollectionViewLayoutAttributes(
            forDecorationViewOfKind: item.elementKind, with: IndexPath(item: 0, section: sectionIndex))
          attributes.frame = item._inset(frame)
          attributes.zIndex = item.zIndex
          decorations.append(attributes)
        }
      } else {
        frame =
          vertical
          ? CGRect(x: 0, y: start, width: container.width, height: 0) : CGRect(x: start, y: 0, width: 0, height: container.height)
      }
      for attributes in cells + views + decorations { frame = frame.union(attributes.frame) }
      _cells.append(cells)
      _decorations.append(decorations)
      _supplementary.append(views)
      _sectionFrames.append(frame)
    }
    _contentSize = vertical ? CGSize(width: container.width, height: cursor) : CGSize(width: cursor, height: container.height)
  }

  /// Lays one section out from `start` along the scrolling direction; returns where it ends.
  private func _layOut(
    _ section: NSCollectionLayoutSection, index: Int, items: Int, container: CGSize, vertical: Bool, start: CGFloat,
    cells: inout [UICollectionViewLayoutAttributes], views: inout [UICollectionViewLayoutAttributes]
  ) -> CGFloat {
    let insets = section.contentInsets
    // The area the groups are sized in: the container less the section's insets.
    let inner = CGSize(
      width: max(0, container.width - insets.leading - insets.trailing),
      height: max(0, container.height - insets.top - insets.bottom))
    // Boundary items are sized in the inner area across the scrolling direction when they follow
    // the content insets, else in the whole container.
    let follows = section.supplementariesFollowContentInsets
    let boundaryArea =
      follows
      ? (vertical ? CGSize(width: inner.width, height: container.height) : CGSize(width: container.width, height: inner.height))
      : container
    let acrossStart: CGFloat = follows ? (vertical ? insets.leading : insets.top) : 0
    let leadingAlignments: Set<NSRectAlignment> = vertical ? [.top, .topLeading, .topTrailing] : [.leading, .topLeading, .bottomLeading]
    let trailingAlignments: Set<NSRectAlignment> =
      vertical ? [.bottom, .bottomLeading, .bottomTrailing] : [.trailing, .topTrailing, .bottomTrailing]
    var cursor = start
    var pinned: [(UICollectionViewLayoutAttributes, Bool)] = []
    func place(_ item: NSCollectionLayoutBoundarySupplementaryItem) {
      cursor += item._leadingPadding
      let size = item.layoutSize._resolve(in: boundaryArea)
      let length = vertical ? size.height : size.width
      var frame =
        vertical
        ? CGRect(x: acrossStart, y: cursor, width: size.width, height: size.height)
        : CGRect(x: cursor, y: acrossStart, width: size.width, height: size.height)
      frame = item._inset(frame).offsetBy(dx: item.offset.x, dy: item.offset.y)
      let attributes = UICollectionViewLayoutAttributes(
        forSupplementaryViewOfKind: item.elementKind, with: IndexPath(item: 0, section: index))
      attributes.frame = frame
      attributes.zIndex = item.zIndex
      views.append(attributes)
      if item.pinToVisibleBounds { pinned.append((attributes, leadingAlignments.contains(item.alignment))) }
      if item.extendsBoundary { cursor += length }
    }
    for item in section.boundarySupplementaryItems where leadingAlignments.contains(item.alignment) { place(item) }
    cursor += vertical ? insets.top : insets.leading
    let groupSize = section._group.layoutSize._resolve(in: inner)
    var placed = 0
    var first = true
    if section.orthogonalScrollingBehavior != .none {
      // One row of groups across the scrolling direction, in a scroll view of its own.
      let across = vertical ? container.width : container.height
      let groupAcross = vertical ? groupSize.width : groupSize.height
      var leading = vertical ? insets.leading : insets.top
      var trailing = vertical ? insets.trailing : insets.bottom
      if section.orthogonalScrollingBehavior == .groupPagingCentered {
        leading = max(0, (across - groupAcross) / 2)
        trailing = leading
      }
      var position = leading
      while placed < items {
        if !first { position += section.interGroupSpacing }
        first = false
        let frame =
          vertical
          ? CGRect(x: position, y: cursor, width: groupSize.width, height: groupSize.height)
          : CGRect(x: cursor, y: position, width: groupSize.width, height: groupSize.height)
        let frames = section._group._leafFrames(in: frame, limit: items - placed)
        guard !frames.isEmpty else { break }
        for leaf in frames {
          let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: placed, section: index))
          attributes.frame = leaf
          cells.append(attributes)
          placed += 1
        }
        position += groupAcross
      }
      let along = vertical ? groupSize.height : groupSize.width
      let contentAcross = max(across, position + trailing)
      _orthogonal[index] = _OrthogonalSection(
        section: index, behavior: section.orthogonalScrollingBehavior,
        band: vertical
          ? CGRect(x: 0, y: cursor, width: across, height: along) : CGRect(x: cursor, y: 0, width: along, height: across),
        contentSize: vertical ? CGSize(width: contentAcross, height: along) : CGSize(width: along, height: contentAcross),
        groupStep: groupAcross + section.interGroupSpacing, leadingInset: leading, horizontal: vertical)
      cursor += along
    }
    while placed < items {
      if !first { cursor += section.interGroupSpacing }
      first = false
      let frame =
        vertical
        ? CGRect(x: insets.leading, y: cursor, width: groupSize.width, height: groupSize.height)
        : CGRect(x: cursor, y: insets.top, width: groupSize.width, height: groupSize.height)
      let frames = section._group._leafFrames(in: frame, limit: items - placed)
      guard !frames.isEmpty else { break }
      for leaf in frames {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: placed, section: index))
        attributes.frame = leaf
        cells.append(attributes)
        placed += 1
      }
      cursor += vertical ? groupSize.height : groupSize.width
    }
    cursor += vertical ? insets.bottom : insets.trailing
    for item in section.boundarySupplementaryItems where trailingAlignments.contains(item.alignment) { place(item) }
    for (attributes, leading) in pinned {
      _pinned.append((attributes, attributes.frame, start...max(start, cursor), leading))
    }
    return cursor
  }
}
