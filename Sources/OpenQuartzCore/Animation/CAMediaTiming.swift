import Foundation

/// What an animation shows outside its active interval.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }

  /// Nothing outside the active interval (the default).
  public static let removed = CAMediaTimingFillMode(rawValue: "removed")
  /// The final value stays after the active interval.
  public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
  /// The initial value shows before the active interval.
  public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
  /// Both `forwards` and `backwards`.
  public static let both = CAMediaTimingFillMode(rawValue: "both")
}

/// The hierarchical timing model shared by layers and animations.
///
/// Local time of an object: `t = (t_parent − beginTime) · speed + timeOffset`, starting from the
/// media time at the root layer and applied down the layer tree, then into the animation (and
/// into each child of an animation group). Animations then map `t` through their repeats,
/// auto-reversal and fill mode (`_MediaTimingModel`).
public protocol CAMediaTiming {
  var beginTime: CFTimeInterval { get set }
  var duration: CFTimeInterval { get set }
  var speed: Float { get set }
  var timeOffset: CFTimeInterval { get set }
  var repeatCount: Float { get set }
  var repeatDuration: CFTimeInterval { get set }
  var autoreverses: Bool { get set }
  var fillMode: CAMediaTimingFillMode { get set }
}
