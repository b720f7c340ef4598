import Foundation
import OpenUIKitTesting
import Testing
import UIKit

/// Spec §1: present(_:animated:completion:) and dismiss(animated:completion:).
@MainActor
@Suite(.serialized)
struct PresentDismissTests {
  @Test("Scenario 1 — fullScreen present: appearance order, completion after viewDidAppear, presenter view leaves window")
  func fullScreenPresent() {
    let log = Log()
    let a = LoggingViewController("A", log: log)
    let window = makeWindow(root: a)
    let b = LoggingViewController("B", log: log)
    b.modalPresentationStyle = .fullScreen
    log.clear()
    a.present(b, animated: true) { log.add("completion") }
    // UIKit: the transition starts on the next run-loop turn; links exist at once (spec §1.1).
    #expect(!log.contains("B.viewWillAppear"))
    #expect(a.presentedViewController === b)
    UIApplication.shared.runUntilIdle()
    #expect(log.index("B.viewDidLoad")! < log.index("B.viewWillAppear")!)
    #expect(log.isBefore("A.viewWillDisappear", "B.viewWillAppear"))
    #expect(log.isBefore("B.viewWillAppear", "B.viewDidAppear"))
    #expect(log.isBefore("B.viewDidAppear", "A.viewDidDisappear"))
    // UIKit doc: completion "called after the viewDidAppear(_:) method is called on the presented view controller".
    #expect(log.isBefore("B.viewDidAppear", "completion"))
    #expect(a.presentedViewController === b)
    #expect(b.presentingViewController === a)
    #expect(a.view.window == nil)
    #expect(b.view.frame == window.bounds)
    #expect(a.transitionCoordinator == nil)
  }

  @Test("Scenario 2 — fullScreen dismiss forwarded to the presenter; completion after viewDidDisappear")
  func fullScreenDismiss() {
    let log = Log()
    let a = LoggingViewController("A", log: log)
    let window = makeWindow(root: a)
    let b = LoggingViewController("B", log: log)
    b.modalPresentationStyle = .fullScreen
    a.present(b, animated: true)
    UIApplication.shared.runUntilIdle()
    log.clear()
    b.dismiss(animated: true) { log.add("completion") }
    UIApplication.shared.runUntilIdle()
    #expect(log.isBefore("B.viewWillDisappear", "A.viewWillAppear"))
    #expect(log.isBefore("B.viewDidDisappear", "completion"))
    #expect(log.entries.filter { $0 == "A.viewDidAppear" }.count == 1)
    #expect(a.presentedViewController == nil)
    #expect(b.presentingViewController == nil)
    #expect(b.view.superview == nil)
    #expect(a.view.window === window)
  }

  @Test(
    "Scenario 3 — non-removing styles: the presenter gets no appearance calls and stays in the window",
    arguments: [UIModalPresentationStyle.pageSheet, .formSheet, .overFullScreen, .custom])
  func nonRemovingStyles(style: UIModalPresentationStyle) {
    let log = Log()
    let a = LoggingViewController("A", log: log)
    let window = makeWindow(root: a, size: regularSize)
    let b = LoggingViewController("B", log: log)
    b.modalPresentationStyle = style
    log.clear()
    a.present(b, animated: true)
    UIApplication.shared.runUntilIdle()
    #expect(a.view.window === window)
    b.dismiss(animated: true)
    UIApplication.shared.runUntilIdle()
    #expect(log.appearance("A") == [])
    #expect(log.appearance("B") == ["B.viewWillAppear", "B.viewDidAppear", "B.viewWillDisappear", "B.viewDidDisappear"])
    #expect(a.view.window === window)
  }

  @Test("Scenario 4 — presenting from a navigation child: the container presents (O-fantageek)")
  func presenterPromotion() {
    let root = UIViewController()
    let x = UIViewController()
    root.addChild(x)
    root.view.addSubview(x.view)
    x.didMove(toParent: root)
    _ = makeWindow(root: root)
    let b = UIViewController()
    b.modalPresentationStyle = .fullScreen
    x.present(b, animated: false)
    UIApplication.shared.runUntilIdle()
    #expect(b.presentingViewController === root)
    #expect(root.presentedViewController === b)
    #expect(x.presentedViewController === b)
  }

  @Test("Scenario 5 — currentContext presents from the definesPresentationContext ancestor and covers its view (regular width)")
  func currentContext() {
    let root = UIViewController()
    let p = UIViewController()
    p.definesPresentationContext = true
    root.addChild(p)
    root.view.addSubview(p.view)
    p.view.frame = CGRect(x: 20, y: 100, width: 300, height: 400)
    // A fixed frame: a default root view autoresizes W+H and would follow root's resize.
    p.view.autoresizingMask = []
    p.didMove(toParent: root)
    let c = UIViewController()
    p.addChild(c)
    p.view.addSubview(c.view)
    c.didMove(toParent: p)
    let window = makeWindow(root: root, size: regularSize)
    let b = UIViewController()
    b.modalPresentationStyle = .currentContext
    c.present(b, animated: true)
    UIApplication.shared.runUntilIdle()
    #expect(b.presentingViewController === p)
    #expect(b.view.convert(b.view.bounds, to: nil) == CGRect(x: 20, y: 100, width: 300, height: 400))
    #expect(p.view.window == nil)
    b.dismiss(animated: true)
    UIApplication.shared.runUntilIdle()
    #expect(p.view.window === window)
    #expect(p.view.superview === root.view)
  }

  @Test("Scenario 5b — overCurrentContext keeps the context's view in the window")
  func overCurrentContext() {
    let root = UIViewController()
    let p = UIViewController()
    p.definesPresentationContext = true
    root.addChild(p)
    root.view.addSubview(p.view)
    p.didMove(toParent: root)
    let window = makeWindow(root: root, size: regularSize)
    let b = UIViewController()
    b.modalPresentationStyle = .overCurrentContext
    p.present(b, animated: true)
    UIApplication.shared.runUntilIdle()
    #expect(b.presentingViewController === p)
    #expect(p.view.window === window)
  }

  @Test("Compact width: currentContext adapts to fullScreen and is presented full screen (programming guide)")
  func currentContextCompact() {
    let root = UIViewController()
    let p = UIViewController()
    p.definesPresentationContext = true
    root.addChild(p)
    root.view.addSubview(p.view)
    p.view.frame = CGRect(x: 20, y: 100, width: 300, height: 400)
    p.didMove(toParent: root)
    let window = makeWindow(root: root)
    let b = UIViewController()
    b.modalPresentationStyle = .currentContext
    p.present(b, animated: false)
    UIApplication.shared.runUntilIdle()
    #expect(b.presentingViewController === root)
    #expect(b.view.frame == window.bounds)
    #expect(b.presentationController?.presentationStyle == .fullScreen)
  }

  @Test("Scenario 6 — currentContext without a context definer presents from the window's root")
  func currentContextWithoutDefiner() {
    let root = UIViewController()
    let c = UIViewController()
    root.addChild(c)
    root.view.addSubview(c.view)
    c.didMove(toParent: root)
    _ = makeWindow(root: root)
    let b = UIViewController()
    b.modalPresentationStyle = .currentContext
    c.present(b, animated: false)
    UIApplication.shared.runUntilIdle()
    #expect(b.presentingViewController === root)
  }

  @Test("Scenario 8 — presenting while already presenting warns and has no effect")
  func presentWhilePresenting() {
    let a = UIViewController()
    _ = makeWindow(root: a)
    let b = UIViewController()
    a.present(b, animated: false)
    UIApplication.shared.runUntilIdle()
    let start = UIApplication.shared.diagnostics.count
    var called = false
    let c = UIViewController()
    a.present(c, animated: true) { called = true }
    UIApplication.shared.runUntilIdle()
    let d = diagnostics(since: start)
    #expect(d.count == 1)
    #expect(d.first?.kind == .warning)
    #expect(d.first?.message.contains("which is already presenting") == true)
    #expect(a.presentedViewController === b)
    #expect(c.presentingViewController == nil)
    #expect(!called)
  }

  @Test("Scenario 9 — presenting during a transition warns 'while a presentation is in progress'")
  func presentDuringTransition() {
    let a = UIViewController()
    _ = makeWindow(root: a)
    let b = UIViewController(), c = UIViewController()
    let start = UIApplication.shared.diagnostics.count
    a.present(b, animated: true)
    a.present(c, animated: true)
    UIApplication.shared.runUntilIdle()
    let d = diagnostics(since: start)
    #expect(d.contains { $0.message.contains("while a presentation is in progress") || $0.message.contains("which is already presenting") })
    #expect(a.presentedViewController === b)
    #expect(c.presentingViewController == nil)
  }

  @Test("Scenario 10 — presenting from a controller whose view is not in a window warns")
  func presentFromDetached() {
    let d = UIViewController()
    let b = UIViewController()
    let start = UIApplication.shared.diagnostics.count
    d.present(b, animated: true)
    UIApplication.shared.runUntilIdle()
    let recorded = diagnostics(since: start)
    #expect(recorded.first?.message.contains("whose view is not in the window hierarchy") == true)
    #expect(recorded.first?.kind == .warning)
    #expect(d.presentedViewController == nil)
  }

  @Test("Scenario 11 — invalid presents are exceptions with UIKit's text and no effect")
  func invalidPresents() {
    let a = UIViewController()
    _ = makeWindow(root: a)
    var start = UIApplication.shared.diagnostics.count
    a.present(a, animated: false)
    #expect(diagnostics(since: start).first?.kind == .exception)
    #expect(diagnostics(since: start).first?.message.contains("present modal view controller on itself") == true)

    let parent = UIViewController(), child = UIViewController()
    parent.addChild(child)
    start = UIApplication.shared.diagnostics.count
    a.present(child, animated: false)
    #expect(diagnostics(since: start).first?.message.contains("that has a parent view controller") == true)

    let b = UIViewController()
    a.present(b, animated: false)
    UIApplication.shared.runUntilIdle()
    start = UIApplication.shared.diagnostics.count
    b.present(b, animated: false)
    #expect(diagnostics(since: start).first?.kind == .exception)
    let c = UIViewController()
    b.present(c, animated: false)
    UIApplication.shared.runUntilIdle()
    start = UIApplication.shared.diagnostics.count
    c.present(b, animated: false)
    #expect(diagnostics(since: start).first?.message.contains("present modally an active controller") == true)
    #expect(c.presentedViewController == nil)
  }

  @Test("Scenario 12 — dismissing from the bottom of a chain: everything goes, A appears once")
  func dismissFromBottom() {
    let log = Log()
    let a = LoggingViewController("A", log: log)
    _ = makeWindow(root: a)
    let b = LoggingViewController("B", log: log)
    let c = LoggingViewController("C", log: log)
    let d = LoggingViewController("D", log: log)
    for vc in [b, c, d] { vc.modalPresentationStyle = .fullScreen }
    a.present(b, animated: false)
    UIApplication.shared.runUntilIdle()
    b.present(c, animated: false)
    UIApplication.shared.runUntilIdle()
    c.present(d, animated: false)
    UIApplication.shared.runUntilIdle()
    log.clear()
    a.dismiss(animated: true) { log.add("z") }
    UIApplication.shared.runUntilIdle()
    #expect(log.isBefore("D.viewDidDisappear", "z"))
    #expect(a.presentedViewController == nil)
    #expect(b.presentingViewController == nil && c.presentingViewController == nil && d.presentingViewController == nil)
    #expect(log.entries.filter { $0 == "A.viewWillAppear" }.count == 1)
    #expect(log.entries.filter { $0 == "A.viewDidAppear" }.count == 1)
    #expect(a.view.window != nil)
    #expect(d.view.window == nil && c.view.window == nil && b.view.window == nil)
  }

  @Test("Scenario 13 — dismiss on the middle of a chain dismisses only what it presented")
  func dismissMiddle() {
    let a = UIViewController()
    _ = makeWindow(root: a)
    let b = UIViewController(), c = UIViewController()
    a.present(b, animated: false)
    UIApplication.shared.runUntilIdle()
    b.present(c, animated: false)
    UIApplication.shared.runUntilIdle()
    b.dismiss(animated: true)
    UIApplication.shared.runUntilIdle()
    #expect(a.presentedViewController === b)
    #expect(b.presentedViewController == nil)
    #expect(c.presentingViewController == nil)
  }

  @Test("UIKit: isBeingPresented / isBeingDismissed are true inside the appearance callbacks")
  func beingPresentedFlags() {
    final class Probe: UIViewController {
      var seen: [String] = []
      override func viewWillAppear(_ animated: Bool) { seen.append("willAppear \(isBeingPresented)") }
      override func viewDidAppear(_ animated: Bool) { seen.append("didAppear \(isBeingPresented)") }
      override func viewWillDisappear(_ animated: Bool) { seen.append("willDisappear \(isBeingDismissed)") }
      override func viewDidDisappear(_ animated: Bool) { seen.append("didDisappear \(isBeingDismissed)") }
    }
    let a = UIViewController()
    _ = makeWindow(root: a)
    let b = Probe()
    a.present(b, animated: true)
    UIApplication.shared.runUntilIdle()
    #expect(!b.isBeingPresented)
    b.dismiss(animated: true)
    UIApplication.shared.runUntilIdle()
    #expect(b.seen == ["willAppear true", "didAppear true", "willDisappear true", "didDisappear true"])
    #expect(!b.isBeingDismissed)
  }

  @Test("UIKit: dismissing during a dismissal warns 'while a presentation or dismiss is in progress'")
  func dismissDuringDismiss() {
    let a = UIViewController()
    _ = makeWindow(root: a)
    let b = UIViewController()
    a.present(b, animated: false)
    UIApplication.shared.runUntilIdle()
    let start = UIApplication.shared.diagnostics.count
    a.dismiss(animated: true)
    a.dismiss(animated: true)
    UIApplication.shared.runUntilIdle()
    #expect(diagnostics(since: start).first?.message.contains("while a presentation or dismiss is in progress") == true)
    #expect(a.presentedViewController == nil)
  }

  @Test("Behaviour.md: dismiss with nothing presented has no effect")
  func dismissNothing() {
    let a = UIViewController()
    _ = makeWindow(root: a)
    let start = UIApplication.shared.diagnostics.count
    a.dismiss(animated: true)
    UIApplication.shared.runUntilIdle()
    #expect(diagnostics(since: start).isEmpty)
  }

  @Test("Compact width adapts pageSheet and formSheet to fullScreen (programming guide)")
  func compactAdaptation() {
    let a = UIViewController()
    let window = makeWindow(root: a)
    let b = UIViewController()
    b.modalPresentationStyle = .formSheet
    a.present(b, animated: true)
    UIApplication.shared.runUntilIdle()
    #expect(b.view.frame == window.bounds)
    #expect(a.view.window == nil)
    #expect(b.presentationController?.presentationStyle == .fullScreen)
  }

  @Test("Regular width: formSheet is 540×620 centred over a dimming view")
  func formSheetRegular() {
    let a = UIViewController()
    let window = makeWindow(root: a, size: regularSize)
    let b = UIViewController()
    b.modalPresentationStyle = .formSheet
    a.present(b, animated: true)
    UIApplication.shared.runUntilIdle()
    #expect(b.view.frame.size == CGSize(width: 540, height: 620))
    #expect(b.view.frame.midX == window.bounds.midX)
    #expect(a.view.window === window)
  }

  @Test("providesPresentationContextTransitionStyle: the context's transition style is used (scenario 7)")
  func contextTransitionStyle() {
    let root = UIViewController()
    let p = UIViewController()
    p.definesPresentationContext = true
    p.providesPresentationContextTransitionStyle = true
    p.modalTransitionStyle = .crossDissolve
    root.addChild(p)
    root.view.addSubview(p.view)
    p.didMove(toParent: root)
    _ = makeWindow(root: root, size: regularSize)
    let b = UIViewController()
    b.modalPresentationStyle = .currentContext
    b.modalTransitionStyle = .coverVertical
    p.present(b, animated: true)
    UIApplication.shared.advance(by: 0.15)
    // Cross-dissolve: B is already in place and half transparent (cover-vertical would slide it).
    let layer = b.view.layer.presentation()
    #expect(layer?.frame.origin == b.view.frame.origin)
    #expect((layer?.opacity ?? 1) > 0.05 && (layer?.opacity ?? 1) < 0.95)
    UIApplication.shared.runUntilIdle()
    #expect(b.presentingViewController === p)
  }
}

/// Re-adaptation while presented (issue 3 item 2; VCPG-P "Adapting").
@MainActor
@Suite(.serialized)
struct ReadaptationTests {
  @Test("A form sheet presented full screen in compact width becomes a sheet when the window turns regular, and back")
  func formSheetReadapts() {
    let log = Log()
    let a = LoggingViewController("A", log: log)
    let window = makeWindow(root: a)
    let b = LoggingViewController("B", log: log)
    b.modalPresentationStyle = .formSheet
    a.present(b, animated: false)
    UIApplication.shared.runUntilIdle()
    #expect(b.presentationController?.presentationStyle == .fullScreen)
    #expect(a.view.window == nil)
    log.clear()
    window.frame = CGRect(origin: .zero, size: regularSize)
    UIApplication.shared.runUntilIdle()
    #expect(b.presentationController?.presentationStyle == .formSheet)
    #expect(b.view.frame.size == CGSize(width: 540, height: 620))
    #expect(a.view.window === window)
    #expect(log.appearance("A") == ["A.viewWillAppear", "A.viewDidAppear"])
    window.frame = CGRect(x: 0, y: 0, width: 393, height: 852)
    UIApplication.shared.runUntilIdle()
    #expect(b.presentationController?.presentationStyle == .fullScreen)
    #expect(b.view.frame == window.bounds)
    #expect(a.view.window == nil)
  }
}
