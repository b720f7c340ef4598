import Foundation
@testable import OpenUIKit
import OpenQuartzCore
import OpenUIKitTesting
import Testing
import UIKit

/// The layout pass writes solved frames back (issue 17): outside animation blocks a view's layer
/// skips the action lookup its view would answer "no action" to; inside one every frame change
/// still becomes an animation. Registered views live in an array registry the sweep keeps dense.
@MainActor
@Suite(.serialized)
struct LayoutFrameWriteTests {
  /// A client layer class that answers its own actions (it is asked for every change).
  final class CountingLayer: CALayer {
    static var asked: [String] = []
    override func action(forKey event: String) -> (any CAAction)? {
      CountingLayer.asked.append(event)
      return super.action(forKey: event)
    }
  }

  final class CountingLayerView: UIView {
    override class var layerClass: AnyClass { CountingLayer.self }
  }

  /// A root with one child pinned at (20, 20), 50 × `height`; laid out once.
  private func makeCard(height: CGFloat = 40, child: UIView = UIView()) -> (root: UIView, child: UIView, height: NSLayoutConstraint) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    child.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(child)
    let height = child.heightAnchor.constraint(equalToConstant: height)
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      child.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      child.widthAnchor.constraint(equalToConstant: 50), height,
    ])
    root.layoutIfNeeded()
    return (root, child, height)
  }

  @Test("UIKit: outside animation blocks a view's layer changes without animation (UIView's action(for:forKey:) answers NSNull), so a solved frame applies at once")
  func solvedFrameOutsideBlockAddsNoAnimation() {
    let card = makeCard()
    #expect(card.child.layer._delegateGivesNoActionOutsideViewBlocks)
    #expect(CALayer._noViewAnimationBlockOpen)
    card.height.constant = 80
    card.root.layoutIfNeeded()
    #expect(card.child.frame == CGRect(x: 20, y: 20, width: 50, height: 80))
    #expect(card.child.layer.animationKeys() ?? [] == [])
  }

  @Test("UIKit: layoutIfNeeded() inside UIView.animate turns each solved frame change into an animation (the pattern sheets and cards use to animate a constraint constant)")
  func solvedFrameInsideBlockAnimates() {
    let card = makeCard()
    card.height.constant = 80
    var openInside = true
    UIView.animate(withDuration: 1) {
      openInside = CALayer._noViewAnimationBlockOpen
      card.root.layoutIfNeeded()
    }
    #expect(!openInside)
    #expect(CALayer._noViewAnimationBlockOpen)
    #expect(card.child.frame == CGRect(x: 20, y: 20, width: 50, height: 80))
    let keys = card.child.layer.animationKeys() ?? []
    #expect(keys.contains("position") && keys.contains("bounds"))
  }

  @Test("Core Animation: a layer class that overrides action(forKey:) is asked for every property change, outside animation blocks too (CALayer.action(forKey:) docs)")
  func overridingLayerClassIsAsked() {
    CountingLayer.asked = []
    let card = makeCard(child: CountingLayerView())
    #expect(!card.child.layer._delegateGivesNoActionOutsideViewBlocks)
    CountingLayer.asked = []
    card.height.constant = 80
    card.root.layoutIfNeeded()
    #expect(card.child.frame.height == 80)
    #expect(CountingLayer.asked.contains("position") && CountingLayer.asked.contains("bounds"))
  }

  @Test("Core Animation: a layer whose delegate is no longer its view looks its action up again — its actions dictionary animates the change (CALayer.action(forKey:) docs)")
  func layerWithoutItsViewAsksAgain() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let layer = view.layer
    #expect(layer._delegateGivesNoActionOutsideViewBlocks)
    layer.delegate = nil
    #expect(!layer._delegateGivesNoActionOutsideViewBlocks)
    layer.actions = ["position": CABasicAnimation()]
    layer.position = CGPoint(x: 40, y: 40)
    #expect(layer.animation(forKey: "position") != nil)

    var orphan: CALayer?
    do {
      let dying = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      orphan = dying.layer
      #expect(dying.layer._delegateGivesNoActionOutsideViewBlocks)
    }
    let kept = orphan!
    #expect(kept.delegate == nil)
    #expect(!kept._delegateGivesNoActionOutsideViewBlocks)
    kept.actions = ["position": CABasicAnimation()]
    kept.position = CGPoint(x: 40, y: 40)
    #expect(kept.animation(forKey: "position") != nil)
  }

  @Test("UIKit: constraints of dropped hierarchies leave the engine at its next sweep (a view holds its constraints); the registry keeps every live view once, at the place it records")
  func registryStaysDenseThroughSweeps() {
    let engine = LayoutEngine.shared
    engine.sweepDeadItems()
    let registered = engine.views.count
    let kept = makeCard()
    do {
      _ = makeCard()
      _ = makeCard()
    }
    #expect(engine.views.count == registered + 6)
    #expect(engine.views.values.contains { $0.object == nil })
    engine.sweepDeadItems()
    #expect(engine.views.count == registered + 2)
    #expect(!engine.views.values.contains { $0.object == nil })
    for (index, storage) in engine.views.storages.enumerated() { #expect(storage.registryIndex == index) }
    #expect(kept.root._autoLayout.registryIndex >= 0 && kept.child._autoLayout.registryIndex >= 0)
    // The live card still follows its constraints.
    kept.height.constant = 60
    kept.root.layoutIfNeeded()
    #expect(kept.child.frame.height == 60)
  }
}
