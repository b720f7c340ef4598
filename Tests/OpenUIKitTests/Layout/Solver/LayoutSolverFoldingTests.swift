import Foundation
import OpenUIKit
import Testing

/// Required equalities folded into the tableau without a marker (`add(…, foldable: true)`, what
/// `NSLayoutConstraint` activation uses): the solution must be the one the marked (incremental)
/// form gives, through removals and constant changes, which rebuild the tableau once.
@Suite struct LayoutSolverFoldingTests {
  typealias E = LinearExpression
  let tolerance = 1e-6

  /// A chain `x[i] = x[i-1] + 10` (a row of views, each leading to the previous trailing).
  func chain(_ n: Int, foldable: Bool) throws -> (LayoutSolver, [LayoutVariable], [LayoutConstraintID]) {
    let s = LayoutSolver()
    var vars: [LayoutVariable] = []
    var ids: [LayoutConstraintID] = []
    for i in 0..<n {
      let v = s.makeVariable()
      if let previous = vars.last {
        ids.append(try s.add(E([(v, 1), (previous, -1)], constant: -10), .equal, foldable: foldable))
      } else {
        ids.append(try s.add(E([(v, 1)], constant: -Double(i)), .equal, foldable: foldable))
      }
      vars.append(v)
    }
    return (s, vars, ids)
  }

  @Test("Solver: folded equalities keep rows short along a chain (no marker per link)")
  func foldedRowsStayShort() throws {
    let (folded, fv, _) = try chain(200, foldable: true)
    let (marked, mv, _) = try chain(200, foldable: false)
    for (a, b) in zip(fv, mv) { #expect(abs(folded.value(of: a) - marked.value(of: b)) < tolerance) }
    // Marked: row i carries the markers of links 0…i (about n²/2 cells); folded: none.
    #expect(marked.cellCount > 200 * 100)
    #expect(folded.cellCount == 0)
    #expect(folded.rebuildCount == 0)
  }

  @Test("Solver: removing a folded equality rebuilds once and equals the marked removal")
  func foldedRemoval() throws {
    let (folded, fv, fids) = try chain(50, foldable: true)
    let (marked, mv, mids) = try chain(50, foldable: false)
    try folded.remove(fids[20])
    try marked.remove(mids[20])
    try folded.add(E([(fv[20], 1)], constant: -1000), .equal, foldable: true)
    try marked.add(E([(mv[20], 1)], constant: -1000), .equal)
    #expect(folded.rebuildCount == 1)
    for (a, b) in zip(fv, mv) { #expect(abs(folded.value(of: a) - marked.value(of: b)) < tolerance) }
    #expect(abs(folded.value(of: fv[49]) - (1000 + 29 * 10)) < tolerance)
    // A batch removal rebuilds at once (the caller pays for its teardown, not the next add).
    folded.remove(Array(fids.prefix(10)))
    #expect(folded.rebuildCount == 2)
    _ = folded.value(of: fv[0])
    #expect(folded.rebuildCount == 2)
    #expect(folded.constraintCount == 50 - 10)
  }

  @Test("Solver: a folded equality's first constant change gives it a marker; later ones are incremental")
  func foldedConstantChange() throws {
    let (s, vars, ids) = try chain(30, foldable: true)
    #expect(s.isFolded(ids[5]))
    try s.setConstant(-25, of: ids[5])
    #expect(!s.isFolded(ids[5]))
    #expect(s.rebuildCount == 1)
    #expect(abs(s.value(of: vars[29]) - (28 * 10 + 25)) < tolerance)
    for step in 0..<10 {
      try s.setConstant(-Double(30 + step), of: ids[5])
      #expect(abs(s.value(of: vars[29]) - Double(28 * 10 + 30 + step)) < tolerance)
    }
    #expect(s.rebuildCount == 1)
  }

  @Test("Solver: an impossible constant on a folded equality is refused and the old one kept")
  func foldedUnsatisfiableConstant() throws {
    let s = LayoutSolver()
    let top = s.makeVariable(), height = s.makeVariable(), bottom = s.makeVariable()
    try s.add(E([(bottom, 1), (top, -1), (height, -1)]), .equal, foldable: true)
    try s.add(E([(top, 1)], constant: -100), .equal, foldable: true)
    let h = try s.add(E([(height, 1)], constant: -200), .equal, foldable: true)
    try s.add(E([(bottom, 1)], constant: -500), .lessThanOrEqual)
    #expect(throws: LayoutSolverError.unsatisfiable) { try s.setConstant(-450, of: h) }
    #expect(abs(s.value(of: bottom) - 300) < tolerance)
    #expect(throws: LayoutSolverError.unsatisfiable) {
      try s.add(E([(bottom, 1)], constant: -600), .equal, foldable: true)
    }
    try s.setConstant(-400, of: h)
    #expect(abs(s.value(of: bottom) - 500) < tolerance)
  }

  /// Random systems (equalities, inequalities, weighted constraints, several chains sharing
  /// variables) built twice, folded and marked, then put through the same removals and constant
  /// changes: every variable must agree after each step where the marked solution is unique.
  @Test("Solver: folded and marked tableaus agree through random removals and constant changes", arguments: 0..<12)
  func randomDifferential(seed: Int) throws {
    var state = UInt64(seed) &* 6364136223846793005 &+ 1442695040888963407
    func next(_ n: Int) -> Int {
      state = state &* 6364136223846793005 &+ 1442695040888963407
      return Int((state >> 33) % UInt64(n))
    }
    let folded = LayoutSolver(), marked = LayoutSolver()
    var fv: [LayoutVariable] = [], mv: [LayoutVariable] = []
    var pairs: [(LayoutConstraintID, LayoutConstraintID, Double)] = []
    for i in 0..<40 {
      fv.append(folded.makeVariable())
      mv.append(marked.makeVariable())
      // Every variable gets one required definition from earlier ones (so the solution is
      // unique), plus extra inequalities and weighted wishes.
      let constant = -Double(next(50))
      let terms: [(Int, Double)] = i == 0 ? [(0, 1)] : [(i, 1), (next(i), -1)] + (next(3) == 0 ? [(next(i), -0.5)] : [])
      let f = try folded.add(E(terms.map { (fv[$0.0], $0.1) }, constant: constant), .equal, foldable: true)
      let m = try marked.add(E(terms.map { (mv[$0.0], $0.1) }, constant: constant), .equal)
      pairs.append((f, m, constant))
      if next(2) == 0 {
        let j = next(i + 1)
        let c = -Double(next(2000)) - 1000
        try folded.add(E([(fv[j], 1)], constant: c), .lessThanOrEqual, strength: LayoutStrength(weight: 1))
        try marked.add(E([(mv[j], 1)], constant: c), .lessThanOrEqual, strength: LayoutStrength(weight: 1))
      }
    }
    func agree() {
      for (a, b) in zip(fv, mv) { #expect(abs(folded.value(of: a) - marked.value(of: b)) < 1e-5) }
    }
    agree()
    for _ in 0..<30 {
      let k = next(pairs.count)
      let (f, m, old) = pairs[k]
      switch next(3) {
      case 0:
        let c = old - Double(next(20) + 1)
        try folded.setConstant(c, of: f)
        try marked.setConstant(c, of: m)
        pairs[k].2 = c
      case 1:
        // Replace the definition by a pin (the solution stays unique).
        try folded.remove(f)
        try marked.remove(m)
        let c = -Double(next(300))
        let nf = try folded.add(E([(fv[k], 1)], constant: c), .equal, foldable: next(2) == 0)
        let nm = try marked.add(E([(mv[k], 1)], constant: c), .equal)
        pairs[k] = (nf, nm, c)
      default:
        // A conflicting pin is refused by both.
        let c = folded.value(of: fv[k]) + 1
        #expect(throws: LayoutSolverError.unsatisfiable) { try folded.add(E([(fv[k], 1)], constant: -c), .equal, foldable: true) }
        #expect(throws: LayoutSolverError.unsatisfiable) { try marked.add(E([(mv[k], 1)], constant: -c), .equal) }
      }
      agree()
    }
  }
}
