import Foundation
import OpenQuartzCore

/// The render model as readable text, one layer a line, indented by depth, for snapshot tests
/// whose reference files a person reads in a diff:
///
/// ```
/// screen 390 × 844
/// UIWindow frame=(0 0; 390 844)
///   UIView frame=(0 422; 390 422) opacity=0.5 background=#ff3b30
/// ```
///
/// Each line has the layer's name, its frame in the superlayer (the bounding box of the bounds
/// placed by position, anchor point and the transform's affine part, as `CALayer.frame`), and
/// only the values that differ from a plain layer's: bounds origin, opacity, hidden, transform
/// (2D as `[a b c d tx ty]`, else the 16 values), sublayer transform, z position, background,
/// corner radius, border, shadow, clipping, text, shape/gradient/contents/backdrop presence and
/// mask. Numbers are written with 3 decimals at most, so the text is the same on every machine.
package struct RenderTreeTextRenderer: Sendable {
  package init() {}

  package func render(_ snapshot: RenderSnapshot) -> String {
    var s = "screen "
    s.appendNumber(snapshot.size.width)
    s.append(" × ")
    s.appendNumber(snapshot.size.height)
    if !snapshot.touches.isEmpty {
      s.append(" touches=")
      for (i, p) in snapshot.touches.enumerated() {
        if i > 0 { s.append(",") }
        s.append("(")
        s.appendNumber(p.x)
        s.append(" ")
        s.appendNumber(p.y)
        s.append(")")
      }
    }
    s.append("\n")
    append(snapshot.root, depth: 0, prefix: "", to: &s)
    return s
  }

  private func append(_ layer: RenderLayer, depth: Int, prefix: String, to s: inout String) {
    s.append(String(repeating: "  ", count: depth))
    s.append(prefix)
    s.append(layer.name ?? "CALayer")
    s.append(" frame=")
    appendRect(Self.frame(of: layer), to: &s)
    if layer.bounds.origin != .zero {
      s.append(" bounds.origin=(")
      s.appendNumber(layer.bounds.minX)
      s.append(" ")
      s.appendNumber(layer.bounds.minY)
      s.append(")")
    }
    if layer.opacity != 1 { appendValue("opacity", layer.opacity, to: &s) }
    if layer.isHidden { s.append(" hidden") }
    if layer.transform != CATransform3DIdentity { appendTransform("transform", layer.transform, to: &s) }
    if layer.sublayerTransform != CATransform3DIdentity {
      appendTransform("sublayerTransform", layer.sublayerTransform, to: &s)
    }
    if layer.zPosition != 0 { appendValue("zPosition", layer.zPosition, to: &s) }
    if let color = layer.backgroundColor { appendColor("background", color, to: &s) }
    if layer.cornerRadius != 0 {
      appendValue("cornerRadius", layer.cornerRadius, to: &s)
      if layer.maskedCorners != 15 { s.append(" maskedCorners=\(layer.maskedCorners)") }
    }
    if layer.borderWidth != 0, let color = layer.borderColor {
      appendValue("border", layer.borderWidth, to: &s)
      s.append(" ")
      appendHex(color, to: &s)
    }
    if layer.shadowOpacity != 0, let color = layer.shadowColor {
      appendValue("shadow", layer.shadowOpacity, to: &s)
      s.append(" ")
      appendHex(color, to: &s)
      s.append(" radius ")
      s.appendNumber(layer.shadowRadius)
      s.append(" offset (")
      s.appendNumber(layer.shadowOffset.width)
      s.append(" ")
      s.appendNumber(layer.shadowOffset.height)
      s.append(")")
      if layer.shadowPath != nil { s.append(" path") }
    }
    if layer.masksToBounds { s.append(" clips") }
    if !layer.isDoubleSided { s.append(" singleSided") }
    if let text = layer.text {
      s.append(" text=\"")
      s.append(text.string.replacingOccurrences(of: "\n", with: "\\n"))
      s.append("\" ")
      s.appendNumber(text.fontSize)
      s.append(text.isBold ? "pt bold " : "pt ")
      appendHex(text.color, to: &s)
    }
    if layer.shape != nil { s.append(" shape") }
    if layer.gradient != nil { s.append(" gradient") }
    if layer.contents != nil { s.append(" contents") }
    if layer.backdrop != nil { s.append(" backdrop") }
    s.append("\n")
    for mask in layer.mask { append(mask, depth: depth + 1, prefix: "mask: ", to: &s) }
    for sublayer in layer.sublayers { append(sublayer, depth: depth + 1, prefix: "", to: &s) }
  }

  /// The layer's frame in its superlayer (the affine part of the transform only).
  package static func frame(of layer: RenderLayer) -> CGRect {
    let t = layer.transform
    let w = layer.bounds.width, h = layer.bounds.height
    var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
    for (cx, cy) in [(0.0, 0.0), (w, 0), (0, h), (w, h)] {
      let x = cx - layer.anchorPoint.x * w, y = cy - layer.anchorPoint.y * h
      let px = layer.position.x + x * t.m11 + y * t.m21 + t.m41
      let py = layer.position.y + x * t.m12 + y * t.m22 + t.m42
      minX = min(minX, px); maxX = max(maxX, px)
      minY = min(minY, py); maxY = max(maxY, py)
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  private func appendRect(_ r: CGRect, to s: inout String) {
    s.append("(")
    s.appendNumber(r.minX)
    s.append(" ")
    s.appendNumber(r.minY)
    s.append("; ")
    s.appendNumber(r.width)
    s.append(" ")
    s.appendNumber(r.height)
    s.append(")")
  }

  private func appendValue(_ name: String, _ value: Double, to s: inout String) {
    s.append(" \(name)=")
    s.appendNumber(value)
  }

  private func appendTransform(_ name: String, _ t: CATransform3D, to s: inout String) {
    s.append(" \(name)=[")
    let isAffine =
      t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0 && t.m33 == 1
      && t.m34 == 0 && t.m43 == 0 && t.m44 == 1
    let values =
      isAffine
      ? [t.m11, t.m12, t.m21, t.m22, t.m41, t.m42]
      : [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
    for (i, v) in values.enumerated() {
      if i > 0 { s.append(" ") }
      s.appendNumber(v, decimals: 4)
    }
    s.append("]")
  }

  private func appendColor(_ name: String, _ color: RenderColor, to s: inout String) {
    s.append(" \(name)=")
    appendHex(color, to: &s)
  }

  /// `#rrggbb`, with `/alpha` when not opaque.
  private func appendHex(_ color: RenderColor, to s: inout String) {
    s.appendHexRGB(color)
    if color.alpha != 1 {
      s.append("/")
      s.appendNumber(color.alpha)
    }
  }
}
