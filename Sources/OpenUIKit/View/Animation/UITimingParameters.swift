import Foundation
import OpenQuartzCore

/// Cubic Bézier timing for property animators.
public final class UICubicTimingParameters: UITimingCurveProvider, @unchecked Sendable {
  // @unchecked Sendable: immutable after init.
  public let animationCurve: UIView.AnimationCurve
  public let controlPoint1: CGPoint
  public let controlPoint2: CGPoint

  public init() {
    animationCurve = .easeInOut
    controlPoint1 = CGPoint(x: 0.42, y: 0)
    controlPoint2 = CGPoint(x: 0.58, y: 1)
  }

  public init(animationCurve curve: UIView.AnimationCurve) {
    animationCurve = curve
    switch curve {
    case .easeInOut: (controlPoint1, controlPoint2) = (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
    case .easeIn: (controlPoint1, controlPoint2) = (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
    case .easeOut: (controlPoint1, controlPoint2) = (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
    case .linear: (controlPoint1, controlPoint2) = (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
    default:
      // Curve 7, the keyboard's (Docs/Behaviour/keyboard2.md); other unnamed values ease in and out.
      if curve.rawValue == UIView.AnimationCurve._keyboardRawValue {
        let p = UIView.AnimationCurve._keyboardControlPoints
        (controlPoint1, controlPoint2) = (CGPoint(x: CGFloat(p.0), y: CGFloat(p.1)), CGPoint(x: CGFloat(p.2), y: CGFloat(p.3)))
      } else {
        (controlPoint1, controlPoint2) = (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
      }
    }
  }

  public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
    animationCurve = .easeInOut
    controlPoint1 = point1
    controlPoint2 = point2
  }

  public var timingCurveType: UITimingCurveType { .cubic }
  public var cubicTimingParameters: UICubicTimingParameters? { self }
  public var springTimingParameters: UISpringTimingParameters? { nil }

  var timingFunction: CAMediaTimingFunction {
    CAMediaTimingFunction(
      controlPoints: Float(controlPoint1.x), Float(controlPoint1.y), Float(controlPoint2.x), Float(controlPoint2.y))
  }
}

/// Spring timing for property animators.
///
/// - `init(dampingRatio:initialVelocity:)` honours the animator's duration (UIKit's fit);
/// - `init(mass:stiffness:damping:initialVelocity:)` ignores it and runs until settled;
/// - `init()` is critically-over-damped (ratio 4.56, mass 3, stiffness 1000, damping 500),
///   mapped onto the animator's duration (Docs/Behaviour.md).
public final class UISpringTimingParameters: UITimingCurveProvider, @unchecked Sendable {
  // @unchecked Sendable: immutable after init.
  public let initialVelocity: CGVector
  let dampingRatio: CGFloat
  let physical: (mass: CGFloat, stiffness: CGFloat, damping: CGFloat)?
  let mapsToDuration: Bool

  public init() {
    initialVelocity = CGVector(dx: 0, dy: 0)
    physical = (3, 1000, 500)
    dampingRatio = 500 / (2 * (3 * 1000 as CGFloat).squareRoot())
    mapsToDuration = true
  }

  public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
    dampingRatio = ratio
    initialVelocity = velocity
    physical = nil
    mapsToDuration = true
  }

  public convenience init(dampingRatio ratio: CGFloat) {
    self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0))
  }

  public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
    physical = (mass, stiffness, damping)
    dampingRatio = damping / (2 * (stiffness * mass).squareRoot())
    initialVelocity = velocity
    mapsToDuration = false
  }

  /// iOS 17: perceptual duration and bounce (mass 1, stiffness (2π/d)², ratio 1 − bounce).
  public init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector = CGVector(dx: 0, dy: 0)) {
    let stiffness = pow(2 * .pi / CGFloat(duration), 2)
    let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    physical = (1, stiffness, 2 * ratio * stiffness.squareRoot())
    dampingRatio = ratio
    initialVelocity = velocity
    mapsToDuration = false
  }

  public var timingCurveType: UITimingCurveType { .spring }
  public var cubicTimingParameters: UICubicTimingParameters? { nil }
  public var springTimingParameters: UISpringTimingParameters? { self }

  var velocityMagnitude: CGFloat { hypot(initialVelocity.dx, initialVelocity.dy) }

  /// The physical spring used for an animator of `duration`, and how long it runs.
  func resolved(for duration: TimeInterval) -> (mass: Double, stiffness: Double, damping: Double, length: TimeInterval) {
    let v = Double(velocityMagnitude)
    if let p = physical, !mapsToDuration {
      let settle = SpringSolver(mass: Double(p.mass), stiffness: Double(p.stiffness), damping: Double(p.damping), initialVelocity: v).settlingDuration
      return (Double(p.mass), Double(p.stiffness), Double(p.damping), settle)
    }
    if let p = physical {
      // init(): the over-damped spring's settling time is mapped onto the animator's duration.
      let settle = SpringSolver(mass: Double(p.mass), stiffness: Double(p.stiffness), damping: Double(p.damping), initialVelocity: v).settlingDuration
      let scale = settle / max(duration, 1e-6)
      // Time scaled by `scale`: stiffness × scale², damping × scale.
      return (Double(p.mass), Double(p.stiffness) * scale * scale, Double(p.damping) * scale, duration)
    }
    let fit = SpringSolver.uikitSpring(duration: duration, dampingRatio: Double(dampingRatio), initialVelocity: v)
    return (fit.mass, fit.stiffness, fit.damping, duration)
  }
}
