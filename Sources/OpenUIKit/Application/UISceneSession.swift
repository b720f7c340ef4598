import Foundation
import OpenQuartzCore

/// A scene's session: its role and the configuration UIKit created the scene from (iOS 13).
@preconcurrency @MainActor
open class UISceneSession: NSObject {
  /// What a scene is for.
  public struct Role: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// The app's main interactive window scene.
    public static let windowApplication = Role("UIWindowSceneSessionRoleApplication")
    /// A non-interactive window on an external display.
    public static let windowExternalDisplayNonInteractive = Role("UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    @available(*, deprecated, renamed: "windowExternalDisplayNonInteractive")
    public static let windowExternalDisplay = Role("UIWindowSceneSessionRoleExternalDisplay")
  }

  /// The scene, while connected.
  open private(set) weak var scene: UIScene?
  open var role: Role { configuration.role }
  /// The configuration the scene was made from (the app delegate's answer to
  /// `application(_:configurationForConnecting:options:)`).
  open package(set) var configuration: UISceneConfiguration
  /// Unique for the life of the app.
  open var persistentIdentifier: String
  /// App data kept with the session.
  open var userInfo: [String: Any]?

  private static var nextIdentifier = 1

  package init(configuration: UISceneConfiguration) {
    self.configuration = configuration
    persistentIdentifier = "OpenUIKitSceneSession-\(Self.nextIdentifier)"
    Self.nextIdentifier += 1
    super.init()
  }

  package func _connect(_ scene: UIScene?) { self.scene = scene }
}

/// What UIKit needs to create a scene: its class, its delegate's class and the storyboard of its
/// first screen (the Info.plist scene manifest's entry, or one the app delegate makes).
@preconcurrency @MainActor
open class UISceneConfiguration: NSObject {
  open private(set) var name: String?
  open private(set) var role: UISceneSession.Role
  /// The scene's class (`UIWindowScene` when nil). Only `UIWindowScene` is modelled here.
  open var sceneClass: AnyClass?
  /// The scene delegate's class. OpenUIKit makes the instance through the class registry
  /// (`StoryboardClassRegistry.registerDelegate`): Linux has no runtime to create a class by
  /// name or metatype.
  open var delegateClass: AnyClass?
  /// The storyboard whose initial view controller becomes the root of the scene's window.
  open var storyboard: UIStoryboard?

  /// A configuration. A name that matches an entry of the app's scene manifest (the
  /// configuration the headless launch was given) starts with that entry's classes and
  /// storyboard, as UIKit fills it from the Info.plist entry of that name
  /// (Docs/Behaviour.md "App and scene life cycle").
  public init(name: String?, sessionRole: UISceneSession.Role) {
    self.name = name
    role = sessionRole
    super.init()
    if let manifest = _AppLifecycle.sceneManifest, manifest.name == name, manifest.role == sessionRole {
      sceneClass = manifest.sceneClass
      delegateClass = manifest.delegateClass
      storyboard = manifest.storyboard
    }
  }

  /// A scene manifest entry (what an Info.plist declares), not filled from the current one.
  package init(manifestName name: String?, role: UISceneSession.Role, delegateClass: AnyClass?, storyboard: UIStoryboard?) {
    self.name = name
    self.role = role
    self.delegateClass = delegateClass
    self.storyboard = storyboard
    super.init()
  }
}

extension UIScene {
  /// What a scene is connected with (URLs to open, the app that asked): empty for a launch
  /// from the home screen.
  @preconcurrency @MainActor
  open class ConnectionOptions: NSObject {
    open package(set) var urlContexts: Set<UIOpenURLContext> = []
    open package(set) var sourceApplication: String?
    open package(set) var handoffUserActivityType: String?
    package override init() { super.init() }
  }

  /// Options of a URL opened in a scene.
  @preconcurrency @MainActor
  open class OpenURLOptions: NSObject {
    open package(set) var sourceApplication: String?
    open package(set) var annotation: Any?
    open package(set) var openInPlace = false
    package override init() { super.init() }
  }
}

/// A URL to open and its options (iOS 13).
@preconcurrency @MainActor
open class UIOpenURLContext: NSObject {
  open private(set) var url: URL
  open private(set) var options: UIScene.OpenURLOptions
  package init(url: URL, options: UIScene.OpenURLOptions = UIScene.OpenURLOptions()) {
    self.url = url
    self.options = options
    super.init()
  }
}

/// The scene delegate. Every method is optional in UIKit: each has a default implementation.
@preconcurrency @MainActor
public protocol UISceneDelegate: NSObjectProtocol {
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
  func sceneDidDisconnect(_ scene: UIScene)
  func sceneWillEnterForeground(_ scene: UIScene)
  func sceneDidBecomeActive(_ scene: UIScene)
  func sceneWillResignActive(_ scene: UIScene)
  func sceneDidEnterBackground(_ scene: UIScene)
  func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
}

extension UISceneDelegate {
  public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
  public func sceneDidDisconnect(_ scene: UIScene) {}
  public func sceneWillEnterForeground(_ scene: UIScene) {}
  public func sceneDidBecomeActive(_ scene: UIScene) {}
  public func sceneWillResignActive(_ scene: UIScene) {}
  public func sceneDidEnterBackground(_ scene: UIScene) {}
  public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
}

/// The delegate of a window scene: it owns the scene's main window.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
  /// The scene's main window. UIKit sets it when the configuration names a storyboard.
  var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
  /// Absent in UIKit's sense: a delegate without a `window` property has none.
  public var window: UIWindow? {
    get { nil }
    set { _ = newValue }
  }
}

extension UIScene {
  /// The scene's delegate. A scene keeps a strong reference to it, as UIKit's does.
  public var delegate: UISceneDelegate? {
    get { _sceneDelegate }
    set { _sceneDelegate = newValue }
  }

  /// The scene's session (nil until a launch connected the scene).
  public var session: UISceneSession {
    if let session = (self as? UIWindowScene)?._session { return session }
    let session = UISceneSession(configuration: UISceneConfiguration(name: nil, sessionRole: .windowApplication))
    (self as? UIWindowScene)?._session = session
    session._connect(self)
    return session
  }
}

/// The app's launch and the connection of its scene. One place changes the state: `_launch`.
@MainActor
enum _AppLifecycle {
  struct WeakDelegate {
    weak var object: UIApplicationDelegate?
    init(_ object: UIApplicationDelegate) { self.object = object }
  }
  static var delegateLink: WeakDelegate?
  /// The delegate a launch created or was given, kept alive as `UIApplicationMain` keeps it.
  static var launchedDelegate: UIApplicationDelegate?
  /// The scene manifest's configuration the current launch was given.
  static var sceneManifest: UISceneConfiguration?
  /// The windows a launch made from a storyboard (hidden when the app launches again).
  static var launchWindows: [UIWindow] = []
}

extension UIApplication {
  /// Ends what a launch connected (tests that launch call it when done, and a second launch
  /// does it first): the scene delegate gets `sceneDidDisconnect(_:)` and is released, the
  /// windows the launch or its delegates made are hidden, the app delegate is released.
  package func _endLaunch() {
    let scene = UIWindowScene._main
    if let previous = scene.delegate {
      EventTrace.record("application", "\(type(of: previous))", "sceneDidDisconnect")
      previous.sceneDidDisconnect(scene)
      (previous as? UIWindowSceneDelegate)?.window?.isHidden = true
      scene.delegate = nil
    }
    delegate?.window?.isHidden = true
    for window in _AppLifecycle.launchWindows { window.isHidden = true }
    _AppLifecycle.launchWindows = []
    scene._session?._connect(nil)
    scene._session = nil
    scene._activationState = .foregroundActive
    _AppLifecycle.sceneManifest = nil
    _AppLifecycle.launchedDelegate = nil
    delegate = nil
  }

  /// Launches the app the way UIKit does (Docs/Behaviour.md "App and scene life cycle"). A
  /// second launch in the same process first disconnects the scene of the previous one and hides
  /// the windows it made.
  package func _launch(
    delegate: UIApplicationDelegate?, sceneConfiguration: UISceneConfiguration?, mainStoryboard: UIStoryboard?,
    options: [UIApplication.LaunchOptionsKey: Any]?
  ) {
    let scene = UIWindowScene._main
    _endLaunch()

    _AppLifecycle.sceneManifest = sceneConfiguration
    _AppLifecycle.launchedDelegate = delegate
    self.delegate = delegate
    let delegateName = delegate.map { "\(type(of: $0))" } ?? "UIApplication"

    // Apps without scenes: UIKit loads the main storyboard into the delegate's window before
    // the launch methods, and shows the window after them.
    var mainWindow: UIWindow?
    if sceneConfiguration == nil, let mainStoryboard, let delegate {
      let window = UIWindow(frame: UIScreen.main.bounds)
      window.rootViewController = mainStoryboard.instantiateInitialViewController()
      delegate.window = window
      _AppLifecycle.launchWindows.append(window)
      mainWindow = window
    }
    EventTrace.record("application", delegateName, "willFinishLaunching")
    _ = delegate?.application(self, willFinishLaunchingWithOptions: options)
    EventTrace.record("application", delegateName, "didFinishLaunching")
    _ = delegate?.application(self, didFinishLaunchingWithOptions: options)

    guard let sceneConfiguration else {
      if let window = mainWindow ?? delegate?.window, window.isHidden || !window.isKeyWindow { window.makeKeyAndVisible() }
      EventTrace.record("application", delegateName, "applicationDidBecomeActive")
      delegate?.applicationDidBecomeActive(self)
      return
    }

    // Apps with scenes: the app-level active/background calls go to the scene delegate instead.
    let session = UISceneSession(configuration: sceneConfiguration)
    let options = UIScene.ConnectionOptions()
    let configuration = delegate?.application(self, configurationForConnecting: session, options: options) ?? sceneConfiguration
    session.configuration = configuration
    scene._session = session
    session._connect(scene)
    var sceneDelegate: UISceneDelegate?
    if let delegateClass = configuration.delegateClass {
      sceneDelegate = StoryboardClassRegistry._makeDelegate(ofClass: delegateClass) as? UISceneDelegate
      if sceneDelegate == nil {
        Diagnostics.warning(
          "Scene delegate class \(delegateClass) is not registered (StoryboardClassRegistry.registerDelegate) or does not adopt UISceneDelegate; the scene has no delegate.")
      }
    }
    scene.delegate = sceneDelegate
    let sceneName = sceneDelegate.map { "\(type(of: $0))" } ?? "UIWindowScene"
    scene._activationState = .unattached
    var storyboardWindow: UIWindow?
    if let storyboard = configuration.storyboard, let windowDelegate = sceneDelegate as? UIWindowSceneDelegate {
      let window = UIWindow(windowScene: scene)
      window.rootViewController = storyboard.instantiateInitialViewController()
      windowDelegate.window = window
      _AppLifecycle.launchWindows.append(window)
      storyboardWindow = window
    }
    EventTrace.record("application", sceneName, "willConnectTo")
    sceneDelegate?.scene(scene, willConnectTo: session, options: options)
    storyboardWindow?.makeKeyAndVisible()
    scene._activationState = .foregroundInactive
    EventTrace.record("application", sceneName, "sceneWillEnterForeground")
    sceneDelegate?.sceneWillEnterForeground(scene)
    scene._activationState = .foregroundActive
    EventTrace.record("application", sceneName, "sceneDidBecomeActive")
    sceneDelegate?.sceneDidBecomeActive(scene)
  }
}
