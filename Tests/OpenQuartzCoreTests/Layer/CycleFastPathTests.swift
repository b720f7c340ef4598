import Foundation
import Testing

@testable import OpenQuartzCore

// The fast paths of cycles7 (issue 15): each gives the answer the general path gives.

@MainActor
@Test("CA: a sublayer that outlives its superlayer has no superlayer, as with a weak link (deep chains too)")
func sublayerOutlivesSuperlayer() {
  var kept: CALayer?
  var keptDeep: CALayer?
  do {
    let parent = CALayer()
    let child = CALayer()
    parent.addSublayer(child)
    kept = child
    // A chain only the dying root holds, with one layer near its bottom held from outside.
    var level = CALayer()
    parent.addSublayer(level)
    for i in 0..<200 {
      let next = CALayer()
      level.addSublayer(next)
      if i == 150 { keptDeep = next }
      level = next
    }
    #expect(child.superlayer === parent)
  }
  // The commit lets go of the layers created in this turn (the registry holds them until then).
  CATransaction._commitImplicit()
  #expect(kept?.superlayer == nil)
  #expect(keptDeep?.superlayer == nil)
  #expect(keptDeep?.sublayers?.count == 1, "the kept layer keeps its own subtree")
  #expect(keptDeep?.sublayers?.first?.superlayer === keptDeep)
}

@MainActor
@Test("CA: the unboxed read of a layer value equals unboxing value(forKeyPath:), for every animatable key path")
func unboxedLayerValueMatchesBoxedRead() {
  let layers: [CALayer] = [CALayer(), CAShapeLayer(), CAGradientLayer(), CATextLayer()]
  let paths = [
    "position", "position.x", "position.y", "bounds", "bounds.origin", "bounds.size", "bounds.size.width",
    "bounds.size.height", "anchorPoint", "zPosition", "opacity", "transform", "sublayerTransform",
    "transform.rotation.z", "transform.scale", "backgroundColor", "borderColor", "borderWidth", "cornerRadius",
    "shadowColor", "shadowOpacity", "shadowRadius", "shadowOffset", "path", "fillColor", "strokeColor", "lineWidth",
    "strokeStart", "strokeEnd", "startPoint", "endPoint", "notAKeyPath",
  ]
  for layer in layers {
    layer.position = CGPoint(x: 12.5, y: -3)
    layer.bounds = CGRect(x: 1, y: 2, width: 30, height: 40)
    layer.opacity = 0.3
    layer.transform = CATransform3DMakeRotation(0.4, 0, 0, 1)
    layer.backgroundColor = CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
    layer.cornerRadius = 7
    for path in paths {
      #expect(layer._animatableValue(forKeyPath: path) == AnimatableValue.make(from: layer.value(forKeyPath: path)),
              "\(type(of: layer)) \(path)")
    }
  }
}

@MainActor
@Test("CA: endpoints set unboxed read back as the boxed values; setting one value keeps the other")
func unboxedEndpointsReadBack() {
  let a = CABasicAnimation(keyPath: "position")
  a._setEndpoints(from: .point(CGPoint(x: 1, y: 2)), to: .point(.zero))
  #expect(a.fromValue as? CGPoint == CGPoint(x: 1, y: 2))
  #expect(a.toValue as? CGPoint == .zero)
  #expect(a.byValue == nil)
  let copy = a.copy() as! CABasicAnimation
  #expect(copy.fromValue as? CGPoint == CGPoint(x: 1, y: 2) && copy.toValue as? CGPoint == .zero)
  a.fromValue = CGPoint(x: 5, y: 5)
  #expect(a.fromValue as? CGPoint == CGPoint(x: 5, y: 5))
  #expect(a.toValue as? CGPoint == .zero, "toValue survives a later fromValue")
  if case .basic(let from, let to, let by) = a._curve() {
    #expect(from == .point(CGPoint(x: 5, y: 5)) && to == .point(.zero) && by == nil)
  } else {
    Issue.record("a basic curve")
  }
  let scalar = CABasicAnimation(keyPath: "opacity")
  scalar._setEndpoints(from: .scalar(0.25), to: .scalar(0))
  #expect(scalar.fromValue as? CGFloat == 0.25)
  let color = CABasicAnimation(keyPath: "backgroundColor")
  let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
  color._setEndpoints(from: AnimatableValue.make(from: red)!, to: AnimatableValue.make(from: red)!)
  #expect(color.fromValue is CGColor, "colours are stored boxed")
}

@MainActor
@Test("CA: an action's type is asked once whether it is NSNull or carries its endpoints, with the cast's answer")
func actionTypeTraits() {
  final class Plain: NSObject, CAAction {
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
  }
  final class Null: NSNull, @unchecked Sendable {}
  #expect(CALayer._isNoAction(NSNull()))
  #expect(CALayer._isNoAction(Null()))
  #expect(!CALayer._isNoAction(Plain()))
  #expect(!CALayer._isNoAction(Plain()), "asked again, from the remembered answer")
  #expect(!_CAActionTypeTraits.of(Plain()).hasEndpoints)
  #expect(!_CAActionTypeTraits.of(CABasicAnimation()).isNoAction)
}

@MainActor
@Test("Identity searches: first index, membership and removal by identity, keeping the others' order")
func identitySearches() {
  let a = CALayer(), b = CALayer(), c = CALayer()
  var list = [a, b, a, c, a]
  #expect(list._firstIndex(identicalTo: b) == 1)
  #expect(list._firstIndex(identicalTo: CALayer()) == nil)
  #expect(list._containsIdentical(c))
  list._removeAll(identicalTo: a)
  #expect(list.count == 2 && list[0] === b && list[1] === c)
  list._removeAll(identicalTo: a)
  #expect(list.count == 2)
}
