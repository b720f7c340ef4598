import Foundation
import OpenUIKit

extension UIAccessibility {
  /// Turns Reduce Motion on or off as a user would in Settings, posting
  /// `reduceMotionStatusDidChangeNotification` when it changes.
  public static func setReduceMotionForTesting(_ enabled: Bool) {
    guard _reduceMotion != enabled else { return }
    _reduceMotion = enabled
    NotificationCenter.default.post(name: reduceMotionStatusDidChangeNotification, object: nil)
  }

  /// Turns Reduce Transparency on or off, posting its status notification when it changes.
  public static func setReduceTransparencyForTesting(_ enabled: Bool) {
    guard _reduceTransparency != enabled else { return }
    _reduceTransparency = enabled
    NotificationCenter.default.post(name: reduceTransparencyStatusDidChangeNotification, object: nil)
  }
}
