import Foundation
import OpenUIKitTesting
import Testing
import UIKit

/// Issue 11: deep view and layer trees cost time linear in their size and no call stack.
@MainActor
@Suite(.serialized)
struct DeepTreeTests {
  final class CountingView: UIView {
    static var moves = 0
    static var windowsSeen = 0
    override func didMoveToWindow() {
      CountingView.moves += 1
      if window != nil { CountingView.windowsSeen += 1 }
    }
  }

  @Test("UIKit: didMoveToWindow reaches each of 20,000 nested views once, each sees its window; layout and presentation values of the tree need no recursion")
  func twentyThousandDeep() {
    let depth = 20_000
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    window.makeKeyAndVisible()
    let top = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    var leaf: UIView = top
    for _ in 0..<depth {
      let v = CountingView(frame: CGRect(x: 1, y: 1, width: 10, height: 10))
      leaf.addSubview(v)
      leaf = v
    }
    CountingView.moves = 0
    CountingView.windowsSeen = 0
    let start = ProcessInfo.processInfo.systemUptime
    window.addSubview(top)
    #expect(CountingView.moves == depth + 1)
    #expect(CountingView.windowsSeen == depth + 1)
    #expect(leaf.window === window)
    UIView.animate(withDuration: 0.5) { leaf.alpha = 0.5 }
    UIApplication.shared.advance(by: 0.25)
    // Reading presentation values composes timing down the whole chain (it overflowed the stack).
    let presented = leaf.layer.presentation()
    #expect(presented != nil)
    #expect(window.layer.presentation() != nil)
    UIApplication.shared.runUntilIdle()
    top.removeFromSuperview()
    #expect(leaf.window == nil)
    #expect(CountingView.moves == 2 * (depth + 1))
    // Linear work (the quadratic propagation took about a minute in a debug build). Speed is
    // measured by benchmarks, not asserted here; the time is printed for the record.
    print("DeepTreeTests: \(depth) levels in \(ProcessInfo.processInfo.systemUptime - start) s")
  }
}
