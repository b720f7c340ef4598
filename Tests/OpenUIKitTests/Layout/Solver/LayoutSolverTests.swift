import Foundation
import OpenUIKit
import Testing

/// The solver alone: plain linear constraints, no views.
@Suite struct LayoutSolverTests {
  typealias E = LinearExpression
  let tolerance = 1e-6

  @Test("Solver: required equalities are met exactly (x = 10, y = x + 20)")
  func requiredEqualities() throws {
    let s = LayoutSolver()
    let x = s.makeVariable(), y = s.makeVariable()
    try s.add(E([(x, 1)], constant: -10), .equal)
    try s.add(E([(y, 1), (x, -1)], constant: -20), .equal)
    #expect(abs(s.value(of: x) - 10) < tolerance)
    #expect(abs(s.value(of: y) - 30) < tolerance)
  }

  @Test("Solver: an optional constraint comes as close as the required ones allow")
  func optionalComesClose() throws {
    let s = LayoutSolver()
    let x = s.makeVariable()
    try s.add(E([(x, 1)], constant: -100), .lessThanOrEqual)  // x <= 100
    try s.add(E([(x, 1)], constant: -150), .equal, strength: LayoutStrength(weight: 1))  // x == 150 weak
    #expect(abs(s.value(of: x) - 100) < tolerance)
  }

  @Test("Solver: between conflicting optional constraints the heavier wins")
  func heavierWins() throws {
    let s = LayoutSolver()
    let x = s.makeVariable()
    try s.add(E([(x, 1)], constant: -10), .equal, strength: LayoutStrength(weight: 1))
    let strong = try s.add(E([(x, 1)], constant: -20), .equal, strength: LayoutStrength(weight: 10))
    #expect(abs(s.value(of: x) - 20) < tolerance)
    try s.remove(strong)
    #expect(abs(s.value(of: x) - 10) < tolerance)
  }

  @Test("Solver: an unsatisfiable required constraint is refused and the solver keeps working")
  func unsatisfiable() throws {
    let s = LayoutSolver()
    let x = s.makeVariable(), y = s.makeVariable()
    try s.add(E([(x, 1)], constant: -10), .equal)
    try s.add(E([(y, 1), (x, -1)]), .greaterThanOrEqual)  // y >= x
    #expect(throws: LayoutSolverError.unsatisfiable) {
      try s.add(E([(y, 1)], constant: -5), .equal)  // y == 5 contradicts y >= 10
    }
    #expect(throws: LayoutSolverError.unsatisfiable) {
      try s.add(E([(x, 1)], constant: -11), .equal)
    }
    #expect(abs(s.value(of: x) - 10) < tolerance)
    try s.add(E([(y, 1)], constant: -40), .equal)
    #expect(abs(s.value(of: y) - 40) < tolerance)
    #expect(s.constraintCount == 3)
  }

  @Test("Solver: edit variables follow suggested values incrementally")
  func editVariables() throws {
    let s = LayoutSolver()
    let left = s.makeVariable(), width = s.makeVariable(), right = s.makeVariable()
    try s.add(E([(right, 1), (left, -1), (width, -1)]), .equal)
    try s.add(E([(left, 1)], constant: -20), .equal)
    try s.add(E([(width, 1)]), .greaterThanOrEqual)
    try s.addEditVariable(width, strength: LayoutStrength(weight: 1000))
    for w in stride(from: 0.0, through: 300, by: 37.5) {
      try s.suggestValue(w, for: width)
      #expect(abs(s.value(of: right) - (20 + w)) < tolerance)
    }
    try s.suggestValue(-50, for: width)  // the required width >= 0 wins
    #expect(abs(s.value(of: width)) < tolerance)
    try s.removeEditVariable(width)
    #expect(!s.hasEditVariable(width))
  }

  @Test("Solver: changing a required constant re-solves, and an impossible one is refused")
  func requiredConstantChange() throws {
    let s = LayoutSolver()
    let top = s.makeVariable(), height = s.makeVariable(), bottom = s.makeVariable()
    try s.add(E([(bottom, 1), (top, -1), (height, -1)]), .equal)
    try s.add(E([(top, 1)], constant: -100), .equal)
    let h = try s.add(E([(height, 1)], constant: -200), .equal)
    try s.add(E([(bottom, 1)], constant: -500), .lessThanOrEqual)
    try s.setConstant(-300, of: h)
    #expect(abs(s.value(of: bottom) - 400) < tolerance)
    #expect(throws: LayoutSolverError.unsatisfiable) { try s.setConstant(-450, of: h) }
    #expect(abs(s.value(of: height) - 300) < tolerance)
    try s.setConstant(-400, of: h)
    #expect(abs(s.value(of: bottom) - 500) < tolerance)
  }

  @Test("Solver: an unconstrained or loosely bounded variable is ambiguous; a pinned one is not")
  func ambiguity() throws {
    let s = LayoutSolver()
    let x = s.makeVariable(), y = s.makeVariable(), z = s.makeVariable()
    #expect(s.isAmbiguous(x))
    try s.add(E([(x, 1)], constant: -10), .equal)
    #expect(!s.isAmbiguous(x))
    try s.add(E([(y, 1), (x, -1)]), .greaterThanOrEqual)
    #expect(s.isAmbiguous(y))
    try s.add(E([(y, 1)], constant: -50), .equal, strength: LayoutStrength(weight: 1))
    #expect(!s.isAmbiguous(y))
    try s.add(E([(z, 1), (x, -1)]), .equal)
    #expect(!s.isAmbiguous(z))
  }

  @Test("Solver: removing every constraint in any order leaves an empty tableau")
  func removeAll() throws {
    let s = LayoutSolver()
    var vars: [LayoutVariable] = []
    var ids: [LayoutConstraintID] = []
    for i in 0..<30 {
      let v = s.makeVariable()
      if let previous = vars.last {
        ids.append(try s.add(E([(v, 1), (previous, -1)], constant: -Double(i)), .greaterThanOrEqual))
        ids.append(try s.add(E([(v, 1), (previous, -1)], constant: -2 * Double(i)), .equal, strength: LayoutStrength(weight: 3)))
      } else {
        ids.append(try s.add(E([(v, 1)]), .equal))
      }
      vars.append(v)
    }
    #expect(abs(s.value(of: vars[29]) - Double((1...29).reduce(0, +) * 2)) < 1e-6)
    for id in ids.reversed() where id.id % 2 == 1 { try s.remove(id) }
    for id in ids where id.id % 2 == 0 { try s.remove(id) }
    #expect(s.constraintCount == 0)
    #expect(s.rowCount == 0)
  }

  /// Backs `NSLayoutConstraint.deactivate(_:)` (UIKit: "deactivating the constraints in a batch is
  /// more efficient than deactivating each one individually", Apple docs): the batch removal must
  /// leave the same solution as removing the constraints one at a time.
  @Test("Solver: removing a batch equals removing its constraints one by one")
  func batchRemoval() throws {
    func build() throws -> (LayoutSolver, [LayoutVariable], [LayoutConstraintID]) {
      let s = LayoutSolver()
      var vars: [LayoutVariable] = []
      var ids: [LayoutConstraintID] = []
      for i in 0..<20 {
        let v = s.makeVariable()
        if let previous = vars.last {
          ids.append(try s.add(E([(v, 1), (previous, -1)], constant: -Double(i)), .greaterThanOrEqual))
          ids.append(try s.add(E([(v, 1), (previous, -1)], constant: -3 * Double(i)), .equal, strength: LayoutStrength(weight: Double(i))))
          ids.append(try s.add(E([(v, 1), (vars[0], -1)], constant: -Double(i * i)), .lessThanOrEqual))
        } else {
          ids.append(try s.add(E([(v, 1)], constant: -5), .equal))
        }
        vars.append(v)
      }
      return (s, vars, ids)
    }
    let (batch, vars, ids) = try build()
    let (single, _, _) = try build()
    let removed = ids.enumerated().filter { $0.offset % 3 != 0 }.map(\.element)
    batch.remove(removed + removed.prefix(3))  // ids listed twice are removed once
    for id in removed { try single.remove(id) }
    #expect(batch.constraintCount == single.constraintCount)
    for v in vars { #expect(abs(batch.value(of: v) - single.value(of: v)) < tolerance) }
    batch.remove(ids)  // already-removed ids are skipped
    #expect(batch.constraintCount == 0)
    #expect(batch.rowCount == 0)
  }
}
