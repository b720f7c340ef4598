import Foundation
import Testing

@testable import OpenQuartzCore

/// The commit's list of layers made since the last commit does not keep them alive (sbview13,
/// Docs/Behaviour/sbview13.md "Layers before their first commit").
@MainActor
@Suite(.serialized)
struct UncommittedLayerTests {
  /// Records the order in which layers are laid out at a commit.
  @MainActor final class LayoutOrder: NSObject, CALayerDelegate {
    var names: [String] = []
    func layoutSublayers(of layer: CALayer) { names.append(layer.name ?? "?") }
  }

  @Test("sbview13: a layer released before any commit dies then; the commit's list does not hold it")
  func uncommittedLayerDiesWhenReleased() {
    settle()
    weak var dropped: CALayer?
    do {
      let layer = CALayer()
      layer.position = CGPoint(x: 5, y: 5)
      dropped = layer
      #expect(dropped != nil)
    }
    #expect(dropped == nil)
    settle()
  }

  @Test("sbview13: living layers made before a commit are committed by it, whatever died around them (in creation order for layout)")
  func livingLayersAreCommittedInOrder() {
    settle()
    let order = LayoutOrder()
    var kept: [CALayer] = []
    // Enough released layers among them that the list compacts (≥ 256, most of it).
    for index in 0..<900 {
      let layer = CALayer()
      if index % 3 == 0 {
        layer.name = "L\(index)"
        layer.delegate = order
        kept.append(layer)
      }
    }
    // Marked in reverse: the commit lays out the new layers in the order they were made.
    for layer in kept.reversed() { layer.setNeedsLayout() }
    #expect(kept.allSatisfy { !$0._isCommitted })
    settle()
    #expect(kept.allSatisfy { $0._isCommitted && $0._uncommittedSlot == -1 })
    #expect(order.names == kept.map { $0.name ?? "" })
    // Committed, so a standalone one animates implicitly again.
    let standalone = CALayer()
    kept.append(standalone)
    settle()
    standalone.opacity = 0
    #expect(standalone.animation(forKey: "opacity") != nil)
    standalone.removeAllAnimations()
    settle()
  }

  @Test("sbview13: a layer made before the first commit keeps no implicit animation (still uncommitted after others died)")
  func uncommittedAfterCompactionStaysUncommitted() {
    settle()
    let survivor = CALayer()
    for _ in 0..<600 { _ = CALayer() }
    #expect(!survivor._isCommitted)
    survivor.opacity = 0.5
    #expect(survivor.animationKeys() == nil)
    settle()
    #expect(survivor._isCommitted)
  }
}
