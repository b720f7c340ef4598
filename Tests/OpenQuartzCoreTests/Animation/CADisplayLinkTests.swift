import Foundation
import Testing

@testable import OpenQuartzCore

@MainActor
@Test("CA: a display link fires once per frame with timestamp and targetTimestamp one frame apart")
func displayLinkPerFrame() {
  var stamps: [(Double, Double)] = []
  let link = CADisplayLink { link in stamps.append((link.timestamp, link.targetTimestamp)) }
  link.add(to: .main, forMode: .common)
  advance(10 * frame)
  #expect(stamps.count == 10)
  for (a, b) in zip(stamps, stamps.dropFirst()) {
    #expect(abs(b.0 - a.0 - frame) < 1e-9)
  }
  #expect(abs(stamps[0].1 - stamps[0].0 - link.duration) < 1e-12)
  link.isPaused = true
  advance(5 * frame)
  #expect(stamps.count == 10)
  link.isPaused = false
  link.preferredFramesPerSecond = 30
  advance(10 * frame)
  #expect(stamps.count == 15, "every other frame at 30 fps")
  link.invalidate()
  advance(5 * frame)
  #expect(stamps.count == 15)
}

@MainActor
@Test("CA: display links run before the animation phase of the same frame (MediaClock.Phase order)")
func displayLinkBeforeAnimations() {
  let layer = CALayer()
  let recorder = AnimationRecorder()
  var order: [String] = []
  let link = CADisplayLink { _ in order.append("link") }
  link.add(to: .main, forMode: .default)
  let animation = CABasicAnimation(keyPath: "opacity")
  animation.toValue = 0
  animation.duration = 1
  animation.delegate = recorder
  layer.add(animation, forKey: "a")
  advance(frame)
  order.append(contentsOf: recorder.events)
  #expect(order == ["link", "start"])
  link.invalidate()
  layer.removeAllAnimations()
  advance(0)
}
