import Foundation

/// An incremental Cassowary-class constraint solver (dual simplex over a tableau kept between
/// calls), written for OpenUIKit's Auto Layout and knowing nothing of views.
///
/// - Constraints are `expression ⋈ 0` with a strength: required ones hold exactly; weighted ones
///   add `weight × |violation|` to the objective the solver minimises.
/// - Adding and removing constraints, and changing a constraint's constant, re-solve from the
///   current tableau (no solve from scratch); a constant change touches only the rows holding the
///   constraint's marker, then restores feasibility by dual simplex.
/// - Edit variables (`addEditVariable` / `suggestValue`) are weighted `v == value` constraints
///   whose value changes that way.
/// - A required constraint that cannot hold is refused with `LayoutSolverError.unsatisfiable`
///   and leaves the solver as it was; nothing traps.
///
/// Determinism: every choice between candidate symbols takes the lowest symbol id (Bland's rule),
/// so the same calls give the same solution in every process.
package final class LayoutSolver {
  /// Below this magnitude a coefficient or constant counts as zero.
  static let epsilon = 1.0e-8
  static func nearZero(_ value: Double) -> Bool { abs(value) < epsilon }

  enum Kind: UInt8 { case external, slack, error, dummy, artificial }

  struct Tag {
    var marker: Int
    var markerCoefficient: Double
    var other: Int = -1
    var otherCoefficient: Double = 0
  }

  struct Record {
    /// The constraint's id (`LayoutConstraintID.id`): its slot may hold a later constraint.
    var id: Int
    var expression: LinearExpression
    var relation: LayoutRelation
    var strength: LayoutStrength
    var tag: Tag
    /// Folded in without a marker (see `add(_:_:strength:foldable:)`): removing or changing it
    /// rebuilds the tableau.
    var folded = false

    /// An empty slot (no constraint has id −1). Slots hold records, not optionals: writing an
    /// optional record went through the runtime's generic value witnesses.
    static var empty: Record {
      Record(id: -1, expression: LinearExpression(), relation: .equal, strength: .required, tag: Tag(marker: -1, markerCoefficient: 1))
    }
  }

  // The solver runs on one thread and no access to its state spans another (the debug test
  // suites run with the checks on), so its stored properties skip the dynamic exclusivity check
  // (issue 17: the checks were ≈ 18 % of a from-scratch layout pass).
  @exclusivity(unchecked) var kinds: [Kind] = []
  /// Basic symbol → its row.
  @exclusivity(unchecked) var rows = SymbolMap<SimplexRow>()
  /// Parametric symbol → the basic symbols whose rows mention it (so substitution and constant
  /// changes visit only those rows).
  @exclusivity(unchecked) var columns = SymbolMap<[Int]>()
  @exclusivity(unchecked) var objective = SimplexRow()
  @exclusivity(unchecked) var artificialObjective: SimplexRow?
  @exclusivity(unchecked) var infeasibleRows: [Int] = []
  /// The constraints' records, each at its id's `slot` (issue 17: a dictionary keyed by id
  /// hashed every add and remove). Slots freed by removal are reused, so the array is as long
  /// as the most constraints held at once.
  @exclusivity(unchecked) var records: [Record] = []
  @exclusivity(unchecked) var freeSlots: [Int] = []
  @exclusivity(unchecked) var recordCount = 0
  /// External symbol → how many terms of the records name it (`releaseVariables` keeps a
  /// variable still named without scanning every record).
  @exclusivity(unchecked) var uses: [Int32] = []
  @exclusivity(unchecked) var nextConstraintID = 0
  @exclusivity(unchecked) var edits: [Int: (constraint: LayoutConstraintID, value: Double)] = [:]
  /// A folded constraint left: the tableau is rebuilt from `records` before it is next used.
  @exclusivity(unchecked) var needsRebuild = false
  /// Marker, slack and error symbols freed by the last rebuild, highest first (reused lowest first).
  @exclusivity(unchecked) var freeSymbols: [Int] = []
  /// Tableau rebuilds so far (tests and the benchmark watch it).
  package internal(set) var rebuildCount = 0
  /// Removals and constant changes so far: the only changes that can lift a conflict (adding a
  /// constraint never does), so a caller holding refused constraints retries them only when this
  /// moved (`LayoutEngine.restoreBrokenConstraints`).
  package internal(set) var relaxationCount = 0
  @exclusivity(unchecked) var deferralDepth = 0
  @exclusivity(unchecked) var optimizationDeferred = false
  /// Scratch buffers of `parameterRow` (kept between calls: no allocation per constraint).
  @exclusivity(unchecked) var scratchCells: [SparseCell] = []
  @exclusivity(unchecked) var scratchKeys: [Int] = []

  package init() {}

  // MARK: Variables

  package func makeVariable() -> LayoutVariable {
    LayoutVariable(id: makeSymbol(.external))
  }

  /// Frees the variables of items that no longer exist for reuse by `makeVariable()`, so the
  /// symbol table (and every array indexed by symbol) stays the size of what lives instead of
  /// growing with every hierarchy ever built. A variable still named by a constraint, or still
  /// in another variable's row, is kept.
  package func releaseVariables(_ variables: [LayoutVariable]) {
    guard !variables.isEmpty else { return }
    // A mask over the candidates' span (the variables of items that died together are mostly
    // one run of symbols), less those a constraint still names (`uses`: no scan of the records).
    var low = Int.max, high = -1
    for v in variables where v.id < kinds.count {
      low = min(low, v.id)
      high = max(high, v.id)
    }
    guard high >= 0 else { return }
    var candidate = [Bool](repeating: false, count: high - low + 1)
    for v in variables where v.id < kinds.count { candidate[v.id - low] = true }
    var released: [Int] = []
    for symbol in stride(from: high, through: low, by: -1)
    where candidate[symbol - low] && kinds[symbol] == .external && (symbol >= uses.count || uses[symbol] == 0) {
      if rows[symbol] != nil {
        removeRow(symbol)
      } else if !column(symbol).isEmpty {
        continue
      }
      kinds[symbol] = .dummy
      released.append(symbol)
    }
    guard !released.isEmpty else { return }
    // Both lists are highest first (`freeSymbols` always is) and share no symbol: one merge.
    var merged: [Int] = []
    merged.reserveCapacity(freeSymbols.count + released.count)
    var i = 0, j = 0
    while i < freeSymbols.count || j < released.count {
      if j == released.count || (i < freeSymbols.count && freeSymbols[i] > released[j]) {
        merged.append(freeSymbols[i])
        i += 1
      } else {
        merged.append(released[j])
        j += 1
      }
    }
    freeSymbols = merged
  }

  /// The variable's value in the current solution.
  package func value(of variable: LayoutVariable) -> Double {
    makeValuesCurrent()
    return currentValue(of: variable)
  }

  /// Brings the solution up to date (a pending rebuild or optimisation), so `currentValue(of:)`
  /// reads what `value(of:)` would until the solver next changes.
  package func makeValuesCurrent() {
    if needsRebuild { rebuild() }
    if optimizationDeferred { flushDeferredOptimization() }
  }

  /// The variable's value without the checks of `value(of:)`: only right after
  /// `makeValuesCurrent()` with no change to the solver in between.
  package func currentValue(of variable: LayoutVariable) -> Double {
    rows[variable.id]?.constant ?? 0
  }

  package var constraintCount: Int { recordCount }
  /// Non-zero cells over all rows (how much work a substitution may cost).
  package var cellCount: Int {
    if needsRebuild { rebuild() }
    return kinds.indices.reduce(0) { $0 + (rows[$1]?.cells.count ?? 0) }
  }
  /// Rows in the tableau (zero once every constraint is removed).
  package var rowCount: Int {
    if needsRebuild { rebuild() }
    return rows.count
  }

  // MARK: Constraints

  /// Adds `expression relation 0`. Throws `.unsatisfiable` (solver unchanged) when a required
  /// constraint conflicts with the required ones already added.
  ///
  /// `foldable`: a required equality that can be solved for a variable is folded into the
  /// tableau without a marker (Cassowary's dummy symbol), so rows stay short (a chain of
  /// equalities otherwise leaves one marker per link in every row below it). Removing it, or
  /// changing its constant, then rebuilds the tableau once from the constraints (the changed one
  /// gets its marker then, so later changes are incremental). For constraints added once and
  /// rarely changed.
  @discardableResult
  package func add(
    _ expression: LinearExpression, _ relation: LayoutRelation, strength: LayoutStrength = .required,
    foldable: Bool = false
  ) throws(LayoutSolverError) -> LayoutConstraintID {
    let id = LayoutConstraintID(id: nextConstraintID, slot: freeSlots.popLast() ?? records.count)
    if id.slot == records.count { records.append(.empty) }
    do {
      try add(expression, relation, strength: strength, as: id, foldable: foldable)
    } catch {
      freeSlots.append(id.slot)
      throw error
    }
    nextConstraintID += 1
    return id
  }

  /// True when the constraint is folded into the tableau without a marker.
  package func isFolded(_ constraint: LayoutConstraintID) -> Bool { liveRecord(of: constraint)?.folded ?? false }

  package func contains(_ constraint: LayoutConstraintID) -> Bool { liveRecord(of: constraint) != nil }

  /// The constraint's record while it is in the solver (nil once removed, even when its slot
  /// holds a later constraint's).
  func liveRecord(of constraint: LayoutConstraintID) -> Record? {
    guard constraint.slot >= 0, constraint.slot < records.count, records[constraint.slot].id == constraint.id else { return nil }
    return records[constraint.slot]
  }

  /// Stores a constraint's record in its slot and counts the variables it names.
  func store(_ record: Record, at slot: Int) {
    for term in record.expression.terms {
      let symbol = term.variable.id
      if symbol >= uses.count { uses.append(contentsOf: repeatElement(0, count: symbol + 1 - uses.count)) }
      uses[symbol] += 1
    }
    records[slot] = record
    recordCount += 1
  }

  /// Takes a constraint's record out (nil when it is not in the solver); its slot is free again.
  func takeRecord(of constraint: LayoutConstraintID) -> Record? {
    guard let record = liveRecord(of: constraint) else { return nil }
    for term in record.expression.terms { uses[term.variable.id] -= 1 }
    records[constraint.slot] = .empty
    recordCount -= 1
    freeSlots.append(constraint.slot)
    return record
  }

  /// Runs `body` (a batch of `add`s and `remove`s) optimising once at its end instead of after
  /// each change: every change keeps the tableau feasible, so the batch's optimum is the one of
  /// its constraints. Reading a value or changing a constant inside the batch optimises first.
  /// Makes room for `count` more constraints (a batch about to be added).
  package func reserveCapacity(forAdding count: Int) {
    records.reserveCapacity(recordCount + count)
  }

  package func deferringOptimization<R>(_ body: () throws -> R) rethrows -> R {
    deferralDepth += 1
    defer {
      deferralDepth -= 1
      if deferralDepth == 0 { flushDeferredOptimization() }
    }
    return try body()
  }

  /// Removes a constraint; the solution re-optimises without it.
  package func remove(_ constraint: LayoutConstraintID) throws(LayoutSolverError) {
    guard let record = takeRecord(of: constraint) else { throw .unknownConstraint }
    relaxationCount &+= 1
    if record.folded || needsRebuild {
      needsRebuild = true
      return
    }
    removeTableauEffects(of: record)
  }

  /// Removes several constraints at once, newest first, optimising once at the end. Newest first
  /// keeps each removal short: a constraint's marker mostly reaches rows added after it, and
  /// those are gone by then (removing 4,000 chained equalities oldest first substitutes each
  /// marker through every later row). Unknown ids are skipped; the result is the same optimum as
  /// removing them one by one.
  package func remove(_ constraints: [LayoutConstraintID]) {
    let ids = constraints.sorted { $0.id > $1.id }
    for id in ids {
      guard let record = takeRecord(of: id) else { continue }
      relaxationCount &+= 1
      if record.folded || needsRebuild {
        needsRebuild = true
        continue
      }
      removeTableauEffects(of: record, optimizing: false)
    }
    // A folded constraint left: rebuild now, while the caller removes, rather than in the
    // next unrelated add (a whole screen torn down would otherwise be paid for by the next one
    // built: the old tableau's rows are freed there).
    if needsRebuild { rebuild() } else { optimizeObjective() }
  }

  /// Changes the constant of the constraint's expression (what `NSLayoutConstraint.constant`
  /// changes). Incremental; throws `.unsatisfiable` and keeps the old constant when the new one
  /// leaves the required constraints without a solution.
  package func setConstant(_ constant: Double, of constraint: LayoutConstraintID) throws(LayoutSolverError) {
    guard let found = liveRecord(of: constraint) else { throw .unknownConstraint }
    if found.folded {
      guard constant != found.expression.constant else { return }
      // Give it its marker: the tableau is rebuilt once, then the change is incremental.
      records[constraint.slot].folded = false
      needsRebuild = true
    }
    if needsRebuild { rebuild() }
    flushDeferredOptimization()  // the dual simplex starts from an optimal tableau
    guard var record = liveRecord(of: constraint) else { throw .unknownConstraint }
    let delta = constant - record.expression.constant
    if delta == 0 { return }
    relaxationCount &+= 1
    let tag = record.tag
    if kinds[tag.marker] == .dummy && rows[tag.marker] != nil {
      // A redundant required equality: its marker carries no freedom to shift; re-add it.
      _ = takeRecord(of: constraint)
      freeSlots.removeLast()  // re-added below in the same slot
      removeTableauEffects(of: record)
      var changed = record.expression
      changed.constant = constant
      do {
        try add(changed, record.relation, strength: record.strength, as: constraint)
      } catch {
        if (try? add(record.expression, record.relation, strength: record.strength, as: constraint)) == nil {
          freeSlots.append(constraint.slot)
        }
        throw error
      }
      return
    }
    shiftConstant(by: delta, tag: tag)
    if dualOptimize() {
      record.expression.constant = constant
      records[constraint.slot] = record
      return
    }
    shiftConstant(by: -delta, tag: tag)
    _ = dualOptimize()
    throw .unsatisfiable
  }

  // MARK: Edit variables

  /// Makes `variable` editable through `suggestValue` with a weighted `variable == value`.
  package func addEditVariable(_ variable: LayoutVariable, strength: LayoutStrength) throws(LayoutSolverError) {
    guard edits[variable.id] == nil else { throw .duplicateEditVariable }
    guard !strength.isRequired else { throw .requiredEditVariable }
    let c = try add(LinearExpression([(variable, 1)]), .equal, strength: strength)
    edits[variable.id] = (c, 0)
  }

  package func hasEditVariable(_ variable: LayoutVariable) -> Bool { edits[variable.id] != nil }

  package func removeEditVariable(_ variable: LayoutVariable) throws(LayoutSolverError) {
    guard let edit = edits.removeValue(forKey: variable.id) else { throw .unknownEditVariable }
    try remove(edit.constraint)
  }

  /// Moves the edit variable's target value; the rest of the solution follows incrementally.
  package func suggestValue(_ value: Double, for variable: LayoutVariable) throws(LayoutSolverError) {
    guard let edit = edits[variable.id] else { throw .unknownEditVariable }
    try setConstant(-value, of: edit.constraint)
    edits[variable.id] = (edit.constraint, value)
  }

  // MARK: Ambiguity

  /// True when the variable can take other values at the same cost: it is unconstrained, or its
  /// row holds a parameter (an unconstrained variable, or a slack or error symbol the objective
  /// does not weigh) that can move without breaking anything or costing more.
  package func isAmbiguous(_ variable: LayoutVariable) -> Bool {
    if needsRebuild { rebuild() }
    flushDeferredOptimization()
    guard let row = rows[variable.id] else { return true }
    return row.cells.keys.contains { isFreeParameter($0) }
  }

  /// A parameter is free when it can move some way at no cost without driving a restricted
  /// basic symbol (slack or error, kept ≥ 0) negative: a row already at zero that the move
  /// would decrease blocks that direction (a degenerate vertex is not a second solution).
  func isFreeParameter(_ symbol: Int) -> Bool {
    let cost = objective.cells[symbol] ?? 0
    let directions: [Double]
    switch kinds[symbol] {
    case .dummy, .artificial: return false
    case .external: directions = LayoutSolver.nearZero(cost) ? [1, -1] : []
    case .slack, .error: directions = LayoutSolver.nearZero(cost) ? [1] : []
    }
    return directions.contains { direction in
      for basic in column(symbol) where kinds[basic] != .external {
        guard let row = rows[basic], let c = row.cells[symbol] else { continue }
        if c * direction < 0 && LayoutSolver.nearZero(row.constant) { return false }
      }
      return true
    }
  }

  /// Moves an ambiguous variable to another solution of equal cost (what
  /// `exerciseAmbiguityInLayout()` shows): pushes it by `offset` with a feeble weighted
  /// constraint, then removes that constraint, keeping the basis it left behind.
  package func exerciseAmbiguity(of variable: LayoutVariable, offset: Double) {
    guard isAmbiguous(variable) else { return }
    let target = value(of: variable) + offset
    guard let push = try? add(LinearExpression([(variable, 1)], constant: -target), .equal, strength: LayoutStrength(weight: 1e-6)) else { return }
    try? remove(push)
  }
}
