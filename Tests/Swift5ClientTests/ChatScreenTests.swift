import OpenUIKitTesting
import Testing
import UIKit

/// Swift 5-mode code of ChatScreenCode.swift: a chat screen with `keyboardDismissMode =
/// .interactive` and an input bar on the keyboard layout guide (Docs/Behaviour/scroll19.md).
@MainActor @Suite(.serialized) struct ChatScreenTests {
  private func show() -> (UIWindow, ConversationViewController) {
    let chat = ConversationViewController()
    let window = showKeyboardScreen(UINavigationController(rootViewController: chat))
    return (window, chat)
  }

  private func barBottom(_ chat: ConversationViewController, in window: UIWindow) -> CGFloat {
    chat.inputBar.convert(chat.inputBar.bounds, to: window).maxY
  }

  private func beginTyping(_ chat: ConversationViewController, in window: UIWindow) throws -> CGRect {
    let field = chat.messageField.convert(chat.messageField.bounds, to: window)
    window.tap(at: CGPoint(x: field.midX, y: field.midY))
    #expect(chat.messageField.isFirstResponder)
    UIApplication.shared.runUntilIdle()
    return try #require(UIApplication.shared.keyboardFrame)
  }

  @Test("UIKit keyboardLayoutGuide: the input bar sits on the safe area, rides up on the keyboard; Send appends the message and keeps the latest row in view")
  func typeAndSend() throws {
    let (window, chat) = show()
    defer { window.isHidden = true }
    #expect(abs(barBottom(chat, in: window) - (852 - 34)) < 0.01)
    let keyboard = try beginTyping(chat, in: window)
    #expect(chat.keyboardShowCount == 1)
    #expect(abs(barBottom(chat, in: window) - keyboard.minY) < 0.01)
    window.type("On my way")
    let send = chat.sendButton.convert(chat.sendButton.bounds, to: window)
    window.tap(at: CGPoint(x: send.midX, y: send.midY))
    #expect(chat.messages.count == 31)
    #expect(chat.messages.last?.text == "On my way")
    #expect(chat.messageField.text?.isEmpty ?? true)
    UIApplication.shared.runUntilIdle()
    #expect(chat.tableView.indexPathsForVisibleRows?.contains(IndexPath(row: 30, section: 0)) == true)
    #expect(chat.messageField.isFirstResponder)
    #expect(UIApplication.shared.diagnostics.isEmpty)
  }

  @Test("UIKit keyboardDismissMode .interactive: dragging the messages down into the keyboard pulls the keyboard and the input bar with the finger; let go moving down, both go down")
  func pullDownDismisses() throws {
    let (window, chat) = show()
    defer { window.isHidden = true }
    let keyboard = try beginTyping(chat, in: window)
    let finger = window.touchDown(at: CGPoint(x: 200, y: 250))
    finger.move(to: CGPoint(x: 200, y: keyboard.minY + 80), duration: 0.3)
    #expect(chat.tableView.isDragging)
    #expect(UIApplication.shared.keyboardFrame?.minY == keyboard.minY + 80)
    #expect(abs(barBottom(chat, in: window) - (keyboard.minY + 80)) < 0.01)
    let tableBottom: CGFloat = chat.tableView.frame.maxY
    let pulledTop: CGFloat = keyboard.minY + 80
    #expect(abs(tableBottom - (pulledTop - 52)) < 0.01)
    #expect(chat.messageField.isFirstResponder)
    finger.move(to: CGPoint(x: 200, y: keyboard.minY + 140), duration: 0.1)
    finger.lift()
    #expect(!chat.messageField.isFirstResponder)
    UIApplication.shared.runUntilIdle()
    #expect(UIApplication.shared.keyboardFrame == nil)
    #expect(abs(barBottom(chat, in: window) - (852 - 34)) < 0.01)
    #expect(UIApplication.shared.diagnostics.isEmpty)
  }

  @Test("UIKit keyboardDismissMode .interactive: pulled down and pushed back up, the keyboard returns and typing goes on")
  func pushBackUpKeepsTyping() throws {
    let (window, chat) = show()
    defer { window.isHidden = true }
    let keyboard = try beginTyping(chat, in: window)
    let finger = window.touchDown(at: CGPoint(x: 200, y: 250))
    finger.move(to: CGPoint(x: 200, y: keyboard.minY + 120), duration: 0.3)
    #expect(abs(barBottom(chat, in: window) - (keyboard.minY + 120)) < 0.01)
    finger.move(to: CGPoint(x: 200, y: keyboard.minY + 60), duration: 0.2)
    finger.lift()
    #expect(chat.messageField.isFirstResponder)
    UIApplication.shared.runUntilIdle()
    #expect(UIApplication.shared.keyboardFrame == keyboard)
    #expect(abs(barBottom(chat, in: window) - keyboard.minY) < 0.01)
    window.type("ok")
    #expect(chat.messageField.text == "ok")
    #expect(UIApplication.shared.diagnostics.isEmpty)
  }
}
