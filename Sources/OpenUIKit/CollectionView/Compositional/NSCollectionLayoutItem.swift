import Foundation

/// One dimension (a width or a height) of a compositional layout's item, group or supplementary
/// item: a fraction of its container's width or height, an absolute length, or an estimate. There
/// is no self-sizing here, so an estimate is used as the length itself
/// (Docs/Behaviour/lists16s.md).
@preconcurrency @MainActor
public final class NSCollectionLayoutDimension: NSObject {
  enum _Kind { case fractionalWidth, fractionalHeight, absolute, estimated }

  let _kind: _Kind
  /// The fraction, the length or the estimate.
  public let dimension: CGFloat

  init(_kind kind: _Kind, dimension: CGFloat) {
    _kind = kind
    self.dimension = dimension
    super.init()
  }

  /// A fraction of the container's width.
  public class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self { Self(_kind: .fractionalWidth, dimension: fractionalWidth) }
  /// A fraction of the container's height.
  public class func fractionalHeight(_ fractionalHeight: CGFloat) -> Self {
    Self(_kind: .fractionalHeight, dimension: fractionalHeight)
  }
  /// A length in points.
  public class func absolute(_ absoluteDimension: CGFloat) -> Self { Self(_kind: .absolute, dimension: absoluteDimension) }
  /// An estimated length in points (used as the length: no self-sizing here).
  public class func estimated(_ estimatedDimension: CGFloat) -> Self { Self(_kind: .estimated, dimension: estimatedDimension) }

  public var isFractionalWidth: Bool { _kind == .fractionalWidth }
  public var isFractionalHeight: Bool { _kind == .fractionalHeight }
  public var isAbsolute: Bool { _kind == .absolute }
  public var isEstimated: Bool { _kind == .estimated }

  /// The length in a container of `size`.
  func _resolve(in size: CGSize) -> CGFloat {
    switch _kind {
    case .fractionalWidth: return size.width * dimension
    case .fractionalHeight: return size.height * dimension
    case .absolute, .estimated: return dimension
    }
  }
}

/// A width and a height dimension.
@preconcurrency @MainActor
open class NSCollectionLayoutSize: NSObject {
  public let widthDimension: NSCollectionLayoutDimension
  public let heightDimension: NSCollectionLayoutDimension

  public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
    widthDimension = width
    heightDimension = height
    super.init()
  }

  /// The size in a container of `size`.
  func _resolve(in size: CGSize) -> CGSize {
    CGSize(width: widthDimension._resolve(in: size), height: heightDimension._resolve(in: size))
  }
}

/// The space between a group's items: exactly `spacing` (fixed), or at least `spacing` with the
/// group's leftover length shared evenly between its items (flexible).
@preconcurrency @MainActor
public final class NSCollectionLayoutSpacing: NSObject {
  public let spacing: CGFloat
  let _flexible: Bool

  init(_spacing spacing: CGFloat, flexible: Bool) {
    self.spacing = spacing
    _flexible = flexible
    super.init()
  }

  public class func flexible(_ flexibleSpacing: CGFloat) -> Self { Self(_spacing: flexibleSpacing, flexible: true) }
  public class func fixed(_ fixedSpacing: CGFloat) -> Self { Self(_spacing: fixedSpacing, flexible: false) }

  public var isFlexibleSpacing: Bool { _flexible }
  public var isFixedSpacing: Bool { !_flexible }
}

/// Space around an item inside its group, edge by edge: fixed spacing is added as it is;
/// flexible spacing is at least its value and takes an even share of the space the group's
/// items leave (Docs/Behaviour/lists17.md "Edge spacing").
@preconcurrency @MainActor
public final class NSCollectionLayoutEdgeSpacing: NSObject {
  public let leading: NSCollectionLayoutSpacing?
  public let top: NSCollectionLayoutSpacing?
  public let trailing: NSCollectionLayoutSpacing?
  public let bottom: NSCollectionLayoutSpacing?

  public init(
    leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?, trailing: NSCollectionLayoutSpacing?,
    bottom: NSCollectionLayoutSpacing?
  ) {
    self.leading = leading
    self.top = top
    self.trailing = trailing
    self.bottom = bottom
    super.init()
  }
}

/// The blueprint of one cell of a compositional layout: its size (fractions of its group's
/// size), and `contentInsets` that shrink it inside that size once it is placed (ignored on an
/// axis whose dimension is estimated, as UIKit documents).
@preconcurrency @MainActor
open class NSCollectionLayoutItem: NSObject {
  public let layoutSize: NSCollectionLayoutSize
  open var contentInsets: NSDirectionalEdgeInsets = .zero
  /// Space around the item inside its group (none when nil).
  open var edgeSpacing: NSCollectionLayoutEdgeSpacing?

  init(_layoutSize layoutSize: NSCollectionLayoutSize) {
    self.layoutSize = layoutSize
    super.init()
  }

  public convenience init(layoutSize: NSCollectionLayoutSize) {
    self.init(_layoutSize: layoutSize)
  }

  /// `rect` shrunk by the content insets (not on an estimated axis).
  func _inset(_ rect: CGRect) -> CGRect {
    let horizontal = !layoutSize.widthDimension.isEstimated
    let vertical = !layoutSize.heightDimension.isEstimated
    let left = horizontal ? contentInsets.leading : 0, right = horizontal ? contentInsets.trailing : 0
    let top = vertical ? contentInsets.top : 0, bottom = vertical ? contentInsets.bottom : 0
    return CGRect(
      x: rect.minX + left, y: rect.minY + top, width: max(0, rect.width - left - right),
      height: max(0, rect.height - top - bottom))
  }
}

/// Items (and groups) laid out one after another along a horizontal or vertical axis inside the
/// group's size. `subitems:` repeats the subitems in order while the next one fits (at least one
/// is placed); `repeatingSubitem:count:` places the subitem `count` times at its own size; the
/// older `subitem:count:` divides the group's length into `count` equal items. Items start at the
/// group's leading/top edge across the axis. Subitems' fractional dimensions are of the group's
/// size less its content insets (Docs/Behaviour/lists16s.md).
@preconcurrency @MainActor
public final class NSCollectionLayoutGroup: NSCollectionLayoutItem {
  enum _Arrangement {
    case repeating([NSCollectionLayoutItem])
    case count(NSCollectionLayoutItem, Int, divides: Bool)
  }

  var _horizontal = true
  var _arrangement: _Arrangement = .repeating([])

  /// The space between the group's items (none when nil).
  public var interItemSpacing: NSCollectionLayoutSpacing?

  /// The items the group lays out.
  public var subitems: [NSCollectionLayoutItem] {
    switch _arrangement {
    case .repeating(let items): return items
    case .count(let item, let count, _): return Array(repeating: item, count: max(0, count))
    }
  }

  private static func _make(_ layoutSize: NSCollectionLayoutSize, horizontal: Bool, _ arrangement: _Arrangement) -> Self {
    let group = Self(_layoutSize: layoutSize)
    group._horizontal = horizontal
    group._arrangement = arrangement
    return group
  }

  public class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
    _make(layoutSize, horizontal: true, .repeating(subitems))
  }
  /// Deprecated in iOS 16: `count` items sharing the group's width (the item's width is ignored).
  public class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> Self {
    _make(layoutSize, horizontal: true, .count(subitem, count, divides: true))
  }
  /// iOS 16: the subitem `count` times at its own size.
  public class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int)
    -> Self
  {
    _make(layoutSize, horizontal: true, .count(subitem, count, divides: false))
  }
  public class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
    _make(layoutSize, horizontal: false, .repeating(subitems))
  }
  /// Deprecated in iOS 16: `count` items sharing the group's height (the item's height is ignored).
  public class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> Self {
    _make(layoutSize, horizontal: false, .count(subitem, count, divides: true))
  }
  /// iOS 16: the subitem `count` times at its own size.
  public class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int)
    -> Self
  {
    _make(layoutSize, horizontal: false, .count(subitem, count, divides: false))
  }

  /// The fixed (or minimum) edge spacing of `item` along the group's axis.
  private func _edgeLength(of item: NSCollectionLayoutItem) -> CGFloat {
    guard let e = item.edgeSpacing else { return 0 }
    return _horizontal ? (e.leading?.spacing ?? 0) + (e.trailing?.spacing ?? 0) : (e.top?.spacing ?? 0) + (e.bottom?.spacing ?? 0)
  }

  /// The frames of at most `limit` cells when the group occupies `frame`, in order.
  func _leafFrames(in frame: CGRect, limit: Int) -> [CGRect] {
    guard limit > 0 else { return [] }
    let content = _inset(frame)
    let length = _horizontal ? content.width : content.height
    let spacing = interItemSpacing?.spacing ?? 0
    // The subitems placed and their sizes.
    var placed: [(item: NSCollectionLayoutItem, size: CGSize)] = []
    var used: CGFloat = 0
    switch _arrangement {
    case .count(let item, let count, let divides):
      let n = max(0, count)
      var size = item.layoutSize._resolve(in: content.size)
      if divides, n > 0 {
        let share = max(0, (length - spacing * CGFloat(n - 1)) / CGFloat(n))
        if _horizontal { size.width = share } else { size.height = share }
      }
      placed = Array(repeating: (item, size), count: n)
      used = CGFloat(n) * (_horizontal ? size.width : size.height) + spacing * CGFloat(max(0, n - 1))
    case .repeating(let items):
      guard !items.isEmpty else { return [] }
      let sizes = items.map { $0.layoutSize._resolve(in: content.size) }
      let cycle = sizes.reduce(CGFloat(0)) { $0 + (_horizontal ? $1.width : $1.height) } + spacing * CGFloat(items.count)
      var index = 0
      while placed.count < 10_000 {
        let size = sizes[index % items.count]
        let itemLength = (_horizontal ? size.width : size.height) + _edgeLength(of: items[index % items.count])
        let next = placed.isEmpty ? itemLength : used + spacing + itemLength
        if !placed.isEmpty, next > length + 0.0001 { break }
        placed.append((items[index % items.count], size))
        used = next
        index += 1
        // Items of no length would repeat forever: one round of them.
        if index == items.count, cycle <= 0 { break }
      }
    }
    // Edge spacing: the fixed (or minimum) space before and after each item along the axis,
    // and the flexible edges that share the leftover length with flexible inter-item gaps.
    let edges = placed.map { entry -> (before: CGFloat, after: CGFloat, flexBefore: Bool, flexAfter: Bool) in
      let e = entry.item.edgeSpacing
      let before = _horizontal ? e?.leading : e?.top
      let after = _horizontal ? e?.trailing : e?.bottom
      return (before?.spacing ?? 0, after?.spacing ?? 0, before?.isFlexibleSpacing ?? false, after?.isFlexibleSpacing ?? false)
    }
    if case .count = _arrangement { used += edges.reduce(CGFloat(0)) { $0 + $1.before + $1.after } }
    let flexibleGaps = interItemSpacing?.isFlexibleSpacing == true && placed.count > 1 ? placed.count - 1 : 0
    let flexibleEdges = edges.reduce(0) { $0 + ($1.flexBefore ? 1 : 0) + ($1.flexAfter ? 1 : 0) }
    let share = flexibleGaps + flexibleEdges > 0 && length > used ? (length - used) / CGFloat(flexibleGaps + flexibleEdges) : 0
    let gap = spacing + (flexibleGaps > 0 ? share : 0)
    var frames: [CGRect] = []
    var position = _horizontal ? content.minX : content.minY
    for (index, (item, size)) in placed.enumerated() {
      guard frames.count < limit else { break }
      let edge = edges[index]
      position += edge.before + (edge.flexBefore ? share : 0)
      // Across the axis: the edges' fixed spacing, flexible edges sharing what the item leaves.
      let e = item.edgeSpacing
      let acrossBefore = _horizontal ? e?.top : e?.leading
      let acrossAfter = _horizontal ? e?.bottom : e?.trailing
      let acrossLength = _horizontal ? content.height : content.width
      let itemAcross = _horizontal ? size.height : size.width
      let acrossFixed = (acrossBefore?.spacing ?? 0) + (acrossAfter?.spacing ?? 0)
      let acrossFlexible = (acrossBefore?.isFlexibleSpacing == true ? 1 : 0) + (acrossAfter?.isFlexibleSpacing == true ? 1 : 0)
      let acrossShare = acrossFlexible > 0 ? max(0, acrossLength - itemAcross - acrossFixed) / CGFloat(acrossFlexible) : 0
      let across = (acrossBefore?.spacing ?? 0) + (acrossBefore?.isFlexibleSpacing == true ? acrossShare : 0)
      let slot =
        _horizontal
        ? CGRect(x: position, y: content.minY + across, width: size.width, height: size.height)
        : CGRect(x: content.minX + across, y: position, width: size.width, height: size.height)
      if let group = item as? NSCollectionLayoutGroup {
        frames += group._leafFrames(in: slot, limit: limit - frames.count)
      } else {
        frames.append(item._inset(slot))
      }
      position += (_horizontal ? size.width : size.height) + edge.after + (edge.flexAfter ? share : 0) + gap
    }
    return frames
  }
}

/// Where a supplementary item sits against its container.
public enum NSRectAlignment: Int, Sendable {
  case none = 0, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

/// A view of a compositional layout that is not a cell (a header, a footer, a badge), of an element kind.
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
  public internal(set) var elementKind: String = ""
  open var zIndex: Int = 1
}

/// A view behind a section (its background), of an element kind the layout registered with
/// `register(_:forDecorationViewOfKind:)`: it covers the whole section — boundary items and
/// content insets included, the container's full width across — less its own `contentInsets`
/// (Docs/Behaviour/lists17.md "Section background decorations").
@preconcurrency @MainActor
public final class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
  public internal(set) var elementKind: String = ""
  /// The view's z-index (0 by default: behind the cells, which come later in the view order).
  public var zIndex: Int = 0

  init(_decorationKind elementKind: String) {
    super.init(
      _layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    self.elementKind = elementKind
  }

  /// A background decoration of `elementKind` covering its section.
  public class func background(elementKind: String) -> Self { Self(_decorationKind: elementKind) }
}

/// A section's header or footer: aligned to the section's top (a header) or bottom (a footer)
/// when scrolling vertically, leading or trailing when scrolling horizontally; it extends the
/// section by its size (Docs/Behaviour/lists16s.md for what is not supported).
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
  public internal(set) var alignment: NSRectAlignment = .top
  public internal(set) var offset: CGPoint = .zero
  /// Whether the item makes the section larger (it does by default; when false it overlaps the content).
  open var extendsBoundary = true
  /// Whether the item stays in the visible area while its section is visible: a header is held at
  /// the visible top (leading) edge until the section's end pushes it out, a footer at the bottom
  /// (trailing) edge (false by default; Docs/Behaviour/lists17.md "Pinned boundary items").
  open var pinToVisibleBounds = false
  /// Space before the item along the scrolling direction, inside the section (a list's `headerTopPadding`).
  var _leadingPadding: CGFloat = 0

  public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
    self.init(_layoutSize: layoutSize)
    self.elementKind = elementKind
    self.alignment = alignment
  }

  public convenience init(
    layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint
  ) {
    self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment)
    offset = absoluteOffset
  }
}

/// A section of a compositional layout: its group repeated along the scrolling direction until the
/// section's items are placed, `interGroupSpacing` apart, inside `contentInsets`, between its
/// boundary supplementary items.
@preconcurrency @MainActor
open class NSCollectionLayoutSection: NSObject {
  let _group: NSCollectionLayoutGroup
  open var contentInsets: NSDirectionalEdgeInsets = .zero
  open var interGroupSpacing: CGFloat = 0
  open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
  /// Whether the boundary supplementary items are inset across the scrolling direction as the
  /// content is (true by default, as in UIKit).
  open var supplementariesFollowContentInsets = true
  /// How the section's groups scroll across the layout's scrolling direction: `.none` (the
  /// default) repeats them along it; the others lay them out in one row across it, in a scroll
  /// view of their own that the user pans (Docs/Behaviour/lists17.md "Orthogonal scrolling").
  open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
  /// Called before the section's visible items are shown whenever the visible area or the
  /// section's orthogonal offset changed: with the section's visible cells, the scroll offset
  /// and the environment (Docs/Behaviour/lists17.md "Visible items invalidation handler").
  open var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
  /// Views behind the section (`NSCollectionLayoutDecorationItem.background(elementKind:)`).
  open var decorationItems: [NSCollectionLayoutDecorationItem] = []

  public init(group: NSCollectionLayoutGroup) {
    _group = group
    super.init()
  }
}
