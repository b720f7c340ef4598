import Foundation

/// The particles of an emitter at one layer time, in closed form (Docs/Behaviour/emitter14.md).
///
/// Births: the layer's local time is cut into slots of `slot` seconds on a grid from time 0.
/// In slot k the rate r in force at the slot's middle (the recorded values then, times any
/// birth-rate animation's value then) gives births at the times m / r for the integers m with
/// k·x ≤ m < (k + 1)·x, x = r · slot: evenly spaced at a constant rate, and every slot is
/// computed on its own, so the particles alive at t are found by visiting only the slots of
/// the last (longest lifetime) seconds. A particle's random values come from a hash of the
/// seed, its cell's index path, its slot and its number in the slot; its values are those in
/// force at its birth.
@MainActor
extension CAEmitterLayer {
  /// The width of a birth slot, in seconds of layer time.
  package static let slot = 1.0 / 240

  /// The particles' render layers at layer time `t`, in drawing order.
  package func _particleLayers(at t: CFTimeInterval) -> [RenderLayer] {
    var particles = _particles(at: t)
    guard !particles.isEmpty else { return [] }
    // Oldest first (ties in birth order); `oldestLast` reverses.
    particles.sort { $0.birth != $1.birth ? $0.birth < $1.birth : $0.order < $1.order }
    if particles.count > Self.maxRenderedParticles {
      particles.removeFirst(particles.count - Self.maxRenderedParticles)
    }
    if renderMode == .oldestLast { particles.reverse() }
    return particles.map { _renderLayer(of: $0) }
  }

  /// The particles alive at layer time `t`, in no particular order.
  package func _particles(at t: CFTimeInterval) -> [_Particle] {
    guard !_history.isEmpty, t.isFinite else { return [] }
    let context = _EmitterContext(layer: self)
    var out: [_Particle] = []
    let cellCount = _history.map { $0.state.cells.count }.max() ?? 0
    for i in 0..<cellCount {
      // The longest any particle of cell i (with what it emits) lives, over the history.
      var window = 0.0
      for record in _history where record.state.cells.indices.contains(i) {
        window = max(window, record.state.cellChain(record.state.cells[i]))
      }
      let h = Self.slot
      let first = max(context.starts.min() ?? 0, 0, t - window)
      guard first <= t else { continue }
      var k = (first / h).rounded(.down) - 1
      let last = (t / h).rounded(.down)
      var cursor = 0
      // The running sum of an animated run of slots: its anchor slot, the next slot, the sum.
      var run: (anchor: Double, next: Double, sum: Double)?
      while k <= last {
        defer { k += 1 }
        guard case let (state, cell, rate, anchor)? = _slotRate(i, slot: k, context: context, cursor: &cursor),
          rate > 0
        else { continue }
        // Births: the integers m in [A, A + rate · h), A the births due before the slot — k·rate·h
        // at a constant rate (a lattice from time 0); under an animation, the rates summed
        // from the start of its current iteration (`anchor`).
        var before = k * rate * h
        if let anchor {
          if run == nil || run!.anchor != anchor || run!.next > k {
            run = (anchor, anchor, 0)
          }
          var scratch = 0
          while run!.next < k {
            let r = _slotRate(i, slot: run!.next, context: context, cursor: &scratch)?.2 ?? 0
            run!.sum += max(0, r) * h
            run!.next += 1
          }
          before = run!.sum
          run!.sum += rate * h
          run!.next = k + 1
        } else {
          run = nil
        }
        let m0 = before.rounded(.up), m1 = (before + rate * h).rounded(.up)
        guard m1 > m0 else { continue }
        var m = m0
        var j: UInt64 = 0
        while m < m1 {
          let birth = min(max(k * h + (m - before) / rate, k * h), (k + 1) * h)
          guard birth <= t else { break }
          var key = _Hash(UInt64(state.seed))
          key.mix(UInt64(i) &+ 1)
          key.mix(UInt64(bitPattern: Int64(k)))
          key.mix(j)
          let origin = _origin(state, key)
          _emit(
            cell, state: state, birth: birth, origin: origin, key: key, at: t, depth: 0, order: out.count,
            into: &out)
          m += 1
          j += 1
        }
      }
    }
    return out
  }

  /// The values in force for top-level cell `i` in slot `k`, its birth rate there, and the
  /// slot an animation affecting the rate began its current iteration in (nil: no animation
  /// changes the rate then).
  private func _slotRate(
    _ i: Int, slot k: Double, context: _EmitterContext, cursor: inout Int
  ) -> (_EmitterState, _EmitterCellState, Double, Double?)? {
    let mid = (k + 0.5) * Self.slot
    guard mid >= 0, let r = context.record(at: mid, cursor: &cursor) else { return nil }
    let state = _history[r].state
    guard state.cells.indices.contains(i) else { return nil }
    let cell = state.cells[i]
    guard cell.isEnabled, cell.isActive(at: mid) else { return nil }
    let layerRate = context.rate(.layer, at: mid, model: state.birthRate)
    var anchor = layerRate.anchor
    var cellRate = (value: cell.birthRate, anchor: Double?.none)
    if let name = cell.name { cellRate = context.rate(.cell([name]), at: mid, model: cell.birthRate) }
    if let a = cellRate.anchor { anchor = max(anchor ?? a, a) }
    let rate = layerRate.value * cellRate.value
    guard rate.isFinite else { return nil }
    return (state, cell, rate, anchor.map { ($0 / Self.slot).rounded(.down) })
  }

  /// A particle of `cell` born at `birth` from `origin`, and what it emits, into `out`.
  private func _emit(
    _ cell: _EmitterCellState, state: _EmitterState, birth: Double, origin: CGPoint, key: _Hash, at t: Double,
    depth: Int, order: Int, into out: inout [_Particle]
  ) {
    var random = _Random(key)
    let lifetime = max(0, (cell.lifetime + cell.lifetimeRange * random.signed()) * state.lifetime)
    let speed = (cell.velocity + cell.velocityRange * random.signed()) * state.velocity
    let longitude = cell.emissionLongitude + cell.emissionRange * (random.unit() - 0.5)
    let latitude = cell.emissionLatitude
    let scale0 = (cell.scale + cell.scaleRange * random.signed()) * state.scale
    let spin = (cell.spin + cell.spinRange * random.signed()) * state.spin
    let c = cell.color, cr = cell.colorRange
    let color0 = _RGBA(
      r: c.r + cr.r * random.signed(), g: c.g + cr.g * random.signed(), b: c.b + cr.b * random.signed(),
      a: c.a + cr.a * random.signed())
    let vx = speed * cos(latitude) * cos(longitude), vy = speed * cos(latitude) * sin(longitude)
    let (ax, ay) = cell.acceleration
    func position(_ age: Double) -> CGPoint {
      CGPoint(
        x: Double(origin.x) + vx * age + 0.5 * ax * age * age,
        y: Double(origin.y) + vy * age + 0.5 * ay * age * age)
    }
    let age = t - birth
    if age >= 0 && age < lifetime {
      func clamp(_ v: Double) -> Double { min(1, max(0, v)) }
      let s = cell.colorSpeed
      out.append(
        _Particle(
          key: key.value, birth: birth, order: order + out.count, cellName: cell.name,
          position: position(age), scale: max(0, scale0 + cell.scaleSpeed * age), rotation: spin * age,
          color: _RGBA(
            r: clamp(color0.r + s.r * age), g: clamp(color0.g + s.g * age), b: clamp(color0.b + s.b * age),
            a: clamp(color0.a + s.a * age)),
          image: cell.image, contentsRect: cell.contentsRect, contentsScale: cell.contentsScale))
    }
    // Sub-cells: the particle emits them over its life, from where it is.
    guard depth < _EmitterCellState.maxDepth, !cell.cells.isEmpty, age >= 0 else { return }
    let h = Self.slot
    for (q, sub) in cell.cells.enumerated() where sub.isEnabled {
      let rate = sub.birthRate * state.birthRate
      guard rate > 0, rate.isFinite else { continue }
      let window = state.cellChain(sub)
      let lo = max(0, age - window), hi = min(age, lifetime)
      guard lo <= hi else { continue }
      let x = rate * h
      var k = (lo / h).rounded(.down)
      let last = (hi / h).rounded(.down)
      while k <= last {
        defer { k += 1 }
        guard sub.isActive(at: (k + 0.5) * h) else { continue }
        let m0 = (k * x).rounded(.up), m1 = ((k + 1) * x).rounded(.up)
        var m = m0
        var j: UInt64 = 0
        while m < m1 {
          let at = min(max(m / rate, k * h), (k + 1) * h)
          guard at <= hi else { break }
          var subKey = key
          subKey.mix(UInt64(q) &+ 101)
          subKey.mix(UInt64(bitPattern: Int64(k)))
          subKey.mix(j)
          _emit(
            sub, state: state, birth: birth + at, origin: position(at), key: subKey, at: t, depth: depth + 1,
            order: order, into: &out)
          m += 1
          j += 1
        }
      }
    }
  }

  /// Where a particle is born in the emission shape (flat: z is ignored).
  private func _origin(_ state: _EmitterState, _ key: _Hash) -> CGPoint {
    var random = _Random(key, stream: 0x5EED)
    let p = state.position
    let w = Double(state.size.width), h = Double(state.size.height)
    let u = random.unit(), v = random.unit()
    func at(_ dx: Double, _ dy: Double) -> CGPoint { CGPoint(x: Double(p.x) + dx, y: Double(p.y) + dy) }
    switch state.shape {
    case .line:
      return state.mode == .points ? at(u < 0.5 ? -w / 2 : w / 2, 0) : at((u - 0.5) * w, 0)
    case .rectangle, .cuboid:
      switch state.mode {
      case .points:
        let corner = Int(u * 4) % 4
        return at(corner % 2 == 0 ? -w / 2 : w / 2, corner < 2 ? -h / 2 : h / 2)
      case .outline:
        let perimeter = 2 * (w + h)
        guard perimeter > 0 else { return p }
        var d = u * perimeter
        if d < w { return at(d - w / 2, -h / 2) }
        d -= w
        if d < h { return at(w / 2, d - h / 2) }
        d -= h
        if d < w { return at(w / 2 - d, h / 2) }
        return at(-w / 2, h / 2 - (d - w))
      default:
        return at((u - 0.5) * w, (v - 0.5) * h)
      }
    case .circle, .sphere:
      let angle = 2 * Double.pi * v
      switch state.mode {
      case .points: return p
      case .outline: return at(w * cos(angle), w * sin(angle))
      default:
        let r = w * u.squareRoot()
        return at(r * cos(angle), r * sin(angle))
      }
    default:
      return p
    }
  }

  /// A particle as a render layer: its cell's contents, scaled, turned and tinted.
  private func _renderLayer(of particle: _Particle) -> RenderLayer {
    var node = RenderLayer(id: RenderLayer._replicaID(of: Int(truncatingIfNeeded: particle.key), replicator: _layerID, instance: -1))
    node.name = "particle of " + (particle.cellName ?? "cell")
    var size = CGSize.zero
    if let image = particle.image {
      let pixels = CGSize(
        width: Double(image.size.width) * image.scale, height: Double(image.size.height) * image.scale)
      size = CGSize(
        width: Double(pixels.width) / particle.contentsScale * Double(particle.contentsRect.width),
        height: Double(pixels.height) / particle.contentsScale * Double(particle.contentsRect.height))
      var drawn = image
      var tint: RenderColor?
      let colour = _RGBA(r: particle.color.r, g: particle.color.g, b: particle.color.b, a: 1)
      if colour != _RGBA(r: 1, g: 1, b: 1, a: 1) {
        switch image.content {
        case .layers(var root):
          root._modulate(by: colour)
          drawn.content = .layers(root)
        case .placeholder:
          tint = colour.renderColor
        }
      }
      node.contents = RenderContents(
        image: drawn, contentsRect: particle.contentsRect, contentsScale: particle.contentsScale, tint: tint)
    }
    node.bounds = CGRect(origin: .zero, size: size)
    node.position = particle.position
    node.opacity = particle.color.a
    var transform = CATransform3DMakeScale(CGFloat(particle.scale), CGFloat(particle.scale), 1)
    if particle.rotation != 0 { transform = CATransform3DRotate(transform, CGFloat(particle.rotation), 0, 0, 1) }
    node.transform = transform
    return node
  }
}

/// One particle at one time.
package struct _Particle: Sendable {
  /// Identifies the particle (seed, cell path, slot, number): the same in every frame.
  package var key: UInt64
  /// Birth time, in the emitter's local time.
  package var birth: Double
  var order: Int
  package var cellName: String?
  package var position: CGPoint
  package var scale: Double
  /// Radians turned since birth.
  package var rotation: Double
  package var color: _RGBA
  var image: RenderImage?
  var contentsRect: CGRect
  var contentsScale: Double
}

extension _EmitterState {
  /// The longest a particle of `cell` and what it emits live, with these values.
  func cellChain(_ cell: _EmitterCellState, depth: Int = 0) -> Double {
    let own = cell.maxLifetime(lifetime)
    guard depth < _EmitterCellState.maxDepth else { return own }
    return own + (cell.cells.map { cellChain($0, depth: depth + 1) }.max() ?? 0)
  }
}

/// What evaluating an emitter at one time needs once: its records' start times in its local
/// time and its birth-rate animations.
@MainActor
private struct _EmitterContext {
  let starts: [Double]
  let isMonotonic: Bool
  /// The birth-rate animations and the local time each stops applying at.
  let animations: [(target: _EmitterRateTarget, animation: CABasicAnimation, timing: _TimingModel, until: Double)]

  init(layer: CAEmitterLayer) {
    starts = layer._history.map { layer._localTime(fromMedia: $0.media) }
    isMonotonic = zip(starts, starts.dropFirst()).allSatisfy { $0 <= $1 }
    animations = layer._rateAnimations.map { item in
      var until = CFTimeInterval.infinity
      if let removed = item.removedAt { until = layer._localTime(fromMedia: removed) }
      if item.animation.isRemovedOnCompletion || !item.timing.fillsForwards,
        let end = item.timing.parentTime(forLocal: item.timing.activeDuration)
      {
        until = min(until, end)
      }
      return (item.target, item.animation, item.timing, until)
    }
  }

  /// The index of the record in force at local time `t` (the last starting at or before it);
  /// `cursor` remembers the answer for ascending times.
  func record(at t: Double, cursor: inout Int) -> Int? {
    if isMonotonic {
      guard starts[0] <= t else { return nil }
      if cursor >= starts.count || starts[cursor] > t { cursor = 0 }
      while cursor + 1 < starts.count && starts[cursor + 1] <= t { cursor += 1 }
      return cursor
    }
    var best: Int?
    for i in starts.indices where starts[i] <= t { best = i }
    return best
  }

  /// The birth rate of `target` at local time `t`: `model` under the animations running then,
  /// and the start (parent time) of the latest current iteration of those inside their active
  /// interval (nil when none is: the rate is constant then).
  func rate(_ target: _EmitterRateTarget, at t: Double, model: Double) -> (value: Double, anchor: Double?) {
    var value = model
    var anchor: Double?
    for item in animations where item.target == target && t < item.until {
      let timing = item.timing
      guard let sample = timing.sample(parentTime: t) else { continue }
      let local = timing.localTime(parentTime: t)
      if local >= 0 && local < timing.activeDuration && timing.speed > 0 {
        let period = timing.iterationDuration
        let start = period > 0 && period.isFinite ? (local / period).rounded(.down) * period : 0
        if let begin = timing.parentTime(forLocal: start) { anchor = max(anchor ?? begin, begin) }
      }
      let duration = timing.duration
      let f = duration > 0 ? sample.time / duration : 1
      let p = item.animation.timingFunction?._solve(f) ?? f
      let (from, to, by) = item.animation._endpoints()
      func scalar(_ v: AnimatableValue?) -> Double? {
        if case .scalar(let s)? = v { return s }
        return nil
      }
      let current = value
      let a: Double, b: Double
      switch (scalar(from), scalar(to), scalar(by)) {
      case (let f?, let t?, _): (a, b) = (f, t)
      case (let f?, nil, let d?): (a, b) = (f, f + d)
      case (nil, let t?, let d?): (a, b) = (t - d, t)
      case (let f?, nil, nil): (a, b) = (f, current)
      case (nil, let t?, nil): (a, b) = (current, t)
      case (nil, nil, let d?): (a, b) = (current, current + d)
      case (nil, nil, nil): (a, b) = (current, current)
      }
      let v = a + (b - a) * p
      value = item.animation.isAdditive ? current + v : v
    }
    return (value, anchor)
  }
}

/// A 64-bit hash built by mixing words in (SplitMix64's finaliser).
struct _Hash: Sendable {
  private(set) var value: UInt64
  init(_ seed: UInt64) { value = Self.finalise(seed &+ 0x9E37_79B9_7F4A_7C15) }
  mutating func mix(_ word: UInt64) { value = Self.finalise(value ^ (word &+ 0x9E37_79B9_7F4A_7C15 &+ (value << 6))) }
  static func finalise(_ x: UInt64) -> UInt64 {
    var z = x
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// A particle's stream of random values (uniform), from its hash.
struct _Random {
  private var state: UInt64
  init(_ hash: _Hash, stream: UInt64 = 0) { state = hash.value ^ (stream &* 0xD1B5_4A32_D192_ED03) }
  /// Uniform in [0, 1).
  mutating func unit() -> Double {
    state &+= 0x9E37_79B9_7F4A_7C15
    return Double(_Hash.finalise(state) >> 11) * 0x1p-53
  }
  /// Uniform in [−1, 1).
  mutating func signed() -> Double { 2 * unit() - 1 }
}

/// The emitters the idle-frame logic watches: one whose emission stopped keeps `runUntilIdle`
/// busy until its last particle can have died, and the clock stops at that time.
@MainActor
package final class _EmitterRegistry {
  package static let shared = _EmitterRegistry()
  private struct Entry {
    weak var layer: CAEmitterLayer?
  }
  private var entries: [Entry] = []
  private var installed = false

  func track(_ layer: CAEmitterLayer) {
    if !installed {
      installed = true
      MediaClock.shared.addFrameHandler(order: MediaClock.Phase.animations + 1, wake: { [unowned self] in self.nextWake }) {
        _ in
      }
      MediaClock.shared.addBusyCheck { [unowned self] in self.isBusy }
    }
    if !entries.contains(where: { $0.layer === layer }) { entries.append(Entry(layer: layer)) }
  }

  /// Busy while an emitter that stopped emitting may still show particles.
  var isBusy: Bool {
    let now = MediaClock.currentTime
    prune(now)
    return entries.contains { entry in
      guard let layer = entry.layer else { return false }
      let end = layer._particlesEnd
      return end.isFinite && end > now
    }
  }

  /// The earliest end of a stopped emitter's particles still to come.
  var nextWake: CFTimeInterval {
    let now = MediaClock.currentTime
    var wake = CFTimeInterval.infinity
    for entry in entries {
      guard let end = entry.layer?._particlesEnd, end.isFinite, end > now else { continue }
      wake = min(wake, end)
    }
    return wake
  }

  private func prune(_ now: CFTimeInterval) {
    entries.removeAll { entry in
      guard let layer = entry.layer else { return true }
      return layer._particlesEnd <= now
    }
  }
}

extension CAEmitterLayer {
  /// The media time after which no particle can exist: infinity while the values in force
  /// emit (like a repeating animation, an endless emitter keeps no one waiting), −infinity when
  /// nothing was ever emitted.
  package var _particlesEnd: CFTimeInterval {
    var end = -CFTimeInterval.infinity
    if let lastEmitting = _history.lastIndex(where: { $0.state.emits }) {
      guard lastEmitting + 1 < _history.count else { return .infinity }
      var life = 0.0
      for record in _history[...lastEmitting] { life = max(life, record.state.maxLifetime) }
      end = _particlesEnd(stop: _history[lastEmitting + 1].media, life: life)
    }
    // A birth-rate animation emits until it stops applying (one that fills forwards while
    // attached, or repeats for ever, for ever).
    let context = _EmitterContext(layer: self)
    let life = _history.map(\.state.maxLifetime).max() ?? 0
    for item in context.animations {
      guard item.until.isFinite else { return .infinity }
      end = max(end, _particlesEnd(stop: _mediaTime(fromLocal: item.until), life: life))
    }
    return end
  }

  /// The media time `life` seconds of layer time (and one birth slot) after media time `stop`.
  private func _particlesEnd(stop: CFTimeInterval, life: Double) -> CFTimeInterval {
    let end = _mediaTime(fromLocal: _localTime(fromMedia: stop) + Self.slot + life)
    return end.isNaN ? stop : max(stop, end)
  }
}
