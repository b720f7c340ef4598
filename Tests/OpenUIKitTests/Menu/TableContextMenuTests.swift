import Foundation
import OpenUIKitTesting
import Testing
import UIKit

/// Rows' context menus: UITableViewDelegate's context menu methods (Docs/Behaviour/ctxlists.md).
@MainActor
@Suite(.serialized)
struct TableContextMenuTests {
  final class Source: NSObject, UITableViewDataSource, UITableViewDelegate {
    var log: [String] = []
    var points: [CGPoint] = []
    var menuRows: Set<Int> = []
    var shares = 0
    var commitCompletions = 0

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
      cell.textLabel?.text = "Row \(indexPath.row)"
      return cell
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      log.append("didSelect \(indexPath.row)")
    }
    func tableView(
      _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
      log.append("menu \(indexPath.row)")
      points.append(point)
      guard menuRows.contains(indexPath.row) else { return nil }
      return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in
        UIMenu(children: [UIAction(title: "Share") { _ in self?.shares += 1 }])
      }
    }
    func tableView(
      _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
      animator: (any UIContextMenuInteractionAnimating)?
    ) { log.append("willDisplay") }
    func tableView(
      _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
      animator: (any UIContextMenuInteractionAnimating)?
    ) { log.append("willEnd") }
    func tableView(
      _ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
      animator: any UIContextMenuInteractionCommitAnimating
    ) {
      log.append("willPerformPreviewAction")
      animator.addCompletion { [weak self] in
        self?.log.append("committed")
        self?.commitCompletions += 1
      }
    }
  }

  func setUp(menuRows: Set<Int>) -> (UIWindow, UITableView, Source) {
    UIApplication.shared.useLinkedSDK(.iOS17)
    let source = Source()
    source.menuRows = menuRows
    let table = UITableView(frame: .zero, style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
    table.dataSource = source
    table.delegate = source
    let (window, _) = makeTableWindow(table)
    UIApplication.shared.runUntilIdle()
    return (window, table, source)
  }

  @Test("UIKit: a long press on a row asks contextMenuConfigurationForRowAt with the row and the point in table coordinates; the menu shows with the cell lifted; its action runs once")
  func longPressShowsRowMenu() {
    let (w, table, source) = setUp(menuRows: [2])
    let row = IndexPath(row: 2, section: 0)
    let point = windowPoint(ofRow: row, in: table)
    w.longPress(at: point)
    #expect(source.log == ["menu 2", "willDisplay"])
    #expect(source.points == [table.convert(point, from: nil)])
    #expect(w.isShowingMenu)
    #expect(w.visibleMenuElementTitles == ["Share"])
    let cell = table.cellForRow(at: row)
    #expect(cell != nil)
    if let cell, let preview = w.visibleContextMenuPreviewFrame {
      // The cell's size at the cell's height (a preview as wide as the window is moved 8 pt in).
      let cellFrame = cell.convert(cell.bounds, to: nil)
      #expect(preview.size == cellFrame.size && preview.minY == cellFrame.minY)
    } else {
      Issue.record("no cell or no preview")
    }
    UIApplication.shared.runUntilIdle()
    #expect(w.tapMenuElement(titled: "Share"))
    UIApplication.shared.runUntilIdle()
    #expect(source.shares == 1)
    #expect(!w.isShowingMenu)
    // The press took the touch: the row was not selected by it.
    #expect(source.log == ["menu 2", "willDisplay", "willEnd"])
    #expect(table.indexPathForSelectedRow == nil)
  }

  @Test("UIKit: nil from contextMenuConfigurationForRowAt prevents the interaction from beginning: no menu, the long touch stays with the row (selects on lift), a later tap selects")
  func nilConfigurationLeavesTouchToRow() {
    let (w, table, source) = setUp(menuRows: [])
    w.longPress(at: windowPoint(ofRow: IndexPath(row: 1, section: 0), in: table))
    #expect(!w.isShowingMenu)
    #expect(source.log == ["menu 1", "didSelect 1"])
    w.tap(at: windowPoint(ofRow: IndexPath(row: 3, section: 0), in: table))
    #expect(source.log == ["menu 1", "didSelect 1", "didSelect 3"])
    #expect(table.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
    #expect(!w.isShowingMenu)
  }

  @Test("Choice: a long press below the last row (no row) does not ask the delegate and shows nothing")
  func pressOutsideRows() {
    let (w, table, source) = setUp(menuRows: [0, 1, 2, 3, 4])
    let last = table.rectForRow(at: IndexPath(row: 4, section: 0))
    w.longPress(at: table.convert(CGPoint(x: last.midX, y: last.maxY + 100), to: nil))
    #expect(source.log.isEmpty)
    #expect(!w.isShowingMenu)
  }

  @Test("UIKit: a tap on a row's preview commits: willPerformPreviewActionForMenuWith, then willEnd; the animator's completion runs once after the 0.3 s commit animation")
  func commitRunsCompletionAfterAnimation() {
    let (w, table, source) = setUp(menuRows: [0])
    w.longPress(at: windowPoint(ofRow: IndexPath(row: 0, section: 0), in: table))
    UIApplication.shared.runUntilIdle()
    source.log = []
    #expect(w.tapContextMenuPreview())
    #expect(source.log == ["willPerformPreviewAction", "willEnd"])
    UIApplication.shared.advance(by: 0.2)
    #expect(source.commitCompletions == 0)
    UIApplication.shared.advance(by: 0.15)
    #expect(source.commitCompletions == 1)
    UIApplication.shared.runUntilIdle()
    #expect(source.log == ["willPerformPreviewAction", "willEnd", "committed"])
    #expect(!w.isShowingMenu)
    #expect(table.indexPathForSelectedRow == nil)
  }
}
