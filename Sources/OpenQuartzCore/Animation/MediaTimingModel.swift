import Foundation

/// The CAMediaTiming arithmetic of one animation (or group child), resolved once.
///
/// Parent time t_p (the layer's local time, or the group's) maps to local time
/// `t = (t_p − beginTime) · speed + timeOffset`. One iteration lasts `duration` (twice that
/// with `autoreverses`, the second half mirrored); the active interval is [0, A) with
/// A = repeatDuration, else iteration · repeatCount, else one iteration. Outside it the fill
/// mode decides: `backwards` shows t = 0 before, `forwards` shows the end after, otherwise
/// the animation has no effect there. The animation is *finished* once t ≥ A.
package struct _TimingModel: Sendable {
  package let beginTime: Double
  package let duration: Double
  package let speed: Double
  package let timeOffset: Double
  package let activeDuration: Double
  /// Local times in (0, plainLimit) sample as themselves in iteration 0 (`sample`'s first test).
  let plainLimit: Double
  package let autoreverses: Bool
  package let fillsBackwards: Bool
  package let fillsForwards: Bool

  /// One iteration: the duration, twice that with `autoreverses` (computed, the same bits as
  /// storing it, so the model stays 64 bytes with `plainLimit`).
  @inline(__always)
  package var iterationDuration: Double { duration * (autoreverses ? 2 : 1) }

  package init(
    beginTime: Double, duration: Double, speed: Double, timeOffset: Double, repeatCount: Double,
    repeatDuration: Double, autoreverses: Bool, fillMode: CAMediaTimingFillMode
  ) {
    self.beginTime = beginTime
    self.duration = max(0, duration)
    self.speed = speed
    self.timeOffset = timeOffset
    self.autoreverses = autoreverses
    let iterationDuration = self.duration * (autoreverses ? 2 : 1)
    if repeatDuration > 0 {
      activeDuration = repeatDuration
    } else if repeatCount > 0 {
      activeDuration = iterationDuration * repeatCount
    } else {
      activeDuration = iterationDuration
    }
    fillsBackwards = fillMode == .backwards || fillMode == .both
    fillsForwards = fillMode == .forwards || fillMode == .both
    // The first iteration's forward half, inside the active interval: min(duration,
    // activeDuration), or 0 (never) when an iteration is not finite (the general arithmetic's
    // 0 · ∞ is NaN there).
    plainLimit =
      iterationDuration.isFinite ? (activeDuration < self.duration ? activeDuration : self.duration) : 0
  }

  @inline(__always)
  package func localTime(parentTime tp: Double) -> Double {
    (tp - beginTime) * speed + timeOffset
  }

  /// Whether the active interval has passed at parent time `tp`.
  @inline(__always)
  package func isFinished(parentTime tp: Double) -> Bool {
    localTime(parentTime: tp) >= activeDuration
  }

  /// Whether the animation has begun at parent time `tp`.
  @inline(__always)
  package func hasStarted(parentTime tp: Double) -> Bool {
    localTime(parentTime: tp) >= 0
  }

  /// Parent time at which local time reaches `local` (nil when it never does going forward).
  package func parentTime(forLocal local: Double) -> Double? {
    guard speed > 0, local.isFinite else { return nil }
    return beginTime + (local - timeOffset) / speed
  }

  /// The time within the simple duration, in [0, duration], and the iteration index at parent
  /// time `tp`; nil when the animation has no effect then.
  @inline(__always)
  package func sample(parentTime tp: Double) -> (time: Double, iteration: Int)? {
    var local = localTime(parentTime: tp)
    // Most frames of most animations: 0 < local < duration ≤ iterationDuration (finite) and
    // local < activeDuration. The arithmetic below gives (local, 0) there, bit for bit: no fill,
    // local / iterationDuration < 1 rounds below 1 (local ≤ the double before
    // iterationDuration), so iteration = 0, within = local − 0 · iterationDuration = local,
    // no mirror (within < duration) and no clamp (0 < within < duration). NaN fails the test.
    if local > 0 && local < plainLimit { return (local, 0) }
    // A NaN time (NaN or infinite timing values set on the animation or a layer) has no effect.
    guard !local.isNaN else { return nil }
    var atEnd = false
    if local < 0 {
      guard fillsBackwards else { return nil }
      local = 0
    }
    if local >= activeDuration {
      guard fillsForwards, activeDuration.isFinite else { return nil }
      local = activeDuration
      atEnd = true
    }
    guard iterationDuration > 0 else { return (duration, 0) }
    var iteration = (local / iterationDuration).rounded(.down)
    var within = local - iteration * iterationDuration
    if atEnd && within <= 0 && iteration > 0 {
      iteration -= 1
      within = iterationDuration
    }
    if autoreverses && within > duration { within = 2 * duration - within }
    return (min(max(within, 0), duration), Int(min(iteration, Double(Int32.max))))
  }
}
