import Testing
import UIKit
import OpenUIKitTesting
@testable import OpenUIKit

/// Swift 5-mode contacts directory (ContactDirectoryCode.swift): a registered header class with
/// Auto Layout content measured for automatic heights, floating headers in a plain table, a
/// header button, footers from titles styled in willDisplayFooterView.
@MainActor @Suite(.serialized) struct ContactDirectoryTests {
    static let contacts = ["Ada", "Alan", "Anita", "Barbara", "Bjarne", "Brian", "Claude", "Dennis", "Donald", "Edsger",
        "Frances", "Grace", "Guido", "Hedy", "Ivan", "John", "Ken", "Linus", "Margaret", "Niklaus"]
        .map { DirectoryContact(name: $0, phone: "555-0100") }

    @Test("UIKit (UITableViewHeaderFooterView, viewForHeaderInSection, automaticDimension): lettered headers measure 44 pt, float while their section scrolls, their button works; footers show counts")
    func directoryHeaders() throws {
        UIApplication.shared.useLinkedSDK(.iOS17)
        StoryboardClassRegistry.registerHeaderFooterView(DirectorySectionHeader.self) { DirectorySectionHeader(reuseIdentifier: $0) }
        let directory = DirectoryViewController(contacts: Self.contacts)
        let nav = UINavigationController(rootViewController: directory)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.rootViewController = nav
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
        let table = try #require(directory.tableView)

        // Header A: 12 + 20 + 12 pt from its constraints; its letter blue from willDisplayHeaderView.
        let headerA = try #require(table.headerView(forSection: 0) as? DirectorySectionHeader)
        #expect(table.rectForHeader(inSection: 0).height == 44)
        #expect(headerA.letterLabel.text == "A" && headerA.letterLabel.textColor == .systemBlue)
        #expect(directory.displayedHeaders.first == 0)
        let footerA = try #require(table.footerView(forSection: 0))
        #expect(footerA.textLabel?.text == "3 contacts")
        #expect(footerA.textLabel?.font == .systemFont(ofSize: 12))

        // The See All button in header A.
        let button = headerA.seeAllButton
        let center = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: window)
        window.tap(at: center)
        UIApplication.shared.runUntilIdle()
        #expect(directory.expandedLetters == ["A"])

        // Scrolled into section B: its header floats at the top under the navigation bar.
        let sectionB = table.rect(forSection: 1)
        table.setContentOffset(CGPoint(x: 0, y: sectionB.minY + 30 - table.adjustedContentInset.top), animated: false)
        table.layoutIfNeeded()
        let headerB = try #require(table.headerView(forSection: 1) as? DirectorySectionHeader)
        #expect(abs(headerB.frame.minY - (table.contentOffset.y + table.adjustedContentInset.top)) < 0.01)
        #expect(headerB.letterLabel.text == "B")
        window.isHidden = true
    }
}
