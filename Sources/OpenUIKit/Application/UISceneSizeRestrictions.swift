import Foundation

/// The minimum and maximum sizes of a resizable scene's windows (iOS 13). The system makes it
/// only where windows can be resized: an iPad's scene has one, an iPhone's does not (nil).
///
/// Headless scenes are resized only by tests (the device and its screen), so the sizes are
/// stored for the app to read back; they do not limit a screen size a test sets
/// (Docs/Behaviour/activity16.md "Scene size restrictions").
@preconcurrency @MainActor
open class UISceneSizeRestrictions: NSObject {
  /// The smallest size the app's windows support; zero (no minimum) until set.
  open var minimumSize: CGSize = .zero
  /// The largest size the app's windows support; unbounded until set.
  open var maximumSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)
  /// Whether the scene may fill the screen (macOS full screen); true until set.
  open var allowsFullScreen = true

  package override init() { super.init() }
}

extension UIWindowScene {
  private static var _padSizeRestrictions: UISceneSizeRestrictions?

  /// The window size limits the app may set: non-nil only on iPad, where windows resize.
  public var sizeRestrictions: UISceneSizeRestrictions? {
    guard UIDevice.current.userInterfaceIdiom == .pad else { return nil }
    if let restrictions = Self._padSizeRestrictions { return restrictions }
    let restrictions = UISceneSizeRestrictions()
    Self._padSizeRestrictions = restrictions
    return restrictions
  }
}
