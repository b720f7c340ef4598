import Foundation
import OpenQuartzCore
import OpenUIKit

/// Records the lifecycle, delegate, transition, gesture and diagnostic events UIKit delivers,
/// in order, with their media times.
///
/// ```swift
/// let tracer = EventTracer()
/// a.present(b, animated: true)
/// UIApplication.shared.runUntilIdle()
/// #expect(tracer.names(for: "B") == ["viewDidLoad", "viewWillAppear(true)", ...])
/// ```
@preconcurrency @MainActor
public final class EventTracer {
  /// One recorded event.
  public struct Event: Sendable, Hashable, CustomStringConvertible {
    public var category: String
    public var time: TimeInterval
    public var subject: String
    public var name: String
    public var detail: String?
    public var description: String { "\(subject).\(name)" }
  }

  public private(set) var events: [Event] = []
  private var token: Int?

  /// Starts recording immediately.
  public init() {
    token = EventTrace.addListener { [weak self] e in
      self?.events.append(Event(category: e.category, time: e.time, subject: e.subject, name: e.name, detail: e.detail))
    }
  }

  /// Stops recording.
  public func stop() {
    if let token { EventTrace.removeListener(token) }
    token = nil
  }

  /// "Subject.name" strings, optionally only for some categories.
  public func lines(categories: Set<String>? = nil) -> [String] {
    events.filter { categories?.contains($0.category) ?? true }.map(\.description)
  }

  /// Event names for one subject (a controller's title or class name).
  public func names(for subject: String) -> [String] {
    events.filter { $0.subject == subject }.map(\.name)
  }

  /// Index of the first "subject.name" line, if any (for order assertions).
  public func index(of line: String) -> Int? {
    events.firstIndex { $0.description == line }
  }

  /// Records a custom event (tests mark their own steps in the same timeline).
  public func mark(_ subject: String, _ name: String) {
    events.append(Event(category: "test", time: CACurrentMediaTime(), subject: subject, name: name, detail: nil))
  }

  /// The events as trace values (for renderers and the CLI).
  package var traceEvents: [TraceEvent] {
    events.map { TraceEvent(category: $0.category, time: $0.time, subject: $0.subject, name: $0.name, detail: $0.detail) }
  }

  isolated deinit {
    if let token { EventTrace.removeListener(token) }
  }
}
