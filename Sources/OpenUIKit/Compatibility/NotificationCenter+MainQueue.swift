import Dispatch
import Foundation

// iOS code observes UIKit's notifications (the keyboard's above all) with the block API on the
// main queue: `addObserver(forName:object:queue: .main, using:)`. On iOS a post from the main
// thread runs such a block at once, since the main queue is the current queue there.
//
// Linux Foundation runs the block at once only when `OperationQueue.current` is the observer's
// queue; otherwise it adds the block to that queue and waits for it. Where the main actor runs
// off the main thread — any `async` entry point (`static func main() async`, Swift Testing):
// the main thread parks in `dispatch_main()` and a worker thread drains the main dispatch queue —
// `OperationQueue.current` is nil on the main actor, so a post from main-actor code waits for
// the main queue it occupies: a deadlock (Docs/Porting.md "Notification observers").
//
// This overload takes a non-optional queue, so the compiler prefers it for `.main` and
// `OperationQueue.main` (no optional promotion); an optional queue (`nil`, a `queue:` variable
// of type `OperationQueue?`) still reaches Foundation's method.
extension NotificationCenter {
  /// Foundation's block observer, with iOS's timing on the main queue: a post made on the main
  /// queue (main thread or main actor) runs `block` at once; a post from another thread adds it
  /// to the main queue and waits for it, as Foundation does. Other queues go to Foundation
  /// unchanged. The token is Foundation's (`removeObserver(_:)` takes it).
  public func addObserver(
    forName name: NSNotification.Name?, object obj: Any?, queue: OperationQueue,
    using block: @escaping @Sendable (Notification) -> Void
  ) -> any NSObjectProtocol {
    guard queue === OperationQueue.main else {
      return addObserver(forName: name, object: obj, queue: Optional(queue), using: block)
    }
    let key = _MainQueueMarker.key
    return addObserver(forName: name, object: obj, queue: nil as OperationQueue?) { note in
      if Thread.isMainThread || DispatchQueue.getSpecific(key: key) != nil {
        block(note)
      } else {
        nonisolated(unsafe) let note = note
        OperationQueue.main.addOperations([BlockOperation { block(note) }], waitUntilFinished: true)
      }
    }
  }
}

/// A dispatch-specific value set on the main queue: found by `getSpecific` on whatever thread
/// drains the main queue.
private enum _MainQueueMarker {
  static let key: DispatchSpecificKey<UInt8> = {
    let key = DispatchSpecificKey<UInt8>()
    DispatchQueue.main.setSpecific(key: key, value: 1)
    return key
  }()
}
