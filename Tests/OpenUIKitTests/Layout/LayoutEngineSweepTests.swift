import Foundation
@testable import OpenUIKit
import OpenUIKitTesting
import Testing
import UIKit

/// The layout engine forgets what died (issue 15: storyboards loaded and dropped without ever
/// being laid out must not leave their constraints in the one solver every hierarchy shares).
@MainActor
@Suite(.serialized)
struct LayoutEngineSweepTests {
  /// A root with a constraint-laid-out child: required, weighted and intrinsic-size constraints.
  private func makeHierarchy() -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let label = UILabel()
    label.text = "Hello"
    label.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(label)
    let low = label.widthAnchor.constraint(equalToConstant: 10)
    low.priority = .defaultLow
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      label.topAnchor.constraint(equalTo: root.topAnchor, constant: 20), low,
    ])
    // Laid out once: the hierarchy has its engine, its constraints are in the solver.
    root.layoutIfNeeded()
    return root
  }

  @Test("UIKit: constraints are owned by their views — when a hierarchy is deallocated, its constraints and the engine's own (intrinsic size, placement) leave the solver (NSLayoutConstraint docs: a view holds its constraints)")
  func deadHierarchyLeavesTheSolver() {
    let engine = LayoutEngine.shared
    engine.sweepDeadItems()
    let before = engine.solver.constraintCount
    do {
      let root = makeHierarchy()
      #expect(engine.solver.constraintCount > before + 3)
      #expect(root.subviews.count == 1)
    }
    engine.sweepDeadItems()
    #expect(engine.solver.constraintCount == before)
  }

  @Test("UIKit: a deactivated constraint leaves the engine at once; a live hierarchy keeps its constraints through a sweep (NSLayoutConstraint.isActive docs)")
  func liveHierarchyKeepsItsConstraints() {
    let engine = LayoutEngine.shared
    engine.sweepDeadItems()
    let before = engine.solver.constraintCount
    let root = makeHierarchy()
    let during = engine.solver.constraintCount
    engine.sweepDeadItems()
    #expect(engine.solver.constraintCount == during)
    let first = root.constraints[0]
    first.isActive = false
    #expect(engine.solver.constraintCount == during - 1)
    root.layoutIfNeeded()
    #expect(root.subviews[0].frame.minY == 20)
    #expect(engine.solver.constraintCount >= before)
  }

  @Test("UIKit: registering a view sweeps the dead ones once the registries doubled, so hierarchies loaded and dropped without ever being laid out leave the solver too (NSLayoutConstraint docs: a view holds its constraints)")
  func registrationSweeps() {
    let engine = LayoutEngine.shared
    engine.sweepDeadItems()
    let before = engine.solver.constraintCount
    do { _ = makeHierarchy() }
    #expect(engine.solver.constraintCount > before)
    #expect(engine.views.values.contains { $0.object == nil })
    // As if the registries had doubled since the last sweep: the next registration sweeps.
    engine.registeredAtSweep = -64
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    engine.state(for: root)  // registers (activation would wait: the root has no engine yet)
    root.widthAnchor.constraint(equalToConstant: 100).isActive = true
    #expect(!engine.views.values.contains { $0.object == nil })
    #expect(LayoutEngine.retiredSolverIDs.isEmpty)
    root.constraints[0].isActive = false
    engine.sweepDeadItems()
    #expect(engine.solver.constraintCount >= before)
  }
}
