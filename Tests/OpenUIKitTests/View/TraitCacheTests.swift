import Foundation
@testable import OpenUIKit
import OpenUIKitTesting
import Testing
import UIKit

/// Cached trait collections (Trait/TraitCache.swift, issue 15): every environment keeps its
/// resolved collection until an input changes. Each test reads traits (filling the caches),
/// changes one input, and proves the next read sees the change — a stale value is never returned.
@MainActor
@Suite(.serialized)
struct TraitCacheTests {
  private func window(width: CGFloat = 393, height: CGFloat = 852, root: UIViewController? = nil) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
    if let root { window.rootViewController = root }
    window.makeKeyAndVisible()
    return window
  }

  @Test("TraitCache: unchanged inputs give the same collection object on every read (views, controllers, screen)")
  func cachedReadsAreIdentical() {
    let root = UIViewController()
    let w = window(root: root)
    let sub = UIView()
    root.view.addSubview(sub)
    #expect(sub.traitCollection === sub.traitCollection)
    #expect(root.traitCollection === root.traitCollection)
    #expect(w.traitCollection === w.traitCollection)
    #expect(UIScreen.main.traitCollection === UIScreen.main.traitCollection)
    #expect(sub.traitCollection == w.traitCollection)
  }

  @Test("TraitCache: a view's traitOverrides invalidate its own and its subtree's cached traits")
  func viewOverrides() {
    let w = window()
    let parent = UIView(), child = UIView()
    w.addSubview(parent)
    parent.addSubview(child)
    #expect(child.traitCollection.userInterfaceStyle == .light)
    parent.traitOverrides.userInterfaceStyle = .dark
    #expect(parent.traitCollection.userInterfaceStyle == .dark)
    #expect(child.traitCollection.userInterfaceStyle == .dark)
    parent.traitOverrides = UITraitOverrides()
    #expect(child.traitCollection.userInterfaceStyle == .light)
  }

  @Test("TraitCache: a controller's traitOverrides (a parent's and a child's own) invalidate cached traits")
  func controllerOverrides() {
    let root = UIViewController(), child = UIViewController()
    let w = window(root: root)
    root.addChild(child)
    root.view.addSubview(child.view)
    child.didMove(toParent: root)
    let leaf = UIView()
    child.view.addSubview(leaf)
    #expect(leaf.traitCollection.horizontalSizeClass == .compact)
    root.traitOverrides.horizontalSizeClass = .regular
    #expect(root.traitCollection.horizontalSizeClass == .regular)
    #expect(child.traitCollection.horizontalSizeClass == .regular)
    #expect(leaf.traitCollection.horizontalSizeClass == .regular)
    child.traitOverrides.userInterfaceStyle = .dark
    #expect(child.traitCollection.userInterfaceStyle == .dark)
    #expect(leaf.traitCollection.userInterfaceStyle == .dark)
    #expect(w.traitCollection.userInterfaceStyle == .light)
  }

  @Test("TraitCache: moving a view to another superview or window gives it the new environment's traits")
  func superviewAndWindowChanges() {
    let w1 = window()
    let w2 = window(width: 852, height: 393)
    let dark = UIView(), light = UIView(), moving = UIView(), leaf = UIView()
    dark.traitOverrides.userInterfaceStyle = .dark
    w1.addSubview(dark)
    w1.addSubview(light)
    dark.addSubview(moving)
    moving.addSubview(leaf)
    #expect(leaf.traitCollection.userInterfaceStyle == .dark)
    light.addSubview(moving)
    #expect(leaf.traitCollection.userInterfaceStyle == .light)
    #expect(leaf.traitCollection.verticalSizeClass == .regular)
    w2.addSubview(moving)
    #expect(leaf.traitCollection.verticalSizeClass == .compact)
    moving.removeFromSuperview()
    #expect(leaf.traitCollection.verticalSizeClass == .unspecified)
  }

  @Test("TraitCache: a window's size (size classes) and screen invalidate cached traits")
  func windowSizeAndScreen() {
    let root = UIViewController()
    let w = window(root: root)
    let sub = UIView()
    root.view.addSubview(sub)
    #expect(sub.traitCollection.verticalSizeClass == .regular)
    w.frame = CGRect(x: 0, y: 0, width: 852, height: 393)
    UIApplication.shared.runUntilIdle()
    #expect(w.traitCollection.verticalSizeClass == .compact)
    #expect(root.traitCollection.verticalSizeClass == .compact)
    #expect(sub.traitCollection.verticalSizeClass == .compact)
    #expect(sub.traitCollection.displayScale == 3)
    w.screen = UIScreen(profile: .iPhoneSE)
    #expect(sub.traitCollection.displayScale == 2)
  }

  @Test("TraitCache: a device profile change invalidates the screen's traits and a windowless controller's")
  func deviceProfile() {
    let saved = UIScreen.main.profile
    defer { UIScreen.setProfile(saved) }
    UIScreen.setProfile(.iPhone15)
    let loose = UIViewController()
    #expect(loose.traitCollection.userInterfaceIdiom == .phone)
    #expect(UIScreen.main.traitCollection.displayScale == 3)
    UIScreen.useDevice(.iPadPro11)
    #expect(UIScreen.main.traitCollection.userInterfaceIdiom == .pad)
    #expect(loose.traitCollection.userInterfaceIdiom == .pad)
    #expect(loose.traitCollection.horizontalSizeClass == .regular)
  }

  @Test("TraitCache: adding a child, removing it, and its parent dying change where its traits come from")
  func parentChanges() {
    let root = UIViewController()
    _ = window(root: root)
    root.traitOverrides.userInterfaceStyle = .dark
    let child = UIViewController()
    #expect(child.traitCollection.userInterfaceStyle == .light)
    root.addChild(child)
    #expect(child.traitCollection.userInterfaceStyle == .dark)
    child.removeFromParent()
    #expect(child.traitCollection.userInterfaceStyle == .light)
    // A parent that dies: its child's weak link reads nil, without a setter.
    var parent: UIViewController? = UIViewController()
    parent!.traitOverrides.userInterfaceStyle = .dark
    let orphan = UIViewController()
    parent!.addChild(orphan)
    #expect(orphan.traitCollection.userInterfaceStyle == .dark)
    parent = nil
    #expect(orphan.parent == nil)
    #expect(orphan.traitCollection.userInterfaceStyle == .light)
  }

  @Test("TraitCache: a controller's root view follows a change of its controller (view replaced)")
  func rootViewChange() {
    let root = UIViewController()
    _ = window(root: root)
    let holder = UIViewController()
    holder.traitOverrides.userInterfaceStyle = .dark
    let view = UIView()
    holder.view = view
    #expect(view.traitCollection.userInterfaceStyle == .dark)
    holder.view = UIView()
    #expect(view.traitCollection.userInterfaceStyle == .unspecified)
  }

  @Test("TraitCache: presenting and dismissing change a controller's traits source; overrideTraitCollection and a presentation's traitOverrides invalidate")
  func presentationChanges() {
    final class Presentation: UIPresentationController {}
    final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
      func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
        Presentation(presentedViewController: presented, presenting: presenting)
      }
    }
    let root = UIViewController()
    _ = makeWindow(root: root, sdk: .iOS17)
    let delegate = Delegate()
    let presented = UIViewController()
    presented.modalPresentationStyle = .custom
    presented.transitioningDelegate = delegate
    let leaf = UIView()
    presented.view.addSubview(leaf)
    #expect(leaf.traitCollection.userInterfaceStyle == .light)
    root.present(presented, animated: false)
    UIApplication.shared.runUntilIdle()
    guard let pc = presented.presentationController else {
      Issue.record("no presentation controller")
      return
    }
    #expect(presented.traitCollection.userInterfaceStyle == .light)
    pc.overrideTraitCollection = UITraitCollection(userInterfaceStyle: .dark)
    #expect(pc.traitCollection.userInterfaceStyle == .dark)
    #expect(presented.traitCollection.userInterfaceStyle == .dark)
    #expect(leaf.traitCollection.userInterfaceStyle == .dark)
    pc.traitOverrides.horizontalSizeClass = .regular
    #expect(presented.traitCollection.horizontalSizeClass == .regular)
    #expect(leaf.traitCollection.horizontalSizeClass == .regular)
    presented.dismiss(animated: false)
    UIApplication.shared.runUntilIdle()
    #expect(presented.presentingViewController == nil)
    #expect(presented.traitCollection.userInterfaceStyle == .light)
    #expect(presented.traitCollection.horizontalSizeClass == .compact)
  }

  @Test("TraitCache: a presentation controller subclass computing overrideTraitCollection is asked on each read")
  func computedOverrideTraitCollection() {
    final class Computed: UIPresentationController {
      var style: UIUserInterfaceStyle = .light
      override var overrideTraitCollection: UITraitCollection? {
        get { UITraitCollection(userInterfaceStyle: style) }
        set {}
      }
    }
    let root = UIViewController()
    _ = makeWindow(root: root, sdk: .iOS17)
    let presented = UIViewController()
    let pc = Computed(presentedViewController: presented, presenting: root)
    #expect(pc.traitCollection.userInterfaceStyle == .light)
    pc.style = .dark
    #expect(pc.traitCollection.userInterfaceStyle == .dark)
  }

  @Test("TraitCache: a trait-change callback that changes an input during propagation is seen by the reads after it")
  func callbackChangesInput() {
    final class Flipping: UIView {
      weak var target: UIView?
      override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        target?.traitOverrides.layoutDirection = .rightToLeft
      }
    }
    let w = window()
    let flipping = Flipping(), sibling = UIView(), leaf = UIView()
    w.addSubview(flipping)
    w.addSubview(sibling)
    sibling.addSubview(leaf)
    flipping.target = sibling
    #expect(leaf.traitCollection.layoutDirection == .leftToRight)
    w.traitOverrides.userInterfaceStyle = .dark
    #expect(leaf.traitCollection.userInterfaceStyle == .dark)
    #expect(leaf.traitCollection.layoutDirection == .rightToLeft)
  }
}
