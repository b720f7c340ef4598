import Testing
import UIKit
import OpenUIKitTesting

/// The Auto Layout client code (AutoLayoutClientCode.swift) runs and lands where UIKit puts it.
@MainActor @Suite(.serialized) struct AutoLayoutClientTests {
  func show(_ controller: UIViewController) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    UIApplication.shared.runUntilIdle()
    return window
  }

  @Test("UIKit: a card pinned to the bottom with a 300-pt high-priority height, its title in the margins, its scroll view sized by a stack through the content guide")
  func cardLandsAndScrolls() {
    let start = UIApplication.shared.diagnostics.count
    let card = CardContentViewController()
    let window = show(card)
    defer { window.isHidden = true }
    #expect(card.cardView.frame == CGRect(x: 0, y: 552, width: 393, height: 300))
    #expect(card.titleLabel.frame.minX == 20)
    #expect(card.titleLabel.frame.minY == 12)
    #expect(abs(card.closeButton.frame.maxX - (393 - 20)) < 0.01)
    // The stack fills the content guide: 12 rows, the scroll view's content is as tall as it.
    let stack = card.contentStack
    #expect(stack.frame.width == card.scrollView.frame.width - 32)
    #expect(card.scrollView.contentSize.height == stack.frame.height)
    #expect(stack.frame.height > card.scrollView.frame.height)
    #expect(card.scrollView.frame.maxY == card.cardView.bounds.height - 34)
    #expect(card.marginChanges == 1)
    #expect(card.safeAreaChanges >= 1)
    #expect(UIApplication.shared.diagnostics.dropFirst(start).filter { $0.message.contains("Unable to simultaneously") }.isEmpty)
  }

  @Test("UIKit: the card's height constraint animates inside UIView.animate with layoutIfNeeded, frame by frame")
  func cardExpandsAnimated() {
    let card = CardContentViewController()
    let window = show(card)
    defer { window.isHidden = true }
    card.expand(to: 500)
    // The model frame jumps to the end; the presentation moves there over 0.3 s.
    #expect(card.cardView.frame == CGRect(x: 0, y: 352, width: 393, height: 500))
    UIApplication.shared.advance(by: 0.15)
    let mid = card.cardView.layer.presentation()?.frame.height ?? 0
    #expect(mid > 300 && mid < 500)
    UIApplication.shared.runUntilIdle()
    #expect(card.cardView.layer.presentation()?.frame.height == 500)
  }

  @Test("UIKit: a view laid out with the visual format — margins, metrics, a priority and an aspect ratio")
  func badgeWithVisualFormat() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let badge = BadgeView(frame: .zero)
    badge.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(badge)
    NSLayoutConstraint.activate([
      badge.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      badge.topAnchor.constraint(equalTo: root.topAnchor),
      badge.widthAnchor.constraint(equalToConstant: 200),
    ])
    root.layoutIfNeeded()
    // |-[icon(side)]: the margin (8) then 24; -gap- 6 then the text to the right margin.
    #expect(badge.iconView.frame == CGRect(x: 8, y: 8, width: 24, height: 24))
    #expect(badge.textLabel.frame.minX == 38)
    #expect(badge.textLabel.frame.maxX == 192)
    // The alignment rectangle is 2 pt inside the frame at the sides.
    #expect(badge.frame == CGRect(x: -2, y: 0, width: 204, height: 40))
    // Centred on the icon, to the pixel grid (1/3 pt here).
    #expect(abs(badge.textLabel.center.y - badge.iconView.center.y) < 0.34)
    badge.layoutMargins = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
    #expect(badge.marginChangeCount == 1)
    root.layoutIfNeeded()
    #expect(badge.iconView.frame.minX == 4)
  }

  @Test("UIKit: the reads and calls apps make around Auto Layout answer as UIKit does")
  func everydayReads() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let seen = autoLayoutEverydayReads(view, guide: UILayoutGuide())
    #expect(seen[0] == "1000.0,750.0,250.0,50.0,510.0,500.0,490.0")
    #expect(seen[1] == "-1.0")
    #expect(seen[3] == "1 true")
    #expect(seen[4] == "true true true 1.7777777777777777")
    #expect(view.layoutGuides.isEmpty)
  }
}
