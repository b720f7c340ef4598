import Foundation

/// The geometry of a path as a plain value: what `CGPath` holds, what `CAShapeLayer` animates
/// and what render snapshots carry. Coordinates are in the path's own space (for a shape layer,
/// its bounds space, y down as in UIKit).
///
/// Curves are measured and hit-tested on a polyline of `samplesPerCurve` chords per curve: the
/// chord error of a quarter-circle cubic at that density is below 0.02 % of its radius, far
/// under a point for any on-screen shape.
package struct _PathData: Hashable, Sendable {
  package enum Element: Hashable, Sendable {
    case move(CGPoint)
    case line(CGPoint)
    /// Control point, end point.
    case quad(CGPoint, CGPoint)
    /// First control point, second control point, end point.
    case cubic(CGPoint, CGPoint, CGPoint)
    case close
  }

  package var elements: [Element] = []

  package static let samplesPerCurve = 32

  package init(elements: [Element] = []) { self.elements = elements }

  package var isEmpty: Bool { elements.isEmpty }

  // MARK: Building

  /// The point the next element starts from: the last end point, or the start of the subpath
  /// after a close; nil for an empty path.
  package var currentPoint: CGPoint? {
    var start: CGPoint?
    var current: CGPoint?
    for element in elements {
      switch element {
      case .move(let p): start = p; current = p
      case .line(let p), .quad(_, let p), .cubic(_, _, let p): current = p
      case .close: current = start
      }
    }
    return current
  }

  /// Appends an arc as cubic Béziers (at most a quarter turn each), joined to the current
  /// point by a line when there is one. `increasing` sweeps from `start` toward larger angles
  /// (clockwise on a y-down screen). A sweep of a multiple of 2π that is not zero is a full
  /// circle.
  package mutating func addArc(
    center c: CGPoint, radius r: CGFloat, start: CGFloat, end: CGFloat, increasing: Bool,
    transform t: CGAffineTransform = .identity
  ) {
    let twoPi = 2 * Double.pi
    var sweep = Double(increasing ? end - start : start - end)
    let whole = sweep != 0 && sweep.truncatingRemainder(dividingBy: twoPi) == 0
    sweep = sweep.truncatingRemainder(dividingBy: twoPi)
    if sweep < 0 { sweep += twoPi }
    if whole { sweep = twoPi }
    let sign = increasing ? 1.0 : -1.0
    let radius = Double(r)
    func point(_ angle: Double) -> CGPoint {
      CGPoint(x: Double(c.x) + radius * cos(angle), y: Double(c.y) + radius * sin(angle))
        .applying(t)
    }
    let first = point(Double(start))
    if currentPoint == nil { elements.append(.move(first)) } else { elements.append(.line(first)) }
    let pieces = max(1, Int((sweep / (Double.pi / 2) - 1e-9).rounded(.up)))
    let step = sweep / Double(pieces) * sign
    let k = 4.0 / 3.0 * tan(step / 4)
    var a0 = Double(start)
    for _ in 0..<pieces where sweep > 0 {
      let a1 = a0 + step
      let p0 = (x: Double(c.x) + radius * cos(a0), y: Double(c.y) + radius * sin(a0))
      let p3 = (x: Double(c.x) + radius * cos(a1), y: Double(c.y) + radius * sin(a1))
      let c1 = CGPoint(x: p0.x - k * radius * sin(a0), y: p0.y + k * radius * cos(a0)).applying(t)
      let c2 = CGPoint(x: p3.x + k * radius * sin(a1), y: p3.y - k * radius * cos(a1)).applying(t)
      elements.append(.cubic(c1, c2, CGPoint(x: p3.x, y: p3.y).applying(t)))
      a0 = a1
    }
  }

  /// A closed ellipse inscribed in `rect`: four quarter curves from the right-middle point,
  /// toward increasing angles (clockwise on a y-down screen).
  package mutating func addEllipse(in rect: CGRect, transform t: CGAffineTransform = .identity) {
    let r = rect.standardized
    let rx = Double(r.width) / 2
    let ry = Double(r.height) / 2
    let cx = Double(r.midX)
    let cy = Double(r.midY)
    let k = 4.0 / 3.0 * (2.0.squareRoot() - 1)
    func p(_ x: Double, _ y: Double) -> CGPoint { CGPoint(x: cx + x, y: cy + y).applying(t) }
    elements.append(.move(p(rx, 0)))
    elements.append(.cubic(p(rx, k * ry), p(k * rx, ry), p(0, ry)))
    elements.append(.cubic(p(-k * rx, ry), p(-rx, k * ry), p(-rx, 0)))
    elements.append(.cubic(p(-rx, -k * ry), p(-k * rx, -ry), p(0, -ry)))
    elements.append(.cubic(p(k * rx, -ry), p(rx, -k * ry), p(rx, 0)))
    elements.append(.close)
  }

  /// A closed rectangle with elliptical corners of `radii` at the corners in `corners`
  /// (top-left, top-right, bottom-right, bottom-left in y-down terms), clockwise on screen from
  /// the top edge. Radii are clamped to half the width and height.
  package mutating func addRoundedRect(
    _ rect: CGRect, radii: CGSize, corners: (tl: Bool, tr: Bool, br: Bool, bl: Bool),
    transform t: CGAffineTransform = .identity
  ) {
    let r = rect.standardized
    let rx = max(0, min(Double(radii.width), Double(r.width) / 2))
    let ry = max(0, min(Double(radii.height), Double(r.height) / 2))
    let (x0, y0, x1, y1) = (Double(r.minX), Double(r.minY), Double(r.maxX), Double(r.maxY))
    let k = 4.0 / 3.0 * (2.0.squareRoot() - 1)
    func p(_ x: Double, _ y: Double) -> CGPoint { CGPoint(x: x, y: y).applying(t) }
    let round = rx > 0 && ry > 0
    elements.append(.move(p(corners.tl && round ? x0 + rx : x0, y0)))
    if corners.tr && round {
      elements.append(.line(p(x1 - rx, y0)))
      elements.append(.cubic(p(x1 - rx + k * rx, y0), p(x1, y0 + ry - k * ry), p(x1, y0 + ry)))
    } else {
      elements.append(.line(p(x1, y0)))
    }
    if corners.br && round {
      elements.append(.line(p(x1, y1 - ry)))
      elements.append(.cubic(p(x1, y1 - ry + k * ry), p(x1 - rx + k * rx, y1), p(x1 - rx, y1)))
    } else {
      elements.append(.line(p(x1, y1)))
    }
    if corners.bl && round {
      elements.append(.line(p(x0 + rx, y1)))
      elements.append(.cubic(p(x0 + rx - k * rx, y1), p(x0, y1 - ry + k * ry), p(x0, y1 - ry)))
    } else {
      elements.append(.line(p(x0, y1)))
    }
    if corners.tl && round {
      elements.append(.line(p(x0, y0 + ry)))
      elements.append(.cubic(p(x0, y0 + ry - k * ry), p(x0 + rx - k * rx, y0), p(x0 + rx, y0)))
    }
    elements.append(.close)
  }

  // MARK: Whole-path operations

  /// Every point of every element mapped by `t` (Béziers stay exact under affine maps).
  package func applying(_ t: CGAffineTransform) -> _PathData {
    if t.isIdentity { return self }
    return mapPoints { $0.applying(t) }
  }

  package func mapPoints(_ f: (CGPoint) -> CGPoint) -> _PathData {
    _PathData(
      elements: elements.map {
        switch $0 {
        case .move(let p): return .move(f(p))
        case .line(let p): return .line(f(p))
        case .quad(let c, let p): return .quad(f(c), f(p))
        case .cubic(let c1, let c2, let p): return .cubic(f(c1), f(c2), f(p))
        case .close: return .close
        }
      })
  }

  /// The smallest rectangle holding every point, control points included (`CGPath.boundingBox`,
  /// `UIBezierPath.bounds`); `.null` for an empty path.
  package var controlPointBounds: CGRect {
    var points: [CGPoint] = []
    for element in elements {
      switch element {
      case .move(let p), .line(let p): points.append(p)
      case .quad(let c, let p): points += [c, p]
      case .cubic(let c1, let c2, let p): points += [c1, c2, p]
      case .close: break
      }
    }
    return Self.boundingRect(points)
  }

  /// The smallest rectangle holding the drawn curve (`CGPath.boundingBoxOfPath`), measured on
  /// the sampled polyline; `.null` for an empty path.
  package var pathBounds: CGRect {
    Self.boundingRect(polylines().flatMap(\.points))
  }

  static func boundingRect(_ points: [CGPoint]) -> CGRect {
    guard let first = points.first else { return .null }
    var (x0, y0, x1, y1) = (first.x, first.y, first.x, first.y)
    for p in points {
      x0 = min(x0, p.x); y0 = min(y0, p.y); x1 = max(x1, p.x); y1 = max(y1, p.y)
    }
    return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// Each subpath as a polyline (curves sampled), with whether it was closed.
  package func polylines() -> [(points: [CGPoint], closed: Bool)] {
    var result: [(points: [CGPoint], closed: Bool)] = []
    var points: [CGPoint] = []
    var closed = false
    // After a close, a segment without a move starts from the closed subpath's start.
    var restart: CGPoint?
    func flush() {
      if !points.isEmpty { result.append((points, closed)) }
      points = []
      closed = false
    }
    for element in elements {
      switch element {
      case .move(let p):
        flush()
        points = [p]
      case .line(let p):
        if points.isEmpty { points = [restart ?? p] }
        points.append(p)
      case .quad(let c, let p):
        if points.isEmpty { points = [restart ?? p] }
        let p0 = points.last ?? p
        for i in 1...Self.samplesPerCurve {
          points.append(Self.quadPoint(p0, c, p, Double(i) / Double(Self.samplesPerCurve)))
        }
      case .cubic(let c1, let c2, let p):
        if points.isEmpty { points = [restart ?? p] }
        let p0 = points.last ?? p
        for i in 1...Self.samplesPerCurve {
          points.append(Self.cubicPoint(p0, c1, c2, p, Double(i) / Double(Self.samplesPerCurve)))
        }
      case .close:
        closed = true
        restart = points.first ?? restart
        flush()
      }
    }
    flush()
    return result
  }

  /// Whether `point` is inside the filled area (every subpath implicitly closed, as a fill
  /// closes them). With `closedSubpathsOnly`, open subpaths enclose nothing
  /// (`UIBezierPath.contains(_:)`).
  package func contains(_ point: CGPoint, evenOdd: Bool, closedSubpathsOnly: Bool = false) -> Bool {
    var winding = 0
    for sub in polylines() where !closedSubpathsOnly || sub.closed {
      let pts = sub.points
      guard pts.count > 2 else { continue }
      for i in 0..<pts.count {
        let a = pts[i]
        let b = pts[(i + 1) % pts.count]
        if a.y <= point.y {
          if b.y > point.y && cross(a, b, point) > 0 { winding += 1 }
        } else if b.y <= point.y && cross(a, b, point) < 0 {
          winding -= 1
        }
      }
    }
    return evenOdd ? winding % 2 != 0 : winding != 0
  }

  private func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> Double {
    Double((b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y))
  }

  /// The same path drawn backwards: subpaths in reverse order, each from its end to its start
  /// (a closed subpath stays closed).
  package func reversed() -> _PathData {
    var subpaths: [[Element]] = []
    var current: [Element] = []
    for element in elements {
      if case .move = element, !current.isEmpty { subpaths.append(current); current = [] }
      current.append(element)
      if case .close = element { subpaths.append(current); current = [] }
    }
    if !current.isEmpty { subpaths.append(current) }
    var out: [Element] = []
    for sub in subpaths.reversed() {
      var start: CGPoint?
      var points: [CGPoint] = []  // end point of each element, starting with the move
      var segments: [Element] = []
      var closed = false
      for element in sub {
        switch element {
        case .move(let p): start = p; points.append(p)
        case .line(let p), .quad(_, let p), .cubic(_, _, let p):
          if start == nil { start = p; points.append(p); continue }
          points.append(p); segments.append(element)
        case .close: closed = true
        }
      }
      guard let last = points.last else { continue }
      out.append(.move(last))
      for i in stride(from: segments.count - 1, through: 0, by: -1) {
        let to = points[i]
        switch segments[i] {
        case .line: out.append(.line(to))
        case .quad(let c, _): out.append(.quad(c, to))
        case .cubic(let c1, let c2, _): out.append(.cubic(c2, c1, to))
        default: break
        }
      }
      if closed { out.append(.close) }
    }
    return _PathData(elements: out)
  }

  // MARK: Curve maths

  package static func quadPoint(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint, _ t: Double) -> CGPoint {
    let u = 1 - t
    return CGPoint(
      x: u * u * Double(p0.x) + 2 * u * t * Double(c.x) + t * t * Double(p1.x),
      y: u * u * Double(p0.y) + 2 * u * t * Double(c.y) + t * t * Double(p1.y))
  }

  package static func cubicPoint(
    _ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint, _ t: Double
  ) -> CGPoint {
    let u = 1 - t
    let a = u * u * u
    let b = 3 * u * u * t
    let c = 3 * u * t * t
    let d = t * t * t
    return CGPoint(
      x: a * Double(p0.x) + b * Double(c1.x) + c * Double(c2.x) + d * Double(p1.x),
      y: a * Double(p0.y) + b * Double(c1.y) + c * Double(c2.y) + d * Double(p1.y))
  }
}
