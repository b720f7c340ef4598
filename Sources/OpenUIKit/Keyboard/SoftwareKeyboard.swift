import Foundation
import OpenQuartzCore

/// The simulated software keyboard of a window scene (Docs/Behaviour.md "Keyboard").
///
/// It is up while a text input (a first responder that adopts `UIKeyInput`: `UITextField`,
/// `UITextView`) is first responder in a window, and goes down when the last one resigns;
/// switching between two text inputs leaves it where it is and posts nothing. Each change
/// slides the keyboard from or to the bottom of the screen in one `UIView.animate` block with
/// the keyboard's curve (7) over 0.25 s — inside it the will-notifications are posted
/// (willChangeFrame, then willShow or willHide), so layout changes their observers make
/// animate with the keyboard, as in UIKit — and the keyboard layout guides of the scene's
/// windows are laid out again; the did-notifications (didChangeFrame, then didShow or didHide)
/// follow when the slide ends on the media clock. The keyboard draws as a plain panel above the
/// app's windows (`_renderOverlay(into:of:)`), as UIKit's remote keyboard window sits above them.
@preconcurrency @MainActor
package final class _SoftwareKeyboard {
  /// The duration the notifications report and the slide takes.
  package static let animationDuration: TimeInterval = 0.25
  /// UIKit's private keyboard curve, as the notifications report it.
  package static let animationCurveRawValue = UIView.AnimationCurve._keyboardRawValue
  /// The curve-7 timing: a cubic Bézier fitted to the keyboard's motion [U] (Behaviour.md).
  package static let timingFunction = CAMediaTimingFunction(curve: UIView.AnimationCurve(_raw: animationCurveRawValue))

  /// Whether the keyboard is up (or sliding up).
  package private(set) var isShown = false
  /// The keyboard's frame in screen coordinates once the current slide ends.
  package private(set) var frame: CGRect = .null
  /// When the last slide ends (media time).
  private var slideEnd: CFTimeInterval = -.infinity
  /// The panel drawn for the keyboard: a view outside every window, animated like any view.
  private var panel: UIView?
  private var guides: [WeakGuide] = []
  private struct WeakGuide { weak var guide: UIKeyboardLayoutGuide? }

  package init() {}

  /// The keyboard of the scene `responder`'s window belongs to (the app's one scene).
  package static var current: _SoftwareKeyboard { UIWindowScene._main._keyboard }

  // MARK: Following the first responder

  /// Set while `UIResponder.becomeFirstResponder()` makes the current first responder resign
  /// for another: the keyboard waits for the new responder instead of going down.
  package static var switchingDepth = 0

  /// Brings the keyboard up or down for the first responder now (text inputs call this at the
  /// end of `becomeFirstResponder()`/`resignFirstResponder()`, after their delegate calls).
  package static func firstResponderDidChange() {
    guard switchingDepth == 0 else { return }
    current._update()
  }

  /// Whether `responder` brings the keyboard up as first responder.
  package static func isTextInput(_ responder: UIResponder?) -> Bool {
    guard let responder, responder is any UIKeyInput else { return false }
    if let view = responder as? UIView { return view.window != nil }
    return true
  }

  private func _update() {
    let wanted = Self.isTextInput(UIResponderChain.firstResponder)
    guard wanted != isShown else { return }
    isShown = wanted
    _slide()
  }

  // MARK: Geometry

  /// The keyboard's height on `profile` (portrait or landscape by its size), English QuickType
  /// keyboard with its suggestion bar and the home-indicator area [U] (Behaviour.md "Keyboard").
  package static func height(for profile: UIScreen.Profile) -> CGFloat {
    let landscape = profile.size.width > profile.size.height
    if profile.idiom == .pad { return landscape ? 405 : 320 }
    let longSide = max(profile.size.width, profile.size.height)
    if longSide < 812 { return landscape ? 194 : 260 }
    if longSide >= 926 { return landscape ? 209 : 346 }
    return landscape ? 209 : 336
  }

  private func _frames() -> (shown: CGRect, hidden: CGRect) {
    let screen = UIScreen.main.bounds
    let height = Self.height(for: UIScreen.main.profile)
    return (
      CGRect(x: screen.minX, y: screen.maxY - height, width: screen.width, height: height),
      CGRect(x: screen.minX, y: screen.maxY, width: screen.width, height: height)
    )
  }

  // MARK: Sliding

  private func _slide() {
    let frames = _frames()
    // At rest the keyboard starts from its resting frame on today's screen (the screen may have
    // changed since it last moved); a slide that interrupts another starts from the other's end.
    let begin: CGRect
    if CACurrentMediaTime() >= slideEnd {
      begin = isShown ? frames.hidden : frames.shown
    } else {
      begin = isShown ? (frame.isNull || frame.minY >= frames.hidden.minY ? frames.hidden : frame) : (frame.isNull ? frames.shown : frame)
    }
    let end = isShown ? frames.shown : frames.hidden
    frame = end
    let panel = _panel(startingAt: begin)
    let info: [AnyHashable: Any] = [
      UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
      UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
      UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: Self.animationDuration),
      UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: Self.animationCurveRawValue),
      UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
    ]
    let showing = isShown
    slideEnd = CACurrentMediaTime() + Self.animationDuration
    let center = NotificationCenter.default
    let options = UIView.AnimationOptions(rawValue: UInt(Self.animationCurveRawValue) << 16)
      .union([.overrideInheritedDuration, .overrideInheritedCurve, .overrideInheritedOptions, .beginFromCurrentState])
    UIView.animate(
      withDuration: Self.animationDuration, delay: 0, options: options,
      animations: {
        center.post(name: UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: info)
        center.post(name: showing ? UIResponder.keyboardWillShowNotification : UIResponder.keyboardWillHideNotification, object: nil, userInfo: info)
        panel.frame = end
        self._layOutGuides()
      },
      completion: { _ in
        center.post(name: UIResponder.keyboardDidChangeFrameNotification, object: nil, userInfo: info)
        center.post(name: showing ? UIResponder.keyboardDidShowNotification : UIResponder.keyboardDidHideNotification, object: nil, userInfo: info)
      })
  }

  /// The panel, placed at `begin` when no slide is in flight (a slide in flight goes on from
  /// where it is drawn, `.beginFromCurrentState`). Placing it matters when the screen changed
  /// while the keyboard was down (a rotation, another device): the panel left at the old
  /// screen's bottom would otherwise start the slide from there, off curve 7 from the
  /// reported begin frame.
  private func _panel(startingAt begin: CGRect) -> UIView {
    if let panel {
      if CACurrentMediaTime() >= slideEnd, panel.frame != begin {
        UIView.performWithoutAnimation { panel.frame = begin }
      }
      return panel
    }
    let view = UIView(frame: begin)
    view.backgroundColor = UIColor(red: 0.82, green: 0.835, blue: 0.855, alpha: 1)
    view.layer.name = "keyboard"
    panel = view
    return view
  }

  // MARK: Keyboard layout guides

  package func register(_ guide: UIKeyboardLayoutGuide) {
    guides.removeAll { $0.guide == nil }
    guides.append(WeakGuide(guide: guide))
  }

  /// Lays out again, inside the slide's animation block, every visible window whose views use
  /// a keyboard layout guide: the guides move to the keyboard's new top and the views
  /// constrained to them animate with the keyboard.
  private func _layOutGuides() {
    var windows: [UIWindow] = []
    for entry in guides {
      guard let guide = entry.guide, let owner = guide.owningView, let window = owner.window, !window.isHidden else { continue }
      owner.setNeedsLayout()
      if !windows.contains(where: { $0 === window }) { windows.append(window) }
    }
    for window in windows { window.layoutIfNeeded() }
  }

  /// The top of the keyboard layout guide in `view`'s coordinates: the keyboard's top while it
  /// is up (within the view's bounds), else the bottom of the view's safe area (or of the view
  /// without `usesBottomSafeArea`).
  package func guideTop(in view: UIView, usesBottomSafeArea: Bool) -> CGFloat {
    let bounds = view.bounds
    guard isShown, let window = view.window else {
      return bounds.height - (usesBottomSafeArea ? view.safeAreaInsets.bottom : 0)
    }
    let inWindow = frame.offsetBy(dx: -window.frame.minX, dy: -window.frame.minY)
    let top = view.convert(inWindow, from: window).minY - bounds.minY
    return min(max(0, top), bounds.height)
  }

  // MARK: Drawing

  /// Adds the keyboard's panel over `window`'s render tree while it is up or sliding.
  package func _renderOverlay(into root: inout RenderLayer, of window: UIWindow) {
    guard let panel, isShown || CACurrentMediaTime() < slideEnd else { return }
    var layer = panel.layer._renderSnapshot()
    layer.position.x -= window.frame.minX
    layer.position.y -= window.frame.minY
    root.sublayers.append(layer)
  }
}

extension UIWindowScene {
  /// The scene's software keyboard.
  package var _keyboard: _SoftwareKeyboard {
    if let keyboard = _keyboardStorage { return keyboard }
    let keyboard = _SoftwareKeyboard()
    _keyboardStorage = keyboard
    return keyboard
  }
}

extension UIWindow {
  /// The window's render tree with the software keyboard drawn over it while it is up.
  package func _renderSnapshotWithKeyboard() -> RenderLayer {
    var root = layer._renderSnapshot()
    (windowScene ?? UIWindowScene._main)._keyboard._renderOverlay(into: &root, of: self)
    return root
  }
}

extension _SoftwareKeyboard {
  /// The first responder resigns, made to if it refuses (`endEditing(true)` on its window).
  package static func forceResignFirstResponder() {
    guard let responder = UIResponderChain.firstResponder else { return }
    if !responder.resignFirstResponder() {
      UIResponderChain.firstResponder = nil
      firstResponderDidChange()
    }
  }

  /// The first responder, if it takes typed text.
  package static var keyInputResponder: (any UIKeyInput)? { UIResponderChain.firstResponder as? any UIKeyInput }
}
