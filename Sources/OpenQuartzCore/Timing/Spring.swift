import Foundation

/// Closed-form damped harmonic oscillator, normalised to move progress from 0 to 1
/// (motion spec §1.2–§1.4).
///
/// m·x″ + c·x′ + k·x = 0 with displacement d = p − 1, d(0) = −1 and d′(0) = v₀, where v₀ is in
/// UIKit's unit "the whole distance per second" (positive moves toward the target). Every
/// value is a pure function of t, so any sampling rate gives the same frames.
package struct SpringSolver: Hashable, Sendable {
  package var mass: Double
  package var stiffness: Double
  package var damping: Double
  package var initialVelocity: Double

  /// |ζ − 1| below this counts as critically damped (the under/overdamped forms divide by
  /// ω_d or r₂ − r₁, which vanish there).
  package static let criticalDampingTolerance = 1e-9
  /// The decay envelope of UIKit's spring fit at t = duration (motion spec §1.3).
  package static let uikitEnvelope = 0.001
  /// The "at rest" threshold of `settlingDuration` (SwiftUI's epsilon, motion spec §1.4).
  package static let settlingEpsilon = 0.001

  package init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double = 0) {
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
    self.initialVelocity = initialVelocity
  }

  /// ω₀ = √(k/m).
  package var naturalFrequency: Double { (max(stiffness, 0) / max(mass, .leastNonzeroMagnitude)).squareRoot() }

  /// ζ = c / (2√(km)).
  package var dampingRatio: Double {
    let denom = 2 * (max(stiffness, 0) * max(mass, 0)).squareRoot()
    return denom > 0 ? damping / denom : .infinity
  }

  /// Progress (0 at t = 0, 1 at rest) and its velocity at time t ≥ 0.
  package func evaluate(at t: Double) -> (progress: Double, velocity: Double) {
    let (d, v) = displacement(at: max(0, t))
    return (1 + d, v)
  }

  package func progress(at t: Double) -> Double { evaluate(at: t).progress }

  /// Displacement d = p − 1 and its derivative.
  package func displacement(at t: Double) -> (Double, Double) {
    let d0 = -1.0
    let v0 = initialVelocity
    let w0 = naturalFrequency
    guard w0 > 0, w0.isFinite else { return (d0 + v0 * t, v0) }
    let zeta = dampingRatio
    if abs(zeta - 1) < Self.criticalDampingTolerance {
      let b = v0 + w0 * d0
      let e = exp(-w0 * t)
      let d = (d0 + b * t) * e
      return (d, e * (b - w0 * (d0 + b * t)))
    } else if zeta < 1 {
      let wd = w0 * (1 - zeta * zeta).squareRoot()
      let b = (v0 + zeta * w0 * d0) / wd
      let e = exp(-zeta * w0 * t)
      let c = cos(wd * t)
      let s = sin(wd * t)
      let d = e * (d0 * c + b * s)
      let v = e * (-zeta * w0 * (d0 * c + b * s) + (-d0 * wd * s + b * wd * c))
      return (d, v)
    } else {
      let root = (zeta * zeta - 1).squareRoot()
      let r1 = -w0 * (zeta - root)
      let r2 = -w0 * (zeta + root)
      let b = (v0 - r1 * d0) / (r2 - r1)
      let a = d0 - b
      let e1 = exp(r1 * t)
      let e2 = exp(r2 * t)
      return (a * e1 + b * e2, a * r1 * e1 + b * r2 * e2)
    }
  }

  /// The rate at which the slowest mode decays: ζω₀ (under/critically damped) or the slow root
  /// |r₁| (overdamped).
  package var decayRate: Double {
    let w0 = naturalFrequency
    let zeta = dampingRatio
    if zeta <= 1 { return zeta * w0 }
    return w0 * (zeta - (zeta * zeta - 1).squareRoot())
  }

  /// Estimated time to rest, the SwiftUI way (target 1, epsilon 0.001):
  /// t = −ln(ε / (|ζω₀ − v₀| + 1)) / (ζω₀). For an overdamped spring the slow root |r₁| replaces
  /// ζω₀ (ζω₀ would promise a rest long before the slow mode has decayed).
  /// Apple's own algorithm is unpublished; its doc anchors (k 100, m 1: damping 5 → ≈ 2.85 s,
  /// damping 15 → "just over 1 s") are met loosely (3.26 s and 1.21 s).
  package var settlingDuration: Double {
    let rate = decayRate
    guard rate > 0, rate.isFinite else { return .infinity }
    let zetaOmega = dampingRatio <= 1 ? rate : dampingRatio * naturalFrequency
    let amplitude = abs(zetaOmega - initialVelocity) + 1
    return max(0, -log(Self.settlingEpsilon / amplitude) / rate)
  }

  // MARK: UIKit's fit (motion spec §1.3)

  /// UIKit's `usingSpringWithDamping` parameters: mass 1, ω chosen so that the decay envelope
  /// is 0.001 at t = duration, stiffness ω², damping 2ζω. ζ is clamped to (0, 1].
  ///
  /// The envelope equation is solved by scanning ω upward (geometric steps) to the first sign
  /// change and bisecting; for large positive v₀ the envelope has a zero at ω = v₀/ζ where
  /// UIKit's own Newton iteration misbehaves — we take the smallest root, as the table does.
  package static func uikitSpring(
    duration: Double, dampingRatio: Double, initialVelocity: Double
  ) -> (mass: Double, stiffness: Double, damping: Double) {
    let d = min(max(duration, minimumFitDuration), maximumFitDuration)
    let zeta = min(max(dampingRatio, minimumDampingRatio), 1)
    let v0 = initialVelocity
    let logEnvelope = log(uikitEnvelope)
    // g(ω) = ln(envelope at D) − ln(0.001); positive means "not settled yet".
    func g(_ w: Double) -> Double {
      let amplitude: Double
      if zeta >= 1 {
        amplitude = abs(-1 + (v0 - w) * d)
        return log(max(amplitude, .leastNormalMagnitude)) - w * d - logEnvelope
      }
      let wd = w * (1 - zeta * zeta).squareRoot()
      amplitude = abs((v0 - zeta * w) / wd)
      return log(max(amplitude, .leastNormalMagnitude)) - zeta * w * d - logEnvelope
    }
    var lo = 1e-3 / d
    var hi = lo
    var found = false
    let growth = 1.02
    let limit = 1e7 / d
    while hi < limit {
      let next = hi * growth
      if g(next) <= 0 {
        lo = hi
        hi = next
        found = true
        break
      }
      hi = next
    }
    var omega = lo
    if found {
      for _ in 0..<200 {
        let mid = (lo + hi) / 2
        if g(mid) > 0 { lo = mid } else { hi = mid }
        if hi - lo <= 1e-13 * hi { break }
      }
      omega = (lo + hi) / 2
    }
    return (1, omega * omega, 2 * zeta * omega)
  }

  /// Durations the fit accepts (Framer's converter clamps the same way).
  package static let minimumFitDuration = 0.01
  package static let maximumFitDuration = 10.0
  /// ζ = 0 would never settle; ratios are clamped up to this.
  package static let minimumDampingRatio = 1e-4

  // MARK: Duration and bounce (iOS 17, motion spec §1.4)

  /// mass 1, stiffness (2π/duration)², ζ = 1 − bounce (bounce ≥ 0) or 1/(1 + bounce),
  /// damping 2ζ√stiffness.
  package static func parameters(duration: Double, bounce: Double)
    -> (mass: Double, stiffness: Double, damping: Double)
  {
    let k = pow(2 * Double.pi / max(duration, 1e-6), 2)
    let zeta = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    return (1, k, 2 * zeta * k.squareRoot())
  }

  /// The inverse of `parameters(duration:bounce:)`: perceptual duration 2π/ω₀ and bounce.
  package var durationAndBounce: (duration: Double, bounce: Double) {
    let zeta = dampingRatio
    let bounce = zeta <= 1 ? 1 - zeta : 1 / zeta - 1
    return (2 * Double.pi / naturalFrequency, bounce)
  }
}

/// A spring's progress curve with its closed form's constants computed once (when a track is
/// stored, `_AnimatedValueStore`): `progress(at:)` performs the same floating-point operations
/// as `SpringSolver.progress(at:)` on the same intermediate values, so it gives the same bits
/// (SpringCurveTests checks this over dense samples); per frame it costs the exponential and,
/// underdamped, one sine and one cosine, and no square roots or divisions.
package struct _SpringCurve: Sendable {
  enum Form: UInt8 { case free, critical, under, over }
  var form: Form
  /// free: v₀; critical: −ω₀; under: −ζω₀; over: r₁.
  var k0: Double
  /// critical: b = v₀ + ω₀d₀; under: ω_d; over: r₂.
  var k1: Double
  /// under: b = (v₀ + ζω₀d₀)/ω_d; over: b.
  var k2: Double
  /// over: a = d₀ − b.
  var k3: Double

  package init(_ spring: SpringSolver) {
    // `SpringSolver.displacement(at:)`'s constants, by the same expressions.
    let d0 = -1.0
    let v0 = spring.initialVelocity
    let w0 = spring.naturalFrequency
    guard w0 > 0, w0.isFinite else {
      self.init(form: .free, v0, 0, 0, 0)
      return
    }
    let zeta = spring.dampingRatio
    if abs(zeta - 1) < SpringSolver.criticalDampingTolerance {
      self.init(form: .critical, -w0, v0 + w0 * d0, 0, 0)
    } else if zeta < 1 {
      let wd = w0 * (1 - zeta * zeta).squareRoot()
      self.init(form: .under, -zeta * w0, wd, (v0 + zeta * w0 * d0) / wd, 0)
    } else {
      let root = (zeta * zeta - 1).squareRoot()
      let r1 = -w0 * (zeta - root)
      let r2 = -w0 * (zeta + root)
      let b = (v0 - r1 * d0) / (r2 - r1)
      self.init(form: .over, r1, r2, b, d0 - b)
    }
  }

  private init(form: Form, _ k0: Double, _ k1: Double, _ k2: Double, _ k3: Double) {
    self.form = form
    self.k0 = k0
    self.k1 = k1
    self.k2 = k2
    self.k3 = k3
  }

  /// `SpringSolver.progress(at:)`.
  @inline(__always)
  package func progress(at time: Double) -> Double {
    let t = max(0, time)
    let d0 = -1.0
    let d: Double
    switch form {
    case .free:
      d = d0 + k0 * t
    case .critical:
      // (-w0) * t, as `exp(-w0 * t)` parses.
      let e = exp(k0 * t)
      d = (d0 + k1 * t) * e
    case .under:
      // ((-zeta) * w0) * t, as `exp(-zeta * w0 * t)` parses.
      let e = exp(k0 * t)
      let c = cos(k1 * t)
      let s = sin(k1 * t)
      d = e * (d0 * c + k2 * s)
    case .over:
      let e1 = exp(k0 * t)
      let e2 = exp(k1 * t)
      d = k3 * e1 + k2 * e2
    }
    return 1 + d
  }
}
