import Foundation
import OpenQuartzCore
import OpenUIKit
import OpenUIKitTesting
import Testing
import UIKit

/// A controller with settable home-indicator and system-gesture preferences.
@MainActor
final class HomeIndicatorController: UIViewController {
  var hidesIndicator = false
  var deferred: UIRectEdge = []
  var indicatorChild: UIViewController?
  var gesturesChild: UIViewController?
  override var prefersHomeIndicatorAutoHidden: Bool { hidesIndicator }
  override var childForHomeIndicatorAutoHidden: UIViewController? { indicatorChild }
  override var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { deferred }
  override var childForScreenEdgesDeferringSystemGestures: UIViewController? { gesturesChild }
}

/// The home indicator and system-gesture edges (iOS 11 UIViewController API; rules in
/// UIViewController+HomeIndicator.swift, [U] choices in Docs/Behaviour/sysui13.md).
@MainActor
@Suite(.serialized)
struct HomeIndicatorTests {
  var app: UIApplication { UIApplication.shared }
  var screen: UIScreen { UIScreen.main }
  let delay = HomeIndicatorState.autoHideDelay
  let fade = HomeIndicatorState.fadeDuration

  /// A window on an iPhone 15 whose root is `root`, with every preference re-read.
  func window(root: UIViewController) -> UIWindow {
    UIScreen.useDevice(.iPhone15)
    let w = makeWindow(root: root)
    root.setNeedsUpdateOfHomeIndicatorAutoHidden()
    return w
  }

  @Test("UIKit (prefersHomeIndicatorAutoHidden, childForHomeIndicatorAutoHidden, preferredScreenEdgesDeferringSystemGestures, childForScreenEdgesDeferringSystemGestures docs): defaults false, nil, no edges, nil — containers included")
  func defaults() {
    for vc in [UIViewController(), UINavigationController(rootViewController: UIViewController()), UITabBarController()] {
      #expect(!vc.prefersHomeIndicatorAutoHidden)
      #expect(vc.childForHomeIndicatorAutoHidden == nil)
      #expect(vc.preferredScreenEdgesDeferringSystemGestures == [])
      #expect(vc.childForScreenEdgesDeferringSystemGestures == nil)
    }
  }

  @Test("UIKit (setNeedsUpdateOfHomeIndicatorAutoHidden docs): the root controller's preference is re-read only when it asks; without it the indicator always shows")
  func rootDecidesOnRequest() {
    let root = HomeIndicatorController()
    let w = window(root: root)
    let shown = screen.homeIndicator
    #expect(shown.isPresent && !shown.prefersAutoHidden && shown.opacity == 1 && shown.isVisible)
    root.hidesIndicator = true
    #expect(!screen.homeIndicator.prefersAutoHidden)  // not re-read until asked
    root.setNeedsUpdateOfHomeIndicatorAutoHidden()
    #expect(screen.homeIndicator.prefersAutoHidden)
    root.hidesIndicator = false
    root.setNeedsUpdateOfHomeIndicatorAutoHidden()
    app.advance(by: delay + fade + 0.5)
    #expect(screen.homeIndicator.opacity == 1)
    w.isHidden = true
    app.runUntilIdle()
  }

  @Test("Device [U]: while auto-hidden is preferred the indicator fades out 2 s after the preference took effect, over 0.25 s, on the media clock; runUntilIdle does not wait for it")
  func fadesOutAfterIdle() {
    let root = HomeIndicatorController()
    let w = window(root: root)
    root.hidesIndicator = true
    root.setNeedsUpdateOfHomeIndicatorAutoHidden()
    let t0 = app.mediaTime
    app.runUntilIdle()
    #expect(app.mediaTime - t0 < delay)  // no timer keeps the clock busy
    app.advance(by: delay - 0.1 - (app.mediaTime - t0))
    #expect(screen.homeIndicator.opacity == 1)
    app.advance(by: 0.2)
    let elapsed = app.mediaTime - t0 - delay
    #expect(elapsed > 0 && elapsed < fade)
    #expect(abs(screen.homeIndicator.opacity - (1 - elapsed / fade)) < 1e-9)
    app.advance(by: fade)
    #expect(screen.homeIndicator.opacity == 0 && !screen.homeIndicator.isVisible)
    root.hidesIndicator = false
    root.setNeedsUpdateOfHomeIndicatorAutoHidden()
    w.isHidden = true
    app.runUntilIdle()
  }

  @Test("Device [U] (prefersHomeIndicatorAutoHidden: the system decides when to hide): a touch brings the hidden indicator back over 0.25 s and restarts the 2 s countdown")
  func touchShowsIt() {
    let root = HomeIndicatorController()
    let w = window(root: root)
    root.hidesIndicator = true
    root.setNeedsUpdateOfHomeIndicatorAutoHidden()
    app.advance(by: delay + fade + 0.1)
    #expect(screen.homeIndicator.opacity == 0)
    w.tap(at: CGPoint(x: 200, y: 400))
    let tapTime = app.mediaTime
    #expect(screen.homeIndicator.opacity == 0)  // the fade back in starts now
    app.advance(by: fade / 2)
    #expect(abs(screen.homeIndicator.opacity - (app.mediaTime - tapTime) / fade) < 1e-9)
    app.advance(by: delay - fade / 2 - 0.05)
    #expect(screen.homeIndicator.opacity == 1)
    app.advance(by: fade + 0.1)
    #expect(screen.homeIndicator.opacity == 0)
    // A finger dragging keeps it shown: every touch event counts.
    w.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 500), duration: delay + 1)
    #expect(screen.homeIndicator.opacity == 1)
    root.hidesIndicator = false
    root.setNeedsUpdateOfHomeIndicatorAutoHidden()
    w.isHidden = true
    app.runUntilIdle()
  }

  @Test("UIKit (childForHomeIndicatorAutoHidden docs): a container that names a child lets the child decide; a navigation controller does not forward unless told to")
  func containerForwards() {
    let child = HomeIndicatorController()
    child.hidesIndicator = true
    let container = HomeIndicatorController()
    container.indicatorChild = child
    let w = window(root: container)
    #expect(screen.homeIndicator.prefersAutoHidden)
    container.indicatorChild = nil
    container.setNeedsUpdateOfHomeIndicatorAutoHidden()
    #expect(!screen.homeIndicator.prefersAutoHidden)
    w.isHidden = true
    app.runUntilIdle()

    let top = HomeIndicatorController()
    top.hidesIndicator = true
    top.deferred = .bottom
    let nav = UINavigationController(rootViewController: top)
    let w2 = window(root: nav)
    nav.setNeedsUpdateOfScreenEdgesDeferringSystemGestures()
    #expect(!screen.homeIndicator.prefersAutoHidden)
    #expect(screen.deferredSystemGestureEdges == [])
    w2.isHidden = true
    app.runUntilIdle()
  }

  @Test("UIKit (modalPresentationCapturesStatusBarAppearance; the status bar's deciding controller): a full-screen presented controller decides after the presentation and the presenter again after the dismissal; an over-full-screen one does not unless it captures appearance")
  func presentationDecides() {
    let root = HomeIndicatorController()
    let w = window(root: root)
    let player = HomeIndicatorController()
    player.hidesIndicator = true
    player.deferred = [.bottom, .top]
    player.modalPresentationStyle = .fullScreen
    root.present(player, animated: true)
    app.runUntilIdle()
    #expect(screen.homeIndicator.prefersAutoHidden)
    #expect(screen.deferredSystemGestureEdges == [.bottom, .top])
    player.dismiss(animated: true)
    app.runUntilIdle()
    #expect(!screen.homeIndicator.prefersAutoHidden)
    #expect(screen.deferredSystemGestureEdges == [])

    let overlay = HomeIndicatorController()
    overlay.hidesIndicator = true
    overlay.modalPresentationStyle = .overFullScreen
    root.present(overlay, animated: false)
    app.runUntilIdle()
    #expect(!screen.homeIndicator.prefersAutoHidden)
    overlay.dismiss(animated: false)
    app.runUntilIdle()
    overlay.modalPresentationCapturesStatusBarAppearance = true
    root.present(overlay, animated: false)
    app.runUntilIdle()
    #expect(screen.homeIndicator.prefersAutoHidden)
    overlay.dismiss(animated: false)
    app.runUntilIdle()
    #expect(!screen.homeIndicator.prefersAutoHidden)
    w.isHidden = true
    app.runUntilIdle()
  }

  @Test("UIKit (preferredScreenEdgesDeferringSystemGestures docs: app gestures take precedence at deferred edges) [U]: the first swipe from a deferred edge goes to the app, the next within 3 s to the system; undeferred edges go to the system — and the app's views get the touches either way")
  func deferredEdgeSwipes() {
    let root = HomeIndicatorController()
    let w = window(root: root)
    var pans = 0
    let pan = UIPanGestureRecognizer()
    pan.addAction(UIAction { action in
      if (action.sender as? UIPanGestureRecognizer)?.state == .ended { pans += 1 }
    })
    root.view.addGestureRecognizer(pan)
    root.deferred = .bottom
    #expect(screen.deferredSystemGestureEdges == [])  // not re-read until asked
    root.setNeedsUpdateOfScreenEdgesDeferringSystemGestures()
    #expect(screen.deferredSystemGestureEdges == .bottom)
    let height = w.bounds.height
    func swipeUp() -> SystemGestureEdgeSwipe? {
      let before = screen.systemGestureEdgeSwipes.count
      w.drag(from: CGPoint(x: 200, y: height - 5), to: CGPoint(x: 200, y: height - 200), duration: 0.2)
      let after = screen.systemGestureEdgeSwipes
      return after.count == before + 1 || after.count == 64 ? after.last : nil
    }
    #expect(swipeUp()?.goesToApp == true)
    #expect(swipeUp()?.goesToApp == false)
    #expect(swipeUp()?.goesToApp == true)
    app.advance(by: HomeIndicatorState.secondSwipeWindow + 0.5)
    #expect(swipeUp()?.goesToApp == true)  // too late to be the second swipe
    // The top edge is not deferred: the system's.
    let before = screen.systemGestureEdgeSwipes.count
    w.drag(from: CGPoint(x: 200, y: 5), to: CGPoint(x: 200, y: 300), duration: 0.2)
    #expect(screen.systemGestureEdgeSwipes.count == min(64, before + 1))
    #expect(screen.systemGestureEdgeSwipes.last?.edge == .top)
    #expect(screen.systemGestureEdgeSwipes.last?.goesToApp == false)
    // A drag away from the edges is no edge swipe; every drag reached the app's recognizer.
    let count = screen.systemGestureEdgeSwipes.count
    w.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 100), duration: 0.2)
    #expect(screen.systemGestureEdgeSwipes.count == count)
    #expect(pans == 6)
    root.deferred = []
    root.setNeedsUpdateOfScreenEdgesDeferringSystemGestures()
    #expect(swipeUp()?.goesToApp == false)
    w.isHidden = true
    app.runUntilIdle()
  }

  @Test("Device: a phone with a home button (iPhone SE) has no home indicator; the preference is still recorded")
  func homeButtonDevice() {
    let root = HomeIndicatorController()
    root.hidesIndicator = true
    let w = window(root: root)
    UIScreen.useDevice(.iPhoneSE)
    let none = screen.homeIndicator
    #expect(!none.isPresent && none.prefersAutoHidden && none.opacity == 0 && !none.isVisible)
    UIScreen.useDevice(.iPadPro11, landscape: true)
    #expect(screen.homeIndicator.isPresent)
    UIScreen.useDevice(.iPhone15)
    root.hidesIndicator = false
    root.setNeedsUpdateOfHomeIndicatorAutoHidden()
    w.isHidden = true
    app.runUntilIdle()
  }

  @Test("Diagnostics (UIKit documents no exception or warning for these APIs): asking a controller outside any window changes nothing and records nothing")
  func noDiagnostics() {
    let start = app.diagnostics.count
    let before = screen.homeIndicator.prefersAutoHidden
    let loose = HomeIndicatorController()
    loose.hidesIndicator = true
    loose.deferred = .all
    loose.setNeedsUpdateOfHomeIndicatorAutoHidden()
    loose.setNeedsUpdateOfScreenEdgesDeferringSystemGestures()
    #expect(diagnostics(since: start).isEmpty)
    #expect(screen.homeIndicator.prefersAutoHidden == before)  // the loose controller decides nothing
  }

  @Test("Render model: recorded frames carry the indicator's opacity, and the trace says when the preference changed")
  func recordedFrames() throws {
    let root = HomeIndicatorController()
    let w = window(root: root)
    let recorder = TransitionRecorder(window: w)
    let tracer = EventTracer()
    recorder.record {
      root.hidesIndicator = true
      root.setNeedsUpdateOfHomeIndicatorAutoHidden()
      app.advance(by: delay + fade + 0.1)
    }
    tracer.stop()
    let opacities = recorder.frames.map(\.statusBar.homeIndicatorOpacity)
    #expect(opacities.first == 1 && opacities.last == 0)
    #expect(opacities.contains { $0 > 0 && $0 < 1 })  // fading frames
    #expect(tracer.lines(categories: ["homeIndicator"]) == ["UIApplication.autoHidden"])
    root.hidesIndicator = false
    root.setNeedsUpdateOfHomeIndicatorAutoHidden()
    w.isHidden = true
    app.runUntilIdle()
  }
}
