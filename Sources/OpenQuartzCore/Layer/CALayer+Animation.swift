import Foundation

extension CALayer {
  /// The layer's values with the running animations applied at media time `t`.
  package func _presentationValues(at t: CFTimeInterval) -> _LayerValues {
    _values
  }

  /// Core Animation's implicit animation for a standalone layer's animatable property.
  package func _implicitAnimation(forKey event: String) -> (any CAAction)? {
    nil
  }
}

@MainActor
package enum _AnimationEngine {
  /// Some layer's timing or place in the tree changed.
  static func timingDidChange() {}
}
