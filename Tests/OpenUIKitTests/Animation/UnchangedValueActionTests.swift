import Foundation
@testable import OpenUIKit
@testable import OpenQuartzCore
import Testing
import UIKit

/// Work a view animation block skips for values that do not change, and the named curves the
/// framework's own blocks share (issue 15, present+dismiss cycle; Docs/Behaviour/cycles10.md).
@MainActor
@Suite(.serialized)
struct UnchangedValueActionTests {
  /// A client layer class that answers its own actions (it is asked for every change).
  final class AskedLayer: CALayer {
    static var asked: [String] = []
    override func action(forKey event: String) -> (any CAAction)? {
      AskedLayer.asked.append(event)
      return super.action(forKey: event)
    }
  }

  final class AskedLayerView: UIView {
    override class var layerClass: AnyClass { AskedLayer.self }
  }

  @Test("UIKit: inside an animation block a moved view of unchanged size gets a position animation and no bounds one; an unchanged alpha gets none, a changed one an opacity animation")
  func unchangedValuesInBlockAddNoAnimation() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(view.layer._delegateGivesNoActionOutsideViewBlocks)
    UIView.animate(withDuration: 0.35) {
      view.frame = CGRect(x: 0, y: 200, width: 100, height: 50)
      view.alpha = 1
    }
    #expect(view.frame == CGRect(x: 0, y: 200, width: 100, height: 50))
    #expect(view.layer.animationKeys() ?? [] == ["position"])
    UIView.animate(withDuration: 0.35) {
      view.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
      view.center = view.center
      view.alpha = 0.5
    }
    #expect(view.layer.animationKeys() ?? [] == ["position", "opacity"])
    // A changed size still animates its bounds.
    UIView.animate(withDuration: 0.35) { view.frame.size.height = 80 }
    #expect((view.layer.animationKeys() ?? []).contains("bounds"))
    view.layer.removeAllAnimations()
  }

  @Test("Core Animation: a layer class that overrides action(forKey:) is asked inside an animation block for a value that does not change (CALayer.action(forKey:) docs)")
  func overridingLayerIsAskedForUnchangedValues() {
    let view = AskedLayerView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(!view.layer._delegateGivesNoActionOutsideViewBlocks)
    AskedLayer.asked = []
    UIView.animate(withDuration: 0.35) {
      view.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
      view.alpha = 1
    }
    #expect(AskedLayer.asked.contains("position") && AskedLayer.asked.contains("bounds") && AskedLayer.asked.contains("opacity"))
    #expect(view.layer.animationKeys() ?? [] == [])
  }

  @Test("Core Animation: an unchanged value set on a view's layer still opens the implicit transaction its change would (the commit lays out and commits as before)")
  func unchangedValueStillOpensTransaction() {
    UIApplication.shared.runUntilIdle()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    UIApplication.shared.runUntilIdle()
    #expect(CATransaction._stack.isEmpty)
    UIView.animate(withDuration: 0.35) { view.alpha = 1 }
    #expect(CATransaction._stack.first?.isImplicit == true)
    UIApplication.shared.runUntilIdle()
  }

  @Test("UIKit's own blocks share one timing function per named curve: two blocks' animations carry the same ease-in-ease-out curve object; CAMediaTimingFunction(name:) still makes a new one")
  func frameworkBlocksShareNamedCurves() throws {
    let a = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let b = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    UIView.animate(withDuration: 0.35) { a.alpha = 0 }
    UIView.animate(withDuration: 0.35) { b.alpha = 0 }
    let fa = try #require(a.layer.animation(forKey: "opacity")?.timingFunction)
    let fb = try #require(b.layer.animation(forKey: "opacity")?.timingFunction)
    #expect(fa === fb)
    #expect(fa.isEqual(CAMediaTimingFunction(name: .easeInEaseOut)))
    var point: [Float] = [0, 0]
    fa.getControlPoint(at: 1, values: &point)
    #expect(point == [0.42, 0])
    fa.getControlPoint(at: 2, values: &point)
    #expect(point == [0.58, 1])
    #expect(CAMediaTimingFunction(name: .easeInEaseOut) !== CAMediaTimingFunction(name: .easeInEaseOut))
    a.layer.removeAllAnimations()
    b.layer.removeAllAnimations()
  }
}
