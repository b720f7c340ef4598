import Foundation
import Testing

@testable import OpenQuartzCore

// Session 16 (cycle16v): the shortcuts a present+dismiss cycle takes through layers — the order
// events' action search skipped when its answer is provably none, and the time mapping kept
// until some layer's timing or tree links change (`_LayerTimingGeneration`).

/// An action that counts its runs.
@MainActor
private final class CountingAction: CAAction {
  var runs: [String] = []
  func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) { runs.append(event) }
}

/// A delegate that answers one action for every order event.
@MainActor
private final class OrderDelegate: NSObject, CALayerDelegate {
  let action = CountingAction()
  func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
    event == "onOrderIn" || event == "onOrderOut" ? action : nil
  }
}

/// A subclass whose class default answers the order events.
private final class DefaultActionLayer: CALayer {
  @MainActor static let action = CountingAction()
  override class func defaultAction(forKey event: String) -> (any CAAction)? {
    event == "onOrderIn" || event == "onOrderOut" ? action : super.defaultAction(forKey: event)
  }
}

/// A subclass whose own lookup answers the order events.
private final class OverridingLayer: CALayer {
  let action = CountingAction()
  override func action(forKey event: String) -> (any CAAction)? {
    event == "onOrderIn" || event == "onOrderOut" ? action : super.action(forKey: event)
  }
}

@MainActor
@Test("CA: order events still run an action set in `actions`, by a delegate, a class default or an override")
func orderEventActionsStillRun() {
  let root = CALayer()
  let inActions = CALayer()
  let byActions = CountingAction()
  inActions.actions = ["onOrderIn": byActions, "onOrderOut": byActions]
  let delegate = OrderDelegate()
  let withDelegate = CALayer()
  withDelegate.delegate = delegate
  let byDefault = DefaultActionLayer()
  let overriding = OverridingLayer()
  DefaultActionLayer.action.runs.removeAll()
  for layer in [inActions, withDelegate, byDefault, overriding] {
    root.addSublayer(layer)
    layer.removeFromSuperlayer()
  }
  #expect(byActions.runs == ["onOrderIn", "onOrderOut"])
  #expect(delegate.action.runs == ["onOrderIn", "onOrderOut"])
  #expect(DefaultActionLayer.action.runs == ["onOrderIn", "onOrderOut"])
  #expect(overriding.action.runs == ["onOrderIn", "onOrderOut"])
  // Disabled actions: none runs, as before.
  CATransaction.begin()
  CATransaction.setDisableActions(true)
  root.addSublayer(inActions)
  inActions.removeFromSuperlayer()
  CATransaction.commit()
  #expect(byActions.runs == ["onOrderIn", "onOrderOut"])
}

@MainActor
@Test("CA: a plain layer without delegate or actions adds no animation when ordered in or out")
func plainLayerOrderEventsDoNothing() {
  let root = CALayer()
  let layer = CALayer()
  root.addSublayer(layer)
  #expect(layer.animationKeys() == nil)
  layer.removeFromSuperlayer()
  #expect(layer.animationKeys() == nil)
  // `actions` set later (without order keys) is looked at again, and still gives nothing.
  layer.actions = ["position": NSNull()]
  root.addSublayer(layer)
  #expect(layer.animationKeys() == nil)
}

@MainActor
@Test("CA: a layer's time mapping follows an ancestor's speed, offset and begin time, and reparenting")
func timeMappingFollowsAncestorsAndTree() {
  let a = CALayer(), b = CALayer(), child = CALayer()
  a.addSublayer(child)
  let t = 10.0
  #expect(child.convertTime(t, from: nil) == t)
  a.speed = 2
  #expect(child.convertTime(t, from: nil) == 2 * t)
  a.timeOffset = 1
  #expect(child.convertTime(t, from: nil) == 2 * t + 1)
  a.beginTime = 3
  #expect(child.convertTime(t, from: nil) == 2 * (t - 3) + 1)
  b.speed = 0.5
  b.addSublayer(child)
  #expect(child.convertTime(t, from: nil) == 0.5 * t)
  child.removeFromSuperlayer()
  #expect(child.convertTime(t, from: nil) == t)
  // Deeper: a grandparent's change reaches the grandchild whose mapping was read before.
  let top = CALayer(), middle = CALayer(), leaf = CALayer()
  top.addSublayer(middle)
  middle.addSublayer(leaf)
  #expect(leaf.convertTime(t, from: nil) == t)
  top.speed = 4
  #expect(leaf.convertTime(t, from: nil) == 4 * t)
  #expect(leaf.convertTime(4 * t, to: nil) == t)
}

@MainActor
@Test("CA: a mask's time mapping follows its owner: set, removed from it, and the owner's death")
func timeMappingFollowsMaskLinks() {
  let t = 10.0
  let owner = CALayer()
  owner.speed = 2
  let mask = CALayer()
  #expect(mask.convertTime(t, from: nil) == t)
  owner.mask = mask
  #expect(mask.convertTime(t, from: nil) == 2 * t)
  mask.removeFromSuperlayer()  // a mask leaves its owner this way
  #expect(owner.mask == nil)
  #expect(mask.convertTime(t, from: nil) == t)
  var dying: CALayer? = CALayer()
  dying!.speed = 3
  dying!.mask = mask
  #expect(mask.convertTime(t, from: nil) == 3 * t)
  dying = nil
  #expect(mask.convertTime(t, from: nil) == t)
}

@MainActor
@Test("CA: a sublayer that outlives its superlayer maps time without it")
func timeMappingAfterSuperlayerDies() {
  let t = 10.0
  let child = CALayer()
  var parent: CALayer? = CALayer()
  parent!.speed = 2
  parent!.addSublayer(child)
  #expect(child.convertTime(t, from: nil) == 2 * t)
  parent = nil
  #expect(child.superlayer == nil)
  #expect(child.convertTime(t, from: nil) == t)
}
