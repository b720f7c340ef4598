import Foundation
import OpenQuartzCore
import Testing

@testable import OpenUIKit

// cycle16p (issue 15): a present+dismiss cycle makes no weak reference to the objects it makes.
// The presentation controller's link to its presented controller is unretained with a back-link
// each side clears when it dies; the transition context holds its animator strongly while the
// transition runs and not at all afterwards; the watchdog timers are listed unretained; the
// presentation record names its displayed controller by identity. Each answers what the weak
// reference answered: never a dead object.

@MainActor
private final class CycleAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let presenting: Bool
  init(presenting: Bool) { self.presenting = presenting }
  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.35 }
  func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
    if presenting, let toView = ctx.view(forKey: .to), let to = ctx.viewController(forKey: .to) {
      let final = ctx.finalFrame(for: to)
      toView.frame = final.offsetBy(dx: 0, dy: ctx.containerView.bounds.height)
      ctx.containerView.addSubview(toView)
      UIView.animate(withDuration: 0.35, animations: { toView.frame = final }) { _ in
        ctx.completeTransition(!ctx.transitionWasCancelled)
      }
    } else if let fromView = ctx.view(forKey: .from) {
      let height = ctx.containerView.bounds.height
      UIView.animate(withDuration: 0.35, animations: { fromView.frame.origin.y = height }) { _ in
        ctx.completeTransition(!ctx.transitionWasCancelled)
      }
    }
  }
}

@MainActor
private final class CycleDelegate: NSObject, UIViewControllerTransitioningDelegate {
  /// The animators handed out, unretained (the test must not keep them alive or weakly referenced).
  var animators: [Unmanaged<CycleAnimator>] = []
  var pcs: [UIPresentationController] = []
  let keepsPresentationControllers: Bool
  init(keepsPresentationControllers: Bool = false) { self.keepsPresentationControllers = keepsPresentationControllers }
  func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
    let pc = UIPresentationController(presentedViewController: presented, presenting: presenting)
    if keepsPresentationControllers { pcs.append(pc) }
    return pc
  }
  func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
    let a = CycleAnimator(presenting: true)
    animators.append(.passUnretained(a))
    return a
  }
  func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
    let a = CycleAnimator(presenting: false)
    animators.append(.passUnretained(a))
    return a
  }
}

@MainActor
private func makePresenterWindow() -> (UIViewController, UIWindow) {
  UIApplication.shared.useLinkedSDK(.iOS17)
  let a = UIViewController()
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
  window.rootViewController = a
  window.makeKeyAndVisible()
  UIApplication.shared.runUntilIdle()
  return (a, window)
}

@MainActor
@Test("Presented link: an animated custom present+dismiss gives the presented controller, its presentation controller and the animators no side table; while running the animators live, once dismissed nothing the cycle made is alive")
func presentDismissCycleMakesNoSideTables() {
  let (a, window) = makePresenterWindow()
  defer { window.isHidden = true }
  let delegate = CycleDelegate()
  var controllerID: ObjectIdentifier?
  var released = false
  do {
    let b = UIViewController()
    controllerID = ObjectIdentifier(b)
    b.modalPresentationStyle = .custom
    b.transitioningDelegate = delegate
    a.present(b, animated: true)
    UIApplication.shared.advance(by: 0.1)
    #expect(delegate.animators.count == 1)
    let pc = b._presentationController
    #expect(pc?.presentedViewController === b)
    #expect(!hasSideTable(b))
    if let pc { #expect(!hasSideTable(pc)) }
    #expect(!hasSideTable(delegate.animators[0].takeUnretainedValue()), "the context holds its animator strongly, not weakly")
    UIApplication.shared.runUntilIdle()
    #expect(a.presentedViewController === b)
    b.dismiss(animated: true)
    UIApplication.shared.advance(by: 0.1)
    #expect(delegate.animators.count == 2)
    #expect(!hasSideTable(delegate.animators[1].takeUnretainedValue()))
    #expect(!hasSideTable(b))
    UIApplication.shared.runUntilIdle()
    #expect(a.presentedViewController == nil && b.presentingViewController == nil)
    #expect(!hasSideTable(b))
    released = true
  }
  #expect(released && controllerID != nil)
  // Nothing the cycle made is alive: weak references made only now (after the fact) see nil
  // through a fresh cycle's probes.
  weak var probeController: UIViewController?
  weak var probePC: UIPresentationController?
  weak var probeView: UIView?
  do {
    let c = UIViewController()
    c.modalPresentationStyle = .custom
    c.transitioningDelegate = delegate
    a.present(c, animated: true)
    UIApplication.shared.runUntilIdle()
    c.dismiss(animated: true)
    UIApplication.shared.runUntilIdle()
    probeController = c
    probePC = c._presentationController ?? nil
    probeView = c.viewIfLoaded
  }
  #expect(probeController == nil && probePC == nil && probeView == nil)
  #expect(PresentationTransition.active.isEmpty)
}

@MainActor
@Test("Presented link: a presentation controller kept after its presented controller died answers a detached placeholder, never the dead controller; a controller kept after its presentation controller died is unaffected")
func presentationControllerOutlivesPresented() {
  let (a, window) = makePresenterWindow()
  defer { window.isHidden = true }
  let delegate = CycleDelegate(keepsPresentationControllers: true)
  var id: ObjectIdentifier?
  do {
    let b = UIViewController()
    id = ObjectIdentifier(b)
    b.modalPresentationStyle = .custom
    b.transitioningDelegate = delegate
    a.present(b, animated: true)
    UIApplication.shared.runUntilIdle()
    b.dismiss(animated: true)
    UIApplication.shared.runUntilIdle()
    #expect(delegate.pcs.first?.presentedViewController === b)
  }
  let pc = delegate.pcs[0]
  let placeholder = pc.presentedViewController
  #expect(ObjectIdentifier(placeholder) != id || placeholder.presentingViewController == nil)
  #expect(placeholder.presentingViewController == nil && placeholder._presentationController == nil)
  #expect(pc.presentedView !== nil, "a placeholder's view, not the dead controller's")

  // The other way round: the presentation controller dies first; the controller lives on and a
  // presentation controller made later links to it.
  let c = UIViewController()
  do {
    let early = UIPresentationController(presentedViewController: c, presenting: a)
    #expect(early.presentedViewController === c)
  }
  #expect(c._presentationControllerBackLink == nil, "the dead presentation controller unlinked itself")
  let later = UIPresentationController(presentedViewController: c, presenting: a)
  #expect(later.presentedViewController === c)
  #expect(!hasSideTable(c))
}

@MainActor
@Test("Presented link: a second presentation controller made for a living one's controller takes the back-link; the first falls back to a weak reference and still answers it; both answer no dead controller after it dies")
func twoPresentationControllersForOneController() {
  var first: UIPresentationController?
  var second: UIPresentationController?
  var id: ObjectIdentifier?
  do {
    let b = UIViewController()
    id = ObjectIdentifier(b)
    first = UIPresentationController(presentedViewController: b, presenting: nil)
    #expect(!hasSideTable(b))
    second = UIPresentationController(presentedViewController: b, presenting: nil)
    #expect(first?.presentedViewController === b && second?.presentedViewController === b)
    #expect(b._presentationControllerBackLink?.toOpaque() == second.map { Unmanaged.passUnretained($0).toOpaque() })
  }
  let p1 = first!.presentedViewController
  let p2 = second!.presentedViewController
  #expect(p1 !== p2, "each answers its own placeholder")
  #expect(p1._presentationController == nil && p2._presentationController == nil)
  _ = id
}

@MainActor
@Test("Watchdog: a stalled animator is reported once, after max(10 s, 10 × its duration); a transition that completes in time never is; a context dropped while its watchdog is armed is not reported")
func watchdogReportsOnlyStalls() {
  final class Stalling: NSObject, UIViewControllerAnimatedTransitioning {
    var contexts: [any UIViewControllerContextTransitioning] = []
    let duration: TimeInterval
    let keepsContexts: Bool
    init(duration: TimeInterval, keepsContexts: Bool = true) { self.duration = duration; self.keepsContexts = keepsContexts }
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { duration }
    func animateTransition(using ctx: any UIViewControllerContextTransitioning) { if keepsContexts { contexts.append(ctx) } }
  }
  UIApplication.shared.runUntilIdle()
  let container = UIView()
  func reports(since start: Int) -> Int {
    UIApplication.shared.diagnostics.dropFirst(start).filter { $0.message.contains("has not called completeTransition") }.count
  }
  // A 2 s animator: reported at 20 s, not at 19.
  let slow = Stalling(duration: 2)
  let start = UIApplication.shared.diagnostics.count
  let ctx = TransitionContext(containerView: container, animated: true, style: .custom, from: nil, to: nil, fromView: nil, toView: nil)
  ctx.begin(animator: slow, interactor: nil)
  UIApplication.shared.advance(by: 19)
  #expect(reports(since: start) == 0)
  UIApplication.shared.advance(by: 1.5)
  #expect(reports(since: start) == 1)
  UIApplication.shared.advance(by: 30)
  #expect(reports(since: start) == 1, "once")
  ctx.completeTransition(true)

  // Completed in time: never reported, its watchdog gone.
  let quick = Stalling(duration: 0.3)
  let start2 = UIApplication.shared.diagnostics.count
  let done = TransitionContext(containerView: container, animated: true, style: .custom, from: nil, to: nil, fromView: nil, toView: nil)
  done.begin(animator: quick, interactor: nil)
  UIApplication.shared.advance(by: 1)
  done.completeTransition(true)
  #expect(!TransitionWatchdog.entries.contains { $0.context?.toOpaque() == Unmanaged.passUnretained(done).toOpaque() })
  UIApplication.shared.advance(by: 12)
  #expect(reports(since: start2) == 0)

  // Dropped while armed: its timer fires and finds it gone; another one armed later still reported.
  let start3 = UIApplication.shared.diagnostics.count
  weak var probe: TransitionContext?
  do {
    let dropped = TransitionContext(containerView: container, animated: true, style: .custom, from: nil, to: nil, fromView: nil, toView: nil)
    dropped.begin(animator: Stalling(duration: 0.1, keepsContexts: false), interactor: nil)
    probe = dropped
  }
  #expect(probe == nil)
  UIApplication.shared.advance(by: 1)
  let kept = Stalling(duration: 0.1)
  let later = TransitionContext(containerView: container, animated: true, style: .custom, from: nil, to: nil, fromView: nil, toView: nil)
  later.begin(animator: kept, interactor: nil)
  UIApplication.shared.advance(by: 9.5)
  #expect(reports(since: start3) == 0, "the dropped context is not reported")
  UIApplication.shared.advance(by: 1)
  #expect(reports(since: start3) == 1, "the kept one is, at its own time")
  later.completeTransition(true)
}

@MainActor
@Test("Trait registry: a presentation controller makes its handler registry on the first registration only; a handler registered then hears later changes, and unregistering without one is harmless")
func presentationControllerTraitRegistryIsLazy() {
  let pc = UIPresentationController(presentedViewController: UIViewController(), presenting: nil)
  #expect(pc._traitRegistryStorage == nil)
  pc.unregisterForTraitChanges(TraitChangeRegistration(id: -1))
  #expect(pc._traitRegistryStorage == nil)
  var heard = 0
  let registration = pc.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (_: UIPresentationController, _) in heard += 1 }
  #expect(pc._traitRegistryStorage != nil)
  pc.unregisterForTraitChanges(registration)
  #expect(heard == 0)
}
