import Foundation
@testable import OpenUIKit
import OpenUIKitTesting
import Testing
import UIKit

/// The engine's fast paths for a batch of constraints (issue 17): anchors reach a registered
/// view's solver state through its layout storage (no weak load), leading/trailing read each
/// view's direction once per batch (a plain subview's from its superview's traits), and dead
/// views list themselves for the next sweep. Each must give what the general path gives.
@MainActor
@Suite(.serialized)
struct LayoutEngineBatchPathTests {
  /// A client subclass (not one of OpenUIKit's classes) whose traits say right-to-left whatever
  /// its superview's say.
  final class RightToLeftTraitsView: UIView {
    override var traitCollection: UITraitCollection {
      UITraitCollection(traitsFrom: [super.traitCollection, UITraitCollection(layoutDirection: .rightToLeft)])
    }
  }

  /// A client constraint class whose `isActive` setter runs code first (here: lays the
  /// hierarchy out, which gives it its engine).
  final class RunsCodeConstraint: NSLayoutConstraint {
    var before: (() -> Void)?
    override var isActive: Bool {
      get { super.isActive }
      set {
        before?()
        super.isActive = newValue
      }
    }
  }

  /// Children pinned by leading (20), width (50), top and height in `root`: as one batch
  /// (`NSLayoutConstraint.activate`, the batch path), or one at a time in a hierarchy that already
  /// has its engine (each installed alone: the general path).
  private func layOut(_ children: [UIView], in root: UIView, oneByOne: Bool = false) {
    var constraints: [NSLayoutConstraint] = []
    for (i, child) in children.enumerated() {
      child.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(child)
      constraints += [
        child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
        child.widthAnchor.constraint(equalToConstant: 50),
        child.topAnchor.constraint(equalTo: root.topAnchor, constant: CGFloat(i * 30)),
        child.heightAnchor.constraint(equalToConstant: 20),
        child.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor),
      ]
    }
    if oneByOne {
      root.layoutIfNeeded()
      for c in constraints { c.isActive = true }
    } else {
      NSLayoutConstraint.activate(constraints)
    }
    root.layoutIfNeeded()
  }

  /// A right-to-left (or left-to-right) root with a plain child, a forced left-to-right one, one
  /// overriding its direction trait and a client class overriding `traitCollection`.
  private func children(in root: UIView, rightToLeft: Bool, oneByOne: Bool) -> [UIView] {
    if rightToLeft { root.traitOverrides.layoutDirection = .rightToLeft }
    let forced = UIView()
    forced.semanticContentAttribute = .forceLeftToRight
    let overridden = UIView()
    overridden.traitOverrides.layoutDirection = rightToLeft ? .leftToRight : .rightToLeft
    let list = [UIView(), forced, overridden, RightToLeftTraitsView()]
    layOut(list, in: root, oneByOne: oneByOne)
    return list
  }

  @Test("UIKit: within one batch each leading/trailing anchor follows its own view's effective direction — a plain subview its superview's traits, a forced or trait-overriding subview, or a client class overriding traitCollection, its own — exactly as when installed one by one (UIView.effectiveUserInterfaceLayoutDirection docs)")
  func batchDirectionPerView() {
    for rightToLeft in [true, false] {
      let batchRoot = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
      let singleRoot = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
      let batch = children(in: batchRoot, rightToLeft: rightToLeft, oneByOne: false)
      let single = children(in: singleRoot, rightToLeft: rightToLeft, oneByOne: true)
      #expect(batch.map(\.frame) == single.map(\.frame))
      // A plain child: leading 20 from the right edge (230…280) right-to-left, from the left edge
      // (20…70) left-to-right.
      #expect(batch[0].frame == CGRect(x: rightToLeft ? 230 : 20, y: 0, width: 50, height: 20))
    }
  }

  @Test("UIKit: a constraint outlives the views it names (NSLayoutConstraint holds its items weakly): once they died it names no item, its view's constraints are let go, and activating it raises instead of reaching the solver (NSLayoutConstraint.firstItem docs)")
  func constraintOutlivesItsView() throws {
    let engine = LayoutEngine.shared
    engine.sweepDeadItems()
    let before = engine.solver.constraintCount
    var kept: NSLayoutConstraint?
    weak var storage: UIViewLayoutStorage?
    do {
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let child = UIView()
      child.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(child)
      let width = child.widthAnchor.constraint(equalToConstant: 40)
      NSLayoutConstraint.activate([width, child.heightAnchor.constraint(equalToConstant: 10)])
      root.layoutIfNeeded()
      #expect(child.frame.size == CGSize(width: 40, height: 10))
      storage = child._autoLayout
      kept = width
    }
    do {
      let constraint = try #require(kept)
      #expect(constraint.firstItem == nil)
      // The anchor still holds the dead view's storage, which let go of the view's state.
      let deadStorage = try #require(storage)
      #expect(deadStorage.viewIsGone && deadStorage.item == nil && deadStorage.constraints.isEmpty)
      constraint.isActive = false
      let start = UIApplication.shared.diagnostics.count
      constraint.isActive = true
      let raised = Array(UIApplication.shared.diagnostics.dropFirst(start))
      #expect(raised.count == 1 && raised.first?.message.contains("no common ancestor") == true)
      #expect(!constraint.isActive && constraint._solverID == nil)
    }
    engine.sweepDeadItems()
    #expect(engine.solver.constraintCount == before)
    kept = nil
    #expect(storage == nil)
  }

  @Test("UIKit: a dropped hierarchy's views leave the engine at its next sweep — each dead view listed itself, so the sweep retires it without scanning the live ones (NSLayoutConstraint docs: a view holds its constraints)")
  func deadViewsListThemselves() {
    let engine = LayoutEngine.shared
    engine.sweepDeadItems()
    #expect(LayoutEngine.retiredItems.isEmpty)
    let registered = engine.views.count
    let live = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    layOut([UIView()], in: live)
    do {
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      layOut([UIView(), UIView(), UIView()], in: root)
      #expect(engine.views.count == registered + 6)
    }
    #expect(LayoutEngine.retiredItems.count == 4)
    engine.sweepDeadItems()
    #expect(LayoutEngine.retiredItems.isEmpty)
    #expect(engine.views.count == registered + 2)
    #expect(!engine.views.values.contains { $0.object == nil })
    // The live hierarchy keeps its constraints and follows a change.
    live.constraints.first { $0.firstAttribute == .leading }?.constant = 30
    live.layoutIfNeeded()
    #expect(live.subviews[0].frame == CGRect(x: 30, y: 0, width: 50, height: 20))
  }

  @Test("UIKit: an anchor's item is gone once its view died — the engine reaches an anchor's view through the view's layout storage, never past the view's life (NSLayoutConstraint docs: items are not retained by the constraint)")
  func anchorViewThroughStorage() {
    let guideOwner = UIView()
    let guide = UILayoutGuide()
    guideOwner.addLayoutGuide(guide)
    #expect(LayoutEngine.firstView(of: guide.leadingAnchor._erased) === guideOwner)
    var view: UIView? = UIView()
    let anchor = view!.leadingAnchor._erased
    #expect(anchor._firstStorage === view!._autoLayoutStorage)
    #expect(LayoutEngine.firstView(of: anchor) === view)
    let constraint = anchor.constraint(equalTo: guideOwner.leadingAnchor._erased)
    view = nil
    #expect(LayoutEngine.firstView(of: anchor) == nil)
    #expect(anchor.item == nil)
    // Activating it finds no common ancestor (UIKit raises), as with a dead item before.
    let start = UIApplication.shared.diagnostics.count
    constraint.isActive = true
    #expect(!constraint.isActive)
    let d = Array(UIApplication.shared.diagnostics.dropFirst(start))
    #expect(d.count == 1 && d.first?.message.hasPrefix("Unable to activate constraint with anchors") == true)
  }

  @Test("UIKit: in one activate call, constraints after one whose subclass gave the hierarchy its engine go to the solver at once, those before it wait for the first layout as before (NSLayoutConstraint.activate docs)")
  func batchNoticesAnEngineMadeMidway() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let child = UIView()
    child.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(child)
    let leading = child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
    let width = child.widthAnchor.constraint(equalToConstant: 50)
    let top = RunsCodeConstraint(first: child.topAnchor._erased, relation: .equal, second: root.topAnchor._erased, multiplier: 1, constant: 5)
    top.before = { root.layoutIfNeeded() }
    let height = child.heightAnchor.constraint(equalToConstant: 20)
    let trailing = child.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor)
    NSLayoutConstraint.activate([leading, width, top, height, trailing])
    // `top`'s setter laid the hierarchy out: the two before it went to the solver then.
    #expect(!leading._isPending && !width._isPending && leading._solverID != nil)
    #expect([top, height, trailing].allSatisfy { !$0._isPending && $0._solverID != nil })
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 10, y: 5, width: 50, height: 20))

    // Without the subclass the whole batch waits for the first layout.
    let root2 = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let child2 = UIView()
    child2.translatesAutoresizingMaskIntoConstraints = false
    root2.addSubview(child2)
    let batch = [
      child2.leadingAnchor.constraint(equalTo: root2.leadingAnchor, constant: 10), child2.widthAnchor.constraint(equalToConstant: 50),
      child2.topAnchor.constraint(equalTo: root2.topAnchor, constant: 5), child2.heightAnchor.constraint(equalToConstant: 20),
    ]
    NSLayoutConstraint.activate(batch)
    #expect(batch.allSatisfy { $0._isPending && $0._solverID == nil })
    root2.layoutIfNeeded()
    #expect(child2.frame == CGRect(x: 10, y: 5, width: 50, height: 20))
  }
}
