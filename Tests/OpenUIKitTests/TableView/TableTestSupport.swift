import Foundation
import OpenUIKitTesting
import UIKit

/// A data source and delegate with `counts[section]` rows, titled sections, and a log of every
/// delegate message ("didSelect 0.1").
@MainActor
final class ListDataSource: NSObject, UITableViewDataSource, UITableViewDelegate {
  var counts: [Int]
  var titles: [String?]
  var heights: [IndexPath: CGFloat] = [:]
  var refusedRows: Set<IndexPath> = []
  var redirect: [IndexPath: IndexPath] = [:]
  var log: [String] = []
  var cellsMade = 0
  /// The accessory every row's cell gets.
  var accessory: UITableViewCell.AccessoryType = .none

  init(counts: [Int], titles: [String?] = []) {
    self.counts = counts
    self.titles = titles
  }

  func numberOfSections(in tableView: UITableView) -> Int { counts.count }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { counts[section] }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    cellsMade += 1
    let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
    cell.textLabel?.text = "Row \(indexPath.section).\(indexPath.row)"
    cell.accessoryType = accessory
    return cell
  }

  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    titles.indices.contains(section) ? titles[section] : nil
  }

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    heights[indexPath] ?? tableView.rowHeight
  }

  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    log.append("willSelect \(indexPath.section).\(indexPath.row)")
    if refusedRows.contains(indexPath) { return nil }
    return redirect[indexPath] ?? indexPath
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    log.append("didSelect \(indexPath.section).\(indexPath.row)")
  }

  func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
    log.append("willDeselect \(indexPath.section).\(indexPath.row)")
    return indexPath
  }

  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
    log.append("didDeselect \(indexPath.section).\(indexPath.row)")
  }

  func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
    log.append("accessory \(indexPath.section).\(indexPath.row)")
  }
}

/// A cell that counts `prepareForReuse` calls.
@MainActor
final class CountingCell: UITableViewCell {
  var reuseCount = 0
  override func prepareForReuse() {
    super.prepareForReuse()
    reuseCount += 1
  }
}

/// A controller whose view is `table`, in a window.
@MainActor
func makeTableWindow(_ table: UITableView, size: CGSize = CGSize(width: 393, height: 852)) -> (UIWindow, UIViewController) {
  let controller = UIViewController()
  controller.view = table
  let window = makeWindow(root: controller, size: size)
  // The first frame lays the window out, so the table rests at -adjustedContentInset.top
  // (UIScrollView docs) before a test taps what is on screen.
  UIApplication.shared.advance(by: 1.0 / 60)
  return (window, controller)
}

/// The centre of a row in window coordinates.
@MainActor
func windowPoint(ofRow indexPath: IndexPath, in table: UITableView) -> CGPoint {
  let rect = table.rectForRow(at: indexPath)
  return table.convert(CGPoint(x: rect.midX, y: rect.midY), to: nil)
}
