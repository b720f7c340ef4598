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
  var cells: [Int: Double]
  var constant: Double

  init(constant: Double = 0, cells: [Int: Double] = [:]) {
    self.constant = constant
    self.cells = cells
  }

  func copy() -> SimplexRow { SimplexRow(constant: constant, cells: cells) }

  /// Adds `coefficient × symbol`, dropping the cell when it cancels.
  func insert(_ symbol: Int, _ coefficient: Double) {
    let value = (cells[symbol] ?? 0) + coefficient
    if LayoutSolver.nearZero(value) { cells[symbol] = nil } else { cells[symbol] = value }
  }

  /// Adds `coefficient × other` (constant included).
  func insert(_ other: SimplexRow, _ coefficient: Double) {
    constant += coefficient * other.constant
    for (symbol, value) in other.cells { insert(symbol, coefficient * value) }
  }

  func reverseSign() {
    constant = -constant
    for key in cells.keys { cells[key] = -cells[key]! }
  }

  /// Turns `0 = row` into `symbol = row'`.
  func solve(for symbol: Int) {
    let coefficient = -1 / cells.removeValue(forKey: symbol)!
    constant *= coefficient
    for key in cells.keys { cells[key]! *= coefficient }
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
