// An app's entry points as Xcode's templates lay them out and apps fill them in: an app
// delegate that answers the scene configuration, and a scene delegate that builds its window in
// code. After the mechanical port (`@main` removed) this file must compile unchanged.
import UIKit

var appLaunchLog: [String] = []

class AppDelegate: UIResponder, UIApplicationDelegate {
  func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
    appLaunchLog.append("app.didFinishLaunching")
    UINavigationBar.appearance().tintColor = .systemPink
    return true
  }

  // MARK: UISceneSession Lifecycle

  func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
    appLaunchLog.append("app.configurationForConnecting")
    return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
  }

  func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
  }

  func applicationDidBecomeActive(_ application: UIApplication) {
    appLaunchLog.append("app.didBecomeActive")
  }
}

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    appLaunchLog.append("scene.willConnectTo")
    guard let windowScene = (scene as? UIWindowScene) else { return }
    let window = UIWindow(windowScene: windowScene)
    let home = LaunchHomeViewController()
    window.rootViewController = UINavigationController(rootViewController: home)
    window.makeKeyAndVisible()
    self.window = window
  }

  func sceneDidDisconnect(_ scene: UIScene) {
    appLaunchLog.append("scene.didDisconnect")
  }

  func sceneDidBecomeActive(_ scene: UIScene) {
    appLaunchLog.append("scene.didBecomeActive")
  }

  func sceneWillResignActive(_ scene: UIScene) {
  }

  func sceneWillEnterForeground(_ scene: UIScene) {
    appLaunchLog.append("scene.willEnterForeground")
  }

  func sceneDidEnterBackground(_ scene: UIScene) {
  }
}

/// A storyboard app's scene delegate: UIKit fills `window` from the storyboard.
class StoryboardSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    appLaunchLog.append("storyboardScene.willConnectTo window=\(window != nil) key=\(window?.isKeyWindow ?? false)")
    guard let _ = (scene as? UIWindowScene) else { return }
  }
}

/// An app from before scenes: it makes its own window in `didFinishLaunching`.
class ClassicAppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?

  func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
    window = UIWindow(frame: UIScreen.main.bounds)
    window?.rootViewController = LaunchHomeViewController()
    window?.makeKeyAndVisible()
    return true
  }
}

class LaunchHomeViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Home"
    view.backgroundColor = .systemBackground
    appLaunchLog.append("home.viewDidLoad")
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    appLaunchLog.append("home.viewDidAppear")
  }
}
