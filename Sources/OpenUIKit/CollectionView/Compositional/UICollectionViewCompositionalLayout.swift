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

  /// The scrolling direction and the space between sections; a new one lays the sections out again.
  open var configuration: UICollectionViewCompositionalLayoutConfiguration { didSet { invalidateLayout() } }

  private var _cells: [[UICollectionViewLayoutAttributes]] = []
  private var _supplementary: [[UICollectionViewLayoutAttributes]] = []
  /// Each section's extent (cells and supplementary views), to skip sections a rectangle misses.
  private var _sectionFrames: [CGRect] = []
  private var _contentSize: CGSize = .zero
  private var _preparedBoundsSize: CGSize?

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

  open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    var result: [UICollectionViewLayoutAttributes] = []
    for (section, frame) in _sectionFrames.enumerated() where frame.intersects(rect) {
      for attributes in _cells[section] where attributes.frame.intersects(rect) { result.append(attributes) }
      for attributes in _supplementary[section] where attributes.frame.intersects(rect) { result.append(attributes) }
    }
    return result
  }

  open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    Self._item(at: indexPath, in: _cells)
  }

  open override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    Self._supplementary(ofKind: elementKind, at: indexPath, in: _supplementary)
  }

  open override func prepare() {
    super.prepare()
    _cells = []
    _supplementary = []
    _sectionFrames = []
    _contentSize = .zero
    guard let collectionView else {
      _preparedBoundsSize = nil
      return
    }
    _preparedBoundsSize = collectionView.bounds.size
    let adjusted = collectionView.adjustedContentInset
    let container = CGSize(
      width: max(0, collectionView.bounds.width - adjusted.left - adjusted.right),
      height: max(0, collectionView.bounds.height - adjusted.top - adjusted.bottom))
    let environment = _CollectionLayoutEnvironment(
      container: _CollectionLayoutContainer(contentSize: container), traitCollection: collectionView.traitCollection)
    let vertical = configuration.scrollDirection == .vertical
    var cursor: CGFloat = 0
    for sectionIndex in 0..<collectionView.numberOfSections {
      if sectionIndex > 0 { cursor += configuration.interSectionSpacing }
      let start = cursor
      var cells: [UICollectionViewLayoutAttributes] = []
      var views: [UICollectionViewLayoutAttributes] = []
      if let section = _sectionProvider(sectionIndex, environment) {
        cursor = _layOut(
          section, index: sectionIndex, items: collectionView.numberOfItems(inSection: sectionIndex), container: container,
          vertical: vertical, start: start, cells: &cells, views: &views)
      }
      var frame =
        vertical
        ? CGRect(x: 0, y: start, width: container.width, height: cursor - start)
        : CGRect(x: start, y: 0, width: cursor - start, height: container.height)
      for attributes in cells + views { frame = frame.union(attributes.frame) }
      _cells.append(cells)
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
    func place(_ item: NSCollectionLayoutBoundarySupplementaryItem) {
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
      if item.extendsBoundary { cursor += length }
    }
    for item in section.boundarySupplementaryItems where leadingAlignments.contains(item.alignment) { place(item) }
    cursor += vertical ? insets.top : insets.leading
    let groupSize = section._group.layoutSize._resolve(in: inner)
    var placed = 0
    var first = true
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
    return cursor
  }
}
