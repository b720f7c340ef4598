import Foundation
import Testing

@testable import OpenQuartzCore
@testable import OpenUIKit

/// `UIView.transition(with:…)` and `transition(from:to:…)` draw a layer transition between the
/// view's old and new content (UIKit: "animate the views using a snapshot image" unless
/// `.allowAnimatedContent`; Docs/Behaviour/core.md "Layer transitions").
@MainActor
@Suite(.serialized)
struct ViewTransitionTests {
  func host() -> (window: UIWindow, view: UIView) {
    let root = UIViewController()
    let window = makeWindow(root: root)
    let view = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 100))
    view.backgroundColor = .red
    root.view.addSubview(view)
    UIApplication.shared.runUntilIdle()
    return (window, view)
  }

  /// The drawn node of `view` in the window's render tree now.
  func drawn(_ view: UIView) -> RenderLayer {
    let t = MediaClock.currentTime
    return view.layer._renderSnapshot(at: t)
  }

  @Test("UIKit: cross-dissolve fades the old content out and the new in, paced by the options' curve; completion once, finished")
  func crossDissolve() {
    let (window, view) = host()
    var completions: [Bool] = []
    UIView.transition(with: view, duration: 1, options: .transitionCrossDissolve, animations: {
      view.backgroundColor = .blue
    }, completion: { completions.append($0) })
    // The model and presentation are the new state at once.
    #expect(view.backgroundColor == .blue && view.alpha == 1)
    MediaClock.shared.advance(by: 0.5)
    let node = drawn(view)
    #expect(node.sublayers.count == 2)
    let p = CAMediaTimingFunction(name: .easeInEaseOut)._solve(0.5)
    #expect(node.sublayers[0].backgroundColor?.red == 1 && abs(node.sublayers[0].opacity - (1 - p)) < 1e-6)
    #expect(node.sublayers[1].backgroundColor?.blue == 1 && abs(node.sublayers[1].opacity - p) < 1e-6)
    #expect(view.layer.presentation()?.opacity == 1)
    #expect(completions.isEmpty)
    MediaClock.shared.advance(by: 0.6)
    #expect(completions == [true])
    #expect(drawn(view).sublayers.isEmpty)
    withExtendedLifetime(window) {}
  }

  @Test("UIKit: a flip from the left turns the old content away in the first half and the new in during the second")
  func flipHalves() {
    let (window, view) = host()
    UIView.transition(with: view, duration: 1, options: [.transitionFlipFromLeft, .curveLinear], animations: {
      view.backgroundColor = .blue
    })
    MediaClock.shared.advance(by: 0.25)
    var node = drawn(view)
    #expect(!node.sublayers[0].isHidden && node.sublayers[1].isHidden)
    #expect(node.sublayers[0].transform != CATransform3DIdentity)
    MediaClock.shared.advance(by: 0.5)
    node = drawn(view)
    #expect(node.sublayers[0].isHidden && !node.sublayers[1].isHidden)
    #expect(node.sublayers[1].backgroundColor?.blue == 1)
    MediaClock.shared.advance(by: 0.5)
    #expect(drawn(view).sublayers.isEmpty)
    withExtendedLifetime(window) {}
  }

  @Test("UIKit: transition(from:to:) cross-dissolves the container from the old child to the new one")
  func fromToCrossDissolves() {
    let (window, container) = host()
    let a = UIView(frame: container.bounds)
    a.backgroundColor = .green
    container.addSubview(a)
    UIApplication.shared.runUntilIdle()
    let b = UIView(frame: container.bounds)
    b.backgroundColor = .yellow
    var finished: Bool?
    UIView.transition(from: a, to: b, duration: 0.4, options: .transitionCrossDissolve) { finished = $0 }
    #expect(a.superview == nil && b.superview === container)
    MediaClock.shared.advance(by: 0.2)
    let node = drawn(container)
    // Old content: the container with a; new: the container with b.
    #expect(node.sublayers[0].sublayers.first?.backgroundColor?.green == 1)
    #expect(node.sublayers[1].sublayers.first?.backgroundColor?.red == 1 && node.sublayers[1].sublayers.first?.backgroundColor?.green == 1)
    MediaClock.shared.advance(by: 0.3)
    #expect(finished == true)
    withExtendedLifetime(window) {}
  }

  @Test("UIKit: removing the view's animations ends the transition: completion(false); no duration means no transition")
  func removalAndZeroDuration() {
    let (window, view) = host()
    var completions: [Bool] = []
    UIView.transition(with: view, duration: 1, options: .transitionCrossDissolve, animations: {
      view.backgroundColor = .blue
    }, completion: { completions.append($0) })
    MediaClock.shared.advance(by: 0.2)
    view.layer.removeAllAnimations()
    UIApplication.shared.runUntilIdle()
    #expect(completions == [false])
    UIView.transition(with: view, duration: 0, options: .transitionCrossDissolve, animations: {
      view.backgroundColor = .red
    }, completion: { completions.append($0) })
    #expect(view.layer.animation(forKey: kCATransition) == nil)
    UIApplication.shared.runUntilIdle()
    #expect(completions == [false, true])
    withExtendedLifetime(window) {}
  }
}
