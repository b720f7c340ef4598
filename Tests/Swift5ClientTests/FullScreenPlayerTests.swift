import Testing
import UIKit
import OpenUIKitTesting

/// Swift 5-mode video player code (FullScreenPlayerCode.swift): presented full screen inside a
/// navigation controller that forwards `childForHomeIndicatorAutoHidden` and
/// `childForScreenEdgesDeferringSystemGestures`; it hides the home indicator and defers the
/// bottom edge while playing.
@MainActor @Suite(.serialized) struct FullScreenPlayerTests {
  init() { registerFullScreenPlayerActions() }

  private func playing() throws -> (UIWindow, LibraryViewController, VideoPlayerViewController) {
    UIApplication.shared.useLinkedSDK(.iOS17)
    UIScreen.useDevice(.iPhone15)
    let library = LibraryViewController()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    window.rootViewController = library
    window.makeKeyAndVisible()
    UIApplication.shared.runUntilIdle()
    UIApplication.shared.removeAllDiagnostics()
    window.tap(at: CGPoint(x: 100, y: 222))
    UIApplication.shared.runUntilIdle()
    let navigation = try #require(library.presentedViewController as? PlayerNavigationController)
    let player = try #require(navigation.topViewController as? VideoPlayerViewController)
    return (window, library, player)
  }

  @Test("UIKit (childForHomeIndicatorAutoHidden, prefersHomeIndicatorAutoHidden, setNeedsUpdateOfHomeIndicatorAutoHidden): the player inside the forwarding navigation controller decides once presented full screen; the indicator fades out while nobody touches, and the library decides again after the dismissal")
  func playerHidesIndicator() throws {
    let (window, library, player) = try playing()
    #expect(player.isChromeHidden)
    #expect(UIScreen.main.homeIndicator.prefersAutoHidden)
    #expect(UIApplication.shared.isStatusBarHidden)
    UIApplication.shared.advance(by: 3)
    #expect(!UIScreen.main.homeIndicator.isVisible)
    // A tap brings the indicator back at once, and the chrome with it: no more auto-hiding.
    window.tap(at: CGPoint(x: 196, y: 400))
    UIApplication.shared.advance(by: 0.5)
    #expect(!player.isChromeHidden)
    #expect(!UIScreen.main.homeIndicator.prefersAutoHidden)
    #expect(UIScreen.main.homeIndicator.opacity == 1)
    UIApplication.shared.advance(by: 3)
    #expect(UIScreen.main.homeIndicator.opacity == 1)
    library.dismiss(animated: true, completion: nil)
    UIApplication.shared.runUntilIdle()
    #expect(library.presentedViewController == nil)
    #expect(!UIScreen.main.homeIndicator.prefersAutoHidden)
    #expect(UIScreen.main.deferredSystemGestureEdges == [])
    #expect(UIApplication.shared.diagnostics.isEmpty)
    window.isHidden = true
    UIApplication.shared.runUntilIdle()
  }

  @Test("UIKit (preferredScreenEdgesDeferringSystemGestures, childForScreenEdgesDeferringSystemGestures): with the bottom edge deferred, the first swipe up from it is the app's and opens the info panel; the next one would be the system's")
  func bottomEdgeDeferred() throws {
    let (window, library, player) = try playing()
    #expect(UIScreen.main.deferredSystemGestureEdges == .bottom)
    window.drag(from: CGPoint(x: 196, y: 848), to: CGPoint(x: 196, y: 600), duration: 0.25)
    UIApplication.shared.runUntilIdle()
    #expect(UIScreen.main.systemGestureEdgeSwipes.last?.edge == .bottom)
    #expect(UIScreen.main.systemGestureEdgeSwipes.last?.goesToApp == true)
    #expect(player.infoPanelOpenCount == 1)
    #expect(player.infoPanel.frame.maxY == player.view.bounds.height)
    window.drag(from: CGPoint(x: 196, y: 848), to: CGPoint(x: 196, y: 600), duration: 0.25)
    #expect(UIScreen.main.systemGestureEdgeSwipes.last?.goesToApp == false)
    #expect(UIApplication.shared.diagnostics.isEmpty)
    library.dismiss(animated: false, completion: nil)
    UIApplication.shared.runUntilIdle()
    window.isHidden = true
    UIApplication.shared.runUntilIdle()
  }
}
