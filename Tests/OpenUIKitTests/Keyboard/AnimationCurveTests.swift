import Foundation
import OpenQuartzCore
import OpenUIKit
import OpenUIKitTesting
import Testing
import UIKit

/// `UIView.AnimationCurve` takes any raw value, as UIKit's imported `NS_ENUM` does, and curve 7
/// (the keyboard's) animates with the keyboard's timing on every path that takes a curve.
@MainActor
@Suite(.serialized)
struct AnimationCurveTests {
  @Test("Behaviour/keyboard2.md AnimationCurve: init(rawValue:) never fails and rawValue round-trips every value; the four named cases keep 0-3")
  func rawValuesRoundTrip() throws {
    for raw in [0, 1, 2, 3, 4, 7, 8, 15, 16, -1, 1 << 40, Int.max, Int.min] {
      let curve = try #require(UIView.AnimationCurve(rawValue: raw))
      #expect(curve.rawValue == raw)
      #expect(UIView.AnimationCurve(rawValue: raw) == curve)
    }
    #expect(UIView.AnimationCurve(rawValue: 0) == .easeInOut)
    #expect(UIView.AnimationCurve(rawValue: 1) == .easeIn)
    #expect(UIView.AnimationCurve(rawValue: 2) == .easeOut)
    #expect(UIView.AnimationCurve(rawValue: 3) == .linear)
    #expect([UIView.AnimationCurve.easeInOut, .easeIn, .easeOut, .linear].map(\.rawValue) == [0, 1, 2, 3])
    let seven = try #require(UIView.AnimationCurve(rawValue: 7))
    #expect(seven != .easeInOut && seven != .linear && seven != UIView.AnimationCurve(rawValue: 8))
    #expect(Set([seven, UIView.AnimationCurve(rawValue: 7)!, .linear, .linear]).count == 2)
    #expect(MemoryLayout<UIView.AnimationCurve>.size == MemoryLayout<Int>.size + 1)
  }

  @Test("Behaviour/keyboard2.md AnimationCurve: a switch over the four named cases is exhaustive; default and @unknown default take raw value 7")
  func switching() throws {
    func name(_ curve: UIView.AnimationCurve) -> String {
      switch curve {
      case .easeInOut: return "easeInOut"
      case .easeIn: return "easeIn"
      case .easeOut: return "easeOut"
      case .linear: return "linear"
      @unknown default: return "unknown \(curve.rawValue)"
      }
    }
    func isLinear(_ curve: UIView.AnimationCurve) -> Bool {
      switch curve {
      case .linear: return true
      default: return false
      }
    }
    func exhaustive(_ curve: UIView.AnimationCurve) -> Int {
      switch curve {
      case .easeInOut: return 0
      case .easeIn: return 1
      case .easeOut: return 2
      case .linear: return 3
      }
    }
    #expect(name(.easeOut) == "easeOut")
    #expect(name(try #require(UIView.AnimationCurve(rawValue: 7))) == "unknown 7")
    #expect(!isLinear(try #require(UIView.AnimationCurve(rawValue: 7))) && isLinear(.linear))
    #expect(exhaustive(.easeIn) == 1)
    if case .linear = UIView.AnimationCurve(rawValue: 3)! {} else { Issue.record("pattern .linear") }
  }

  private func host() -> (UIWindow, UIView) {
    let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    w.makeKeyAndVisible()
    let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    w.addSubview(v)
    UIApplication.shared.runUntilIdle()
    alignClockToFrameGrid()
    return (w, v)
  }

  /// Where the keyboard curve puts a 50 → 250 move 0.1 s into 0.25 s.
  private var keyboardX: CGFloat { curve7Top(from: 50, to: 250) }

  @Test("Behaviour/keyboard2.md AnimationCurve: UIViewPropertyAnimator(duration:curve:) with AnimationCurve(rawValue: 7)! follows the keyboard's curve")
  func propertyAnimatorCurve7() throws {
    let (w, v) = host()
    defer { w.isHidden = true }
    let curve = try #require(UIView.AnimationCurve(rawValue: 7))
    let animator = UIViewPropertyAnimator(duration: 0.25, curve: curve) { v.center.x = 250 }
    animator.startAnimation()
    UIApplication.shared.advance(by: 0.1)
    let x = try #require(v.layer.presentation()).position.x
    #expect(abs(x - keyboardX) < 1.5)
    UIApplication.shared.runUntilIdle()
    #expect(v.center.x == 250)
    let timing = UICubicTimingParameters(animationCurve: curve)
    #expect(timing.animationCurve.rawValue == 7)
    #expect(timing.controlPoint1 == CGPoint(x: CGFloat(Float(0.380)), y: CGFloat(Float(0.700))))
    #expect(timing.controlPoint2 == CGPoint(x: CGFloat(Float(0.125)), y: 1))
  }

  @Test("Behaviour/keyboard2.md AnimationCurve: curve rawValue << 16 as options follows the keyboard's curve in UIView.animate and runningPropertyAnimator")
  func optionsCurve7() throws {
    let curve = try #require(UIView.AnimationCurve(rawValue: 7))
    let options = UIView.AnimationOptions(rawValue: UInt(curve.rawValue) << 16)
    do {
      let (w, v) = host()
      defer { w.isHidden = true }
      UIView.animate(withDuration: 0.25, delay: 0, options: options, animations: { v.center.x = 250 })
      UIApplication.shared.advance(by: 0.1)
      #expect(abs(try #require(v.layer.presentation()).position.x - keyboardX) < 1.5)
      UIApplication.shared.runUntilIdle()
    }
    do {
      let (w, v) = host()
      defer { w.isHidden = true }
      let animator = UIViewPropertyAnimator.runningPropertyAnimator(
        withDuration: 0.25, delay: 0, options: options, animations: { v.center.x = 250 })
      UIApplication.shared.advance(by: 0.1)
      #expect(abs(try #require(v.layer.presentation()).position.x - keyboardX) < 1.5)
      #expect((animator.timingParameters as? UICubicTimingParameters)?.animationCurve.rawValue == 7)
      UIApplication.shared.runUntilIdle()
    }
  }
}
