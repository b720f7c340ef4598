import Foundation
import OpenUIKitTesting
import Testing
import UIKit

/// Issue 12: the iterative hit-testing and memoized trait computation keep UIKit's semantics
/// for views whose classes override what they do.
@MainActor
@Suite(.serialized)
struct DeepTreeSemanticsTests {
  /// A view that claims every touch inside it for itself (its override never asks subviews).
  final class SwallowingView: UIView {
    static var calls = 0
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
      SwallowingView.calls += 1
      return self.point(inside: point, with: event) ? self : nil
    }
  }

  /// Records the traits it sees in traitCollectionDidChange; the first call sets a size-class
  /// override on itself (its subtree's traits change during the propagation).
  final class OverridingView: UIView {
    var seen: [UITraitCollection] = []
    var overrides = true
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      seen.append(traitCollection)
      if overrides {
        overrides = false
        traitOverrides.horizontalSizeClass = .regular
      }
    }
  }

  static func chain(_ depth: Int, in top: UIView, insert: (Int) -> UIView? = { _ in nil }) -> [UIView] {
    var views: [UIView] = []
    var parent = top
    for level in 0..<depth {
      let view = insert(level) ?? UIView()
      view.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
      parent.addSubview(view)
      views.append(view)
      parent = view
    }
    return views
  }

  @Test("UIKit: hitTest(_:with:) asks each subview's hitTest — an override in the middle of a deep chain decides for its subtree")
  func overrideInChainDecides() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    window.makeKeyAndVisible()
    let views = Self.chain(2_000, in: window) { $0 == 1_000 ? SwallowingView() : nil }
    SwallowingView.calls = 0
    let hit = window.hitTest(CGPoint(x: 10, y: 10), with: nil)
    #expect(hit === views[1_000])
    #expect(SwallowingView.calls == 1)
    // Outside the override's bounds it answers nil, and its superview is the hit.
    views[1_000].frame = CGRect(x: 100, y: 100, width: 10, height: 10)
    #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === views[999])
    views.first?.removeFromSuperview()
  }

  @Test("UIKit: hitTest(_:with:) — hidden, non-interactive and transparent views and their subtrees take no touches; front-most subview first")
  func hitTestRulesInChain() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    window.makeKeyAndVisible()
    let views = Self.chain(500, in: window)
    #expect(window.hitTest(CGPoint(x: 5, y: 5), with: nil) === views[499])
    views[300].isUserInteractionEnabled = false
    #expect(window.hitTest(CGPoint(x: 5, y: 5), with: nil) === views[299])
    views[300].isUserInteractionEnabled = true
    views[400].alpha = 0
    #expect(window.hitTest(CGPoint(x: 5, y: 5), with: nil) === views[399])
    views[400].alpha = 1
    let front = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    views[200].addSubview(front)
    #expect(window.hitTest(CGPoint(x: 5, y: 5), with: nil) === front)
    #expect(window.hitTest(CGPoint(x: 60, y: 60), with: nil) === views[499])
    views.first?.removeFromSuperview()
  }

  @Test("UIKit: a trait override set in traitCollectionDidChange during a propagation reaches the views below (traitOverrides, UITraitEnvironment)")
  func overrideDuringPropagation() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    window.makeKeyAndVisible()
    let middle = OverridingView()
    let leaf = OverridingView()
    leaf.overrides = false
    let views = Self.chain(1_000, in: window) { level in
      switch level {
      case 500: middle
      case 999: leaf
      default: nil
      }
    }
    #expect(leaf.traitCollection.horizontalSizeClass == .compact)
    window.traitOverrides.userInterfaceStyle = .dark
    // The middle view's own change: dark and still compact; then its override made it regular.
    #expect(middle.seen.first?.userInterfaceStyle == .dark)
    #expect(middle.traitCollection.horizontalSizeClass == .regular)
    // The leaf ends with both changes and heard about the last traits it has.
    #expect(leaf.traitCollection.horizontalSizeClass == .regular)
    #expect(leaf.traitCollection.userInterfaceStyle == .dark)
    #expect(leaf.seen.last?.horizontalSizeClass == .regular)
    #expect(leaf.seen.last?.userInterfaceStyle == .dark)
    views.first?.removeFromSuperview()
  }

  @Test("UIKit: tintColor is inherited from the nearest ancestor that sets one, however deep")
  func tintThroughDeepChain() {
    let top = UIView()
    let views = Self.chain(50_000, in: top)
    #expect(views.last?.tintColor == .systemBlue)
    views[10].tintColor = .red
    #expect(views.last?.tintColor == .red)
    #expect(views[9].tintColor == .systemBlue)
  }
}
