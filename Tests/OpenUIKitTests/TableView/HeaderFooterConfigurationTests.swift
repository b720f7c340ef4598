import Foundation
import OpenUIKitTesting
import Testing
import UIKit

/// A header subclass recording its configuration updates.
@MainActor
final class ConfiguringHeaderView: UITableViewHeaderFooterView {
  var updates: [String] = []
  override func updateConfiguration(using state: UIViewConfigurationState) {
    updates.append("update")
  }
}

/// Sections whose headers and footers are dequeued from a registered class and configured by
/// the closures; delegate estimates for header and footer heights.
@MainActor
final class ConfiguredSectionSource: NSObject, UITableViewDataSource, UITableViewDelegate {
  var counts: [Int]
  var header: ((UITableViewHeaderFooterView, Int) -> Void)?
  var footer: ((UITableViewHeaderFooterView, Int) -> Void)?
  var estimatedHeader: CGFloat?
  var estimatedFooter: CGFloat?
  var asked: [String] = []

  init(counts: [Int]) { self.counts = counts }

  func numberOfSections(in tableView: UITableView) -> Int { counts.count }
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
  }
  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    guard let header, let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: "H") else { return nil }
    header(view, section)
    return view
  }
  func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    guard let footer, let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: "H") else { return nil }
    footer(view, section)
    return view
  }
  func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
    asked.append("estimatedHeader \(section)")
    return estimatedHeader ?? tableView.estimatedSectionHeaderHeight
  }
  func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
    asked.append("estimatedFooter \(section)")
    return estimatedFooter ?? tableView.estimatedSectionFooterHeight
  }
}

/// UITableViewHeaderFooterView's iOS 14 configurations (contentConfiguration,
/// defaultContentConfiguration(), backgroundConfiguration, configurationUpdateHandler,
/// updateConfiguration(using:)) and the delegate's header/footer height estimates
/// (Docs/Behaviour/tables18.md).
@MainActor
@Suite(.serialized)
struct HeaderFooterConfigurationTests {
  func make(_ source: ConfiguredSectionSource, style: UITableView.Style = .plain, height: CGFloat = 440) -> (UITableView, UIWindow) {
    let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: height))
    w.makeKeyAndVisible()
    let table = UITableView(frame: w.bounds, style: style)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
    table.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "H")
    table.rowHeight = 44
    table.contentInsetAdjustmentBehavior = .never
    table.dataSource = source
    table.delegate = source
    w.addSubview(table)
    UIApplication.shared.runUntilIdle()
    table.layoutIfNeeded()
    return (table, w)
  }

  @Test("UIKit: defaultContentConfiguration() of a dequeued header or footer is styled for the table: plain header()/footer(), grouped and inset-grouped groupedHeader()/groupedFooter()")
  func defaultConfigurationPerStyle() {
    let expected: [(UITableView.Style, UIListContentConfiguration, UIListContentConfiguration)] = [
      (.plain, .header(), .footer()),
      (.grouped, .groupedHeader(), .groupedFooter()),
      (.insetGrouped, .groupedHeader(), .groupedFooter()),
    ]
    for (style, header, footer) in expected {
      let source = ConfiguredSectionSource(counts: [1])
      var headers: [UIListContentConfiguration] = []
      var footers: [UIListContentConfiguration] = []
      source.header = { view, _ in headers.append(view.defaultContentConfiguration()) }
      source.footer = { view, _ in footers.append(view.defaultContentConfiguration()) }
      let (_, w) = make(source, style: style)
      #expect(headers.first == header, "\(style)")
      #expect(footers.first == footer, "\(style)")
      w.isHidden = true
    }
    // Outside a table: a plain header's.
    #expect(UITableViewHeaderFooterView(reuseIdentifier: nil).defaultContentConfiguration() == .plainHeader())
    // The grouped header's title is drawn upper-cased; the plain one as given.
    #expect(UIListContentConfiguration.groupedHeader().textProperties.transform == .uppercase)
    #expect(UIListContentConfiguration.header().textProperties.transform == .none)
  }

  @Test("UIKit: a content configuration on a header replaces textLabel, shows its text, and an automatic header is as tall as its content")
  func contentConfigurationShowsAndSizes() throws {
    let source = ConfiguredSectionSource(counts: [2])
    source.header = { view, section in
      var content = view.defaultContentConfiguration()
      content.text = "Section \(section)"
      content.secondaryText = "Two rows"
      view.contentConfiguration = content
    }
    let (table, w) = make(source)
    defer { w.isHidden = true }
    let header = try #require(table.headerView(forSection: 0))
    #expect(header.textLabel == nil && header.detailTextLabel == nil)
    let shown = try #require(header.contentView.subviews.first { $0 is UIContentView })
    #expect(shown.frame == header.contentView.bounds)
    let labels = shown.subviews.compactMap { $0 as? UILabel }.compactMap(\.text)
    #expect(labels.contains("Section 0") && labels.contains("Two rows"))
    var content = UIListContentConfiguration.header()
    content.text = "Section 0"
    content.secondaryText = "Two rows"
    let expected = content.makeContentView().sizeThatFits(CGSize(width: 320, height: 0)).height
    #expect(expected > 28)  // taller than the title rule: the content is measured
    #expect(table.rectForHeader(inSection: 0).height == expected)
    // Below the header and iOS 15's automatic padding above it (tables19).
    let padding = UIApplication.shared.linkedSDK == .iOS12 ? 0 : CGFloat(22)
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == padding + expected)
    // Setting nil takes the configuration's view away; the label comes back on use.
    header.contentConfiguration = nil
    #expect(!header.contentView.subviews.contains { $0 is UIContentView })
    #expect(header.textLabel != nil)
  }

  @Test("UIKit: a background configuration replaces backgroundView; a backgroundView set later ends the configuration")
  func backgroundConfiguration() {
    let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
    header.frame = CGRect(x: 0, y: 0, width: 320, height: 40)
    header.backgroundView = UIView()
    var background = UIBackgroundConfiguration.listPlainHeaderFooter()
    background.backgroundColor = .systemRed
    header.backgroundConfiguration = background
    #expect(header.backgroundView == nil)
    #expect(header.backgroundConfiguration?.backgroundColor == .systemRed)
    header.layoutIfNeeded()
    // Drawn behind the content: the back-most subview, filling the header, in red.
    let back = header.subviews.first { !$0.isHidden }
    #expect(back?.frame == header.bounds)
    #expect(back !== header.contentView)
    let replacement = UIView()
    header.backgroundView = replacement
    #expect(header.backgroundConfiguration == nil)
    #expect(header.backgroundView === replacement)
  }

  @Test("UIKit: setNeedsUpdateConfiguration() runs updateConfiguration(using:) then the configurationUpdateHandler once at the next layout, with a view configuration state")
  func updateHandlerOrder() {
    let header = ConfiguringHeaderView(reuseIdentifier: "H")
    header.frame = CGRect(x: 0, y: 0, width: 320, height: 40)
    header.layoutIfNeeded()
    header.updates.removeAll()
    #expect(header.automaticallyUpdatesContentConfiguration && header.automaticallyUpdatesBackgroundConfiguration)
    var states: [UIViewConfigurationState] = []
    header.configurationUpdateHandler = { view, state in
      (view as? ConfiguringHeaderView)?.updates.append("handler")
      states.append(state)
    }
    header.setNeedsUpdateConfiguration()
    #expect(header.updates.isEmpty)
    header.layoutIfNeeded()
    #expect(header.updates == ["update", "handler"])
    #expect(states.count == 1)
    #expect(header.configurationState.isSelected == false)
    header.layoutIfNeeded()
    #expect(header.updates == ["update", "handler"])
    header.automaticallyUpdatesContentConfiguration = false
    #expect(!header.automaticallyUpdatesContentConfiguration)
  }

  @Test("UIKit: the delegate's estimatedHeightForHeaderInSection/FooterInSection size sections below the screen until they are measured")
  func delegateEstimates() {
    let source = ConfiguredSectionSource(counts: Array(repeating: 4, count: 12))
    source.header = { view, section in
      var content = view.defaultContentConfiguration()
      content.text = "Header \(section)"
      view.contentConfiguration = content
    }
    source.footer = { view, section in
      var content = view.defaultContentConfiguration()
      content.text = "Footer \(section)"
      view.contentConfiguration = content
    }
    source.estimatedHeader = 70
    source.estimatedFooter = 90
    let (table, w) = make(source, height: 300)
    defer { w.isHidden = true }
    #expect(table.rectForHeader(inSection: 10).height == 70)
    #expect(table.rectForFooter(inSection: 10).height == 90)
    #expect(source.asked.contains("estimatedHeader 10") && source.asked.contains("estimatedFooter 10"))
    // Section 0 is on screen: measured, not estimated.
    let measured = table.rectForHeader(inSection: 0).height
    #expect(measured != 70 && measured > 0)
    table.setContentOffset(CGPoint(x: 0, y: table.rectForHeader(inSection: 10).minY), animated: false)
    table.layoutIfNeeded()
    #expect(table.rectForHeader(inSection: 10).height == measured)
  }
}
