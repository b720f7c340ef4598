import Foundation
import OpenUIKitTesting
import Testing
import UIKit

/// The headless contract's `runUntilIdle()`: pending layout is run-loop work. UIKit lays a
/// window out at the end of the run-loop turn in which `setNeedsLayout()` was called (Apple's
/// `setNeedsLayout()` docs: "the update happens during the next update cycle"), so a test that
/// settles with `runUntilIdle()` sees views where their layout puts them.
@MainActor
@Suite(.serialized)
struct RunUntilIdleLayoutTests {
  final class Pinned: UIView {
    var passes = 0
    override func layoutSubviews() {
      super.layoutSubviews()
      passes += 1
      subviews.first?.frame = CGRect(x: 0, y: bounds.height - 44, width: bounds.width, height: 44)
    }
  }

  @Test("UIKit: setNeedsLayout() is honoured in the next update cycle, so runUntilIdle() leaves no layout pending")
  func pendingLayoutRuns() {
    let root = UIViewController()
    let window = makeWindow(root: root)
    let pinned = Pinned(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
    let bar = UIView()
    pinned.addSubview(bar)
    root.view.addSubview(pinned)
    UIApplication.shared.runUntilIdle()
    #expect(bar.frame == CGRect(x: 0, y: 256, width: 200, height: 44))
    let passes = pinned.passes
    pinned.frame.size.height = 400
    UIApplication.shared.runUntilIdle()
    #expect(bar.frame.minY == 356)
    #expect(pinned.passes == passes + 1)
    _ = window
  }

  @Test("UIKit: Auto Layout constraints added after the window appeared are solved by the next update cycle")
  func constraintsSolveWhenSettling() {
    let root = UIViewController()
    let window = makeWindow(root: root)
    let child = UIView()
    child.translatesAutoresizingMaskIntoConstraints = false
    root.view.addSubview(child)
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: root.view.leadingAnchor, constant: 20),
      child.topAnchor.constraint(equalTo: root.view.topAnchor, constant: 100),
      child.widthAnchor.constraint(equalToConstant: 120),
      child.heightAnchor.constraint(equalToConstant: 60),
    ])
    UIApplication.shared.runUntilIdle()
    #expect(child.frame == CGRect(x: 20, y: 100, width: 120, height: 60))
    _ = window
  }

  @Test("A settled window is idle: runUntilIdle() with nothing pending does not move the clock")
  func idleDoesNotAdvance() {
    let window = makeWindow(root: UIViewController())
    UIApplication.shared.runUntilIdle()
    let before = UIApplication.shared.mediaTime
    UIApplication.shared.runUntilIdle()
    #expect(UIApplication.shared.mediaTime == before)
    _ = window
  }
}
