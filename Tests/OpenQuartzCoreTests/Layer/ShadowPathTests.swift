import Foundation
import Testing

@testable import OpenQuartzCore

/// `CALayer.shadowPath`, `allowsEdgeAntialiasing` and `allowsGroupOpacity` (Core Animation
/// documentation).
@MainActor
@Suite(.serialized)
struct ShadowPathTests {
  func card(_ rect: CGRect, radius: CGFloat = 12) -> CGPath {
    CGPath(roundedRect: rect, cornerWidth: radius, cornerHeight: radius, transform: nil)
  }

  @Test("CALayer: shadowPath is nil, allowsEdgeAntialiasing false and allowsGroupOpacity true by default")
  func defaults() {
    let layer = CALayer()
    #expect(layer.shadowPath == nil)
    #expect(layer.allowsEdgeAntialiasing == false)
    #expect(layer.allowsGroupOpacity == true)
    #expect(layer._renderSnapshot().shadowPath == nil)
  }

  @Test("CALayer: shadowPath keeps the path set (value-equal), nil clears it; snapshots carry it")
  func storesThePath() {
    let layer = CALayer()
    layer.bounds = CGRect(x: 0, y: 0, width: 300, height: 80)
    let path = card(layer.bounds)
    layer.shadowPath = path
    #expect(layer.shadowPath == path)
    #expect(layer._renderSnapshot().shadowPath == path._data)
    #expect((layer.value(forKeyPath: "shadowPath") as? CGPath) == path)
    layer.shadowPath = nil
    #expect(layer.shadowPath == nil)
    layer.setValue(path, forKeyPath: "shadowPath")
    #expect(layer.shadowPath == path)
  }

  @Test("CALayer: the two flags are stored and copied to presentation layers")
  func flagsAreStoredAndCopied() {
    let layer = CALayer()
    layer.allowsEdgeAntialiasing = true
    layer.allowsGroupOpacity = false
    #expect(layer.allowsEdgeAntialiasing && !layer.allowsGroupOpacity)
    let copy = CALayer(layer: layer)
    #expect(copy.allowsEdgeAntialiasing && !copy.allowsGroupOpacity)
    settle()
    let presentation = layer.presentation()
    #expect(presentation?.allowsEdgeAntialiasing == true && presentation?.allowsGroupOpacity == false)
  }

  @Test("CALayer: CABasicAnimation(keyPath: \"shadowPath\") interpolates point by point (render snapshots, presentation)")
  func explicitAnimation() {
    let layer = CALayer()
    layer.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
    let from = CGPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
    let to = CGPath(rect: CGRect(x: 0, y: 0, width: 200, height: 200), transform: nil)
    layer.shadowPath = to
    let grow = CABasicAnimation(keyPath: "shadowPath")
    grow.fromValue = from
    grow.toValue = to
    grow.duration = 1
    let t0 = CACurrentMediaTime()
    layer.add(grow, forKey: "grow")
    func width(_ path: _PathData?) -> CGFloat {
      _PathData.boundingRect(path?.polylines().flatMap(\.points) ?? []).width
    }
    #expect(abs(width(layer._renderSnapshot(at: t0 + 0.5).shadowPath) - 150) < 1e-6)
    #expect(abs(width(layer._renderSnapshot(at: t0 + 0.25).shadowPath) - 125) < 1e-6)
    #expect(layer._renderSnapshot(at: t0 + 2).shadowPath == to._data)
    #expect(layer.shadowPath == to)
  }

  @Test("CALayer: a shadowPath change has no implicit animation (Core Animation: CGPath properties do not animate implicitly), but an actions entry runs")
  func noImplicitAnimation() {
    let layer = CALayer()
    layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
    layer.shadowPath = card(layer.bounds)
    settle()
    layer.shadowPath = card(CGRect(x: 0, y: 0, width: 50, height: 50))
    #expect(layer.animationKeys() == nil || layer.animationKeys()?.isEmpty == true)
    // A shadowOpacity change on the same stand-alone layer does animate implicitly.
    layer.shadowOpacity = 0.5
    #expect(layer.animation(forKey: "shadowOpacity") != nil)
    settle()
    let explicit = CABasicAnimation()
    explicit.duration = 0.5
    layer.actions = ["shadowPath": explicit]
    layer.shadowPath = card(layer.bounds)
    #expect(layer.animation(forKey: "shadowPath") != nil)
    settle()
  }
}
