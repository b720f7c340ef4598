import Foundation
import OpenUIKitChaos
import OpenUIKitTesting
import Testing
import UIKit

/// Issue 11: seeded random sessions over the public API, invariants after every settle.
///
/// `swift test` runs a fixed set of seeds. Long runs:
///
///     OPENUIKIT_CHAOS_SEEDS=5000 OPENUIKIT_CHAOS_OPS=300 swift test --filter ChaosTests
///
/// (`OPENUIKIT_CHAOS_FIRST` is the first seed; `OPENUIKIT_CHAOS_SHRINK=0` skips shrinking;
/// `OPENUIKIT_CHAOS_EXTENDED=0` leaves out the extended operations — storyboards, swaps;
/// `OPENUIKIT_CHAOS_VERBOSE=1` names each seed on standard error, `=2` also echoes every UIKit
/// call: to find what crashes the process.)
/// Every failure kind is shrunk once and printed as Swift that reproduces it.
@MainActor
@Suite(.serialized)
struct ChaosTests {
  static func env(_ name: String) -> Int? {
    ProcessInfo.processInfo.environment[name].flatMap { Int($0) }
  }

  @Test("Random sessions keep UIKit's invariants: chain, screen, appearance, no stuck transition, misuse, no leak")
  func randomSessions() {
    let seeds = Self.env("OPENUIKIT_CHAOS_SEEDS") ?? 60
    let count = Self.env("OPENUIKIT_CHAOS_OPS") ?? 150
    let first = Self.env("OPENUIKIT_CHAOS_FIRST") ?? 1
    let shrinking = (Self.env("OPENUIKIT_CHAOS_SHRINK") ?? 1) != 0
    let verbose = (Self.env("OPENUIKIT_CHAOS_VERBOSE") ?? 0) != 0
    ChaosWorld.echo = (Self.env("OPENUIKIT_CHAOS_VERBOSE") ?? 0) > 1
    defer { ChaosWorld.echo = false }
    var operations = 0
    var failures: [(seed: UInt64, kind: String)] = []
    var kinds: [String: Int] = [:]
    var reports: [String] = []
    let start = ProcessInfo.processInfo.systemUptime
    for seed in UInt64(first)..<UInt64(first + seeds) {
      let ops = ChaosOp.sequence(seed: seed, count: count, extended: ChaosOp.extendedFromEnvironment)
      if verbose { FileHandle.standardError.write(Data("chaos seed \(seed)\n".utf8)) }
      let outcome = ChaosRunner.run(ops)
      let ran = (outcome.failedAt ?? ops.count - 1) + 1
      operations += ran
      if verbose { FileHandle.standardError.write(Data("chaos result \(seed) \(ran) \(outcome.kind ?? "ok")\n".utf8)) }
      guard let kind = outcome.kind else { continue }
      failures.append((seed, kind))
      kinds[kind, default: 0] += 1
      if kinds[kind] == 1 {
        let minimal = shrinking ? ChaosRunner.shrink(ops, kind: kind) : ops
        reports.append(ChaosRunner.report(seed: seed, ops: minimal))
      }
    }
    let seconds = ProcessInfo.processInfo.systemUptime - start
    let summary =
      "chaos: \(seeds) seeds, \(operations) operations run (a seed stops at its first violation), \(failures.count) failing seeds "
      + "(\(kinds.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", "))), "
      + String(format: "%.1f s", seconds)
    print(summary)
    for (kind, _) in kinds.sorted(by: { $0.key < $1.key }) {
      print("  \(kind): seeds \(failures.filter { $0.kind == kind }.prefix(12).map { "\($0.seed)" }.joined(separator: ", "))")
    }
    for r in reports { print(r) }
    #expect(failures.isEmpty, "\(summary)\n\(reports.joined(separator: "\n\n"))")
  }
}
