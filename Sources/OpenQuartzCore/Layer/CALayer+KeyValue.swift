import Foundation

// Key-value access to animatable layer properties without the Objective-C runtime, and the
// package hooks UIKit's animation layer uses (animators that drive their own progress).

extension CALayer {
  /// The model value at a key path the engine understands (Docs/Architecture.md), boxed as
  /// the public API hands values out (`CGFloat`, `CGPoint`, `CGSize`, `CGRect`,
  /// `CATransform3D`, `CGColor`); nil for unknown key paths.
  public func value(forKeyPath keyPath: String) -> Any? {
    guard let path = _LayerKeyPath(keyPath) else { return nil }
    return _values.value(at: path).boxed
  }

  /// Sets the model value at a key path the Core Animation way (the action is asked before the
  /// change and run after it). Unknown key paths and values of the wrong kind are ignored.
  public func setValue(_ value: Any?, forKeyPath keyPath: String) {
    guard let path = _LayerKeyPath(keyPath), let new = AnimatableValue.make(from: value) else { return }
    let key = keyPath.split(separator: ".").first.map(String.init) ?? keyPath
    guard CALayer._animatableKeys.contains(key), _modelLayer == nil else {
      _values.set(new, at: path)
      return
    }
    let action = _actionForChange(key)
    _values.set(new, at: path)
    _LayerRegistry.didChange(self)
    if let action {
      action.run(forKey: key, object: self, arguments: nil)
      _pendingPreviousValue = nil
    }
  }

  /// Removes the animations whose progress `driver` drives, reporting `finished` to their
  /// delegates (a property animator that reached its end reports true).
  package func _removeAnimations(drivenBy driver: any CAAnimationProgressDriver, finished: Bool) {
    let mine = _animationEntries.filter { $0.animation._driver === driver }
    guard !mine.isEmpty else { return }
    _animationEntries.removeAll { $0.animation._driver === driver }
    for entry in mine { _AnimationEngine.shared.remove(entry, finished: finished) }
  }

  /// Removes every animation of this layer and its sublayers (delegates hear finished: false).
  package func _removeAllAnimationsInSubtree() {
    removeAllAnimations()
    for sub in _sublayers { sub._removeAllAnimationsInSubtree() }
  }
}

/// An object that drives the progress of animations itself instead of the media clock
/// (`UIViewPropertyAnimator`). Its animations never finish on their own: the driver removes them.
@MainActor
package protocol CAAnimationProgressDriver: AnyObject, Sendable {
  /// Progress now: 0 at the start, 1 at the end (springs may overshoot).
  var currentProgress: Double { get }
}
