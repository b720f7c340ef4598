import Foundation
import Testing

@testable import OpenQuartzCore

// frame9: `_TimingModel.sample` answers local times inside the first iteration's forward half
// at once; CAMediaTiming's arithmetic (t = (t_p − beginTime)·speed + timeOffset, iterations,
// autoreverse, fill) must give the same bits as the general path everywhere.

/// `_TimingModel.sample` as it was before the shortcut: the general arithmetic only.
private func generalSample(_ m: _TimingModel, parentTime tp: Double) -> (time: Double, iteration: Int)? {
  var local = (tp - m.beginTime) * m.speed + m.timeOffset
  var atEnd = false
  if local < 0 {
    guard m.fillsBackwards else { return nil }
    local = 0
  }
  if local >= m.activeDuration {
    guard m.fillsForwards, m.activeDuration.isFinite else { return nil }
    local = m.activeDuration
    atEnd = true
  }
  guard m.iterationDuration > 0 else { return (m.duration, 0) }
  var iteration = (local / m.iterationDuration).rounded(.down)
  var within = local - iteration * m.iterationDuration
  if atEnd && within <= 0 && iteration > 0 {
    iteration -= 1
    within = m.iterationDuration
  }
  if m.autoreverses && within > m.duration { within = 2 * m.duration - within }
  return (min(max(within, 0), m.duration), Int(min(iteration, Double(Int32.max))))
}

private func sameBits(_ a: (time: Double, iteration: Int)?, _ b: (time: Double, iteration: Int)?) -> Bool {
  switch (a, b) {
  case (nil, nil): return true
  case let (x?, y?): return x.time.bitPattern == y.time.bitPattern && x.iteration == y.iteration
  default: return false
  }
}

@Test func timingSampleShortcutGivesTheGeneralArithmeticsBits() {
  let durations: [Double] = [0, 1e-300, 0.25, 1.0 / 3, 0.35, 1, 2.7, 12, 1e300, .greatestFiniteMagnitude, .infinity]
  let repeats: [(count: Double, duration: Double)] = [(0, 0), (1, 0), (2.5, 0), (.infinity, 0), (0, 0.1), (0, 5)]
  let fills: [CAMediaTimingFillMode] = [.removed, .forwards, .backwards, .both]
  var checked = 0
  for duration in durations {
    for (repeatCount, repeatDuration) in repeats {
      for autoreverses in [false, true] {
        for (begin, speed, offset) in [(0.0, 1.0, 0.0), (3.5, 1, 0), (1, 2, 0.25), (0, 0.5, -0.0), (2, -1, 0), (0, 1, -0.0)] {
          for fill in fills {
            let m = _TimingModel(
              beginTime: begin, duration: duration, speed: speed, timeOffset: offset, repeatCount: repeatCount,
              repeatDuration: repeatDuration, autoreverses: autoreverses, fillMode: fill)
            // Edges of every interval the arithmetic distinguishes, and times around them.
            // (Not NaN: the old general arithmetic trapped converting a NaN iteration to Int;
            // `nanLocalTimeHasNoEffect` pins what a NaN time does now.)
            var locals: [Double] = [0, -0.0, .leastNonzeroMagnitude, -1, .infinity, -.infinity]
            for edge in [duration, m.iterationDuration, m.activeDuration, duration / 2] where edge.isFinite {
              locals += [edge, edge.nextDown, edge.nextUp, edge * 0.999, edge * 1.001]
            }
            for k in 1..<40 { locals.append(Double(k) * 0.173) }
            for local in locals {
              // The parent time whose local time is about `local`.
              let tp = speed == 0 ? begin : begin + (local - offset) / speed
              for t in [tp, tp.nextDown, tp.nextUp] {
                #expect(
                  sameBits(m.sample(parentTime: t), generalSample(m, parentTime: t)),
                  "duration \(duration) repeat \(repeatCount)/\(repeatDuration) autoreverses \(autoreverses) speed \(speed) at \(t)")
                checked += 1
              }
            }
          }
        }
      }
    }
  }
  #expect(checked > 10_000)
}

@MainActor
@Test func storeTransformInterpolationInPlaceGivesTheSameBits() {
  let scale = CATransform3DMakeScale(0.5, 0.25, 1)
  let moved = CATransform3DTranslate(CATransform3DMakeScale(2, 3, 1), 10, -4, 0)
  let rotation = CATransform3DMakeRotation(0.7, 0, 0, 1)
  var negativeZero = CATransform3DIdentity
  negativeZero.m41 = -0.0
  let pairs: [(CATransform3D, CATransform3D)] = [
    (scale, CATransform3DIdentity), (scale, moved), (moved, moved), (rotation, scale),
    // Equal by `==`, different bits: 0 takes a, 1 takes b, in between a.
    (negativeZero, CATransform3DIdentity), (CATransform3DIdentity, negativeZero),
  ]
  let ends = UnsafeMutablePointer<_TransformEnds>.allocate(capacity: 1)
  let result = UnsafeMutablePointer<CATransform3D>.allocate(capacity: 1)
  defer {
    ends.deallocate()
    result.deallocate()
  }
  for (a, b) in pairs {
    ends.initialize(to: _TransformEnds(a, b))
    for f in [0, -0.0, 1, 0.5, 1e-9, 0.999, 1.2, -0.3, Double.nan] {
      result.initialize(to: CATransform3DIdentity)
      _TransformEnds.interpolate(ends, f, into: result)
      let expected = _interpolateTransform(a, b, f)
      #expect(result.pointee._elements.map(\.bitPattern) == expected._elements.map(\.bitPattern), "f \(f)")
      result.deinitialize(count: 1)
    }
    ends.deinitialize(count: 1)
  }
}

@Test("CAMediaTiming misuse never crashes: a NaN local time (NaN or infinite timing values) gives no sample, so the animation has no effect")
func nanLocalTimeHasNoEffect() {
  let nanOffset = _TimingModel(
    beginTime: 0, duration: 1, speed: 1, timeOffset: .nan, repeatCount: 0, repeatDuration: 0, autoreverses: false,
    fillMode: .both)
  #expect(nanOffset.sample(parentTime: 0.5) == nil)
  let infiniteBegin = _TimingModel(
    beginTime: .infinity, duration: 1, speed: 0, timeOffset: 0, repeatCount: 0, repeatDuration: 0, autoreverses: false,
    fillMode: .forwards)
  #expect(infiniteBegin.sample(parentTime: .infinity) == nil)
}

