import Foundation
import OpenQuartzCore
import OpenUIKitRender
import OpenUIKitSnapshotTesting
import Testing

/// Shape layers, shape masks, maskedCorners and backdrops in the SVG renderer and the HTML
/// player's tracks.
struct ShapeRenderingTests {
  let renderer = SVGRenderer()

  func circle(_ r: Double, cx: Double, cy: Double) -> _PathData {
    var d = _PathData()
    d.addEllipse(in: CGRect(x: cx - r, y: cy - r, width: 2 * r, height: 2 * r))
    return d
  }

  func shapeLayer() -> RenderLayer {
    var layer = SyntheticScene.layer(id: 2, name: "ring", frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    layer.shape = RenderShape(
      path: circle(50, cx: 100, cy: 100), fillColor: Fixtures.blue, strokeColor: Fixtures.red,
      lineWidth: 4, lineCap: .round, strokeStart: 0, strokeEnd: 0.5)
    return layer
  }

  @Test("SVG: a shape layer draws its fill and its stroke trimmed to strokeEnd (snapshot)")
  func shapeSnapshot() {
    let frame = Fixtures.snapshot([shapeLayer()])
    let svg = renderer.render(frame)
    assertSnapshot(of: frame, as: .svg, named: "shape")
    #expect(svg.contains("fill=\"#007aff\""))
    #expect(svg.contains("stroke-linecap=\"round\""))
    // Half of a circle that starts at its right-most point (150, 100) ends at the left-most.
    #expect(svg.contains("M150 100C"))
    #expect(svg.contains(" 50 100\" fill=\"none\""))
  }

  @Test("SVG: a shape-layer mask clips to its filled path; a clear fill hides everything")
  func shapeMask() {
    var masked = Fixtures.box(2, "masked", CGRect(x: 0, y: 0, width: 200, height: 200), Fixtures.red)
    var mask = SyntheticScene.layer(id: 3, name: "mask", frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    mask.shape = RenderShape(path: circle(30, cx: 100, cy: 100), fillColor: Fixtures.black)
    masked.mask = [mask]
    let frame = Fixtures.snapshot([masked])
    let svg = renderer.render(frame)
    assertSnapshot(of: frame, as: .svg, named: "shape-mask")
    #expect(svg.contains("<clipPath id=\"mask-2\"><path d=\"M130 100C"))
    mask.shape?.fillColor = nil
    masked.mask = [mask]
    #expect(renderer.render(Fixtures.snapshot([masked])).contains("<clipPath id=\"mask-2\"></clipPath>"))
  }

  @Test("SVG: maskedCorners rounds only the listed corners (background, border and clip)")
  func maskedCorners() {
    var card = Fixtures.box(2, "card", CGRect(x: 0, y: 0, width: 100, height: 100))
    card.cornerRadius = 20
    card.maskedCorners = 3  // top-left and top-right
    card.masksToBounds = true
    card.borderWidth = 2
    card.borderColor = Fixtures.black
    let frame = Fixtures.snapshot([card])
    let svg = renderer.render(frame)
    assertSnapshot(of: frame, as: .svg, named: "masked-corners")
    // Starts after the top-left arc, ends with square bottom corners.
    #expect(svg.contains("<path d=\"M20 0L80 0C"))
    #expect(svg.contains("L100 100L0 100L0 20C"))
    #expect(!svg.contains("rx="))
  }

  @Test("SVG and player: a backdrop is the tint over the bounds; the player blurs with backdrop-filter")
  func backdrop() {
    var effect = Fixtures.box(2, "effect", CGRect(x: 0, y: 0, width: 100, height: 50))
    effect.backgroundColor = nil
    effect.backdrop = RenderBackdrop(blurRadius: 20, tint: RenderColor(red: 0, green: 0, blue: 0, alpha: 0.5))
    let svg = renderer.render(Fixtures.snapshot([effect]))
    #expect(svg.contains("fill=\"#000000\" fill-opacity=\"0.5\" data-backdrop-blur=\"20\""))
    let values = LayerState.values(of: effect, parent: nil)
    let f = values[LayerState.codes.firstIndex(of: "f")!]
    #expect(f == "[20,\"rgba(0,0,0,0.5)\"]")
  }

  @Test("Player tracks: shape markup, path() clip for shape masks, per-corner radii")
  func playerTracks() {
    let code = { (c: String) in LayerState.codes.firstIndex(of: c)! }
    let shape = LayerState.values(of: shapeLayer(), parent: nil)
    #expect(shape[code("p")].contains("path d=\\\"M150 100C"))
    #expect(shape[code("p")].contains("stroke-linecap=\\\"round\\\""))
    var masked = Fixtures.box(2, "masked", CGRect(x: 0, y: 0, width: 200, height: 200))
    var mask = SyntheticScene.layer(id: 3, name: "mask", frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    mask.shape = RenderShape(path: circle(30, cx: 100, cy: 100), fillColor: Fixtures.black, evenOdd: true)
    masked.mask = [mask]
    masked.cornerRadius = 10
    masked.maskedCorners = 12
    let values = LayerState.values(of: masked, parent: nil)
    #expect(values[code("k")].hasPrefix("\"path(evenodd,'M130 100C"))
    #expect(values[code("r")] == "\"0px 0px 10px 10px\"")
  }
}
