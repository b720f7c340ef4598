import Foundation
@testable import OpenUIKit
import OpenUIKitTesting
import Testing
import UIKit

/// A hierarchy gets its layout engine lazily (issue 15, Docs/Behaviour.md "Auto Layout: engine
/// per hierarchy, created lazily"): constraints activated in a hierarchy that is in no window and
/// was never laid out nor queried wait on their views, and reach the solver as one batch at the
/// hierarchy's first layout or query — with the same frames as when they were solved at once.
@MainActor
@Suite(.serialized)
struct LayoutEnginePendingTests {
  func makeRoot() -> (UIView, UIView) { makeConstraintRoot() }

  func pin(_ child: UIView, in root: UIView) -> [NSLayoutConstraint] {
    [
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      child.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      child.widthAnchor.constraint(equalToConstant: 100), child.heightAnchor.constraint(equalToConstant: 50),
    ]
  }

  @Test("UIKit: constraints of a hierarchy never laid out are active and installed on their views, and solved at the first layoutIfNeeded with the frames they give (NSLayoutConstraint.isActive docs; WWDC15 'Mysteries of Auto Layout 2': the engine solves in the deferred layout pass)")
  func solvedAtFirstLayout() {
    let engine = LayoutEngine.shared
    let (root, child) = makeRoot()
    let constraints = pin(child, in: root)
    let before = engine.solver.constraintCount
    NSLayoutConstraint.activate(constraints)
    #expect(constraints.allSatisfy { $0.isActive })
    #expect(root.constraints.count == 2 && child.constraints.count == 2)
    #expect(engine.solver.constraintCount == before)  // no engine yet: nothing solved
    root.layoutIfNeeded()
    #expect(engine.solver.constraintCount >= before + 4)
    #expect(child.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
    // From now on the hierarchy has its engine: a constant change re-solves as before.
    constraints[0].constant = 30
    root.layoutIfNeeded()
    #expect(child.frame.minX == 30)
  }

  @Test("UIKit: once a hierarchy was laid out, constraints activated in it reach the engine at once (NSLayoutConstraint.activate docs)")
  func engineExistsAfterLayout() {
    let engine = LayoutEngine.shared
    let (root, child) = makeRoot()
    root.layoutIfNeeded()
    let before = engine.solver.constraintCount
    NSLayoutConstraint.activate(pin(child, in: root))
    #expect(engine.solver.constraintCount >= before + 4)  // with the child's registration
  }

  @Test("UIKit: a conflict among constraints of a hierarchy without engine is logged when it is first laid out, not at activation (Docs/Behaviour.md; spec B4 log text)")
  func conflictLoggedAtFirstLayout() {
    let (root, child) = makeRoot()
    let start = UIApplication.shared.diagnostics.count
    let constraints = pin(child, in: root)
    NSLayoutConstraint.activate(constraints + [child.heightAnchor.constraint(equalToConstant: 70)])
    #expect(UIApplication.shared.diagnostics.count == start)
    root.layoutIfNeeded()
    let d = Array(UIApplication.shared.diagnostics.dropFirst(start))
    #expect(d.count == 1)
    #expect(d.first?.message.hasPrefix("[LayoutConstraints] Unable to simultaneously satisfy constraints.\n") == true)
    // The same constraint broken as when they were solved at once: the first listed (the 50).
    #expect(d.first?.message.contains("Will attempt to recover by breaking constraint \n\(constraints[3].description)") == true)
    #expect(child.frame.height == 70)
  }

  @Test("UIKit: misuse still raises at the activation call — no common ancestor (NSLayoutConstraint.activate docs)")
  func misuseRaisesAtActivation() {
    let (_, child) = makeRoot()
    let (_, other) = makeRoot()
    let start = UIApplication.shared.diagnostics.count
    child.leadingAnchor.constraint(equalTo: other.leadingAnchor).isActive = true
    let d = Array(UIApplication.shared.diagnostics.dropFirst(start))
    #expect(d.count == 1 && d.first?.message.hasPrefix("Unable to activate constraint with anchors") == true)
  }

  @Test("UIKit: hasAmbiguousLayout, systemLayoutSizeFitting and a guide's layoutFrame answer for pending constraints (they create the hierarchy's engine)")
  func queriesSolvePending() {
    let (root, child) = makeRoot()
    NSLayoutConstraint.activate([child.widthAnchor.constraint(equalToConstant: 100), child.heightAnchor.constraint(equalToConstant: 50)])
    #expect(child.hasAmbiguousLayout)  // no position
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor), child.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    #expect(!child.hasAmbiguousLayout)

    let (root2, child2) = makeRoot()
    NSLayoutConstraint.activate([
      child2.topAnchor.constraint(equalTo: root2.topAnchor, constant: 8), child2.leadingAnchor.constraint(equalTo: root2.leadingAnchor, constant: 8),
      child2.trailingAnchor.constraint(equalTo: root2.trailingAnchor, constant: -8), child2.bottomAnchor.constraint(equalTo: root2.bottomAnchor, constant: -8),
      // Optional (999): the root is pinned at 800 pt until it is measured.
      { let h = child2.heightAnchor.constraint(equalToConstant: 30); h.priority = UILayoutPriority(999); return h }(),
    ])
    let size = root2.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    #expect(size.height == 46)

    let (root3, child3) = makeRoot()
    child3.widthAnchor.constraint(equalTo: root3.widthAnchor, multiplier: 0.5).isActive = true
    let guide = UILayoutGuide()
    root3.addLayoutGuide(guide)
    NSLayoutConstraint.activate([
      guide.leadingAnchor.constraint(equalTo: root3.leadingAnchor, constant: 5), guide.topAnchor.constraint(equalTo: root3.topAnchor),
      guide.widthAnchor.constraint(equalToConstant: 40), guide.heightAnchor.constraint(equalToConstant: 40),
    ])
    #expect(guide.layoutFrame == CGRect(x: 5, y: 0, width: 40, height: 40))
  }

  @Test("UIKit: a deactivated pending constraint never reaches the engine (NSLayoutConstraint.deactivate docs)")
  func deactivatedWhilePending() {
    let (root, child) = makeRoot()
    let constraints = pin(child, in: root)
    let wide = child.widthAnchor.constraint(equalToConstant: 300)
    NSLayoutConstraint.activate(constraints + [wide])
    NSLayoutConstraint.deactivate([wide])
    wide.constant = 250
    let start = UIApplication.shared.diagnostics.count
    root.layoutIfNeeded()
    #expect(UIApplication.shared.diagnostics.count == start)  // no conflict: it never arrived
    #expect(child.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
    #expect(!wide.isActive && !child.constraints.contains { $0 === wide })
  }

  @Test("UIKit: a hierarchy built off screen and then shown is solved in the window's layout pass (spec B6)")
  func pendingHierarchyShownInWindow() {
    let vc = UIViewController()
    let window = makeWindow(root: vc)
    let (root, child) = makeRoot()
    NSLayoutConstraint.activate(pin(child, in: root))
    vc.view.addSubview(root)
    UIApplication.shared.runUntilIdle()
    #expect(child.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
    window.isHidden = true
  }

  @Test("UIKit: a subtree moved out of a hierarchy without engine keeps its own pending constraints, solved when it is laid out on its own")
  func detachedSubtreeKeepsPending() {
    let (root, child) = makeRoot()
    let inner = UIView()
    inner.translatesAutoresizingMaskIntoConstraints = false
    child.addSubview(inner)
    NSLayoutConstraint.activate(pin(inner, in: child))
    child.removeFromSuperview()
    child.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
    child.layoutIfNeeded()
    #expect(inner.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
    #expect(root.subviews.isEmpty)
  }

  @Test("UIKit: views and constraints of a hierarchy never laid out leave nothing in the engine when they go (NSLayoutConstraint docs: a view holds its constraints)")
  func droppedBeforeLayoutCostsNothing() {
    let engine = LayoutEngine.shared
    engine.sweepDeadItems()
    let before = engine.solver.constraintCount
    do {
      let (root, child) = makeRoot()
      NSLayoutConstraint.activate(pin(child, in: root))
    }
    engine.sweepDeadItems()
    #expect(engine.solver.constraintCount == before)
    #expect(!engine.pendingRoots.values.contains { $0.object == nil })
  }
}
