import Foundation
import OpenQuartzCore

/// Trace events as JSON lines: one compact object per line, keys always in the order
/// `time, category, subject, name, detail` (`detail` only when present), times in seconds
/// rounded to microseconds. Used by `openuikit trace`.
package enum TraceJSONLines {
  /// Decimal places of `time`.
  package static let timeDecimals = 6

  /// One event as a JSON object (no newline).
  package static func line(for event: TraceEvent) -> String {
    var s = "{\"time\":"
    s.appendNumber(event.time, decimals: timeDecimals)
    s.append(",\"category\":")
    s.appendJSONString(event.category)
    s.append(",\"subject\":")
    s.appendJSONString(event.subject)
    s.append(",\"name\":")
    s.appendJSONString(event.name)
    if let detail = event.detail {
      s.append(",\"detail\":")
      s.appendJSONString(detail)
    }
    s.append("}")
    return s
  }

  /// All events, each line ending in a newline.
  package static func render(_ events: [TraceEvent]) -> String {
    var s = ""
    for event in events {
      s.append(line(for: event))
      s.append("\n")
    }
    return s
  }
}
