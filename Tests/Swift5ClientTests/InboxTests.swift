import Testing
import UIKit
import OpenUIKitTesting
@testable import OpenUIKit

/// Swift 5-mode inbox (InboxCode.swift): header padding, swipe actions with images sized by
/// their titles, full swipe to delete, and reordering across sections, driven by drags.
@MainActor @Suite(.serialized) struct InboxTests {
    func show(removesPadding: Bool = true) -> (UIWindow, InboxViewController) {
        registerInboxTypes()
        UIApplication.shared.useLinkedSDK(.iOS17)  // the automatic padding is iOS 15's
        let inbox = InboxViewController(style: .plain)
        inbox.removesHeaderPadding = removesPadding
        let nav = UINavigationController(rootViewController: inbox)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.rootViewController = nav
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
        return (window, inbox)
    }

    func rowCentre(_ path: IndexPath, _ table: UITableView) -> CGPoint {
        let rect = table.rectForRow(at: path)
        return table.convert(CGPoint(x: rect.midX, y: rect.midY), to: nil)
    }

    @Test("UIKit inbox: sectionHeaderTopPadding = 0 puts each header right after the section above; the default leaves 22 pt above each")
    func headerPadding() throws {
        let (window, inbox) = show()
        let table = try #require(inbox.tableView)
        #expect(table.sectionHeaderTopPadding == 0)
        #expect(table.rectForHeader(inSection: 0).minY == 0)
        #expect(table.rectForHeader(inSection: 1).minY == 208)  // 28 + 3 × 60
        #expect(table.headerView(forSection: 1)?.frame.minY == 208)
        window.isHidden = true
        let (window2, padded) = show(removesPadding: false)
        let paddedTable = try #require(padded.tableView)
        #expect(paddedTable.rectForHeader(inSection: 0).minY == 22)
        #expect(paddedTable.rectForHeader(inSection: 1).minY == 252)  // 22 + 28 + 3 × 60 + 22
        window2.isHidden = true
    }

    @Test("UIKit inbox: a left swipe opens Delete and Read with their symbols above their titles; a full swipe deletes the message")
    func swipeActions() throws {
        let (window, inbox) = show()
        defer { window.isHidden = true }
        let table = try #require(inbox.tableView)
        let c = rowCentre(IndexPath(row: 1, section: 0), table)
        window.drag(from: CGPoint(x: 330, y: c.y), to: CGPoint(x: 150, y: c.y), duration: 0.3)
        UIApplication.shared.runUntilIdle()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        cell.layoutIfNeeded()
        let buttons = cell._actionButtonViews
        #expect(buttons.map { $0.titleLabel.text } == ["Delete", "Read"])
        #expect(buttons.map(\.backgroundColor) == [.systemRed, .systemBlue])
        // Both narrower than the minimum: 74 pt each; symbols above the titles.
        #expect(cell._actionButtons.map(\.frame.width) == [74, 74])
        for button in buttons {
            let image = try #require(button.imageView)
            #expect(image.frame.maxY + 4 == button.titleLabel.frame.minY)
        }
        // A tap on Read runs its handler and closes the row.
        let read = cell._actionButtons[1].frame
        window.tap(at: cell.convert(CGPoint(x: read.midX, y: read.midY), to: nil))
        UIApplication.shared.runUntilIdle()
        #expect(inbox.sections[0].messages[1].unread == false)
        #expect(cell._actionButtons.isEmpty)

        let d = rowCentre(IndexPath(row: 0, section: 1), table)
        window.drag(from: CGPoint(x: 380, y: d.y), to: CGPoint(x: 30, y: d.y), duration: 0.3)
        UIApplication.shared.runUntilIdle()
        #expect(inbox.sections[1].messages.map(\.subject) == ["Your receipt", "Weekly digest"])
        #expect(table.numberOfRows(inSection: 1) == 2)
    }

    @Test("UIKit inbox: Edit, then a reorder drag from Today into Earlier moves the message; rows and the Earlier header make room")
    func reorderAcrossSections() throws {
        let (window, inbox) = show()
        defer { window.isHidden = true }
        let table = try #require(inbox.tableView)
        inbox.setEditing(true, animated: false)
        table.layoutIfNeeded()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        let control = try #require(cell._reorderControlFrame)
        let start = cell.convert(CGPoint(x: control.midX, y: control.midY), to: nil)
        let header = try #require(table.headerView(forSection: 1))
        let headerTop = header.frame.minY
        let touch = window.touchDown(at: start)
        // Over "Your receipt" (Earlier's second row): past the header and the first row.
        touch.move(to: CGPoint(x: start.x, y: start.y + 28 + 60 + 60 + 5), duration: 0.4)
        UIApplication.shared.advance(by: 0.3)
        #expect(header.frame.minY == headerTop - 60)
        touch.lift()
        UIApplication.shared.runUntilIdle()
        #expect(inbox.sections[0].messages.map(\.subject) == ["Lunch?", "Invoice 2291"])
        #expect(inbox.sections[1].messages.map(\.subject) == ["Welcome!", "Flight check-in", "Your receipt", "Weekly digest"])
    }
}
