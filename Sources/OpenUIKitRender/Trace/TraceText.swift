import Foundation
import OpenQuartzCore

/// Trace events as readable text, one event a line, for snapshot references read in a diff:
/// `0.017 appearance   B.viewWillAppear(true)` with the detail after ` — ` when there is one.
/// Times are written with exactly 3 decimals (the frame grid is 1/60 s, so frames stay apart).
package enum TraceText {
  package static func render(_ events: [TraceEvent]) -> String {
    var s = ""
    for e in events {
      // Fixed 3 decimals, so the columns line up (times under 10 s).
      var time = String.number(e.time, decimals: 3)
      if !time.contains(".") { time += "." }
      let decimals = time.count - 1 - time.distance(from: time.startIndex, to: time.firstIndex(of: ".")!)
      time += String(repeating: "0", count: max(0, 3 - decimals))
      s.append(time)
      s.append(" ")
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
