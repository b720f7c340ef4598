import Foundation
import OpenQuartzCore
import OpenUIKitRender
import Testing

@Suite struct RenderMatrixTests {
  @Test("Row-vector convention: a * b applies a first (CATransform3DConcat order)")
  func productOrder() {
    let translate = RenderMatrix(translationX: 10, y: 0, z: 0)
    let scale = RenderMatrix(SyntheticScene.scale(2, 2))
    #expect((translate * scale).planar.apply(1, 1) == (22, 2))
    #expect((scale * translate).planar.apply(1, 1) == (12, 2))
  }

  @Test("translated/preTranslated equal products with translations")
  func translationShortcuts() {
    let m = RenderMatrix(SyntheticScene.rotation(0.7, x: 1, y: 2, z: 3))
    #expect(m.translated(x: 1, y: 2, z: 3) == m * RenderMatrix(translationX: 1, y: 2, z: 3))
    let pre = m.preTranslated(x: 1, y: 2, z: 3)
    let full = RenderMatrix(translationX: 1, y: 2, z: 3) * m
    for (a, b) in zip(pre.elements, full.elements) { #expect(abs(a - b) < 1e-12) }
  }

  @Test("PlaneMap.then composes like the 4×4 product restricted to the plane")
  func planarComposition() {
    var persp = CATransform3DIdentity
    persp.m34 = -1 / 300
    let a = RenderMatrix(SyntheticScene.rotation(0.5, x: 0, y: 1, z: 0)).translated(x: 20, y: 30)
    let b = RenderMatrix(persp).translated(x: 5, y: 5)
    let composed = a.planar.then(b.planar).apply(13, 17)
    let direct = (a.flattened * b).planar.apply(13, 17)
    #expect(abs(composed.x - direct.x) < 1e-9 && abs(composed.y - direct.y) < 1e-9)
  }
}
