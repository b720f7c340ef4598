import Foundation

// Package hooks UIKit's animation layer uses: animators that drive their own progress, and
// subtree-wide removal.

extension CALayer {
  /// Removes the animations whose progress `driver` drives, reporting `finished` to their
  /// delegates (a property animator that reached its end reports true).
  package func _removeAnimations(drivenBy driver: any CAAnimationProgressDriver, finished: Bool) {
    let mine = _animationEntries.filter { $0.driver === driver }
    guard !mine.isEmpty else { return }
    _animationEntries.removeAll { $0.driver === driver }
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
@preconcurrency @MainActor
package protocol CAAnimationProgressDriver: AnyObject, Sendable {
  /// Progress now: 0 at the start, 1 at the end (springs may overshoot).
  var currentProgress: Double { get }
}
