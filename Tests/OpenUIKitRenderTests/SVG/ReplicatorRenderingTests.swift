import Foundation
import OpenQuartzCore
import OpenUIKitRender
import Testing

/// Replicator layers (CAReplicatorLayer) drawn by the SVG renderer (Docs/Behaviour/replicator.md).
@MainActor
struct ReplicatorRenderingTests {
  @Test("SVG: Apple's five-square replicator listing draws five squares, 110 pt apart, fading from white to red")
  func fiveSquares() {
    let replicator = CAReplicatorLayer()
    replicator.frame = CGRect(x: 0, y: 0, width: 600, height: 100)
    let square = CALayer()
    square.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
    square.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    replicator.instanceCount = 5
    replicator.instanceTransform = CATransform3DMakeTranslation(110, 0, 0)
    replicator.instanceBlueOffset = -1 / 5
    replicator.instanceGreenOffset = -1 / 5
    replicator.addSublayer(square)
    let svg = SVGRenderer().render(RenderSnapshot(time: 0, size: CGSize(width: 600, height: 100), root: replicator._renderSnapshot()))
    let fills = ["#ffffff", "#ffcccc", "#ff9999", "#ff6666", "#ff3333"]
    var cursor = svg.startIndex
    for (k, fill) in fills.enumerated() {
      if k > 0 {
        let group = "<g data-name=\"instance \(k) of CAReplicatorLayer\" transform=\"translate(\(110 * k),0)\">"
        let found = svg.range(of: group, range: cursor..<svg.endIndex)
        #expect(found != nil, "copy \(k) moved by \(110 * k) pt")
        cursor = found?.upperBound ?? cursor
      }
      let square = svg.range(of: "<rect x=\"0\" y=\"0\" width=\"100\" height=\"100\" fill=\"\(fill)\"/>", range: cursor..<svg.endIndex)
      #expect(square != nil, "copy \(k) filled \(fill), after copy \(k - 1)")
      cursor = square?.upperBound ?? cursor
    }
  }
}
