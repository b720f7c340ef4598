import Benchmark
import Foundation
import OpenQuartzCore
import OpenUIKit
import OpenUIKitTesting

// OpenUIKit's benchmarks on package-benchmark (issue 15): wall-time percentiles, allocations and
// peak memory per benchmark, with thresholds checked in (Thresholds/) so a regression fails
// `swift package benchmark thresholds check`. Figures and goals: README.md "Benchmarks".
//
// Everything OpenUIKit does runs on the main actor; each benchmark hops there once per run.
//
// Names have no spaces: package-benchmark 1.38.1 writes a threshold file under the name with
// spaces turned into underscores but reads it back under the name as is, so a name with a space
// never finds its thresholds and `thresholds check` fails with "Could not find any matching
// absolute thresholds".

let benchmarks = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .throughput, .mallocCountTotal, .peakMemoryResident],
    timeUnits: .microseconds,
    maxDuration: .seconds(5),
    maxIterations: 1_000_000,
    // A shared 2-core machine: allow wide swings before calling a change a regression.
    thresholds: [
      .wallClock: .init(relative: [.p50: 50, .p90: 75]),
      // Derived from the wall time (higher is better): without its own tolerance it would be
      // checked at 0 %. A 45 % drop is the +75 % of the p90 wall time.
      .throughput: .init(relative: [.p90: 45]),
      // `thresholds check` compares the recorded p90 values: each metric needs a p90 tolerance.
      .mallocCountTotal: .init(relative: [.p50: 10, .p90: 10]),
      .peakMemoryResident: .init(relative: [.p90: 25]),
    ]
  )

  // One animated present+dismiss of a custom presentation with a dimming view and an animator,
  // 0.35 s each way at 60 Hz, idle frames skipped (issue 15 goal: ≥ 50,000 a second).
  Benchmark("Present+dismiss_cycle,custom_presentation,0.35s_each_way") { benchmark async in
    await MainActor.run {
      let fixture = PresentationFixture()
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations { fixture.cycle() }
      benchmark.stopMeasurement()
      fixture.tearDown()
    }
  }

  // One frame of 10,000 layers with three animations each (position, opacity, spring transform).
  Benchmark(
    "Frame_step,10,000_animating_layers",
    configuration: .init(maxDuration: .seconds(3))
  ) { benchmark async in
    await MainActor.run {
      let root = LayerTree.make(layers: 10_000)
      // The first frame after building the tree schedules 30,000 animations: not a steady frame.
      UIApplication.shared.advance(by: 1.0 / 60)
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations { UIApplication.shared.advance(by: 1.0 / 60) }
      benchmark.stopMeasurement()
      root.sublayers = nil
    }
  }

  // The visible frame: the step plus every layer's presentation position and opacity
  // (issue 15 goal: ≤ 1 ms for 10,000 layers).
  Benchmark(
    "Frame_step+presentation()_read,10,000_animating_layers",
    configuration: .init(maxDuration: .seconds(3))
  ) { benchmark async in
    await MainActor.run {
      let root = LayerTree.make(layers: 10_000)
      let layers = root.sublayers ?? []
      UIApplication.shared.advance(by: 1.0 / 60)
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        UIApplication.shared.advance(by: 1.0 / 60)
        var sum = 0.0
        for layer in layers {
          guard let p = layer.presentation() else { continue }
          sum += Double(p.position.x) + Double(p.opacity)
        }
        blackHole(sum)
      }
      benchmark.stopMeasurement()
      root.sublayers = nil
    }
  }
}
