import Foundation

/// The main run loop's work queue on the media clock (DESIGN.md "Time").
///
/// Holds what the main run loop of an iOS app would run between frames: blocks sent to the main
/// dispatch queue, blocks performed on the main run loop, main-run-loop `Timer`s, delayed
/// performs, and the engine's own "next run-loop turn" work. `MediaClock` runs it at each
/// run-loop turn (see `MediaClock.runRunLoopTurn`), so headless time never waits for the wall
/// clock. Submissions may come from any thread; everything runs on the main actor.
///
/// Order at a turn at media time `t`: first the timed items due by `t` (timers and delayed
/// blocks, earliest first, ties in submission order), then the queued items in submission order;
/// items queued while the turn runs run in the same turn.
///
/// Client blocks queued for the next turn also wake the real main queue (see `MainRunLoopHooks`),
/// so a process that never moves the media clock still runs them at its next real main-queue
/// turn, as before; whichever turn comes first runs each block exactly once. Timed items run
/// only in media time.
package final class MainRunLoop: @unchecked Sendable {
  package static let shared = MainRunLoop()

  /// What one queued item does when run on the main actor.
  package enum Work: @unchecked Sendable {
    /// A copied Objective-C block (`dispatch_block_t`), released after it runs.
    case block(UnsafeMutableRawPointer)
    /// A copied block submitted with a dispatch group (entered and retained; left and released
    /// after the block runs).
    case groupBlock(UnsafeMutableRawPointer, group: UnsafeMutableRawPointer)
    /// Swift work (a delayed perform); it runs on the main actor.
    case closure(@MainActor () -> Void)
    /// The engine's own work for the next turn (`MediaClock.enqueue`).
    case engine(@MainActor () -> Void)
    /// A Foundation `Timer` on the main run loop (its Core Foundation timer, retained).
    case timer(UnsafeMutableRawPointer, interval: Double)
  }

  private struct Item {
    var sequence: UInt64
    var work: Work
    /// Engine work runs only at media-clock turns, never from the real main queue.
    var isEngine: Bool
  }

  private struct Timed {
    var fireTime: Double
    var sequence: UInt64
    var work: Work
  }

  // Guarded by `lock`.
  private let lock = NSLock()
  @exclusivity(unchecked) private var nextSequence: UInt64 = 0
  @exclusivity(unchecked) private var queued: [Item] = []
  @exclusivity(unchecked) private var timed: [Timed] = []
  /// Main-queue notifications of dispatch groups (retained group, copied block), queued for the
  /// turn after their group is empty.
  @exclusivity(unchecked) private var notifications: [(group: UnsafeMutableRawPointer, block: UnsafeMutableRawPointer)] = []

  private init() {}

  // MARK: Submitting (any thread)

  /// Queues work for the next run-loop turn.
  package func enqueue(_ work: Work, isEngine: Bool) {
    lock.lock()
    nextSequence += 1
    queued.append(Item(sequence: nextSequence, work: work, isEngine: isEngine))
    lock.unlock()
    if !isEngine { MainRunLoopHooks.wakeRealMainQueue() }
  }

  /// Queues work for the first run-loop turn at or after `delay` seconds of media time from now.
  /// A negative delay is 0; an infinite or NaN one never fires (the work is dropped). Returns an
  /// identifier for `removeTimed`.
  @discardableResult
  package func enqueue(after delay: Double, _ work: Work) -> UInt64 {
    guard delay.isFinite else {
      Self.discard(work)
      return 0
    }
    let fireTime = MediaClock.currentTime + max(0, delay)
    lock.lock()
    defer { lock.unlock() }
    nextSequence += 1
    timed.append(Timed(fireTime: fireTime, sequence: nextSequence, work: work))
    return nextSequence
  }

  /// Schedules a main-run-loop timer (a retained Core Foundation timer) `delay` seconds of media
  /// time from now. Returns false, changing nothing, if the timer is already scheduled (adding
  /// a timer to a run loop again, in another mode, does not add a second firing).
  package func addTimer(_ timer: UnsafeMutableRawPointer, delay: Double, interval: Double) -> Bool {
    let fireTime = MediaClock.currentTime + max(0, delay.isFinite ? delay : 0)
    lock.lock()
    defer { lock.unlock() }
    let scheduled = timed.contains { item in
      if case .timer(let t, _) = item.work { return t == timer }
      return false
    }
    guard !scheduled else { return false }
    nextSequence += 1
    timed.append(Timed(fireTime: fireTime, sequence: nextSequence, work: .timer(timer, interval: interval)))
    return true
  }

  /// Registers a group's main-queue notification (the group retained, the block copied).
  package func addGroupNotification(group: UnsafeMutableRawPointer, block: UnsafeMutableRawPointer) {
    lock.lock()
    notifications.append((group, block))
    lock.unlock()
  }

  /// Moves the notifications whose group is now empty to the queue. Called with `lock` held.
  private func promoteReadyNotificationsLocked() {
    guard !notifications.isEmpty else { return }
    var waiting: [(group: UnsafeMutableRawPointer, block: UnsafeMutableRawPointer)] = []
    for n in notifications {
      if MainRunLoopHooks.isEmpty(group: n.group) {
        nextSequence += 1
        queued.append(Item(sequence: nextSequence, work: .block(n.block), isEngine: false))
        MainRunLoopHooks.release(group: n.group)
      } else {
        waiting.append(n)
      }
    }
    notifications = waiting
  }

  /// Removes the timed items with these identifiers (delayed performs being cancelled).
  package func removeTimed(_ identifiers: Set<UInt64>) {
    lock.lock()
    let removed = timed.filter { identifiers.contains($0.sequence) }
    timed.removeAll { identifiers.contains($0.sequence) }
    lock.unlock()
    for item in removed { Self.discard(item.work) }
  }

  /// True while queued work, a timed block, or a valid main-run-loop timer remains.
  package var hasPendingWork: Bool {
    lock.lock()
    defer { lock.unlock() }
    if !queued.isEmpty || !notifications.isEmpty { return true }
    return timed.contains { item in
      if case .timer(let timer, _) = item.work { return MainRunLoopHooks.isValidTimer(timer) }
      return true
    }
  }

  /// True while queued work (or a group notification waiting for its group) remains: the
  /// next run-loop turn has something to do.
  package var hasQueuedWork: Bool {
    lock.lock()
    defer { lock.unlock() }
    return !queued.isEmpty || !notifications.isEmpty
  }

  /// The earliest fire time of the timed items (infinity when there are none).
  package var earliestFireTime: Double {
    lock.lock()
    defer { lock.unlock() }
    var t = Double.infinity
    for item in timed where item.fireTime < t { t = item.fireTime }
    return t
  }

  // MARK: Running (main actor)

  /// Runs the timed items due by `time`, earliest first. Returns true if anything ran.
  @MainActor
  @discardableResult
  package func runDue(at time: Double) -> Bool {
    var ranAny = false
    var guardCount = 0
    while guardCount < 10_000 {
      guardCount += 1
      lock.lock()
      let limit = time + MediaClock.gridTolerance
      var best: Int?
      for i in timed.indices where timed[i].fireTime <= limit {
        if let b = best, (timed[b].fireTime, timed[b].sequence) <= (timed[i].fireTime, timed[i].sequence) { continue }
        best = i
      }
      guard let index = best else {
        lock.unlock()
        return ranAny
      }
      let item = timed.remove(at: index)
      lock.unlock()
      ranAny = true
      if case .timer(let timer, let interval) = item.work {
        fire(timer: timer, interval: interval, scheduledAt: item.fireTime, now: time)
      } else {
        Self.run(item.work)
      }
    }
    return ranAny
  }

  /// Takes the queued items (engine items only if `includingEngine`) and runs them in
  /// submission order. Returns true if anything ran.
  @MainActor
  @discardableResult
  package func runQueued(includingEngine: Bool) -> Bool {
    lock.lock()
    promoteReadyNotificationsLocked()
    let batch: [Item]
    if includingEngine {
      batch = queued
      queued.removeAll()
    } else {
      batch = queued.filter { !$0.isEngine }
      queued.removeAll { !$0.isEngine }
    }
    lock.unlock()
    for item in batch { Self.run(item.work) }
    return !batch.isEmpty
  }

  /// Fires a Foundation timer and, if it repeats and is still valid, schedules its next firing
  /// on its interval grid (missed firings are skipped, as a run loop does).
  @MainActor
  private func fire(timer: UnsafeMutableRawPointer, interval: Double, scheduledAt fireTime: Double, now: Double) {
    guard MainRunLoopHooks.isValidTimer(timer) else { return MainRunLoopHooks.releaseTimer(timer) }
    MainRunLoopHooks.fire(timer: timer)
    guard interval > 0, MainRunLoopHooks.isValidTimer(timer) else { return MainRunLoopHooks.releaseTimer(timer) }
    var next = fireTime + interval
    while next <= now + MediaClock.gridTolerance { next += interval }
    lock.lock()
    nextSequence += 1
    timed.append(Timed(fireTime: next, sequence: nextSequence, work: .timer(timer, interval: interval)))
    lock.unlock()
  }

  @MainActor
  private static func run(_ work: Work) {
    switch work {
    case .block(let block):
      MainRunLoopHooks.invoke(block: block)
      MainRunLoopHooks.release(block: block)
    case .groupBlock(let block, let group):
      MainRunLoopHooks.invoke(block: block)
      MainRunLoopHooks.release(block: block)
      MainRunLoopHooks.leave(group: group)
    case .closure(let closure):
      closure()
    case .engine(let work):
      work()
    case .timer(let timer, _):
      MainRunLoopHooks.fire(timer: timer)
    }
  }

  private static func discard(_ work: Work) {
    switch work {
    case .block(let block): MainRunLoopHooks.release(block: block)
    case .groupBlock(let block, let group):
      MainRunLoopHooks.release(block: block)
      MainRunLoopHooks.leave(group: group)
    case .timer(let timer, _): MainRunLoopHooks.releaseTimer(timer)
    case .closure, .engine: break
    }
  }
}
