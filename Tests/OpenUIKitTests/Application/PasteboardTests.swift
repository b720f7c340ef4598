import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing
import UIKit

/// UIPasteboard (Docs/Behaviour/activity16.md "Pasteboard"): one in-memory general pasteboard,
/// typed setters replace every item, `changeCount` and the change notification follow each change.
@MainActor
@Suite(.serialized)
struct PasteboardTests {
  @Test("Pasteboard: each change posts UIPasteboardChangedNotification with the pasteboard as object, once")
  func changeNotification() {
    let board = UIPasteboard.general
    let boardID = ObjectIdentifier(board)
    var posts: [Int] = []
    var senders: [ObjectIdentifier?] = []
    let token = NotificationCenter.default.addObserver(
      forName: UIPasteboard.changedNotification, object: board, queue: nil
    ) { note in
      let sender = note.object.map { ObjectIdentifier($0 as AnyObject) }
      MainActor.assumeIsolated {
        senders.append(sender)
        posts.append(UIPasteboard.general.changeCount)
      }
    }
    defer { NotificationCenter.default.removeObserver(token) }
    let before = board.changeCount
    board.string = "one"
    board.urls = [URL(string: "https://example.com/a")!, URL(string: "https://example.com/b")!]
    #expect(posts == [before + 1, before + 2])
    #expect(senders == [boardID, boardID])
    #expect(UIPasteboard.changedNotification.rawValue == "UIPasteboardChangedNotification")
  }

  @Test("Pasteboard: hasStrings/hasURLs/hasImages say which kinds it holds; a typed setter replaces every item")
  func hasKinds() {
    let board = UIPasteboard.general
    board.strings = ["a", "b"]
    #expect(board.hasStrings && !board.hasURLs && !board.hasImages)
    #expect(board.numberOfItems == 2 && board.string == "a" && board.strings == ["a", "b"])
    board.url = URL(string: "https://example.com")
    #expect(!board.hasStrings && board.hasURLs && !board.hasImages)
    #expect(board.string == nil && board.strings == nil && board.numberOfItems == 1)
    board.image = UIImage(systemName: "star")
    #expect(!board.hasStrings && !board.hasURLs && board.hasImages)
    #expect(board.url == nil && board.images?.count == 1)
    board.strings = nil
    #expect(!board.hasStrings && !board.hasURLs && !board.hasImages && board.numberOfItems == 0)
  }
}
