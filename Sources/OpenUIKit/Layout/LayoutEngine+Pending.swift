import Foundation

// Constraints of hierarchies without an engine (issue 15). UIKit creates a hierarchy's layout
// engine lazily: constraints activated in a hierarchy that is in no window and was never laid out
// nor queried are only recorded on their views, and solved when the hierarchy is first laid out
// (`layoutIfNeeded`, a window's layout pass), measured (`systemLayoutSizeFitting`), asked about
// ambiguity or a guide's `layoutFrame`. Activation still checks its constraints at once (a missing
// common ancestor raises at the call); a conflict among pending constraints is logged when they
// reach the solver (Docs/Behaviour.md). Storyboards loaded but not shown never touch the solver.
extension LayoutEngine {
  /// The top of `view`'s hierarchy (the window when it is in one).
  static func topmost(_ view: UIView) -> UIView {
    var top = view
    while let parent = top.superview { top = parent }
    return top
  }

  /// The root of `owner`'s hierarchy when that hierarchy has no engine yet, else nil.
  func engineLessRoot(of owner: UIView) -> UIView? {
    if owner._windowCache != nil { return nil }
    let top = LayoutEngine.topmost(owner)
    return top._autoLayout.hasEngine || top._asWindow != nil ? nil : top
  }

  /// Whether a view of `view`'s subtree holds pending constraints.
  static func subtreeHasPending(_ view: UIView) -> Bool {
    var stack = [view]
    while let v = stack.popLast() {
      if (v._autoLayoutStorage?.pendingCount ?? 0) > 0 { return true }
      stack.append(contentsOf: v._subviews)
    }
    return false
  }

  /// Lists a view whose subtree may hold pending constraints.
  func notePending(_ root: UIView) {
    // A screen built at once notes one root thousands of times: skip the lookup then.
    if lastPendingRoot === root { return }
    let key = ObjectIdentifier(root)
    if pendingRoots[key]?.object !== root { pendingRoots[key] = RootLink(root) }
    lastPendingRoot = root
  }

  /// Gives `top`'s hierarchy its engine: its pending constraints go to the solver, in activation
  /// order, as one batch (one optimisation; a large batch folds its required equalities, as
  /// `NSLayoutConstraint.activate(_:)` does).
  func installPending(in top: UIView) {
    top._autoLayout.hasEngine = true
    guard !pendingRoots.isEmpty else { return }
    lastPendingRoot = nil
    var found = false
    for (key, link) in pendingRoots {
      guard let root = link.object else {
        pendingRoots[key] = nil
        continue
      }
      if root === top || LayoutEngine.topmost(root) === top {
        pendingRoots[key] = nil
        found = true
      }
    }
    guard found else { return }
    var list: [NSLayoutConstraint] = []
    var stack = [top]
    while let v = stack.popLast() {
      let s = v._autoLayout
      // A registered view that moved since it was placed (a lone root given constraints, then
      // added) is re-placed before the batch, so stale root pins do not conflict with it.
      if s.item != nil { syncPlacement(of: v) }
      if s.pendingCount > 0 {
        for c in s.constraints where c._isPending {
          c._isPending = false
          list.append(c)
        }
        s.pendingCount = 0
      }
      stack.append(contentsOf: v._subviews)
    }
    install(batch: list)
  }

  /// Installs activated constraints whose items' placements are current, in activation order.
  func install(batch list: [NSLayoutConstraint]) {
    guard !list.isEmpty else { return }
    let ordered = LayoutEngine.inActivationOrder(list)
    let folds = foldsEqualities
    foldsEqualities = ordered.count >= LayoutEngine.foldingBatchSize
    defer { foldsEqualities = folds }
    solver.reserveCapacity(forAdding: ordered.count)
    UIView._traitMemo.scope {
      inDirectionBatch {
        solver.deferringOptimization {
          for c in ordered where c._isActive && c._solverID == nil { install(c) }
        }
      }
    }
  }

  /// `list` sorted by activation serial. Each owner's constraints are already in order; several
  /// owners' interleave. Serials are unique, so when they span a range not much wider than the
  /// list (a screen activated at once) each constraint goes straight to its place in a table
  /// indexed by serial (issue 17: sorting a screen's 4,000 keys cost ≈ 0.7 M instructions);
  /// otherwise sorted through integer keys: no comparison closure (each call of a main-actor
  /// closure from the standard library checks the executor).
  static func inActivationOrder(_ list: [NSLayoutConstraint]) -> [NSLayoutConstraint] {
    var sorted = true
    var previous = Int.min
    var low = Int.max, high = Int.min
    for c in list {
      let serial = c._serial
      if serial < previous { sorted = false }
      previous = serial
      low = min(low, serial)
      high = max(high, serial)
    }
    if sorted { return list }
    var ordered: [NSLayoutConstraint] = []
    ordered.reserveCapacity(list.count)
    if high - low < 4 * list.count {
      // Position in `list` + 1 by serial; 0 marks an unused serial.
      var places = [Int32](repeating: 0, count: high - low + 1)
      var unique = true
      for (index, c) in list.enumerated() {
        let at = c._serial - low
        if places[at] != 0 { unique = false }
        places[at] = Int32(index + 1)
      }
      if unique {
        for place in places where place != 0 { ordered.append(list[Int(place) - 1]) }
        return ordered
      }
      ordered.removeAll(keepingCapacity: true)
    }
    let width = max(1, (list.count - 1).bitWidth - (list.count - 1).leadingZeroBitCount)
    var keys: [Int] = []
    keys.reserveCapacity(list.count)
    for (index, c) in list.enumerated() { keys.append(c._serial << width | index) }
    keys.sort()
    let mask = (1 << width) - 1
    for key in keys { ordered.append(list[key & mask]) }
    return ordered
  }
}
