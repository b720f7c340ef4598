import Foundation
import OpenUIKitTesting
import Testing
import UIKit

/// UITableView is a UIScrollView (UITableView docs: "UITableView inherits from UIScrollView"):
/// its content is the rows, scrolling reuses cells, scrollToRow(at:at:animated:) positions rows.
@MainActor
@Suite(.serialized)
struct UITableViewScrollingTests {
  /// A 320×440 table of 100 rows of 44 pt (10 rows visible), its source, in a shown window.
  func make() -> (UITableView, ListDataSource, UIWindow) {
    let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
    w.makeKeyAndVisible()
    let table = UITableView(frame: w.bounds, style: .plain)
    table.register(AllocationCountingCell.self, forCellReuseIdentifier: "Row")
    table.rowHeight = 44
    // No safe-area insets (the window's status bar area), so offsets are row positions.
    table.contentInsetAdjustmentBehavior = .never
    let source = ListDataSource(counts: [100])
    table.dataSource = source
    table.delegate = source  // a UITableViewDelegate assigned to the scroll view's delegate, as on iOS
    w.addSubview(table)
    UIApplication.shared.runUntilIdle()
    table.layoutIfNeeded()
    return (table, source, w)
  }

  /// The content offset's y, to the pixel (layout arithmetic is in floating point).
  func offsetIs(_ table: UITableView, _ y: CGFloat) -> Bool { abs(table.contentOffset.y - y) < 0.01 }

  /// Rows whose cells are on screen; a row whose edge only touches the visible area may have one.
  func visibleRows(_ table: UITableView) -> [Int] {
    table.visibleCells.compactMap { table.indexPath(for: $0)?.row }.sorted()
  }

  @Test("UIKit: a table view is a scroll view whose contentSize is its rows' total height (UITableView docs)")
  func contentSizeIsRows() {
    let (table, _, w) = make()
    let scrollView: UIScrollView = table
    #expect(scrollView.contentSize == CGSize(width: 320, height: 4400))
    #expect(Array(visibleRows(table).prefix(10)) == Array(0..<10) && visibleRows(table).count <= 11)
    w.isHidden = true
  }

  @Test("UIKit: scrolling hands cells that leave the visible area to the reuse queue and dequeues them for rows that come in (cell reuse, UITableView docs)")
  func scrollingReusesCells() {
    let (table, source, w) = make()
    let made = AllocationCountingCell.made
    table.contentOffset = CGPoint(x: 0, y: 440)
    table.layoutIfNeeded()
    // Rows 10–19 show (their neighbours 9 and 20 may touch the edges); rows 0–8 left.
    #expect(Set(10..<20).isSubset(of: visibleRows(table)) && visibleRows(table).allSatisfy { (9...20).contains($0) })
    #expect(AllocationCountingCell.made - made <= 1)  // the cells that left were reused
    #expect(source.cellsMade >= 20)
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) == nil)
    table.contentOffset = CGPoint(x: 0, y: 22)
    table.layoutIfNeeded()
    #expect(Set(0...10).isSubset(of: visibleRows(table)))  // 0 and 10 are partly shown
    w.isHidden = true
  }

  @Test("UIKit: scrollToRow(at:at:animated:) puts the row at the top, middle or bottom, within the content; .none moves only as much as shows it")
  func scrollToRow() {
    let (table, _, w) = make()
    table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .top, animated: false)
    #expect(offsetIs(table, 2200))
    table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .bottom, animated: false)
    #expect(offsetIs(table, 51 * 44 - 440))
    table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .middle, animated: false)
    #expect(offsetIs(table, 50 * 44 + 22 - 220))
    table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .top, animated: false)
    #expect(offsetIs(table, 4400 - 440))  // clamped to the end of the content
    table.scrollToRow(at: IndexPath(row: 95, section: 0), at: .none, animated: false)
    #expect(offsetIs(table, 4400 - 440))  // already visible: no move
    table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .none, animated: false)
    #expect(offsetIs(table, 0))
    table.layoutIfNeeded()
    #expect(Array(visibleRows(table).prefix(10)) == Array(0..<10))
    table.selectRow(at: IndexPath(row: 30, section: 0), animated: false, scrollPosition: .top)
    #expect(offsetIs(table, 30 * 44))
    table.scrollToRow(at: IndexPath(row: 200, section: 0), at: .top, animated: false)  // UIKit raises
    #expect(offsetIs(table, 30 * 44))
    w.isHidden = true
  }

  @Test("UIKit: a drag scrolls the table (its pan recognizer), and the rows dragged in get cells; the touched row is not selected")
  func dragScrolls() {
    let (table, source, w) = make()
    w.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 180), duration: 0.3)
    UIApplication.shared.runUntilIdle()
    table.layoutIfNeeded()
    #expect(table.contentOffset.y >= 200)
    let first = Int(table.contentOffset.y / 44)
    #expect(visibleRows(table).first == first)
    #expect(table.indexPathForSelectedRow == nil)
    #expect(!source.log.contains { $0.hasPrefix("didSelect") })
    w.isHidden = true
  }
}

/// A cell class counting how many cells were made.
@MainActor
final class AllocationCountingCell: UITableViewCell {
  static var made = 0
  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    AllocationCountingCell.made += 1
    super.init(style: style, reuseIdentifier: reuseIdentifier)
  }
  required init?(coder: NSCoder) { nil }
}
