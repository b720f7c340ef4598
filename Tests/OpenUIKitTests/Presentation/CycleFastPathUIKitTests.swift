import Foundation
import Testing

@testable import OpenUIKit

// The fast paths of cycles7 (issue 15) on the UIKit side: each gives the answer of the
// general path it stands in for.

@MainActor
@Test("Transition context: from/to controllers and views in fields; any other view key, and the frames of any number of controllers")
func transitionContextKeepsEveryKeyAndFrame() {
  let a = UIViewController(), b = UIViewController(), c = UIViewController()
  let context = TransitionContext(
    containerView: UIView(), animated: true, style: .custom, from: a, to: b, fromView: a.view, toView: nil)
  #expect(context.viewController(forKey: .from) === a && context.viewController(forKey: .to) === b)
  #expect(context.view(forKey: .from) === a.view && context.view(forKey: .to) == nil)
  context.setView(b.view, forKey: .to)
  #expect(context.view(forKey: .to) === b.view)
  let other = UITransitionContextViewKey(rawValue: "other")
  #expect(context.view(forKey: other) == nil)
  context.setView(c.view, forKey: other)
  #expect(context.view(forKey: other) === c.view)
  context.setView(nil, forKey: other)
  #expect(context.view(forKey: other) == nil)
  let r = { (i: CGFloat) in CGRect(x: i, y: 2 * i, width: 3 * i, height: 4 * i) }
  context.setFrames(for: a, initial: r(1), final: r(2))
  context.setFrames(for: b, initial: r(3), final: r(4))
  context.setFrames(for: c, initial: r(5), final: r(6))
  context.setFrames(for: a, initial: r(7), final: r(8))
  #expect(context.initialFrame(for: a) == r(7) && context.finalFrame(for: a) == r(8))
  #expect(context.initialFrame(for: b) == r(3) && context.finalFrame(for: b) == r(4))
  #expect(context.initialFrame(for: c) == r(5) && context.finalFrame(for: c) == r(6))
  #expect(context.initialFrame(for: UIViewController()) == .zero)
}

@MainActor
@Test("Traits: a chain longer than the memo's short list inherits its root's overrides at every level")
func deepChainInheritsThroughTheMemo() {
  let root = UIView()
  root.traitOverrides.userInterfaceStyle = .dark
  var views = [root]
  for _ in 0..<40 {
    let v = UIView()
    views.last!.addSubview(v)
    views.append(v)
  }
  views[20].traitOverrides.horizontalSizeClass = .compact
  #expect(views.last!.traitCollection.userInterfaceStyle == .dark)
  #expect(views.last!.traitCollection.horizontalSizeClass == .compact)
  #expect(views[10].traitCollection.userInterfaceStyle == .dark)
  #expect(views[10].traitCollection.horizontalSizeClass != .compact)
}
