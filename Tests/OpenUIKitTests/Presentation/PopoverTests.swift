import Foundation
import OpenUIKitTesting
import Testing
import UIKit

@MainActor
final class PopoverDelegateLog: NSObject, UIPopoverPresentationControllerDelegate {
  var calls: [String] = []
  var allowDismiss = true
  var adaptiveStyle: UIModalPresentationStyle?
  var replacement: UIViewController?
  func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) { calls.append("prepare") }
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
    calls.append("shouldDismiss")
    return allowDismiss
  }
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { calls.append("willDismiss") }
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { calls.append("didDismiss") }
  func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
    calls.append("adaptiveStyle")
    return adaptiveStyle ?? .fullScreen
  }
  func presentationController(_ controller: UIPresentationController, viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? {
    replacement
  }
  func presentationController(_ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle, transitionCoordinator: (any UIViewControllerTransitionCoordinator)?) {
    calls.append("willPresentWithAdaptiveStyle(\(style))")
  }
}

/// Spec §4: popovers.
@MainActor
@Suite(.serialized)
struct PopoverTests {
  func setUp(size: CGSize = regularSize, sdk: UIKitSDK = .iOS12) -> (UIViewController, UIView, UIViewController, UIWindow) {
    let a = UIViewController()
    let window = makeWindow(root: a, size: size, sdk: sdk)
    let anchor = UIView(frame: CGRect(x: 100, y: 100, width: 80, height: 40))
    a.view.addSubview(anchor)
    let b = UIViewController()
    b.preferredContentSize = CGSize(width: 300, height: 200)
    b.modalPresentationStyle = .popover
    return (a, anchor, b, window)
  }

  @Test("Scenario 29 — a popover without sourceView or barButtonItem is an NSGenericException with UIKit's text")
  func requiresAnchor() {
    let (a, _, b, _) = setUp()
    let start = UIApplication.shared.diagnostics.count
    a.present(b, animated: true)
    UIApplication.shared.runUntilIdle()
    let d = diagnostics(since: start)
    #expect(d.first?.kind == .exception)
    #expect(d.first?.name == "NSGenericException")
    #expect(d.first?.message.contains("should have a non-nil sourceView or barButtonItem set before the presentation occurs") == true)
    #expect(a.presentedViewController == nil)
  }

  @Test("Scenario 30 — popoverPresentationController is the presentationController; arrow unknown before, permitted after")
  func identityAndArrow() {
    let (a, anchor, b, _) = setUp()
    let popover = b.popoverPresentationController
    #expect(popover != nil)
    #expect(popover === b.presentationController)
    #expect(popover?.arrowDirection == .unknown)
    popover?.sourceView = anchor
    popover?.permittedArrowDirections = [.up, .left]
    a.present(b, animated: true)
    UIApplication.shared.runUntilIdle()
    #expect(popover?.arrowDirection == .up)
    // Placement points at the anchor and never covers it.
    let frame = b.view.convert(b.view.bounds, to: nil)
    #expect(!frame.intersects(anchor.convert(anchor.bounds, to: nil)))
    #expect(frame.minY > anchor.frame.maxY)
    #expect(frame.size == CGSize(width: 300, height: 200))
    let other = UIViewController()
    other.modalPresentationStyle = .fullScreen
    #expect(other.popoverPresentationController == nil)
  }

  @Test("Scenario 31 — outside tap asks the delegate and dismisses; passthrough views get the touch; programmatic dismiss has no DidDismiss")
  func outsideTap() {
    let (a, anchor, b, window) = setUp(sdk: .iOS17)
    let pass = UIButton(frame: CGRect(x: 800, y: 600, width: 100, height: 44))
    var passTaps = 0
    pass.addAction(UIAction { _ in passTaps += 1 }, for: .touchUpInside)
    a.view.addSubview(pass)
    let delegate = PopoverDelegateLog()
    delegate.adaptiveStyle = UIModalPresentationStyle.none
    b.popoverPresentationController?.sourceView = anchor
    b.popoverPresentationController?.passthroughViews = [pass]
    b.popoverPresentationController?.delegate = delegate
    a.present(b, animated: true)
    UIApplication.shared.runUntilIdle()
    window.tap(at: CGPoint(x: 820, y: 610))
    UIApplication.shared.runUntilIdle()
    #expect(passTaps == 1)
    #expect(a.presentedViewController === b)
    window.tap(at: CGPoint(x: 900, y: 50))
    UIApplication.shared.runUntilIdle()
    #expect(a.presentedViewController == nil)
    #expect(delegate.calls.suffix(3) == ["shouldDismiss", "willDismiss", "didDismiss"])
    // Programmatic dismissal: no DidDismiss.
    let c = UIViewController()
    c.modalPresentationStyle = .popover
    c.popoverPresentationController?.sourceView = anchor
    c.popoverPresentationController?.delegate = delegate
    a.present(c, animated: false)
    UIApplication.shared.runUntilIdle()
    delegate.calls = []
    c.dismiss(animated: true)
    UIApplication.shared.runUntilIdle()
    #expect(!delegate.calls.contains("didDismiss"))
  }

  @Test("isModalInPresentation blocks outside-tap dismissal and reports DidAttemptToDismiss")
  func modalInPresentation() {
    final class Attempt: NSObject, UIPopoverPresentationControllerDelegate {
      var attempts = 0
      func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { attempts += 1 }
      func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle { .none }
    }
    let (a, anchor, b, window) = setUp(sdk: .iOS17)
    let delegate = Attempt()
    b.isModalInPresentation = true
    b.popoverPresentationController?.sourceView = anchor
    b.popoverPresentationController?.delegate = delegate
    a.present(b, animated: false)
    UIApplication.shared.runUntilIdle()
    window.tap(at: CGPoint(x: 900, y: 700))
    UIApplication.shared.runUntilIdle()
    #expect(a.presentedViewController === b)
    #expect(delegate.attempts == 1)
  }

  @Test(
    "UIKit (sheets spec §A2: the adaptive delegate's dismissal methods are iOS 13+): under .iOS12 an outside tap calls only the popover delegate's ShouldDismissPopover/DidDismissPopover; isModalInPopover refuses silently"
  )
  func outsideTapBeforeIOS13() {
    final class Both: NSObject, UIPopoverPresentationControllerDelegate {
      var calls: [String] = []
      func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle { .none }
      func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        calls.append("shouldDismiss")
        return false
      }
      func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { calls.append("willDismiss") }
      func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { calls.append("didDismiss") }
      func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { calls.append("didAttempt") }
      func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) {
        calls.append("didDismissPopover")
      }
    }
    let (a, anchor, b, window) = setUp(sdk: .iOS12)
    let delegate = Both()
    b.isModalInPresentation = true
    b.popoverPresentationController?.sourceView = anchor
    b.popoverPresentationController?.delegate = delegate
    a.present(b, animated: false)
    UIApplication.shared.runUntilIdle()
    window.tap(at: CGPoint(x: 900, y: 700))
    UIApplication.shared.runUntilIdle()
    #expect(a.presentedViewController === b)
    #expect(delegate.calls.isEmpty)
    b.isModalInPresentation = false
    window.tap(at: CGPoint(x: 900, y: 700))
    UIApplication.shared.runUntilIdle()
    // iOS 12 never asked presentationControllerShouldDismiss (its `false` would have kept the popover).
    #expect(a.presentedViewController == nil)
    #expect(delegate.calls == ["didDismissPopover"])
  }

  @Test("Scenario 32 — compact width: adapts to overFullScreen; delegate .none keeps the popover")
  func adaptation() {
    let (a, anchor, b, window) = setUp(size: CGSize(width: 393, height: 852))
    b.popoverPresentationController?.sourceView = anchor
    a.present(b, animated: false)
    UIApplication.shared.runUntilIdle()
    #expect(b.view.frame == window.bounds)
    #expect(b.presentationController?.presentationStyle == .overFullScreen)
    b.dismiss(animated: false)
    UIApplication.shared.runUntilIdle()

    let c = UIViewController()
    c.preferredContentSize = CGSize(width: 200, height: 150)
    c.modalPresentationStyle = .popover
    let delegate = PopoverDelegateLog()
    delegate.adaptiveStyle = UIModalPresentationStyle.none
    c.popoverPresentationController?.sourceView = anchor
    c.popoverPresentationController?.delegate = delegate
    a.present(c, animated: false)
    UIApplication.shared.runUntilIdle()
    #expect(c.view.frame.size == CGSize(width: 200, height: 150))
    #expect(delegate.calls.contains("willPresentWithAdaptiveStyle(none)"))
    #expect(delegate.calls.first == "prepare")
  }
}
