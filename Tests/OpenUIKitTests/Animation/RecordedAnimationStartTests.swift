import Foundation
@testable import OpenQuartzCore
@testable import OpenUIKit
import OpenUIKitTesting
import Testing
import UIKit

/// present14 (issue 15): a block animation recorded without its object has no start scheduled
/// (its delegate, the block's completion record, ignores starts); once someone builds its object
/// its start is scheduled as it would have been, or counts as told when a frame already reached
/// it. A client delegate set on the built object must hear exactly what it hears for an
/// animation built and added the ordinary way.
@MainActor
@Suite(.serialized)
struct RecordedAnimationStartTests {
  /// A layer class whose block animations are built and added (`add(_:forKey:)`).
  final class BuiltLayer: CALayer {
    override func add(_ anim: CAAnimation, forKey key: String?) { super.add(anim, forKey: key) }
  }

  final class BuiltView: UIView {
    override class var layerClass: AnyClass { BuiltLayer.self }
  }

  final class Listener: NSObject, CAAnimationDelegate {
    var events: [String] = []
    func animationDidStart(_ anim: CAAnimation) { events.append("start@\(Self.frame())") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop(\(flag))@\(Self.frame())") }
    static func frame() -> Int { Int((MediaClock.currentTime * 60).rounded()) }
  }

  private static func settle() {
    UIApplication.shared.useLinkedSDK(.iOS17)
    UIApplication.shared.runUntilIdle()
  }

  /// Animates `view.alpha` with `delay`, waits `before` frames, replaces the object's delegate,
  /// runs to the end; what the new delegate heard.
  private static func run(_ view: UIView, delay: TimeInterval, framesBeforeRead: Int) -> [String] {
    let listener = Listener()
    view.alpha = 1
    UIView.animate(withDuration: 0.2, delay: delay, options: []) { view.alpha = 0.5 }
    for _ in 0..<framesBeforeRead { UIApplication.shared.advance(by: 1.0 / 60) }
    let animation = view.layer.animation(forKey: "opacity")
    animation?.delegate = listener
    settle()
    return listener.events
  }

  @Test("Core Animation: a client delegate set on a recorded block animation's object before its start hears the start in the frame it begins, as for a built one")
  func delegateSetBeforeStartHearsIt() {
    Self.settle()
    for (delay, frames) in [(0.0, 0), (0.25, 0), (0.25, 3)] {
      let recorded = Self.run(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)), delay: delay, framesBeforeRead: frames)
      Self.settle()
      let built = Self.run(BuiltView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)), delay: delay, framesBeforeRead: frames)
      #expect(recorded.count == 2 && recorded.first?.hasPrefix("start@") == true, "\(delay) \(frames): \(recorded)")
      // Same frames relative to each run's start.
      #expect(Self.relative(recorded) == Self.relative(built), "\(delay) \(frames): \(recorded) vs \(built)")
    }
  }

  @Test("Core Animation: a client delegate set on a recorded block animation's object after a frame reached its start hears no start, only the stop, as for a built one (the start went to the block's record)")
  func delegateSetAfterStartHearsOnlyTheStop() {
    Self.settle()
    for (delay, frames) in [(0.0, 2), (0.05, 6)] {
      let recorded = Self.run(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)), delay: delay, framesBeforeRead: frames)
      Self.settle()
      let built = Self.run(BuiltView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)), delay: delay, framesBeforeRead: frames)
      #expect(recorded.count == 1 && recorded.first?.hasPrefix("stop(true)@") == true, "\(delay) \(frames): \(recorded)")
      #expect(Self.relative(recorded) == Self.relative(built), "\(delay) \(frames): \(recorded) vs \(built)")
    }
  }

  /// Event names with frame numbers relative to the first event's.
  private static func relative(_ events: [String]) -> [String] {
    let frames = events.compactMap { $0.split(separator: "@").last.flatMap { Int($0) } }
    guard let first = frames.first else { return events }
    return zip(events, frames).map { "\($0.0.split(separator: "@")[0])@+\($0.1 - first)" }
  }
}
