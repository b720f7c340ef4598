import OpenUIKitTesting
import Testing
import UIKit
@testable import OpenUIKit

/// Swift 5-mode bar styling (AppearanceSetupCode.swift): launch-time proxies and a screen's
/// own transparent bar.
@MainActor @Suite(.serialized) struct AppearanceSetupTests {
  @Test("UIKit (UIAppearance, UINavigationItem.standardAppearance): launch-time proxies style every new bar; a pushed screen's item makes the bar transparent until it is popped")
  func launchAppearanceAndScreenOverride() throws {
    defer { _AppearanceProxies.reset() }
    // Diagnostics other suites left in the shared app are not this screen's.
    UIApplication.shared.removeAllDiagnostics()
    Theme.applyGlobalAppearance()
    UIApplication.shared.useLinkedSDK(.iOS17)
    let home = UIViewController()
    home.title = "Home"
    let nav = UINavigationController(rootViewController: home)
    let tabs = UITabBarController()
    tabs.viewControllers = [nav]
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    UIApplication.shared.runUntilIdle()

    let bar = nav.navigationBar
    #expect(bar.backgroundColor == Theme.brand)
    #expect(bar.tintColor == .white)
    #expect(bar._titleLabel.textColor == .white && bar._titleLabel.font.pointSize == 17)
    #expect(tabs.tabBar.subviews.contains { $0 is UIVisualEffectView })

    let profile = ProfileViewController()
    nav.pushViewController(profile, animated: true)
    UIApplication.shared.runUntilIdle()
    #expect(bar.backgroundColor == .clear)
    #expect(bar._titleLabel.textColor == .label)
    #expect(profile.header.textAlignment == .center && profile.header.font.pointSize == 28)
    #expect(profile.header.text == "Ada Lovelace\nAnalyst")
    nav.popViewController(animated: true)
    UIApplication.shared.runUntilIdle()
    #expect(bar.backgroundColor == Theme.brand)
    #expect(UIApplication.shared.diagnostics.isEmpty)
    window.isHidden = true
  }
}
