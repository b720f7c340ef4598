import Testing
import UIKit
import OpenUIKitTesting

/// The notes list (TableContextMenuCode.swift) runs, not only compiles.
@MainActor @Suite(.serialized) struct TableContextMenuClientTests {
  private func show() -> (NotesMenuListController, UIWindow) {
    UIApplication.shared.useLinkedSDK(.iOS17)
    let list = NotesMenuListController(style: .plain)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = UINavigationController(rootViewController: list)
    window.makeKeyAndVisible()
    UIApplication.shared.runUntilIdle()
    return (list, window)
  }

  private func center(ofRow row: Int, in list: NotesMenuListController) -> CGPoint {
    let rect = list.tableView.rectForRow(at: IndexPath(row: row, section: 0))
    return list.tableView.convert(CGPoint(x: rect.midX, y: rect.midY), to: nil)
  }

  @Test("UIKit: a row's context menu deletes the note; committing its preview opens it after the commit animation")
  func rowMenuDeletesAndCommits() {
    let (list, window) = show()
    window.longPress(at: center(ofRow: 2, in: list))
    UIApplication.shared.runUntilIdle()
    #expect(window.visibleMenuElementTitles == ["Delete"])
    window.tapMenuElement(titled: "Delete")
    UIApplication.shared.runUntilIdle()
    #expect(list.notes == ["Pinned", "Groceries", "Trip"])
    window.longPress(at: center(ofRow: 1, in: list))
    UIApplication.shared.runUntilIdle()
    #expect(window.tapContextMenuPreview())
    UIApplication.shared.runUntilIdle()
    #expect(list.openedNote == "Groceries")
    #expect(!window.isShowingMenu)
  }

  @Test("UIKit: a row without a context menu (nil configuration) opens on a long touch as on a tap")
  func rowWithoutMenuSelects() {
    let (list, window) = show()
    window.longPress(at: center(ofRow: 0, in: list))
    UIApplication.shared.runUntilIdle()
    #expect(!window.isShowingMenu)
    #expect(list.openedNote == "Pinned")
  }
}
