import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing
import UIKit

/// Spec §8.1–8.3: storyboard instantiation, the segue lifecycle, built-in kinds and unwinding.
@MainActor
@Suite(.serialized)
struct SegueRuntimeTests {
  func setUp() throws -> (Log, UIStoryboard, UnwindTarget, UIWindow) {
    let log = Log()
    RuntimeStoryboards.register(log: log)
    let storyboard = try RuntimeStoryboards.storyboard()
    let source = try #require(storyboard.instantiateInitialViewController() as? UnwindTarget)
    let window = makeWindow(root: source)
    return (log, storyboard, source, window)
  }

  @Test("Scenario 34 — button-triggered segue: shouldPerform → destination created → prepare (view not loaded) → perform → presented full screen")
  func buttonTriggeredSegueLifecycle() throws {
    let (log, _, source, window) = try setUp()
    log.clear()
    window.tap(at: CGPoint(x: 120, y: 122))
    let button = try #require(source.view.subviews.first as? UIButton)
    #expect(source.lastShouldSender as? UIButton === button)
    #expect(log.entries.prefix(3) == ["Source.shouldPerformSegue(s)", "Destination.awakeFromNib", "Source.prepare(s)"])
    let segue = try #require(source.preparedSegue)
    #expect(segue.identifier == "s")
    #expect(segue.source === source)
    #expect(source.destinationViewLoadedInPrepare == false)
    let destination = segue.destination
    #expect(source.presentedViewController === destination)
    UIApplication.shared.runUntilIdle()
    #expect(log.isBefore("Source.prepare(s)", "Destination.viewDidLoad"))
    #expect(destination.modalPresentationStyle == .fullScreen)
    #expect(destination.view.frame == window.bounds)
    #expect(destination.storyboard === source.storyboard)
  }

  @Test("Scenario 34 — shouldPerformSegue returning false: no destination, no prepare, nothing presented")
  func shouldPerformFalseCancelsQuietly() throws {
    let (log, _, source, window) = try setUp()
    source.allowsSegues = false
    log.clear()
    window.tap(at: CGPoint(x: 120, y: 122))
    UIApplication.shared.runUntilIdle()
    #expect(log.entries == ["Source.shouldPerformSegue(s)"])
    #expect(source.presentedViewController == nil)
  }

  @Test("Scenario 34 — performSegue(withIdentifier:) does not ask shouldPerformSegue")
  func performSegueSkipsShouldPerform() throws {
    let (log, _, source, _) = try setUp()
    log.clear()
    source.performSegue(withIdentifier: "s", sender: nil)
    UIApplication.shared.runUntilIdle()
    #expect(!log.entries.contains { $0.contains("shouldPerformSegue") })
    #expect(log.contains("Source.prepare(s)"))
    #expect(source.presentedViewController is SegueProbe)
  }

  @Test("Scenario 35 — unknown identifier: NSInvalidArgumentException \"Receiver (<…>) has no segue with identifier 'nope'\", nothing happens")
  func unknownSegueIdentifier() throws {
    let (_, _, source, _) = try setUp()
    let start = UIApplication.shared.diagnostics.count
    source.performSegue(withIdentifier: "nope", sender: nil)
    let plain = UIViewController()
    plain.performSegue(withIdentifier: "s", sender: nil)
    let found = diagnostics(since: start)
    #expect(found.count == 2)
    #expect(found.first?.kind == .exception)
    #expect(found.first?.name == "NSInvalidArgumentException")
    #expect(found.first?.message == "Receiver (\(source)) has no segue with identifier 'nope'")
    #expect(found.last?.message == "Receiver (\(plain)) has no segue with identifier 's'")
    #expect(source.presentedViewController == nil)
  }

  @Test("§8.1 — a scene's view hierarchy: frames, background colours, label text and font, button title")
  func sceneViewHierarchy() throws {
    let (_, _, source, _) = try setUp()
    let subviews = source.view.subviews
    let button = try #require(subviews.first as? UIButton)
    #expect(button.frame == CGRect(x: 20, y: 100, width: 200, height: 44))
    #expect(button.title(for: .normal) == "Go")
    let label = try #require(subviews.dropFirst().first as? UILabel)
    #expect(label.text == "Hello")
    #expect(label.textAlignment == .center)
    #expect(label.font.pointSize == 20)
    #expect(label.textColor == UIColor(red: 0, green: 0, blue: 1, alpha: 1))
    #expect(source.view.backgroundColor == UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
    #expect(source.title == "Src")
  }

  @Test("§8.2 embed — a container view's embed segue adds the child with containment, after the parent's prepare")
  func embedSegue() throws {
    let (log, _, source, _) = try setUp()
    let child = try #require(source.children.first as? SegueProbe)
    #expect(child.name == "Child")
    #expect(child.parent === source)
    let container = source.view.subviews[2]
    #expect(child.view.superview === container)
    #expect(child.view.frame == container.bounds)
    #expect(log.isBefore("Source.prepare(Footer)", "Child.viewDidLoad"))
  }

  @Test("§8.2 custom + animates=NO — a registered UIStoryboardSegue subclass performs with UIView animations disabled")
  func customSegueWithoutAnimation() throws {
    let (_, _, source, _) = try setUp()
    RecordingSegue.performed.removeAll()
    source.performSegue(withIdentifier: "still", sender: nil)
    #expect(RecordingSegue.performed.count == 1)
    #expect(RecordingSegue.performed.first?.animationsEnabled == false)
    #expect(UIView.areAnimationsEnabled)
    #expect(source.preparedSegue is RecordingSegue)
    #expect(source.presentedViewController is SegueProbe)
  }

  @Test("§8.2 — a custom segue class nobody registered: warning \"Unknown class X in Interface Builder file.\" and the segue does nothing")
  func unknownSegueClass() throws {
    let (_, _, source, _) = try setUp()
    let start = UIApplication.shared.diagnostics.count
    source.performSegue(withIdentifier: "mystery", sender: nil)
    UIApplication.shared.runUntilIdle()
    let found = diagnostics(since: start)
    #expect(found.map(\.message) == ["Unknown class NoSuchSegue in Interface Builder file."])
    #expect(found.first?.kind == .warning)
    #expect(source.presentedViewController == nil)
  }

  @Test("§8.2 popoverPresentation — anchor view and permitted arrow directions from the segue")
  func popoverSegue() throws {
    let (_, _, source, _) = try setUp()
    source.performSegue(withIdentifier: "pop", sender: nil)
    let destination = try #require(source.presentedViewController)
    #expect(destination.modalPresentationStyle == .popover)
    let popover = try #require(destination.popoverPresentationController)
    #expect(popover.sourceView === source.view.subviews[1])
    #expect(popover.permittedArrowDirections == [.up, .down])
    UIApplication.shared.runUntilIdle()
  }

  @Test("§8.2 — a tap gesture recognizer's segue runs when the gesture is recognized")
  func gestureTriggeredSegue() throws {
    let (log, _, source, window) = try setUp()
    log.clear()
    window.tap(at: CGPoint(x: 200, y: 350))
    UIApplication.shared.runUntilIdle()
    #expect(log.contains("Source.shouldPerformSegue(g)"))
    #expect(source.presentedViewController is SegueProbe)
  }

  @Test("§8.1 show — a manual show segue from a controller without container presents modally from the root")
  func showSegueWithoutContainer() throws {
    let (_, _, source, _) = try setUp()
    source.performSegue(withIdentifier: "m", sender: nil)
    UIApplication.shared.runUntilIdle()
    #expect(source.presentedViewController is SegueProbe)
  }

  @Test("Scenario 36 (presentations) — unwind: prepare with destination = implementer → its action → every presentation above it dismissed")
  func unwindThroughPresentations() throws {
    let (log, storyboard, source, _) = try setUp()
    source.performSegue(withIdentifier: "s", sender: nil)
    UIApplication.shared.runUntilIdle()
    let middle = try #require(source.presentedViewController as? SegueProbe)
    let top = try #require(storyboard.instantiateViewController(withIdentifier: "Destination") as? SegueProbe)
    top.modalPresentationStyle = .fullScreen
    middle.present(top, animated: true)
    UIApplication.shared.runUntilIdle()
    log.clear()
    top.performSegue(withIdentifier: "back", sender: nil)
    #expect(log.isBefore("Destination.prepare(back)", "Source.unwindToSource"))
    #expect(top.preparedSegue?.destination === source)
    #expect(top.preparedSegue?.source === top)
    #expect(source.receivedUnwind === top.preparedSegue)
    UIApplication.shared.runUntilIdle()
    #expect(source.presentedViewController == nil)
    #expect(middle.presentingViewController == nil)
    #expect(top.presentingViewController == nil)
  }

  @Test("Scenario 36 — unwind with no implementer fails silently: nothing dismissed, no diagnostic")
  func unwindWithoutDestination() throws {
    let (log, _, source, _) = try setUp()
    source.performSegue(withIdentifier: "s", sender: nil)
    UIApplication.shared.runUntilIdle()
    let presented = try #require(source.presentedViewController as? SegueProbe)
    let start = UIApplication.shared.diagnostics.count
    log.clear()
    presented.performSegue(withIdentifier: "nowhere", sender: nil)
    UIApplication.shared.runUntilIdle()
    #expect(diagnostics(since: start).isEmpty)
    #expect(!log.entries.contains { $0.contains("prepare") })
    #expect(source.presentedViewController === presented)
  }

  @Test("Scenario 37 — unwind opt-out: the nearest implementer declines, the next one up is chosen; the source is never the destination")
  func unwindOptOut() throws {
    let log = Log()
    RuntimeStoryboards.registerUnwindAction()
    let root = UnwindTarget("Root", log: log)
    let window = makeWindow(root: root)
    let middle = UnwindTarget("Middle", log: log)
    middle.acceptsUnwind = false
    middle.modalPresentationStyle = .fullScreen
    root.present(middle, animated: false)
    UIApplication.shared.runUntilIdle()
    let top = UnwindTarget("Top", log: log)
    top.modalPresentationStyle = .fullScreen
    middle.present(top, animated: false)
    UIApplication.shared.runUntilIdle()
    log.clear()
    let source = UIStoryboardUnwindSegueSource(source: top, unwindAction: "unwindToSource:", sender: nil)
    #expect(!top.canPerformUnwindSegueAction("unwindToSource:", from: top, sender: nil))
    log.clear()
    let destination = UIViewController._unwindDestination(for: source)
    #expect(destination === root)
    #expect(log.entries == ["Middle.canPerformUnwind(unwindToSource:)=false", "Root.canPerformUnwind(unwindToSource:)=true"])
    _ = window
  }

  @Test("§8.3 — containers on the path get unwind(for:towards:) with the child towards the destination; children are searched before the container")
  func unwindThroughCustomContainer() throws {
    let log = Log()
    RuntimeStoryboards.registerUnwindAction()
    let stack = StackContainer("Stack", log: log)
    let window = makeWindow(root: stack)
    let first = UnwindTarget("First", log: log)
    let second = SegueProbe("Second", log: log)
    stack.push(first)
    stack.push(second)
    let presented = SegueProbe("Presented", log: log)
    presented.modalPresentationStyle = .fullScreen
    second.present(presented, animated: false)
    UIApplication.shared.runUntilIdle()
    log.clear()
    presented._performUnwindSegue(action: "unwindToSource:", identifier: "u", sender: nil, template: nil)
    #expect(log.contains("First.unwindToSource"))
    #expect(log.contains("Stack.unwind(towards:First)"))
    #expect(log.isBefore("Second.canPerformUnwind(unwindToSource:)=false", "First.canPerformUnwind(unwindToSource:)=true"))
    UIApplication.shared.runUntilIdle()
    #expect(stack.children.count == 1 && stack.children.first === first)
    #expect(stack.presentedViewController == nil)
    _ = window
  }

  @Test("§8.1 — a control's unwind segue fires on touchUpInside (synthesized tap)")
  func buttonTriggeredUnwind() throws {
    let (log, _, source, window) = try setUp()
    source.performSegue(withIdentifier: "s", sender: nil)
    UIApplication.shared.runUntilIdle()
    log.clear()
    window.tap(at: CGPoint(x: 120, y: 122))
    #expect(log.contains("Source.unwindToSource"))
    UIApplication.shared.runUntilIdle()
    #expect(source.presentedViewController == nil)
  }

  @Test("Scenario 36 — nav[R, M], M presents N, N presents P; P unwinds to R: prepare → R's action → presentations dismissed, nav pops to R")
  func unwindAcrossNavigationAndPresentations() throws {
    let log = Log()
    RuntimeStoryboards.registerUnwindAction()
    let r = UnwindTarget("R", log: log)
    let m = SegueProbe("M", log: log)
    let nav = UINavigationController(rootViewController: r)
    let window = makeWindow(root: nav)
    nav.pushViewController(m, animated: false)
    UIApplication.shared.runUntilIdle()
    let n = SegueProbe("N", log: log)
    n.modalPresentationStyle = .fullScreen
    m.present(n, animated: false)
    UIApplication.shared.runUntilIdle()
    let p = SegueProbe("P", log: log)
    p.modalPresentationStyle = .fullScreen
    n.present(p, animated: false)
    UIApplication.shared.runUntilIdle()
    log.clear()
    p._performUnwindSegue(action: "unwindToSource:", identifier: "toR", sender: nil, template: nil)
    #expect(p.preparedSegue?.destination === r)
    #expect(log.isBefore("P.prepare(toR)", "R.unwindToSource"))
    UIApplication.shared.runUntilIdle()
    #expect(nav.viewControllers.count == 1 && nav.viewControllers.first === r)
    #expect(nav.presentedViewController == nil)
    _ = window
  }
}
