import Foundation

/// One animation attached to a layer: the copy made by `add(_:forKey:)` and its compiled form.
///
/// States: pending (added, not begun) → active (didStart sent, if there is a delegate) →
/// stopped (didStop sent: finished at its end, or removed). A finished animation with
/// `isRemovedOnCompletion == false` stays on the layer after it stopped.
///
/// A UIView block animation recorded straight into the engine is one `_RecordedAnimationEntry`
/// (this class's only subclass): its values stored in the entry itself, its animation object
/// and its evaluable track made only when someone needs them (issue 15: an entry, a track,
/// and a record copied by value were made per animated property change).
@preconcurrency @MainActor
package class _AnimationEntry {
  package final let key: String?
  /// The attached animation. A recorded block animation (`_RecordedAnimationEntry`) has none
  /// until someone reads it (`animation(forKey:)`): it is built then from the entry, with the
  /// values `add(_:forKey:)` would have attached, and kept, so every later read gives the same
  /// object.
  package final var animation: CAAnimation {
    if let materialized { return materialized }
    let made = recorded.makeAnimation()
    materialized = made
    // Its start was scheduled when it was registered (every entry with a delegate, recorded
    // ones included: RecordedAnimationStartTests): from now on its delegate, which anyone may
    // replace, is told of it.
    return made
  }
  @exclusivity(unchecked) private final var materialized: CAAnimation?
  /// The evaluable form: compiled by `add(_:forKey:)`; for a recorded block animation made
  /// from the entry the first time someone evaluates it (a presentation read, a render
  /// snapshot) and kept.
  package final var node: _AnimationNode? {
    if let nodeStorage { return nodeStorage }
    guard isRecorded else { return nil }
    let made = _AnimationNode.property(recorded.makeTrack())
    nodeStorage = made
    return made
  }
  @exclusivity(unchecked) private final var nodeStorage: _AnimationNode?
  /// Whether this is a `_RecordedAnimationEntry`.
  package final let isRecorded: Bool
  /// Whether the entry has a node (a recorded one always has), without making it.
  @inline(__always)
  package final var hasNode: Bool { isRecorded || nodeStorage != nil }
  /// Whether the node exists yet (for tests: a recorded entry's is made on first evaluation).
  package final var _nodeIsMade: Bool { nodeStorage != nil }
  /// The entry's group, if its node is one (a recorded entry's never is), without making a
  /// recorded entry's track.
  package final var groupNode: _GroupTrack? {
    if case .group(let group)? = nodeStorage { return group }
    return nil
  }
  /// The key path a property animation animates (nil for a group or an animation without a
  /// node), without making a recorded entry's track.
  package final var propertyPath: _LayerKeyPath? {
    if isRecorded { return recorded.path }
    if case .property(let track)? = nodeStorage { return track.path }
    return nil
  }
  /// The recorded entry this is (only when `isRecorded`).
  @inline(__always)
  final var recorded: _RecordedAnimationEntry { unsafeDowncast(self, to: _RecordedAnimationEntry.self) }
  /// The layer, while it exists. Held unowned(unsafe); the layer's `deinit` marks the entries
  /// it holds (`_layerDidDie`), and a live entry is always in its layer's list (every removal
  /// from the list takes it out of the engine), so no entry the engine can reach refers to a
  /// dead layer unmarked (EntryLifetimeTests). No weak reference: a weak reference to the layer
  /// would give every animated layer a side table and make each retain of it slow, and a weak
  /// reference to a token the layer owned cost a token, its side table and a weak load per
  /// read (issue 15).
  @inline(__always)
  package final var layer: CALayer? { layerIsAlive ? unsafeLayer : nil }
  private final unowned(unsafe) let unsafeLayer: CALayer
  @exclusivity(unchecked) nonisolated(unsafe) private final var layerIsAlive = true

  /// Called by `layer`'s `deinit` for each entry it holds, and by the engine when the entry
  /// leaves its layer (removed, or finished and removed on completion): `layer` is nil from then on.
  @inline(__always)
  nonisolated final func _layerDidDie(_ layer: CALayer) {
    if unsafeLayer === layer { layerIsAlive = false }
  }
  /// Index in the engine's live list (-1 when not live).
  @exclusivity(unchecked) final var liveIndex = -1
  /// The layer's slot in the per-frame store when the entry was added (freed if the layer
  /// dies while the animation runs).
  @exclusivity(unchecked) final var valueSlot: Int32 = -1
  /// Bumped whenever the entry's heap positions go stale.
  @exclusivity(unchecked) final var generation = 0
  @exclusivity(unchecked) final var didStart = false
  @exclusivity(unchecked) final var didStop = false
  @exclusivity(unchecked) final var groups: [_CompletionGroup] = []
  final let timing: _TimingModel?
  /// A property animator drives the animation's progress (its presentation values are not cached).
  final let isDriven: Bool

  init(key: String?, animation: CAAnimation, node: _AnimationNode?, layer: CALayer) {
    self.key = key
    materialized = animation
    nodeStorage = node
    isRecorded = false
    unsafeLayer = layer
    timing =
      node?.timing
      ?? layer._timingOfUncompiledAnimation(animation, keyPath: (animation as? CAPropertyAnimation)?.keyPath ?? key, key: key)
    isDriven = animation._driver != nil
  }

  /// A recorded block animation's entry (`_RecordedAnimationEntry`).
  init(recordedKey key: String, timing: _TimingModel, layer: CALayer) {
    self.key = key
    materialized = nil
    nodeStorage = nil
    isRecorded = true
    unsafeLayer = layer
    self.timing = timing
    isDriven = false
  }

  /// The animation's driver (a recorded block animation has none; the object built from it
  /// neither, and nothing outside the package can set one).
  @inline(__always)
  package final var driver: (any CAAnimationProgressDriver)? { materialized?._driver }

  /// Whether the animation has a delegate (a recorded block animation has its block's).
  @inline(__always)
  final var hasDelegate: Bool {
    if let materialized { return materialized.delegate != nil }
    return true
  }

  /// The animation's delegate, without building a recorded block animation's object.
  package final var delegate: (any CAAnimationDelegate)? {
    if let materialized { return materialized.delegate }
    return recorded.blockDelegate
  }

  @inline(__always)
  final var isRemovedOnCompletion: Bool { materialized?.isRemovedOnCompletion ?? true }

  /// Tells the delegate the animation started. A recorded block animation's delegate (the
  /// block's completion record) ignores starts whatever the object: it is told without one.
  final func sendDidStart() {
    if let materialized {
      materialized.delegate?.animationDidStart(materialized)
    } else {
      recorded.blockDelegate._blockAnimationDidStart()
    }
  }

  /// Tells the delegate the animation stopped (see `sendDidStart`).
  final func sendDidStop(finished: Bool) {
    if let materialized {
      materialized.delegate?.animationDidStop(materialized, finished: finished)
    } else {
      recorded.blockDelegate._blockAnimationDidStop(finished: finished)
    }
  }

  /// Media time at which the animation's active interval ends (infinity: never, e.g. under a
  /// paused layer or repeating forever).
  final func endTime() -> CFTimeInterval {
    if driver != nil { return .infinity }
    guard let layer, let timing else { return MediaClock.currentTime }
    guard let layerEnd = timing.parentTime(forLocal: timing.activeDuration) else { return .infinity }
    return Self.mediaTime(layer: layer, local: layerEnd)
  }

  /// Media time at which the animation begins.
  final func startTime() -> CFTimeInterval {
    guard let layer, let timing else { return MediaClock.currentTime }
    guard let layerStart = timing.parentTime(forLocal: 0) else { return .infinity }
    return Self.mediaTime(layer: layer, local: layerStart)
  }

  private static func mediaTime(layer: CALayer, local: CFTimeInterval) -> CFTimeInterval {
    let mapping = layer._timeMapping
    guard mapping.rate > 0 else { return .infinity }
    return (local - mapping.offset) / mapping.rate
  }

  final func isFinished(atMedia t: CFTimeInterval) -> Bool {
    if driver != nil { return false }
    guard let layer, let timing else { return true }
    return timing.isFinished(parentTime: layer._localTime(fromMedia: t))
  }

  final func hasStarted(atMedia t: CFTimeInterval) -> Bool {
    guard let layer, let timing else { return true }
    return timing.hasStarted(parentTime: layer._localTime(fromMedia: t))
  }
}

/// A binary min-heap of (time, entry, generation).
struct _EntryHeap {
  struct Item {
    var time: CFTimeInterval
    var entry: _AnimationEntry
    var generation: Int
  }
  private(set) var items: [Item] = []

  var isEmpty: Bool { items.isEmpty }
  var min: Item? { items.first }

  mutating func removeAll() { items.removeAll(keepingCapacity: true) }

  // Sifts move the item into its place through a hole (the same comparisons and the same final
  // order as swapping it up or down level by level), with no retain, release or uniqueness
  // check per level.
  mutating func push(_ item: Item) {
    items.append(item)
    items.withUnsafeMutableBufferPointer { buffer in
      let base = buffer.baseAddress.unsafelyUnwrapped
      var i = buffer.count - 1
      let time = item.time
      let moving = (base + i).move()
      while i > 0 {
        let parent = (i - 1) / 2
        if base[parent].time <= time { break }
        (base + i).moveInitialize(from: base + parent, count: 1)
        i = parent
      }
      (base + i).initialize(to: moving)
    }
  }

  @discardableResult
  mutating func popMin() -> Item? {
    guard !items.isEmpty else { return nil }
    // The last item goes to the root's place and sinks (as a swap of the two, then sifting).
    let last = items.removeLast()
    if items.isEmpty { return last }
    return items.withUnsafeMutableBufferPointer { buffer -> Item in
      let base = buffer.baseAddress.unsafelyUnwrapped
      let n = buffer.count
      let result = base.move()
      let time = last.time
      var i = 0
      while true {
        let l = 2 * i + 1
        let r = l + 1
        var smallest = i
        var smallestTime = time
        if l < n && base[l].time < smallestTime {
          smallest = l
          smallestTime = base[l].time
        }
        if r < n && base[r].time < smallestTime { smallest = r }
        if smallest == i { break }
        (base + i).moveInitialize(from: base + smallest, count: 1)
        i = smallest
      }
      (base + i).initialize(to: last)
      return result
    }
  }
}

/// Runs animation lifecycles off the media clock: start and stop notifications, removal on
/// completion, transaction completion groups, and the busy check for `runUntilIdle`.
///
/// Per frame it only looks at the heads of two heaps ordered by media time (ends of all live
/// animations; starts of animations with a delegate), so an idle frame costs O(1) however many
/// animations run. Presentation values are computed only when asked (`presentation()`,
/// snapshots). When any layer's timing or place in the tree changes, the heaps are rebuilt
/// lazily on the next frame.
@preconcurrency @MainActor
package final class _AnimationEngine {
  package static let shared = _AnimationEngine()

  @exclusivity(unchecked) private var live: [_AnimationEntry] = []
  @exclusivity(unchecked) private var ends = _EntryHeap()
  @exclusivity(unchecked) private var starts = _EntryHeap()
  @exclusivity(unchecked) private var timingDirty = false
  @exclusivity(unchecked) private var installed = false

  /// Number of animations attached to layers and not yet stopped.
  package var liveCount: Int { live.count }

  /// Some layer's timing or place in the tree changed.
  package static func timingDidChange() {
    _LayerTimingGeneration.bump()
    shared.timingDirty = true
    _AnimatedValueStore.shared.timingDidChange()
  }

  private func install() {
    guard !installed else { return }
    installed = true
    MediaClock.shared.addFrameHandler(order: MediaClock.Phase.animations, wake: { [unowned self] in self.nextEventTime }) {
      [unowned self] time in
      self.frame(at: time)
    }
    MediaClock.shared.addBusyCheck { [unowned self] in self.isBusy }
  }

  func register(_ entry: _AnimationEntry, groups: [_CompletionGroup]) {
    install()
    entry.groups = groups
    for group in groups { group.enter() }
    entry.liveIndex = live.count
    live.append(entry)
    schedule(entry)
  }

  private func schedule(_ entry: _AnimationEntry) {
    ends.push(.init(time: entry.endTime(), entry: entry, generation: entry.generation))
    // Every entry with a delegate has its start scheduled, a recorded block animation's too:
    // with idle frames skipped, that start is what lands the frame that tells it
    // (RecordedAnimationStartTests).
    if entry.hasDelegate && !entry.didStart {
      starts.push(.init(time: entry.startTime(), entry: entry, generation: entry.generation))
    }
  }

  /// Takes an entry out (already removed from its layer's list). A removal before the natural
  /// end reports `finished: false` on the next run-loop turn.
  func remove(_ entry: _AnimationEntry, finished: Bool) {
    // It left its layer: from now on it refers to none (the layer may die while its stop is
    // still to be told).
    if let layer = entry.layer { entry._layerDidDie(layer) }
    let wasLive = dropLive(entry)
    guard wasLive || !entry.didStop else { return }
    if !entry.didStop {
      entry.didStop = true
      MediaClock.shared.enqueue { self.deliverStop(entry, finished: finished) }
    }
  }

  /// Removes the entry from the live list; false when it was not live.
  @discardableResult
  private func dropLive(_ entry: _AnimationEntry) -> Bool {
    let index = entry.liveIndex
    guard index >= 0, index < live.count, live[index] === entry else { return false }
    let last = live.removeLast()
    if index < live.count {
      live[index] = last
      last.liveIndex = index
    }
    entry.liveIndex = -1
    entry.generation += 1
    return true
  }

  private func deliverStop(_ entry: _AnimationEntry, finished: Bool) {
    entry.sendDidStop(finished: finished)
    for group in entry.groups { group.leave() }
    entry.groups.removeAll()
  }

  private func rebuildHeaps() {
    timingDirty = false
    ends.removeAll()
    starts.removeAll()
    for entry in live {
      entry.generation += 1
      schedule(entry)
    }
  }

  /// Busy while a live animation has a finite end.
  var isBusy: Bool {
    if timingDirty { rebuildHeaps() }
    pruneDeadHeads()
    guard let head = ends.min else { return false }
    return head.time.isFinite
  }

  /// The earliest media time at which a frame may start or stop an animation (the heads of the
  /// two heaps; a stale head only makes the answer early). Frames before it change nothing here:
  /// presentation values are functions of time, computed when read.
  var nextEventTime: CFTimeInterval {
    if timingDirty { rebuildHeaps() }
    pruneDeadHeads()
    return min(starts.min?.time ?? .infinity, ends.min?.time ?? .infinity)
  }

  private func pruneDeadHeads() {
    while let head = ends.min, head.entry.generation != head.generation || head.entry.liveIndex < 0 {
      ends.popMin()
    }
  }

  /// The `.animations` phase of a frame.
  package func frame(at time: CFTimeInterval) {
    if timingDirty { rebuildHeaps() }
    let horizon = time + MediaClock.gridTolerance
    // Starts first, so didStart precedes didStop within one frame.
    while let head = starts.min, head.time <= horizon {
      starts.popMin()
      let entry = head.entry
      guard head.generation == entry.generation, entry.liveIndex >= 0, !entry.didStart else { continue }
      if entry.hasStarted(atMedia: horizon) {
        entry.didStart = true
        entry.sendDidStart()
      } else {
        starts.push(.init(time: max(entry.startTime(), time + 1e-6), entry: entry, generation: entry.generation))
      }
    }
    while let head = ends.min, head.time <= horizon {
      ends.popMin()
      let entry = head.entry
      guard head.generation == entry.generation, entry.liveIndex >= 0 else { continue }
      guard entry.layer != nil else {
        // The layer was released while animating: the animation ends unfinished, and its
        // delegate and completion group still hear about it (a UIView completion handler always
        // runs; a resize's transition coordinator waits for it).
        dropLive(entry)
        _AnimatedValueStore.shared.releaseIfDead(entry.valueSlot)
        if !entry.didStop {
          entry.didStop = true
          MediaClock.shared.enqueue { self.deliverStop(entry, finished: false) }
        }
        continue
      }
      if entry.isFinished(atMedia: horizon) {
        finish(entry)
      } else {
        // Rounding put the estimate early: look again next frame.
        ends.push(.init(time: max(entry.endTime(), time + 1e-6), entry: entry, generation: entry.generation))
      }
    }
  }

  private func finish(_ entry: _AnimationEntry) {
    dropLive(entry)
    if entry.hasDelegate && !entry.didStart {
      entry.didStart = true
      entry.sendDidStart()
    }
    if entry.isRemovedOnCompletion, let layer = entry.layer,
      let index = layer._animationEntries._firstIndex(identicalTo: entry)
    {
      layer._removeAnimationEntry(at: index)
      entry._layerDidDie(layer)
    }
    entry.didStop = true
    deliverStop(entry, finished: true)
  }
}

/// Lives exactly as long as its layer (see `CALayer._lifetime`).
package final class _LayerLifetime {}
