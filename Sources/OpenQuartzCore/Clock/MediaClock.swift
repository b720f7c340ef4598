import Foundation

#if !canImport(Darwin)
/// Core Foundation's time type; swift-corelibs-foundation does not export it on Linux.
public typealias CFTimeInterval = Double
#endif

/// The one media clock of the process.
///
/// Everything that moves — run-loop work, timers, display links, animations, transitions,
/// gesture velocities — reads this clock and nothing else. It is virtual: it only moves when
/// `advance(by:)` (or `runUntilIdle`) is called, so headless runs are exactly reproducible.
///
/// Frames fall on a fixed grid `k / framesPerSecond` measured from time 0. Advancing by an
/// amount that is not a whole number of frames moves `now` past the last grid point; the next
/// frame is still on the grid.
///
/// One step, in order (`advance(by:)`):
///   1. a run-loop turn at the current time (work queued with `enqueue` and the main queue's and
///      main run loop's client work, see `MainRunLoop`),
///   2. for every grid point in (now, end]: `now` moves there; due timers fire (the engine's,
///      then the client's main-run-loop timers and delayed blocks); frame handlers run in
///      ascending `order` (display links, gestures, animations, layout, commit); another
///      run-loop turn,
///   3. `now` moves to `end`.
///
/// Idle frames are skipped (`skipsIdleFrames`, on by default): a frame is idle when no
/// run-loop work is queued, no timer (the engine's or the main run loop's) is due at it, and
/// every frame handler says, through its `wake` query, that it has nothing to do before a later
/// time. Such a frame changes nothing and nobody can see it, so `now` jumps over it to the next
/// frame where something is due. Handlers registered without a `wake` query (a recorder that
/// samples every frame, an interactive driver) make every frame count. The frames that do run,
/// their times, and `now` after every call are identical to stepping every frame.
@preconcurrency @MainActor
package final class MediaClock {
  package static let shared = MediaClock()

  /// The current media time, readable from any thread (`CACurrentMediaTime()`).
  package nonisolated var now: CFTimeInterval { TimeCell.value }

  /// The current media time without touching the main actor (`CACurrentMediaTime()`).
  package nonisolated static var currentTime: CFTimeInterval { TimeCell.value }

  /// Frames per second of the frame grid (the screen's `maximumFramesPerSecond`).
  @exclusivity(unchecked) package var framesPerSecond: Int = 60 {
    didSet { if framesPerSecond <= 0 { framesPerSecond = 60 } }
  }

  package var frameInterval: CFTimeInterval { 1.0 / CFTimeInterval(framesPerSecond) }

  /// Frame handler orders used by the layers above. Lower runs first.
  package enum Phase {
    package static let displayLinks = 100
    package static let input = 200
    package static let animations = 300
    package static let transitions = 400
    package static let layout = 500
    package static let commit = 600
  }

  private struct FrameHandler {
    var order: Int
    var id: Int
    /// The earliest media time at which `run` may do anything; nil means every frame.
    var wake: (@MainActor () -> CFTimeInterval)?
    var run: @MainActor (CFTimeInterval) -> Void
  }

  private struct Timer {
    var fireTime: CFTimeInterval
    var id: Int
    var keepsBusy: Bool
    var work: @MainActor () -> Void
  }

  @exclusivity(unchecked) private var timers: [Timer] = []
  @exclusivity(unchecked) private var frameHandlers: [FrameHandler] = []
  @exclusivity(unchecked) private var busyChecks: [@MainActor () -> Bool] = []
  @exclusivity(unchecked) private var pendingFrameChecks: [@MainActor () -> Bool] = []
  @exclusivity(unchecked) private var nextID = 1
  @exclusivity(unchecked) private var isAdvancing = false

  /// Whether `advance(by:)` and `runUntilIdle` jump over idle frames (see the type's comment).
  /// Set to false to run every frame (the reference the skipping is tested against).
  @exclusivity(unchecked) package var skipsIdleFrames = true

  private init() {}

  // MARK: Scheduling

  /// Queues work for the next run-loop turn (UIKit's "during the next run loop iteration"), in
  /// one queue with the main queue's and main run loop's client work (`MainRunLoop`).
  package func enqueue(_ work: @escaping @MainActor () -> Void) {
    MainRunLoop.shared.enqueue(.engine(work), isEngine: true)
  }

  /// Fires `work` at the first frame at or after `now + delay`. A timer with `keepsBusy == false`
  /// (a watchdog) does not keep `runUntilIdle` running.
  @discardableResult
  package func schedule(
    after delay: CFTimeInterval, keepsBusy: Bool = true, _ work: @escaping @MainActor () -> Void
  ) -> Int {
    let id = nextID
    nextID += 1
    timers.append(Timer(fireTime: now + max(0, delay), id: id, keepsBusy: keepsBusy, work: work))
    return id
  }

  package func cancelTimer(_ id: Int) {
    // A plain loop (a main-actor predicate closure would check the executor per element).
    var i = 0
    while i < timers.count {
      if timers[i].id == id { timers.remove(at: i) } else { i += 1 }
    }
  }

  /// Registers a per-frame handler; returns a token for `removeFrameHandler`.
  ///
  /// `wake` answers "from which media time on may `run` do anything?" (a time at or before now:
  /// at the next frame; infinity: not until something else runs). It must be conservative: a
  /// frame before that time must be one where `run` would change nothing. Without it, the
  /// handler runs at every frame and no frame is skipped while it is registered.
  @discardableResult
  package func addFrameHandler(
    order: Int, wake: (@MainActor () -> CFTimeInterval)? = nil, _ run: @escaping @MainActor (CFTimeInterval) -> Void
  ) -> Int {
    let id = nextID
    nextID += 1
    frameHandlers.append(FrameHandler(order: order, id: id, wake: wake, run: run))
    frameHandlers.sort { ($0.order, $0.id) < ($1.order, $1.id) }
    return id
  }

  package func removeFrameHandler(_ id: Int) {
    frameHandlers.removeAll { $0.id == id }
  }

  /// Registers a question "is this subsystem still busy?" for `runUntilIdle`.
  package func addBusyCheck(_ check: @escaping @MainActor () -> Bool) {
    busyChecks.append(check)
  }

  /// Registers a question "does the next frame have work to do?" (a pending layout pass) that
  /// `runUntilIdle` answers with one more frame once nothing else is busy. Unlike a busy check it
  /// does not keep `runUntilIdle` going frame after frame: a view that asks for layout in every
  /// pass costs one frame, not the whole limit.
  package func addPendingFrameCheck(_ check: @escaping @MainActor () -> Bool) {
    pendingFrameChecks.append(check)
  }

  /// True while run-loop work (the engine's or the main queue's, main-run-loop timers and
  /// delayed blocks included), busy timers or a busy subsystem remain.
  package var isBusy: Bool {
    if MainRunLoop.shared.hasPendingWork { return true }
    if timers.contains(where: { $0.keepsBusy }) { return true }
    return busyChecks.contains { $0() }
  }

  // MARK: Stepping

  /// Runs the main run loop's timed work due now, then every item queued so far, and those they
  /// queue, at the current time (see `MainRunLoop` for the order).
  package func runRunLoopTurn() {
    var guardCount = 0
    while guardCount < 10_000 {
      guardCount += 1
      let ranTimed = MainRunLoop.shared.runDue(at: now)
      let ranQueued = MainRunLoop.shared.runQueued(includingEngine: true)
      if !ranTimed && !ranQueued { break }
    }
  }

  /// Moves the clock forward by `duration` seconds, frame by frame (see the type's comment).
  package func advance(by duration: CFTimeInterval) {
    guard duration >= 0, duration.isFinite else { return }
    guard !isAdvancing else {
      // Re-entrant advance (e.g. a drag synthesised from inside a frame handler): just move time.
      _PresentationState.timeWillChange()
      TimeCell.value += duration
      return
    }
    isAdvancing = true
    defer { isAdvancing = false }
    let end = now + duration
    runRunLoopTurn()
    while true {
      var next = nextGridPoint(after: now)
      guard next <= end + Self.gridTolerance else { break }
      if skipsIdleFrames {
        let target = firstActiveGridPoint(after: now)
        if target > next {
          guard target <= end + Self.gridTolerance else {
            // Nothing happens before `end`: land where stepping would, on the last grid point.
            let last = lastGridPoint(notAfter: end)
            if last > now { _PresentationState.timeWillChange(); TimeCell.value = last }
            break
          }
          next = target
        }
      }
      step(to: next)
    }
    if end > now { _PresentationState.timeWillChange(); TimeCell.value = end }
  }

  /// Advances one frame at a time until nothing is busy, at most `limit` seconds of media time.
  /// Returns the media time consumed.
  @discardableResult
  package func runUntilIdle(limit: CFTimeInterval = 60) -> CFTimeInterval {
    let start = now
    runRunLoopTurn()
    var ranPendingFrame = false
    while true {
      while isBusy && now - start < limit {
        if skipsIdleFrames {
          skipIdleRounds(start: start, limit: limit)
          guard now - start < limit else { break }
        }
        advance(by: max(frameInterval, nextGridPoint(after: now) - now))
      }
      // Work the next frame would do (a pending layout pass) gets that one frame, then the busy
      // loop again for what it started.
      guard !ranPendingFrame, now - start < limit, pendingFrameChecks.contains(where: { $0() }) else { break }
      ranPendingFrame = true
      advance(by: max(frameInterval, nextGridPoint(after: now) - now))
    }
    return now - start
  }

  // MARK: Idle frames

  /// The earliest media time at which a run-loop turn or frame may do anything: now if run-loop
  /// work is queued or a frame handler has no `wake` query; otherwise the earliest timer and
  /// handler wake time (infinity when nothing is scheduled).
  private func nextEventTime() -> CFTimeInterval {
    if MainRunLoop.shared.hasQueuedWork { return -.infinity }
    var t = MainRunLoop.shared.earliestFireTime
    for timer in timers where timer.fireTime < t { t = timer.fireTime }
    for handler in frameHandlers {
      guard let wake = handler.wake else { return -.infinity }
      let w = wake()
      if w < t { t = w }
    }
    return t
  }

  /// The first grid point after `t` at which something may happen: the first at or after the
  /// next event (timers fire at the first frame `g` with `fireTime <= g + gridTolerance`; the
  /// same test is used here). Infinity when nothing is scheduled.
  private func firstActiveGridPoint(after t: CFTimeInterval) -> CFTimeInterval {
    let next = nextGridPoint(after: t)
    let event = nextEventTime()
    guard event > next + Self.gridTolerance else { return next }
    guard event.isFinite else { return .infinity }
    let fps = CFTimeInterval(framesPerSecond)
    // Start a little early and walk up, so the answer is the first grid point passing the test.
    var k = max((event * fps).rounded(.up) - 2, (next * fps).rounded())
    while k / fps + Self.gridTolerance < event { k += 1 }
    return max(k / fps, next)
  }

  /// The last grid point `g` with `g <= end + gridTolerance`, as the stepping loop reaches it.
  private func lastGridPoint(notAfter end: CFTimeInterval) -> CFTimeInterval {
    let fps = CFTimeInterval(framesPerSecond)
    var k = ((end + Self.gridTolerance) * fps).rounded(.down) + 1
    while k / fps > end + Self.gridTolerance { k -= 1 }
    return k / fps
  }

  /// In `runUntilIdle`, moves `now` over the rounds (one `advance(by:)` each) that would only
  /// cross idle frames, with the same arithmetic as those rounds, so `now` ends where stepping
  /// would have it. Busy checks cannot change in rounds where nothing runs.
  private func skipIdleRounds(start: CFTimeInterval, limit: CFTimeInterval) {
    let event = nextEventTime()
    let target = firstActiveGridPoint(after: now)
    var t = now
    rounds: while t - start < limit {
      // A round begins with a run-loop turn at `t`: timed work due by then runs there.
      if event <= t + Self.gridTolerance { break }
      let end = t + max(frameInterval, nextGridPoint(after: t) - t)
      var u = t
      while true {
        let n = nextGridPoint(after: u)
        guard n <= end + Self.gridTolerance else { break }
        if n >= target { break rounds }
        u = n
      }
      if end > u { u = end }
      t = u
    }
    if t > now { _PresentationState.timeWillChange(); TimeCell.value = t }
  }

  /// Two times closer than this are the same grid point.
  package static let gridTolerance: CFTimeInterval = 1e-9

  private func nextGridPoint(after t: CFTimeInterval) -> CFTimeInterval {
    let fps = CFTimeInterval(framesPerSecond)
    var k = (t * fps).rounded(.down) + 1
    if k / fps <= t + Self.gridTolerance { k += 1 }
    return k / fps
  }

  /// Frames run so far (skipped idle frames are not counted).
  @exclusivity(unchecked) package private(set) var framesRun = 0

  private func step(to time: CFTimeInterval) {
    framesRun += 1
    _PresentationState.timeWillChange()
    TimeCell.value = time
    fireDueTimers()
    // Client timers and delayed blocks due at this frame change the model before it is drawn.
    MainRunLoop.shared.runDue(at: time)
    for handler in frameHandlers { handler.run(time) }
    runRunLoopTurn()
  }

  /// Fires due timers, earliest first (ties by creation order), without allocating on the
  /// frame step's hot path.
  private func fireDueTimers() {
    while true {
      let limit = now + Self.gridTolerance
      var best: Int?
      for i in timers.indices where timers[i].fireTime <= limit {
        if let b = best, (timers[b].fireTime, timers[b].id) <= (timers[i].fireTime, timers[i].id) { continue }
        best = i
      }
      guard let index = best else { return }
      let timer = timers.remove(at: index)
      timer.work()
    }
  }
}

/// Storage for the current media time, readable off the main actor.
private enum TimeCell {
  // Safe: written only by MediaClock on the main actor; a torn read is impossible for an
  // aligned Double on the platforms Swift supports, and readers tolerate a value one frame old.
  // Unchecked: `now` is read many times a frame; no access to it overlaps another.
  @exclusivity(unchecked) nonisolated(unsafe) static var value: CFTimeInterval = 0
}

/// The current media time of the one media clock (Core Animation's absolute time).
public func CACurrentMediaTime() -> CFTimeInterval {
  MediaClock.currentTime
}
