import Foundation
import OpenQuartzCore

/// One finger on the screen.
@preconcurrency @MainActor
public final class UITouch: NSObject {
  public enum Phase: Int, Sendable {
    case began, moved, stationary, ended, cancelled, regionEntered, regionMoved, regionExited
  }
  public enum TouchType: Int, Sendable { case direct, indirect, pencil, indirectPointer }

  public internal(set) var phase: Phase
  public internal(set) var timestamp: TimeInterval
  public internal(set) var tapCount: Int = 1
  public internal(set) var type: TouchType = .direct
  public internal(set) var window: UIWindow? {
    get { _windowLink.view }
    set { _windowLink = _ViewLink<UIWindow>(newValue) }
  }
  /// A `_ViewLink`, not a weak reference, so the window gets no side table.
  private var _windowLink: _ViewLink<UIWindow>
  public internal(set) weak var view: UIView?
  public internal(set) var gestureRecognizers: [UIGestureRecognizer]? = nil
  /// Where the touch is, in window coordinates.
  var locationInWindow: CGPoint
  var previousLocationInWindow: CGPoint

  package init(phase: Phase, location: CGPoint, window: UIWindow?, timestamp: TimeInterval) {
    self.phase = phase
    self.locationInWindow = location
    self.previousLocationInWindow = location
    self._windowLink = _ViewLink<UIWindow>(window)
    self.timestamp = timestamp
  }

  /// The touch's location in `view`'s coordinates (window coordinates for nil).
  public func location(in view: UIView?) -> CGPoint {
    guard let view else { return locationInWindow }
    return view.convert(locationInWindow, from: window)
  }

  public func previousLocation(in view: UIView?) -> CGPoint {
    guard let view else { return previousLocationInWindow }
    return view.convert(previousLocationInWindow, from: window)
  }

}

/// An event: the touches of one moment — every finger down, each with its own phase (one that
/// did not move is `.stationary`).
@preconcurrency @MainActor
public class UIEvent: NSObject {
  public enum EventType: Int, Sendable { case touches, motion, remoteControl, presses, scroll, hover, transform }
  public var type: EventType { .touches }
  public internal(set) var timestamp: TimeInterval
  var touches: Set<UITouch>
  /// The touches in the order the sender gave them: the dispatcher hit-tests and delivers in
  /// this order, so a multi-touch event is delivered the same way in every run.
  let _orderedTouches: [UITouch]

  package init(touches: Set<UITouch>, timestamp: TimeInterval) {
    self.touches = touches
    self._orderedTouches = Array(touches)
    self.timestamp = timestamp
  }

  /// An event carrying several touches in a fixed order (synthesized multi-touch).
  package init(orderedTouches: [UITouch], timestamp: TimeInterval) {
    var seen = Set<ObjectIdentifier>()
    let unique = orderedTouches.filter { seen.insert(ObjectIdentifier($0)).inserted }
    self.touches = Set(unique)
    self._orderedTouches = unique
    self.timestamp = timestamp
  }

  public var allTouches: Set<UITouch>? { touches }

  /// The event's touches delivered to `view`: a view that is not multiple-touch-enabled does not
  /// count the touches it was not given (Docs/Behaviour.md "Multi-touch").
  public func touches(for view: UIView) -> Set<UITouch>? {
    touches.filter { $0.view === view && !TouchDispatcher.withheldFromView.contains(ObjectIdentifier($0)) }
  }

  public func touches(for window: UIWindow) -> Set<UITouch>? {
    touches.filter { $0.window === window }
  }

  public func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
    touches.filter { $0.gestureRecognizers?.contains { $0 === gesture } ?? false }
  }
}

extension UITouch {
  /// Moves a synthesized touch (OpenUIKitTesting).
  package func _move(to point: CGPoint, phase: Phase, timestamp: TimeInterval) {
    previousLocationInWindow = locationInWindow
    locationInWindow = point
    self.phase = phase
    self.timestamp = timestamp
  }
}
