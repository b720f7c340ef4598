import Foundation
import OpenUIKitTesting
import Testing
import UIKit

/// Tab bars and the safe area (UITabBarController docs; spec B3: a root view's safe area
/// includes the visible bars; Docs/Behaviour.md "Tab bar and safe area").
@MainActor @Suite(.serialized) struct TabBarSafeAreaTests {
  @Test("UIKit: on an iPhone 15 the tab bar is 49 pt of items above the 34 pt home area (83 pt), and the child's view runs under it with that as its bottom safe area")
  func tabBarAboveHomeArea() throws {
    let first = UIViewController()
    let tab = UITabBarController()
    tab.viewControllers = [first, UIViewController()]
    let window = makeWindow(root: tab, size: CGSize(width: 393, height: 852), sdk: .iOS17)
    UIApplication.shared.advance(by: 1.0 / 60)
    #expect(tab.tabBar.frame == CGRect(x: 0, y: 852 - 83, width: 393, height: 83))
    #expect(first.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(first.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 83, right: 0))
    // A tap in the bar's items (its top 49 pt) selects the second tab.
    window.tap(at: CGPoint(x: 393 * 0.75, y: 852 - 83 + 24))
    UIApplication.shared.runUntilIdle()
    #expect(tab.selectedIndex == 1)
    window.isHidden = true
  }

  @Test("UIKit: a table in a navigation controller in a tab rests below the navigation bar, and its bottom inset reaches above the tab bar")
  func tableInNavigationInTab() {
    let source = ListDataSource(counts: [40])
    let tableController = UITableViewController(style: .plain)
    let table = tableController.tableView!
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
    table.dataSource = source
    let tab = UITabBarController()
    tab.viewControllers = [UINavigationController(rootViewController: tableController)]
    let window = makeWindow(root: tab, size: CGSize(width: 393, height: 852), sdk: .iOS17)
    UIApplication.shared.advance(by: 1.0 / 60)
    #expect(table.adjustedContentInset.top == 98)
    #expect(table.adjustedContentInset.bottom == 83)
    #expect(table.contentOffset.y == -98)
    // Scrolled to its end, the last row's bottom meets the tab bar's top.
    let maxOffset = table.contentSize.height - table.bounds.height + table.adjustedContentInset.bottom
    table.contentOffset.y = maxOffset
    let last = table.rectForRow(at: IndexPath(row: 39, section: 0))
    #expect(abs(table.convert(CGPoint(x: 0, y: last.maxY), to: nil).y - (852 - 83)) < 0.001)
    window.isHidden = true
  }

  @Test("UIKit: a navigation controller's visible toolbar sits above the home area (44 + 34 pt on an iPhone 15) and adds to the top controller's bottom safe area; hiding it takes that back")
  func toolbarAddsToSafeArea() {
    let child = UIViewController()
    let nav = UINavigationController(rootViewController: child)
    let window = makeWindow(root: nav, size: CGSize(width: 393, height: 852), sdk: .iOS17)
    UIApplication.shared.advance(by: 1.0 / 60)
    #expect(child.view.safeAreaInsets.bottom == 34)
    nav.setToolbarHidden(false, animated: false)
    UIApplication.shared.advance(by: 1.0 / 60)
    #expect(nav.toolbar.frame == CGRect(x: 0, y: 852 - 34 - 44, width: 393, height: 44))
    #expect(child.view.safeAreaInsets.bottom == 78)
    nav.setToolbarHidden(true, animated: false)
    UIApplication.shared.advance(by: 1.0 / 60)
    #expect(child.view.safeAreaInsets.bottom == 34)
    window.isHidden = true
  }
}
