import Foundation
@testable import OpenUIKit
import OpenUIKitTesting
import Testing
import UIKit

/// Trait caches confirmed per environment chain (Trait/TraitCache.swift, win18): a stale
/// collection is kept when the environment still inherits the very collection it was computed
/// from and its own overrides did not change. Each test pins a rule that confirmation could
/// break: an own-override change with the inherited collection unchanged, a change elsewhere,
/// a deep chain read after a change.
@MainActor
@Suite(.serialized)
struct TraitChainCacheTests {
  private func window(width: CGFloat = 393, height: CGFloat = 852, root: UIViewController? = nil) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
    if let root { window.rootViewController = root }
    window.makeKeyAndVisible()
    return window
  }

  @Test("TraitCache (win18): a change elsewhere in the tree leaves an environment's collection, overrides included, the same object")
  func changeElsewhereKeepsCollection() {
    let root = UIViewController()
    root.traitOverrides.userInterfaceStyle = .dark
    let w = window(root: root)
    let tinted = UIView()
    tinted.traitOverrides.layoutDirection = .rightToLeft
    root.view.addSubview(tinted)
    let rootTraits = root.traitCollection
    let viewTraits = tinted.traitCollection
    #expect(viewTraits.userInterfaceStyle == .dark)
    #expect(viewTraits.layoutDirection == .rightToLeft)
    // Views coming and going elsewhere move the generation on: the caches are stale, and
    // confirmed (not rebuilt) on the next read.
    let elsewhere = UIView()
    w.addSubview(elsewhere)
    elsewhere.removeFromSuperview()
    #expect(root.traitCollection === rootTraits)
    #expect(tinted.traitCollection === viewTraits)
  }

  @Test("TraitCache (win18): an environment's own traitOverrides changing while its inherited collection stays give the new values (views, controllers, presentation controllers)")
  func ownOverridesWithSameInherited() {
    let root = UIViewController()
    _ = makeWindow(root: root, sdk: .iOS17)
    let view = UIView()
    root.view.addSubview(view)
    let inherited = root.view.traitCollection
    #expect(view.traitCollection === inherited)
    view.traitOverrides.userInterfaceStyle = .dark
    #expect(view.traitCollection.userInterfaceStyle == .dark)
    view.traitOverrides.userInterfaceStyle = .light
    #expect(view.traitCollection.userInterfaceStyle == .light)
    view.traitOverrides = UITraitOverrides()
    #expect(view.traitCollection === inherited)

    let child = UIViewController()
    root.addChild(child)
    child.didMove(toParent: root)
    #expect(child.traitCollection === root.traitCollection)
    child.traitOverrides.horizontalSizeClass = .regular
    #expect(child.traitCollection.horizontalSizeClass == .regular)
    child.traitOverrides = UITraitOverrides()
    #expect(child.traitCollection === root.traitCollection)

    let presented = UIViewController()
    let pc = UIPresentationController(presentedViewController: presented, presenting: root)
    #expect(pc.traitCollection === root.traitCollection)
    pc.traitOverrides.userInterfaceStyle = .dark
    #expect(pc.traitCollection.userInterfaceStyle == .dark)
    pc.overrideTraitCollection = UITraitCollection(horizontalSizeClass: .regular)
    #expect(pc.traitCollection.horizontalSizeClass == .regular)
    #expect(pc.traitCollection.userInterfaceStyle == .dark)
    pc.traitOverrides = UITraitOverrides()
    #expect(pc.traitCollection.userInterfaceStyle == .light)
    pc.overrideTraitCollection = nil
    #expect(pc.traitCollection === root.traitCollection)
  }

  @Test("TraitCache (win18): a view moved between superviews with equal but distinct collections is computed from the new one")
  func equalButDistinctInherited() {
    let w1 = window(), w2 = window()
    let moving = UIView()
    moving.traitOverrides.userInterfaceStyle = .dark
    w1.addSubview(moving)
    let first = moving.traitCollection
    #expect(w1.traitCollection == w2.traitCollection)
    w2.traitOverrides.layoutDirection = .rightToLeft
    w2.addSubview(moving)
    #expect(moving.traitCollection !== first)
    #expect(moving.traitCollection.userInterfaceStyle == .dark)
    #expect(moving.traitCollection.layoutDirection == .rightToLeft)
  }

  @Test("TraitCache (win18): presenting over full screen calls no trait change for the presenter or the presented controller, and the presented one inherits the presenter's collection")
  func presentationNotifiesNothing() {
    final class Recording: UIViewController {
      var calls = 0
      override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        calls += 1
      }
    }
    let root = Recording()
    let w = makeWindow(root: root, sdk: .iOS17)
    UIApplication.shared.runUntilIdle()
    let rootTraits = root.traitCollection
    let presented = Recording()
    presented.modalPresentationStyle = .overFullScreen
    root.present(presented, animated: true)
    UIApplication.shared.runUntilIdle()
    #expect(root.traitCollection === rootTraits)
    #expect(presented.traitCollection == rootTraits)
    presented.dismiss(animated: true)
    UIApplication.shared.runUntilIdle()
    #expect(root.calls == 0)
    #expect(presented.calls == 0)
    #expect(root.traitCollection === rootTraits)
    // A real change (the window's, which the presentation's container inherits) still reaches
    // the presented controller and its view.
    root.present(presented, animated: false)
    UIApplication.shared.runUntilIdle()
    w.traitOverrides.userInterfaceStyle = .dark
    #expect(presented.traitCollection.userInterfaceStyle == .dark)
    #expect(presented.view.traitCollection.userInterfaceStyle == .dark)
    withExtendedLifetime(w) {}
  }

  @Test("TraitCache (win18): a 100,000-deep chain's leaf read after a change elsewhere is confirmed top-down without a call stack, and follows a change at the top")
  func deepChainConfirmation() {
    let depth = 100_000
    let w = window()
    let top = UIView()
    top.traitOverrides.userInterfaceStyle = .dark
    var leaf = top
    for _ in 0..<depth {
      let next = UIView()
      leaf.addSubview(next)
      leaf = next
    }
    w.addSubview(top)
    let traits = leaf.traitCollection
    #expect(traits.userInterfaceStyle == .dark)
    let elsewhere = UIView()
    w.addSubview(elsewhere)
    #expect(leaf.traitCollection === traits)
    top.traitOverrides.userInterfaceStyle = .light
    #expect(leaf.traitCollection.userInterfaceStyle == .light)
    // Every level stale at once (a change above the chain), read from the leaf.
    w.traitOverrides.layoutDirection = .rightToLeft
    #expect(leaf.traitCollection.layoutDirection == .rightToLeft)
    top.removeFromSuperview()
  }
}
