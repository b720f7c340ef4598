import Foundation
import Testing

@testable import OpenQuartzCore

// Presentation copies made lazily and presentation values computed once per frame (issue 15):
// the observable rules of `presentation()` stay Core Animation's (CALayer docs: "a copy of the
// presentation layer object that represents the state of the layer as it currently appears").

@MainActor
private func animatedTree(sublayers count: Int) -> (root: CALayer, children: [CALayer]) {
  let root = CALayer()
  root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
  var children: [CALayer] = []
  for i in 0..<count {
    let child = CALayer()
    child.position = CGPoint(x: 100, y: Double(i))
    let animation = CABasicAnimation(keyPath: "position.x")
    animation.fromValue = 0
    animation.toValue = 100
    animation.duration = 1
    child.add(animation, forKey: "x")
    root.addSublayer(child)
    children.append(child)
  }
  return (root, children)
}

@MainActor
@Test("CA: presentation() of a tree copies the sublayers only when they are asked for, with the values of the call")
func presentationSubtreeIsLazy() {
  let (root, children) = animatedTree(sublayers: 100)
  advance(0.5)
  let copy = root.presentation()!
  #expect(copy._sublayerStorage.isEmpty && copy._lazyPresentation != nil, "no sublayer copy made yet")
  let sublayers = copy.sublayers ?? []
  #expect(sublayers.count == 100)
  #expect(near(sublayers[10].position.x, 50, 1e-9))
  #expect(sublayers[10].model() === children[10])
  #expect(sublayers[10].superlayer === copy)
  #expect(copy.model() === root)
  withExtendedLifetime(children) {}
}

@MainActor
@Test("CA: a presentation copy is a snapshot — sublayer copies made after time moves or the model changes show the moment of the call")
func lazySubtreeIsASnapshot() {
  let (root, children) = animatedTree(sublayers: 2)
  let text = CATextLayer()
  text.string = "before"
  root.addSublayer(text)
  advance(0.25)
  let copy = root.presentation()!
  advance(0.25)
  children[0].position = CGPoint(x: 7, y: 7)
  children[1].removeAllAnimations()
  text.string = "after"
  root.addSublayer(CALayer())
  let sublayers = copy.sublayers ?? []
  #expect(sublayers.count == 3, "the tree of the moment of the call")
  #expect(near(sublayers[0].position.x, 25, 1e-9))
  #expect(near(sublayers[1].position.x, 25, 1e-9))
  #expect((sublayers[2] as? CATextLayer)?.string as? String == "before")
  // A fresh copy shows the model as it is now.
  let now = root.presentation()!.sublayers ?? []
  #expect(now.count == 4)
  #expect(near(now[1].position.x, 100, 1e-9), "animation removed: the model value")
  #expect((now[2] as? CATextLayer)?.string as? String == "after")
}

@MainActor
@Test("CA: presentation values follow every model change within a frame (values are kept per frame, not across changes)")
func presentationValuesFollowModelChanges() {
  let layer = CALayer()
  layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
  let animation = CABasicAnimation(keyPath: "opacity")
  animation.fromValue = 0
  animation.toValue = 1
  animation.duration = 1
  layer.add(animation, forKey: "fade")
  advance(0.5)
  #expect(abs(Double(layer.presentation()!.opacity) - 0.5) < 1e-6)
  // Same frame: a model change shows at once in a not animated key.
  CATransaction.begin()
  CATransaction.setDisableActions(true)
  layer.position = CGPoint(x: 3, y: 4)
  CATransaction.commit()
  #expect(layer.presentation()!.position == CGPoint(x: 3, y: 4))
  // The snapshot reads the same frame's values.
  #expect(abs(layer._renderSnapshot().opacity - 0.5) < 1e-6)
  let paused = layer.convertTime(CACurrentMediaTime(), from: nil)
  layer.speed = 0
  layer.timeOffset = paused
  advance(0.25)
  #expect(abs(Double(layer.presentation()!.opacity) - 0.5) < 1e-6, "a paused layer's animation stands still")
  layer.removeAnimation(forKey: "fade")
  #expect(layer.presentation()!.opacity == 1, "removed: the model value, in the same frame")
}

@MainActor
@Test("CA: a presentation copy someone holds never changes; the next frame's copy is another object")
func heldPresentationCopiesStay() {
  let (_, children) = animatedTree(sublayers: 1)
  let layer = children[0]
  advance(0.25)
  let first = layer.presentation()!
  advance(0.25)
  let second = layer.presentation()!
  #expect(first !== second)
  #expect(near(first.position.x, 25, 1e-9))
  #expect(near(second.position.x, 50, 1e-9))
  do {
    let changed = layer.presentation()!
    changed.name = "changed"
    changed.opacity = 0.1
  }
  advance(0.1)
  let fresh = layer.presentation()!
  #expect(fresh.name == nil && fresh.opacity == 1, "a copy someone changed is not reused")
  #expect(near(fresh.position.x, 60, 1e-9))
}

@MainActor
private final class ProgressDriver: CAAnimationProgressDriver {
  var currentProgress = 0.0
}

@MainActor
@Test("CA: animations a property animator drives follow its progress between frames (their values are not kept)")
func drivenAnimationsAreNotKept() {
  let driver = ProgressDriver()
  let layer = CALayer()
  let animation = CABasicAnimation(keyPath: "opacity")
  animation.fromValue = 0
  animation.toValue = 1
  animation.duration = 1
  animation._driver = driver
  layer.add(animation, forKey: "driven")
  driver.currentProgress = 0.25
  #expect(abs(Double(layer.presentation()!.opacity) - 0.25) < 1e-6)
  driver.currentProgress = 0.75
  #expect(abs(Double(layer.presentation()!.opacity) - 0.75) < 1e-6)
  #expect(abs(layer._renderSnapshot().opacity - 0.75) < 1e-6)
  layer.removeAllAnimations()
}

@MainActor
@Test("CA: asking for presentation() keeps nothing alive — a released layer and its copies are freed; a held copy still leads to its model")
func presentationCopiesKeepNothingAlive() {
  weak var weakLeaf: CALayer?
  weak var weakTree: CALayer?
  weak var weakLeafCopy: CALayer?
  do {
    let (root, children) = animatedTree(sublayers: 3)
    advance(0.25)
    let leafCopy = children[0].presentation()!
    #expect(leafCopy.model() === children[0], "model() leads back from the copy the layer keeps for reuse")
    _ = root.presentation()!.sublayers?.count
    _ = root.presentation()
    weakLeaf = children[0]
    weakTree = root
    weakLeafCopy = leafCopy
  }
  #expect(weakLeaf == nil, "a layer whose presentation() was read is freed with its last reference")
  #expect(weakTree == nil, "a lazily copied tree does not keep its model layers alive")
  #expect(weakLeafCopy == nil)
}

@MainActor
@Test("CA: the kept presentation copy is the frame's values — a render snapshot in the same frame shows them, a copy someone changed never leaks into it")
func keptCopyServesTheFrame() {
  let (_, children) = animatedTree(sublayers: 1)
  let layer = children[0]
  advance(0.25)
  _ = layer.presentation()  // made (and kept: no one holds it)
  let kept = ObjectIdentifier(layer.presentation()!)
  #expect(layer._reusableValuesTime == layer._localTime(fromMedia: MediaClock.currentTime), "the kept copy holds this frame's values")
  #expect(ObjectIdentifier(layer.presentation()!) == kept, "same frame, no one else holds it: the same copy")
  #expect(near(layer._renderSnapshot().position.x, 25, 1e-9), "the snapshot reads the frame's values")
  advance(0.25)
  #expect(near(layer.presentation()!.position.x, 50, 1e-9), "next frame: refreshed in place")
  #expect(ObjectIdentifier(layer.presentation()!) == kept)
  do {
    let held = layer.presentation()!
    held.position = CGPoint(x: -500, y: 0)
    #expect(near(layer._renderSnapshot().position.x, 50, 1e-9), "a changed copy is not the frame's values")
    #expect(near(layer.presentation()!.position.x, 50, 1e-9), "nor reused")
  }
  CATransaction.begin()
  CATransaction.setDisableActions(true)
  layer.position = CGPoint(x: 100, y: 3)
  CATransaction.commit()
  #expect(near(layer.presentation()!.position.y, 3, 1e-9), "a model change in the frame is seen at once")
  #expect(near(layer._renderSnapshot().position.y, 3, 1e-9))
}
