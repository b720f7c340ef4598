import Foundation
import OpenUIKitTesting
import UIKit

/// The invariants of issue 11, checked after every settle (`runUntilIdle()`), each named after
/// the UIKit rule it stands for.
@MainActor
package enum ChaosInvariants {
  package static func check(_ world: ChaosWorld) -> [String] {
    guard let window = world.window else { return [] }
    var out: [String] = []
    let all = world.reachable()
    let n = world.name

    // Spec §1.1: presentedViewController / presentingViewController are mutual along the chain.
    for vc in all {
      if let p = vc._presentedViewController, p._presentingViewController !== vc {
        out.append("chain: \(n(vc)) presents \(n(p)), whose presenter is \(p._presentingViewController.map(n) ?? "nil")")
      }
    }

    // Spec §1.5/§3: the top of every chain, and every controller a presentation that does not
    // remove its presenter's view keeps visible, has its view in the window.
    for vc in expectedVisible(world) where vc.viewIfLoaded?.window !== window {
      out.append("black screen: \(n(vc)) should be on screen but its view is \(vc.isViewLoaded ? "not in the window" : "not loaded")")
    }

    // A view is in the tree once.
    var seen = Set<ObjectIdentifier>()
    var stack: [UIView] = [window]
    while let v = stack.popLast() {
      if !seen.insert(ObjectIdentifier(v)).inserted { out.append("tree: a view is twice in the window: \(v)") }
      stack.append(contentsOf: v.subviews)
    }

    // Spec §10.3: appearance callbacks alternate, and the settled state matches the screen.
    out += AppearanceProbe.drainViolations().map { "appearance: \($0)" }
    for vc in all {
      guard let probed = vc as? any ChaosProbed else { continue }
      let onScreen = vc.viewIfLoaded?.window === window && !window.isHidden
      let expected: AppearanceProbe.State = onScreen ? .appeared : .disappeared
      if probed.probe.state != expected {
        out.append("appearance: \(n(vc)) is \(onScreen ? "on screen" : "off screen") but \(probed.probe.state.rawValue)")
      }
    }

    // Spec §2.2: no transition coordinator and no running transition after runUntilIdle().
    for vc in all where vc._transitionCoordinator != nil {
      out.append("stuck: \(n(vc)) still has a transition coordinator")
    }
    if !PresentationTransition.active.isEmpty {
      out.append("stuck: \(PresentationTransition.active.count) presentation transition(s) still active")
    }
    for case let nav as UINavigationController in all where nav._transition != nil {
      out.append("stuck: \(n(nav)) has a navigation transition running")
    }

    // Spec §4: a tap at the centre of the top controller reaches its view (or its chrome).
    if let top = topController(in: world), let v = top.viewIfLoaded, v.window === window, v.bounds.width > 0,
      v.bounds.height > 0
    {
      let p = v.convert(CGPoint(x: v.bounds.midX, y: v.bounds.midY), to: window)
      let hit = window.hitTest(p, with: nil)
      let chrome = top._presentationController?.containerView
      if !(hit.map { $0.isDescendant(of: v) || (chrome.map($0.isDescendant(of:)) ?? false) } ?? false) {
        out.append("tap: a tap at the centre of \(n(top)) reaches \(hit.map { "\($0)" } ?? "nothing")")
      }
    }
    return out
  }

  /// Controllers whose views must be in the window: walk from the root; a presentation shows
  /// on its presenter when the presenter is shown; it hides the presenter only when its style
  /// removes the presenter's view. Containers show their visible children.
  package static func expectedVisible(_ world: ChaosWorld) -> [UIViewController] {
    guard let root = world.window?.rootViewController else { return [] }
    var out: [UIViewController] = []
    var stack = [(root, true)]
    while let (vc, shown) = stack.popLast() {
      var removed = false
      if let p = vc._presentedViewController {
        if let record = p._presentationController?._record { removed = record.removesPresenterView }
        stack.append((p, shown))
      }
      if shown && !removed { out.append(vc) }
      for child in visibleChildren(vc) { stack.append((child, shown && !removed)) }
    }
    return out
  }

  package static func visibleChildren(_ vc: UIViewController) -> [UIViewController] {
    if let nav = vc as? UINavigationController { return nav.topViewController.map { [$0] } ?? [] }
    if let tab = vc as? UITabBarController { return tab.selectedViewController.map { [$0] } ?? [] }
    if let split = vc as? UISplitViewController { return split.viewControllers }
    if let container = vc as? ChaosSwapContainer { return container.shown.map { [$0] } ?? [] }
    return []
  }

  /// The front-most controller. Context presentations let several chains rest at once (a
  /// sheet over the root while a child's context presents, a popover from one chain and a
  /// full-screen presentation from another): the candidates are the ends of every chain whose
  /// view is in the window — including a window-level presentation made from inside a context
  /// that has since left the screen, which UIKit leaves where it is — and the top is the one
  /// whose view is in front in the window (UIKit adds each presentation's container where its
  /// style puts it; a later window-level one covers an earlier one — Docs/Behaviour.md).
  package static func topController(in world: ChaosWorld) -> UIViewController? {
    guard let window = world.window, let root = window.rootViewController else { return nil }
    var ends: [UIViewController] = root._presentedViewController == nil ? [root] : []
    // Every controller made for this window, wherever it is now: a chain whose presenter left
    // the containment tree (a replaced detail that presents) may still show at window level.
    for box in world.tracked {
      guard let vc = box.object as? UIViewController, vc._presentingViewController != nil,
        vc._presentedViewController == nil
      else { continue }
      ends.append(vc)
    }
    var shown = ends.filter { $0.viewIfLoaded?.window === window }
    // A partial curl's page stays in the window in front of the presented view, but it is the
    // presenter's content turned away: whatever rests on it (a context presentation made from
    // inside it) is below the curl's presented controller, the top of that chain (Docs/Behaviour.md).
    let pages = world.reachable().compactMap { vc -> UIView? in
      guard vc._presentedViewController?._presentationController?._record?.transitionStyle == .partialCurl else { return nil }
      return vc.viewIfLoaded
    }
    let uncurled = shown.filter { vc in !pages.contains { vc.view.isDescendant(of: $0) } }
    if !uncurled.isEmpty { shown = uncurled }
    guard var top = shown.first else { return root }
    for vc in shown.dropFirst() where isInFront(vc.view, of: top.view, in: window) { top = vc }
    return top
  }

  /// Window order: at the first ancestor where their paths part, the later subview is in
  /// front; a descendant is in front of its ancestor.
  static func isInFront(_ a: UIView, of b: UIView, in window: UIWindow) -> Bool {
    func path(_ v: UIView) -> [Int] {
      var out: [Int] = []
      var v = v
      while let s = v.superview {
        out.append(s.subviews.firstIndex { $0 === v } ?? 0)
        v = s
      }
      return out.reversed()
    }
    let pa = path(a)
    let pb = path(b)
    for (x, y) in zip(pa, pb) where x != y { return x > y }
    return pa.count > pb.count
  }

  /// The bookkeeping a refused call must leave alone: links, stacks, selection, what is shown.
  package static func snapshot(_ world: ChaosWorld) -> String {
    let n = world.name
    return world.reachable().map { vc in
      var s = n(vc)
      if let p = vc.parent { s += "<\(n(p))" }
      if let p = vc._presentedViewController { s += ">\(n(p))" }
      if let nav = vc as? UINavigationController { s += "[\(nav.viewControllers.map(n).joined(separator: ","))]" }
      if let tab = vc as? UITabBarController { s += "#\(tab.selectedIndex)" }
      if vc.isBeingPresented { s += "+p" }
      if vc.isBeingDismissed { s += "+d" }
      if vc.viewIfLoaded?.window != nil { s += "@w" }
      return s
    }.joined(separator: " ")
  }
}

extension AppearanceProbe {
  private static var pending: [String] = []
  package static func report(_ violation: String) { pending.append(violation) }
  package static func drainViolations() -> [String] {
    defer { pending = [] }
    return pending
  }
}
