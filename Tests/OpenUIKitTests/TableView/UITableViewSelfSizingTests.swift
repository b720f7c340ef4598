import Foundation
import OpenUIKitTesting
import Testing
import UIKit

/// Self-sizing cells (UITableView.automaticDimension docs; "Working with self-sizing table view
/// cells"): with `rowHeight` at `automaticDimension`, a cell whose content view is laid out by
/// Auto Layout constraints is as tall as its content; rows not displayed yet take
/// `estimatedRowHeight`.
@MainActor
@Suite(.serialized)
struct UITableViewSelfSizingTests {
  /// Rows whose cells hold a box pinned 8 pt inside the content view, `heights[row]` tall.
  final class Source: NSObject, UITableViewDataSource, UITableViewDelegate {
    var heights: [CGFloat]
    var fixedHeight: CGFloat?
    var usesConstraints = true
    var estimates: [Int: CGFloat] = [:]
    /// 999 as in Apple's examples; `.required` as many apps write it (tables18).
    var heightPriority = UILayoutPriority(999)
    init(_ heights: [CGFloat]) { self.heights = heights }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { heights.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
      for view in cell.contentView.subviews where view.tag == 7 { view.removeFromSuperview() }
      guard usesConstraints else {
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
      }
      let box = UIView()
      box.tag = 7
      box.translatesAutoresizingMaskIntoConstraints = false
      cell.contentView.addSubview(box)
      // The height just below required, as Apple's self-sizing examples do: until the row
      // takes its measured height the content view is the estimate's height, and a required
      // height would conflict with it.
      let height = box.heightAnchor.constraint(equalToConstant: heights[indexPath.row])
      height.priority = heightPriority
      NSLayoutConstraint.activate([
        box.topAnchor.constraint(equalTo: cell.contentView.topAnchor, constant: 8),
        box.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor, constant: -8),
        box.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor, constant: 16),
        box.trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor, constant: -16),
        height,
      ])
      return cell
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
      fixedHeight ?? UITableView.automaticDimension
    }

    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
      estimates[indexPath.row] ?? tableView.estimatedRowHeight
    }
  }

  func table(_ source: Source, height: CGFloat = 600, estimate: CGFloat = UITableView.automaticDimension) -> UITableView {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: height), style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
    table.estimatedRowHeight = estimate
    table.dataSource = source
    table.delegate = source
    table.layoutIfNeeded()
    return table
  }

  @Test("UIKit: an automaticDimension row is as tall as its cell's Auto Layout content, and the rows below move (self-sizing cells)")
  func rowsTakeTheirContentHeight() {
    let source = Source([20, 50, 100])
    let table = table(source)
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 0, width: 320, height: 36))
    #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 36, width: 320, height: 66))
    #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 102, width: 320, height: 116))
    #expect(table.contentSize.height == 218)
    // The cells sit in their measured rows, their content laid out at that height.
    let cell = table.cellForRow(at: IndexPath(row: 2, section: 0))
    #expect(cell?.frame == CGRect(x: 0, y: 102, width: 320, height: 116))
    cell?.layoutIfNeeded()
    let box = cell?.contentView.subviews.first { $0.tag == 7 }
    #expect(box?.frame == CGRect(x: 16, y: 8, width: 288, height: 100))
  }

  @Test("tables18: all-required constraints — the estimate's content height conflicts, the row still takes its content's height (iOS self-sizing)")
  func requiredConstraintsSizeTheRow() {
    let source = Source([20, 50, 100])
    source.heightPriority = .required
    let start = UIApplication.shared.diagnostics.count
    let table = table(source)
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 0, width: 320, height: 36))
    #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 36, width: 320, height: 66))
    #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 102, width: 320, height: 116))
    #expect(table.contentSize.height == 218)
    // The conflict with the estimated height is logged in UIKit's words …
    let log = UIApplication.shared.diagnostics.dropFirst(start).map(\.message)
    #expect(!log.isEmpty)
    #expect(log.allSatisfy { $0.hasPrefix("[LayoutConstraints] Unable to simultaneously satisfy constraints.\n") })
    #expect(log.allSatisfy { $0.contains("Will attempt to recover by breaking constraint \n<NSLayoutConstraint:0x") })
    // … and the broken constraint holds again once the row has its height: the whole chain lays out.
    for row in 0..<3 {
      let cell = table.cellForRow(at: IndexPath(row: row, section: 0))
      cell?.layoutIfNeeded()
      let box = cell?.contentView.subviews.first { $0.tag == 7 }
      #expect(box?.frame == CGRect(x: 16, y: 8, width: 288, height: source.heights[row]))
    }
  }

  @Test("UIKit: rows whose cells were not displayed take estimatedRowHeight until they scroll into view")
  func estimateUntilDisplayed() {
    let source = Source(Array(repeating: 84, count: 30))
    let table = table(source, height: 300, estimate: 60)
    // Rows 0…3 fill 0–300 at 100 pt each (84 + 16); row 20 has not been displayed.
    #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).height == 100)
    #expect(table.rectForRow(at: IndexPath(row: 20, section: 0)).height == 60)
    let estimatedTop = table.rectForRow(at: IndexPath(row: 20, section: 0)).minY
    table.setContentOffset(CGPoint(x: 0, y: estimatedTop), animated: false)
    table.layoutIfNeeded()
    #expect(table.rectForRow(at: IndexPath(row: 20, section: 0)).height == 100)
  }

  @Test("UIKit: a fixed row height (not automaticDimension) is kept whatever the cell's constraints ask")
  func fixedHeightIsKept() {
    let source = Source([20, 200])
    source.fixedHeight = 44
    let table = table(source)
    #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 44, width: 320, height: 44))
  }

  @Test("UIKit: reloadData measures the cells again (their content changed)")
  func reloadMeasuresAgain() {
    let source = Source([20])
    let table = table(source)
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 36)
    source.heights = [70]
    table.reloadData()
    table.layoutIfNeeded()
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 86)
  }

  @Test("A cell laid out by frames only (no constraints in its content view) keeps the estimate (Docs/Behaviour.md)")
  func frameCellsKeepTheEstimate() {
    let source = Source([20, 20])
    source.usesConstraints = false
    let table = table(source)
    #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 44, width: 320, height: 44))
  }

  @Test("UIKit: the delegate's estimatedHeightForRowAt gives a row not displayed yet its height; the table's estimatedRowHeight otherwise")
  func delegateEstimates() {
    let source = Source(Array(repeating: 84, count: 30))
    source.estimates[20] = 150
    let table = table(source, height: 300, estimate: 60)
    #expect(table.rectForRow(at: IndexPath(row: 20, section: 0)).height == 150)
    #expect(table.rectForRow(at: IndexPath(row: 21, section: 0)).height == 60)
  }
}
