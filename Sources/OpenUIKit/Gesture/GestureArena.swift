import Foundation
import OpenQuartzCore

/// Coordinates the recognizers of the current touch sequence: legal state transitions,
/// `gestureRecognizerShouldBegin`, required failures, simultaneous recognition, and the
/// cancellation of the view's touches (`cancelsTouchesInView`).
@preconcurrency @MainActor
enum GestureArena {
  /// Recognizers taking part in the current touch sequence (and ones still settling).
  static var members: [UIGestureRecognizer] = []

  /// The order in which the recognizers of a new touch get its events, which decides who
  /// recognizes first when several could (Docs/Behaviour.md "Competing recognizers"): the hit
  /// view's recognizers, then each ancestor's; on one view the most recently added first (UIKit
  /// documents no order there).
  static func deliveryOrder(from hit: UIView?) -> [UIGestureRecognizer] {
    var order: [UIGestureRecognizer] = []
    var view = hit
    while let current = view {
      order.append(contentsOf: current._gestureRecognizers.reversed())
      view = current.superview
    }
    return order
  }

  static func join(_ recognizers: [UIGestureRecognizer]) {
    for r in recognizers where !members.contains(where: { $0 === r }) { members.append(r) }
  }

  static func requestTransition(_ gr: UIGestureRecognizer, to new: UIGestureRecognizer.State) {
    let old = gr._state
    guard isLegal(from: old, to: new) else { return }
    if old == .possible && (new == .began || new == .ended) {
      attemptRecognition(gr, as: new)
      return
    }
    gr._state = new
    switch new {
    case .changed, .ended, .cancelled: gr._sendActions()
    case .failed: dependentsReevaluate(after: gr)
    default: break
    }
    if new == .ended || new == .cancelled || new == .failed { settle() }
  }

  private static func isLegal(from old: UIGestureRecognizer.State, to new: UIGestureRecognizer.State) -> Bool {
    switch (old, new) {
    case (.possible, .began), (.possible, .ended), (.possible, .failed): return true
    case (.began, .changed), (.began, .ended), (.began, .cancelled), (.began, .failed): return true
    case (.changed, .changed), (.changed, .ended), (.changed, .cancelled), (.changed, .failed): return true
    case (.possible, .possible): return true
    default: return false
    }
  }

  private static func mustWait(_ gr: UIGestureRecognizer) -> [UIGestureRecognizer] {
    var required = gr._failureRequirements.compactMap(\.recognizer)
    for other in members where other !== gr {
      if gr.delegate?.gestureRecognizer(gr, shouldRequireFailureOf: other) == true || gr.shouldRequireFailure(of: other)
        || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: gr) == true
        || other.shouldBeRequiredToFail(by: gr)
      {
        required.append(other)
      }
    }
    return required.filter { r in members.contains { $0 === r } || r._state != .possible }
  }

  private static func simultaneous(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
    a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
      || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
  }

  private static func attemptRecognition(_ gr: UIGestureRecognizer, as new: UIGestureRecognizer.State) {
    // The delegate and the view may veto.
    let allowed = (gr.delegate?.gestureRecognizerShouldBegin(gr) ?? true) && (gr.view?.gestureRecognizerShouldBegin(gr) ?? true)
    guard allowed else {
      gr._state = .failed
      dependentsReevaluate(after: gr)
      settle()
      return
    }
    let required = mustWait(gr)
    if required.contains(where: { [.began, .changed, .ended].contains($0._state) }) {
      gr._state = .failed
      dependentsReevaluate(after: gr)
      settle()
      return
    }
    if required.contains(where: { $0._state == .possible }) {
      gr._pendingState = new
      return
    }
    // Someone already recognizing prevents us unless simultaneous.
    for other in members where other !== gr && [.began, .changed].contains(other._state) {
      if !simultaneous(gr, other) && other.canPrevent(gr) && gr.canBePrevented(by: other) {
        gr._state = .failed
        dependentsReevaluate(after: gr)
        settle()
        return
      }
    }
    gr._pendingState = nil
    gr._state = new
    // We prevent the others still deciding.
    for other in members where other !== gr && other._state == .possible && !simultaneous(gr, other) {
      if gr.canPrevent(other) && other.canBePrevented(by: gr), !mustWait(other).contains(where: { $0 === gr }) {
        other._state = .failed
        other._pendingState = nil
      } else if mustWait(other).contains(where: { $0 === gr }) {
        other._state = .failed
        other._pendingState = nil
      }
    }
    gr._sendActions()
    if gr.cancelsTouchesInView { TouchDispatcher.cancelViewTouches(for: gr) }
    dependentsReevaluate(after: gr)
    if new == .ended { settle() }
  }

  /// When a recognizer fails, those waiting on it may now recognize.
  private static func dependentsReevaluate(after gr: UIGestureRecognizer) {
    for other in members where other !== gr {
      guard let pending = other._pendingState, other._state == .possible else { continue }
      let required = mustWait(other)
      if required.contains(where: { $0 === gr }) && !required.contains(where: { $0._state == .possible }) {
        other._pendingState = nil
        attemptRecognition(other, as: pending)
      }
    }
  }

  /// Resets recognizers whose sequence is over and drops them from the arena.
  static func settle() {
    guard !TouchDispatcher.hasActiveTouches else { return }
    for r in members where r._state == .ended || r._state == .cancelled || r._state == .failed {
      r._resetIfFinished()
    }
    members.removeAll { $0._state == .possible && $0._pendingState == nil && !$0._isWaitingForMoreInput }
  }
}
