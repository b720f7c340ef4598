import Foundation
import OpenQuartzCore

/// Steps 10 000 animating layers (position with easeInEaseOut, opacity linear, transform with
/// a spring) for 600 frames and reports the cost per frame against the 16.7 ms budget.
/// Further passes read every layer's `presentation()` position and opacity every frame (the
/// visible frame of issue 15: step + read, goal ≤ 1 ms), and render a snapshot of the whole tree
/// every frame. `memory()` reports resident bytes per idle and per animating layer.
@MainActor
enum LayerFrameBenchmark {
  struct Result {
    var label: String
    var frames: Int
    var nanoseconds: Double
    var layers: Int
    /// CPU time of this thread over the same frames (on a shared, loaded machine the wall time
    /// also counts the time other processes had the cores).
    var cpuNanoseconds: Double = 0
    var nsPerFrame: Double { nanoseconds / Double(frames) }
    var cpuNsPerFrame: Double { cpuNanoseconds / Double(frames) }
    var nsPerLayer: Double { nsPerFrame / Double(layers) }
    var budgetRatio: Double { nsPerFrame / (1e9 / 60) }
  }

  static func makeTree(layers count: Int, animated: Bool = true) -> CALayer {
    let root = CALayer()
    root.bounds = CGRect(x: 0, y: 0, width: 1000, height: 1000)
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    let ease = CAMediaTimingFunction(name: .easeInEaseOut)
    let linear = CAMediaTimingFunction(name: .linear)
    for i in 0..<count {
      let layer = CALayer()
      layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
      layer.position = CGPoint(x: Double(i % 100) * 10, y: Double(i / 100) * 10)
      root.addSublayer(layer)
      guard animated else { continue }
      // Durations spread over 2…12 s so completions are spread over the run.
      let duration = 2 + Double(i % 101) / 10
      let position = CABasicAnimation(keyPath: "position")
      position.fromValue = CGPoint(x: 0, y: 0)
      position.toValue = layer.position
      position.duration = duration
      position.timingFunction = i % 2 == 0 ? ease : linear
      layer.add(position, forKey: "position")
      let opacity = CABasicAnimation(keyPath: "opacity")
      opacity.fromValue = 0
      opacity.toValue = 1
      opacity.duration = duration / 2
      opacity.timingFunction = linear
      layer.add(opacity, forKey: "opacity")
      let spring = CASpringAnimation(keyPath: "transform")
      spring.fromValue = CATransform3DMakeScale(0.5, 0.5, 1)
      spring.toValue = CATransform3DIdentity
      spring.damping = 8 + Double(i % 7)
      spring.duration = spring.settlingDuration
      layer.add(spring, forKey: "transform")
    }
    CATransaction.commit()
    return root
  }

  static func run(layers count: Int = 10_000, frames: Int = 600, snapshotFrames: Int = 60, readFrames: Int = 60) -> [Result] {
    let clock = ContinuousClock()
    let frame = 1.0 / 60
    var results: [Result] = []

    let root = makeTree(layers: count)
    MediaClock.shared.advance(by: 0)
    let start = clock.now
    let cpu = threadCPUNanoseconds()
    for _ in 0..<frames { MediaClock.shared.advance(by: frame) }
    results.append(
      Result(
        label: "step", frames: frames, nanoseconds: nanoseconds(clock.now - start), layers: count,
        cpuNanoseconds: threadCPUNanoseconds() - cpu))
    root.sublayers = nil
    MediaClock.shared.runUntilIdle()

    results.append(visibleFrame(layers: count, frames: readFrames))

    let root2 = makeTree(layers: count)
    MediaClock.shared.advance(by: 0)
    var checksum = 0.0
    let start2 = clock.now
    let cpu2 = threadCPUNanoseconds()
    for _ in 0..<snapshotFrames {
      MediaClock.shared.advance(by: frame)
      let snapshot = root2._renderSnapshot()
      checksum += snapshot.sublayers[count / 2].opacity
    }
    results.append(
      Result(
        label: "step + snapshot", frames: snapshotFrames, nanoseconds: nanoseconds(clock.now - start2),
        layers: count, cpuNanoseconds: threadCPUNanoseconds() - cpu2))
    if checksum.isNaN { print("unexpected NaN") }
    root2.sublayers = nil
    MediaClock.shared.runUntilIdle()
    return results
  }

  /// The visible frame: steps `frames` frames of `count` animating layers and reads every
  /// layer's `presentation()` position and opacity in each (`layers-visible` runs it alone, for
  /// profiling).
  static func visibleFrame(layers count: Int = 10_000, frames: Int = 60) -> Result {
    let clock = ContinuousClock()
    let root = makeTree(layers: count)
    MediaClock.shared.advance(by: 0)
    let animating = root.sublayers ?? []
    var sum = 0.0
    let start = clock.now
    let cpu = threadCPUNanoseconds()
    visibleFrameLoop(animating, frames: frames, sum: &sum)
    let result = Result(
      label: "step + presentation() read of position and opacity", frames: frames,
      nanoseconds: nanoseconds(clock.now - start), layers: count,
      cpuNanoseconds: threadCPUNanoseconds() - cpu)
    if sum.isNaN { print("unexpected NaN") }
    root.sublayers = nil
    MediaClock.shared.runUntilIdle()
    return result
  }

  /// The visible frame's loop, out of line so a profile's inclusive cost of this function is
  /// the loop alone (`valgrind --tool=callgrind`, then `callgrind_annotate --inclusive=yes`).
  @inline(never)
  static func visibleFrameLoop(_ animating: [CALayer], frames: Int, sum: inout Double) {
    for _ in 0..<frames {
      MediaClock.shared.advance(by: 1.0 / 60)
      for layer in animating {
        guard let p = layer.presentation() else { continue }
        sum += Double(p.position.x) + Double(p.opacity)
      }
    }
  }

  /// Resident bytes per layer: `count` idle layers (bounds and position set, in one tree), then
  /// the same number with three animations each. Resident memory is page-granular and the
  /// allocator may reuse freed pages, so this runs first and uses many layers.
  static func memory(layers count: Int = 50_000) {
    let before = PresentationBenchmark.residentMegabytes()
    let idle = makeTree(layers: count, animated: false)
    let afterIdle = PresentationBenchmark.residentMegabytes()
    let animated = makeTree(layers: count)
    let afterAnimated = PresentationBenchmark.residentMegabytes()
    let idleBytes = (afterIdle - before) * 1_048_576 / Double(count)
    let animatingBytes = (afterAnimated - afterIdle) * 1_048_576 / Double(count)
    print(
      String(
        format: "memory: %.0f resident bytes per idle layer, %.0f per layer with 3 animations (%d layers each)",
        idleBytes, animatingBytes, count))
    withExtendedLifetime(idle) {}
    animated.sublayers = nil
    MediaClock.shared.runUntilIdle()
  }

  static func report(visibleOnly: Bool = false) {
    if !visibleOnly { memory() }
    for r in visibleOnly ? [visibleFrame(frames: 600)] : run() {
      print(
        r.label
          + String(
          format:
            ": %d layers × 3 animations, %d frames: %.0f ns/frame, %.1f ns/layer, %.4f of the 16.7 ms frame budget; CPU %.0f ns/frame, %.1f ns/layer",
          r.layers, r.frames, r.nsPerFrame, r.nsPerLayer, r.budgetRatio, r.cpuNsPerFrame,
          r.cpuNsPerFrame / Double(r.layers)))
    }
  }

  /// CPU time consumed by the calling thread.
  static func threadCPUNanoseconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
    return Double(ts.tv_sec) * 1e9 + Double(ts.tv_nsec)
  }

  private static func nanoseconds(_ d: Duration) -> Double {
    let c = d.components
    return Double(c.seconds) * 1e9 + Double(c.attoseconds) / 1e9
  }
}
