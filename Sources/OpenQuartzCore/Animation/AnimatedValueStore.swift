import Foundation

/// The values a frame animates most (position, bounds, opacity, transform) of one layer, by
/// value: what the per-frame store answers for one slot.
package struct _HotLayerValues {
  package var position: CGPoint = .zero
  package var bounds: CGRect = .zero
  package var transform: CATransform3D = CATransform3DIdentity
  package var opacity: Float = 1

  static let positionBit: UInt8 = 1
  static let boundsBit: UInt8 = 2
  static let transformBit: UInt8 = 4
  static let opacityBit: UInt8 = 8
}

/// The progress curve of a stored track, by value: the timing function unretained (the store
/// keeps it alive in `functions`), so a track is plain bits and reading one copies nothing that
/// needs retaining.
enum _CompactProgress {
  case linear
  /// With the store's number for its control points (`_CurveMemo`).
  case function(Unmanaged<CAMediaTimingFunction>, curve: UInt64)
  /// The closed form's constants computed once (the same bits as `SpringSolver.progress`),
  /// with the store's number for them (`_CurveMemo`).
  case spring(_SpringCurve, curve: UInt64)
}

/// The endpoints of a slot's transform track, with what `_interpolateTransform` would check
/// every frame worked out once.
struct _TransformEnds {
  var a: CATransform3D
  var b: CATransform3D
  var equal: Bool
  var scaleTranslate: Bool

  init(_ a: CATransform3D, _ b: CATransform3D) {
    self.a = a
    self.b = b
    equal = a == b
    scaleTranslate = a._isScaleTranslate && b._isScaleTranslate
  }

  static let identity = _TransformEnds(CATransform3DIdentity, CATransform3DIdentity)

  /// `_interpolateTransform(a, b, f)`.
  @inline(__always)
  func interpolate(_ f: Double) -> CATransform3D {
    _interpolateTransform(a, b, f, equal: equal, scaleTranslate: scaleTranslate)
  }

  /// `r.pointee = ends.pointee.interpolate(f)`, the same expressions, read and written in
  /// place (no copies of the endpoints or the result on the way).
  @inline(__always)
  static func interpolate(
    _ ends: UnsafeMutablePointer<_TransformEnds>, _ f: Double, into r: UnsafeMutablePointer<CATransform3D>
  ) {
    if f == 0 {
      r.pointee = ends.pointee.a
    } else if f == 1 {
      r.pointee = ends.pointee.b
    } else if ends.pointee.equal {
      r.pointee = ends.pointee.a
    } else if ends.pointee.scaleTranslate {
      let k = CGFloat(f)
      r.pointee = CATransform3DIdentity
      r.pointee.m11 = ends.pointee.a.m11 + (ends.pointee.b.m11 - ends.pointee.a.m11) * k
      r.pointee.m22 = ends.pointee.a.m22 + (ends.pointee.b.m22 - ends.pointee.a.m22) * k
      r.pointee.m33 = ends.pointee.a.m33 + (ends.pointee.b.m33 - ends.pointee.a.m33) * k
      r.pointee.m41 = ends.pointee.a.m41 + (ends.pointee.b.m41 - ends.pointee.a.m41) * k
      r.pointee.m42 = ends.pointee.a.m42 + (ends.pointee.b.m42 - ends.pointee.a.m42) * k
      r.pointee.m43 = ends.pointee.a.m43 + (ends.pointee.b.m43 - ends.pointee.a.m43) * k
    } else {
      r.pointee = ends.pointee.interpolate(f)
    }
  }
}

/// Results of Bézier timing curves and springs by their exact input: `_solve` is a pure function
/// of the curve's four control points and x, `_SpringCurve.progress` of the spring's constants
/// and the time, so an entry gives the same bits as evaluating again. Tracks that share a curve
/// and an input (layers animated together, with the same duration or the same spring) evaluate
/// it once; the store numbers each distinct curve and spring (`curve`, one sequence, never
/// reused), and a table of 1,024 entries keyed by (curve, x) holds the last result of each
/// bucket.
struct _CurveMemo {
  struct Entry {
    /// 0: empty (curves are numbered from 1).
    var curve: UInt64 = 0
    var x: UInt64 = 0
    var y: Double = 0
  }
  static let count = 1_024
  let entries: UnsafeMutablePointer<Entry>

  /// `function._solve(x)`.
  @inline(__always)
  func solve(_ function: Unmanaged<CAMediaTimingFunction>, curve: UInt64, _ x: Double) -> Double {
    let key = x.bitPattern
    let hash = (key ^ (curve &* 0x9E37_79B9_7F4A_7C15)) &* 0xBF58_476D_1CE4_E5B9
    let entry = entries + Int(truncatingIfNeeded: hash >> 54)
    if entry.pointee.curve == curve && entry.pointee.x == key { return entry.pointee.y }
    let y = function._withUnsafeGuaranteedRef { $0._solve(x) }
    entry.pointee = Entry(curve: curve, x: key, y: y)
    return y
  }

  /// `spring.progress(at: t)` (a spring's exp, sin and cos once per distinct spring and time).
  @inline(__always)
  func progress(_ spring: _SpringCurve, curve: UInt64, _ t: Double) -> Double {
    let key = t.bitPattern
    let hash = (key ^ (curve &* 0x9E37_79B9_7F4A_7C15)) &* 0xBF58_476D_1CE4_E5B9
    let entry = entries + Int(truncatingIfNeeded: hash >> 54)
    if entry.pointee.curve == curve && entry.pointee.x == key { return entry.pointee.y }
    let y = spring.progress(at: t)
    entry.pointee = Entry(curve: curve, x: key, y: y)
    return y
  }
}

/// A spring's constants by their bits (the memo's key for a spring: equal keys, equal results).
struct _SpringKey: Hashable {
  var form: UInt8
  var k0, k1, k2, k3: UInt64

  init(_ spring: _SpringCurve) {
    form = spring.form.rawValue
    k0 = spring.k0.bitPattern
    k1 = spring.k1.bitPattern
    k2 = spring.k2.bitPattern
    k3 = spring.k3.bitPattern
  }
}

/// A fixed-endpoint track (`_FixedTrack`) on one of the hot values, stored by value in the
/// store's track column. The endpoints of scalars, points and rects are inline (`a`, `b`: x, y,
/// width, height); a transform's are in the slot's own column (one transform track a slot), so
/// a track is about 170 bytes and not 350.
struct _CompactTrack {
  var timing: _TimingModel
  var progress: _CompactProgress
  var a: (Double, Double, Double, Double)
  var b: (Double, Double, Double, Double)
  /// One of `_HotLayerValues`' bits.
  var field: UInt8

  /// `_FixedTrack.fraction`'s arithmetic (the same operations, so the same bits).
  @inline(__always)
  func fraction(parentTime tp: Double, memo: _CurveMemo) -> Double? {
    guard let sample = timing.sample(parentTime: tp) else { return nil }
    switch progress {
    case .spring(let spring, let curve):
      return memo.progress(spring, curve: curve, sample.time)
    case .linear:
      let d = timing.duration
      return d > 0 ? sample.time / d : 1
    case .function(let function, let curve):
      let d = timing.duration
      return memo.solve(function, curve: curve, d > 0 ? sample.time / d : 1)
    }
  }

  /// The compact form of `entry`'s animation, when it is a fixed-endpoint track `_AnimationProgram`
  /// would store as `.fixed` and it animates one whole hot value; with the transform endpoints
  /// and the timing function to keep apart.
  @MainActor
  static func make(_ entry: _AnimationEntry)
    -> (track: _CompactTrack, transform: (CATransform3D, CATransform3D)?, function: CAMediaTimingFunction?)?
  {
    guard let node = entry.node, case .property(let track) = node, let fixed = track.fixed,
      !track.isCumulative, !entry.isDriven, track.driver == nil
    else { return nil }
    var result = _CompactTrack(
      timing: track.timing, progress: .linear, a: (0, 0, 0, 0), b: (0, 0, 0, 0), field: 0)
    var transform: (CATransform3D, CATransform3D)?
    switch (track.path, fixed) {
    case (.position, .point(let a, let b)):
      result.field = _HotLayerValues.positionBit
      result.a = (a.x, a.y, 0, 0)
      result.b = (b.x, b.y, 0, 0)
    case (.bounds, .rect(let a, let b)):
      result.field = _HotLayerValues.boundsBit
      result.a = (a.origin.x, a.origin.y, a.size.width, a.size.height)
      result.b = (b.origin.x, b.origin.y, b.size.width, b.size.height)
    case (.transform, .transform(let a, let b)):
      result.field = _HotLayerValues.transformBit
      transform = (a, b)
    case (.opacity, .scalar(let a, let b)):
      result.field = _HotLayerValues.opacityBit
      result.a = (a, 0, 0, 0)
      result.b = (b, 0, 0, 0)
    default: return nil
    }
    var function: CAMediaTimingFunction?
    switch _FixedTrack.Progress(track) {
    case .linear: result.progress = .linear
    case .spring(let spring): result.progress = .spring(_SpringCurve(spring), curve: 0)
    case .function(let f):
      function = f
      result.progress = .function(Unmanaged.passUnretained(f), curve: 0)
    }
    return (result, transform, function)
  }
}

/// A column of the store: plain memory, grown by doubling, elements initialised by the store
/// (no copy-on-write or uniqueness checks per access, no exclusivity checks on the elements).
struct _StoreColumn<Element> {
  private(set) var base: UnsafeMutablePointer<Element>
  private(set) var capacity: Int

  init() {
    base = .allocate(capacity: 0)
    capacity = 0
  }

  /// Grows to hold `count` elements, the new ones set to `fill`; keeps the first `used`.
  mutating func grow(to count: Int, used: Int, fill: Element) {
    guard count > capacity else { return }
    let newCapacity = max(count, 2 * capacity, 16)
    let new = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
    new.moveInitialize(from: base, count: used)
    (new + used).initialize(repeating: fill, count: newCapacity - used)
    if used < capacity { (base + used).deinitialize(count: capacity - used) }
    base.deallocate()
    base = new
    capacity = newCapacity
  }
}

/// The per-frame store of animated values (issue 15): every animating layer whose animations
/// are all fixed-endpoint tracks on position, bounds, opacity or transform (at most
/// `tracksPerSlot`, one of them on the transform) holds a slot while it has animations; its
/// presentation values of the frame are computed for all slots in one pass over contiguous
/// columns, the first time anyone asks for them in that frame (`presentation()`, a render
/// snapshot, a presentation copy's values), and read from there by all of them.
///
/// The columns are per value (position, bounds, opacity, transform), and a frame writes only
/// the values a slot's tracks animate: the model's values of a slot (`base*`) are read only
/// when none of the tracks on a value has an effect at that time.
///
/// Slots are reused (free list) and freed when the layer's last animation goes or the layer
/// dies, so the store is as large as the most layers that animated at once. A slot goes stale
/// when its layer's values or animations change (`invalidate`) or any layer's timing or place
/// in the tree changes (`timingDidChange`); it is brought up to date on its next read.
/// Layers whose animations cannot be stored (keyframes, groups, additive, cumulative, driven,
/// other key paths) keep a slot marked `general` and are evaluated per layer as before.
@preconcurrency @MainActor
package final class _AnimatedValueStore {
  package static let shared: _AnimatedValueStore = {
    let store = _AnimatedValueStore()
    _existingStore = Unmanaged.passUnretained(store)
    return store
  }()
  /// `shared` (which keeps it alive) without the lazy global's once-check, for the per-read
  /// path: nil until `shared` is first made, and a layer holding a slot implies it was.
  nonisolated(unsafe) private static var _existingStore: Unmanaged<_AnimatedValueStore>? = nil
  /// Runs `body` with `shared`, for a caller holding a slot (so the store exists), without
  /// retaining it.
  @inline(__always)
  static func withExisting<R>(_ body: (_AnimatedValueStore) -> R) -> R {
    _existingStore.unsafelyUnwrapped._withUnsafeGuaranteedRef(body)
  }
  nonisolated static let tracksPerSlot = 4

  enum State: UInt8 { case free, stale, compact, general }

  /// Per-slot bookkeeping.
  struct Slot {
    var rate: Double = 1
    var offset: Double = 0
    /// Local time of the slot's current values.
    var layerTime: Double = .nan
    var timingGeneration: UInt64 = 0
    var state: State = .free
    var trackCount: UInt8 = 0
    var mask: UInt8 = 0
    /// The current columns hold the slot's values at the store's `time`.
    var isCurrent = false
  }

  /// The layer of a slot: unowned(unsafe) plus its lifetime token held weakly (as
  /// `_AnimationEntry` does: no side table on the layer).
  struct Owner {
    unowned(unsafe) var layer: CALayer
    weak var lifetime: _LayerLifetime?
  }

  // Private, so the optimiser sees every access (no dynamic exclusivity checks on them).
  @exclusivity(unchecked) private var count = 0
  @exclusivity(unchecked) private var slots = _StoreColumn<Slot>()
  /// The model's hot values of each slot (refreshed when the slot is stale).
  @exclusivity(unchecked) private var basePosition = _StoreColumn<CGPoint>()
  @exclusivity(unchecked) private var baseBounds = _StoreColumn<CGRect>()
  @exclusivity(unchecked) private var baseOpacity = _StoreColumn<Float>()
  @exclusivity(unchecked) private var baseTransform = _StoreColumn<CATransform3D>()
  /// The presentation values at `time` of each slot (only the animated ones are written).
  @exclusivity(unchecked) private var position = _StoreColumn<CGPoint>()
  @exclusivity(unchecked) private var bounds = _StoreColumn<CGRect>()
  @exclusivity(unchecked) private var opacity = _StoreColumn<Float>()
  @exclusivity(unchecked) private var transform = _StoreColumn<CATransform3D>()
  /// The endpoints of each slot's transform track.
  @exclusivity(unchecked) private var transformEnds = _StoreColumn<_TransformEnds>()
  @exclusivity(unchecked) private var tracks = _StoreColumn<_CompactTrack>()
  /// Keeps the tracks' timing functions alive (the tracks hold them unretained).
  @exclusivity(unchecked) private var functions: ContiguousArray<CAMediaTimingFunction?> = []
  /// Solved Bézier timing curves (`_CurveMemo`), and the numbers of the curves seen (by their
  /// control points; forgotten when there are many, numbers are never reused).
  private let curveMemo: _CurveMemo = {
    let entries = UnsafeMutablePointer<_CurveMemo.Entry>.allocate(capacity: _CurveMemo.count)
    entries.initialize(repeating: _CurveMemo.Entry(), count: _CurveMemo.count)
    return _CurveMemo(entries: entries)
  }()
  @exclusivity(unchecked) private var curveNumbers: [CAMediaTimingFunction._ControlPointBits: UInt64] = [:]
  @exclusivity(unchecked) private var lastCurve: (function: CAMediaTimingFunction, number: UInt64)?
  @exclusivity(unchecked) private var nextCurveNumber: UInt64 = 1
  /// The numbers of the springs seen, by their constants' bits (forgotten when there are many).
  @exclusivity(unchecked) private var springNumbers: [_SpringKey: UInt64] = [:]
  @exclusivity(unchecked) private var lastSpring: (key: _SpringKey, number: UInt64)?
  @exclusivity(unchecked) private var owners: ContiguousArray<Owner?> = []
  @exclusivity(unchecked) private var freeList: [Int32] = []
  /// Media time of the current values (NaN: none).
  @exclusivity(unchecked) private var time: CFTimeInterval = .nan
  @exclusivity(unchecked) private var timingGeneration: UInt64 = 1
  @exclusivity(unchecked) private var sweepThreshold = 64
  /// Slots in use.
  @exclusivity(unchecked) package private(set) var liveCount = 0
  /// Slots allocated (used and free): the store's size.
  package var capacity: Int { count }

  private static let unusedTrack = _CompactTrack(
    timing: _TimingModel(
      beginTime: 0, duration: 0, speed: 1, timeOffset: 0, repeatCount: 0, repeatDuration: 0,
      autoreverses: false, fillMode: .removed),
    progress: .linear, a: (0, 0, 0, 0), b: (0, 0, 0, 0), field: 0)

  // MARK: Slots

  func allocate(for layer: CALayer) -> Int32 {
    // Layers that died with animations hold their slots until a frame's pass or this sweep
    // (at most once per doubling: amortised O(1), the store stays within twice the most
    // layers that animated at once).
    if freeList.isEmpty && count >= sweepThreshold {
      sweepDeadOwners()
      sweepThreshold = max(64, 2 * liveCount)
    }
    let slot: Int32
    if let reused = freeList.popLast() {
      slot = reused
    } else {
      slot = Int32(count)
      appendSlot()
    }
    let i = Int(slot)
    slots.base[i] = Slot(state: .stale)
    owners[i] = Owner(layer: layer, lifetime: layer._lifetime)
    liveCount += 1
    return slot
  }

  private func appendSlot() {
    // Each column grown in a local copy and stored back: no access to a column spans a call
    // (so the optimiser drops their dynamic exclusivity checks).
    let n = count
    func grown<T>(_ column: _StoreColumn<T>, _ fill: T, per: Int = 1) -> _StoreColumn<T> {
      var c = column
      c.grow(to: (n + 1) * per, used: n * per, fill: fill)
      return c
    }
    slots = grown(slots, Slot())
    basePosition = grown(basePosition, .zero)
    baseBounds = grown(baseBounds, .zero)
    baseOpacity = grown(baseOpacity, 1)
    baseTransform = grown(baseTransform, CATransform3DIdentity)
    position = grown(position, .zero)
    bounds = grown(bounds, .zero)
    opacity = grown(opacity, 1)
    transform = grown(transform, CATransform3DIdentity)
    transformEnds = grown(transformEnds, .identity)
    tracks = grown(tracks, Self.unusedTrack, per: Self.tracksPerSlot)
    for _ in 0..<Self.tracksPerSlot { functions.append(nil) }
    owners.append(nil)
    count = n + 1
  }

  func release(_ slot: Int32) {
    let i = Int(slot)
    guard i >= 0, i < count, slots.base[i].state != .free else { return }
    slots.base[i] = Slot()
    owners[i] = nil
    for k in 0..<Self.tracksPerSlot {
      tracks.base[i * Self.tracksPerSlot + k] = Self.unusedTrack
      functions[i * Self.tracksPerSlot + k] = nil
    }
    freeList.append(slot)
    liveCount -= 1
  }

  /// Frees `slot` if its layer died (the engine met an animation of a released layer).
  func releaseIfDead(_ slot: Int32) {
    let i = Int(slot)
    guard i >= 0, i < count, slots.base[i].state != .free, owners[i]?.lifetime == nil else { return }
    release(slot)
  }

  /// Frees the slots of layers that died with animations attached.
  private func sweepDeadOwners() {
    for i in 0..<count where slots.base[i].state != .free && owners[i]?.lifetime == nil {
      release(Int32(i))
    }
  }

  /// The slot's layer changed its values or animations.
  @inline(__always)
  func invalidate(_ slot: Int32) {
    let s = slots.base + Int(slot)
    s.pointee.state = .stale
    s.pointee.isCurrent = false
  }

  /// The slot's layer lost the animation of its track `k` (tracks are its animations with a
  /// node, in order) and nothing else changed: the track goes, the later ones move down, as a
  /// refresh from the layer would make them (same tracks, same model values). False when the
  /// slot is not an up-to-date compact one (the caller then invalidates it).
  func dropTrack(_ slot: Int32, at k: Int) -> Bool {
    let i = Int(slot)
    guard i >= 0, i < count else { return false }
    let s = slots.base + i
    guard s.pointee.state == .compact, k < Int(s.pointee.trackCount) else { return false }
    let first = i * Self.tracksPerSlot
    let n = Int(s.pointee.trackCount)
    var mask: UInt8 = 0
    var j = k
    while j < n - 1 {
      tracks.base[first + j] = tracks.base[first + j + 1]
      functions[first + j] = functions[first + j + 1]
      j += 1
    }
    tracks.base[first + n - 1] = Self.unusedTrack
    functions[first + n - 1] = nil
    for m in 0..<(n - 1) { mask |= tracks.base[first + m].field }
    s.pointee.trackCount = UInt8(n - 1)
    s.pointee.mask = mask
    s.pointee.isCurrent = false
    return true
  }

  /// Some layer's timing or place in the tree changed: every slot's time mapping may have.
  func timingDidChange() {
    timingGeneration &+= 1
  }

  // MARK: Values

  /// The slot's presentation values at media time `t` (the fields its animations do not set are
  /// the model's) and the mask of the fields its animations set, or nil when its animations
  /// are not stored here.
  func values(_ slot: Int32, at t: CFTimeInterval) -> (values: _HotLayerValues, mask: UInt8, layerTime: Double)? {
    guard let layerTime = prepare(slot, at: t) else { return nil }
    let i = Int(slot)
    let mask = slots.base[i].mask
    var v = _HotLayerValues()
    v.position = mask & _HotLayerValues.positionBit != 0 ? position.base[i] : basePosition.base[i]
    v.bounds = mask & _HotLayerValues.boundsBit != 0 ? bounds.base[i] : baseBounds.base[i]
    v.opacity = mask & _HotLayerValues.opacityBit != 0 ? opacity.base[i] : baseOpacity.base[i]
    v.transform = mask & _HotLayerValues.transformBit != 0 ? transform.base[i] : baseTransform.base[i]
    return (v, mask, layerTime)
  }

  /// Makes the slot's values at media time `t` current; returns the layer's local time then,
  /// or nil when its animations are not stored here.
  @inline(__always)
  func prepare(_ slot: Int32, at t: CFTimeInterval) -> Double? {
    let i = Int(slot)
    if time != t { fill(at: t) }
    let s = slots.base + i
    if !s.pointee.isCurrent || s.pointee.timingGeneration != timingGeneration {
      refresh(i)
      compute(i)
    }
    guard s.pointee.state == .compact else { return nil }
    return s.pointee.layerTime
  }

  /// Writes the animated fields of a prepared slot into `values`.
  @inline(__always)
  func write(_ slot: Int32, into values: inout _LayerValues) {
    let i = Int(slot)
    let mask = slots.base[i].mask
    if mask & _HotLayerValues.positionBit != 0 { values.position = position.base[i] }
    if mask & _HotLayerValues.opacityBit != 0 { values.opacity = opacity.base[i] }
    if mask & _HotLayerValues.transformBit != 0 { values.transform = transform.base[i] }
    if mask & _HotLayerValues.boundsBit != 0 { values.bounds = bounds.base[i] }
  }

  /// One pass over every slot: the values at `t`. A slot that needs its layer (a stale one, a
  /// stale time mapping, a dead layer) is brought up to date from it first, in the same pass
  /// (a slot's values depend on its own columns only, and neither a refresh nor a release
  /// moves the columns).
  private func fill(at t: CFTimeInterval) {
    time = t
    let generation = timingGeneration
    let n = count
    let s = slots.base
    let columns = Columns(self)
    for i in 0..<n {
      let state = s[i].state
      if state == .free { continue }
      if state == .stale || s[i].timingGeneration != generation {
        guard owners[i]?.lifetime != nil else {
          release(Int32(i))
          continue
        }
        refresh(i)
      }
      if s[i].state == .compact {
        columns.compute(i, slot: s + i, at: t)
      } else {
        s[i].isCurrent = true
      }
    }
  }

  /// The columns' addresses, read once for a pass.
  private struct Columns {
    let basePosition, position: UnsafeMutablePointer<CGPoint>
    let baseBounds, bounds: UnsafeMutablePointer<CGRect>
    let baseOpacity, opacity: UnsafeMutablePointer<Float>
    let baseTransform, transform: UnsafeMutablePointer<CATransform3D>
    let transformEnds: UnsafeMutablePointer<_TransformEnds>
    let tracks: UnsafeMutablePointer<_CompactTrack>
    let memo: _CurveMemo

    @MainActor @inline(__always)
    init(_ store: _AnimatedValueStore) {
      basePosition = store.basePosition.base
      position = store.position.base
      baseBounds = store.baseBounds.base
      bounds = store.bounds.base
      baseOpacity = store.baseOpacity.base
      opacity = store.opacity.base
      baseTransform = store.baseTransform.base
      transform = store.transform.base
      transformEnds = store.transformEnds.base
      tracks = store.tracks.base
      memo = store.curveMemo
    }

    /// The slot's values at media time `t` (`_AnimationProgram.apply`'s order: later tracks on
    /// top; a value no track has an effect on is the model's).
    @inline(__always)
    func compute(_ i: Int, slot s: UnsafeMutablePointer<Slot>, at t: CFTimeInterval) {
      let layerTime = s.pointee.rate * t + s.pointee.offset
      var applied: UInt8 = 0
      let first = tracks + i * _AnimatedValueStore.tracksPerSlot
      for k in 0..<Int(s.pointee.trackCount) {
        let track = first + k
        guard let f = track.pointee.fraction(parentTime: layerTime, memo: memo) else { continue }
        @inline(__always) func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * f }
        let field = track.pointee.field
        applied |= field
        switch field {
        case _HotLayerValues.positionBit:
          let (a, b) = (track.pointee.a, track.pointee.b)
          position[i] = CGPoint(x: mix(a.0, b.0), y: mix(a.1, b.1))
        case _HotLayerValues.opacityBit:
          opacity[i] = Float(mix(track.pointee.a.0, track.pointee.b.0))
        case _HotLayerValues.boundsBit:
          let (a, b) = (track.pointee.a, track.pointee.b)
          bounds[i] = CGRect(x: mix(a.0, b.0), y: mix(a.1, b.1), width: mix(a.2, b.2), height: mix(a.3, b.3))
        default:
          _TransformEnds.interpolate(transformEnds + i, f, into: transform + i)
        }
      }
      let missing = s.pointee.mask & ~applied
      if missing != 0 {
        if missing & _HotLayerValues.positionBit != 0 { position[i] = basePosition[i] }
        if missing & _HotLayerValues.opacityBit != 0 { opacity[i] = baseOpacity[i] }
        if missing & _HotLayerValues.boundsBit != 0 { bounds[i] = baseBounds[i] }
        if missing & _HotLayerValues.transformBit != 0 { transform[i] = baseTransform[i] }
      }
      s.pointee.layerTime = layerTime
      s.pointee.isCurrent = true
    }
  }

  /// Brings a stale slot's model values, tracks and time mapping up to date from its layer.
  private func refresh(_ i: Int) {
    guard let owner = owners[i], owner.lifetime != nil else { return }
    let layer = owner.layer
    var s = slots.base[i]
    if s.state == .stale {
      s.state = .compact
      s.mask = 0
      var count = 0
      for entry in layer._animationEntryStorage where entry.node != nil {
        guard count < Self.tracksPerSlot, let made = _CompactTrack.make(entry),
          made.transform == nil || s.mask & _HotLayerValues.transformBit == 0
        else {
          s.state = .general
          break
        }
        let index = i * Self.tracksPerSlot + count
        var track = made.track
        switch track.progress {
        case .function(let unretained, _):
          if let function = made.function { track.progress = .function(unretained, curve: curveNumber(function)) }
        case .spring(let spring, _):
          track.progress = .spring(spring, curve: springNumber(spring))
        case .linear: break
        }
        tracks.base[index] = track
        functions[index] = made.function
        if let ends = made.transform { transformEnds.base[i] = _TransformEnds(ends.0, ends.1) }
        s.mask |= made.track.field
        count += 1
      }
      s.trackCount = UInt8(count)
      if s.state == .compact {
        // All four (`values(_:at:)` answers the model's for the others); once per change.
        let v = layer._storedValues
        basePosition.base[i] = v.position
        baseBounds.base[i] = v.bounds
        baseOpacity.base[i] = v.opacity
        baseTransform.base[i] = v.transform
      }
    }
    let m = layer._timeMapping
    s.rate = m.rate
    s.offset = m.offset
    s.timingGeneration = timingGeneration
    slots.base[i] = s
  }

  /// The store's number for `function`'s curve.
  func curveNumber(_ function: CAMediaTimingFunction) -> UInt64 {
    if let last = lastCurve, last.function === function { return last.number }
    let key = function._controlPointBits
    let number: UInt64
    if let known = curveNumbers[key] {
      number = known
    } else {
      if curveNumbers.count >= 4_096 { curveNumbers.removeAll(keepingCapacity: true) }
      number = nextCurveNumber
      nextCurveNumber += 1
      curveNumbers[key] = number
    }
    lastCurve = (function, number)
    return number
  }

  /// The store's number for `spring`'s constants (from the curves' sequence: a spring and a
  /// Bézier curve never share a number in the memo).
  func springNumber(_ spring: _SpringCurve) -> UInt64 {
    let key = _SpringKey(spring)
    if let last = lastSpring, last.key == key { return last.number }
    let number: UInt64
    if let known = springNumbers[key] {
      number = known
    } else {
      if springNumbers.count >= 4_096 { springNumbers.removeAll(keepingCapacity: true) }
      number = nextCurveNumber
      nextCurveNumber += 1
      springNumbers[key] = number
    }
    lastSpring = (key, number)
    return number
  }

  /// The slot's values at the store's time.
  @inline(__always)
  private func compute(_ i: Int) {
    let s = slots.base + i
    guard s.pointee.state == .compact else {
      s.pointee.isCurrent = true
      return
    }
    Columns(self).compute(i, slot: s, at: time)
  }
}
