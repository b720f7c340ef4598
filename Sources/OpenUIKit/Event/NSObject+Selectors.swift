import Foundation
import OpenQuartzCore

// What `NSObjectProtocol` answers about selectors on iOS, without the Objective-C runtime:
// the answers come from `ActionRegistry` (actions and declared optional methods) and from the
// table of the methods UIKit's classes implement (`UIKitSelectors`).
extension NSObjectProtocol {
  /// UIKit: true if the receiver implements or inherits a method named `aSelector`.
  @preconcurrency @MainActor
  public func responds(to aSelector: Selector!) -> Bool {
    guard let aSelector else { return false }
    return ActionRegistry.implements(self, aSelector)
  }

  /// Sends `aSelector` to the receiver (a registered action). A receiver that does not respond
  /// raises "unrecognized selector sent to instance" on iOS: recorded as that exception, no effect.
  /// The result is always nil here: registered actions return nothing.
  @preconcurrency @MainActor @discardableResult
  public func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! {
    if let aSelector { ActionRegistry.send(aSelector, to: self, sender: nil) }
    return nil
  }

  /// Sends `aSelector` with one argument (it reaches the registered action as its sender).
  @preconcurrency @MainActor @discardableResult
  public func perform(_ aSelector: Selector!, with object: Any!) -> Unmanaged<AnyObject>! {
    if let aSelector { ActionRegistry.send(aSelector, to: self, sender: object) }
    return nil
  }
}
