import Testing
import UIKit
import OpenUIKitTesting
@testable import OpenUIKit

/// Swift 5-mode to-do list (TodoListCode.swift): editButtonItem, swipe to delete, reordering and
/// a leading "Flag" action, driven by taps and drags.
@MainActor @Suite(.serialized) struct TodoListTests {
    func show() -> (UIWindow, TodoListViewController) {
        registerTodoListTypes()
        let list = TodoListViewController(style: .plain)
        let nav = UINavigationController(rootViewController: list)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.rootViewController = nav
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
        return (window, list)
    }

    func rowCentre(_ row: Int, _ table: UITableView) -> CGPoint {
        let rect = table.rectForRow(at: IndexPath(row: row, section: 0))
        return table.convert(CGPoint(x: rect.midX, y: rect.midY), to: nil)
    }

    @Test("UIKit to-do list: Edit in the navigation bar enters edit mode (Done), a reorder drag moves a to-do, Done leaves edit mode")
    func editAndReorder() throws {
        let (window, list) = show()
        defer { window.isHidden = true }
        let table = try #require(list.tableView)
        let edit = try #require(list.navigationItem.rightBarButtonItem)
        #expect(edit === list.editButtonItem && edit.title == "Edit")
        let editView = try #require(edit._anchorView)
        window.tap(at: editView.convert(CGPoint(x: editView.bounds.midX, y: editView.bounds.midY), to: nil))
        UIApplication.shared.runUntilIdle()
        #expect(list.isEditing && table.isEditing && edit.title == "Done")
        #expect((editView as? UIButton)?.title(for: .normal) == "Done")
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let control = try #require(first._reorderControlFrame)
        let start = first.convert(CGPoint(x: control.midX, y: control.midY), to: nil)
        window.drag(from: start, to: CGPoint(x: start.x, y: start.y + 44 * 2 + 4), duration: 0.4)
        UIApplication.shared.runUntilIdle()
        #expect(list.todos.map(\.title) == ["Call Ann", "Book flights", "Buy milk", "Pay rent"])
        window.tap(at: editView.convert(CGPoint(x: editView.bounds.midX, y: editView.bounds.midY), to: nil))
        UIApplication.shared.runUntilIdle()
        #expect(!list.isEditing && !table.isEditing && edit.title == "Edit")
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.isEditing == false)
    }

    @Test("UIKit to-do list: swiping a row left shows Delete; tapping it removes the to-do; swiping right shows Flag, which flags it")
    func swipeDeleteAndFlag() throws {
        let (window, list) = show()
        defer { window.isHidden = true }
        let table = try #require(list.tableView)
        let c = rowCentre(1, table)
        window.drag(from: CGPoint(x: 320, y: c.y), to: CGPoint(x: 200, y: c.y), duration: 0.3)
        UIApplication.shared.runUntilIdle()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        let delete = try #require(cell._actionButtons.first)
        #expect(delete.action.title == "Delete")
        window.tap(at: cell.convert(CGPoint(x: delete.frame.midX, y: delete.frame.midY), to: nil))
        UIApplication.shared.runUntilIdle()
        #expect(list.todos.map(\.title) == ["Buy milk", "Book flights", "Pay rent"])
        #expect(table.numberOfRows(inSection: 0) == 3)

        let d = rowCentre(0, table)
        window.drag(from: CGPoint(x: 40, y: d.y), to: CGPoint(x: 160, y: d.y), duration: 0.3)
        UIApplication.shared.runUntilIdle()
        let row0 = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let flag = try #require(row0._actionButtons.first)
        #expect(flag.action.title == "Flag" && flag.action.backgroundColor == .systemOrange)
        window.tap(at: row0.convert(CGPoint(x: flag.frame.midX, y: flag.frame.midY), to: nil))
        UIApplication.shared.runUntilIdle()
        #expect(list.todos[0].flagged)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "⚑ Buy milk")
    }
}
