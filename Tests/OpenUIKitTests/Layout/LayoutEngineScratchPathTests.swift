import Foundation
@testable import OpenUIKit
import OpenUIKitTesting
import Testing
import UIKit

/// The engine's from-scratch paths (issue 17). Pending constraints reach the solver in activation
/// order (the unsatisfiable log lists them so, and the solver's choices follow their order): a
/// batch is ordered through a table indexed by serial when the serials span little more than the
/// batch, else through sorted keys; both give the same order. A view placed by constraints alone
/// is found unchanged without building its placement key, and re-placed when it moves.
@MainActor
@Suite(.serialized)
struct LayoutEngineScratchPathTests {
  /// `count` constraints with serials `first`, `first + step`, … in a scrambled order.
  func scrambled(_ count: Int, first: Int, step: Int) -> [NSLayoutConstraint] {
    let view = UIView()
    var list: [NSLayoutConstraint] = []
    for i in 0..<count {
      let c = view.widthAnchor.constraint(equalToConstant: CGFloat(i))
      c._serial = first + i * step
      list.append(c)
    }
    // A fixed permutation: owners' lists interleave (7 is prime to the counts used).
    return (0..<count).map { list[($0 * 7) % count] }
  }

  func isInSerialOrder(_ list: [NSLayoutConstraint]) -> Bool {
    zip(list, list.dropFirst()).allSatisfy { $0._serial < $1._serial }
  }

  @Test("Engine rule: a batch whose serials are dense is put in activation order through the serial table")
  func denseSerialsUseTheTable() {
    let list = scrambled(600, first: 1000, step: 1)
    let ordered = LayoutEngine.inActivationOrder(list)
    #expect(ordered.count == list.count)
    #expect(isInSerialOrder(ordered))
    #expect(Set(ordered.map { ObjectIdentifier($0) }) == Set(list.map { ObjectIdentifier($0) }))
  }

  @Test("Engine rule: a batch whose serials are sparse (activated among many others) is ordered through sorted keys, the same way")
  func sparseSerialsUseKeys() {
    let list = scrambled(300, first: 50, step: 9)
    let ordered = LayoutEngine.inActivationOrder(list)
    #expect(ordered.count == list.count)
    #expect(isInSerialOrder(ordered))
  }

  @Test("Engine rule: a batch already in order is returned as it is; a serial listed twice keeps both in list order")
  func orderedAndRepeated() {
    let view = UIView()
    let a = view.widthAnchor.constraint(equalToConstant: 1), b = view.heightAnchor.constraint(equalToConstant: 2)
    a._serial = 10
    b._serial = 11
    #expect(LayoutEngine.inActivationOrder([a, b]).map { ObjectIdentifier($0) } == [a, b].map { ObjectIdentifier($0) })
    let ordered = LayoutEngine.inActivationOrder([b, a, b])
    #expect(ordered.map { ObjectIdentifier($0) } == [a, b, b].map { ObjectIdentifier($0) })
  }

  @Test("UIKit: a screen's constraints activated before its first layout (owners interleaved: the root and each cell) are solved at the first layoutIfNeeded with the frames they give, activated in one call or one by one")
  func screenFramesMatchOneByOne() {
    func build(batch: Bool) -> [CGRect] {
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
      var constraints: [NSLayoutConstraint] = []
      var cells: [UIView] = []
      var previous: UIView?
      for i in 0..<80 {
        let cell = UIView()
        cell.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(cell)
        constraints.append(cell.heightAnchor.constraint(equalToConstant: CGFloat(10 + i % 3)))
        constraints.append(cell.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: CGFloat(i % 5)))
        constraints.append(cell.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5))
        if let previous {
          constraints.append(cell.topAnchor.constraint(equalTo: previous.bottomAnchor, constant: 2))
        } else {
          constraints.append(cell.topAnchor.constraint(equalTo: root.topAnchor, constant: 4))
        }
        previous = cell
        cells.append(cell)
      }
      if batch {
        NSLayoutConstraint.activate(constraints)
      } else {
        for c in constraints { c.isActive = true }
      }
      root.layoutIfNeeded()
      return cells.map(\.frame)
    }
    let batched = build(batch: true)
    #expect(batched == build(batch: false))
    var top: CGFloat = 4
    for i in 0..<79 { top += CGFloat(10 + i % 3) + 2 }
    #expect(batched[79] == CGRect(x: 4, y: top, width: 200, height: 11))
  }

  @Test("UIKit: a view placed by constraints alone keeps its frame through later layout passes, and under a new superview is placed by the constraints it gets there (constraints to the old superview leave with the move)")
  func constraintPlacedViewFollowsItsSuperview() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let a = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
    let b = UIView(frame: CGRect(x: 150, y: 150, width: 100, height: 100))
    root.addSubview(a)
    root.addSubview(b)
    let cell = UIView()
    cell.translatesAutoresizingMaskIntoConstraints = false
    a.addSubview(cell)
    NSLayoutConstraint.activate([
      cell.widthAnchor.constraint(equalToConstant: 20), cell.heightAnchor.constraint(equalToConstant: 30),
      cell.leadingAnchor.constraint(equalTo: a.leadingAnchor, constant: 5), cell.topAnchor.constraint(equalTo: a.topAnchor, constant: 6),
    ])
    root.layoutIfNeeded()
    #expect(cell.frame == CGRect(x: 5, y: 6, width: 20, height: 30))
    a.frame.origin.x = 40
    root.setNeedsLayout()
    root.layoutIfNeeded()
    #expect(cell.frame == CGRect(x: 5, y: 6, width: 20, height: 30))
    b.addSubview(cell)
    #expect(cell.constraints.count == 2)
    NSLayoutConstraint.activate([
      cell.leadingAnchor.constraint(equalTo: b.leadingAnchor, constant: 7), cell.topAnchor.constraint(equalTo: b.topAnchor, constant: 8),
    ])
    root.layoutIfNeeded()
    #expect(cell.frame == CGRect(x: 7, y: 8, width: 20, height: 30))
    #expect(cell.convert(CGPoint.zero, to: root) == CGPoint(x: 157, y: 158))
  }
}
