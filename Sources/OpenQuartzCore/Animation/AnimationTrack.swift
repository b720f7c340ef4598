import Foundation

/// The evaluable form of an added animation: built once in `CALayer.add(_:forKey:)` from the
/// animation's copy, so a frame evaluates plain values (no `Any`, no string key paths).
package enum _AnimationNode {
  case property(_PropertyTrack)
  case group(_GroupTrack)

  package var timing: _TimingModel {
    switch self {
    case .property(let track): return track.timing
    case .group(let group): return group.timing
    }
  }

  /// Applies the animation at parent time `tp` to `values`.
  @inline(__always)
  package func apply(to values: inout _LayerValues, parentTime tp: Double) {
    switch self {
    case .property(let track): track.apply(to: &values, parentTime: tp)
    case .group(let group): group.apply(to: &values, parentTime: tp)
    }
  }
}

/// An animation group: children run in the group's local time.
package final class _GroupTrack {
  package let timing: _TimingModel
  package let children: [_AnimationNode]
  /// The group's own `timingFunction`: it paces the group's local time, so every child runs
  /// in eased time (Core Animation Cookbook, "Using a Single Timing Function For a Keyframe
  /// Animation"). Nil for linear.
  package let timingFunction: CAMediaTimingFunction?

  package init(timing: _TimingModel, children: [_AnimationNode], timingFunction: CAMediaTimingFunction? = nil) {
    self.timing = timing
    self.children = children
    self.timingFunction = timingFunction.flatMap { $0._isLinear ? nil : $0 }
  }

  package func apply(to values: inout _LayerValues, parentTime tp: Double) {
    guard let sample = timing.sample(parentTime: tp) else { return }
    var time = sample.time
    if let timingFunction, timing.duration > 0 {
      time = timing.duration * timingFunction._solve(min(max(time / timing.duration, 0), 1))
    }
    for child in children { child.apply(to: &values, parentTime: time) }
  }
}

/// How a property track turns progress into a value.
package enum _TrackCurve {
  /// `CABasicAnimation`: from/to/by, each possibly absent (Core Animation's nil rules).
  case basic(from: AnimatableValue?, to: AnimatableValue?, by: AnimatableValue?)
  /// `CASpringAnimation`: the spring's progress over the time within the duration.
  case spring(SpringSolver, from: AnimatableValue?, to: AnimatableValue?, by: AnimatableValue?)
  /// `CAKeyframeAnimation`.
  case keyframes(_Keyframes)
}

/// A compiled `CAKeyframeAnimation`.
package struct _Keyframes {
  package enum Mode { case linear, discrete, cubic }
  package var values: [AnimatableValue]
  /// Normalised key times, one per value (for discrete: one per value, plus the end).
  package var keyTimes: [Double]
  package var timingFunctions: [CAMediaTimingFunction]?
  package var mode: Mode
  /// A `CAKeyframeAnimation.path`: `values` are the segments' end points (the first segment's
  /// start first) and a frame evaluates the segment's curve.
  package var path: _KeyframePath?
  /// With `path` and paced timing: the position within a segment goes by arc length.
  package var pacedAlongPath = false
  /// With `path` and a rotation mode: the angle added to the tangent's (0 or π).
  package var rotation: Double?

  package init(
    values: [AnimatableValue], keyTimes: [Double], timingFunctions: [CAMediaTimingFunction]?, mode: Mode
  ) {
    self.values = values
    self.keyTimes = keyTimes
    self.timingFunctions = timingFunctions
    self.mode = mode
  }

  /// Where along `path` normalised time `f` is: the segment and the curve parameter in it.
  package func pathLocation(at f: Double) -> (segment: Int, t: Double)? {
    guard let path else { return nil }
    let count = path.segments.count
    switch mode {
    case .discrete:
      // Value i holds from keyTimes[i]: value 0 is the first segment's start, value i > 0 the
      // end of segment i - 1.
      var index = 0
      for i in 0..<min(keyTimes.count, count + 1) where f >= keyTimes[i] { index = i }
      return index == 0 ? (0, 0) : (index - 1, 1)
    case .linear, .cubic:
      if f <= keyTimes[0] { return (0, 0) }
      if f >= keyTimes[count] { return (count - 1, 1) }
      var i = 0
      while i < count - 1 && f >= keyTimes[i + 1] { i += 1 }
      let span = keyTimes[i + 1] - keyTimes[i]
      var u = span > 0 ? (f - keyTimes[i]) / span : 1
      if pacedAlongPath {
        return (i, _PathData.parameter(path.tables[i], u * path.lengths[i]))
      }
      if let functions = timingFunctions, i < functions.count { u = functions[i]._solve(u) }
      return (i, u)
    }
  }

  /// The value at normalised time `f`.
  package func value(at f: Double) -> AnimatableValue {
    if let path, let location = pathLocation(at: f) {
      return .point(_PathData.point(on: path.segments[location.segment], at: location.t))
    }
    let n = values.count
    if n == 1 { return values[0] }
    switch mode {
    case .discrete:
      var index = 0
      for i in 0..<n where f >= keyTimes[i] { index = i }
      return values[index]
    case .linear, .cubic:
      if f <= keyTimes[0] { return values[0] }
      if f >= keyTimes[n - 1] { return values[n - 1] }
      var i = 0
      while i < n - 2 && f >= keyTimes[i + 1] { i += 1 }
      let span = keyTimes[i + 1] - keyTimes[i]
      var u = span > 0 ? (f - keyTimes[i]) / span : 1
      if let functions = timingFunctions, i < functions.count { u = functions[i]._solve(u) }
      if mode == .cubic, let value = catmullRom(segment: i, u) { return value }
      return AnimatableValue.interpolate(values[i], values[i + 1], u)
    }
  }

  /// Catmull-Rom through the values (Core Animation's cubic mode with tension, continuity and
  /// bias 0), end points repeated. Transforms have no component-wise spline: nil (linear).
  private func catmullRom(segment i: Int, _ u: Double) -> AnimatableValue? {
    let p1 = values[i]
    if case .transform = p1 { return nil }
    let p0 = values[max(i - 1, 0)]
    let p2 = values[i + 1]
    let p3 = values[min(i + 2, values.count - 1)]
    let u2 = u * u
    let u3 = u2 * u
    let w0 = 0.5 * (-u3 + 2 * u2 - u)
    let w1 = 0.5 * (3 * u3 - 5 * u2 + 2)
    let w2 = 0.5 * (-3 * u3 + 4 * u2 + u)
    let w3 = 0.5 * (u3 - u2)
    return p0.scaled(by: w0) + p1.scaled(by: w1) + p2.scaled(by: w2) + p3.scaled(by: w3)
  }
}

/// A path a keyframe animation follows, measured once when the animation is added.
package struct _KeyframePath {
  package var segments: [_PathData.Segment]
  /// Cumulative chord lengths of each segment's sampled curve.
  package var tables: [[Double]]
  package var lengths: [Double]
  package var totalLength: Double

  package init(segments: [_PathData.Segment]) {
    self.segments = segments
    tables = segments.map(_PathData.cumulativeLengths)
    lengths = tables.map { $0.last ?? 0 }
    totalLength = lengths.reduce(0, +)
  }

  /// The direction of travel at parameter `t` of segment `i`, in radians from +x (y down, so
  /// positive is clockwise on screen). A vanishing derivative (a control point on an end
  /// point) falls back to the chord towards the nearer end.
  package func tangentAngle(segment i: Int, t: Double) -> Double {
    let s = segments[i]
    var d = _KeyframePath.derivative(s, t)
    if hypot(d.x, d.y) < 1e-9 {
      let a = _PathData.point(on: s, at: max(t - 1e-3, 0))
      let b = _PathData.point(on: s, at: min(t + 1e-3, 1))
      d = (Double(b.x - a.x), Double(b.y - a.y))
    }
    if hypot(d.x, d.y) < 1e-12 {
      let end = _PathData.point(on: s, at: 1)
      d = (Double(end.x - s.start.x), Double(end.y - s.start.y))
    }
    return atan2(d.y, d.x)
  }

  private static func derivative(_ s: _PathData.Segment, _ t: Double) -> (x: Double, y: Double) {
    let p0 = (x: Double(s.start.x), y: Double(s.start.y))
    let u = 1 - t
    switch s.element {
    case .line(let p):
      return (Double(p.x) - p0.x, Double(p.y) - p0.y)
    case .quad(let c, let p):
      return (
        2 * u * (Double(c.x) - p0.x) + 2 * t * (Double(p.x) - Double(c.x)),
        2 * u * (Double(c.y) - p0.y) + 2 * t * (Double(p.y) - Double(c.y)))
    case .cubic(let c1, let c2, let p):
      return (
        3 * u * u * (Double(c1.x) - p0.x) + 6 * u * t * (Double(c2.x) - Double(c1.x)) + 3 * t * t * (Double(p.x) - Double(c2.x)),
        3 * u * u * (Double(c1.y) - p0.y) + 6 * u * t * (Double(c2.y) - Double(c1.y)) + 3 * t * t * (Double(p.y) - Double(c2.y)))
    case .move, .close:
      return (0, 0)
    }
  }
}

/// One animated key path.
package final class _PropertyTrack {
  package let timing: _TimingModel
  package let path: _LayerKeyPath
  package let isAdditive: Bool
  package let isCumulative: Bool
  package let timingFunction: CAMediaTimingFunction?
  package let curve: _TrackCurve
  /// The presentation value before the change that triggered the animation (used when the
  /// animation has neither `fromValue` nor `toValue`).
  package let previous: AnimatableValue?

  package init(
    timing: _TimingModel, path: _LayerKeyPath, isAdditive: Bool, isCumulative: Bool,
    timingFunction: CAMediaTimingFunction?, curve: _TrackCurve, previous: AnimatableValue?
  ) {
    self.timing = timing
    self.path = path
    self.isAdditive = isAdditive
    self.isCumulative = isCumulative
    self.timingFunction = timingFunction.flatMap { $0._isLinear ? nil : $0 }
    self.curve = curve
    self.previous = previous
    fixed = isAdditive ? nil : _FixedEndpoints(curve: curve)
  }

  /// The endpoints when they do not depend on the underlying value (a basic or spring curve
  /// with `fromValue` and `toValue`, or one of them and `byValue`) and the animation is not
  /// additive: a frame mixes them straight into the layer values.
  package let fixed: _FixedEndpoints?

  /// Set for animations driven by a property animator: progress comes from it.
  package weak var driver: (any CAAnimationProgressDriver)?
  package var driverStart: Double = 0

  package func apply(to values: inout _LayerValues, parentTime tp: Double) {
    if let driver {
      let p = MainActor.assumeIsolated { driver.currentProgress }
      let local = driverStart <= 0 ? p : (driverStart >= 1 ? 1 : max(0, (p - driverStart) / (1 - driverStart)))
      let underlying = values.value(at: path)
      let value = self.drivenValue(underlying: underlying, progress: local)
      values.set(isAdditive ? value + underlying : value, at: path)
      return
    }
    guard let sample = timing.sample(parentTime: tp) else { return }
    if let fixed, !(isCumulative && sample.iteration > 0) {
      let d = timing.duration
      var f: Double
      switch curve {
      case .spring(let spring, _, _, _):
        f = spring.progress(at: sample.time)
      default:
        f = d > 0 ? sample.time / d : 1
        if let timingFunction { f = timingFunction._solve(f) }
      }
      fixed.mix(f, into: &values, at: path)
      return
    }
    let underlying = values.value(at: path)
    let value = self.value(underlying: underlying, time: sample.time, iteration: sample.iteration)
    // value + underlying: for transforms the delta applies first, so (old − new) + new = old.
    values.set(isAdditive ? value + underlying : value, at: path)
    if case .keyframes(let frames) = curve, let turn = frames.rotation, let followed = frames.path {
      let d = timing.duration
      var f = d > 0 ? sample.time / d : 1
      if let timingFunction { f = timingFunction._solve(f) }
      if let location = frames.pathLocation(at: f),
        case .transform(let transform) = values.value(at: .transform)
      {
        // rotationMode: the layer turns to the tangent, the turn applied before its own
        // transform (CATransform3DRotate's order). Docs/Behaviour/libs18.md.
        let angle = followed.tangentAngle(segment: location.segment, t: location.t) + turn
        values.set(.transform(CATransform3DRotate(transform, angle, 0, 0, 1)), at: .transform)
      }
    }
  }

  /// The animation's own value (before adding to the underlying value when additive).
  package func value(underlying: AnimatableValue, time: Double, iteration: Int) -> AnimatableValue {
    let d = timing.duration
    var f = d > 0 ? time / d : 1
    switch curve {
    case .basic(let from, let to, let by):
      if let timingFunction { f = timingFunction._solve(f) }
      let (start, end) = endpoints(from: from, to: to, by: by, underlying: underlying)
      var value = AnimatableValue.interpolate(start, end, f)
      if isCumulative && iteration > 0 { value = value + (end - start).scaled(by: Double(iteration)) }
      return value
    case .spring(let spring, let from, let to, let by):
      let p = spring.progress(at: time)
      let (start, end) = endpoints(from: from, to: to, by: by, underlying: underlying)
      var value = AnimatableValue.interpolate(start, end, p)
      if isCumulative && iteration > 0 { value = value + (end - start).scaled(by: Double(iteration)) }
      return value
    case .keyframes(let frames):
      if let timingFunction { f = timingFunction._solve(f) }
      var value = frames.value(at: f)
      if isCumulative && iteration > 0, let first = frames.values.first, let last = frames.values.last {
        value = value + (last - first).scaled(by: Double(iteration))
      }
      return value
    }
  }

  /// The value at a driver's progress (the driver's curve already applied).
  private func drivenValue(underlying: AnimatableValue, progress p: Double) -> AnimatableValue {
    switch curve {
    case .basic(let from, let to, let by), .spring(_, let from, let to, let by):
      let (start, end) = endpoints(from: from, to: to, by: by, underlying: underlying)
      return AnimatableValue.interpolate(start, end, p)
    case .keyframes(let frames):
      return frames.value(at: min(max(p, 0), 1))
    }
  }

  /// Core Animation's from/to/by rules; "the current value" is the underlying value (model
  /// plus the animations added earlier), or zero for an additive animation.
  @inline(__always)
  private func endpoints(
    from: AnimatableValue?, to: AnimatableValue?, by: AnimatableValue?, underlying: AnimatableValue
  ) -> (AnimatableValue, AnimatableValue) {
    let current = isAdditive ? underlying.zero : underlying
    switch (from, to, by) {
    case (let f?, let t?, _): return (f, t)
    case (let f?, nil, let b?): return (f, f + b)
    case (nil, let t?, let b?): return (t - b, t)
    case (let f?, nil, nil): return (f, current)
    case (nil, let t?, nil): return (current, t)
    case (nil, nil, let b?): return (current, current + b)
    case (nil, nil, nil): return (isAdditive ? current : (previous ?? current), current)
    }
  }
}

/// Endpoints of a property track fixed when the animation is added, by kind, so a frame mixes
/// them (`AnimatableValue.interpolate`'s arithmetic) without building enum values.
package enum _FixedEndpoints {
  case scalar(Double, Double)
  case point(CGPoint, CGPoint)
  case size(CGSize, CGSize)
  case rect(CGRect, CGRect)
  case transform(CATransform3D, CATransform3D)

  init?(curve: _TrackCurve) {
    let from: AnimatableValue?
    let to: AnimatableValue?
    let by: AnimatableValue?
    switch curve {
    case .basic(let f, let t, let b), .spring(_, let f, let t, let b):
      from = f
      to = t
      by = b
    case .keyframes:
      return nil
    }
    let start: AnimatableValue
    let end: AnimatableValue
    switch (from, to, by) {
    case (let f?, let t?, _): (start, end) = (f, t)
    case (let f?, nil, let b?): (start, end) = (f, f + b)
    case (nil, let t?, let b?): (start, end) = (t - b, t)
    default: return nil
    }
    switch (start, end) {
    case (.scalar(let a), .scalar(let b)): self = .scalar(a, b)
    case (.point(let a), .point(let b)): self = .point(a, b)
    case (.size(let a), .size(let b)): self = .size(a, b)
    case (.rect(let a), .rect(let b)): self = .rect(a, b)
    case (.transform(let a), .transform(let b)): self = .transform(a, b)
    default: return nil
    }
  }

  @inline(__always)
  package func mix(_ t: Double, into values: inout _LayerValues, at path: _LayerKeyPath) {
    @inline(__always) func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
    switch self {
    case .scalar(let a, let b):
      let v = mix(a, b)
      switch path {
      case .opacity: values.opacity = Float(v)
      default: values.set(.scalar(v), at: path)
      }
    case .point(let a, let b):
      let p = CGPoint(x: mix(a.x, b.x), y: mix(a.y, b.y))
      switch path {
      case .position: values.position = p
      default: values.set(.point(p), at: path)
      }
    case .size(let a, let b):
      values.set(.size(CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height))), at: path)
    case .rect(let a, let b):
      let r = CGRect(
        x: mix(a.origin.x, b.origin.x), y: mix(a.origin.y, b.origin.y),
        width: mix(a.size.width, b.size.width), height: mix(a.size.height, b.size.height))
      switch path {
      case .bounds: values.bounds = r
      default: values.set(.rect(r), at: path)
      }
    case .transform(let a, let b):
      let m = _interpolateTransform(a, b, t)
      switch path {
      case .transform: values.transform = m
      default: values.set(.transform(m), at: path)
      }
    }
  }
}
