import Foundation
import OpenUIKitTesting
import Testing
import UIKit

/// Differential tests: random solvable systems (nested views, margins, intrinsic sizes with
/// hugging and compression resistance, optional constraints, constant changes) solved by
/// kiwisolver — an independent Cassowary implementation — in `kiwi_systems.json`, made by
/// `generate_kiwi_fixtures.py` (committed, so `swift test` needs no Python). Only systems whose
/// answer is unique and independent of priority weighting are kept.
@MainActor
@Suite(.serialized)
struct KiwiDifferentialTests {
  struct Fixture: Decodable {
    struct View: Decodable {
      var parent: Int?
      var intrinsic: [Double]?
      var hug: [Float]
      var comp: [Float]
    }
    struct Constraint: Decodable {
      var a: Int
      var aa: String
      var rel: String
      var b: Int?
      var ba: String?
      var m: Double
      var c: Double
      var p: Float
    }
    struct Change: Decodable {
      var index: Int
      var c: Double
      var frames: [[Double]]
    }
    struct System: Decodable {
      var root: [Double]
      var views: [View]
      var constraints: [Constraint]
      var frames: [[Double]]
      var changes: [Change]
    }
    var systems: [System]
  }

  final class IntrinsicView: UIView {
    var size = CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    override var intrinsicContentSize: CGSize { size }
  }

  static func attribute(_ name: String) -> NSLayoutConstraint.Attribute {
    let all: [NSLayoutConstraint.Attribute] = [
      .left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY, .leftMargin, .rightMargin,
      .topMargin, .bottomMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins, .centerYWithinMargins,
    ]
    return all.first { $0._testName == name } ?? .notAnAttribute
  }

  func check(_ views: [UIView], _ frames: [[Double]], _ label: String) {
    // Solved edges are rounded to the pixel grid: one pixel of tolerance per size.
    let tolerance = 1 / Double(UIScreen.main.scale) + 1e-6
    for (i, view) in views.enumerated().dropFirst() {
      let f = view.frame, e = frames[i]
      let ok = abs(f.minX - e[0]) <= tolerance && abs(f.minY - e[1]) <= tolerance
        && abs(f.width - e[2]) <= tolerance && abs(f.height - e[3]) <= tolerance
      #expect(ok, "\(label) view \(i): \(f) vs kiwisolver \(e)")
    }
  }

  @Test("Auto Layout frames match kiwisolver on 200 random systems and their constant changes")
  func matchesKiwisolver() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("kiwi_systems.json")
    let fixture = try JSONDecoder().decode(Fixture.self, from: Data(contentsOf: url))
    #expect(fixture.systems.count == 200)
    let start = UIApplication.shared.diagnostics.count
    for (n, system) in fixture.systems.enumerated() {
      let root = UIView(frame: CGRect(x: 0, y: 0, width: system.root[0], height: system.root[1]))
      var views: [UIView] = [root]
      for spec in system.views.dropFirst() {
        let v = IntrinsicView()
        if let s = spec.intrinsic { v.size = CGSize(width: s[0], height: s[1]) }
        v.setContentHuggingPriority(UILayoutPriority(spec.hug[0]), for: .horizontal)
        v.setContentHuggingPriority(UILayoutPriority(spec.hug[1]), for: .vertical)
        v.setContentCompressionResistancePriority(UILayoutPriority(spec.comp[0]), for: .horizontal)
        v.setContentCompressionResistancePriority(UILayoutPriority(spec.comp[1]), for: .vertical)
        v.translatesAutoresizingMaskIntoConstraints = false
        views[spec.parent ?? 0].addSubview(v)
        views.append(v)
      }
      let constraints = system.constraints.map { c in
        let relation: NSLayoutConstraint.Relation = c.rel == "==" ? .equal : c.rel == "<=" ? .lessThanOrEqual : .greaterThanOrEqual
        let made = NSLayoutConstraint(
          item: views[c.a], attribute: Self.attribute(c.aa), relatedBy: relation, toItem: c.b.map { views[$0] },
          attribute: c.ba.map(Self.attribute) ?? .notAnAttribute, multiplier: c.m, constant: c.c)
        made.priority = UILayoutPriority(c.p)
        return made
      }
      NSLayoutConstraint.activate(constraints)
      root.layoutIfNeeded()
      check(views, system.frames, "system \(n)")
      for (k, change) in system.changes.enumerated() {
        constraints[change.index].constant = change.c
        root.layoutIfNeeded()
        check(views, change.frames, "system \(n) change \(k)")
      }
      NSLayoutConstraint.deactivate(constraints)
    }
    #expect(UIApplication.shared.diagnostics.count == start)
  }
}

extension NSLayoutConstraint.Attribute {
  var _testName: String { "\(self)" }
}
