import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing
import UIKit

/// A logging controller that runs a hook in its viewWillAppear.
@MainActor
private final class HookedController: LoggingViewController {
  var onWillAppear: (() -> Void)?
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    onWillAppear?()
  }
}

/// The children a container's settle looks at (navdepth17, UIViewController+Appearance.swift
/// "Children not at rest"): only those that may not be at rest, in children order, with the
/// same visits and callbacks as a walk over every child.
@MainActor
@Suite(.serialized)
struct AppearanceUnsettledChildrenTests {
  @Test("Rule: after a push only the new top is among a navigation controller's children not at rest (the controllers below are not looked at again); a pop looks at the new top again")
  func pushLeavesOnlyTheTop() {
    let log = Log()
    let root = LoggingViewController("R", log: log)
    let nav = UINavigationController(rootViewController: root)
    let window = makeWindow(root: nav, sdk: .iOS17)
    var pushed: [UIViewController] = []
    for i in 0..<5 {
      let vc = LoggingViewController("C\(i)", log: log)
      nav.pushViewController(vc, animated: true)
      UIApplication.shared.runUntilIdle()
      pushed.append(vc)
    }
    #expect(nav._unsettledChildren.count == 1 && nav._unsettledChildren.first === pushed[4])
    #expect(!root._mayBeUnsettled && pushed.dropLast().allSatisfy { !$0._mayBeUnsettled })
    log.clear()
    nav.popViewController(animated: true)
    UIApplication.shared.runUntilIdle()
    // The popped controller left with its parent; the new top appeared and is looked at.
    #expect(nav._unsettledChildren.count == 1 && nav._unsettledChildren.first === pushed[3])
    #expect(log.appearance("C3") == ["C3.viewWillAppear", "C3.viewDidAppear"])
    #expect(log.appearance("C4") == ["C4.viewWillDisappear", "C4.viewDidDisappear"])
    window.isHidden = true
  }

  @Test("Rule: a child at rest whose appearance transition is begun by hand (beginAppearanceTransition) is looked at by its container's next settle, which finishes it as before (its view is not in the container's: it disappears)")
  func handBegunAppearanceIsSettled() {
    let log = Log()
    let parent = LoggingViewController("P", log: log)
    let window = makeWindow(root: parent, sdk: .iOS17)
    let child = LoggingViewController("C", log: log)
    parent.addChild(child)
    child.didMove(toParent: parent)
    child.loadViewIfNeeded()
    #expect(child._mayBeUnsettled && parent._unsettledChildren.first === child)
    parent._settleChildrenAppearance()
    #expect(!child._mayBeUnsettled && parent._unsettledChildren.isEmpty)
    child.beginAppearanceTransition(true, animated: false)
    #expect(child._mayBeUnsettled && parent._unsettledChildren.first === child)
    parent._settleChildrenAppearance()
    #expect(log.appearance("C") == ["C.viewWillAppear", "C.viewWillDisappear", "C.viewDidDisappear"])
    // Found at rest by the following settle, it leaves the list again.
    parent._settleChildrenAppearance()
    #expect(!child._mayBeUnsettled && parent._unsettledChildren.isEmpty)
    window.isHidden = true
  }

  @Test("Rule: a child's root view put in a superview (any, in a window or not), a presentation from it, and a new view mark the child; removal from the parent takes it off the list; the list keeps children order, not marking order")
  func marksAndRemoval() {
    let parent = UIViewController()
    parent.loadViewIfNeeded()
    let a = UIViewController()
    let b = UIViewController()
    let c = UIViewController()
    for vc in [a, b, c] {
      parent.addChild(vc)
      vc.loadViewIfNeeded()
      vc.didMove(toParent: parent)
    }
    #expect(parent._unsettledChildren.map(ObjectIdentifier.init) == [a, b, c].map(ObjectIdentifier.init))
    // Off screen the container is disappeared: its settle finds every child at rest.
    parent._settleChildrenAppearance()
    #expect(parent._unsettledChildren.isEmpty)
    // Marked in the order c (a new view), a (its view in a superview outside any window).
    c.view = UIView()
    let elsewhere = UIView()
    elsewhere.addSubview(a.view)
    #expect(a._mayBeUnsettled && !b._mayBeUnsettled && c._mayBeUnsettled)
    #expect(parent._unsettledChildren.map(ObjectIdentifier.init) == [a, c].map(ObjectIdentifier.init))
    // Leaving its parent takes a child off the list; added again, it is listed last.
    a.willMove(toParent: nil)
    a.removeFromParent()
    #expect(parent._unsettledChildren.map(ObjectIdentifier.init) == [c].map(ObjectIdentifier.init))
    parent.addChild(a)
    #expect(parent._unsettledChildren.map(ObjectIdentifier.init) == [c, a].map(ObjectIdentifier.init))
    // a's view is still in a superview: not at rest, it stays; c is at rest.
    parent._settleChildrenAppearance()
    #expect(parent._unsettledChildren.map(ObjectIdentifier.init) == [a].map(ObjectIdentifier.init))
  }

  @Test("Rule: a callback during a settle that unsettles a child the settle skipped as at rest gets that child visited in its turn, as the walk over every child did")
  func callbackUnsettlingALaterChild() {
    let log = Log()
    let parent = LoggingViewController("P", log: log)
    let window = makeWindow(root: parent, sdk: .iOS17)
    let a = HookedController("A", log: log)
    parent.addChild(a)
    parent.view.addSubview(a.view)
    a.didMove(toParent: parent)
    let b = HookedController("B", log: log)
    parent.addChild(b)
    b.loadViewIfNeeded()
    b.didMove(toParent: parent)
    parent._settleChildrenAppearance()
    #expect(parent._unsettledChildren.map(ObjectIdentifier.init) == [ObjectIdentifier(a)])
    // A's disappearance begun by hand while its view stays: the settle makes it appear again,
    // and A's viewWillAppear begins B's appearance (B's view is not in the container's).
    a.beginAppearanceTransition(false, animated: false)
    a.onWillAppear = { b.beginAppearanceTransition(true, animated: false) }
    log.clear()
    parent._settleChildrenAppearance()
    #expect(
      log.appearance("A") + log.appearance("B") == [
        "A.viewWillAppear", "A.viewDidAppear", "B.viewWillAppear", "B.viewWillDisappear", "B.viewDidDisappear",
      ])
    #expect(
      log.entries.filter { !$0.hasSuffix("viewIsAppearing") } == [
        "A.viewWillAppear", "B.viewWillAppear", "A.viewDidAppear", "B.viewWillDisappear", "B.viewDidDisappear",
      ])
    window.isHidden = true
  }
}
