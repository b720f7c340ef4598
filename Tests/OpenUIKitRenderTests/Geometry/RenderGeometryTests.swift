import Foundation
import OpenQuartzCore
import OpenUIKitRender
import Testing

@Suite struct RenderGeometryTests {
  /// Points compared within this (the model is exact; this only absorbs floating point).
  let tolerance = 1e-9

  func frame(_ name: String, _ snapshot: RenderSnapshot) -> CGRect {
    RenderGeometry.frame(ofLayerNamed: name, in: snapshot)!
  }

  func expectRect(
    _ r: CGRect, _ x: Double, _ y: Double, _ w: Double, _ h: Double, within tol: Double? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let t = tol ?? tolerance
    #expect(
      abs(r.minX - x) <= t && abs(r.minY - y) <= t && abs(r.width - w) <= t
        && abs(r.height - h) <= t,
      "\(r) ≠ (\(x), \(y), \(w), \(h))", sourceLocation: sourceLocation)
  }

  @Test("CA: frame = position − anchorPoint·bounds.size (default anchor in the middle)")
  func positionAndAnchor() {
    let s = Fixtures.snapshot([Fixtures.box(2, "a", CGRect(x: 10, y: 20, width: 100, height: 50))])
    expectRect(frame("a", s), 10, 20, 100, 50)
    var b = Fixtures.box(3, "b", .zero)
    b.bounds = CGRect(x: 0, y: 0, width: 40, height: 30)
    b.anchorPoint = .zero
    b.position = CGPoint(x: 7, y: 9)
    expectRect(frame("b", Fixtures.snapshot([b])), 7, 9, 40, 30)
  }

  @Test("CA: a superlayer's bounds.origin shifts its sublayers the other way (scrolling)")
  func boundsOrigin() {
    var parent = Fixtures.box(2, "parent", CGRect(x: 0, y: 100, width: 200, height: 100))
    parent.bounds.origin = CGPoint(x: 5, y: 30)
    parent.sublayers = [Fixtures.box(3, "child", CGRect(x: 0, y: 40, width: 10, height: 10))]
    expectRect(frame("child", Fixtures.snapshot([parent])), -5, 110, 10, 10)
  }

  @Test("CA: transform applies about the anchor point")
  func transformAboutAnchor() {
    var a = Fixtures.box(2, "a", CGRect(x: 50, y: 75, width: 100, height: 50))
    a.transform = SyntheticScene.rotation(Double.pi / 2, x: 0, y: 0, z: 1)
    expectRect(frame("a", Fixtures.snapshot([a])), 75, 50, 50, 100)
  }

  @Test("CA: sublayerTransform applies to sublayers about the superlayer's anchor point")
  func sublayerTransformAboutAnchor() {
    var parent = Fixtures.box(2, "parent", CGRect(x: 0, y: 0, width: 200, height: 200))
    parent.sublayerTransform = SyntheticScene.scale(2, 2)
    parent.sublayers = [Fixtures.box(3, "child", CGRect(x: 0, y: 0, width: 10, height: 10))]
    expectRect(frame("child", Fixtures.snapshot([parent])), -100, -100, 20, 20)
  }

  @Test("CA: m34 perspective projects a Y-rotated layer; corners computed by hand")
  func perspectiveProjection() {
    var parent = Fixtures.box(2, "parent", CGRect(x: 0, y: 0, width: 200, height: 200))
    parent.sublayerTransform = SyntheticScene.perspective(eyeDistance: 500)
    var card = Fixtures.box(3, "card", CGRect(x: 50, y: 50, width: 100, height: 100))
    card.transform = SyntheticScene.rotation(Double.pi / 3, x: 0, y: 1, z: 0)
    parent.sublayers = [card]
    let placement = RenderGeometry.placements(in: Fixtures.snapshot([parent])).first {
      $0.name == "card"
    }!
    // Corner (±50, ±50) about the anchor: x′ = ±50·cos 60°, z′ = ∓50·sin 60°, then w = 1 − z′/500.
    let c = cos(Double.pi / 3)
    let s = sin(Double.pi / 3)
    let wRight = 1 + 50 * s / 500
    let wLeft = 1 - 50 * s / 500
    let expected = [
      (100 - 50 * c / wLeft, 100 - 50 / wLeft), (100 + 50 * c / wRight, 100 - 50 / wRight),
      (100 + 50 * c / wRight, 100 + 50 / wRight), (100 - 50 * c / wLeft, 100 + 50 / wLeft),
    ]
    for (p, e) in zip(placement.quad, expected) {
      #expect(abs(p.x - e.0) < 1e-9 && abs(p.y - e.1) < 1e-9, "\(p) ≠ \(e)")
    }
    #expect(!placement.map.isAffine)
  }

  @Test(
    "CA flattens every level: a grandparent's perspective does not reach a flat parent's sublayers' z"
  )
  func flatteningPerLevel() {
    // The child's own zPosition moves it towards the eye only under its *parent's* perspective.
    var grand = Fixtures.box(2, "grand", CGRect(x: 0, y: 0, width: 200, height: 200))
    grand.sublayerTransform = SyntheticScene.perspective(eyeDistance: 500)
    var parent = Fixtures.box(3, "parent", CGRect(x: 0, y: 0, width: 200, height: 200))
    parent.sublayers = [Fixtures.box(4, "child", CGRect(x: 50, y: 50, width: 100, height: 100))]
    parent.sublayers[0].zPosition = 250
    grand.sublayers = [parent]
    expectRect(frame("child", Fixtures.snapshot([grand])), 50, 50, 100, 100)
    // Directly under the perspective, z = 250 halves the distance to the eye: twice the size.
    var near = Fixtures.box(5, "near", CGRect(x: 50, y: 50, width: 100, height: 100))
    near.zPosition = 250
    grand.sublayers = [near]
    expectRect(frame("near", Fixtures.snapshot([grand])), 0, 0, 200, 200)
  }

  @Test("Hidden layers and their sublayers have no placement")
  func hiddenHasNoPlacement() {
    var hidden = Fixtures.box(2, "hidden", CGRect(x: 0, y: 0, width: 10, height: 10))
    hidden.isHidden = true
    hidden.sublayers = [Fixtures.box(3, "inside", CGRect(x: 0, y: 0, width: 5, height: 5))]
    let names = RenderGeometry.placements(in: Fixtures.snapshot([hidden])).compactMap(\.name)
    #expect(names == ["root"])
  }

  @Test(
    "Element space: the element-to-parent map equals the layer map shifted by both bounds origins")
  func elementSpace() {
    var parent = Fixtures.box(2, "parent", CGRect(x: 10, y: 10, width: 100, height: 100))
    parent.bounds.origin = CGPoint(x: 3, y: 4)
    var child = Fixtures.box(3, "child", CGRect(x: 20, y: 20, width: 30, height: 30))
    child.bounds.origin = CGPoint(x: 7, y: 8)
    let e = RenderGeometry.elementToParent(child, parent: parent).planar
    let l = RenderGeometry.layerToParent(child, parent: parent).planar
    let pe = e.apply(0, 0)
    let pl = l.apply(7, 8)
    #expect(abs(pe.x - (pl.x - 3)) < tolerance && abs(pe.y - (pl.y - 4)) < tolerance)
  }
}
