import Foundation
import OpenQuartzCore

extension UIScrollView {
  /// How a drag in the scroll view dismisses the keyboard (`keyboardDismissMode`).
  public enum KeyboardDismissMode: Int, Sendable {
    /// A drag doesn't dismiss the keyboard.
    case none = 0
    /// The keyboard dismisses when a drag begins.
    case onDrag = 1
    /// The keyboard follows the dragging touch offscreen and can be pulled upward again to
    /// cancel the dismiss (here: decided when the finger lifts, Docs/Behaviour/keyboard2.md).
    case interactive = 2
    /// As `.onDrag`, the accessory view going with the keyboard (iOS 16).
    case onDragWithAccessory = 3
    /// As `.interactive`, the accessory view going with the keyboard (iOS 16).
    case interactiveWithAccessory = 4
  }

  /// A drag began: `.onDrag` modes dismiss the keyboard now, before `scrollViewWillBeginDragging`
  /// (the first responder resigns; one whose delegate refuses keeps it up).
  func _keyboardDismissDragBegan() {
    switch keyboardDismissMode {
    case .onDrag, .onDragWithAccessory: Self._dismissKeyboard()
    case .none, .interactive, .interactiveWithAccessory: break
    }
  }

  /// The finger lifted: `.interactive` modes dismiss the keyboard when the finger is over it
  /// and moving down; a finger pulled back above it, or moving up, cancels.
  func _keyboardDismissDragEnded() {
    guard keyboardDismissMode == .interactive || keyboardDismissMode == .interactiveWithAccessory,
      let window, _SoftwareKeyboard.current.isShown
    else { return }
    let keyboard = _SoftwareKeyboard.current.frame
    var finger = panGestureRecognizer.location(in: nil)
    finger.x += window.frame.minX
    finger.y += window.frame.minY
    guard finger.y >= keyboard.minY, panGestureRecognizer.velocity(in: nil).y > 0 else { return }
    Self._dismissKeyboard()
  }

  private static func _dismissKeyboard() {
    guard _SoftwareKeyboard.current.isShown, let responder = UIResponderChain.firstResponder else { return }
    _ = responder.resignFirstResponder()
  }
}
