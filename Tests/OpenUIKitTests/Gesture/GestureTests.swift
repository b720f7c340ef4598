import Foundation
import OpenUIKitTesting
import Testing
import UIKit

/// Gesture recognizers driven by synthesized touches (DESIGN.md headless contract).
@MainActor
@Suite(.serialized)
struct GestureTests {
  func window() -> (UIWindow, UIView) {
    let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    w.makeKeyAndVisible()
    let v = UIView(frame: w.bounds)
    w.addSubview(v)
    return (w, v)
  }

  @Test("UITapGestureRecognizer recognizes a tap; its UIAction's sender is the recognizer")
  func tap() {
    let (w, v) = window()
    let tap = UITapGestureRecognizer()
    var senders: [AnyObject] = []
    tap.addAction(UIAction { action in senders.append(action.sender as AnyObject) })
    v.addGestureRecognizer(tap)
    w.tap(at: CGPoint(x: 50, y: 50))
    #expect(senders.count == 1)
    #expect(senders.first === tap)
    #expect(tap.state == .possible)
  }

  @Test("Target-action with a Selector through ActionRegistry")
  func selectorTargetAction() {
    final class Target { var hits = 0 }
    ActionRegistry.register(Target.self, Selector("handleTap:")) { (t: Target, _: Any?) in t.hits += 1 }
    let (w, v) = window()
    let target = Target()
    let tap = UITapGestureRecognizer(target: target, action: Selector("handleTap:"))
    v.addGestureRecognizer(tap)
    w.tap(at: CGPoint(x: 10, y: 10))
    #expect(target.hits == 1)
  }

  @Test("UIPanGestureRecognizer: began/changed/ended, translation and velocity from the media clock")
  func pan() {
    let (w, v) = window()
    let pan = UIPanGestureRecognizer()
    var states: [UIGestureRecognizer.State] = []
    var lastTranslation = CGPoint.zero
    var lastVelocity = CGPoint.zero
    pan.addAction(UIAction { _ in
      states.append(pan.state)
      lastTranslation = pan.translation(in: v)
      if pan.state == .changed { lastVelocity = pan.velocity(in: v) }
    })
    v.addGestureRecognizer(pan)
    w.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 400), duration: 0.5)
    #expect(states.first == .began)
    #expect(states.last == .ended)
    #expect(states.dropFirst().dropLast().allSatisfy { $0 == .changed })
    #expect(abs(lastTranslation.y - 300) < 0.5)
    // 300 pt in 0.5 s: 600 pt/s.
    #expect(abs(lastVelocity.y - 600) < 30)
  }

  @Test("UIScreenEdgePanGestureRecognizer begins only from its edge")
  func edgePan() {
    let (w, v) = window()
    let edge = UIScreenEdgePanGestureRecognizer()
    edge.edges = .left
    var began = 0
    edge.addAction(UIAction { _ in if edge.state == .began { began += 1 } })
    v.addGestureRecognizer(edge)
    w.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 350, y: 300), duration: 0.3)
    #expect(began == 0)
    w.drag(from: CGPoint(x: 5, y: 300), to: CGPoint(x: 200, y: 300), duration: 0.3)
    #expect(began == 1)
  }

  @Test("UISwipeGestureRecognizer recognizes a quick stroke in its direction only")
  func swipe() {
    let (w, v) = window()
    let swipe = UISwipeGestureRecognizer()
    swipe.direction = .left
    var count = 0
    swipe.addAction(UIAction { _ in count += 1 })
    v.addGestureRecognizer(swipe)
    w.drag(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 100, y: 300), duration: 0.2)
    #expect(count == 1)
    w.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 300, y: 300), duration: 0.2)
    #expect(count == 1)
  }

  @Test("UILongPressGestureRecognizer begins after minimumPressDuration of media time")
  func longPress() {
    let (w, v) = window()
    let press = UILongPressGestureRecognizer()
    var states: [UIGestureRecognizer.State] = []
    press.addAction(UIAction { _ in states.append(press.state) })
    v.addGestureRecognizer(press)
    let finger = w.touchDown(at: CGPoint(x: 50, y: 50))
    UIApplication.shared.advance(by: 0.3)
    #expect(states.isEmpty)
    UIApplication.shared.advance(by: 0.3)
    #expect(states == [.began])
    finger.lift()
    #expect(states == [.began, .ended])
  }

  @Test("require(toFail:): a single tap waits for the double tap to fail")
  func requireToFail() {
    let (w, v) = window()
    let single = UITapGestureRecognizer()
    let double = UITapGestureRecognizer()
    double.numberOfTapsRequired = 2
    single.require(toFail: double)
    var singles = 0, doubles = 0
    single.addAction(UIAction { _ in singles += 1 })
    double.addAction(UIAction { _ in doubles += 1 })
    v.addGestureRecognizer(single)
    v.addGestureRecognizer(double)
    w.tap(at: CGPoint(x: 50, y: 50))
    #expect(singles == 0)
    UIApplication.shared.advance(by: 0.5)
    #expect(singles == 1)
    w.tap(at: CGPoint(x: 50, y: 50))
    UIApplication.shared.advance(by: 0.1)
    w.tap(at: CGPoint(x: 50, y: 50))
    UIApplication.shared.advance(by: 0.5)
    #expect(doubles == 1)
    #expect(singles == 1)
  }

  @Test("Delegate gestureRecognizerShouldBegin can veto; cancelsTouchesInView cancels the view's touches")
  func delegateAndCancel() {
    final class Veto: NSObject, UIGestureRecognizerDelegate {
      var allow = false
      func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { allow }
    }
    final class TouchView: UIView {
      var events: [String] = []
      override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { events.append("began") }
      override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { events.append("cancelled") }
      override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { events.append("ended") }
    }
    let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    w.makeKeyAndVisible()
    let v = TouchView(frame: w.bounds)
    w.addSubview(v)
    let pan = UIPanGestureRecognizer()
    let veto = Veto()
    pan.delegate = veto
    var began = 0
    pan.addAction(UIAction { _ in if pan.state == .began { began += 1 } })
    v.addGestureRecognizer(pan)
    w.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 300), duration: 0.2)
    #expect(began == 0)
    #expect(v.events == ["began", "ended"])
    veto.allow = true
    v.events = []
    w.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 300), duration: 0.2)
    #expect(began == 1)
    #expect(v.events == ["began", "cancelled"])
  }

  @Test("UIButton: a tap sends touchUpInside to UIAction and to target-action")
  func buttonTap() {
    let (w, v) = window()
    let button = UIButton(frame: CGRect(x: 10, y: 10, width: 100, height: 44))
    var fired = 0
    button.addAction(UIAction { _ in fired += 1 }, for: .touchUpInside)
    v.addSubview(button)
    w.tap(at: CGPoint(x: 20, y: 20))
    #expect(fired == 1)
    let primary = UIButton(type: .system, primaryAction: UIAction(title: "Go") { _ in fired += 10 })
    primary.frame = CGRect(x: 200, y: 10, width: 100, height: 44)
    v.addSubview(primary)
    w.tap(at: CGPoint(x: 220, y: 20))
    #expect(fired == 11)
    #expect(primary.currentTitle == "Go")
  }
}
