import Foundation
import OpenQuartzCore

/// UIKit's two ways of answering misuse (DESIGN.md "Errors and misuse"): a console warning or an
/// exception. Both are recorded here with UIKit's own text, printed to standard error, and the
/// call that caused them has no effect. Nothing crashes.
package enum DiagnosticKind: String, Sendable, Hashable {
  case warning
  case exception
}

package struct DiagnosticRecord: Sendable, Hashable {
  package var kind: DiagnosticKind
  package var message: String
  /// Exception name for exceptions ("NSInvalidArgumentException", "NSGenericException"...).
  package var name: String?
  package var time: CFTimeInterval
}

@preconcurrency @MainActor
package enum Diagnostics {
  package private(set) static var records: [DiagnosticRecord] = []
  /// Set to false to stop printing (benchmarks).
  package static var printsToStandardError = true

  package static func warning(_ message: String) {
    record(DiagnosticRecord(kind: .warning, message: message, name: nil, time: CACurrentMediaTime()))
  }

  /// A warning recorded each time (the records and traces keep UIKit's per-load count) but
  /// printed to standard error only the first time its message comes in this process: the
  /// storyboard loader's "Unknown class X in Interface Builder file." is said once per run, not
  /// once per instantiation of a scene (Docs/Behaviour.md, "Storyboard stand-ins").
  package static func warningPrintedOnce(_ message: String) {
    let first = printedOnce.insert(message).inserted
    record(DiagnosticRecord(kind: .warning, message: message, name: nil, time: CACurrentMediaTime()), prints: first)
  }

  /// Messages `warningPrintedOnce` has printed.
  private static var printedOnce = Set<String>()

  /// Whether `warningPrintedOnce` has said `message` in this process.
  package static func hasPrinted(_ message: String) -> Bool { printedOnce.contains(message) }

  package static func exception(_ message: String, name: String = "NSInvalidArgumentException") {
    record(DiagnosticRecord(kind: .exception, message: message, name: name, time: CACurrentMediaTime()))
  }

  private static func record(_ record: DiagnosticRecord, prints: Bool = true) {
    records.append(record)
    if printsToStandardError && prints {
      let prefix = record.kind == .exception ? "exception \(record.name ?? "NSException"): " : ""
      let suffix = record.kind == .exception ? " (UIKit raises here; OpenUIKit records it and does nothing)" : ""
      FileHandle.standardError.write(Data(("[OpenUIKit] " + prefix + record.message + suffix + "\n").utf8))
    }
  }

  package static func removeAllForTesting() { records.removeAll() }
}
