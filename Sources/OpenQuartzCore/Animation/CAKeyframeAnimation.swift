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

/// Whether a layer animated along a path turns to follow it.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }

  /// The layer is rotated to the path's tangent.
  public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
  /// The layer is rotated to the path's tangent plus 180°.
  public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
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
  /// The path a point property follows; when set (and not empty) it takes precedence over
  /// `values`. Every element but a move is one keyframe segment: `keyTimes` (one per segment
  /// plus one) and `timingFunctions` (one per segment) apply as for values; `paced` moves at a
  /// constant speed along the path's length. Docs/Behaviour/libs18.md.
  open var path: CGPath?
  /// Whether the layer turns to the path's tangent (nil: it does not turn). Only with `path`.
  open var rotationMode: CAAnimationRotationMode?

  package override func _copyValues(from other: CAAnimation) {
    super._copyValues(from: other)
    guard let other = other as? CAKeyframeAnimation else { return }
    values = other.values
    keyTimes = other.keyTimes
    timingFunctions = other.timingFunctions
    calculationMode = other.calculationMode
    path = other.path.flatMap { $0.copy() }
    rotationMode = other.rotationMode
  }

  @MainActor
  package override func _compile(defaultDuration: CFTimeInterval, layer: CALayer, key: String?) -> _AnimationNode? {
    guard let keyPath = _resolvedKeyPath(key: key) else { return nil }
    let frames: _Keyframes
    if keyPath._isPointValued, let followed = _pathKeyframes() {
      frames = followed
    } else if let fromValues = _keyframes() {
      frames = fromValues
    } else {
      return nil
    }
    return .property(
      _PropertyTrack(
        timing: _timingModel(defaultDuration: defaultDuration), path: keyPath, isAdditive: isAdditive,
        isCumulative: isCumulative, timingFunction: timingFunction, curve: .keyframes(frames),
        previous: nil))
  }

  /// The keyframes of `path`: its drawn segments, timed like values (Docs/Behaviour/libs18.md).
  package func _pathKeyframes() -> _Keyframes? {
    guard let data = path?._data else { return nil }
    let segments = data.segments
    guard !segments.isEmpty else { return nil }
    let n = segments.count + 1
    let given = keyTimes?.map { $0.doubleValue }
    let ascending = given.map { zip($0, $0.dropFirst()).allSatisfy { $0 <= $1 } } ?? false
    let even = (0..<n).map { Double($0) / Double(n - 1) }
    let followed = _KeyframePath(segments: segments)
    var ends = [followed.segments[0].start]
    ends += followed.segments.map { _PathData.point(on: $0, at: 1) }
    var rotation: Double?
    if rotationMode == .rotateAuto {
      rotation = 0
    } else if rotationMode == .rotateAutoReverse {
      rotation = Double.pi
    }
    var frames: _Keyframes
    switch calculationMode {
    case .discrete:
      let times = (given.map { ($0.count == n || $0.count == n + 1) && ascending } ?? false)
        ? Array(given!.prefix(n)) : (0..<n).map { Double($0) / Double(n) }
      frames = _Keyframes(values: ends.map { .point($0) }, keyTimes: times, timingFunctions: nil, mode: .discrete)
    case .paced, .cubicPaced:
      let total = followed.totalLength
      var times = [0.0]
      for length in followed.lengths { times.append(times[times.count - 1] + length) }
      times = total > 0 ? times.map { $0 / total } : even
      frames = _Keyframes(values: ends.map { .point($0) }, keyTimes: times, timingFunctions: nil, mode: .linear)
      frames.pacedAlongPath = true
    default:
      let times = (given?.count == n && ascending) ? given! : even
      frames = _Keyframes(values: ends.map { .point($0) }, keyTimes: times, timingFunctions: timingFunctions, mode: .linear)
    }
    frames.path = followed
    frames.rotation = rotation
    return frames
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
