import Foundation
import OpenQuartzCore

/// The state machine of an animator: inactive → active (running or paused) → stopped → inactive.
public enum UIViewAnimatingState: Int, Sendable {
  case inactive = 0
  case active = 1
  case stopped = 2
}

/// Where a stopped animator ends up.
public enum UIViewAnimatingPosition: Int, Sendable {
  case end = 0
  case start = 1
  case current = 2
}

/// An object that can run, pause, scrub and stop animations (iOS 10).
@preconcurrency @MainActor
public protocol UIViewAnimating: NSObjectProtocol {
  var state: UIViewAnimatingState { get }
  var isRunning: Bool { get }
  var isReversed: Bool { get set }
  var fractionComplete: CGFloat { get set }
  func startAnimation()
  func startAnimation(afterDelay delay: TimeInterval)
  func pauseAnimation()
  func stopAnimation(_ withoutFinishing: Bool)
  func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator whose animations can be added to and continued (iOS 10).
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
  func addAnimations(_ animation: @escaping () -> Void)
  func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
  func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
  func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}

extension UIViewImplicitlyAnimating {
  public func addAnimations(_ animation: @escaping () -> Void) {}
  public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {}
  public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
  public func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {}
}

/// The kind of timing curve a provider describes.
public enum UITimingCurveType: Int, Sendable {
  case builtin = 0
  case cubic = 1
  case spring = 2
  case composed = 3
}

/// Timing parameters for animators (`UICubicTimingParameters`, `UISpringTimingParameters`).
public protocol UITimingCurveProvider: Sendable {
  var timingCurveType: UITimingCurveType { get }
  var cubicTimingParameters: UICubicTimingParameters? { get }
  var springTimingParameters: UISpringTimingParameters? { get }
}

extension UIView {
  /// The built-in animation curves — and, as UIKit's imported `NS_ENUM` does, any other raw
  /// value: the keyboard notifications report curve 7, and keyboard code writes
  /// `UIView.AnimationCurve(rawValue: curve)!` (Docs/Behaviour/keyboard2.md "AnimationCurve").
  ///
  /// Apps spell, compare and switch over the four named cases as on iOS (an exhaustive switch
  /// over them compiles; `@unknown default` or `default` catches other raw values, and an
  /// exhaustive switch without one traps on them, as on iOS). Other raw values live in a case
  /// no code can name; `rawValue` round-trips them.
  public enum AnimationCurve: Sendable {
    case easeInOut
    case easeIn
    case easeOut
    case linear
    /// A raw value without a name (7: the keyboard's curve). Unavailable so that switches over
    /// the four named cases are exhaustive, as over an imported `NS_ENUM`.
    @available(*, unavailable, message: "use UIView.AnimationCurve(rawValue:)")
    case _unnamed(Int)

    /// The raw value of the keyboard's curve, which its notifications report.
    package static let _keyboardRawValue = 7
    /// Curve 7's timing: a cubic Bézier fitted to the keyboard's motion [U] (Behaviour.md "Keyboard").
    package static let _keyboardControlPoints: (Float, Float, Float, Float) = (0.380, 0.700, 0.125, 1.000)
  }

  /// Options of block animations (bit values from UIKit's header, motion spec §1.5).
  public struct AnimationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
    public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
    public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
    public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

    /// The curve encoded in bits 16–19.
    package var curve: AnimationCurve { AnimationCurve(_raw: Int((rawValue >> 16) & 0xF)) }
    /// The transition encoded in bits 20–23 (0 = none).
    package var transition: UInt { (rawValue >> 20) & 0xF }
  }

}

extension UIView.AnimationCurve: RawRepresentable, Hashable {
  /// Every raw value makes a curve, as for an imported `NS_ENUM` (never nil).
  public init?(rawValue: Int) { self.init(_raw: rawValue) }

  package init(_raw rawValue: Int) {
    switch rawValue {
    case 0: self = .easeInOut
    case 1: self = .easeIn
    case 2: self = .easeOut
    case 3: self = .linear
    default: self = Self._withUnnamedRawValue(rawValue)
    }
  }

  public var rawValue: Int {
    switch self {
    case .easeInOut: return 0
    case .easeIn: return 1
    case .easeOut: return 2
    case .linear: return 3
    default: return withUnsafeBytes(of: self) { $0.load(as: Int.self) }
    }
  }

  /// The value of the unnamed case with `rawValue`, built in memory since no code may name the
  /// case: a single-payload enum stores the payload's bytes followed by an extra tag byte 0
  /// (Swift ABI, TypeLayout.rst); the named cases use tag 1. Pinned by AnimationCurveTests.
  private static func _withUnnamedRawValue(_ rawValue: Int) -> Self {
    var value = Self.easeInOut
    withUnsafeMutableBytes(of: &value) { bytes in
      bytes.storeBytes(of: rawValue, toByteOffset: 0, as: Int.self)
      bytes[MemoryLayout<Int>.size] = 0
    }
    return value
  }

  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.rawValue == rhs.rawValue }
  public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
}
