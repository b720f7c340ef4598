import Testing
import UIKit
import OpenUIKitTesting
@testable import OpenUIKit

/// Swift 5-mode large titles (LargeTitleListCode.swift): a settings list with a large title
/// pushing a detail screen that shows a standard title.
@MainActor @Suite(.serialized) struct LargeTitleListTests {
  @Test("UIKit (prefersLargeTitles, largeTitleDisplayMode): the list shows a 96 pt bar with its large title, scrolling collapses it, and a tapped row pushes a .never screen whose 44 pt bar the pop gives back")
  func settingsListPushesDetail() throws {
    UIApplication.shared.useLinkedSDK(.iOS17)
    let start = UIApplication.shared.diagnostics.count
    let list = SettingsListViewController()
    let nav = UINavigationController(rootViewController: list)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    window.rootViewController = nav
    window.makeKeyAndVisible()
    UIApplication.shared.runUntilIdle()

    let bar = nav.navigationBar
    #expect(bar.prefersLargeTitles)
    #expect(bar.frame == CGRect(x: 0, y: 54, width: 393, height: 96))
    #expect(bar._largeTitleLabel.text == "Settings" && bar._titleLabel.alpha == 0)
    #expect(list.tableView.adjustedContentInset.top == 150)
    #expect(list.tableView.contentOffset.y == -150)
    // The default bar is transparent over the list's top (iOS 15+).
    #expect(bar.backgroundColor == .clear)

    // Scrolled up by 30 pt: the large title collapses by as much.
    list.tableView.contentOffset.y = -120
    window.layoutIfNeeded()
    #expect(bar.frame.height == 66)
    list.tableView.contentOffset.y = -150
    window.layoutIfNeeded()
    #expect(bar.frame.height == 96)

    // Tap "Privacy" (the second row).
    let row = list.tableView.rectForRow(at: IndexPath(row: 1, section: 0))
    let point = list.tableView.convert(CGPoint(x: row.midX, y: row.midY), to: window)
    window.tap(at: point)
    UIApplication.shared.advance(by: 0.15)
    let detail = try #require(nav.topViewController as? SettingDetailViewController)
    #expect(list.lastOpened == "Privacy" && detail.setting == "Privacy")
    let midway = try #require(bar.layer.presentation()).bounds.height
    #expect(midway > 44 && midway < 96)
    UIApplication.shared.runUntilIdle()
    #expect(bar.frame.height == 44 && bar._titleLabel.text == "Privacy" && bar._titleLabel.alpha == 1)
    #expect(detail.view.safeAreaInsets.top == 98)

    nav.popViewController(animated: true)
    UIApplication.shared.runUntilIdle()
    #expect(bar.frame.height == 96 && list.tableView.contentOffset.y == -150)
    #expect(UIApplication.shared.diagnostics.dropFirst(start).isEmpty)
    window.isHidden = true
  }
}
