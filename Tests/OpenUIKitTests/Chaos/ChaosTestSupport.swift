import Foundation
import OpenUIKitChaos
import OpenUIKitTesting
import UIKit

/// What the suites of minimal chaos cases share: a key window showing a root controller, a
/// `.custom` presentation with a kept transitioning delegate, and the tap check the random
/// tester's invariant makes.
@MainActor
enum ChaosTestSupport {
  /// A key window of `size` showing `root`, settled; `regular` overrides its width class.
  /// The app behaves as linked against `sdk` — today's UIKit unless a case asks for the
  /// guide's: always set, since other suites leave the process-wide value at `.iOS12` and a
  /// case must not depend on which suite ran before it.
  static func window(
    _ root: UIViewController, size: CGSize = CGSize(width: 393, height: 852), regular: Bool = false, sdk: UIKitSDK = .iOS17
  ) -> UIWindow {
    window(root, compact: regular ? false : nil, size: size, sdk: sdk)
  }

  /// A key window of `size` showing `root`, settled; `compact` overrides its width class
  /// (true: compact, false: regular, nil: the size decides).
  static func window(
    _ root: UIViewController, compact: Bool?, size: CGSize = CGSize(width: 393, height: 852), sdk: UIKitSDK = .iOS17
  ) -> UIWindow {
    UIApplication.shared.useLinkedSDK(sdk)
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    if let compact { window.traitOverrides.horizontalSizeClass = compact ? .compact : .regular }
    window.rootViewController = root
    window.makeKeyAndVisible()
    UIApplication.shared.runUntilIdle()
    return window
  }

  /// Makes `vc` a `.custom` presentation whose transitioning delegate (a presentation controller
  /// that keeps or removes the presenter's view, a sliding animator) `vc` keeps alive.
  @discardableResult
  static func custom(_ vc: any ChaosProbed, removesPresenter: Bool = false, interactive: Bool = false)
    -> ChaosTransitioningDelegate
  {
    let d = ChaosTransitioningDelegate(removesPresenter: removesPresenter, interactive: interactive)
    vc.keptDelegate = d
    vc.modalPresentationStyle = .custom
    vc.transitioningDelegate = d
    return d
  }

  /// A tap at the centre of `vc`'s view lands in it.
  static func tapReaches(_ vc: UIViewController, in window: UIWindow) -> Bool {
    guard let v = vc.viewIfLoaded, v.window === window else { return false }
    let p = v.convert(CGPoint(x: v.bounds.midX, y: v.bounds.midY), to: window)
    return window.hitTest(p, with: nil)?.isDescendant(of: v) == true
  }
}
