import Foundation
@testable import OpenQuartzCore
import Testing

/// The one media clock (DESIGN.md "Time"; Behaviour.md "Time and frames").
@MainActor
@Suite(.serialized)
struct MediaClockTests {
  let clock = MediaClock.shared

  @Test("CACurrentMediaTime reads the media clock, which moves only when advanced")
  func onlyMovesWhenAdvanced() {
    let start = CACurrentMediaTime()
    #expect(CACurrentMediaTime() == start)
    clock.advance(by: 0.25)
    #expect(abs(CACurrentMediaTime() - start - 0.25) < 1e-9)
  }

  @Test("Frames fall on the k/60 grid: advancing 0.1 s from a grid point runs 6 frames; partial steps keep the grid")
  func frameGrid() {
    clock.runUntilIdle()
    // Align to the grid first.
    let fps = Double(clock.framesPerSecond)
    let next = ((CACurrentMediaTime() * fps).rounded(.down) + 1) / fps
    clock.advance(by: next - CACurrentMediaTime())
    var frames: [CFTimeInterval] = []
    let token = clock.addFrameHandler(order: MediaClock.Phase.commit) { frames.append($0) }
    defer { clock.removeFrameHandler(token) }
    clock.advance(by: 0.1)
    #expect(frames.count == 6)
    clock.advance(by: 0.01)  // less than a frame: no frame
    #expect(frames.count == 6)
    clock.advance(by: 0.01)  // crosses the next grid point
    #expect(frames.count == 7)
    for t in frames { #expect(abs(t * fps - (t * fps).rounded()) < 1e-6) }
  }

  @Test("Run-loop work queued now runs at the start of the next advance, before any frame")
  func runLoopTurn() {
    var order: [String] = []
    let token = clock.addFrameHandler(order: MediaClock.Phase.commit) { _ in
      if order.count < 2 { order.append("frame") }
    }
    defer { clock.removeFrameHandler(token) }
    clock.enqueue { order.append("turn") }
    #expect(order.isEmpty)
    clock.advance(by: 1.0 / 30)
    #expect(order.first == "turn")
  }

  @Test("Timers fire at the first frame at or after their time; non-busy timers don't keep runUntilIdle going")
  func timersAndIdle() {
    // Work another suite left on the shared clock (an animation still running, a delayed
    // perform) would keep runUntilIdle going past this test's own timer: settle it first.
    clock.runUntilIdle()
    var fired: [String] = []
    let start = CACurrentMediaTime()
    clock.schedule(after: 0.1) { fired.append("busy") }
    clock.schedule(after: 30, keepsBusy: false) { fired.append("watchdog") }
    let used = clock.runUntilIdle()
    #expect(fired == ["busy"])
    #expect(used < 1)
    #expect(CACurrentMediaTime() - start >= 0.1 - 1e-9)
    clock.advance(by: 30)
    #expect(fired == ["busy", "watchdog"])
  }

  @Test("runUntilIdle stops after 60 s of media time when something stays busy")
  func idleLimit() {
    final class Flag { var busy = true }
    let flag = Flag()
    clock.addBusyCheck { flag.busy }
    let used = clock.runUntilIdle()
    flag.busy = false
    #expect(abs(used - 60) < 0.1)
  }
}
