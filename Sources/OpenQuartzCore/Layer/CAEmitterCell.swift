import Foundation

/// One source of particles of a `CAEmitterLayer`: how many are born a second, how long they
/// live, where they go, how they turn, grow and change colour, what they draw, and the cells
/// their particles emit in turn (`emitterCells`).
///
/// Defaults as Apple documents them: everything 0 but `isEnabled` (true), `scale` (1),
/// `color` (opaque white), `contentsRect` (the unit rectangle), `contentsScale` (1), the
/// filters (`linear`) and `speed` (1). Angles are in radians, velocities in points per second,
/// accelerations in points per second², spins in radians per second, the colour speeds in
/// components per second.
///
/// Here (Docs/Behaviour/emitter14.md): like Core Animation, an emitter layer takes its cells'
/// values when `emitterCells` is set; a later change of a cell object is seen when it goes
/// through the layer (`setValue(_:forKeyPath: "emitterCells.NAME.birthRate")`) or when
/// `emitterCells` is set again.
open class CAEmitterCell: NSObject, CAMediaTiming {
  public override init() { super.init() }

  // MARK: Identity and content

  /// The name key paths use to reach the cell (`emitterCells.NAME.birthRate`).
  open var name: String?
  /// Whether the cell emits and is drawn. Default true.
  open var isEnabled = true
  /// The image each particle draws (a `CGImage`); nil draws nothing.
  open var contents: Any?
  /// The part of `contents` drawn, in unit coordinates. Default (0, 0, 1, 1).
  open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
  /// Pixels per point of `contents`. Default 1.
  open var contentsScale: CGFloat = 1
  /// Stored (particles are drawn with the renderer's filter). Default `linear`.
  open var minificationFilter = "linear"
  /// Stored (particles are drawn with the renderer's filter). Default `linear`.
  open var magnificationFilter = "linear"
  /// Stored. Default 0.
  open var minificationFilterBias: Float = 0
  /// The cells each particle of this cell emits.
  open var emitterCells: [CAEmitterCell]?
  /// Extra values of the cell (stored).
  open var style: [AnyHashable: Any]?

  // MARK: Emission

  /// Particles born a second (multiplied by the layer's `birthRate`). Default 0.
  open var birthRate: Float = 0
  /// Seconds a particle lives (multiplied by the layer's `lifetime`). Default 0.
  open var lifetime: Float = 0
  /// A particle's lifetime is `lifetime` ± up to this. Default 0.
  open var lifetimeRange: Float = 0
  /// The angle out of the x-y plane the particles go at (radians). Default 0.
  open var emissionLatitude: CGFloat = 0
  /// The angle in the x-y plane, from the x axis, the particles go at (radians). Default 0.
  open var emissionLongitude: CGFloat = 0
  /// The width of the cone about the emission angle (radians). Default 0.
  open var emissionRange: CGFloat = 0

  // MARK: Motion

  /// Points per second at birth (multiplied by the layer's `velocity`). Default 0.
  open var velocity: CGFloat = 0
  /// A particle's velocity is `velocity` ± up to this. Default 0.
  open var velocityRange: CGFloat = 0
  /// Points per second² along x. Default 0.
  open var xAcceleration: CGFloat = 0
  /// Points per second² along y (positive is down on iOS). Default 0.
  open var yAcceleration: CGFloat = 0
  /// Points per second² along z. Default 0.
  open var zAcceleration: CGFloat = 0
  /// The particle's scale at birth (multiplied by the layer's `scale`). Default 1.
  open var scale: CGFloat = 1
  /// A particle's scale is `scale` ± up to this. Default 0.
  open var scaleRange: CGFloat = 0
  /// Scale change per second. Default 0.
  open var scaleSpeed: CGFloat = 0
  /// Radians per second the particle turns (multiplied by the layer's `spin`). Default 0.
  open var spin: CGFloat = 0
  /// A particle's spin is `spin` ± up to this. Default 0.
  open var spinRange: CGFloat = 0

  // MARK: Colour

  /// The colour that multiplies the contents. Default opaque white.
  open var color: CGColor? = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
  /// A particle's red component is the colour's ± up to this. Default 0.
  open var redRange: Float = 0
  /// A particle's green component is the colour's ± up to this. Default 0.
  open var greenRange: Float = 0
  /// A particle's blue component is the colour's ± up to this. Default 0.
  open var blueRange: Float = 0
  /// A particle's alpha is the colour's ± up to this. Default 0.
  open var alphaRange: Float = 0
  /// Red change per second. Default 0.
  open var redSpeed: Float = 0
  /// Green change per second. Default 0.
  open var greenSpeed: Float = 0
  /// Blue change per second. Default 0.
  open var blueSpeed: Float = 0
  /// Alpha change per second. Default 0.
  open var alphaSpeed: Float = 0

  // MARK: CAMediaTiming

  /// When the cell starts emitting, in its parent's time (the layer's, or the age of the
  /// particle that emits it). Default 0.
  open var beginTime: CFTimeInterval = 0
  /// How long the cell emits; 0 (the default) is for ever.
  open var duration: CFTimeInterval = 0
  /// Stored; emission gating uses it to map the parent's time. Default 1.
  open var speed: Float = 1
  /// Default 0.
  open var timeOffset: CFTimeInterval = 0
  /// Stored. Default 0.
  open var repeatCount: Float = 0
  /// Stored. Default 0.
  open var repeatDuration: CFTimeInterval = 0
  /// Stored. Default false.
  open var autoreverses = false
  /// Stored. Default `removed`.
  open var fillMode: CAMediaTimingFillMode = .removed

  // MARK: Key-value access

  /// The documented default of `key` (nil for keys without one).
  open class func defaultValue(forKey key: String) -> Any? {
    switch key {
    case "isEnabled", "enabled": return true
    case "scale", "contentsScale": return CGFloat(1)
    case "speed": return Float(1)
    case "color": return CGColor(red: 1, green: 1, blue: 1, alpha: 1)
    case "contentsRect": return CGRect(x: 0, y: 0, width: 1, height: 1)
    case "minificationFilter", "magnificationFilter": return "linear"
    default: return nil
    }
  }

  /// Whether `key`'s value is archived: every key is.
  open func shouldArchiveValue(forKey key: String) -> Bool { true }

  /// The value of one of the cell's properties by name (`Float`, `CGFloat`, … as declared);
  /// nil for an unknown key (Linux Foundation has no general key-value coding).
  open func value(forKey key: String) -> Any? {
    if let path = _EmitterCellKey(rawValue: key) { return _value(path) }
    switch key {
    case "name": return name
    case "contents": return contents
    case "emitterCells": return emitterCells
    case "style": return style
    case "contentsRect": return contentsRect
    case "color": return color
    default: return nil
    }
  }

  /// Sets one of the cell's properties by name; a value of the wrong type or an unknown key is
  /// ignored.
  open func setValue(_ value: Any?, forKey key: String) {
    if let path = _EmitterCellKey(rawValue: key) {
      if case .scalar(let v)? = AnimatableValue.make(from: value) { _set(path, v) }
      return
    }
    switch key {
    case "name": name = value as? String
    case "contents": contents = value
    case "emitterCells": emitterCells = value as? [CAEmitterCell]
    case "style": style = value as? [AnyHashable: Any]
    case "contentsRect": if let r = value as? CGRect { contentsRect = r }
    case "color": color = value.flatMap { $0 as? CGColor }
    default: break
    }
  }

  /// `value(forKey:)` through dotted key paths (`emitterCells.spark.birthRate`).
  open func value(forKeyPath keyPath: String) -> Any? {
    let parts = keyPath.split(separator: ".", maxSplits: 2).map(String.init)
    if parts.count == 3, parts[0] == "emitterCells",
      let sub = emitterCells?.first(where: { $0.name == parts[1] })
    {
      return sub.value(forKeyPath: parts[2])
    }
    return value(forKey: keyPath)
  }

  /// `setValue(_:forKey:)` through dotted key paths.
  open func setValue(_ value: Any?, forKeyPath keyPath: String) {
    let parts = keyPath.split(separator: ".", maxSplits: 2).map(String.init)
    if parts.count == 3, parts[0] == "emitterCells" {
      emitterCells?.first(where: { $0.name == parts[1] })?.setValue(value, forKeyPath: parts[2])
      return
    }
    setValue(value, forKey: keyPath)
  }

  func _value(_ key: _EmitterCellKey) -> Any {
    switch key {
    case .isEnabled, .enabled: return isEnabled
    case .birthRate: return birthRate
    case .lifetime: return lifetime
    case .lifetimeRange: return lifetimeRange
    case .emissionLatitude: return emissionLatitude
    case .emissionLongitude: return emissionLongitude
    case .emissionRange: return emissionRange
    case .velocity: return velocity
    case .velocityRange: return velocityRange
    case .xAcceleration: return xAcceleration
    case .yAcceleration: return yAcceleration
    case .zAcceleration: return zAcceleration
    case .scale: return scale
    case .scaleRange: return scaleRange
    case .scaleSpeed: return scaleSpeed
    case .spin: return spin
    case .spinRange: return spinRange
    case .redRange: return redRange
    case .greenRange: return greenRange
    case .blueRange: return blueRange
    case .alphaRange: return alphaRange
    case .redSpeed: return redSpeed
    case .greenSpeed: return greenSpeed
    case .blueSpeed: return blueSpeed
    case .alphaSpeed: return alphaSpeed
    case .contentsScale: return contentsScale
    case .beginTime: return beginTime
    case .duration: return duration
    case .speed: return speed
    case .timeOffset: return timeOffset
    }
  }

  func _set(_ key: _EmitterCellKey, _ v: Double) {
    switch key {
    case .isEnabled, .enabled: isEnabled = v != 0
    case .birthRate: birthRate = Float(v)
    case .lifetime: lifetime = Float(v)
    case .lifetimeRange: lifetimeRange = Float(v)
    case .emissionLatitude: emissionLatitude = CGFloat(v)
    case .emissionLongitude: emissionLongitude = CGFloat(v)
    case .emissionRange: emissionRange = CGFloat(v)
    case .velocity: velocity = CGFloat(v)
    case .velocityRange: velocityRange = CGFloat(v)
    case .xAcceleration: xAcceleration = CGFloat(v)
    case .yAcceleration: yAcceleration = CGFloat(v)
    case .zAcceleration: zAcceleration = CGFloat(v)
    case .scale: scale = CGFloat(v)
    case .scaleRange: scaleRange = CGFloat(v)
    case .scaleSpeed: scaleSpeed = CGFloat(v)
    case .spin: spin = CGFloat(v)
    case .spinRange: spinRange = CGFloat(v)
    case .redRange: redRange = Float(v)
    case .greenRange: greenRange = Float(v)
    case .blueRange: blueRange = Float(v)
    case .alphaRange: alphaRange = Float(v)
    case .redSpeed: redSpeed = Float(v)
    case .greenSpeed: greenSpeed = Float(v)
    case .blueSpeed: blueSpeed = Float(v)
    case .alphaSpeed: alphaSpeed = Float(v)
    case .contentsScale: contentsScale = CGFloat(v)
    case .beginTime: beginTime = v
    case .duration: duration = v
    case .speed: speed = Float(v)
    case .timeOffset: timeOffset = v
    }
  }

  /// The cell's values as the layer keeps them (`CAEmitterLayer.emitterCells`' copy).
  func _state(depth: Int = 0) -> _EmitterCellState {
    var s = _EmitterCellState()
    s.name = name
    s.isEnabled = isEnabled
    s.birthRate = Double(birthRate)
    s.lifetime = Double(lifetime)
    s.lifetimeRange = Double(lifetimeRange)
    s.emissionLatitude = Double(emissionLatitude)
    s.emissionLongitude = Double(emissionLongitude)
    s.emissionRange = Double(emissionRange)
    s.velocity = Double(velocity)
    s.velocityRange = Double(velocityRange)
    s.acceleration = (Double(xAcceleration), Double(yAcceleration))
    s.scale = Double(scale)
    s.scaleRange = Double(scaleRange)
    s.scaleSpeed = Double(scaleSpeed)
    s.spin = Double(spin)
    s.spinRange = Double(spinRange)
    s.color = color.map { _RGBA($0) } ?? _RGBA(r: 1, g: 1, b: 1, a: 1)
    s.colorRange = _RGBA(r: Double(redRange), g: Double(greenRange), b: Double(blueRange), a: Double(alphaRange))
    s.colorSpeed = _RGBA(r: Double(redSpeed), g: Double(greenSpeed), b: Double(blueSpeed), a: Double(alphaSpeed))
    s.image = (contents as? CGImage)?._image
    s.contentsRect = contentsRect
    s.contentsScale = contentsScale > 0 ? Double(contentsScale) : 1
    s.beginTime = beginTime
    s.duration = duration
    s.speed = Double(speed)
    s.timeOffset = timeOffset
    // Sub-cells nest at most `_EmitterCellState.maxDepth` deep (a cycle stops there).
    if depth < _EmitterCellState.maxDepth, let cells = emitterCells {
      s.cells = cells.map { $0._state(depth: depth + 1) }
    }
    return s
  }
}

/// The scalar properties of a cell key-value access reaches.
enum _EmitterCellKey: String {
  case isEnabled, enabled, birthRate, lifetime, lifetimeRange
  case emissionLatitude, emissionLongitude, emissionRange, velocity, velocityRange
  case xAcceleration, yAcceleration, zAcceleration, scale, scaleRange, scaleSpeed, spin, spinRange
  case redRange, greenRange, blueRange, alphaRange, redSpeed, greenSpeed, blueSpeed, alphaSpeed
  case contentsScale, beginTime, duration, speed, timeOffset
}

/// A cell's values, frozen as the layer took them (particles use the values in force when
/// they were born).
struct _EmitterCellState: Sendable {
  static let maxDepth = 4
  var name: String?
  var isEnabled = true
  var birthRate = 0.0, lifetime = 0.0, lifetimeRange = 0.0
  var emissionLatitude = 0.0, emissionLongitude = 0.0, emissionRange = 0.0
  var velocity = 0.0, velocityRange = 0.0
  var acceleration = (0.0, 0.0)
  var scale = 1.0, scaleRange = 0.0, scaleSpeed = 0.0
  var spin = 0.0, spinRange = 0.0
  var color = _RGBA(r: 1, g: 1, b: 1, a: 1)
  var colorRange = _RGBA.clear
  var colorSpeed = _RGBA.clear
  var image: RenderImage?
  var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
  var contentsScale = 1.0
  var beginTime = 0.0, duration = 0.0, speed = 1.0, timeOffset = 0.0
  var cells: [_EmitterCellState] = []

  /// The longest a particle of this cell lives, times `lifetimeScale`.
  func maxLifetime(_ lifetimeScale: Double) -> Double {
    max(0, (lifetime + abs(lifetimeRange)) * lifetimeScale)
  }

  /// Whether the cell emits at `t` of its parent's time (`beginTime`, `duration`, `speed`,
  /// `timeOffset`; a duration of 0 or less is for ever).
  func isActive(at t: Double) -> Bool {
    let local = (t - beginTime) * speed + timeOffset
    guard local >= 0 else { return false }
    return duration <= 0 || local < duration
  }
}
