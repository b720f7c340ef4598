import Foundation
import OpenUIKitChaos

/// Issue 11's sweep: seeds 1…N of the random tester, each a session of `operations` operations,
/// in the release build (much faster than the debug test run). Prints the failing seeds by kind
/// and, for the first seed of every kind, the shrunk Swift reproduction.
/// `OPENUIKIT_CHAOS_SEEDS` (1000), `OPENUIKIT_CHAOS_OPS` (300), `OPENUIKIT_CHAOS_FIRST` (1),
/// `OPENUIKIT_CHAOS_SHRINK` (1; 0 skips shrinking), `OPENUIKIT_CHAOS_EXTENDED` (1; 0 leaves out
/// storyboard segues, unwinds and custom-container swaps: the first generator's draws).
@MainActor
enum ChaosSweepBenchmark {
  static func env(_ name: String) -> Int? { ProcessInfo.processInfo.environment[name].flatMap { Int($0) } }

  static func report() {
    let seeds = env("OPENUIKIT_CHAOS_SEEDS") ?? 1000
    let count = env("OPENUIKIT_CHAOS_OPS") ?? 300
    let first = env("OPENUIKIT_CHAOS_FIRST") ?? 1
    let shrinking = (env("OPENUIKIT_CHAOS_SHRINK") ?? 1) != 0
    var failing: [String: [UInt64]] = [:]
    var firstOps: [String: [ChaosOp]] = [:]
    var ran = 0
    for seed in UInt64(first)..<UInt64(first + seeds) {
      let ops = ChaosOp.sequence(seed: seed, count: count, extended: ChaosOp.extendedFromEnvironment)
      let outcome = ChaosRunner.run(ops)
      ran += (outcome.failedAt ?? ops.count - 1) + 1
      guard let kind = outcome.kind else { continue }
      failing[kind, default: []].append(seed)
      if firstOps[kind] == nil { firstOps[kind] = ops }
      print("chaos-sweep: seed \(seed) \(kind): \(outcome.violations.first ?? "")")
    }
    let total = failing.values.reduce(0) { $0 + $1.count }
    print("chaos-sweep: \(seeds) seeds × \(count) operations, \(ran) operations run, \(total) failing seeds")
    for (kind, list) in failing.sorted(by: { $0.key < $1.key }) {
      print("chaos-sweep:   \(kind): \(list.count), seeds \(list.prefix(20).map(String.init).joined(separator: ", "))")
    }
    guard shrinking else { return }
    for (kind, list) in failing.sorted(by: { $0.key < $1.key }) {
      guard let ops = firstOps[kind] else { continue }
      print(ChaosRunner.report(seed: list[0], ops: ChaosRunner.shrink(ops, kind: kind)))
    }
  }
}
