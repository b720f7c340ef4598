import Foundation

/// A layer that draws its sublayers `instanceCount` times, each copy moved by one more
/// `instanceTransform`, tinted by one more step of the instance colour and running its
/// animations `instanceDelay` later than the copy before it (Core Animation's replicator,
/// used for spinners, equalizer bars and rippling dots).
///
/// As Apple documents: `instanceCount` counts the source (default 1: no extra copies);
/// `instanceTransform` is applied to the previous instance to make the next; `instanceColor`
/// (default opaque white) multiplies the source, and each colour offset is added to instance
/// k − 1's colour to make instance k's; `instanceDelay` is the delay between copies.
///
/// Here (Docs/Behaviour/replicator.md): the copies exist only in what is drawn
/// (render snapshots, SVG/PNG, the timeline page) — the layer tree, `presentation()` and hit
/// testing see the source sublayers alone, as on iOS; `instanceTransform` turns copies about
/// the centre of the replicator's bounds; instance k is drawn above instance k − 1; instance k
/// shows its sublayers' animations as they were `k × instanceDelay` earlier; the modulation
/// colour multiplies every colour the copy draws (fills, strokes, borders, shadows, text and
/// gradient stops; images are drawn untinted); `preservesDepth` is stored (copies are drawn
/// flat). The instance properties take effect at once: animating them is not supported.
open class CAReplicatorLayer: CALayer {
  public required init() { super.init() }

  public required init(layer: Any) {
    super.init(layer: layer)
    if let other = layer as? CAReplicatorLayer {
      instanceCount = other.instanceCount
      preservesDepth = other.preservesDepth
      instanceDelay = other.instanceDelay
      instanceTransform = other.instanceTransform
      instanceColor = other.instanceColor
      instanceRedOffset = other.instanceRedOffset
      instanceGreenOffset = other.instanceGreenOffset
      instanceBlueOffset = other.instanceBlueOffset
      instanceAlphaOffset = other.instanceAlphaOffset
    }
  }

  /// The number of copies drawn, the source included. Default 1.
  open var instanceCount: Int = 1 { willSet { _willChangeCopiedProperty() } }
  /// Whether copies are composited in 3D (stored; copies are drawn flat here).
  open var preservesDepth: Bool = false { willSet { _willChangeCopiedProperty() } }
  /// The delay, in seconds, between the animations of one copy and the next. Default 0.
  open var instanceDelay: CFTimeInterval = 0 { willSet { _willChangeCopiedProperty() } }
  /// The transform applied to the previous copy to make the next. Default identity.
  open var instanceTransform: CATransform3D = CATransform3DIdentity { willSet { _willChangeCopiedProperty() } }
  /// The colour the first copy (the source) is multiplied by. Default opaque white (nil draws as white).
  open var instanceColor: CGColor? = CGColor(red: 1, green: 1, blue: 1, alpha: 1) {
    willSet { _willChangeCopiedProperty() }
  }
  /// Added to the red component of copy k − 1's colour to make copy k's. Default 0.
  open var instanceRedOffset: Float = 0 { willSet { _willChangeCopiedProperty() } }
  /// Added to the green component of copy k − 1's colour to make copy k's. Default 0.
  open var instanceGreenOffset: Float = 0 { willSet { _willChangeCopiedProperty() } }
  /// Added to the blue component of copy k − 1's colour to make copy k's. Default 0.
  open var instanceBlueOffset: Float = 0 { willSet { _willChangeCopiedProperty() } }
  /// Added to the alpha component of copy k − 1's colour to make copy k's. Default 0.
  open var instanceAlphaOffset: Float = 0 { willSet { _willChangeCopiedProperty() } }

  /// The modulation colour of copy `k`: the instance colour plus k offsets, each component
  /// clamped to 0…1.
  package func _instanceModulation(_ k: Int) -> _RGBA {
    let base = instanceColor.map { _RGBA($0) } ?? _RGBA(r: 1, g: 1, b: 1, a: 1)
    func step(_ value: Double, _ offset: Float) -> Double { min(1, max(0, value + Double(k) * Double(offset))) }
    return _RGBA(
      r: step(base.r, instanceRedOffset), g: step(base.g, instanceGreenOffset),
      b: step(base.b, instanceBlueOffset), a: step(base.a, instanceAlphaOffset))
  }

  package override func _replicatedSublayers(
    _ rendered: [RenderLayer], bounds: CGRect, layerTime: CFTimeInterval
  ) -> [RenderLayer] {
    let count = instanceCount
    guard count > 0 else { return [] }
    let white = _RGBA(r: 1, g: 1, b: 1, a: 1)
    var result: [RenderLayer] = []
    result.reserveCapacity(rendered.count * count)
    var transform = CATransform3DIdentity
    for k in 0..<count {
      var copies: [RenderLayer]
      if k == 0 || instanceDelay == 0 {
        copies = rendered
      } else {
        // The sublayers as they were k × instanceDelay earlier.
        let shifted = layerTime - Double(k) * instanceDelay
        copies = _sublayers.map { CALayer._renderSubtree($0, parentTime: shifted) }
      }
      let modulation = _instanceModulation(k)
      if modulation != white {
        for i in copies.indices { copies[i]._modulate(by: modulation) }
      }
      if k == 0 {
        result.append(contentsOf: copies)
      } else {
        transform = CATransform3DConcat(transform, instanceTransform)
        for i in copies.indices { copies[i]._renumber(replicator: _layerID, instance: k) }
        var instance = RenderLayer(id: RenderLayer._replicaID(of: _layerID, replicator: _layerID, instance: k))
        instance.name = "instance \(k) of " + (name ?? _debugName ?? "\(type(of: self))")
        instance.bounds = bounds
        instance.position = CGPoint(x: bounds.midX, y: bounds.midY)
        instance.transform = transform
        instance.sublayers = copies
        result.append(instance)
      }
    }
    return result
  }
}

extension RenderLayer {
  /// The id of a replicator's copy of layer `id`: negative, disjoint from live layers' ids and
  /// from the ids layer transitions give their content (−2n − 1, −2n − 2), the same in every
  /// frame so the timeline page follows the copy; distinct copies collide with odds of about
  /// one in 2^51 a pair.
  package static func _replicaID(of id: Int, replicator: Int, instance: Int) -> Int {
    let mixed = (UInt64(truncatingIfNeeded: id) &* 0x9E37_79B9_7F4A_7C15)
      ^ (UInt64(truncatingIfNeeded: replicator) &* 0xC2B2_AE3D_27D4_EB4F)
      ^ (UInt64(truncatingIfNeeded: instance) &* 0x1656_67B1_9E37_79F9)
    // Within ±2^53, so the timeline page's JavaScript reads every id exactly.
    return -(1 << 52) - Int(truncatingIfNeeded: mixed & ((1 << 51) - 1))
  }

  /// Gives this node and everything under it their copy ids and names.
  fileprivate mutating func _renumber(replicator: Int, instance: Int) {
    id = RenderLayer._replicaID(of: id, replicator: replicator, instance: instance)
    if let name { self.name = name + " (instance \(instance))" }
    for i in mask.indices { mask[i]._renumber(replicator: replicator, instance: instance) }
    if !sublayers.isEmpty {
      sublayers = sublayers.map { var s = $0; s._renumber(replicator: replicator, instance: instance); return s }
    }
  }

  /// Multiplies every colour this node and its subtree draw by `m` (also an emitter's
  /// particle colour on its contents).
  package mutating func _modulate(by m: _RGBA) {
    func times(_ c: RenderColor) -> RenderColor {
      RenderColor(red: c.red * m.r, green: c.green * m.g, blue: c.blue * m.b, alpha: c.alpha * m.a)
    }
    backgroundColor = backgroundColor.map(times)
    borderColor = borderColor.map(times)
    shadowColor = shadowColor.map(times)
    if var t = text { t.color = times(t.color); text = t }
    if var s = shape {
      s.fillColor = s.fillColor.map(times)
      s.strokeColor = s.strokeColor.map(times)
      shape = s
    }
    if var g = gradient {
      for i in g.stops.indices { g.stops[i].color = times(g.stops[i].color) }
      gradient = g
    }
    if !sublayers.isEmpty {
      sublayers = sublayers.map { var s = $0; s._modulate(by: m); return s }
    }
  }
}
