import Foundation

/// The device the app runs on, following `UIScreen.main`'s device profile: its idiom (phone or
/// pad), its model name, and its orientation (portrait when the screen is taller than wide,
/// otherwise `.landscapeLeft`, the interface then being `.landscapeRight`).
///
/// Orientation changes (a switch of device profile) post `orientationDidChangeNotification`
/// while `isGeneratingDeviceOrientationNotifications` is on.
@preconcurrency @MainActor
open class UIDevice: NSObject {
  public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")

  private static let _current = UIDevice()
  /// The device.
  open class var current: UIDevice { _current }

  private override init() { super.init() }

  private var notificationRequests = 0
  package var _lastOrientation: UIDeviceOrientation = .unknown

  /// Since iOS 16 UIKit answers the generic model name ("iPhone", "iPad"), not the user's name.
  open var name: String { model }
  /// "iPhone" or "iPad".
  open var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
  open var localizedModel: String { model }
  /// "iOS" on a phone, "iPadOS" on a pad (as iPadOS 15 and later answer).
  open var systemName: String { userInterfaceIdiom == .pad ? "iPadOS" : "iOS" }
  /// The iOS version whose behaviour OpenUIKit follows.
  open var systemVersion: String { "17.0" }
  open var userInterfaceIdiom: UIUserInterfaceIdiom { UIScreen.main.profile.idiom }
  open var isMultitaskingSupported: Bool { true }

  /// The physical orientation, from the screen's shape.
  open var orientation: UIDeviceOrientation {
    let size = UIScreen.main.profile.size
    return size.width > size.height ? .landscapeLeft : .portrait
  }

  open var isGeneratingDeviceOrientationNotifications: Bool { notificationRequests > 0 }

  /// Nested: each begin needs an end.
  open func beginGeneratingDeviceOrientationNotifications() {
    if notificationRequests == 0 { _lastOrientation = orientation }
    notificationRequests += 1
  }

  open func endGeneratingDeviceOrientationNotifications() {
    notificationRequests = Swift.max(0, notificationRequests - 1)
  }

  /// Called when the screen's profile changed: posts the orientation notification if the
  /// orientation changed and notifications are on.
  package func _screenProfileDidChange() {
    let now = orientation
    guard now != _lastOrientation else { return }
    _lastOrientation = now
    if isGeneratingDeviceOrientationNotifications {
      NotificationCenter.default.post(name: Self.orientationDidChangeNotification, object: self)
    }
  }
}

extension UIDeviceOrientation {
  /// The interface orientation shown for this device orientation (landscape sides swap).
  package var _interfaceOrientation: UIInterfaceOrientation {
    switch self {
    case .portrait: return .portrait
    case .portraitUpsideDown: return .portraitUpsideDown
    case .landscapeLeft: return .landscapeRight
    case .landscapeRight: return .landscapeLeft
    default: return .unknown
    }
  }
}
