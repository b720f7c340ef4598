import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing
import UIKit

/// Sections with header and footer titles, logging what willDisplayHeaderView sees, optionally
/// setting the header's text back (the app-side fix for upper-cased grouped titles).
@MainActor
final class TitledSectionsSource: NSObject, UITableViewDataSource, UITableViewDelegate {
  var headers: [String?]
  var footers: [String?]
  var seen: [String] = []
  var restoresCase = false

  init(headers: [String?], footers: [String?] = []) {
    self.headers = headers
    self.footers = footers
  }

  func numberOfSections(in tableView: UITableView) -> Int { headers.count }
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
  }
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { headers[section] }
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    footers.indices.contains(section) ? footers[section] : nil
  }
  func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
    guard let header = view as? UITableViewHeaderFooterView else { return }
    seen.append(header.textLabel?.text ?? "nil")
    if restoresCase { header.textLabel?.text = headers[section] }
  }
}

@MainActor
func makeTitledTable(_ style: UITableView.Style, _ source: TitledSectionsSource) -> (UIWindow, UITableView) {
  let table = UITableView(frame: .zero, style: style)
  table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
  table.rowHeight = 44
  table.dataSource = source
  table.delegate = source
  let controller = UIViewController()
  controller.view = table
  // Linked against iOS 17: the automatic padding is iOS 15's (makeWindow's default is iOS 12).
  let window = makeWindow(root: controller, sdk: .iOS17)
  UIApplication.shared.advance(by: 1.0 / 60)
  table.layoutIfNeeded()
  return (window, table)
}

/// iOS 15 `UITableView.sectionHeaderTopPadding` and the upper-cased titles of grouped tables'
/// table-made headers (Docs/Behaviour/tables19.md).
@MainActor
@Suite(.serialized)
struct TableHeaderTopPaddingTests {
  @Test("UIKit sectionHeaderTopPadding: automaticDimension by default; automatic puts 22 pt above each plain header, inside its section")
  func plainAutomaticPadding() throws {
    let source = TitledSectionsSource(headers: ["Fruit", "Vegetables"])
    let (w, table) = makeTitledTable(.plain, source)
    defer { w.isHidden = true }
    #expect(table.sectionHeaderTopPadding == UITableView.automaticDimension)
    // Section 0: 22 padding, 28 header, 2 × 44 rows = 138 pt.
    #expect(table.rect(forSection: 0) == CGRect(x: 0, y: 0, width: 393, height: 138))
    #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 22, width: 393, height: 28))
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 50)
    #expect(table.rectForHeader(inSection: 1).minY == 160)  // 138 + 22
    #expect(table.rectForRow(at: IndexPath(row: 1, section: 1)).maxY == 276)
    #expect(table.contentSize.height == 276)
    // The header views rest below their padding; the padding is not a row.
    #expect(table.headerView(forSection: 1)?.frame.minY == 160)
    #expect(table.indexPathForRow(at: CGPoint(x: 100, y: 150)) == nil)
    #expect(table.indexPathForRow(at: CGPoint(x: 100, y: 200)) == IndexPath(row: 0, section: 1))
  }

  @Test("UIKit sectionHeaderTopPadding: no padding above a section without a header; 0 removes it; a set value applies to every style")
  func zeroAndExplicitPadding() throws {
    let source = TitledSectionsSource(headers: [nil, "B"])
    let (w, table) = makeTitledTable(.plain, source)
    defer { w.isHidden = true }
    #expect(table.rect(forSection: 0).height == 88)
    #expect(table.rectForHeader(inSection: 1).minY == 110)  // 88 + 22
    table.sectionHeaderTopPadding = 0
    table.layoutIfNeeded()
    #expect(table.rectForHeader(inSection: 1).minY == 88)
    #expect(table.headerView(forSection: 1)?.frame.minY == 88)
    #expect(table.contentSize.height == 204)  // 88 + 28 + 88

    let grouped = TitledSectionsSource(headers: ["A", "B"])
    let (w2, groupedTable) = makeTitledTable(.grouped, grouped)
    defer { w2.isHidden = true }
    groupedTable.sectionHeaderTopPadding = 10
    groupedTable.layoutIfNeeded()
    #expect(groupedTable.rectForHeader(inSection: 0).minY == 10)
    #expect(groupedTable.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 48)  // 10 + 38
  }

  @Test("linkedSDK: an app linked against iOS 12 (before sectionHeaderTopPadding) gets no automatic padding")
  func noPaddingForIOS12() throws {
    let source = TitledSectionsSource(headers: ["A", "B"])
    let table = UITableView(frame: .zero, style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
    table.rowHeight = 44
    table.dataSource = source
    table.delegate = source
    let (w, _) = makeTableWindow(table)  // linked against iOS 12
    defer { w.isHidden = true }
    #expect(UIApplication.shared.linkedSDK == .iOS12)
    #expect(table.rectForHeader(inSection: 0).minY == 0)
    #expect(table.rectForHeader(inSection: 1).minY == 116)  // 28 + 88
  }

  @Test("UIKit sectionHeaderTopPadding: automatic adds nothing in grouped and inset grouped tables (their header heights hold the gap)")
  func groupedAutomaticNone() throws {
    for style in [UITableView.Style.grouped, .insetGrouped] {
      let source = TitledSectionsSource(headers: ["A", nil])
      let (w, table) = makeTitledTable(style, source)
      #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 393, height: 38))
      // Grouped sections always have a header (18 pt without a title) and no padding above it.
      #expect(table.rectForHeader(inSection: 1).minY == table.rect(forSection: 1).minY)
      w.isHidden = true
    }
  }

  @Test("UIKit: a plain header floats at the top of the visible area while its section shows, its padding scrolling away")
  func floatingHeaderLeavesPadding() throws {
    let source = TitledSectionsSource(headers: ["A", "B"])
    let (w, table) = makeTitledTable(.plain, source)
    defer { w.isHidden = true }
    let rest = -table.adjustedContentInset.top
    table.contentOffset = CGPoint(x: 0, y: rest + 30)
    table.layoutIfNeeded()
    // Scrolled 30 pt: past the 22 pt padding, the header pins at the visible top.
    #expect(table.headerView(forSection: 0)?.frame.minY == 30)
    table.contentOffset = CGPoint(x: 0, y: rest + 10)
    table.layoutIfNeeded()
    #expect(table.headerView(forSection: 0)?.frame.minY == 22)
  }

  @Test("UIKit grouped tables show titleForHeaderInSection upper-cased: the table-made view's textLabel holds the upper-cased title in willDisplayHeaderView")
  func groupedTitlesUpperCased() throws {
    let source = TitledSectionsSource(headers: ["General", "Privacy & Security"], footers: ["Shown as written.", nil])
    let (w, table) = makeTitledTable(.insetGrouped, source)
    defer { w.isHidden = true }
    #expect(table.headerView(forSection: 0)?.textLabel?.text == "GENERAL")
    #expect(table.headerView(forSection: 1)?.textLabel?.text == "PRIVACY & SECURITY")
    #expect(source.seen == ["GENERAL", "PRIVACY & SECURITY"])
    // Footers keep their case.
    #expect(table.footerView(forSection: 0)?.textLabel?.text == "Shown as written.")
  }

  @Test("UIKit: an app setting the header's text in willDisplayHeaderView shows its own case; plain tables keep titles as given")
  func restoredCaseAndPlain() throws {
    let source = TitledSectionsSource(headers: ["General"])
    source.restoresCase = true
    let (w, table) = makeTitledTable(.grouped, source)
    defer { w.isHidden = true }
    #expect(table.headerView(forSection: 0)?.textLabel?.text == "General")
    let plain = TitledSectionsSource(headers: ["General"])
    let (w2, plainTable) = makeTitledTable(.plain, plain)
    defer { w2.isHidden = true }
    #expect(plainTable.headerView(forSection: 0)?.textLabel?.text == "General")
    #expect(plain.seen == ["General"])
  }
}
