import Foundation

/// How a keyframe animation computes the values between keyframes.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }

  /// Straight lines between keyframes at `keyTimes`, shaped by `timingFunctions`.
  public static let linear = CAAnimationCalculationMode(rawValue: "linear")
  /// No interpolation: each value holds from its key time to the next.
  public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
  /// Constant speed: key times are spaced by the distance between values; `keyTimes` and
  /// `timingFunctions` are ignored.
  public static let paced = CAAnimationCalculationMode(rawValue: "paced")
  /// A Catmull-Rom spline through the values (transforms: straight lines).
  public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
  /// `cubic` with `paced` key times.
  public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// A property animation through a sequence of values.
///
/// `keyTimes` are fractions of the duration (one per value, ascending from 0 to 1; for
/// `discrete`, one more than the values is also accepted). Absent or malformed key times are
/// spaced evenly. `timingFunctions[i]` shapes the segment from value i to value i + 1; the
/// animation's own `timingFunction` maps the whole duration first.
open class CAKeyframeAnimation: CAPropertyAnimation {
  open var values: [Any]?
  open var keyTimes: [NSNumber]?
  open var timingFunctions: [CAMediaTimingFunction]?
  open var calculationMode: CAAnimationCalculationMode = .linear

  package override func _copyValues(from other: CAAnimation) {
    super._copyValues(from: other)
    guard let other = other as? CAKeyframeAnimation else { return }
    values = other.values
    keyTimes = other.keyTimes
    timingFunctions = other.timingFunctions
    calculationMode = other.calculationMode
  }

  @MainActor
  package override func _compile(defaultDuration: CFTimeInterval, layer: CALayer, key: String?) -> _AnimationNode? {
    guard let path = _resolvedKeyPath(key: key), let frames = _keyframes() else { return nil }
    return .property(
      _PropertyTrack(
        timing: _timingModel(defaultDuration: defaultDuration), path: path, isAdditive: isAdditive,
        isCumulative: isCumulative, timingFunction: timingFunction, curve: .keyframes(frames),
        previous: nil))
  }

  package func _keyframes() -> _Keyframes? {
    let unboxed = (values ?? []).compactMap { AnimatableValue.make(from: $0) }
    guard !unboxed.isEmpty else { return nil }
    let n = unboxed.count
    let given = keyTimes?.map { $0.doubleValue }
    func isAscending(_ times: [Double]) -> Bool {
      zip(times, times.dropFirst()).allSatisfy { $0 <= $1 }
    }
    func even(_ count: Int) -> [Double] {
      count <= 1 ? [0] : (0..<count).map { Double($0) / Double(count - 1) }
    }
    switch calculationMode {
    case .discrete:
      var times: [Double]
      if let given, (given.count == n || given.count == n + 1), isAscending(given) {
        times = Array(given.prefix(n))
      } else {
        times = (0..<n).map { Double($0) / Double(n) }
      }
      if times.count < n { times = even(n) }
      return _Keyframes(values: unboxed, keyTimes: times, timingFunctions: nil, mode: .discrete)
    case .paced, .cubicPaced:
      var distances = [0.0]
      for i in 1..<n {
        distances.append(distances[i - 1] + AnimatableValue.distance(unboxed[i - 1], unboxed[i]))
      }
      let total = distances[n - 1]
      let times = total > 0 ? distances.map { $0 / total } : even(n)
      return _Keyframes(
        values: unboxed, keyTimes: times, timingFunctions: nil,
        mode: calculationMode == .paced ? .linear : .cubic)
    default:
      let times = given.flatMap { $0.count == n && isAscending($0) ? $0 : nil } ?? even(n)
      return _Keyframes(
        values: unboxed, keyTimes: times, timingFunctions: timingFunctions,
        mode: calculationMode == .cubic ? .cubic : .linear)
    }
  }
}
