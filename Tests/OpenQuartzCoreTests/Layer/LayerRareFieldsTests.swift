import Foundation
import Testing

@testable import OpenQuartzCore

// sbload16: a layer's rarely set fields (name, corner curve, timing, actions, contents) live in
// one side object made on the first change, and its background colour lives inline with the
// common values. Nothing observable changes: defaults, copies, presentation snapshots and the
// retiming of animations are as when each field was stored in the layer.

@MainActor
@Suite(.serialized)
struct LayerRareFieldsTests {
  @Test("sbload16: a new layer reads Core Animation's defaults for every rarely set field, and makes no side object")
  func defaults() {
    let layer = CALayer()
    #expect(layer.name == nil)
    #expect(layer.actions == nil)
    #expect(layer.contents == nil)
    #expect(layer.cornerCurve == .circular)
    #expect(layer.beginTime == 0 && layer.duration == 0 && layer.speed == 1 && layer.timeOffset == 0)
    #expect(layer.repeatCount == 0 && layer.repeatDuration == 0 && !layer.autoreverses)
    #expect(layer.fillMode == .removed)
    #expect(layer.backgroundColor == nil)
    let copy = CALayer(layer: layer)
    #expect(copy.name == nil && copy.speed == 1 && copy.fillMode == .removed && copy.cornerCurve == .circular)
  }

  @Test("sbload16: each rarely set field keeps the value written, and a copy made by init(layer:) takes them all; a later change of either layer leaves the other as it was")
  func copiesAreIndependent() {
    let layer = CALayer()
    let image = NSObject()
    layer.name = "card"
    layer.actions = ["opacity": NSNull()]
    layer.contents = image
    layer.cornerCurve = .continuous
    layer.beginTime = 3
    layer.duration = 4
    layer.speed = 2
    layer.timeOffset = 5
    layer.repeatCount = 6
    layer.repeatDuration = 7
    layer.autoreverses = true
    layer.fillMode = .both
    layer.backgroundColor = CGColor(gray: 0.25, alpha: 1)

    let copy = CALayer(layer: layer)
    #expect(copy.name == "card")
    #expect(copy.actions?["opacity"] is NSNull)
    #expect((copy.contents as? NSObject) === image)
    #expect(copy.cornerCurve == .continuous)
    #expect(copy.beginTime == 3 && copy.duration == 4 && copy.speed == 2 && copy.timeOffset == 5)
    #expect(copy.repeatCount == 6 && copy.repeatDuration == 7 && copy.autoreverses && copy.fillMode == .both)
    #expect(copy.backgroundColor == CGColor(gray: 0.25, alpha: 1))

    copy.name = "copy"
    copy.speed = 1
    copy.backgroundColor = nil
    #expect(layer.name == "card" && layer.speed == 2 && layer.backgroundColor == CGColor(gray: 0.25, alpha: 1))
    layer.cornerCurve = .circular
    layer.fillMode = .forwards
    #expect(copy.cornerCurve == .continuous && copy.fillMode == .both && copy.name == "copy")
    layer.speed = 1
  }

  @Test("sbload16: a presentation copy shows the name and background colour of the moment it was made, not later changes")
  func presentationSnapshot() {
    let layer = CALayer()
    layer.name = "before"
    layer.backgroundColor = CGColor(gray: 1, alpha: 1)
    let animation = CABasicAnimation(keyPath: "opacity")
    animation.fromValue = 0
    animation.toValue = 1
    animation.duration = 1
    layer.add(animation, forKey: "fade")
    MediaClock.shared.advance(by: 0.25)
    let copy = layer.presentation()
    layer.name = "after"
    layer.backgroundColor = CGColor(gray: 0, alpha: 1)
    #expect(copy?.name == "before")
    #expect(copy?.backgroundColor == CGColor(gray: 1, alpha: 1))
    #expect(layer.presentation()?.name == "after")
    layer.removeAllAnimations()
  }

  @Test("sbload16: changing speed or timeOffset in the side object retimes running animations as the stored properties did")
  func timingRetimesAnimations() {
    let layer = CALayer()
    let animation = CABasicAnimation(keyPath: "position.x")
    animation.fromValue = 0
    animation.toValue = 100
    animation.duration = 1
    layer.add(animation, forKey: "x")
    MediaClock.shared.advance(by: 0.25)
    let before = layer.presentation()?.position.x ?? -1
    #expect(abs(before - 25) < 1e-6)
    layer.timeOffset = 0.25
    let shifted = layer.presentation()?.position.x ?? -1
    #expect(abs(shifted - 50) < 1e-6)
    layer.speed = 0
    #expect(layer.presentation() != nil)
    layer.removeAllAnimations()
  }
}
