import Foundation
import OpenUIKitTesting
import Testing
import UIKit

/// Several fingers through the whole event path (Docs/Behaviour.md "Multi-touch"): hit-testing
/// per finger, `touchesBegan` with the touches that began, `UIEvent.allTouches`,
/// `isMultipleTouchEnabled`, `numberOfTouches`, `location(ofTouch:in:)` and the two-finger pan.
@MainActor
@Suite(.serialized)
struct MultiTouchTests {
  /// A view that records the touch sets its responder methods get.
  final class TouchView: UIView {
    var log: [String] = []
    var allTouchCounts: [Int] = []
    var ownTouchCounts: [Int] = []
    private func note(_ name: String, _ touches: Set<UITouch>, _ event: UIEvent?) {
      log.append("\(name) \(touches.count)")
      allTouchCounts.append(event?.allTouches?.count ?? -1)
      ownTouchCounts.append(event?.touches(for: self)?.count ?? -1)
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { note("began", touches, event) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { note("moved", touches, event) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { note("ended", touches, event) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { note("cancelled", touches, event) }
  }

  func window() -> UIWindow {
    UIApplication.shared.useLinkedSDK(.iOS17)
    let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    w.makeKeyAndVisible()
    return w
  }

  @Test("UIKit (isMultipleTouchEnabled = true): the view gets every finger; touchesBegan gets only the touches that began, allTouches every finger down")
  func multipleTouchEnabledViewGetsEveryFinger() {
    let w = window()
    let v = TouchView(frame: w.bounds)
    v.isMultipleTouchEnabled = true
    w.addSubview(v)
    let hand = w.touchesDown(at: [CGPoint(x: 100, y: 100), CGPoint(x: 200, y: 100)])
    #expect(v.log == ["began 2"])
    hand.lift(finger: 1)
    hand.move(to: [CGPoint(x: 120, y: 100)])
    hand.lift()
    #expect(v.log == ["began 2", "ended 1", "moved 1", "ended 1"])
    // The event of the first lift carried the other finger too (stationary).
    #expect(v.allTouchCounts == [2, 2, 1, 1])
    #expect(v.ownTouchCounts == [2, 2, 1, 1])
  }

  @Test("UIKit (isMultipleTouchEnabled, default false): the view gets only the first touch of a multi-touch sequence; its recognizers get both")
  func singleTouchViewGetsFirstTouchOnly() {
    let w = window()
    let v = TouchView(frame: w.bounds)
    #expect(v.isMultipleTouchEnabled == false)
    w.addSubview(v)
    let pan = UIPanGestureRecognizer()
    pan.cancelsTouchesInView = false
    var touchCounts: [Int] = []
    pan.addAction(UIAction { _ in touchCounts.append(pan.numberOfTouches) })
    v.addGestureRecognizer(pan)
    let first = w.touchDown(at: CGPoint(x: 100, y: 100))
    let hand = w.touchesDown(at: [CGPoint(x: 200, y: 100)])
    #expect(v.log == ["began 1"])
    #expect(v.ownTouchCounts == [1])
    hand.move(to: [CGPoint(x: 200, y: 160)], duration: 0.1)
    first.move(to: CGPoint(x: 100, y: 160), duration: 0.1)
    hand.lift()
    first.lift()
    #expect(v.log.filter { $0.hasPrefix("began") } == ["began 1"])
    #expect(v.log.last == "ended 1")
    #expect(v.log.filter { $0.hasPrefix("ended") }.count == 1)
    // The pan saw both fingers.
    #expect(touchCounts.contains(2))
  }

  @Test("UIKit (hit-testing per touch): two fingers on two views, each view gets its own finger")
  func eachFingerHitTestedWhereItLands() {
    let w = window()
    let left = TouchView(frame: CGRect(x: 0, y: 0, width: 200, height: 800))
    let right = TouchView(frame: CGRect(x: 200, y: 0, width: 200, height: 800))
    w.addSubview(left)
    w.addSubview(right)
    let hand = w.touchesDown(at: [CGPoint(x: 50, y: 50), CGPoint(x: 300, y: 50)])
    hand.lift()
    #expect(left.log == ["began 1", "ended 1"])
    #expect(right.log == ["began 1", "ended 1"])
    #expect(left.allTouchCounts == [2, 2])
    #expect(left.ownTouchCounts == [1, 1])
  }

  @Test("UIKit (numberOfTouches, location(ofTouch:in:), location(in:)): a two-finger recognizer reports each finger and their centroid")
  func numberOfTouchesAndCentroid() {
    let w = window()
    let v = UIView(frame: CGRect(x: 50, y: 50, width: 300, height: 600))
    w.addSubview(v)
    let pan = UIPanGestureRecognizer()
    var seen: [(Int, CGPoint, CGPoint, CGPoint)] = []
    pan.addAction(UIAction { _ in
      guard pan.state == .began else { return }
      seen.append((pan.numberOfTouches, pan.location(ofTouch: 0, in: v), pan.location(ofTouch: 1, in: v), pan.location(in: v)))
    })
    v.addGestureRecognizer(pan)
    let hand = w.touchesDown(at: [CGPoint(x: 100, y: 100), CGPoint(x: 200, y: 200)])
    hand.move(to: [CGPoint(x: 100, y: 130), CGPoint(x: 200, y: 230)], duration: 0.1)
    #expect(seen.count == 1)
    if let (n, a, b, c) = seen.first {
      #expect(n == 2)
      #expect(a.x == 50 && b.x == 150)
      #expect(c.x == 100 && abs(c.y - ((a.y + b.y) / 2)) < 1e-9)
    }
    hand.lift()
  }

  @Test("UIKit (NSRangeException): location(ofTouch:in:) past numberOfTouches is UIKit's exception, recorded, and answers .zero")
  func locationOfTouchOutOfRange() {
    let w = window()
    let v = UIView(frame: w.bounds)
    w.addSubview(v)
    let pinch = UIPinchGestureRecognizer()
    v.addGestureRecognizer(pinch)
    UIApplication.shared.removeAllDiagnostics()
    #expect(pinch.location(ofTouch: 1, in: v) == .zero)
    let d = UIApplication.shared.diagnostics
    #expect(d.count == 1)
    #expect(d.first?.kind == .exception)
    #expect(d.first?.message == "-[UIPinchGestureRecognizer locationOfTouch:inView:]: index (1) beyond bounds (0).")
    UIApplication.shared.removeAllDiagnostics()
  }

  @Test("UIKit (minimumNumberOfTouches = 2): one finger never begins the pan, two fingers do; translation follows the centroid")
  func twoFingerPan() {
    let w = window()
    let v = UIView(frame: w.bounds)
    w.addSubview(v)
    let pan = UIPanGestureRecognizer()
    pan.minimumNumberOfTouches = 2
    var states: [UIGestureRecognizer.State] = []
    var translation = CGPoint.zero
    pan.addAction(UIAction { _ in
      states.append(pan.state)
      translation = pan.translation(in: v)
    })
    v.addGestureRecognizer(pan)
    w.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 400), duration: 0.3)
    #expect(states.isEmpty)
    let hand = w.touchesDown(at: [CGPoint(x: 100, y: 100), CGPoint(x: 160, y: 100)])
    hand.move(to: [CGPoint(x: 100, y: 300), CGPoint(x: 160, y: 300)], duration: 0.3)
    hand.lift()
    #expect(states.first == .began)
    #expect(states.last == .ended)
    #expect(abs(translation.y - 200) < 1e-9 && abs(translation.x) < 1e-9)
  }

  @Test("UIKit (maximumNumberOfTouches = 1): a second finger before the pan begins fails it")
  func maximumNumberOfTouches() {
    let w = window()
    let v = UIView(frame: w.bounds)
    w.addSubview(v)
    let pan = UIPanGestureRecognizer()
    pan.maximumNumberOfTouches = 1
    var began = 0
    pan.addAction(UIAction { _ in if pan.state == .began { began += 1 } })
    v.addGestureRecognizer(pan)
    let hand = w.touchesDown(at: [CGPoint(x: 100, y: 100), CGPoint(x: 160, y: 100)])
    hand.move(to: [CGPoint(x: 100, y: 300), CGPoint(x: 160, y: 300)], duration: 0.3)
    hand.lift()
    #expect(began == 0)
    w.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 300), duration: 0.3)
    #expect(began == 1)
  }

  @Test("[U] A finger added to a pan that has begun moves the centroid, not the translation")
  func addedFingerKeepsTranslation() {
    let w = window()
    let v = UIView(frame: w.bounds)
    w.addSubview(v)
    let pan = UIPanGestureRecognizer()
    var translations: [CGFloat] = []
    pan.addAction(UIAction { _ in translations.append(pan.translation(in: v).y) })
    v.addGestureRecognizer(pan)
    let first = w.touchDown(at: CGPoint(x: 100, y: 100))
    first.move(to: CGPoint(x: 100, y: 200), duration: 0.2)
    let before = translations.last ?? 0
    let second = w.touchesDown(at: [CGPoint(x: 300, y: 600)])
    #expect(pan.numberOfTouches == 2)
    first.move(to: CGPoint(x: 100, y: 210))
    // The centroid moved 5 points (half of the first finger's 10): the translation with it.
    #expect(abs((translations.last ?? 0) - (before + 5)) < 1e-9)
    second.lift()
    #expect(pan.numberOfTouches == 1)
    first.move(to: CGPoint(x: 100, y: 220))
    #expect(abs((translations.last ?? 0) - (before + 15)) < 1e-9)
    first.lift()
  }

  @Test("A one-finger pan's trace has no detail; a two-finger pan's says how many fingers")
  func traceDetail() {
    let w = window()
    let v = UIView(frame: w.bounds)
    w.addSubview(v)
    v.addGestureRecognizer(UIPanGestureRecognizer())
    let tracer = EventTracer()
    w.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 300), duration: 0.1)
    let hand = w.touchesDown(at: [CGPoint(x: 100, y: 100), CGPoint(x: 160, y: 100)])
    hand.move(to: [CGPoint(x: 100, y: 300), CGPoint(x: 160, y: 300)], duration: 0.1)
    hand.lift()
    tracer.stop()
    let pans = tracer.events.filter { $0.subject == "UIPanGestureRecognizer" }
    let one = pans.prefix { $0.name != "state ended" }
    #expect(!one.isEmpty && one.allSatisfy { $0.detail == nil })
    let two = pans.drop { $0.name != "state ended" }.dropFirst()
    #expect(two.first?.name == "state began")
    #expect(two.first?.detail == "touches 2")
  }
}
