import Foundation
@testable import OpenQuartzCore
import Testing

/// Headless time skips idle frames (issue 15; MediaClock's comment): the frames that run, their
/// times and `now` after every call are those of stepping every frame.
@MainActor
@Suite(.serialized)
struct IdleFrameSkippingTests {
  let clock = MediaClock.shared

  /// What one run saw: events as (frames from the start, name), and where `now` ended.
  struct Run: Equatable {
    var events: [String] = []
    var end: Double = 0
  }

  @MainActor final class Recorder: NSObject, CAAnimationDelegate {
    var log: (String) -> Void = { _ in }
    func animationDidStart(_ anim: CAAnimation) { log("didStart") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { log("didStop(\(flag))") }
  }

  /// An animation with a delegate and a delay, an engine timer, a wake-only frame handler and
  /// off-grid advances, run with and without skipping, starting `phase` of a frame past a grid
  /// point. Event frames are counted from the start, so two runs compare only when they start
  /// at the same phase: the clock is shared, and wherever an earlier test left it, a run started
  /// between frames rounds its events' distances differently from one started on a frame.
  func script(skipping: Bool, phase: Double) -> Run {
    clock.runUntilIdle()
    let grid = ((CACurrentMediaTime() * 60).rounded(.down) + 1) / 60
    clock.advance(by: grid - CACurrentMediaTime() + phase / 60)
    clock.skipsIdleFrames = skipping
    defer { clock.skipsIdleFrames = true }
    let start = CACurrentMediaTime()
    var run = Run()
    func log(_ name: String) {
      // Frames since the start to a thousandth: events on the grid sit `phase` short of whole
      // numbers, which whole-frame rounding would round either way at half a frame.
      run.events.append("\(((CACurrentMediaTime() - start) * 60_000).rounded() / 1000) \(name)")
    }
    let layer = CALayer()
    let recorder = Recorder()
    recorder.log = log
    let animation = CABasicAnimation(keyPath: "opacity")
    animation.fromValue = 0.0
    animation.toValue = 1.0
    animation.duration = 0.35
    animation.beginTime = CACurrentMediaTime() + 0.1
    animation.delegate = recorder
    layer.add(animation, forKey: "fade")
    clock.schedule(after: 0.6) { log("timer") }
    var wakeAt = start + 0.9
    let token = clock.addFrameHandler(order: MediaClock.Phase.commit, wake: { wakeAt }) { t in
      if t >= wakeAt - 1e-9 {
        log("handler")
        wakeAt = .infinity
      }
    }
    defer { clock.removeFrameHandler(token) }
    clock.advance(by: 0.013)
    log("after off-grid advance")
    clock.advance(by: 0.5)
    log("after advance")
    clock.runUntilIdle()
    log("after runUntilIdle")
    clock.advance(by: 1)
    run.end = CACurrentMediaTime() - start
    withExtendedLifetime(layer) {}
    return run
  }

  @Test(
    "Skipping idle frames gives the same events at the same frames, and the same end time, as stepping every frame — from on a frame and from between frames",
    arguments: [0.0, 0.25, 0.5, 0.8])
  func sameAsStepping(phase: Double) {
    let stepped = script(skipping: false, phase: phase)
    let skipped = script(skipping: true, phase: phase)
    #expect(stepped.events == skipped.events)
    #expect(abs(stepped.end - skipped.end) < 1e-9)
    #expect(stepped.events.contains { $0.hasSuffix("didStop(true)") })
    #expect(stepped.events.contains { $0.hasSuffix("handler") })
  }

  @Test("An idle frame does not run: a handler with nothing to do until later is not called before then")
  func idleFramesDoNotRun() {
    clock.runUntilIdle()
    var calls = 0
    let start = CACurrentMediaTime()
    let token = clock.addFrameHandler(order: MediaClock.Phase.commit, wake: { start + 0.5 }) { _ in calls += 1 }
    defer { clock.removeFrameHandler(token) }
    clock.advance(by: 0.4)
    #expect(calls == 0)
    clock.advance(by: 0.2)
    // Once due, it runs at every frame while its wake time stays in the past.
    #expect(calls >= 6 && calls <= 7)
    clock.skipsIdleFrames = false
    defer { clock.skipsIdleFrames = true }
    calls = 0
    let stepped = clock.addFrameHandler(order: MediaClock.Phase.commit, wake: { .infinity }) { _ in calls += 1 }
    defer { clock.removeFrameHandler(stepped) }
    clock.advance(by: 0.1)
    #expect(calls >= 12)  // both handlers, every frame, when stepping
  }

  @Test("A frame handler without a wake query (a recorder) keeps every frame")
  func handlerWithoutWakeSeesEveryFrame() {
    clock.runUntilIdle()
    var frames = 0
    let token = clock.addFrameHandler(order: MediaClock.Phase.commit) { _ in frames += 1 }
    defer { clock.removeFrameHandler(token) }
    clock.advance(by: 0.5)
    #expect(frames == 30)
  }

  @Test("A running display link keeps every frame; a paused one lets them be skipped")
  func displayLinks() {
    clock.runUntilIdle()
    final class Target { var ticks = 0 }
    let target = Target()
    let link = CADisplayLink(handler: { _ in target.ticks += 1 })
    link.add(to: .main, forMode: .common)
    defer { link.invalidate() }
    clock.advance(by: 0.5)
    #expect(target.ticks == 30)
    link.isPaused = true
    clock.advance(by: 0.5)
    #expect(target.ticks == 30)
  }
}
