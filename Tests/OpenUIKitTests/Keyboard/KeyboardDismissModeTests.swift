import Foundation
import OpenQuartzCore
import OpenUIKit
import OpenUIKitTesting
import Testing
import UIKit

/// `UIScrollView.keyboardDismissMode`: a drag in the scroll view dismisses the keyboard.
@MainActor
@Suite(.serialized)
struct KeyboardDismissModeTests {
  final class DragLog: NSObject, UIScrollViewDelegate, UITextFieldDelegate {
    var log: [String] = []
    var allowEnd = true
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { log.append("willBeginDragging") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { allowEnd }
    func textFieldDidEndEditing(_ textField: UITextField) { log.append("didEndEditing") }
  }

  private func scene(_ mode: UIScrollView.KeyboardDismissMode) -> (UIWindow, UIScrollView, UITextField, DragLog) {
    UIScreen.useDevice(.iPhone15)
    let field = UITextField(frame: CGRect(x: 20, y: 60, width: 200, height: 34))
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 100, width: 393, height: 752))
    scroll.contentSize = CGSize(width: 393, height: 3000)
    scroll.keyboardDismissMode = mode
    let delegate = DragLog()
    scroll.delegate = delegate
    field.delegate = delegate
    let w = keyboardWindow(field, scroll)
    #expect(field.becomeFirstResponder())
    UIApplication.shared.runUntilIdle()
    return (w, scroll, field, delegate)
  }

  @Test("UIKit KeyboardDismissMode: raw values 0-4 (none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory); the default is .none")
  func values() {
    #expect(UIScrollView().keyboardDismissMode == .none)
    #expect(UITableView().keyboardDismissMode == .none)
    #expect([UIScrollView.KeyboardDismissMode.none, .onDrag, .interactive, .onDragWithAccessory, .interactiveWithAccessory].map(\.rawValue) == [0, 1, 2, 3, 4])
  }

  @Test("UIKit keyboardDismissMode .none: a drag leaves the keyboard up")
  func noneKeepsKeyboard() {
    let (w, _, field, _) = scene(.none)
    defer { w.isHidden = true }
    w.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 300), duration: 0.2)
    UIApplication.shared.runUntilIdle()
    #expect(field.isFirstResponder)
    #expect(UIApplication.shared.keyboardFrame != nil)
    UIApplication.shared.endEditingForTesting()
  }

  @Test("UIKit keyboardDismissMode .onDrag/.onDragWithAccessory: the keyboard goes down as the drag begins, before scrollViewWillBeginDragging")
  func onDragDismisses() {
    for mode in [UIScrollView.KeyboardDismissMode.onDrag, .onDragWithAccessory] {
      let (w, scroll, field, delegate) = scene(mode)
      defer { w.isHidden = true }
      let log = KeyboardNotificationLog()
      defer { log.stop() }
      let finger = w.touchDown(at: CGPoint(x: 200, y: 500))
      finger.move(to: CGPoint(x: 200, y: 470), duration: 0.1)
      #expect(scroll.isDragging, "\(mode)")
      #expect(!field.isFirstResponder, "\(mode)")
      #expect(delegate.log == ["didEndEditing", "willBeginDragging"], "\(mode)")
      #expect(log.names == ["willChangeFrame", "willHide"], "\(mode)")
      finger.lift()
      UIApplication.shared.runUntilIdle()
      #expect(UIApplication.shared.keyboardFrame == nil, "\(mode)")
    }
  }

  @Test("Behaviour/keyboard2.md keyboardDismissMode: .onDrag asks the first responder to resign; a delegate refusing to end editing keeps the keyboard up")
  func onDragRefused() {
    let (w, _, field, delegate) = scene(.onDrag)
    defer { w.isHidden = true }
    delegate.allowEnd = false
    w.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 300), duration: 0.2)
    UIApplication.shared.runUntilIdle()
    #expect(field.isFirstResponder)
    delegate.allowEnd = true
    UIApplication.shared.endEditingForTesting()
  }

  @Test("Behaviour/keyboard2.md keyboardDismissMode .interactive: a drag ending over the keyboard moving down dismisses it; one pulled back above it, or moving up, cancels")
  func interactive() throws {
    for mode in [UIScrollView.KeyboardDismissMode.interactive, .interactiveWithAccessory] {
      let (w, _, field, _) = scene(mode)
      defer { w.isHidden = true }
      let keyboard = try #require(UIApplication.shared.keyboardFrame)
      // Scrolling above the keyboard leaves it up.
      w.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 200), duration: 0.2)
      UIApplication.shared.runUntilIdle()
      #expect(field.isFirstResponder, "\(mode)")
      // Into the keyboard and back up above it: cancelled.
      let finger = w.touchDown(at: CGPoint(x: 200, y: 300))
      finger.move(to: CGPoint(x: 200, y: keyboard.minY + 100), duration: 0.2)
      finger.move(to: CGPoint(x: 200, y: keyboard.minY - 60), duration: 0.2)
      finger.lift()
      UIApplication.shared.runUntilIdle()
      #expect(field.isFirstResponder, "\(mode)")
      // Down into the keyboard and let go moving down: dismissed.
      w.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: keyboard.minY + 120), duration: 0.2)
      #expect(!field.isFirstResponder, "\(mode)")
      UIApplication.shared.runUntilIdle()
      #expect(UIApplication.shared.keyboardFrame == nil, "\(mode)")
    }
  }
}
