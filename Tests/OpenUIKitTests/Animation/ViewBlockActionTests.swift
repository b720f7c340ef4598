import Foundation
@testable import OpenQuartzCore
@testable import OpenUIKit
import Testing
import UIKit

/// present14 (issue 15): a view's own layer asks for its block action directly
/// (`CALayer._viewBlockAction`), parses the key once and runs one re-used action object instead
/// of a new `ViewAnimationAction` per animated change. Each test pins the answer of the general
/// path (the layer asking `action(forKey:)`, the view answering `action(for:forKey:)`).
@MainActor
@Suite(.serialized)
struct ViewBlockActionTests {
  /// A client layer class that asks the general chain (`action(forKey:)` → the view's
  /// `action(for:forKey:)` → a new `ViewAnimationAction`) for every change.
  final class GeneralPathLayer: CALayer {
    override func action(forKey event: String) -> (any CAAction)? { super.action(forKey: event) }
  }

  final class GeneralPathView: UIView {
    override class var layerClass: AnyClass { GeneralPathLayer.self }
  }

  private static func settle() {
    UIApplication.shared.useLinkedSDK(.iOS17)
    UIApplication.shared.runUntilIdle()
  }

  private static func describe(_ a: CAAnimation?) -> String {
    guard let a = a as? CABasicAnimation else { return "none" }
    let from = AnimatableValue.make(from: a.fromValue).map { "\($0)" } ?? "nil"
    let to = AnimatableValue.make(from: a.toValue).map { "\($0)" } ?? "nil"
    return "\(a.keyPath ?? "nil") from \(from) to \(to) additive \(a.isAdditive) duration \(a.duration) "
      + "begin \(a.beginTime) repeat \(a.repeatCount) autoreverses \(a.autoreverses)"
  }

  @Test("UIKit: changes of a view's own layer in animation blocks give the animations the general action chain gives (keys, endpoints, stacking, transform from the presentation value, colours, corner radius, nothing for unchanged or non-animatable values)")
  func directActionMatchesGeneralChain() {
    Self.settle()
    let direct = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    let general = GeneralPathView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(direct.layer._delegateGivesNoActionOutsideViewBlocks)
    #expect(!general.layer._delegateGivesNoActionOutsideViewBlocks)
    for view in [direct, general] {
      view.backgroundColor = .red
      UIView.animate(withDuration: 0.35, delay: 0.05, options: [.curveEaseIn]) {
        view.frame = CGRect(x: 10, y: 200, width: 120, height: 80)
        view.alpha = 0.5
        view.alpha = 0.5
        view.backgroundColor = .blue
        view.layer.cornerRadius = 8
        view.layer.masksToBounds = true
        view.transform = CGAffineTransform(rotationAngle: 0.3)
      }
      UIView.animate(withDuration: 0.2, delay: 0, options: [.beginFromCurrentState]) {
        view.center.x += 30
        view.alpha = 0.25
        view.transform = CGAffineTransform(rotationAngle: 0.6)
      }
      UIView.performWithoutAnimation {
        UIView.animate(withDuration: 0.2) { view.layer.borderWidth = 2 }
      }
    }
    let keys = direct.layer.animationKeys() ?? []
    #expect(keys == general.layer.animationKeys() ?? [])
    #expect(keys.contains("position-2") && keys.contains("opacity-2") && keys.contains("cornerRadius"))
    #expect(!keys.contains("borderWidth"))
    for key in keys {
      #expect(Self.describe(direct.layer.animation(forKey: key)) == Self.describe(general.layer.animation(forKey: key)), "\(key)")
    }
    direct.layer.removeAllAnimations()
    general.layer.removeAllAnimations()
    Self.settle()
  }

  @Test("UIKit: action(for:forKey:) asked by anyone inside a block still gives a new action each time, and running it adds the block's animation")
  func publicActionIsANewObjectEachTime() {
    Self.settle()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    var first: (any CAAction)?
    var second: (any CAAction)?
    UIView.animate(withDuration: 0.3) {
      first = view.action(for: view.layer, forKey: "opacity")
      second = view.action(for: view.layer, forKey: "opacity")
      UIView.performWithoutAnimation { view.alpha = 0.5 }
      first?.run(forKey: "opacity", object: view.layer, arguments: nil)
    }
    let firstAction = first as? ViewAnimationAction
    let secondAction = second as? ViewAnimationAction
    let sameObject = firstAction === secondAction
    #expect(firstAction != nil && secondAction != nil)
    #expect(!sameObject)
    let a = view.layer.animation(forKey: "opacity") as? CABasicAnimation
    #expect(a != nil && a?.isAdditive == true)
    #expect(AnimatableValue.make(from: a?.fromValue) == .scalar(0.5))
    view.layer.removeAllAnimations()
    Self.settle()
  }

  @Test("Core Animation: the re-used block action serves one change at a time: an action asked for and not yet run is never handed out again, and a run one is")
  func reusedActionIsHandedOutOnceAtATime() {
    Self.settle()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    UIView.animate(withDuration: 0.3) {
      let a = UIViewAnimationState.blockAction(layer: view.layer, key: "opacity") as? ViewBlockChange
      let b = UIViewAnimationState.blockAction(layer: view.layer, key: "position") as? ViewBlockChange
      let aIsB = a === b
      #expect(a != nil && b != nil)
      #expect(!aIsB)
      let noAction = UIViewAnimationState.blockAction(layer: view.layer, key: "hidden") == nil
      #expect(noAction)
      UIView.performWithoutAnimation { view.alpha = 0.5 }
      a?.run(forKey: "opacity", object: view.layer, arguments: nil)
      b?.run(forKey: "position", object: view.layer, arguments: nil)
      // Run: the shared one is free again.
      let c = UIViewAnimationState.blockAction(layer: view.layer, key: "opacity") as? ViewBlockChange
      let cIsA = c === a
      #expect(cIsA)
      c?.run(forKey: "opacity", object: view.layer, arguments: nil)
      // Running it twice adds nothing more.
      c?.run(forKey: "opacity", object: view.layer, arguments: nil)
    }
    // The opacity change animated once (the position did not change: nothing).
    #expect(view.layer.animationKeys() ?? [] == ["opacity"])
    view.layer.removeAllAnimations()
    Self.settle()
  }
}
