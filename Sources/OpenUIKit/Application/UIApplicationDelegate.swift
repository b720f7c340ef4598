import Foundation
import OpenQuartzCore

extension UIApplication {
  /// Keys of the launch-options dictionary passed to the delegate's launch methods.
  public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let url = LaunchOptionsKey("UIApplicationLaunchOptionsURLKey")
    public static let sourceApplication = LaunchOptionsKey("UIApplicationLaunchOptionsSourceApplicationKey")
    public static let remoteNotification = LaunchOptionsKey("UIApplicationLaunchOptionsRemoteNotificationKey")
    public static let annotation = LaunchOptionsKey("UIApplicationLaunchOptionsAnnotationKey")
    public static let location = LaunchOptionsKey("UIApplicationLaunchOptionsLocationKey")
    public static let shortcutItem = LaunchOptionsKey("UIApplicationLaunchOptionsShortcutItemKey")
    public static let userActivityDictionary = LaunchOptionsKey("UIApplicationLaunchOptionsUserActivityDictionaryKey")
    public static let userActivityType = LaunchOptionsKey("UIApplicationLaunchOptionsUserActivityTypeKey")
  }
}

/// The app delegate (UIKit's `UIApplicationDelegate`). Every method is optional in UIKit, so each
/// requirement has a default implementation doing what UIKit does when the method is absent.
/// OpenUIKitTesting's `UIApplication.launch(delegate:sceneConfiguration:mainStoryboard:options:)`
/// (or `UIApplicationMain`) runs an app's launch through it; Docs/Behaviour.md "App and scene
/// life cycle" gives the order of the calls.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {
  /// The app's window, for apps without scenes (UIKit sets it from the main storyboard).
  var window: UIWindow? { get set }

  func application(
    _ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool
  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool
  func applicationDidBecomeActive(_ application: UIApplication)
  func applicationWillResignActive(_ application: UIApplication)
  func applicationDidEnterBackground(_ application: UIApplication)
  func applicationWillEnterForeground(_ application: UIApplication)
  func applicationWillTerminate(_ application: UIApplication)
  func applicationDidReceiveMemoryWarning(_ application: UIApplication)
  func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration
  func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
  func application(
    _ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?
  ) -> UIInterfaceOrientationMask
}

extension UIApplicationDelegate {
  /// Absent in UIKit's sense: an app delegate without a `window` property has none.
  public var window: UIWindow? {
    get { nil }
    set { _ = newValue }
  }

  public func application(
    _ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }
  public func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }
  public func applicationDidBecomeActive(_ application: UIApplication) {}
  public func applicationWillResignActive(_ application: UIApplication) {}
  public func applicationDidEnterBackground(_ application: UIApplication) {}
  public func applicationWillEnterForeground(_ application: UIApplication) {}
  public func applicationWillTerminate(_ application: UIApplication) {}
  public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}

  /// Without this method UIKit takes the configuration from the Info.plist scene manifest: here,
  /// the configuration the launch was given.
  public func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    connectingSceneSession.configuration
  }

  public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}

  /// Without this method UIKit uses the orientations the app declares (here: every one the
  /// device supports).
  public func application(
    _ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?
  ) -> UIInterfaceOrientationMask {
    UIDevice.current.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
  }
}

extension UIApplication {
  /// The app delegate. UIKit does not retain it (`unowned(unsafe)`); the launch that created it
  /// keeps it alive, as `UIApplicationMain` does.
  public var delegate: UIApplicationDelegate? {
    get { _AppLifecycle.delegateLink?.object }
    set { _AppLifecycle.delegateLink = newValue.map(_AppLifecycle.WeakDelegate.init) }
  }

  /// The sessions of the connected scenes.
  public var openSessions: Set<UISceneSession> {
    guard let session = UIWindowScene._main._session else { return [] }
    return [session]
  }
}

/// `UIApplicationMain` on Linux: the delegate class is found by name in the class registry
/// (`StoryboardClassRegistry.registerDelegate`), the app is launched as UIKit launches an app
/// without an Info.plist scene manifest, and the media clock runs until nothing is scheduled.
/// UIKit's never returns; this one returns 0 once the app is idle (1 when the delegate class is
/// unknown, after UIKit's exception text as a diagnostic).
@preconcurrency @MainActor @discardableResult
public func UIApplicationMain(
  _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, _ principalClassName: String?,
  _ delegateClassName: String?
) -> Int32 {
  var delegate: UIApplicationDelegate?
  if let delegateClassName {
    guard let made = StoryboardClassRegistry._makeDelegate(named: delegateClassName) as? UIApplicationDelegate else {
      Diagnostics.exception("Unable to instantiate the UIApplication delegate instance. No class named \(delegateClassName) is loaded.")
      return 1
    }
    delegate = made
  }
  UIApplication.shared._launch(delegate: delegate, sceneConfiguration: nil, mainStoryboard: nil, options: nil)
  MediaClock.shared.runUntilIdle()
  return 0
}
