import Foundation
import OpenQuartzCore
import OpenUIKit
import OpenUIKitTesting
import Testing
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

/// Moves the clock onto the next frame of the k/fps grid. Where earlier suites left the clock
/// between frames, a sample 0.1 s after a slide begins would fall at another point of the curve;
/// call this just before the change that starts the slide.
@MainActor
func alignClockToFrameGrid() {
  let fps = Double(UIScreen.main.maximumFramesPerSecond)
  let now = CACurrentMediaTime()
  UIApplication.shared.advance(by: ((now * fps).rounded(.down) + 1) / fps - now)
}

/// The top of the keyboard panel drawn over `window` 0.1 s into the slide that has just begun
/// (begun on the frame grid, `alignClockToFrameGrid()`).
@MainActor
func keyboardTopMidSlide(over window: UIWindow) throws -> CGFloat {
  UIApplication.shared.advance(by: 0.1)
  let layer = try #require(keyboardRenderLayer(over: window))
  return layer.position.y - layer.bounds.height * layer.anchorPoint.y
}

/// Where curve 7 puts the keyboard's top 0.1 s into a 0.25 s slide from `from` to `to`.
@MainActor
func curve7Top(from: CGFloat, to: CGFloat) -> CGFloat {
  let progress = CGFloat(_SoftwareKeyboard.timingFunction._solve(0.1 / 0.25))
  return from + (to - from) * progress
}
