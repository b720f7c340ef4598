import Foundation
import OpenQuartzCore

/// The event trace: every lifecycle, delegate, transition and gesture event UIKit delivers,
/// with its media time. Cheap when nobody listens (one emptiness check; no strings built).
@preconcurrency @MainActor
package enum EventTrace {
  @exclusivity(unchecked) package static var listeners: [Int: @MainActor (TraceEvent) -> Void] = [:]
  @exclusivity(unchecked) private static var nextToken = 1

  package static func addListener(_ listener: @escaping @MainActor (TraceEvent) -> Void) -> Int {
    let token = nextToken
    nextToken += 1
    listeners[token] = listener
    return token
  }

  package static func removeListener(_ token: Int) { listeners[token] = nil }

  package static var isEnabled: Bool { !listeners.isEmpty }

  /// Subject, name and detail are built only when someone listens (call sites interpolate
  /// flags, durations and controller names into them; headless runs usually have no listener).
  package static func record(
    _ category: String, _ subject: @autoclosure () -> String, _ name: @autoclosure () -> String,
    _ detail: @autoclosure () -> String? = nil
  ) {
    guard !listeners.isEmpty else { return }
    let event = TraceEvent(category: category, time: CACurrentMediaTime(), subject: subject(), name: name(), detail: detail())
    for listener in listeners.values { listener(event) }
  }

  package static func record(
    _ category: String, _ vc: UIViewController, _ name: @autoclosure () -> String, _ detail: @autoclosure () -> String? = nil
  ) {
    guard !listeners.isEmpty else { return }
    record(category, vc._traceName, name(), detail())
  }
}
