import Foundation

// Transform interpolation by decomposition, as Core Animation interpolates `transform`: a
// rotation from 0 to π passes through a rotated, unscaled layer rather than through the zero
// matrix that element-wise mixing would give.
//
// Decomposition (row-vector convention, p′ = p · M):
//   M = A · P, where P is the identity with its fourth column replaced by the perspective
//   vector p (what `t.m34 = −1/d` followed by `CATransform3DRotate(t, …)` builds), and A is
//   affine: its upper-left 3×3 part is S · K · R (scale, unit lower-triangular skew, proper
//   rotation) and its fourth row is the translation.
// Interpolation mixes translation, scale, skew and p linearly and the rotation by quaternion
// slerp (shortest arc). Matrices that cannot be decomposed (singular A, m44 = 0) mix
// element-wise.

/// The parts of a decomposed transform.
package struct _DecomposedTransform: Equatable, Sendable {
  package var translation: (Double, Double, Double)
  package var scale: (Double, Double, Double)
  package var skew: (Double, Double, Double)
  /// Quaternion (x, y, z, w) of the rotation, in the column-vector sense of the rotation axis.
  package var quaternion: (Double, Double, Double, Double)
  package var perspective: (Double, Double, Double, Double)

  package static func == (a: _DecomposedTransform, b: _DecomposedTransform) -> Bool {
    a.translation == b.translation && a.scale == b.scale && a.skew == b.skew
      && a.quaternion == b.quaternion && a.perspective == b.perspective
  }

  /// Decomposes `m`, or nil when it is singular.
  package init?(_ m: CATransform3D) {
    let e = m._elements.map { Double($0) }
    guard e.allSatisfy({ $0.isFinite }) else { return nil }
    // Affine part A = [[U, 0], [t, 1]]; solve A · p = column 4 of M for the perspective
    // vector p: (U · p₃, t · p₃ + p_w).
    let col4 = [e[3], e[7], e[11], e[15]]
    if col4[0] == 0 && col4[1] == 0 && col4[2] == 0 {
      perspective = (0, 0, 0, col4[3])
    } else {
      let u = [[e[0], e[1], e[2]], [e[4], e[5], e[6]], [e[8], e[9], e[10]]]
      guard let p3 = _solve3(u, [col4[0], col4[1], col4[2]]) else { return nil }
      let pw = col4[3] - (e[12] * p3[0] + e[13] * p3[1] + e[14] * p3[2])
      perspective = (p3[0], p3[1], p3[2], pw)
    }
    translation = (e[12], e[13], e[14])
    var r0 = [e[0], e[1], e[2]]
    var r1 = [e[4], e[5], e[6]]
    var r2 = [e[8], e[9], e[10]]
    let sx = _length(r0)
    guard sx > 0 else { return nil }
    r0 = r0.map { $0 / sx }
    var kxy = _dot(r0, r1)
    r1 = zip(r1, r0).map { $0 - kxy * $1 }
    let sy = _length(r1)
    guard sy > 0 else { return nil }
    r1 = r1.map { $0 / sy }
    kxy /= sy
    var kxz = _dot(r0, r2)
    r2 = zip(r2, r0).map { $0 - kxz * $1 }
    var kyz = _dot(r1, r2)
    r2 = zip(r2, r1).map { $0 - kyz * $1 }
    var sz = _length(r2)
    guard sz > 0 else { return nil }
    r2 = r2.map { $0 / sz }
    kxz /= sz
    kyz /= sz
    var scaleX = sx
    var scaleY = sy
    // A reflection: flip every axis so R is a proper rotation.
    if _dot(r0, _cross(r1, r2)) < 0 {
      scaleX = -scaleX; scaleY = -scaleY; sz = -sz
      r0 = r0.map { -$0 }; r1 = r1.map { -$0 }; r2 = r2.map { -$0 }
      kxy = -kxy; kxz = -kxz; kyz = -kyz
    }
    scale = (scaleX, scaleY, sz)
    // Skew: row1 = sy·(n1 + kxy·n0); row2 = sz·(n2 + kxz·n0 + kyz·n1), scaled back by s.
    skew = (kxy, kxz, kyz)
    quaternion = _quaternion(fromRows: r0, r1, r2)
  }

  package init(
    translation: (Double, Double, Double), scale: (Double, Double, Double),
    skew: (Double, Double, Double), quaternion: (Double, Double, Double, Double),
    perspective: (Double, Double, Double, Double)
  ) {
    self.translation = translation; self.scale = scale; self.skew = skew
    self.quaternion = quaternion; self.perspective = perspective
  }

  /// Rebuilds the matrix: A = S·K·R with translation, then A·P.
  package var matrix: CATransform3D {
    let r = _rows(fromQuaternion: quaternion)
    let n0 = r.0, n1 = r.1, n2 = r.2
    let (kxy, kxz, kyz) = skew
    let row0 = n0.map { $0 * scale.0 }
    let row1 = (0..<3).map { (n1[$0] + kxy * n0[$0]) * scale.1 }
    let row2 = (0..<3).map { (n2[$0] + kxz * n0[$0] + kyz * n1[$0]) * scale.2 }
    let (px, py, pz, pw) = perspective
    let t = [translation.0, translation.1, translation.2]
    func col4(_ row: [Double], _ w: Double) -> Double { row[0] * px + row[1] * py + row[2] * pz + w * pw }
    let e: [Double] = [
      row0[0], row0[1], row0[2], col4(row0, 0),
      row1[0], row1[1], row1[2], col4(row1, 0),
      row2[0], row2[1], row2[2], col4(row2, 0),
      t[0], t[1], t[2], col4(t, 1),
    ]
    return CATransform3D(_elements: e.map { CGFloat($0) })
  }
}

/// Interpolates `a` → `b` at `t` by decomposition (see the file comment).
package func _interpolateTransform(_ a: CATransform3D, _ b: CATransform3D, _ t: Double) -> CATransform3D {
  _interpolateTransform(a, b, t, equal: a == b, scaleTranslate: a._isScaleTranslate && b._isScaleTranslate)
}

/// The same, with `a == b` and whether both are scales and translations only given (the
/// per-frame store works them out once per track).
@inline(__always)
package func _interpolateTransform(
  _ a: CATransform3D, _ b: CATransform3D, _ t: Double, equal: Bool, scaleTranslate: Bool
) -> CATransform3D {
  if t == 0 { return a }
  if t == 1 { return b }
  if equal { return a }
  if scaleTranslate {
    // Scales and translations only: decomposition would give exactly element-wise mixing.
    let k = CGFloat(t)
    var r = CATransform3DIdentity
    r.m11 = a.m11 + (b.m11 - a.m11) * k
    r.m22 = a.m22 + (b.m22 - a.m22) * k
    r.m33 = a.m33 + (b.m33 - a.m33) * k
    r.m41 = a.m41 + (b.m41 - a.m41) * k
    r.m42 = a.m42 + (b.m42 - a.m42) * k
    r.m43 = a.m43 + (b.m43 - a.m43) * k
    return r
  }
  return _interpolateDecomposed(a, b, t)
}

/// The general case: decompose, mix, recompose (element-wise when either does not decompose).
private func _interpolateDecomposed(_ a: CATransform3D, _ b: CATransform3D, _ t: Double) -> CATransform3D {
  guard let da = _DecomposedTransform(a), let db = _DecomposedTransform(b) else {
    let ea = a._elements
    let eb = b._elements
    return CATransform3D(_elements: (0..<16).map { ea[$0] + (eb[$0] - ea[$0]) * CGFloat(t) })
  }
  func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
  func mix3(_ x: (Double, Double, Double), _ y: (Double, Double, Double)) -> (Double, Double, Double) {
    (mix(x.0, y.0), mix(x.1, y.1), mix(x.2, y.2))
  }
  let result = _DecomposedTransform(
    translation: mix3(da.translation, db.translation),
    scale: mix3(da.scale, db.scale),
    skew: mix3(da.skew, db.skew),
    quaternion: _slerp(da.quaternion, db.quaternion, t),
    perspective: (
      mix(da.perspective.0, db.perspective.0), mix(da.perspective.1, db.perspective.1),
      mix(da.perspective.2, db.perspective.2), mix(da.perspective.3, db.perspective.3)
    ))
  return result.matrix
}

private func _dot(_ a: [Double], _ b: [Double]) -> Double { a[0] * b[0] + a[1] * b[1] + a[2] * b[2] }
private func _length(_ a: [Double]) -> Double { _dot(a, a).squareRoot() }
private func _cross(_ a: [Double], _ b: [Double]) -> [Double] {
  [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]
}

/// Solves U · x = b for a 3×3 U (rows), or nil when singular.
private func _solve3(_ u: [[Double]], _ b: [Double]) -> [Double]? {
  let det =
    u[0][0] * (u[1][1] * u[2][2] - u[1][2] * u[2][1]) - u[0][1] * (u[1][0] * u[2][2] - u[1][2] * u[2][0])
    + u[0][2] * (u[1][0] * u[2][1] - u[1][1] * u[2][0])
  guard det != 0, det.isFinite else { return nil }
  func replaced(_ c: Int) -> [[Double]] { u.enumerated().map { i, row in var r = row; r[c] = b[i]; return r } }
  func det3(_ m: [[Double]]) -> Double {
    m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1]) - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
      + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0])
  }
  return (0..<3).map { det3(replaced($0)) / det }
}

/// Quaternion of a row-vector rotation matrix (rows n0, n1, n2). The column-vector matrix is
/// its transpose: Rc[i][j] = n_j[i].
private func _quaternion(fromRows n0: [Double], _ n1: [Double], _ n2: [Double]) -> (Double, Double, Double, Double) {
  let rc = [[n0[0], n1[0], n2[0]], [n0[1], n1[1], n2[1]], [n0[2], n1[2], n2[2]]]
  let trace = rc[0][0] + rc[1][1] + rc[2][2]
  var q: (Double, Double, Double, Double)
  if trace > 0 {
    let s = (trace + 1).squareRoot() * 2
    q = ((rc[2][1] - rc[1][2]) / s, (rc[0][2] - rc[2][0]) / s, (rc[1][0] - rc[0][1]) / s, 0.25 * s)
  } else if rc[0][0] > rc[1][1] && rc[0][0] > rc[2][2] {
    let s = (1 + rc[0][0] - rc[1][1] - rc[2][2]).squareRoot() * 2
    q = (0.25 * s, (rc[0][1] + rc[1][0]) / s, (rc[0][2] + rc[2][0]) / s, (rc[2][1] - rc[1][2]) / s)
  } else if rc[1][1] > rc[2][2] {
    let s = (1 + rc[1][1] - rc[0][0] - rc[2][2]).squareRoot() * 2
    q = ((rc[0][1] + rc[1][0]) / s, 0.25 * s, (rc[1][2] + rc[2][1]) / s, (rc[0][2] - rc[2][0]) / s)
  } else {
    let s = (1 + rc[2][2] - rc[0][0] - rc[1][1]).squareRoot() * 2
    q = ((rc[0][2] + rc[2][0]) / s, (rc[1][2] + rc[2][1]) / s, 0.25 * s, (rc[1][0] - rc[0][1]) / s)
  }
  return q
}

/// Rows of the row-vector rotation matrix of quaternion q (the transpose of the column form).
private func _rows(fromQuaternion q: (Double, Double, Double, Double)) -> ([Double], [Double], [Double]) {
  var (x, y, z, w) = q
  let n = (x * x + y * y + z * z + w * w).squareRoot()
  if n > 0 { x /= n; y /= n; z /= n; w /= n }
  let rc = [
    [1 - 2 * (y * y + z * z), 2 * (x * y - z * w), 2 * (x * z + y * w)],
    [2 * (x * y + z * w), 1 - 2 * (x * x + z * z), 2 * (y * z - x * w)],
    [2 * (x * z - y * w), 2 * (y * z + x * w), 1 - 2 * (x * x + y * y)],
  ]
  return ([rc[0][0], rc[1][0], rc[2][0]], [rc[0][1], rc[1][1], rc[2][1]], [rc[0][2], rc[1][2], rc[2][2]])
}

/// Spherical interpolation on the shorter arc.
private func _slerp(
  _ a: (Double, Double, Double, Double), _ b: (Double, Double, Double, Double), _ t: Double
) -> (Double, Double, Double, Double) {
  var b = b
  var dot = a.0 * b.0 + a.1 * b.1 + a.2 * b.2 + a.3 * b.3
  if dot < 0 {
    b = (-b.0, -b.1, -b.2, -b.3)
    dot = -dot
  }
  // Nearly parallel: linear mixing is exact enough and avoids dividing by sin θ ≈ 0.
  let parallelThreshold = 0.9995
  let wa: Double
  let wb: Double
  if dot > parallelThreshold {
    wa = 1 - t
    wb = t
  } else {
    let theta = acos(min(1, dot))
    let s = sin(theta)
    wa = sin((1 - t) * theta) / s
    wb = sin(t * theta) / s
  }
  return (wa * a.0 + wb * b.0, wa * a.1 + wb * b.1, wa * a.2 + wb * b.2, wa * a.3 + wb * b.3)
}

extension _DecomposedTransform {
  /// The rotation as Euler angles: rotate about x first, then y, then z (R = Rx · Ry · Rz in
  /// the row-vector convention). At gimbal lock (|y| = π/2) the z angle is reported as 0.
  package var eulerAngles: (x: Double, y: Double, z: Double) {
    get {
      let (r0, r1, r2) = _rows(fromQuaternion: quaternion)
      let sinY = max(-1, min(1, -r0[2]))
      let y = asin(sinY)
      // cos y below this counts as gimbal lock.
      let gimbalLockThreshold = 1e-9
      if abs(cos(y)) > gimbalLockThreshold {
        return (atan2(r1[2], r2[2]), y, atan2(r0[1], r0[0]))
      }
      return (atan2(-r2[1], r1[1]), y, 0)
    }
    set {
      let (ca, sa) = (cos(newValue.x), sin(newValue.x))
      let (cb, sb) = (cos(newValue.y), sin(newValue.y))
      let (cg, sg) = (cos(newValue.z), sin(newValue.z))
      let r0 = [cb * cg, cb * sg, -sb]
      let r1 = [-ca * sg + sa * sb * cg, ca * cg + sa * sb * sg, sa * cb]
      let r2 = [sa * sg + ca * sb * cg, -sa * cg + ca * sb * sg, ca * cb]
      quaternion = _quaternion(fromRows: r0, r1, r2)
    }
  }
}

extension CATransform3D {
  /// Only m11, m22, m33 (scales) and m41…m43 (translation) may differ from the identity, and
  /// the scales are positive (a negative scale is a rotation to the decomposition).
  package var _isScaleTranslate: Bool {
    m12 == 0 && m13 == 0 && m14 == 0 && m21 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0
      && m34 == 0 && m44 == 1 && m11 > 0 && m22 > 0 && m33 > 0
  }
}
