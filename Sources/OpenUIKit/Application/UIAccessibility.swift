import Foundation
import OpenQuartzCore

/// The accessibility settings transition code reads, and the notifications it posts.
///
/// Settings default to a device with nothing turned on; tests change them through
/// OpenUIKitTesting (`UIAccessibility.setReduceMotionForTesting(_:)`), which also posts the
/// matching status notification as iOS does when the user flips the switch.
@preconcurrency @MainActor
public enum UIAccessibility {
  package static var _reduceMotion = false
  package static var _reduceTransparency = false
  package static var _voiceOverRunning = false

  /// UIKit: true when Settings > Accessibility > Motion > Reduce Motion is on. Libraries use it
  /// to replace slides and zooms with cross-fades.
  public static var isReduceMotionEnabled: Bool { _reduceMotion }
  /// True when Reduce Transparency is on (blur libraries fall back to opaque backgrounds).
  public static var isReduceTransparencyEnabled: Bool { _reduceTransparency }
  public static var isVoiceOverRunning: Bool { _voiceOverRunning }

  public static let reduceMotionStatusDidChangeNotification =
    Foundation.Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
  public static let reduceTransparencyStatusDidChangeNotification =
    Foundation.Notification.Name("UIAccessibilityReduceTransparencyStatusDidChangeNotification")
  public static let voiceOverStatusDidChangeNotification =
    Foundation.Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")

  /// What VoiceOver is told (`post(notification:argument:)`).
  public struct Notification: RawRepresentable, Hashable, Sendable {
    public var rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let screenChanged = Notification(rawValue: 1000)
    public static let layoutChanged = Notification(rawValue: 1001)
    public static let announcement = Notification(rawValue: 1008)
    public static let pageScrolled = Notification(rawValue: 1009)
  }

  /// Posts an accessibility notification: recorded in the event trace (category
  /// "accessibility"), as VoiceOver would act on it.
  public static func post(notification: Notification, argument: Any?) {
    let name: String
    switch notification {
    case .screenChanged: name = "screenChanged"
    case .layoutChanged: name = "layoutChanged"
    case .announcement: name = "announcement"
    case .pageScrolled: name = "pageScrolled"
    default: name = "notification \(notification.rawValue)"
    }
    EventTrace.record("accessibility", "UIAccessibility", name, argument.map { "\($0)" })
    VoiceOverModel.notificationPosted(notification, argument: argument)
  }
}
