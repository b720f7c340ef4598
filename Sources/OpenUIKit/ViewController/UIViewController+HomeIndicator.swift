import Foundation
import OpenQuartzCore

/// One swipe that began at a system-gesture edge of the screen (top or bottom).
package struct SystemGestureEdgeSwipeRecord: Hashable, Sendable {
  /// `.top` or `.bottom`.
  package var edge: UIRectEdge
  /// Media time at which the finger had moved far enough from the edge to make it a swipe.
  package var time: CFTimeInterval
  /// Whether a device gives it to the app (the first swipe from a deferred edge) rather than to
  /// the system. Here nothing takes edge swipes away from the app: its views get every touch
  /// either way; this records what a device would do.
  package var goesToApp: Bool
}

/// The device's home indicator and system-gesture edges, as the app asks for them (iOS 11).
///
/// Who decides: the controller that decides the status bar (`StatusBarState.decidingController`:
/// the key window's root, or the topmost controller presented full screen or capturing status
/// bar appearance), then down `childForHomeIndicatorAutoHidden` (for the indicator) or
/// `childForScreenEdgesDeferringSystemGestures` (for the edges) to the controller that answers.
/// Re-read when a controller asks (`setNeedsUpdateOfHomeIndicatorAutoHidden()`,
/// `setNeedsUpdateOfScreenEdgesDeferringSystemGestures()`) and whenever the status bar is
/// (appearance transitions ending: presentations, dismissals, container changes; a new key window).
///
/// What the device does (Docs/Behaviour/sysui13.md): devices without a home button show the
/// indicator; while the deciding controller prefers it auto-hidden, it fades out
/// `autoHideDelay` after the last touch (or after the preference took effect) over
/// `fadeDuration`, and a touch brings it back over `fadeDuration`. The opacity is a function of
/// media time, computed when asked, so no timer keeps the clock busy.
@preconcurrency @MainActor
package final class HomeIndicatorState {
  package static let shared = HomeIndicatorState()

  /// Seconds without touches before the indicator fades out [U].
  package static let autoHideDelay: CFTimeInterval = 2
  /// Seconds of the linear fade out and back in [U].
  package static let fadeDuration: CFTimeInterval = 0.25
  /// A touch beginning this close (points) to the top or bottom screen edge may be a system
  /// gesture [U].
  package static let edgeZone: CGFloat = 20
  /// How far (points) a finger moves away from the edge to make a swipe [U].
  package static let swipeDistance: CGFloat = 10
  /// After a deferred edge gave its first swipe to the app, the next swipe from that edge within
  /// this many seconds goes to the system [U].
  package static let secondSwipeWindow: CFTimeInterval = 3

  /// The deciding controller's `prefersHomeIndicatorAutoHidden`.
  @exclusivity(unchecked) package private(set) var prefersAutoHidden = false
  /// The deciding controller's `preferredScreenEdgesDeferringSystemGestures`.
  @exclusivity(unchecked) package private(set) var deferredEdges: UIRectEdge = []
  /// Edge swipes seen so far, oldest first (at most `maxSwipes`).
  @exclusivity(unchecked) package private(set) var edgeSwipes: [SystemGestureEdgeSwipeRecord] = []
  private static let maxSwipes = 64

  /// The current fade: opacity goes from `from` to `to` over `fadeDuration` from `start`.
  @exclusivity(unchecked) private var fadeFrom = 1.0
  @exclusivity(unchecked) private var fadeTo = 1.0
  @exclusivity(unchecked) private var fadeStart = -Double.infinity
  /// Media time of the last touch event or of the preference taking effect.
  @exclusivity(unchecked) private var idleSince: CFTimeInterval = 0
  /// Touches that began in an edge zone and have not yet become swipes.
  @exclusivity(unchecked) private var edgeTouches: [(touch: ObjectIdentifier, edge: UIRectEdge, start: CGPoint)] = []
  /// Per edge: when a deferred edge last gave a first swipe to the app.
  @exclusivity(unchecked) private var armedTop: CFTimeInterval?
  @exclusivity(unchecked) private var armedBottom: CFTimeInterval?

  private init() {}

  /// Whether the current device draws a home indicator (no home button: a bottom safe area).
  package var isPresent: Bool {
    var profile = UIScreen.main.profile
    if profile.size.width > profile.size.height { profile.size = CGSize(width: profile.size.height, height: profile.size.width) }
    return profile._safeAreaInsets.bottom > 0
  }

  // MARK: Deciding controllers

  /// The controller whose `prefersHomeIndicatorAutoHidden` counts, from the key window's root.
  package static func homeIndicatorController(root: UIViewController) -> UIViewController {
    homeIndicatorController(decider: StatusBarState.decidingController(root: root))
  }

  /// `homeIndicatorController(root:)` from the deciding controller (found once per update).
  private static func homeIndicatorController(decider: UIViewController) -> UIViewController {
    var vc = decider
    var guardCount = 0
    while let child = vc.childForHomeIndicatorAutoHidden, child !== vc, guardCount < 64 { vc = child; guardCount += 1 }
    return vc
  }

  /// The controller whose `preferredScreenEdgesDeferringSystemGestures` counts.
  package static func systemGesturesController(root: UIViewController) -> UIViewController {
    systemGesturesController(decider: StatusBarState.decidingController(root: root))
  }

  private static func systemGesturesController(decider: UIViewController) -> UIViewController {
    var vc = decider
    var guardCount = 0
    while let child = vc.childForScreenEdgesDeferringSystemGestures, child !== vc, guardCount < 64 {
      vc = child
      guardCount += 1
    }
    return vc
  }

  // MARK: Updates

  /// Re-reads both preferences from the deciding controllers now.
  package func update() {
    update(decider: StatusBarState.keyRoot().map { StatusBarState.decidingController(root: $0) })
  }

  /// `update()` with the deciding controller (nil: no key root) already found: the status bar's
  /// update, just before, found the same one (issue 15: the chain was walked three times per
  /// update, twice a present+dismiss).
  package func update(decider: UIViewController?) {
    var hides = false
    var edges: UIRectEdge = []
    if let decider {
      hides = Self.homeIndicatorController(decider: decider).prefersHomeIndicatorAutoHidden
      edges = Self.systemGesturesController(decider: decider).preferredScreenEdgesDeferringSystemGestures
    }
    let now = MediaClock.shared.now
    if hides != prefersAutoHidden {
      settle(at: now)
      prefersAutoHidden = hides
      if hides {
        // The countdown starts when the preference takes effect.
        idleSince = now
      } else {
        show(at: now)
      }
      EventTrace.record("homeIndicator", "UIApplication", hides ? "autoHidden" : "alwaysShown")
    }
    if edges != deferredEdges {
      deferredEdges = edges
      if !edges.contains(.top) { armedTop = nil }
      if !edges.contains(.bottom) { armedBottom = nil }
      EventTrace.record("systemGestures", "UIApplication", "deferredEdges", Self.describe(edges))
    }
  }

  /// The indicator's opacity at media time `t` (0 where the device has none).
  package func opacity(at t: CFTimeInterval) -> Double {
    guard isPresent else { return 0 }
    settle(at: t)
    return fadeValue(at: t)
  }

  private func fadeValue(at t: CFTimeInterval) -> Double {
    if t >= fadeStart + Self.fadeDuration { return fadeTo }
    if t <= fadeStart { return fadeFrom }
    return fadeFrom + (fadeTo - fadeFrom) * (t - fadeStart) / Self.fadeDuration
  }

  /// Starts the fade-out due by `t`, if any: auto-hidden preferred, shown (or coming back), and
  /// `autoHideDelay` passed since the last touch.
  private func settle(at t: CFTimeInterval) {
    guard prefersAutoHidden, fadeTo == 1 else { return }
    let hideAt = idleSince + Self.autoHideDelay
    guard t >= hideAt else { return }
    fadeFrom = fadeValue(at: hideAt)
    fadeTo = 0
    fadeStart = hideAt
  }

  /// Brings the indicator back (from where it is) starting at `t`.
  private func show(at t: CFTimeInterval) {
    guard fadeTo != 1 else { return }
    fadeFrom = fadeValue(at: t)
    fadeTo = 1
    fadeStart = t
  }

  // MARK: Touches

  /// Every touch event the app receives: a touch shows the indicator and restarts its countdown;
  /// touches at the top and bottom edges are followed until they become swipes.
  package func noteTouches(_ event: UIEvent, in window: UIWindow) {
    let touches = event._orderedTouches
    guard !touches.isEmpty else { return }
    let now = MediaClock.shared.now
    settle(at: now)
    show(at: now)
    idleSince = now
    for touch in touches {
      switch touch.phase {
      case .began: beginEdgeTouch(touch, in: window)
      case .moved: moveEdgeTouch(touch, in: window, at: now)
      case .ended, .cancelled:
        if !edgeTouches.isEmpty { edgeTouches.removeAll { $0.touch == ObjectIdentifier(touch) } }
      default: break
      }
    }
  }

  private func screenPoint(_ touch: UITouch, in window: UIWindow) -> CGPoint {
    let p = touch.location(in: nil)
    return CGPoint(x: p.x + window.frame.minX, y: p.y + window.frame.minY)
  }

  private func beginEdgeTouch(_ touch: UITouch, in window: UIWindow) {
    let p = screenPoint(touch, in: window)
    let height = UIScreen.main.bounds.height
    let edge: UIRectEdge
    if p.y <= Self.edgeZone {
      edge = .top
    } else if p.y >= height - Self.edgeZone {
      edge = .bottom
    } else {
      return
    }
    let id = ObjectIdentifier(touch)
    edgeTouches.removeAll { $0.touch == id }
    edgeTouches.append((id, edge, p))
  }

  private func moveEdgeTouch(_ touch: UITouch, in window: UIWindow, at now: CFTimeInterval) {
    guard !edgeTouches.isEmpty else { return }
    let id = ObjectIdentifier(touch)
    guard let i = edgeTouches.firstIndex(where: { $0.touch == id }) else { return }
    let (_, edge, start) = edgeTouches[i]
    let p = screenPoint(touch, in: window)
    let inward = edge == .top ? p.y - start.y : start.y - p.y
    guard inward >= Self.swipeDistance else { return }
    edgeTouches.remove(at: i)
    var goesToApp = false
    if deferredEdges.contains(edge) {
      let armed = edge == .top ? armedTop : armedBottom
      if let armed, now - armed <= Self.secondSwipeWindow {
        if edge == .top { armedTop = nil } else { armedBottom = nil }
      } else {
        goesToApp = true
        if edge == .top { armedTop = now } else { armedBottom = now }
      }
    }
    if edgeSwipes.count == Self.maxSwipes { edgeSwipes.removeFirst() }
    edgeSwipes.append(SystemGestureEdgeSwipeRecord(edge: edge, time: now, goesToApp: goesToApp))
    EventTrace.record(
      "systemGestures", "UIApplication", "edgeSwipe", "\(Self.describe(edge)) → \(goesToApp ? "app" : "system")")
  }

  private static func describe(_ edges: UIRectEdge) -> String {
    let names: [(UIRectEdge, String)] = [(.top, "top"), (.left, "left"), (.bottom, "bottom"), (.right, "right")]
    let parts = names.filter { edges.contains($0.0) }.map(\.1)
    return parts.isEmpty ? "none" : parts.joined(separator: ", ")
  }
}
