import Foundation
@testable import OpenQuartzCore
@testable import OpenUIKit
import OpenUIKitTesting
import Testing
import UIKit

/// The mechanisms viewtree14 added to the view-tree part of a present+dismiss cycle (issue 15):
/// the live-controller list linked through the controllers, the window's kept base traits, the
/// safe area read once per layout check, Auto Layout storage read without being made, the layer
/// layout skipped where it has nothing to do, and ancestor priming without a list. Each test
/// pins what callers observe; none measures time.
@MainActor
@Suite(.serialized)
struct ViewTreeCycleTests {
  final class Recorder: UIViewController {
    static var log: [String] = []
    let name: String
    init(_ name: String) {
      self.name = name
      super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    override func didReceiveMemoryWarning() { Recorder.log.append(name) }
  }

  private func warnedNames(_ names: Set<String>) -> [String] {
    Recorder.log = []
    UIApplication.shared.simulateMemoryWarning()
    return Recorder.log.filter { names.contains($0) }
  }

  @Test("UIKit: a memory warning reaches every live controller in creation order; dead ones (first, middle, last) leave the list")
  func memoryWarningListOrderAndRemoval() {
    var first: Recorder? = Recorder("a")
    let b = Recorder("b")
    var c: Recorder? = Recorder("c")
    let d = Recorder("d")
    var e: Recorder? = Recorder("e")
    let all: Set<String> = ["a", "b", "c", "d", "e", "f"]
    #expect(warnedNames(all) == ["a", "b", "c", "d", "e"])
    c = nil
    #expect(warnedNames(all) == ["a", "b", "d", "e"])
    first = nil
    e = nil
    #expect(warnedNames(all) == ["b", "d"])
    let f = Recorder("f")
    #expect(warnedNames(all) == ["b", "d", "f"])
    withExtendedLifetime((b, d, f, first, c, e)) {}
  }

  @Test("UIKit: a controller made and released inside didReceiveMemoryWarning does not disturb the warning")
  func memoryWarningWhileControllersComeAndGo() {
    final class Maker: UIViewController {
      var made = 0
      override func didReceiveMemoryWarning() {
        made += 1
        _ = UIViewController()
      }
    }
    let maker = Maker()
    let other = Recorder("after")
    Recorder.log = []
    UIApplication.shared.simulateMemoryWarning()
    #expect(maker.made == 1)
    #expect(Recorder.log.contains("after"))
    withExtendedLifetime(other) {}
  }

  @Test("Window base traits: the kept collection is given again while size classes, idiom and scale hold, and made afresh when one changes")
  func windowBaseTraitsKept() {
    let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    let first = w._baseTraitCollection
    #expect(first === w._baseTraitCollection)
    // A size that keeps the size classes keeps the collection.
    w.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    #expect(w._baseTraitCollection === first)
    // Landscape: new size classes.
    w.frame = CGRect(x: 0, y: 0, width: 852, height: 393)
    let landscape = w._baseTraitCollection
    #expect(landscape.verticalSizeClass == .compact)
    #expect(landscape !== first)
    // Another screen: new scale.
    w.screen = UIScreen(profile: .iPhoneSE)
    #expect(w._baseTraitCollection.displayScale == 2)
    // Another idiom.
    w.screen = UIScreen(profile: .iPadPro11)
    w.frame = CGRect(x: 0, y: 0, width: 834, height: 1194)
    #expect(w._baseTraitCollection.userInterfaceIdiom == .pad)
    #expect(w._baseTraitCollection.horizontalSizeClass == .regular)
    #expect(w.traitCollection == w._baseTraitCollection)
  }

  final class SafeAreaWatcher: UIViewController {
    var marginsSeen: [UIEdgeInsets] = []
    var grow = true
    override func viewSafeAreaInsetsDidChange() {
      // Changes what the safe area depends on: the margins check after it must see the change.
      if grow {
        grow = false
        additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 100, right: 0)
      }
    }
    override func viewLayoutMarginsDidChange() { marginsSeen.append(view.layoutMargins) }
  }

  @Test("Safe area: a viewSafeAreaInsetsDidChange override that changes the safe area is seen by the margins check of the same layout pass")
  func safeAreaOverrideSeenByMargins() {
    let root = UIViewController()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    window.rootViewController = root
    window.makeKeyAndVisible()
    UIApplication.shared.runUntilIdle()
    let watcher = SafeAreaWatcher()
    watcher.view.frame = root.view.bounds
    root.view.addSubview(watcher.view)
    root.view.layoutIfNeeded()
    // The first check saw the window's bottom inset and grew it by 100 in the callback.
    let bottom = window.safeAreaInsets.bottom + 100
    #expect(watcher.view.safeAreaInsets.bottom == bottom)
    #expect(watcher.marginsSeen.first?.bottom == bottom)
    withExtendedLifetime(window) {}
  }

  @Test("Safe area: with OpenUIKit's own callbacks the margins of the first layout include the safe area read for the check")
  func safeAreaReadOnceServesMargins() {
    let root = UIViewController()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    window.rootViewController = root
    window.makeKeyAndVisible()
    UIApplication.shared.runUntilIdle()
    let child = UIViewController()
    child.view.frame = CGRect(x: 0, y: 426, width: 393, height: 426)
    root.view.addSubview(child.view)
    root.view.layoutIfNeeded()
    let bottom = window.safeAreaInsets.bottom
    let side: CGFloat = child.traitCollection.horizontalSizeClass == .regular ? 20 : 16
    #expect(child.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: bottom, right: 0))
    #expect(child.view.layoutMargins == UIEdgeInsets(top: 0, left: side, bottom: bottom, right: side))
    withExtendedLifetime(window) {}
  }

  @Test("Auto Layout storage: moving and laying out views that never used Auto Layout makes no storage for them or their ancestors")
  func noStorageForPlainViews() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    window.makeKeyAndVisible()
    let container = UIView(frame: window.bounds)
    let leaf = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    window.addSubview(container)
    container.addSubview(leaf)
    window.layoutIfNeeded()
    leaf.removeFromSuperview()
    container.removeFromSuperview()
    #expect(leaf._autoLayoutStorage == nil)
    #expect(container._autoLayoutStorage == nil)
  }

  @Test("Auto Layout: removing a view still deactivates its ancestors' constraints that name it or its subviews")
  func removalDeactivatesAncestorConstraints() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let middle = UIView()
    let leaf = UIView()
    root.addSubview(middle)
    middle.addSubview(leaf)
    leaf.translatesAutoresizingMaskIntoConstraints = false
    let c = leaf.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5)
    c.isActive = true
    #expect(c.isActive)
    middle.removeFromSuperview()
    #expect(!c.isActive)
  }

  final class LayerLayoutView: UIView {
    var layerLayouts = 0
    override func layoutSublayers(of layer: CALayer) { layerLayouts += 1 }
  }

  final class CountingLayer: CALayer {
    var layouts = 0
    override func layoutIfNeeded() {
      layouts += 1
      super.layoutIfNeeded()
    }
  }

  final class CountingLayerView: UIView {
    override class var layerClass: AnyClass { CountingLayer.self }
  }

  @Test("Layer layout: a view's layout lays out its layer when the layer, a sublayer or the superlayer needs it, and calls a layer class's own layoutIfNeeded")
  func layerLayoutInViewLayout() {
    let parent = LayerLayoutView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = LayerLayoutView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    parent.addSubview(child)
    parent.layoutIfNeeded()
    let parentBefore = parent.layerLayouts, childBefore = child.layerLayouts
    // The layer itself.
    child.layer.setNeedsLayout()
    child.setNeedsLayout()
    parent.layoutIfNeeded()
    #expect(child.layerLayouts == childBefore + 1)
    // A sublayer of the view's layer.
    let sub = CALayer()
    child.layer.addSublayer(sub)
    sub.setNeedsLayout()
    child.setNeedsLayout()
    parent.layoutIfNeeded()
    #expect(!sub.needsLayout())
    // The superlayer (laid out from the subview's pass when only the subview needs layout).
    parent.layer.setNeedsLayout()
    child.setNeedsLayout()
    child.layoutIfNeeded()
    #expect(parent.layerLayouts == parentBefore + 1)
    // A layer class with its own layoutIfNeeded is always asked.
    let counted = CountingLayerView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    counted.setNeedsLayout()
    counted.layoutIfNeeded()
    #expect((counted.layer as? CountingLayer)?.layouts == 1)
  }

  @Test("Ancestor memo: chains longer than the four kept in locals prime top-down and give the same traits and safe area as a fresh read")
  func longChainsPrime() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    window.makeKeyAndVisible()
    var parent: UIView = window
    var chain: [UIView] = []
    for depth in 0..<9 {
      let v = UIView(frame: parent.bounds)
      if depth == 2 { v.traitOverrides.userInterfaceStyle = .dark }
      parent.addSubview(v)
      chain.append(v)
      parent = v
    }
    for (depth, v) in chain.enumerated() {
      TraitCache.invalidate()
      #expect(v.traitCollection.userInterfaceStyle == (depth >= 2 ? .dark : .light))
      #expect(v.safeAreaInsets == window.safeAreaInsets)
    }
    TraitCache.invalidate()
    let deepest = chain.last!.traitCollection
    #expect(deepest.userInterfaceStyle == .dark)
    #expect(chain[1].traitCollection.userInterfaceStyle == .light)
  }
}
