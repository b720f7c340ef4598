import Foundation

/// The shape particles are born in (`CAEmitterLayer.emitterShape`).
public struct CAEmitterLayerEmitterShape: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
  /// A single point at `emitterPosition` (the default).
  public static let point = CAEmitterLayerEmitterShape(rawValue: "point")
  /// A horizontal line `emitterSize.width` long centred on `emitterPosition`.
  public static let line = CAEmitterLayerEmitterShape(rawValue: "line")
  /// A rectangle of `emitterSize` centred on `emitterPosition`.
  public static let rectangle = CAEmitterLayerEmitterShape(rawValue: "rectangle")
  /// A box of `emitterSize` and `emitterDepth` centred on the position (drawn flat).
  public static let cuboid = CAEmitterLayerEmitterShape(rawValue: "cuboid")
  /// A circle of radius `emitterSize.width` centred on `emitterPosition`.
  public static let circle = CAEmitterLayerEmitterShape(rawValue: "circle")
  /// A sphere of radius `emitterSize.width` (drawn flat, as the circle).
  public static let sphere = CAEmitterLayerEmitterShape(rawValue: "sphere")
}

/// Where in the shape particles are born (`CAEmitterLayer.emitterMode`).
public struct CAEmitterLayerEmitterMode: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
  /// At the shape's vertices.
  public static let points = CAEmitterLayerEmitterMode(rawValue: "points")
  /// On the shape's outline.
  public static let outline = CAEmitterLayerEmitterMode(rawValue: "outline")
  /// On the shape's surface.
  public static let surface = CAEmitterLayerEmitterMode(rawValue: "surface")
  /// Inside the shape (the default).
  public static let volume = CAEmitterLayerEmitterMode(rawValue: "volume")
}

/// How particles are composited (`CAEmitterLayer.renderMode`).
public struct CAEmitterLayerRenderMode: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
  /// No particular order (the default; here oldest first).
  public static let unordered = CAEmitterLayerRenderMode(rawValue: "unordered")
  /// The oldest particles drawn first (below the younger).
  public static let oldestFirst = CAEmitterLayerRenderMode(rawValue: "oldestFirst")
  /// The oldest particles drawn last (above the younger).
  public static let oldestLast = CAEmitterLayerRenderMode(rawValue: "oldestLast")
  /// Sorted by depth (particles are flat here: oldest first).
  public static let backToFront = CAEmitterLayerRenderMode(rawValue: "backToFront")
  /// Additive blending (drawn with source-over here, oldest first).
  public static let additive = CAEmitterLayerRenderMode(rawValue: "additive")
}

/// A layer that emits, moves and draws particles (Core Animation's particle system): confetti,
/// snow, sparks and "like" bursts. Its `emitterCells` say what is born; the layer's own
/// `birthRate`, `lifetime`, `velocity`, `scale` and `spin` multiply every cell's.
///
/// Here (Docs/Behaviour/emitter14.md): particles exist only in what is drawn (render
/// snapshots, SVG/PNG, the timeline page, the studio), like a replicator's copies — the layer
/// tree, `presentation()` and hit testing never see them. The particles at a layer time are a
/// pure function of the emitter's recorded property history, its `seed` and that time
/// (computed per particle in closed form, never integrated frame by frame), so a clock that
/// jumps over frames draws exactly what a clock stepping every frame draws. Particles are drawn
/// above the layer's background and border, below its sublayers, at most
/// `CAEmitterLayer.maxRenderedParticles` per emitter.
open class CAEmitterLayer: CALayer {
  public required init() { super.init() }

  public required init(layer: Any) {
    super.init(layer: layer)
    if let other = layer as? CAEmitterLayer {
      emitterCells = other.emitterCells
      birthRate = other.birthRate
      lifetime = other.lifetime
      emitterPosition = other.emitterPosition
      emitterZPosition = other.emitterZPosition
      emitterSize = other.emitterSize
      emitterDepth = other.emitterDepth
      emitterShape = other.emitterShape
      emitterMode = other.emitterMode
      renderMode = other.renderMode
      preservesDepth = other.preservesDepth
      velocity = other.velocity
      scale = other.scale
      spin = other.spin
      seed = other.seed
      _cellStates = other._cellStates
      _history = other._history
      _historyBase = other._historyBase
      _rateAnimations = other._rateAnimations
    }
  }

  /// The most particles one emitter draws in a frame (the youngest are kept).
  public static let maxRenderedParticles = 2000

  /// The cells that emit particles (the layer takes their values when this is set).
  open var emitterCells: [CAEmitterCell]? {
    willSet { _willChangeCopiedProperty() }
    didSet {
      _cellStates = (emitterCells ?? []).map { $0._state() }
      _recordChange()
    }
  }
  /// Multiplies every cell's birth rate. Default 1.
  open var birthRate: Float = 1 { willSet { _willChangeCopiedProperty() } didSet { _recordChange() } }
  /// Multiplies every cell's lifetime. Default 1.
  open var lifetime: Float = 1 { willSet { _willChangeCopiedProperty() } didSet { _recordChange() } }
  /// The centre of the emission shape. Default (0, 0).
  open var emitterPosition: CGPoint = .zero { willSet { _willChangeCopiedProperty() } didSet { _recordChange() } }
  /// The z of the centre of the emission shape (stored; particles are drawn flat). Default 0.
  open var emitterZPosition: CGFloat = 0 { willSet { _willChangeCopiedProperty() } didSet { _recordChange() } }
  /// The size of the emission shape. Default (0, 0).
  open var emitterSize: CGSize = .zero { willSet { _willChangeCopiedProperty() } didSet { _recordChange() } }
  /// The depth of the emission shape (stored; particles are drawn flat). Default 0.
  open var emitterDepth: CGFloat = 0 { willSet { _willChangeCopiedProperty() } didSet { _recordChange() } }
  /// Default `point`.
  open var emitterShape: CAEmitterLayerEmitterShape = .point {
    willSet { _willChangeCopiedProperty() }
    didSet { _recordChange() }
  }
  /// Default `volume`.
  open var emitterMode: CAEmitterLayerEmitterMode = .volume {
    willSet { _willChangeCopiedProperty() }
    didSet { _recordChange() }
  }
  /// Default `unordered`.
  open var renderMode: CAEmitterLayerRenderMode = .unordered {
    willSet { _willChangeCopiedProperty() }
    didSet { _recordChange() }
  }
  /// Whether particles are composited in 3D (stored; they are drawn flat). Default false.
  open var preservesDepth = false { willSet { _willChangeCopiedProperty() } }
  /// Multiplies every cell's velocity. Default 1.
  open var velocity: Float = 1 { willSet { _willChangeCopiedProperty() } didSet { _recordChange() } }
  /// Multiplies every cell's scale. Default 1.
  open var scale: Float = 1 { willSet { _willChangeCopiedProperty() } didSet { _recordChange() } }
  /// Multiplies every cell's spin. Default 1.
  open var spin: Float = 1 { willSet { _willChangeCopiedProperty() } didSet { _recordChange() } }
  /// Seeds the per-particle random values. Default 0.
  open var seed: UInt32 = 0 { willSet { _willChangeCopiedProperty() } didSet { _recordChange() } }

  // MARK: History

  /// The cells' values as the layer took them (`emitterCells` set, or changed by key path).
  var _cellStates: [_EmitterCellState] = []
  /// The emitter's values from each media time on, oldest first.
  package var _history: [_EmitterRecord] = []
  /// How many records were dropped from the front (`maxHistory`).
  var _historyBase = 0
  /// The most records kept; older ones are dropped (their particles vanish).
  static let maxHistory = 512

  /// The layer's values now, as particles born now take them.
  var _currentState: _EmitterState {
    _EmitterState(
      birthRate: Double(birthRate), lifetime: Double(lifetime), velocity: Double(velocity), scale: Double(scale),
      spin: Double(spin), position: emitterPosition, size: emitterSize, shape: emitterShape, mode: emitterMode,
      renderMode: renderMode, seed: seed, cells: _cellStates)
  }

  /// Records the values in force from the current media time on (changes at one media time
  /// make one record).
  final func _recordChange() {
    guard !_isPresentationCopy else { return }
    let now = MediaClock.currentTime
    let state = _currentState
    if let last = _history.last, last.media == now {
      _history[_history.count - 1].state = state
    } else {
      _history.append(_EmitterRecord(media: now, state: state))
      if _history.count > Self.maxHistory {
        _history.removeFirst()
        _historyBase += 1
      }
    }
    _EmitterRegistry.shared.track(self)
  }

  // MARK: Key-value access

  open override func value(forKeyPath keyPath: String) -> Any? {
    if let (cell, rest) = _cell(atKeyPath: keyPath) { return cell.value(forKey: rest) }
    switch keyPath {
    case "emitterCells": return emitterCells
    case "birthRate": return birthRate
    case "lifetime": return lifetime
    case "emitterPosition": return emitterPosition
    case "emitterZPosition": return emitterZPosition
    case "emitterSize": return emitterSize
    case "emitterDepth": return emitterDepth
    case "velocity": return velocity
    case "scale": return scale
    case "spin": return spin
    case "seed": return seed
    case "emitterShape": return emitterShape.rawValue
    case "emitterMode": return emitterMode.rawValue
    case "renderMode": return renderMode.rawValue
    case "preservesDepth": return preservesDepth
    default: return super.value(forKeyPath: keyPath)
    }
  }

  /// Also reaches the cells by name: `emitterCells.NAME.birthRate` (and deeper,
  /// `emitterCells.NAME.emitterCells.SUB.birthRate`) changes the cell and the layer's copy of
  /// it, from now on.
  open override func setValue(_ value: Any?, forKeyPath keyPath: String) {
    if let (cell, rest) = _cell(atKeyPath: keyPath) {
      cell.setValue(value, forKey: rest)
      if let path = _cellIndexPath(forKeyPath: keyPath) {
        _willChangeCopiedProperty()
        _updateCellState(at: path, from: cell)
        _recordChange()
      }
      return
    }
    func scalar() -> Double? {
      if case .scalar(let v)? = AnimatableValue.make(from: value) { return v }
      return nil
    }
    switch keyPath {
    case "emitterCells": emitterCells = value as? [CAEmitterCell]
    case "birthRate": if let v = scalar() { birthRate = Float(v) }
    case "lifetime": if let v = scalar() { lifetime = Float(v) }
    case "velocity": if let v = scalar() { velocity = Float(v) }
    case "scale": if let v = scalar() { scale = Float(v) }
    case "spin": if let v = scalar() { spin = Float(v) }
    case "seed": if let v = scalar(), v >= 0, v <= Double(UInt32.max) { seed = UInt32(v) }
    case "emitterZPosition": if let v = scalar() { emitterZPosition = CGFloat(v) }
    case "emitterDepth": if let v = scalar() { emitterDepth = CGFloat(v) }
    case "emitterPosition": if let p = value as? CGPoint { emitterPosition = p }
    case "emitterSize": if let s = value as? CGSize { emitterSize = s }
    case "emitterShape": if let s = value as? String { emitterShape = CAEmitterLayerEmitterShape(rawValue: s) }
    case "emitterMode": if let s = value as? String { emitterMode = CAEmitterLayerEmitterMode(rawValue: s) }
    case "renderMode": if let s = value as? String { renderMode = CAEmitterLayerRenderMode(rawValue: s) }
    case "preservesDepth": if let b = value as? Bool { preservesDepth = b }
    default: super.setValue(value, forKeyPath: keyPath)
    }
  }

  /// The cell a key path `emitterCells.A[.emitterCells.B…].key` names, and `key`.
  private func _cell(atKeyPath keyPath: String) -> (CAEmitterCell, String)? {
    guard keyPath.hasPrefix("emitterCells.") else { return nil }
    var parts = keyPath.split(separator: ".").map(String.init)
    var cells = emitterCells ?? []
    var found: CAEmitterCell?
    while parts.count >= 3, parts[0] == "emitterCells" {
      guard let cell = cells.first(where: { $0.name == parts[1] }) else { return nil }
      found = cell
      cells = cell.emitterCells ?? []
      parts.removeFirst(2)
    }
    guard let found, parts.count == 1 else { return nil }
    return (found, parts[0])
  }

  /// The index path of the cell a key path names in the layer's copy, and the property key.
  private func _cellIndexPath(forKeyPath keyPath: String) -> [Int]? {
    var parts = keyPath.split(separator: ".").map(String.init)
    var states = _cellStates
    var path: [Int] = []
    while parts.count >= 3, parts[0] == "emitterCells" {
      guard let i = states.firstIndex(where: { $0.name == parts[1] }) else { return nil }
      path.append(i)
      states = states[i].cells
      parts.removeFirst(2)
    }
    return path.isEmpty ? nil : path
  }

  private func _updateCellState(at path: [Int], from cell: CAEmitterCell) {
    func update(_ states: inout [_EmitterCellState], _ rest: ArraySlice<Int>) {
      guard let i = rest.first, states.indices.contains(i) else { return }
      if rest.count == 1 {
        let cells = states[i].cells
        states[i] = cell._state()
        states[i].cells = cells
      } else {
        update(&states[i].cells, rest.dropFirst())
      }
    }
    update(&_cellStates, path[...])
  }

  // MARK: Animation hooks

  /// Birth-rate animations run on the layer's clock (`birthRate`, `emitterCells.NAME.birthRate`).
  package override func _timingOfUncompiledAnimation(
    _ animation: CAAnimation, keyPath: String?, key: String?
  ) -> _TimingModel? {
    guard let keyPath, let target = _EmitterRateTarget(keyPath: keyPath), let basic = animation as? CABasicAnimation
    else { return nil }
    let timing = animation._timingModel(defaultDuration: CATransaction.animationDuration())
    if !_isPresentationCopy {
      // Part of the emitter's history: the particles it made outlive its removal.
      let now = MediaClock.currentTime
      _stampRemoval(now) { $0.key != nil && $0.key == key }
      _rateAnimations.append(_EmitterRateAnimation(target: target, animation: basic, timing: timing, key: key))
      if _rateAnimations.count > Self.maxRateAnimations { _rateAnimations.removeFirst() }
      _EmitterRegistry.shared.track(self)
    }
    return timing
  }

  open override func removeAnimation(forKey key: String) {
    _stampRemoval(MediaClock.currentTime) { $0.key == key }
    super.removeAnimation(forKey: key)
  }

  open override func removeAllAnimations() {
    _stampRemoval(MediaClock.currentTime) { _ in true }
    super.removeAllAnimations()
  }

  /// Birth-rate animations ever added (at most `maxRateAnimations`, the oldest dropped).
  var _rateAnimations: [_EmitterRateAnimation] = []
  static let maxRateAnimations = 64

  private func _stampRemoval(_ now: CFTimeInterval, _ matches: (_EmitterRateAnimation) -> Bool) {
    for i in _rateAnimations.indices where _rateAnimations[i].removedAt == nil && matches(_rateAnimations[i]) {
      _rateAnimations[i].removedAt = now
    }
  }

  package override var _drawsGeneratedContent: Bool { !_history.isEmpty }

  package override func _replicatedSublayers(
    _ rendered: [RenderLayer], bounds: CGRect, layerTime: CFTimeInterval
  ) -> [RenderLayer] {
    let particles = _particleLayers(at: layerTime)
    return particles.isEmpty ? rendered : particles + rendered
  }
}

/// The emitter's values from a media time on.
package struct _EmitterRecord: Sendable {
  package var media: Double
  var state: _EmitterState
}

/// The layer's values a particle takes at birth.
struct _EmitterState: Sendable {
  var birthRate: Double, lifetime: Double, velocity: Double, scale: Double, spin: Double
  var position: CGPoint, size: CGSize
  var shape: CAEmitterLayerEmitterShape, mode: CAEmitterLayerEmitterMode, renderMode: CAEmitterLayerRenderMode
  var seed: UInt32
  var cells: [_EmitterCellState]

  /// Whether a top-level cell can emit with these values (rates and enabled flags).
  var emits: Bool {
    birthRate > 0 && cells.contains { $0.isEnabled && $0.birthRate > 0 }
  }

  /// The longest a particle of these values (and the sub-particles it emits) can live.
  var maxLifetime: Double {
    func chain(_ c: _EmitterCellState, _ depth: Int) -> Double {
      let own = c.maxLifetime(lifetime)
      guard depth < _EmitterCellState.maxDepth else { return own }
      return own + (c.cells.map { chain($0, depth + 1) }.max() ?? 0)
    }
    return cells.map { chain($0, 0) }.max() ?? 0
  }
}

/// A birth-rate animation in the emitter's history: it applies from its begin time until it
/// ends (removed on completion, or without a forward fill) or is removed (`removedAt`, media).
struct _EmitterRateAnimation {
  let target: _EmitterRateTarget
  let animation: CABasicAnimation
  let timing: _TimingModel
  let key: String?
  var removedAt: CFTimeInterval?
}

/// What a birth-rate animation changes.
enum _EmitterRateTarget: Equatable {
  case layer
  /// A cell by names from the top (`emitterCells.a.emitterCells.b.birthRate` → ["a", "b"]).
  case cell([String])

  init?(keyPath: String) {
    if keyPath == "birthRate" { self = .layer; return }
    var parts = keyPath.split(separator: ".").map(String.init)
    var names: [String] = []
    while parts.count >= 3, parts[0] == "emitterCells" {
      names.append(parts[1])
      parts.removeFirst(2)
    }
    guard !names.isEmpty, parts == ["birthRate"] else { return nil }
    self = .cell(names)
  }
}
