import Foundation

/// An object that responds to a layer event (a property change, `onOrderIn`, `onOrderOut`).
///
/// `CALayer` asks for the action *before* it changes a property and runs it *after* the change
/// (see `CALayer.action(forKey:)`). `CAAnimation` adds itself to the layer for the key.
@preconcurrency @MainActor
public protocol CAAction {
  func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

/// `NSNull` as an action means "no action": it stops the search and does nothing.
extension NSNull: CAAction {
  public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}
