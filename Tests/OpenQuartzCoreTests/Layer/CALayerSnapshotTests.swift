import Foundation
import Testing

@testable import OpenQuartzCore

@MainActor
@Test("Render: snapshots carry presentation values, colours, text and zPosition-sorted sublayers")
func snapshotContents() {
  let root = CALayer()
  root.name = "root"
  root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
  root.backgroundColor = CGColor(gray: 0.5, alpha: 1)
  let a = CALayer()
  a.name = "a"
  a.zPosition = 2
  let b = CALayer()
  b._debugName = "UIView#b"
  let c = CALayer()
  c.name = "c"
  c.isHidden = true
  let text = CATextLayer()
  text.string = "Hello"
  text.bounds = CGRect(x: 0, y: 0, width: 100, height: 20)
  text.fontSize = 17
  text.alignmentMode = .center
  text.foregroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
  for layer in [a, b, c, text] { root.addSublayer(layer) }
  let animation = CABasicAnimation(keyPath: "opacity")
  animation.fromValue = 0
  animation.toValue = 1
  animation.duration = 1
  b.add(animation, forKey: "fade")
  let t0 = CACurrentMediaTime()
  let snapshot = root._renderSnapshot(at: t0 + 0.25)
  #expect(snapshot.name == "root")
  #expect(snapshot.backgroundColor == RenderColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
  #expect(snapshot.sublayers.map(\.name) == ["UIView#b", "c", nil, "a"], "stable sort by zPosition")
  #expect(abs(snapshot.sublayers[0].opacity - 0.25) < 1e-9)
  #expect(snapshot.sublayers[1].isHidden)
  let renderedText = snapshot.sublayers[2].text
  #expect(renderedText?.string == "Hello" && renderedText?.fontSize == 17)
  #expect(renderedText?.alignment == .center)
  #expect(renderedText?.color == RenderColor(red: 1, green: 0, blue: 0, alpha: 1))
  #expect(snapshot.sublayers[0].id == b._layerID)
  b.removeAllAnimations()
  advance(0)
}

@MainActor
@Test("CA: presentation copies have presentation sublayers and lead back to the model")
func presentationTree() {
  let root = CALayer()
  let child = CALayer()
  root.addSublayer(child)
  let animation = CABasicAnimation(keyPath: "position.x")
  animation.fromValue = 0
  animation.toValue = 100
  animation.duration = 1
  child.add(animation, forKey: "x")
  advance(0.5)
  let p = root.presentation()!
  #expect(p.sublayers!.count == 1)
  #expect(near(p.sublayers![0].position.x, 50, 1e-9))
  #expect(p.sublayers![0].model() === child)
  #expect(child.presentation()!.superlayer?.model() === root)
  child.removeAllAnimations()
  advance(0)
}

@MainActor
@Test("Render: snapshots re-use the render layers of subtrees without animation until a model layer changes (issue 15)")
func snapshotReusesStaticSubtrees() {
  let root = CALayer()
  root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
  let still = CALayer()
  still.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
  let stillChild = CALayer()
  still.addSublayer(stillChild)
  let moving = CALayer()
  for layer in [still, moving] { root.addSublayer(layer) }
  let animation = CABasicAnimation(keyPath: "opacity")
  animation.fromValue = 0
  animation.toValue = 1
  animation.duration = 1
  moving.add(animation, forKey: "fade")
  advance(0.25)
  let first = root._renderSnapshot()
  #expect(still._renderCache != nil, "a subtree without animation is kept")
  #expect(moving._renderCache == nil && root._renderCache == nil, "animating subtrees are rebuilt")
  advance(0.25)
  let second = root._renderSnapshot()
  #expect(second.sublayers[0] == first.sublayers[0])
  #expect(abs(first.sublayers[1].opacity - 0.25) < 1e-9 && abs(second.sublayers[1].opacity - 0.5) < 1e-9)
  // A change of a kept layer shows in the next snapshot.
  CATransaction.begin()
  CATransaction.setDisableActions(true)
  stillChild.backgroundColor = CGColor(gray: 1, alpha: 1)
  CATransaction.commit()
  let third = root._renderSnapshot()
  #expect(third.sublayers[0].sublayers[0].backgroundColor == RenderColor(red: 1, green: 1, blue: 1, alpha: 1))
  #expect(third.sublayers[0].sublayers[0].backgroundColor != first.sublayers[0].sublayers[0].backgroundColor)
}
