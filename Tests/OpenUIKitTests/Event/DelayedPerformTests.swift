import Foundation
import OpenUIKitTesting
import Testing
import UIKit

/// A plain NSObject target whose selectors are registered with ActionRegistry.
final class PerformReceiver: NSObject, @unchecked Sendable {
  var received: [String] = []
  var times: [CFTimeInterval] = []
}

/// `perform(_:with:afterDelay:)` on the media clock (Apple docs: NSObject
/// perform(_:with:afterDelay:) "uses a timer to perform the aSelector message on the current
/// thread's run loop"; it retains the receiver and argument until then;
/// cancelPreviousPerformRequests(withTarget:selector:object:) cancels matching requests).
@MainActor
@Suite(.serialized)
struct DelayedPerformTests {
  init() {
    ActionRegistry.register(PerformReceiver.self, "receive:") { (target: PerformReceiver, sender: Any?) in
      target.received.append(sender as? String ?? "nil")
      target.times.append(CACurrentMediaTime())
    }
  }

  @Test("UIKit: perform(_:with:afterDelay:) sends the selector after the delay in media time, with the argument")
  func performsAfterDelay() {
    UIApplication.shared.runUntilIdle()
    let receiver = PerformReceiver()
    let start = CACurrentMediaTime()
    receiver.perform(Selector("receive:"), with: "x", afterDelay: 0.3)
    UIApplication.shared.advance(by: 0.25)
    #expect(receiver.received.isEmpty)
    UIApplication.shared.runUntilIdle()
    #expect(receiver.received == ["x"])
    #expect(abs((receiver.times.first ?? 0) - start - 0.3) < 1.0 / 60 + 1e-9)
  }

  @Test("UIKit: the receiver is retained until the selector is performed")
  func retainsReceiver() {
    UIApplication.shared.runUntilIdle()
    weak var weakReceiver: PerformReceiver?
    do {
      let receiver = PerformReceiver()
      weakReceiver = receiver
      receiver.perform(Selector("receive:"), with: nil, afterDelay: 0.1)
    }
    #expect(weakReceiver != nil)
    UIApplication.shared.runUntilIdle()
    #expect(weakReceiver == nil)
  }

  @Test("UIKit: cancelPreviousPerformRequests cancels the matching requests only")
  func cancels() {
    UIApplication.shared.runUntilIdle()
    let receiver = PerformReceiver()
    receiver.perform(Selector("receive:"), with: "a", afterDelay: 0.1)
    receiver.perform(Selector("receive:"), with: "b", afterDelay: 0.1)
    NSObject.cancelPreviousPerformRequests(withTarget: receiver, selector: Selector("receive:"), object: "a")
    UIApplication.shared.runUntilIdle()
    #expect(receiver.received == ["b"])
    receiver.perform(Selector("receive:"), with: "c", afterDelay: 0.1)
    NSObject.cancelPreviousPerformRequests(withTarget: receiver)
    UIApplication.shared.runUntilIdle()
    #expect(receiver.received == ["b"])
  }

  @Test("UIKit: a selector the receiver does not implement is the unrecognized-selector exception, and nothing else")
  func unrecognizedSelector() {
    UIApplication.shared.runUntilIdle()
    let start = UIApplication.shared.diagnostics.count
    let receiver = PerformReceiver()
    receiver.perform(Selector("missing"), with: nil, afterDelay: 0)
    UIApplication.shared.runUntilIdle()
    let messages = UIApplication.shared.diagnostics.dropFirst(start).map(\.message)
    #expect(messages.count == 1)
    #expect(messages.first?.contains("PerformReceiver missing]: unrecognized selector sent to instance") == true)
  }
}
