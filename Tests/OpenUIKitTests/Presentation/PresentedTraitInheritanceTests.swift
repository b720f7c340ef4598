import Foundation
import OpenUIKitTesting
import Testing
import UIKit

/// iOS 17's trait hierarchy: a presentation controller inherits the traits of the view
/// controller that presented (its `traitOverrides` included), the presented controller those of
/// its presentation controller (`overrideTraitCollection` and the presentation controller's
/// own overrides on top). Before iOS 17 a presentation in a window inherits the window's
/// (Docs/Behaviour/motion19.md "Presented controllers' traits").
@MainActor
@Suite(.serialized)
struct PresentedTraitInheritanceTests {
  final class Recording: UIViewController {
    var previous: [UIUserInterfaceStyle] = []
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      previous.append(previousTraitCollection?.userInterfaceStyle ?? .unspecified)
    }
  }

  func present(_ style: UIModalPresentationStyle, sdk: UIKitSDK) -> (UIWindow, UIViewController, Recording) {
    let root = UIViewController()
    let window = makeWindow(root: root, sdk: sdk)
    let presented = Recording()
    presented.modalPresentationStyle = style
    root.present(presented, animated: false)
    UIApplication.shared.runUntilIdle()
    return (window, root, presented)
  }

  @Test(
    "UIKit iOS 17 (trait hierarchy: window → presentation controller → view controller → view; overrides reach all descendants): the presenter's traitOverrides reach a presented controller and its view",
    arguments: [UIModalPresentationStyle.overFullScreen, .fullScreen, .pageSheet, .formSheet])
  func presenterOverridesReachPresented(style: UIModalPresentationStyle) throws {
    let root = UIViewController()
    let window = makeWindow(root: root, sdk: .iOS17)
    defer { window.isHidden = true }
    root.traitOverrides.userInterfaceStyle = .dark
    let presented = UIViewController()
    presented.modalPresentationStyle = style
    root.present(presented, animated: false)
    UIApplication.shared.runUntilIdle()
    #expect(root.presentedViewController === presented)
    #expect(window.traitCollection.userInterfaceStyle != .dark)
    #expect(presented.presentationController?.traitCollection.userInterfaceStyle == .dark)
    #expect(presented.traitCollection.userInterfaceStyle == .dark)
    #expect(presented.view.traitCollection.userInterfaceStyle == .dark)
  }

  @Test("UIKit iOS 17: changing the presenter's traitOverrides while it presents calls the presented controller's traitCollectionDidChange (previous: light) and its registered handlers once")
  func presenterOverrideChangeNotifiesPresented() throws {
    let (window, root, presented) = present(.overFullScreen, sdk: .iOS17)
    defer { window.isHidden = true }
    var heard: [UIUserInterfaceStyle] = []
    let registration = presented.registerForTraitChanges([UITraitUserInterfaceStyle.self]) {
      (vc: Recording, previous: UITraitCollection) in
      heard.append(vc.traitCollection.userInterfaceStyle)
    }
    _ = registration
    #expect(presented.traitCollection.userInterfaceStyle == .light)
    root.traitOverrides.userInterfaceStyle = .dark
    UIApplication.shared.runUntilIdle()
    #expect(presented.traitCollection.userInterfaceStyle == .dark)
    #expect(presented.previous == [.light])
    #expect(heard == [.dark])
    root.traitOverrides.userInterfaceStyle = .light
    UIApplication.shared.runUntilIdle()
    #expect(presented.previous == [.light, .dark])
    #expect(heard == [.dark, .light])
  }

  @Test("UIKit iOS 17 [D] (overrideTraitCollection overrides the inherited environment): the presentation controller's overrideTraitCollection applies on top of the presenter's overrides")
  func presentationOverrideOnTop() throws {
    let (window, root, presented) = present(.overFullScreen, sdk: .iOS17)
    defer { window.isHidden = true }
    root.traitOverrides.userInterfaceStyle = .dark
    root.traitOverrides.layoutDirection = .rightToLeft
    let pc = try #require(presented.presentationController)
    pc.overrideTraitCollection = UITraitCollection(userInterfaceStyle: .light)
    #expect(presented.traitCollection.userInterfaceStyle == .light, "the presentation's override wins")
    #expect(presented.traitCollection.layoutDirection == .rightToLeft, "the presenter's other override reaches it")
    pc.overrideTraitCollection = nil
    #expect(presented.traitCollection.userInterfaceStyle == .dark)
  }

  @Test("UIKit iOS 17 [U]: the size classes are the space the presentation fills (its container in the window), not the presenter's: a presenter overriding its horizontal size class presents a compact full-screen controller in a compact window")
  func sizeClassesFromContainer() throws {
    let (window, root, presented) = present(.overFullScreen, sdk: .iOS17)
    defer { window.isHidden = true }
    root.traitOverrides.horizontalSizeClass = .regular
    root.traitOverrides.userInterfaceStyle = .dark
    #expect(root.traitCollection.horizontalSizeClass == .regular)
    #expect(window.traitCollection.horizontalSizeClass == .compact)
    #expect(presented.traitCollection.horizontalSizeClass == .compact)
    #expect(presented.traitCollection.userInterfaceStyle == .dark)
  }

  @Test("UIKit iOS 17: after dismissal the controller no longer follows the former presenter's overrides")
  func dismissedStopsInheriting() throws {
    let (window, root, presented) = present(.fullScreen, sdk: .iOS17)
    defer { window.isHidden = true }
    root.traitOverrides.userInterfaceStyle = .dark
    #expect(presented.traitCollection.userInterfaceStyle == .dark)
    presented.dismiss(animated: false)
    UIApplication.shared.runUntilIdle()
    #expect(presented.presentingViewController == nil)
    #expect(presented.traitCollection.userInterfaceStyle == .light)
  }

  @Test("UIKit before iOS 17 (linked against iOS 12): a presentation in a window inherits the window's traits, so the presenter's overrides do not reach the presented controller")
  func olderSDKInheritsWindow() throws {
    let (window, root, presented) = present(.overFullScreen, sdk: .iOS12)
    defer { window.isHidden = true }
    root.traitOverrides.userInterfaceStyle = .dark
    UIApplication.shared.runUntilIdle()
    #expect(root.traitCollection.userInterfaceStyle == .dark)
    #expect(presented.traitCollection.userInterfaceStyle == window.traitCollection.userInterfaceStyle)
    #expect(presented.previous.isEmpty)
  }
}
