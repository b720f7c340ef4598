import Foundation

@testable import OpenQuartzCore

/// Frames of the 60 Hz media clock.
let frame = 1.0 / 60

/// Moves the shared media clock forward by `seconds` (running frames and run-loop turns).
@MainActor
func advance(_ seconds: Double) {
  MediaClock.shared.advance(by: seconds)
}

/// Commits pending transactions so new layers count as on screen (implicitly animatable).
@MainActor
func settle() {
  MediaClock.shared.advance(by: 0)
}

/// Records delegate callbacks in order.
@MainActor
final class AnimationRecorder: NSObject, CAAnimationDelegate {
  var events: [String] = []
  var stopTimes: [Double] = []
  func animationDidStart(_ anim: CAAnimation) { events.append("start") }
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
    events.append("stop(\(flag))")
    stopTimes.append(MediaClock.shared.now)
  }
}

/// A layer delegate that records the action questions and answers with `answer`.
@MainActor
final class ActionRecorder: NSObject, CALayerDelegate {
  var asked: [(key: String, valueAtAsk: Any?)] = []
  var answer: (any CAAction)? = nil
  var inspect: ((CALayer, String) -> Any?)? = nil
  func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
    asked.append((event, inspect?(layer, event)))
    return answer
  }
}

/// An action that records when it runs and what the layer looked like then.
@MainActor
final class RecordingAction: CAAction {
  var runs: [(key: String, position: CGPoint)] = []
  func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
    runs.append((event, (anObject as! CALayer).position))
  }
}

func near(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool { abs(a - b) <= tolerance }
func near(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-9) -> Bool {
  abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}
func near(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-9) -> Bool {
  near(a.origin, b.origin, tolerance) && abs(a.width - b.width) <= tolerance
    && abs(a.height - b.height) <= tolerance
}
func near(_ a: CATransform3D, _ b: CATransform3D, _ tolerance: CGFloat = 1e-9) -> Bool {
  zip(a._elements, b._elements).allSatisfy { abs($0 - $1) <= tolerance }
}
