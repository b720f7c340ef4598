import Foundation
import Testing

@testable import OpenQuartzCore

/// CAShapeLayer, shape masks and maskedCorners (Core Animation documentation).
@MainActor
@Suite(.serialized)
struct CAShapeLayerTests {
  func circle(_ r: CGFloat, in size: CGFloat = 200) -> CGPath {
    CGPath(ellipseIn: CGRect(x: size / 2 - r, y: size / 2 - r, width: 2 * r, height: 2 * r), transform: nil)
  }

  @Test("CAShapeLayer: defaults are an opaque black fill, no stroke, lineWidth 1, stroke 0…1")
  func defaults() {
    let shape = CAShapeLayer()
    #expect(shape.path == nil)
    #expect(shape.fillColor == CGColor(gray: 0, alpha: 1))
    #expect(shape.strokeColor == nil)
    #expect(shape.lineWidth == 1 && shape.strokeStart == 0 && shape.strokeEnd == 1)
    #expect(shape.lineCap == .butt && shape.lineJoin == .miter && shape.fillRule == .nonZero)
    #expect(shape.miterLimit == 10 && shape.lineDashPattern == nil)
    let path = circle(50)
    shape.path = path
    #expect(shape.path === path || shape.path == path)
    #expect(shape._renderSnapshot().shape?.path == path._data)
  }

  @Test("CAShapeLayer: strokeEnd 0.5 mid-animation draws half the path's length (CABasicAnimation)")
  func strokeEndAnimation() {
    let shape = CAShapeLayer()
    shape.path = circle(50)
    shape.strokeColor = CGColor(gray: 0, alpha: 1)
    let animation = CABasicAnimation(keyPath: "strokeEnd")
    animation.fromValue = 0
    animation.toValue = 1
    animation.duration = 1
    let t0 = CACurrentMediaTime()
    shape.add(animation, forKey: "draw")
    let mid = shape._renderSnapshot(at: t0 + 0.5).shape!
    #expect(abs(mid.strokeEnd - 0.5) < 1e-9)
    let full = mid.path.length
    #expect(abs(mid.strokedPath.length - full / 2) < 0.05)
    #expect(abs(shape._renderSnapshot(at: t0 + 0.25).shape!.strokedPath.length - full / 4) < 0.05)
  }

  @Test("CAShapeLayer: strokeEnd animates implicitly on a standalone layer (animatable property)")
  func implicitStrokeEnd() {
    let shape = CAShapeLayer()
    shape.path = circle(50)
    settle()
    shape.strokeEnd = 0
    #expect(shape.animation(forKey: "strokeEnd") != nil)
    advance(0.125)
    let value = shape.presentation()!.strokeEnd
    #expect(value > 0.05 && value < 0.95, "mid-way through the 0.25 s implicit animation: \(value)")
    advance(0.25)
    #expect(shape.presentation()!.strokeEnd == 0)
  }

  @Test("CAShapeLayer: path animates between paths of the same structure (circular-reveal mask), scrubbed by speed/timeOffset")
  func circularReveal() {
    let host = CALayer()
    host.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
    let mask = CAShapeLayer()
    mask.frame = host.bounds
    mask.path = circle(100)
    host.mask = mask
    // Paused first, as a percent-driven transition does: the animation starts at local time 0.
    host.speed = 0
    host.timeOffset = 0
    let reveal = CABasicAnimation(keyPath: "path")
    reveal.fromValue = circle(10)
    reveal.toValue = circle(100)
    reveal.duration = 1
    mask.add(reveal, forKey: "reveal")
    host.timeOffset = 0.5
    let t = CACurrentMediaTime()
    let maskShape = host._renderSnapshot(at: t).mask.first!.shape!
    let bounds = _PathData.boundingRect(maskShape.path.polylines().flatMap(\.points))
    #expect(abs(bounds.width - 110) < 0.5, "radius halfway from 10 to 100: \(bounds.width / 2)")
    #expect(maskShape.path.contains(CGPoint(x: 100, y: 100), evenOdd: false))
    #expect(!maskShape.path.contains(CGPoint(x: 100, y: 10), evenOdd: false), "outside the mask's path at 50 %")
    host.timeOffset = 0.9
    let later = host._renderSnapshot(at: t).mask.first!.shape!
    #expect(later.path.contains(CGPoint(x: 100, y: 20), evenOdd: false))
  }

  @Test("CALayer: maskedCorners defaults to all four corners and reaches the render model")
  func maskedCorners() {
    let layer = CALayer()
    #expect(layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner])
    layer.cornerRadius = 12
    layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    #expect(layer._renderSnapshot().maskedCorners == 3)
    let copy = CALayer(layer: layer)
    #expect(copy.maskedCorners == layer.maskedCorners)
  }

  @Test("CAShapeLayer: KVC reads and writes the shape keys; presentation copies keep the style")
  func kvcAndPresentation() {
    let shape = CAShapeLayer()
    shape.setValue(0.3, forKeyPath: "strokeStart")
    #expect(shape.strokeStart == 0.3)
    #expect(shape.value(forKeyPath: "lineWidth") as? CGFloat == 1)
    shape.lineCap = .round
    shape.lineDashPattern = [4, 2]
    shape.fillRule = .evenOdd
    let p = shape.presentation()!
    #expect(p.lineCap == .round && p.lineDashPattern == [4, 2] && p.fillRule == .evenOdd)
  }
}
