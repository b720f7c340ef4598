import Foundation
import OpenQuartzCore

/// The status bar's content style.
public enum UIStatusBarStyle: Int, Sendable {
  /// Dark content in light mode (automatic by interface style since iOS 13).
  case `default` = 0
  /// Light content, for dark backgrounds.
  case lightContent = 1
  /// Dark content, for light backgrounds (iOS 13).
  case darkContent = 3
}

/// How the status bar animates when shown or hidden.
public enum UIStatusBarAnimation: Int, Sendable {
  case none = 0
  case fade = 1
  case slide = 2
}

/// The status bar as the app shows it: which controller decides its style and visibility, and
/// its frame. Recomputed when a controller asks (`setNeedsStatusBarAppearanceUpdate()`), after
/// appearance transitions end (presentations, dismissals, pushes, tab switches, a new root), when
/// a window becomes key or visible, and when the device profile changes. Changes are recorded in
/// the event trace (category "statusBar"); frame changes post
/// `UIApplication.didChangeStatusBarFrameNotification`.
///
/// Who decides (UIKit's documented rules, Docs/Behaviour.md "Status bar"): start from the key
/// window's root controller; walk its presentation chain and take the topmost presented
/// controller that is presented full screen or has `modalPresentationCapturesStatusBarAppearance`;
/// then follow `childForStatusBarStyle` (for the style) or `childForStatusBarHidden` (for
/// visibility) down to the controller that answers.
@preconcurrency @MainActor
package final class StatusBarState {
  package static let shared = StatusBarState()

  @exclusivity(unchecked) package private(set) var style: UIStatusBarStyle = .default
  @exclusivity(unchecked) package private(set) var isHidden = false
  @exclusivity(unchecked) package private(set) var frame: CGRect = .zero
  /// Whether the content is drawn light (white): `.lightContent`, or `.default` for a deciding
  /// controller in dark mode under `.iOS17` ("automatically chooses light or dark content based on
  /// the user interface style"; iOS 12 had no dark mode, so `.default` is dark content there).
  @exclusivity(unchecked) package private(set) var hasLightContent = false
  @exclusivity(unchecked) private var pending = false

  /// What a recorded frame's device frame draws (Docs/Behaviour.md "Device frame").
  package var _renderStatusBar: RenderStatusBar {
    RenderStatusBar(
      isHidden: isHidden, hasLightContent: hasLightContent,
      homeIndicatorOpacity: HomeIndicatorState.shared.opacity(at: MediaClock.shared.now))
  }

  /// Status bar height of the current device profile in portrait.
  package static func height(for profile: UIScreen.Profile) -> CGFloat {
    switch profile.name {
    case UIScreen.Profile.iPhoneSE.name: return 20
    default: return profile.idiom == .pad ? 24 : 54
    }
  }

  /// The status bar frame `update` computed last and the profile and visibility it came from
  /// (the frame is asked for on every update; the profile rarely changes).
  @exclusivity(unchecked) private var frameInputs: (profile: UIScreen.Profile, hidden: Bool, frame: CGRect)?

  /// The frame the status bar has on `profile` when hidden or not (`.zero` while hidden, or on
  /// an iPhone in landscape: vertically compact).
  private func frame(for profile: UIScreen.Profile, hidden: Bool) -> CGRect {
    if let frameInputs, frameInputs.hidden == hidden, frameInputs.profile == profile { return frameInputs.frame }
    let landscapePhone = profile.idiom == .phone && profile.size.width > profile.size.height
    let frame = hidden || landscapePhone ? .zero : CGRect(x: 0, y: 0, width: profile.size.width, height: Self.height(for: profile))
    frameInputs = (profile, hidden, frame)
    return frame
  }

  /// Coalesces recomputations to the next run-loop turn (after the current transition's
  /// bookkeeping is done).
  package func setNeedsUpdate() {
    guard !pending else { return }
    pending = true
    // The shared state named inside, not captured: the closure needs no context (issue 15).
    MediaClock.shared.enqueue { StatusBarState.shared.runPendingUpdate() }
  }

  private func runPendingUpdate() {
    pending = false
    // The deciding controller, found once for the status bar and the home indicator.
    let decider = update(animation: .none)
    // A plain `UIViewController` decides nothing about the home indicator (its answers are the
    // base class's: not auto-hidden, no deferred edges, no child to ask): when the indicator
    // already shows that, its update would change nothing and ask nothing a client can see.
    if let decider, Self.answersByDefault(decider), !HomeIndicatorState.shared.prefersAutoHidden,
      HomeIndicatorState.shared.deferredEdges.isEmpty
    {
      return
    }
    HomeIndicatorState.shared.update(decider: decider)
  }

  /// Whether `controller`'s class is `UIViewController` itself, whose status-bar and
  /// home-indicator answers are the base implementations' (`preferredStatusBarStyle` `.default`,
  /// `prefersStatusBarHidden` false, no `childForStatusBarStyle`/`childForStatusBarHidden`, not
  /// auto-hidden, no deferred edges): asking them is neither needed nor visible to a client
  /// (a subclass, even OpenUIKit's own containers, may override any of them and is asked).
  @inline(__always)
  static func answersByDefault(_ controller: UIViewController) -> Bool {
    ObjectIdentifier(type(of: controller)) == ObjectIdentifier(UIViewController.self)
  }

  /// The controller that decides the status bar of `root`'s window.
  package static func decidingController(root: UIViewController) -> UIViewController {
    var decider = root
    var current = root
    while let presented = current.presentedViewController, presented !== current {
      let style = presented.presentationController?.presentationStyle ?? presented.modalPresentationStyle
      if style == .fullScreen || presented.modalPresentationCapturesStatusBarAppearance { decider = presented }
      current = presented
    }
    return decider
  }

  package static func styleController(root: UIViewController) -> UIViewController {
    styleController(decider: decidingController(root: root))
  }

  /// `styleController(root:)` from the deciding controller (found once per update).
  private static func styleController(decider: UIViewController) -> UIViewController {
    var vc = decider
    var guardCount = 0
    while let child = vc.childForStatusBarStyle, child !== vc, guardCount < 64 { vc = child; guardCount += 1 }
    return vc
  }

  package static func hiddenController(root: UIViewController) -> UIViewController {
    hiddenController(decider: decidingController(root: root))
  }

  private static func hiddenController(decider: UIViewController) -> UIViewController {
    var vc = decider
    var guardCount = 0
    while let child = vc.childForStatusBarHidden, child !== vc, guardCount < 64 { vc = child; guardCount += 1 }
    return vc
  }

  /// The animation the controller deciding visibility asks for.
  package static func hiddenAnimation() -> UIStatusBarAnimation {
    guard let root = keyRoot() else { return .none }
    return hiddenController(root: root).preferredStatusBarUpdateAnimation
  }

  package static func keyRoot() -> UIViewController? {
    let app = UIApplication.shared
    let key = app._keyWindow
    let window = key != nil && !key!.isHidden ? key : app.windows.last
    return window?.rootViewController
  }

  /// Recomputes style, visibility and frame now; returns the deciding controller (nil: no key
  /// root).
  @discardableResult
  package func update(animation: UIStatusBarAnimation) -> UIViewController? {
    let app = UIApplication.shared
    var newStyle = UIStatusBarStyle.default
    var newHidden = false
    var newLight = false
    var deciding: UIViewController?
    if let root = Self.keyRoot() {
      // The deciding controller once for the three questions below (issue 15: it was walked
      // three times per update, twice on each present+dismiss).
      let decider = Self.decidingController(root: root)
      deciding = decider
      if Self.answersByDefault(decider) {
        // The base class's answers (`.default`, shown), known without walking or asking.
        newLight = app.linkedSDK == .iOS17 && decider.traitCollection.userInterfaceStyle == .dark
      } else {
        let styleController = Self.styleController(decider: decider)
        newStyle = styleController.preferredStatusBarStyle
        newHidden = Self.hiddenController(decider: decider).prefersStatusBarHidden
        switch newStyle {
        case .lightContent: newLight = true
        case .darkContent: newLight = false
        case .default:
          newLight = app.linkedSDK == .iOS17 && styleController.traitCollection.userInterfaceStyle == .dark
        }
      }
      // iOS 13+: a card sheet scales the full-screen content back over a black backdrop, and
      // the status bar turns light over it (spec §A1, O-flutter).
      if let view = decider.viewIfLoaded, view.transform.a < 0.999 { newLight = true }
    }
    hasLightContent = newLight
    // iPhone hides the status bar in landscape (vertically compact).
    let newFrame = frame(for: UIScreen.main.profile, hidden: newHidden)
    if newStyle != style {
      style = newStyle
      EventTrace.record("statusBar", "UIApplication", "style", "\(newStyle)")
    }
    if newHidden != isHidden {
      isHidden = newHidden
      EventTrace.record("statusBar", "UIApplication", newHidden ? "hidden" : "shown", "animation: \(animation)")
    }
    if newFrame != frame {
      frame = newFrame
      EventTrace.record("statusBar", "UIApplication", "frame", "\(newFrame)")
      NotificationCenter.default.post(name: UIApplication.didChangeStatusBarFrameNotification, object: app)
      // An observer may have presented or dismissed: the caller gets the deciding controller of now.
      deciding = Self.keyRoot().map { Self.decidingController(root: $0) }
    }
    return deciding
  }
}

extension UIApplication {
  @available(iOS, deprecated: 13.0, message: "Use the statusBarManager property of the window scene instead.")
  public static let didChangeStatusBarFrameNotification = Notification.Name("UIApplicationDidChangeStatusBarFrameNotification")

  /// The status bar's current style (chosen by the deciding controller).
  @available(iOS, deprecated: 13.0, message: "Use the statusBarManager property of the window scene instead.")
  public var statusBarStyle: UIStatusBarStyle { StatusBarState.shared.style }

  /// Whether the deciding controller hides the status bar.
  @available(iOS, deprecated: 13.0, message: "Use the statusBarManager property of the window scene instead.")
  public var isStatusBarHidden: Bool { StatusBarState.shared.isHidden }

  /// The status bar's frame in screen coordinates; `.zero` while hidden (by a controller, or on
  /// an iPhone in landscape).
  @available(iOS, deprecated: 13.0, message: "Use the statusBarManager property of the window scene instead.")
  public var statusBarFrame: CGRect { StatusBarState.shared.frame }

  /// The interface orientation, from the device's.
  @available(iOS, deprecated: 13.0, message: "Use the interfaceOrientation property of the window scene instead.")
  public var statusBarOrientation: UIInterfaceOrientation { UIDevice.current.orientation._interfaceOrientation }
}

/// A window scene's status bar (iOS 13): what the deciding controller asks for, read only.
/// One per app here, as there is one window scene.
@preconcurrency @MainActor
open class UIStatusBarManager: NSObject {
  static let _shared = UIStatusBarManager()

  override private init() { super.init() }

  /// The status bar's style (chosen by the deciding controller).
  open var statusBarStyle: UIStatusBarStyle { StatusBarState.shared.style }

  /// Whether the deciding controller hides the status bar.
  open var isStatusBarHidden: Bool { StatusBarState.shared.isHidden }

  /// The status bar's frame in the scene's coordinates; `.zero` while hidden (by a controller,
  /// or on an iPhone in landscape).
  open var statusBarFrame: CGRect { StatusBarState.shared.frame }
}
