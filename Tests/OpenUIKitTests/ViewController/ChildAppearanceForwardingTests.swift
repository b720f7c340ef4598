import Foundation
import OpenUIKitTesting
import Testing
import UIKit

/// Records appearance callbacks with their `animated` flag: "Name.viewWillAppear(true)".
@MainActor
private final class FlagLoggingController: UIViewController {
  let name: String
  let log: Log

  init(_ name: String, log: Log) {
    self.name = name
    self.log = log
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewWillAppear(_ animated: Bool) { log.add("\(name).viewWillAppear(\(animated))") }
  override func viewDidAppear(_ animated: Bool) { log.add("\(name).viewDidAppear(\(animated))") }
  override func viewWillDisappear(_ animated: Bool) { log.add("\(name).viewWillDisappear(\(animated))") }
  override func viewDidDisappear(_ animated: Bool) { log.add("\(name).viewDidDisappear(\(animated))") }
}

/// Issue 12 item 4: appearance forwarding to children of a custom container, and the `animated`
/// flag of did-calls.
@MainActor
@Suite(.serialized)
struct ChildAppearanceForwardingTests {
  @Test("UIKit §10.3: a child whose view is added to its on-screen parent's view after addChild receives viewWillAppear then viewDidAppear (not animated), before didMove(toParent:); removing the view sends the disappear pair")
  func childViewEnteringWindowAppears() {
    let log = Log()
    let parent = FlagLoggingController("P", log: log)
    let window = makeWindow(root: parent)
    let child = FlagLoggingController("C", log: log)
    parent.addChild(child)
    #expect(log.filtered("C.").isEmpty)
    parent.view.addSubview(child.view)
    #expect(log.filtered("C.") == ["C.viewWillAppear(false)", "C.viewDidAppear(false)"])
    child.didMove(toParent: parent)
    log.clear()
    child.willMove(toParent: nil)
    child.view.removeFromSuperview()
    #expect(log.filtered("C.") == ["C.viewWillDisappear(false)", "C.viewDidDisappear(false)"])
    child.removeFromParent()
    #expect(log.filtered("P.").isEmpty)
    _ = window
  }

  @Test("UIKit: a child added to a parent that is not in a window appears with its parent, once")
  func childOfOffscreenParentAppearsWithParent() {
    let log = Log()
    let parent = FlagLoggingController("P", log: log)
    let child = FlagLoggingController("C", log: log)
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    #expect(log.filtered("C.").isEmpty)
    let window = makeWindow(root: parent)
    #expect(log.filtered("C.") == ["C.viewWillAppear(false)", "C.viewDidAppear(false)"])
    _ = window
  }

  @Test("UIKit: transition(from:to:) sends the first child its disappearance calls and the second its appearance calls, will and did with the same animated flag")
  func transitionBetweenChildren() {
    let log = Log()
    let parent = FlagLoggingController("P", log: log)
    let window = makeWindow(root: parent)
    let first = FlagLoggingController("A", log: log)
    parent.addChild(first)
    parent.view.addSubview(first.view)
    first.didMove(toParent: parent)
    let second = FlagLoggingController("B", log: log)
    parent.addChild(second)
    log.clear()
    var completed = false
    parent.transition(from: first, to: second, duration: 0.25, animations: { second.view.alpha = 1 }) { _ in
      completed = true
    }
    UIApplication.shared.advance(by: 0.5)
    UIApplication.shared.runUntilIdle()
    #expect(completed)
    #expect(log.filtered("A.") == ["A.viewWillDisappear(true)", "A.viewDidDisappear(true)"])
    #expect(log.filtered("B.") == ["B.viewWillAppear(true)", "B.viewDidAppear(true)"])
    #expect(first.view.superview == nil)
    _ = window
  }

  @Test("UIKit: endAppearanceTransition() has no animated parameter, so viewDidAppear/viewDidDisappear repeat the flag given to beginAppearanceTransition(_:animated:)")
  func didCallsRepeatTheBeginFlag() {
    let log = Log()
    let controller = FlagLoggingController("M", log: log)
    controller.beginAppearanceTransition(true, animated: true)
    controller.endAppearanceTransition()
    controller.beginAppearanceTransition(false, animated: true)
    controller.endAppearanceTransition()
    controller.beginAppearanceTransition(true, animated: false)
    controller.endAppearanceTransition()
    #expect(log.entries == [
      "M.viewWillAppear(true)", "M.viewDidAppear(true)", "M.viewWillDisappear(true)", "M.viewDidDisappear(true)",
      "M.viewWillAppear(false)", "M.viewDidAppear(false)",
    ])
  }

  @Test("UIKit: a navigation controller's children are driven by its transitions, not by their views entering the window (one appearance per push)")
  func navigationChildrenAreNotDoubled() {
    let log = Log()
    let root = FlagLoggingController("R", log: log)
    let navigation = UINavigationController(rootViewController: root)
    let window = makeWindow(root: navigation)
    let pushed = FlagLoggingController("N", log: log)
    log.clear()
    navigation.pushViewController(pushed, animated: true)
    UIApplication.shared.advance(by: 1)
    UIApplication.shared.runUntilIdle()
    #expect(log.filtered("N.") == ["N.viewWillAppear(true)", "N.viewDidAppear(true)"])
    #expect(log.filtered("R.") == ["R.viewWillDisappear(true)", "R.viewDidDisappear(true)"])
    _ = window
  }
}
