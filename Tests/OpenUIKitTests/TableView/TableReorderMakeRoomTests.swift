import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing
import UIKit

/// Reordering as UIKit animates it: rows slide to make room on the media clock, across sections
/// too, and the table scrolls while the dragged row is held at its top or bottom edge
/// (Docs/Behaviour/tables19.md).
@MainActor
@Suite(.serialized)
struct TableReorderMakeRoomTests {
  func grab(_ table: UITableView, _ path: IndexPath) throws -> (UITableViewCell, CGPoint) {
    let cell = try #require(table.cellForRow(at: path))
    cell.layoutIfNeeded()
    let control = try #require(cell._reorderControlFrame)
    return (cell, windowPoint(control, in: cell))
  }

  /// The on-screen top of a view (its presentation layer's frame), in table coordinates.
  func shownTop(_ view: UIView) -> CGFloat {
    let layer = view.layer.presentation() ?? view.layer
    return layer.position.y - layer.bounds.height * layer.anchorPoint.y
  }

  @Test("UIKit reordering: the rows the dragged row passes slide out of its way over 0.25 s on the media clock")
  func makeRoomAnimates() throws {
    let (w, table, source) = makeEditableTable()
    defer { w.isHidden = true }
    table.setEditing(true, animated: false)
    table.layoutIfNeeded()
    let (a, start) = try grab(table, IndexPath(row: 0, section: 0))
    let b = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
    let bTop = b.frame.minY
    let touch = w.touchDown(at: start)
    touch.move(to: CGPoint(x: start.x, y: start.y + 30), duration: 0.1)
    #expect(b.frame.minY == bTop - 44)
    UIApplication.shared.advance(by: 0.1)
    let midway = shownTop(b)
    #expect(midway < bTop && midway > bTop - 44)
    // The dragged row follows the finger at once.
    #expect(shownTop(a) == a.frame.minY)
    UIApplication.shared.advance(by: 0.25)
    #expect(shownTop(b) == bTop - 44)
    touch.lift()
    UIApplication.shared.runUntilIdle()
    #expect(source.items == [["B", "A", "C", "D", "E"]])
    #expect(shownTop(a) == table.rectForRow(at: IndexPath(row: 1, section: 0)).minY)
  }

  @Test("UIKit reordering across sections: rows after the dragged one make room up to the proposed place in the next section; moveRowAt hears the section")
  func acrossSections() throws {
    let (w, table, source) = makeEditableTable([["A", "B"], ["C", "D"]])
    defer { w.isHidden = true }
    table.setEditing(true, animated: false)
    table.layoutIfNeeded()
    let (_, start) = try grab(table, IndexPath(row: 0, section: 0))
    let b = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
    let c = try #require(table.cellForRow(at: IndexPath(row: 0, section: 1)))
    let bTop = b.frame.minY
    let cTop = c.frame.minY
    let touch = w.touchDown(at: start)
    // A's centre over C (the first row of section 1): A will go before C.
    touch.move(to: CGPoint(x: start.x, y: start.y + 2 * 44 + 5), duration: 0.3)
    UIApplication.shared.advance(by: 0.3)
    #expect(b.frame.minY == bTop - 44 && c.frame.minY == cTop)
    touch.lift()
    UIApplication.shared.runUntilIdle()
    #expect(source.log == ["move 0.0 > 1.0"])
    #expect(source.items == [["B"], ["A", "C", "D"]])
  }

  @Test("UIKit reordering into an empty section: over its header the row proposes the section's first place; the header makes room")
  func intoEmptySection() throws {
    let (w, table, source) = makeEditableTable([["A", "B"], []])
    defer { w.isHidden = true }
    source.headerTitles = ["One", "Two"]
    table.reloadData()
    table.setEditing(true, animated: false)
    table.layoutIfNeeded()
    // (Linked against iOS 12 here: no header padding.) One 0–28, A 28–72, B 72–116, Two 116–144.
    #expect(table.rectForHeader(inSection: 1).minY == 116)
    let (_, start) = try grab(table, IndexPath(row: 0, section: 0))
    let b = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
    let two = try #require(table.headerView(forSection: 1))
    let touch = w.touchDown(at: start)
    touch.move(to: CGPoint(x: start.x, y: start.y + 80), duration: 0.3)
    UIApplication.shared.advance(by: 0.3)
    #expect(b.frame.minY == 28 && two.frame.minY == 72)
    touch.lift()
    UIApplication.shared.runUntilIdle()
    #expect(source.log == ["move 0.0 > 1.0"])
    #expect(source.items == [["B"], ["A"]])
  }

  @Test("UIKit reordering up into an earlier section's footer proposes the place after its last row; the rows and footer between move down")
  func intoSectionEnd() throws {
    let (w, table, source) = makeEditableTable([["A"], ["B", "C"]])
    defer { w.isHidden = true }
    source.footerTitles = ["End"]
    table.reloadData()
    table.setEditing(true, animated: false)
    table.layoutIfNeeded()
    // A 0–44, End 44–72, B 72–116, C 116–160.
    #expect(table.rectForFooter(inSection: 0).minY == 44)
    let (_, start) = try grab(table, IndexPath(row: 1, section: 1))
    let b = try #require(table.cellForRow(at: IndexPath(row: 0, section: 1)))
    let end = try #require(table.footerView(forSection: 0))
    let touch = w.touchDown(at: start)
    touch.move(to: CGPoint(x: start.x, y: start.y - 80), duration: 0.3)
    UIApplication.shared.advance(by: 0.3)
    #expect(b.frame.minY == 116 && end.frame.minY == 88)
    touch.lift()
    UIApplication.shared.runUntilIdle()
    #expect(source.log == ["move 1.1 > 0.1"])
    #expect(source.items == [["A", "C"], ["B"]])
  }

  @Test("UIKit reordering auto-scroll: held at the bottom edge, the table scrolls, the row stays under the finger and moves to a row that was off screen")
  func autoScrollAtEdge() throws {
    let items = (0..<40).map { "Item \($0)" }
    let (w, table, source) = makeEditableTable([items])
    defer { w.isHidden = true }
    table.setEditing(true, animated: false)
    table.layoutIfNeeded()
    let offset0 = table.contentOffset.y
    let (a, start) = try grab(table, IndexPath(row: 2, section: 0))
    let bottom = table.convert(CGPoint(x: 0, y: table.bounds.maxY - table.adjustedContentInset.bottom), to: nil).y
    let touch = w.touchDown(at: start)
    let hold = CGPoint(x: start.x, y: bottom - 10)
    touch.move(to: hold, duration: 0.3)
    UIApplication.shared.advance(by: 0.5)
    #expect(table.contentOffset.y > offset0 + 100)
    // The row stays under the finger while the content scrolls under it.
    let shown = a.convert(CGPoint(x: a.bounds.midX, y: a.bounds.midY), to: nil)
    // (The reorder control spans the row's height: the finger grabbed the row at its centre.)
    #expect(abs(shown.y - hold.y) < 1)
    #expect(a.superview === table)
    touch.lift()
    UIApplication.shared.runUntilIdle()
    let move = try #require(source.log.last)
    let row = try #require(Int(move.split(separator: ".").last ?? ""))
    #expect(move.hasPrefix("move 0.2 > 0.") && row > 20)
    #expect(source.items[0][row] == "Item 2")
    // Let go, the table stops scrolling.
    let settled = table.contentOffset.y
    UIApplication.shared.advance(by: 0.3)
    #expect(table.contentOffset.y == settled)
  }

  @Test("UIKit reordering auto-scroll stops at the content's end; nothing scrolls while the row is away from the edges")
  func autoScrollStopsAtEnd() throws {
    let items = (0..<30).map { "Item \($0)" }
    let (w, table, source) = makeEditableTable([items])
    defer { w.isHidden = true }
    defer { _ = source }  // the table's data source is weak
    table.setEditing(true, animated: false)
    table.layoutIfNeeded()
    let offset0 = table.contentOffset.y
    let (_, start) = try grab(table, IndexPath(row: 3, section: 0))
    let touch = w.touchDown(at: start)
    touch.move(to: CGPoint(x: start.x, y: start.y + 60), duration: 0.2)
    UIApplication.shared.advance(by: 0.5)
    #expect(table.contentOffset.y == offset0)
    let bottom = table.convert(CGPoint(x: 0, y: table.bounds.maxY - table.adjustedContentInset.bottom), to: nil).y
    touch.move(to: CGPoint(x: start.x, y: bottom - 5), duration: 0.2)
    UIApplication.shared.advance(by: 5)
    let inset = table.adjustedContentInset
    let end = table.contentSize.height + inset.bottom - table.bounds.height
    #expect(table.contentOffset.y == end)
    touch.lift()
    UIApplication.shared.runUntilIdle()
  }
}
