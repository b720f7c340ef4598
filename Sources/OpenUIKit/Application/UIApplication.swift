import Foundation
import OpenQuartzCore

/// The app object: its windows, the key window, and the driver of the per-frame UIKit work
/// (layout of visible windows) on the one media clock.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
  public static let shared = UIApplication()

  /// Windows are held weakly, and strongly while visible: a visible window stays on screen
  /// (as the scene keeps it in UIKit) even when nobody else holds it; a hidden one lives as long
  /// as its owner keeps it.
  @exclusivity(unchecked) private var _windowRefs: [WeakWindow] = []
  @exclusivity(unchecked) private var _visibleWindows: [ObjectIdentifier: UIWindow] = [:]
  /// A `_ViewLink`, not a weak reference, so windows get no side table.
  @MainActor private struct WeakWindow {
    let link: _ViewLink<UIWindow>
    init(window: UIWindow) { link = _ViewLink<UIWindow>(window) }
    var window: UIWindow? { link.view }
  }
  package var _windows: [UIWindow] { _windowRefs.compactMap(\.window) }
  /// Whether a window (shown or not) has `vc` as its root (a plain loop, no array of windows).
  package func _hasWindow(whoseRootViewControllerIs vc: UIViewController) -> Bool {
    for ref in _windowRefs { if let w = ref.window, w.rootViewController === vc { return true } }
    return false
  }
  package var _keyWindow: UIWindow? {
    get { _keyWindowLink.view }
    set { _keyWindowLink = _ViewLink<UIWindow>(newValue) }
  }
  @exclusivity(unchecked) private var _keyWindowLink = _ViewLink<UIWindow>()
  /// Behaviour version (`linkedSDK`, Application/UIKitSDK.swift).
  @exclusivity(unchecked) package var _linkedSDK: UIKitSDK = .iOS17
  /// Set once a window was shown or made key: from then on `linkedSDK` is fixed.
  @exclusivity(unchecked) package var _hasShownWindows = false

  private override init() {
    super.init()
    Self._installFrameHandlers()
  }

  /// The layout phase of each frame and the pending-layout check of `runUntilIdle()`. Made in a
  /// main-actor method, not in `init`: closures formed in the initializer are sendable and check
  /// the executor on every call.
  private static func _installFrameHandlers() {
    MediaClock.shared.addFrameHandler(
      order: MediaClock.Phase.layout, wake: { UIApplication.shared._visibleWindowNeedsLayout ? -.infinity : .infinity }
    ) { _ in
      UIApplication.shared._layoutVisibleWindows()
    }
    // Pending layout is work of the next update cycle (UIKit lays out at the end of the turn that
    // asked for it): `runUntilIdle()` gives a visible window that still needs layout its frame.
    MediaClock.shared.addPendingFrameCheck { UIApplication.shared._visibleWindowNeedsLayout }
  }

  /// Visible windows, back to front.
  open var windows: [UIWindow] { _windows.filter { !$0.isHidden } }

  @available(*, deprecated, message: "Use a window scene's key window")
  open var keyWindow: UIWindow? { _keyWindow }

  open var applicationState: State { .active }
  public enum State: Int, Sendable { case active, inactive, background }

  open var isIdleTimerDisabled = false

  open override var next: UIResponder? { nil }

  /// Sends an action to a target, or up the responder chain from the first responder when
  /// `target` is nil. Returns true if someone handled it.
  @discardableResult
  open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
    if let t = target as AnyObject? {
      return ActionRegistry.send(action, to: t, sender: sender)
    }
    var r: UIResponder? = UIResponderChain.firstResponder ?? (sender as? UIResponder)
    while let current = r {
      if ActionRegistry.perform(action, on: current, sender: sender) { return true }
      r = current.next
    }
    return false
  }

  package func _register(_ window: UIWindow) {
    _hasShownWindows = true
    _windowRefs.removeAll { $0.window == nil }
    if !_windowRefs.contains(where: { $0.window === window }) { _windowRefs.append(WeakWindow(window: window)) }
  }

  package func _windowVisibilityChanged(_ window: UIWindow) {
    if window.isHidden {
      _visibleWindows[ObjectIdentifier(window)] = nil
    } else {
      _register(window)
      _visibleWindows[ObjectIdentifier(window)] = window
    }
  }

  /// Ensures the app object (and its frame handlers) exists.
  package static func _bootstrap() { _ = shared }

  /// True if the layout pass of a visible window would lay out anything (a mark anywhere in a
  /// window's tree reaches the window itself, see `_markSubtreeNeedsLayout`).
  var _visibleWindowNeedsLayout: Bool {
    // A plain loop: a main-actor closure passed to `contains` checks the executor when called
    // (issue 15: this is asked at every idle-frame skip).
    for ref in _windowRefs {
      guard let w = ref.window, !w.isHidden else { continue }
      if w._needsLayout || w._subtreeNeedsLayout { return true }
    }
    return false
  }

  func _layoutVisibleWindows() {
    // Over the references, not `_windows`: this runs every frame that lays out, and the array
    // `_windows` builds is not needed (a window shown by a layout pass waits for the next frame,
    // as it did with the array taken before the loop).
    let refs = _windowRefs
    for ref in refs { if let w = ref.window, !w.isHidden { w.layoutIfNeeded() } }
  }
}
