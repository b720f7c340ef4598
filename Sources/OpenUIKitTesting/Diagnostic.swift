import Foundation
import OpenUIKit

/// A UIKit console warning or exception recorded by OpenUIKit instead of being raised.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
  public enum Kind: String, Sendable, Hashable {
    case warning
    case exception
  }
  /// UIKit's message text.
  public var message: String
  public var kind: Kind
  /// The exception name (`NSInvalidArgumentException`…) for exceptions, nil for warnings.
  public var name: String?
  /// Media time at which it was recorded.
  public var time: TimeInterval

  package init(_ record: DiagnosticRecord) {
    message = record.message
    kind = record.kind == .warning ? .warning : .exception
    name = record.name
    time = record.time
  }

  public var description: String { "\(kind): \(message)" }
}
