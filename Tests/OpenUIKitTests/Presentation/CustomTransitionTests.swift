import Foundation
import OpenUIKitTesting
import Testing
import UIKit

/// A transitioning delegate that logs every call and vends a logging presentation controller and
/// animator.
@MainActor
final class LoggingTransitionDelegate: NSObject, UIViewControllerTransitioningDelegate {
  let log: Log
  let animator: LoggingAnimator
  var pcClass: LoggingPresentationController.Type = LoggingPresentationController.self
  var pc: LoggingPresentationController?
  var interactor: (any UIViewControllerInteractiveTransitioning)?
  var interactorForDismissal: (any UIViewControllerInteractiveTransitioning)?

  init(log: Log, animator: LoggingAnimator? = nil) {
    self.log = log
    self.animator = animator ?? LoggingAnimator(log: log)
  }

  func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
    log.add("T.presentationController(presented:\(presented.title ?? "?"),presenting:\(presenting?.title ?? "nil"),source:\(source.title ?? "?"))")
    let pc = pcClass.init(presentedViewController: presented, presenting: presenting, log: log)
    self.pc = pc
    return pc
  }
  func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
    log.add("T.animationController(forPresented:\(presented.title ?? "?"),presenting:\(presenting.title ?? "?"),source:\(source.title ?? "?"))")
    return animator
  }
  func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
    log.add("T.animationController(forDismissed:\(dismissed.title ?? "?"))")
    return animator
  }
  func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
    log.add("T.interactionControllerForPresentation")
    return interactor
  }
  func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
    log.add("T.interactionControllerForDismissal")
    return interactorForDismissal
  }
}

@MainActor
class LoggingPresentationController: UIPresentationController {
  let log: Log
  required init(presentedViewController: UIViewController, presenting: UIViewController?, log: Log) {
    self.log = log
    super.init(presentedViewController: presentedViewController, presenting: presenting)
  }
  override func presentationTransitionWillBegin() { log.add("P.presentationTransitionWillBegin") }
  override func presentationTransitionDidEnd(_ completed: Bool) { log.add("P.presentationTransitionDidEnd(\(completed))") }
  override func dismissalTransitionWillBegin() { log.add("P.dismissalTransitionWillBegin") }
  override func dismissalTransitionDidEnd(_ completed: Bool) { log.add("P.dismissalTransitionDidEnd(\(completed))") }
  override var frameOfPresentedViewInContainerView: CGRect {
    guard let c = containerView else { return .zero }
    return CGRect(x: 0, y: c.bounds.height / 2, width: c.bounds.width, height: c.bounds.height / 2)
  }
}

/// The common slide-in animator: presents by sliding the to-view from the bottom to its final
/// frame, dismisses by sliding the from-view down.
@MainActor
final class LoggingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let log: Log
  var duration: TimeInterval = 0.5
  var neverComplete = false
  var contexts: [any UIViewControllerContextTransitioning] = []

  init(log: Log) { self.log = log }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
    log.add("N.transitionDuration")
    return duration
  }

  func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
    log.add("N.animateTransition(animated:\(ctx.isAnimated))")
    contexts.append(ctx)
    if neverComplete { return }
    let container = ctx.containerView
    if let to = ctx.viewController(forKey: .to), let toView = ctx.view(forKey: .to), to.presentingViewController != nil, !to.isBeingDismissed,
      ctx.viewController(forKey: .from)?.isBeingDismissed != true
    {
      let final = ctx.finalFrame(for: to)
      toView.frame = final.offsetBy(dx: 0, dy: container.bounds.height)
      container.addSubview(toView)
      UIView.animate(withDuration: transitionDuration(using: ctx), delay: 0, options: [.curveLinear], animations: {
        toView.frame = final
      }, completion: { _ in ctx.completeTransition(!ctx.transitionWasCancelled) })
    } else {
      let fromView = ctx.view(forKey: .from)
      UIView.animate(withDuration: transitionDuration(using: ctx), delay: 0, options: [.curveLinear], animations: {
        fromView?.frame.origin.y += container.bounds.height
      }, completion: { _ in ctx.completeTransition(!ctx.transitionWasCancelled) })
    }
  }

  func animationEnded(_ transitionCompleted: Bool) { log.add("N.animationEnded(\(transitionCompleted))") }
}

/// Spec §2–§3: custom transitions and presentation controllers.
@MainActor
@Suite(.serialized)
struct CustomTransitionTests {
  func setUp(style: UIModalPresentationStyle = .custom) -> (Log, LoggingViewController, LoggingViewController, LoggingTransitionDelegate, UIWindow) {
    let log = Log()
    let a = LoggingViewController("A", log: log)
    let window = makeWindow(root: a)
    let b = LoggingViewController("B", log: log)
    b.modalPresentationStyle = style
    let t = LoggingTransitionDelegate(log: log)
    b.transitioningDelegate = t
    log.clear()
    return (log, a, b, t, window)
  }

  @Test("Scenario 14 — custom presentation: delegate, presentation controller and animator call order (VCPG-C)")
  func presentationOrder() {
    let (log, a, b, t, _) = setUp()
    a.present(b, animated: true) { log.add("c") }
    UIApplication.shared.runUntilIdle()
    let order = [
      "T.presentationController(presented:B,presenting:A,source:A)",
      "T.animationController(forPresented:B,presenting:A,source:A)",
      "T.interactionControllerForPresentation",
      "P.presentationTransitionWillBegin",
      "N.transitionDuration",
      "N.animateTransition(animated:true)",
      "P.presentationTransitionDidEnd(true)",
      "N.animationEnded(true)",
    ]
    let indices = order.map { log.index($0) }
    #expect(indices.allSatisfy { $0 != nil }, "\(log.entries)")
    #expect(indices.compactMap { $0 } == indices.compactMap { $0 }.sorted())
    #expect(log.isBefore("B.viewDidAppear", "c"))
    #expect(b.presentationController === t.pc)
    // UIKit doc: presenting controller's view stays (custom style doesn't remove it).
    #expect(log.appearance("A") == [])
  }

  @Test("Scenario 15 — custom dismissal order; no second presentationController call")
  func dismissalOrder() {
    let (log, a, b, t, _) = setUp()
    defer { withExtendedLifetime(t) {} }
    a.present(b, animated: true)
    UIApplication.shared.runUntilIdle()
    log.clear()
    b.dismiss(animated: true) { log.add("d") }
    UIApplication.shared.runUntilIdle()
    let order = [
      "T.animationController(forDismissed:B)", "T.interactionControllerForDismissal", "P.dismissalTransitionWillBegin",
      "N.animateTransition(animated:true)", "P.dismissalTransitionDidEnd(true)",
    ]
    let indices = order.compactMap { log.index($0) }
    #expect(indices.count == order.count, "\(log.entries)")
    #expect(indices == indices.sorted())
    #expect(log.isBefore("B.viewDidDisappear", "d"))
    #expect(!log.entries.contains { $0.hasPrefix("T.presentationController") })
    #expect(log.appearance("A") == [])
  }

  @Test("Scenario 16 — view(forKey:) and frames for the custom style (UIViewControllerTransitioning.h)")
  func viewForKeyCustom() {
    let (_, a, b, t, _) = setUp()
    a.present(b, animated: true)
    UIApplication.shared.runUntilIdle()
    let ctx = t.animator.contexts[0]
    #expect(ctx.view(forKey: .from) == nil)
    #expect(ctx.view(forKey: .to) === t.pc?.presentedView)
    #expect(ctx.viewController(forKey: .from) === a)
    #expect(ctx.viewController(forKey: .to) === b)
    #expect(ctx.containerView === t.pc?.containerView)
    #expect(ctx.finalFrame(for: b) == t.pc?.frameOfPresentedViewInContainerView)
    #expect(ctx.initialFrame(for: b) == .zero)
    #expect(ctx.presentationStyle == .custom)
    b.dismiss(animated: true)
    UIApplication.shared.runUntilIdle()
    let dctx = t.animator.contexts[1]
    #expect(dctx.view(forKey: .from) === t.pc?.presentedView)
    #expect(dctx.view(forKey: .to) == nil)
    #expect(dctx.finalFrame(for: b) == .zero)
    #expect(dctx.containerView === ctx.containerView)
  }

  @Test("Scenario 17 — shouldRemovePresentersView: both views provided; presenter's view restored on dismissal")
  func removesPresentersView() {
    final class RemovingPC: LoggingPresentationController {
      override var shouldRemovePresentersView: Bool { true }
    }
    let (log, a, b, t, window) = setUp()
    t.pcClass = RemovingPC.self
    a.present(b, animated: true)
    UIApplication.shared.runUntilIdle()
    let ctx = t.animator.contexts[0]
    #expect(ctx.view(forKey: .from) === a.view)
    #expect(ctx.view(forKey: .to) != nil)
    #expect(a.view.window == nil)
    #expect(log.contains("A.viewDidDisappear"))
    b.dismiss(animated: true)
    UIApplication.shared.runUntilIdle()
    #expect(a.view.superview === window)
  }

  @Test("Scenario 18 — fullScreen with a custom animator: no presentationController call; from/to views and frames")
  func fullScreenCustomAnimator() {
    let (log, a, b, t, window) = setUp(style: .fullScreen)
    a.present(b, animated: true)
    UIApplication.shared.runUntilIdle()
    #expect(!log.entries.contains { $0.hasPrefix("T.presentationController") })
    let ctx = t.animator.contexts[0]
    #expect(ctx.view(forKey: .from) === a.view)
    #expect(ctx.view(forKey: .to) === b.view)
    #expect(ctx.finalFrame(for: a) == .zero)
    #expect(ctx.finalFrame(for: b) == window.bounds)
  }

  @Test("Scenario 19 — a presentation controller without a frame override fills the container")
  func defaultFrame() {
    final class PlainPC: LoggingPresentationController {
      override var frameOfPresentedViewInContainerView: CGRect { super.containerView?.bounds ?? .zero }
    }
    let (_, a, b, t, window) = setUp()
    t.pcClass = PlainPC.self
    a.present(b, animated: true)
    UIApplication.shared.runUntilIdle()
    #expect(b.view.frame == window.bounds)
    let base = UIPresentationController(presentedViewController: UIViewController(), presenting: nil)
    #expect(base.frameOfPresentedViewInContainerView == .zero)
    #expect(base.shouldPresentInFullscreen)
    #expect(!base.shouldRemovePresentersView)
  }

  @Test("Scenario 20 — animated: false still calls animateTransition for custom, isAnimated false")
  func nonAnimatedCustom() {
    let (log, a, b, t, _) = setUp()
    defer { withExtendedLifetime(t) {} }
    a.present(b, animated: false) { log.add("c") }
    UIApplication.shared.runUntilIdle()
    #expect(log.contains("N.animateTransition(animated:false)"))
    #expect(log.isBefore("B.viewDidAppear", "c"))
  }

  @Test("Scenario 21 — an animator that never completes leaves the transition open; later presents refused")
  func neverCompletes() {
    let (log, a, b, t, _) = setUp()
    t.animator.neverComplete = true
    a.present(b, animated: true) { log.add("c") }
    UIApplication.shared.runUntilIdle()
    #expect(!log.contains("P.presentationTransitionDidEnd(true)"))
    #expect(!log.contains("B.viewDidAppear"))
    #expect(!log.contains("c"))
    let start = UIApplication.shared.diagnostics.count
    a.present(UIViewController(), animated: true)
    UIApplication.shared.runUntilIdle()
    #expect(diagnostics(since: start).contains { $0.message.contains("in progress") || $0.message.contains("already presenting") })
    // The watchdog reports the stuck transition after a generous time.
    UIApplication.shared.advance(by: 11)
    #expect(UIApplication.shared.diagnostics.contains { $0.message.contains("has not called completeTransition") })
    t.animator.contexts.first?.completeTransition(true)
    #expect(log.contains("c"))
  }

  @Test("Scenario 25 — coordinator in viewWillAppear; alongside completion once, not cancelled; nil afterwards")
  func alongsideAnimations() {
    final class Probe: UIViewController {
      var results: [String] = []
      override func viewWillAppear(_ animated: Bool) {
        guard let c = transitionCoordinator else { results.append("no coordinator"); return }
        let queued = c.animate(alongsideTransition: { _ in self.view.alpha = 0.5 }, completion: { ctx in
          self.results.append("completion cancelled=\(ctx.isCancelled)")
        })
        results.append("queued=\(queued)")
      }
    }
    let a = UIViewController()
    _ = makeWindow(root: a)
    let b = Probe()
    a.present(b, animated: true)
    UIApplication.shared.runUntilIdle()
    #expect(b.results == ["queued=true", "completion cancelled=false"])
    #expect(b.transitionCoordinator == nil)
    #expect(b.view.alpha == 0.5)
  }

  @Test("Scenario 28 — reading presentationController before setting the delegate: the delegate is never asked")
  func presentationControllerCreationTiming() {
    let log = Log()
    let a = LoggingViewController("A", log: log)
    _ = makeWindow(root: a)
    let b = LoggingViewController("B", log: log)
    b.modalPresentationStyle = .custom
    let early = b.presentationController
    let t = LoggingTransitionDelegate(log: log)
    b.transitioningDelegate = t
    a.present(b, animated: true)
    UIApplication.shared.runUntilIdle()
    #expect(!log.entries.contains { $0.hasPrefix("T.presentationController") })
    #expect(b.presentationController === early)
  }
}
