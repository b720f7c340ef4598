import Foundation
@testable import OpenUIKit
import Testing

/// Solver rows keep symbol and value side by side (issue 17, layout9): a row gathered from many
/// terms is ordered once — by a stable insertion sort when short, by a key sort when long — and
/// must hold exactly the cells (same sums, same cells dropped near zero) that adding the terms
/// one by one leaves.
@Suite struct SparseCellsTests {
  /// A deterministic generator (no process-seeded randomness in tests).
  struct Generator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state = state &* 6364136223846793005 &+ 1442695040888963407
      return state >> 33
    }
  }

  /// Adds each gathered cell in order, as `SparseCells.add(_:to:)` does one at a time.
  func oneByOne(_ gathered: [SparseCell]) -> [SparseCell] {
    var cells = SparseCells()
    for cell in gathered { cells.add(cell.value, to: cell.symbol) }
    return cells.cells
  }

  func gathered(count: Int, symbols: Int, seed: UInt64) -> [SparseCell] {
    var g = Generator(state: seed)
    var list: [SparseCell] = []
    for _ in 0..<count {
      let symbol = Int(g.next() % UInt64(symbols))
      // Values that cancel exactly, nearly (below the solver's epsilon) and not at all.
      let value: Double =
        switch g.next() % 5 {
        case 0: 1
        case 1: -1
        case 2: 1e-9
        case 3: 0.1 * Double(g.next() % 30) - 1.5
        default: Double(g.next() % 7) / 3
        }
      list.append(SparseCell(symbol: symbol, value: value))
    }
    return list
  }

  func same(_ a: [SparseCell], _ b: [SparseCell]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { $0.symbol == $1.symbol && $0.value.bitPattern == $1.value.bitPattern }
  }

  @Test("Solver rule: a row gathered from short and long term lists (insertion and key-sort paths) holds the cells adding its terms one by one leaves, bit for bit")
  func accumulatingMatchesOneByOne() {
    var keys: [Int] = []
    for count in [0, 1, 2, 3, 7, SparseCells.insertionLimit, SparseCells.insertionLimit + 1, 60, 300] {
      for seed in 1...40 as ClosedRange<UInt64> {
        var list = gathered(count: count, symbols: max(1, count / 2 + 1), seed: seed &* 977 &+ UInt64(count))
        let expected = oneByOne(list)
        let built = SparseCells(accumulating: &list, keys: &keys)
        #expect(same(built.cells, expected), "count \(count), seed \(seed)")
        #expect(built.keys.elementsEqual(expected.map(\.symbol)))
      }
    }
  }

  @Test("Solver rule: a short gathered list whose runs cancel and restart (one or two symbols, up to the insertion limit) is summed in place to the cells adding its terms one by one leaves, bit for bit")
  func shortRunsCompactInPlace() {
    var keys: [Int] = []
    for count in 1...SparseCells.insertionLimit {
      for symbols in 1...2 {
        for seed in 1...30 as ClosedRange<UInt64> {
          var list = gathered(count: count, symbols: symbols, seed: seed &* 131 &+ UInt64(count * 7 + symbols))
          // A run that cancels exactly, then restarts with a value that is kept.
          if count >= 3 {
            list[0] = SparseCell(symbol: 0, value: 2.5)
            list[1] = SparseCell(symbol: 0, value: -2.5)
            list[2] = SparseCell(symbol: 0, value: 0.75)
          }
          let expected = oneByOne(list)
          let built = SparseCells(accumulating: &list, keys: &keys)
          #expect(same(built.cells, expected), "count \(count), symbols \(symbols), seed \(seed)")
        }
      }
    }
  }

  @Test("Solver rule: reading the solution after makeValuesCurrent gives what value(of:) gives, inside and after a deferred batch")
  func currentValuesMatchCheckedValues() throws {
    let s = LayoutSolver()
    let a = s.makeVariable(), b = s.makeVariable()
    try s.deferringOptimization {
      try s.add(LinearExpression([(a, 1)], constant: -10), .equal)
      try s.add(LinearExpression([(b, 1), (a, -1)], constant: -5), .greaterThanOrEqual)
      try s.add(LinearExpression([(b, 1)], constant: -100), .equal, strength: LayoutStrength(weight: 1))
      s.makeValuesCurrent()
      #expect(s.currentValue(of: a) == 10)
      #expect(s.currentValue(of: b) == 100)
    }
    s.makeValuesCurrent()
    #expect(s.currentValue(of: a) == s.value(of: a))
    #expect(s.currentValue(of: b) == s.value(of: b))
  }
}
