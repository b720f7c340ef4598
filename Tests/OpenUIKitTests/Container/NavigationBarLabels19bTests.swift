import Foundation
import OpenQuartzCore
import Testing
import UIKit
@testable import OpenUIKit

/// sbload19b: a navigation bar makes its title label once (styled, with the bar) and its
/// large-title label only with the large-title row; what the bar shows is unchanged.
@MainActor @Suite(.serialized) struct NavigationBarLabels19bTests {
  @Test("Rule: a new bar's only label is its styled title label (17 pt bold, centred), showing the top item's title")
  func titleLabelMadeOnce() {
    let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 393, height: 44))
    let labels = bar.subviews.compactMap { $0 as? UILabel }
    #expect(labels.count == 1 && labels.first === bar._titleLabel)
    #expect(bar._titleLabel.font.pointSize == 17 && bar._titleLabel.textAlignment == .center)
    bar.setItems([UINavigationItem(title: "Inbox")], animated: false)
    #expect(bar._titleLabel.text == "Inbox")
    #expect(bar._largeTitleRow == nil)
    #expect(bar.subviews.compactMap { $0 as? UILabel }.count == 1)
  }

  @Test("Rule: titles set before a bar prefers large titles show in the large-title row once it does, and follow later item changes")
  func largeTitleLabelMadeWithRow() throws {
    let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 393, height: 44))
    bar.setItems([UINavigationItem(title: "Inbox")], animated: false)
    bar.prefersLargeTitles = true
    let row = try #require(bar._largeTitleRow)
    #expect(row.subviews.count == 1 && row.subviews.first === bar._largeTitleLabel)
    #expect(bar._largeTitleLabel.text == "Inbox")
    bar.setItems([UINavigationItem(title: "Inbox"), UINavigationItem(title: "Mail")], animated: false)
    #expect(bar._largeTitleLabel.text == "Mail")
    bar.setItems([], animated: false)
    #expect(bar._largeTitleLabel.text == nil)
    // Turning large titles off keeps the row's label in step with the items.
    bar.setItems([UINavigationItem(title: "Drafts")], animated: false)
    bar.prefersLargeTitles = false
    #expect(bar._largeTitleLabel.text == "Drafts")
  }
}
