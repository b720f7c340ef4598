import Foundation
import OpenUIKitChaos
import OpenUIKitTesting
import Testing
import UIKit

/// Minimal cases of the second sweep (1,000 seeds × 300 operations, after the main merge),
/// written as plain UIKit code, each named after the rule it pins.
@MainActor
@Suite(.serialized)
struct ChaosSweepFound2Tests {
  /// Seeds 136, 787.
  @Test("UIKit: a cancelled percent-driven presentation leaves the presenter as it was (UIPercentDrivenInteractiveTransition.cancel) — but a window resize meanwhile is not undone")
  func cancelKeepsResize() {
    let root = ChaosController("root")
    let nav = ChaosNavigationController("nav", root: root)
    let window = ChaosTestSupport.window(nav, regular: true)
    let card = ChaosController("card")
    let d = ChaosTestSupport.custom(card, removesPresenter: true, interactive: true)
    root.present(card, animated: true)
    UIApplication.shared.advance(by: 1.0 / 60)
    d.driver.update(0.3)
    window.frame = CGRect(x: 0, y: 0, width: 852, height: 393)
    d.driver.cancel()
    UIApplication.shared.runUntilIdle()
    #expect(nav.presentedViewController == nil)
    #expect(nav.view.frame == window.bounds)
    #expect(ChaosTestSupport.tapReaches(root, in: window))
  }

  /// Seed 633.
  @Test("UIKit §1.6: a partly curled page follows the window's new height — the revealed presented view still takes the tap")
  func curlFollowsHeight() {
    let root = ChaosController("root")
    let nav = ChaosNavigationController("nav", root: root)
    let window = ChaosTestSupport.window(nav, regular: true)
    window.frame = CGRect(x: 0, y: 0, width: 1024, height: 768)
    let curl = ChaosController("curl")
    curl.modalTransitionStyle = .partialCurl
    curl.modalPresentationStyle = .fullScreen
    nav.present(curl, animated: true)
    UIApplication.shared.runUntilIdle()
    window.frame = CGRect(x: 0, y: 0, width: 768, height: 1024)
    UIApplication.shared.runUntilIdle()
    #expect(ChaosTestSupport.tapReaches(curl, in: window))
  }

  /// Seed 716.
  @Test("UIKit §1.2: a window resized during a presentation's transition — the .overFullScreen presented view fills the window once it rests")
  func resizeDuringTransition() {
    let root = ChaosController("root")
    let window = ChaosTestSupport.window(root)
    window.frame = CGRect(x: 0, y: 0, width: 852, height: 393)
    let over = ChaosController("over")
    over.modalTransitionStyle = .crossDissolve
    over.modalPresentationStyle = .overFullScreen
    root.present(over, animated: true)
    UIApplication.shared.advance(by: 0.1)
    window.frame = CGRect(x: 0, y: 0, width: 393, height: 852)
    UIApplication.shared.runUntilIdle()
    #expect(over.view.frame == window.bounds)
    #expect(ChaosTestSupport.tapReaches(over, in: window))
  }

  /// Seed 949.
  @Test("UIKit: a .currentContext presentation from inside a popover covers the popover's content and takes its taps (not passed through)")
  func popoverContentCoveredByContext() {
    let first = ChaosNavigationController("nav", root: ChaosController("root"))
    let tabs = ChaosTabBarController("tabs", tabs: [first, ChaosController("second")])
    let window = ChaosTestSupport.window(tabs, regular: true)
    let detail = ChaosController("detail")
    let split = ChaosSplitViewController("split", columns: [ChaosNavigationController("pnav", root: ChaosController("p")), detail])
    split.modalPresentationStyle = .popover
    split.popoverPresentationController?.sourceView = tabs.view
    split.popoverPresentationController?.sourceRect = CGRect(x: 20, y: 20, width: 40, height: 40)
    split.popoverPresentationController?.passthroughViews = [tabs.view]
    tabs.present(split, animated: false)
    UIApplication.shared.runUntilIdle()
    let cover = ChaosController("cover")
    cover.modalPresentationStyle = .currentContext
    detail.present(cover, animated: true)
    UIApplication.shared.runUntilIdle()
    #expect(cover.view.window === window)
    #expect(ChaosTestSupport.tapReaches(cover, in: window))
  }

  /// Seed 826.
  @Test("UIKit: a view turned edge-on (a flip at 90°) laid out by its container keeps its size — its frame is undefined (UIView.frame)")
  func edgeOnLayout() {
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let child = UIView(frame: CGRect(x: 0, y: 0, width: 72, height: 200))
    parent.addSubview(child)
    var t = CATransform3DIdentity
    t.m34 = -1 / 1000
    child.layer.transform = CATransform3DRotate(t, .pi / 2, 0, 1, 0)
    child.frame = CGRect(x: 10, y: 0, width: 72, height: 200)
    #expect(child.bounds.size == CGSize(width: 72, height: 200))
    #expect(child.center == CGPoint(x: 46, y: 100))
  }

  /// Seed 826, in a split view.
  @Test("UIKit §1.6: a flip over a narrow split column's context leaves the column at its width")
  func flipOverNarrowColumn() {
    let detail = ChaosController("detail")
    let split = ChaosSplitViewController("split", columns: [ChaosNavigationController("nav", root: ChaosController("root")), detail])
    let window = ChaosTestSupport.window(split, regular: true)
    detail.definesPresentationContext = true
    let inner = ChaosSplitViewController("inner", columns: [ChaosNavigationController("n2", root: ChaosController("r2")), ChaosController("d2")])
    inner.modalTransitionStyle = .flipHorizontal
    inner.modalPresentationStyle = .overCurrentContext
    detail.present(inner, animated: true)
    UIApplication.shared.runUntilIdle()
    #expect(detail.view.bounds.width < window.bounds.width)
    #expect(ChaosTestSupport.tapReaches(inner, in: window))
  }

  /// Seed 530.
  @Test("UIKit §10.3: dismissing a .currentContext presentation whose context is covered by a full-screen one — the context's controller does not appear")
  func presenterUnderCoverDoesNotAppear() {
    let root = ChaosController("root")
    let nav = ChaosNavigationController("nav", root: root)
    _ = ChaosTestSupport.window(nav, regular: true)
    root.definesPresentationContext = true
    let inner = ChaosNavigationController("inner", root: ChaosController("innerRoot"))
    inner.modalPresentationStyle = .currentContext
    root.present(inner, animated: true)
    let cover = ChaosController("cover")
    cover.modalPresentationStyle = .fullScreen
    nav.present(cover, animated: true)
    UIApplication.shared.runUntilIdle()
    inner.dismiss(animated: false)
    UIApplication.shared.runUntilIdle()
    #expect(root.viewIfLoaded?.window == nil)
    #expect(root.probe.state == .disappeared)
    cover.dismiss(animated: false)
    UIApplication.shared.runUntilIdle()
    #expect(root.probe.state == .appeared)
  }

  /// Seed 696.
  @Test("UIKit §10.3: a .currentContext presentation and a push in the same turn, then the dismissal — the pushed-away context stays disappeared")
  func contextPushedAwayDoesNotAppear() {
    let root = ChaosController("root")
    let nav = ChaosNavigationController("nav", root: root)
    let split = ChaosSplitViewController("split", columns: [nav, ChaosController("detail")])
    _ = ChaosTestSupport.window(split, regular: true)
    root.definesPresentationContext = true
    let cover = ChaosController("cover")
    cover.modalPresentationStyle = .currentContext
    cover.modalTransitionStyle = .crossDissolve
    root.present(cover, animated: true)
    let next = ChaosController("next")
    nav.pushViewController(next, animated: true)
    UIApplication.shared.runUntilIdle()
    root.dismiss(animated: true)
    UIApplication.shared.runUntilIdle()
    #expect(nav.topViewController === next)
    #expect(root.viewIfLoaded?.window == nil)
    #expect(root.probe.state == .disappeared)
    #expect(next.probe.state == .appeared)
  }

  /// Seed 790.
  @Test("UIKit §1.2: a .currentContext presentation over a presented card follows the card's frame when its presentation controller lays it out after a window resize")
  func standInFollowsPresentedFrame() {
    let root = ChaosController("root")
    let window = ChaosTestSupport.window(root, regular: true)
    window.frame = CGRect(x: 0, y: 0, width: 1024, height: 768)
    let card = ChaosController("card")
    ChaosTestSupport.custom(card, removesPresenter: false)
    root.present(card, animated: true)
    UIApplication.shared.runUntilIdle()
    let inner = ChaosNavigationController("inner", root: ChaosController("innerRoot"))
    inner.modalPresentationStyle = .currentContext
    card.present(inner, animated: true)
    UIApplication.shared.runUntilIdle()
    window.frame = CGRect(x: 0, y: 0, width: 393, height: 852)
    UIApplication.shared.runUntilIdle()
    #expect(card.view.frame == CGRect(x: 0, y: 284, width: 393, height: 568))
    #expect(inner.view.window === window)
    #expect(inner.view.convert(inner.view.bounds, to: window) == card.view.frame)
    #expect(ChaosTestSupport.tapReaches(inner, in: window))
  }

  /// Seed 806.
  @Test("UIKit §1.2: two chains at rest — a full-screen custom presentation from inside an .overCurrentContext one covers a popover presented earlier, and takes the tap")
  func laterChainCoversPopover() {
    let root = ChaosController("root")
    let nav = ChaosNavigationController("nav", root: root)
    let detail = ChaosController("detail")
    let split = ChaosSplitViewController("split", columns: [nav, detail])
    let window = ChaosTestSupport.window(split, regular: true)
    detail.definesPresentationContext = true
    let over = ChaosController("over")
    over.modalPresentationStyle = .overCurrentContext
    detail.present(over, animated: true)
    UIApplication.shared.runUntilIdle()
    let pop = ChaosController("pop")
    pop.modalPresentationStyle = .popover
    pop.popoverPresentationController?.sourceView = root.view
    pop.popoverPresentationController?.sourceRect = CGRect(x: 20, y: 20, width: 40, height: 40)
    root.present(pop, animated: true)
    UIApplication.shared.runUntilIdle()
    let card = ChaosController("card")
    ChaosTestSupport.custom(card, removesPresenter: false)
    over.present(card, animated: true)
    UIApplication.shared.runUntilIdle()
    #expect(split.presentedViewController === pop)
    #expect(over.presentedViewController === card)
    #expect(ChaosTestSupport.tapReaches(card, in: window))
  }

  /// Seed 136 (second sweep).
  @Test("UIKit: a percent-driven presentation over a sheet cancelled after a window resize — the sheet is laid out for the new size (UIPercentDrivenInteractiveTransition.cancel)")
  func cancelOverSheetRelaysOut() {
    let root = ChaosController("root")
    let window = ChaosTestSupport.window(root)
    let sheet = ChaosController("sheet")
    sheet.modalPresentationStyle = .pageSheet
    root.present(sheet, animated: false)
    UIApplication.shared.runUntilIdle()
    let before = sheet.view.frame
    let card = ChaosController("card")
    let d = ChaosTestSupport.custom(card, removesPresenter: true, interactive: true)
    sheet.present(card, animated: true)
    UIApplication.shared.advance(by: 1.0 / 60)
    d.driver.update(0.3)
    window.frame = CGRect(x: 0, y: 0, width: 852, height: 393)
    d.driver.cancel()
    UIApplication.shared.runUntilIdle()
    #expect(sheet.presentedViewController == nil)
    #expect(sheet.view.frame != before)
    #expect(ChaosTestSupport.tapReaches(sheet, in: window))
  }

  /// Seeds 702, 961.
  @Test("UIKit §1.2: a .currentContext presentation made by a presented controller follows a window resize (its container stands in for the presented view)")
  func nestedStandInFollowsResize() {
    let root = ChaosController("root")
    let window = ChaosTestSupport.window(root, regular: true)
    window.frame = CGRect(x: 0, y: 0, width: 1024, height: 768)
    let presented = ChaosController("presented")
    presented.modalPresentationStyle = .fullScreen
    root.present(presented, animated: false)
    UIApplication.shared.runUntilIdle()
    let cover = ChaosController("cover")
    cover.modalPresentationStyle = .currentContext
    cover.modalTransitionStyle = .crossDissolve
    presented.present(cover, animated: true)
    UIApplication.shared.runUntilIdle()
    window.frame = CGRect(x: 0, y: 0, width: 393, height: 852)
    UIApplication.shared.runUntilIdle()
    #expect(cover.view.convert(cover.view.bounds, to: window) == window.bounds)
    #expect(ChaosTestSupport.tapReaches(cover, in: window))
  }

  /// Seed 996.
  @Test("UIKit §1.2: a full-screen presentation made from inside an .overCurrentContext one stays in the window when the context is pushed away, in front of what was presented before")
  func windowLevelPresentationOutlivesPushedContext() {
    let root = ChaosController("root")
    let nav = ChaosNavigationController("nav", root: root)
    let window = ChaosTestSupport.window(nav)
    root.definesPresentationContext = true
    let over = ChaosController("over")
    over.modalPresentationStyle = .overCurrentContext
    root.present(over, animated: false)
    UIApplication.shared.runUntilIdle()
    nav.pushViewController(ChaosController("next"), animated: true)
    let top = ChaosController("top")
    ChaosTestSupport.custom(top, removesPresenter: true)
    over.present(top, animated: true)
    UIApplication.shared.runUntilIdle()
    #expect(over.presentedViewController === top)
    #expect(root.viewIfLoaded?.window == nil)
    #expect(ChaosTestSupport.tapReaches(top, in: window))
  }

  /// Soak seed 1138.
  @Test("UIKit §9, §10.3: a split view collapsing over a primary whose top is covered by a .currentContext presentation — the presentation leaves with its context and disappears")
  func collapseTakesContextPresentationAway() {
    let root = ChaosController("root")
    let nav = ChaosNavigationController("nav", root: root)
    let detail = ChaosController("detail")
    let split = ChaosSplitViewController("split", columns: [nav, detail])
    let window = ChaosTestSupport.window(split, regular: true)
    root.definesPresentationContext = true
    let cover = ChaosController("cover")
    cover.modalPresentationStyle = .currentContext
    root.present(cover, animated: false)
    UIApplication.shared.runUntilIdle()
    #expect(cover.probe.state == .appeared)
    window.traitOverrides.horizontalSizeClass = .compact
    UIApplication.shared.runUntilIdle()
    #expect(nav.topViewController === detail)
    #expect(cover.viewIfLoaded?.window == nil)
    #expect(cover.probe.state == .disappeared)
    #expect(detail.probe.state == .appeared)
  }

  /// Soak seed 1725.
  @Test("UIKit §10.3: an .overCurrentContext presentation and a push of its context away in the same turn — the presented controller ends disappeared with its context")
  func overContextPushedAwayDuringTransition() {
    let root = ChaosController("root")
    let nav = ChaosNavigationController("nav", root: root)
    let split = ChaosSplitViewController("split", columns: [nav, ChaosController("detail")])
    _ = ChaosTestSupport.window(split, regular: true)
    root.definesPresentationContext = true
    let over = ChaosController("over")
    over.modalTransitionStyle = .crossDissolve
    over.modalPresentationStyle = .overCurrentContext
    root.present(over, animated: true)
    let next = ChaosController("next")
    nav.pushViewController(next, animated: false)
    UIApplication.shared.runUntilIdle()
    #expect(root.presentedViewController === over)
    #expect(over.viewIfLoaded?.window == nil)
    #expect(over.probe.state == .disappeared)
    #expect(next.probe.state == .appeared)
  }

  /// Soak seed 1816.
  @Test("UIKit §10.3: a tab switched away without animation takes the .currentContext presentation over it away — the presented controller disappears, and appears again when the tab comes back")
  func tabSwitchTakesContextPresentationAway() {
    let root = ChaosController("root")
    let nav = ChaosNavigationController("nav", root: root)
    let second = ChaosController("second")
    let tabs = ChaosTabBarController("tabs", tabs: [nav, second])
    _ = ChaosTestSupport.window(tabs, regular: true)
    nav.definesPresentationContext = true
    let cover = ChaosController("cover")
    cover.modalPresentationStyle = .currentContext
    nav.present(cover, animated: true)
    UIApplication.shared.runUntilIdle()
    #expect(cover.probe.state == .appeared)
    tabs.selectedIndex = 1
    UIApplication.shared.runUntilIdle()
    #expect(cover.viewIfLoaded?.window == nil)
    #expect(cover.probe.state == .disappeared)
    #expect(second.probe.state == .appeared)
    tabs.selectedIndex = 0
    UIApplication.shared.runUntilIdle()
    #expect(cover.viewIfLoaded?.window != nil)
    #expect(cover.probe.state == .appeared)
  }
}
