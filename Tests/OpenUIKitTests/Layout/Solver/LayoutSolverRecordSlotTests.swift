import Foundation
@testable import OpenUIKit
import Testing

/// The solver keeps its constraint records in slots reused after removal, and counts the terms
/// naming each variable (issue 17: no dictionary keyed by id, no scan of every record when items'
/// variables are released). Ids stay unique: a removed constraint's id stays unknown when a later
/// constraint takes its slot.
@Suite struct LayoutSolverRecordSlotTests {
  typealias E = LinearExpression
  let tolerance = 1e-6

  @Test("Solver rule: a removed constraint's id stays unknown after a later constraint reuses its record slot")
  func reusedSlotKeepsIdsApart() throws {
    let s = LayoutSolver()
    let x = s.makeVariable(), y = s.makeVariable()
    let first = try s.add(E([(x, 1)], constant: -10), .equal)
    try s.remove(first)
    let second = try s.add(E([(y, 1)], constant: -20), .equal)
    #expect(second.slot == first.slot)
    #expect(second != first)
    #expect(!s.contains(first))
    #expect(s.contains(second))
    #expect(throws: LayoutSolverError.unknownConstraint) { try s.remove(first) }
    #expect(throws: LayoutSolverError.unknownConstraint) { try s.setConstant(-5, of: first) }
    #expect(abs(s.value(of: y) - 20) < tolerance)
    #expect(s.constraintCount == 1)
  }

  @Test("Solver rule: a refused constraint leaves no record and its slot is reused")
  func refusedConstraintFreesItsSlot() throws {
    let s = LayoutSolver()
    let x = s.makeVariable()
    try s.add(E([(x, 1)], constant: -10), .equal)
    #expect(throws: LayoutSolverError.unsatisfiable) { try s.add(E([(x, 1)], constant: -11), .equal) }
    #expect(s.constraintCount == 1)
    let next = try s.add(E([(x, 1)], constant: -30), .lessThanOrEqual)
    #expect(next.slot == 1)
    #expect(s.constraintCount == 2)
    #expect(abs(s.value(of: x) - 10) < tolerance)
  }

  @Test("Solver rule: a rebuild (a folded constraint removed) keeps every other constraint's id, slot and order")
  func rebuildKeepsSlots() throws {
    let s = LayoutSolver()
    let v = (0..<4).map { _ in s.makeVariable() }
    let pin = try s.add(E([(v[0], 1)], constant: -5), .equal, foldable: true)
    let gap = try s.add(E([(v[1], 1), (v[0], -1)], constant: -10), .equal, foldable: true)
    let scratch = try s.add(E([(v[3], 1)], constant: -1), .equal, foldable: true)
    try s.remove(scratch)
    let next = try s.add(E([(v[2], 1), (v[1], -1)], constant: -10), .equal, foldable: true)
    #expect(next.slot == scratch.slot)
    try s.remove(pin)  // folded: the tableau is rebuilt from the others
    try s.add(E([(v[0], 1)], constant: -7), .equal)
    #expect(s.rebuildCount == 2)  // one for each folded constraint removed
    #expect(abs(s.value(of: v[2]) - 27) < tolerance)
    try s.setConstant(-20, of: gap)  // folded: rebuilt once more, with its marker
    #expect(s.rebuildCount == 3)
    #expect(abs(s.value(of: v[2]) - 37) < tolerance)
    #expect(s.constraintCount == 3)
    #expect(!s.contains(scratch) && s.contains(next) && !s.contains(pin))
  }

  @Test("Solver rule: releasing variables frees only those no constraint names, each once, reused lowest first")
  func releaseKeepsNamedVariables() throws {
    let s = LayoutSolver()
    let a = s.makeVariable(), b = s.makeVariable(), c = s.makeVariable(), d = s.makeVariable()
    let ab = try s.add(E([(a, 1), (b, -1)], constant: -4), .equal)
    try s.add(E([(c, 1)], constant: -9), .equal)
    try s.remove(ab)
    // a and b are named by no constraint any more; c is; d never was. b is listed twice.
    s.releaseVariables([b, c, a, d, b])
    #expect(s.freeSymbols == [d.id, b.id, a.id])
    #expect(s.makeVariable().id == a.id)
    #expect(s.makeVariable().id == b.id)
    #expect(abs(s.value(of: c) - 9) < tolerance)
    // A variable named twice by one constraint stays named until that constraint goes.
    let e = s.makeVariable()
    let twice = try s.add(E([(e, 1), (e, 1)], constant: -8), .equal)
    s.releaseVariables([e])
    #expect(!s.freeSymbols.contains(e.id))
    #expect(abs(s.value(of: e) - 4) < tolerance)
    try s.remove(twice)
    s.releaseVariables([e])
    #expect(s.freeSymbols.contains(e.id))
  }
}
