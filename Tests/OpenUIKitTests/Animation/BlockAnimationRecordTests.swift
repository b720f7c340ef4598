import Foundation
@testable import OpenQuartzCore
@testable import OpenUIKit
import OpenUIKitTesting
import Testing
import UIKit

/// Block animations recorded straight into the engine (Docs/Behaviour/anim13.md): a view whose
/// layer is of Core Animation's own classes gets its block animations without a
/// `CABasicAnimation` until someone reads one; a view whose layer class overrides the
/// animation methods gets them built and added as before. Both must be indistinguishable.
@MainActor
@Suite(.serialized)
struct BlockAnimationRecordTests {
  /// A client layer class: block animations reach it through `add(_:forKey:)` (the built path).
  final class BuiltLayer: CALayer {
    override func add(_ anim: CAAnimation, forKey key: String?) { super.add(anim, forKey: key) }
  }

  final class BuiltView: UIView {
    override class var layerClass: AnyClass { BuiltLayer.self }
  }

  private static func settle() {
    UIApplication.shared.useLinkedSDK(.iOS17)
    UIApplication.shared.runUntilIdle()
  }

  /// The values of an attached animation a client can read.
  private static func describe(_ a: CAAnimation?) -> String {
    guard let a = a as? CABasicAnimation else { return "none" }
    let from = AnimatableValue.make(from: a.fromValue).map { "\($0)" } ?? "nil"
    let to = AnimatableValue.make(from: a.toValue).map { "\($0)" } ?? "nil"
    let function = a.timingFunction.map { "\(ObjectIdentifier($0))" } ?? "nil"
    return "\(type(of: a)) \(a.keyPath ?? "nil") from \(from) to \(to) by \(a.byValue == nil ? "nil" : "set") "
      + "additive \(a.isAdditive) cumulative \(a.isCumulative) duration \(a.duration) begin \(a.beginTime) "
      + "fill \(a.fillMode.rawValue) speed \(a.speed) offset \(a.timeOffset) repeat \(a.repeatCount) "
      + "repeatDuration \(a.repeatDuration) autoreverses \(a.autoreverses) removed \(a.isRemovedOnCompletion) "
      + "function \(function) delegate \(a.delegate.map { "\(type(of: $0))" } ?? "nil")"
  }

  @Test("Core Animation: animation(forKey:) gives a block animation recorded without its object the values add(_:forKey:) would have attached (keys, endpoints, timing, delegate), and the same object on every read")
  func recordedAnimationReadsAsBuiltOne() throws {
    Self.settle()
    let recorded = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    let built = BuiltView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(recorded.layer._hasOwnAnimationMethods && !built.layer._hasOwnAnimationMethods)
    for options: UIView.AnimationOptions in [[], [.curveEaseIn, .repeat, .autoreverse], [.curveLinear]] {
      for view in [recorded, built] {
        UIView.animate(withDuration: 0.35, delay: 0.1, options: options) {
          view.frame = CGRect(x: 10, y: 200, width: 100, height: 80)
          view.alpha = 0.5
          view.transform = CGAffineTransform(rotationAngle: 0.5)
        }
        // Stacked on the running ones: "position-2", "opacity-2"… and transform replaced.
        UIView.animate(withDuration: 0.2) {
          view.center.x += 30
          view.alpha = 0.25
        }
      }
      let keys = recorded.layer.animationKeys()
      #expect(keys == built.layer.animationKeys())
      for key in keys ?? [] {
        let a = recorded.layer.animation(forKey: key)
        #expect(Self.describe(a) == Self.describe(built.layer.animation(forKey: key)), "\(key)")
        #expect(recorded.layer.animation(forKey: key) === a)
      }
      recorded.layer.removeAllAnimations()
      built.layer.removeAllAnimations()
      recorded.transform = .identity
      built.transform = .identity
      Self.settle()
    }
  }

  @Test("UIKit: a recorded block animation moves the presentation layer and completes (finished true, once) exactly as a built one, whether or not its object was read")
  func recordedAnimationRunsAsBuiltOne() throws {
    Self.settle()
    for readObject in [false, true] {
      let recorded = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
      let built = BuiltView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
      var log: [String] = []
      for (name, view) in [("recorded", recorded), ("built", built)] {
        UIView.animate(
          withDuration: 0.3, animations: { view.frame.origin.y = 120; view.alpha = 0 },
          completion: { log.append("\(name) \($0)") })
      }
      if readObject { _ = recorded.layer.animation(forKey: "position") }
      for _ in 0..<5 {
        UIApplication.shared.advance(by: 0.05)
        #expect(recorded.layer.presentation()?.position == built.layer.presentation()?.position)
        #expect(recorded.layer.presentation()?.opacity == built.layer.presentation()?.opacity)
      }
      Self.settle()
      // Both end at the same media time: their order is the engine's (the same either way).
      #expect(log.sorted() == ["built true", "recorded true"])
      #expect(recorded.layer.animationKeys() == nil && built.layer.animationKeys() == nil)
    }
  }

  @Test("Core Animation: removing a recorded block animation early reports finished false to the block's completion, read or not; a view animating with such a block ignores touches unless it allows user interaction")
  func recordedAnimationRemovedEarly() throws {
    Self.settle()
    for readObject in [false, true] {
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
      var result: Bool?
      UIView.animate(withDuration: 0.5, animations: { view.alpha = 0.2 }, completion: { result = $0 })
      #expect(!view._acceptsTouchesWhileAnimating)
      if readObject { #expect(view.layer.animation(forKey: "opacity")?.delegate is CompletionTracker) }
      UIApplication.shared.advance(by: 0.1)
      view.layer.removeAnimation(forKey: "opacity")
      Self.settle()
      #expect(result == false)
      UIView.animate(withDuration: 0.5, delay: 0, options: .allowUserInteraction, animations: { view.alpha = 1 })
      #expect(view._acceptsTouchesWhileAnimating)
      view.layer.removeAllAnimations()
      Self.settle()
    }
  }

  @Test("Core Animation: the object animation(forKey:) returns is the attached animation: setting isRemovedOnCompletion false on it keeps a recorded block animation on the layer after it finished; clearing its delegate silences it")
  func readObjectIsTheAttachedOne() throws {
    Self.settle()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    var finished: [Bool] = []
    UIView.animate(withDuration: 0.2, animations: { view.alpha = 0.5 }, completion: { finished.append($0) })
    let a = try #require(view.layer.animation(forKey: "opacity"))
    a.isRemovedOnCompletion = false
    Self.settle()
    #expect(finished == [true])
    #expect(view.layer.animation(forKey: "opacity") === a)
    view.layer.removeAllAnimations()

    var silenced: [Bool] = []
    UIView.animate(withDuration: 0.2, animations: { view.alpha = 1 }, completion: { silenced.append($0) })
    view.layer.animation(forKey: "opacity")?.delegate = nil
    UIApplication.shared.advance(by: 0.5)
    Self.settle()
    // The block's completion waits for a stop its animation no longer reports (as before).
    #expect(silenced == [])
    #expect(view.layer.animationKeys() == nil)
  }

  @Test("Core Animation: a transaction completion block waits for recorded block animations as for added ones")
  func transactionCompletionWaitsForRecordedAnimations() throws {
    Self.settle()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    var log: [String] = []
    CATransaction.begin()
    CATransaction.setCompletionBlock { log.append("transaction") }
    UIView.animate(withDuration: 0.3, animations: { view.center.y += 40 }, completion: { _ in log.append("block") })
    CATransaction.commit()
    UIApplication.shared.advance(by: 0.1)
    #expect(log == [])
    Self.settle()
    #expect(log == ["block", "transaction"])
  }
}
