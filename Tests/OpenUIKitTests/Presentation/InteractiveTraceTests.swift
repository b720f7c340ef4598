import Foundation
import OpenUIKitTesting
import Testing
import UIKit

/// The event trace of an interactive transition tells the story: each
/// `updateInteractiveTransition(_:)` with its percent, and the finish or cancel with where the
/// finger let go and the interaction controller's `completionSpeed` (issue 14; UIKit:
/// UIViewControllerContextTransitioning's update/finish/cancelInteractiveTransition and
/// UIViewControllerInteractiveTransitioning.completionSpeed, Apple docs).
@MainActor
@Suite(.serialized)
struct InteractiveTraceTests {
  func present(_ delegate: InteractiveDelegate) -> (UIViewController, UIViewController) {
    let a = UIViewController()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = a
    window.makeKeyAndVisible()
    let b = UIViewController()
    b.modalPresentationStyle = .fullScreen
    a.present(b, animated: true)
    UIApplication.shared.runUntilIdle()
    // The animator is used for the dismissal only (it keeps its property animator).
    b.transitioningDelegate = delegate
    return (a, b)
  }

  func transitionEvents(_ tracer: EventTracer) -> [(String, String?)] {
    tracer.events.filter { event in
      event.category == "transition"
        && ["update", "finish", "cancel"].contains { event.name.hasPrefix($0) }
    }
      .map { ($0.name, $0.detail) }
  }

  @Test("Trace: updateInteractiveTransition(percent) per update, cancelInteractiveTransition() with percent and completionSpeed")
  func cancelled() {
    let delegate = InteractiveDelegate(animator: InterruptibleSlideAnimator())
    let (_, b) = present(delegate)
    delegate.interactiveDismissal = true
    delegate.driver.completionSpeed = 2
    let tracer = EventTracer()
    b.dismiss(animated: true)
    UIApplication.shared.advance(by: 1.0 / 60)
    delegate.driver.update(0.25)
    delegate.driver.update(0.4)
    delegate.driver.cancel()
    UIApplication.shared.runUntilIdle()
    tracer.stop()
    let events = transitionEvents(tracer)
    #expect(events.map(\.0) == [
      "updateInteractiveTransition(0.25)", "updateInteractiveTransition(0.4)", "cancelInteractiveTransition()",
    ])
    #expect(events.first?.1 == "25% complete")
    #expect(events.last?.1 == "at 40%, completionSpeed 2")
  }

  @Test("Trace: finishInteractiveTransition() records where it was let go and completionSpeed 1 by default")
  func finished() {
    let delegate = InteractiveDelegate(animator: InterruptibleSlideAnimator())
    let (a, b) = present(delegate)
    delegate.interactiveDismissal = true
    let tracer = EventTracer()
    b.dismiss(animated: true)
    UIApplication.shared.advance(by: 1.0 / 60)
    delegate.driver.update(2.0 / 3.0)
    delegate.driver.finish()
    UIApplication.shared.runUntilIdle()
    tracer.stop()
    let events = transitionEvents(tracer)
    #expect(events.map(\.0) == ["updateInteractiveTransition(0.667)", "finishInteractiveTransition()"])
    #expect(events.last?.1 == "at 67%, completionSpeed 1")
    #expect(a.presentedViewController == nil)
  }
}
