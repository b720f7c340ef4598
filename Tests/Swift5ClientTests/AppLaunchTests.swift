import Foundation
import OpenUIKitTesting
import Testing
import UIKit
@testable import OpenUIKit

/// App and scene delegates written as Xcode's templates write them (AppLaunchCode.swift), run
/// through the headless launch (Docs/Behaviour.md "App and scene life cycle").
@MainActor @Suite(.serialized) struct AppLaunchTests {
  init() {
    UIApplication.shared.useLinkedSDK(.iOS17)
    UIApplication.shared.runUntilIdle()
    appLaunchLog = []
    StoryboardClassRegistry.registerDelegate(AppDelegate.self) { AppDelegate() }
    StoryboardClassRegistry.registerDelegate(SceneDelegate.self) { SceneDelegate() }
    StoryboardClassRegistry.registerDelegate(StoryboardSceneDelegate.self) { StoryboardSceneDelegate() }
    StoryboardClassRegistry.registerDelegate(ClassicAppDelegate.self) { ClassicAppDelegate() }
  }

  @Test("UIKit (Managing your app's life cycle): a scene app launches, asks for the configuration, connects the manifest's scene delegate, then foreground and active go to the scene, not the app")
  func sceneAppLaunchOrder() throws {
    defer { _AppearanceProxies.reset(); UIApplication.shared._endLaunch() }
    UIApplication.shared.launch(delegate: AppDelegate(), sceneDelegateClass: SceneDelegate.self)
    UIApplication.shared.runUntilIdle()
    #expect(appLaunchLog == [
      "app.didFinishLaunching", "app.configurationForConnecting", "scene.willConnectTo", "home.viewDidLoad",
      "scene.willEnterForeground", "scene.didBecomeActive", "home.viewDidAppear",
    ])
    let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
    let sceneDelegate = try #require(scene.delegate as? SceneDelegate)
    #expect(scene.session.configuration.name == "Default Configuration")
    #expect(scene.session.configuration.delegateClass == SceneDelegate.self)
    #expect(scene.session.role == .windowApplication)
    #expect(scene.activationState == .foregroundActive)
    #expect(UIApplication.shared.openSessions.contains(scene.session))
    #expect(UIApplication.shared.delegate is AppDelegate)
    let window = try #require(sceneDelegate.window)
    #expect(window.isKeyWindow && window.windowScene === scene)
    #expect(scene.windows.contains(window))
    // The launch-time proxy from didFinishLaunching styles the scene's bar.
    let nav = try #require(window.rootViewController as? UINavigationController)
    #expect(nav.navigationBar.tintColor == .systemPink)
  }

  @Test("UIKit (UIWindowSceneDelegate.window): with a storyboard in the configuration UIKit makes the window, gives it to the delegate before willConnectTo, and shows it after")
  func storyboardScene() throws {
    // The fixture names Apple's sample classes, unregistered here ("Unknown class" warnings).
    defer { _AppearanceProxies.reset(); UIApplication.shared._endLaunch(); UIApplication.shared.removeAllDiagnostics() }
    let storyboard = try UIStoryboard(
      data: Data(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../Fixtures/Storyboards/AppleCustomTransitions/Main.storyboard")),
      fileName: "Main.storyboard")
    UIApplication.shared.launch(delegate: AppDelegate(), sceneDelegateClass: StoryboardSceneDelegate.self, storyboard: storyboard)
    UIApplication.shared.runUntilIdle()
    #expect(appLaunchLog.contains("storyboardScene.willConnectTo window=true key=false"))
    let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
    let delegate = try #require(scene.delegate as? StoryboardSceneDelegate)
    let window = try #require(delegate.window)
    #expect(window.isKeyWindow)
    #expect(window.rootViewController != nil)
    #expect(window.rootViewController?.isViewLoaded == true)
  }

  @Test("UIKit: an app without scenes makes its window in didFinishLaunching and gets applicationDidBecomeActive")
  func classicApp() throws {
    defer { UIApplication.shared._endLaunch() }
    let app = ClassicAppDelegate()
    UIApplication.shared.launch(delegate: app)
    UIApplication.shared.runUntilIdle()
    let window = try #require(app.window)
    #expect(window.isKeyWindow)
    #expect(window.rootViewController is LaunchHomeViewController)
    #expect(appLaunchLog == ["home.viewDidLoad", "home.viewDidAppear"])
  }

  @Test("A second launch disconnects the previous scene's delegate first")
  func relaunchDisconnects() throws {
    defer { _AppearanceProxies.reset(); UIApplication.shared._endLaunch() }
    UIApplication.shared.launch(delegate: AppDelegate(), sceneDelegateClass: SceneDelegate.self)
    UIApplication.shared.runUntilIdle()
    appLaunchLog = []
    UIApplication.shared.launch(delegate: ClassicAppDelegate())
    #expect(appLaunchLog.first == "scene.didDisconnect")
    #expect(UIApplication.shared.connectedScenes.first?.delegate == nil)
  }

  @Test("UIApplicationMain finds the delegate class by name in the class registry; an unknown name is UIKit's exception and no launch")
  func applicationMain() {
    defer { UIApplication.shared._endLaunch(); UIApplication.shared.removeAllDiagnostics() }
    let before = UIApplication.shared.diagnostics.count
    let code = UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, "NoSuchDelegate")
    #expect(code == 1)
    #expect(UIApplication.shared.diagnostics.dropFirst(before).contains { $0.message.contains("No class named NoSuchDelegate") })
    #expect(UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, "ClassicAppDelegate") == 0)
    #expect(UIApplication.shared.delegate is ClassicAppDelegate)
    #expect((UIApplication.shared.delegate as? ClassicAppDelegate)?.window?.isKeyWindow == true)
  }
}
