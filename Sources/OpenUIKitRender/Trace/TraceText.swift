import Foundation
import OpenQuartzCore

/// Trace events as readable text, one event a line, for snapshot references read in a diff:
/// `0.017 appearance  B.viewWillAppear(true)` with the detail after ` — ` when there is one.
/// Times are written with 3 decimals (the frame grid is 1/60 s, so no two frames share a time).
package enum TraceText {
  package static func render(_ events: [TraceEvent]) -> String {
    var s = ""
    for e in events {
      let time = String.number(e.time, decimals: 3)
      s.append(time)
      // Align the times' integer parts on the decimal point for times under 1000 s.
      let integerDigits = time.prefix { $0 != "." }.count
      let decimals = time.contains(".") ? time.count - integerDigits - 1 : 0
      s.append(String(repeating: " ", count: max(1, 4 - decimals)))
      s.append(e.category)
      s.append(String(repeating: " ", count: max(1, 13 - e.category.count)))
      s.append(e.subject)
      s.append(".")
      s.append(e.name.replacingOccurrences(of: "\n", with: "\\n"))
      if let detail = e.detail, !detail.isEmpty {
        s.append(" — ")
        s.append(detail.replacingOccurrences(of: "\n", with: "\\n"))
      }
      s.append("\n")
    }
    return s
  }
}
