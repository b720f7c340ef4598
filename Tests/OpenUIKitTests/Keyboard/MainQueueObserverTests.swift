import Dispatch
import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing
import UIKit

/// `addObserver(forName:object:queue: .main, using:)` as on iOS, also where the main actor runs
/// off the main thread (Swift Testing runs its main-actor tests there): Docs/Porting.md
/// "Notification observers".
@MainActor
@Suite(.serialized)
struct MainQueueObserverTests {
  final class Box: @unchecked Sendable {
    // @unchecked Sendable: written by the observer block, read after the post returns.
    var calls: [String] = []
  }

  @Test("iOS: a post made on the main queue runs a queue: .main block at once, before post returns (no deadlock off the main thread)")
  func mainQueuePostRunsAtOnce() {
    let name = Notification.Name("MainQueueObserverTests.atOnce")
    let box = Box()
    let a = NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { note in
      box.calls.append("main \(note.object as? String ?? "")")
    }
    let b = NotificationCenter.default.addObserver(forName: name, object: nil, queue: OperationQueue.main) { _ in
      box.calls.append("OperationQueue.main")
    }
    NotificationCenter.default.post(name: name, object: "x")
    // Both ran before post returned (Foundation calls observers in no documented order).
    #expect(box.calls.sorted() == ["OperationQueue.main", "main x"])
    NotificationCenter.default.removeObserver(a)
    NotificationCenter.default.removeObserver(b)
    NotificationCenter.default.post(name: name, object: "y")
    #expect(box.calls.count == 2)
  }

  @Test("iOS: a post from another thread runs a queue: .main block on the main queue, and post waits for it")
  func backgroundPostHopsToMain() async {
    let name = Notification.Name("MainQueueObserverTests.background")
    let box = Box()
    let key = DispatchSpecificKey<Int>()
    DispatchQueue.main.setSpecific(key: key, value: 42)
    defer { DispatchQueue.main.setSpecific(key: key, value: nil) }
    let token = NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { _ in
      box.calls.append(DispatchQueue.getSpecific(key: key) == 42 ? "on main queue" : "elsewhere")
    }
    let seen: [String] = await withCheckedContinuation { continuation in
      Thread.detachNewThread {
        NotificationCenter.default.post(name: name, object: nil)
        continuation.resume(returning: box.calls)
      }
    }
    #expect(seen == ["on main queue"])
    NotificationCenter.default.removeObserver(token)
  }

  @Test("iOS: the keyboard's will-notifications reach queue: .main observers inside the keyboard's animation block")
  func keyboardObserverOnMain() throws {
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
    let w = keyboardWindow(field)
    defer { w.isHidden = true }
    let box = Box()
    let curveKey = UIResponder.keyboardAnimationCurveUserInfoKey
    let token = NotificationCenter.default.addObserver(
      forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main
    ) { note in
      let curve = note.userInfo?[curveKey] as? Int ?? -1
      box.calls.append("willShow \(curve)")
    }
    defer { NotificationCenter.default.removeObserver(token) }
    field.becomeFirstResponder()
    #expect(box.calls == ["willShow 7"])
    UIApplication.shared.endEditingForTesting()
    UIApplication.shared.runUntilIdle()
  }

  @Test("Foundation: other queues and an optional queue keep Foundation's behaviour (the block runs on the queue; post waits)")
  func otherQueuesUnchanged() {
    let name = Notification.Name("MainQueueObserverTests.other")
    let box = Box()
    let queue = OperationQueue()
    queue.maxConcurrentOperationCount = 1
    let a = NotificationCenter.default.addObserver(forName: name, object: nil, queue: queue) { _ in
      box.calls.append(OperationQueue.current === queue ? "own queue" : "elsewhere")
    }
    let none: OperationQueue? = nil
    let b = NotificationCenter.default.addObserver(forName: name, object: nil, queue: none) { _ in
      box.calls.append("poster")
    }
    NotificationCenter.default.post(name: name, object: nil)
    #expect(box.calls.sorted() == ["own queue", "poster"])
    NotificationCenter.default.removeObserver(a)
    NotificationCenter.default.removeObserver(b)
  }
}
