import Foundation

// Broken constraints (spec B4; Docs/Behaviour/tables18.md). To recover from a conflict the
// engine breaks one required constraint: it stays active and is left out of the solution while
// the conflict lasts. It is not dropped for good:
// - once the conflict is gone (a constraint removed, a constant or a frame changed — the solver's
//   `relaxationCount` moved), the next layout pass puts it back, silently;
// - a fitting-size measurement (`systemLayoutSizeFitting`) frees the measured view's size and
//   counts the broken constraints inside it, so a self-sizing cell or header whose required
//   height chain conflicted with its estimated frame measures its content, as on iOS.
extension LayoutEngine {
  /// Records that `c` was broken to recover from a conflict (it is out of the solver).
  func markBroken(_ c: NSLayoutConstraint) {
    guard !c._isBroken else { return }
    c._isBroken = true
    brokenConstraints.append(Weak(object: c))
  }

  /// Puts back every broken constraint whose conflict is gone. Runs only when the solver lost a
  /// constraint or changed a constant since the last try (nothing else can lift a conflict), so
  /// a lasting conflict costs one refused add per change, not one per layout pass.
  func restoreBrokenConstraints() {
    guard brokenRetryStamp != solver.relaxationCount else { return }
    var kept: [Weak<NSLayoutConstraint>] = []
    for box in brokenConstraints {
      // Dead, deactivated or already back: the entry goes.
      guard let c = box.object, c._isBroken, c._isActive, !c._isPending, c._solverID == nil else { continue }
      guard let (expression, relation) = expression(of: c),
        let id = try? solver.add(expression, relation, strength: c.priority._strength)
      else {
        kept.append(box)
        continue
      }
      c._baseConstant = expression.constant + Double(c.constant)
      c._solverID = id
      c._isBroken = false
      // Its views move at the next layout (the walk may be past them).
      if let owner = c._owner {
        owner.setNeedsLayout()
        owner.superview?.setNeedsLayout()
      }
    }
    brokenConstraints = kept
    // Adds never relax: the stamp read after them stays valid.
    brokenRetryStamp = solver.relaxationCount
  }

  /// Adds, for a measurement, the broken constraints held inside `view`'s subtree (owned by it or
  /// a descendant) that fit now that its size is free; the caller removes the returned ids.
  func addBrokenConstraintsForMeasurement(inside view: UIView) -> [LayoutConstraintID] {
    guard !brokenConstraints.isEmpty else { return [] }
    var added: [LayoutConstraintID] = []
    for box in brokenConstraints {
      guard let c = box.object, c._isBroken, c._isActive, !c._isPending, c._solverID == nil, let owner = c._owner,
        owner === view || owner.isDescendant(of: view),
        let (expression, relation) = expression(of: c),
        let id = try? solver.add(expression, relation, strength: c.priority._strength)
      else { continue }
      added.append(id)
    }
    return added
  }
}
