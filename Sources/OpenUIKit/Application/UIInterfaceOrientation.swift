import Foundation

/// The orientation of the app's user interface. Landscape values are the opposite of the
/// device's: turning the device left (home button on the right, `UIDeviceOrientation.landscapeLeft`)
/// puts the interface in `.landscapeRight`.
public enum UIInterfaceOrientation: Int, Sendable {
  case unknown = 0
  case portrait = 1
  case portraitUpsideDown = 2
  case landscapeLeft = 4
  case landscapeRight = 3

  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// A set of interface orientations (what a controller supports).
public struct UIInterfaceOrientationMask: OptionSet, Sendable, Hashable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
  public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
  public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
  public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
  public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
  public static let all: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]
  public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]
}

extension UIInterfaceOrientationMask {
  /// True if the mask includes `orientation` (the bit of the same raw value).
  package func _contains(_ orientation: UIInterfaceOrientation) -> Bool {
    orientation != .unknown && contains(UIInterfaceOrientationMask(rawValue: 1 << UInt(orientation.rawValue)))
  }
}

/// The physical orientation of the device.
public enum UIDeviceOrientation: Int, Sendable {
  case unknown = 0
  case portrait = 1
  case portraitUpsideDown = 2
  case landscapeLeft = 3
  case landscapeRight = 4
  case faceUp = 5
  case faceDown = 6

  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
  public var isFlat: Bool { self == .faceUp || self == .faceDown }
  public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
