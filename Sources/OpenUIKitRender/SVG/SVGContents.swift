import Foundation
import OpenQuartzCore

// Layer contents (images) in the SVG renderer.
//
// An image is drawn in a nested `<svg>` whose `viewBox` is the part of the image shown
// (`contentsRect`, in image points) and whose `x y width height` is where that part lands in
// the layer's bounds (`contentsGravity`); `preserveAspectRatio="none"` stretches one onto the
// other and the nested viewport clips to it. A `contentsCenter` other than the whole image
// draws nine such cells: the corners keep their size, the edges stretch one way, the centre
// both. Captured layers inside an image are drawn by the same writer with a longer id prefix.
// Under a perspective projection the image is placed with the affine map that agrees with the
// projection at three corners of the bounds (an approximation, as for text).

extension PlaneMap {
  /// The determinant of the 3×3 homography: negative when the map reverses orientation (the
  /// plane's back faces the viewer).
  package var determinant: Double {
    a * (d * w - q * ty) - b * (c * w - q * tx) + p * (c * ty - d * tx)
  }

  /// The affine map that agrees with `self` at three corners of a rectangle; nil for an empty one.
  static func affineApproximation(of map: PlaneMap, x: Double, y: Double, width: Double, height: Double)
    -> PlaneMap?
  {
    guard width > 0, height > 0 else { return nil }
    let p0 = map.apply(x, y)
    let p1 = map.apply(x + width, y)
    let p2 = map.apply(x, y + height)
    let a = (p1.x - p0.x) / width
    let b = (p1.y - p0.y) / width
    let c = (p2.x - p0.x) / height
    let d = (p2.y - p0.y) / height
    return PlaneMap(a: a, b: b, p: 0, c: c, d: d, q: 0, tx: p0.x - a * x - c * y, ty: p0.y - b * x - d * y, w: 1)
  }
}

extension SVGRenderer {
  /// The contents of `layer` as SVG elements in its *element* space (bounds origin at 0, 0),
  /// for the HTML player; "" when it has none.
  package static func contentsMarkup(of layer: RenderLayer, idPrefix: String) -> String {
    guard let contents = layer.contents else { return "" }
    var options = SVGRenderer.Options()
    options.idPrefix = idPrefix
    var writer = SVGWriter(options: options, capacity: 1024)
    let shift = PlaneMap(
      a: 1, b: 0, p: 0, c: 0, d: 1, q: 0, tx: -Double(layer.bounds.origin.x), ty: -Double(layer.bounds.origin.y), w: 1)
    writer.out.append("<g")
    writer.appendTransformAttribute(shift)
    writer.out.append(">")
    writer.appendContents(contents, of: layer, map: nil, depth: 0)
    writer.out.append("</g>")
    return writer.out.string
  }
}

extension SVGWriter {
  /// Where the shown part of the image lands in the bounds, by gravity (y down: `top` is the
  /// bounds' top edge).
  static func destination(
    natural: CGSize, bounds b: CGRect, gravity: String
  ) -> CGRect {
    let bw = Double(b.width), bh = Double(b.height)
    var w = Double(natural.width), h = Double(natural.height)
    switch gravity {
    case "resizeAspect", "resizeAspectFill":
      guard w > 0, h > 0 else { return b }
      let k = gravity == "resizeAspect" ? min(bw / w, bh / h) : max(bw / w, bh / h)
      w *= k
      h *= k
      return CGRect(x: Double(b.minX) + (bw - w) / 2, y: Double(b.minY) + (bh - h) / 2, width: w, height: h)
    case "resize": return b
    default:
      let left = gravity.lowercased().contains("left")
      let right = gravity.lowercased().contains("right")
      let top = gravity.hasPrefix("top")
      let bottom = gravity.hasPrefix("bottom")
      let x = left ? Double(b.minX) : right ? Double(b.maxX) - w : Double(b.minX) + (bw - w) / 2
      let y = top ? Double(b.minY) : bottom ? Double(b.maxY) - h : Double(b.minY) + (bh - h) / 2
      return CGRect(x: x, y: y, width: w, height: h)
    }
  }

  mutating func appendContents(_ contents: RenderContents, of layer: RenderLayer, map: PlaneMap?, depth: Int) {
    let image = contents.image
    let size = image.size
    guard size.width > 0, size.height > 0 else { return }
    let cr = contents.contentsRect
    let source = CGRect(
      x: Double(cr.minX * size.width), y: Double(cr.minY * size.height),
      width: Double(cr.width * size.width), height: Double(cr.height * size.height))
    // Points of the layer per point of the image.
    let k = image.scale / max(contents.contentsScale, 1e-9)
    let natural = CGSize(width: Double(source.width) * k, height: Double(source.height) * k)
    let dest = Self.destination(natural: natural, bounds: layer.bounds, gravity: contents.gravity)
    indent(depth)
    var closeGroup = false
    if let map {
      let b = layer.bounds
      guard
        let affine = PlaneMap.affineApproximation(
          of: map, x: Double(b.minX), y: Double(b.minY), width: Double(b.width), height: Double(b.height))
      else { return }
      out.append("<g")
      appendTransformAttribute(affine)
      out.append(">")
      closeGroup = true
    }
    let savedPrefix = prefix
    prefix += "c\(layer.id)-"
    let center = contents.contentsCenter
    if center == CGRect(x: 0, y: 0, width: 1, height: 1) || contents.gravity != "resize" {
      appendImageCell(image, tint: contents.tint, source: source, dest: dest)
    } else {
      // Nine cells: source edges from contentsCenter (unit, of the shown part), destination
      // edges keep the fixed parts' natural size.
      let sx = [0, Double(center.minX), Double(center.maxX), 1].map { Double(source.minX) + $0 * Double(source.width) }
      let sy = [0, Double(center.minY), Double(center.maxY), 1].map { Double(source.minY) + $0 * Double(source.height) }
      let left = (sx[1] - sx[0]) * k, right = (sx[3] - sx[2]) * k
      let top = (sy[1] - sy[0]) * k, bottom = (sy[3] - sy[2]) * k
      let dx = [Double(dest.minX), Double(dest.minX) + left, max(Double(dest.maxX) - right, Double(dest.minX) + left), Double(dest.maxX)]
      let dy = [Double(dest.minY), Double(dest.minY) + top, max(Double(dest.maxY) - bottom, Double(dest.minY) + top), Double(dest.maxY)]
      for row in 0..<3 {
        for column in 0..<3 {
          let src = CGRect(x: sx[column], y: sy[row], width: sx[column + 1] - sx[column], height: sy[row + 1] - sy[row])
          let dst = CGRect(x: dx[column], y: dy[row], width: dx[column + 1] - dx[column], height: dy[row + 1] - dy[row])
          guard src.width > 0, src.height > 0, dst.width > 0, dst.height > 0 else { continue }
          prefix = savedPrefix + "c\(layer.id)-\(row * 3 + column)-"
          appendImageCell(image, tint: contents.tint, source: src, dest: dst)
        }
      }
    }
    prefix = savedPrefix
    if closeGroup { out.append("</g>") }
    out.append("\n")
  }

  /// `<svg x y width height viewBox …>` showing `source` (image points) in `dest`.
  mutating func appendImageCell(_ image: RenderImage, tint: RenderColor?, source: CGRect, dest: CGRect) {
    out.append("<svg x=\"")
    out.appendNumber(Double(dest.minX))
    out.append("\" y=\"")
    out.appendNumber(Double(dest.minY))
    out.append("\" width=\"")
    out.appendNumber(max(Double(dest.width), 0))
    out.append("\" height=\"")
    out.appendNumber(max(Double(dest.height), 0))
    out.append("\" viewBox=\"")
    out.appendNumber(Double(source.minX))
    out.append(" ")
    out.appendNumber(Double(source.minY))
    out.append(" ")
    out.appendNumber(Double(source.width))
    out.append(" ")
    out.appendNumber(Double(source.height))
    out.append("\" preserveAspectRatio=\"none\">")
    switch image.content {
    case .layers(let root):
      out.append("\n")
      layer(root, parent: nil, projection: nil, toViewport: .identity, depth: 1)
    case .placeholder(let name, let isSymbol):
      // A named image with no pixel data: a tinted (symbols) or grey rounded tile.
      let w = Double(image.size.width), h = Double(image.size.height)
      out.append("<rect width=\"")
      out.appendNumber(w)
      out.append("\" height=\"")
      out.appendNumber(h)
      out.append("\" rx=\"")
      out.appendNumber(min(w, h) / 5)
      out.append("\"")
      let color = tint ?? (isSymbol ? RenderColor(red: 0, green: 0, blue: 0, alpha: 1) : RenderColor(red: 0.78, green: 0.78, blue: 0.8, alpha: 1))
      appendPaint("fill", color)
      out.append(" data-image=\"")
      out.appendXMLEscaped(name)
      out.append("\"/>")
    }
    out.append("</svg>")
  }
}
