import Foundation
import OpenUIKitTesting
import Testing
import UIKit

/// Spec §1.6 and Behaviour.md "Built-in transition animations".
@MainActor
@Suite(.serialized)
struct TransitionStyleTests {
  func present(_ style: UIModalTransitionStyle, advance: TimeInterval) -> (UIViewController, UIViewController, UIWindow) {
    let a = UIViewController()
    let window = makeWindow(root: a)
    let b = UIViewController()
    b.modalPresentationStyle = .fullScreen
    b.modalTransitionStyle = style
    a.present(b, animated: true)
    UIApplication.shared.advance(by: advance)
    return (a, b, window)
  }

  @Test("coverVertical slides the presented view up from the bottom edge (0.4 s, easeInOut)")
  func coverVertical() {
    let (_, b, window) = present(.coverVertical, advance: 0.2)
    let y = b.view.layer.presentation()?.frame.minY ?? -1
    // easeInEaseOut at 0.5 = 0.5: half way up.
    #expect(abs(y - window.bounds.height * 0.5) < 1)
    UIApplication.shared.runUntilIdle()
    #expect(b.view.frame.minY == 0)
  }

  @Test("flipHorizontal rotates about the vertical axis with perspective (m34 ≠ 0)")
  func flipHorizontal() {
    let (a, b, _) = present(.flipHorizontal, advance: 0.2)
    let outgoing = a.view.layer.presentation()?.transform ?? CATransform3DIdentity
    #expect(outgoing.m34 != 0)
    #expect(outgoing.m13 != 0)  // a rotation about y mixes x and z
    UIApplication.shared.runUntilIdle()
    #expect(CATransform3DIsIdentity(b.view.layer.transform))
    #expect(CATransform3DIsIdentity(a.view.layer.transform))
  }

  @Test("partialCurl: the presenter's page lifts and stays in the window; restrictions are exceptions")
  func partialCurl() {
    let (a, b, window) = present(.partialCurl, advance: 1)
    #expect(a.view.window === window)
    #expect((a.view.layer.presentation()?.transform.m42 ?? 0) < 0)
    let start = UIApplication.shared.diagnostics.count
    b.present(UIViewController(), animated: true)
    #expect(diagnostics(since: start).first?.kind == .exception)
    let c = UIViewController()
    c.modalPresentationStyle = .overFullScreen
    c.modalTransitionStyle = .partialCurl
    let other = UIViewController()
    _ = makeWindow(root: other)
    let start2 = UIApplication.shared.diagnostics.count
    other.present(c, animated: true)
    #expect(diagnostics(since: start2).first?.kind == .exception)
    #expect(other.presentedViewController == nil)
  }

  @Test("animated: false for a built-in style skips the animation: in place on the next turn")
  func notAnimated() {
    let a = UIViewController()
    let window = makeWindow(root: a)
    let b = UIViewController()
    b.modalPresentationStyle = .fullScreen
    a.present(b, animated: false)
    UIApplication.shared.advance(by: 0)
    #expect(b.view.frame == window.bounds)
    #expect(b.view.layer.animationKeys()?.isEmpty ?? true)
  }
}
