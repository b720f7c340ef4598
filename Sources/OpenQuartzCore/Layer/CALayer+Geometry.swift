import Foundation

extension CALayer {
  /// Map from this layer's coordinates to its superlayer's coordinates (the layer's own
  /// placement, then the superlayer's `sublayerTransform`).
  package func _toSuperlayer(_ values: _LayerValues, parent: _LayerValues?) -> _Homography {
    var h = values.toSuperlayerPlane
    if let parent { h = h.then(parent.sublayerPlaneToSelf) }
    return h
  }

  /// Map from this layer's coordinates to the coordinates of its root's superlayer plane.
  package func _toRootSpace() -> _Homography {
    var h = _Homography.identity
    var layer: CALayer = self
    while let parent = layer._superlayer {
      h = h.then(layer._toSuperlayer(layer._values, parent: parent._values))
      layer = parent
    }
    // The root's own placement, so roots of different trees share a space.
    return h.then(layer._values.toSuperlayerPlane)
  }

  /// Map from `other`'s coordinates (nil: the root's superlayer space) to the receiver's.
  /// Between a layer and its superlayer (hit-testing's step, each level of a deep tree) only
  /// the one placement is composed, not both paths to the root.
  package func _map(from other: CALayer?) -> _Homography? {
    if let other, let parent = _superlayer, other === parent {
      return _toSuperlayer(_values, parent: parent._values).inverted()
    }
    if let other, other._superlayer === self {
      return other._toSuperlayer(other._values, parent: _values)
    }
    let source = other?._toRootSpace() ?? .identity
    guard let inverse = _toRootSpace().inverted() else { return nil }
    return source.then(inverse)
  }

  // Core Animation's conversions. They go through every position, anchor point, bounds origin,
  // transform and sublayerTransform between the two layers, flattening each layer into its
  // superlayer's plane. `nil` stands for the space the root layer is placed in.

  public func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
    _map(from: l)?.apply(p) ?? p
  }

  public func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
    if let l { return l.convert(p, from: self) }
    return _toRootSpace().apply(p)
  }

  public func convert(_ r: CGRect, from l: CALayer?) -> CGRect {
    // A sublayer placed by position and bounds alone (the safe-area and layout-margin step of
    // each view, win18): its map, built without composing homographies.
    if let l, l._superlayer === self, let h = l._translationToSuperlayer(parent: self) { return h.apply(r) }
    return _map(from: l)?.apply(r) ?? r
  }

  /// The map `_toSuperlayer` gives from this layer to `parent` (its superlayer) when it is a
  /// translation: no transform of its own, no `sublayerTransform` on the parent, and finite
  /// numbers throughout (nil otherwise: the general path). Bit for bit the matrix the general
  /// path composes — `translation(−anchor)`, then `translation(position)`, then the identity —
  /// whose products by 1 are exact and whose products by 0 are written out, so signed zeros
  /// come out the same; entries that compose to exactly 1 or 0 for finite numbers are those
  /// constants.
  package func _translationToSuperlayer(parent: CALayer) -> _Homography? {
    guard _storedValues.transform == CATransform3DIdentity,
      parent._storedValues.sublayerTransform == CATransform3DIdentity
    else { return nil }
    let a = _storedValues.anchorInBounds
    let p = _storedValues.position
    guard a.x.isFinite, a.y.isFinite, p.x.isFinite, p.y.isFinite else { return nil }
    // translation(−a.x, −a.y).then(translation(p.x, p.y)): row 3 of the product.
    let c31 = (-a.x + -a.y * 0) + p.x
    let c32 = (-a.x * 0 + -a.y) + p.y
    guard c31.isFinite, c32.isFinite else { return nil }
    // .then(.identity): row 3 again.
    return _Homography(
      m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0,
      m31: (c31 + c32 * 0) + 0, m32: (c31 * 0 + c32) + 0, m33: 1)
  }

  public func convert(_ r: CGRect, to l: CALayer?) -> CGRect {
    if let l { return l.convert(r, from: self) }
    return _toRootSpace().apply(r)
  }

  /// Converts a time from `l`'s local time (nil: media time) to the receiver's local time.
  public func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
    let media = l?._mediaTime(fromLocal: t) ?? t
    return _localTime(fromMedia: media)
  }

  /// Converts a time from the receiver's local time to `l`'s (nil: media time).
  public func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
    let media = _mediaTime(fromLocal: t)
    return l?._localTime(fromMedia: media) ?? media
  }

  /// The receiver's local time as a linear function of media time: local = rate · t + offset
  /// (CAMediaTiming: t_local = (t_parent − beginTime) · speed + timeOffset, from the root down).
  package var _timeMapping: (rate: Double, offset: Double) {
    // A model layer's mapping depends only on its own and its ancestors' timing (`beginTime`,
    // `speed`, `timeOffset`) and on the links up the tree (superlayer, mask owner): kept until
    // one of those changes anywhere (`_LayerTimingGeneration`), not just until the next model
    // change (issue 15: with the presentation epoch as the key, each block animation's
    // `convertTime`, start and end walked the layer's ancestors again).
    let generation = _LayerTimingGeneration.value
    if !_isPresentationCopy && _timeMappingCache.generation == generation {
      return (_timeMappingCache.rate, _timeMappingCache.offset)
    }
    let m = _computeTimeMapping()
    if !_isPresentationCopy {
      _timeMappingCache = _TimeMappingCache(generation: generation, rate: m.rate, offset: m.offset)
    }
    return m
  }

  private func _computeTimeMapping() -> (rate: Double, offset: Double) {
    // Each layer maps its parent's time x to (x − beginTime)·speed + timeOffset. Walking up
    // (iteratively, without allocating) composes: local = rate·x_ancestor + offset.
    var rate = 1.0
    var offset = 0.0
    var layer: CALayer? = self
    while let l = layer {
      let s = Double(l.speed)
      offset += rate * (l.timeOffset - l.beginTime * s)
      rate *= s
      layer = l._superlayer ?? l._maskOwner
    }
    return (rate, offset)
  }

  package func _localTime(fromMedia t: CFTimeInterval) -> CFTimeInterval {
    let m = _timeMapping
    return m.rate * t + m.offset
  }

  package func _mediaTime(fromLocal t: CFTimeInterval) -> CFTimeInterval {
    let m = _timeMapping
    guard m.rate != 0 else { return MediaClock.currentTime }
    return (t - m.offset) / m.rate
  }

  package func _hitTest(_ p: CGPoint) -> CALayer? {
    guard !isHidden else { return nil }
    let local: CGPoint
    if let parent = _superlayer {
      guard let h = _toSuperlayer(_values, parent: parent._values).inverted() else { return nil }
      local = h.apply(p)
    } else {
      guard let h = _values.toSuperlayerPlane.inverted() else { return nil }
      local = h.apply(p)
    }
    let inside = contains(local)
    if masksToBounds && !inside { return nil }
    // Front to back: higher zPosition first, then later sublayers first.
    let order = _sublayers.indices.sorted { a, b in
      let za = _sublayers[a].zPosition
      let zb = _sublayers[b].zPosition
      return za != zb ? za > zb : a > b
    }
    for index in order {
      if let hit = _sublayers[index].hitTest(local) { return hit }
    }
    return inside ? self : nil
  }
}

/// A model layer's media-to-local time mapping and the timing generation it was computed in.
package struct _TimeMappingCache {
  var generation: UInt64 = 0
  var rate: Double = 1
  var offset: Double = 0
}

/// Bumped by everything that can move any layer's time mapping: a layer's `beginTime`, `speed`
/// or `timeOffset` (`_AnimationEngine.timingDidChange`), and every change of a model layer's
/// superlayer or mask-owner link (its setter, and a dying layer unlinking sublayers or a mask
/// that outlive it). Mappings cached under an older value are recomputed when next read.
package enum _LayerTimingGeneration {
  // nonisolated(unsafe) only so a layer's nonisolated `deinit` can bump it.
  @exclusivity(unchecked) package nonisolated(unsafe) static var value: UInt64 = 1

  @inline(__always)
  package nonisolated static func bump() { value &+= 1 }
}
