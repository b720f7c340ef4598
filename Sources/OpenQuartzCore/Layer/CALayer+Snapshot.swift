import Foundation

extension CALayer {
  /// The presentation tree under this layer at the current media time, as plain values.
  package func _renderSnapshot() -> RenderLayer {
    _renderSnapshot(at: MediaClock.currentTime)
  }

  /// The presentation tree under this layer at media time `t`.
  package func _renderSnapshot(at t: CFTimeInterval) -> RenderLayer {
    let layerTime = _localTime(fromMedia: t)
    return _renderLayer(values: _values(layerTime: layerTime), layerTime: layerTime).layer
  }

  /// One frame of the tree: this layer as root, viewport `size`.
  package func _renderFrame(size: CGSize) -> RenderSnapshot {
    let t = MediaClock.currentTime
    return RenderSnapshot(time: t, size: size, root: _renderSnapshot(at: t))
  }

  /// Builds the render layer; `layerTime` is this layer's local time (its sublayers' parent
  /// time), computed down the tree once instead of per layer. A subtree without animations is
  /// a function of the model alone: its render layer is kept and handed out again while the
  /// presentation epoch has not moved (no model layer changed), so a frame in which only some
  /// layers animate rebuilds only those and their ancestors. `isStatic`: the subtree has no
  /// animation.
  private func _renderLayer(values v: _LayerValues, layerTime: CFTimeInterval) -> (layer: RenderLayer, isStatic: Bool) {
    let epoch = _PresentationState.epoch
    // Presentation copies change without moving the epoch: never kept.
    let keeps = !_isPresentationCopy
    if keeps, let cache = _renderCache, cache.epoch == epoch { return (cache.layer, true) }
    var isStatic = _animationEntryStorage.isEmpty
    var r = RenderLayer(id: _layerID)
    r.name = name ?? _debugName
    r.bounds = v.bounds
    r.position = v.position
    r.anchorPoint = v.anchorPoint
    r.zPosition = Double(v.zPosition)
    r.transform = v.transform
    r.sublayerTransform = v.sublayerTransform
    r.opacity = Double(v.opacity)
    r.isHidden = v.isHidden
    r.backgroundColor = v.backgroundColor.map { _RGBA($0).renderColor }
    r.cornerRadius = Double(v.cornerRadius)
    r.maskedCorners = v.maskedCorners
    r.masksToBounds = v.masksToBounds
    r.borderWidth = Double(v.borderWidth)
    r.borderColor = v.borderColor.map { _RGBA($0).renderColor }
    r.shadowColor = v.shadowColor.map { _RGBA($0).renderColor }
    r.shadowOpacity = Double(v.shadowOpacity)
    r.shadowRadius = Double(v.shadowRadius)
    r.shadowOffset = v.shadowOffset
    r.text = _snapshotText(v)
    r.shape = _snapshotShape(v)
    r.gradient = _snapshotGradient(v)
    r.isDoubleSided = v.isDoubleSided
    if let image = _contents as? CGImage {
      r.contents = RenderContents(
        image: image._image, contentsRect: v.contentsRect, gravity: v.contentsGravity,
        contentsScale: Double(v.contentsScale), contentsCenter: v.contentsCenter,
        tint: v.contentsTint.map { _RGBA($0).renderColor })
    }
    if v.backdropBlurRadius > 0 || _RGBA(v.backdropTintColor).a > 0 {
      r.backdrop = RenderBackdrop(
        blurRadius: max(0, Double(v.backdropBlurRadius)), tint: _RGBA(v.backdropTintColor).renderColor)
    }
    if let mask = _mask {
      let maskTime = mask._childTime(parentTime: layerTime)
      let rendered = mask._renderLayer(values: mask._values(layerTime: maskTime), layerTime: maskTime)
      r.mask = [rendered.layer]
      isStatic = isStatic && rendered.isStatic
    }
    if !_sublayers.isEmpty {
      var rendered: [RenderLayer] = []
      rendered.reserveCapacity(_sublayers.count)
      if _sublayers.contains(where: { $0._mayHaveZPosition }) {
        var children: [(index: Int, time: CFTimeInterval, values: _LayerValues)] = []
        children.reserveCapacity(_sublayers.count)
        for (index, sub) in _sublayers.enumerated() {
          let time = sub._childTime(parentTime: layerTime)
          children.append((index, time, sub._values(layerTime: time)))
        }
        // Stable: equal zPositions keep sublayer order.
        children.sort { a, b in
          a.values.zPosition != b.values.zPosition ? a.values.zPosition < b.values.zPosition : a.index < b.index
        }
        for child in children {
          let sub = _sublayers[child.index]._renderLayer(values: child.values, layerTime: child.time)
          rendered.append(sub.layer)
          isStatic = isStatic && sub.isStatic
        }
      } else {
        for sub in _sublayers {
          let time = sub._childTime(parentTime: layerTime)
          let child = sub._renderLayer(values: sub._values(layerTime: time), layerTime: time)
          rendered.append(child.layer)
          isStatic = isStatic && child.isStatic
        }
      }
      r.sublayers = rendered
    }
    if isStatic && keeps {
      _renderCache = _RenderCache(epoch: epoch, layer: r)
    } else if _renderCache != nil {
      _renderCache = nil
    }
    return (r, isStatic)
  }

  /// Whether the layer's presentation zPosition may be non-zero (a model value, or an
  /// animation that could change it).
  private var _mayHaveZPosition: Bool {
    if _values.zPosition != 0 { return true }
    for entry in _animationEntries {
      switch entry.node {
      case .property(let track)?: if track.path == .zPosition { return true }
      case .group?: return true
      case nil: break
      }
    }
    return false
  }

  /// Presentation values at the layer's local time (the model when nothing animates).
  @inline(__always)
  private func _values(layerTime: CFTimeInterval) -> _LayerValues {
    _animationEntryStorage.isEmpty ? _storedValues : _presentationValues(layerTime: layerTime)
  }

  /// This layer's local time given its superlayer's.
  @inline(__always)
  package func _childTime(parentTime: CFTimeInterval) -> CFTimeInterval {
    (parentTime - beginTime) * Double(speed) + timeOffset
  }
}

/// The render layer of a subtree without animations, and the presentation epoch it was made in.
package struct _RenderCache {
  let epoch: UInt64
  let layer: RenderLayer
}
