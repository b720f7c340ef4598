import Foundation

// Arc length, trimming (CAShapeLayer's strokeStart/strokeEnd) and interpolation (animating
// `path`) of path values.

extension _PathData {
  /// One drawn segment: where it starts and the element that ends it (a close becomes the line
  /// back to the subpath's start).
  package struct Segment: Hashable, Sendable {
    package var start: CGPoint
    package var element: Element
    /// The segment begins a subpath (the drawing pen moved before it).
    package var beginsSubpath: Bool
  }

  /// The drawn segments in order (moves and zero-length closes produce none).
  package var segments: [Segment] {
    var result: [Segment] = []
    var start: CGPoint?
    var current: CGPoint?
    var pendingMove = true
    for element in elements {
      switch element {
      case .move(let p):
        start = p; current = p; pendingMove = true
      case .line(let p), .quad(_, let p), .cubic(_, _, let p):
        let from = current ?? start ?? p
        if start == nil { start = from }
        result.append(Segment(start: from, element: element, beginsSubpath: pendingMove))
        pendingMove = false
        current = p
      case .close:
        if let s = start, let c = current, s != c {
          result.append(Segment(start: c, element: .line(s), beginsSubpath: pendingMove))
        }
        current = start
        pendingMove = true
      }
    }
    return result
  }

  /// Cumulative chord lengths along a segment's sampled curve (first entry 0).
  package static func cumulativeLengths(_ s: Segment) -> [Double] {
    switch s.element {
    case .line(let p):
      return [0, Double(hypot(p.x - s.start.x, p.y - s.start.y))]
    case .quad, .cubic:
      var lengths = [0.0]
      var previous = s.start
      for i in 1...samplesPerCurve {
        let p = point(on: s, at: Double(i) / Double(samplesPerCurve))
        lengths.append(lengths[lengths.count - 1] + Double(hypot(p.x - previous.x, p.y - previous.y)))
        previous = p
      }
      return lengths
    case .move, .close:
      return [0]
    }
  }

  package static func point(on s: Segment, at t: Double) -> CGPoint {
    switch s.element {
    case .line(let p):
      return CGPoint(x: Double(s.start.x) + Double(p.x - s.start.x) * t, y: Double(s.start.y) + Double(p.y - s.start.y) * t)
    case .quad(let c, let p): return quadPoint(s.start, c, p, t)
    case .cubic(let c1, let c2, let p): return cubicPoint(s.start, c1, c2, p, t)
    case .move(let p): return p
    case .close: return s.start
    }
  }

  /// The length of the drawn path (closes included).
  package var length: Double {
    segments.reduce(0) { $0 + (Self.cumulativeLengths($1).last ?? 0) }
  }

  /// The part of the path between the fractions `from` and `to` of its length, as
  /// `CAShapeLayer` strokes it for `strokeStart`/`strokeEnd` (both clamped to 0…1; nothing when
  /// `to <= from`). The whole path (0…1) comes back unchanged.
  package func trimmed(from: Double, to: Double) -> _PathData {
    let a = min(max(from, 0), 1)
    let b = min(max(to, 0), 1)
    if a <= 0 && b >= 1 { return self }
    guard b > a else { return _PathData() }
    let segs = segments
    let tables = segs.map(Self.cumulativeLengths)
    let total = tables.reduce(0) { $0 + ($1.last ?? 0) }
    guard total > 0 else { return _PathData() }
    let startLength = a * total
    let endLength = b * total
    var out = _PathData()
    var offset = 0.0
    var needsMove = true
    for (seg, table) in zip(segs, tables) {
      let length = table.last ?? 0
      defer { offset += length }
      if seg.beginsSubpath { needsMove = true }
      let lo = max(startLength - offset, 0)
      let hi = min(endLength - offset, length)
      guard hi > lo else { continue }
      let t0 = Self.parameter(table, lo)
      let t1 = Self.parameter(table, hi)
      let piece = Self.subsegment(seg, t0, t1)
      if needsMove || lo > 0 {
        out.elements.append(.move(piece.start))
      }
      needsMove = false
      out.elements.append(piece.element)
    }
    return out
  }

  /// The curve parameter at arc length `s` along a sampled table.
  static func parameter(_ table: [Double], _ s: Double) -> Double {
    let n = table.count - 1
    if n <= 1 { return table[n] > 0 ? s / table[n] : 0 }
    var i = 0
    while i < n - 1 && table[i + 1] < s { i += 1 }
    let span = table[i + 1] - table[i]
    let u = span > 0 ? (s - table[i]) / span : 0
    return (Double(i) + min(max(u, 0), 1)) / Double(n)
  }

  /// The part of a segment between parameters `t0` and `t1` (de Casteljau).
  static func subsegment(_ s: Segment, _ t0: Double, _ t1: Double) -> Segment {
    func lerp(_ p: CGPoint, _ q: CGPoint, _ t: Double) -> CGPoint {
      CGPoint(x: Double(p.x) + Double(q.x - p.x) * t, y: Double(p.y) + Double(q.y - p.y) * t)
    }
    switch s.element {
    case .line:
      return Segment(start: point(on: s, at: t0), element: .line(point(on: s, at: t1)), beginsSubpath: s.beginsSubpath)
    case .quad(let c, let p):
      // Keep [0, t1], then [t0/t1, 1] of that.
      var (p0, q1, p1) = (s.start, lerp(s.start, c, t1), quadPoint(s.start, c, p, t1))
      if t0 > 0 {
        let u = t1 > 0 ? t0 / t1 : 0
        let m = quadPoint(p0, q1, p1, u)
        q1 = lerp(q1, p1, u)
        p0 = m
      }
      return Segment(start: p0, element: .quad(q1, p1), beginsSubpath: s.beginsSubpath)
    case .cubic(let c1, let c2, let p):
      var (p0, a1, a2, p1) = splitCubicFirst(s.start, c1, c2, p, t1)
      if t0 > 0 {
        let u = t1 > 0 ? t0 / t1 : 0
        let second = splitCubicSecond(p0, a1, a2, p1, u)
        (p0, a1, a2, p1) = second
      }
      return Segment(start: p0, element: .cubic(a1, a2, p1), beginsSubpath: s.beginsSubpath)
    case .move, .close:
      return s
    }
  }

  private static func splitCubicFirst(
    _ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint, _ t: Double
  ) -> (CGPoint, CGPoint, CGPoint, CGPoint) {
    func l(_ p: CGPoint, _ q: CGPoint) -> CGPoint {
      CGPoint(x: Double(p.x) + Double(q.x - p.x) * t, y: Double(p.y) + Double(q.y - p.y) * t)
    }
    let a = l(p0, c1), b = l(c1, c2), c = l(c2, p1)
    let d = l(a, b), e = l(b, c)
    return (p0, a, d, l(d, e))
  }

  private static func splitCubicSecond(
    _ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint, _ t: Double
  ) -> (CGPoint, CGPoint, CGPoint, CGPoint) {
    func l(_ p: CGPoint, _ q: CGPoint) -> CGPoint {
      CGPoint(x: Double(p.x) + Double(q.x - p.x) * t, y: Double(p.y) + Double(q.y - p.y) * t)
    }
    let a = l(p0, c1), b = l(c1, c2), c = l(c2, p1)
    let d = l(a, b), e = l(b, c)
    return (l(d, e), e, c, p1)
  }

  // MARK: Interpolation

  /// Whether two paths have the same elements in the same order (only then can Core Animation
  /// interpolate between them point by point).
  package func hasSameStructure(as other: _PathData) -> Bool {
    guard elements.count == other.elements.count else { return false }
    for (x, y) in zip(elements, other.elements) {
      switch (x, y) {
      case (.move, .move), (.line, .line), (.quad, .quad), (.cubic, .cubic), (.close, .close): continue
      default: return false
      }
    }
    return true
  }

  /// Combines two paths of the same structure point by point; nil otherwise.
  package static func combine(
    _ a: _PathData, _ b: _PathData, _ f: (CGPoint, CGPoint) -> CGPoint
  ) -> _PathData? {
    guard a.hasSameStructure(as: b) else { return nil }
    var out: [Element] = []
    out.reserveCapacity(a.elements.count)
    for (x, y) in zip(a.elements, b.elements) {
      switch (x, y) {
      case (.move(let p), .move(let q)): out.append(.move(f(p, q)))
      case (.line(let p), .line(let q)): out.append(.line(f(p, q)))
      case (.quad(let c, let p), .quad(let d, let q)): out.append(.quad(f(c, d), f(p, q)))
      case (.cubic(let c1, let c2, let p), .cubic(let d1, let d2, let q)):
        out.append(.cubic(f(c1, d1), f(c2, d2), f(p, q)))
      default: out.append(.close)
      }
    }
    return _PathData(elements: out)
  }

  /// `a + (b − a)·t` point by point for paths of the same structure; otherwise Core Animation's
  /// result is undefined and here the value jumps from `a` to `b` halfway.
  package static func interpolate(_ a: _PathData, _ b: _PathData, _ t: Double) -> _PathData {
    combine(a, b) { p, q in
      CGPoint(x: Double(p.x) + Double(q.x - p.x) * t, y: Double(p.y) + Double(q.y - p.y) * t)
    } ?? (t < 0.5 ? a : b)
  }
}
