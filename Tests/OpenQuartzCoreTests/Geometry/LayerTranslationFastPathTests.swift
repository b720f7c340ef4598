import Foundation
import Testing

@testable import OpenQuartzCore

// `CALayer.convert(_:from:)` from a sublayer placed by position and bounds alone builds its
// translation directly (win18); `_Homography.apply(_:)` of a rectangle takes no array. Both
// must give, bit for bit, what the general path gives: the composed homographies applied to
// the four corners and `_boundingBox(of:)` of them.

/// The general path as it was: `_toSuperlayer` composed, each corner mapped, the bounding box
/// of an array of the four.
@MainActor
private func generalConvert(_ r: CGRect, from child: CALayer, to parent: CALayer) -> CGRect {
  let h = child._toSuperlayer(child._values, parent: parent._values)
  if r.isNull { return r }
  let s = r.standardized
  return _boundingBox(of: [
    h.apply(CGPoint(x: s.minX, y: s.minY)), h.apply(CGPoint(x: s.maxX, y: s.minY)),
    h.apply(CGPoint(x: s.minX, y: s.maxY)), h.apply(CGPoint(x: s.maxX, y: s.maxY)),
  ])
}

private func bits(_ r: CGRect) -> [UInt64] {
  [r.origin.x, r.origin.y, r.size.width, r.size.height].map { Double($0).bitPattern }
}

@MainActor
@Test("CA (win18): a sublayer's rectangle converted into its superlayer is bit-identical to the general path (non-integer frames, bounds origins, anchor points, signed zeros)")
func translationFastPathIsBitIdentical() {
  let positions: [CGPoint] = [
    .zero, CGPoint(x: -0.0, y: -0.0), CGPoint(x: 0.1, y: 0.7), CGPoint(x: 196.5, y: 639.333_333_333_333_3),
    CGPoint(x: -12.25, y: 1e-9), CGPoint(x: 1e15, y: -3.3),
  ]
  let bounds: [CGRect] = [
    .zero, CGRect(x: 0, y: 0, width: 393, height: 426), CGRect(x: 0.3, y: -7.1, width: 0.2, height: 100.01),
    CGRect(x: -0.0, y: -0.0, width: 10, height: 0.1), CGRect(x: 5, y: 5, width: -20, height: 30),
  ]
  let anchors: [CGPoint] = [CGPoint(x: 0.5, y: 0.5), .zero, CGPoint(x: 1, y: 1), CGPoint(x: 0.3, y: 0.91), CGPoint(x: -0.0, y: 0)]
  let rects: [CGRect] = [
    .zero, CGRect(x: 0.1, y: 0.2, width: 0.3, height: 0.4), CGRect(x: -0.0, y: 0, width: 393, height: 852),
    CGRect(x: 5, y: 6, width: -7, height: -8), .null, CGRect(x: 1e-300, y: -1e-300, width: 1e-300, height: 3),
  ]
  let parent = CALayer()
  var checked = 0
  for position in positions {
    for b in bounds {
      for anchor in anchors {
        let child = CALayer()
        parent.addSublayer(child)
        child.anchorPoint = anchor
        child.bounds = b
        child.position = position
        #expect(child._translationToSuperlayer(parent: parent) != nil)
        for r in rects {
          let fast = parent.convert(r, from: child)
          let general = generalConvert(r, from: child, to: parent)
          #expect(bits(fast) == bits(general), "position \(position) bounds \(b) anchor \(anchor) rect \(r)")
          checked += 1
        }
        child.removeFromSuperlayer()
      }
    }
  }
  #expect(checked == positions.count * bounds.count * anchors.count * rects.count)
}

@MainActor
@Test("CA (win18): a rotated or scaled sublayer, a superlayer's sublayerTransform and non-finite placements take the general path, with its results")
func translationFastPathDeclines() {
  let parent = CALayer()
  let child = CALayer()
  parent.addSublayer(child)
  child.bounds = CGRect(x: 0.5, y: 0, width: 100.25, height: 50)
  child.position = CGPoint(x: 30.1, y: 40.7)
  let r = CGRect(x: 1.5, y: 2.25, width: 10.1, height: 20)

  child.transform = CATransform3DMakeRotation(.pi / 7, 0, 0, 1)
  #expect(child._translationToSuperlayer(parent: parent) == nil)
  #expect(bits(parent.convert(r, from: child)) == bits(generalConvert(r, from: child, to: parent)))
  child.transform = CATransform3DIdentity

  parent.sublayerTransform = CATransform3DMakeScale(2, 0.5, 1)
  #expect(child._translationToSuperlayer(parent: parent) == nil)
  #expect(bits(parent.convert(r, from: child)) == bits(generalConvert(r, from: child, to: parent)))
  parent.sublayerTransform = CATransform3DIdentity

  #expect(child._translationToSuperlayer(parent: parent) != nil)
  child.position = CGPoint(x: CGFloat.infinity, y: 0)
  #expect(child._translationToSuperlayer(parent: parent) == nil)
  child.position = CGPoint(x: 0, y: CGFloat.nan)
  #expect(child._translationToSuperlayer(parent: parent) == nil)
  child.position = CGPoint(x: 1.7976931348623157e308, y: 0)
  child.anchorPoint = .zero
  child.bounds = CGRect(x: -1.7976931348623157e308, y: 0, width: 1, height: 1)
  #expect(child._translationToSuperlayer(parent: parent) == nil)
}

@MainActor
@Test("CA (win18): between layers that are not superlayer and sublayer (a rotated layer between them) the conversion is the general one; the step under the rotation is still exact")
func rotatedAncestorTakesGeneralPath() {
  let root = CALayer()
  root.bounds = CGRect(x: 0, y: 0, width: 400, height: 800)
  root.position = CGPoint(x: 200, y: 400)
  let rotated = CALayer()
  rotated.bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
  rotated.position = CGPoint(x: 100.5, y: 50.25)
  rotated.transform = CATransform3DMakeRotation(.pi / 5, 0, 0, 1)
  root.addSublayer(rotated)
  let leaf = CALayer()
  leaf.bounds = CGRect(x: 2, y: 3, width: 40.5, height: 20.75)
  leaf.position = CGPoint(x: 10.1, y: 20.2)
  rotated.addSublayer(leaf)
  let r = CGRect(x: 0.5, y: 0.5, width: 5, height: 7)
  // Two levels: the general path, both ways.
  let viaRoot = root.convert(r, from: leaf)
  let expected = root._map(from: leaf)!.apply(r)
  #expect(bits(viaRoot) == bits(expected))
  let composed = root.convert(rotated.convert(r, from: leaf), from: rotated)
  #expect(abs(composed.minX - viaRoot.minX) < 1e-9 && abs(composed.width - viaRoot.width) < 1e-9)
  // The leaf's own step (a translation under a rotated layer) is exact.
  #expect(bits(rotated.convert(r, from: leaf)) == bits(generalConvert(r, from: leaf, to: rotated)))
  // The rotated layer's step is not a translation.
  #expect(rotated._translationToSuperlayer(parent: root) == nil)
  #expect(bits(root.convert(r, from: rotated)) == bits(generalConvert(r, from: rotated, to: root)))
}

@MainActor
@Test("CA (win18): a homography maps a rectangle to the bounding box `_boundingBox(of:)` gives, bit for bit")
func homographyRectWithoutArray() {
  let maps: [_Homography] = [
    .identity, .translation(0.1, -0.0),
    CATransform3DMakeRotation(.pi / 3, 0, 0, 1)._planeHomography,
    CATransform3DScale(CATransform3DMakeRotation(-1.1, 0, 0, 1), 2.5, -0.5, 1)._planeHomography,
  ]
  let rects: [CGRect] = [.zero, CGRect(x: 0.3, y: -0.0, width: 7.7, height: 0.01), CGRect(x: 5, y: 5, width: -3, height: -4)]
  for h in maps {
    for r in rects {
      let s = r.standardized
      let expected = _boundingBox(of: [
        h.apply(CGPoint(x: s.minX, y: s.minY)), h.apply(CGPoint(x: s.maxX, y: s.minY)),
        h.apply(CGPoint(x: s.minX, y: s.maxY)), h.apply(CGPoint(x: s.maxX, y: s.maxY)),
      ])
      #expect(bits(h.apply(r)) == bits(expected))
    }
  }
  #expect(_Homography.identity.apply(CGRect.null).isNull)
}
