import Foundation
import OpenUIKitTesting
import Testing
import UIKit

/// A screen built with one large `NSLayoutConstraint.activate(_:)` (at least 256 constraints: the
/// engine folds its required equalities into the solver without markers) must behave as any
/// other: constant changes, deactivation and new constraints take effect at the next layout
/// (Apple docs, NSLayoutConstraint `constant`, `isActive`, `deactivate(_:)`).
@MainActor
@Suite(.serialized)
struct AutoLayoutLargeBatchTests {
  /// 100 views in a vertical chain: each 10 pt below the previous one, 20 pt tall, 30 pt from
  /// the left, 100 pt wide (400 constraints in one batch).
  func makeChain() -> (root: UIView, views: [UIView], gaps: [NSLayoutConstraint], all: [NSLayoutConstraint]) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 4000))
    var views: [UIView] = [], gaps: [NSLayoutConstraint] = [], all: [NSLayoutConstraint] = []
    for i in 0..<100 {
      let v = UIView()
      v.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(v)
      let gap = v.topAnchor.constraint(equalTo: i == 0 ? root.topAnchor : views[i - 1].bottomAnchor, constant: 10)
      gaps.append(gap)
      all += [
        gap, v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 30),
        v.heightAnchor.constraint(equalToConstant: 20), v.widthAnchor.constraint(equalToConstant: 100),
      ]
      views.append(v)
    }
    NSLayoutConstraint.activate(all)
    root.layoutIfNeeded()
    return (root, views, gaps, all)
  }

  func y(_ view: UIView) -> Double { Double(view.frame.minY) }

  @Test("UIKit: a 400-constraint screen activated at once lays out, follows constant changes and deactivation")
  func largeBatch() {
    let (root, views, gaps, all) = makeChain()
    for (i, v) in views.enumerated() { #expect(v.frame == CGRect(x: 30, y: Double(i) * 30 + 10, width: 100, height: 20)) }
    // A constant change moves every view below it, again on each later change.
    for gap in [25.0, 40.0, 10.0, 55.0] {
      gaps[50].constant = gap
      root.layoutIfNeeded()
      #expect(y(views[49]) == Double(49 * 30 + 10))
      #expect(y(views[50]) == Double(49 * 30 + 30 + gap))
      #expect(y(views[99]) == Double(98 * 30 + 30 + gap))
    }
    // Replacing one link: the views below follow the new constraint.
    gaps[70].isActive = false
    views[70].topAnchor.constraint(equalTo: root.topAnchor, constant: 3000).isActive = true
    root.layoutIfNeeded()
    #expect(y(views[70]) == Double(3000))
    #expect(y(views[71]) == Double(3030))
    #expect(y(views[69]) == Double(68 * 30 + 30 + 55))
    // A conflicting required constraint is reported and broken as in any other layout.
    let start = UIApplication.shared.diagnostics.count
    let conflict = views[10].heightAnchor.constraint(equalToConstant: 99)
    conflict.isActive = true
    root.layoutIfNeeded()
    #expect(UIApplication.shared.diagnostics.dropFirst(start).contains { $0.message.contains("Unable to simultaneously satisfy constraints") })
    #expect(Double(views[10].frame.height) == 99)  // the older constraint is broken (AutoLayoutTests.unsatisfiable)
    NSLayoutConstraint.deactivate(all + [conflict])
    #expect(root.constraints.allSatisfy { !all.contains($0) })
  }
}
