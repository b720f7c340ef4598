import Foundation
import OpenQuartzCore
import OpenUIKitRender
import Testing

@Suite struct TextOutputTests {
  @Test("Numbers: fixed decimals, trailing zeros and -0 dropped, no locale, no exponent")
  func numbers() {
    let svg = SVGRenderer().render(
      RenderSnapshot(
        time: 0, size: CGSize(width: 0.1 + 0.2, height: 1e-7), root: RenderLayer(id: 1)))
    #expect(
      svg.hasPrefix(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"0.3\" height=\"0\" viewBox=\"0 0 0.3 0\""
      ))
    var layer = Fixtures.box(2, "n", CGRect(x: -0.0001, y: 1234567.891234, width: 10.5, height: 3))
    layer.anchorPoint = .zero
    layer.position = CGPoint(x: -0.0001, y: 1234567.891234)
    #expect(
      SVGRenderer().render(Fixtures.snapshot([layer])).contains(
        "transform=\"translate(0,1234567.891)\""))
  }
}
