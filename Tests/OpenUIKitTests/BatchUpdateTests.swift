import Foundation
import OpenQuartzCore
import OpenUIKitTesting
import Testing
import UIKit

/// Diagnostics recorded since `start` whose message begins with `prefix`.
@MainActor
func batchDiagnostics(since start: Int, prefix: String) -> [Diagnostic] {
  Array(UIApplication.shared.diagnostics.dropFirst(start)).filter { $0.message.hasPrefix(prefix) }
}

@MainActor
@Suite(.serialized)
struct BatchUpdateTests {
  init() {
    UIApplication.shared.useLinkedSDK(.iOS17)
    UIApplication.shared.runUntilIdle()
  }

  /// A 3-column grid of 100 pt items, not in a window.
  private func grid(_ count: Int, sections: [Int]? = nil) -> (GridDataSource, UICollectionView) {
    let source = GridDataSource(counts: sections ?? [count])
    let collection = makeGrid(source, frame: CGRect(x: 0, y: 0, width: 320, height: 600), layout: makeFlowLayout(CGSize(width: 100, height: 100)))
    collection.layoutIfNeeded()
    return (source, collection)
  }

  @Test("UIKit: in a batch, deletes name index paths before the update and inserts the ones after it; surviving items keep their cells at their new index paths")
  func deletesOldInsertsNew() throws {
    let (source, collection) = grid(6)
    let cells = (0..<6).map { collection.cellForItem(at: IndexPath(item: $0, section: 0))! }
    let made = source.cellsMade
    var asked: [Int] = []
    collection.performBatchUpdates {
      source.counts = [6]
      asked = [collection.numberOfItems(inSection: 0)]
      collection.deleteItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 3, section: 0)])
      collection.insertItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 5, section: 0)])
    }
    // Inside the block the collection view still reports the counts from before the update.
    #expect(asked == [6])
    // Old 1, 2, 4, 5 fill the free slots 1, 2, 3, 4 in order; 0 and 5 are new.
    #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0)) === cells[1])
    #expect(collection.cellForItem(at: IndexPath(item: 2, section: 0)) === cells[2])
    #expect(collection.cellForItem(at: IndexPath(item: 3, section: 0)) === cells[4])
    #expect(collection.cellForItem(at: IndexPath(item: 4, section: 0)) === cells[5])
    // The two inserted items get their cells from the data source (the deleted ones' cells, reused).
    #expect(source.cellsMade == made + 2)
    #expect(collection.cellForItem(at: IndexPath(item: 3, section: 0))?.frame == CGRect(x: 0, y: 110, width: 100, height: 100))
  }

  @Test("UIKit: the data source's counts are read after the update block and must add up: 'Invalid update: invalid number of items in section 0…' (NSInternalInconsistencyException, here a diagnostic, the view reloads and the completion gets false)")
  func invalidItemCount() throws {
    let (source, collection) = grid(4)
    let start = UIApplication.shared.diagnostics.count
    var finished: Bool?
    collection.performBatchUpdates({
      source.counts = [6]
      collection.insertItems(at: [IndexPath(item: 0, section: 0)])
    }, completion: { finished = $0 })
    let found = batchDiagnostics(since: start, prefix: "Invalid update: invalid number of items in section 0.")
    #expect(found.count == 1)
    #expect(
      found.first?.message
        == "Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (6) must be equal to the number of items contained in that section before the update (4), plus or minus the number of items inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out)."
    )
    #expect(found.first?.kind == .exception)
    #expect(collection.numberOfItems(inSection: 0) == 6)
    #expect(collection.visibleCells.count == 6)
    #expect(finished == nil)
    UIApplication.shared.runUntilIdle()
    #expect(finished == false)
  }

  @Test("UIKit: section counts must add up too ('Invalid update: invalid number of sections…'), and an insert past the end is 'attempt to insert item 5 into section 0, but there are only 5 items in section 0 after the update'")
  func invalidSectionsAndRanges() {
    let (source, collection) = grid(0, sections: [2, 2])
    let start = UIApplication.shared.diagnostics.count
    collection.performBatchUpdates {
      source.counts = [2, 2, 1]
    }
    #expect(
      batchDiagnostics(since: start, prefix: "Invalid update: invalid number of sections.").first?.message
        == "Invalid update: invalid number of sections. The number of sections contained in the collection view after the update (3) must be equal to the number of sections contained in the collection view before the update (2), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted)."
    )
    let (source2, collection2) = grid(4)
    let start2 = UIApplication.shared.diagnostics.count
    source2.counts = [5]
    collection2.insertItems(at: [IndexPath(item: 5, section: 0)])
    #expect(
      batchDiagnostics(since: start2, prefix: "attempt to insert").map(\.message)
        == ["attempt to insert item 5 into section 0, but there are only 5 items in section 0 after the update"])
  }

  @Test("UIKit: moves, section inserts and reloads resolve together; the selection follows moved items and drops deleted ones")
  func movesSectionsSelection() throws {
    let (source, collection) = grid(0, sections: [4])
    collection.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
    let moving = try #require(collection.cellForItem(at: IndexPath(item: 3, section: 0)))
    let reloaded = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)))
    collection.performBatchUpdates {
      source.counts = [2, 4]
      collection.insertSections([0])
      collection.moveItem(at: IndexPath(item: 3, section: 0), to: IndexPath(item: 0, section: 1))
      collection.reloadItems(at: [IndexPath(item: 1, section: 0)])
    }
    #expect(collection.numberOfSections == 2)
    #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 0, section: 1)])
    #expect(collection.cellForItem(at: IndexPath(item: 0, section: 1)) === moving)
    #expect(moving.isSelected)
    // A reloaded item gets a new cell from the data source.
    #expect(collection.cellForItem(at: IndexPath(item: 2, section: 1)) !== reloaded)
    #expect(collection.cellForItem(at: IndexPath(item: 2, section: 1))?.tag == 1002)
  }

  @Test("UIKit: in a window the batch animates on the media clock: surviving cells move from their old frames to their new layout attributes and inserted ones fade in over 0.3 s ([U] duration), then the completion gets true")
  func animatesInWindow() throws {
    let source = GridDataSource(counts: [5])
    let collection = makeGrid(source, frame: .zero, layout: makeFlowLayout(CGSize(width: 100, height: 100)))
    let window = makeGridWindow(collection)
    UIApplication.shared.runUntilIdle()
    let first = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
    let oldFrame = first.frame
    var finished: Bool?
    collection.performBatchUpdates({
      source.counts = [6]
      collection.insertItems(at: [IndexPath(item: 0, section: 0)])
    }, completion: { finished = $0 })
    let newFrame = try #require(collection.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))).frame
    #expect(first.frame == newFrame)
    let inserted = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
    UIApplication.shared.advance(by: 0.15)
    let midX = first.layer.presentation()?.position.x ?? 0
    #expect(midX > oldFrame.midX && midX < newFrame.midX)
    let alpha = inserted.layer.presentation()?.opacity ?? 0
    #expect(alpha > 0 && alpha < 1)
    #expect(finished == nil)
    UIApplication.shared.advance(by: 0.2)
    #expect(finished == true)
    #expect(first.layer.presentation()?.position == CGPoint(x: newFrame.midX, y: newFrame.midY))
    #expect(inserted.alpha == 1)
    _ = window
  }

  @Test("UIKit: a deleted cell fades out in place and goes back to the reuse queue when the animation ends")
  func deletedCellFades() throws {
    let source = GridDataSource(counts: [5])
    let collection = makeGrid(source, frame: .zero, layout: makeFlowLayout(CGSize(width: 100, height: 100)))
    let window = makeGridWindow(collection)
    UIApplication.shared.runUntilIdle()
    let doomed = try #require(collection.cellForItem(at: IndexPath(item: 2, section: 0)))
    source.counts = [4]
    collection.deleteItems(at: [IndexPath(item: 2, section: 0)])
    #expect(doomed.superview === collection)
    #expect(collection.indexPath(for: doomed) == nil)
    UIApplication.shared.advance(by: 0.15)
    let alpha = doomed.layer.presentation()?.opacity ?? 1
    #expect(alpha > 0 && alpha < 1)
    UIApplication.shared.runUntilIdle()
    #expect(doomed.superview == nil)
    #expect(doomed.alpha == 1)
    #expect(source.displayed.contains("didEndDisplaying 0.2"))
    _ = window
  }

  @Test("UIKit: nested performBatchUpdates calls commit once, at the outermost, and every completion runs")
  func nestedBatches() {
    let (source, collection) = grid(3)
    var calls: [String] = []
    collection.performBatchUpdates({
      source.counts = [5]
      collection.insertItems(at: [IndexPath(item: 0, section: 0)])
      collection.performBatchUpdates({
        collection.insertItems(at: [IndexPath(item: 1, section: 0)])
      }, completion: { _ in calls.append("inner") })
    }, completion: { _ in calls.append("outer") })
    #expect(collection.numberOfItems(inSection: 0) == 5)
    UIApplication.shared.runUntilIdle()
    #expect(calls == ["inner", "outer"])
  }

  @Test("UIKit (iOS 15): reconfigureItems(at:) asks the data source again and its dequeue hands back the cell already showing the item")
  func reconfigureKeepsCell() throws {
    let (source, collection) = grid(3)
    let cell = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)))
    let made = source.cellsMade
    collection.reconfigureItems(at: [IndexPath(item: 1, section: 0)])
    #expect(source.cellsMade == made + 1)
    #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0)) === cell)
  }

  // MARK: Table views

  private func makeList(_ counts: [Int]) -> (ListDataSource, UITableView) {
    let source = ListDataSource(counts: counts)
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
    table.dataSource = source
    table.delegate = source
    table.layoutIfNeeded()
    return (source, table)
  }

  @Test("UIKit: a table's insertRows/deleteRows between beginUpdates and endUpdates use old paths for deletes and new ones for inserts; rows keep their cells and move to their new rects")
  func tableBeginEnd() throws {
    let (source, table) = makeList([4])
    let cells = (0..<4).map { table.cellForRow(at: IndexPath(row: $0, section: 0))! }
    table.beginUpdates()
    source.counts = [4]
    table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .fade)
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === cells[0])
    table.endUpdates()
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === cells[1])
    #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === cells[3])
    #expect(cells[3].frame == table.rectForRow(at: IndexPath(row: 2, section: 0)))
    #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.textLabel?.text == "Row 0.3")
  }

  @Test("UIKit: a table's counts must add up: 'Invalid update: invalid number of rows in section 0…' names rows, and the table reloads")
  func tableInvalidUpdate() {
    let (source, table) = makeList([2])
    let start = UIApplication.shared.diagnostics.count
    source.counts = [3]
    table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
    #expect(
      batchDiagnostics(since: start, prefix: "Invalid update").map(\.message) == [
        "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (3) must be equal to the number of rows contained in that section before the update (2), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."
      ])
    #expect(table.numberOfRows(inSection: 0) == 3)
  }

  @Test("UIKit: in a window a table's rows slide to their new rects and inserted rows fade in ([U] .none appears at once), and performBatchUpdates' completion gets true at the end")
  func tableAnimates() throws {
    let (source, table) = makeList([3])
    let (window, _) = makeTableWindow(table)
    UIApplication.shared.runUntilIdle()
    let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    let oldY = first.frame.midY
    var finished: Bool?
    table.performBatchUpdates({
      source.counts = [5]
      table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
      table.insertRows(at: [IndexPath(row: 4, section: 0)], with: .none)
    }, completion: { finished = $0 })
    let faded = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    let plain = try #require(table.cellForRow(at: IndexPath(row: 4, section: 0)))
    UIApplication.shared.advance(by: 0.15)
    let midY = first.layer.presentation()?.position.y ?? 0
    #expect(midY > oldY && midY < table.rectForRow(at: IndexPath(row: 1, section: 0)).midY)
    #expect((faded.layer.presentation()?.opacity ?? 1) < 1)
    #expect(plain.layer.presentation()?.opacity == 1)
    UIApplication.shared.runUntilIdle()
    #expect(finished == true)
    _ = window
  }
}
