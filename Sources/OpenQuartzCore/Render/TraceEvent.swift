import Foundation

/// One entry of the event trace: a lifecycle, delegate, transition, gesture or diagnostic event
/// at a virtual media time. Shared by the CLI (`openuikit trace`, JSON lines) and the HTML log.
package struct TraceEvent: Hashable, Sendable, Codable {
  /// Broad family, used for colouring and filtering: "appearance", "lifecycle", "delegate",
  /// "transition", "presentation", "gesture", "animation", "diagnostic", "scenario".
  package var category: String
  /// Media time in seconds.
  package var time: Double
  /// Who it happened to, e.g. "B" or "UIPresentationController(B)".
  package var subject: String
  /// What happened, e.g. "viewWillAppear(true)".
  package var name: String
  /// Optional extra text.
  package var detail: String?

  package init(category: String, time: Double, subject: String, name: String, detail: String? = nil) {
    self.category = category; self.time = time; self.subject = subject
    self.name = name; self.detail = detail
  }
}
