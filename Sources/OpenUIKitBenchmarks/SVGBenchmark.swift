import Foundation
import OpenQuartzCore
import OpenUIKitRender

/// SVG of one 200-layer frame (rounded, partly rotated, translucent, bordered and labelled
/// layers). Goal: under 0.5 ms per frame. Prints the best and median of the timed runs and the
/// ratio of the median to the goal (below 1 meets it). Returns the median in milliseconds.
@discardableResult
func svgBenchmark() -> Double {
  let goalMilliseconds = 0.5
  let snapshot = svgBenchmarkFrame(layerCount: 200)
  let renderer = SVGRenderer()
  var bytes = 0
  for _ in 0..<20 { bytes = renderer.render(snapshot).utf8.count }  // warm up
  let clock = ContinuousClock()
  var samples: [Double] = []
  for _ in 0..<15 {
    let iterations = 40
    let elapsed = clock.measure {
      for _ in 0..<iterations { bytes &+= renderer.render(snapshot).utf8.count & 1 }
    }
    let (seconds, attoseconds) = elapsed.components
    samples.append((Double(seconds) + Double(attoseconds) * 1e-18) * 1000 / Double(iterations))
  }
  samples.sort()
  let median = samples[samples.count / 2]
  print(
    String(
      format: "svg: 200-layer frame %.3f ms (best %.3f ms), goal %.1f ms, ratio %.2f (%d bytes)",
      median, samples[0], goalMilliseconds, median / goalMilliseconds, bytes))
  return median
}

/// The benchmark's frame: a 390×844 root with `layerCount` sublayers in a 10-column grid.
func svgBenchmarkFrame(layerCount: Int) -> RenderSnapshot {
  let black = RenderColor(red: 0, green: 0, blue: 0, alpha: 1)
  var layers: [RenderLayer] = []
  layers.reserveCapacity(layerCount)
  for i in 0..<layerCount {
    let x = Double(i % 10) * 39
    let y = Double(i / 10) * 40
    var layer = SyntheticScene.layer(
      id: 10 + i, name: "cell-\(i)", frame: CGRect(x: x, y: y, width: 35, height: 35),
      background: .rgb(UInt32(truncatingIfNeeded: 0x102030 &* (i + 1)) & 0xffffff),
      cornerRadius: Double(i % 8))
    if i % 3 == 0 { layer.transform = SyntheticScene.rotation(Double(i) * 0.01, x: 0, y: 0, z: 1) }
    if i % 4 == 0 { layer.opacity = 0.5 }
    if i % 5 == 0 {
      layer.borderWidth = 1
      layer.borderColor = black
    }
    if i % 7 == 0 {
      layer.text = RenderText(
        string: "\(i)", fontSize: 12, isBold: false, color: black, alignment: .center)
    }
    layers.append(layer)
  }
  let size = CGSize(width: 390, height: 844)
  let root = SyntheticScene.layer(
    id: 1, name: "root", frame: CGRect(origin: .zero, size: size),
    background: RenderColor(red: 1, green: 1, blue: 1, alpha: 1), sublayers: layers)
  return RenderSnapshot(time: 0, size: size, root: root)
}
