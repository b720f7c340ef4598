import Foundation
import OpenQuartzCore

// A gradient layer's gradient as a CSS background image for the HTML player (track code `i`).
// Core Animation places gradients in the bounds' unit square, stretched over the bounds. CSS
// gradients live in an element's pixel box, so the player draws the gradient on a 100 × 100 px
// square scaled to the bounds (`scale(width/100, height/100)`), which stretches it the same way;
// the square is clipped by a wrapper that inherits the element's border radius.

extension RenderGradient {
  /// Side of the square the CSS gradient is drawn on, in px.
  static let cssSquare = 100.0

  /// `linear-gradient(…)`, `radial-gradient(…)` or `conic-gradient(…)` on the square.
  package var cssBackgroundImage: String {
    let side = Self.cssSquare
    let sx = Double(startPoint.x) * side
    let sy = Double(startPoint.y) * side
    let dx = Double(endPoint.x - startPoint.x) * side
    let dy = Double(endPoint.y - startPoint.y) * side
    var s: String
    let positions: [Double]
    switch kind {
    case .axial:
      let length = (dx * dx + dy * dy).squareRoot()
      guard length > 1e-9 else {
        // No direction: the last colour everywhere.
        let c = stops.last?.color.cssRGBA ?? "rgba(0,0,0,0)"
        return "linear-gradient(\(c),\(c))"
      }
      let ux = dx / length
      let uy = dy / length
      // CSS: 0deg points up, angles turn clockwise; the gradient line runs through the centre
      // and is long enough for the corners to reach 0% and 100%.
      let angle = atan2(ux, -uy) * 180 / Double.pi
      let line = side * (abs(ux) + abs(uy))
      let c = side / 2
      positions = stops.map { stop in
        let px = sx + stop.location * dx - c
        let py = sy + stop.location * dy - c
        return 100 * ((px * ux + py * uy) + line / 2) / line
      }
      s = "linear-gradient(" + String.number(angle) + "deg"
    case .radial:
      s =
        "radial-gradient(ellipse " + String.number(max(abs(dx), 0.001)) + "px "
        + String.number(max(abs(dy), 0.001)) + "px at " + String.number(sx) + "px " + String.number(sy) + "px"
      positions = stops.map { 100 * $0.location }
    case .conic:
      // CSS starts at 12 o'clock; Core Animation's start direction is toward endPoint.
      let angle = conicStartAngle * 180 / Double.pi + 90
      s = "conic-gradient(from " + String.number(angle) + "deg at " + String.number(sx) + "px "
        + String.number(sy) + "px"
      positions = stops.map { 100 * $0.location }
    }
    for (stop, position) in zip(stops, positions) {
      s.append(",")
      s.append(stop.color.cssRGBA)
      s.append(" ")
      s.append(String.number(position))
      s.append("%")
    }
    s.append(")")
    return s
  }
}
