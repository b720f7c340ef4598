import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing
import UIKit

/// Swipe actions (iOS 11: UISwipeActionsConfiguration, UIContextualAction; swipe to delete).
@MainActor
@Suite(.serialized)
struct TableSwipeActionsTests {
  /// Row `row`'s centre and a point `dx` across from it, in window coordinates.
  func rowPoints(_ table: UITableView, row: Int, fromX: CGFloat, toX: CGFloat) -> (CGPoint, CGPoint) {
    let c = windowPoint(ofRow: IndexPath(row: row, section: 0), in: table)
    return (CGPoint(x: fromX, y: c.y), CGPoint(x: toX, y: c.y))
  }

  func actions(_ log: @escaping (String) -> Void, performs: Bool = true) -> UISwipeActionsConfiguration {
    let archive = UIContextualAction(style: .normal, title: "Archive") { action, view, done in
      // The source view is the action's button, in the row's actions strip (tables19).
      log("Archive \(action.title ?? "") \(view.superview?.superview is UITableViewCell)")
      done(true)
    }
    archive.backgroundColor = .systemBlue
    let trash = UIContextualAction(style: .destructive, title: "Trash") { _, _, done in
      log("Trash")
      done(false)
    }
    let configuration = UISwipeActionsConfiguration(actions: [archive, trash])
    configuration.performsFirstActionWithFullSwipe = performs
    return configuration
  }

  @Test("UIKit: a leftward swipe released past half the actions' width keeps the trailing actions open; a tap on one runs its handler and closes them")
  func trailingSwipeOpensAndTaps() throws {
    let (w, table, source) = makeEditableTable()
    source.trailing = { [unowned source] _ in self.actions { source.log.append($0) } }
    let (from, to) = rowPoints(table, row: 1, fromX: 300, toX: 150)
    w.drag(from: from, to: to, duration: 0.3)
    UIApplication.shared.runUntilIdle()
    let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
    #expect(cell.contentView.frame.minX == -155)  // Archive 81 pt (its title), Trash 74 (the minimum; tables19)
    let buttons = cell._actionButtons
    #expect(buttons.map { $0.action.title } == ["Archive", "Trash"])
    // The first action is the outermost, at the trailing edge (the one a full swipe performs).
    #expect(buttons[0].frame.maxX == 155 && buttons[0].frame.width == 81 && buttons[1].frame.minX == 0)
    #expect(buttons[0].action.backgroundColor == .systemBlue && buttons[1].action.backgroundColor == .systemRed)
    #expect(source.log == ["willBeginEditing 0.1"])
    #expect(table.indexPathForSelectedRow == nil)
    w.tap(at: windowPoint(buttons[0].frame, in: cell))
    UIApplication.shared.runUntilIdle()
    #expect(source.log == ["willBeginEditing 0.1", "Archive Archive true", "didEndEditing 0.1"])
    #expect(cell.contentView.frame.minX == 0 && cell._actionButtons.isEmpty)
    w.isHidden = true
  }

  @Test("UIKit: a swipe released before half the actions' width closes them; a rightward swipe shows the leading actions")
  func shortSwipeClosesAndLeading() throws {
    let (w, table, source) = makeEditableTable()
    source.trailing = { [unowned source] _ in self.actions { source.log.append($0) } }
    source.leading = { _ in
      UISwipeActionsConfiguration(actions: [UIContextualAction(style: .normal, title: "Flag") { _, _, done in done(true) }])
    }
    let (from, to) = rowPoints(table, row: 2, fromX: 300, toX: 240)
    w.drag(from: from, to: to, duration: 0.2)
    UIApplication.shared.runUntilIdle()
    let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
    #expect(cell.contentView.frame.minX == 0 && cell._actionButtons.isEmpty)
    #expect(source.log == ["willBeginEditing 0.2", "didEndEditing 0.2"])
    let (l1, l2) = rowPoints(table, row: 2, fromX: 40, toX: 160)
    w.drag(from: l1, to: l2, duration: 0.3)
    UIApplication.shared.runUntilIdle()
    #expect(cell.contentView.frame.minX == 74)
    #expect(cell._actionButtons.map { $0.action.title } == ["Flag"])
    #expect(cell._actionButtons.first?.frame.minX == 0)
    w.isHidden = true
  }

  @Test("UIKit performsFirstActionWithFullSwipe: a full swipe performs the first action; when false it only opens the actions")
  func fullSwipe() throws {
    let (w, table, source) = makeEditableTable()
    source.trailing = { [unowned source] _ in self.actions { source.log.append($0) } }
    let (from, to) = rowPoints(table, row: 0, fromX: 385, toX: 10)
    w.drag(from: from, to: to, duration: 0.3)
    UIApplication.shared.runUntilIdle()
    #expect(source.log == ["willBeginEditing 0.0", "Archive Archive true", "didEndEditing 0.0"])
    source.log.removeAll()
    source.trailing = { [unowned source] _ in self.actions({ source.log.append($0) }, performs: false) }
    w.drag(from: from, to: to, duration: 0.3)
    UIApplication.shared.runUntilIdle()
    #expect(source.log == ["willBeginEditing 0.0"])
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(cell.contentView.frame.minX == -155)  // Archive 81 pt (its title), Trash 74 (the minimum; tables19)
    w.isHidden = true
  }

  @Test("UIKit swipe to delete: with no trailing configuration, a data source implementing commit gets a Delete action that commits .delete")
  func swipeToDelete() throws {
    let (w, table, source) = makeEditableTable()
    let (from, to) = rowPoints(table, row: 3, fromX: 300, toX: 200)
    w.drag(from: from, to: to, duration: 0.3)
    UIApplication.shared.runUntilIdle()
    let cell = try #require(table.cellForRow(at: IndexPath(row: 3, section: 0)))
    let button = try #require(cell._actionButtons.first)
    #expect(button.action.title == "Delete" && button.action.style == .destructive)
    w.tap(at: windowPoint(button.frame, in: cell))
    UIApplication.shared.runUntilIdle()
    #expect(source.log == ["willBeginEditing 0.3", "commit delete 0.3", "didEndEditing 0.3"])
    #expect(source.items == [["A", "B", "C", "E"]] && table.numberOfRows(inSection: 0) == 4)
    w.isHidden = true
  }

  @Test("UIKit: no swipe to delete when the data source does not implement commit (responds(to:)), nor for canEditRowAt false rows")
  func noSwipeWithoutCommit() throws {
    final class PlainSource: NSObject, UITableViewDataSource {
      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
      }
    }
    let plain = PlainSource()
    let table = UITableView(frame: .zero, style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
    table.dataSource = plain
    let (w, _) = makeTableWindow(table)
    let (from, to) = rowPoints(table, row: 0, fromX: 300, toX: 150)
    w.drag(from: from, to: to, duration: 0.3)
    UIApplication.shared.runUntilIdle()
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?._actionButtons.isEmpty == true)
    w.isHidden = true
    let (w2, table2, source2) = makeEditableTable()
    source2.locked = [IndexPath(row: 0, section: 0)]
    let (f2, t2) = rowPoints(table2, row: 0, fromX: 300, toX: 150)
    w2.drag(from: f2, to: t2, duration: 0.3)
    UIApplication.shared.runUntilIdle()
    #expect(table2.cellForRow(at: IndexPath(row: 0, section: 0))?._actionButtons.isEmpty == true)
    #expect(source2.log.isEmpty)
    w2.isHidden = true
  }

  @Test("UIKit: a tap elsewhere closes open actions without selecting; a scroll closes them too")
  func tapElsewhereAndScrollClose() throws {
    let (w, table, source) = makeEditableTable((0..<40).map { "\($0)" }.chunked())
    let (from, to) = rowPoints(table, row: 1, fromX: 300, toX: 150)
    w.drag(from: from, to: to, duration: 0.3)
    UIApplication.shared.runUntilIdle()
    let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
    #expect(!cell._actionButtons.isEmpty)
    w.tap(at: windowPoint(ofRow: IndexPath(row: 4, section: 0), in: table))
    UIApplication.shared.runUntilIdle()
    #expect(cell._actionButtons.isEmpty && cell.contentView.frame.minX == 0)
    #expect(table.indexPathForSelectedRow == nil)
    #expect(source.log == ["willBeginEditing 0.1", "didEndEditing 0.1"])
    w.drag(from: from, to: to, duration: 0.3)
    UIApplication.shared.runUntilIdle()
    #expect(!cell._actionButtons.isEmpty)
    table.setContentOffset(CGPoint(x: 0, y: table.contentOffset.y + 20), animated: false)
    UIApplication.shared.runUntilIdle()
    #expect(cell._actionButtons.isEmpty)
    #expect(source.log.last == "didEndEditing 0.1")
    w.isHidden = true
  }

  @Test("UIKit: a vertical drag on a row still scrolls the table (not a swipe)")
  func verticalDragScrolls() throws {
    let (w, table, source) = makeEditableTable((0..<40).map { "\($0)" }.chunked())
    let c = windowPoint(ofRow: IndexPath(row: 8, section: 0), in: table)
    w.drag(from: c, to: CGPoint(x: c.x - 5, y: c.y - 200), duration: 0.3)
    UIApplication.shared.runUntilIdle()
    #expect(table.contentOffset.y > 100)
    #expect(source.log.isEmpty)
    w.isHidden = true
  }
}

extension Array where Element == String {
  /// One section holding the strings.
  func chunked() -> [[String]] { [self] }
}
