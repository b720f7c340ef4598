import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing
import UIKit

/// Swipe action buttons as UIKit draws them: sized by their titles (at least 74 pt), images with
/// the title below, colours per style, and the first action stretching on a full swipe
/// (Docs/Behaviour/tables19.md).
@MainActor
@Suite(.serialized)
struct TableSwipeActionSizingTests {
  /// Delete (destructive, 74 pt: "Delete" is narrower than the minimum) then "Mark as Unread"
  /// (normal: 6.86 em × 15 pt = 103 pt of title + 2 × 15 pt = 133 pt).
  func mailActions(_ log: @escaping (String) -> Void) -> UISwipeActionsConfiguration {
    let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
      log("Delete")
      done(true)
    }
    let unread = UIContextualAction(style: .normal, title: "Mark as Unread") { _, _, done in
      log("Unread")
      done(true)
    }
    return UISwipeActionsConfiguration(actions: [delete, unread])
  }

  func rowY(_ table: UITableView, _ row: Int) -> CGFloat { windowPoint(ofRow: IndexPath(row: row, section: 0), in: table).y }

  @Test("UIKit: each action button is as wide as its title plus padding (at least 74 pt); the open row slides by their sum")
  func buttonsSizedByTitles() throws {
    let (w, table, source) = makeEditableTable()
    defer { w.isHidden = true }
    source.trailing = { [unowned source] _ in self.mailActions { source.log.append($0) } }
    let y = rowY(table, 1)
    w.drag(from: CGPoint(x: 300, y: y), to: CGPoint(x: 120, y: y), duration: 0.3)
    UIApplication.shared.runUntilIdle()
    let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
    cell.layoutIfNeeded()
    #expect(cell._actionsWidth == 207)
    #expect(cell.contentView.frame.minX == -207)
    let buttons = cell._actionButtons
    #expect(buttons.map(\.frame.width) == [74, 133])
    // The first action is the outermost: Delete at the trailing edge.
    #expect(buttons[0].frame.maxX == 207 && buttons[1].frame.minX == 0)
    // Colours per style: destructive red, normal grey.
    let views = cell._actionButtonViews
    #expect(views.map(\.backgroundColor) == [.systemRed, .systemGray])
    #expect(views.map { $0.titleLabel.text } == ["Delete", "Mark as Unread"])
    #expect(views[1].titleLabel.frame.width == 133)
  }

  @Test("UIKit: while the row opens, the buttons are revealed in proportion to their widths")
  func partialRevealProportional() throws {
    let (w, table, source) = makeEditableTable()
    defer { w.isHidden = true }
    source.trailing = { [unowned source] _ in self.mailActions { source.log.append($0) } }
    let y = rowY(table, 0)
    let touch = w.touchDown(at: CGPoint(x: 300, y: y))
    touch.move(to: CGPoint(x: 300 - 103.5, y: y), duration: 0.2)
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    let widths = cell._actionButtons.map(\.frame.width)
    #expect(abs(widths[0] - 37) < 0.01 && abs(widths[1] - 66.5) < 0.01)
    touch.lift()
    UIApplication.shared.runUntilIdle()
  }

  @Test("UIKit full swipe: past the buttons' width the first action's button stretches; past the full-swipe point it covers the strip and release performs it")
  func fullSwipeExpansion() throws {
    let (w, table, source) = makeEditableTable()
    defer { w.isHidden = true }
    source.trailing = { [unowned source] _ in self.mailActions { source.log.append($0) } }
    let y = rowY(table, 2)
    let touch = w.touchDown(at: CGPoint(x: 380, y: y))
    touch.move(to: CGPoint(x: 380 - 227, y: y), duration: 0.3)
    let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
    // 227 pt revealed, 20 more than the buttons: Delete takes the extra.
    #expect(cell._actionButtons.map(\.frame.width) == [94, 133])
    touch.move(to: CGPoint(x: 380 - 300, y: y), duration: 0.2)
    // Past 60 % of the row (235.8 pt): Delete covers the revealed strip.
    #expect(cell._actionButtons[0].frame == CGRect(x: 0, y: 0, width: 300, height: 44))
    #expect(cell._actionButtons[1].frame.width == 0)
    touch.lift()
    UIApplication.shared.runUntilIdle()
    #expect(source.log.contains("Delete") && !source.log.contains("Unread"))
  }

  @Test("UIKit UIContextualAction.image: drawn tinted white, the title below it; an image alone is centred; the button fits the wider of the two")
  func imagesAndTitles() throws {
    let (w, table, source) = makeEditableTable()
    defer { w.isHidden = true }
    source.leading = { _ in
      let pin = UIContextualAction(style: .normal, title: "Pin") { _, _, done in done(true) }
      pin.image = UIImage(systemName: "pin")
      pin.backgroundColor = .systemOrange
      let bell = UIContextualAction(style: .normal, title: nil) { _, _, done in done(true) }
      bell.image = UIImage(systemName: "bell")
      return UISwipeActionsConfiguration(actions: [pin, bell])
    }
    let y = rowY(table, 3)
    w.drag(from: CGPoint(x: 20, y: y), to: CGPoint(x: 200, y: y), duration: 0.3)
    UIApplication.shared.runUntilIdle()
    let cell = try #require(table.cellForRow(at: IndexPath(row: 3, section: 0)))
    cell.layoutIfNeeded()
    let views = cell._actionButtonViews
    #expect(views.count == 2 && cell._actionsWidth == 148)
    #expect(views[0].backgroundColor == .systemOrange)
    let pinImage = try #require(views[0].imageView)
    #expect(pinImage.tintColor == .white && pinImage.frame.size == CGSize(width: 20, height: 20))
    // Image centred across, the title 4 pt below it, the pair centred down the 44 pt button.
    let title = views[0].titleLabel
    #expect(pinImage.frame.midX == 37 && title.frame.midX == 37)
    #expect(title.frame.minY == pinImage.frame.maxY + 4)
    #expect(abs((pinImage.frame.minY - 0) - (44 - title.frame.maxY)) < 0.01)
    let bellImage = try #require(views[1].imageView)
    #expect(views[1].titleLabel.isHidden && bellImage.frame.midY == 22 && bellImage.frame.midX == 37)
    // Leading actions: the first is outermost, at the leading edge.
    #expect(cell._actionButtons[0].frame.minX == 0 && cell._actionButtons[1].frame.minX == 74)
  }
}
