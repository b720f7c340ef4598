import Foundation
import OpenUIKitTesting
import Testing
import UIKit

/// Leading and trailing follow the layout direction (NSLayoutConstraint.Attribute.leading docs:
/// "the left edge for left-to-right languages, the right edge for right-to-left ones").
@MainActor
@Suite(.serialized)
struct AutoLayoutDirectionTests {
  func rightToLeft(_ views: UIView...) {
    for view in views { view.semanticContentAttribute = .forceRightToLeft }
  }

  @Test("UIKit: in a right-to-left layout, leading is the right edge and a leading constant of 20 sits 20 pt in from the right (NSLayoutConstraint.Attribute.leading docs)")
  func leadingIsRightInRightToLeft() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let child = UIView(), next = UIView()
    for v in [child, next] {
      v.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(v)
    }
    rightToLeft(root, child, next)
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      child.topAnchor.constraint(equalTo: root.topAnchor), child.widthAnchor.constraint(equalToConstant: 100),
      child.heightAnchor.constraint(equalToConstant: 10),
      next.leadingAnchor.constraint(equalTo: child.trailingAnchor, constant: 10),
      next.topAnchor.constraint(equalTo: root.topAnchor), next.widthAnchor.constraint(equalToConstant: 50),
      next.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(child.frame.minX == 280)
    #expect(next.frame.minX == 220)
    // Left and right stay absolute.
    let fixed = UIView()
    fixed.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(fixed)
    fixed.semanticContentAttribute = .forceRightToLeft
    NSLayoutConstraint.activate([
      fixed.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 20), fixed.topAnchor.constraint(equalTo: root.topAnchor),
      fixed.widthAnchor.constraint(equalToConstant: 10), fixed.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(fixed.frame.minX == 20)
    // Back to left-to-right: the same constraints lay out from the left.
    for v in [root, child, next] { v.semanticContentAttribute = .forceLeftToRight }
    root.layoutIfNeeded()
    #expect(child.frame.minX == 20)
    #expect(next.frame.minX == 130)
  }

  @Test("UIKit: leadingMargin in right-to-left uses the right margin; directionalLayoutMargins' leading is the right inset (directionalLayoutMargins docs)")
  func marginsFollowDirection() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    rightToLeft(root)
    root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 5)
    #expect(root.layoutMargins.right == 30 && root.layoutMargins.left == 5)
    let child = UIView()
    child.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(child)
    rightToLeft(child)
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
      child.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
      child.topAnchor.constraint(equalTo: root.topAnchor), child.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 5, y: 0, width: 365, height: 10))
  }

  @Test("UIKit: a horizontal stack view in a right-to-left layout puts its first arranged view at the right (UIStackView docs: leading to trailing)")
  func stackViewRightToLeft() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let a = SizedView(50, 10), b = SizedView(60, 10)
    let stack = UIStackView(arrangedSubviews: [a, b])
    stack.spacing = 10
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    rightToLeft(root, stack, a, b)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor), stack.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    #expect(stack.frame == CGRect(x: 280, y: 0, width: 120, height: 10))
    #expect(a.frame.minX == 70 && b.frame.minX == 0)
  }

  @Test("UIKit: a layoutDirection trait override (controller and view traitOverrides) re-makes leading/trailing constraints for the new direction, and removing it restores them (UITraitCollection.layoutDirection docs)")
  func traitOverrideReinstallsConstraints() {
    let controller = UIViewController()
    let window = makeWindow(root: controller, size: CGSize(width: 400, height: 800))
    let container = UIView(), child = UIView()
    for (view, parent) in [(container, controller.view!), (child, container)] {
      view.translatesAutoresizingMaskIntoConstraints = false
      parent.addSubview(view)
    }
    NSLayoutConstraint.activate([
      container.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 20),
      container.topAnchor.constraint(equalTo: controller.view.topAnchor), container.widthAnchor.constraint(equalToConstant: 200),
      container.heightAnchor.constraint(equalToConstant: 50),
      child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
      child.topAnchor.constraint(equalTo: container.topAnchor), child.widthAnchor.constraint(equalToConstant: 50),
      child.heightAnchor.constraint(equalToConstant: 10),
    ])
    controller.view.layoutIfNeeded()
    #expect(container.frame.minX == 20 && child.frame.minX == 10)
    controller.traitOverrides.layoutDirection = .rightToLeft
    controller.view.layoutIfNeeded()
    #expect(child.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    #expect(container.frame.minX == 180 && child.frame.minX == 140)
    // A view's own override: its subtree turns back (the container's own edge, related to a
    // right-to-left superview, mixes directions; UIKit leaves that case undocumented).
    container.traitOverrides.layoutDirection = .leftToRight
    controller.view.layoutIfNeeded()
    #expect(child.effectiveUserInterfaceLayoutDirection == .leftToRight)
    #expect(child.frame.minX == 10)
    container.traitOverrides.remove(UITraitLayoutDirection.self)
    controller.traitOverrides.remove(UITraitLayoutDirection.self)
    controller.view.layoutIfNeeded()
    #expect(container.frame.minX == 20 && child.frame.minX == 10)
    window.isHidden = true
  }

  @Test("UIKit: views constrained outside a window lay out right-to-left once they enter a right-to-left hierarchy (UITraitCollection.layoutDirection docs)")
  func constrainedOutsideThenEnteringRightToLeft() {
    let controller = UIViewController()
    controller.traitOverrides.layoutDirection = .rightToLeft
    let window = makeWindow(root: controller, size: CGSize(width: 400, height: 800))
    let card = UIView(), badge = UIView()
    card.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
    badge.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(badge)
    NSLayoutConstraint.activate([
      badge.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8), badge.topAnchor.constraint(equalTo: card.topAnchor),
      badge.widthAnchor.constraint(equalToConstant: 30), badge.heightAnchor.constraint(equalToConstant: 30),
    ])
    card.layoutIfNeeded()
    #expect(badge.frame.minX == 8)
    controller.view.addSubview(card)
    card.layoutIfNeeded()
    #expect(badge.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    #expect(abs(badge.frame.minX - (200 - 8 - 30)) < 1e-9, "\(badge.frame) \(card.frame)")
    window.isHidden = true
  }
}
