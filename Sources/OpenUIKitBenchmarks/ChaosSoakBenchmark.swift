import Foundation
import OpenUIKitChaos

/// Issue 11's soak: the random tester's sessions, seed after seed, until 1,000,000 operations
/// have run. Reports operations per second, failing seeds by kind (goal 0), leaks (goal 0: the
/// weak-reference check when a session's window goes away) and resident memory at intervals
/// (goal: flat). A seed stops at its first violation, as in the tests.
@MainActor
enum ChaosSoakBenchmark {
  static func residentMegabytes() -> Double {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
      let pages = text.split(separator: " ").dropFirst().first.flatMap({ Double($0) })
    else { return 0 }
    return pages * 4096 / 1_048_576
  }

  static func report(operations total: Int = 1_000_000, operationsPerSeed: Int = 300) {
    let clock = ContinuousClock()
    let start = clock.now
    var ran = 0
    var seed: UInt64 = 0
    var failing: [String: [UInt64]] = [:]
    var memory: [(Int, Double)] = [(0, residentMegabytes())]
    var nextCheckpoint = total / 10
    while ran < total {
      seed += 1
      let ops = ChaosOp.sequence(seed: seed, count: operationsPerSeed, extended: ChaosOp.extendedFromEnvironment)
      let outcome = ChaosRunner.run(ops)
      ran += (outcome.failedAt ?? ops.count - 1) + 1
      if let kind = outcome.kind { failing[kind, default: []].append(seed) }
      if ran >= nextCheckpoint {
        memory.append((ran, residentMegabytes()))
        nextCheckpoint += total / 10
      }
    }
    let elapsed = start.duration(to: clock.now)
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    let violations = failing.values.reduce(0) { $0 + $1.count }
    print(String(format: "chaos-soak: %d operations in %llu seeds of %d in %.1f s: %.0f operations/s",
                 ran, seed, operationsPerSeed, seconds, Double(ran) / seconds))
    print("chaos-soak: failing seeds \(violations) (goal 0), leaks \(failing["leak"]?.count ?? 0) (goal 0)")
    for (kind, seeds) in failing.sorted(by: { $0.key < $1.key }) {
      print("chaos-soak:   \(kind): \(seeds.count), seeds \(seeds.prefix(10).map(String.init).joined(separator: ", "))")
    }
    print("chaos-soak: resident memory (MB) by operation: "
      + memory.map { String(format: "%d: %.1f", $0.0, $0.1) }.joined(separator: ", "))
  }
}
