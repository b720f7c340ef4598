import Foundation

/// Points along a rounded rectangle's outline, for shapes that must go through a projective
/// (perspective) map: straight edges stay straight under such a map, but circular corners do
/// not stay circular, so corners are sampled and every point is projected.
package enum RoundedRectOutline {
  /// Segments per quarter circle. 8 keeps the chord error below 0.2 % of the radius
  /// (1 − cos(π/32)), under half a point for radii up to 250 pt.
  package static let segmentsPerCorner = 8

  /// Clockwise (in y-down coordinates) from the top edge; four points when `radius` is 0.
  /// The radius is clamped to half the shorter side, as Core Animation draws it.
  package static func points(
    x: Double, y: Double, width: Double, height: Double, radius: Double
  ) -> [(x: Double, y: Double)] {
    let r = max(0, min(radius, width / 2, height / 2))
    if r == 0 {
      return [(x, y), (x + width, y), (x + width, y + height), (x, y + height)]
    }
    // Corner centres and the angle each quarter arc starts at (y down: angle 0 = +x, π/2 = +y).
    let corners: [(cx: Double, cy: Double, start: Double)] = [
      (x + width - r, y + r, -Double.pi / 2),
      (x + width - r, y + height - r, 0),
      (x + r, y + height - r, Double.pi / 2),
      (x + r, y + r, Double.pi),
    ]
    var result: [(x: Double, y: Double)] = []
    result.reserveCapacity(4 * (segmentsPerCorner + 1))
    for corner in corners {
      for i in 0...segmentsPerCorner {
        let angle = corner.start + Double(i) / Double(segmentsPerCorner) * (Double.pi / 2)
        result.append((corner.cx + r * cos(angle), corner.cy + r * sin(angle)))
      }
    }
    return result
  }
}
