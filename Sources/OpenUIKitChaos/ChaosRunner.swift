import Foundation
import OpenUIKitTesting
import UIKit

/// Runs operation lists, shrinks failing ones to a minimal list, and prints them as Swift.
@MainActor
package enum ChaosRunner {
  package struct Outcome {
    package var violations: [String]
    /// Index of the operation after which the first violation showed (nil: none).
    package var failedAt: Int?
    package var transcript: [String]
    package var kind: String? { violations.first.map(ChaosRunner.kind(of:)) }
  }

  /// The kind of a violation: the words before its first colon ("black screen", "leak", ...).
  package nonisolated static func kind(of violation: String) -> String {
    String(violation.prefix { $0 != ":" })
  }

  /// Runs `ops` in a fresh app and stops at the first violation (the window is then torn down).
  package static func run(_ ops: [ChaosOp]) -> Outcome {
    let printing = Diagnostics.printsToStandardError
    Diagnostics.printsToStandardError = false
    defer { Diagnostics.printsToStandardError = printing }
    UIView.setAnimationsEnabled(true)
    // Today's UIKit, as in the benchmarks: a test process may have left the process-wide
    // linked SDK at another value, and a replay must run as the sweep that found it.
    UIApplication.shared.useLinkedSDK(.iOS17)
    UIApplication.shared.removeAllDiagnostics()
    _ = AppearanceProbe.drainViolations()
    let world = ChaosWorld()
    for (i, op) in ops.enumerated() {
      world.run(op)
      if !world.violations.isEmpty {
        let found = world.violations
        world.finish()
        return Outcome(violations: found, failedAt: i, transcript: world.transcript)
      }
    }
    world.finish()
    let found = world.violations + AppearanceProbe.drainViolations().map { "appearance: \($0)" }
    return Outcome(violations: found, failedAt: found.isEmpty ? nil : ops.count - 1, transcript: world.transcript)
  }

  /// Replays a printed reproduction; returns its violations (empty when fixed).
  package static func replay(_ ops: [ChaosOp]) -> [String] { run(ops).violations }

  /// Delta debugging: removes chunks, then single operations, while a violation of the same
  /// kind still shows; then simplifies operations in place (no animation, index 0, ...) and
  /// starts again, until nothing changes. `budget` bounds the number of runs.
  package static func shrink(_ ops: [ChaosOp], kind: String, budget: Int = 3000) -> [ChaosOp] {
    var runs = 0
    func fails(_ candidate: [ChaosOp]) -> Bool {
      // Every list starts by making a window.
      guard case .newWindow = candidate.first else { return false }
      runs += 1
      return run(candidate).violations.contains { Self.kind(of: $0) == kind }
    }
    var current = ops
    if let at = run(ops).failedAt, at + 1 < ops.count {
      let cut = Array(ops[...at])
      if fails(cut) { current = cut }
    }
    var changed = true
    while changed && runs < budget {
      changed = false
      // Removal: chunks halving down to single operations.
      var chunk = max(1, current.count / 2)
      while chunk >= 1 && runs < budget {
        var i = 0
        var removedAny = false
        while i < current.count && runs < budget {
          let end = min(i + chunk, current.count)
          var candidate = current
          candidate.removeSubrange(i..<end)
          if fails(candidate) {
            current = candidate
            removedAny = true
            changed = true
          } else {
            i += chunk
          }
        }
        if chunk == 1 && !removedAny { break }
        chunk = removedAny && chunk == 1 ? 1 : max(1, chunk / 2)
      }
      // Simplification in place.
      var i = 0
      while i < current.count && runs < budget {
        for variant in current[i].simplifications where runs < budget {
          var candidate = current
          candidate[i] = variant
          if fails(candidate) {
            current = candidate
            changed = true
            break
          }
        }
        i += 1
      }
    }
    return current
  }

  /// The failure as text: what broke, the operations as a Swift literal `replay` accepts, and
  /// the same run as plain UIKit calls.
  package static func report(seed: UInt64?, ops: [ChaosOp]) -> String {
    let outcome = run(ops)
    var lines: [String] = []
    lines.append("Chaos failure\(seed.map { " (seed \($0))" } ?? ""): \(outcome.violations.count) violation(s)")
    lines += outcome.violations.map { "  - \($0)" }
    lines.append("Reproduce (Swift, in OpenUIKitTests):")
    lines.append("  #expect(ChaosRunner.replay([")
    lines += ops.map { "    \($0)," }
    lines.append("  ]) == [])")
    lines.append("The same run in UIKit calls (ChaosController & co. are in Tests/OpenUIKitTests/Chaos):")
    lines += outcome.transcript.map { "  \($0)" }
    return lines.joined(separator: "\n")
  }
}
