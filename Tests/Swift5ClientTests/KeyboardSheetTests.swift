import Testing
import UIKit
import OpenUIKitTesting

/// Swift 5-mode code of KeyboardSheetCode.swift: a bottom card following the keyboard through
/// its notifications, and a chat screen pinned to the keyboard layout guide.
@MainActor @Suite(.serialized) struct KeyboardSheetTests {
  private func show(_ root: UIViewController) -> UIWindow { showKeyboardScreen(root) }

  @Test("UIKit keyboard notifications (end frame, duration, curve << 16): the card rides up with the keyboard and back down on return")
  func cardFollowsKeyboard() throws {
    let card = KeyboardCardViewController()
    let window = show(card)
    defer { window.isHidden = true }
    #expect(card.card.frame.maxY == 852)
    window.tap(at: CGPoint(x: 100, y: card.textField.convert(card.textField.bounds, to: window).midY))
    #expect(card.textField.isFirstResponder)
    let keyboard = try #require(UIApplication.shared.keyboardFrame)
    #expect(keyboard == CGRect(x: 0, y: 516, width: 393, height: 336))
    #expect(card.lastDuration == 0.25)
    UIApplication.shared.advance(by: 0.1)
    let mid = try #require(card.card.layer.presentation()).frame.maxY
    #expect(mid < 852 && mid > 516)
    UIApplication.shared.runUntilIdle()
    #expect(card.card.frame.maxY == 516)
    window.type("Nice\n")
    #expect(card.returnCount == 1 && card.textField.text == "Nice")
    #expect(!card.textField.isFirstResponder)
    UIApplication.shared.runUntilIdle()
    #expect(card.card.frame.maxY == 852)
    #expect(UIApplication.shared.keyboardFrame == nil)
    #expect(UIApplication.shared.diagnostics.isEmpty)
  }

  @Test("UIKit keyboardLayoutGuide: the chat composer sits on the safe area, then on the keyboard, growing with its lines")
  func chatPinnedToGuide() throws {
    let chat = ChatViewController()
    let window = show(chat)
    defer { window.isHidden = true }
    let composer = chat.composer
    #expect(abs(composer.frame.maxY - (852 - 34 - 8)) < 0.01)
    let oneLine = composer.frame.height
    #expect(composer.becomeFirstResponder())
    UIApplication.shared.runUntilIdle()
    #expect(abs(composer.frame.maxY - (516 - 8)) < 0.01)
    window.type("Hello\nthere")
    UIApplication.shared.runUntilIdle()
    #expect(chat.drafts.last == "Hello\nthere")
    #expect(composer.frame.height > oneLine)
    #expect(abs(composer.frame.maxY - (516 - 8)) < 0.01)
    #expect(abs(chat.messages.frame.maxY - composer.frame.minY) < 0.01)
    composer.resignFirstResponder()
    UIApplication.shared.runUntilIdle()
    #expect(abs(composer.frame.maxY - (852 - 34 - 8)) < 0.01)
    #expect(UIApplication.shared.diagnostics.isEmpty)
  }
}
