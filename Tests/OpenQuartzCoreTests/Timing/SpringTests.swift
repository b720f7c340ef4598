import Foundation
import Testing

@testable import OpenQuartzCore

/// RK4 integration of m·x″ + c·x′ + k·x = 0 from d = −1, d′ = v₀.
private func rk4(_ s: SpringSolver, t: Double, dt: Double = 1e-4) -> (Double, Double) {
  var x = -1.0
  var v = s.initialVelocity
  func acc(_ x: Double, _ v: Double) -> Double { (-s.stiffness * x - s.damping * v) / s.mass }
  let steps = Int((t / dt).rounded())
  for _ in 0..<steps {
    let k1x = v, k1v = acc(x, v)
    let k2x = v + 0.5 * dt * k1v, k2v = acc(x + 0.5 * dt * k1x, v + 0.5 * dt * k1v)
    let k3x = v + 0.5 * dt * k2v, k3v = acc(x + 0.5 * dt * k2x, v + 0.5 * dt * k2v)
    let k4x = v + dt * k3v, k4v = acc(x + dt * k3x, v + dt * k3v)
    x += dt / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
    v += dt / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
  }
  return (x + 1, v)
}

@Test("Spring: closed form matches RK4 (dt 1e-4) in all three regimes (motion spec §1.2)")
func closedFormVersusRK4() {
  let cases: [SpringSolver] = [
    SpringSolver(mass: 1, stiffness: 100, damping: 10, initialVelocity: 2),  // under
    SpringSolver(mass: 1, stiffness: 100, damping: 20, initialVelocity: 2),  // critical
    SpringSolver(mass: 3, stiffness: 1000, damping: 500, initialVelocity: 2),  // over
    SpringSolver(mass: 1, stiffness: 54.83, damping: 3.70, initialVelocity: 2),  // under, slow
    SpringSolver(mass: 1, stiffness: 400, damping: 15, initialVelocity: -3),
  ]
  for s in cases {
    for t in [0.05, 0.3, 1.0] {
      let (p, v) = s.evaluate(at: t)
      let (rp, rv) = rk4(s, t: t)
      #expect(abs(p - rp) < 1e-8, "progress \(s) t=\(t)")
      #expect(abs(v - rv) < 1e-6, "velocity \(s) t=\(t)")
    }
  }
}

@Test("Spring: progress starts at 0 with the initial velocity and tends to 1")
func springEndpoints() {
  for damping in [5.0, 20, 60] {
    let s = SpringSolver(mass: 1, stiffness: 100, damping: damping, initialVelocity: 1.5)
    let start = s.evaluate(at: 0)
    #expect(abs(start.progress) < 1e-12)
    #expect(abs(start.velocity - 1.5) < 1e-9)
    #expect(abs(s.progress(at: 30) - 1) < 1e-6)
  }
}

/// Motion spec §1.3 fixture table: (D, ζ, v₀) → ω, stiffness, damping, p(D), peak p.
private let uikitFixtures: [(Double, Double, Double, Double, Double, Double, Double, Double)] = [
  (3.00, 0.25, 0, 7.4050, 54.8336, 3.7025, 1.00297, 1.4443),
  (1.00, 0.80, 0, 8.9943, 80.8974, 14.3909, 1.00030, 1.0152),
  (0.50, 0.70, 0, 19.6793, 387.2746, 27.5510, 0.99857, 1.0460),
  (0.50, 0.50, 0, 25.4338, 646.8780, 25.4338, 1.00097, 1.1630),
  (0.30, 1.00, 0, 30.7780, 947.2880, 61.5561, 0.99900, 0.9990),
  (0.35, 1.00, 0, 26.3812, 695.9667, 52.7624, 0.99900, 0.9990),
  (0.50, 0.70, -2, 20.0597, 402.3935, 28.0836, 0.99866, 1.0462),
  (0.80, 0.70, 20, 12.6981, 161.2419, 17.7773, 1.00037, 1.2648),
]

@Test("UIKit: usingSpringWithDamping fit reproduces the motion spec §1.3 fixture table to 1e-3")
func uikitSpringFixtures() {
  for (d, zeta, v0, omega, k, c, pD, peak) in uikitFixtures {
    let fit = SpringSolver.uikitSpring(duration: d, dampingRatio: zeta, initialVelocity: v0)
    #expect(fit.mass == 1)
    // The table rounds to four decimals; relative 1e-3 on the large values, absolute on ω.
    #expect(abs(fit.stiffness.squareRoot() - omega) < 1e-3, "ω for \(d) \(zeta) \(v0)")
    #expect(abs(fit.stiffness - k) / k < 1e-3 * 0.1 + 1e-6, "stiffness for \(d) \(zeta) \(v0)")
    #expect(abs(fit.damping - c) < 1e-3, "damping for \(d) \(zeta) \(v0)")
    let s = SpringSolver(mass: 1, stiffness: fit.stiffness, damping: fit.damping, initialVelocity: v0)
    #expect(abs(s.progress(at: d) - pD) < 1e-3, "p(D) for \(d) \(zeta) \(v0)")
    var maxP = -Double.infinity
    for i in 0...20_000 { maxP = max(maxP, s.progress(at: d * Double(i) / 20_000)) }
    #expect(abs(maxP - peak) < 1e-3, "peak for \(d) \(zeta) \(v0)")
  }
}

@Test("UIKit: D=3, ζ=0.25 gives Framer's published 54.83363359078326 / 3.702486785620688 (motion spec §1.3)")
func framerNumbers() {
  let fit = SpringSolver.uikitSpring(duration: 3, dampingRatio: 0.25, initialVelocity: 0)
  #expect(abs(fit.stiffness - 54.83363359078326) < 1e-6)
  #expect(abs(fit.damping - 3.702486785620688) < 1e-7)
}

@Test("UIKit: damping ratios above 1 are treated as 1 (motion spec §1.3)")
func dampingRatioClamp() {
  let a = SpringSolver.uikitSpring(duration: 0.3, dampingRatio: 3, initialVelocity: 0)
  let b = SpringSolver.uikitSpring(duration: 0.3, dampingRatio: 1, initialVelocity: 0)
  #expect(a.stiffness == b.stiffness && a.damping == b.damping)
}

@Test("CA: settlingDuration follows the SwiftUI definition (motion spec §1.4)")
func settlingDurationDefinition() {
  let s = SpringSolver(mass: 1, stiffness: 100, damping: 10)
  // ζω₀ = 5: t = −ln(0.001 / 6) / 5.
  #expect(abs(s.settlingDuration - (-log(0.001 / 6) / 5)) < 1e-12)
}

@Test("CA: settlingDuration meets Apple's doc anchors loosely: k100 c5 ≈ 2.85 s, c15 just over 1 s (motion spec §1.4)")
func settlingDurationAnchors() {
  let soft = SpringSolver(mass: 1, stiffness: 100, damping: 5).settlingDuration
  let firm = SpringSolver(mass: 1, stiffness: 100, damping: 15).settlingDuration
  // Apple's algorithm is unpublished: 0.5 s of slack on the soft spring, 0.3 s on the firm one.
  #expect(abs(soft - 2.85) < 0.5)
  #expect(firm > 1 && firm < 1.3)
}

@Test("iOS 17: duration 0.5 bounce 0.3 → stiffness 157.9, damping 17.6; k100 c10 → 0.63 s, bounce 0.5 (motion spec §1.4)")
func durationBounce() {
  let p = SpringSolver.parameters(duration: 0.5, bounce: 0.3)
  #expect(abs(p.stiffness - 157.91) < 0.01)
  #expect(abs(p.damping - 17.59) < 0.01)
  let inverse = SpringSolver(mass: 1, stiffness: 100, damping: 10).durationAndBounce
  #expect(abs(inverse.duration - 0.628318) < 1e-5)
  #expect(abs(inverse.bounce - 0.5) < 1e-12)
  let negative = SpringSolver.parameters(duration: 1, bounce: -0.5)
  let back = SpringSolver(mass: 1, stiffness: negative.stiffness, damping: negative.damping).durationAndBounce
  #expect(abs(back.bounce + 0.5) < 1e-12)
}

@Test("Spring: the store's precomputed curve gives the same bits as the solver, in all four forms, over dense samples (issue 15)")
func springCurveMatchesSolverBits() {
  var springs: [SpringSolver] = [
    SpringSolver(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0),  // under
    SpringSolver(mass: 1, stiffness: 100, damping: 20, initialVelocity: 2),  // critical
    SpringSolver(mass: 1, stiffness: 100, damping: 20 + 1e-12, initialVelocity: 0),  // within the tolerance
    SpringSolver(mass: 3, stiffness: 1000, damping: 500, initialVelocity: 2),  // over
    SpringSolver(mass: 1, stiffness: 0, damping: 1, initialVelocity: 3),  // no stiffness: free
    SpringSolver(mass: 1, stiffness: .infinity, damping: 1, initialVelocity: 0),  // ω₀ infinite: free
    SpringSolver(mass: 1, stiffness: 54.83, damping: 3.70, initialVelocity: -4),
  ]
  for damping in stride(from: 0.5, through: 40, by: 1.5) {
    for velocity in [-5.0, 0, 0.7, 12] {
      springs.append(SpringSolver(mass: 1.3, stiffness: 180, damping: damping, initialVelocity: velocity))
    }
  }
  var forms: Set<UInt8> = []
  for spring in springs {
    let curve = _SpringCurve(spring)
    forms.insert(curve.form.rawValue)
    for i in -20...4_000 {
      let t = Double(i) * 0.00137
      #expect(
        curve.progress(at: t).bitPattern == spring.progress(at: t).bitPattern,
        "\(spring) at t = \(t)")
    }
  }
  #expect(forms.count == 4, "free, critical, under- and overdamped all covered")
}
