import Foundation
import Testing

@testable import OpenQuartzCore

/// `CATransition`: a layer's old rendered state gives way to its new one (Core Animation
/// Programming Guide, "Transition Animation"; CATransition reference). Drawn only: model and
/// presentation values never change because of it.
@MainActor
@Suite(.serialized)
struct CATransitionTests {
  static let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
  static let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

  /// A root with one 200 × 100 layer at (100, 50) showing red, committed.
  func scene() -> (root: CALayer, layer: CALayer) {
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
    let layer = CALayer()
    layer.frame = CGRect(x: 100, y: 50, width: 200, height: 100)
    layer.backgroundColor = Self.red
    root.addSublayer(layer)
    settle()
    return (root, layer)
  }

  /// The drawn node of `layer` (the root's only sublayer) at `t`.
  func drawn(_ root: CALayer, at t: Double) -> RenderLayer { root._renderSnapshot(at: t).sublayers[0] }

  func isRed(_ node: RenderLayer) -> Bool { node.backgroundColor?.red == 1 && node.backgroundColor?.blue == 0 }
  func isBlue(_ node: RenderLayer) -> Bool { node.backgroundColor?.blue == 1 && node.backgroundColor?.red == 0 }

  @Test("CA defaults: type fade, no subtype, progress 0…1, linear pacing, the transaction's 0.25 s")
  func defaults() {
    let transition = CATransition()
    #expect(transition.type == .fade && transition.subtype == nil)
    #expect(transition.startProgress == 0 && transition.endProgress == 1)
    #expect(transition.duration == 0 && transition.timingFunction == nil && transition.filter == nil)
    #expect(kCATransition == "transition")
    let (root, layer) = scene()
    let recorder = AnimationRecorder()
    transition.delegate = recorder
    let t0 = CACurrentMediaTime()
    layer.add(transition, forKey: kCATransition)
    // Without the layer's own implicit colour animation, to see the transition alone.
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    layer.backgroundColor = Self.blue
    CATransaction.commit()
    #expect(layer.animation(forKey: kCATransition) is CATransition)
    // Linear: a quarter of 0.25 s is a quarter of the fade.
    let mid = drawn(root, at: t0 + 0.0625)
    #expect(mid.sublayers.count == 2)
    #expect(abs(mid.sublayers[0].opacity - 0.75) < 1e-9 && isRed(mid.sublayers[0]))
    #expect(abs(mid.sublayers[1].opacity - 0.25) < 1e-9 && isBlue(mid.sublayers[1]))
    advance(0.3)
    #expect(recorder.events == ["start", "stop(true)"])
    #expect(layer.animation(forKey: kCATransition) == nil)
    let after = drawn(root, at: CACurrentMediaTime())
    #expect(after.sublayers.isEmpty && isBlue(after))
    _ = root
  }

  @Test("CA: a fade cross-fades the old content out and the new in, inside the layer's own geometry")
  func fadeCrossFades() {
    let (root, layer) = scene()
    let transition = CATransition()
    transition.duration = 1
    let t0 = CACurrentMediaTime()
    layer.add(transition, forKey: nil)
    layer.backgroundColor = Self.blue
    let node = drawn(root, at: t0 + 0.4)
    // The wrapper keeps the layer's id, frame and opacity and draws nothing itself.
    #expect(node.id == layer._layerID && node.backgroundColor == nil)
    #expect(node.position == CGPoint(x: 200, y: 100) && node.bounds.size == CGSize(width: 200, height: 100))
    let (old, new) = (node.sublayers[0], node.sublayers[1])
    #expect(isRed(old) && isBlue(new))
    #expect(abs(old.opacity - 0.6) < 1e-9 && abs(new.opacity - 0.4) < 1e-9)
    // Both centred in the bounds, unmoved, under ids no live layer has.
    #expect(old.position == CGPoint(x: 100, y: 50) && new.position == CGPoint(x: 100, y: 50))
    #expect(old.transform == CATransform3DIdentity && new.transform == CATransform3DIdentity)
    #expect(old.id < 0 && new.id < 0 && old.id != new.id)
    advance(1.1)
  }

  @Test("CA (Apple's CATransition example): a push without a subtype moves the old state left to right, the new entering from the left")
  func pushWithoutSubtypeEntersFromLeft() {
    let (root, layer) = scene()
    let transition = CATransition()
    transition.type = .push
    transition.duration = 1
    let t0 = CACurrentMediaTime()
    layer.add(transition, forKey: kCATransition)
    layer.backgroundColor = Self.blue
    let node = drawn(root, at: t0 + 0.25)
    let (old, new) = (node.sublayers[0], node.sublayers[1])
    #expect(isRed(old) && isBlue(new))
    #expect(abs(old.transform.m41 - 50) < 1e-9 && old.transform.m42 == 0)
    #expect(abs(new.transform.m41 + 150) < 1e-9 && new.transform.m42 == 0)
    #expect(old.opacity == 1 && new.opacity == 1)
    advance(1.1)
  }

  @Test("CA subtypes: a push begins at the named side (fromRight, fromTop, fromBottom; UIKit's y-down axis)")
  func subtypesNameTheSide() {
    let cases: [(CATransitionSubtype, CGPoint)] = [
      (.fromRight, CGPoint(x: 150, y: 0)), (.fromLeft, CGPoint(x: -150, y: 0)),
      (.fromTop, CGPoint(x: 0, y: -75)), (.fromBottom, CGPoint(x: 0, y: 75)),
    ]
    for (subtype, entering) in cases {
      let (root, layer) = scene()
      let transition = CATransition()
      transition.type = .push
      transition.subtype = subtype
      transition.duration = 1
      let t0 = CACurrentMediaTime()
      layer.add(transition, forKey: kCATransition)
      layer.backgroundColor = Self.blue
      let node = drawn(root, at: t0 + 0.25)
      let new = node.sublayers[1].transform
      let old = node.sublayers[0].transform
      #expect(abs(new.m41 - entering.x) < 1e-9 && abs(new.m42 - entering.y) < 1e-9, "\(subtype.rawValue)")
      // The old state leaves towards the opposite side, a quarter of the way.
      #expect(abs(old.m41 + entering.x / 3) < 1e-9 && abs(old.m42 + entering.y / 3) < 1e-9, "\(subtype.rawValue)")
      advance(1.1)
    }
  }

  @Test("CA: moveIn slides the new state over the still old one; reveal slides the old one away above the new")
  func moveInAndReveal() {
    let (root, layer) = scene()
    let moveIn = CATransition()
    moveIn.type = .moveIn
    moveIn.subtype = .fromRight
    moveIn.duration = 1
    var t0 = CACurrentMediaTime()
    layer.add(moveIn, forKey: kCATransition)
    layer.backgroundColor = Self.blue
    var node = drawn(root, at: t0 + 0.5)
    #expect(isRed(node.sublayers[0]) && node.sublayers[0].transform == CATransform3DIdentity)
    #expect(isBlue(node.sublayers[1]) && abs(node.sublayers[1].transform.m41 - 100) < 1e-9)
    advance(1.1)
    let reveal = CATransition()
    reveal.type = .reveal
    reveal.subtype = .fromRight
    reveal.duration = 1
    t0 = CACurrentMediaTime()
    layer.add(reveal, forKey: kCATransition)
    layer.backgroundColor = Self.red
    node = drawn(root, at: t0 + 0.5)
    // New (red) below and still; old (blue) above, moving left.
    #expect(isRed(node.sublayers[0]) && node.sublayers[0].transform == CATransform3DIdentity)
    #expect(isBlue(node.sublayers[1]) && abs(node.sublayers[1].transform.m41 + 100) < 1e-9)
    advance(1.1)
  }

  @Test("CA: the transition is drawn only — model and presentation show the new state at once")
  func drawnOnly() {
    let (root, layer) = scene()
    let transition = CATransition()
    transition.duration = 1
    layer.add(transition, forKey: kCATransition)
    layer.backgroundColor = Self.blue
    advance(0.5)
    #expect(layer.presentation()?.backgroundColor == Self.blue)
    #expect(layer.presentation()?.opacity == 1)
    #expect(root.hitTest(CGPoint(x: 150, y: 80)) === layer)
    advance(0.6)
  }

  @Test("CA: the old state is what the layer drew when the transition was added, sublayers included")
  func oldStateIncludesSublayers() {
    let (root, layer) = scene()
    let badge = CALayer()
    badge.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
    layer.addSublayer(badge)
    settle()
    let transition = CATransition()
    transition.duration = 1
    let t0 = CACurrentMediaTime()
    layer.add(transition, forKey: kCATransition)
    badge.removeFromSuperlayer()
    let node = drawn(root, at: t0 + 0.5)
    #expect(node.sublayers[0].sublayers.count == 1)
    #expect(node.sublayers[1].sublayers.isEmpty)
    advance(1.1)
  }

  @Test("CA: startProgress/endProgress bound the drawn progress; the timing function paces it")
  func progressBoundsAndPacing() {
    let (root, layer) = scene()
    let transition = CATransition()
    transition.duration = 1
    transition.startProgress = 0.2
    transition.endProgress = 0.6
    transition.timingFunction = CAMediaTimingFunction(name: .easeIn)
    let t0 = CACurrentMediaTime()
    layer.add(transition, forKey: kCATransition)
    layer.backgroundColor = Self.blue
    let paced = CAMediaTimingFunction(name: .easeIn)._solve(0.5)
    let node = drawn(root, at: t0 + 0.5)
    #expect(abs(node.sublayers[1].opacity - (0.2 + 0.4 * paced)) < 1e-6)
    #expect(abs(drawn(root, at: t0).sublayers[1].opacity - 0.2) < 1e-6)
    advance(1.1)
  }

  @Test("CA: removing the transition ends it at once (delegate told finished: false)")
  func removalEndsIt() {
    let (root, layer) = scene()
    let transition = CATransition()
    transition.duration = 1
    let recorder = AnimationRecorder()
    transition.delegate = recorder
    layer.add(transition, forKey: kCATransition)
    layer.backgroundColor = Self.blue
    advance(0.5)
    #expect(drawn(root, at: CACurrentMediaTime()).sublayers.count == 2)
    layer.removeAnimation(forKey: kCATransition)
    advance(0)
    #expect(recorder.events == ["start", "stop(false)"])
    let node = drawn(root, at: CACurrentMediaTime())
    #expect(node.sublayers.isEmpty && isBlue(node))
  }

  @Test("CA: a transition added mid-way through another starts from what is drawn then (both states composed)")
  func transitionOverTransition() {
    let (root, layer) = scene()
    let first = CATransition()
    first.duration = 1
    layer.add(first, forKey: "a")
    layer.backgroundColor = Self.blue
    advance(0.5)
    let second = CATransition()
    second.duration = 1
    second.type = .push
    let t1 = CACurrentMediaTime()
    layer.add(second, forKey: "b")
    layer.backgroundColor = Self.red
    let node = drawn(root, at: t1 + 0.25)
    // The second's old state is the first's half-way fade (two children), pushing out.
    #expect(node.sublayers.count == 2)
    #expect(node.sublayers[0].sublayers.count == 2)
    advance(1.1)
  }
}
