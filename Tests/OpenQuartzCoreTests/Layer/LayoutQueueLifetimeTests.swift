import Foundation
import Testing

@testable import OpenQuartzCore

/// The commit's queue of roots with pending layout does not keep them alive (sbload14,
/// Docs/Behaviour/sbload14.md "Roots queued for layout").
@MainActor
@Suite(.serialized)
struct LayoutQueueLifetimeTests {
  /// Records the order in which layers are laid out at a commit.
  @MainActor final class LayoutOrder: NSObject, CALayerDelegate {
    var names: [String] = []
    func layoutSublayers(of layer: CALayer) { names.append(layer.name ?? "?") }
  }

  @Test("sbload14: a committed tree marked for layout and released before the next commit dies then; the layout queue does not hold it")
  func droppedTreeDiesBeforeCommit() {
    settle()
    weak var droppedRoot: CALayer?
    weak var droppedLeaf: CALayer?
    do {
      let root = CALayer()
      let leaf = CALayer()
      root.addSublayer(leaf)
      settle()
      #expect(root._isCommitted && leaf._isCommitted)
      leaf.setNeedsLayout()
      root.setNeedsLayout()
      #expect(root._layoutQueueSlot >= 0)
      droppedRoot = root
      droppedLeaf = leaf
    }
    #expect(droppedRoot == nil)
    #expect(droppedLeaf == nil)
    settle()
  }

  @Test("sbload14: kept roots are laid out at the commit in the order first queued, whatever died among them and however often they were marked")
  func keptRootsAreLaidOutInQueueOrder() {
    settle()
    let order = LayoutOrder()
    var kept: [CALayer] = []
    var all: [CALayer] = []
    for index in 0..<900 {
      let layer = CALayer()
      layer.name = "L\(index)"
      layer.delegate = order
      all.append(layer)
      if index % 3 == 0 { kept.append(layer) }
    }
    settle()
    order.names = []
    // Queued in reverse, each kept one twice; the others (most of the queue, so it compacts)
    // are released before the commit.
    for layer in all.reversed() { layer.setNeedsLayout() }
    for layer in kept { layer.setNeedsLayout() }
    all = []
    settle()
    #expect(order.names == kept.reversed().map { $0.name ?? "" })
    #expect(kept.allSatisfy { $0._layoutQueueSlot == -1 && !$0._needsLayout })
  }

  @Test("sbload14: a root queued and then inserted into another tree is laid out with that tree, at the first-seen position of its root")
  func queuedRootInsertedLaterLaysOutWithItsNewRoot() {
    settle()
    let order = LayoutOrder()
    func make(_ name: String) -> CALayer {
      let layer = CALayer()
      layer.name = name
      layer.delegate = order
      return layer
    }
    let a = make("A")
    let b = make("B")
    let c = make("C")
    settle()
    order.names = []
    a.setNeedsLayout()
    b.setNeedsLayout()
    c.setNeedsLayout()
    c.addSublayer(a)
    settle()
    #expect(order.names == ["C", "A", "B"])
  }
}
