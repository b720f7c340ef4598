import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// How client code reaches `MainRunLoop` (DESIGN.md "Time"; Docs/Behaviour.md "Runtime").
///
/// `DispatchQueue.main.async`, `asyncAfter`, `RunLoop.main.perform` and main-run-loop `Timer`s
/// are Dispatch's and Foundation's own API: a Swift extension cannot replace them for clients
/// (Dispatch's method wins overload resolution), and the test body itself runs as a main-queue
/// item, so the real main queue cannot run them inside a synchronous `advance(by:)`. Linux
/// resolves these C entry points through the dynamic linker, and a definition in the executable
/// comes first: the functions at the bottom of this file are those definitions. For the main
/// queue / main run loop they hand the work to `MainRunLoop`; for every other queue or run loop
/// they call the real function unchanged.
///
/// Everything found with `dlsym` is optional: if a symbol is missing, the hook forwards (or, for
/// the main queue, still queues on the media clock) and never crashes.
package enum MainRunLoopHooks {
  // MARK: Symbols

  private typealias BlockFn = @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer?
  private typealias ReleaseFn = @convention(c) (UnsafeMutableRawPointer?) -> Void
  private typealias DispatchAsyncFn = @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void
  private typealias DispatchAfterFn = @convention(c) (UInt64, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void
  private typealias DispatchAsyncFFn = @convention(c) (
    UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, @convention(c) (UnsafeMutableRawPointer?) -> Void
  ) -> Void
  private typealias PerformBlockFn = @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void
  private typealias AddTimerFn = @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void
  private typealias GetRunLoopFn = @convention(c) () -> UnsafeMutableRawPointer?
  private typealias TimerDoubleFn = @convention(c) (UnsafeMutableRawPointer?) -> Double
  private typealias TimerBoolFn = @convention(c) (UnsafeMutableRawPointer?) -> UInt8
  private typealias TimerContextFn = @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void
  private typealias NowFn = @convention(c) () -> Double
  private typealias GroupAsyncFn = @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void
  private typealias GroupNotifyFFn = @convention(c) (
    UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, @convention(c) (UnsafeMutableRawPointer?) -> Void
  ) -> Void
  private typealias GroupWaitFn = @convention(c) (UnsafeMutableRawPointer?, UInt64) -> Int

  /// A symbol as any loaded object defines it (our hooks included).
  private static func anySymbol(_ name: String) -> UnsafeMutableRawPointer? {
    dlsym(nil, name)
  }

  /// The definition after ours (the real one), also when this code lives in a shared library
  /// loaded after the real one.
  private static func realSymbol(_ name: String, library: String) -> UnsafeMutableRawPointer? {
    if let next = dlsym(UnsafeMutableRawPointer(bitPattern: -1), name) { return next }
    guard let handle = dlopen(library, RTLD_LAZY | RTLD_NOLOAD) else { return nil }
    return dlsym(handle, name)
  }

  private static func cast<T>(_ pointer: UnsafeMutableRawPointer?, to type: T.Type) -> T? {
    pointer.map { unsafeBitCast($0, to: type) }
  }

  private static let blockCopy = cast(anySymbol("_Block_copy"), to: BlockFn.self)
  private static let blockRelease = cast(anySymbol("_Block_release"), to: ReleaseFn.self)
  nonisolated(unsafe) private static let mainQueue = anySymbol("_dispatch_main_q")
  private static let realDispatchAsync = cast(realSymbol("dispatch_async", library: "libdispatch.so"), to: DispatchAsyncFn.self)
  private static let realDispatchAfter = cast(realSymbol("dispatch_after", library: "libdispatch.so"), to: DispatchAfterFn.self)
  private static let realBarrierAsync = cast(realSymbol("dispatch_barrier_async", library: "libdispatch.so"), to: DispatchAsyncFn.self)
  private static let realGroupAsync = cast(realSymbol("dispatch_group_async", library: "libdispatch.so"), to: GroupAsyncFn.self)
  private static let realGroupNotify = cast(realSymbol("dispatch_group_notify", library: "libdispatch.so"), to: GroupAsyncFn.self)
  private static let groupNotifyF = cast(anySymbol("dispatch_group_notify_f"), to: GroupNotifyFFn.self)
  private static let groupEnter = cast(anySymbol("dispatch_group_enter"), to: ReleaseFn.self)
  private static let groupLeave = cast(anySymbol("dispatch_group_leave"), to: ReleaseFn.self)
  private static let dispatchRetain = cast(anySymbol("dispatch_retain"), to: ReleaseFn.self)
  private static let dispatchRelease = cast(anySymbol("dispatch_release"), to: ReleaseFn.self)
  private static let groupWait = cast(anySymbol("dispatch_group_wait"), to: GroupWaitFn.self)
  private static let realDispatchAsyncF = cast(realSymbol("dispatch_async_f", library: "libdispatch.so"), to: DispatchAsyncFFn.self)
  private static let realPerformBlock = cast(realSymbol("CFRunLoopPerformBlock", library: "libFoundation.so"), to: PerformBlockFn.self)
  private static let realAddTimer = cast(realSymbol("CFRunLoopAddTimer", library: "libFoundation.so"), to: AddTimerFn.self)
  private static let getMainRunLoop = cast(anySymbol("CFRunLoopGetMain"), to: GetRunLoopFn.self)
  private static let getCurrentRunLoop = cast(anySymbol("CFRunLoopGetCurrent"), to: GetRunLoopFn.self)
  private static let timerNextFireDate = cast(anySymbol("CFRunLoopTimerGetNextFireDate"), to: TimerDoubleFn.self)
  private static let timerInterval = cast(anySymbol("CFRunLoopTimerGetInterval"), to: TimerDoubleFn.self)
  private static let timerIsValid = cast(anySymbol("CFRunLoopTimerIsValid"), to: TimerBoolFn.self)
  private static let timerContext = cast(anySymbol("CFRunLoopTimerGetContext"), to: TimerContextFn.self)
  private static let absoluteTimeNow = cast(anySymbol("CFAbsoluteTimeGetCurrent"), to: NowFn.self)
  private static let cfRetain = cast(anySymbol("CFRetain"), to: BlockFn.self)
  private static let cfRelease = cast(anySymbol("CFRelease"), to: ReleaseFn.self)

  // MARK: Main queue identity

  private static let mainQueueKey = DispatchSpecificKey<Bool>()
  private static let markedMainQueue: Bool = {
    DispatchQueue.main.setSpecific(key: mainQueueKey, value: true)
    return true
  }()

  /// True while the caller runs as a main-queue item (the main actor), on whatever thread
  /// (processes started with `dispatchMain()` run the main queue on worker threads).
  private static var isOnMainQueue: Bool {
    _ = markedMainQueue
    return DispatchQueue.getSpecific(key: mainQueueKey) == true
  }

  private static func isMain(queue: UnsafeMutableRawPointer?) -> Bool {
    guard let queue, let mainQueue else { return false }
    return queue == mainQueue
  }

  /// The main run loop, or the current one when the caller runs on the main queue off the main
  /// thread (where UIKit code's "current run loop" is the main one).
  private static func isMain(runLoop: UnsafeMutableRawPointer?) -> Bool {
    guard let runLoop else { return false }
    if let main = getMainRunLoop?(), runLoop == main { return true }
    return runLoop == getCurrentRunLoop?() && isOnMainQueue
  }

  // MARK: Blocks

  package static func copy(block: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? {
    blockCopy?(block)
  }

  /// Calls a block with no arguments (`dispatch_block_t`): the Blocks ABI's invoke function is
  /// the fourth word of the block literal.
  package static func invoke(block: UnsafeMutableRawPointer) {
    let raw = block.load(fromByteOffset: 2 * MemoryLayout<Int>.size, as: UnsafeRawPointer?.self)
    guard let raw else { return }
    let invoke = unsafeBitCast(raw, to: (@convention(c) (UnsafeMutableRawPointer) -> Void).self)
    invoke(block)
  }

  package static func release(block: UnsafeMutableRawPointer) {
    blockRelease?(block)
  }

  // MARK: Groups

  /// Leaves and releases a group entered by `dispatchGroupAsync`.
  package static func leave(group: UnsafeMutableRawPointer) {
    groupLeave?(group)
    dispatchRelease?(group)
  }

  /// True if nothing is in the group now (`dispatch_group_wait` with a zero timeout).
  package static func isEmpty(group: UnsafeMutableRawPointer) -> Bool {
    (groupWait?(group, 0) ?? 0) == 0
  }

  package static func release(group: UnsafeMutableRawPointer) {
    dispatchRelease?(group)
  }

  // MARK: Real main queue

  /// One real main-queue turn that runs the client work queued so far (engine work waits for
  /// the media clock).
  private static let realMainQueueTurn: @convention(c) (UnsafeMutableRawPointer?) -> Void = { _ in
    MainActor.assumeIsolated { _ = MainRunLoop.shared.runQueued(includingEngine: false) }
  }

  /// Asks the real main queue for a turn, so client blocks still run in processes that never
  /// move the media clock.
  package static func wakeRealMainQueue() {
    guard let mainQueue, let realDispatchAsyncF else { return }
    realDispatchAsyncF(mainQueue, nil, realMainQueueTurn)
  }

  // MARK: Timers

  package static func isValidTimer(_ timer: UnsafeMutableRawPointer) -> Bool {
    (timerIsValid?(timer) ?? 0) != 0
  }

  package static func releaseTimer(_ timer: UnsafeMutableRawPointer) {
    cfRelease?(timer)
  }

  /// The Foundation `Timer` a Core Foundation timer belongs to (its context's `info`), if the
  /// timer has the shape Foundation gives its timers.
  private static func foundationTimer(_ timer: UnsafeMutableRawPointer) -> Timer? {
    guard let timerContext else { return nil }
    // CFRunLoopTimerContext: version, info, retain, release, copyDescription.
    var context: (Int, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) =
      (0, nil, nil, nil, nil)
    withUnsafeMutableBytes(of: &context) { timerContext(timer, $0.baseAddress) }
    guard context.0 == 0, let info = context.1, context.2 == nil, context.3 == nil else { return nil }
    return Unmanaged<AnyObject>.fromOpaque(info).takeUnretainedValue() as? Timer
  }

  /// Fires a main-run-loop timer (Foundation's `fire()`: the block runs, a one-shot timer is
  /// invalidated).
  package static func fire(timer: UnsafeMutableRawPointer) {
    foundationTimer(timer)?.fire()
  }

  // MARK: Hook bodies

  fileprivate static func dispatchAsync(_ queue: UnsafeMutableRawPointer?, _ block: UnsafeMutableRawPointer?) {
    if isMain(queue: queue), let block, let copied = copy(block: block) {
      MainRunLoop.shared.enqueue(.block(copied), isEngine: false)
    } else {
      realDispatchAsync?(queue, block)
    }
  }

  fileprivate static func barrierAsync(_ queue: UnsafeMutableRawPointer?, _ block: UnsafeMutableRawPointer?) {
    // The main queue is serial: a barrier block is an ordinary block there.
    if isMain(queue: queue), let block, let copied = copy(block: block) {
      MainRunLoop.shared.enqueue(.block(copied), isEngine: false)
    } else {
      realBarrierAsync?(queue, block)
    }
  }

  fileprivate static func groupAsync(_ group: UnsafeMutableRawPointer?, _ queue: UnsafeMutableRawPointer?, _ block: UnsafeMutableRawPointer?) {
    if isMain(queue: queue), let group, let block, let groupEnter, groupLeave != nil, let dispatchRetain,
      let copied = copy(block: block)
    {
      dispatchRetain(group)
      groupEnter(group)
      MainRunLoop.shared.enqueue(.groupBlock(copied, group: group), isEngine: false)
    } else {
      realGroupAsync?(group, queue, block)
    }
  }

  fileprivate static func groupNotify(_ group: UnsafeMutableRawPointer?, _ queue: UnsafeMutableRawPointer?, _ block: UnsafeMutableRawPointer?) {
    // Runs at the first turn at which the group is empty; the real main queue is also woken
    // when it empties (for processes that never move the media clock).
    if isMain(queue: queue), let group, let block, let groupNotifyF, let dispatchRetain, groupWait != nil,
      let copied = copy(block: block)
    {
      dispatchRetain(group)
      MainRunLoop.shared.addGroupNotification(group: group, block: copied)
      groupNotifyF(group, mainQueue, nil, realMainQueueTurn)
    } else {
      realGroupNotify?(group, queue, block)
    }
  }

  fileprivate static func dispatchAfter(_ when: UInt64, _ queue: UnsafeMutableRawPointer?, _ block: UnsafeMutableRawPointer?) {
    if isMain(queue: queue), let block, let copied = copy(block: block) {
      MainRunLoop.shared.enqueue(after: delay(until: when), .block(copied))
    } else {
      realDispatchAfter?(when, queue, block)
    }
  }

  fileprivate static func performBlock(_ runLoop: UnsafeMutableRawPointer?, _ mode: UnsafeMutableRawPointer?, _ block: UnsafeMutableRawPointer?) {
    if isMain(runLoop: runLoop), let block, let copied = copy(block: block) {
      MainRunLoop.shared.enqueue(.block(copied), isEngine: false)
    } else {
      realPerformBlock?(runLoop, mode, block)
    }
  }

  fileprivate static func addTimer(_ runLoop: UnsafeMutableRawPointer?, _ timer: UnsafeMutableRawPointer?, _ mode: UnsafeMutableRawPointer?) {
    guard isMain(runLoop: runLoop), let timer, foundationTimer(timer) != nil, let cfRetain,
      let fireDate = timerNextFireDate?(timer), let now = absoluteTimeNow?()
    else {
      realAddTimer?(runLoop, timer, mode)
      return
    }
    let interval = timerInterval?(timer) ?? 0
    _ = cfRetain(timer)
    if !MainRunLoop.shared.addTimer(timer, delay: fireDate - now, interval: interval) { releaseTimer(timer) }
  }

  /// Seconds from now until a `dispatch_time_t` (uptime, or wall time with the top bit set);
  /// `DISPATCH_TIME_FOREVER` is infinity.
  package static func delay(until when: UInt64) -> Double {
    if when == ~0 { return .infinity }  // DISPATCH_TIME_FOREVER
    if when == 0 || when == ~1 { return 0 }  // DISPATCH_TIME_NOW, DISPATCH_WALLTIME_NOW
    if when & (1 << 63) != 0 {
      // Wall time is stored negated.
      let deadline = -Int64(bitPattern: when)
      let now = -Int64(bitPattern: DispatchWallTime.now().rawValue)
      return Double(deadline - now) / 1e9
    }
    let now = DispatchTime.now().rawValue
    return Double(Int64(bitPattern: when &- now)) / 1e9
  }
}

// MARK: - The C entry points (not API: the dynamic linker calls them in place of the real ones)

#if os(Linux)

@_cdecl("dispatch_async")
public func _openUIKitDispatchAsync(_ queue: UnsafeMutableRawPointer?, _ block: UnsafeMutableRawPointer?) {
  MainRunLoopHooks.dispatchAsync(queue, block)
}

@_cdecl("dispatch_barrier_async")
public func _openUIKitDispatchBarrierAsync(_ queue: UnsafeMutableRawPointer?, _ block: UnsafeMutableRawPointer?) {
  MainRunLoopHooks.barrierAsync(queue, block)
}

@_cdecl("dispatch_group_async")
public func _openUIKitDispatchGroupAsync(
  _ group: UnsafeMutableRawPointer?, _ queue: UnsafeMutableRawPointer?, _ block: UnsafeMutableRawPointer?
) {
  MainRunLoopHooks.groupAsync(group, queue, block)
}

@_cdecl("dispatch_group_notify")
public func _openUIKitDispatchGroupNotify(
  _ group: UnsafeMutableRawPointer?, _ queue: UnsafeMutableRawPointer?, _ block: UnsafeMutableRawPointer?
) {
  MainRunLoopHooks.groupNotify(group, queue, block)
}

@_cdecl("dispatch_after")
public func _openUIKitDispatchAfter(_ when: UInt64, _ queue: UnsafeMutableRawPointer?, _ block: UnsafeMutableRawPointer?) {
  MainRunLoopHooks.dispatchAfter(when, queue, block)
}

@_cdecl("CFRunLoopPerformBlock")
public func _openUIKitRunLoopPerformBlock(
  _ runLoop: UnsafeMutableRawPointer?, _ mode: UnsafeMutableRawPointer?, _ block: UnsafeMutableRawPointer?
) {
  MainRunLoopHooks.performBlock(runLoop, mode, block)
}

@_cdecl("CFRunLoopAddTimer")
public func _openUIKitRunLoopAddTimer(
  _ runLoop: UnsafeMutableRawPointer?, _ timer: UnsafeMutableRawPointer?, _ mode: UnsafeMutableRawPointer?
) {
  MainRunLoopHooks.addTimer(runLoop, timer, mode)
}
#endif
