import Foundation
import OpenUIKitTesting
import Testing
import UIKit

/// TransitionRecorder (issue 18): what a recording of a present / an interactive dismissal
/// answers afterwards.
@MainActor
@Suite(.serialized)
struct TransitionRecorderTests {
  /// A, with B (full screen) ready to slide up in 1 s on a linear curve.
  func setUp() -> (a: LoggingViewController, b: LoggingViewController, window: UIWindow, delegate: InteractiveDelegate) {
    let log = Log()
    let a = LoggingViewController("A", log: log)
    let window = makeWindow(root: a)
    let b = LoggingViewController("B", log: log)
    b.modalPresentationStyle = .fullScreen
    let delegate = InteractiveDelegate(animator: InterruptibleSlideAnimator())
    b.transitioningDelegate = delegate
    return (a, b, window, delegate)
  }

  @Test("UIKit: the presented controller's callbacks come in order, viewDidAppear last (present(_:animated:completion:) docs)")
  func callbacksInOrder() {
    let (a, b, window, delegate) = setUp()
    let recorder = TransitionRecorder(window: window)
    recorder.record { a.present(b, animated: true) }
    #expect(!recorder.isRecording)
    let names = recorder.callbacks(for: "B").filter { $0.hasPrefix("view") }
    #expect(names.first == "viewDidLoad")
    #expect(names.last == "viewDidAppear(true)")
    let willAppear = names.firstIndex(of: "viewWillAppear(true)")
    #expect(willAppear.map { $0 < names.count - 1 } == true)
    // Events are timed since start(): the presentation starts on the next run-loop turn and
    // B appears when the 1 s slide ends.
    let didAppear = recorder.events.first { $0.subject == "B" && $0.name == "viewDidAppear(true)" }
    #expect(didAppear.map { abs($0.time - 1) < 0.05 } == true)
    #expect(recorder.lines(categories: ["diagnostic"]).isEmpty)
    _ = delegate
  }

  @Test("CA: a layer's presentation value mid-way follows the animation's curve (linear 1 s slide: half-way at 0.5 s)")
  func presentationValueAtAnyTime() {
    let (a, b, window, delegate) = setUp()
    let recorder = TransitionRecorder(window: window)
    recorder.record { a.present(b, animated: true) }
    let height = window.bounds.height
    // Not on screen before the transition puts it there.
    #expect(recorder.presentationState(of: b.view, at: 0) == nil)
    // The slide starts one frame after present() (next run-loop turn); allow one frame.
    let mid = recorder.presentationState(of: b.view, at: 0.5)
    #expect(mid.map { abs($0.frame.minY - height / 2) <= height / 60 + 0.001 } == true)
    let end = recorder.presentationState(of: b.view.layer, at: recorder.duration)
    #expect(end?.frame == window.bounds)
    #expect(end?.opacity == 1)
    // Frames are sampled on the 60 Hz grid from 0 to the end.
    #expect(recorder.frameTimes.first == 0)
    #expect(recorder.frameTimes.count >= 60)
    _ = delegate
  }

  @Test("UIKit: a cancelled interactive dismissal leaves the screen as it was (UIPercentDrivenInteractiveTransition.cancel docs)")
  func cancelledDismissalRestoresScreen() {
    let (a, b, window, delegate) = setUp()
    a.present(b, animated: true)
    UIApplication.shared.runUntilIdle()
    // The slide animator serves one transition: a new one for the dismissal.
    let dismissal = InteractiveDelegate(animator: InterruptibleSlideAnimator())
    b.transitioningDelegate = dismissal
    dismissal.interactiveDismissal = true
    let recorder = TransitionRecorder(window: window)
    recorder.start()
    b.dismiss(animated: true)
    UIApplication.shared.advance(by: 1.0 / 60)
    dismissal.driver.update(0.4)
    UIApplication.shared.advance(by: 0.1)
    recorder.mark("test", "cancel")
    dismissal.driver.cancel()
    UIApplication.shared.runUntilIdle()
    recorder.stop()
    #expect(recorder.screenAfterMatchesScreenBefore)
    // It did move in between: 40 % of the way down at the update.
    let moved = recorder.presentationState(of: b.view, at: 0.05)
    #expect(moved.map { abs($0.frame.minY - 0.4 * window.bounds.height) < 1 } == true)
    #expect(recorder.lines(categories: ["test"]) == ["test.cancel"])
    #expect(recorder.callbacks(for: "B").contains("viewWillDisappear(true)"))
    _ = delegate
  }

  @Test("A completed dismissal does not leave the screen as it was")
  func completedDismissalChangesScreen() {
    let (a, b, window, delegate) = setUp()
    a.present(b, animated: true)
    UIApplication.shared.runUntilIdle()
    let dismissal = InteractiveDelegate(animator: InterruptibleSlideAnimator())
    b.transitioningDelegate = dismissal
    let recorder = TransitionRecorder(window: window)
    recorder.record { b.dismiss(animated: true) }
    #expect(!recorder.screenAfterMatchesScreenBefore)
    #expect(recorder.presentationState(of: b.view, at: recorder.duration) == nil)
    _ = delegate
  }

  @Test("The recording exports as the self-contained timeline page, with its events; start() again forgets it")
  func timelinePageAndRestart() {
    let (a, b, window, delegate) = setUp()
    let recorder = TransitionRecorder(window: window)
    recorder.record { a.present(b, animated: true) }
    let page = recorder.timelinePage(title: "Slide up")
    #expect(page.hasPrefix("<!DOCTYPE html>"))
    #expect(page.contains("Slide up"))
    #expect(page.contains("viewDidAppear(true)"))
    #expect(!page.contains("src=\"http"))
    recorder.start()
    #expect(recorder.events.isEmpty)
    #expect(recorder.frameTimes == [0])
    recorder.stop()
    _ = delegate
  }

  @Test("A recording starts on the 60 Hz frame grid even when the clock was left between two frames")
  func startsOnFrameGrid() {
    let (a, b, window, delegate) = setUp()
    UIApplication.shared.advance(by: 0.01)
    let recorder = TransitionRecorder(window: window)
    recorder.record { a.present(b, animated: true) }
    let frames = recorder.startTime * 60
    #expect(abs(frames - frames.rounded()) < 1e-6)
    #expect(recorder.frameTimes.allSatisfy { abs($0 * 60 - ($0 * 60).rounded()) < 1e-6 })
    _ = delegate
  }
}
