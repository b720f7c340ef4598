import Testing
import UIKit
import OpenUIKitTesting
@testable import OpenUIKit

/// Swift 5-mode settings screen (SettingsSectionsCode.swift): headers and footers filled through
/// UITableViewHeaderFooterView.defaultContentConfiguration() in an inset-grouped table.
@MainActor @Suite(.serialized) struct SettingsSectionsTests {
    @Test("UIKit (UITableViewHeaderFooterView.defaultContentConfiguration, iOS 14): inset-grouped headers get groupedHeader() — upper-cased titles — footers groupedFooter(); both are as tall as their content")
    func configuredHeaders() throws {
        UIApplication.shared.useLinkedSDK(.iOS17)
        let settings = SettingsSectionsViewController()
        let nav = UINavigationController(rootViewController: settings)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.rootViewController = nav
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
        defer { window.isHidden = true }
        let table = try #require(settings.tableView)

        let header = try #require(table.headerView(forSection: 0))
        let content = try #require(header.contentConfiguration as? UIListContentConfiguration)
        var expected = UIListContentConfiguration.groupedHeader()
        expected.text = "General"
        #expect(content == expected)
        #expect(header.textLabel == nil)
        // The title draws upper-cased.
        let shown = header.contentView.subviews.first { $0 is UIContentView }
        let texts = shown?.subviews.compactMap { ($0 as? UILabel)?.text } ?? []
        #expect(texts.contains("GENERAL"))
        let height = expected.makeContentView().sizeThatFits(CGSize(width: table.bounds.width, height: 0)).height
        #expect(table.rectForHeader(inSection: 0).height == height)

        let footer = try #require(table.footerView(forSection: 0))
        let note = try #require(footer.contentConfiguration as? UIListContentConfiguration)
        #expect(note.textProperties.transform == .none)
        #expect(note.directionalLayoutMargins == UIListContentConfiguration.groupedFooter().directionalLayoutMargins)
        #expect(footer.backgroundConfiguration?.backgroundColor == .clear)
        #expect(footer.backgroundView == nil)
    }
}
