import Foundation
import Testing

@testable import OpenQuartzCore

@Test("CG: CGAffineTransform uses row vectors; translatedBy/scaledBy/rotated apply before self")
func affineTransform() {
  let t = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2)
  // Scale first, then translate.
  #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 2))
  let r = CGAffineTransform(rotationAngle: .pi / 2)
  let p = CGPoint(x: 1, y: 0).applying(r)
  #expect(abs(p.x) < 1e-12 && abs(p.y - 1) < 1e-12)
  let a = CGAffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 5, ty: -2)
  #expect(a.concatenating(a.inverted()).isIdentityWithin(1e-12))
  #expect(CGSize(width: 1, height: 2).applying(CGAffineTransform(scaleX: 3, y: 4)) == CGSize(width: 3, height: 8))
  #expect(
    CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(translationX: 5, y: 5))
      == CGRect(x: 5, y: 5, width: 10, height: 20))
  #expect(CGAffineTransform.identity.isIdentity)
  #expect(CGAffineTransform(a: 1, b: 0, c: 0, d: 0, tx: 0, ty: 0).inverted() == CGAffineTransform(a: 1, b: 0, c: 0, d: 0, tx: 0, ty: 0), "singular stays")
}

extension CGAffineTransform {
  fileprivate func isIdentityWithin(_ tolerance: CGFloat) -> Bool {
    abs(a - 1) < tolerance && abs(b) < tolerance && abs(c) < tolerance && abs(d - 1) < tolerance
      && abs(tx) < tolerance && abs(ty) < tolerance
  }
}

@Test("CA: CATransform3D makers, Concat order (a then b), Invert and the affine bridge")
func transform3DMath() {
  let rotation = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
  #expect(abs(rotation.m12 - 1) < 1e-12 && abs(rotation.m21 + 1) < 1e-12, "z rotation: m12 = sin")
  let translate = CATransform3DMakeTranslation(10, 0, 0)
  let scaleThenTranslate = CATransform3DConcat(CATransform3DMakeScale(2, 2, 1), translate)
  #expect(scaleThenTranslate.m11 == 2 && scaleThenTranslate.m41 == 10)
  #expect(CATransform3DScale(translate, 2, 2, 1) == scaleThenTranslate, "Scale(t) scales before t")
  let m = CATransform3DRotate(CATransform3DTranslate(CATransform3DMakeScale(2, 3, 4), 1, 2, 3), 0.7, 1, 1, 0)
  #expect(near(CATransform3DConcat(m, CATransform3DInvert(m)), CATransform3DIdentity, 1e-12))
  #expect(CATransform3DInvert(CATransform3DMakeScale(0, 1, 1)) == CATransform3DMakeScale(0, 1, 1))
  let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
  let t3 = CATransform3DMakeAffineTransform(affine)
  #expect(CATransform3DIsAffine(t3))
  #expect(CATransform3DGetAffineTransform(t3) == affine)
  #expect(!CATransform3DIsAffine(CATransform3DMakeRotation(0.3, 1, 0, 0)))
  #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1, 0, 0, 0)), "zero axis: identity")
  #expect(CATransform3DEqualToTransform(translate, CATransform3DMakeTranslation(10, 0, 0)))
}

@Test("CA: transforms interpolate by decomposition — a 0→π/2 rotation passes through π/4 unscaled")
func transformInterpolation() {
  let a = CATransform3DIdentity
  let b = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
  let mid = _interpolateTransform(a, b, 0.5)
  #expect(near(mid, CATransform3DMakeRotation(.pi / 4, 0, 0, 1), 1e-12))
  // Decompose/recompose round-trips rotations, scales, skew-free translations and perspective.
  var perspective = CATransform3DIdentity
  perspective.m34 = -1.0 / 500
  let samples = [
    CATransform3DRotate(CATransform3DMakeScale(2, 0.5, 1), 0.8, 0.2, 1, 0.3),
    CATransform3DTranslate(CATransform3DMakeRotation(2.5, 0, 1, 0), 4, 5, 6),
    CATransform3DRotate(perspective, 0.6, 0, 1, 0),
    CATransform3DMakeScale(-1, 1, 1),
  ]
  for m in samples {
    let d = _DecomposedTransform(m)
    #expect(d != nil)
    if let d { #expect(near(d.matrix, m, 1e-9), "round trip \(m)") }
    #expect(near(_interpolateTransform(m, CATransform3DIdentity, 1e-12), m, 1e-6))
  }
}

@Test("CA: transform key path components read and write through the decomposition")
func transformComponents() {
  var t = CATransform3DMakeRotation(0.3, 0, 0, 1)
  #expect(abs(t._component(.rotationZ) - 0.3) < 1e-12)
  t._setComponent(.scale, 2)
  #expect(abs(t._component(.scaleX) - 2) < 1e-12 && abs(t._component(.rotationZ) - 0.3) < 1e-12)
  t._setComponent(.translationX, 7)
  #expect(t.m41 == 7)
  var x = CATransform3DIdentity
  x._setComponent(.rotationX, 0.5)
  #expect(near(x, CATransform3DMakeRotation(0.5, 1, 0, 0), 1e-12))
}

@Test("CG: CGColor keeps components and alpha; gray colours have two components")
func colors() {
  let red = CGColor(red: 1, green: 0, blue: 0, alpha: 0.5)
  #expect(red.numberOfComponents == 4 && red.alpha == 0.5)
  #expect(red.copy(alpha: 1) == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
  let gray = CGColor(gray: 0.25, alpha: 1)
  #expect(gray.components == [0.25, 1])
  #expect(_RGBA(gray) == _RGBA(r: 0.25, g: 0.25, b: 0.25, a: 1))
  #expect(Set([red, CGColor(red: 1, green: 0, blue: 0, alpha: 0.5)]).count == 1)
}

@Test("CA: a transform track's interpolation with its endpoint checks worked out once gives the same bits as _interpolateTransform (issue 15)")
func transformEndsMatchInterpolation() {
  var negativeZero = CATransform3DIdentity
  negativeZero.m41 = -0.0
  let transforms: [CATransform3D] = [
    CATransform3DIdentity,
    negativeZero,
    CATransform3DMakeScale(0.5, 0.5, 1),
    CATransform3DMakeScale(2, -3, 1),
    CATransform3DMakeTranslation(10, -4, 2),
    CATransform3DScale(CATransform3DMakeTranslation(3, 4, 0), 1.5, 0.25, 1),
    CATransform3DMakeRotation(0.7, 0, 0, 1),
    CATransform3DRotate(CATransform3DMakeScale(2, 1, 1), -2.5, 1, 1, 0),
    CATransform3DMakeAffineTransform(CGAffineTransform(a: 1, b: 0.3, c: 0.2, d: 1, tx: 5, ty: 0)),
  ]
  func bits(_ m: CATransform3D) -> [UInt64] { m._elements.map { Double($0).bitPattern } }
  for a in transforms {
    for b in transforms {
      let ends = _TransformEnds(a, b)
      for i in -3...43 {
        let f = Double(i) / 40
        #expect(bits(ends.interpolate(f)) == bits(_interpolateTransform(a, b, f)), "\(a) → \(b) at \(f)")
      }
    }
  }
}
