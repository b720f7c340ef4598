import Foundation
import OpenUIKitTesting
import UIKit

/// What the suites of minimal chaos cases share: a key window showing a root controller, and
/// the tap check the random tester's invariant makes.
@MainActor
enum ChaosTestSupport {
  /// A key window of `size` showing `root`, settled; `regular` overrides its width class.
  static func window(_ root: UIViewController, size: CGSize = CGSize(width: 393, height: 852), regular: Bool = false) -> UIWindow {
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    if regular { window.traitOverrides.horizontalSizeClass = .regular }
    window.rootViewController = root
    window.makeKeyAndVisible()
    UIApplication.shared.runUntilIdle()
    return window
  }

  /// A tap at the centre of `vc`'s view lands in it.
  static func tapReaches(_ vc: UIViewController, in window: UIWindow) -> Bool {
    guard let v = vc.viewIfLoaded, v.window === window else { return false }
    let p = v.convert(CGPoint(x: v.bounds.midX, y: v.bounds.midY), to: window)
    return window.hitTest(p, with: nil)?.isDescendant(of: v) == true
  }
}
