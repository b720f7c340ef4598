import Foundation
import Testing

@testable import OpenQuartzCore

/// Render snapshots keep the model values beside the presentation ones while an animation shows
/// others (CA: "the model layer … stores the target values; the presentation layer … the values
/// currently displayed", Core Animation Programming Guide; the demo page's inspector shows both).
@MainActor
@Suite(.serialized)
struct ModelValuesSnapshotTests {
  @Test("CA: mid-animation, the snapshot draws the presentation opacity and carries the model's (1) beside it")
  func modelBesidePresentation() throws {
    let root = CALayer()
    let fading = CALayer()
    fading.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
    fading.position = CGPoint(x: 50, y: 50)
    root.addSublayer(fading)
    let animation = CABasicAnimation(keyPath: "opacity")
    animation.fromValue = 0
    animation.toValue = 1
    animation.duration = 1
    fading.add(animation, forKey: "fade")
    let t0 = CACurrentMediaTime()
    let layer = root._renderSnapshot(at: t0 + 0.25).sublayers[0]
    #expect(abs(layer.opacity - 0.25) < 1e-9)
    let model = try #require(layer.model)
    #expect(model.opacity == 1 && model.position == CGPoint(x: 50, y: 50))
    #expect(model.model == nil && model.sublayers.isEmpty)
    // The root (no animation) and a finished animation carry none.
    #expect(root._renderSnapshot(at: t0 + 0.25).model == nil)
    fading.removeAllAnimations()
    advance(0)
    #expect(root._renderSnapshot().sublayers[0].model == nil)
  }

  @Test("CA: an animation whose presentation equals the model (additive zero offset) adds no model values")
  func noModelWhenEqual() {
    let layer = CALayer()
    layer.position = CGPoint(x: 10, y: 10)
    let animation = CABasicAnimation(keyPath: "position.x")
    animation.fromValue = 0
    animation.toValue = 0
    animation.isAdditive = true
    animation.duration = 1
    layer.add(animation, forKey: "still")
    let t0 = CACurrentMediaTime()
    #expect(layer._renderSnapshot(at: t0 + 0.5).model == nil)
    layer.removeAllAnimations()
    advance(0)
  }
}
