import Foundation
import OpenUIKitTesting
import Testing
import UIKit

@MainActor
final class SheetDelegateLog: NSObject, UIAdaptivePresentationControllerDelegate {
  var calls: [String] = []
  var allow = true
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
    calls.append("shouldDismiss")
    return allow
  }
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { calls.append("willDismiss") }
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { calls.append("didDismiss") }
  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { calls.append("didAttemptToDismiss") }
}

/// Spec §3.4 and scenario 33: swipe-to-dismiss of sheets (iOS 13).
@MainActor
@Suite(.serialized)
struct SheetDismissTests {
  func presentSheet(modal: Bool = false, allow: Bool = true, sdk: UIKitSDK = .iOS17) -> (Log, LoggingViewController, LoggingViewController, SheetDelegateLog, UIWindow) {
    let log = Log()
    let a = LoggingViewController("A", log: log)
    let window = makeWindow(root: a, size: regularSize, sdk: sdk)
    window.traitOverrides.verticalSizeClass = .regular  // an iPad: regular in both size classes
    UIApplication.shared.runUntilIdle()
    let b = LoggingViewController("B", log: log)
    b.modalPresentationStyle = .formSheet
    b.isModalInPresentation = modal
    let delegate = SheetDelegateLog()
    delegate.allow = allow
    b.presentationController?.delegate = delegate
    a.present(b, animated: true)
    UIApplication.shared.runUntilIdle()
    log.clear()
    return (log, a, b, delegate, window)
  }

  @Test("Scenario 33 — swiping a sheet down: ShouldDismiss → WillDismiss → DidDismiss; A gets no appearance calls")
  func swipeDismisses() {
    let (log, a, b, delegate, window) = presentSheet()
    let top = b.view.convert(CGPoint(x: b.view.bounds.midX, y: 40), to: window)
    window.drag(from: top, to: CGPoint(x: top.x, y: top.y + 450), duration: 0.4)
    UIApplication.shared.runUntilIdle()
    #expect(delegate.calls == ["shouldDismiss", "willDismiss", "didDismiss"])
    #expect(a.presentedViewController == nil)
    #expect(log.appearance("A") == [])
    #expect(log.appearance("B") == ["B.viewWillDisappear", "B.viewDidDisappear"])
  }

  @Test("Scenario 33 — a short swipe cancels: WillDismiss without DidDismiss, the sheet stays where it was")
  func shortSwipeCancels() {
    let (_, a, b, delegate, window) = presentSheet()
    let frame = b.view.frame
    let top = b.view.convert(CGPoint(x: b.view.bounds.midX, y: 40), to: window)
    window.drag(from: top, to: CGPoint(x: top.x, y: top.y + 60), duration: 0.5)
    UIApplication.shared.runUntilIdle()
    #expect(delegate.calls == ["shouldDismiss", "willDismiss"])
    #expect(a.presentedViewController === b)
    #expect(b.view.frame == frame)
  }

  @Test("Scenario 33 — isModalInPresentation: only DidAttemptToDismiss; ShouldDismiss false also attempts")
  func modalSheet() {
    let (_, a, b, delegate, window) = presentSheet(modal: true)
    let top = b.view.convert(CGPoint(x: b.view.bounds.midX, y: 40), to: window)
    window.drag(from: top, to: CGPoint(x: top.x, y: top.y + 450), duration: 0.4)
    UIApplication.shared.runUntilIdle()
    #expect(delegate.calls == ["didAttemptToDismiss"])
    #expect(a.presentedViewController === b)

    let (_, a2, b2, delegate2, window2) = presentSheet(allow: false)
    let top2 = b2.view.convert(CGPoint(x: b2.view.bounds.midX, y: 40), to: window2)
    window2.drag(from: top2, to: CGPoint(x: top2.x, y: top2.y + 450), duration: 0.4)
    UIApplication.shared.runUntilIdle()
    #expect(delegate2.calls == ["shouldDismiss", "didAttemptToDismiss"])
    #expect(a2.presentedViewController === b2)
  }

  @Test(
    "UIKit (sheets spec §A2, H:VC): swipe-to-dismiss came with iOS 13 — under .iOS12 a drag on a regular-width sheet moves nothing and calls no delegate method",
    arguments: [UIModalPresentationStyle.formSheet, .pageSheet])
  func noSwipeDismissalBeforeIOS13(style: UIModalPresentationStyle) {
    let log = Log()
    let a = LoggingViewController("A", log: log)
    let window = makeWindow(root: a, size: regularSize, sdk: .iOS12)
    let b = LoggingViewController("B", log: log)
    b.modalPresentationStyle = style
    let delegate = SheetDelegateLog()
    b.presentationController?.delegate = delegate
    a.present(b, animated: true)
    UIApplication.shared.runUntilIdle()
    let frame = b.view.frame
    let top = b.view.convert(CGPoint(x: b.view.bounds.midX, y: 40), to: window)
    window.drag(from: top, to: CGPoint(x: top.x, y: top.y + 450), duration: 0.2)
    UIApplication.shared.runUntilIdle()
    #expect(delegate.calls.isEmpty)
    #expect(a.presentedViewController === b)
    #expect(b.view.frame == frame)
    #expect(b.view.gestureRecognizers?.isEmpty ?? true)
  }

  @Test("Scenario 33 — programmatic dismissal calls none of the delegate methods")
  func programmatic() {
    let (_, a, b, delegate, _) = presentSheet()
    b.dismiss(animated: true)
    UIApplication.shared.runUntilIdle()
    #expect(delegate.calls.isEmpty)
    #expect(a.presentedViewController == nil)
  }
}
