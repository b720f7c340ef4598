import Foundation
import OpenUIKitTesting
import Testing
import UIKit

/// A header subclass apps register by class.
@MainActor
final class CountingHeaderView: UITableViewHeaderFooterView {
  static var made = 0
  var reuses = 0
  let badge = UILabel()
  override init(reuseIdentifier: String?) {
    Self.made += 1
    super.init(reuseIdentifier: reuseIdentifier)
    contentView.addSubview(badge)
  }
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
  override func prepareForReuse() {
    super.prepareForReuse()
    reuses += 1
  }
}

/// Sections of rows whose headers come from titles or the closures, logging the section views'
/// display messages ("willDisplayHeader 0", "didEndDisplayingFooter 2").
@MainActor
final class SectionViewSource: NSObject, UITableViewDataSource, UITableViewDelegate {
  var counts: [Int]
  var titles: [String?] = []
  var footerTitles: [String?] = []
  var header: ((UITableView, Int) -> UIView?)?
  var headerHeight: ((Int) -> CGFloat)?
  var willDisplayHeader: ((UIView, Int) -> Void)?
  var log: [String] = []
  var selected: [IndexPath] = []

  init(counts: [Int]) { self.counts = counts }

  func numberOfSections(in tableView: UITableView) -> Int { counts.count }
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
    cell.textLabel?.text = "Row \(indexPath.section).\(indexPath.row)"
    return cell
  }
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    titles.indices.contains(section) ? titles[section] : nil
  }
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    footerTitles.indices.contains(section) ? footerTitles[section] : nil
  }
  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    log.append("viewForHeader \(section)")
    return header?(tableView, section)
  }
  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    headerHeight?(section) ?? tableView._defaultHeaderHeight(inSection: section)
  }
  func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
    log.append("willDisplayHeader \(section)")
    willDisplayHeader?(view, section)
  }
  func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {
    log.append("didEndDisplayingHeader \(section)")
  }
  func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {
    log.append("willDisplayFooter \(section)")
  }
  func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {
    log.append("didEndDisplayingFooter \(section)")
  }
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
}

/// Docs/Behaviour.md "Table section header and footer views"; UITableViewHeaderFooterView and
/// UITableView.Style.plain (headers float) in Apple's documentation.
@MainActor
@Suite(.serialized)
struct TableSectionViewTests {
  /// A 320×440 table of 44 pt rows in a shown window, no safe-area insets.
  func make(_ source: SectionViewSource, style: UITableView.Style = .plain) -> (UITableView, UIWindow) {
    let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
    w.makeKeyAndVisible()
    let table = UITableView(frame: w.bounds, style: style)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
    table.rowHeight = 44
    table.contentInsetAdjustmentBehavior = .never
    table.dataSource = source
    table.delegate = source
    w.addSubview(table)
    UIApplication.shared.runUntilIdle()
    table.layoutIfNeeded()
    return (table, w)
  }

  func scroll(_ table: UITableView, to y: CGFloat) {
    table.contentOffset = CGPoint(x: 0, y: y)
    table.layoutIfNeeded()
  }

  @Test("UIKit: a titled section's header is a UITableViewHeaderFooterView with the title, handed to willDisplayHeaderView")
  func titleHeaderIsHeaderFooterView() throws {
    let source = SectionViewSource(counts: [3, 3])
    source.titles = ["Fruit", "Vegetables"]
    var seen: [String?] = []
    source.willDisplayHeader = { view, _ in seen.append((view as? UITableViewHeaderFooterView)?.textLabel?.text) }
    let (table, w) = make(source)
    let header = try #require(table.headerView(forSection: 0))
    #expect(header.textLabel?.text == "Fruit")
    #expect(header.frame == table.rectForHeader(inSection: 0))
    #expect(header.frame.height == 28)
    #expect(header.superview === table)
    #expect(seen == ["Fruit", "Vegetables"])
    #expect(source.log.filter { $0.hasPrefix("willDisplay") } == ["willDisplayHeader 0", "willDisplayHeader 1"])
    #expect(table.footerView(forSection: 0) == nil)
    w.isHidden = true
  }

  @Test("UIKit: headers of registered classes are dequeued, leave the screen through didEndDisplayingHeaderView and come back from the reuse queue after prepareForReuse")
  func registeredHeadersAreReused() throws {
    StoryboardClassRegistry.registerHeaderFooterView(CountingHeaderView.self) { CountingHeaderView(reuseIdentifier: $0) }
    let source = SectionViewSource(counts: Array(repeating: 5, count: 20))
    source.header = { table, section in
      let view = table.dequeueReusableHeaderFooterView(withIdentifier: "Header") as? CountingHeaderView
      view?.badge.text = "\(section)"
      return view
    }
    source.headerHeight = { _ in 30 }
    let before = CountingHeaderView.made
    let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
    w.makeKeyAndVisible()
    let table = UITableView(frame: w.bounds, style: .grouped)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
    table.register(CountingHeaderView.self, forHeaderFooterViewReuseIdentifier: "Header")
    table.rowHeight = 44
    table.contentInsetAdjustmentBehavior = .never
    table.dataSource = source
    table.delegate = source
    w.addSubview(table)
    table.layoutIfNeeded()
    let first = try #require(table.headerView(forSection: 0) as? CountingHeaderView)
    #expect(first.reuseIdentifier == "Header" && first.badge.text == "0")
    let madeAtTop = CountingHeaderView.made - before
    // Far down: the headers of the first sections left and were reused for the ones shown now.
    scroll(table, to: 2000)
    #expect(table.headerView(forSection: 0) == nil)
    #expect(source.log.contains("didEndDisplayingHeader 0"))
    let shown = (0..<20).compactMap { table.headerView(forSection: $0) as? CountingHeaderView }
    #expect(!shown.isEmpty && shown.contains { $0.reuses > 0 })
    #expect(CountingHeaderView.made - before <= madeAtTop + 2)
    w.isHidden = true
  }

  @Test("UIKit: dequeueReusableHeaderFooterView of an unregistered identifier is nil (no exception)")
  func unregisteredDequeueIsNil() {
    UIApplication.shared.removeAllDiagnostics()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
    #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "Nothing") == nil)
    table.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "Plain")
    #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "Plain")?.reuseIdentifier == "Plain")
    table.register(nil as AnyClass?, forHeaderFooterViewReuseIdentifier: "Plain")
    #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "Plain") == nil)
    #expect(UIApplication.shared.diagnostics.isEmpty)
  }

  @Test("UIKit: in a plain table the header floats at the top of the visible area while its section shows, and the section's end pushes it up (UITableView.Style.plain)")
  func plainHeadersFloat() throws {
    let source = SectionViewSource(counts: [20, 20])
    source.titles = ["A", "B"]
    let (table, w) = make(source)
    // Section 0: header 0–28, rows 28–908; section 1 starts at 908.
    scroll(table, to: 300)
    let header = try #require(table.headerView(forSection: 0))
    #expect(header.frame.minY == 300)
    #expect(table.rectForHeader(inSection: 0).minY == 0)
    // Within 28 pt of the section's end the next section pushes the header up.
    scroll(table, to: 900)
    #expect(abs(header.frame.minY - (908 - 28)) < 0.01)
    scroll(table, to: 1000)
    #expect(table.headerView(forSection: 0) == nil)
    #expect(try #require(table.headerView(forSection: 1)).frame.minY == 1000)
    w.isHidden = true
  }

  @Test("UIKit: grouped tables' headers stay in place as the table scrolls")
  func groupedHeadersDoNotFloat() throws {
    let source = SectionViewSource(counts: [20, 20])
    source.titles = ["A", "B"]
    let (table, w) = make(source, style: .grouped)
    scroll(table, to: 10)
    let header = try #require(table.headerView(forSection: 0))
    #expect(header.frame.minY == table.rectForHeader(inSection: 0).minY)
    #expect(header.frame.height == 38)
    w.isHidden = true
  }

  @Test("UIKit: a tap on a floating header is not a tap on the row under it")
  func tapOnFloatingHeaderSelectsNothing() throws {
    let source = SectionViewSource(counts: [20])
    source.titles = ["A"]
    let (table, w) = make(source)
    scroll(table, to: 300)
    // The header covers y 300–328 (window y 0–28) over row 6 (292–336); y 400 is row 8.
    w.tap(at: CGPoint(x: 160, y: 14))
    UIApplication.shared.runUntilIdle()
    #expect(source.selected.isEmpty)
    w.tap(at: CGPoint(x: 160, y: 100))
    UIApplication.shared.runUntilIdle()
    #expect(source.selected == [IndexPath(row: 8, section: 0)])
    w.isHidden = true
  }

  @Test("UIKit: a header laid out by constraints is as tall as its fitting height when the height is automatic")
  func automaticHeightFromConstraints() throws {
    let source = SectionViewSource(counts: [2])
    source.header = { table, _ in
      let view = UITableViewHeaderFooterView(reuseIdentifier: nil)
      let box = UIView()
      box.translatesAutoresizingMaskIntoConstraints = false
      view.contentView.addSubview(box)
      // Just below required, as in Apple's self-sizing examples: until measured the content
      // view has the estimate's height, which a required height would conflict with.
      let height = box.heightAnchor.constraint(equalToConstant: 50)
      height.priority = UILayoutPriority(999)
      NSLayoutConstraint.activate([
        box.topAnchor.constraint(equalTo: view.contentView.topAnchor, constant: 8),
        box.bottomAnchor.constraint(equalTo: view.contentView.bottomAnchor, constant: -8),
        box.leadingAnchor.constraint(equalTo: view.contentView.leadingAnchor),
        box.trailingAnchor.constraint(equalTo: view.contentView.trailingAnchor),
        height,
      ])
      return view
    }
    let (table, w) = make(source)
    #expect(table.rectForHeader(inSection: 0).height == 66)
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 66)
    // Asked once: the view measured is the view shown.
    #expect(source.log.filter { $0.hasPrefix("viewForHeader") } == ["viewForHeader 0"])
    #expect(try #require(table.headerView(forSection: 0)).frame.height == 66)
    w.isHidden = true
  }

  @Test("tables18: a header with all-required constraints is as tall as its content (a conflict with its first frame is recovered)")
  func automaticHeightFromRequiredConstraints() throws {
    let source = SectionViewSource(counts: [2])
    var box: UIView?
    source.header = { _, _ in
      let view = UITableViewHeaderFooterView(reuseIdentifier: nil)
      let inner = UIView()
      inner.translatesAutoresizingMaskIntoConstraints = false
      view.contentView.addSubview(inner)
      NSLayoutConstraint.activate([
        inner.topAnchor.constraint(equalTo: view.contentView.topAnchor, constant: 8),
        inner.bottomAnchor.constraint(equalTo: view.contentView.bottomAnchor, constant: -8),
        inner.leadingAnchor.constraint(equalTo: view.contentView.leadingAnchor),
        inner.trailingAnchor.constraint(equalTo: view.contentView.trailingAnchor),
        inner.heightAnchor.constraint(equalToConstant: 50),
      ])
      box = inner
      return view
    }
    let (table, w) = make(source)
    #expect(table.rectForHeader(inSection: 0).height == 66)
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 66)
    let header = try #require(table.headerView(forSection: 0))
    #expect(header.frame.height == 66)
    header.layoutIfNeeded()
    #expect(box?.frame == CGRect(x: 0, y: 8, width: 320, height: 50))
    w.isHidden = true
  }

  @Test("UIKit: a frame-sized header view keeps its height; a fixed sectionHeaderHeight shows a view in an untitled plain section")
  func frameHeightsAndFixedHeight() {
    let source = SectionViewSource(counts: [2, 2])
    source.header = { _, section in
      section == 0 ? UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 60)) : UIView()
    }
    let (table, w) = make(source)
    #expect(table.rectForHeader(inSection: 0).height == 60)
    #expect(table.rectForHeader(inSection: 1).height == 28)
    table.sectionHeaderHeight = 40
    table.layoutIfNeeded()
    #expect(table.rectForHeader(inSection: 0).height == 40)
    #expect(table.rectForHeader(inSection: 1).height == 40)
    w.isHidden = true
  }

  @Test("UIKit: heightForHeaderInSection answering automaticDimension measures the header")
  func delegateAutomaticDimension() {
    let source = SectionViewSource(counts: [2])
    source.titles = ["Title"]
    source.headerHeight = { _ in UITableView.automaticDimension }
    let (table, w) = make(source)
    #expect(table.rectForHeader(inSection: 0).height == 28)
    w.isHidden = true
  }

  @Test("UIKit: the table styles the text label when it shows a header, after viewForHeaderInSection and before willDisplayHeaderView")
  func tableStylesTextLabel() throws {
    let source = SectionViewSource(counts: [2, 2])
    source.header = { _, section in
      let view = UITableViewHeaderFooterView(reuseIdentifier: nil)
      view.textLabel?.text = "Section \(section)"
      view.textLabel?.font = .systemFont(ofSize: 30)
      return view
    }
    source.willDisplayHeader = { view, section in
      if section == 1 { (view as? UITableViewHeaderFooterView)?.textLabel?.textColor = .systemRed }
    }
    let (table, w) = make(source)
    let first = try #require(table.headerView(forSection: 0))
    #expect(first.textLabel?.font == .boldSystemFont(ofSize: 17))
    #expect(try #require(table.headerView(forSection: 1)).textLabel?.textColor == .systemRed)
    w.isHidden = true
  }

  @Test("UIKit: setting backgroundColor on a header-footer view logs UIKit's deprecation message and has no effect; backgroundView fills it")
  func backgroundColorRefused() {
    UIApplication.shared.removeAllDiagnostics()
    let view = UITableViewHeaderFooterView(reuseIdentifier: "H")
    view.backgroundColor = .systemRed
    #expect(view.backgroundColor == nil)
    #expect(UIApplication.shared.diagnostics.first?.message.hasPrefix("Setting the background color on UITableViewHeaderFooterView has been deprecated.") == true)
    let background = UIView()
    view.backgroundView = background
    view.frame = CGRect(x: 0, y: 0, width: 300, height: 40)
    view.layoutIfNeeded()
    #expect(background.frame == view.bounds && view.contentView.frame == view.bounds)
    #expect(view.subviews.firstIndex(of: background)! < view.subviews.firstIndex(of: view.contentView)!)
  }

  @Test("UIKit: footers show their titles; a plain table's footer floats at the bottom of the visible area")
  func footers() throws {
    let source = SectionViewSource(counts: [20, 2])
    source.footerTitles = ["End of A", nil]
    let (table, w) = make(source)
    let footer = try #require(table.footerView(forSection: 0))
    #expect(footer.textLabel?.text == "End of A")
    #expect(footer.frame.maxY == 440)
    #expect(table.rectForFooter(inSection: 0).minY == 880)
    #expect(source.log.contains("willDisplayFooter 0"))
    scroll(table, to: 500)
    #expect(footer.frame.minY == 880)
    w.isHidden = true
  }

  @Test("UIKit: reloadData ends the display of the shown headers and asks for them again")
  func reloadEndsDisplay() {
    let source = SectionViewSource(counts: [2])
    source.titles = ["A"]
    let (table, w) = make(source)
    source.log.removeAll()
    table.reloadData()
    table.layoutIfNeeded()
    #expect(source.log == ["didEndDisplayingHeader 0", "viewForHeader 0", "willDisplayHeader 0"])
    w.isHidden = true
  }

  @Test("Behaviour (tables17): sections below the visible area are not asked for their views; their estimated headers are measured when they scroll in and the rows below move")
  func belowScreenSectionsEstimated() {
    let source = SectionViewSource(counts: Array(repeating: 10, count: 6))
    source.header = { _, _ in UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 50)) }
    let (table, w) = make(source)
    // Section 0 (0–490) shows; section 1 starts at 490, below the 440 pt visible area.
    let asked = source.log.filter { $0.hasPrefix("viewForHeader") }
    #expect(asked == ["viewForHeader 0"])
    #expect(table.rectForHeader(inSection: 0).height == 50)
    // Plain, untitled, not asked: estimated as having no header.
    #expect(table.rectForHeader(inSection: 1).height == 0)
    scroll(table, to: 400)
    #expect(source.log.contains("viewForHeader 1"))
    #expect(table.rectForHeader(inSection: 1).height == 50)
    #expect(abs(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY - (490 + 50)) < 0.01)
    #expect(table.headerView(forSection: 1) == nil)  // a plain UIView, not a header-footer view
    #expect(source.log.contains("willDisplayHeader 1"))
    w.isHidden = true
  }

  @Test("Behaviour (tables17): estimatedSectionHeaderHeight is the estimate of headers not measured yet")
  func estimatedSectionHeaderHeight() {
    let source = SectionViewSource(counts: Array(repeating: 10, count: 6))
    source.header = { _, _ in UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 50)) }
    let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
    w.makeKeyAndVisible()
    let table = UITableView(frame: w.bounds, style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
    table.rowHeight = 44
    table.estimatedSectionHeaderHeight = 30
    table.contentInsetAdjustmentBehavior = .never
    table.dataSource = source
    table.delegate = source
    w.addSubview(table)
    table.layoutIfNeeded()
    #expect(table.rectForHeader(inSection: 0).height == 50)
    #expect(table.rectForHeader(inSection: 2).height == 30)
    #expect(!source.log.contains("viewForHeader 2"))
    w.isHidden = true
  }

  @Test("Behaviour (tables17): a header subclass registered by class without a factory is made as a UITableViewHeaderFooterView, with a warning")
  func subclassWithoutFactory() {
    final class UnregisteredHeader: UITableViewHeaderFooterView {}
    UIApplication.shared.removeAllDiagnostics()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
    table.register(UnregisteredHeader.self, forHeaderFooterViewReuseIdentifier: "H")
    let made = table.dequeueReusableHeaderFooterView(withIdentifier: "H")
    #expect(made != nil && !(made is UnregisteredHeader) && made?.reuseIdentifier == "H")
    #expect(UIApplication.shared.diagnostics.first?.message.contains("StoryboardClassRegistry.registerHeaderFooterView") == true)
  }
}
