import Foundation
import OpenUIKitChaos
import OpenUIKitTesting
import Testing
import UIKit

/// Minimal cases of the random tester (issue 11) about context presentations whose context is
/// swapped out by its container, each named after the rule it pins.
@MainActor
@Suite(.serialized)
struct ChaosContextTests {
  @Test(
    "UIKit §1.2: a .currentContext presentation goes with its context — pushed away with it, back with it on pop",
    arguments: [false, true])
  func currentContextFollowsContext(sameTurn: Bool) {
    let a = ChaosController("A")
    a.definesPresentationContext = true
    let nav = ChaosNavigationController("nav", root: a)
    let window = ChaosTestSupport.window(nav, size: CGSize(width: 1024, height: 768), regular: true)
    let over = ChaosController("over")
    over.modalPresentationStyle = .currentContext
    a.present(over, animated: true)
    if !sameTurn { UIApplication.shared.runUntilIdle() }
    let b = ChaosController("B")
    nav.pushViewController(b, animated: true)
    UIApplication.shared.runUntilIdle()
    #expect(over.presentingViewController === a)
    #expect(over.view.window == nil, "the presentation left with its context")
    #expect(a.view.window == nil)
    #expect(over.probe.state == .disappeared && b.probe.state == .appeared)
    #expect(ChaosTestSupport.tapReaches(b, in: window))
    nav.popViewController(animated: true)
    UIApplication.shared.runUntilIdle()
    // The context is back, still covered by its presentation (its view stays out, §1.2).
    #expect(over.view.window === window && over.probe.state == .appeared)
    #expect(a.view.window == nil && a.probe.state == .disappeared)
    #expect(ChaosTestSupport.tapReaches(over, in: window))
    a.dismiss(animated: true)
    UIApplication.shared.runUntilIdle()
    #expect(a.view.window === window && a.probe.state == .appeared && over.view.window == nil)
    #expect(ChaosTestSupport.tapReaches(a, in: window))
  }
}
