import Foundation

// Engine-made constraints (root pinning, autoresizing translation, intrinsic sizes, system
// guides), the layout pass hooks and conflict recovery.
extension LayoutEngine {
  // MARK: Layout pass

  /// Brings the engine up to date for the hierarchy being laid out: only items in `root`'s
  /// window (or, for a hierarchy outside any window, `root`'s own hierarchy) are synced, found by
  /// walking that hierarchy rather than every view registered so far, so a pass costs the
  /// hierarchy it lays out (issue 15: storyboard load, segues on deep stacks). Items that died
  /// leave the solver lazily, once the registries doubled since the last sweep.
  func prepareLayoutPass(for root: UIView? = nil) {
    // The hierarchy gets its engine now: its pending constraints go to the solver in one batch.
    // (Without a root the caller gave the hierarchy it queries its engine first.)
    if let root { installPending(in: LayoutEngine.topmost(root)) }
    guard !views.isEmpty else { return }
    runPendingUpdateConstraints()
    reinstallConstraintsWithChangedDirection()
    let scope = root.map { $0._asWindow ?? $0.window }
    if let scope, let window = scope, !window._usesAutoLayout { return }
    if root == nil || views.count + guides.count > 2 * registeredAtSweep + 64 { sweepDeadItems() }
    var live: [UIView] = []
    if let root {
      // The hierarchy's top: the window, or (outside any window) `root`'s own root view; views
      // without a common ancestor share no constraint.
      let top: UIView
      if let scope, let window = scope {
        top = window
      } else {
        top = LayoutEngine.topmost(root)
      }
      collectRegistered(in: top, into: &live)
    } else {
      live = views.values.compactMap(\.object)
    }
    for view in live {
      syncPlacement(of: view)
      syncIntrinsic(of: view)
    }
    for view in live {
      syncSystemGuides(of: view)
      let storage = view._autoLayout
      for guide in storage.guides where guide._state != nil && guide.owningView === view { syncGuide(guide) }
    }
    if !brokenConstraints.isEmpty { restoreBrokenConstraints() }
    // Every view in scope shares one window, hence one screen scale.
    var scale: Double?
    // A superview just marked is not solved for again for its next subviews (the layout walk
    // applies all their frames).
    var marked: UIView?
    for view in live {
      guard !view.translatesAutoresizingMaskIntoConstraints, let superview = view.superview, superview !== marked else { continue }
      if scale == nil { scale = LayoutEngine.scale(of: view) }
      guard let frame = solvedFrame(of: view, scale: scale), frame != view.frame else { continue }
      superview.setNeedsLayout()
      marked = superview
    }
  }

  /// Re-places the guides UIKit makes for `view` (margins, safe area, readable content, a scroll
  /// view's content and frame) that constraints use, for its current frame and insets.
  func syncSystemGuides(of view: UIView) {
    let storage = view._autoLayout
    if let guide = storage.marginsGuide, guide._state != nil, guide.owningView === view { syncGuide(guide) }
    if let guide = storage.safeAreaGuide, guide._state != nil, guide.owningView === view { syncGuide(guide) }
    if let guide = storage.readableGuide, guide._state != nil, guide.owningView === view { syncGuide(guide) }
    if let guide = storage.scrollContentGuide, guide._state != nil, guide.owningView === view { syncGuide(guide) }
    if let guide = storage.scrollFrameGuide, guide._state != nil, guide.owningView === view { syncGuide(guide) }
    if let guide = storage.keyboardGuide, guide._state != nil, guide.owningView === view { syncGuide(guide) }
  }

  /// The registered views of `view`'s subtree, top-down. The walk visits every view: one without
  /// Auto Layout state can still hold subviews that have it.
  /// Iterative (deep trees must not overflow the stack).
  private func collectRegistered(in view: UIView, into list: inout [UIView]) {
    var stack = [view]
    while let v = stack.popLast() {
      if v._autoLayoutStorage?.item != nil { list.append(v) }
      stack.append(contentsOf: v.subviews.reversed())
    }
  }

  /// Drops the registry entries of views and guides that died, retiring their engine-made
  /// constraints in one solver batch (one optimisation, not one per constraint).
  func sweepDeadItems() {
    var retired: [LayoutConstraintID] = []
    var variables: [LayoutVariable] = []
    // Dead views listed themselves (`UIViewLayoutStorage.viewDied`): no scan of the live ones.
    // Their storages leave the registry first, so guides only they held are gone for the loop
    // over the guides below.
    var states: [LayoutItemState] = []
    do {
      var gone: [(storage: UIViewLayoutStorage, state: LayoutItemState)] = []
      swap(&gone, &LayoutEngine.retiredItems)
      states.reserveCapacity(gone.count)
      for (storage, state) in gone {
        views.remove(storage)
        states.append(state)
      }
    }
    variables.reserveCapacity(4 * states.count)
    for state in states {
      retire(state, into: &retired)
      variables.append(state.x)
      variables.append(state.y)
      variables.append(state.width)
      variables.append(state.height)
    }
    // Dead keys are removed after the loop: removing inside it copies the dictionary iterated.
    var dead: [ObjectIdentifier] = []
    for (key, box) in guides where box.object == nil {
      dead.append(key)
      if let state = box.state {
        retire(state, into: &retired)
        variables.append(state.x)
        variables.append(state.y)
        variables.append(state.width)
        variables.append(state.height)
      }
    }
    for key in dead { guides[key] = nil }
    retired += LayoutEngine.retiredSolverIDs
    LayoutEngine.retiredSolverIDs = []
    dead.removeAll(keepingCapacity: true)
    for (key, link) in pendingRoots where link.object == nil { dead.append(key) }
    for key in dead { pendingRoots[key] = nil }
    if !retired.isEmpty { solver.remove(retired) }
    // Their variables are reused by the items registered next.
    solver.releaseVariables(variables)
    registeredAtSweep = views.count + guides.count
  }

  /// Collects the engine-made constraints of an item that no longer exists, for removal.
  func retire(_ state: LayoutItemState, into retired: inout [LayoutConstraintID]) {
    retired += state.placement
    retired += state.intrinsic
    removeAutoresizingObjects(of: state)
    state.placement = []
    state.intrinsic = []
  }

  /// Sets the solved frame of each constraint-laid-out subview (what UIKit's default
  /// `layoutSubviews` does), after re-placing `view` itself if its own frame moved since.
  func applyFrames(toSubviewsOf view: UIView) {
    guard view._autoLayoutStorage?.item != nil else { return }
    syncPlacement(of: view)
    // Its frame was solved in this pass: the safe area and margins its guides keep may have
    // moved with it (a card placed at the bottom leaves the top safe area).
    syncSystemGuides(of: view)
    // A frame that changed may have lifted a conflict (a cell given its measured height).
    if !brokenConstraints.isEmpty { restoreBrokenConstraints() }
    // The screen scale is read once, when a subview or a scroll view's content needs it (a
    // screen's leaf views need none).
    var knownScale: Double?
    for sub in view.subviews where !sub.translatesAutoresizingMaskIntoConstraints {
      let scale = knownScale ?? LayoutEngine.scale(of: view)
      knownScale = scale
      guard let frame = solvedFrame(of: sub, scale: scale), frame != sub.frame else { continue }
      sub.frame = frame
    }
    if view._autoLayout.isScrollView, let scrollView = view as? UIScrollView {
      applyContentSize(of: scrollView, scale: knownScale ?? LayoutEngine.scale(of: view))
    }
  }

  /// The frame the solution gives `view` in its superview, edges rounded to the pixel grid in
  /// root coordinates (so neighbours never overlap or gap).
  func solvedFrame(of view: UIView, scale knownScale: Double? = nil) -> CGRect? {
    guard let s = view._autoLayout.item, let superview = view.superview, let p = superview._autoLayout.item else { return nil }
    let scale = knownScale ?? LayoutEngine.scale(of: view)
    func round(_ value: Double) -> Double { (value * scale).rounded() / scale }
    // One check that the solution is current, then six plain reads.
    solver.makeValuesCurrent()
    let x = solver.currentValue(of: s.x), y = solver.currentValue(of: s.y)
    let minX = round(x), minY = round(y)
    let maxX = round(x + solver.currentValue(of: s.width)), maxY = round(y + solver.currentValue(of: s.height))
    let px = round(solver.currentValue(of: p.x)), py = round(solver.currentValue(of: p.y))
    let alignmentRect = CGRect(x: minX - px, y: minY - py, width: max(0, maxX - minX), height: max(0, maxY - minY))
    // Constraints place the alignment rectangle (`UIView.alignmentRectInsets`).
    let insets = view.alignmentRectInsets
    return insets == .zero ? alignmentRect : view.frame(forAlignmentRect: alignmentRect)
  }

  /// The pixel grid frames are rounded to: the view's screen's scale.
  static func scale(of view: UIView) -> Double {
    Double(view.window?.screen.scale ?? UIScreen.main.scale)
  }

  func layoutFrame(of guide: UILayoutGuide) -> CGRect {
    guard let owner = guide.owningView else { return .zero }
    installPending(in: LayoutEngine.topmost(owner))
    prepareLayoutPass()
    guard let s = state(for: guide), let o = owner._autoLayout.item else { return .zero }
    return CGRect(
      x: solver.value(of: s.x) - solver.value(of: o.x), y: solver.value(of: s.y) - solver.value(of: o.y),
      width: solver.value(of: s.width), height: solver.value(of: s.height))
  }

  func runPendingUpdateConstraints() {
    guard !pendingUpdateConstraints.isEmpty else { return }
    let pending = pendingUpdateConstraints.values.compactMap(\.object)
    pendingUpdateConstraints.removeAll()
    // Bottom-up: deeper views first (spec B6, the measurement pass).
    let ordered = pending.map { view -> (Int, UIView) in
      var depth = 0
      var v = view.superview
      while let current = v {
        depth += 1
        v = current.superview
      }
      return (depth, view)
    }.sorted { $0.0 > $1.0 }
    for (_, view) in ordered where view._autoLayout.needsUpdateConstraints {
      view._autoLayout.needsUpdateConstraints = false
      if let vc = view._viewController { vc.updateViewConstraints() } else { view.updateConstraints() }
    }
  }

  // MARK: Engine-made constraints

  func addSystem(_ terms: [(LayoutVariable, Double)], constant: Double, _ relation: LayoutRelation = .equal,
                 strength: LayoutStrength = .required, items: [AnyObject], description: @autoclosure () -> String) -> LayoutConstraintID? {
    // A frame or inset that is not finite (a null rectangle's origin) places nothing.
    guard constant.isFinite else { return nil }
    return addRecovering(LinearExpression(terms, constant: constant), relation, strength, items: items, description: description)
  }

  /// Root views sit at their own origin with their bounds size; views translating their
  /// autoresizing mask keep their frame and resize with their superview as the mask says;
  /// others are placed by constraints alone.
  func syncPlacement(of view: UIView) {
    guard let s = view._autoLayout.item else { return }
    let key: PlacementKey
    if let superview = view.superview {
      if view.translatesAutoresizingMaskIntoConstraints {
        // The alignment rectangle is what constraints see (the frame for most views).
        let insets = view.alignmentRectInsets
        let f = insets == .zero ? view.frame : view.alignmentRect(forFrame: view.frame), size = superview.bounds.size
        key = PlacementKey(
          mode: 1, parent: ObjectIdentifier(superview),
          numbers: [f.minX, f.minY, f.width, f.height, size.width, size.height, Double(view.autoresizingMask.rawValue)])
      } else {
        // Placed by constraints alone under the same superview: nothing to re-make (checked
        // before a key is built; a layout pass asks this of every view up to three times).
        if let current = s.placementKey, current.mode == 2, current.parent == ObjectIdentifier(superview) { return }
        key = PlacementKey(mode: 2, parent: ObjectIdentifier(superview), numbers: [])
      }
    } else {
      key = PlacementKey(mode: 0, parent: nil, numbers: [view.bounds.width, view.bounds.height])
    }
    guard key != s.placementKey else { return }
    for id in s.placement { try? solver.remove(id) }
    s.placement = []
    removeAutoresizingObjects(of: s)
    s.placementKey = key
    let n = key.numbers
    switch key.mode {
    case 0:
      s.placement = [
        addSystem([(s.x, 1)], constant: 0, items: [view], description: "root \(view._layoutDebugName).minX == 0"),
        addSystem([(s.y, 1)], constant: 0, items: [view], description: "root \(view._layoutDebugName).minY == 0"),
        addSystem([(s.width, 1)], constant: -n[0], items: [view], description: "root \(view._layoutDebugName).width == \(n[0])"),
        addSystem([(s.height, 1)], constant: -n[1], items: [view], description: "root \(view._layoutDebugName).height == \(n[1])"),
      ].compactMap { $0 }
    case 1:
      guard let superview = view.superview else { return }
      let p = state(for: superview)
      let mask = view.autoresizingMask
      let hx = LayoutEngine.axisPlacement(
        origin: n[0], size: n[2], superSize: n[4], mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
        mask.contains(.flexibleRightMargin))
      let vy = LayoutEngine.axisPlacement(
        origin: n[1], size: n[3], superSize: n[5], mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
        mask.contains(.flexibleBottomMargin))
      let h = LayoutEngine.maskCode(mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin))
      let v = LayoutEngine.maskCode(mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin))
      // UIKit's objects, installed on the superview; each stands for one solver constraint.
      let rows: [(String, Double, [(LayoutVariable, Double)], Double)] = [
        ("minX", n[0], [(s.x, 1), (p.x, -1), (p.width, -hx.origin.0)], -hx.origin.1),
        ("width", n[2], [(s.width, 1), (p.width, -hx.size.0)], -hx.size.1),
        ("minY", n[1], [(s.y, 1), (p.y, -1), (p.height, -vy.origin.0)], -vy.origin.1),
        ("height", n[3], [(s.height, 1), (p.height, -vy.size.0)], -vy.size.1),
      ]
      for (name, value, terms, constant) in rows {
        let c = NSAutoresizingMaskLayoutConstraint(
          view: view, superview: superview, attribute: name, value: CGFloat(value), maskCode: "h=\(h) v=\(v)")
        c._isActive = true
        guard let id = addSystem(terms, constant: constant, items: [view], description: c._description) else { continue }
        serial += 1
        c._serial = serial
        c._solverID = id
        c._owner = superview
        s.placement.append(id)
        s.autoresizing.append(c)
      }
      superview._autoLayout.constraints += s.autoresizing
    default: break
    }
  }

  /// Takes an item's autoresizing constraint objects off their superview (their solver
  /// constraints are the item's `placement`, removed by the caller).
  func removeAutoresizingObjects(of state: LayoutItemState) {
    guard !state.autoresizing.isEmpty else { return }
    for c in state.autoresizing {
      c._isActive = false
      c._solverID = nil
    }
    if let owner = state.autoresizing.first?._owner {
      owner._autoLayout.constraints.removeAll { c in c is NSAutoresizingMaskLayoutConstraint && !c._isActive }
    }
    for c in state.autoresizing { c._owner = nil }
    state.autoresizing = []
  }

  /// UIKit's "h=-&-" notation: margin, size, margin; `-` fixed, `&` flexible.
  static func maskCode(_ lead: Bool, _ size: Bool, _ trail: Bool) -> String {
    [lead, size, trail].map { $0 ? "&" : "-" }.joined()
  }

  /// Origin and size along one axis as `a × superSize + b`: fixed parts keep their length;
  /// flexible parts share the rest in proportion to their current lengths (equally when all are
  /// zero). With no flexible part the far margin absorbs the change, as UIKit's default mask does.
  static func axisPlacement(origin: Double, size: Double, superSize: Double, _ flexLead: Bool, _ flexSize: Bool, _ flexTrail: Bool)
    -> (origin: (Double, Double), size: (Double, Double))
  {
    let trailFlexible = flexTrail || (!flexLead && !flexSize)
    let parts = [(flexLead, max(0, origin)), (flexSize, max(0, size)), (trailFlexible, max(0, superSize - origin - size))]
    let lengths = [origin, size, superSize - origin - size]
    var fixedSum = 0.0, flexibleSum = 0.0, flexibleCount = 0.0
    for (i, part) in parts.enumerated() {
      if part.0 {
        flexibleSum += part.1
        flexibleCount += 1
      } else {
        fixedSum += lengths[i]
      }
    }
    func share(_ i: Int) -> Double { flexibleSum > 0 ? parts[i].1 / flexibleSum : 1 / flexibleCount }
    let o = flexLead ? (share(0), -share(0) * fixedSum) : (0, origin)
    let s = flexSize ? (share(1), -share(1) * fixedSum) : (0, size)
    return (o, s)
  }

  /// Intrinsic content size as four constraints: size ≤ intrinsic at the hugging priority and
  /// ≥ intrinsic at the compression-resistance priority, per axis that has a size.
  func syncIntrinsic(of view: UIView) {
    guard let s = view._autoLayout.item else { return }
    // A fixed-size key (no array per view and pass): nil for a view translating its mask.
    var newKey: IntrinsicKey?
    if !view.translatesAutoresizingMaskIntoConstraints {
      let size = view.intrinsicContentSize
      let storage = view._autoLayout
      newKey = IntrinsicKey(
        width: size.width, height: size.height, hugH: Double(storage.hugging.horizontal.rawValue),
        hugV: Double(storage.hugging.vertical.rawValue), resistH: Double(storage.compression.horizontal.rawValue),
        resistV: Double(storage.compression.vertical.rawValue))
    }
    guard newKey != s.intrinsicKey else { return }
    for id in s.intrinsic { try? solver.remove(id) }
    s.intrinsic = []
    s.intrinsicKey = newKey
    guard let k = newKey else { return }
    let noMetric = Double(UIView.noIntrinsicMetric)
    guard k.width != noMetric || k.height != noMetric else { return }
    let key = [k.width, k.height, k.hugH, k.hugV, k.resistH, k.resistV]
    func content(_ variable: LayoutVariable, _ value: Double, hug: Double, resist: Double, _ axis: String) {
      guard value != noMetric else { return }
      let hugging = UILayoutPriority(Float(hug))._strength, resisting = UILayoutPriority(Float(resist))._strength
      let ids = [
        addSystem([(variable, 1)], constant: -value, .lessThanOrEqual, strength: hugging, items: [view],
          description: "<NSContentSizeLayoutConstraint:\(view._layoutDebugName).\(axis) <= \(NSLayoutConstraint._format(value)) Hug:\(Int(hug))   (active)>"),
        addSystem([(variable, 1)], constant: -value, .greaterThanOrEqual, strength: resisting, items: [view],
          description: "<NSContentSizeLayoutConstraint:\(view._layoutDebugName).\(axis) >= \(NSLayoutConstraint._format(value)) CompressionResistance:\(Int(resist))   (active)>"),
      ]
      s.intrinsic += ids.compactMap { $0 }
    }
    content(s.width, key[0], hug: key[2], resist: key[4], "width")
    content(s.height, key[1], hug: key[3], resist: key[5], "height")
  }

  /// The margins and safe-area guides sit inside their view by its insets; the readable content
  /// guide is centred in the margins guide, at most 672 pt wide (spec B3).
  func syncGuide(_ guide: UILayoutGuide) {
    guard let s = guide._state, let owner = guide.owningView, let o = owner._autoLayout.item else { return }
    let insets: UIEdgeInsets
    switch guide._role {
    case .margins: insets = owner._effectiveLayoutMargins
    case .safeArea: insets = owner.safeAreaInsets
    case .keyboard: insets = UIEdgeInsets(top: (guide as? UIKeyboardLayoutGuide)?._top ?? 0, left: 0, bottom: 0, right: 0)
    case .readableContent, .scrollContent, .scrollFrame, nil: insets = .zero
    }
    let role = guide._role.map { "\($0)" } ?? "user"
    let numbers: [Double]
    switch guide._role {
    case nil: numbers = []
    case .scrollContent, .scrollFrame: numbers = LayoutEngine.scrollGuideKey(guide, owner: owner)
    default: numbers = [insets.top, insets.left, insets.bottom, insets.right, role == "readableContent" ? 1 : 0]
    }
    let key = PlacementKey(mode: 10, parent: ObjectIdentifier(owner), numbers: numbers)
    guard key != s.placementKey else { return }
    for id in s.placement { try? solver.remove(id) }
    s.placement = []
    s.placementKey = key
    let name = "'\(guide.identifier)'"
    switch guide._role {
    case .margins, .safeArea, .keyboard:
      s.placement = [
        addSystem([(s.x, 1), (o.x, -1)], constant: -insets.left, items: [guide], description: "\(name)-left"),
        addSystem([(s.y, 1), (o.y, -1)], constant: -insets.top, items: [guide], description: "\(name)-top"),
        addSystem([(s.width, 1), (o.width, -1)], constant: insets.left + insets.right, items: [guide], description: "\(name)-width"),
        addSystem([(s.height, 1), (o.height, -1)], constant: insets.top + insets.bottom, items: [guide], description: "\(name)-height"),
      ].compactMap { $0 }
    case .readableContent:
      guard let m = state(for: owner.layoutMarginsGuide) else { return }
      s.placement = [
        addSystem([(s.y, 1), (m.y, -1)], constant: 0, items: [guide], description: "\(name)-top"),
        addSystem([(s.height, 1), (m.height, -1)], constant: 0, items: [guide], description: "\(name)-height"),
        addSystem([(s.x, 1), (s.width, 0.5), (m.x, -1), (m.width, -0.5)], constant: 0, items: [guide], description: "\(name)-centerX"),
        addSystem([(s.width, 1), (m.width, -1)], constant: 0, .lessThanOrEqual, items: [guide], description: "\(name)-width <= margins"),
        addSystem([(s.width, 1)], constant: -LayoutEngine.readableWidth, .lessThanOrEqual, items: [guide], description: "\(name)-width <= readable"),
        addSystem([(s.width, 1), (m.width, -1)], constant: 0, strength: UILayoutPriority(999)._strength, items: [guide], description: "\(name)-width"),
      ].compactMap { $0 }
    case .scrollContent, .scrollFrame:
      if let scrollView = owner as? UIScrollView { syncScrollGuide(guide, s, owner: scrollView, o, name: name) }
    case nil: break
    }
  }

  /// Readable width at the default Dynamic Type size (spec B3).
  static let readableWidth = 672.0

  // MARK: Ambiguity

  func isAmbiguous(_ item: AnyObject, horizontal: Bool, dimension: Bool?) -> Bool {
    if let view = LayoutEngine.view(of: item) { installPending(in: LayoutEngine.topmost(view)) }
    guard let s = existingState(of: item) else { return false }
    var variables: [LayoutVariable] = []
    if dimension != true { variables.append(horizontal ? s.x : s.y) }
    if dimension != false { variables.append(horizontal ? s.width : s.height) }
    return variables.contains { solver.isAmbiguous($0) }
  }

  // MARK: Conflicts

  /// Adds a constraint; when it conflicts, logs UIKit's message and breaks the first listed
  /// constraint (activation order) whose removal lets the new one in, else the new one itself.
  /// `foldable`: see `LayoutSolver.add(_:_:strength:foldable:)` (app constraints are; the
  /// engine's own, re-made whenever frames, insets or intrinsic sizes change, are not).
  func addRecovering(
    _ expression: LinearExpression, _ relation: LayoutRelation, _ strength: LayoutStrength, foldable: Bool = false,
    items makeItems: @autoclosure () -> [AnyObject], description makeDescription: () -> String
  ) -> LayoutConstraintID? {
    if let id = try? solver.add(expression, relation, strength: strength, foldable: foldable) { return id }
    let description = makeDescription()
    let items = makeItems()
    let candidates = items.flatMap { installedConstraints(involving: $0) }.filter { $0._solverID != nil && $0.priority == .required }
    var seen = Set<ObjectIdentifier>()
    let listed = candidates.filter { seen.insert(ObjectIdentifier($0)).inserted }.sorted { $0._serial < $1._serial }
    var lines = listed.map(\._description)
    // The autoresizing constraints that bind a variable the new one reaches through the listed
    // constraints (UIKit lists its NSAutoresizingMaskLayoutConstraint objects among the
    // conflicting ones: a cell's content view whose frame height fights a required chain inside).
    var used = Set(expression.terms.map(\.variable))
    let reached = listed.map { c in self.expression(of: c)?.0.terms.map { $0.variable } ?? [] }
    var grew = true
    while grew {
      grew = false
      for variables in reached where variables.contains(where: used.contains) && !variables.allSatisfy(used.contains) {
        used.formUnion(variables)
        grew = true
      }
    }
    var related = items
    for c in listed {
      for item in [c.firstItem, c.secondItem] {
        if let item, !related.contains(where: { $0 === item }) { related.append(item) }
      }
    }
    for item in related {
      guard let view = item as? UIView, let s = view._autoLayout.item else { continue }
      for c in s.autoresizing where c._isActive {
        let variable =
          switch c._maskAttribute {
          case "minX": s.x
          case "width": s.width
          case "minY": s.y
          default: s.height
          }
        if used.contains(variable) { lines.append(c._description) }
      }
    }
    if !lines.contains(description) { lines.append(description) }
    for candidate in listed {
      uninstall(candidate)
      if let id = try? solver.add(expression, relation, strength: strength, foldable: foldable) {
        markBroken(candidate)
        reportUnsatisfiable(listing: lines, breaking: candidate._description)
        return id
      }
      install(candidate)
    }
    reportUnsatisfiable(listing: lines, breaking: description)
    return nil
  }

  func conflictList(for c: NSLayoutConstraint) -> [String] {
    [c.firstItem, c.secondItem].compactMap { $0 }.flatMap { installedConstraints(involving: $0) }
      .filter { $0 !== c && $0._solverID != nil && $0.priority == .required }.map(\._description)
  }

  func reportUnsatisfiable(listing lines: [String], breaking broken: String) {
    var seen = Set<String>()
    let unique = lines.filter { seen.insert($0).inserted }
    let note = unique.contains { $0.contains("NSAutoresizingMaskLayoutConstraint") }
      ? "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) \n" : ""
    let message = "[LayoutConstraints] Unable to simultaneously satisfy constraints.\n"
      + "\tProbably at least one of the constraints in the following list is one you don't want. \n"
      + "\tTry this: \n"
      + "\t\t(1) look at each constraint and try to figure out which you don't expect; \n"
      + "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. \n"
      + note
      + "(\n" + unique.map { "    \"\($0)\"" }.joined(separator: ",\n") + "\n)\n\n"
      + "Will attempt to recover by breaking constraint \n\(broken)\n\n"
      + "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.\n"
      + "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful."
    Diagnostics.warning(message)
  }
}
