import Foundation

// Core Animation's transform functions. Row-vector convention (p′ = p · M), so
// `CATransform3DConcat(a, b)` applies `a` first, then `b`, and `CATransform3DTranslate(t, …)`
// applies the translation before `t` — as in the SDK.

public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool {
  t == CATransform3DIdentity
}

public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
  a == b
}

public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
  var t = CATransform3DIdentity
  t.m41 = tx; t.m42 = ty; t.m43 = tz
  return t
}

public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
  var t = CATransform3DIdentity
  t.m11 = sx; t.m22 = sy; t.m33 = sz
  return t
}

/// A rotation of `angle` radians about the vector (x, y, z); a zero vector gives the identity.
public func CATransform3DMakeRotation(
  _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
  let length = (x * x + y * y + z * z).squareRoot()
  guard length > 0, length.isFinite else { return CATransform3DIdentity }
  let ux = x / length
  let uy = y / length
  let uz = z / length
  let c = cos(angle)
  let s = sin(angle)
  let k = 1 - c
  return CATransform3D(
    m11: c + k * ux * ux, m12: k * ux * uy + s * uz, m13: k * ux * uz - s * uy, m14: 0,
    m21: k * ux * uy - s * uz, m22: c + k * uy * uy, m23: k * uy * uz + s * ux, m24: 0,
    m31: k * ux * uz + s * uy, m32: k * uy * uz - s * ux, m33: c + k * uz * uz, m34: 0,
    m41: 0, m42: 0, m43: 0, m44: 1)
}

/// `a` first, then `b` (the matrix product a · b).
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
  CATransform3D(
    m11: a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31 + a.m14 * b.m41,
    m12: a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32 + a.m14 * b.m42,
    m13: a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33 + a.m14 * b.m43,
    m14: a.m11 * b.m14 + a.m12 * b.m24 + a.m13 * b.m34 + a.m14 * b.m44,
    m21: a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31 + a.m24 * b.m41,
    m22: a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32 + a.m24 * b.m42,
    m23: a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33 + a.m24 * b.m43,
    m24: a.m21 * b.m14 + a.m22 * b.m24 + a.m23 * b.m34 + a.m24 * b.m44,
    m31: a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31 + a.m34 * b.m41,
    m32: a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32 + a.m34 * b.m42,
    m33: a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33 + a.m34 * b.m43,
    m34: a.m31 * b.m14 + a.m32 * b.m24 + a.m33 * b.m34 + a.m34 * b.m44,
    m41: a.m41 * b.m11 + a.m42 * b.m21 + a.m43 * b.m31 + a.m44 * b.m41,
    m42: a.m41 * b.m12 + a.m42 * b.m22 + a.m43 * b.m32 + a.m44 * b.m42,
    m43: a.m41 * b.m13 + a.m42 * b.m23 + a.m43 * b.m33 + a.m44 * b.m43,
    m44: a.m41 * b.m14 + a.m42 * b.m24 + a.m43 * b.m34 + a.m44 * b.m44)
}

public func CATransform3DTranslate(
  _ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat
) -> CATransform3D {
  CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

public func CATransform3DScale(
  _ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat
) -> CATransform3D {
  CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

public func CATransform3DRotate(
  _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
  CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// The inverse; a singular matrix is returned unchanged (as the SDK documents).
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
  let m = t._elements
  var inv = [CGFloat](repeating: 0, count: 16)
  inv[0] = m[5] * m[10] * m[15] - m[5] * m[11] * m[14] - m[9] * m[6] * m[15]
    + m[9] * m[7] * m[14] + m[13] * m[6] * m[11] - m[13] * m[7] * m[10]
  inv[4] = -m[4] * m[10] * m[15] + m[4] * m[11] * m[14] + m[8] * m[6] * m[15]
    - m[8] * m[7] * m[14] - m[12] * m[6] * m[11] + m[12] * m[7] * m[10]
  inv[8] = m[4] * m[9] * m[15] - m[4] * m[11] * m[13] - m[8] * m[5] * m[15]
    + m[8] * m[7] * m[13] + m[12] * m[5] * m[11] - m[12] * m[7] * m[9]
  inv[12] = -m[4] * m[9] * m[14] + m[4] * m[10] * m[13] + m[8] * m[5] * m[14]
    - m[8] * m[6] * m[13] - m[12] * m[5] * m[10] + m[12] * m[6] * m[9]
  inv[1] = -m[1] * m[10] * m[15] + m[1] * m[11] * m[14] + m[9] * m[2] * m[15]
    - m[9] * m[3] * m[14] - m[13] * m[2] * m[11] + m[13] * m[3] * m[10]
  inv[5] = m[0] * m[10] * m[15] - m[0] * m[11] * m[14] - m[8] * m[2] * m[15]
    + m[8] * m[3] * m[14] + m[12] * m[2] * m[11] - m[12] * m[3] * m[10]
  inv[9] = -m[0] * m[9] * m[15] + m[0] * m[11] * m[13] + m[8] * m[1] * m[15]
    - m[8] * m[3] * m[13] - m[12] * m[1] * m[11] + m[12] * m[3] * m[9]
  inv[13] = m[0] * m[9] * m[14] - m[0] * m[10] * m[13] - m[8] * m[1] * m[14]
    + m[8] * m[2] * m[13] + m[12] * m[1] * m[10] - m[12] * m[2] * m[9]
  inv[2] = m[1] * m[6] * m[15] - m[1] * m[7] * m[14] - m[5] * m[2] * m[15]
    + m[5] * m[3] * m[14] + m[13] * m[2] * m[7] - m[13] * m[3] * m[6]
  inv[6] = -m[0] * m[6] * m[15] + m[0] * m[7] * m[14] + m[4] * m[2] * m[15]
    - m[4] * m[3] * m[14] - m[12] * m[2] * m[7] + m[12] * m[3] * m[6]
  inv[10] = m[0] * m[5] * m[15] - m[0] * m[7] * m[13] - m[4] * m[1] * m[15]
    + m[4] * m[3] * m[13] + m[12] * m[1] * m[7] - m[12] * m[3] * m[5]
  inv[14] = -m[0] * m[5] * m[14] + m[0] * m[6] * m[13] + m[4] * m[1] * m[14]
    - m[4] * m[2] * m[13] - m[12] * m[1] * m[6] + m[12] * m[2] * m[5]
  inv[3] = -m[1] * m[6] * m[11] + m[1] * m[7] * m[10] + m[5] * m[2] * m[11]
    - m[5] * m[3] * m[10] - m[9] * m[2] * m[7] + m[9] * m[3] * m[6]
  inv[7] = m[0] * m[6] * m[11] - m[0] * m[7] * m[10] - m[4] * m[2] * m[11]
    + m[4] * m[3] * m[10] + m[8] * m[2] * m[7] - m[8] * m[3] * m[6]
  inv[11] = -m[0] * m[5] * m[11] + m[0] * m[7] * m[9] + m[4] * m[1] * m[11]
    - m[4] * m[3] * m[9] - m[8] * m[1] * m[7] + m[8] * m[3] * m[5]
  inv[15] = m[0] * m[5] * m[10] - m[0] * m[6] * m[9] - m[4] * m[1] * m[10]
    + m[4] * m[2] * m[9] + m[8] * m[1] * m[6] - m[8] * m[2] * m[5]
  let det = m[0] * inv[0] + m[1] * inv[4] + m[2] * inv[8] + m[3] * inv[12]
  guard det != 0, det.isFinite else { return t }
  return CATransform3D(_elements: inv.map { $0 / det })
}

public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
  CATransform3D(
    m11: m.a, m12: m.b, m13: 0, m14: 0,
    m21: m.c, m22: m.d, m23: 0, m24: 0,
    m31: 0, m32: 0, m33: 1, m34: 0,
    m41: m.tx, m42: m.ty, m43: 0, m44: 1)
}

/// True when the transform is a 2D affine transform (no z, no perspective).
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
  t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0
    && t.m33 == 1 && t.m34 == 0 && t.m43 == 0 && t.m44 == 1
}

/// The affine part (m11, m12, m21, m22, m41, m42); the rest is dropped.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
  CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}

extension CATransform3D {
  /// Row-major elements m11…m44.
  package var _elements: [CGFloat] {
    [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
  }

  package init(_elements e: [CGFloat]) {
    self.init(
      m11: e[0], m12: e[1], m13: e[2], m14: e[3], m21: e[4], m22: e[5], m23: e[6], m24: e[7],
      m31: e[8], m32: e[9], m33: e[10], m34: e[11], m41: e[12], m42: e[13], m43: e[14], m44: e[15])
  }

  /// The map of the z = 0 plane through this transform onto the flattened target plane, as a
  /// 2D homography (rows/columns 1, 2 and 4 of the matrix).
  package var _planeHomography: _Homography {
    _Homography(m11: m11, m12: m12, m13: m14, m21: m21, m22: m22, m23: m24, m31: m41, m32: m42, m33: m44)
  }
}

/// A 3×3 projective map of the plane, row-vector convention: (x, y, 1) · H, then divide by w.
/// Core Animation flattens every layer into its superlayer's plane, so converting between
/// layers is a product of these.
package struct _Homography: Hashable, Sendable {
  package var m11: CGFloat, m12: CGFloat, m13: CGFloat
  package var m21: CGFloat, m22: CGFloat, m23: CGFloat
  package var m31: CGFloat, m32: CGFloat, m33: CGFloat

  package init(
    m11: CGFloat, m12: CGFloat, m13: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat,
    m31: CGFloat, m32: CGFloat, m33: CGFloat
  ) {
    self.m11 = m11; self.m12 = m12; self.m13 = m13
    self.m21 = m21; self.m22 = m22; self.m23 = m23
    self.m31 = m31; self.m32 = m32; self.m33 = m33
  }

  package static let identity = _Homography(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)

  package static func translation(_ x: CGFloat, _ y: CGFloat) -> _Homography {
    _Homography(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: x, m32: y, m33: 1)
  }

  /// `self` first, then `b`.
  package func then(_ b: _Homography) -> _Homography {
    _Homography(
      m11: m11 * b.m11 + m12 * b.m21 + m13 * b.m31,
      m12: m11 * b.m12 + m12 * b.m22 + m13 * b.m32,
      m13: m11 * b.m13 + m12 * b.m23 + m13 * b.m33,
      m21: m21 * b.m11 + m22 * b.m21 + m23 * b.m31,
      m22: m21 * b.m12 + m22 * b.m22 + m23 * b.m32,
      m23: m21 * b.m13 + m22 * b.m23 + m23 * b.m33,
      m31: m31 * b.m11 + m32 * b.m21 + m33 * b.m31,
      m32: m31 * b.m12 + m32 * b.m22 + m33 * b.m32,
      m33: m31 * b.m13 + m32 * b.m23 + m33 * b.m33)
  }

  /// The inverse, or nil when singular.
  package func inverted() -> _Homography? {
    let c11 = m22 * m33 - m23 * m32
    let c12 = m13 * m32 - m12 * m33
    let c13 = m12 * m23 - m13 * m22
    let det = m11 * c11 + m21 * c12 + m31 * c13
    guard det != 0, det.isFinite else { return nil }
    return _Homography(
      m11: c11 / det, m12: c12 / det, m13: c13 / det,
      m21: (m23 * m31 - m21 * m33) / det, m22: (m11 * m33 - m13 * m31) / det,
      m23: (m13 * m21 - m11 * m23) / det,
      m31: (m21 * m32 - m22 * m31) / det, m32: (m12 * m31 - m11 * m32) / det,
      m33: (m11 * m22 - m12 * m21) / det)
  }

  package func apply(_ p: CGPoint) -> CGPoint {
    let x = p.x * m11 + p.y * m21 + m31
    let y = p.x * m12 + p.y * m22 + m32
    let w = p.x * m13 + p.y * m23 + m33
    if w == 1 || w == 0 { return CGPoint(x: x, y: y) }
    return CGPoint(x: x / w, y: y / w)
  }

  package func apply(_ r: CGRect) -> CGRect {
    if r.isNull { return r }
    let s = r.standardized
    // `_boundingBox(of:)` of the four corners in this order, without making an array.
    let p0 = apply(CGPoint(x: s.minX, y: s.minY)), p1 = apply(CGPoint(x: s.maxX, y: s.minY))
    let p2 = apply(CGPoint(x: s.minX, y: s.maxY)), p3 = apply(CGPoint(x: s.maxX, y: s.maxY))
    var minX = p0.x, maxX = p0.x, minY = p0.y, maxY = p0.y
    minX = min(minX, p1.x); maxX = max(maxX, p1.x); minY = min(minY, p1.y); maxY = max(maxY, p1.y)
    minX = min(minX, p2.x); maxX = max(maxX, p2.x); minY = min(minY, p2.y); maxY = max(maxY, p2.y)
    minX = min(minX, p3.x); maxX = max(maxX, p3.x); minY = min(minY, p3.y); maxY = max(maxY, p3.y)
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
