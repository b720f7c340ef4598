// `swift run -c release openuikit-bench`: engine benchmarks (not part of `swift test`).
MainActor.assumeIsolated {
  LayerFrameBenchmark.report()
}
