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
/// keeps it alive in `sourceFunctions`), so a track is plain bits and reading one copies nothing that
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

/// The timing and progress curve of stored tracks, shared by every track with the same bits
/// (`_FractionKey`), with its last result: the fraction is a pure function of these and the
/// layer's local time, so tracks that share a source (layers animated together with the same
/// duration and curve) sample their timing and curve once a frame, and each track reads the
/// result with one comparison of the time's bits.
struct _FractionSource {
  /// The bits of the layer time of `fraction` (initially a signalling NaN's, which no layer
  /// time has: they are arithmetic results, and arithmetic gives quiet NaNs).
  var timeBits: UInt64 = _FractionSource.noTime
  var fraction: Double = 0
  /// False when the track has no effect at that time (`fraction` is then meaningless).
  var hasEffect = false
  /// Tracks using the source (it is freed at zero).
  var users: Int32 = 0
  var timing: _TimingModel
  var progress: _CompactProgress

  static let noTime: UInt64 = 0x7FF0_0000_0000_0001

  init(timing: _TimingModel, progress: _CompactProgress) {
    self.timing = timing
    self.progress = progress
  }

  /// `_FixedTrack.fraction`'s arithmetic (the same operations, so the same bits).
  @inline(__always)
  static func fraction(
    _ timing: _TimingModel, _ progress: _CompactProgress, parentTime tp: Double, memo: _CurveMemo
  ) -> Double? {
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

  /// Brings `fraction` to layer time `tp`, out of line (the read path stays a comparison).
  @inline(never)
  static func evaluate(_ source: UnsafeMutablePointer<_FractionSource>, at tp: Double, memo: _CurveMemo) {
    source.pointee.timeBits = tp.bitPattern
    if let f = fraction(source.pointee.timing, source.pointee.progress, parentTime: tp, memo: memo) {
      source.pointee.fraction = f
      source.pointee.hasEffect = true
    } else {
      source.pointee.hasEffect = false
    }
  }
}

/// What makes two fraction sources the same: the timing model's stored bits and the store's
/// number for the curve (0: linear; Bézier curves and springs are numbered from one sequence,
/// by their control points' and constants' bits).
struct _FractionKey: Hashable {
  var beginTime, duration, speed, timeOffset, activeDuration, plainLimit: UInt64
  var flags: UInt8
  var curve: UInt64

  init(_ timing: _TimingModel, curve: UInt64) {
    beginTime = timing.beginTime.bitPattern
    duration = timing.duration.bitPattern
    speed = timing.speed.bitPattern
    timeOffset = timing.timeOffset.bitPattern
    activeDuration = timing.activeDuration.bitPattern
    plainLimit = timing.plainLimit.bitPattern
    flags =
      (timing.autoreverses ? 1 : 0) | (timing.fillsBackwards ? 2 : 0) | (timing.fillsForwards ? 4 : 0)
    self.curve = curve
  }

  /// The fields folded into one word first (one word through the hasher, not eight).
  func hash(into hasher: inout Hasher) {
    @inline(__always) func mix(_ h: UInt64, _ word: UInt64) -> UInt64 {
      let m = (h ^ word) &* 0xBF58_476D_1CE4_E5B9
      return m ^ (m >> 31)
    }
    var h = curve &* 0x9E37_79B9_7F4A_7C15
    h = mix(h, beginTime)
    h = mix(h, duration)
    h = mix(h, speed)
    h = mix(h, timeOffset)
    h = mix(h, activeDuration)
    h = mix(h, plainLimit)
    h = mix(h, UInt64(flags))
    hasher.combine(h)
  }
}

/// A fixed-endpoint track (`_FixedTrack`) on one of the hot values, stored by value in the
/// store's track column: its fraction source (timing and curve) by index, the endpoints of
/// scalars, points and rects inline (`a`, `b`: x, y, width, height); a transform's are in the
/// slot's own column (one transform track a slot).
struct _CompactTrack {
  /// Index of the track's `_FractionSource` in the store (-1: an unused track).
  var source: Int32
  /// One of `_HotLayerValues`' bits.
  var field: UInt8
  var a: (Double, Double, Double, Double)
  var b: (Double, Double, Double, Double)

  /// The compact form of `entry`'s animation, when it is a fixed-endpoint track `_AnimationProgram`
  /// would store as `.fixed` and it animates one whole hot value (its source still to be
  /// set); with its timing and curve, and the transform endpoints and the timing function to
  /// keep apart.
  @MainActor
  static func make(_ entry: _AnimationEntry)
    -> (
      track: _CompactTrack, timing: _TimingModel, progress: _CompactProgress,
      transform: (CATransform3D, CATransform3D)?, function: CAMediaTimingFunction?
    )?
  {
    guard let node = entry.node, case .property(let track) = node, let fixed = track.fixed,
      !track.isCumulative, !entry.isDriven, track.driver == nil
    else { return nil }
    var result = _CompactTrack(source: -1, field: 0, a: (0, 0, 0, 0), b: (0, 0, 0, 0))
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
    let progress: _CompactProgress
    switch _FixedTrack.Progress(track) {
    case .linear: progress = .linear
    case .spring(let spring): progress = .spring(_SpringCurve(spring), curve: 0)
    case .function(let f):
      function = f
      progress = .function(Unmanaged.passUnretained(f), curve: 0)
    }
    return (result, track.timing, progress, transform, function)
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

  /// The layer of a slot, unowned(unsafe): the layer's `deinit` marks it dead
  /// (`_layerDidDie(slot:)`) while it holds the slot, and the store reads the layer only while
  /// it is alive (as `_AnimationEntry` does: no weak reference, no side table, no token).
  struct Owner {
    unowned(unsafe) var layer: CALayer
    var isAlive: Bool
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
  /// The tracks' shared timings and curves with their last fractions (`_FractionSource`),
  /// reference-counted by the tracks; free ones are listed in `freeSources`.
  @exclusivity(unchecked) private var sources = _StoreColumn<_FractionSource>()
  @exclusivity(unchecked) private var sourceCount = 0
  @exclusivity(unchecked) private var freeSources: [Int32] = []
  /// Each used source's key, and the sources by key.
  @exclusivity(unchecked) private var sourceKeys: ContiguousArray<_FractionKey?> = []
  @exclusivity(unchecked) private var sourceIndex: [_FractionKey: Int32] = [:]
  /// Keeps the sources' timing functions alive (the sources hold them unretained).
  @exclusivity(unchecked) private var sourceFunctions: ContiguousArray<CAMediaTimingFunction?> = []
  /// The source interned last (consecutive layers animated together often share it).
  @exclusivity(unchecked) private var lastSource: (key: _FractionKey, index: Int32)?
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
  // nonisolated(unsafe) only so a layer's nonisolated `deinit` can mark its slot's owner dead.
  @exclusivity(unchecked) nonisolated(unsafe) private var owners: ContiguousArray<Owner?> = []
  @exclusivity(unchecked) private var freeList: [Int32] = []
  /// Media time of the current values (NaN: none).
  @exclusivity(unchecked) private var time: CFTimeInterval = .nan
  @exclusivity(unchecked) private var timingGeneration: UInt64 = 1
  @exclusivity(unchecked) private var sweepThreshold = 64
  /// Slots in use.
  @exclusivity(unchecked) package private(set) var liveCount = 0
  /// Slots allocated (used and free): the store's size.
  package var capacity: Int { count }

  private static let unusedTrack = _CompactTrack(source: -1, field: 0, a: (0, 0, 0, 0), b: (0, 0, 0, 0))
  private static let unusedSource = _FractionSource(
    timing: _TimingModel(
      beginTime: 0, duration: 0, speed: 1, timeOffset: 0, repeatCount: 0, repeatDuration: 0,
      autoreverses: false, fillMode: .removed),
    progress: .linear)

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
    owners[i] = Owner(layer: layer, isAlive: true)
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
    owners.append(nil)
    count = n + 1
  }

  func release(_ slot: Int32) {
    let i = Int(slot)
    guard i >= 0, i < count, slots.base[i].state != .free else { return }
    slots.base[i] = Slot()
    owners[i] = nil
    clearTracks(i)
    freeList.append(slot)
    liveCount -= 1
  }

  /// The layer holding `slot` is dying (its `deinit`): the slot's owner is marked dead; the
  /// slot is freed by the next frame's pass, a sweep, or `releaseIfDead`, as before.
  nonisolated static func _layerDidDie(slot: Int32, layer: CALayer) {
    guard let store = _existingStore?.takeUnretainedValue() else { return }
    let i = Int(slot)
    guard i >= 0, i < store.owners.count, let owner = store.owners[i], owner.layer === layer else { return }
    store.owners[i]!.isAlive = false
  }

  /// Frees `slot` if its layer died (the engine met an animation of a released layer).
  func releaseIfDead(_ slot: Int32) {
    let i = Int(slot)
    guard i >= 0, i < count, slots.base[i].state != .free, owners[i]?.isAlive != true else { return }
    release(slot)
  }

  /// Frees the slots of layers that died with animations attached.
  private func sweepDeadOwners() {
    for i in 0..<count where slots.base[i].state != .free && owners[i]?.isAlive != true {
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
    releaseSource(tracks.base[first + k].source)
    var j = k
    while j < n - 1 {
      tracks.base[first + j] = tracks.base[first + j + 1]
      j += 1
    }
    tracks.base[first + n - 1] = Self.unusedTrack
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
    if !s.pointee.isCurrent || s.pointee.timingGeneration != timingGeneration { bringUpToDate(i) }
    guard s.pointee.state == .compact else { return nil }
    return s.pointee.layerTime
  }

  /// `prepare`'s rare case, out of line (the read path keeps few registers).
  @inline(never)
  private func bringUpToDate(_ i: Int) {
    refresh(i)
    compute(i)
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
  /// (a slot's values depend on its own columns only; `compute` reads the columns' addresses
  /// from the store as it uses them, since a refresh may grow the fraction sources' column).
  private func fill(at t: CFTimeInterval) {
    time = t
    let generation = timingGeneration
    let n = count
    let s = slots.base
    for i in 0..<n {
      let state = s[i].state
      if state == .free { continue }
      if state == .stale || s[i].timingGeneration != generation {
        guard owners[i]?.isAlive == true else {
          release(Int32(i))
          continue
        }
        refresh(i)
      }
      if s[i].state == .compact {
        compute(i, slot: s + i, at: t)
      } else {
        s[i].isCurrent = true
      }
    }
  }

  /// The slot's values at media time `t` (`_AnimationProgram.apply`'s order: later tracks on
  /// top; a value no track has an effect on is the model's). Positions and opacities are
  /// written here; bounds, transforms and the model's values of unapplied fields out of line
  /// (fewer registers live in the loop: the columns' addresses are read from the store where
  /// they are used, none is worked out per slot in advance).
  @inline(__always)
  private func compute(_ i: Int, slot s: UnsafeMutablePointer<Slot>, at t: CFTimeInterval) {
    let layerTime = s.pointee.rate * t + s.pointee.offset
    let timeBits = layerTime.bitPattern
    var applied: UInt8 = 0
    var track = tracks.base + i &* Self.tracksPerSlot
    let end = track + Int(s.pointee.trackCount)
    while track != end {
      let source = sources.base + Int(track.pointee.source)
      if source.pointee.timeBits != timeBits { _FractionSource.evaluate(source, at: layerTime, memo: curveMemo) }
      if source.pointee.hasEffect {
        let f = source.pointee.fraction
        let field = track.pointee.field
        applied |= field
        if field == _HotLayerValues.positionBit {
          let (a, b) = (track.pointee.a, track.pointee.b)
          (position.base + i).pointee = CGPoint(x: a.0 + (b.0 - a.0) * f, y: a.1 + (b.1 - a.1) * f)
        } else if field == _HotLayerValues.opacityBit {
          let (a, b) = (track.pointee.a.0, track.pointee.b.0)
          (opacity.base + i).pointee = Float(a + (b - a) * f)
        } else {
          writeOther(i, track, f)
        }
      }
      track += 1
    }
    let missing = s.pointee.mask & ~applied
    if missing != 0 { writeModel(i, missing) }
    s.pointee.layerTime = layerTime
    s.pointee.isCurrent = true
  }

  /// A bounds or transform track's value at fraction `f`.
  @inline(never)
  private func writeOther(_ i: Int, _ track: UnsafeMutablePointer<_CompactTrack>, _ f: Double) {
    @inline(__always) func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * f }
    if track.pointee.field == _HotLayerValues.boundsBit {
      let (a, b) = (track.pointee.a, track.pointee.b)
      bounds.base[i] = CGRect(x: mix(a.0, b.0), y: mix(a.1, b.1), width: mix(a.2, b.2), height: mix(a.3, b.3))
    } else {
      _TransformEnds.interpolate(transformEnds.base + i, f, into: transform.base + i)
    }
  }

  /// The model's values of the fields in `missing` (animated, but no track has an effect).
  @inline(never)
  private func writeModel(_ i: Int, _ missing: UInt8) {
    if missing & _HotLayerValues.positionBit != 0 { position.base[i] = basePosition.base[i] }
    if missing & _HotLayerValues.opacityBit != 0 { opacity.base[i] = baseOpacity.base[i] }
    if missing & _HotLayerValues.boundsBit != 0 { bounds.base[i] = baseBounds.base[i] }
    if missing & _HotLayerValues.transformBit != 0 { transform.base[i] = baseTransform.base[i] }
  }

  /// Brings a stale slot's model values, tracks and time mapping up to date from its layer.
  private func refresh(_ i: Int) {
    guard let owner = owners[i], owner.isAlive else { return }
    let layer = owner.layer
    var s = slots.base[i]
    if s.state == .stale {
      s.state = .compact
      s.mask = 0
      // The old tracks' sources are released after the new ones are interned (a refresh after
      // a change of model values finds the same sources).
      let first = i * Self.tracksPerSlot
      let old = (tracks.base[first].source, tracks.base[first + 1].source,
                 tracks.base[first + 2].source, tracks.base[first + 3].source)
      var count = 0
      for entry in layer._animationEntryStorage where entry.hasNode {
        guard count < Self.tracksPerSlot, let made = _CompactTrack.make(entry),
          made.transform == nil || s.mask & _HotLayerValues.transformBit == 0
        else {
          s.state = .general
          break
        }
        var progress = made.progress
        var curve: UInt64 = 0
        switch progress {
        case .function(let unretained, _):
          if let function = made.function {
            curve = curveNumber(function)
            progress = .function(unretained, curve: curve)
          }
        case .spring(let spring, _):
          curve = springNumber(spring)
          progress = .spring(spring, curve: curve)
        case .linear: break
        }
        var track = made.track
        track.source = internSource(
          _FractionKey(made.timing, curve: curve), timing: made.timing, progress: progress,
          function: made.function)
        tracks.base[first + count] = track
        if let ends = made.transform { transformEnds.base[i] = _TransformEnds(ends.0, ends.1) }
        s.mask |= made.track.field
        count += 1
      }
      for k in count..<Self.tracksPerSlot { tracks.base[first + k] = Self.unusedTrack }
      releaseSource(old.0)
      releaseSource(old.1)
      releaseSource(old.2)
      releaseSource(old.3)
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

  /// Releases the sources of slot `i`'s tracks and marks the tracks unused.
  private func clearTracks(_ i: Int) {
    let first = i * Self.tracksPerSlot
    for k in 0..<Self.tracksPerSlot {
      releaseSource(tracks.base[first + k].source)
      tracks.base[first + k] = Self.unusedTrack
    }
  }

  /// The index of the source for `key` (made if there is none), with one more user.
  private func internSource(
    _ key: _FractionKey, timing: _TimingModel, progress: _CompactProgress, function: CAMediaTimingFunction?
  ) -> Int32 {
    let index: Int32
    if let last = lastSource, last.key == key {
      index = last.index
    } else if let known = sourceIndex[key] {
      index = known
    } else {
      if let reused = freeSources.popLast() {
        index = reused
      } else {
        index = Int32(sourceCount)
        var column = sources
        column.grow(to: sourceCount + 1, used: sourceCount, fill: Self.unusedSource)
        sources = column
        sourceKeys.append(nil)
        sourceFunctions.append(nil)
        sourceCount += 1
      }
      sources.base[Int(index)] = _FractionSource(timing: timing, progress: progress)
      sourceKeys[Int(index)] = key
      sourceFunctions[Int(index)] = function
      sourceIndex[key] = index
    }
    sources.base[Int(index)].users += 1
    lastSource = (key, index)
    return index
  }

  /// One user fewer for source `index` (-1: none); freed at zero.
  private func releaseSource(_ index: Int32) {
    guard index >= 0 else { return }
    let i = Int(index)
    sources.base[i].users -= 1
    guard sources.base[i].users == 0 else { return }
    if let key = sourceKeys[i] { sourceIndex[key] = nil }
    if lastSource?.index == index { lastSource = nil }
    sourceKeys[i] = nil
    sourceFunctions[i] = nil
    sources.base[i] = Self.unusedSource
    freeSources.append(index)
  }

  /// Whether `slot` is held by a layer (for tests).
  package func _slotIsInUse(_ slot: Int32) -> Bool {
    let i = Int(slot)
    return i >= 0 && i < count && slots.base[i].state != .free
  }

  /// Sources in use (for tests: they are shared and freed with their last track).
  package var sourcesInUse: Int { sourceCount - freeSources.count }

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
    compute(i, slot: s, at: time)
  }
}
