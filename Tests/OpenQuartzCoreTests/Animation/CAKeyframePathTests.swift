import Foundation
import Testing

@testable import OpenQuartzCore

// CAKeyframeAnimation.path and rotationMode (Docs/Behaviour/libs18.md). Core Animation's
// documentation: "Each point in the path, except for moveTo points, defines a single keyframe
// segment for the purpose of timing and interpolation"; `path` "takes precedence over any data in
// the values property"; paced mode gives constant velocity along the path; rotateAuto turns the
// layer to the path's tangent.

@MainActor
private func presentation(_ animation: CAAnimation, at t: Double, on layer: CALayer = CALayer()) -> _LayerValues {
  let t0 = CACurrentMediaTime()
  layer.add(animation, forKey: "k")
  defer { layer.removeAllAnimations() }
  return layer._presentationValues(at: t0 + t)
}

/// An L: 100 pt right, then 300 pt down.
private func lPath() -> CGMutablePath {
  let path = CGMutablePath()
  path.move(to: .zero)
  path.addLine(to: CGPoint(x: 100, y: 0))
  path.addLine(to: CGPoint(x: 100, y: 300))
  return path
}

@MainActor
private func pathAnimation(_ path: CGPath, duration: Double = 2) -> CAKeyframeAnimation {
  let animation = CAKeyframeAnimation(keyPath: "position")
  animation.path = path
  animation.duration = duration
  return animation
}

@MainActor
@Test("CA: keyframe path, linear — every element but a move is one segment; segments share the duration evenly")
func keyframePathLinearSegmentsTimedEvenly() {
  let animation = pathAnimation(lPath())
  // Two segments of 1 s each, whatever their lengths: half of the first at 0.5 s.
  #expect(near(presentation(animation, at: 0.5).position, CGPoint(x: 50, y: 0)))
  #expect(near(presentation(animation, at: 1.5).position, CGPoint(x: 100, y: 150)))
  #expect(near(presentation(animation, at: 1.0).position, CGPoint(x: 100, y: 0)))
  advance(0)
}

@MainActor
@Test("CA: keyframe path, paced — constant speed: distance travelled = length × elapsed / duration")
func keyframePathPacedConstantSpeed() {
  let animation = pathAnimation(lPath())
  animation.calculationMode = .paced
  animation.keyTimes = [0, 0.9, 1]  // ignored when paced
  // Length 400: at 0.5 s (a quarter) 100 pt along — the corner; at 1.5 s 300 pt along.
  #expect(near(presentation(animation, at: 0.5).position, CGPoint(x: 100, y: 0), 1e-6))
  #expect(near(presentation(animation, at: 1.5).position, CGPoint(x: 100, y: 200), 1e-6))
  #expect(near(presentation(animation, at: 0.25).position, CGPoint(x: 50, y: 0), 1e-6))
  advance(0)
}

@MainActor
@Test("CA: keyframe path — keyTimes (segments + 1) and per-segment timingFunctions apply as with values")
func keyframePathKeyTimesAndTimingFunctions() {
  let animation = pathAnimation(lPath(), duration: 1)
  animation.keyTimes = [0, 0.2, 1]
  #expect(near(presentation(animation, at: 0.1).position, CGPoint(x: 50, y: 0), 1e-9))
  #expect(near(presentation(animation, at: 0.6).position, CGPoint(x: 100, y: 150), 1e-9))
  let easeIn = CAMediaTimingFunction(name: .easeIn)
  animation.timingFunctions = [easeIn, CAMediaTimingFunction(name: .linear)]
  let u = easeIn._solve(0.5)
  #expect(near(presentation(animation, at: 0.1).position, CGPoint(x: 100 * u, y: 0), 1e-9))
  // keyTimes of the wrong count are ignored: even spacing.
  animation.keyTimes = [0, 1]
  animation.timingFunctions = nil
  #expect(near(presentation(animation, at: 0.25).position, CGPoint(x: 50, y: 0), 1e-9))
  advance(0)
}

@MainActor
@Test("CA: keyframe path on a cubic segment — linear follows the curve's parameter, paced its arc length")
func keyframePathCubicParameterVersusArcLength() {
  let path = CGMutablePath()
  path.move(to: .zero)
  path.addCurve(to: CGPoint(x: 300, y: 0), control1: CGPoint(x: 0, y: 300), control2: CGPoint(x: 300, y: 300))
  let animation = pathAnimation(path, duration: 1)
  // B(½) = (P0 + 3C1 + 3C2 + P1) / 8 = (150, 225).
  #expect(near(presentation(animation, at: 0.5).position, CGPoint(x: 150, y: 225), 1e-9))
  // B(¼) by the Bernstein form.
  func bezier(_ t: Double) -> CGPoint {
    let u = 1 - t
    return CGPoint(x: 3 * u * t * t * 300 + t * t * t * 300, y: 3 * u * u * t * 300 + 3 * u * t * t * 300)
  }
  #expect(near(presentation(animation, at: 0.25).position, bezier(0.25), 1e-9))
  // Paced: a quarter of the curve's length, measured here on a 10 000-step polyline.
  animation.calculationMode = .paced
  var lengths: [Double] = [0]
  var previous = bezier(0)
  for i in 1...10_000 {
    let p = bezier(Double(i) / 10_000)
    lengths.append(lengths[i - 1] + Double(hypot(p.x - previous.x, p.y - previous.y)))
    previous = p
  }
  let quarter = lengths[10_000] / 4
  let index = lengths.firstIndex { $0 >= quarter }!
  let expected = bezier(Double(index) / 10_000)
  let got = presentation(animation, at: 0.25).position
  #expect(near(got, expected, 1.0), "paced \(got) vs \(expected)")
  #expect(!near(got, bezier(0.25), 5))
  advance(0)
}

@MainActor
@Test("CA: keyframe path, discrete — the layer jumps to each segment's end at its key time")
func keyframePathDiscrete() {
  let animation = pathAnimation(lPath(), duration: 3)
  animation.calculationMode = .discrete
  #expect(presentation(animation, at: 0.5).position == .zero)
  #expect(presentation(animation, at: 1.5).position == CGPoint(x: 100, y: 0))
  #expect(presentation(animation, at: 2.5).position == CGPoint(x: 100, y: 300))
  advance(0)
}

@MainActor
@Test("CA: path takes precedence over values for a point key path; a non-point key path keeps its values")
func keyframePathPrecedence() {
  let animation = pathAnimation(lPath())
  animation.values = [CGPoint(x: 500, y: 500), CGPoint(x: 600, y: 600)]
  #expect(near(presentation(animation, at: 0.5).position, CGPoint(x: 50, y: 0)))
  let opacity = CAKeyframeAnimation(keyPath: "opacity")
  opacity.path = lPath()
  opacity.values = [0, 1]
  opacity.duration = 1
  #expect(near(CGFloat(presentation(opacity, at: 0.25).opacity), 0.25, 1e-6))
  advance(0)
}

@MainActor
@Test("CA: rotationMode rotateAuto turns the layer to the path's tangent (before its own transform); rotateAutoReverse adds 180°; nil does not turn")
func keyframePathRotationMode() {
  let layer = CALayer()
  layer.transform = CATransform3DMakeScale(2, 2, 1)
  let animation = pathAnimation(lPath())
  #expect(near(presentation(animation, at: 1.5, on: layer).transform, CATransform3DMakeScale(2, 2, 1)))
  animation.rotationMode = .rotateAuto
  // First segment heads along +x (0 rad), the second along +y (π/2, clockwise on screen).
  #expect(near(presentation(animation, at: 0.5, on: layer).transform, CATransform3DMakeScale(2, 2, 1), 1e-9))
  let down = CATransform3DRotate(CATransform3DMakeScale(2, 2, 1), .pi / 2, 0, 0, 1)
  #expect(near(presentation(animation, at: 1.5, on: layer).transform, down, 1e-9))
  animation.rotationMode = .rotateAutoReverse
  let back = CATransform3DRotate(CATransform3DMakeScale(2, 2, 1), .pi, 0, 0, 1)
  #expect(near(presentation(animation, at: 0.5, on: layer).transform, back, 1e-9))
  // The model transform is untouched.
  #expect(layer.transform == CATransform3DMakeScale(2, 2, 1))
  advance(0)
}

@MainActor
@Test("CA: rotateAuto along a curve — the angle is the derivative's direction at that point")
func keyframePathRotationAlongCurve() {
  let path = CGMutablePath()
  path.move(to: .zero)
  path.addQuadCurve(to: CGPoint(x: 200, y: 0), control: CGPoint(x: 100, y: 100))
  let animation = pathAnimation(path, duration: 1)
  animation.rotationMode = .rotateAuto
  // B'(t) = 2(1−t)(C − P0) + 2t(P1 − C): at t = 0 (100, 100) → 45°; at ½ (100, 0) → 0°.
  let start = presentation(animation, at: 0.0001).transform
  #expect(near(atan2(start.m12, start.m11), .pi / 4, 1e-3))
  let middle = presentation(animation, at: 0.5).transform
  #expect(near(atan2(middle.m12, middle.m11), 0, 1e-9))
  advance(0)
}

@MainActor
@Test("CA: a keyframe path with fillMode forwards and isRemovedOnCompletion false holds the path's end point")
func keyframePathHoldsEnd() {
  let animation = pathAnimation(lPath(), duration: 1)
  animation.fillMode = .forwards
  animation.isRemovedOnCompletion = false
  animation.rotationMode = .rotateAuto
  let values = presentation(animation, at: 5)
  #expect(values.position == CGPoint(x: 100, y: 300))
  #expect(near(values.transform, CATransform3DMakeRotation(.pi / 2, 0, 0, 1), 1e-9))
  // A copy keeps the path and the rotation mode.
  let copy = animation.copy() as! CAKeyframeAnimation
  #expect(copy.path == animation.path)
  #expect(copy.rotationMode == .rotateAuto)
  advance(0)
}

@MainActor
@Test("CA: a group's timingFunction paces its children — a keyframe path in a group runs in the group's eased time (Core Animation Cookbook, 'Using a Single Timing Function For a Keyframe Animation')")
func groupTimingFunctionPacesChildren() {
  let move = CAKeyframeAnimation(keyPath: "position")
  move.path = lPath()
  let group = CAAnimationGroup()
  group.animations = [move]
  group.duration = 2
  // Linear group: the child (duration 0: the group's 2 s) is half way along its first segment.
  #expect(near(presentation(group, at: 0.5).position, CGPoint(x: 50, y: 0)))
  let easeIn = CAMediaTimingFunction(name: .easeIn)
  group.timingFunction = easeIn
  // The child (duration 0: the group's 2 s) sees 2·easeIn(t/2); its even segment timing puts
  // the first segment's end at half its duration.
  let e = easeIn._solve(0.5)
  #expect(e < 0.5)
  #expect(near(presentation(group, at: 1).position, CGPoint(x: 200 * e, y: 0), 1e-9))
  advance(0)
}

@MainActor
@Test("CA: keyframe values boxed as NSValue points, sizes and rects animate like the bare values")
func keyframeValuesBoxedInNSValue() {
  let animation = CAKeyframeAnimation(keyPath: "position")
  animation.values = [NSValue(point: .zero), NSValue(point: CGPoint(x: 100, y: 40))]
  animation.duration = 1
  #expect(near(presentation(animation, at: 0.5).position, CGPoint(x: 50, y: 20)))
  let bounds = CABasicAnimation(keyPath: "bounds")
  bounds.fromValue = NSValue(rect: .zero)
  bounds.toValue = NSValue(rect: CGRect(x: 0, y: 0, width: 80, height: 20))
  bounds.duration = 1
  #expect(near(presentation(bounds, at: 0.5).bounds, CGRect(x: 0, y: 0, width: 40, height: 10)))
  advance(0)
}
