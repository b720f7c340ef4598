import Foundation
import OpenUIKitTesting
import Testing
import UIKit

/// UIPinchGestureRecognizer and UIRotationGestureRecognizer driven by synthesized two-finger
/// gestures (Docs/Behaviour.md "Pinch and rotation").
@MainActor
@Suite(.serialized)
struct PinchRotationTests {
  @MainActor final class Simultaneous: NSObject, UIGestureRecognizerDelegate {
    func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool { true }
  }

  func window() -> (UIWindow, UIView) {
    UIApplication.shared.useLinkedSDK(.iOS17)
    UIApplication.shared.runUntilIdle()
    let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    w.makeKeyAndVisible()
    let v = UIView(frame: w.bounds)
    w.addSubview(v)
    return (w, v)
  }

  func distance(_ g: UIGestureRecognizer, in v: UIView) -> CGFloat {
    let a = g.location(ofTouch: 0, in: v), b = g.location(ofTouch: 1, in: v)
    return hypot(b.x - a.x, b.y - a.y)
  }

  @Test("UIKit (scale, velocity): sampled every frame, scale is the fingers' distance over their distance when they went down; velocity is scale per second")
  func scaleAndVelocityPerFrame() {
    let (w, v) = window()
    let pinch = UIPinchGestureRecognizer()
    var states: [UIGestureRecognizer.State] = []
    var errors: [CGFloat] = []
    var velocities: [CGFloat] = []
    var times: [TimeInterval] = []
    pinch.addAction(UIAction { _ in
      states.append(pinch.state)
      times.append(UIApplication.shared.mediaTime)
      if pinch.state == .began || pinch.state == .changed {
        errors.append(abs(pinch.scale - self.distance(pinch, in: v) / 100))
        velocities.append(pinch.velocity)
      }
    })
    v.addGestureRecognizer(pinch)
    let start = UIApplication.shared.mediaTime
    // 100 → 300 points in 0.5 s: the scale goes 1 → 3 at 4 a second.
    w.pinch(at: CGPoint(x: 200, y: 400), from: 100, to: 300, duration: 0.5)
    #expect(states.first == .began)
    #expect(states.last == .ended)
    #expect(states.dropFirst().dropLast().allSatisfy { $0 == .changed })
    // Began once the distance changed by 10 points: the second frame (6.7 points a frame).
    #expect(abs(times[0] - (start + 2.0 / 60)) < 1e-9)
    // One action a frame from then on, and the ended one on the last frame.
    #expect(states.count == 30)
    #expect(errors.allSatisfy { $0 < 1e-9 })
    #expect(velocities.allSatisfy { abs($0 - 4) < 1e-6 })
    #expect(abs(pinch.scale - 1) < 1e-12)  // reset once the fingers lifted
    #expect(pinch.velocity == 0)
  }

  @Test("UIKit: pinching fingers together gives a scale below 1 and a negative velocity; the ended action keeps the last values")
  func pinchClose() {
    let (w, v) = window()
    let pinch = UIPinchGestureRecognizer()
    var ended: (CGFloat, CGFloat)?
    pinch.addAction(UIAction { _ in if pinch.state == .ended { ended = (pinch.scale, pinch.velocity) } })
    v.addGestureRecognizer(pinch)
    w.pinch(at: CGPoint(x: 200, y: 400), from: 300, to: 150, angle: .pi / 4, duration: 0.25)
    #expect(abs((ended?.0 ?? 0) - 0.5) < 1e-9)
    // 0.5 of scale in 0.25 s.
    #expect(abs((ended?.1 ?? 0) + 2) < 1e-6)
  }

  @Test("UIKit (scale is absolute; setting it resets velocity): the reset-to-1 pattern compounds into the same transform")
  func resetToOnePattern() {
    let (w, v) = window()
    let photo = UIView(frame: CGRect(x: 100, y: 300, width: 200, height: 200))
    v.addSubview(photo)
    let pinch = UIPinchGestureRecognizer()
    var velocitiesAfterSet: [CGFloat] = []
    pinch.addAction(UIAction { _ in
      guard let view = pinch.view else { return }
      view.transform = view.transform.scaledBy(x: pinch.scale, y: pinch.scale)
      pinch.scale = 1
      velocitiesAfterSet.append(pinch.velocity)
    })
    photo.addGestureRecognizer(pinch)
    w.pinch(at: CGPoint(x: 200, y: 400), from: 80, to: 200, duration: 0.4)
    #expect(abs(photo.transform.a - 2.5) < 1e-9)
    #expect(abs(photo.transform.d - 2.5) < 1e-9)
    #expect(velocitiesAfterSet.allSatisfy { $0 == 0 })
  }

  @Test("UIKit (rotation, velocity): the angle turned in radians, clockwise positive; velocity in radians per second; past half a turn it keeps counting")
  func rotation() {
    let (w, v) = window()
    let rotate = UIRotationGestureRecognizer()
    var states: [UIGestureRecognizer.State] = []
    var last: (CGFloat, CGFloat) = (0, 0)
    rotate.addAction(UIAction { _ in
      states.append(rotate.state)
      last = (rotate.rotation, rotate.velocity)
    })
    v.addGestureRecognizer(rotate)
    w.rotate(at: CGPoint(x: 200, y: 400), radius: 80, from: 0, to: .pi / 2, duration: 0.5)
    #expect(states.first == .began)
    #expect(states.last == .ended)
    #expect(abs(last.0 - .pi / 2) < 1e-9)
    #expect(abs(last.1 - .pi) < 1e-6)
    let square = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    square.transform = CGAffineTransform(rotationAngle: last.0)
    #expect(abs(square.transform.b - 1) < 1e-9)  // a quarter turn clockwise on screen
    w.rotate(at: CGPoint(x: 200, y: 400), radius: 80, from: 0.5, to: 0.5 - 1.5 * .pi, duration: 0.5)
    #expect(abs(last.0 + 1.5 * .pi) < 1e-9)
  }

  @Test("UIKit: a rotation below its threshold never begins; pinching without turning begins no rotation")
  func rotationThreshold() {
    let (w, v) = window()
    let rotate = UIRotationGestureRecognizer()
    var began = 0
    rotate.addAction(UIAction { _ in if rotate.state == .began { began += 1 } })
    v.addGestureRecognizer(rotate)
    w.rotate(at: CGPoint(x: 200, y: 400), radius: 80, from: 0, to: UIRotationGestureRecognizer.minimumRotation * 0.9, duration: 0.2)
    w.pinch(at: CGPoint(x: 200, y: 400), from: 100, to: 300, angle: 0.3, duration: 0.3)
    #expect(began == 0)
  }

  @Test("UIKit (two touches): one finger never begins a pinch, and the pinch fails when it lifts")
  func oneFingerFails() {
    let (w, v) = window()
    let pinch = UIPinchGestureRecognizer()
    var actions = 0
    pinch.addAction(UIAction { _ in actions += 1 })
    v.addGestureRecognizer(pinch)
    let finger = w.touchDown(at: CGPoint(x: 100, y: 100))
    finger.move(to: CGPoint(x: 300, y: 500), duration: 0.3)
    #expect(pinch.state == .possible)
    #expect(pinch.numberOfTouches == 1)
    finger.lift()
    #expect(actions == 0)
    #expect(pinch.state == .possible)  // failed, then reset for the next sequence
  }

  @Test("[U] Once begun, a lifted finger freezes the scale and numberOfTouches drops to 1; a finger put down again continues; the pinch ends when every finger lifted")
  func fingerLiftedMidPinch() {
    let (w, v) = window()
    let pinch = UIPinchGestureRecognizer()
    var states: [UIGestureRecognizer.State] = []
    pinch.addAction(UIAction { _ in states.append(pinch.state) })
    v.addGestureRecognizer(pinch)
    let hand = w.touchesDown(at: [CGPoint(x: 150, y: 400), CGPoint(x: 250, y: 400)])
    hand.move(to: [CGPoint(x: 100, y: 400), CGPoint(x: 300, y: 400)], duration: 0.2)
    #expect(abs(pinch.scale - 2) < 1e-9)
    hand.lift(finger: 1)
    #expect(pinch.numberOfTouches == 1)
    #expect(pinch.state == .changed)
    hand.move(to: [CGPoint(x: 50, y: 400)], duration: 0.1)
    #expect(abs(pinch.scale - 2) < 1e-9)
    #expect(pinch.state == .changed)
    let again = w.touchesDown(at: [CGPoint(x: 150, y: 400)])
    #expect(pinch.numberOfTouches == 2)
    // 100 points apart now; 200 apart doubles the scale again.
    again.move(to: [CGPoint(x: 250, y: 400)], duration: 0.1)
    #expect(abs(pinch.scale - 4) < 1e-9)
    hand.lift()
    #expect(pinch.state == .changed)
    again.lift()
    #expect(states.last == .ended)
    #expect(!states.contains(.failed) && !states.contains(.cancelled))
  }

  @Test("[U] A third finger is ignored by the pinch: numberOfTouches stays 2 and the scale follows the first two")
  func thirdFingerIgnored() {
    let (w, v) = window()
    let pinch = UIPinchGestureRecognizer()
    v.addGestureRecognizer(pinch)
    let hand = w.touchesDown(at: [CGPoint(x: 150, y: 400), CGPoint(x: 250, y: 400), CGPoint(x: 200, y: 600)])
    #expect(pinch.numberOfTouches == 2)
    hand.move(to: [CGPoint(x: 100, y: 400), CGPoint(x: 300, y: 400), CGPoint(x: 200, y: 100)], duration: 0.2)
    #expect(pinch.state == .changed)
    #expect(abs(pinch.scale - 2) < 1e-9)
    hand.lift()
  }

  /// Fingers that spread from 100 to 200 points apart and turn a quarter turn at once.
  func spreadAndTurn(_ w: UIWindow) {
    let hand = w.touchesDown(at: [CGPoint(x: 150, y: 400), CGPoint(x: 250, y: 400)])
    hand.step(frames: 30) { f in
      let d = 50 + 50 * f, a = CGFloat.pi / 2 * f
      return [CGPoint(x: 200 - d * cos(a), y: 400 - d * sin(a)), CGPoint(x: 200 + d * cos(a), y: 400 + d * sin(a))]
    }
    hand.lift()
  }

  @Test("UIKit (gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)): pinch and rotation on one view — without the delegate only one recognizes, with it both")
  func pinchAndRotationSimultaneous() {
    let (w, v) = window()
    let pinch = UIPinchGestureRecognizer()
    let rotate = UIRotationGestureRecognizer()
    var began: [String] = []
    var scale: CGFloat = 0
    var rotation: CGFloat = 0
    pinch.addAction(UIAction { _ in
      if pinch.state == .began { began.append("pinch") }
      if pinch.state == .ended { scale = pinch.scale }
    })
    rotate.addAction(UIAction { _ in
      if rotate.state == .began { began.append("rotation") }
      if rotate.state == .ended { rotation = rotate.rotation }
    })
    v.addGestureRecognizer(pinch)
    v.addGestureRecognizer(rotate)
    spreadAndTurn(w)
    #expect(began.count == 1)
    began = []
    let delegate = Simultaneous()
    pinch.delegate = delegate
    spreadAndTurn(w)
    #expect(Set(began) == ["pinch", "rotation"])
    #expect(abs(scale - 2) < 1e-9)
    #expect(abs(rotation - .pi / 2) < 1e-9)
  }

  @Test("UIKit (gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)): a pan and a pinch — the delegate lets a two-finger drag both move and zoom")
  func panAndPinchSimultaneous() {
    let (w, v) = window()
    let pinch = UIPinchGestureRecognizer()
    let pan = UIPanGestureRecognizer()
    var recognizing: Set<String> = []
    var translation = CGPoint.zero
    pinch.addAction(UIAction { _ in if pinch.state == .changed { recognizing.insert("pinch") } })
    pan.addAction(UIAction { _ in
      if pan.state == .changed { recognizing.insert("pan") }
      translation = pan.translation(in: v)
    })
    v.addGestureRecognizer(pan)
    v.addGestureRecognizer(pinch)
    func dragAndSpread() {
      let hand = w.touchesDown(at: [CGPoint(x: 150, y: 400), CGPoint(x: 250, y: 400)])
      hand.move(to: [CGPoint(x: 100, y: 300), CGPoint(x: 300, y: 300)], duration: 0.3)
      hand.lift()
    }
    dragAndSpread()
    #expect(recognizing.count == 1)
    recognizing = []
    let delegate = Simultaneous()
    pan.delegate = delegate
    dragAndSpread()
    #expect(recognizing == ["pan", "pinch"])
    #expect(abs(translation.y + 100) < 1e-9)
  }

  @Test("The trace records a pinch's states with its finger count and scale")
  func traceRecordsScale() {
    let (w, v) = window()
    let pinch = UIPinchGestureRecognizer()
    v.addGestureRecognizer(pinch)
    let tracer = EventTracer()
    w.pinch(at: CGPoint(x: 200, y: 400), from: 100, to: 200, duration: 0.25)
    tracer.stop()
    let events = tracer.events.filter { $0.subject == "UIPinchGestureRecognizer" }
    #expect(events.first?.name == "state began")
    #expect(events.first?.detail?.hasPrefix("touches 2, scale 1.") == true)
    #expect(events.last?.name == "state ended")
    #expect(events.last?.detail == "scale 2.000")
  }
}

extension PinchRotationTests {
  @Test("The transition recorder draws a finger marker for each finger of a pinch, where it is")
  func recorderDrawsBothFingers() {
    let (w, v) = window()
    v.addGestureRecognizer(UIPinchGestureRecognizer())
    let recorder = TransitionRecorder(window: w)
    recorder.record {
      let hand = w.touchesDown(at: [CGPoint(x: 150, y: 400), CGPoint(x: 250, y: 400)])
      hand.move(to: [CGPoint(x: 100, y: 400), CGPoint(x: 300, y: 400)], duration: 0.2)
      hand.lift()
    }
    let markers = recorder.frames.map(\.touches)
    #expect(markers.contains { $0.count == 2 })
    // Mid-pinch: two markers either side of the centre, further apart than they went down.
    #expect(markers.contains { m in
      m.count == 2 && abs((m[0].x + m[1].x) / 2 - 200) < 1e-9 && m[0].y == 400 && m[1].x - m[0].x > 100
    })
    #expect(markers.last?.isEmpty == true)
  }
}

extension SyntheticTouches {
  /// Test helper: moves along `path` over `frames` frames.
  func step(frames: Int, path: (CGFloat) -> [CGPoint]) {
    for i in 1...frames {
      let f = CGFloat(i) / CGFloat(frames)
      move(to: path(f), duration: 1.0 / 60)
    }
  }
}
