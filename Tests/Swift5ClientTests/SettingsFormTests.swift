import Testing
import UIKit
import OpenUIKitTesting
@testable import OpenUIKit

/// Swift 5-mode settings form (SettingsFormCode.swift): configured cells, a selection
/// background from the update handler, and a content-unavailable empty state.
@MainActor @Suite(.serialized) struct SettingsFormTests {
  private func content(_ cell: UITableViewCell?) -> UIListContentView? {
    cell?.contentView.subviews.compactMap { $0 as? UIListContentView }.first
  }

  private func background(_ cell: UITableViewCell?) -> UIView? {
    cell?.subviews.first { $0 is _UIBackgroundConfigurationView }
  }

  @Test("UIKit (iOS 14–17 configurations): value and default cells show their content; a tap selects with the handler's background; an empty list shows the content-unavailable view, whose button restores rows")
  func settingsForm() throws {
    UIApplication.shared.useLinkedSDK(.iOS17)
    UIApplication.shared.runUntilIdle()
    let form = SettingsFormViewController()
    let nav = UINavigationController(rootViewController: form)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    window.rootViewController = nav
    window.makeKeyAndVisible()
    UIApplication.shared.runUntilIdle()

    let table = try #require(form.tableView)
    let wifi = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(wifi.textLabel == nil)
    let wifiContent = try #require(content(wifi))
    #expect(wifiContent._textLabelForTesting.text == "Wi-Fi")
    #expect(wifiContent._secondaryTextLabelForTesting.text == "Home")
    #expect(wifiContent._secondaryTextLabelForTesting.frame.maxX == wifi.contentView.bounds.width - 16)
    #expect(!wifiContent._imageViewForTesting.isHidden)
    let notifications = try #require(content(table.cellForRow(at: IndexPath(row: 2, section: 0))))
    #expect(notifications._secondaryTextLabelForTesting.isHidden)
    // The handler's background is in before the first frame: the grouped cell colour.
    let wifiBackground = try #require(background(wifi))
    #expect(wifiBackground.backgroundColor == .secondarySystemGroupedBackground)

    // Tap Bluetooth: selected, its background turns the handler's blue.
    let bluetooth = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
    let point = bluetooth.convert(CGPoint(x: 60, y: 22), to: window)
    window.tap(at: point)
    UIApplication.shared.runUntilIdle()
    #expect(form.chosen == "Bluetooth")
    #expect(bluetooth.isSelected)
    #expect(background(bluetooth)?.backgroundColor == UIColor.systemBlue.withAlphaComponent(0.2))
    #expect(background(wifi)?.backgroundColor == .secondarySystemGroupedBackground)

    // No rows: the empty state covers the table, frontmost.
    form.rows = []
    UIApplication.shared.runUntilIdle()
    let empty = try #require(form.view.subviews.compactMap { $0 as? UIContentUnavailableView }.first)
    #expect(form.view.subviews.last === empty)
    #expect(empty.frame == form.view.bounds)
    #expect(empty._textLabelForTesting.text == "No Settings")
    #expect(table.numberOfRows(inSection: 0) == 0)
    empty._buttonForTesting.sendActions(for: .primaryActionTriggered)
    UIApplication.shared.runUntilIdle()
    #expect(empty.superview == nil)
    #expect(form.contentUnavailableConfiguration == nil)
    #expect(content(table.cellForRow(at: IndexPath(row: 0, section: 0)))?._secondaryTextLabelForTesting.text == "Off")
  }
}
