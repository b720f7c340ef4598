import Foundation
import OpenQuartzCore
import OpenUIKit
import OpenUIKitTesting
import UIKit

/// Records the keyboard notifications posted on the default centre, with their userInfo and
/// media time, until `stop()`.
@MainActor
final class KeyboardNotificationLog {
  struct Entry {
    let name: String
    let info: [AnyHashable: Any]
    let time: CFTimeInterval
  }
  private(set) var entries: [Entry] = []
  private var tokens: [NSObjectProtocol] = []
  private let extra: ((String) -> Void)?

  static let names: [(Notification.Name, String)] = [
    (UIResponder.keyboardWillShowNotification, "willShow"),
    (UIResponder.keyboardDidShowNotification, "didShow"),
    (UIResponder.keyboardWillHideNotification, "willHide"),
    (UIResponder.keyboardDidHideNotification, "didHide"),
    (UIResponder.keyboardWillChangeFrameNotification, "willChangeFrame"),
    (UIResponder.keyboardDidChangeFrameNotification, "didChangeFrame"),
  ]

  init(extra: ((String) -> Void)? = nil) {
    self.extra = extra
    for (name, short) in Self.names {
      tokens.append(
        NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
          nonisolated(unsafe) let info = note.userInfo ?? [:]
          MainActor.assumeIsolated {
            self?.entries.append(Entry(name: short, info: info, time: CACurrentMediaTime()))
            self?.extra?(short)
          }
        })
    }
  }

  var names: [String] { entries.map(\.name) }
  func clear() { entries.removeAll() }
  func entry(_ name: String) -> Entry? { entries.first { $0.name == name } }

  func stop() {
    for token in tokens { NotificationCenter.default.removeObserver(token) }
    tokens = []
  }
}

/// A visible window the size of the main screen holding `views`, with no text input editing
/// anywhere and the clock settled.
@MainActor
func keyboardWindow(_ views: UIView...) -> UIWindow {
  UIApplication.shared.endEditingForTesting()
  let w = UIWindow(frame: UIScreen.main.bounds)
  w.makeKeyAndVisible()
  for v in views { w.addSubview(v) }
  UIApplication.shared.runUntilIdle()
  return w
}

/// The keyboard panel's layer in `window`'s render tree with the keyboard drawn over it.
@MainActor
func keyboardRenderLayer(over window: UIWindow) -> RenderLayer? {
  window._renderSnapshotWithKeyboard().sublayers.last { $0.name == "keyboard" }
}
