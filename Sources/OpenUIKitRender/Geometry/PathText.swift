import Foundation
import OpenQuartzCore

/// Path values as SVG / CSS path data, and the rounded-rectangle outline of a layer whose
/// `maskedCorners` leave some corners square.
enum PathText {
  /// The outline of a layer's bounds with `radius` (clamped to half the shorter side) on the
  /// corners set in `maskedCorners` (`CACornerMask` bits: 1 top-left, 2 top-right,
  /// 4 bottom-left, 8 bottom-right in y-down space).
  static func roundedRect(
    x: Double, y: Double, width: Double, height: Double, radius: Double, maskedCorners: UInt
  ) -> _PathData {
    var d = _PathData()
    let r = max(0, min(radius, width / 2, height / 2))
    d.addRoundedRect(
      CGRect(x: x, y: y, width: max(width, 0), height: max(height, 0)), radii: CGSize(width: r, height: r),
      corners: (
        maskedCorners & 1 != 0, maskedCorners & 2 != 0, maskedCorners & 8 != 0, maskedCorners & 4 != 0
      ))
    return d
  }
}

extension TextSink {
  /// `M x y L … C … Q … Z` for `path` mapped by `map`. Affine maps keep Béziers exact (their
  /// control points are mapped); a projective map is applied to the sampled outline, since a
  /// projected Bézier is not a Bézier.
  mutating func appendPathData(_ path: _PathData, map: PlaneMap? = nil) {
    func point(_ p: CGPoint) {
      let q = map.map { $0.apply(Double(p.x), Double(p.y)) } ?? (x: Double(p.x), y: Double(p.y))
      appendNumber(q.x)
      append(" ")
      appendNumber(q.y)
    }
    if let map, !map.isAffine {
      for sub in path.polylines() {
        for (i, p) in sub.points.enumerated() {
          append(i == 0 ? "M" : "L")
          point(p)
        }
        if sub.closed { append("Z") }
      }
      return
    }
    for element in path.elements {
      switch element {
      case .move(let p):
        append("M")
        point(p)
      case .line(let p):
        append("L")
        point(p)
      case .quad(let c, let p):
        append("Q")
        point(c)
        append(" ")
        point(p)
      case .cubic(let c1, let c2, let p):
        append("C")
        point(c1)
        append(" ")
        point(c2)
        append(" ")
        point(p)
      case .close:
        append("Z")
      }
    }
  }
}
