import Foundation
import Testing

@testable import OpenQuartzCore

/// Golden y(x) values of motion spec §1.1 at x = 0.1, 0.25, 0.5, 0.75, 0.9.
private let goldenXs: [Double] = [0.1, 0.25, 0.5, 0.75, 0.9]
private let golden: [(CAMediaTimingFunctionName, [Double])] = [
  (.easeIn, [0.017027, 0.093465, 0.315357, 0.621862, 0.839428]),
  (.easeOut, [0.160572, 0.378138, 0.684643, 0.906535, 0.982973]),
  (.easeInEaseOut, [0.019722, 0.129162, 0.500000, 0.870838, 0.980278]),
  (.default, [0.094796, 0.408511, 0.802403, 0.960459, 0.994316]),
]
/// The spec's goldens have six decimals; the solver is good to ~2.5e-7.
private let goldenTolerance = 1e-5

@Test("CA: named curves match the golden y(x) of motion spec §1.1 (tolerance 1e-5)")
func namedCurveGoldens() {
  for (name, ys) in golden {
    let f = CAMediaTimingFunction(name: name)
    for (x, y) in zip(goldenXs, ys) {
      #expect(abs(f._solve(x) - y) < goldenTolerance, "\(name.rawValue) y(\(x))")
    }
  }
}

@Test("CA: easeInEaseOut y(0.25) = 0.129162 (motion spec §1.1)")
func easeInEaseOutQuarter() {
  #expect(abs(CAMediaTimingFunction(name: .easeInEaseOut)._solve(0.25) - 0.129162) < goldenTolerance)
}

@Test("CA: linear is the identity and every curve passes through (0,0) and (1,1)")
func endpointsAndLinear() {
  let linear = CAMediaTimingFunction(name: .linear)
  for x in stride(from: 0.0, through: 1.0, by: 0.05) {
    #expect(abs(linear._solve(x) - x) < 1e-7)
  }
  for (name, _) in golden {
    let f = CAMediaTimingFunction(name: name)
    #expect(f._solve(0) == 0)
    #expect(f._solve(1) == 1)
  }
}

/// Reference: 200-step bisection on x(t), then y(t) (motion spec §1.1 "Measured").
private func referenceSolve(_ p: (Double, Double, Double, Double), _ x: Double) -> Double {
  func bez(_ a: Double, _ b: Double, _ t: Double) -> Double {
    3 * a * t * (1 - t) * (1 - t) + 3 * b * t * t * (1 - t) + t * t * t
  }
  var lo = 0.0
  var hi = 1.0
  for _ in 0..<200 {
    let mid = (lo + hi) / 2
    if bez(p.0, p.2, mid) < x { lo = mid } else { hi = mid }
  }
  return bez(p.1, p.3, (lo + hi) / 2)
}

@Test("CA: the UnitBezier solver stays within 1e-6 of a bisection reference (motion spec §1.1 error table)")
func solverAgainstReference() {
  let curves: [(Float, Float, Float, Float)] = [
    (0.42, 0, 0.58, 1), (0.25, 0.1, 0.25, 1), (0.9, 0, 0.1, 1), (0.3, 1.6, 0.6, 1),
  ]
  for c in curves {
    let f = CAMediaTimingFunction(controlPoints: c.0, c.1, c.2, c.3)
    let p = (Double("\(c.0)")!, Double("\(c.1)")!, Double("\(c.2)")!, Double("\(c.3)")!)
    var maxError = 0.0
    for i in 0...1000 {
      let x = Double(i) / 1000
      maxError = max(maxError, abs(f._solve(x) - referenceSolve(p, x)))
    }
    #expect(maxError < 1e-6, "curve \(c) max error \(maxError)")
  }
}

@Test("CA: outside [0, 1] the curve continues with its end gradients (WebKit UnitBezier)")
func extrapolation() {
  let easeIn = CAMediaTimingFunction(name: .easeIn)
  // start gradient p1y/p1x = 0; end gradient (p2y − 1)/(p2x − 1) → p2x = 1, p2y = 1, so (p1y−1)/(p1x−1).
  #expect(abs(easeIn._solve(-0.5)) < 1e-12)
  #expect(abs(easeIn._solve(1.5) - (1 + 0.5 * (0 - 1) / (0.42 - 1))) < 1e-12)
  let linear = CAMediaTimingFunction(name: .linear)
  #expect(abs(linear._solve(-0.25) + 0.25) < 1e-12)
}

@Test("CA: getControlPoint(at:values:) returns the control points as Floats")
func controlPoints() {
  let f = CAMediaTimingFunction(controlPoints: 0.1, 0.2, 0.3, 0.4)
  var values: [Float] = [0, 0]
  f.getControlPoint(at: 1, values: &values)
  #expect(values == [0.1, 0.2])
  f.getControlPoint(at: 2, values: &values)
  #expect(values == [0.3, 0.4])
  f.getControlPoint(at: 3, values: &values)
  #expect(values == [1, 1])
  #expect(CAMediaTimingFunction(name: .easeIn) == CAMediaTimingFunction(controlPoints: 0.42, 0, 1, 1))
}

@MainActor
@Test("CA: a named curve is the Bézier through its decimal control points (motion spec §1.1) — the same solutions as controlPoints: with those decimals")
func namedCurvesAreTheirDecimalControlPoints() {
  let pairs: [(CAMediaTimingFunctionName, (Float, Float, Float, Float))] = [
    (.linear, (0, 0, 1, 1)), (.easeIn, (0.42, 0, 1, 1)), (.easeOut, (0, 0, 0.58, 1)),
    (.easeInEaseOut, (0.42, 0, 0.58, 1)), (.default, (0.25, 0.1, 0.25, 1)),
  ]
  for (name, p) in pairs {
    let named = CAMediaTimingFunction(name: name)
    let points = CAMediaTimingFunction(controlPoints: p.0, p.1, p.2, p.3)
    for i in 0...100 {
      let x = Double(i) / 100
      #expect(named._solve(x) == points._solve(x), "\(name.rawValue) at \(x)")
    }
  }
}

@MainActor
@Test("CA: the store's memo of Bézier solves answers the bits _solve gives, for curves and inputs that share buckets, and numbers curves by their control points (issue 15)")
func curveMemoMatchesSolve() {
  let store = _AnimatedValueStore.shared
  let functions: [CAMediaTimingFunction] = [
    CAMediaTimingFunction(name: .easeInEaseOut), CAMediaTimingFunction(name: .easeIn),
    CAMediaTimingFunction(name: .easeOut), CAMediaTimingFunction(name: .default),
    CAMediaTimingFunction(controlPoints: 0.1, 0.9, 0.2, 1.3),
    CAMediaTimingFunction(controlPoints: 0.7, -0.4, 0.3, 1),
  ]
  // Equal control points, another instance: the same number; other points, another number.
  #expect(store.curveNumber(CAMediaTimingFunction(name: .easeInEaseOut)) == store.curveNumber(functions[0]))
  let numbers = functions.map { store.curveNumber($0) }
  #expect(Set(numbers).count == functions.count)
  let entries = UnsafeMutablePointer<_CurveMemo.Entry>.allocate(capacity: _CurveMemo.count)
  entries.initialize(repeating: _CurveMemo.Entry(), count: _CurveMemo.count)
  defer { entries.deallocate() }
  let memo = _CurveMemo(entries: entries)
  // 6 curves × 700 inputs (more than the 1,024 entries: buckets are shared and overwritten),
  // each asked three times in different orders, inside and outside [0, 1].
  let inputs = (0..<700).map { Double($0) / 600 - 0.08 }
  for pass in 0..<3 {
    for (k, function) in functions.enumerated() {
      let order = pass == 1 ? inputs.reversed() : inputs
      for x in order {
        let y = memo.solve(Unmanaged.passUnretained(function), curve: numbers[k], x)
        #expect(y.bitPattern == function._solve(x).bitPattern, "curve \(k) at \(x), pass \(pass)")
      }
    }
  }
}
