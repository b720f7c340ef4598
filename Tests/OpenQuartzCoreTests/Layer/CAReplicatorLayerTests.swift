import Foundation
import Testing

@testable import OpenQuartzCore

/// CAReplicatorLayer (Core Animation documentation: CAReplicatorLayer and its properties;
/// Docs/Behaviour/replicator.md for the choices the documentation leaves open).
@MainActor
@Suite(.serialized)
struct CAReplicatorLayerTests {
  let white = CGColor(red: 1, green: 1, blue: 1, alpha: 1)

  /// Apple's listing: a 100 × 100 white square replicated 5 times, 110 pt apart.
  func appleExample() -> (CAReplicatorLayer, CALayer) {
    let replicator = CAReplicatorLayer()
    replicator.frame = CGRect(x: 0, y: 0, width: 600, height: 100)
    let square = CALayer()
    square.backgroundColor = white
    square.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    replicator.instanceCount = 5
    replicator.instanceTransform = CATransform3DMakeTranslation(110, 0, 0)
    replicator.instanceBlueOffset = -1 / 5
    replicator.instanceGreenOffset = -1 / 5
    replicator.addSublayer(square)
    return (replicator, square)
  }

  @Test("CAReplicatorLayer: documented defaults — instanceCount 1, instanceDelay 0, identity instanceTransform, opaque white instanceColor, offsets 0, preservesDepth false; one instance draws the sublayers as a plain layer does")
  func defaults() {
    let replicator = CAReplicatorLayer()
    #expect(replicator.instanceCount == 1 && replicator.instanceDelay == 0 && !replicator.preservesDepth)
    #expect(CATransform3DIsIdentity(replicator.instanceTransform))
    #expect(_RGBA(replicator.instanceColor) == _RGBA(white))
    #expect(replicator.instanceRedOffset == 0 && replicator.instanceGreenOffset == 0)
    #expect(replicator.instanceBlueOffset == 0 && replicator.instanceAlphaOffset == 0)
    let sub = CALayer()
    sub.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
    replicator.addSublayer(sub)
    let node = replicator._renderSnapshot()
    #expect(node.sublayers.map(\.id) == [sub._layerID])
  }

  @Test("CAReplicatorLayer: instanceCount counts the source; copy k is moved by instanceTransform k times (Apple's five-square listing), drawn above copy k − 1; the layer tree keeps one sublayer")
  func copiesAndTransforms() {
    let (replicator, square) = appleExample()
    let node = replicator._renderSnapshot()
    #expect(node.sublayers.count == 5)
    #expect(node.sublayers[0].id == square._layerID)
    for k in 1..<5 {
      let instance = node.sublayers[k]
      #expect(instance.transform.m41 == Double(110 * k) && instance.transform.m42 == 0)
      #expect(instance.bounds == replicator.bounds)
      #expect(instance.position == CGPoint(x: 300, y: 50))
      #expect(instance.sublayers.count == 1 && instance.sublayers[0].bounds.size == CGSize(width: 100, height: 100))
    }
    // Copies have their own ids (negative, unique, the same in every frame).
    let ids = node.sublayers.flatMap { [$0.id] + $0.sublayers.map(\.id) }
    #expect(Set(ids).count == ids.count)
    #expect(ids.dropFirst().allSatisfy { $0 < 0 })
    #expect(replicator._renderSnapshot().sublayers.map(\.id) == node.sublayers.map(\.id))
    // Only what is drawn is copied.
    #expect(replicator.sublayers?.count == 1)
    #expect(replicator.presentation()?.sublayers?.count == 1)
  }

  @Test("CAReplicatorLayer: instanceColor multiplies the source and each offset is added to copy k − 1's colour (Apple's listing: white to red in five steps)")
  func colourOffsets() {
    let (replicator, _) = appleExample()
    let node = replicator._renderSnapshot()
    let first = node.sublayers[0].backgroundColor!
    #expect(first == RenderColor(red: 1, green: 1, blue: 1, alpha: 1))
    let last = node.sublayers[4].sublayers[0].backgroundColor!
    #expect(last.red == 1 && abs(last.green - 0.2) < 1e-6 && abs(last.blue - 0.2) < 1e-6 && last.alpha == 1)
    // instanceColor multiplies every copy, the source included; components stay within 0…1.
    replicator.instanceColor = CGColor(red: 0.5, green: 1, blue: 1, alpha: 1)
    replicator.instanceRedOffset = 0.4
    let tinted = replicator._renderSnapshot()
    #expect(tinted.sublayers[0].backgroundColor?.red == 0.5)
    #expect(tinted.sublayers[1].sublayers[0].backgroundColor.map { abs($0.red - 0.9) < 1e-6 } == true)
    #expect(tinted.sublayers[3].sublayers[0].backgroundColor?.red == 1)
  }

  @Test("CAReplicatorLayer: copy k shows its sublayers' animations instanceDelay × k later (a fade rippling along the copies)")
  func instanceDelay() {
    let replicator = CAReplicatorLayer()
    replicator.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
    replicator.instanceCount = 3
    replicator.instanceDelay = 0.2
    let dot = CALayer()
    dot.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    replicator.addSublayer(dot)
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 0
    fade.toValue = 1
    fade.duration = 1
    fade.fillMode = .both
    let t0 = CACurrentMediaTime()
    fade.beginTime = dot.convertTime(t0, from: nil)
    dot.add(fade, forKey: "fade")
    let node = replicator._renderSnapshot(at: t0 + 0.5)
    #expect(abs(node.sublayers[0].opacity - 0.5) < 1e-6)
    #expect(abs(node.sublayers[1].sublayers[0].opacity - 0.3) < 1e-6)
    #expect(abs(node.sublayers[2].sublayers[0].opacity - 0.1) < 1e-6)
  }

  @Test("CAReplicatorLayer: instanceTransform turns copies about the centre of the replicator's bounds (a spinner's dots on a circle)")
  func rotationAboutCentre() {
    let replicator = CAReplicatorLayer()
    replicator.frame = CGRect(x: 20, y: 20, width: 100, height: 100)
    replicator.instanceCount = 4
    replicator.instanceTransform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
    let dot = CALayer()
    dot.frame = CGRect(x: 45, y: 5, width: 10, height: 10)
    replicator.addSublayer(dot)
    let node = replicator._renderSnapshot()
    // Copy 1: the dot's centre (50, 10) turned a quarter about (50, 50) lands at (90, 50).
    let instance = node.sublayers[1]
    let p = CGPoint(x: 50 - instance.bounds.midX, y: 10 - instance.bounds.midY)
    let t = instance.transform
    let mapped = CGPoint(x: instance.position.x + p.x * t.m11 + p.y * t.m21, y: instance.position.y + p.x * t.m12 + p.y * t.m22)
    #expect(abs(mapped.x - 90) < 1e-9 && abs(mapped.y - 50) < 1e-9)
  }

  @Test("CAReplicatorLayer: instanceCount 0 draws no sublayers; changing an instance property changes the next snapshot (no stale kept render layer); a presentation copy keeps the instance properties")
  func changesTakeEffect() {
    let (replicator, _) = appleExample()
    #expect(replicator._renderSnapshot().sublayers.count == 5)
    replicator.instanceCount = 2
    #expect(replicator._renderSnapshot().sublayers.count == 2)
    replicator.instanceCount = 0
    #expect(replicator._renderSnapshot().sublayers.isEmpty)
    replicator.instanceCount = 3
    replicator.instanceDelay = 0.5
    let copy = replicator.presentation()!
    #expect(copy.instanceCount == 3 && copy.instanceDelay == 0.5 && copy.instanceBlueOffset == -0.2)
    #expect(copy.instanceTransform.m41 == 110)
  }
}
