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

/// The non-zero cells of a row as two arrays sorted by symbol: a lookup is a binary search and
/// adding a multiple of another row is one merge, with no hashing (the from-scratch benchmark
/// spends its time adding rows of a few hundred cells into each other).
struct SparseCells: Sequence {
  private(set) var symbols: [Int] = []
  private(set) var values: [Double] = []

  init() {}

  /// The cells `add(_:to:)` would leave after adding `values[i]` to `symbols[i]` for each `i` in
  /// order (same sums in the same order, a cell dropped whenever it comes near zero), built with
  /// one sort of integer keys (symbol, then position) instead of one insertion each.
  /// `keys` is the caller's scratch buffer for the sort (left holding the sorted keys).
  init(accumulating symbols: [Int], values: [Double], keys: inout [Int]) {
    let n = symbols.count
    if n == 0 { return }
    let width = Swift.max(1, (n - 1).bitWidth - (n - 1).leadingZeroBitCount)
    keys.removeAll(keepingCapacity: true)
    for i in 0..<n { keys.append(symbols[i] << width | i) }
    keys.sort()
    let mask = (1 << width) - 1
    self.symbols.reserveCapacity(n)
    self.values.reserveCapacity(n)
    var current = -1, present = false, sum = 0.0
    for key in keys {
      let symbol = key >> width, value = values[key & mask]
      if symbol != current {
        if present {
          self.symbols.append(current)
          self.values.append(sum)
        }
        current = symbol
        present = false
      }
      if present {
        sum += value
        if LayoutSolver.nearZero(sum) { present = false }
      } else if !LayoutSolver.nearZero(value) {
        present = true
        sum = value
      }
    }
    if present {
      self.symbols.append(current)
      self.values.append(sum)
    }
  }

  var isEmpty: Bool { symbols.isEmpty }
  var count: Int { symbols.count }
  var keys: [Int] { symbols }

  func makeIterator() -> Zip2Sequence<[Int], [Double]>.Iterator { zip(symbols, values).makeIterator() }

  /// The index of `symbol`, or where it would be inserted.
  private func search(_ symbol: Int) -> (found: Bool, index: Int) {
    var low = 0, high = symbols.count
    while low < high {
      let mid = (low + high) / 2
      let s = symbols[mid]
      if s == symbol { return (true, mid) }
      if s < symbol { low = mid + 1 } else { high = mid }
    }
    return (false, low)
  }

  subscript(symbol: Int) -> Double? {
    get {
      let (found, i) = search(symbol)
      return found ? values[i] : nil
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
      let old = values[i]
      values[i] = value
      return old
    }
    symbols.insert(symbol, at: i)
    values.insert(value, at: i)
    return nil
  }

  @discardableResult
  mutating func removeValue(forKey symbol: Int) -> Double? {
    let (found, i) = search(symbol)
    guard found else { return nil }
    symbols.remove(at: i)
    return values.remove(at: i)
  }

  /// Adds `coefficient` to one cell, dropping it when it cancels.
  mutating func add(_ coefficient: Double, to symbol: Int) {
    let (found, i) = search(symbol)
    if found {
      let value = values[i] + coefficient
      if LayoutSolver.nearZero(value) {
        symbols.remove(at: i)
        values.remove(at: i)
      } else {
        values[i] = value
      }
    } else if !LayoutSolver.nearZero(coefficient) {
      symbols.insert(symbol, at: i)
      values.insert(coefficient, at: i)
    }
  }

  mutating func scale(by factor: Double) {
    for i in values.indices { values[i] *= factor }
  }

  /// Adds `factor × other` in one merge; cells that cancel are dropped. `added` hears each
  /// symbol that became a cell (the solver's column index follows it).
  mutating func add(_ other: SparseCells, times factor: Double, added: (Int) -> Void = { _ in }) {
    if other.symbols.isEmpty { return }
    var mergedSymbols: [Int] = []
    var mergedValues: [Double] = []
    mergedSymbols.reserveCapacity(symbols.count + other.symbols.count)
    mergedValues.reserveCapacity(symbols.count + other.symbols.count)
    var i = 0, j = 0
    let n = symbols.count, m = other.symbols.count
    while i < n || j < m {
      if j == m || (i < n && symbols[i] < other.symbols[j]) {
        mergedSymbols.append(symbols[i])
        mergedValues.append(values[i])
        i += 1
      } else if i == n || other.symbols[j] < symbols[i] {
        let value = factor * other.values[j]
        if !LayoutSolver.nearZero(value) {
          mergedSymbols.append(other.symbols[j])
          mergedValues.append(value)
          added(other.symbols[j])
        }
        j += 1
      } else {
        let value = values[i] + factor * other.values[j]
        if !LayoutSolver.nearZero(value) {
          mergedSymbols.append(symbols[i])
          mergedValues.append(value)
        }
        i += 1
        j += 1
      }
    }
    symbols = mergedSymbols
    values = mergedValues
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
