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
  /// The first responder's input view and input accessory view while they show (or slide out),
  /// with the heights they were shown at (Docs/Behaviour/pickers17.md "Input views").
  private var inputs = _InputViews()
  /// The view holding the input views, on top of the first responder's window.
  private var inputHost: _InputViewHost?
  /// Counts slides, so that a hide's completion knows whether another slide followed it.
  private var slideCount = 0

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

  /// Whether `responder` brings the keyboard up as first responder: a text input, or any
  /// responder with an input view.
  package static func isTextInput(_ responder: UIResponder?) -> Bool {
    guard let responder, responder is any UIKeyInput || responder.inputView != nil else { return false }
    if let view = responder as? UIView { return view.window != nil }
    return true
  }

  private func _update() {
    let responder = UIResponderChain.firstResponder
    let wanted = Self.isTextInput(responder)
    let next = wanted ? _InputViews(responder: responder) : inputs
    guard wanted != isShown || next != inputs else { return }
    let replacing = wanted && isShown
    isShown = wanted
    inputs = next
    _slide(replacing: replacing, host: (responder as? UIView)?.window)
  }

  /// `reloadInputViews()` on the first responder: a change of its input views slides to them.
  package static func reloadInputViews(of responder: UIResponder) {
    guard responder.isFirstResponder, switchingDepth == 0 else { return }
    current._update()
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
    let height = inputs.totalHeight(keyboard: Self.height(for: UIScreen.main.profile))
    return (
      CGRect(x: screen.minX, y: screen.maxY - height, width: screen.width, height: height),
      CGRect(x: screen.minX, y: screen.maxY, width: screen.width, height: height)
    )
  }

  // MARK: Sliding

  private func _slide(replacing: Bool = false, host window: UIWindow? = nil) {
    let frames = _frames()
    // At rest the keyboard starts from its resting frame on today's screen (the screen may have
    // changed since it last moved); a slide that interrupts another starts from the other's end.
    // New input views replacing shown ones start from where the old ones are. A keyboard a
    // finger pulled down (interactive dismissal) starts from where the finger left it.
    let begin: CGRect
    if isTracking, !frame.isNull {
      begin = frame
    } else if replacing {
      begin = frame.isNull ? frames.hidden : frame
    } else if CACurrentMediaTime() >= slideEnd {
      begin = isShown ? frames.hidden : frames.shown
    } else {
      begin = isShown ? (frame.isNull || frame.minY >= frames.hidden.minY ? frames.hidden : frame) : (frame.isNull ? frames.shown : frame)
    }
    let end = isShown ? frames.shown : frames.hidden
    frame = end
    isTracking = false
    let accessory = inputs.accessoryHeight
    let panel = _panel(startingAt: Self.body(of: begin, accessory: accessory))
    let host = _inputHost(in: window, begin: begin)
    let info = Self.userInfo(begin: begin, end: end, duration: Self.animationDuration)
    let showing = isShown
    slideCount += 1
    let slide = slideCount
    slideEnd = CACurrentMediaTime() + Self.animationDuration
    let center = NotificationCenter.default
    let options = UIView.AnimationOptions(rawValue: UInt(Self.animationCurveRawValue) << 16)
      .union([.overrideInheritedDuration, .overrideInheritedCurve, .overrideInheritedOptions, .beginFromCurrentState])
    UIView.animate(
      withDuration: Self.animationDuration, delay: 0, options: options,
      animations: {
        center.post(name: UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: info)
        center.post(name: showing ? UIResponder.keyboardWillShowNotification : UIResponder.keyboardWillHideNotification, object: nil, userInfo: info)
        panel.frame = Self.body(of: end, accessory: accessory)
        host?.place(screenFrame: end)
        self._layOutGuides()
      },
      completion: { _ in
        if !showing, slide == self.slideCount { self._removeInputHost() }
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

  /// The user info of the keyboard's notifications for a move from `begin` to `end` (screen
  /// coordinates) taking `duration` seconds.
  private static func userInfo(begin: CGRect, end: CGRect, duration: TimeInterval) -> [AnyHashable: Any] {
    [
      UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
      UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
      UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: duration),
      UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: animationCurveRawValue),
      UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
    ]
  }

  // MARK: Interactive dismissal (Docs/Behaviour/scroll19.md)

  /// Whether a finger has pulled the keyboard off its resting frame (`keyboardDismissMode`
  /// `.interactive`) and it has not slid back or away since.
  package private(set) var isTracking = false
  /// The scroll view whose drag may pull the keyboard (its drag began above the keyboard).
  package var pullingScrollView: ObjectIdentifier?

  /// The keyboard's top at rest (screen coordinates), or nil while it is down or sliding.
  package var restingTop: CGFloat? {
    guard isShown, isTracking || CACurrentMediaTime() >= slideEnd else { return nil }
    return _frames().shown.minY
  }

  /// The largest `keyboardDismissPadding` of the keyboard layout guides of views in `window`
  /// (negative values count as 0): the finger starts pulling the keyboard that far above it.
  package func dismissPadding(in window: UIWindow) -> CGFloat {
    var padding: CGFloat = 0
    for entry in guides {
      guard let guide = entry.guide, guide.owningView?.window === window else { continue }
      padding = max(padding, guide.keyboardDismissPadding)
    }
    return padding
  }

  /// A finger dragging a scroll view with interactive dismissal is at `top` (screen y, the
  /// dismiss padding added): the keyboard's top follows it between its resting top and the
  /// bottom of the screen. Each move lays out the keyboard layout guides at once (no
  /// animation) and posts `keyboardWillChangeFrame` then `keyboardDidChangeFrame`, duration 0.
  package func track(top: CGFloat) {
    guard isShown, isTracking || CACurrentMediaTime() >= slideEnd, !frame.isNull else { return }
    let frames = _frames()
    let y = min(max(top, frames.shown.minY), frames.hidden.minY)
    let begin = isTracking ? frame : frames.shown
    guard y != begin.minY else { return }
    var end = frames.shown
    end.origin.y = y
    frame = end
    isTracking = true
    let accessory = inputs.accessoryHeight
    let info = Self.userInfo(begin: begin, end: end, duration: 0)
    UIView.performWithoutAnimation {
      self._panel(startingAt: Self.body(of: begin, accessory: accessory)).frame = Self.body(of: end, accessory: accessory)
      self.inputHost?.place(screenFrame: end)
      let center = NotificationCenter.default
      center.post(name: UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: info)
      self._layOutGuides()
      center.post(name: UIResponder.keyboardDidChangeFrameNotification, object: nil, userInfo: info)
    }
  }

  /// The finger that pulled the keyboard lifted without dismissing it (moving up, above the
  /// threshold, cancelled, or the responder refused to resign): the keyboard slides back up to
  /// its resting frame as when it shows (willChangeFrame + willShow, did- at the end).
  package func returnFromTracking() {
    guard isTracking else { return }
    guard isShown, frame.minY != _frames().shown.minY else {
      isTracking = false
      return
    }
    _slide()
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

  /// Adds the keyboard's panel over `window`'s render tree while it is up or sliding (not while
  /// an input view stands in for it: that draws in the window).
  package func _renderOverlay(into root: inout RenderLayer, of window: UIWindow) {
    guard let panel, inputs.input == nil, isShown || CACurrentMediaTime() < slideEnd else { return }
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

  /// A first responder inside `view` (the view itself, a descendant, or a controller whose view
  /// is one) resigns, made to if it refuses: `view` leaves its window or its window is hidden
  /// (Docs/Behaviour/tables18.md "First responder").
  package static func resignFirstResponder(inside view: UIView) {
    guard let responder = UIResponderChain.firstResponder,
      let responderView = (responder as? UIView) ?? (responder as? UIViewController)?.viewIfLoaded,
      responderView === view || responderView.isDescendant(of: view)
    else { return }
    if !responder.resignFirstResponder() {
      UIResponderChain.firstResponder = nil
      firstResponderDidChange()
    }
  }

  /// The first responder, if it takes typed text.
  package static var keyInputResponder: (any UIKeyInput)? { UIResponderChain.firstResponder as? any UIKeyInput }
}

// MARK: Input views

extension _SoftwareKeyboard {
  /// The keyboard's own part of `frame` (below the accessory view).
  static func body(of frame: CGRect, accessory: CGFloat) -> CGRect {
    guard accessory > 0, !frame.isNull else { return frame }
    return CGRect(x: frame.minX, y: frame.minY + accessory, width: frame.width, height: max(0, frame.height - accessory))
  }

  /// The host of the input views, set up with the current ones on top of `window` (the first
  /// responder's, else the window it is already in, else the key window) and placed at `begin`;
  /// nil (and any host removed) when there are no input views.
  func _inputHost(in window: UIWindow?, begin: CGRect) -> _InputViewHost? {
    guard inputs.input != nil || inputs.accessory != nil else {
      _removeInputHost()
      return nil
    }
    guard let target = window ?? inputHost?.window ?? UIApplication.shared._keyWindow else { return nil }
    let host = inputHost ?? _InputViewHost()
    inputHost = host
    UIView.performWithoutAnimation {
      host.install(inputs)
      if host.superview !== target {
        target.addSubview(host)
      } else {
        target.bringSubviewToFront(host)
      }
      host.place(screenFrame: begin)
    }
    return host
  }

  /// Takes the input views out of the window (their `window` becomes nil) once they slid out.
  func _removeInputHost() {
    guard let host = inputHost else { return }
    host.install(_InputViews())
    host.removeFromSuperview()
    inputHost = nil
  }

  /// The view standing in for the keyboard while input views show (nil otherwise).
  package var _inputViewHost: UIView? { inputHost }
}

/// The first responder's input views as the keyboard shows them.
@preconcurrency @MainActor
struct _InputViews {
  var input: UIView?
  var accessory: UIView?
  var inputHeight: CGFloat = 0
  var accessoryHeight: CGFloat = 0

  init() {}

  init(responder: UIResponder?) {
    input = responder?.inputView
    accessory = responder?.inputAccessoryView
    inputHeight = input.map(Self.height) ?? 0
    accessoryHeight = accessory.map(Self.height) ?? 0
  }

  /// A view's height as an input view: its intrinsic height, else its frame's.
  static func height(_ view: UIView) -> CGFloat {
    let h = view.intrinsicContentSize.height
    return h != UIView.noIntrinsicMetric && h > 0 ? h : view.bounds.height
  }

  /// The height the keyboard area takes: the input view's (or the keyboard's) plus the accessory's.
  func totalHeight(keyboard: CGFloat) -> CGFloat {
    (input == nil ? keyboard : inputHeight) + accessoryHeight
  }

  static func != (a: _InputViews, b: _InputViews) -> Bool {
    a.input !== b.input || a.accessory !== b.accessory || a.inputHeight != b.inputHeight || a.accessoryHeight != b.accessoryHeight
  }
}

/// Holds the input accessory view (on top) and the input view (below it), full width, on top
/// of the first responder's window, sliding like the keyboard it stands in for.
@preconcurrency @MainActor
final class _InputViewHost: UIView {
  private var inputs = _InputViews()

  init() {
    super.init(frame: .zero)
    layer._debugName = "UIInputViewHost"
  }

  required init?(coder: NSCoder) { nil }

  func install(_ new: _InputViews) {
    for view in [inputs.input, inputs.accessory] {
      if let view, view.superview === self, view !== new.input, view !== new.accessory { view.removeFromSuperview() }
    }
    inputs = new
    if let accessory = new.accessory, accessory.superview !== self { addSubview(accessory) }
    if let input = new.input, input.superview !== self { addSubview(input) }
  }

  /// Moves to `screenFrame` (screen coordinates); the input views fill it, laid out at once.
  func place(screenFrame: CGRect) {
    guard let window, !screenFrame.isNull else { return }
    frame = screenFrame.offsetBy(dx: -window.frame.minX, dy: -window.frame.minY)
    let width = screenFrame.width
    UIView.performWithoutAnimation {
      inputs.accessory?.frame = CGRect(x: 0, y: 0, width: width, height: inputs.accessoryHeight)
      inputs.input?.frame = CGRect(x: 0, y: inputs.accessoryHeight, width: width, height: inputs.inputHeight)
      inputs.accessory?.layoutIfNeeded()
      inputs.input?.layoutIfNeeded()
    }
  }
}
