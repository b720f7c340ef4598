import Foundation

/// The name of a predefined timing curve (motion spec §1.1).
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }

  /// (0, 0) (1, 1)
  public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
  /// (0.42, 0) (1, 1)
  public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
  /// (0, 0) (0.58, 1)
  public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
  /// (0.42, 0) (0.58, 1)
  public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
  /// (0.25, 0.1) (0.25, 1) — implicit layer animations.
  public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// A cubic Bézier timing curve from (0, 0) to (1, 1) with two control points.
///
/// Immutable, hence `Sendable`. The solver follows WebKit's `UnitBezier` (motion spec §1.1):
/// a guess interpolated from 11 samples of x(t), at most 4 Newton steps, bisection as the
/// fallback, and linear extrapolation with the end gradients outside [0, 1].
public final class CAMediaTimingFunction: NSObject, Sendable {
  /// Newton's method stops when |x(t) − x| is below this, and bisection narrows to it; 1e-7
  /// keeps the error at or below ~2.5e-7 for the named curves (motion spec §1.1 table).
  package static let solverEpsilon: Double = 1e-7
  /// Newton steps are skipped when |x′(t)| is below this (a flat spot would overshoot).
  package static let derivativeEpsilon: Double = 1e-7
  /// Newton iterations before falling back to bisection.
  package static let maxNewtonIterations = 4
  /// Samples of x(t) for the initial guess: t = 0, 0.1, …, 1.
  package static let sampleCount = 11

  private let p1x: Double, p1y: Double, p2x: Double, p2y: Double
  private let ax: Double, bx: Double, cx: Double
  private let ay: Double, by: Double, cy: Double
  private let samples: [Double]
  private let startGradient: Double
  private let endGradient: Double
  package let _name: CAMediaTimingFunctionName?

  public convenience init(name: CAMediaTimingFunctionName) {
    // The named curves are specified in decimal: their control points are the exact decimals
    // (what reading the Float points back through their decimal text gives, without the
    // formatting and parsing on every animation a view makes — issue 15, present+dismiss).
    let points: (Double, Double, Double, Double)
    switch name {
    case .linear: points = (0, 0, 1, 1)
    case .easeIn: points = (0.42, 0, 1, 1)
    case .easeOut: points = (0, 0, 0.58, 1)
    case .easeInEaseOut: points = (0.42, 0, 0.58, 1)
    default: points = (0.25, 0.1, 0.25, 1)
    }
    self.init(points.0, points.1, points.2, points.3, name: name)
  }

  /// One shared instance per named curve, for the framework's own animations (UIView blocks,
  /// transition coordinators): a timing function is immutable, so sharing it changes no value,
  /// and each block no longer allocates one (with its sample table) and frees it again
  /// (issue 15: four a present+dismiss cycle). `init(name:)` still makes a new object.
  package static func _shared(_ name: CAMediaTimingFunctionName) -> CAMediaTimingFunction {
    switch name {
    case .linear: return _sharedLinear
    case .easeIn: return _sharedEaseIn
    case .easeOut: return _sharedEaseOut
    case .easeInEaseOut: return _sharedEaseInEaseOut
    case .default: return _sharedDefault
    default: return CAMediaTimingFunction(name: name)
    }
  }
  package static let _sharedLinear = CAMediaTimingFunction(name: .linear)
  package static let _sharedEaseIn = CAMediaTimingFunction(name: .easeIn)
  package static let _sharedEaseOut = CAMediaTimingFunction(name: .easeOut)
  package static let _sharedEaseInEaseOut = CAMediaTimingFunction(name: .easeInEaseOut)
  package static let _sharedDefault = CAMediaTimingFunction(name: .default)

  /// x control points are clamped to [0, 1] so that x(t) is monotonic; y may overshoot.
  public convenience init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
    // Control points given in decimal; reading the Float control points back as Double would
    // add ~1e-8 of representation error, so they are read as the decimal they print as.
    func exact(_ f: Float) -> Double { Double("\(f)") ?? Double(f) }
    self.init(exact(c1x), exact(c1y), exact(c2x), exact(c2y), name: nil)
  }

  private init(_ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double, name: CAMediaTimingFunctionName?) {
    p1x = min(1, max(0, c1x))
    p1y = c1y
    p2x = min(1, max(0, c2x))
    p2y = c2y
    cx = 3 * p1x
    bx = 3 * (p2x - p1x) - cx
    ax = 1 - cx - bx
    cy = 3 * p1y
    by = 3 * (p2y - p1y) - cy
    ay = 1 - cy - by
    let ax = ax, bx = bx, cx = cx
    samples = (0..<Self.sampleCount).map { i in
      let t = Double(i) / Double(Self.sampleCount - 1)
      return ((ax * t + bx) * t + cx) * t
    }
    // End gradients for extrapolation (WebKit's four cases).
    if p1x > 0 {
      startGradient = p1y / p1x
    } else if p1y == 0 && p2x > 0 {
      startGradient = p2y / p2x
    } else if p1y == 0 && p2y == 0 {
      startGradient = 1
    } else {
      startGradient = 0
    }
    if p2x < 1 {
      endGradient = (p2y - 1) / (p2x - 1)
    } else if p2y == 1 && p1x < 1 {
      endGradient = (p1y - 1) / (p1x - 1)
    } else if p2y == 1 && p1y == 1 {
      endGradient = 1
    } else {
      endGradient = 0
    }
    _name = name
    super.init()
  }

  /// Control point `idx` (0…3; 0 is (0, 0) and 3 is (1, 1)) as two Floats.
  public func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
    let p = controlPoint(at: idx)
    ptr[0] = p.0
    ptr[1] = p.1
  }

  /// Swift-friendly form of `getControlPoint(at:values:)`.
  package func controlPoint(at idx: Int) -> (Float, Float) {
    switch idx {
    case 0: return (0, 0)
    case 1: return (Float(p1x), Float(p1y))
    case 2: return (Float(p2x), Float(p2y))
    default: return (1, 1)
    }
  }

  // MARK: Solver

  @inline(__always) private func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
  @inline(__always) private func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
  @inline(__always) private func sampleDerivativeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

  /// The curve parameter t with x(t) = x, for x in [0, 1].
  package func _solveCurveX(_ x: Double) -> Double {
    let eps = Self.solverEpsilon
    // Initial guess from the samples.
    var t2 = x
    let step = 1.0 / Double(Self.sampleCount - 1)
    for i in 1..<Self.sampleCount where x <= samples[i] {
      let lo = samples[i - 1]
      let hi = samples[i]
      let base = Double(i - 1) * step
      t2 = hi > lo ? base + (x - lo) / (hi - lo) * step : base
      break
    }
    // Newton's method.
    let guess = t2
    for _ in 0..<Self.maxNewtonIterations {
      let x2 = sampleX(t2) - x
      if abs(x2) < eps { return t2 }
      let d2 = sampleDerivativeX(t2)
      if abs(d2) < Self.derivativeEpsilon { break }
      t2 -= x2 / d2
    }
    if abs(sampleX(t2) - x) < eps { return t2 }
    // Bisection.
    var t0 = 0.0
    var t1 = 1.0
    t2 = guess
    let bisectionEpsilon = max(1e-10, eps)
    while t0 < t1 {
      let x2 = sampleX(t2)
      if abs(x2 - x) < bisectionEpsilon { return t2 }
      if x > x2 { t0 = t2 } else { t1 = t2 }
      let next = (t1 + t0) * 0.5
      if next == t2 { break }
      t2 = next
    }
    return t2
  }

  /// The curve's y at x; outside [0, 1] the end tangents continue linearly.
  package func _solve(_ x: Double) -> Double {
    if x < 0 { return startGradient * x }
    if x > 1 { return 1 + endGradient * (x - 1) }
    if x == 0 { return 0 }
    if x == 1 { return 1 }
    return sampleY(_solveCurveX(x))
  }

  /// The control points' bits: what `_solve` is a function of (with x).
  package struct _ControlPointBits: Hashable, Sendable {
    var p1x, p1y, p2x, p2y: UInt64
  }

  package var _controlPointBits: _ControlPointBits {
    _ControlPointBits(p1x: p1x.bitPattern, p1y: p1y.bitPattern, p2x: p2x.bitPattern, p2y: p2y.bitPattern)
  }

  /// Whether this is the linear curve (the engine skips solving it).
  package var _isLinear: Bool { p1x == p1y && p2x == p2y }

  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? CAMediaTimingFunction else { return false }
    return p1x == other.p1x && p1y == other.p1y && p2x == other.p2x && p2y == other.p2y
  }

  public override var hash: Int {
    var hasher = Hasher()
    hasher.combine(p1x); hasher.combine(p1y); hasher.combine(p2x); hasher.combine(p2y)
    return hasher.finalize()
  }

  public override var description: String {
    "CAMediaTimingFunction(\(p1x), \(p1y), \(p2x), \(p2y))"
  }
}
