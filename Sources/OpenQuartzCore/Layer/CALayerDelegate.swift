import Foundation

/// The layer's delegate (a `UIView` for view-backed layers). Every method is optional in the
/// SDK; here each has a default implementation that does what "not implemented" means.
@preconcurrency @MainActor
public protocol CALayerDelegate: NSObjectProtocol {
  /// Called by `display()` (the default does nothing).
  func display(_ layer: CALayer)
  /// Called by the layer's default `layoutSublayers()`.
  func layoutSublayers(of layer: CALayer)
  /// The action for `event`: return `nil` to continue the search, `NSNull()` for no action.
  func action(for layer: CALayer, forKey event: String) -> (any CAAction)?
}

extension CALayerDelegate {
  public func display(_ layer: CALayer) {}
  public func layoutSublayers(of layer: CALayer) {}
  public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
}
