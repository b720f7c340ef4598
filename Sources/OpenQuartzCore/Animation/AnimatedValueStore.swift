import Foundation

/// The values a frame animates most (position, bounds, opacity, transform) of one layer, by
/// value: one record of the per-frame store.
package struct _HotLayerValues {
  package var position: CGPoint = .zero
  package var bounds: CGRect = .zero
  package var transform: CATransform3D = CATransform3DIdentity
  package var opacity: Float = 1

  static let positionBit: UInt8 = 1
  static let boundsBit: UInt8 = 2
  static let transformBit: UInt8 = 4
  static let opacityBit: UInt8 = 8

  @inline(__always)
  init() {}

  @inline(__always)
  init(_ v: _LayerValues) {
    position = v.position
    bounds = v.bounds
    transform = v.transform
    opacity = v.opacity
  }

  /// Writes the fields named by `mask` into `values`.
  @inline(__always)
  package func write(into values: inout _LayerValues, mask: UInt8) {
    if mask & Self.positionBit != 0 { values.position = position }
    if mask & Self.opacityBit != 0 { values.opacity = opacity }
    if mask & Self.transformBit != 0 { values.transform = transform }
    if mask & Self.boundsBit != 0 { values.bounds = bounds }
  }
}

/// A fixed-endpoint track (`_FixedTrack`) on one of the hot values, stored by value in the
/// store's track array (evaluating a frame reads consecutive memory, no track objects).
struct _CompactTrack {
  var timing: _TimingModel
  var progress: _FixedTrack.Progress
  var endpoints: _FixedEndpoints
  /// One of `_HotLayerValues`' bits.
  var field: UInt8

  static let unused = _CompactTrack(
    timing: _TimingModel(
      beginTime: 0, duration: 0, speed: 1, timeOffset: 0, repeatCount: 0, repeatDuration: 0,
      autoreverses: false, fillMode: .removed),
    progress: .linear, endpoints: .scalar(0, 0), field: 0)

  /// `_FixedTrack.apply`'s arithmetic (`_FixedTrack.fraction`, `_FixedEndpoints.mix`), on the
  /// hot values.
  @inline(__always)
  func apply(to v: inout _HotLayerValues, parentTime tp: Double) {
    guard let f = _FixedTrack.fraction(timing: timing, progress: progress, parentTime: tp) else { return }
    @inline(__always) func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * f }
    switch endpoints {
    case .scalar(let a, let b):
      v.opacity = Float(mix(a, b))
    case .point(let a, let b):
      v.position = CGPoint(x: mix(a.x, b.x), y: mix(a.y, b.y))
    case .rect(let a, let b):
      v.bounds = CGRect(
        x: mix(a.origin.x, b.origin.x), y: mix(a.origin.y, b.origin.y),
        width: mix(a.size.width, b.size.width), height: mix(a.size.height, b.size.height))
    case .transform(let a, let b):
      v.transform = _interpolateTransform(a, b, f)
    case .size:
      break
    }
  }

  /// The compact form of `entry`'s animation, when it is a fixed-endpoint track `_AnimationProgram`
  /// would store as `.fixed` and it animates one whole hot value.
  @MainActor
  static func make(_ entry: _AnimationEntry) -> _CompactTrack? {
    guard let node = entry.node, case .property(let track) = node, let fixed = track.fixed,
      !track.isCumulative, !entry.isDriven, track.driver == nil
    else { return nil }
    let field: UInt8
    switch (track.path, fixed) {
    case (.position, .point): field = _HotLayerValues.positionBit
    case (.bounds, .rect): field = _HotLayerValues.boundsBit
    case (.transform, .transform): field = _HotLayerValues.transformBit
    case (.opacity, .scalar): field = _HotLayerValues.opacityBit
    default: return nil
    }
    return _CompactTrack(
      timing: track.timing, progress: _FixedTrack.Progress(track), endpoints: fixed, field: field)
  }
}

/// The per-frame store of animated values (issue 15): every animating layer whose animations
/// are all fixed-endpoint tracks on position, bounds, opacity or transform (at most
/// `tracksPerSlot`) holds a slot while it has animations; its presentation values of the frame
/// are computed for all slots in one pass over contiguous arrays, the first time anyone asks
/// for them in that frame (`presentation()`, a render snapshot, a presentation copy's values),
/// and read from there by all of them.
///
/// Slots are reused (free list) and freed when the layer's last animation goes or the layer
/// dies, so the store is as large as the most layers that animated at once. A slot goes stale
/// when its layer's values or animations change (`invalidate`) or any layer's timing or place
/// in the tree changes (`timingDidChange`); it is brought up to date on its next read.
/// Layers whose animations cannot be stored (keyframes, groups, additive, cumulative, driven,
/// other key paths) keep a slot marked `general` and are evaluated per layer as before.
@preconcurrency @MainActor
package final class _AnimatedValueStore {
  package static let shared = _AnimatedValueStore()
  static let tracksPerSlot = 4

  enum State: UInt8 { case free, stale, compact, general }

  /// Per-slot bookkeeping.
  struct Slot {
    var rate: Double = 1
    var offset: Double = 0
    /// Local time of `current[slot]`.
    var layerTime: Double = .nan
    var timingGeneration: UInt64 = 0
    var state: State = .free
    var trackCount: UInt8 = 0
    var mask: UInt8 = 0
    /// `current[slot]` holds the values at the store's `time`.
    var isCurrent = false
  }

  /// The layer of a slot: unowned(unsafe) plus its lifetime token held weakly (as
  /// `_AnimationEntry` does: no side table on the layer).
  struct Owner {
    unowned(unsafe) var layer: CALayer
    weak var lifetime: _LayerLifetime?
  }

  private(set) var slots: ContiguousArray<Slot> = []
  /// The model's hot values of each slot (refreshed when the slot is stale).
  private var base: ContiguousArray<_HotLayerValues> = []
  /// The presentation values at `time` of each slot.
  private(set) var current: ContiguousArray<_HotLayerValues> = []
  private var tracks: ContiguousArray<_CompactTrack> = []
  private var owners: ContiguousArray<Owner?> = []
  private var freeList: [Int32] = []
  /// Media time of the values in `current` (NaN: none).
  private var time: CFTimeInterval = .nan
  private var timingGeneration: UInt64 = 1
  private var sweepThreshold = 64
  /// Slots in use.
  package private(set) var liveCount = 0
  /// Slots allocated (used and free): the store's size.
  package var capacity: Int { slots.count }

  // MARK: Slots

  func allocate(for layer: CALayer) -> Int32 {
    // Layers that died with animations hold their slots until a frame's pass or this sweep
    // (at most once per doubling: amortised O(1), the store stays within twice the most
    // layers that animated at once).
    if freeList.isEmpty && slots.count >= sweepThreshold {
      sweepDeadOwners()
      sweepThreshold = max(64, 2 * liveCount)
    }
    let slot: Int32
    if let reused = freeList.popLast() {
      slot = reused
    } else {
      slot = Int32(slots.count)
      slots.append(Slot())
      base.append(_HotLayerValues())
      current.append(_HotLayerValues())
      owners.append(nil)
      for _ in 0..<Self.tracksPerSlot { tracks.append(.unused) }
    }
    let i = Int(slot)
    slots[i] = Slot(state: .stale)
    owners[i] = Owner(layer: layer, lifetime: layer._lifetime)
    liveCount += 1
    return slot
  }

  func release(_ slot: Int32) {
    let i = Int(slot)
    guard i >= 0, i < slots.count, slots[i].state != .free else { return }
    slots[i] = Slot()
    owners[i] = nil
    for k in 0..<Self.tracksPerSlot { tracks[i * Self.tracksPerSlot + k] = .unused }
    freeList.append(slot)
    liveCount -= 1
  }

  /// Frees `slot` if its layer died (the engine met an animation of a released layer).
  func releaseIfDead(_ slot: Int32) {
    let i = Int(slot)
    guard i >= 0, i < slots.count, slots[i].state != .free, owners[i]?.lifetime == nil else { return }
    release(slot)
  }

  /// Frees the slots of layers that died with animations attached.
  private func sweepDeadOwners() {
    for i in slots.indices where slots[i].state != .free && owners[i]?.lifetime == nil {
      release(Int32(i))
    }
  }

  /// The slot's layer changed its values or animations.
  @inline(__always)
  func invalidate(_ slot: Int32) {
    slots[Int(slot)].state = .stale
    slots[Int(slot)].isCurrent = false
  }

  /// Some layer's timing or place in the tree changed: every slot's time mapping may have.
  func timingDidChange() {
    timingGeneration &+= 1
  }

  // MARK: Values

  /// The slot's presentation values at media time `t` and the mask of the fields its
  /// animations set, or nil when its animations are not stored here.
  func values(_ slot: Int32, at t: CFTimeInterval) -> (values: _HotLayerValues, mask: UInt8, layerTime: Double)? {
    guard let layerTime = prepare(slot, at: t) else { return nil }
    let i = Int(slot)
    return (current[i], slots[i].mask, layerTime)
  }

  /// Makes the slot's values at media time `t` current; returns the layer's local time then,
  /// or nil when its animations are not stored here.
  @inline(__always)
  func prepare(_ slot: Int32, at t: CFTimeInterval) -> Double? {
    let i = Int(slot)
    if time != t { fill(at: t) }
    if !slots[i].isCurrent || slots[i].timingGeneration != timingGeneration {
      refresh(i)
      compute(i)
    }
    guard slots[i].state == .compact else { return nil }
    return slots[i].layerTime
  }

  /// Writes the animated fields of a prepared slot into `layer`'s values, field by field
  /// (assigning through a whole `_LayerValues` copies it several times).
  @inline(__always)
  func write(_ slot: Int32, to layer: CALayer) {
    let i = Int(slot)
    let mask = slots[i].mask
    if mask & _HotLayerValues.positionBit != 0 { layer._storedValues.position = current[i].position }
    if mask & _HotLayerValues.opacityBit != 0 { layer._storedValues.opacity = current[i].opacity }
    if mask & _HotLayerValues.transformBit != 0 { layer._storedValues.transform = current[i].transform }
    if mask & _HotLayerValues.boundsBit != 0 { layer._storedValues.bounds = current[i].bounds }
  }

  /// Writes the animated fields of a prepared slot into `values`.
  @inline(__always)
  func write(_ slot: Int32, into values: inout _LayerValues) {
    let i = Int(slot)
    current.withUnsafeBufferPointer { $0[i].write(into: &values, mask: slots[i].mask) }
  }

  /// One pass over every slot: the values at `t`. Slots that need their layer (stale ones,
  /// stale time mappings, dead layers) are handled first; then one loop over the raw arrays
  /// (no per-element access checks, no copies of the tracks).
  private func fill(at t: CFTimeInterval) {
    time = t
    let generation = timingGeneration
    var needLayer: [Int] = []
    slots.withUnsafeBufferPointer { s in
      for i in 0..<s.count {
        switch s[i].state {
        case .free: continue
        case .compact, .general: if s[i].timingGeneration != generation { needLayer.append(i) }
        case .stale: needLayer.append(i)
        }
      }
    }
    for i in needLayer {
      guard owners[i]?.lifetime != nil else {
        release(Int32(i))
        continue
      }
      refresh(i)
    }
    let perSlot = Self.tracksPerSlot
    slots.withUnsafeMutableBufferPointer { s in
      current.withUnsafeMutableBufferPointer { out in
        base.withUnsafeBufferPointer { b in
          tracks.withUnsafeBufferPointer { tracks in
            for i in 0..<s.count {
              switch s[i].state {
              case .free, .stale: continue
              case .general:
                s[i].isCurrent = true
                continue
              case .compact:
                let layerTime = s[i].rate * t + s[i].offset
                out[i] = b[i]
                let first = i * perSlot
                for k in 0..<Int(s[i].trackCount) { tracks[first + k].apply(to: &out[i], parentTime: layerTime) }
                s[i].layerTime = layerTime
                s[i].isCurrent = true
              }
            }
          }
        }
      }
    }
  }

  /// Brings a stale slot's model values, tracks and time mapping up to date from its layer.
  private func refresh(_ i: Int) {
    guard let owner = owners[i], owner.lifetime != nil else { return }
    let layer = owner.layer
    var s = slots[i]
    if s.state == .stale {
      s.state = .compact
      s.mask = 0
      var count = 0
      for entry in layer._animationEntryStorage where entry.node != nil {
        guard count < Self.tracksPerSlot, let track = _CompactTrack.make(entry) else {
          s.state = .general
          break
        }
        tracks[i * Self.tracksPerSlot + count] = track
        s.mask |= track.field
        count += 1
      }
      s.trackCount = UInt8(count)
      if s.state == .compact { base[i] = _HotLayerValues(layer._storedValues) }
    }
    let m = layer._timeMapping
    s.rate = m.rate
    s.offset = m.offset
    s.timingGeneration = timingGeneration
    slots[i] = s
  }

  /// The slot's values at the store's time (`_AnimationProgram.apply`'s order: later tracks
  /// on top).
  @inline(__always)
  private func compute(_ i: Int) {
    let s = slots[i]
    guard s.state == .compact else {
      slots[i].isCurrent = true
      return
    }
    let layerTime = s.rate * time + s.offset
    var v = base[i]
    let first = i * Self.tracksPerSlot
    tracks.withUnsafeBufferPointer { tracks in
      for k in 0..<Int(s.trackCount) { tracks[first + k].apply(to: &v, parentTime: layerTime) }
    }
    current[i] = v
    slots[i].layerTime = layerTime
    slots[i].isCurrent = true
  }
}
