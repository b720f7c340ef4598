import Foundation
import OpenUIKitTesting
import Testing
import UIKit

@MainActor
@Suite(.serialized)
struct UITableViewCellTests {
  @Test("UIKit: .default cells have a textLabel and no detailTextLabel; the other styles have both (UITableViewCell.CellStyle docs)")
  func styleLabels() {
    let plain = UITableViewCell(style: .default, reuseIdentifier: "a")
    #expect(plain.textLabel != nil)
    #expect(plain.detailTextLabel == nil)
    #expect(plain.reuseIdentifier == "a")
    for style in [UITableViewCell.CellStyle.value1, .value2, .subtitle] {
      let cell = UITableViewCell(style: style, reuseIdentifier: nil)
      #expect(cell.detailTextLabel != nil)
      #expect(cell.textLabel?.superview === cell.contentView)
      #expect(cell.detailTextLabel?.superview === cell.contentView)
    }
  }

  @Test("UIKit: subtitle puts the detail label under the text label; value1 puts it trailing, in the secondary label colour")
  func styleLayout() {
    let subtitle = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
    subtitle.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
    subtitle.textLabel?.text = "Title"
    subtitle.detailTextLabel?.text = "Detail"
    subtitle.layoutIfNeeded()
    let title = subtitle.textLabel!.frame
    let detail = subtitle.detailTextLabel!.frame
    #expect(detail.minY >= title.maxY)
    #expect(title.minX == detail.minX)
    let value1 = UITableViewCell(style: .value1, reuseIdentifier: nil)
    value1.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
    value1.textLabel?.text = "Name"
    value1.detailTextLabel?.text = "Value"
    value1.layoutIfNeeded()
    #expect(value1.detailTextLabel!.frame.minX > value1.textLabel!.frame.minX)
    #expect(abs(value1.detailTextLabel!.frame.maxX - (320 - 16)) < 0.001)
    #expect(value1.detailTextLabel?.textColor == .secondaryLabel)
  }

  @Test("UIKit: an accessory narrows the content view; selection shows the highlight unless selectionStyle is .none")
  func accessoryAndHighlight() {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
    #expect(cell.contentView.frame.width == 320)
    cell.accessoryType = .disclosureIndicator
    cell.layoutIfNeeded()
    #expect(abs(cell.contentView.frame.width - (320 - 33)) < 0.001)
    let custom = UIView()
    cell.selectedBackgroundView = custom
    #expect(custom.isHidden)
    cell.setSelected(true, animated: false)
    #expect(cell.isSelected && !custom.isHidden)
    cell.setSelected(false, animated: false)
    cell.setHighlighted(true, animated: false)
    #expect(!custom.isHidden)
    cell.setHighlighted(false, animated: false)
    cell.selectionStyle = .none
    cell.setSelected(true, animated: false)
    #expect(custom.isHidden)
  }
}

@MainActor
@Suite(.serialized)
struct UITableViewControllerTests {
  final class Controller: UITableViewController {
    var log: [String] = []
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "c") ?? UITableViewCell(style: .default, reuseIdentifier: "c")
      cell.textLabel?.text = "\(indexPath.row)"
      return cell
    }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      log.append("didSelect \(indexPath.row)")
    }
  }

  @Test("UIKit: a UITableViewController's view is its table, with the controller as data source and delegate (loadView docs)")
  func viewIsTable() {
    let controller = Controller(style: .grouped)
    #expect(controller.tableView === controller.view)
    #expect(controller.tableView.style == .grouped)
    #expect(controller.tableView.dataSource === controller)
    #expect(controller.tableView.delegate === controller)
    let window = makeWindow(root: controller)
    #expect(controller.tableView.visibleCells.map { $0.textLabel?.text } == ["0", "1", "2"])
    window.tap(at: windowPoint(ofRow: IndexPath(row: 1, section: 0), in: controller.tableView))
    #expect(controller.log == ["didSelect 1"])
  }

  @Test("UIKit: clearsSelectionOnViewWillAppear (default true) clears the selection when the view appears again")
  func clearsSelection() {
    let controller = Controller(style: .plain)
    #expect(controller.clearsSelectionOnViewWillAppear)
    let navigation = UINavigationController(rootViewController: controller)
    let window = makeWindow(root: navigation)
    controller.tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
    navigation.pushViewController(UIViewController(), animated: false)
    UIApplication.shared.runUntilIdle()
    #expect(controller.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    navigation.popViewController(animated: false)
    UIApplication.shared.runUntilIdle()
    #expect(controller.tableView.indexPathForSelectedRow == nil)

    let keeping = Controller(style: .plain)
    keeping.clearsSelectionOnViewWillAppear = false
    let other = UINavigationController(rootViewController: keeping)
    window.rootViewController = other
    UIApplication.shared.runUntilIdle()
    keeping.tableView.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
    other.pushViewController(UIViewController(), animated: false)
    UIApplication.shared.runUntilIdle()
    other.popViewController(animated: false)
    UIApplication.shared.runUntilIdle()
    #expect(keeping.tableView.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
  }
}
