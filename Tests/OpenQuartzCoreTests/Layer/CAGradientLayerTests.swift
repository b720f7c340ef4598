import Foundation
import Testing

@testable import OpenQuartzCore

/// CAGradientLayer (Core Animation documentation: CAGradientLayer).
@MainActor
@Suite(.serialized)
struct CAGradientLayerTests {
  let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
  let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
  let green = CGColor(red: 0, green: 1, blue: 0, alpha: 1)

  @Test("CAGradientLayer: defaults are startPoint (0.5, 0), endPoint (0.5, 1), axial, no colours or locations")
  func defaults() {
    let layer = CAGradientLayer()
    #expect(layer.startPoint == CGPoint(x: 0.5, y: 0))
    #expect(layer.endPoint == CGPoint(x: 0.5, y: 1))
    #expect(layer.type == .axial)
    #expect(layer.colors == nil && layer.locations == nil)
    // Nothing to draw without colours.
    #expect(layer._renderSnapshot().gradient == nil)
    #expect(CAGradientLayerType.radial.rawValue == "radial" && CAGradientLayerType.conic.rawValue == "conic")
  }

  @Test("CAGradientLayer: locations nil spreads the colour stops evenly over 0…1 (Core Animation: locations)")
  func evenStops() {
    let layer = CAGradientLayer()
    layer.colors = [red, green, blue]
    let gradient = layer._renderSnapshot().gradient!
    #expect(gradient.stops.map(\.location) == [0, 0.5, 1])
    #expect(gradient.stops.map(\.color) == [red, green, blue].map { _RGBA($0).renderColor })
    #expect(gradient.kind == .axial)
    #expect(gradient.startPoint == CGPoint(x: 0.5, y: 0) && gradient.endPoint == CGPoint(x: 0.5, y: 1))
  }

  @Test("CAGradientLayer: locations place the stops; type is carried to the render model")
  func explicitStops() {
    let layer = CAGradientLayer()
    layer.colors = [red, blue]
    layer.locations = [0.25, 0.75]
    layer.type = .radial
    let gradient = layer._renderSnapshot().gradient!
    #expect(gradient.stops.map(\.location) == [0.25, 0.75])
    #expect(gradient.kind == .radial)
    // A presentation copy keeps the non-animatable gradient properties.
    let copy = layer.presentation()!
    #expect(copy.type == .radial && copy.locations == [0.25, 0.75] && copy.colors?.count == 2)
  }

  @Test("CAGradientLayer: startPoint is animatable — CABasicAnimation(keyPath: \"startPoint\") is half-way at half the duration")
  func startPointAnimation() {
    let layer = CAGradientLayer()
    layer.colors = [red, blue]
    let animation = CABasicAnimation(keyPath: "startPoint")
    animation.fromValue = CGPoint(x: 0, y: 0)
    animation.toValue = CGPoint(x: 1, y: 1)
    animation.duration = 1
    let t0 = CACurrentMediaTime()
    layer.add(animation, forKey: "slide")
    let mid = layer._renderSnapshot(at: t0 + 0.5).gradient!
    #expect(abs(mid.startPoint.x - 0.5) < 1e-9 && abs(mid.startPoint.y - 0.5) < 1e-9)
    #expect(layer.value(forKeyPath: "startPoint") as? CGPoint == CGPoint(x: 0.5, y: 0))
  }

  @Test("CAGradientLayer: endPoint animates implicitly on a standalone layer (animatable property)")
  func implicitEndPoint() {
    let layer = CAGradientLayer()
    layer.colors = [red, blue]
    settle()
    layer.endPoint = CGPoint(x: 1, y: 1)
    #expect(layer.animation(forKey: "endPoint") != nil)
    advance(0.125)
    let value = layer.presentation()!.endPoint
    #expect(value.x > 0.55 && value.x < 0.95, "mid-way through the 0.25 s implicit animation: \(value)")
    advance(0.25)
    #expect(layer.presentation()!.endPoint == CGPoint(x: 1, y: 1))
  }

  @Test("CAGradientLayer: setValue(_:forKeyPath:) reaches startPoint and endPoint")
  func keyValue() {
    let layer = CAGradientLayer()
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    layer.setValue(CGPoint(x: 0, y: 0.5), forKeyPath: "startPoint")
    layer.setValue(CGPoint(x: 1, y: 0.5), forKeyPath: "endPoint")
    CATransaction.commit()
    #expect(layer.startPoint == CGPoint(x: 0, y: 0.5) && layer.endPoint == CGPoint(x: 1, y: 0.5))
  }
}
