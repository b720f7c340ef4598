import Foundation

extension CALayer {
  /// The layer's values with the running animations applied at media time `t`.
  package func _presentationValues(at t: CFTimeInterval) -> _LayerValues {
    if _animationEntryStorage.isEmpty { return _storedValues }
    return _presentationValues(layerTime: _localTime(fromMedia: t))
  }

  /// The layer's values with the running animations applied at the layer's local time.
  /// Computed once per frame: kept until the layer time or the presentation epoch moves (not
  /// for animations a property animator drives: their progress moves without either).
  package func _presentationValues(layerTime: CFTimeInterval) -> _LayerValues {
    if _animationEntryStorage.isEmpty { return _storedValues }
    if _valueSlot >= 0, let storedTime = _AnimatedValueStore.shared.prepare(_valueSlot, at: MediaClock.currentTime),
      storedTime == layerTime
    {
      var values = _storedValues
      _AnimatedValueStore.shared.write(_valueSlot, into: &values)
      return values
    }
    let epoch = _PresentationState.epoch
    if let cache = _presentationCache, cache.epoch == epoch, cache.layerTime == layerTime {
      return cache.values
    }
    if _reusableValuesEpoch == epoch, _reusableValuesTime == layerTime, let copy = _reusablePresentation,
      !copy._isChangedPresentationCopy
    {
      return copy._storedValues
    }
    if _animationProgram == nil { _animationProgram = _AnimationProgram(entries: _animationEntryStorage) }
    var values = _storedValues
    _animationProgram!.apply(to: &values, layerTime: layerTime)
    if _animationProgram!.isCacheable {
      if let cache = _presentationCache {
        cache.epoch = epoch
        cache.layerTime = layerTime
        cache.values = values
      } else {
        _presentationCache = _PresentationValuesCache(epoch: epoch, layerTime: layerTime, values: values)
      }
    }
    return values
  }

  /// Brings the kept presentation copy (`_reusablePresentation`, held by no one else) to the
  /// presentation values at `layerTime`: nothing to do when it already holds this frame's
  /// values; otherwise they are computed in place, in the copy (the model values, then the
  /// animations), and the copy serves as this frame's values (`_reusableValuesEpoch`).
  ///
  /// From the per-frame store when the layer holds a stored slot: the copy already holds the
  /// values of this epoch at another time (the model and the animations have not changed, so
  /// only the animated fields differ), only those fields are written.
  @inline(__always)
  func _refreshReusablePresentation(_ copy: CALayer, mediaTime t: CFTimeInterval) {
    // The common cases inline, with the copy holding this model's values: a stored slot (its
    // animated fields written when the copy does not hold this frame's yet), or no animation.
    let slot = _valueSlot
    if _reusableValuesRevision == _modelRevision {
      if slot >= 0 {
        let stored = _AnimatedValueStore.withExisting { store -> Bool in
          guard let storedTime = store.prepare(slot, at: t) else { return false }
          let epoch = _PresentationState.epoch
          if _reusableValuesEpoch != epoch || _reusableValuesTime != storedTime {
            store.write(slot, into: &copy._storedValues)
            _reusableValuesEpoch = epoch
            _reusableValuesTime = storedTime
          }
          return true
        }
        if stored { return }
      } else if _animationEntryStorage.isEmpty {
        return
      }
    }
    _refreshReusablePresentationGenerally(copy, mediaTime: t)
  }

  /// `_refreshReusablePresentation` for the other cases: a changed model, no stored slot, or
  /// animations the store does not hold.
  @inline(never)
  final func _refreshReusablePresentationGenerally(_ copy: CALayer, mediaTime t: CFTimeInterval) {
    let epoch = _PresentationState.epoch
    let revision = _modelRevision
    let slot = _valueSlot
    if slot >= 0, let storedTime = _AnimatedValueStore.shared.prepare(slot, at: t) {
      if _reusableValuesRevision == revision {
        if _reusableValuesEpoch == epoch && _reusableValuesTime == storedTime { return }
      } else {
        copy._storedValues = _storedValues
        _reusableValuesRevision = revision
      }
      _AnimatedValueStore.shared.write(slot, into: &copy._storedValues)
      _reusableValuesEpoch = epoch
      _reusableValuesTime = storedTime
      return
    }
    if _animationEntryStorage.isEmpty {
      // Nothing animates: the copy holds the model values while this layer's model has not
      // changed (other layers' changes move the epoch, not these values).
      if _reusableValuesRevision != revision {
        copy._storedValues = _storedValues
        _reusableValuesRevision = revision
        _reusableValuesTime = .nan
      }
      return
    }
    let layerTime = _localTime(fromMedia: t)
    if _reusableValuesEpoch == epoch, _reusableValuesTime == layerTime { return }
    _reusableValuesRevision = revision
    if _animationEntryStorage.isEmpty {
      copy._storedValues = _storedValues
    } else if let cache = _presentationCache, cache.epoch == epoch, cache.layerTime == layerTime {
      copy._storedValues = cache.values
    } else {
      if _animationProgram == nil { _animationProgram = _AnimationProgram(entries: _animationEntryStorage) }
      var values = _storedValues
      _animationProgram!.apply(to: &values, layerTime: layerTime)
      copy._storedValues = values
      guard _animationProgram!.isCacheable else {
        _reusableValuesTime = .nan
        return
      }
    }
    _reusableValuesEpoch = epoch
    _reusableValuesTime = layerTime
  }

  /// The presentation value remembered before the change whose action is running, if it was
  /// for `key`.
  package func _previousValue(for key: String?) -> AnimatableValue? {
    guard let key, let pending = _pendingPreviousValue, pending.key == key else { return nil }
    return pending.value
  }

  package func _add(_ anim: CAAnimation, forKey key: String?) {
    guard !_isPresentationCopy else { return }
    let copy: CAAnimation
    if anim._handedOver {
      anim._handedOver = false
      copy = anim
    } else {
      copy = anim.copy() as! CAAnimation
    }
    if copy.beginTime == 0 {
      copy.beginTime = _localTime(fromMedia: MediaClock.currentTime)
    }
    if let transition = copy as? CATransition {
      // The old state: what the layer draws now, before the changes that follow.
      transition._oldContent = _renderSnapshot(at: MediaClock.currentTime)
    }
    let node = copy._compile(
      defaultDuration: CATransaction.animationDuration(), layer: self, key: key)
    if let key, let index = _animationEntryIndex(forKey: key) {
      let old = _animationEntries.remove(at: index)
      _AnimationEngine.shared.remove(old, finished: false)
    }
    let entry = _AnimationEntry(key: key, animation: copy, node: node, layer: self)
    _animationEntries.append(entry)
    entry.valueSlot = _valueSlot
    _AnimationEngine.shared.register(entry, groups: CATransaction._currentCompletionGroups())
  }

  /// Attaches a UIView block animation without building its `CABasicAnimation`: the same
  /// entry `add(_:forKey:)` makes for a basic animation with these values (key path `keyPath`,
  /// `fromValue`/`toValue` set, `fillMode` backwards, speed 1, no time offset, removed on
  /// completion, `delegate`), its object built only if someone reads it
  /// (`_AnimationEntry.animation`). Only for endpoints that round-trip through boxing (the
  /// animation keeps them unboxed, so its track and its object see the same values).
  ///
  /// `path` is `_LayerKeyPath(keyPath)` (the caller parsed it once for the whole change).
  package func _addBlockAnimation(
    keyPath: String, path: _LayerKeyPath, key: String, isAdditive: Bool, from: AnimatableValue, to: AnimatableValue,
    timingFunction: CAMediaTimingFunction, duration: CFTimeInterval, beginTime: CFTimeInterval,
    repeatCount: Float, autoreverses: Bool, delegate: any _CABlockAnimationDelegate
  ) {
    guard !_isPresentationCopy else { return }
    // As `_add` does to the copy it attaches.
    let begin = beginTime == 0 ? _localTime(fromMedia: MediaClock.currentTime) : beginTime
    let timing = _TimingModel(
      beginTime: begin, duration: duration > 0 ? duration : CATransaction.animationDuration(), speed: 1,
      timeOffset: 0, repeatCount: Double(repeatCount), repeatDuration: 0, autoreverses: autoreverses,
      fillMode: .backwards)
    if let index = _animationEntryIndex(forKey: key) {
      let old = _animationEntries.remove(at: index)
      _AnimationEngine.shared.remove(old, finished: false)
    }
    // One object: the values live in the entry; its track and animation object are made from
    // them when someone needs them.
    let entry = _RecordedAnimationEntry(
      key: key, timing: timing, keyPath: keyPath, path: path, isAdditive: isAdditive, from: from, to: to,
      timingFunction: timingFunction, duration: duration, beginTime: begin, repeatCount: repeatCount,
      autoreverses: autoreverses, delegate: delegate, layer: self)
    _animationEntries.append(entry)
    entry.valueSlot = _valueSlot
    _AnimationEngine.shared.register(entry, groups: CATransaction._currentCompletionGroups())
  }

  /// Whether the layer is of this module's classes, whose `add(_:forKey:)`,
  /// `animation(forKey:)` and `animationKeys()` are the ones above (a subclass may override
  /// them: it is asked through them).
  package final var _hasOwnAnimationMethods: Bool {
    let type = type(of: self)
    return type == CALayer.self || type == CAShapeLayer.self || type == CAGradientLayer.self || type == CATextLayer.self
  }

  /// Whether an animation is attached under `key`, without building a recorded block
  /// animation's object; a layer of another class answers through its `animation(forKey:)`.
  package final func _hasAnimation(forKey key: String) -> Bool {
    if _hasOwnAnimationMethods {
      return _animationEntryIndex(forKey: key) != nil
    }
    return animation(forKey: key) != nil
  }

  /// The delegate of the animation `animation(forKey:)` returns, without building a recorded
  /// block animation's object (for a layer of another class: through `animation(forKey:)`).
  package final func _animationDelegate(forKey key: String) -> (any CAAnimationDelegate)?? {
    if _hasOwnAnimationMethods {
      guard let entry = _animationEntryStorage.last(where: { $0.key == key }) else { return .none }
      return .some(entry.delegate)
    }
    guard let animation = animation(forKey: key) else { return .none }
    return .some(animation.delegate)
  }

  /// The index of the attached animation under `key` (a plain loop: see IdentitySearch.swift).
  final func _animationEntryIndex(forKey key: String) -> Int? {
    let entries = _animationEntryStorage
    var i = 0
    while i < entries.count {
      if entries[i].key == key { return i }
      i += 1
    }
    return nil
  }

  package func _removeAnimation(forKey key: String) {
    guard let index = _animationEntryIndex(forKey: key) else { return }
    let entry = _animationEntries.remove(at: index)
    _AnimationEngine.shared.remove(entry, finished: false)
  }

  package func _removeAllAnimations() {
    let entries = _animationEntries
    _animationEntries.removeAll()
    for entry in entries { _AnimationEngine.shared.remove(entry, finished: false) }
  }

  /// Core Animation's implicit animation for a standalone layer's animatable property: a
  /// `CABasicAnimation` from the current presentation value, with the transaction's duration
  /// and timing function (`.default` when none). Layers with a delegate (view layers) and
  /// layers not yet committed to the render tree get none.
  package func _implicitAnimation(forKey event: String) -> (any CAAction)? {
    guard delegate == nil, _isCommitted, !_isPresentationCopy, CALayer._animatableKeys.contains(event)
    else { return nil }
    let animation = CABasicAnimation(keyPath: event)
    animation.duration = CATransaction.animationDuration()
    animation.timingFunction =
      CATransaction.animationTimingFunction() ?? CAMediaTimingFunction._sharedDefault
    animation.fromValue = _presentationValue(forKeyPath: event)?.boxed
    return animation
  }
}

/// The delegate of a UIView block animation recorded without its animation object: told of
/// starts and stops without one (it ignores which animation it is told about).
@preconcurrency @MainActor
package protocol _CABlockAnimationDelegate: CAAnimationDelegate {
  /// As `animationDidStart(_:)`.
  func _blockAnimationDidStart()
  /// As `animationDidStop(_:finished:)`.
  func _blockAnimationDidStop(finished: Bool)
}

/// A UIView block animation attached without its animation object (`CALayer._addBlockAnimation`):
/// one entry holding the values `add(_:forKey:)` would have attached (the begin time as
/// attached). Its `CABasicAnimation` is built when someone reads it (`_AnimationEntry.animation`)
/// and its track when someone evaluates it (`_AnimationEntry.node`), each from these values.
@preconcurrency @MainActor
package final class _RecordedAnimationEntry: _AnimationEntry {
  let keyPath: String
  let path: _LayerKeyPath
  let isAdditive: Bool
  let from: AnimatableValue
  let to: AnimatableValue
  let timingFunction: CAMediaTimingFunction
  let duration: CFTimeInterval
  let beginTime: CFTimeInterval
  let repeatCount: Float
  let autoreverses: Bool
  let blockDelegate: any _CABlockAnimationDelegate

  init(
    key: String, timing: _TimingModel, keyPath: String, path: _LayerKeyPath, isAdditive: Bool, from: AnimatableValue,
    to: AnimatableValue, timingFunction: CAMediaTimingFunction, duration: CFTimeInterval, beginTime: CFTimeInterval,
    repeatCount: Float, autoreverses: Bool, delegate: any _CABlockAnimationDelegate, layer: CALayer
  ) {
    self.keyPath = keyPath
    self.path = path
    self.isAdditive = isAdditive
    self.from = from
    self.to = to
    self.timingFunction = timingFunction
    self.duration = duration
    self.beginTime = beginTime
    self.repeatCount = repeatCount
    self.autoreverses = autoreverses
    blockDelegate = delegate
    super.init(recordedKey: key, timing: timing, layer: layer)
  }

  /// The track `add(_:forKey:)` would have compiled from the animation (both endpoints set, so
  /// no remembered previous value is ever read).
  func makeTrack() -> _PropertyTrack {
    _PropertyTrack(
      timing: timing.unsafelyUnwrapped, path: path, isAdditive: isAdditive, isCumulative: false,
      timingFunction: timingFunction, curve: .basic(from: from, to: to, by: nil), previous: nil)
  }

  /// The `CABasicAnimation` `add(_:forKey:)` would have attached.
  func makeAnimation() -> CAAnimation {
    let animation = CABasicAnimation(keyPath: keyPath)
    animation.timingFunction = timingFunction
    animation.isAdditive = isAdditive
    animation._setEndpoints(from: from, to: to)
    animation.duration = duration
    animation.beginTime = beginTime
    animation.fillMode = .backwards
    animation.repeatCount = repeatCount
    animation.autoreverses = autoreverses
    animation.delegate = blockDelegate
    return animation
  }
}
