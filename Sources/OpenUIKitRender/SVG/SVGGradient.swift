import Foundation
import OpenQuartzCore

// A gradient layer's gradient (`RenderGradient`) in SVG: drawn over the layer's (rounded)
// bounds, above the background. Gradient points live in the bounds' unit square, so the SVG
// gradients use `objectBoundingBox` units (the square stretched over the bounds, as Core
// Animation maps the unit space): axial → `<linearGradient x1 y1 x2 y2>`, radial →
// `<radialGradient>` of radius 1 scaled to the ellipse through `endPoint`'s x and y. SVG has no
// conic gradient: a conic one is drawn as `conicWedges` thin wedges around `startPoint`, each
// the gradient's colour at its middle angle, clipped to the (rounded) bounds.

extension RenderGradient {
  /// The colour at `location`: the stops' colours interpolated linearly, the end colours
  /// extended beyond the first and last stop.
  package func color(at location: Double) -> RenderColor {
    guard let first = stops.first, let last = stops.last else {
      return RenderColor(red: 0, green: 0, blue: 0, alpha: 0)
    }
    if location <= first.location { return first.color }
    if location >= last.location { return last.color }
    for (a, b) in zip(stops, stops.dropFirst()) where location <= b.location {
      let span = b.location - a.location
      let t = span > 0 ? (location - a.location) / span : 1
      func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
      return RenderColor(
        red: mix(a.color.red, b.color.red), green: mix(a.color.green, b.color.green),
        blue: mix(a.color.blue, b.color.blue), alpha: mix(a.color.alpha, b.color.alpha))
    }
    return last.color
  }

  /// The angle (radians, y-down: clockwise from +x) at which a conic gradient starts.
  package var conicStartAngle: Double {
    atan2(Double(endPoint.y - startPoint.y), Double(endPoint.x - startPoint.x))
  }
}

extension SVGWriter {
  /// Number of wedges a conic gradient is drawn with.
  static let conicWedges = 90

  mutating func appendGradient(_ gradient: RenderGradient, of layer: RenderLayer, map: PlaneMap?, depth: Int) {
    let b = layer.bounds
    let bx = Double(b.origin.x)
    let by = Double(b.origin.y)
    let bw = Double(b.width)
    let bh = Double(b.height)
    let id = layer.id
    indent(depth)
    out.append("<defs>")
    switch gradient.kind {
    case .axial:
      appendOpening("<linearGradient", kind: "gradient-", id: id)
      out.append(" x1=\"")
      out.appendNumber(Double(gradient.startPoint.x), decimals: 4)
      out.append("\" y1=\"")
      out.appendNumber(Double(gradient.startPoint.y), decimals: 4)
      out.append("\" x2=\"")
      out.appendNumber(Double(gradient.endPoint.x), decimals: 4)
      out.append("\" y2=\"")
      out.appendNumber(Double(gradient.endPoint.y), decimals: 4)
      out.append("\">")
      appendStops(gradient)
      out.append("</linearGradient>")
    case .radial:
      // Radius 1 around the origin, scaled to the ellipse's radii and moved to startPoint.
      let rx = max(abs(Double(gradient.endPoint.x - gradient.startPoint.x)), 1e-4)
      let ry = max(abs(Double(gradient.endPoint.y - gradient.startPoint.y)), 1e-4)
      appendOpening("<radialGradient", kind: "gradient-", id: id)
      out.append(" cx=\"0\" cy=\"0\" r=\"1\" gradientTransform=\"matrix(")
      out.appendNumber(rx, decimals: 4)
      out.append(",0,0,")
      out.appendNumber(ry, decimals: 4)
      out.append(",")
      out.appendNumber(Double(gradient.startPoint.x), decimals: 4)
      out.append(",")
      out.appendNumber(Double(gradient.startPoint.y), decimals: 4)
      out.append(")\">")
      appendStops(gradient)
      out.append("</radialGradient>")
    case .conic:
      appendOpening("<clipPath", kind: "gradient-", id: id)
      out.append(">")
      appendShape(
        x: bx, y: by, width: bw, height: bh, radius: layer.cornerRadius, corners: layer.maskedCorners,
        map: map)
      out.append("/></clipPath>")
    }
    out.append("</defs>\n")
    indent(depth)
    if gradient.kind == .conic {
      appendConicWedges(gradient, id: id, x: bx, y: by, width: bw, height: bh, map: map, depth: depth)
      return
    }
    appendShape(
      x: bx, y: by, width: bw, height: bh, radius: layer.cornerRadius, corners: layer.maskedCorners,
      map: map)
    appendReference(" fill", kind: "gradient-", id: id)
    out.append("/>\n")
  }

  private mutating func appendStops(_ gradient: RenderGradient) {
    for stop in gradient.stops {
      out.append("<stop offset=\"")
      out.appendNumber(min(max(stop.location, 0), 1), decimals: 4)
      out.append("\" stop-color=\"")
      out.appendHexRGB(stop.color)
      out.append("\"")
      if stop.color.alpha < 1 {
        out.append(" stop-opacity=\"")
        out.appendNumber(max(stop.color.alpha, 0))
        out.append("\"")
      }
      out.append("/>")
    }
  }

  /// The conic gradient as wedges in the unit square mapped onto the bounds, clipped to the
  /// (rounded) bounds by the `gradient-<id>` clip path.
  private mutating func appendConicWedges(
    _ gradient: RenderGradient, id: Int, x: Double, y: Double, width: Double, height: Double,
    map: PlaneMap?, depth: Int
  ) {
    out.append("<g")
    appendReference(" clip-path", kind: "gradient-", id: id)
    out.append(">\n")
    // Unit-square radius that reaches every corner from any centre inside or near the square.
    let reach = 2 + abs(Double(gradient.startPoint.x)) + abs(Double(gradient.startPoint.y))
    let cx = Double(gradient.startPoint.x)
    let cy = Double(gradient.startPoint.y)
    let start = gradient.conicStartAngle
    let n = Self.conicWedges
    func point(_ ux: Double, _ uy: Double) -> (x: Double, y: Double) {
      let p = (x: x + ux * width, y: y + uy * height)
      return map.map { $0.apply(p.x, p.y) } ?? p
    }
    for i in 0..<n {
      // Wedges overlap by a hair so no seams show between them.
      let a0 = start + 2 * Double.pi * Double(i) / Double(n)
      let a1 = start + 2 * Double.pi * (Double(i) + 1.02) / Double(n)
      let c = point(cx, cy)
      let p0 = point(cx + reach * cos(a0), cy + reach * sin(a0))
      let p1 = point(cx + reach * cos(a1), cy + reach * sin(a1))
      indent(depth + 1)
      out.append("<path d=\"M")
      for (k, p) in [c, p0, p1].enumerated() {
        if k > 0 { out.append("L") }
        out.appendNumber(p.x)
        out.append(" ")
        out.appendNumber(p.y)
      }
      out.append("Z\"")
      appendPaint("fill", gradient.color(at: (Double(i) + 0.5) / Double(n)))
      out.append("/>\n")
    }
    indent(depth)
    out.append("</g>\n")
  }
}
