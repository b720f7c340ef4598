import Testing
import UIKit
import OpenUIKitTesting
import OpenUIKitRender
@testable import OpenUIKit

/// Swift 5-mode card list (CardListCode.swift): shadowed cards with a shadow path set in
/// layoutSubviews, pull-to-refresh whose handler reloads after a delay, and titles that shrink
/// to fit their card.
@MainActor @Suite(.serialized) struct CardListTests {
  @Test("UIKit (CALayer.shadowPath, UIRefreshControl, UILabel.adjustsFontSizeToFitWidth): cards cast their path's shadow, a pull refreshes once and the delayed reload ends it, a long title shrinks")
  func cardListRefreshes() throws {
    UIApplication.shared.useLinkedSDK(.iOS17)
    // Without the Objective-C runtime a registered cell class is made through its factory.
    StoryboardClassRegistry.registerCell(CardCell.self) { CardCell(style: $0, reuseIdentifier: $1) }
    UIApplication.shared.runUntilIdle()
    let start = UIApplication.shared.diagnostics.count
    let list = CardListViewController(style: .plain)
    let nav = UINavigationController(rootViewController: list)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    window.rootViewController = nav
    window.makeKeyAndVisible()
    UIApplication.shared.runUntilIdle()

    let table = try #require(list.tableView)
    let control = try #require(list.refreshControl)
    #expect(table.refreshControl === control)
    #expect(control.attributedTitle?.string == "Checking for new cards…")

    // Cards: the shadow path is the card's rounded bounds, and the SVG draws that path's shadow.
    let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? CardCell)
    #expect(first.cardView.bounds.size == CGSize(width: 361, height: 80))
    let expected = UIBezierPath(roundedRect: first.cardView.bounds, cornerRadius: 12).cgPath
    #expect(first.cardView.layer.shadowPath == expected)
    let svg = SVGRenderer().render(window.layer._renderFrame(size: window.bounds.size))
    #expect(svg.contains("<feGaussianBlur stdDeviation=\"8\"/>"))

    // Titles: the short one keeps 22 pt, the long one shrinks (not below 11 pt).
    let third = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)) as? CardCell)
    #expect((first.titleLabel.layer as! CATextLayer).fontSize == 22)
    let shrunk = (third.titleLabel.layer as! CATextLayer).fontSize
    #expect(shrunk < 22 && shrunk >= 11)
    #expect(third.titleLabel.font.pointSize == 22)

    // Pull to refresh.
    let restTop = table.adjustedContentInset.top
    #expect(table.contentOffset.y == -restTop)
    window.drag(from: CGPoint(x: 196, y: 200), to: CGPoint(x: 196, y: 650), duration: 0.5)
    #expect(list.refreshCount == 1 && control.isRefreshing)
    #expect(table.adjustedContentInset.top == restTop + 60)
    UIApplication.shared.advance(by: 0.5)
    #expect(abs(table.contentOffset.y + restTop + 60) < 1)
    #expect(list.items.count == 3)
    // The handler's reload a second later ends the refresh; the list scrolls back.
    UIApplication.shared.runUntilIdle()
    #expect(list.items.first == "New card 1" && list.items.count == 4)
    #expect(!control.isRefreshing && table.adjustedContentInset.top == restTop)
    #expect(table.contentOffset.y == -restTop && control.isHidden)
    let newFirst = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? CardCell)
    #expect(newFirst.titleLabel.text == "New card 1")
    #expect(list.refreshCount == 1)
    #expect(UIApplication.shared.diagnostics.dropFirst(start).isEmpty)
    window.isHidden = true
  }
}
