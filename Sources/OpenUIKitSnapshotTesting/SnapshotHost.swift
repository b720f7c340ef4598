import Foundation
import OpenQuartzCore
import OpenUIKit
import OpenUIKitTesting

/// What a strategy draws: a window on screen (for the recordings) and the layer whose subtree
/// is the picture (a window's own layer, or a view's layer drawn in its own bounds).
@MainActor
struct SnapshotSubject {
  let window: UIWindow
  let layer: CALayer

  /// The picture now: the window as it is, or the view's layer at the origin of its bounds
  /// without its own position and transform (as `CALayer.render(in:)` draws a layer).
  func frame() -> RenderSnapshot {
    var root = layer === window.layer ? window._renderSnapshotWithKeyboard() : layer._renderSnapshot()
    if layer !== window.layer {
      root.position = CGPoint(
        x: root.anchorPoint.x * root.bounds.width, y: root.anchorPoint.y * root.bounds.height)
      root.transform = CATransform3DIdentity
    }
    return RenderSnapshot(time: CACurrentMediaTime(), size: root.bounds.size, root: root)
  }
}

/// Puts values on a screen for the strategies, and takes them off again afterwards.
@MainActor
enum SnapshotHost {
  /// Hosts `controller` as the root of a new window on a screen configured as `config`, lets
  /// the clock run until idle, runs `body`, then takes the controller off the window and puts
  /// the screen back as it was (as swift-snapshot-testing hosts controllers in a window).
  static func host<R>(_ controller: UIViewController, on config: ViewImageConfig, _ body: (SnapshotSubject) -> R) -> R {
    onScreen(config) {
      let window = UIWindow(frame: UIScreen.main.bounds)
      apply(config.traits, to: &controller.traitOverrides)
      window.rootViewController = controller
      window.makeKeyAndVisible()
      UIApplication.shared.runUntilIdle()
      defer {
        window.rootViewController = nil
        window.isHidden = true
        UIApplication.shared.runUntilIdle()
      }
      return body(SnapshotSubject(window: window, layer: window.layer))
    }
  }

  /// A view already in a window is drawn where it is; one without a window is put in a new
  /// window of its size (`size` when given), laid out, and taken out again afterwards.
  static func host<R>(_ view: UIView, size: CGSize?, traits: UITraitCollection, _ body: (SnapshotSubject) -> R) -> R {
    if let size { view.frame.size = size }
    apply(traits, to: &view.traitOverrides)
    if let window = view.window {
      view.layoutIfNeeded()
      return body(SnapshotSubject(window: window, layer: view.layer))
    }
    let superview = view.superview
    let index = superview?.subviews.firstIndex { $0 === view }
    let origin = view.frame.origin
    let window = UIWindow(frame: CGRect(origin: .zero, size: view.bounds.size))
    view.frame.origin = .zero
    window.addSubview(view)
    window.isHidden = false
    UIApplication.shared.runUntilIdle()
    view.layoutIfNeeded()
    defer {
      view.removeFromSuperview()
      view.frame.origin = origin
      if let superview, let index { superview.insertSubview(view, at: index) }
      window.isHidden = true
    }
    return body(SnapshotSubject(window: window, layer: view.layer))
  }

  /// A window is drawn as it is, without letting clock time pass; with a configuration, on a
  /// screen configured so and resized (and laid out) to its size for the duration of `body`.
  static func host<R>(_ window: UIWindow, on config: ViewImageConfig?, _ body: (SnapshotSubject) -> R) -> R {
    // No clock time passes here: a transition under way stays where it is.
    guard let config else { return body(SnapshotSubject(window: window, layer: window.layer)) }
    return onScreen(config) {
      let frame = window.frame
      window.frame = UIScreen.main.bounds
      if let root = window.rootViewController { apply(config.traits, to: &root.traitOverrides) }
      window.layoutIfNeeded()
      defer {
        window.frame = frame
        window.layoutIfNeeded()
      }
      return body(SnapshotSubject(window: window, layer: window.layer))
    }
  }

  /// Runs `body` with `UIScreen.main` sized as `config` says (its size, safe area, idiom and
  /// scale), then restores the screen.
  static func onScreen<R>(_ config: ViewImageConfig, _ body: () -> R) -> R {
    let previous = UIScreen.main.profile
    var profile = previous
    if let size = config.size { profile.size = size }
    if config.traits.userInterfaceIdiom != .unspecified { profile.idiom = config.traits.userInterfaceIdiom }
    if config.traits.displayScale > 0 { profile.scale = config.traits.displayScale }
    profile.safeAreaInsetsOverride = config.safeArea
    UIScreen.setProfile(profile)
    defer { UIScreen.setProfile(previous) }
    return body()
  }

  /// Overrides the traits `traits` specifies (the idiom comes from the screen).
  static func apply(_ traits: UITraitCollection, to overrides: inout UITraitOverrides) {
    var o = overrides
    if traits.horizontalSizeClass != .unspecified { o.horizontalSizeClass = traits.horizontalSizeClass }
    if traits.verticalSizeClass != .unspecified { o.verticalSizeClass = traits.verticalSizeClass }
    if traits.userInterfaceStyle != .unspecified { o.userInterfaceStyle = traits.userInterfaceStyle }
    if traits.layoutDirection != .unspecified { o.layoutDirection = traits.layoutDirection }
    if traits.displayScale > 0 { o.displayScale = traits.displayScale }
    if o != overrides { overrides = o }
  }
}
