import Foundation

/// A view's Auto Layout state, kept in one object so `UIView` carries a single stored property.
@MainActor
final class UIViewLayoutStorage {
  /// Constraints installed on the view (it is their items' nearest common ancestor).
  var constraints: [NSLayoutConstraint] = []
  var guides: [UILayoutGuide] = []
  var marginsGuide: UILayoutGuide?
  var safeAreaGuide: UILayoutGuide?
  var readableGuide: UILayoutGuide?
  var item: LayoutItemState?
  var hugging = (horizontal: UILayoutPriority.defaultLow, vertical: UILayoutPriority.defaultLow)
  var compression = (horizontal: UILayoutPriority.defaultHigh, vertical: UILayoutPriority.defaultHigh)
  var needsUpdateConstraints = false
  /// Constraints in `constraints` activated before the hierarchy had an engine (not yet solved).
  var pendingCount = 0
  /// On a hierarchy's root: the hierarchy was laid out or queried, so constraints activated in
  /// it go to the solver at once (UIKit's engine exists from then on).
  var hasEngine = false
  var lastSafeAreaInsets: UIEdgeInsets?
  /// `layoutMargins` was set (a controller's root view then keeps its own top and bottom).
  var hasCustomMargins = false
  var preservesSuperviewMargins = false
  var insetsMarginsFromSafeArea = true
}

/// The solver variables of a view or layout guide (edges in its hierarchy's root coordinates)
/// and the engine-made constraints that place it.
@MainActor
final class LayoutItemState {
  let x: LayoutVariable, y: LayoutVariable, width: LayoutVariable, height: LayoutVariable
  /// Root pinning, autoresizing-mask translation, or a system guide's insets.
  var placement: [LayoutConstraintID] = []
  var placementKey: PlacementKey?
  /// UIKit's objects for the autoresizing translation (on the superview), while `placement` is one.
  var autoresizing: [NSAutoresizingMaskLayoutConstraint] = []
  /// Intrinsic content size with hugging and compression resistance.
  var intrinsic: [LayoutConstraintID] = []
  var intrinsicKey: IntrinsicKey?

  init(solver: LayoutSolver) {
    x = solver.makeVariable()
    y = solver.makeVariable()
    width = solver.makeVariable()
    height = solver.makeVariable()
  }
}

struct PlacementKey: Equatable {
  var mode: Int
  var parent: ObjectIdentifier?
  var numbers: [Double]
}

/// What a view's intrinsic-size constraints were made from.
struct IntrinsicKey: Equatable {
  var width: Double, height: Double
  var hugH: Double, hugV: Double, resistH: Double, resistV: Double
}
