import Dispatch
import Foundation
@testable import OpenQuartzCore
import Testing

/// The main run loop's work on the media clock (DESIGN.md "Time"; Behaviour.md "Runtime").
///
/// UIKit apps run main-queue blocks, main-run-loop blocks and timers from the main run loop
/// between frames; here that run loop turns on the media clock, so headless tests never wait
/// for wall time and `runUntilIdle` is not idle while such work is pending.
@MainActor
@Suite(.serialized)
struct MainRunLoopTests {
  let clock = MediaClock.shared
  /// Deadlines given as wall-clock instants (`.now() + d`, a timer's fire date) reach the engine
  /// a few microseconds after they were computed; on a heavily loaded machine that can be more
  /// than a frame, so those firings are checked to one frame.
  let oneFrame = 1.0 / 60 + 1e-9

  /// Moves the clock to the next grid point, so delays below are measured from a frame.
  func settle() {
    clock.runUntilIdle()
    let fps = Double(clock.framesPerSecond)
    clock.advance(by: ((CACurrentMediaTime() * fps).rounded(.down) + 1) / fps - CACurrentMediaTime())
  }

  @Test("DispatchQueue.main.async runs at the next run-loop turn of advance, in order with the engine's work")
  func mainQueueAsync() {
    settle()
    var order: [String] = []
    DispatchQueue.main.async { order.append("A") }
    clock.enqueue { order.append("engine") }
    DispatchQueue.main.async { order.append("B") }
    #expect(order.isEmpty)
    #expect(clock.isBusy)
    clock.advance(by: 0)
    #expect(order == ["A", "engine", "B"])
    #expect(!clock.isBusy)
  }

  @Test("Blocks queued from a block run in the same turn; runUntilIdle runs them without moving time")
  func nestedAsync() {
    settle()
    let start = CACurrentMediaTime()
    var order: [Int] = []
    DispatchQueue.main.async {
      order.append(1)
      DispatchQueue.main.async { order.append(2) }
    }
    clock.runUntilIdle()
    #expect(order == [1, 2])
    #expect(CACurrentMediaTime() == start)
  }

  @Test("asyncAfter's delay is media time: it runs at the first frame at or after the deadline")
  func asyncAfterOnMediaClock() {
    settle()
    let start = CACurrentMediaTime()
    var ranAt: CFTimeInterval?
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { ranAt = CACurrentMediaTime() }
    clock.advance(by: 0.45)
    #expect(ranAt == nil)
    #expect(clock.isBusy)
    clock.runUntilIdle()
    #expect(abs((ranAt ?? 0) - start - 0.5) <= oneFrame)
  }

  @Test("asyncAfter(wallDeadline:) and a work item: media time too; a cancelled item and distantFuture never run")
  func asyncAfterVariants() {
    settle()
    var ran: [String] = []
    DispatchQueue.main.asyncAfter(wallDeadline: .now() + 0.1) { ran.append("wall") }
    let item = DispatchWorkItem { ran.append("item") }
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.2, execute: item)
    let cancelled = DispatchWorkItem { ran.append("cancelled") }
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.2, execute: cancelled)
    cancelled.cancel()
    DispatchQueue.main.asyncAfter(deadline: .distantFuture) { ran.append("never") }
    clock.advance(by: 0.1)
    #expect(ran == ["wall"])
    clock.runUntilIdle()
    #expect(ran == ["wall", "item"])
    #expect(!clock.isBusy)
  }

  @Test("Group and barrier blocks on the main queue run at the next turn; a group's main-queue notify at the first turn once it is empty")
  func groupsAndBarriers() {
    settle()
    var order: [String] = []
    let group = DispatchGroup()
    DispatchQueue.main.async(group: group) { order.append("group") }
    DispatchQueue.main.async(flags: .barrier) { order.append("barrier") }
    group.notify(queue: .main) { order.append("notify") }
    #expect(order.isEmpty)
    clock.advance(by: 0)
    #expect(order == ["group", "barrier", "notify"])
    #expect(group.wait(timeout: .now()) == .success)

    // A group emptied by background work: its main-queue notify waits for a turn after that.
    let background = DispatchGroup()
    let box = Box<String>()
    let release = DispatchSemaphore(value: 0)
    background.enter()
    DispatchQueue.global().async {
      release.wait()
      background.leave()
    }
    background.notify(queue: .main) { box.values.append("notify") }
    clock.advance(by: 0)
    #expect(box.values.isEmpty)
    #expect(clock.isBusy)
    release.signal()
    #expect(background.wait(timeout: .now() + 5) == .success)
    clock.advance(by: 0)
    #expect(box.values == ["notify"])
  }

  @Test("RunLoop.main.perform runs at the next run-loop turn")
  func runLoopPerform() {
    settle()
    let ran = Box<Bool>()
    RunLoop.main.perform { ran.values.append(true) }
    #expect(ran.values.isEmpty)
    clock.advance(by: 0)
    #expect(ran.values == [true])
  }

  @Test("A repeating scheduledTimer fires every interval of media time (once, in any number of modes) until invalidated")
  func repeatingTimer() {
    settle()
    let start = CACurrentMediaTime()
    let box = Box<CFTimeInterval>()
    let timer = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in
      box.values.append(CACurrentMediaTime() - start)
    }
    var fires: [CFTimeInterval] { box.values }
    RunLoop.main.add(timer, forMode: .common)  // another mode: still one firing per interval
    clock.advance(by: 0.35)
    #expect(fires.count == 3)
    for (i, t) in fires.enumerated() { #expect(abs(t - 0.1 * Double(i + 1)) <= oneFrame) }
    timer.invalidate()
    clock.advance(by: 0.3)
    #expect(fires.count == 3)
    #expect(!clock.isBusy)
  }

  @Test("A one-shot timer added with RunLoop.main.add fires once at its fire date, in media time")
  func addedTimer() {
    settle()
    let start = CACurrentMediaTime()
    let box = Box<CFTimeInterval>()
    let timer = Timer(fire: Date().addingTimeInterval(0.25), interval: 0, repeats: false) { _ in
      box.values.append(CACurrentMediaTime() - start)
    }
    var firedAt: [CFTimeInterval] { box.values }
    RunLoop.main.add(timer, forMode: .common)
    clock.runUntilIdle()
    #expect(firedAt.count == 1)
    #expect(abs((firedAt.first ?? 0) - 0.25) <= oneFrame)
    #expect(!timer.isValid)
  }

  @Test("Work sent to the main queue from a nonisolated function and from another thread runs in the turn")
  func fromOtherContexts() {
    settle()
    let box = Box<String>()
    sendFromNonisolatedContext(box)
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      DispatchQueue.main.async { MainActor.assumeIsolated { box.values.append("thread") } }
      done.signal()
    }
    thread.start()
    done.wait()
    #expect(box.values.isEmpty)
    clock.advance(by: 0)
    #expect(box.values == ["nonisolated", "thread"])
  }

  @Test("Other queues and other threads' run loops are untouched")
  func otherQueuesUntouched() {
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.global().async { done.signal() }
    #expect(done.wait(timeout: .now() + 5) == .success)
    let queue = DispatchQueue(label: "serial")
    queue.asyncAfter(deadline: .now() + 0.01) { done.signal() }
    #expect(done.wait(timeout: .now() + 5) == .success)
  }
}

/// Values appended from main-queue blocks.
final class Box<Value>: @unchecked Sendable {
  var values: [Value] = []
}

nonisolated func sendFromNonisolatedContext(_ box: Box<String>) {
  DispatchQueue.main.async { box.values.append("nonisolated") }
}
