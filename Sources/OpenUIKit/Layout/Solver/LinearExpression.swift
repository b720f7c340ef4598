import Foundation

/// A variable of the layout solver: an unrestricted real number the solver gives a value.
package struct LayoutVariable: Hashable, Sendable {
  package let id: Int
}

/// `Σ coefficient × variable + constant`, the left side of a solver constraint `expression ⋈ 0`.
package struct LinearExpression: Sendable {
  package var terms: [(variable: LayoutVariable, coefficient: Double)]
  package var constant: Double

  package init(_ terms: [(variable: LayoutVariable, coefficient: Double)] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }
}

/// How an expression relates to zero.
package enum LayoutRelation: Sendable, Hashable {
  case lessThanOrEqual, equal, greaterThanOrEqual
}

/// How much the solver cares about a constraint: `required` ones must hold; weighted ones are
/// met as closely as the weights allow (the solver minimises Σ weight × |violation|).
package struct LayoutStrength: Sendable, Hashable {
  package let weight: Double
  package var isRequired: Bool { weight.isInfinite }
  package static let required = LayoutStrength(weight: .infinity)
  package init(weight: Double) { self.weight = weight }
}

/// Handle of a constraint added to a `LayoutSolver`.
package struct LayoutConstraintID: Hashable, Sendable {
  package let id: Int
  /// Where the solver keeps its record (`LayoutSolver.records`): ids grow, slots are reused.
  let slot: Int
}

package enum LayoutSolverError: Error, Equatable, Sendable {
  /// Adding the required constraint (or changing its constant) leaves no solution.
  case unsatisfiable
  case unknownConstraint
  case unknownEditVariable
  case duplicateEditVariable
  /// Edit variables are for weighted constraints only.
  case requiredEditVariable
}

/// One row of the simplex tableau: `basic = constant + Σ cells` (for a row being built,
/// `0 = constant + Σ cells`). Symbols are ids of the solver's symbol table.
final class SimplexRow {
  // No access to a row spans another on the same row (see `LayoutSolver`'s state).
  @exclusivity(unchecked) var cells: SparseCells
  @exclusivity(unchecked) var constant: Double

  init(constant: Double = 0, cells: SparseCells = SparseCells()) {
    self.constant = constant
    self.cells = cells
  }

  func copy() -> SimplexRow { SimplexRow(constant: constant, cells: cells) }

  /// Adds `coefficient × symbol`, dropping the cell when it cancels.
  func insert(_ symbol: Int, _ coefficient: Double) {
    cells.add(coefficient, to: symbol)
  }

  /// Adds `coefficient × other` (constant included).
  func insert(_ other: SimplexRow, _ coefficient: Double) {
    constant += coefficient * other.constant
    cells.add(other.cells, times: coefficient)
  }

  func reverseSign() {
    constant = -constant
    cells.scale(by: -1)
  }

  /// Turns `0 = row` into `symbol = row'`.
  func solve(for symbol: Int) {
    let coefficient = -1 / cells.removeValue(forKey: symbol)!
    constant *= coefficient
    cells.scale(by: coefficient)
  }

  /// Turns `lhs = row` into `rhs = row'`.
  func solve(for lhs: Int, _ rhs: Int) {
    insert(lhs, -1)
    solve(for: rhs)
  }

  /// Replaces `symbol` by the expression `row` stands for.
  func substitute(_ symbol: Int, _ row: SimplexRow) {
    if let coefficient = cells.removeValue(forKey: symbol) { insert(row, coefficient) }
  }
}

/// One non-zero cell of a row: `value × symbol`.
struct SparseCell {
  var symbol: Int
  var value: Double
}

/// The non-zero cells of a row in one array sorted by symbol: a lookup is a binary search and
/// adding a multiple of another row is one merge, with no hashing (the from-scratch benchmark
/// spends its time adding rows of a few hundred cells into each other). Symbol and value sit
/// side by side, so a row is one allocation besides its object (issue 17: two arrays were two).
struct SparseCells: Sequence {
  private(set) var cells: [SparseCell] = []

  init() {}

  /// Below this many gathered terms, `init(accumulating:keys:)` orders them by insertion (no
  /// key array to build and sort).
  static let insertionLimit = 24

  /// The cells `add(_:to:)` would leave after adding `gathered[i].value` to `gathered[i].symbol`
  /// for each `i` in order (same sums in the same order, a cell dropped whenever it comes near
  /// zero), built with one stable ordering by symbol instead of one insertion each: a stable
  /// insertion sort of `gathered` in place for short lists, else one sort of integer keys
  /// (symbol, then position). `gathered` and `keys` are the caller's scratch buffers.
  init(accumulating gathered: inout [SparseCell], keys: inout [Int]) {
    let n = gathered.count
    if n == 0 { return }
    if n <= SparseCells.insertionLimit {
      cells = SparseCells.accumulatedShort(&gathered)
      return
    }
    var result: [SparseCell] = []
    result.reserveCapacity(n)
    var current = -1, present = false, sum = 0.0
    @inline(__always) func take(_ cell: SparseCell) {
      if cell.symbol != current {
        if present { result.append(SparseCell(symbol: current, value: sum)) }
        current = cell.symbol
        present = false
      }
      if present {
        sum += cell.value
        if LayoutSolver.nearZero(sum) { present = false }
      } else if !LayoutSolver.nearZero(cell.value) {
        present = true
        sum = cell.value
      }
    }
    do {
      let width = Swift.max(1, (n - 1).bitWidth - (n - 1).leadingZeroBitCount)
      keys.removeAll(keepingCapacity: true)
      for i in 0..<n { keys.append(gathered[i].symbol << width | i) }
      keys.sort()
      let mask = (1 << width) - 1
      for key in keys { take(gathered[key & mask]) }
    }
    if present { result.append(SparseCell(symbol: current, value: sum)) }
    cells = result
  }

  /// `init(accumulating:keys:)` for at most `insertionLimit` gathered cells: a stable insertion
  /// sort of `gathered` in place, each symbol's run summed as `add(_:to:)` would (a cell dropped
  /// whenever the sum comes near zero, restarted by the next non-zero value) and written back
  /// over the run's front, then one array of exactly the cells left (issue 17: growing a
  /// result array cell by cell cost an allocation through the growth path and a uniqueness
  /// check per cell, for every constraint a screen adds).
  private static func accumulatedShort(_ gathered: inout [SparseCell]) -> [SparseCell] {
    let kept = gathered.withUnsafeMutableBufferPointer { buffer -> Int in
      let n = buffer.count
      // Stable: a cell moves only past cells of a strictly greater symbol.
      for i in 1..<Swift.max(1, n) {
        let cell = buffer[i]
        var j = i
        while j > 0 && buffer[j - 1].symbol > cell.symbol {
          buffer[j] = buffer[j - 1]
          j -= 1
        }
        buffer[j] = cell
      }
      // Written at `out` ≤ the start of the run being read: only cells already read are overwritten.
      var out = 0, i = 0
      while i < n {
        let symbol = buffer[i].symbol
        var present = false, sum = 0.0
        while i < n && buffer[i].symbol == symbol {
          let value = buffer[i].value
          if present {
            sum += value
            if LayoutSolver.nearZero(sum) { present = false }
          } else if !LayoutSolver.nearZero(value) {
            present = true
            sum = value
          }
          i += 1
        }
        if present {
          buffer[out] = SparseCell(symbol: symbol, value: sum)
          out += 1
        }
      }
      return out
    }
    if kept == 0 { return [] }
    // (From a slice: one allocation of the exact size and one copy, specialised; the generic
    // `init(unsafeUninitializedCapacity:)` looks the storage type up at run time.)
    return Array(gathered[0..<kept])
  }

  var isEmpty: Bool { cells.isEmpty }
  var count: Int { cells.count }
  /// The symbols, in increasing order.
  var keys: LazyMapSequence<[SparseCell], Int> { cells.lazy.map { $0.symbol } }

  struct Iterator: IteratorProtocol {
    var base: IndexingIterator<[SparseCell]>
    mutating func next() -> (Int, Double)? {
      guard let cell = base.next() else { return nil }
      return (cell.symbol, cell.value)
    }
  }

  func makeIterator() -> Iterator { Iterator(base: cells.makeIterator()) }

  /// The index of `symbol`, or where it would be inserted.
  private func search(_ symbol: Int) -> (found: Bool, index: Int) {
    var low = 0, high = cells.count
    while low < high {
      let mid = (low + high) / 2
      let s = cells[mid].symbol
      if s == symbol { return (true, mid) }
      if s < symbol { low = mid + 1 } else { high = mid }
    }
    return (false, low)
  }

  subscript(symbol: Int) -> Double? {
    get {
      let (found, i) = search(symbol)
      return found ? cells[i].value : nil
    }
    set {
      if let newValue { updateValue(newValue, forKey: symbol) } else { removeValue(forKey: symbol) }
    }
  }

  /// Sets a cell; returns the previous value (nil when the cell is new).
  @discardableResult
  mutating func updateValue(_ value: Double, forKey symbol: Int) -> Double? {
    let (found, i) = search(symbol)
    if found {
      let old = cells[i].value
      cells[i].value = value
      return old
    }
    cells.insert(SparseCell(symbol: symbol, value: value), at: i)
    return nil
  }

  @discardableResult
  mutating func removeValue(forKey symbol: Int) -> Double? {
    let (found, i) = search(symbol)
    guard found else { return nil }
    return cells.remove(at: i).value
  }

  /// Adds `coefficient` to one cell, dropping it when it cancels.
  mutating func add(_ coefficient: Double, to symbol: Int) {
    let (found, i) = search(symbol)
    if found {
      let value = cells[i].value + coefficient
      if LayoutSolver.nearZero(value) {
        cells.remove(at: i)
      } else {
        cells[i].value = value
      }
    } else if !LayoutSolver.nearZero(coefficient) {
      cells.insert(SparseCell(symbol: symbol, value: coefficient), at: i)
    }
  }

  mutating func scale(by factor: Double) {
    for i in cells.indices { cells[i].value *= factor }
  }

  /// Adds `factor × other` in one merge; cells that cancel are dropped. `added` hears each
  /// symbol that became a cell (the solver's column index follows it).
  mutating func add(_ other: SparseCells, times factor: Double, added: (Int) -> Void = { _ in }) {
    if other.cells.isEmpty { return }
    var merged: [SparseCell] = []
    merged.reserveCapacity(cells.count + other.cells.count)
    var i = 0, j = 0
    let n = cells.count, m = other.cells.count
    while i < n || j < m {
      if j == m || (i < n && cells[i].symbol < other.cells[j].symbol) {
        merged.append(cells[i])
        i += 1
      } else if i == n || other.cells[j].symbol < cells[i].symbol {
        let value = factor * other.cells[j].value
        if !LayoutSolver.nearZero(value) {
          merged.append(SparseCell(symbol: other.cells[j].symbol, value: value))
          added(other.cells[j].symbol)
        }
        j += 1
      } else {
        let value = cells[i].value + factor * other.cells[j].value
        if !LayoutSolver.nearZero(value) {
          merged.append(SparseCell(symbol: cells[i].symbol, value: value))
        }
        i += 1
        j += 1
      }
    }
    cells = merged
  }
}

/// A map from solver symbols (small dense integers, never reused) to values, stored as an array
/// indexed by symbol: lookups are an index, not a hash (the tableau's rows and columns).
struct SymbolMap<Value> {
  private var storage: [Value?] = []
  private(set) var count = 0

  private mutating func reserve(_ symbol: Int) {
    if symbol >= storage.count { storage.append(contentsOf: repeatElement(nil, count: symbol + 1 - storage.count)) }
  }

  subscript(symbol: Int) -> Value? {
    get { symbol < storage.count ? storage[symbol] : nil }
    _modify {
      reserve(symbol)
      let had = storage[symbol] != nil
      defer {
        let has = storage[symbol] != nil
        if had != has { count += has ? 1 : -1 }
      }
      yield &storage[symbol]
    }
  }

  subscript(symbol: Int, default value: @autoclosure () -> Value) -> Value {
    get { self[symbol] ?? value() }
    _modify {
      reserve(symbol)
      if storage[symbol] == nil {
        storage[symbol] = value()
        count += 1
      }
      yield &storage[symbol]!
    }
  }

  @discardableResult
  mutating func removeValue(forKey symbol: Int) -> Value? {
    guard symbol < storage.count, let value = storage[symbol] else { return nil }
    storage[symbol] = nil
    count -= 1
    return value
  }
}

extension SymbolMap where Value == [Int] {
  /// Appends to the symbol's list (made when missing); returns the list's new length.
  mutating func append(_ element: Int, to symbol: Int) -> Int {
    reserve(symbol)
    if storage[symbol] == nil {
      storage[symbol] = []
      count += 1
    }
    storage[symbol]!.append(element)
    return storage[symbol]!.count
  }
}
