import Foundation
import OpenQuartzCore

// `swift run -c release openuikit-bench [layers|layers-visible|svg|presentation|presentation-skipped|demo|storyboard|storyboard-load|storyboard-bytes|storyboard-app|chaos-soak|chaos-sweep|autolayout]…`:
// benchmarks apart from the tests. With no argument, all of them.
let requested = Set(CommandLine.arguments.dropFirst())
func wants(_ name: String) -> Bool { requested.isEmpty || requested.contains(name) }

MainActor.assumeIsolated {
  if wants("layers") { LayerFrameBenchmark.report() }
  if requested.contains("layers-visible") { LayerFrameBenchmark.report(visibleOnly: true) }
  if wants("svg") { svgBenchmark() }
  if wants("presentation") { PresentationBenchmark.report(cycles: requested.contains("presentation") ? 100_000 : 20_000) }
  // Idle-skipped cycles alone (OPENUIKIT_PRESENTATION_CYCLES of them, 5,000 by default), for
  // `perf record` and `valgrind --tool=callgrind`, only when asked by name.
  if requested.contains("presentation-skipped") {
    MediaClock.shared.skipsIdleFrames = true
    let cycles = Int(ProcessInfo.processInfo.environment["OPENUIKIT_PRESENTATION_CYCLES"] ?? "") ?? 5_000
    PresentationBenchmark.run(cycles: max(cycles, 1), label: "idle frames skipped", goal: 50_000)
  }
  if requested.contains("presentation-1m") { PresentationBenchmark.report(cycles: 1_000_000, steppedCycles: 1_000) }
  if wants("demo") { DemoBenchmark.report() }
  if wants("storyboard") {
    storyboardParseBenchmark()
    // OPENUIKIT_STORYBOARD_SCENES sets the load benchmark's scene count (600 by default): the
    // per-scene cost at several sizes shows what grows faster than the storyboard.
    storyboardLoadBenchmark(scenes: Int(ProcessInfo.processInfo.environment["OPENUIKIT_STORYBOARD_SCENES"] ?? "") ?? 600)
  }
  // The storyboard load alone, once (sbload16), only when asked by name, for callgrind:
  // OPENUIKIT_STORYBOARD_SCENES scenes (600 by default), as far as OPENUIKIT_STORYBOARD_STAGE
  // (generate, bare, parse or load; load by default).
  if requested.contains("storyboard-load") {
    let environment = ProcessInfo.processInfo.environment
    storyboardLoadOnly(
      scenes: max(Int(environment["OPENUIKIT_STORYBOARD_SCENES"] ?? "") ?? 600, 1),
      stage: environment["OPENUIKIT_STORYBOARD_STAGE"] ?? "load")
  }
  // Heap bytes per object kind and per load (sbview13), only when asked by name.
  if requested.contains("storyboard-bytes") { StoryboardBytesBenchmark.report() }
  // OPENUIKIT_STORYBOARD_APP_TAPS sets the tap count (1,000 by default) and
  // OPENUIKIT_STORYBOARD_APP_SCENES the listed storyboard's scenes (2,000 by default), so that
  // callgrind runs of different depths differ only in the taps (navdepth17).
  if wants("storyboard-app") {
    let environment = ProcessInfo.processInfo.environment
    storyboardAppBenchmark(
      scenes: max(Int(environment["OPENUIKIT_STORYBOARD_APP_SCENES"] ?? "") ?? 2_000, 1),
      taps: max(Int(environment["OPENUIKIT_STORYBOARD_APP_TAPS"] ?? "") ?? 1_000, 1))
  }
  // 1,000,000 random operations when asked by name; 100,000 in the all-benchmarks run.
  if wants("chaos-soak") { ChaosSoakBenchmark.report(operations: requested.contains("chaos-soak") ? 1_000_000 : 100_000) }
  // Seeds 1…1000 × 300 operations by default, failing seeds by kind (only when asked by name).
  if requested.contains("chaos-sweep") { ChaosSweepBenchmark.report() }
  if wants("autolayout") { AutoLayoutBenchmark.report() }
  // From-scratch solves alone (for `perf record`), only when asked by name;
  // OPENUIKIT_AUTOLAYOUT_SCREENS sets how many (40 by default; fewer for callgrind).
  if requested.contains("autolayout-scratch") {
    AutoLayoutBenchmark.profileScratch(screens: Int(ProcessInfo.processInfo.environment["OPENUIKIT_AUTOLAYOUT_SCREENS"] ?? "") ?? 40)
  }
}
