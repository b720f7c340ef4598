import Foundation
import OpenUIKitChaos
import OpenUIKitTesting
import Testing
import UIKit

/// The random tester's storyboard and container operations (issue 11 item 1), run through its
/// world with the invariants checked at every settle, and their effects checked.
@MainActor
@Suite(.serialized)
struct ChaosStoryboardOpsTests {
  func run(_ world: ChaosWorld, _ ops: [ChaosOp]) {
    for op in ops { world.run(op) }
  }

  func pages(_ world: ChaosWorld) -> [ChaosStoryboardController] {
    world.reachable().compactMap { $0 as? ChaosStoryboardController }
  }

  @Test("UIKit §8.2–8.3: a show segue performed by identifier pushes a page; the unwind segue by identifier pops back to the page implementing unwindToPage:")
  func segueAndUnwindByIdentifier() throws {
    let world = ChaosWorld()
    defer { world.finish() }
    run(world, [.newWindow(.storyboard, compact: true), .segue(0, at: 0), .settle(finish: true)])
    let nav = try #require(world.window?.rootViewController as? UINavigationController)
    #expect(nav.viewControllers.count == 2)
    let first = try #require(nav.viewControllers.first as? ChaosStoryboardController)
    run(world, [.segue(5, at: 1), .settle(finish: true)])
    #expect(nav.viewControllers.count == 1)
    #expect(first.unwinds == 1)
    #expect(world.violations == [])
  }

  @Test("UIKit §8.2–8.3: tapping the button that owns a presentation segue presents its destination; tapping the presented page's unwind button dismisses it")
  func segueAndUnwindByTap() throws {
    let world = ChaosWorld()
    defer { world.finish() }
    run(world, [.newWindow(.storyboard, compact: true), .tapSegue(1, at: 0), .settle(finish: true)])
    let nav = try #require(world.window?.rootViewController as? UINavigationController)
    let presented = try #require(nav.presentedViewController as? ChaosStoryboardController)
    #expect(presented.view.window === world.window)
    let index = try #require(pages(world).firstIndex { $0 === presented })
    run(world, [.tapSegue(5, at: index), .settle(finish: true)])
    #expect(nav.presentedViewController == nil)
    #expect(world.violations == [])
  }

  @Test("UIKit §8.2: sheet, popover and show-detail segues from a page keep the random tester's invariants")
  func otherSegueKinds() throws {
    let world = ChaosWorld()
    defer { world.finish() }
    run(world, [
      .newWindow(.storyboard, compact: false), .segue(2, at: 0), .settle(finish: true), .segue(3, at: 1), .settle(finish: true),
      .dismiss(animated: true, at: 0), .settle(finish: true), .segue(4, at: 0), .settle(finish: true),
    ])
    #expect(world.violations == [])
    #expect(pages(world).count >= 1)
  }

  @Test("UIKit §4 (hit-testing): a sheet segue's navigation controller, made by the storyboard, is the top of the chain — a tap at its centre reaches it, not the page under it")
  func sheetSegueNavigationIsTheTop() throws {
    // Extended sweep, 61 tap seeds: the storyboard makes the sheet's navigation controller
    // itself, the tester did not know it, took the presenter as the top and tapped the sheet
    // (a tester bug, not an engine one: UIKit delivers the tap to the sheet in front).
    let world = ChaosWorld()
    defer { world.finish() }
    run(world, [.newWindow(.storyboard, compact: false), .segue(2, at: 0), .settle(finish: true)])
    let root = try #require(world.window?.rootViewController as? UINavigationController)
    let sheet = try #require(root.presentedViewController as? UINavigationController)
    #expect(sheet.topViewController is ChaosStoryboardController)
    #expect(ChaosInvariants.topController(in: world) === sheet)
    #expect(world.tracked.contains { $0.object === sheet })
    let window = try #require(world.window)
    #expect(ChaosTestSupport.tapReaches(sheet, in: window))
    #expect(world.violations == [])
  }

  @Test("UIKit: a rejected .partialCurl presentation frees its controller; the sheet a later tap presents is the top even when it reuses the freed controller's address")
  func sheetAfterRejectedPresentationIsTheTop() throws {
    // Extended sweep seed 43, shrunk: `.partialCurl` with `.custom` is refused (UIKit raises),
    // the refused controller is freed, a tap on the root page's sheet button presents a
    // navigation controller at the same address; the tester took it for the dead one.
    let world = ChaosWorld()
    defer { world.finish() }
    run(world, [
      .newWindow(.storyboard, compact: false),
      .present(.storyboard, .customKeeping, .partialCurl, animated: false, from: 0, withDelegate: false),
      .tap(x: 0.1, y: 0.3), .settle(finish: true),
    ])
    let root = try #require(world.window?.rootViewController as? UINavigationController)
    let sheet = try #require(root.presentedViewController as? UINavigationController)
    #expect(ChaosInvariants.topController(in: world) === sheet)
    #expect(world.violations == [])
  }

  @Test("UIKit: transition(from:to:duration:options:animations:completion:) swaps a custom container's children — one child at the end, the new one on screen")
  func containerSwap() throws {
    let world = ChaosWorld()
    defer { world.finish() }
    run(world, [.newWindow(.container, compact: true)])
    let container = try #require(world.window?.rootViewController as? ChaosSwapContainer)
    let before = try #require(container.shown)
    run(world, [.swap(at: 0, animated: true, options: 1), .settle(finish: true), .swap(at: 0, animated: false, options: 0), .settle(finish: true)])
    #expect(container.children.count == 1)
    let shown = try #require(container.shown)
    #expect(shown !== before)
    #expect(shown.view.window === world.window)
    #expect(before.parent == nil)
    #expect(world.violations == [])
  }
}
