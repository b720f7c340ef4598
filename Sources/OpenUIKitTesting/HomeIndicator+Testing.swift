import Foundation
import OpenQuartzCore
import OpenUIKit

/// The home indicator as the device shows it at one moment (read with `UIScreen.homeIndicator`).
public struct HomeIndicatorStatus: Hashable, Sendable {
  /// Whether the device has one (no home button: iPhone 15, iPads here; not iPhone SE).
  public var isPresent: Bool
  /// The deciding controller's `prefersHomeIndicatorAutoHidden` (after `childForHomeIndicatorAutoHidden`).
  public var prefersAutoHidden: Bool
  /// 1 shown, 0 faded out, in between while fading (0 when the device has none).
  public var opacity: Double
  /// Drawn at all: present and not fully faded out.
  public var isVisible: Bool { opacity > 0 }
}

/// A swipe that began at a system-gesture edge (top: Notification and Control Centre; bottom:
/// the Home Screen), with who would take it on a device. Nothing in OpenUIKit takes edge
/// swipes: the app's views and gesture recognizers receive every touch whoever would take it.
public struct SystemGestureEdgeSwipe: Hashable, Sendable {
  /// `.top` or `.bottom`.
  public var edge: UIRectEdge
  /// Media time at which the finger had moved far enough from the edge to make it a swipe.
  public var time: TimeInterval
  /// True for the first swipe from an edge the deciding controller defers
  /// (`preferredScreenEdgesDeferringSystemGestures`); false when the system would take it.
  public var goesToApp: Bool
}

extension UIScreen {
  /// The home indicator now: whether the device has one, whether the app lets it auto-hide,
  /// and its opacity on the media clock (Docs/Behaviour/sysui13.md).
  public var homeIndicator: HomeIndicatorStatus {
    let state = HomeIndicatorState.shared
    return HomeIndicatorStatus(
      isPresent: state.isPresent, prefersAutoHidden: state.prefersAutoHidden,
      opacity: state.opacity(at: MediaClock.shared.now))
  }

  /// The screen edges whose system gestures the deciding controller defers
  /// (`preferredScreenEdgesDeferringSystemGestures` after `childForScreenEdgesDeferringSystemGestures`).
  public var deferredSystemGestureEdges: UIRectEdge { HomeIndicatorState.shared.deferredEdges }

  /// Swipes from the top and bottom edges so far, oldest first (the last 64).
  public var systemGestureEdgeSwipes: [SystemGestureEdgeSwipe] {
    HomeIndicatorState.shared.edgeSwipes.map {
      SystemGestureEdgeSwipe(edge: $0.edge, time: $0.time, goesToApp: $0.goesToApp)
    }
  }
}
