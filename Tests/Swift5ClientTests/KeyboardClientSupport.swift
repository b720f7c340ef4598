import OpenUIKitTesting
import UIKit

/// A key window on an iPhone 15 screen with `root`, linked against iOS 17, with no first
/// responder left by an earlier test, settled and with no diagnostics: the starting point of
/// the keyboard client suites.
@MainActor
func showKeyboardScreen(_ root: UIViewController) -> UIWindow {
  UIApplication.shared.endEditingForTesting()
  UIApplication.shared.useLinkedSDK(.iOS17)
  UIScreen.useDevice(.iPhone15)
  let window = UIWindow(frame: UIScreen.main.bounds)
  window.rootViewController = root
  window.makeKeyAndVisible()
  UIApplication.shared.runUntilIdle()
  UIApplication.shared.removeAllDiagnostics()
  return window
}
