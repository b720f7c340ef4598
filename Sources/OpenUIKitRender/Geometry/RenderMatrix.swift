import Foundation
import OpenQuartzCore

/// A 4×4 homogeneous matrix in Core Animation's row-vector convention (p′ = p · M), used by the
/// renderers to compose the layer chain without depending on the layer engine's maths.
///
/// Stored row-major: `m[0...3]` is the first row (m11…m14). Row-major in the row-vector
/// convention is the same sequence of numbers as CSS's column-major `matrix3d(...)`.
package struct RenderMatrix: Hashable, Sendable {
  package var m11, m12, m13, m14: Double
  package var m21, m22, m23, m24: Double
  package var m31, m32, m33, m34: Double
  package var m41, m42, m43, m44: Double

  package static let identity = RenderMatrix(translationX: 0, y: 0, z: 0)

  package init(
    _ m11: Double, _ m12: Double, _ m13: Double, _ m14: Double,
    _ m21: Double, _ m22: Double, _ m23: Double, _ m24: Double,
    _ m31: Double, _ m32: Double, _ m33: Double, _ m34: Double,
    _ m41: Double, _ m42: Double, _ m43: Double, _ m44: Double
  ) {
    self.m11 = m11
    self.m12 = m12
    self.m13 = m13
    self.m14 = m14
    self.m21 = m21
    self.m22 = m22
    self.m23 = m23
    self.m24 = m24
    self.m31 = m31
    self.m32 = m32
    self.m33 = m33
    self.m34 = m34
    self.m41 = m41
    self.m42 = m42
    self.m43 = m43
    self.m44 = m44
  }

  package init(_ t: CATransform3D) {
    self.init(
      Double(t.m11), Double(t.m12), Double(t.m13), Double(t.m14),
      Double(t.m21), Double(t.m22), Double(t.m23), Double(t.m24),
      Double(t.m31), Double(t.m32), Double(t.m33), Double(t.m34),
      Double(t.m41), Double(t.m42), Double(t.m43), Double(t.m44))
  }

  package init(translationX x: Double, y: Double, z: Double) {
    self.init(1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, x, y, z, 1)
  }

  /// `a * b` applies `a` first, then `b` (row vectors).
  package static func * (a: RenderMatrix, b: RenderMatrix) -> RenderMatrix {
    RenderMatrix(
      a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31 + a.m14 * b.m41,
      a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32 + a.m14 * b.m42,
      a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33 + a.m14 * b.m43,
      a.m11 * b.m14 + a.m12 * b.m24 + a.m13 * b.m34 + a.m14 * b.m44,
      a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31 + a.m24 * b.m41,
      a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32 + a.m24 * b.m42,
      a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33 + a.m24 * b.m43,
      a.m21 * b.m14 + a.m22 * b.m24 + a.m23 * b.m34 + a.m24 * b.m44,
      a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31 + a.m34 * b.m41,
      a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32 + a.m34 * b.m42,
      a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33 + a.m34 * b.m43,
      a.m31 * b.m14 + a.m32 * b.m24 + a.m33 * b.m34 + a.m34 * b.m44,
      a.m41 * b.m11 + a.m42 * b.m21 + a.m43 * b.m31 + a.m44 * b.m41,
      a.m41 * b.m12 + a.m42 * b.m22 + a.m43 * b.m32 + a.m44 * b.m42,
      a.m41 * b.m13 + a.m42 * b.m23 + a.m43 * b.m33 + a.m44 * b.m43,
      a.m41 * b.m14 + a.m42 * b.m24 + a.m43 * b.m34 + a.m44 * b.m44)
  }

  /// The matrix followed by a translation (cheaper than a full product).
  package func translated(x: Double, y: Double, z: Double = 0) -> RenderMatrix {
    var r = self
    r.m11 += m14 * x
    r.m12 += m14 * y
    r.m13 += m14 * z
    r.m21 += m24 * x
    r.m22 += m24 * y
    r.m23 += m24 * z
    r.m31 += m34 * x
    r.m32 += m34 * y
    r.m33 += m34 * z
    r.m41 += m44 * x
    r.m42 += m44 * y
    r.m43 += m44 * z
    return r
  }

  /// A translation followed by the matrix.
  package func preTranslated(x: Double, y: Double, z: Double = 0) -> RenderMatrix {
    var r = self
    r.m41 += x * m11 + y * m21 + z * m31
    r.m42 += x * m12 + y * m22 + z * m32
    r.m43 += x * m13 + y * m23 + z * m33
    r.m44 += x * m14 + y * m24 + z * m34
    return r
  }

  package var isIdentity: Bool { self == .identity }

  /// Projection onto the plane z = 0 after the matrix: what a non-3D parent does to its
  /// sublayers (Core Animation and CSS `transform-style: flat` both flatten at every level).
  package var flattened: RenderMatrix {
    var r = self
    r.m13 = 0
    r.m23 = 0
    r.m33 = 0
    r.m43 = 0
    return r
  }

  /// The plane map this matrix induces on points with z = 0, as a 2D projective map.
  package var planar: PlaneMap {
    PlaneMap(a: m11, b: m12, p: m14, c: m21, d: m22, q: m24, tx: m41, ty: m42, w: m44)
  }

  /// The row-major sequence (= CSS `matrix3d` argument order).
  package var elements: [Double] {
    [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
  }
}

/// A 2D projective map in row-vector form:
/// `x′ = (a·x + c·y + tx) / W`, `y′ = (b·x + d·y + ty) / W`, `W = p·x + q·y + w`.
///
/// It is *affine* when `p = q = 0` and `w = 1` (within `PlaneMap.affineTolerance`); then it is
/// SVG's and CSS's `matrix(a, b, c, d, tx, ty)`.
package struct PlaneMap: Hashable, Sendable {
  package var a, b, p: Double
  package var c, d, q: Double
  package var tx, ty, w: Double

  /// Largest |p|, |q|, |w − 1| still treated as affine. Perspective terms are of the order of
  /// 1/eyeDistance (1/500 … 1/2000 in practice), far above this.
  package static let affineTolerance = 1e-12

  package static let identity = PlaneMap(a: 1, b: 0, p: 0, c: 0, d: 1, q: 0, tx: 0, ty: 0, w: 1)

  package init(
    a: Double, b: Double, p: Double, c: Double, d: Double, q: Double, tx: Double, ty: Double,
    w: Double
  ) {
    self.a = a
    self.b = b
    self.p = p
    self.c = c
    self.d = d
    self.q = q
    self.tx = tx
    self.ty = ty
    self.w = w
  }

  package var isAffine: Bool {
    abs(p) <= Self.affineTolerance && abs(q) <= Self.affineTolerance
      && abs(w - 1) <= Self.affineTolerance
  }

  package var isTranslation: Bool { isAffine && a == 1 && b == 0 && c == 0 && d == 1 }

  /// `a.then(b)` applies `a` first.
  package func then(_ o: PlaneMap) -> PlaneMap {
    PlaneMap(
      a: a * o.a + b * o.c + p * o.tx, b: a * o.b + b * o.d + p * o.ty,
      p: a * o.p + b * o.q + p * o.w,
      c: c * o.a + d * o.c + q * o.tx, d: c * o.b + d * o.d + q * o.ty,
      q: c * o.p + d * o.q + q * o.w,
      tx: tx * o.a + ty * o.c + w * o.tx, ty: tx * o.b + ty * o.d + w * o.ty,
      w: tx * o.p + ty * o.q + w * o.w)
  }

  /// Smallest homogeneous weight used for a point at or behind the eye plane, so that such a
  /// point projects far away instead of flipping sides (Core Animation clips there; we clamp).
  package static let minimumWeight = 1e-6

  package func apply(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
    let ww = max(p * x + q * y + w, Self.minimumWeight)
    return ((a * x + c * y + tx) / ww, (b * x + d * y + ty) / ww)
  }
}
