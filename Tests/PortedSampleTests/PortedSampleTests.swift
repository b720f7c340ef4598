import Foundation
import OpenUIKitTesting
import Testing
import UIKit

/// The sample iOS app of Tests/PortSample/Input, after `openuikit-port` alone (Ported/), run
/// headless with its storyboard: present, a frame mid-way, complete, an interactive dismissal
/// cancelled and finished by a pan, a dismissal by the unwind segue — and no diagnostics.
@MainActor
@Suite(.serialized)
struct PortedSampleTests {
  static let storyboardURL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("PortSample/Main.storyboard")

  /// The menu on screen in a 393×852 window, loaded from the storyboard.
  func launch() throws -> (UIWindow, MenuViewController) {
    registerPortedTypes()
    let storyboard = try UIStoryboard(contentsOf: Self.storyboardURL)
    let menu = try #require(storyboard.instantiateInitialViewController() as? MenuViewController)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    window.rootViewController = menu
    window.makeKeyAndVisible()
    UIApplication.shared.runUntilIdle()
    return (window, menu)
  }

  func center(of view: UIView, in window: UIWindow) -> CGPoint {
    view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window)
  }

  @Test("Storyboard outlets and the button's @IBAction reach the ported classes through the generated registrations")
  func outletsAndAction() throws {
    let start = UIApplication.shared.diagnostics.count
    let (window, menu) = try launch()
    #expect(menu.titleLabel?.text == "Panels")
    #expect(menu.presentButton != nil)
    window.tap(at: center(of: menu.presentButton, in: window))
    UIApplication.shared.runUntilIdle()
    let panel = try #require(menu.presentedViewController as? PanelViewController)
    #expect(panel.doneButton != nil)
    #expect(panel.presentationController is PanelPresentationController)
    #expect(Array(UIApplication.shared.diagnostics.dropFirst(start)).isEmpty)
  }

  @Test("UIKit: responds(to:) answers for the optional methods a class implements (Objective-C runtime lookup), including the subclass's presentation animator")
  func respondsToImplementedOptionals() {
    registerPortedTypes()
    let base = CardTransitioningDelegate()
    let panel = PanelTransitioningDelegate()
    let presented: Selector = "animationControllerForPresentedController:presentingController:sourceController:"
    let dismissed: Selector = "animationControllerForDismissedController:"
    #expect(!base.responds(to: presented))
    #expect(base.responds(to: dismissed))
    #expect(panel.responds(to: presented))
    #expect(panel.responds(to: dismissed))
    #expect(PanelAnimator(isPresenting: true).responds(to: "animationEnded:"))
  }

  @Test("Present mid-way, complete; pan down a little and let go: the dismissal is cancelled; pan past half: it finishes")
  func presentScrubCancelFinish() throws {
    let start = UIApplication.shared.diagnostics.count
    let (window, menu) = try launch()
    window.tap(at: center(of: menu.presentButton, in: window))

    // Mid-way: the linear slide is at half its distance (the panel covers the bottom half).
    let panel = try #require(menu.presentedViewController as? PanelViewController)
    UIApplication.shared.advance(by: PanelAnimator.duration / 2)
    let finalY: CGFloat = 426
    let midY = panel.view.layer.presentation()?.frame.minY ?? .nan
    #expect(abs(midY - (finalY + (852 - finalY) / 2)) <= 0.5, "mid-way y \(midY)")
    // The blur fades in alongside: part of the dark style's radius mid-way, all of it at the end.
    let presentation = try #require(panel.presentationController as? PanelPresentationController)
    let blur = presentation.dimmingView
    let fullRadius = try #require(UIBlurEffect(style: .dark)._backdrop(for: blur.traitCollection)).radius
    let midRadius = blur.layer._renderSnapshot().backdrop?.blurRadius ?? 0
    #expect(midRadius > 0.2 * Double(fullRadius) && midRadius < 0.8 * Double(fullRadius), "blur radius mid-way \(midRadius)")
    UIApplication.shared.runUntilIdle()
    #expect(panel.view.frame == CGRect(x: 0, y: finalY, width: 393, height: 426))
    #expect(blur.effect == UIBlurEffect(style: .dark))
    #expect(abs((blur.layer._renderSnapshot().backdrop?.blurRadius ?? 0) - Double(fullRadius)) < 1e-6)

    // A short pan: cancelled, the panel slides back.
    let grab = CGPoint(x: 60, y: finalY + 200)
    window.drag(from: grab, to: CGPoint(x: 60, y: finalY + 280), duration: 0.3)
    UIApplication.shared.runUntilIdle()
    #expect(menu.presentedViewController === panel)
    #expect(panel.view.frame == CGRect(x: 0, y: finalY, width: 393, height: 426))
    #expect(presentation.dimmingView.superview != nil)

    // A long pan: scrubbed with the finger, then finished.
    let touch = window.touchDown(at: grab)
    touch.move(to: CGPoint(x: 60, y: finalY + 200 + 213), duration: 0.3)
    let scrubbed = panel.view.layer.presentation()?.frame.minY ?? .nan
    // Half the panel's height down: the dismissal is scrubbed to 50 % (the linear slide).
    #expect(abs(scrubbed - (finalY + 213)) <= 0.5, "scrubbed y \(scrubbed)")
    touch.move(to: CGPoint(x: 60, y: finalY + 200 + 300), duration: 0.2)
    touch.lift()
    UIApplication.shared.runUntilIdle()
    #expect(menu.presentedViewController == nil)
    #expect(presentation.dimmingView.superview == nil)
    #expect(presentation.dimmingView.effect == nil)
    #expect(Array(UIApplication.shared.diagnostics.dropFirst(start)).map(\.message) == [])
  }

  @Test("The panel's Done button unwinds to the menu's @IBAction unwindToMenu:, which dismisses the panel")
  func unwind() throws {
    let start = UIApplication.shared.diagnostics.count
    let (window, menu) = try launch()
    window.tap(at: center(of: menu.presentButton, in: window))
    UIApplication.shared.runUntilIdle()
    let panel = try #require(menu.presentedViewController as? PanelViewController)
    window.tap(at: center(of: panel.doneButton, in: window))
    UIApplication.shared.runUntilIdle()
    #expect(menu.unwindCount == 1)
    #expect(menu.presentedViewController == nil)
    #expect(Array(UIApplication.shared.diagnostics.dropFirst(start)).map(\.message) == [])
  }

  @Test("Tapping the dimming view (a #selector target in a private method) dismisses the panel")
  func dimmingTap() throws {
    let (window, menu) = try launch()
    window.tap(at: center(of: menu.presentButton, in: window))
    UIApplication.shared.runUntilIdle()
    #expect(menu.presentedViewController != nil)
    window.tap(at: CGPoint(x: 200, y: 100))
    UIApplication.shared.runUntilIdle()
    #expect(menu.presentedViewController == nil)
  }
}
