import OpenUIKitTesting
import Testing
import UIKit

/// Swift 5-mode code of KeyboardCurveCode.swift: curve 7 through `AnimationCurve(rawValue:)!` and
/// a property animator, an observer on `queue: .main`, and a list dismissing the keyboard on drag.
@MainActor @Suite(.serialized) struct KeyboardCurveTests {
  private func show(_ root: UIViewController) -> UIWindow { showKeyboardScreen(root) }

  @Test("UIKit keyboard notifications on queue .main: AnimationCurve(rawValue: 7)! animates the button with the keyboard's curve, up and back down")
  func buttonRidesOnCurve7() throws {
    let screen = SignInViewController()
    let window = show(screen)
    defer { window.isHidden = true }
    #expect(abs(screen.continueButton.frame.maxY - (852 - 40)) < 0.01)
    window.tap(at: CGPoint(x: 100, y: screen.emailField.convert(screen.emailField.bounds, to: window).midY))
    #expect(screen.emailField.isFirstResponder)
    #expect(screen.curveNames == ["curve 7"])
    let animator = try #require(screen.animators.last)
    #expect(animator.isRunning)
    #expect((animator.timingParameters as? UICubicTimingParameters)?.animationCurve.rawValue == 7)
    UIApplication.shared.runUntilIdle()
    #expect(abs(screen.continueButton.frame.maxY - (516 - 40)) < 0.01)
    screen.emailField.resignFirstResponder()
    #expect(screen.curveNames == ["curve 7", "curve 7"])
    UIApplication.shared.runUntilIdle()
    #expect(abs(screen.continueButton.frame.maxY - (852 - 40)) < 0.01)
    #expect(UIApplication.shared.diagnostics.isEmpty)
  }

  @Test("UIKit keyboardDismissMode .onDrag: dragging the list sends the keyboard down; typing filtered it first")
  func listDismissesOnDrag() throws {
    let list = FilteredListViewController()
    let window = show(list)
    defer { window.isHidden = true }
    window.tap(at: CGPoint(x: 100, y: list.filterField.convert(list.filterField.bounds, to: window).midY))
    #expect(list.filterField.isFirstResponder)
    window.type("1")
    #expect(list.shown.count == 15)
    UIApplication.shared.runUntilIdle()
    #expect(UIApplication.shared.keyboardFrame != nil)
    window.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 250), duration: 0.2)
    #expect(!list.filterField.isFirstResponder)
    UIApplication.shared.runUntilIdle()
    #expect(UIApplication.shared.keyboardFrame == nil)
    #expect(UIApplication.shared.diagnostics.isEmpty)
  }
}
