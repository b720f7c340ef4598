import Foundation
import OpenUIKitTesting
import Testing
import UIKit

@MainActor
@Suite(.serialized)
struct UITableViewTests {
  @Test("UIKit: IndexPath(row:section:) has section first and row second (UIKit's IndexPath extension)")
  func indexPathAccessors() {
    var path = IndexPath(row: 3, section: 1)
    #expect(path.row == 3 && path.section == 1)
    #expect(Array(path) == [1, 3])
    path.row = 4
    #expect(path == IndexPath(row: 4, section: 1))
    #expect(IndexPath(row: 9, section: 0) < IndexPath(row: 0, section: 1))
  }

  @Test("UIKit: sections and rows come from the data source; rows stack below their section header at rowHeight (UITableView docs)")
  func sectionsAndRows() {
    let source = ListDataSource(counts: [2, 3], titles: ["A", nil])
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
    table.rowHeight = 50
    table.dataSource = source
    #expect(table.numberOfSections == 2)
    #expect(table.numberOfRows(inSection: 1) == 3)
    #expect(table.numberOfRows(inSection: 7) == 0)
    // Plain style: a titled section has a 28 pt header, an untitled one none.
    #expect(table.rectForHeader(inSection: 0).height == 28)
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 28, width: 320, height: 50))
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)) == CGRect(x: 0, y: 128, width: 320, height: 50))
    #expect(table.rect(forSection: 1) == CGRect(x: 0, y: 128, width: 320, height: 150))
    let cell = table.cellForRow(at: IndexPath(row: 2, section: 1))
    #expect(cell?.textLabel?.text == "Row 1.2")
    #expect(cell?.frame == CGRect(x: 0, y: 228, width: 320, height: 50))
    #expect(cell.map { table.indexPath(for: $0) } == IndexPath(row: 2, section: 1))
    #expect(table.visibleCells.count == 5)
    #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 30)) == IndexPath(row: 0, section: 0))
    #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 5)) == nil)
  }

  @Test("UIKit: the delegate's heightForRowAt sets each row's height; rows outside the bounds get no cell")
  func delegateHeightsAndVisibility() {
    let source = ListDataSource(counts: [30])
    source.heights[IndexPath(row: 1, section: 0)] = 100
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
    table.rowHeight = 44
    table.dataSource = source
    table.delegate = source
    #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 100)
    #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).minY == 144)
    // 0..<400: rows 0 (0–44), 1 (44–144), 2… up to the row starting before 400.
    #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 7, section: 0))
    #expect(table.cellForRow(at: IndexPath(row: 20, section: 0)) == nil)
    #expect(source.cellsMade == 8)
  }

  @Test("UIKit: reloadData queues cells for reuse; dequeueReusableCell(withIdentifier:for:) hands them back after prepareForReuse")
  func reuse() {
    StoryboardClassRegistry.registerCell(CountingCell.self) { CountingCell(style: $0, reuseIdentifier: $1) }
    let source = ListDataSource(counts: [3])
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    table.register(CountingCell.self, forCellReuseIdentifier: "Row")
    table.dataSource = source
    let first = table.visibleCells
    #expect(first.count == 3)
    #expect(first.allSatisfy { $0 is CountingCell && $0.reuseIdentifier == "Row" })
    table.reloadData()
    let second = table.visibleCells
    #expect(Set(second.map(ObjectIdentifier.init)) == Set(first.map(ObjectIdentifier.init)))
    #expect(second.compactMap { ($0 as? CountingCell)?.reuseCount } == [1, 1, 1])
    #expect(table.dequeueReusableCell(withIdentifier: "Unknown") == nil)
  }

  @Test("UIKit: dequeueing an identifier with no class, nib or prototype is NSInternalInconsistencyException 'unable to dequeue a cell with identifier'")
  func dequeueUnregistered() {
    let start = UIApplication.shared.diagnostics.count
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let cell = table.dequeueReusableCell(withIdentifier: "Nope", for: IndexPath(row: 0, section: 0))
    #expect(cell.reuseIdentifier == "Nope")
    let found = diagnostics(since: start)
    #expect(found.contains { $0.kind == .exception && $0.message.hasPrefix("unable to dequeue a cell with identifier Nope") })
  }

  @Test("UIKit: a tap highlights and selects the row: willSelectRowAt, didSelectRowAt, indexPathForSelectedRow; the cell shows selected")
  func tapSelects() {
    let source = ListDataSource(counts: [4])
    let table = UITableView(frame: .zero, style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
    table.dataSource = source
    table.delegate = source
    let (window, _) = makeTableWindow(table)
    window.tap(at: windowPoint(ofRow: IndexPath(row: 2, section: 0), in: table))
    #expect(source.log == ["willSelect 0.2", "didSelect 0.2"])
    #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
    #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isHighlighted == false)
    // Single selection: the next tap deselects the previous row first.
    source.log.removeAll()
    window.tap(at: windowPoint(ofRow: IndexPath(row: 0, section: 0), in: table))
    #expect(source.log == ["willSelect 0.0", "willDeselect 0.2", "didDeselect 0.2", "didSelect 0.0"])
    #expect(table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0)])
    #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == false)
  }

  @Test("UIKit: willSelectRowAt returning nil refuses the selection; returning another index path selects that row instead")
  func willSelectRedirects() {
    let source = ListDataSource(counts: [4])
    source.refusedRows = [IndexPath(row: 1, section: 0)]
    source.redirect[IndexPath(row: 2, section: 0)] = IndexPath(row: 3, section: 0)
    let table = UITableView(frame: .zero, style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
    table.dataSource = source
    table.delegate = source
    let (window, _) = makeTableWindow(table)
    window.tap(at: windowPoint(ofRow: IndexPath(row: 1, section: 0), in: table))
    #expect(table.indexPathForSelectedRow == nil)
    #expect(source.log == ["willSelect 0.1"])
    window.tap(at: windowPoint(ofRow: IndexPath(row: 2, section: 0), in: table))
    #expect(table.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
    #expect(source.log.last == "didSelect 0.3")
  }

  @Test("UIKit: selectRow(at:animated:scrollPosition:) and deselectRow(at:animated:) send no delegate messages (selectRow docs)")
  func programmaticSelection() {
    let source = ListDataSource(counts: [3])
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
    table.dataSource = source
    table.delegate = source
    table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
    #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == true)
    table.deselectRow(at: IndexPath(row: 1, section: 0), animated: false)
    #expect(table.indexPathForSelectedRow == nil)
    table.allowsMultipleSelection = true
    table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
    table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
    #expect(table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0)])
    table.selectRow(at: nil, animated: false, scrollPosition: .none)
    #expect(table.indexPathsForSelectedRows == nil)
    #expect(source.log.isEmpty)
  }

  @Test("UIKit: grouped tables leave a header for every section; insetGrouped insets rows from the edges")
  func groupedStyles() {
    let source = ListDataSource(counts: [1, 1], titles: ["Title", nil])
    let grouped = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), style: .grouped)
    grouped.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
    grouped.rowHeight = 44
    grouped.dataSource = source
    #expect(grouped.rectForHeader(inSection: 0).height == 38)
    #expect(grouped.rectForHeader(inSection: 1).height == 18)
    #expect(grouped.backgroundColor == .systemGroupedBackground)
    let inset = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), style: .insetGrouped)
    inset.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
    inset.dataSource = source
    #expect(inset.rectForRow(at: IndexPath(row: 0, section: 0)).minX == 16)
    #expect(inset.rectForRow(at: IndexPath(row: 0, section: 0)).width == 358)
  }
}
