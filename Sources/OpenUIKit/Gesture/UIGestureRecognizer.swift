import Foundation
import OpenQuartzCore

/// Decides how gesture recognizers interact.
@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
}

extension UIGestureRecognizerDelegate {
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }
  public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
}

/// The base of all gesture recognizers.
///
/// State machine (UIKit's; the only place it changes is the `state` setter, which also sends
/// actions and enforces the legal transitions):
///
///     possible → recognized(ended) | failed                       (discrete)
///     possible → began → changed* → ended | cancelled | failed    (continuous)
///     ended/cancelled/failed → possible                           (reset after the touches end)
///
/// A recognizer that must wait for another to fail (`require(toFail:)`) holds its recognition
/// until then. Target-action works with a `UIAction` (`addAction(_:)`, sender = recognizer) or a
/// `Selector` registered in `ActionRegistry`.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
  open nonisolated override var description: String {
    MainActor.assumeIsolated { "<\(type(of: self)): \(ObjectIdentifier(self).debugAddress); state = \(_state)>" }
  }

  public enum State: Int, Sendable {
    case possible = 0
    case began = 1
    case changed = 2
    case ended = 3
    case cancelled = 4
    case failed = 5
    public static let recognized = State.ended
  }

  private struct TargetAction {
    weak var target: AnyObject?
    var action: Selector
  }
  private var targets: [TargetAction] = []
  private var actions: [UIAction] = []

  public private(set) weak var view: UIView?
  open var isEnabled: Bool = true {
    didSet { if !isEnabled && (state == .began || state == .changed) { state = .cancelled } }
  }
  open weak var delegate: (any UIGestureRecognizerDelegate)?
  open var cancelsTouchesInView = true
  open var delaysTouchesBegan = false
  open var delaysTouchesEnded = true
  open var name: String?

  var _state = State.possible
  /// A recognition waiting for required-to-fail recognizers.
  var _pendingState: State?
  var _failureRequirements: [WeakRecognizer] = []
  /// The touches this recognizer tracks.
  package var _touches: [UITouch] = []

  struct WeakRecognizer { weak var recognizer: UIGestureRecognizer? }

  public init(target: Any?, action: Selector?) {
    if let action { targets.append(TargetAction(target: target as AnyObject?, action: action)) }
  }

  public convenience override init() { self.init(target: nil, action: nil) }

  /// Linux form of target-action: the action's `sender` is this recognizer.
  public convenience init(action: UIAction) {
    self.init(target: nil, action: nil)
    actions.append(action)
  }

  open func addTarget(_ target: Any, action: Selector) {
    targets.append(TargetAction(target: target as AnyObject, action: action))
  }

  open func removeTarget(_ target: Any?, action: Selector?) {
    let obj = target as AnyObject?
    targets.removeAll { (obj == nil || $0.target === obj) && (action == nil || $0.action == action) }
  }

  /// Adds a closure action (DESIGN.md: target-action without the Objective-C runtime).
  public func addAction(_ action: UIAction) { actions.append(action) }

  public func removeAction(_ action: UIAction) { actions.removeAll { $0 === action } }

  /// The recognizer's state. Subclasses set it from their touch handlers.
  open var state: State {
    get { _state }
    set { GestureArena.requestTransition(self, to: newValue) }
  }

  open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
    _failureRequirements.append(WeakRecognizer(recognizer: otherGestureRecognizer))
  }

  open func location(in view: UIView?) -> CGPoint {
    guard !_touches.isEmpty else { return _lastLocationInWindow.map { view?.convert($0, from: nil) ?? $0 } ?? .zero }
    var x: CGFloat = 0, y: CGFloat = 0
    for t in _touches {
      let p = t.location(in: view)
      x += p.x; y += p.y
    }
    return CGPoint(x: x / CGFloat(_touches.count), y: y / CGFloat(_touches.count))
  }
  var _lastLocationInWindow: CGPoint?

  /// Where one of the recognizer's touches is; the touches are in the order they began. An
  /// index past `numberOfTouches` is UIKit's range exception (recorded; the answer is `.zero`).
  open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
    guard _touches.indices.contains(touchIndex) else {
      Diagnostics.exception(
        "-[\(type(of: self)) locationOfTouch:inView:]: index (\(touchIndex)) beyond bounds (\(_touches.count)).",
        name: "NSRangeException")
      return .zero
    }
    return _touches[touchIndex].location(in: view)
  }

  open var numberOfTouches: Int { _touches.count }

  // MARK: Subclass hooks (UIGestureRecognizerSubclass)

  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    if state == .began || state == .changed { state = .cancelled } else if state == .possible { state = .failed }
  }
  open func reset() {}
  open func ignore(_ touch: UITouch, for event: UIEvent) {
    _touches.removeAll { $0 === touch }
  }
  open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
  open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
  open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
  open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

  // MARK: Internals

  /// Subclasses still deciding after the touches ended (a tap waiting for a second tap, a long
  /// press timer) say so, to stay in the arena.
  var _isWaitingForMoreInput: Bool { false }

  /// Called after a lifted finger left `_touches` while other fingers stay down (multi-touch
  /// recognizers re-base what they measure so nothing jumps).
  func _touchesDidChange() {}

  /// What the trace says beside a state change: nil for one finger (the traces of one-finger
  /// gestures are as they were), the finger count otherwise; pinch and rotation add their value.
  var _traceDetail: String? {
    let down = _touches.count { $0.phase != .ended && $0.phase != .cancelled }
    return down > 1 ? "touches \(down)" : nil
  }

  package func _setView(_ view: UIView?) { self.view = view }

  package func _viewLeftWindow() {
    if _state == .began || _state == .changed { GestureArena.requestTransition(self, to: .cancelled) }
  }

  /// Sends the actions (called by the arena on began/changed/ended/cancelled).
  func _sendActions() {
    EventTrace.record("gesture", "\(type(of: self))", "state \(_state)", _traceDetail)
    for action in actions { action._perform(sender: self) }
    for t in targets {
      if let target = t.target { ActionRegistry.send(t.action, to: target, sender: self) }
    }
  }

  /// Back to `.possible` once the touch sequence is over.
  func _resetIfFinished() {
    guard _state == .ended || _state == .cancelled || _state == .failed || _touches.isEmpty else { return }
    if let last = _touches.last { _lastLocationInWindow = last.locationInWindow }
    _state = .possible
    _pendingState = nil
    _touches = []
    reset()
  }
}


extension UIGestureRecognizer {
  /// The recognizer's fingers still down.
  var _downCount: Int { _touches.count { $0.phase != .ended && $0.phase != .cancelled } }
}
