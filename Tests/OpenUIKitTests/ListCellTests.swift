import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

/// A cell that configures itself in `updateConfiguration(using:)`, as iOS 14 subclasses do.
@MainActor
private final class StatefulCell: UITableViewCell {
  var states: [UICellConfigurationState] = []
  override func updateConfiguration(using state: UICellConfigurationState) {
    states.append(state)
    var content = defaultContentConfiguration().updated(for: state)
    content.text = state.isSelected ? "On" : "Off"
    contentConfiguration = content
  }
}

/// iOS 14 configurations on table and collection view cells; list cells and accessories.
@MainActor
@Suite(.serialized)
struct ListCellTests {
  private func listView(_ cell: UIView) -> UIListContentView? {
    let content = (cell as? UITableViewCell)?.contentView ?? (cell as? UICollectionViewCell)?.contentView
    return content?.subviews.compactMap { $0 as? UIListContentView }.first
  }

  @Test("UIKit (UITableViewCell.textLabel docs): a content configuration replaces the legacy labels; its view fills contentView")
  func contentConfigurationReplacesLabels() throws {
    let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
    cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
    cell.textLabel?.text = "Legacy"
    cell.detailTextLabel?.text = "Detail"
    var content = cell.defaultContentConfiguration()
    content.text = "Modern"
    cell.contentConfiguration = content
    #expect(cell.textLabel == nil && cell.detailTextLabel == nil)
    #expect(!cell.contentView.subviews.contains { ($0 as? UILabel)?.text == "Legacy" })
    let view = try #require(listView(cell))
    #expect(view.frame == cell.contentView.bounds)
    #expect(view._textLabelForTesting.text == "Modern")
    cell.frame = CGRect(x: 0, y: 0, width: 375, height: 60)
    cell.layoutIfNeeded()
    #expect(view.frame == cell.contentView.bounds)
    // Nil removes the content view; the legacy label comes back on use.
    cell.contentConfiguration = nil
    #expect(listView(cell) == nil)
    #expect(cell.textLabel != nil && cell.textLabel?.text == nil)
  }

  @Test("UIKit (contentConfiguration docs): a compatible configuration goes to the installed content view instead of a new one")
  func compatibleConfigurationReusesView() throws {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    var content = cell.defaultContentConfiguration()
    content.text = "One"
    cell.contentConfiguration = content
    let first = try #require(listView(cell))
    content.text = "Two"
    cell.contentConfiguration = content
    #expect(listView(cell) === first)
    #expect(first._textLabelForTesting.text == "Two")
    #expect(cell.contentView.subviews.filter { $0 is UIListContentView }.count == 1)
  }

  @Test("[U] lists16c 'Cells': defaultContentConfiguration follows the cell style (default → cell, subtitle → subtitleCell, value1/value2 → valueCell)")
  func defaultContentPerStyle() {
    #expect(UITableViewCell(style: .default, reuseIdentifier: nil).defaultContentConfiguration() == .cell())
    #expect(UITableViewCell(style: .subtitle, reuseIdentifier: nil).defaultContentConfiguration() == .subtitleCell())
    #expect(UITableViewCell(style: .value1, reuseIdentifier: nil).defaultContentConfiguration() == .valueCell())
    #expect(UITableViewCell(style: .value2, reuseIdentifier: nil).defaultContentConfiguration() == .valueCell())
    #expect(UICollectionViewListCell(frame: .zero).defaultContentConfiguration() == .cell())
  }

  @Test("UIKit (backgroundConfiguration docs): a background configuration replaces backgroundView and selectedBackgroundView, sits behind the content inset by backgroundInsets, and shows the selection itself")
  func tableBackgroundConfiguration() throws {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
    cell.backgroundView = UIView()
    cell.selectedBackgroundView = UIView()
    var background = UIBackgroundConfiguration.listGroupedCell()
    background.backgroundInsets = NSDirectionalEdgeInsets(top: 2, leading: 16, bottom: 2, trailing: 16)
    background.cornerRadius = 10
    background.strokeWidth = 1
    background.strokeColor = .separator
    cell.backgroundConfiguration = background
    #expect(cell.backgroundView == nil && cell.selectedBackgroundView == nil)
    let view = try #require(cell.subviews.first as? _UIBackgroundConfigurationView)
    #expect(view.frame == CGRect(x: 16, y: 2, width: 288, height: 40))
    #expect(view.backgroundColor == .secondarySystemGroupedBackground)
    #expect(view.layer.cornerRadius == 10 && view.layer.borderWidth == 1)
    cell.setSelected(true, animated: false)
    cell.layoutIfNeeded()
    #expect(view.backgroundColor == .systemGray4)
    // The legacy grey highlight stays hidden: the configuration shows the selection.
    #expect(!cell.subviews.contains { !($0 is _UIBackgroundConfigurationView) && $0.backgroundColor == UIColor(red: 0.82, green: 0.82, blue: 0.84, alpha: 1) && !$0.isHidden })
    cell.setSelected(false, animated: false)
    cell.layoutIfNeeded()
    #expect(view.backgroundColor == .secondarySystemGroupedBackground)
    // A background view set afterwards ends the configuration.
    cell.backgroundView = UIView()
    #expect(cell.backgroundConfiguration == nil)
    #expect(view.superview == nil)
  }

  @Test("UIKit (configurationUpdateHandler docs): setting the handler asks for an update; it runs on the next layout with the cell's state, again after selection")
  func updateHandlerRuns() {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
    var seen: [Bool] = []
    cell.configurationUpdateHandler = { cell, state in
      seen.append(state.isSelected)
      var content = cell.defaultContentConfiguration()
      content.text = state.isSelected ? "Selected" : "Normal"
      cell.contentConfiguration = content
    }
    #expect(seen.isEmpty)
    cell.layoutIfNeeded()
    #expect(seen == [false])
    cell.setSelected(true, animated: false)
    cell.setHighlighted(true, animated: false)
    cell.layoutIfNeeded()
    #expect(seen == [false, true])  // coalesced: one update for both changes
    #expect(listView(cell)?._textLabelForTesting.text == "Selected")
    #expect(cell.configurationState.isSelected && cell.configurationState.isHighlighted)
    cell.setNeedsUpdateConfiguration()
    cell.layoutIfNeeded()
    #expect(seen.count == 3)
  }

  @Test("UIKit: a subclass's updateConfiguration(using:) runs before the cell first shows, and after each state change")
  func subclassUpdateConfiguration() {
    let cell = StatefulCell(style: .default, reuseIdentifier: nil)
    cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
    cell.layoutIfNeeded()
    #expect(cell.states.count == 1)
    #expect(listView(cell)?._textLabelForTesting.text == "Off")
    cell.layoutIfNeeded()
    #expect(cell.states.count == 1)
    cell.isSelected = true
    cell.layoutIfNeeded()
    #expect(cell.states.count == 2 && cell.states.last?.isSelected == true)
    #expect(listView(cell)?._textLabelForTesting.text == "On")
  }

  @Test("UIKit (automaticallyUpdatesContentConfiguration docs): off, the content view keeps the configuration as set when the state changes")
  func automaticUpdatesOff() {
    let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
    var content = UIListContentConfiguration.sidebarCell()
    content.text = "Inbox"
    cell.automaticallyUpdatesContentConfiguration = false
    cell.contentConfiguration = content
    cell.isSelected = true
    cell.layoutIfNeeded()
    #expect(listView(cell)?._textLabelForTesting.textColor == .label)
    cell.automaticallyUpdatesContentConfiguration = true
    cell.setNeedsUpdateConfiguration()
    cell.layoutIfNeeded()
    #expect(listView(cell)?._textLabelForTesting.textColor == .white)
  }

  @Test("UIKit: a collection view cell's content configuration fills its contentView; its handler sees selection")
  func collectionCellConfiguration() throws {
    let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
    var content = UIListContentConfiguration.cell()
    content.text = "Photo"
    cell.contentConfiguration = content
    let view = try #require(listView(cell))
    #expect(view.frame == CGRect(x: 0, y: 0, width: 200, height: 50))
    var states: [Bool] = []
    cell.configurationUpdateHandler = { _, state in states.append(state.isSelected) }
    cell.isSelected = true
    cell.layoutIfNeeded()
    #expect(states == [true])
    #expect(cell.defaultBackgroundConfiguration() == .clear())
  }

  @Test("[U] lists16c 'Accessories': a list cell has the plain list background; trailing accessories end 16 pt from the edge, 8 pt apart, and the content view ends where they start")
  func listCellAccessories() throws {
    let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    #expect(cell.backgroundConfiguration == .listPlainCell())
    cell.accessories = [.disclosureIndicator()]
    cell.layoutIfNeeded()
    #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 287, height: 44))
    let chevron = try #require(cell._accessoryViewsForTesting.first as? UILabel)
    #expect(chevron.text == "›" && chevron.frame == CGRect(x: 287, y: 0, width: 17, height: 44))

    cell.accessories = [.label(text: "12"), .checkmark(), .delete(), .reorder()]
    cell.layoutIfNeeded()
    // delete and reorder show only while editing.
    let views = cell._accessoryViewsForTesting
    #expect(views.count == 2)
    let label = try #require(views.first as? UILabel)
    let width = label.intrinsicContentSize.width
    #expect(views[1].frame == CGRect(x: 287, y: 0, width: 17, height: 44))
    #expect(abs(label.frame.maxX - CGFloat(287 - 8)) < 0.001)
    #expect(cell.contentView.frame.width == 320 - (16 + 17 + 8 + width))
  }

  @Test("[U] lists16c 'Accessories': leading custom views and indentation move the content view in; accessory actions run on tap")
  func listCellLeadingAndIndentation() throws {
    let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    let dot = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    cell.accessories = [.customView(configuration: .init(customView: dot, placement: .leading()))]
    cell.indentationLevel = 2
    cell.layoutIfNeeded()
    // 16 margin + 10 + 8 spacing, then 2 × 10 indentation.
    #expect(abs(cell.contentView.frame.minX - CGFloat(16 + 10 + 8 + 20)) < 0.001)
    #expect(dot.frame == CGRect(x: 16 + 20, y: 17, width: 10, height: 10))
    var taps = 0
    cell.accessories = [.outlineDisclosure(actionHandler: { taps += 1 })]
    cell.layoutIfNeeded()
    let button = try #require(cell._accessoryViewsForTesting.first as? UIButton)
    button.sendActions(for: .primaryActionTriggered)
    #expect(taps == 1)
  }
}
