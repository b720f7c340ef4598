import Foundation
import Testing

@testable import OpenUIKit
import OpenUIKitTesting

// present14 (issue 15): the transition coordinator keeps its first alongside animation in a
// field (a list only for more), and the status bar's update hands its deciding controller to the
// home indicator's instead of both walking the presentation chain. Each test pins the answer of
// the general path.

@MainActor
private final class OrderLog {
  var entries: [String] = []
}

@MainActor
private final class AlongsideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let log: OrderLog
  init(log: OrderLog) { self.log = log }
  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
  func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
    log.entries.append("animateTransition")
    ctx.viewController(forKey: .to)?.transitionCoordinator?.animate(alongsideTransition: { _ in
      self.log.entries.append("D(in block: \(UIView.inheritedAnimationDuration))")
    }, completion: { _ in self.log.entries.append("D.completion") })
    guard let toView = ctx.view(forKey: .to) else { return }
    ctx.containerView.addSubview(toView)
    UIView.animate(withDuration: 0.3, animations: { toView.alpha = 0.9 }) { _ in ctx.completeTransition(true) }
  }
}

@MainActor
private final class AlongsidePresentationController: UIPresentationController {
  var log: OrderLog?
  override func presentationTransitionWillBegin() {
    guard let log, let coordinator = presentedViewController.transitionCoordinator else { return }
    coordinator.animate(alongsideTransition: { _ in log.entries.append("A") }, completion: nil)
    coordinator.animate(alongsideTransition: nil, completion: { _ in log.entries.append("B.completion") })
    coordinator.animate(alongsideTransition: { _ in log.entries.append("C") }, completion: nil)
  }
}

@MainActor
private final class AlongsideDelegate: NSObject, UIViewControllerTransitioningDelegate {
  let log: OrderLog
  init(log: OrderLog) { self.log = log }
  func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
    let pc = AlongsidePresentationController(presentedViewController: presented, presenting: presenting)
    pc.log = log
    return pc
  }
  func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
    AlongsideAnimator(log: log)
  }
}

@MainActor
@Test("Transition coordinator: alongside animations run after animateTransition in the order registered (the first, the later ones, one registered during animateTransition), each in an animation block of the transition's duration; one registered while running runs at once; completions in order at the end")
func alongsideAnimationsRunInRegistrationOrder() {
  UIApplication.shared.useLinkedSDK(.iOS17)
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  let root = UIViewController()
  window.rootViewController = root
  window.makeKeyAndVisible()
  UIApplication.shared.runUntilIdle()
  let log = OrderLog()
  let delegate = AlongsideDelegate(log: log)
  let presented = UIViewController()
  presented.modalPresentationStyle = .custom
  presented.transitioningDelegate = delegate
  root.present(presented, animated: true)
  UIApplication.shared.advance(by: 1.0 / 60)
  #expect(log.entries == ["animateTransition", "A", "C", "D(in block: 0.3)"])
  let coordinator = presented.transitionCoordinator
  let hasCoordinator = coordinator != nil
  #expect(hasCoordinator)
  let late = coordinator?.animate(alongsideTransition: { _ in log.entries.append("E") }, completion: { _ in
    log.entries.append("E.completion")
  })
  #expect(late == true)
  #expect(log.entries.last == "E")
  UIApplication.shared.runUntilIdle()
  #expect(log.entries == [
    "animateTransition", "A", "C", "D(in block: 0.3)", "E", "B.completion", "D.completion", "E.completion",
  ])
  let coordinatorGone = presented.transitionCoordinator == nil
  #expect(coordinatorGone)
  root.dismiss(animated: false)
  UIApplication.shared.runUntilIdle()
  withExtendedLifetime(window) {}
}

@MainActor
private final class HidingController: UIViewController {
  override var prefersHomeIndicatorAutoHidden: Bool { true }
  override var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { .bottom }
  override var prefersStatusBarHidden: Bool { true }
}

@MainActor
@Test("Status bar and home indicator: after a presentation and its dismissal end, both follow the same deciding controller (the full-screen presented one, then the root), as when each finds it itself")
func statusBarAndHomeIndicatorShareTheDecider() {
  UIApplication.shared.useLinkedSDK(.iOS17)
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  let root = UIViewController()
  window.rootViewController = root
  window.makeKeyAndVisible()
  UIApplication.shared.runUntilIdle()
  #expect(!StatusBarState.shared.isHidden)
  #expect(!HomeIndicatorState.shared.prefersAutoHidden && HomeIndicatorState.shared.deferredEdges == [])
  let presented = HidingController()
  presented.modalPresentationStyle = .fullScreen
  root.present(presented, animated: true)
  UIApplication.shared.runUntilIdle()
  #expect(StatusBarState.shared.isHidden)
  #expect(HomeIndicatorState.shared.prefersAutoHidden && HomeIndicatorState.shared.deferredEdges == .bottom)
  // The general path (each finds the deciding controller itself) agrees.
  HomeIndicatorState.shared.update()
  #expect(HomeIndicatorState.shared.prefersAutoHidden && HomeIndicatorState.shared.deferredEdges == .bottom)
  root.dismiss(animated: true)
  UIApplication.shared.runUntilIdle()
  #expect(!StatusBarState.shared.isHidden)
  #expect(!HomeIndicatorState.shared.prefersAutoHidden && HomeIndicatorState.shared.deferredEdges == [])
  withExtendedLifetime(window) {}
}
