import Foundation
import OpenQuartzCore
import OpenUIKitRender
import Testing

/// Gradient layers (CAGradientLayer) in the SVG renderer and the HTML player's `i` track.
struct GradientRenderingTests {
  let renderer = SVGRenderer()
  let white = RenderColor(red: 1, green: 1, blue: 1, alpha: 1)

  func gradientLayer(_ kind: RenderGradient.Kind = .axial) -> RenderLayer {
    var layer = Fixtures.box(2, "dimming", CGRect(x: 0, y: 0, width: 200, height: 100))
    layer.cornerRadius = 12
    layer.gradient = RenderGradient(
      kind: kind, startPoint: CGPoint(x: 0.5, y: 0), endPoint: CGPoint(x: 0.5, y: 1),
      stops: [
        .init(location: 0, color: Fixtures.red),
        .init(location: 1, color: RenderColor(red: 0, green: 0, blue: 0, alpha: 0.5)),
      ])
    return layer
  }

  @Test("SVG: an axial gradient is a <linearGradient> in the bounds' unit square, filling the rounded bounds above the background (CAGradientLayer.startPoint/endPoint)")
  func axialSVG() {
    let svg = renderer.render(Fixtures.snapshot([gradientLayer()]))
    #expect(svg.contains("<linearGradient id=\"gradient-2\" x1=\"0.5\" y1=\"0\" x2=\"0.5\" y2=\"1\">"))
    #expect(svg.contains("<stop offset=\"0\" stop-color=\"#ff3b30\"/>"))
    #expect(svg.contains("<stop offset=\"1\" stop-color=\"#000000\" stop-opacity=\"0.5\"/>"))
    #expect(svg.contains("<rect x=\"0\" y=\"0\" width=\"200\" height=\"100\" rx=\"12\" fill=\"url(#gradient-2)\"/>"))
    // Above the background.
    let background = svg.range(of: "fill=\"#007aff\"")!
    let gradient = svg.range(of: "fill=\"url(#gradient-2)\"")!
    #expect(background.lowerBound < gradient.lowerBound)
  }

  @Test("SVG: a radial gradient is an ellipse centred on startPoint reaching endPoint's x and y (CAGradientLayerType.radial)")
  func radialSVG() {
    var layer = gradientLayer(.radial)
    layer.gradient?.startPoint = CGPoint(x: 0.5, y: 0.5)
    layer.gradient?.endPoint = CGPoint(x: 1, y: 1)
    let svg = renderer.render(Fixtures.snapshot([layer]))
    #expect(svg.contains("<radialGradient id=\"gradient-2\" cx=\"0\" cy=\"0\" r=\"1\" gradientTransform=\"matrix(0.5,0,0,0.5,0.5,0.5)\">"))
  }

  @Test("SVG: a conic gradient is drawn as wedges around startPoint clipped to the bounds, starting toward endPoint (CAGradientLayerType.conic)")
  func conicSVG() {
    var layer = gradientLayer(.conic)
    layer.gradient?.startPoint = CGPoint(x: 0.5, y: 0.5)
    layer.gradient?.endPoint = CGPoint(x: 1, y: 0.5)
    let svg = renderer.render(Fixtures.snapshot([layer]))
    #expect(svg.contains("<clipPath id=\"gradient-2\"><rect"))
    #expect(svg.contains("<g clip-path=\"url(#gradient-2)\">"))
    // The first wedge starts at the centre and heads right (toward endPoint) in the first colour's hue.
    #expect(svg.contains("<path d=\"M100 50L"))
    let wedges = svg.components(separatedBy: "<path d=\"M100 50L").count - 1
    #expect(wedges == 90)
  }

  @Test("RenderGradient: colours between stops interpolate linearly; ends extend (Core Animation gradient stops)")
  func colorAt() {
    let g = RenderGradient(
      kind: .axial, startPoint: .zero, endPoint: CGPoint(x: 1, y: 0),
      stops: [.init(location: 0.2, color: Fixtures.black), .init(location: 0.6, color: white)])
    #expect(g.color(at: 0) == Fixtures.black)
    #expect(abs(g.color(at: 0.4).red - 0.5) < 1e-9)
    #expect(g.color(at: 0.9) == white)
  }

  @Test("Player track i: CSS linear-, radial- and conic-gradient on a 100px square scaled to the bounds")
  func playerTrack() {
    let i = LayerState.codes.firstIndex(of: "i")!
    let axial = LayerState.values(of: gradientLayer(), parent: nil)[i]
    #expect(axial == "[\"linear-gradient(180deg,rgba(255,59,48,1) 0%,rgba(0,0,0,0.5) 100%)\",2,1]")
    var radial = gradientLayer(.radial)
    radial.gradient?.startPoint = CGPoint(x: 0.5, y: 0.5)
    radial.gradient?.endPoint = CGPoint(x: 1, y: 0.75)
    #expect(LayerState.values(of: radial, parent: nil)[i].hasPrefix("[\"radial-gradient(ellipse 50px 25px at 50px 50px,"))
    var conic = gradientLayer(.conic)
    conic.gradient?.startPoint = CGPoint(x: 0.5, y: 0.5)
    conic.gradient?.endPoint = CGPoint(x: 1, y: 0.5)
    #expect(LayerState.values(of: conic, parent: nil)[i].hasPrefix("[\"conic-gradient(from 90deg at 50px 50px,"))
    // A diagonal axial gradient from corner to corner covers exactly 0%…100% of CSS's line.
    var diagonal = gradientLayer()
    diagonal.gradient?.startPoint = .zero
    diagonal.gradient?.endPoint = CGPoint(x: 1, y: 1)
    #expect(LayerState.values(of: diagonal, parent: nil)[i].hasPrefix("[\"linear-gradient(135deg,rgba(255,59,48,1) 0%,"))
    #expect(LayerState.values(of: Fixtures.box(3, "plain", .zero), parent: nil)[i] == "0")
  }
}
