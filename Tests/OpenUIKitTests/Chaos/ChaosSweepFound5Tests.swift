import Foundation
import OpenUIKitChaos
import OpenUIKitTesting
import Testing
import UIKit

/// Minimal cases of the soak's last seeds (issue 11), written as plain UIKit code, each named
/// after the rule it pins.
@MainActor
@Suite(.serialized)
struct ChaosSweepFound5Tests {
  /// Seed 2278: a context that is `definesPresentationContext` holds an `.overCurrentContext`
  /// presentation, which presents `.currentContext` in turn (the deeper presentation's container
  /// stands in for the first presented view, inside the context's view); then the context leaves
  /// the screen — its navigation controller pushes, or its tab is deselected — and comes back.
  @Test(
    "UIKit §10.3: a presentation resting inside a context goes off screen with it — viewDidDisappear when the context is pushed or tabbed away, viewDidAppear when it comes back — however deep in the context's chain",
    // (A tab switch in the same turn takes the presenter out of the window before the
    // presentation starts: it is refused then, "whose view is not in the window hierarchy".)
    arguments: [(false, false), (true, false), (false, true)])
  func contextChainFollowsItsContext(sameTurn: Bool, tabSwitch: Bool) {
    let root = ChaosController("root")
    let nav = ChaosNavigationController("nav", root: root)
    let tabs = ChaosTabBarController("tabs", tabs: [nav, ChaosController("other")])
    // Regular width: in compact width the context styles adapt to full screen (UIKit docs).
    let window = ChaosTestSupport.window(tabs, regular: true)
    root.definesPresentationContext = true
    let over = ChaosController("over")
    over.modalPresentationStyle = .overCurrentContext
    root.present(over, animated: false)
    UIApplication.shared.runUntilIdle()
    let deep = ChaosController("deep")
    deep.modalPresentationStyle = .currentContext
    over.present(deep, animated: false)
    if !sameTurn { UIApplication.shared.runUntilIdle() }
    if tabSwitch {
      tabs.selectedIndex = 1
    } else {
      nav.pushViewController(ChaosController("next"), animated: false)
    }
    UIApplication.shared.runUntilIdle()
    #expect(deep.viewIfLoaded?.window == nil)
    #expect(deep.probe.state == .disappeared)
    #expect(over.probe.state == .disappeared)
    if tabSwitch {
      tabs.selectedIndex = 0
    } else {
      nav.popViewController(animated: false)
    }
    UIApplication.shared.runUntilIdle()
    #expect(deep.view.window === window)
    #expect(deep.probe.state == .appeared)
    #expect(over.probe.state == .disappeared)
    #expect(AppearanceProbe.drainViolations() == [])
    window.isHidden = true
    window.rootViewController = nil
  }

  /// Seed 2278 as the random tester runs it.
  @Test("UIKit: seed 2278's shrunk run (a .currentContext presentation over an over-context one, a push in the same turn) ends with appearance matching the screen")
  func seed2278() {
    #expect(
      ChaosRunner.replay([
        .newWindow(.navigation, compact: true),
        .sizeClass(compact: false),
        .present(.tabs, .popover, .coverVertical, animated: false, from: 0, withDelegate: false),
        .definesContext(at: 55),
        .settle(finish: true),
        .present(.plain, .overCurrentContext, .coverVertical, animated: false, from: 1, withDelegate: false),
        .presentInteractive(from: 33, removesPresenter: true, percent: 0.2),
        .settle(finish: true),
        .presentInteractive(from: 42, removesPresenter: false, percent: 0.6),
        .push(.plain, animated: false, nav: 55),
        .present(.plain, .popover, .coverVertical, animated: false, from: 59, withDelegate: false),
        .settle(finish: false),
        .dismiss(animated: false, at: 54),
        .settle(finish: true),
        .present(.plain, .currentContext, .coverVertical, animated: false, from: 34, withDelegate: false),
        .push(.plain, animated: false, nav: 0),
        .settle(finish: true),
      ]) == [])
  }

  /// Seeds 1461, 1505, 1612, 2319: a container presents `.fullScreen` with `.partialCurl`; a
  /// child that defines a context, on the curled page, presents over its context. The page is
  /// in front of the revealed view, and the context presentation rides on it, curled up with it.
  @Test(
    "UIKit (partialCurl doc: one corner of the current view curls up to reveal the presented view): a presentation made on the curled page stays on the page — the curl's presented controller is still the top and takes the tap at its centre",
    arguments: [UIModalPresentationStyle.currentContext, .overCurrentContext])
  func contextOnCurledPage(style: UIModalPresentationStyle) {
    let child = ChaosController("child")
    let container = ChaosSwapContainer("container", child: child)
    let window = ChaosTestSupport.window(container, regular: true)
    child.definesPresentationContext = true
    let curl = ChaosController("curl")
    curl.modalTransitionStyle = .partialCurl
    curl.modalPresentationStyle = .fullScreen
    container.present(curl, animated: false)
    UIApplication.shared.runUntilIdle()
    let context = ChaosController("context")
    context.modalPresentationStyle = style
    child.present(context, animated: false)
    UIApplication.shared.runUntilIdle()
    #expect(child.presentedViewController === context)
    #expect(context.view.isDescendant(of: container.view))
    #expect(ChaosTestSupport.tapReaches(curl, in: window))
    window.isHidden = true
    window.rootViewController = nil
  }

  @Test("UIKit: seed 1461's shrunk run (a .currentContext presentation on a partly curled page) ends with the curl's presented controller reachable")
  func seed1461() {
    #expect(
      ChaosRunner.replay([
        .newWindow(.container, compact: false),
        .definesContext(at: 61),
        .present(.plain, .fullScreen, .partialCurl, animated: false, from: 0, withDelegate: false),
        .settle(finish: true),
        .present(.plain, .currentContext, .coverVertical, animated: false, from: 31, withDelegate: false),
        .settle(finish: true),
      ]) == [])
  }

  @Test("UIKit: seed 1505's shrunk run (a context presentation and a partial curl from the tab bar controller in one turn) ends with the curl's presented controller reachable")
  func seed1505() {
    #expect(
      ChaosRunner.replay([
        .newWindow(.tabs, compact: true),
        .definesContext(at: 37),
        .sizeClass(compact: false),
        .present(.plain, .currentContext, .coverVertical, animated: false, from: 42, withDelegate: false),
        .present(.plain, .fullScreen, .partialCurl, animated: false, from: 0, withDelegate: false),
        .settle(finish: true),
      ]) == [])
  }

  @Test("UIKit: seed 1612's shrunk run (an .overCurrentContext presentation on a page curled by a tab bar controller's presentation) ends with the curl's presented controller reachable")
  func seed1612() {
    #expect(
      ChaosRunner.replay([
        .newWindow(.container, compact: true),
        .present(.tabs, .fullScreen, .partialCurl, animated: false, from: 0, withDelegate: false),
        .definesContext(at: 25),
        .push(.plain, animated: false, nav: 0),
        .settle(finish: true),
        .present(.plain, .pageSheet, .coverVertical, animated: false, from: 59, withDelegate: false),
        .settle(finish: true),
        .dismiss(animated: false, at: 36),
        .sizeClass(compact: false),
        .present(.plain, .overCurrentContext, .coverVertical, animated: false, from: 25, withDelegate: false),
        .settle(finish: true),
      ]) == [])
  }

  @Test("UIKit: seed 2319's shrunk run (a pushed context presents over itself as its tab bar controller presents a partial curl) ends with the curl's presented controller reachable")
  func seed2319() {
    #expect(
      ChaosRunner.replay([
        .newWindow(.tabs, compact: false),
        .definesContext(at: 29),
        .push(.plain, animated: false, nav: 0),
        .present(.plain, .overCurrentContext, .coverVertical, animated: false, from: 51, withDelegate: false),
        .present(.plain, .fullScreen, .partialCurl, animated: false, from: 0, withDelegate: false),
        .settle(finish: true),
      ]) == [])
  }
}
