import Foundation
import OpenQuartzCore
import OpenUIKitRender
import Testing

/// `CALayer.shadowPath` in the SVG renderer (and so the PNG export, which rasterises the SVG)
/// and in the HTML player's tracks (the studio's stage).
struct ShadowPathRenderingTests {
  let renderer = SVGRenderer()

  func shadowedCard(background: RenderColor? = Fixtures.white) -> RenderLayer {
    var card = SyntheticScene.layer(
      id: 2, name: "card", frame: CGRect(x: 20, y: 20, width: 160, height: 80), background: background)
    card.shadowColor = Fixtures.black
    card.shadowOpacity = 0.25
    card.shadowRadius = 6
    card.shadowOffset = CGSize(width: 0, height: 4)
    card.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: 160, height: 80), transform: nil)._data
    return card
  }

  @Test("CALayer.shadowPath (SVG): the path is drawn offset, filled with the shadow colour × opacity and blurred by σ = shadowRadius, below the background; no drop shadow of the group")
  func pathShadow() {
    let svg = renderer.render(Fixtures.snapshot([shadowedCard()]))
    #expect(svg.contains("<feGaussianBlur stdDeviation=\"6\"/>"))
    #expect(!svg.contains("feDropShadow"))
    #expect(svg.contains("<path d=\"M0 4L160 4L160 84L0 84Z\" fill=\"#000000\" fill-opacity=\"0.25\" filter=\"url(#shadow-2)\"/>"))
    // Below the background: the shadow's path comes first inside the card's group.
    let shadow = svg.range(of: "filter=\"url(#shadow-2)\"/>")!.lowerBound
    let background = svg.range(of: "fill=\"#ffffff\"", range: shadow..<svg.endIndex)
    #expect(background != nil)
    #expect(!svg.contains("<g data-name=\"card\" transform=\"translate(20,20)\" filter="))
  }

  @Test("CALayer.shadowPath (SVG): a layer that draws nothing else still casts its path's shadow; without a visible shadow colour nothing is drawn")
  func shadowOfAnEmptyLayer() {
    var card = shadowedCard(background: nil)
    #expect(renderer.render(Fixtures.snapshot([card])).contains("filter=\"url(#shadow-2)\"/>"))
    card.shadowOpacity = 0
    #expect(!renderer.render(Fixtures.snapshot([card])).contains("shadow-2"))
  }

  @Test("CALayer.shadowPath (HTML player): the q track carries the blurred, offset path; the s drop shadow is empty; without a path q is empty")
  func playerTracks() {
    let q = LayerState.codes.firstIndex(of: "q")!
    let s = LayerState.codes.firstIndex(of: "s")!
    let values = LayerState.values(of: shadowedCard(), parent: nil)
    // A JSON string of the markup.
    #expect(values[q].contains("path d=\\\"M0 4L160 4L160 84L0 84Z\\\""))
    #expect(values[q].contains("fill=\\\"rgba(0,0,0,0.25)\\\" style=\\\"filter:blur(6px)\\\""))
    #expect(values[s] == "\"\"")
    var plain = shadowedCard()
    plain.shadowPath = nil
    let plainValues = LayerState.values(of: plain, parent: nil)
    #expect(plainValues[q] == "\"\"")
    #expect(plainValues[s].hasPrefix("\"drop-shadow("))
  }
}
