import Foundation
import OpenUIKitSnapshotTesting
import OpenUIKitTesting
import Testing
import UIKit

/// The controller, view and window strategies against their reference files
/// (`__Snapshots__/ControllerStrategyTests/<test>.<n>.<ext>`, checked by eye when recorded).
@MainActor
@Suite(.serialized)
struct ControllerStrategyTests {
  @Test("SVG of a controller on iPhone 13: 390 × 844, the card drawn")
  func svgOnIPhone13() {
    assertSnapshot(of: CardViewController() as UIViewController, as: .svg(on: .iPhone13))
  }

  @Test("UIKit: a hosted controller's root view gets the device's safe area and size classes (ViewImageConfig.iPhone13)")
  func hostingAppliesConfig() {
    let before = UIScreen.main.bounds
    let card = CardViewController()
    assertSnapshot(of: card as UIViewController, as: .renderTree(on: .iPhone13(.landscape)))
    #expect(card.safeAreaAtLayout == UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
    #expect(card.traitsAtLayout?.verticalSizeClass == .compact)
    #expect(card.traitsAtLayout?.horizontalSizeClass == .compact)
    // The screen is put back and the controller taken off its window.
    #expect(UIScreen.main.bounds == before)
    #expect(card.view.window == nil)
  }

  @Test("UIKit: present(_:animated:completion:) — B's callbacks and the delegate's, as a trace since the call")
  func traceOfPresent() {
    let transition = SlideUpTransition()
    assertSnapshot(
      of: coloured("A", .white),
      as: .trace(on: .iPhone13) { a in
        let b = coloured("B", .orange)
        b.modalPresentationStyle = .fullScreen
        b.transitioningDelegate = transition
        a.present(b, animated: true)
      })
  }

  @Test("A custom presentation at 0, ½ and 1 of its span: side by side as SVG, and as render trees")
  func transitionAtFractions() {
    let transition = SlideUpTransition()
    let present: @MainActor (UIViewController) -> Void = { a in
      let b = coloured("B", .orange)
      b.modalPresentationStyle = .fullScreen
      b.transitioningDelegate = transition
      a.present(b, animated: true)
    }
    assertSnapshot(of: coloured("A", .white), as: .transition(at: [0, 0.5, 1], on: .iPhoneSe, present))
    assertSnapshot(
      of: coloured("A", .white), as: .transition(at: [0, 0.5, 1], on: .iPhoneSe, as: .renderTree, present))
  }

  @Test("A view without a window is drawn in its bounds, then put back where it was")
  func viewStrategies() {
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let view = UIView(frame: CGRect(x: 50, y: 60, width: 120, height: 80))
    view.backgroundColor = .red
    view.layer.cornerRadius = 8
    view.alpha = 0.5
    parent.addSubview(view)
    assertSnapshot(of: view, as: .svg)
    assertSnapshot(of: view, as: .renderTree(size: CGSize(width: 100, height: 100)))
    #expect(view.superview === parent)
    #expect(view.frame == CGRect(x: 50, y: 60, width: 100, height: 100))
  }

  @Test("A window is drawn as it is: a presentation stopped half-way, as render tree")
  func windowMidTransition() {
    let a = coloured("A", .white)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
    window.rootViewController = a
    window.makeKeyAndVisible()
    UIApplication.shared.runUntilIdle()
    let transition = SlideUpTransition()
    let b = coloured("B", .orange)
    b.modalPresentationStyle = .fullScreen
    b.transitioningDelegate = transition
    a.present(b, animated: true)
    UIApplication.shared.advance(by: 0.2 + 1.0 / 60)
    assertSnapshot(of: window, as: .renderTree)
    UIApplication.shared.runUntilIdle()
    window.rootViewController = nil
    window.isHidden = true
  }

  @Test("A recording made by the test: its trace and its screen at fractions")
  func recorderStrategies() {
    let a = coloured("A", .white)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
    window.rootViewController = a
    window.makeKeyAndVisible()
    UIApplication.shared.runUntilIdle()
    let box = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    box.backgroundColor = .blue
    a.view.addSubview(box)
    let recorder = TransitionRecorder(window: window)
    recorder.record {
      recorder.mark("test", "move box")
      UIView.animate(withDuration: 0.25, delay: 0, options: [.curveLinear]) { box.center = CGPoint(x: 150, y: 250) }
    }
    assertSnapshot(of: recorder, as: .trace)
    assertSnapshot(of: recorder, as: .transition(at: [0, 0.5, 1], as: .renderTree))
    window.rootViewController = nil
    window.isHidden = true
  }
}
