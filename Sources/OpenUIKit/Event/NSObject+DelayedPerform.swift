import Foundation
import OpenQuartzCore

/// `perform(_:with:afterDelay:)` and its cancellation, on the main run loop's media clock.
///
/// Foundation on Linux has no Objective-C runtime and so no delayed performs; these follow
/// Apple's documentation: the selector is sent on the current (here: the main) run loop after
/// `delay` seconds (media time here), the receiver and the argument are retained until then, and
/// `cancelPreviousPerformRequests` cancels the requests made with `perform(_:with:afterDelay:)`
/// whose target, selector and argument (compared with `isEqual(_:)`) match. The selector is
/// looked up in `ActionRegistry` when it fires; a receiver that does not respond gets UIKit's
/// "unrecognized selector" exception as a diagnostic, and nothing happens.
extension NSObject {
  public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval) {
    DelayedPerforms.schedule(target: self, selector: aSelector, argument: anArgument, delay: delay)
  }

  /// The modes are not distinguished: the headless main run loop has one mode.
  public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval, inModes modes: [RunLoop.Mode]) {
    guard !modes.isEmpty else { return }  // Foundation: an empty array performs nothing.
    DelayedPerforms.schedule(target: self, selector: aSelector, argument: anArgument, delay: delay)
  }

  public class func cancelPreviousPerformRequests(withTarget aTarget: Any, selector aSelector: Selector, object anArgument: Any?) {
    DelayedPerforms.cancel(target: aTarget as AnyObject) { request in
      request.selector == aSelector && DelayedPerforms.argumentsMatch(request.argument, anArgument)
    }
  }

  public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {
    DelayedPerforms.cancel(target: aTarget as AnyObject) { _ in true }
  }
}

/// The pending delayed performs (any thread may schedule or cancel; they fire on the main actor).
enum DelayedPerforms {
  struct Request: @unchecked Sendable {
    let target: AnyObject
    let selector: Selector
    let argument: Any?
  }

  private final class Table: @unchecked Sendable {
    let lock = NSLock()
    var requests: [UInt64: Request] = [:]
  }

  private static let table = Table()

  static func schedule(target: AnyObject, selector: Selector, argument: Any?, delay: TimeInterval) {
    let request = Request(target: target, selector: selector, argument: argument)
    // The identifier and the table entry are set under the lock, which `fire` takes first.
    table.lock.lock()
    defer { table.lock.unlock() }
    let box = IdentifierBox()
    let identifier = MainRunLoop.shared.enqueue(after: delay.isNaN ? 0 : delay, .closure { @MainActor in fire(box) })
    box.value = identifier
    if identifier != 0 { table.requests[identifier] = request }
  }

  static func cancel(target: AnyObject, where matches: (Request) -> Bool) {
    table.lock.lock()
    let identifiers = Set(table.requests.filter { $0.value.target === target && matches($0.value) }.keys)
    for id in identifiers { table.requests[id] = nil }
    table.lock.unlock()
    if !identifiers.isEmpty { MainRunLoop.shared.removeTimed(identifiers) }
  }

  static func argumentsMatch(_ a: Any?, _ b: Any?) -> Bool {
    switch (a, b) {
    case (nil, nil): return true
    case let (x?, y?):
      let left = x as AnyObject
      let right = y as AnyObject
      if left === right { return true }
      if let object = left as? NSObject { return object.isEqual(right) }
      return false
    default: return false
    }
  }

  @MainActor
  private static func fire(_ identifier: IdentifierBox) {
    table.lock.lock()
    let request = table.requests.removeValue(forKey: identifier.value)
    table.lock.unlock()
    guard let request else { return }
    if !ActionRegistry.perform(request.selector, on: request.target, sender: request.argument) {
      let address = String(UInt(bitPattern: ObjectIdentifier(request.target).hashValue), radix: 16)
      Diagnostics.exception(
        "-[\(type(of: request.target)) \(request.selector)]: unrecognized selector sent to instance 0x\(address)")
    }
  }

  private final class IdentifierBox: @unchecked Sendable {
    var value: UInt64 = 0
  }
}
