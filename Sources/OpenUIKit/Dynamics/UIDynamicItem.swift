import Foundation
import OpenQuartzCore

/// The shape a dynamic item has in collisions (iOS 9).
public enum UIDynamicItemCollisionBoundsType: UInt, Sendable {
  /// The item's bounds, turned with its rotation (the default).
  case rectangle = 0
  /// The ellipse inscribed in the item's bounds.
  case ellipse = 1
  /// `collisionBoundingPath`, in the item's own coordinates with the origin at its center.
  case path = 2
}

/// An object UIKit Dynamics can move: a view (UIView conforms) or any object with a center,
/// bounds and transform. The animator reads them when the item joins it (and on
/// `UIDynamicAnimator.updateItem(usingCurrentState:)`) and writes `center` and `transform` at
/// every step.
@preconcurrency @MainActor
public protocol UIDynamicItem: NSObjectProtocol {
  var center: CGPoint { get set }
  var bounds: CGRect { get }
  var transform: CGAffineTransform { get set }
  /// Optional in UIKit; the default is `.rectangle`.
  var collisionBoundsType: UIDynamicItemCollisionBoundsType { get }
  /// Optional in UIKit; used when `collisionBoundsType` is `.path` (a convex, counter-clockwise
  /// path around the item's center). The default is an empty path.
  var collisionBoundingPath: UIBezierPath { get }
}

extension UIDynamicItem {
  public var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }
  public var collisionBoundingPath: UIBezierPath { UIBezierPath() }
}

extension UIView: UIDynamicItem {}

/// Layout attributes are dynamic items too (iOS 7), for layouts that move their items with an
/// animator; no reference-view check applies to them.
extension UICollectionViewLayoutAttributes: UIDynamicItem {}
