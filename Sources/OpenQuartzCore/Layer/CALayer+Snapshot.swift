import Foundation

extension CALayer {
  /// The presentation tree under this layer at the current media time, as plain values.
  package func _renderSnapshot() -> RenderLayer {
    _renderSnapshot(at: MediaClock.currentTime)
  }

  /// The presentation tree under this layer at media time `t`.
  package func _renderSnapshot(at t: CFTimeInterval) -> RenderLayer {
    let layerTime = _localTime(fromMedia: t)
    return CALayer._renderTree(root: self, values: _values(layerTime: layerTime), layerTime: layerTime)
  }

  /// One frame of the tree: this layer as root, viewport `size`.
  package func _renderFrame(size: CGSize) -> RenderSnapshot {
    let t = MediaClock.currentTime
    return RenderSnapshot(time: t, size: size, root: _renderSnapshot(at: t))
  }

  /// Builds the render tree under `root` depth-first from an explicit stack (one frame per
  /// level of the current path, on the heap), so a 100,000-deep layer chain needs no call
  /// stack (issue 12). Each layer's local time is its sublayers' parent time, computed down the
  /// tree once instead of per layer. A layer's mask is rendered before its sublayers; the
  /// sublayers in drawing order (sorted by zPosition, stable, when any may have one).
  ///
  /// A subtree without animations is a function of the model alone: its render layer is kept
  /// (`_renderCache`) and handed out again while the presentation epoch has not moved (no model
  /// layer changed), so a frame in which only some layers animate rebuilds only those and their
  /// ancestors (issue 15).
  private static func _renderTree(root: CALayer, values: _LayerValues, layerTime: CFTimeInterval) -> RenderLayer {
    if let kept = root._keptRenderLayer { return kept }
    var stack = [_RenderFrame(root, values: values, layerTime: layerTime, isMask: false)]
    while true {
      let top = stack.count - 1
      switch stack[top].nextChild() {
      case .frame(let child):
        stack.append(child)
        continue
      case .kept(let node, let isMask):
        stack[top].accept(node, isMask: isMask, isStatic: true)
        continue
      case nil:
        break
      }
      let done = stack.removeLast().finished()
      guard !stack.isEmpty else { return done.node }
      stack[stack.count - 1].accept(done.node, isMask: done.isMask, isStatic: done.isStatic)
    }
  }

  /// The kept render layer of this subtree, when it has no animation and no model layer changed
  /// since it was made (presentation copies change without moving the epoch: never kept).
  fileprivate var _keptRenderLayer: RenderLayer? {
    guard !_isPresentationCopy, let cache = _renderCache, cache.epoch == _PresentationState.epoch else { return nil }
    return cache.layer
  }

  /// One layer's render layer without its mask and sublayers; while animations run and show
  /// other values than the model's, the model's beside them (`RenderLayer.model`).
  fileprivate func _renderNode(values v: _LayerValues) -> RenderLayer {
    var r = _renderValues(v)
    if !_animationEntryStorage.isEmpty && !_isPresentationCopy {
      let model = _renderValues(_storedValues)
      if model != r { r.model = model }
    }
    return r
  }

  private func _renderValues(_ v: _LayerValues) -> RenderLayer {
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
    r.shadowPath = v.shadowPath
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
    return r
  }

  /// `node` drawn through the layer's running transitions (`CATransition`), in the order they
  /// were added; `node` itself when none is in effect.
  fileprivate func _drawingTransitions(_ node: RenderLayer, layerTime: CFTimeInterval) -> RenderLayer {
    var node = node
    for entry in _animationEntryStorage {
      guard let group = entry.groupNode, let transition = entry.animation as? CATransition,
        let old = transition._oldContent, let p = transition._progress(timing: group.timing, layerTime: layerTime)
      else { continue }
      node = transition._compose(new: node, old: old, progress: p)
    }
    return node
  }

  /// The render tree under `sublayer` with its superlayer's time at `parentTime`.
  package static func _renderSubtree(_ sublayer: CALayer, parentTime: CFTimeInterval) -> RenderLayer {
    let time = sublayer._childTime(parentTime: parentTime)
    return _renderTree(root: sublayer, values: sublayer._values(layerTime: time), layerTime: time)
  }

  /// Whether the layer's presentation zPosition may be non-zero (a model value, or an
  /// animation that could change it).
  fileprivate var _mayHaveZPosition: Bool {
    if _values.zPosition != 0 { return true }
    // Without making recorded block animations' tracks.
    for entry in _animationEntries {
      if let path = entry.propertyPath {
        if path == .zPosition { return true }
      } else if entry.groupNode != nil {
        return true
      }
    }
    return false
  }

  /// Presentation values at the layer's local time (the model when nothing animates).
  @inline(__always)
  fileprivate func _values(layerTime: CFTimeInterval) -> _LayerValues {
    _animationEntryStorage.isEmpty ? _storedValues : _presentationValues(layerTime: layerTime)
  }

  /// This layer's local time given its superlayer's.
  @inline(__always)
  package func _childTime(parentTime: CFTimeInterval) -> CFTimeInterval {
    (parentTime - beginTime) * Double(speed) + timeOffset
  }
}

/// One level of `CALayer._renderTree`'s path: the layer's render node, the children still to
/// render (mask first, then the sublayers in drawing order) and those already rendered.
@MainActor
private struct _RenderFrame {
  let layer: CALayer
  var node: RenderLayer
  /// The layer's presentation bounds this frame (a replicator places its copies in them).
  let bounds: CGRect
  let layerTime: CFTimeInterval
  let isMask: Bool
  private var maskPending: Bool
  /// The sublayers in drawing order with their times and values, when some may have a
  /// zPosition (all values are needed to sort); nil: `layer`'s own order, values read on visit.
  private let sorted: [(index: Int, time: CFTimeInterval, values: _LayerValues)]?
  private var next = 0
  private var rendered: [RenderLayer] = []
  /// No animation in the subtree rendered so far (the node is kept when it stays so).
  private(set) var isStatic: Bool

  init(_ layer: CALayer, values: _LayerValues, layerTime: CFTimeInterval, isMask: Bool) {
    self.layer = layer
    self.bounds = values.bounds
    self.layerTime = layerTime
    self.isMask = isMask
    isStatic = layer._animationEntryStorage.isEmpty
    node = layer._renderNode(values: values)
    maskPending = layer._mask != nil
    let sublayers = layer._sublayers
    if !sublayers.isEmpty, sublayers.contains(where: { $0._mayHaveZPosition }) {
      var children: [(index: Int, time: CFTimeInterval, values: _LayerValues)] = []
      children.reserveCapacity(sublayers.count)
      for (index, sub) in sublayers.enumerated() {
        let time = sub._childTime(parentTime: layerTime)
        children.append((index, time, sub._values(layerTime: time)))
      }
      // Stable: equal zPositions keep sublayer order.
      children.sort { a, b in
        a.values.zPosition != b.values.zPosition ? a.values.zPosition < b.values.zPosition : a.index < b.index
      }
      sorted = children
    } else {
      sorted = nil
    }
    if !sublayers.isEmpty { rendered.reserveCapacity(sublayers.count) }
  }

  /// The next child to render (its frame, or its kept render layer), or nil when all are rendered.
  mutating func nextChild() -> _RenderChild? {
    if maskPending, let mask = layer._mask {
      maskPending = false
      if let kept = mask._keptRenderLayer { return .kept(kept, isMask: true) }
      let time = mask._childTime(parentTime: layerTime)
      return .frame(_RenderFrame(mask, values: mask._values(layerTime: time), layerTime: time, isMask: true))
    }
    if let sorted {
      guard next < sorted.count else { return nil }
      let child = sorted[next]
      next += 1
      let sub = layer._sublayers[child.index]
      if let kept = sub._keptRenderLayer { return .kept(kept, isMask: false) }
      return .frame(_RenderFrame(sub, values: child.values, layerTime: child.time, isMask: false))
    }
    guard next < layer._sublayers.count else { return nil }
    let sub = layer._sublayers[next]
    next += 1
    if let kept = sub._keptRenderLayer { return .kept(kept, isMask: false) }
    let time = sub._childTime(parentTime: layerTime)
    return .frame(_RenderFrame(sub, values: sub._values(layerTime: time), layerTime: time, isMask: false))
  }

  /// Takes a rendered child: the mask, or the next sublayer in drawing order.
  mutating func accept(_ child: RenderLayer, isMask: Bool, isStatic childIsStatic: Bool) {
    if isMask { node.mask = [child] } else { rendered.append(child) }
    isStatic = isStatic && childIsStatic
  }

  /// The frame with its node complete; a subtree without animation is kept by its model layer.
  consuming func finished() -> _RenderFrame {
    if !rendered.isEmpty {
      node.sublayers = layer._replicatedSublayers(rendered, bounds: bounds, layerTime: layerTime)
      rendered = []
    }
    if layer._drawsGeneratedContent {
      // An emitter's particles change with time alone: drawn every time, never kept.
      if node.sublayers.isEmpty { node.sublayers = layer._replicatedSublayers([], bounds: bounds, layerTime: layerTime) }
      isStatic = false
    }
    if !layer._animationEntryStorage.isEmpty { node = layer._drawingTransitions(node, layerTime: layerTime) }
    if isStatic && !layer._isPresentationCopy {
      layer._renderCache = _RenderCache(epoch: _PresentationState.epoch, layer: node)
    } else if layer._renderCache != nil {
      layer._renderCache = nil
    }
    return self
  }
}

/// A child of a `_RenderFrame`: to render, or already rendered and kept.
@MainActor
private enum _RenderChild {
  case frame(_RenderFrame)
  case kept(RenderLayer, isMask: Bool)
}

/// The render layer of a subtree without animations, and the presentation epoch it was made in.
package struct _RenderCache {
  let epoch: UInt64
  let layer: RenderLayer
}
