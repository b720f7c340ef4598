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
    /// cancel the dismiss (Docs/Behaviour/scroll19.md).
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
    case .interactive, .interactiveWithAccessory: _armKeyboardPull()
    case .none: break
    }
  }

  /// Below this speed (points per second, screen) a lifting finger counts as still, and the
  /// keyboard's position decides (Docs/Behaviour/scroll19.md) [U].
  package static let keyboardDismissStillVelocity: CGFloat = 100

  private var _interactiveKeyboardDismiss: Bool {
    keyboardDismissMode == .interactive || keyboardDismissMode == .interactiveWithAccessory
  }

  /// A drag that begins with the finger above the line where it starts pulling the keyboard
  /// may pull it; one that begins below it (on a device the keyboard has that touch) may not.
  private func _armKeyboardPull() {
    let keyboard = _SoftwareKeyboard.current
    keyboard.pullingScrollView = nil
    guard let window, let rest = keyboard.restingTop else { return }
    let pan = panGestureRecognizer
    let start = pan.location(in: nil).y - pan.translation(in: nil).y + window.frame.minY
    if start + keyboard.dismissPadding(in: window) < rest { keyboard.pullingScrollView = ObjectIdentifier(self) }
  }

  /// The finger moved (or the drag began): with `.interactive` modes, once the finger reaches
  /// the keyboard's top (less the largest `keyboardDismissPadding` of the keyboard layout
  /// guides in this window) the keyboard follows it; moving back up brings it back.
  func _keyboardDismissDragChanged() {
    guard _interactiveKeyboardDismiss, let window else { return }
    let keyboard = _SoftwareKeyboard.current
    guard keyboard.pullingScrollView == ObjectIdentifier(self), keyboard.restingTop != nil else { return }
    let finger = panGestureRecognizer.location(in: nil).y + window.frame.minY
    keyboard.track(top: finger + keyboard.dismissPadding(in: window))
  }

  /// The finger lifted (`cancelled`: the drag was cancelled): a keyboard the finger pulled down
  /// is dismissed when the finger moves down, or is still with the keyboard more than half way
  /// down; otherwise (moving up, still above half way, cancelled, or a first responder refusing
  /// to resign) it slides back up.
  func _keyboardDismissDragEnded(cancelled: Bool = false) {
    let keyboard = _SoftwareKeyboard.current
    guard _interactiveKeyboardDismiss, keyboard.pullingScrollView == ObjectIdentifier(self) else { return }
    keyboard.pullingScrollView = nil
    guard keyboard.isTracking else { return }
    if !cancelled, let rest = keyboard.restingTop {
      let v = panGestureRecognizer.velocity(in: nil).y
      let height = keyboard.frame.height
      let pulled = keyboard.frame.minY - rest
      let dismiss = v >= Self.keyboardDismissStillVelocity
        || (abs(v) < Self.keyboardDismissStillVelocity && height > 0 && pulled > height / 2)
      if dismiss { Self._dismissKeyboard() }
    }
    keyboard.returnFromTracking()
  }

  private static func _dismissKeyboard() {
    guard _SoftwareKeyboard.current.isShown, let responder = UIResponderChain.firstResponder else { return }
    _ = responder.resignFirstResponder()
  }
}
