import Foundation
import OpenUIKitTesting
import Testing
import UIKit

/// Spec §10.3: child containment and appearance forwarding.
@MainActor
@Suite(.serialized)
struct ContainmentTests {
  final class Recorder: UIViewController {
    var calls: [String] = []
    override func willMove(toParent parent: UIViewController?) { calls.append("willMove(\(parent == nil ? "nil" : "parent"))") }
    override func didMove(toParent parent: UIViewController?) {
      calls.append("didMove(\(parent == nil ? "nil" : "parent"))")
      super.didMove(toParent: parent)
    }
    override func viewWillAppear(_ animated: Bool) { calls.append("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { calls.append("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { calls.append("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { calls.append("viewDidDisappear") }
  }

  @Test("Scenario 39 — addChild calls willMove(toParent:) only; removeFromParent calls didMove(toParent: nil) only")
  func containmentCalls() {
    let p = UIViewController()
    let c = Recorder()
    p.addChild(c)
    #expect(c.calls == ["willMove(parent)"])
    #expect(c.parent === p)
    #expect(p.children.count == 1)
    c.calls = []
    c.removeFromParent()
    #expect(c.calls == ["didMove(nil)"])
    #expect(c.parent == nil)
    #expect(p.children.isEmpty)
  }

  @Test("Scenario 39 — manual appearance: begin/end deliver will/did; an extra end warns 'Unbalanced calls'")
  func manualAppearance() {
    let c = Recorder()
    c.beginAppearanceTransition(true, animated: false)
    #expect(c.calls == ["viewWillAppear"])
    c.endAppearanceTransition()
    #expect(c.calls == ["viewWillAppear", "viewDidAppear"])
    let start = UIApplication.shared.diagnostics.count
    c.endAppearanceTransition()
    let d = diagnostics(since: start)
    #expect(d.count == 1)
    #expect(d.first?.message.hasPrefix("Unbalanced calls to begin/end appearance transitions for ") == true)
    #expect(c.calls.count == 2)
  }

  @Test("Appearance is forwarded to children whose views are in the parent's view (shouldAutomaticallyForwardAppearanceMethods)")
  func forwarding() {
    let p = UIViewController()
    let c = Recorder()
    p.addChild(c)
    p.view.addSubview(c.view)
    c.didMove(toParent: p)
    _ = makeWindow(root: p)
    #expect(c.calls.contains("viewWillAppear"))
    #expect(c.calls.contains("viewDidAppear"))
  }

  @Test("Scenario 40 — transition(from:to:) requires both children: exception otherwise, no effect")
  func transitionGuard() {
    let p = UIViewController()
    let c1 = UIViewController(), c2 = UIViewController()
    p.addChild(c1)
    p.view.addSubview(c1.view)
    c1.didMove(toParent: p)
    _ = makeWindow(root: p)
    let start = UIApplication.shared.diagnostics.count
    p.transition(from: c1, to: c2, duration: 0.3, options: [], animations: nil, completion: nil)
    #expect(diagnostics(since: start).first?.kind == .exception)
    #expect(c2.viewIfLoaded?.superview == nil)
  }

  @Test("Scenario 40 — transition(from:to:): to.view added before animations, from.view removed after; appearance calls")
  func transitionValid() {
    let p = UIViewController()
    let c1 = Recorder(), c2 = Recorder()
    p.addChild(c1)
    p.view.addSubview(c1.view)
    c1.didMove(toParent: p)
    _ = makeWindow(root: p)
    p.addChild(c2)
    c1.calls = []
    var addedBeforeAnimations = false
    var finished = false
    p.transition(from: c1, to: c2, duration: 0.3, options: [], animations: {
      addedBeforeAnimations = c2.view.superview === p.view
      c2.view.alpha = 0.5
    }, completion: { done in finished = done })
    #expect(addedBeforeAnimations)
    #expect(c1.calls == ["viewWillDisappear"])
    #expect(c2.calls.contains("viewWillAppear"))
    UIApplication.shared.runUntilIdle()
    #expect(finished)
    #expect(c1.view.superview == nil)
    #expect(c1.calls == ["viewWillDisappear", "viewDidDisappear"])
    #expect(c2.calls.contains("viewDidAppear"))
  }

  @Test("UIKit: view loads lazily — loadView then viewDidLoad, once")
  func lazyLoading() {
    final class Counter: UIViewController {
      var loads = 0, didLoads = 0
      override func loadView() { loads += 1; view = UIView() }
      override func viewDidLoad() { didLoads += 1 }
    }
    let vc = Counter()
    #expect(!vc.isViewLoaded)
    #expect(vc.viewIfLoaded == nil)
    _ = vc.view
    _ = vc.view
    vc.loadViewIfNeeded()
    #expect(vc.isViewLoaded)
    #expect(vc.loads == 1 && vc.didLoads == 1)
  }
}
