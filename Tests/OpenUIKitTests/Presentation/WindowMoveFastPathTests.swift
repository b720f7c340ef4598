import Foundation
import Testing

@testable import OpenUIKit

// window13 (issue 15): a view moving alone into or out of a window takes no lists, a
// presentation's transition tells its context's owner directly instead of through closures, and
// a controller with nothing presented and no children has no appearance dependents. Each test
// pins the answer of the general path the fast one stands in for.

@MainActor
private final class MoveProbe: UIView {
  var log: [String] = []
  var name = ""
  var addsOnDidMove: UIView?
  var addsOnWillMove: UIView?
  override func willMove(toWindow newWindow: UIWindow?) {
    log.append("\(name).willMoveToWindow:\(newWindow != nil)")
    if let v = addsOnWillMove {
      addsOnWillMove = nil
      addSubview(v)
    }
  }
  override func didMoveToWindow() {
    log.append("\(name).didMoveToWindow:\(window != nil)")
    if let v = addsOnDidMove {
      addsOnDidMove = nil
      addSubview(v)
    }
  }
  override func didMoveToSuperview() { log.append("\(name).didMoveToSuperview:\(window != nil)") }
}

@MainActor
private func probe(_ name: String, log: MoveLog) -> MoveProbe {
  let p = MoveProbe()
  p.name = name
  log.probes.append(p)
  return p
}

@MainActor
private final class MoveLog {
  var probes: [MoveProbe] = []
}

@MainActor
@Test("Window moves: a view without subviews hears willMove(toWindow:), didMoveToSuperview (window already set) and didMoveToWindow, entering and leaving")
func leafWindowMoveCallbacks() {
  UIApplication.shared.useLinkedSDK(.iOS17)
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
  window.makeKeyAndVisible()
  let log = MoveLog()
  let leaf = probe("leaf", log: log)
  window.addSubview(leaf)
  #expect(leaf.log == ["leaf.willMoveToWindow:true", "leaf.didMoveToSuperview:true", "leaf.didMoveToWindow:true"])
  #expect(leaf.window === window)
  // Traits are recorded on entry as for the root of a moved subtree (no change call), and
  // forgotten on leaving.
  let subtreeRoot = UIView()
  subtreeRoot.addSubview(UIView())
  window.addSubview(subtreeRoot)
  #expect((leaf._lastNotifiedTraits != nil) == (subtreeRoot._lastNotifiedTraits != nil))
  #expect(leaf._lastNotifiedTraits == subtreeRoot._lastNotifiedTraits)
  let pan = UIPanGestureRecognizer()
  leaf.addGestureRecognizer(pan)
  leaf.log = []
  leaf.removeFromSuperview()
  #expect(leaf.log == ["leaf.willMoveToWindow:false", "leaf.didMoveToSuperview:false", "leaf.didMoveToWindow:false"])
  #expect(leaf.window == nil && leaf._lastNotifiedTraits == nil)
  withExtendedLifetime(window) {}
}

@MainActor
@Test("Window moves: a subtree hears willMove(toWindow:) and didMoveToWindow parents first, depth first in subview order; every view's window is set before its callbacks")
func subtreeWindowMoveOrder() {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
  window.makeKeyAndVisible()
  var shared: [String] = []
  final class Recorder: UIView {
    var record: ((String) -> Void)?
    var name = ""
    override func willMove(toWindow newWindow: UIWindow?) { record?("\(name).will:\(newWindow != nil)") }
    override func didMoveToWindow() { record?("\(name).did:\(window != nil)") }
  }
  func make(_ name: String) -> Recorder {
    let r = Recorder()
    r.name = name
    r.record = { shared.append($0) }
    return r
  }
  let root = make("root"), a = make("a"), b = make("b"), a1 = make("a1"), a2 = make("a2")
  root.addSubview(a)
  root.addSubview(b)
  a.addSubview(a1)
  a.addSubview(a2)
  shared = []
  window.addSubview(root)
  #expect(shared == [
    "root.will:true", "a.will:true", "a1.will:true", "a2.will:true", "b.will:true",
    "root.did:true", "a.did:true", "b.did:true", "a1.did:true", "a2.did:true",
  ])
  #expect([root, a, b, a1, a2].allSatisfy { $0.window === window })
  shared = []
  root.removeFromSuperview()
  #expect(shared == [
    "root.will:false", "a.will:false", "a1.will:false", "a2.will:false", "b.will:false",
    "root.did:false", "a.did:false", "b.did:false", "a1.did:false", "a2.did:false",
  ])
  #expect([root, a, b, a1, a2].allSatisfy { $0.window == nil && $0._lastNotifiedTraits == nil })
  withExtendedLifetime(window) {}
}

@MainActor
@Test("Window moves: a view that gains subviews in its own willMove(toWindow:) or didMoveToWindow is walked as a subtree: the new subviews end in the window, told")
func leafGainingSubviewsInItsCallbackIsWalked() {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
  window.makeKeyAndVisible()
  let log = MoveLog()
  let host = probe("host", log: log), early = probe("early", log: log)
  host.addsOnWillMove = early
  window.addSubview(host)
  // Added while the host was still outside the window: it moves into the window with the host.
  #expect(early.window === window)
  #expect(early.log.contains("early.willMoveToWindow:true") && early.log.contains("early.didMoveToWindow:true"))
  let late = probe("late", log: log)
  let second = probe("second", log: log)
  second.addsOnDidMove = late
  window.addSubview(second)
  // Added once the second view was in the window: it heard its own move, and the walk that
  // follows the callback (as the general walk always did) reaches it too.
  #expect(late.window === window)
  #expect(late.log.first == "late.willMoveToWindow:true")
  #expect(late.log.filter { $0 == "late.didMoveToWindow:true" }.count == 2)
  withExtendedLifetime(window) {}
}

@MainActor
@Test("Window moves: a plain view entering a window is read for Auto Layout without its layout storage being made, and does not mark the window as using Auto Layout")
func windowEntryReadsAutoLayoutWithoutMakingIt() {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
  window.makeKeyAndVisible()
  let plain = UIView()
  let inner = UIView()
  plain.addSubview(inner)
  window.addSubview(plain)
  #expect(plain._autoLayoutStorage == nil && inner._autoLayoutStorage == nil)
  #expect(!window._usesAutoLayout)
  withExtendedLifetime(window) {}
}

@MainActor
private final class CancellingInteractor: NSObject, UIViewControllerInteractiveTransitioning {
  var context: (any UIViewControllerContextTransitioning)?
  func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
    context = transitionContext
  }
}

@MainActor
private final class OwnerDelegate: NSObject, UIViewControllerTransitioningDelegate {
  let interactor = CancellingInteractor()
  var interactive = false
  final class Animator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
    func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
      if let to = ctx.view(forKey: .to) { ctx.containerView.addSubview(to) }
      if !ctx.isInteractive { ctx.completeTransition(true) }
    }
  }
  func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { Animator() }
  func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { Animator() }
  func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
    interactive ? interactor : nil
  }
}

@MainActor
private final class AppearanceLog: UIViewController {
  var calls: [String] = []
  override func viewWillAppear(_ animated: Bool) { calls.append("willAppear"); super.viewWillAppear(animated) }
  override func viewDidAppear(_ animated: Bool) { calls.append("didAppear"); super.viewDidAppear(animated) }
  override func viewWillDisappear(_ animated: Bool) { calls.append("willDisappear"); super.viewWillDisappear(animated) }
  override func viewDidDisappear(_ animated: Bool) { calls.append("didDisappear"); super.viewDidDisappear(animated) }
}

@MainActor
@Test("Transition owner: the context tells its presentation directly — completion (did-calls, then coordinator completions, then the caller's completion), a cancel's reversed will-calls, and the end that frees it")
func transitionContextTellsItsOwner() {
  UIApplication.shared.useLinkedSDK(.iOS17)
  UIApplication.shared.runUntilIdle()
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  let root = UIViewController()
  window.rootViewController = root
  window.makeKeyAndVisible()
  UIApplication.shared.runUntilIdle()
  let delegate = OwnerDelegate()
  let presented = AppearanceLog()
  presented.modalPresentationStyle = .custom
  presented.transitioningDelegate = delegate
  var order: [String] = []
  root.present(presented, animated: true) { order.append("completion") }
  UIApplication.shared.runUntilIdle()
  #expect(order == ["completion"])
  #expect(presented.calls == ["willAppear", "didAppear"])
  #expect(presented.transitionCoordinator == nil)
  #expect(PresentationTransition.active.isEmpty)

  // An interactive dismissal that is cancelled: the will-calls are reversed, the caller's
  // completion does not run, and the controller stays presented.
  delegate.interactive = true
  presented.calls = []
  var dismissed = false
  presented.dismiss(animated: true) { dismissed = true }
  UIApplication.shared.runUntilIdle()
  let context = delegate.interactor.context
  #expect(context != nil)
  var coordinatorCancelled: Bool?
  presented.transitionCoordinator?.animate(alongsideTransition: nil) { coordinatorCancelled = $0.isCancelled }
  context?.cancelInteractiveTransition()
  #expect(presented.calls == ["willDisappear", "willAppear"])
  context?.completeTransition(false)
  #expect(presented.calls == ["willDisappear", "willAppear", "didAppear"])
  #expect(coordinatorCancelled == true)
  #expect(!dismissed)
  #expect(root.presentedViewController === presented)
  #expect(PresentationTransition.active.isEmpty)

  // Then a plain dismissal ends it.
  delegate.interactive = false
  presented.calls = []
  presented.dismiss(animated: true) { dismissed = true }
  UIApplication.shared.runUntilIdle()
  #expect(dismissed)
  #expect(presented.calls == ["willDisappear", "didDisappear"])
  #expect(root.presentedViewController == nil)
  #expect(PresentationTransition.active.isEmpty)
  withExtendedLifetime(window) {}
}

@MainActor
@Test("Appearance dependents: a controller with no children and nothing presented has none; presenting over the context or adding a child gives them back")
func appearanceDependentsOfALoneController() {
  let lone = UIViewController()
  lone.loadViewIfNeeded()
  #expect(lone._appearanceDependents.isEmpty)
  let child = UIViewController()
  lone.addChild(child)
  lone.view.addSubview(child.view)
  child.didMove(toParent: lone)
  #expect(lone._appearanceDependents.count == 1 && lone._appearanceDependents[0] === child)
}
