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
  package var beginTime: Double
  package var duration: Double
  package var speed: Double
  package var timeOffset: Double
  package var iterationDuration: Double
  package var activeDuration: Double
  package var autoreverses: Bool
  package var fillsBackwards: Bool
  package var fillsForwards: Bool

  package init(
    beginTime: Double, duration: Double, speed: Double, timeOffset: Double, repeatCount: Double,
    repeatDuration: Double, autoreverses: Bool, fillMode: CAMediaTimingFillMode
  ) {
    self.beginTime = beginTime
    self.duration = max(0, duration)
    self.speed = speed
    self.timeOffset = timeOffset
    self.autoreverses = autoreverses
    iterationDuration = self.duration * (autoreverses ? 2 : 1)
    if repeatDuration > 0 {
      activeDuration = repeatDuration
    } else if repeatCount > 0 {
      activeDuration = iterationDuration * repeatCount
    } else {
      activeDuration = iterationDuration
    }
    fillsBackwards = fillMode == .backwards || fillMode == .both
    fillsForwards = fillMode == .forwards || fillMode == .both
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
