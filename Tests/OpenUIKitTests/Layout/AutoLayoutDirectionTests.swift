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
}
