import Foundation

// The tableau machinery of `LayoutSolver`: building rows, choosing subjects, the primal simplex
// (optimise) and the dual simplex (restore feasibility after constant changes).
extension LayoutSolver {
  func makeSymbol(_ kind: Kind) -> Int {
    // Free symbols: markers dropped by a rebuild, variables released with their items.
    if let free = freeSymbols.popLast() {
      kinds[free] = kind
      return free
    }
    kinds.append(kind)
    return kinds.count - 1
  }

  // MARK: Rebuilding

  /// Rebuilds the tableau from the constraint records, in the order they were added (what a
  /// folded constraint's removal or constant change needs: its effect has no marker to undo).
  /// Variables keep their symbols; marker, slack and error symbols are reused.
  func rebuild() {
    needsRebuild = false
    rebuildCount += 1
    rows = SymbolMap()
    columns = SymbolMap()
    objective = SimplexRow()
    artificialObjective = nil
    infeasibleRows = []
    optimizationDeferred = false
    freeSymbols = kinds.indices.reversed().filter { kinds[$0] != .external }
    // The live records by id (the order they were added), each re-added in its own slot.
    var order: [(id: Int, slot: Int)] = []
    order.reserveCapacity(recordCount)
    for slot in records.indices where records[slot].id >= 0 { order.append((records[slot].id, slot)) }
    order.sort { $0.id < $1.id }
    let old = records
    records = Array(repeating: .empty, count: old.count)
    recordCount = 0
    for i in uses.indices { uses[i] = 0 }
    deferringOptimization {
      for (id, slot) in order {
        let record = old[slot]
        // Each held before, in this order: none can fail (a failure would drop that one alone).
        if (try? add(
          record.expression, record.relation, strength: record.strength, as: LayoutConstraintID(id: id, slot: slot),
          foldable: record.folded)) == nil
        {
          freeSlots.append(slot)
        }
      }
    }
  }

  // MARK: Tableau bookkeeping (rows and columns change only here)

  func setRow(_ basic: Int, _ row: SimplexRow) {
    rows[basic] = row
    let limit = 2 * rows.count + 16
    for symbol in row.cells.keys {
      // Stale entries accumulate as rows pivot; compact a column that outgrew the tableau.
      if columns.append(basic, to: symbol) > limit { _ = column(symbol) }
    }
  }

  /// Columns are lazy: a removed row stays listed until the column is next read through
  /// `column(_:)` (readers check the row still holds the symbol).
  @discardableResult
  func removeRow(_ basic: Int) -> SimplexRow? {
    rows.removeValue(forKey: basic)
  }

  /// The basic symbols whose rows hold `symbol`, each once, in increasing order; the column is
  /// compacted to that list.
  func column(_ symbol: Int) -> [Int] {
    guard let listed = columns[symbol] else { return [] }
    var live = listed.filter { rows[$0]?.cells[symbol] != nil }
    live.sort()
    var unique = 0
    for i in live.indices where unique == 0 || live[unique - 1] != live[i] {
      live[unique] = live[i]
      unique += 1
    }
    live.removeLast(live.count - unique)
    columns[symbol] = live.isEmpty ? nil : live
    return live
  }

  /// Replaces `symbol` by `row` in every basic row, the objective and the artificial objective.
  func substitute(_ symbol: Int, _ row: SimplexRow) {
    if let basics = columns.removeValue(forKey: symbol) {
      for basic in basics {
        // Lazy column: skip rows that no longer hold the symbol (or were listed twice).
        guard let target = rows[basic], let coefficient = target.cells.removeValue(forKey: symbol) else { continue }
        target.constant += coefficient * row.constant
        target.cells.add(row.cells, times: coefficient) { added in _ = self.columns.append(basic, to: added) }
        if kinds[basic] != .external && target.constant < 0 { infeasibleRows.append(basic) }
      }
    }
    objective.substitute(symbol, row)
    artificialObjective?.substitute(symbol, row)
  }

  /// Pivots: `leaving`'s row is solved for `entering`, which becomes basic.
  func pivot(leaving: Int, entering: Int) {
    guard let row = removeRow(leaving) else { return }
    row.solve(for: leaving, entering)
    substitute(entering, row)
    setRow(entering, row)
  }

  // MARK: Adding and removing

  func add(
    _ expression: LinearExpression, _ relation: LayoutRelation, strength: LayoutStrength, as id: LayoutConstraintID,
    foldable: Bool = false
  ) throws(LayoutSolverError) {
    if needsRebuild { rebuild() }
    if foldable && relation == .equal && strength.isRequired && fold(expression) {
      store(
        Record(
          id: id.id, expression: expression, relation: relation, strength: strength, tag: Tag(marker: -1, markerCoefficient: 1),
          folded: true),
        at: id.slot)
      optimizeObjective()
      return
    }
    let (row, tag) = makeRow(expression, relation, strength)
    var subject = chooseSubject(row, tag)
    if subject == nil && row.cells.keys.allSatisfy({ kinds[$0] == .dummy }) {
      guard LayoutSolver.nearZero(row.constant) else { throw .unsatisfiable }
      subject = tag.marker
    }
    if let subject {
      row.solve(for: subject)
      substitute(subject, row)
      setRow(subject, row)
    } else {
      guard addWithArtificialVariable(row) else {
        // Only required constraints can fail (weighted ones carry error symbols); they put nothing
        // in the objective, so restoring optimality is all that is left to undo.
        optimizeObjective()
        throw .unsatisfiable
      }
    }
    store(Record(id: id.id, expression: expression, relation: relation, strength: strength, tag: tag), at: id.slot)
    optimizeObjective()
  }

  /// Optimises now, or once at the end of the enclosing `deferringOptimization` (adding keeps
  /// the tableau feasible; only optimality waits).
  func optimizeObjective() {
    if deferralDepth > 0 {
      optimizationDeferred = true
    } else {
      optimize(objective)
    }
  }

  /// Restores optimality deferred so far (before anything reads or dual-pivots the tableau).
  func flushDeferredOptimization() {
    guard optimizationDeferred else { return }
    optimizationDeferred = false
    optimize(objective)
  }

  /// Removing keeps the tableau feasible (the leaving row is chosen by a ratio test); only
  /// optimality is lost, so a batch may optimise once after its last removal.
  func removeTableauEffects(of record: Record, optimizing: Bool = true) {
    let tag = record.tag
    if !record.strength.isRequired {
      for (symbol, used) in [(tag.marker, true), (tag.other, tag.other >= 0)] where used && kinds[symbol] == .error {
        if let row = rows[symbol] {
          objective.insert(row, -record.strength.weight)
        } else {
          objective.insert(symbol, -record.strength.weight)
        }
      }
    }
    if removeRow(tag.marker) == nil, let leaving = markerLeavingRow(tag.marker) {
      guard let row = removeRow(leaving) else { return }
      row.solve(for: leaving, tag.marker)
      substitute(tag.marker, row)
    }
    if optimizing { optimizeObjective() }
  }

  /// `expression` in terms of the current parameters: each basic variable replaced by its row.
  /// Gathers every cell first and combines them in one sort, instead of one merge (and one pair
  /// of arrays) per term; the sums and the cells dropped near zero are those of adding the terms
  /// one by one (`SparseCells.init(accumulating:values:keys:)`).
  func parameterRow(_ expression: LinearExpression) -> SimplexRow {
    var constant = expression.constant
    // The solver's scratch buffers, moved out while in use (no allocation per constraint; a
    // `reserveCapacity` per term would reallocate to the exact size each time).
    var gathered: [SparseCell] = []
    var keys: [Int] = []
    swap(&gathered, &scratchCells)
    swap(&keys, &scratchKeys)
    for (variable, coefficient) in expression.terms where !LayoutSolver.nearZero(coefficient) {
      if let basic = rows[variable.id] {
        constant += coefficient * basic.constant
        basic.cells.cells.withUnsafeBufferPointer { cells in
          for cell in cells { gathered.append(SparseCell(symbol: cell.symbol, value: coefficient * cell.value)) }
        }
      } else {
        gathered.append(SparseCell(symbol: variable.id, value: coefficient))
      }
    }
    let row = SimplexRow(constant: constant, cells: SparseCells(accumulating: &gathered, keys: &keys))
    gathered.removeAll(keepingCapacity: true)
    swap(&gathered, &scratchCells)
    swap(&keys, &scratchKeys)
    return row
  }

  /// Folds a required equality in without a marker when its row (in terms of the current
  /// parameters) holds a variable to solve for: that variable's row is the constraint, and is
  /// substituted everywhere. False (nothing changed) when there is none.
  func fold(_ expression: LinearExpression) -> Bool {
    let row = parameterRow(expression)
    var subject: Int?
    for symbol in row.cells.keys where kinds[symbol] == .external {
      subject = symbol
      break  // cells are sorted: the first is the lowest id
    }
    guard let subject else { return false }
    row.solve(for: subject)
    substitute(subject, row)
    setRow(subject, row)
    return true
  }

  /// The row for `expression ⋈ 0` in terms of the current parameters, with its marker symbols.
  func makeRow(_ expression: LinearExpression, _ relation: LayoutRelation, _ strength: LayoutStrength) -> (SimplexRow, Tag) {
    let row = parameterRow(expression)
    var tag: Tag
    switch relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      let coefficient = relation == .lessThanOrEqual ? 1.0 : -1.0
      let slack = makeSymbol(.slack)
      row.insert(slack, coefficient)
      tag = Tag(marker: slack, markerCoefficient: coefficient)
      if !strength.isRequired {
        let error = makeSymbol(.error)
        row.insert(error, -coefficient)
        objective.insert(error, strength.weight)
        tag.other = error
        tag.otherCoefficient = -coefficient
      }
    case .equal:
      if strength.isRequired {
        let dummy = makeSymbol(.dummy)
        row.insert(dummy, 1)
        tag = Tag(marker: dummy, markerCoefficient: 1)
      } else {
        let plus = makeSymbol(.error), minus = makeSymbol(.error)
        row.insert(plus, -1)
        row.insert(minus, 1)
        objective.insert(plus, strength.weight)
        objective.insert(minus, strength.weight)
        tag = Tag(marker: plus, markerCoefficient: -1, other: minus, otherCoefficient: 1)
      }
    }
    if row.constant < 0 { row.reverseSign() }
    return (row, tag)
  }

  /// An external symbol (lowest id), else a marker with a negative coefficient; nil when the row
  /// needs an artificial variable.
  func chooseSubject(_ row: SimplexRow, _ tag: Tag) -> Int? {
    var external: Int?
    for symbol in row.cells.keys where kinds[symbol] == .external {
      if external == nil || symbol < external! { external = symbol }
    }
    if let external { return external }
    for symbol in [tag.marker, tag.other] where symbol >= 0 {
      let kind = kinds[symbol]
      if (kind == .slack || kind == .error) && (row.cells[symbol] ?? 0) < 0 { return symbol }
    }
    return nil
  }

  /// Phase one for a row without a usable subject: minimise an artificial variable standing for
  /// the row; the constraint is satisfiable exactly when it reaches zero. On failure the artificial
  /// row is dropped and the tableau is the old system in another (feasible) basis.
  func addWithArtificialVariable(_ row: SimplexRow) -> Bool {
    let artificial = makeSymbol(.artificial)
    setRow(artificial, row.copy())
    artificialObjective = row.copy()
    optimize(artificialObjective!)
    let success = LayoutSolver.nearZero(artificialObjective!.constant)
    artificialObjective = nil
    if let artificialRow = removeRow(artificial) {
      if !success { return false }
      if artificialRow.cells.isEmpty { return true }
      // The lowest slack or error symbol (cells are sorted: the first found).
      var found: Int?
      for symbol in artificialRow.cells.keys where kinds[symbol] == .slack || kinds[symbol] == .error {
        found = symbol
        break
      }
      guard let entering = found else { return false }
      artificialRow.solve(for: artificial, entering)
      substitute(entering, artificialRow)
      setRow(entering, artificialRow)
    }
    if let basics = columns.removeValue(forKey: artificial) {
      for basic in basics { rows[basic]?.cells.removeValue(forKey: artificial) }
    }
    objective.cells[artificial] = nil
    return success
  }

  // MARK: Simplex

  /// Primal simplex: pivots until no parameter with a negative objective coefficient remains.
  func optimize(_ objectiveRow: SimplexRow) {
    while true {
      var entering: Int?
      for (symbol, coefficient) in objectiveRow.cells
      where coefficient < -LayoutSolver.epsilon && kinds[symbol] != .dummy && kinds[symbol] != .external {
        if entering == nil || symbol < entering! { entering = symbol }
      }
      guard let entering else { return }
      var leaving: Int?
      var best = Double.infinity
      for basic in columns[entering] ?? [] where kinds[basic] != .external {
        guard let row = rows[basic], let coefficient = row.cells[entering], coefficient < 0 else { continue }
        let ratio = -row.constant / coefficient
        if leaving == nil || ratio < best || (ratio == best && basic < leaving!) {
          best = ratio
          leaving = basic
        }
      }
      // Unbounded: cannot happen for error symbols (each is bounded by its constraint); stop safely.
      guard let leaving else { return }
      pivot(leaving: leaving, entering: entering)
    }
  }

  /// Dual simplex: pivots infeasible rows (negative constant) back to feasibility while keeping
  /// optimality. False when a row cannot be repaired (the required constraints conflict).
  func dualOptimize() -> Bool {
    var ok = true
    while let leaving = infeasibleRows.popLast() {
      guard let row = rows[leaving], row.constant < -LayoutSolver.epsilon else { continue }
      var entering: Int?
      var best = Double.infinity
      for (symbol, coefficient) in row.cells where coefficient > 0 && kinds[symbol] != .dummy {
        let ratio = (objective.cells[symbol] ?? 0) / coefficient
        if ratio < best || (ratio == best && symbol < entering!) {
          best = ratio
          entering = symbol
        }
      }
      guard let entering else {
        ok = false
        continue
      }
      pivot(leaving: leaving, entering: entering)
    }
    return ok
  }

  /// Applies a change `delta` of a constraint's expression constant through its markers.
  func shiftConstant(by delta: Double, tag: Tag) {
    let shift = delta / tag.markerCoefficient
    if let row = rows[tag.marker] {
      row.constant -= shift
      if row.constant < 0 { infeasibleRows.append(tag.marker) }
      return
    }
    if tag.other >= 0, let row = rows[tag.other] {
      row.constant -= delta / tag.otherCoefficient
      if row.constant < 0 { infeasibleRows.append(tag.other) }
      return
    }
    for basic in column(tag.marker) {
      guard let row = rows[basic], let coefficient = row.cells[tag.marker] else { continue }
      row.constant += coefficient * shift
      if kinds[basic] != .external && row.constant < 0 { infeasibleRows.append(basic) }
    }
  }

  /// The row to pivot a non-basic marker into the basis when removing its constraint.
  func markerLeavingRow(_ marker: Int) -> Int? {
    var first: Int?, second: Int?, third: Int?
    var r1 = Double.infinity, r2 = Double.infinity
    for basic in column(marker) {
      guard let row = rows[basic], let coefficient = row.cells[marker] else { continue }
      if kinds[basic] == .external {
        if third == nil { third = basic }
      } else if coefficient < 0 {
        let ratio = -row.constant / coefficient
        if ratio < r1 { r1 = ratio; first = basic }
      } else {
        let ratio = row.constant / coefficient
        if ratio < r2 { r2 = ratio; second = basic }
      }
    }
    return first ?? second ?? third
  }
}
