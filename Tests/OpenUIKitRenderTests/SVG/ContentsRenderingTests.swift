import Foundation
import OpenQuartzCore
import OpenUIKitRender
import OpenUIKitSnapshotTesting
import Testing

/// Layer contents (captured images, placeholders, contentsRect, gravity, contentsCenter) and
/// isDoubleSided in the SVG renderer and the player's tracks.
struct ContentsRenderingTests {
  let renderer = SVGRenderer()

  /// A 100×60 captured image: red with a blue square at (10, 10).
  func capturedImage() -> RenderImage {
    var root = SyntheticScene.layer(
      id: 50, name: "card", frame: CGRect(x: 0, y: 0, width: 100, height: 60), background: Fixtures.red,
      sublayers: [Fixtures.box(51, "square", CGRect(x: 10, y: 10, width: 20, height: 20))])
    root.position = CGPoint(x: 50, y: 30)
    return RenderImage(size: CGSize(width: 100, height: 60), scale: 2, content: .layers(root))
  }

  @Test("SVG: contents draw the captured image in a nested viewport; each tile shows its contentsRect (snapshot)")
  func tiles() {
    var layers: [RenderLayer] = []
    for i in 0..<2 {
      var tile = SyntheticScene.layer(
        id: 2 + i, name: "tile-\(i)", frame: CGRect(x: Double(i) * 60, y: 0, width: 50, height: 60))
      tile.contents = RenderContents(
        image: capturedImage(), contentsRect: CGRect(x: Double(i) * 0.5, y: 0, width: 0.5, height: 1),
        contentsScale: 2)
      layers.append(tile)
    }
    let frame = Fixtures.snapshot(layers)
    let svg = renderer.render(frame)
    assertSnapshot(of: frame, as: .svg, named: "contents-tiles")
    #expect(svg.contains("<svg x=\"0\" y=\"0\" width=\"50\" height=\"60\" viewBox=\"0 0 50 60\" preserveAspectRatio=\"none\">"))
    #expect(svg.contains("viewBox=\"50 0 50 60\""))
    #expect(svg.contains("data-name=\"square\""))
    #expect(svg.contains("id=\"c3-") || !svg.contains("id=\"clip"), "ids inside contents carry their own prefix")
  }

  @Test("SVG: contentsGravity places the image (aspect fit centres it); placeholders draw tinted tiles")
  func gravityAndPlaceholder() {
    var layer = SyntheticScene.layer(id: 2, name: "icon", frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    layer.contents = RenderContents(
      image: RenderImage(size: CGSize(width: 20, height: 20), scale: 1, content: .placeholder(name: "star", isSymbol: true)),
      gravity: "resizeAspect", tint: Fixtures.blue)
    let svg = renderer.render(Fixtures.snapshot([layer]))
    #expect(svg.contains("<svg x=\"25\" y=\"0\" width=\"50\" height=\"50\" viewBox=\"0 0 20 20\""))
    #expect(svg.contains("fill=\"#007aff\" data-image=\"star\""))
  }

  @Test("SVG: contentsCenter stretches only the centre (nine cells)")
  func ninePart() {
    var layer = SyntheticScene.layer(id: 2, name: "bubble", frame: CGRect(x: 0, y: 0, width: 200, height: 60))
    layer.contents = RenderContents(
      image: capturedImage(), contentsScale: 2, contentsCenter: CGRect(x: 0.1, y: 0, width: 0.8, height: 1))
    let svg = renderer.render(Fixtures.snapshot([layer]))
    #expect(svg.components(separatedBy: "<svg x=").count - 1 == 3, "one row of three cells")
    #expect(svg.contains("<svg x=\"0\" y=\"0\" width=\"10\" height=\"60\" viewBox=\"0 0 10 60\""), "left cap keeps its size")
    #expect(svg.contains("<svg x=\"10\" y=\"0\" width=\"180\" height=\"60\" viewBox=\"10 0 80 60\""))
  }

  @Test("Core Animation: a layer that is not double-sided, rotated 180° about y, is not drawn; double-sided it is")
  func doubleSided() {
    var back = Fixtures.box(2, "back", CGRect(x: 50, y: 50, width: 100, height: 100))
    back.transform = SyntheticScene.rotation(.pi, x: 0, y: 1, z: 0)
    back.isDoubleSided = false
    var shown = Fixtures.box(3, "shown", CGRect(x: 50, y: 50, width: 100, height: 100))
    shown.transform = SyntheticScene.rotation(.pi, x: 0, y: 1, z: 0)
    var front = Fixtures.box(4, "front", CGRect(x: 50, y: 50, width: 100, height: 100))
    front.isDoubleSided = false
    let svg = renderer.render(Fixtures.snapshot([back, shown, front]))
    #expect(!svg.contains("data-name=\"back\""))
    #expect(svg.contains("data-name=\"shown\""))
    #expect(svg.contains("data-name=\"front\""), "unrotated: its front faces the viewer")
    let timeline = Timeline(
      name: "t", title: "t", summary: "", viewportSize: CGSize(width: 200, height: 200),
      frames: [Fixtures.snapshot([back, front])], events: [])
    let json = TimelineTrackEncoder.json(for: timeline)
    #expect(json.contains("\"name\":\"back\",\"tracks\":{\"t\":[0,\"matrix3d(-1,0,0,0,0,1,0,0,0,0,-1,0,150,50,0,1)\"],\"w\":[0,100],\"h\":[0,100],\"o\":[0,1],\"v\":[0,0]"),
      "the player hides the back-facing layer")
    #expect(json.contains("\"name\":\"front\",\"tracks\":{\"t\":[0,\"matrix(1,0,0,1,50,50)\"],\"w\":[0,100],\"h\":[0,100],\"o\":[0,1],\"v\":[0,1]"))
  }

  @Test("Player tracks: contents as SVG markup in element space")
  func playerContents() {
    var tile = SyntheticScene.layer(id: 2, name: "tile", frame: CGRect(x: 0, y: 0, width: 50, height: 60))
    tile.contents = RenderContents(image: capturedImage(), contentsScale: 2)
    let values = LayerState.values(of: tile, parent: nil)
    let g = values[LayerState.codes.firstIndex(of: "g")!]
    #expect(g.contains("viewBox=\\\"0 0 100 60\\\""))
    #expect(g.contains("data-name=\\\"square\\\""))
  }
}
