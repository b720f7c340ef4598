import Foundation
import OpenQuartzCore
import OpenUIKitRender
import OpenUIKitSnapshotTesting
import Testing

@Suite struct SVGRendererTests {
  let renderer = SVGRenderer()

  @Test("Background fills with rounded corners, nested groups translate by position − anchor·size")
  func backgroundsAndNesting() {
    var card = Fixtures.box(2, "card", CGRect(x: 20, y: 30, width: 120, height: 80))
    card.cornerRadius = 12
    card.sublayers = [
      Fixtures.box(3, "inner", CGRect(x: 10, y: 10, width: 20, height: 20), Fixtures.red)
    ]
    assertSnapshot(of: Fixtures.snapshot([card]), as: .svg, named: "backgrounds-and-nesting")
  }

  @Test(
    "Transform chain: anchorPoint, bounds origin (scrolling) and an affine transform as matrix()")
  func transformChain() {
    var rotated = Fixtures.box(2, "rotated", CGRect(x: 50, y: 50, width: 100, height: 40))
    rotated.anchorPoint = CGPoint(x: 0, y: 0)
    rotated.position = CGPoint(x: 50, y: 50)
    rotated.transform = SyntheticScene.rotation(Double.pi / 6, x: 0, y: 0, z: 1)
    var scroller = Fixtures.box(
      4, "scroller", CGRect(x: 0, y: 120, width: 200, height: 80), Fixtures.white)
    scroller.bounds.origin = CGPoint(x: 0, y: 30)
    scroller.sublayers = [Fixtures.box(5, "row", CGRect(x: 0, y: 40, width: 200, height: 20))]
    assertSnapshot(of: Fixtures.snapshot([rotated, scroller]), as: .svg, named: "transform-chain")
  }

  @Test("Opacity is group opacity; hidden layers and their sublayers are skipped")
  func opacityAndHidden() {
    var faded = Fixtures.box(2, "faded", CGRect(x: 10, y: 10, width: 50, height: 50))
    faded.opacity = 0.25
    var hidden = Fixtures.box(3, "hidden", CGRect(x: 70, y: 10, width: 50, height: 50))
    hidden.isHidden = true
    hidden.sublayers = [
      Fixtures.box(4, "child-of-hidden", CGRect(x: 0, y: 0, width: 10, height: 10))
    ]
    let frame = Fixtures.snapshot([faded, hidden])
    let svg = renderer.render(frame)
    #expect(!svg.contains("hidden"))
    #expect(svg.contains("opacity=\"0.25\""))
    assertSnapshot(of: frame, as: .svg, named: "opacity-and-hidden")
  }

  @Test(
    "Borders are inset strokes drawn above sublayers; masksToBounds clips with the rounded bounds")
  func borderAndClip() {
    var clipped = Fixtures.box(
      2, "clipped", CGRect(x: 20, y: 20, width: 160, height: 100), Fixtures.white)
    clipped.cornerRadius = 16
    clipped.masksToBounds = true
    clipped.borderWidth = 4
    clipped.borderColor = Fixtures.black
    clipped.sublayers = [
      Fixtures.box(3, "overflowing", CGRect(x: 100, y: 50, width: 120, height: 120), Fixtures.red)
    ]
    let frame = Fixtures.snapshot([clipped])
    let svg = renderer.render(frame)
    let overflow = svg.range(of: "data-name=\"overflowing\"")!.lowerBound
    let stroke = svg.range(of: "stroke=\"#000000\"")!.lowerBound
    #expect(overflow < stroke, "CA draws the border above the sublayers")
    assertSnapshot(of: frame, as: .svg, named: "border-and-clip")
  }

  @Test("Shadows are an feDropShadow filter with offset, σ = shadowRadius, colour and opacity")
  func shadow() {
    var card = Fixtures.box(
      2, "card", CGRect(x: 40, y: 40, width: 120, height: 120), Fixtures.white)
    card.shadowColor = Fixtures.black
    card.shadowOpacity = 0.5
    card.shadowRadius = 8
    card.shadowOffset = CGSize(width: 2, height: 6)
    let frame = Fixtures.snapshot([card])
    let svg = renderer.render(frame)
    #expect(
      svg.contains(
        "<feDropShadow dx=\"2\" dy=\"6\" stdDeviation=\"8\" flood-color=\"#000000\" flood-opacity=\"0.5\"/>"
      ))
    assertSnapshot(of: frame, as: .svg, named: "shadow")
  }

  @Test("Text: font size, weight, colour, alignment anchors, vertical centring, XML escaping")
  func text() {
    let labels: [(RenderText.Alignment, Double)] = [
      (.left, 5), (.center, 40), (.right, 75), (.natural, 110),
    ]
    let layers = labels.enumerated().map { i, entry in
      SyntheticScene.label(
        id: 10 + i, name: "label-\(entry.0.rawValue)",
        frame: CGRect(x: 10, y: entry.1, width: 180, height: 30),
        text: "A < B & \"C\"", fontSize: 15, bold: i == 1, color: .rgb(0x333333, alpha: 0.8),
        alignment: entry.0)
    }
    var twoLines = SyntheticScene.label(
      id: 20, name: "two-lines", frame: CGRect(x: 10, y: 150, width: 180, height: 40),
      text: "one\ntwo")
    twoLines.text?.fontSize = 10
    assertSnapshot(of: Fixtures.snapshot(layers + [twoLines]), as: .svg, named: "text")
  }

  @Test("Perspective: a Y rotation under m34 draws the projected quad, rounded corners sampled")
  func perspectiveQuad() {
    var stage = Fixtures.box(
      2, "stage", CGRect(x: 0, y: 0, width: 200, height: 200), Fixtures.white)
    stage.sublayerTransform = SyntheticScene.perspective(eyeDistance: 500)
    var card = Fixtures.box(3, "card", CGRect(x: 50, y: 50, width: 100, height: 100))
    card.transform = SyntheticScene.rotation(Double.pi / 3, x: 0, y: 1, z: 0)
    card.borderWidth = 2
    card.borderColor = Fixtures.black
    card.masksToBounds = true
    card.sublayers = [
      SyntheticScene.label(
        id: 4, name: "card-label", frame: CGRect(x: 0, y: 0, width: 100, height: 100), text: "3D")
    ]
    stage.sublayers = [card]
    var rounded = Fixtures.box(
      5, "rounded", CGRect(x: 10, y: 160, width: 60, height: 30), Fixtures.red)
    rounded.cornerRadius = 8
    rounded.transform = SyntheticScene.rotation(Double.pi / 4, x: 1, y: 0, z: 0)
    stage.sublayers.append(rounded)
    let frame = Fixtures.snapshot([stage])
    let svg = renderer.render(frame)
    // The quad's corners are the model's projected corners (RenderGeometry, checked by hand there).
    let quad = RenderGeometry.placements(in: Fixtures.snapshot([stage])).first {
      $0.name == "card"
    }!.quad
    #expect(svg.contains("M\(String.formatted(quad[0].x)) \(String.formatted(quad[0].y))L"))
    assertSnapshot(of: frame, as: .svg, named: "perspective-quad")
  }

  @Test("A 3D rotation without perspective flattens to an affine matrix()")
  func flattenedRotation() {
    var tilted = Fixtures.box(2, "tilted", CGRect(x: 50, y: 50, width: 100, height: 100))
    tilted.transform = SyntheticScene.rotation(Double.pi / 3, x: 1, y: 0, z: 0)
    let svg = renderer.render(Fixtures.snapshot([tilted]))
    #expect(svg.contains("<g data-name=\"tilted\" transform=\"matrix(1,0,0,0.5,50,75)\">"))
  }

  @Test("A mask layer clips its layer to the mask's rounded bounds")
  func mask() {
    var masked = Fixtures.box(
      2, "masked", CGRect(x: 20, y: 20, width: 160, height: 160), Fixtures.red)
    var mask = SyntheticScene.layer(
      id: 3, name: "mask", frame: CGRect(x: 40, y: 40, width: 80, height: 80),
      background: Fixtures.black)
    mask.cornerRadius = 40
    masked.mask = [mask]
    assertSnapshot(of: Fixtures.snapshot([masked]), as: .svg, named: "mask")
  }

  @Test("Output is deterministic: same model, same bytes; ids carry the prefix")
  func deterministic() {
    let snapshot = Fixtures.grid(count: 40)
    #expect(renderer.render(snapshot) == renderer.render(snapshot))
    var options = SVGRenderer.Options()
    options.idPrefix = "f7-"
    var clipped = Fixtures.box(2, "c", CGRect(x: 0, y: 0, width: 10, height: 10))
    clipped.masksToBounds = true
    let svg = SVGRenderer(options: options).render(Fixtures.snapshot([clipped]))
    #expect(svg.contains("id=\"f7-clip-2\"") && svg.contains("url(#f7-clip-2)"))
  }

  @Test("A 200-layer frame renders with one group per drawn layer")
  func manyLayers() {
    let svg = renderer.render(Fixtures.grid(count: 200))
    #expect(svg.components(separatedBy: "<g data-name=\"cell-").count - 1 == 200)
  }
}

extension String {
  /// The renderer's number format (3 decimals, trailing zeros dropped), for expectations.
  static func formatted(_ value: CGFloat) -> String {
    let s = String(format: "%.3f", Double(value))
    var trimmed = s
    while trimmed.contains(".") && (trimmed.hasSuffix("0") || trimmed.hasSuffix(".")) {
      trimmed.removeLast()
    }
    return trimmed == "-0" ? "0" : trimmed
  }
}
