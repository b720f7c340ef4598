import Foundation

/// A value an animation can interpolate: the engine's unboxed form of the `Any` values the
/// public API takes (`fromValue`, `values`, …). Arithmetic is component-wise, except for
/// transforms, whose "sum" is concatenation (`a + b` applies `a` then `b`) and whose difference
/// is `a · b⁻¹`, so `(a − b) + b == a` holds for additive animations.
package enum AnimatableValue: Sendable, Equatable {
  case scalar(Double)
  case point(CGPoint)
  case size(CGSize)
  case rect(CGRect)
  case transform(CATransform3D)
  case color(_RGBA)
  /// A path (`CAShapeLayer.path`): interpolates point by point between paths of the same
  /// structure; arithmetic is point-wise on such paths and keeps the left operand otherwise.
  case path(_PathData)

  /// Unboxes a public value: `CGFloat`, `Double`, `Float`, `Int`, `NSNumber`, `Bool`, `CGPoint`,
  /// `CGSize`, `CGRect`, `CATransform3D`, `CGAffineTransform` (as a transform), `CGColor`, or an
  /// `AnimatableValue` itself.
  package static func make(from any: Any?) -> AnimatableValue? {
    guard let any else { return nil }
    // The types layers box (position, bounds, opacity…) first, by exact dynamic type: the same
    // result as the cascade below, whose earlier cases cannot match these types, without its
    // failing casts (a failed cast to a bridged class such as NSNumber is the costly part).
    let dynamicType = type(of: any)
    if dynamicType == CGPoint.self, let v = any as? CGPoint { return .point(v) }
    if dynamicType == CGRect.self, let v = any as? CGRect { return .rect(v) }
    if dynamicType == Float.self, let v = any as? Float { return .scalar(Double(v)) }
    if dynamicType == CGFloat.self, let v = any as? CGFloat { return .scalar(Double(v)) }
    if dynamicType == CGSize.self, let v = any as? CGSize { return .size(v) }
    if dynamicType == CATransform3D.self, let v = any as? CATransform3D { return .transform(v) }
    switch any {
    case let v as AnimatableValue: return v
    case let v as CGFloat: return .scalar(Double(v))
    case let v as Double: return .scalar(v)
    case let v as Float: return .scalar(Double(v))
    case let v as Int: return .scalar(Double(v))
    case let v as Bool: return .scalar(v ? 1 : 0)
    case let v as NSNumber: return .scalar(v.doubleValue)
    case let v as CGPoint: return .point(v)
    case let v as CGSize: return .size(v)
    case let v as CGRect: return .rect(v)
    case let v as CATransform3D: return .transform(v)
    case let v as CGAffineTransform: return .transform(CATransform3DMakeAffineTransform(v))
    case let v as NSValue:
      // `NSValue(cgPoint:)` / `(cgSize:)` / `(cgRect:)`, as keyframe `values` are often boxed.
      let type = String(cString: v.objCType)
      if type == _BoxedGeometry.point { return .point(v.pointValue) }
      if type == _BoxedGeometry.size { return .size(v.sizeValue) }
      if type == _BoxedGeometry.rect { return .rect(v.rectValue) }
      return nil
    case let v as CGColor: return .color(_RGBA(v))
    case let v as CGPath: return .path(v._data)
    default: return nil
    }
  }

  /// The value as the public API hands it out: `CGFloat` (scalars), `CGPoint`, `CGSize`,
  /// `CGRect`, `CATransform3D`, `CGColor`. (`opacity` and `shadowOpacity` are `Float` on the
  /// layer; `CALayer.value(forKeyPath:)` boxes those as `Float`.)
  package var boxed: Any {
    switch self {
    case .scalar(let v): return CGFloat(v)
    case .point(let v): return v
    case .size(let v): return v
    case .rect(let v): return v
    case .transform(let v): return v
    case .color(let v): return v.cgColor
    case .path(let v): return CGPath(_data: v)
    }
  }

  /// Whether `make(from: boxed)` gives this value back exactly (not for colours, which go
  /// through `CGColor`, nor paths).
  package var _roundTripsThroughBoxing: Bool {
    switch self {
    case .scalar, .point, .size, .rect, .transform: return true
    case .color, .path: return false
    }
  }

  /// The neutral element of `+` for this kind of value.
  package var zero: AnimatableValue {
    switch self {
    case .scalar: return .scalar(0)
    case .point: return .point(.zero)
    case .size: return .size(.zero)
    case .rect: return .rect(.zero)
    case .transform: return .transform(CATransform3DIdentity)
    case .color: return .color(.clear)
    case .path(let p): return .path(p.mapPoints { _ in .zero })
    }
  }

  package static func + (a: AnimatableValue, b: AnimatableValue) -> AnimatableValue {
    switch (a, b) {
    case (.scalar(let x), .scalar(let y)): return .scalar(x + y)
    case (.point(let x), .point(let y)): return .point(CGPoint(x: x.x + y.x, y: x.y + y.y))
    case (.size(let x), .size(let y)):
      return .size(CGSize(width: x.width + y.width, height: x.height + y.height))
    case (.rect(let x), .rect(let y)):
      return .rect(
        CGRect(
          x: x.origin.x + y.origin.x, y: x.origin.y + y.origin.y,
          width: x.size.width + y.size.width, height: x.size.height + y.size.height))
    case (.transform(let x), .transform(let y)): return .transform(CATransform3DConcat(x, y))
    case (.color(let x), .color(let y)):
      return .color(_RGBA(r: x.r + y.r, g: x.g + y.g, b: x.b + y.b, a: x.a + y.a))
    case (.path(let x), .path(let y)):
      return .path(_PathData.combine(x, y) { CGPoint(x: $0.x + $1.x, y: $0.y + $1.y) } ?? x)
    default: return a
    }
  }

  package static func - (a: AnimatableValue, b: AnimatableValue) -> AnimatableValue {
    switch (a, b) {
    case (.transform(let x), .transform(let y)):
      return .transform(CATransform3DConcat(x, CATransform3DInvert(y)))
    default: return a + b.scaled(by: -1)
    }
  }

  /// Component-wise scaling; for a transform, `k` repetitions of it (k = 0 is the identity,
  /// other non-integers interpolate from the identity).
  package func scaled(by k: Double) -> AnimatableValue {
    switch self {
    case .scalar(let v): return .scalar(v * k)
    case .point(let p): return .point(CGPoint(x: p.x * k, y: p.y * k))
    case .size(let s): return .size(CGSize(width: s.width * k, height: s.height * k))
    case .rect(let r):
      return .rect(CGRect(x: r.origin.x * k, y: r.origin.y * k, width: r.size.width * k, height: r.size.height * k))
    case .transform(let t):
      if k == 0 { return .transform(CATransform3DIdentity) }
      if k == 1 { return self }
      if k == k.rounded(), abs(k) <= 64 {
        let base = k < 0 ? CATransform3DInvert(t) : t
        var result = CATransform3DIdentity
        for _ in 0..<Int(abs(k)) { result = CATransform3DConcat(result, base) }
        return .transform(result)
      }
      return .transform(_interpolateTransform(CATransform3DIdentity, t, k))
    case .color(let c): return .color(_RGBA(r: c.r * k, g: c.g * k, b: c.b * k, a: c.a * k))
    case .path(let p): return .path(p.mapPoints { CGPoint(x: $0.x * k, y: $0.y * k) })
    }
  }

  /// `a + (b − a)·t`; transforms interpolate by decomposition (`_interpolateTransform`).
  /// Values of different kinds jump at t = 0.5.
  package static func interpolate(_ a: AnimatableValue, _ b: AnimatableValue, _ t: Double) -> AnimatableValue {
    @inline(__always) func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
    switch (a, b) {
    case (.scalar(let x), .scalar(let y)): return .scalar(mix(x, y))
    case (.point(let x), .point(let y)): return .point(CGPoint(x: mix(x.x, y.x), y: mix(x.y, y.y)))
    case (.size(let x), .size(let y)):
      return .size(CGSize(width: mix(x.width, y.width), height: mix(x.height, y.height)))
    case (.rect(let x), .rect(let y)):
      return .rect(
        CGRect(
          x: mix(x.origin.x, y.origin.x), y: mix(x.origin.y, y.origin.y),
          width: mix(x.size.width, y.size.width), height: mix(x.size.height, y.size.height)))
    case (.transform(let x), .transform(let y)): return .transform(_interpolateTransform(x, y, t))
    case (.color(let x), .color(let y)):
      return .color(_RGBA(r: mix(x.r, y.r), g: mix(x.g, y.g), b: mix(x.b, y.b), a: mix(x.a, y.a)))
    case (.path(let x), .path(let y)): return .path(_PathData.interpolate(x, y, t))
    default: return t < 0.5 ? a : b
    }
  }

  /// A distance between two values (for paced keyframes): Euclidean over the components.
  package static func distance(_ a: AnimatableValue, _ b: AnimatableValue) -> Double {
    func d(_ xs: [Double]) -> Double { xs.reduce(0) { $0 + $1 * $1 }.squareRoot() }
    switch (a, b) {
    case (.scalar(let x), .scalar(let y)): return abs(y - x)
    case (.point(let x), .point(let y)): return d([y.x - x.x, y.y - x.y])
    case (.size(let x), .size(let y)): return d([y.width - x.width, y.height - x.height])
    case (.rect(let x), .rect(let y)):
      return d([
        y.origin.x - x.origin.x, y.origin.y - x.origin.y, y.size.width - x.size.width,
        y.size.height - x.size.height,
      ])
    case (.transform(let x), .transform(let y)):
      return d(zip(x._elements, y._elements).map { Double($1 - $0) })
    case (.color(let x), .color(let y)): return d([y.r - x.r, y.g - x.g, y.b - x.b, y.a - x.a])
    case (.path(let x), .path(let y)):
      var squares: [Double] = []
      _ = _PathData.combine(x, y) { p, q in
        squares.append(Double(q.x - p.x)); squares.append(Double(q.y - p.y)); return p
      }
      return d(squares)
    default: return 0
    }
  }

  package var scalarValue: Double? {
    if case .scalar(let v) = self { return v }
    return nil
  }
}

/// The type encodings of boxed points, sizes and rects (`NSValue(point:)` and friends).
private enum _BoxedGeometry {
  static let point = String(cString: NSValue(point: .zero).objCType)
  static let size = String(cString: NSValue(size: .zero).objCType)
  static let rect = String(cString: NSValue(rect: .zero).objCType)
}
