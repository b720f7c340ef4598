import Foundation
import OpenQuartzCore

/// How a compositional section's groups scroll across the layout's scrolling direction
/// (`NSCollectionLayoutSection.orthogonalScrollingBehavior`).
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
  /// The groups repeat along the layout's scrolling direction (no orthogonal scrolling).
  case none = 0
  /// The groups scroll freely and come to rest wherever deceleration ends.
  case continuous = 1
  /// The groups scroll freely and come to rest on a group's leading edge.
  case continuousGroupLeadingBoundary = 2
  /// The groups scroll one visible width (height) at a time.
  case paging = 3
  /// The groups scroll one group at a time, resting on a group's leading edge.
  case groupPaging = 4
  /// The groups scroll one group at a time, resting with a group in the centre.
  case groupPagingCentered = 5
}

/// The layout's current view of one visible item, handed to a section's
/// `visibleItemsInvalidationHandler`: changes to its alpha, transform, z-index, visibility or
/// centre are shown by the item's view at once.
@preconcurrency @MainActor
public protocol NSCollectionLayoutVisibleItem: NSObjectProtocol, UIDynamicItem {
  var alpha: CGFloat { get set }
  var zIndex: Int { get set }
  var isHidden: Bool { get set }
  var center: CGPoint { get set }
  var transform: CGAffineTransform { get set }
  var transform3D: CATransform3D { get set }
  var name: String { get }
  var indexPath: IndexPath { get }
  var frame: CGRect { get }
  var bounds: CGRect { get }
  var representedElementCategory: UICollectionView.ElementCategory { get }
  var representedElementKind: String? { get }
}

/// Called with the section's visible items, the scroll offset and the environment.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
  ([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void

/// A visible item: a view onto the layout's attributes of a cell, whose frame is where the cell
/// is in the collection view's content (an orthogonal section's cells as if not scrolled, as the
/// layout's attributes are; the offset is the handler's second argument).
final class _CollectionLayoutVisibleItem: NSObject, NSCollectionLayoutVisibleItem {
  let attributes: UICollectionViewLayoutAttributes
  init(_ attributes: UICollectionViewLayoutAttributes) { self.attributes = attributes }

  var alpha: CGFloat {
    get { attributes.alpha }
    set { attributes.alpha = newValue }
  }
  var zIndex: Int {
    get { attributes.zIndex }
    set { attributes.zIndex = newValue }
  }
  var isHidden: Bool {
    get { attributes.isHidden }
    set { attributes.isHidden = newValue }
  }
  var center: CGPoint {
    get { attributes.center }
    set { attributes.center = newValue }
  }
  var transform: CGAffineTransform {
    get { attributes.transform }
    set { attributes.transform = newValue }
  }
  /// The affine part only is shown (layout attributes carry a 2D transform here).
  var transform3D: CATransform3D {
    get { CATransform3DMakeAffineTransform(attributes.transform) }
    set { attributes.transform = CATransform3DIsAffine(newValue) ? CATransform3DGetAffineTransform(newValue) : attributes.transform }
  }
  var name: String { attributes.representedElementKind ?? "" }
  var indexPath: IndexPath { attributes.indexPath }
  var frame: CGRect { attributes.frame }
  var bounds: CGRect { attributes.bounds }
  var representedElementCategory: UICollectionView.ElementCategory { attributes.representedElementCategory }
  var representedElementKind: String? { attributes.representedElementKind }
}

/// A prepared orthogonal section: where its row of groups lies in the collection view's content
/// (`band`: the container's whole width across, the groups' length along), the row's content
/// size, and the length its paging behaviours step by.
struct _OrthogonalSection {
  let section: Int
  let behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
  let band: CGRect
  let contentSize: CGSize
  /// A group's length across the scrolling direction plus the spacing between groups.
  let groupStep: CGFloat
  /// Where the first group starts in the row (its leading inset).
  let leadingInset: CGFloat
  /// Whether the row scrolls horizontally (the layout scrolls vertically).
  let horizontal: Bool
}
