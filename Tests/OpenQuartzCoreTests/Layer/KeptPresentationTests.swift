import Foundation
import Testing

@testable import OpenQuartzCore

// frame9: `presentation()` reuses the copy a layer keeps only when no one else holds it, and
// the copy it returns is always the layer as it appears now (CALayer docs: presentation() is "a
// copy of the presentation layer object that represents the state of the layer as it currently
// appears onscreen"). These pin the inline reuse paths: a stored slot, and no animation left.

@MainActor
@Test("CA: the kept copy of a layer whose animation ended shows the model values, then each model change")
func keptCopyAfterTheLastAnimationEnds() {
  let layer = CALayer()
  layer.position = CGPoint(x: 40, y: 7)
  let animation = CABasicAnimation(keyPath: "position")
  animation.fromValue = CGPoint(x: 0, y: 0)
  animation.toValue = CGPoint(x: 40, y: 7)
  animation.duration = 0.5
  layer.add(animation, forKey: "move")
  advance(0.25)
  let first = layer.presentation()!
  #expect(near(first.position.x, 20, 1e-9))
  advance(1)
  #expect(layer.animationKeys() == nil)
  // No animation left: the reused copy holds the model values.
  #expect(layer.presentation()!.position == CGPoint(x: 40, y: 7))
  #expect(layer.presentation()!.position == CGPoint(x: 40, y: 7))
  // (Without actions: a committed standalone layer would animate the change implicitly.)
  CATransaction.begin()
  CATransaction.setDisableActions(true)
  layer.position = CGPoint(x: 3, y: 4)
  #expect(layer.presentation()!.position == CGPoint(x: 3, y: 4))
  layer.opacity = 0.25
  CATransaction.commit()
  let copy = layer.presentation()!
  #expect(copy.position == CGPoint(x: 3, y: 4) && copy.opacity == 0.25)
}

@MainActor
@Test("CA: a presentation copy someone holds keeps its frame's values; the next call makes a new one")
func heldCopyIsNotRefreshed() {
  let layer = CALayer()
  layer.opacity = 1
  let animation = CABasicAnimation(keyPath: "opacity")
  animation.fromValue = 0
  animation.toValue = 1
  animation.duration = 1
  layer.add(animation, forKey: "fade")
  advance(0.25)
  let held = layer.presentation()!
  let heldOpacity = held.opacity
  #expect(near(Double(heldOpacity), 0.25, 1e-6))
  advance(0.25)
  let now = layer.presentation()!
  #expect(now !== held)
  #expect(held.opacity == heldOpacity, "the held copy is a snapshot")
  #expect(near(Double(now.opacity), 0.5, 1e-6))
  // Read twice in one frame: the same values.
  #expect(layer.presentation()!.opacity == now.opacity)
}
