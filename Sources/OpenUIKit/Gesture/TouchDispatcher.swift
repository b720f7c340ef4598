import Foundation
import OpenQuartzCore

/// Delivers touch events: hit-testing when a touch begins, then the gesture recognizers of the
/// hit view and its ancestors, then the view itself (unless a recognizer that cancels touches
/// in view has recognized — the view then gets touchesCancelled once).
@preconcurrency @MainActor
enum TouchDispatcher {
  /// Touches currently down.
  static var activeTouches: [UITouch] = []
  /// Touches whose view delivery was cancelled by a recognizer.
  static var cancelledForView: Set<ObjectIdentifier> = []
  static var hasActiveTouches: Bool { !activeTouches.isEmpty }

  /// Touches a view that is not multiple-touch-enabled was not given: it was already tracking
  /// a touch when they began on it (UIKit: such a view "receives only the first touch event in a
  /// multi-touch sequence"). Its recognizers still get them.
  static var withheldFromView: Set<ObjectIdentifier> = []

  /// The phases in the order one event delivers them (UIKit calls `touchesBegan`,
  /// `touchesMoved`, `touchesEnded`, `touchesCancelled` with the touches in that phase;
  /// stationary touches are in `allTouches` only).
  private static let deliveryPhases: [UITouch.Phase] = [.began, .moved, .ended, .cancelled]

  static func dispatch(_ event: UIEvent, in window: UIWindow) {
    let ordered = event._orderedTouches
    for touch in ordered where touch.phase == .began {
      let hit = window.hitTest(touch.locationInWindow, with: event)
      touch.view = hit
      var recognizers: [UIGestureRecognizer] = []
      for g in GestureArena.deliveryOrder(from: hit) where g.isEnabled {
        if g.delegate?.gestureRecognizer(g, shouldReceive: touch) ?? true { recognizers.append(g) }
      }
      touch.gestureRecognizers = recognizers
      for g in recognizers where !g._touches.contains(where: { $0 === touch }) { g._touches.append(touch) }
      GestureArena.join(recognizers)
      if let hit, !hit.isMultipleTouchEnabled,
        activeTouches.contains(where: { $0.view === hit && !withheldFromView.contains(ObjectIdentifier($0)) })
      {
        withheldFromView.insert(ObjectIdentifier(touch))
      }
      activeTouches.append(touch)
    }
    // Recognizers first, each with the touches it tracks (an ignored touch is not delivered).
    var byRecognizer: [(UIGestureRecognizer, [UITouch])] = []
    for touch in ordered {
      for g in touch.gestureRecognizers ?? [] where g._touches.contains(where: { $0 === touch }) {
        if let i = byRecognizer.firstIndex(where: { $0.0 === g }) {
          byRecognizer[i].1.append(touch)
        } else {
          byRecognizer.append((g, [touch]))
        }
      }
    }
    for (g, touches) in byRecognizer {
      for phase in deliveryPhases where g._state != .failed && g._state != .cancelled && g._state != .ended {
        let inPhase = touches.filter { $0.phase == phase }
        if !inPhase.isEmpty { deliver(Set(inPhase), phase: phase, to: g, event: event) }
      }
    }
    // Then the views.
    var byView: [(UIView, [UITouch])] = []
    for touch in ordered {
      guard let view = touch.view, !cancelledForView.contains(ObjectIdentifier(touch)),
        !withheldFromView.contains(ObjectIdentifier(touch))
      else { continue }
      if let i = byView.firstIndex(where: { $0.0 === view }) {
        byView[i].1.append(touch)
      } else {
        byView.append((view, [touch]))
      }
    }
    for (view, touches) in byView {
      for phase in deliveryPhases {
        let inPhase = touches.filter { $0.phase == phase }
        guard !inPhase.isEmpty else { continue }
        let set = Set(inPhase)
        switch phase {
        case .began: view.touchesBegan(set, with: event)
        case .moved: view.touchesMoved(set, with: event)
        case .ended: view.touchesEnded(set, with: event)
        default: view.touchesCancelled(set, with: event)
        }
      }
    }
    // End of the sequence for finished touches.
    for touch in ordered where touch.phase == .ended || touch.phase == .cancelled {
      activeTouches.removeAll { $0 === touch }
      cancelledForView.remove(ObjectIdentifier(touch))
      withheldFromView.remove(ObjectIdentifier(touch))
      // A recognizer that still has fingers down stops counting the lifted one (its
      // `numberOfTouches` drops); one whose fingers all lifted keeps them until it resets.
      for g in touch.gestureRecognizers ?? [] where g._touches.count > 1 && g._touches.contains(where: { $0 === touch }) {
        guard g._touches.contains(where: { $0 !== touch && $0.phase != .ended && $0.phase != .cancelled }) else { continue }
        g._touches.removeAll { $0 === touch }
        g._touchesDidChange()
      }
    }
    GestureArena.settle()
  }

  private static func deliver(_ touches: Set<UITouch>, phase: UITouch.Phase, to g: UIGestureRecognizer, event: UIEvent) {
    switch phase {
    case .began: g.touchesBegan(touches, with: event)
    case .moved, .stationary: g.touchesMoved(touches, with: event)
    case .ended: g.touchesEnded(touches, with: event)
    case .cancelled: g.touchesCancelled(touches, with: event)
    default: break
    }
  }

  /// A recognizer that cancels touches in view recognized: its touches' views get
  /// touchesCancelled now and nothing more for those touches.
  static func cancelViewTouches(for g: UIGestureRecognizer) {
    let touches = g._touches.filter { !cancelledForView.contains(ObjectIdentifier($0)) && activeTouches.contains($0) }
    guard !touches.isEmpty else { return }
    for touch in touches { cancelledForView.insert(ObjectIdentifier(touch)) }
    var byView: [(UIView, Set<UITouch>)] = []
    for touch in touches {
      guard let view = touch.view else { continue }
      if let i = byView.firstIndex(where: { $0.0 === view }) { byView[i].1.insert(touch) } else { byView.append((view, [touch])) }
    }
    let event = UIEvent(touches: Set(touches), timestamp: CACurrentMediaTime())
    for (view, set) in byView { view.touchesCancelled(set, with: event) }
  }
}

extension UIWindow {
  /// Where this window's touches that are down are, in window coordinates (the recorder draws
  /// a finger marker there).
  package var _activeTouchLocations: [CGPoint] {
    TouchDispatcher.activeTouches.filter { $0.window === self }.map { $0.location(in: self) }
  }
}
