import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing
import UIKit

@MainActor
struct TabBarSystemItemTests {
  @Test("UIKit: a system tab bar item keeps its tag and draws the system's title, which setting `title` does not change [U: `title` reads nil]")
  func systemItemTitle() {
    let item = UITabBarItem(tabBarSystemItem: .mostViewed, tag: 7)
    #expect(item.tag == 7)
    #expect(item.title == nil)
    let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 320, height: 49))
    bar.setItems([item, UITabBarItem(title: "Mine", image: nil, tag: 1)], animated: false)
    bar.layoutIfNeeded()
    var drawn: [String?] { bar.subviews.compactMap { $0 as? UILabel }.map(\.text) }
    #expect(drawn == ["Most Viewed", "Mine"])
    item.title = "Popular"
    bar.setItems(bar.items, animated: false)
    #expect(drawn == ["Most Viewed", "Mine"])
  }
}
