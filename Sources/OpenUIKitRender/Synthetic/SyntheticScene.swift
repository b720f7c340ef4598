import Foundation
import OpenQuartzCore

/// Small helpers to build render models by hand: for the synthetic scenarios (until the real
/// scenario catalogue records frames from UIKit), tests and benchmarks.
package enum SyntheticScene {
  /// A layer placed like a view with `frame` (anchor point in the middle, bounds at 0,0).
  package static func layer(
    id: Int, name: String, frame: CGRect, background: RenderColor? = nil, cornerRadius: Double = 0,
    opacity: Double = 1, sublayers: [RenderLayer] = []
  ) -> RenderLayer {
    var layer = RenderLayer(id: id)
    layer.name = name
    layer.bounds = CGRect(origin: .zero, size: frame.size)
    layer.position = CGPoint(x: frame.midX, y: frame.midY)
    layer.backgroundColor = background
    layer.cornerRadius = cornerRadius
    layer.opacity = opacity
    layer.sublayers = sublayers
    return layer
  }

  /// A text layer (like a UILabel) filling `frame`.
  package static func label(
    id: Int, name: String, frame: CGRect, text: String, fontSize: Double = 17, bold: Bool = false,
    color: RenderColor = .init(red: 0, green: 0, blue: 0, alpha: 1),
    alignment: RenderText.Alignment = .center
  ) -> RenderLayer {
    var layer = self.layer(id: id, name: name, frame: frame)
    layer.text = RenderText(
      string: text, fontSize: fontSize, isBold: bold, color: color, alignment: alignment)
    return layer
  }

  /// Frames of `root(t)` on the `fps` grid from 0 to `duration` inclusive.
  package static func frames(
    duration: Double, fps: Int = 60, size: CGSize, root: (Double) -> RenderLayer
  ) -> [RenderSnapshot] {
    let count = Int((duration * Double(fps)).rounded())
    return (0...count).map { k in
      let t = Double(k) / Double(fps)
      return RenderSnapshot(time: t, size: size, root: root(t))
    }
  }

  /// Rotation by `angle` radians about the axis (x, y, z), Core Animation's
  /// `CATransform3DMakeRotation` (row vectors; positive angles turn counter-clockwise when
  /// looking down the axis towards the origin).
  package static func rotation(_ angle: Double, x: Double, y: Double, z: Double) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0 else { return CATransform3DIdentity }
    let (ux, uy, uz) = (x / length, y / length, z / length)
    let c = cos(angle)
    let s = sin(angle)
    let t = 1 - c
    return CATransform3D(
      m11: t * ux * ux + c, m12: t * ux * uy + uz * s, m13: t * ux * uz - uy * s, m14: 0,
      m21: t * ux * uy - uz * s, m22: t * uy * uy + c, m23: t * uy * uz + ux * s, m24: 0,
      m31: t * ux * uz + uy * s, m32: t * uy * uz - ux * s, m33: t * uz * uz + c, m34: 0,
      m41: 0, m42: 0, m43: 0, m44: 1)
  }

  /// Scale about the anchor point.
  package static func scale(_ sx: Double, _ sy: Double) -> CATransform3D {
    var m = CATransform3DIdentity
    m.m11 = sx
    m.m22 = sy
    return m
  }

  /// The identity with `m34 = −1 / eyeDistance`: the usual perspective sublayerTransform.
  package static func perspective(eyeDistance: Double) -> CATransform3D {
    var m = CATransform3DIdentity
    m.m34 = -1 / eyeDistance
    return m
  }
}

extension RenderColor {
  package static func rgb(_ hex: UInt32, alpha: Double = 1) -> RenderColor {
    RenderColor(
      red: Double((hex >> 16) & 0xff) / 255, green: Double((hex >> 8) & 0xff) / 255,
      blue: Double(hex & 0xff) / 255, alpha: alpha)
  }
}
