import Foundation
import OpenQuartzCore
import OpenUIKitRender
import Testing

/// Emitter layers (CAEmitterLayer) drawn by the SVG renderer (Docs/Behaviour/emitter14.md).
@MainActor
struct EmitterRenderingTests {
  /// A 4 × 4 white square image.
  static func square() -> CGImage {
    var root = RenderLayer(id: 1)
    root.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
    root.position = CGPoint(x: 2, y: 2)
    root.backgroundColor = RenderColor(red: 1, green: 1, blue: 1, alpha: 1)
    return CGImage(_image: RenderImage(size: CGSize(width: 4, height: 4), scale: 1, content: .layers(root)))
  }

  @Test("SVG: an emitter's particles are drawn as groups named after their cell, with the cell's image tinted by the particle colour and faded by its alpha")
  func particlesInSVG() {
    let emitter = CAEmitterLayer()
    emitter.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
    emitter.emitterPosition = CGPoint(x: 100, y: 100)
    let cell = CAEmitterCell()
    cell.name = "spark"
    cell.birthRate = 20
    cell.lifetime = 2
    cell.velocity = 40
    cell.emissionRange = 2 * .pi
    cell.color = CGColor(red: 1, green: 0, blue: 0, alpha: 0.5)
    cell.contents = Self.square()
    emitter.emitterCells = [cell]
    let time = CACurrentMediaTime() + 1
    let root = emitter._renderSnapshot(at: time)
    #expect(root.sublayers.count >= 19 && root.sublayers.count <= 21)
    let svg = SVGRenderer().render(RenderSnapshot(time: time, size: CGSize(width: 200, height: 200), root: root))
    let groups = svg.components(separatedBy: "data-name=\"particle of spark\"").count - 1
    #expect(groups == root.sublayers.count)
    // Red (white × red), half transparent.
    #expect(svg.contains("fill=\"#ff0000\""))
    #expect(svg.contains("opacity=\"0.5\""))
    emitter.birthRate = 0
  }
}
