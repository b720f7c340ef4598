import Foundation
import OpenQuartzCore

/// The event trace: every lifecycle, delegate, transition and gesture event UIKit delivers,
/// with its media time. Cheap when nobody listens (one array-emptiness check).
@preconcurrency @MainActor
package enum EventTrace {
  package static var listeners: [Int: @MainActor (TraceEvent) -> Void] = [:]
  private static var nextToken = 1

  package static func addListener(_ listener: @escaping @MainActor (TraceEvent) -> Void) -> Int {
    let token = nextToken
    nextToken += 1
    listeners[token] = listener
    return token
  }

  package static func removeListener(_ token: Int) { listeners[token] = nil }

  package static var isEnabled: Bool { !listeners.isEmpty }

  package static func record(_ category: String, _ subject: String, _ name: String, _ detail: String? = nil) {
    guard !listeners.isEmpty else { return }
    let event = TraceEvent(category: category, time: CACurrentMediaTime(), subject: subject, name: name, detail: detail)
    for listener in listeners.values { listener(event) }
  }

  package static func record(_ category: String, _ vc: UIViewController, _ name: String, _ detail: String? = nil) {
    guard !listeners.isEmpty else { return }
    record(category, vc._traceName, name, detail)
  }
}
