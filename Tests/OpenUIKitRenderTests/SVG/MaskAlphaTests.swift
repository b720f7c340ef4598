import Foundation
import OpenQuartzCore
import OpenUIKitRender
import OpenUIKitSnapshotTesting
import Testing

/// A mask's alpha in the SVG renderer and the player's tracks (CA: "the layer's alpha channel
/// … determines how much of the layer's content … shows through", CALayer.mask docs): the
/// mask's opacity times its fill or background alpha multiplies the masked layer.
struct MaskAlphaTests {
  let renderer = SVGRenderer()

  func masked(maskOpacity: Double, maskColour: RenderColor?, shape: Bool = false) -> RenderLayer {
    var masked = Fixtures.box(2, "masked", CGRect(x: 0, y: 0, width: 200, height: 200), Fixtures.red)
    var mask = SyntheticScene.layer(id: 3, name: "mask", frame: CGRect(x: 20, y: 20, width: 100, height: 100))
    mask.opacity = maskOpacity
    if shape {
      var d = _PathData()
      d.addEllipse(in: CGRect(x: 0, y: 0, width: 100, height: 100))
      mask.shape = RenderShape(path: d, fillColor: maskColour)
    } else {
      mask.backgroundColor = maskColour
    }
    masked.mask = [mask]
    return masked
  }

  @Test("CA mask alpha: a half-transparent mask (opacity 0.5) draws the masked layer at half opacity, clipped to the mask (snapshot)")
  func halfOpacityMask() {
    let frame = Fixtures.snapshot([masked(maskOpacity: 0.5, maskColour: Fixtures.black)])
    assertSnapshot(of: frame, as: .svg, named: "half-opacity-mask")
    let svg = renderer.render(frame)
    #expect(svg.contains("data-name=\"masked\"") && svg.contains("opacity=\"0.5\""))
    #expect(svg.contains("<clipPath id=\"mask-2\">"))
  }

  @Test("CA mask alpha: the mask colour's alpha counts (background, or a shape mask's fill) and multiplies the layer's own opacity")
  func colourAlpha() {
    let translucent = RenderColor(red: 0, green: 0, blue: 0, alpha: 0.4)
    var layer = masked(maskOpacity: 0.5, maskColour: translucent)
    layer.opacity = 0.5
    #expect(abs(RenderGeometry.drawnOpacity(of: layer) - 0.1) < 1e-12)
    #expect(abs(RenderGeometry.maskAlpha(of: masked(maskOpacity: 1, maskColour: translucent, shape: true)) - 0.4) < 1e-12)
    // An opaque mask, or one without a colour (it clips to its bounds), leaves the opacity alone.
    #expect(RenderGeometry.maskAlpha(of: masked(maskOpacity: 1, maskColour: Fixtures.black)) == 1)
    #expect(RenderGeometry.maskAlpha(of: masked(maskOpacity: 1, maskColour: nil)) == 1)
    #expect(!renderer.render(Fixtures.snapshot([masked(maskOpacity: 1, maskColour: Fixtures.black)])).contains("opacity="))
  }

  @Test("Player: the o track carries the opacity multiplied by the mask's alpha")
  func playerOpacity() {
    let values = LayerState.values(of: masked(maskOpacity: 0.25, maskColour: Fixtures.black), parent: nil)
    #expect(values[LayerState.codes.firstIndex(of: "o")!] == "0.25")
  }
}
