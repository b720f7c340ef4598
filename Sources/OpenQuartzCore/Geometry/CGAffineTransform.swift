import Foundation

#if !canImport(Darwin)
/// Core Graphics' 2D affine transform, row-vector convention as in the SDK:
/// `x′ = a·x + c·y + tx`, `y′ = b·x + d·y + ty`.
public struct CGAffineTransform: Hashable, Sendable, Codable {
  public var a: CGFloat
  public var b: CGFloat
  public var c: CGFloat
  public var d: CGFloat
  public var tx: CGFloat
  public var ty: CGFloat

  /// All fields zero, as the SDK's memberwise-zero initialiser.
  public init() {
    a = 0; b = 0; c = 0; d = 0; tx = 0; ty = 0
  }

  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
  }

  public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  public init(translationX tx: CGFloat, y ty: CGFloat) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }

  public init(scaleX sx: CGFloat, y sy: CGFloat) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  public init(rotationAngle angle: CGFloat) {
    let s = sin(angle)
    let co = cos(angle)
    self.init(a: co, b: s, c: -s, d: co, tx: 0, ty: 0)
  }

  public var isIdentity: Bool { self == .identity }

  /// `self` first, then `t2` (`CGAffineTransformConcat(self, t2)`).
  public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(
      a: a * t2.a + b * t2.c,
      b: a * t2.b + b * t2.d,
      c: c * t2.a + d * t2.c,
      d: c * t2.b + d * t2.d,
      tx: tx * t2.a + ty * t2.c + t2.tx,
      ty: tx * t2.b + ty * t2.d + t2.ty)
  }

  /// A translation applied before `self` (`CGAffineTransformTranslate`).
  public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: tx, y: ty).concatenating(self)
  }

  /// A scale applied before `self` (`CGAffineTransformScale`).
  public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
    CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
  }

  /// A rotation applied before `self` (`CGAffineTransformRotate`).
  public func rotated(by angle: CGFloat) -> CGAffineTransform {
    CGAffineTransform(rotationAngle: angle).concatenating(self)
  }

  /// The inverse, or `self` unchanged when the matrix is singular (as `CGAffineTransformInvert`).
  public func inverted() -> CGAffineTransform {
    let det = a * d - b * c
    guard det != 0, det.isFinite else { return self }
    let ia = d / det
    let ib = -b / det
    let ic = -c / det
    let id = a / det
    return CGAffineTransform(
      a: ia, b: ib, c: ic, d: id,
      tx: -(tx * ia + ty * ic),
      ty: -(tx * ib + ty * id))
  }
}

extension CGPoint {
  public func applying(_ t: CGAffineTransform) -> CGPoint {
    CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
  }
}

extension CGSize {
  public func applying(_ t: CGAffineTransform) -> CGSize {
    CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
  }
}

extension CGRect {
  /// The smallest rectangle containing the transformed corners (null stays null).
  public func applying(_ t: CGAffineTransform) -> CGRect {
    if isNull { return self }
    let r = standardized
    let corners = [
      CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
      CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY),
    ].map { $0.applying(t) }
    return _boundingBox(of: corners)
  }
}
#endif

/// The smallest rectangle containing `points` (`.null` when empty).
package func _boundingBox(of points: [CGPoint]) -> CGRect {
  guard let first = points.first else { return .null }
  var minX = first.x
  var maxX = first.x
  var minY = first.y
  var maxY = first.y
  for p in points.dropFirst() {
    minX = min(minX, p.x); maxX = max(maxX, p.x)
    minY = min(minY, p.y); maxY = max(maxY, p.y)
  }
  return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
}
