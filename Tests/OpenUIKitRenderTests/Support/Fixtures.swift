import Foundation
import OpenQuartzCore
import OpenUIKitRender

/// Hand-made render models for the renderer tests (the layer engine is not used).
enum Fixtures {
  static let red = RenderColor.rgb(0xff3b30)
  static let blue = RenderColor.rgb(0x007aff)
  static let white = RenderColor.rgb(0xffffff)
  static let black = RenderColor.rgb(0x000000)

  /// A 200×200 white root with the given sublayers.
  static func snapshot(_ sublayers: [RenderLayer], size: CGSize = CGSize(width: 200, height: 200))
    -> RenderSnapshot
  {
    let root = SyntheticScene.layer(
      id: 1, name: "root", frame: CGRect(origin: .zero, size: size), background: white,
      sublayers: sublayers)
    return RenderSnapshot(time: 0, size: size, root: root)
  }

  static func box(_ id: Int, _ name: String, _ frame: CGRect, _ color: RenderColor = blue)
    -> RenderLayer
  {
    SyntheticScene.layer(id: id, name: name, frame: frame, background: color)
  }

  /// A layer of `count` coloured, rounded, partly transformed, bordered and labelled
  /// sublayers in a grid: the benchmark's and the stress tests' frame.
  static func grid(count: Int) -> RenderSnapshot {
    var layers: [RenderLayer] = []
    for i in 0..<count {
      let x = Double(i % 10) * 39
      let y = Double(i / 10) * 40
      var layer = SyntheticScene.layer(
        id: 10 + i, name: "cell-\(i)", frame: CGRect(x: x, y: y, width: 35, height: 35),
        background: .rgb(UInt32(0x102030 &* (i + 1)) & 0xffffff), cornerRadius: Double(i % 8))
      if i % 3 == 0 {
        layer.transform = SyntheticScene.rotation(Double(i) * 0.01, x: 0, y: 0, z: 1)
      }
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
    return snapshot(layers, size: CGSize(width: 390, height: 844))
  }
}
