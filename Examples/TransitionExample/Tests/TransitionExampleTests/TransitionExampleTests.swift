import Foundation
import OpenUIKitSnapshotTesting
import OpenUIKitTesting
import SnapshotTesting
import Testing
import TransitionExample
import UIKit

/// The example's transition, tested as a reader would test their own: snapshots half-way as SVG
/// and render tree, the trace of callbacks, and a recorded interactive dismissal.
/// Reference files: __Snapshots__/TransitionExampleTests/.
@MainActor
@Suite(.serialized)
struct TransitionExampleTests {
  @Test("The detail slides up: the screen at 0, ½ and 1 of the presentation")
  func presentationStages() {
    let show: @MainActor (UIViewController) -> Void = { ($0 as! CardListViewController).showDetail() }
    assertSnapshot(of: CardListViewController() as UIViewController, as: .transition(at: [0, 0.5, 1], on: .iPhone13, show))
    assertSnapshot(
      of: CardListViewController() as UIViewController,
      as: .transition(at: [0, 0.5, 1], on: .iPhone13, as: .renderTree, show))
  }

  @Test("UIKit: a tap on the card presents the detail; its viewDidAppear comes when the slide ends")
  func tapTrace() {
    assertSnapshot(
      of: CardListViewController() as UIViewController,
      as: .trace(on: .iPhone13) { list in
        list.view.window?.tap(at: CGPoint(x: 100, y: 200))
      })
  }

  /// A window showing the list with the detail presented and settled.
  func presentedDetail() -> (window: UIWindow, list: CardListViewController, detail: UIViewController) {
    let list = CardListViewController()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = list
    window.makeKeyAndVisible()
    UIApplication.shared.runUntilIdle()
    list.showDetail()
    UIApplication.shared.runUntilIdle()
    return (window, list, list.presentedViewController!)
  }

  @Test("UIKit: a swipe released before half-way cancels the dismissal and the screen is as before")
  func cancelledSwipe() {
    let (window, list, detail) = presentedDetail()
    let recorder = TransitionRecorder(window: window)
    recorder.start()
    let finger = window.touchDown(at: CGPoint(x: 200, y: 400))
    finger.move(to: CGPoint(x: 200, y: 400 + 0.3 * 844), duration: 0.3)
    recorder.mark("finger", "lift at 30 %")
    finger.lift()
    UIApplication.shared.runUntilIdle()
    recorder.stop()

    #expect(list.presentedViewController === detail)
    #expect(recorder.screenAfterMatchesScreenBefore)
    // Mid-drag, the detail followed the finger down.
    let mid = recorder.presentationState(of: detail.view, at: 0.15)
    #expect(mid.map { $0.frame.minY > 50 && $0.frame.minY < 0.3 * 844 } == true)
    assertSnapshot(of: recorder, as: .trace)
    assertSnapshot(of: recorder, as: .transition(at: [0, 0.5, 1], as: .renderTree))
    window.rootViewController = nil
    window.isHidden = true
  }

  @Test("UIKit: a swipe released past half-way finishes the dismissal")
  func finishedSwipe() {
    let (window, list, _) = presentedDetail()
    window.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 300 + 0.7 * 844), duration: 0.4)
    UIApplication.shared.runUntilIdle()
    #expect(list.presentedViewController == nil)
    assertSnapshot(of: window, as: .svg)
    #expect(UIApplication.shared.diagnostics.isEmpty)
    window.rootViewController = nil
    window.isHidden = true
  }
}
