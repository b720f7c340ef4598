import Foundation

/// Maps Auto Layout onto the `LayoutSolver`: every view or guide that takes part gets four
/// variables (minX, minY, width, height in its hierarchy's root coordinates); active constraints,
/// autoresizing translation, root pinning, intrinsic sizes and system guides become solver
/// constraints. One engine serves every hierarchy (their variables never meet).
///
/// Layout cycle (spec B6): `prepareLayoutPass()` runs pending `updateConstraints()` (deepest
/// first), brings engine-made constraints up to date, and marks the superview of every view whose
/// solved frame differs as needing layout; the top-down layout walk then calls
/// `applyFrames(toSubviewsOf:)` for each view it lays out, so frames change inside the walk (and
/// inside an animation block when `layoutIfNeeded()` runs in one).
@MainActor
final class LayoutEngine {
  static let shared = LayoutEngine()

  struct Weak<T: AnyObject> {
    weak var object: T?
    /// The solver state of a view or guide, kept so its constraints can leave when it dies.
    var state: LayoutItemState?
    init(object: T?, state: LayoutItemState? = nil) {
      self.object = object
      self.state = state
    }
  }

  /// A view held as a weak reference reads (nil once it died), through an unretained link and
  /// the view's liveness token instead (no side table for the view).
  @MainActor struct RootLink {
    var link: _ViewLink<UIView>
    init(_ view: UIView?) { link = _ViewLink(view) }
    var object: UIView? { link.view }
  }

  let solver = LayoutSolver()
  @exclusivity(unchecked) var views = ViewRegistry()
  @exclusivity(unchecked) var guides: [ObjectIdentifier: Weak<UILayoutGuide>] = [:]
  /// Solver ids of constraints that died while in the solver (their views died without
  /// deactivating them): they leave the solver at the next sweep.
  /// (Written by `NSLayoutConstraint`'s nonisolated deinit, which runs where its last owner —
  /// a main-actor view — let it go; read on the main actor.)
  nonisolated(unsafe) static var retiredSolverIDs: [LayoutConstraintID] = []
  /// Registered views that died, with their layout storage (written from `UIView`'s nonisolated
  /// deinit, as `retiredSolverIDs`): the next sweep retires them without scanning `views`.
  nonisolated(unsafe) static var retiredItems: [(storage: UIViewLayoutStorage, state: LayoutItemState)] = []
  /// Roots of hierarchies without an engine yet that hold pending constraints (see
  /// `LayoutEngine+Pending.swift`); a detached subtree of one is listed too.
  /// (Unretained links with the views' liveness tokens, not weak references: a weak reference
  /// gives the root a side table, and every retain of it — the superview of each of a screen's
  /// views — takes the runtime's slow path.)
  @exclusivity(unchecked) var pendingRoots: [ObjectIdentifier: RootLink] = [:]
  /// The root `notePending` listed last (while its entry is known to be there).
  @exclusivity(unchecked) var lastPendingRootLink = _ViewLink<UIView>()
  var lastPendingRoot: UIView? {
    get { lastPendingRootLink.view }
    set { lastPendingRootLink = _ViewLink(newValue) }
  }
  @exclusivity(unchecked) var pendingUpdateConstraints: [ObjectIdentifier: Weak<UIView>] = [:]
  @exclusivity(unchecked) var serial = 0
  /// Registered views and guides after the last sweep of dead entries.
  @exclusivity(unchecked) var registeredAtSweep = 0
  /// A layout direction changed through traits: `prepareLayoutPass` re-makes leading/trailing.
  @exclusivity(unchecked) var directionsNeedCheck = false
  /// Set while `NSLayoutConstraint.activate(_:)` installs a batch of at least
  /// `foldingBatchSize` constraints: their required equalities are folded into the solver
  /// without markers (`LayoutSolver.add(_:_:strength:foldable:)`), which keeps rows short when a
  /// whole screen is built at once. Removing or re-constanting a folded constraint later rebuilds
  /// the whole tableau once, so small batches — the ones apps and stack views swap often — keep
  /// their markers.
  @exclusivity(unchecked) var foldsEqualities = false
  static let foldingBatchSize = 256
  /// Non-zero inside `inDirectionBatch` (see there).
  @exclusivity(unchecked) var directionStamp = 0
  @exclusivity(unchecked) var lastDirectionStamp = 0
  @exclusivity(unchecked) var lastClassChecked: (key: ObjectIdentifier?, isOpenUIKit: Bool) = (nil, false)
  /// Inside `activate(batch:)`: the last two engine-less owners and their roots (see there).
  @exclusivity(unchecked) var inActivationBatch = false
  @exclusivity(unchecked) var pendingOwners: ((owner: UIView, root: UIView)?, (owner: UIView, root: UIView)?) = (nil, nil)
  /// Constraints broken to recover from a conflict (`NSLayoutConstraint._isBroken`), oldest
  /// first; weak, so a broken constraint dies with its views. See `LayoutEngine+Broken.swift`.
  @exclusivity(unchecked) var brokenConstraints: [Weak<NSLayoutConstraint>] = []
  /// `solver.relaxationCount` when the broken constraints were last retried.
  @exclusivity(unchecked) var brokenRetryStamp = -1
  /// Storyboard size-class variations, by the scene's root view.
  @exclusivity(unchecked) var sizeClassVariations: [ObjectIdentifier: StoryboardSizeClassVariations] = [:]

  // MARK: Items

  @discardableResult
  func state(for view: UIView) -> LayoutItemState {
    if let s = view._autoLayout.item { return s }
    if let superview = view.superview { state(for: superview) }
    // Registering, like a layout pass, sweeps once the registries doubled: views that come and
    // go without ever being laid out (storyboards loaded and dropped) leave the solver too.
    if views.count + guides.count > 2 * registeredAtSweep + 64 { sweepDeadItems() }
    let s = LayoutItemState(solver: solver)
    let storage = view._autoLayout
    storage.item = s
    (view._asWindow ?? view.window)?._usesAutoLayout = true
    views.insert(storage)
    syncPlacement(of: view)
    syncIntrinsic(of: view)
    return s
  }

  func state(for guide: UILayoutGuide) -> LayoutItemState? {
    if let s = guide._state { return s }
    guard let owner = guide.owningView else { return nil }
    state(for: owner)
    if guide._role == .readableContent { _ = state(for: owner.layoutMarginsGuide) }
    let s = LayoutItemState(solver: solver)
    guide._state = s
    guides[ObjectIdentifier(guide)] = Weak(object: guide, state: s)
    syncGuide(guide)
    return s
  }

  func state(forItem item: AnyObject) -> LayoutItemState? {
    if let view = item as? UIView { return state(for: view) }
    if let guide = item as? UILayoutGuide { return state(for: guide) }
    return nil
  }

  func existingState(of item: AnyObject) -> LayoutItemState? {
    (item as? UIView)?._autoLayout.item ?? (item as? UILayoutGuide)?._state
  }

  static func view(of item: AnyObject?) -> UIView? {
    (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
  }

  // MARK: Constraints

  func activate(_ c: NSLayoutConstraint) {
    // Autoresizing constraints are made from the frame by the engine alone.
    guard !c._isActive, !c._isInvalid, !(c is NSAutoresizingMaskLayoutConstraint) else { return }
    guard let owner = commonAncestor(of: c) else {
      let second = c.secondAnchor.map { "<\($0._debugName)>" } ?? "<nil>"
      pendingOwners = (nil, nil)
      Diagnostics.exception(
        "Unable to activate constraint with anchors <\(c.firstAnchor._debugName)> and \(second) because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal.",
        name: "NSGenericException")
      return
    }
    serial += 1
    c._serial = serial
    c._isActive = true
    c._owner = owner
    let storage = owner._autoLayout
    storage.constraints.append(c)
    // A hierarchy that was never laid out nor queried has no engine yet (UIKit): the constraint
    // waits on its owner until the hierarchy's first layout or query adds the batch.
    if pendingOwners.0?.owner === owner || pendingOwners.1?.owner === owner {
      // An owner of the batch's last two engine-less ones: its root is noted (and stays noted:
      // nothing else runs in between).
      c._isPending = true
      storage.pendingCount += 1
      return
    }
    if let root = engineLessRoot(of: owner) {
      c._isPending = true
      storage.pendingCount += 1
      notePending(root)
      if inActivationBatch { pendingOwners = ((owner, root), pendingOwners.0) }
      return
    }
    pendingOwners = (nil, nil)
    installActivated(c)
  }

  /// Installs an activated constraint in the solver.
  func installActivated(_ c: NSLayoutConstraint) {
    // A view given constraints after it moved (built, constrained inside, then added) must not
    // keep the root pinning it had as a lone view: re-place it for its current superview first.
    if let view = LayoutEngine.view(of: c.firstItem), view._autoLayout.item != nil { syncPlacement(of: view) }
    if let view = LayoutEngine.view(of: c.secondItem), view._autoLayout.item != nil { syncPlacement(of: view) }
    install(c)
  }

  func deactivate(_ c: NSLayoutConstraint) {
    guard c._isActive else { return }
    c._isActive = false
    c._isBroken = false
    if c._isPending {
      c._isPending = false
      c._owner?._autoLayout.pendingCount -= 1
    }
    c._owner?._autoLayout.constraints.removeAll { $0 === c }
    c._owner = nil
    uninstall(c)
  }

  /// Deactivates a batch; each owner's list is filtered once (not once per constraint) and the
  /// solver removes the whole batch in one call (newest first, one optimisation).
  func deactivate(_ list: [NSLayoutConstraint]) {
    var owners: [ObjectIdentifier: UIView] = [:]
    var ids: [LayoutConstraintID] = []
    for c in list where c._isActive {
      c._isActive = false
      c._isBroken = false
      if let owner = c._owner {
        owners[ObjectIdentifier(owner)] = owner
        if c._isPending { owner._autoLayout.pendingCount -= 1 }
      }
      c._isPending = false
      c._owner = nil
      if let id = c._solverID { ids.append(id) }
      c._solverID = nil
      c._baseConstant = 0
    }
    solver.remove(ids)
    for owner in owners.values {
      // A plain loop (a main-actor predicate closure would check the executor per element).
      let storage = owner._autoLayout
      var kept: [NSLayoutConstraint] = []
      kept.reserveCapacity(storage.constraints.count)
      for c in storage.constraints where c._isActive { kept.append(c) }
      storage.constraints = kept
    }
  }

  func constantChanged(_ c: NSLayoutConstraint) {
    // A broken constraint's new constant may lift its conflict: retried at the next pass.
    if c._isBroken { brokenRetryStamp = -1 }
    guard let id = c._solverID, !(c is NSAutoresizingMaskLayoutConstraint) else { return }
    let base = c._baseConstant
    do {
      try solver.setConstant(base - Double(c.constant), of: id)
    } catch {
      // The new constant conflicts: UIKit's log, then this constraint is the one broken.
      uninstall(c)
      markBroken(c)
      reportUnsatisfiable(listing: conflictList(for: c) + [c._description], breaking: c._description)
    }
  }

  func reinstall(_ c: NSLayoutConstraint) {
    guard !(c is NSAutoresizingMaskLayoutConstraint), !c._isPending else { return }
    uninstall(c)
    install(c)
  }

  func uninstall(_ c: NSLayoutConstraint) {
    if let id = c._solverID { try? solver.remove(id) }
    c._solverID = nil
    c._baseConstant = 0
  }

  func install(_ c: NSLayoutConstraint) {
    guard let (expression, relation) = expression(of: c) else { return }
    c._baseConstant = expression.constant + Double(c.constant)
    // The items are only needed when the constraint conflicts (no array per constraint otherwise).
    c._solverID = addRecovering(
      expression, relation, c.priority._strength, foldable: foldsEqualities, items: [c.firstItem, c.secondItem].compactMap { $0 }
    ) { c._description }
    if c._solverID == nil {
      markBroken(c)
    } else {
      c._isBroken = false
    }
  }

  /// `first − multiplier × second − constant ⋈ 0`. Records in `c._directionKey` which of its
  /// leading/trailing terms were made right-to-left (a trait change compares against it).
  func expression(of c: NSLayoutConstraint) -> (LinearExpression, LayoutRelation)? {
    var expression = LinearExpression()
    // At most four terms per anchor pair (an edge or centre on each side): one allocation.
    expression.terms.reserveCapacity(4)
    var key = DirectionKey()
    // A scroll view's edge related to its content is its content area's (UIScrollView+LayoutGuides.swift).
    let (firstAnchor, secondAnchor) = contentAreaAnchors(of: c) ?? (c.firstAnchor, c.secondAnchor)
    guard append(firstAnchor, scale: 1, to: &expression, directions: &key) else { return nil }
    if let second = secondAnchor {
      guard append(second, scale: -Double(c.multiplier), to: &expression, directions: &key) else { return nil }
    }
    c._directionKey = key
    expression.constant -= Double(c.constant)
    let relation: LayoutRelation =
      switch c.relation {
      case .equal: .equal
      case .lessThanOrEqual: .lessThanOrEqual
      case .greaterThanOrEqual: .greaterThanOrEqual
      }
    return (expression, relation)
  }

  func append(
    _ anchor: NSLayoutAnchor<AnyObject>, scale: Double, to expression: inout LinearExpression, directions key: inout DirectionKey
  ) -> Bool {
    let terms = anchor._terms
    for index in terms.indices {
      // A registered live view: its state through the term's storage, no weak load.
      // (Fields read one by one: passing the term would copy its weak reference.)
      if let storage = terms[index].storage, !storage.viewIsGone, let s = storage.item,
        appendRegistered(s, storage, terms[index].attribute, terms[index].coefficient, scale: scale, to: &expression, directions: &key)
      {
        continue
      }
      // Read in place: copying a term copies its weak reference.
      guard var item = terms[index].item else { return false }
      var attribute = terms[index].attribute
      let coefficient = terms[index].coefficient
      if let plain = attribute._unmargined {
        attribute = plain
        if let view = item as? UIView { item = view.layoutMarginsGuide }
      }
      guard let s = state(forItem: item) else { return false }
      let k = scale * Double(coefficient)
      switch attribute {
      case .leading, .trailing:
        let rightToLeft = key.record(rightToLeft(item, storage: terms[index].storage))
        _ = LayoutEngine.appendEdgeTerms(attribute, s, k, rightToLeft: rightToLeft, to: &expression)
      case .firstBaseline, .lastBaseline:
        // A view's baseline is that of its `forFirstBaselineLayout` (`forLastBaselineLayout`)
        // view when that is one of its descendants.
        var s = s
        if let view = item as? UIView {
          let target = attribute == .firstBaseline ? view.forFirstBaselineLayout : view.forLastBaselineLayout
          if target !== view, target.isDescendant(of: view), let t = state(forItem: target) {
            item = target
            s = t
          }
        }
        let offsets = LayoutEngine.baselineOffsets(of: item)
        if attribute == .firstBaseline && item is UILabel {
          expression.terms.append((s.y, k))
          expression.constant += k * offsets.fromTop
        } else {
          expression.terms.append((s.y, k))
          expression.terms.append((s.height, k))
          expression.constant -= k * offsets.fromBottom
        }
      default:
        _ = LayoutEngine.appendEdgeTerms(attribute, s, k, rightToLeft: false, to: &expression)
      }
    }
    return true
  }

  /// The terms of an edge, centre or size attribute of `s`, scaled by `k` (false for margins and
  /// baselines, which the callers handle). Two-term edges append term by term: `+= [a, b]`
  /// allocates a temporary array per constraint. Right-to-left, leading is the right edge and x
  /// grows toward the leading side, so leading = −right and trailing = −left (a leading constant
  /// of 20 sits 20 pt from the right).
  @inline(__always)
  static func appendEdgeTerms(
    _ attribute: NSLayoutConstraint.Attribute, _ s: LayoutItemState, _ k: Double, rightToLeft: Bool,
    to expression: inout LinearExpression
  ) -> Bool {
    switch attribute {
    case .left: expression.terms.append((s.x, k))
    case .right:
      expression.terms.append((s.x, k))
      expression.terms.append((s.width, k))
    case .leading, .trailing:
      let signed = rightToLeft ? -k : k
      expression.terms.append((s.x, signed))
      // Leading right-to-left, or trailing left-to-right: the right edge.
      if (attribute == .leading) == rightToLeft { expression.terms.append((s.width, signed)) }
    case .top: expression.terms.append((s.y, k))
    case .bottom:
      expression.terms.append((s.y, k))
      expression.terms.append((s.height, k))
    case .width: expression.terms.append((s.width, k))
    case .height: expression.terms.append((s.height, k))
    case .centerX:
      expression.terms.append((s.x, k))
      expression.terms.append((s.width, k / 2))
    case .centerY:
      expression.terms.append((s.y, k))
      expression.terms.append((s.height, k / 2))
    default: return false
    }
    return true
  }

  /// Labels: first baseline one ascender (0.951 em, San Francisco's) below the top, last baseline
  /// the rest of the 1.2 em line above the bottom. Other views: both baselines at the bottom.
  static func baselineOffsets(of item: AnyObject) -> (fromTop: Double, fromBottom: Double) {
    guard let label = item as? UILabel else { return (0, 0) }
    let size = Double(label.font.pointSize)
    return (0.951 * size, (1.2 - 0.951) * size)
  }

  /// The view of an anchor's first item (a guide's owning view): a view item through its
  /// storage (no weak load, no term copied), else the term's weak reference.
  static func firstView(of anchor: NSLayoutAnchor<AnyObject>) -> UIView? {
    if let storage = anchor._firstStorage { return storage.liveView }
    let terms = anchor._terms
    return terms.isEmpty ? nil : view(of: terms[0].item)
  }

  func commonAncestor(of c: NSLayoutConstraint) -> UIView? {
    guard let first = LayoutEngine.firstView(of: c.firstAnchor) else { return nil }
    guard let secondAnchor = c.secondAnchor else { return first }
    guard let second = LayoutEngine.firstView(of: secondAnchor) else { return nil }
    // The usual cases without a set: the same view, parent and child, siblings (each superview
    // read once, unretained link).
    if first === second { return first }
    let secondParent = second._superview
    if first === secondParent { return first }
    let firstParent = first._superview
    if second === firstParent { return second }
    if let firstParent, firstParent === secondParent { return firstParent }
    var ancestors = Set<ObjectIdentifier>()
    var v: UIView? = first
    while let current = v {
      ancestors.insert(ObjectIdentifier(current))
      v = current.superview
    }
    v = second
    while let current = v {
      if ancestors.contains(ObjectIdentifier(current)) { return current }
      v = current.superview
    }
    return nil
  }

  /// The active constraints naming `item`, in activation order. Each is installed on a common
  /// ancestor of its items, so the item's view and its ancestors hold them all.
  func installedConstraints(involving item: AnyObject) -> [NSLayoutConstraint] {
    var found: [NSLayoutConstraint] = []
    var v = LayoutEngine.view(of: item)
    while let current = v {
      for c in current._autoLayout.constraints where !(c is NSAutoresizingMaskLayoutConstraint) {
        if c.firstAnchor._terms.contains(where: { $0.item === item }) || (c.secondAnchor?._terms.contains { $0.item === item } ?? false) {
          found.append(c)
        }
      }
      v = current.superview
    }
    return found.sorted { $0._serial < $1._serial }
  }

  /// Every active constraint (not autoresizing translation) of the registered views, in
  /// activation order.
  func allInstalledConstraints() -> [NSLayoutConstraint] {
    var found: [NSLayoutConstraint] = []
    for box in views.values {
      guard let view = box.object else { continue }
      found += view._autoLayout.constraints.filter { !($0 is NSAutoresizingMaskLayoutConstraint) }
    }
    return found.sorted { $0._serial < $1._serial }
  }

  /// When a view leaves its superview, constraints between its subtree and the rest go (UIKit).
  /// Reads the Auto Layout storage of the view and its ancestors without making it: a view
  /// without storage has no solver state and holds no constraints (most views a presentation
  /// moves have none).
  func viewWillLeaveSuperview(_ view: UIView) {
    if let s = view._autoLayoutStorage?.item, !s.autoresizing.isEmpty {
      // Its autoresizing constraints leave the old superview (re-made for the next one).
      for id in s.placement { try? solver.remove(id) }
      s.placement = []
      s.placementKey = nil
      removeAutoresizingObjects(of: s)
    }
    // Its subtree may hold pending constraints of the hierarchy it leaves.
    if !pendingRoots.isEmpty && LayoutEngine.subtreeHasPending(view) { notePending(view) }
    var ancestor = view.superview
    while let a = ancestor {
      if let storage = a._autoLayoutStorage, !storage.constraints.isEmpty {
        for c in storage.constraints {
          let items = [c.firstItem, c.secondItem].compactMap { LayoutEngine.view(of: $0) }
          if items.contains(where: { $0.isDescendant(of: view) }) { deactivate(c) }
        }
      }
      ancestor = a.superview
    }
  }

  /// The layout direction of a view, or of a guide's owning view.
  static func isRightToLeft(_ item: AnyObject) -> Bool {
    view(of: item)?.effectiveUserInterfaceLayoutDirection == .rightToLeft
  }

  /// A view's layout direction changed: its subtree's constraints with leading or trailing
  /// anchors are re-made for the new direction.
  func layoutDirectionChanged(_ view: UIView) {
    let affected = allInstalledConstraints().filter { c in
      let terms = c.firstAnchor._terms + (c.secondAnchor?._terms ?? [])
      return terms.contains { term in
        guard [.leading, .trailing, .leadingMargin, .trailingMargin].contains(term.attribute),
          let owner = LayoutEngine.view(of: term.item)
        else { return false }
        return owner.isDescendant(of: view)
      }
    }
    for c in affected where c._solverID != nil { reinstall(c) }
    (view.superview ?? view).setNeedsLayout()
  }

  func guideChangedOwner(_ guide: UILayoutGuide) {
    guard let s = guide._state else { return }
    for id in s.placement { try? solver.remove(id) }
    s.placement = []
    s.placementKey = nil
    syncGuide(guide)
  }
}
