import Foundation

/// A view's Auto Layout state, kept in one object so `UIView` carries a single stored property.
@MainActor
final class UIViewLayoutStorage {
  // The engine's hot bookkeeping skips the dynamic exclusivity check here, in `LayoutItemState`,
  // `LayoutEngine` and `NSLayoutConstraint` (issue 17): one thread, and no access to these
  // properties spans another of the same property (the debug suites ran with the checks on).
  /// Set when the view died (`viewDied(_:)`).
  @exclusivity(unchecked) nonisolated(unsafe) var viewIsGone = false
  /// The view that owns this storage. Not counted (the view holds the storage, and anchors'
  /// terms may hold it past the view's life): read only through `liveView`.
  unowned(unsafe) let _view: UIView
  /// The view while it lives, without a weak load (issue 17: anchors reach their view through
  /// this storage). Its deinit marks the storage gone before the memory goes (`viewDied`).
  var liveView: UIView? { viewIsGone ? nil : _view }

  init(view: UIView) {
    _view = view
  }
  /// Constraints installed on the view (it is their items' nearest common ancestor).
  /// (nonisolated(unsafe), as `item`, only for `viewDied(_:)`.)
  @exclusivity(unchecked) nonisolated(unsafe) var constraints: [NSLayoutConstraint] = []
  @exclusivity(unchecked) var guides: [UILayoutGuide] = []
  @exclusivity(unchecked) var marginsGuide: UILayoutGuide?
  @exclusivity(unchecked) var safeAreaGuide: UILayoutGuide?
  @exclusivity(unchecked) var readableGuide: UILayoutGuide?
  /// A scroll view's `contentLayoutGuide` and `frameLayoutGuide` (Layout/UIScrollView+LayoutGuides.swift).
  @exclusivity(unchecked) var scrollContentGuide: UILayoutGuide?
  @exclusivity(unchecked) var scrollFrameGuide: UILayoutGuide?
  /// `keyboardLayoutGuide` once asked for (Keyboard/UIKeyboardLayoutGuide.swift).
  @exclusivity(unchecked) var keyboardGuide: UIKeyboardLayoutGuide?
  /// Set by `UIScrollView`'s initialisers: its edges related to its content attach to the content area.
  @exclusivity(unchecked) var isScrollView = false
  /// The effective layout margins `layoutMarginsDidChange()` last reported (nil: none yet).
  var lastLayoutMargins: UIEdgeInsets?
  @exclusivity(unchecked) nonisolated(unsafe) var item: LayoutItemState?
  /// Its place in the engine's registry (`ViewRegistry`), -1 while not registered.
  @exclusivity(unchecked) var registryIndex = -1
  var hugging = (horizontal: UILayoutPriority.defaultLow, vertical: UILayoutPriority.defaultLow)
  var compression = (horizontal: UILayoutPriority.defaultHigh, vertical: UILayoutPriority.defaultHigh)
  @exclusivity(unchecked) var needsUpdateConstraints = false
  /// Constraints in `constraints` activated before the hierarchy had an engine (not yet solved).
  @exclusivity(unchecked) var pendingCount = 0
  /// On a hierarchy's root: the hierarchy was laid out or queried, so constraints activated in
  /// it go to the solver at once (UIKit's engine exists from then on).
  @exclusivity(unchecked) var hasEngine = false
  var lastSafeAreaInsets: UIEdgeInsets?
  /// `layoutMargins` was set (a controller's root view then keeps its own top and bottom).
  var hasCustomMargins = false
  /// The margins `layoutMargins` was set to (UIKit's default until then).
  var requestedMargins = UIViewLayoutStorage.defaultMargins
  static let defaultMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
  var preservesSuperviewMargins = false
  var insetsMarginsFromSafeArea = true
  /// The view's layout direction as read in the engine's install batch `directionStamp`
  /// (`LayoutEngine.inDirectionBatch`: traits do not change within one; 0: none read).
  @exclusivity(unchecked) var directionStamp = 0
  @exclusivity(unchecked) var isRightToLeft = false
  /// Its trait collection's layout direction, read in the batch `traitDirectionStamp` (for
  /// subviews that inherit it: `LayoutEngine.batchRightToLeft`).
  @exclusivity(unchecked) var traitDirectionStamp = 0
  @exclusivity(unchecked) var traitIsRightToLeft = false

  /// The view died (called from its nonisolated `deinit`; nothing else holds the view then).
  /// Anchors' terms hold this storage strongly, to reach `item` without loading their weak
  /// reference to the view, so it may outlive the view: it lets go of what would keep it alive
  /// through those anchors (the view's constraints, and its solver state, whose autoresizing
  /// constraints name the view), and the engine no longer takes it for a live view's. The
  /// engine's registry still holds the state until its next sweep retires it (listed in
  /// `LayoutEngine.retiredItems`, so the sweep visits the dead alone).
  nonisolated func viewDied(_ key: ObjectIdentifier) {
    viewIsGone = true
    if let item { LayoutEngine.retiredItems.append((self, item)) }
    item = nil
    constraints = []
  }
}

/// The solver variables of a view or layout guide (edges in its hierarchy's root coordinates)
/// and the engine-made constraints that place it.
@MainActor
final class LayoutItemState {
  let x: LayoutVariable, y: LayoutVariable, width: LayoutVariable, height: LayoutVariable
  /// Root pinning, autoresizing-mask translation, or a system guide's insets.
  @exclusivity(unchecked) var placement: [LayoutConstraintID] = []
  @exclusivity(unchecked) var placementKey: PlacementKey?
  /// UIKit's objects for the autoresizing translation (on the superview), while `placement` is one.
  @exclusivity(unchecked) var autoresizing: [NSAutoresizingMaskLayoutConstraint] = []
  /// Intrinsic content size with hugging and compression resistance.
  @exclusivity(unchecked) var intrinsic: [LayoutConstraintID] = []
  @exclusivity(unchecked) var intrinsicKey: IntrinsicKey?

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

/// The views registered with the engine, as their layout storages (issue 17: a dictionary keyed
/// by object identity with a weak reference per view cost a hash, a weak reference and its side
/// table per registration, and as much again in the sweep). Each storage knows its place
/// (`registryIndex`): registering appends, the sweep takes a dead one out by moving the last
/// into its place. A storage stays listed, its view dead (`viewIsGone`), until the sweep that
/// retires it (its `viewDied` listed it in `LayoutEngine.retiredItems`).
@MainActor
struct ViewRegistry {
  /// One registered view: its storage, the view while it lives, its solver state.
  @MainActor struct Entry {
    let storage: UIViewLayoutStorage
    var object: UIView? { storage.liveView }
    var state: LayoutItemState? { storage.item }
  }

  private(set) var storages: [UIViewLayoutStorage] = []
  var count: Int { storages.count }
  var isEmpty: Bool { storages.isEmpty }
  var values: LazyMapSequence<[UIViewLayoutStorage], Entry> { storages.lazy.map { Entry(storage: $0) } }

  mutating func insert(_ storage: UIViewLayoutStorage) {
    guard storage.registryIndex < 0 else { return }
    storage.registryIndex = storages.count
    storages.append(storage)
  }

  mutating func remove(_ storage: UIViewLayoutStorage) {
    let index = storage.registryIndex
    guard index >= 0, index < storages.count, storages[index] === storage else { return }
    let last = storages.removeLast()
    if last !== storage {
      storages[index] = last
      last.registryIndex = index
    }
    storage.registryIndex = -1
  }
}
