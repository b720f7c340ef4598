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

  static func dispatch(_ event: UIEvent, in window: UIWindow) {
    for touch in event.touches where touch.phase == .began {
      let hit = window.hitTest(touch.locationInWindow, with: event)
      touch.view = hit
      var recognizers: [UIGestureRecognizer] = []
      for g in GestureArena.deliveryOrder(from: hit) where g.isEnabled {
        if g.delegate?.gestureRecognizer(g, shouldReceive: touch) ?? true { recognizers.append(g) }
      }
      touch.gestureRecognizers = recognizers
      for g in recognizers where !g._touches.contains(where: { $0 === touch }) { g._touches.append(touch) }
      GestureArena.join(recognizers)
      activeTouches.append(touch)
    }
    // Recognizers first.
    var byRecognizer: [(UIGestureRecognizer, Set<UITouch>)] = []
    for touch in event.touches {
      for g in touch.gestureRecognizers ?? [] {
        if let i = byRecognizer.firstIndex(where: { $0.0 === g }) {
          byRecognizer[i].1.insert(touch)
        } else {
          byRecognizer.append((g, [touch]))
        }
      }
    }
    for (g, touches) in byRecognizer where g._state != .failed && g._state != .cancelled && g._state != .ended {
      deliver(touches, phase: touches.first!.phase, to: g, event: event)
    }
    // Then the views.
    var byView: [(UIView, Set<UITouch>)] = []
    for touch in event.touches {
      guard let view = touch.view, !cancelledForView.contains(ObjectIdentifier(touch)) else { continue }
      if let i = byView.firstIndex(where: { $0.0 === view }) {
        byView[i].1.insert(touch)
      } else {
        byView.append((view, [touch]))
      }
    }
    for (view, touches) in byView {
      switch touches.first!.phase {
      case .began: view.touchesBegan(touches, with: event)
      case .moved, .stationary: view.touchesMoved(touches, with: event)
      case .ended: view.touchesEnded(touches, with: event)
      case .cancelled: view.touchesCancelled(touches, with: event)
      default: break
      }
    }
    // End of the sequence for finished touches.
    for touch in event.touches where touch.phase == .ended || touch.phase == .cancelled {
      activeTouches.removeAll { $0 === touch }
      cancelledForView.remove(ObjectIdentifier(touch))
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
