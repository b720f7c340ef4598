import Foundation
import OpenQuartzCore

/// A scene: one instance of the app's UI. OpenUIKit runs one app process with one screen, so
/// there is one window scene, created with the application and always in the foreground
/// (Docs/Behaviour.md "Scenes"). Windows belong to it when created with `init(windowScene:)`,
/// or join it when first shown, as windows of apps without a scene manifest do.
@preconcurrency @MainActor
open class UIScene: UIResponder {
  public enum ActivationState: Int, Sendable {
    case unattached = -1
    case foregroundActive = 0
    case foregroundInactive = 1
    case background = 2
  }

  /// `.foregroundActive` except while a launch connects the scene (`.unattached` during
  /// `scene(_:willConnectTo:options:)`, `.foregroundInactive` during `sceneWillEnterForeground`):
  /// the headless app never goes to the background.
  open var activationState: ActivationState { _activationState }
  package var _activationState: ActivationState = .foregroundActive
  /// Held strongly, as UIKit's scene holds its delegate.
  package var _sceneDelegate: UISceneDelegate?
  open var title: String!

  package override init() { super.init() }

  open override var next: UIResponder? { UIApplication.shared }
}

/// The window scene: its windows, screen and traits.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
  /// The app's one window scene.
  package static let _main = UIWindowScene()
  /// The session of the launch that connected the scene.
  package var _session: UISceneSession?
  /// The scene's software keyboard, made when first needed (Keyboard/SoftwareKeyboard.swift).
  package var _keyboardStorage: _SoftwareKeyboard?

  private var _windowRefs: [WeakSceneWindow] = []
  /// A `_ViewLink`, not a weak reference, so windows get no side table.
  @MainActor private struct WeakSceneWindow {
    let link: _ViewLink<UIWindow>
    init(window: UIWindow) { link = _ViewLink<UIWindow>(window) }
    var window: UIWindow? { link.view }
  }

  /// The scene's windows, back to front (hidden ones included, as UIKit lists them).
  open var windows: [UIWindow] { _windowRefs.compactMap(\.window) }

  /// The key window, if it belongs to this scene (iOS 15).
  open var keyWindow: UIWindow? {
    windows.first { $0.isKeyWindow }
  }

  open var screen: UIScreen { UIScreen.main }

  /// The scene's traits: those of its screen.
  open var traitCollection: UITraitCollection { screen.traitCollection }

  /// The scene's interface orientation, from the device's (the interface follows it).
  open var interfaceOrientation: UIInterfaceOrientation { UIDevice.current.orientation._interfaceOrientation }

  /// The scene's status bar: its frame, style and visibility (iOS 13).
  open var statusBarManager: UIStatusBarManager? { UIStatusBarManager._shared }

  package func _attach(_ window: UIWindow) {
    _windowRefs.removeAll { $0.window == nil || $0.window === window }
    _windowRefs.append(WeakSceneWindow(window: window))
  }

  package func _detach(_ window: UIWindow) {
    _windowRefs.removeAll { $0.window == nil || $0.window === window }
  }
}

extension UIApplication {
  /// The connected scenes: the app's one window scene (iOS 13).
  public var connectedScenes: Set<UIScene> { [UIWindowScene._main] }

  /// The app supports one scene here; multiple-window iPad apps are not modelled.
  public var supportsMultipleScenes: Bool { false }
}
