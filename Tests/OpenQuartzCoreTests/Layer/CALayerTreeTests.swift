import Foundation
import Testing

@testable import OpenQuartzCore

@MainActor
@Test("CA: sublayer insertion, ordering, replacement and removal keep both links in step")
func sublayerTree() {
  let root = CALayer()
  let a = CALayer(), b = CALayer(), c = CALayer(), d = CALayer()
  #expect(root.sublayers == nil)
  root.addSublayer(a)
  root.addSublayer(b)
  root.insertSublayer(c, at: 0)
  #expect(root.sublayers! == [c, a, b])
  root.insertSublayer(d, above: c)
  #expect(root.sublayers! == [c, d, a, b])
  root.insertSublayer(b, below: c)
  #expect(root.sublayers! == [b, c, d, a])
  root.replaceSublayer(d, with: CALayer())
  #expect(d.superlayer == nil)
  #expect(root.sublayers!.count == 4)
  a.removeFromSuperlayer()
  #expect(a.superlayer == nil && root.sublayers!.count == 3)
  let other = CALayer()
  other.addSublayer(b)
  #expect(b.superlayer === other)
  #expect(!root.sublayers!.contains(b), "adding elsewhere removes from the old superlayer")
  let mask = CALayer()
  root.mask = mask
  #expect(mask.superlayer == nil)
  root.sublayers = nil
  #expect(root.sublayers == nil && c.superlayer == nil)
  root._checkInvariants()
}

@MainActor
@Test("CA: frame is computed from bounds, position, anchorPoint and transform")
func frameComputation() {
  let layer = CALayer()
  layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
  layer.position = CGPoint(x: 100, y: 100)
  #expect(layer.frame == CGRect(x: 50, y: 75, width: 100, height: 50))
  layer.anchorPoint = CGPoint(x: 0, y: 0)
  #expect(layer.frame == CGRect(x: 100, y: 100, width: 100, height: 50))
  layer.anchorPoint = CGPoint(x: 0.5, y: 0.5)
  layer.transform = CATransform3DMakeScale(2, 2, 1)
  #expect(near(layer.frame, CGRect(x: 0, y: 50, width: 200, height: 100)))
  layer.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
  #expect(near(layer.bounds.size.width, 20) && near(layer.bounds.size.height, 10))
  #expect(near(layer.frame, CGRect(x: 0, y: 0, width: 40, height: 20)))
  layer.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
  #expect(near(layer.frame.size.width, 10, 1e-9) && near(layer.frame.size.height, 20, 1e-9))
}

@MainActor
@Test("CA: convert(_:from:/to:) goes through positions, anchor points, bounds origins and transforms")
func conversions() {
  let root = CALayer()
  root.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
  let parent = CALayer()
  parent.frame = CGRect(x: 100, y: 50, width: 200, height: 200)
  parent.bounds.origin = CGPoint(x: 10, y: 20)
  root.addSublayer(parent)
  let child = CALayer()
  child.frame = CGRect(x: 30, y: 40, width: 50, height: 50)
  parent.addSublayer(child)
  // child (0,0) → parent (30,40) → minus bounds origin (20,20) → root (120,70)
  #expect(near(root.convert(CGPoint.zero, from: child), CGPoint(x: 120, y: 70)))
  #expect(near(child.convert(CGPoint(x: 120, y: 70), from: root), .zero))
  #expect(near(child.convert(CGPoint(x: 5, y: 5), to: root), CGPoint(x: 125, y: 75)))
  #expect(near(root.convert(child.bounds, from: child), CGRect(x: 120, y: 70, width: 50, height: 50)))
  // Rotate the child 90° about its centre: its (0,0) corner moves to the top-right.
  child.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
  #expect(near(parent.convert(CGPoint.zero, from: child), CGPoint(x: 80, y: 40), 1e-9))
  // sublayerTransform of the parent applies about its anchor point.
  child.transform = CATransform3DIdentity
  parent.sublayerTransform = CATransform3DMakeTranslation(5, 0, 0)
  #expect(near(root.convert(CGPoint.zero, from: child), CGPoint(x: 125, y: 70)))
  // Perspective round-trips through the plane homography.
  var perspective = CATransform3DIdentity
  perspective.m34 = -1.0 / 500
  child.transform = CATransform3DRotate(perspective, 0.5, 0, 1, 0)
  let p = CGPoint(x: 12, y: 34)
  #expect(near(child.convert(root.convert(p, from: child), from: root), p, 1e-9))
}

@MainActor
@Test("CA: hitTest takes the point in superlayer coordinates and returns the deepest frontmost layer")
func hitTesting() {
  let root = CALayer()
  root.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
  let back = CALayer()
  back.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
  let front = CALayer()
  front.frame = CGRect(x: 100, y: 100, width: 200, height: 200)
  root.addSublayer(back)
  root.addSublayer(front)
  #expect(root.hitTest(CGPoint(x: 150, y: 150)) === front)
  #expect(root.hitTest(CGPoint(x: 50, y: 50)) === back)
  back.zPosition = 1
  #expect(root.hitTest(CGPoint(x: 150, y: 150)) === back, "higher zPosition is in front")
  back.isHidden = true
  #expect(root.hitTest(CGPoint(x: 150, y: 150)) === front, "hidden layers are skipped")
  #expect(root.hitTest(CGPoint(x: 400, y: 400)) == nil)
  let outside = CALayer()
  outside.frame = CGRect(x: 250, y: 250, width: 100, height: 100)
  front.addSublayer(outside)
  #expect(root.hitTest(CGPoint(x: 380, y: 380)) === outside, "sublayers outside the bounds are hit")
  front.masksToBounds = true
  #expect(root.hitTest(CGPoint(x: 380, y: 380)) == nil, "masksToBounds clips hits")
  #expect(front.contains(CGPoint(x: 10, y: 10)))
}

@MainActor
@Test("CA: layoutIfNeeded lays out from the topmost ancestor needing layout, parents first")
func layout() {
  final class Recorder: NSObject, CALayerDelegate {
    var log: [String] = []
    func layoutSublayers(of layer: CALayer) { log.append(layer.name ?? "?") }
  }
  let recorder = Recorder()
  let root = CALayer()
  root.name = "root"
  let child = CALayer()
  child.name = "child"
  root.addSublayer(child)
  root.delegate = recorder
  child.delegate = recorder
  root.layoutIfNeeded()
  recorder.log.removeAll()
  child.setNeedsLayout()
  root.setNeedsLayout()
  #expect(child.needsLayout())
  child.layoutIfNeeded()
  #expect(recorder.log == ["root", "child"])
  #expect(!root.needsLayout() && !child.needsLayout())
  child.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
  #expect(child.needsLayout(), "a bounds size change needs layout")
  advance(0)
  #expect(recorder.log == ["root", "child", "child"], "the transaction commit lays out")
}

@MainActor
@Test("CA: value(forKeyPath:)/setValue(_:forKeyPath:) reach the animatable key paths of Architecture.md")
func keyValueAccess() {
  let layer = CALayer()
  layer.setValue(40, forKeyPath: "position.x")
  #expect(layer.position.x == 40)
  #expect(layer.value(forKeyPath: "position") as? CGPoint == CGPoint(x: 40, y: 0))
  layer.setValue(0.5, forKeyPath: "opacity")
  #expect(layer.value(forKeyPath: "opacity") as? Float == 0.5)
  layer.setValue(CGFloat.pi / 2, forKeyPath: "transform.rotation.z")
  #expect(near(layer.transform, CATransform3DMakeRotation(.pi / 2, 0, 0, 1), 1e-12))
  layer.setValue(30, forKeyPath: "bounds.size.width")
  #expect(layer.bounds.size.width == 30)
  #expect(layer.value(forKeyPath: "unknown") == nil)
  advance(0)
}

/// `cornerCurve` (iOS 13) is a plain, non-animatable property, copied to presentation layers.
@MainActor @Suite struct CornerCurveTests {
  @Test("Core Animation: cornerCurve defaults to .circular, is not implicitly animated, and the presentation layer has it")
  func cornerCurve() {
    let layer = CALayer()
    #expect(layer.cornerCurve == .circular)
    layer.cornerCurve = .continuous
    #expect(layer.cornerCurve == .continuous)
    #expect(layer.animationKeys() == nil || layer.animationKeys()?.isEmpty == true)
    #expect(CALayer(layer: layer).cornerCurve == .continuous)
  }
}
