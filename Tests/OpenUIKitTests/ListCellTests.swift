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

  @Test("Behaviour lists17 'Background effect and stroke outset': a visualEffect puts a UIVisualEffectView behind the background colour, clipped to the corners")
  func backgroundVisualEffect() throws {
    let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    var background = UIBackgroundConfiguration.clear()
    background.visualEffect = UIBlurEffect(style: .systemMaterial)
    background.backgroundColor = UIColor.red.withAlphaComponent(0.2)
    background.cornerRadius = 8
    cell.backgroundConfiguration = background
    cell.layoutIfNeeded()
    let view = try #require(cell.subviews.first as? _UIBackgroundConfigurationView)
    let fill = try #require(view._fillView)
    let effect = try #require(fill.subviews.first as? UIVisualEffectView)
    #expect((effect.effect as? UIBlurEffect) == UIBlurEffect(style: .systemMaterial))
    #expect(effect.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
    // The colour is above the effect; the view itself draws nothing.
    let color = try #require(view._colorView)
    #expect(fill.subviews.firstIndex { $0 === color }! > fill.subviews.firstIndex { $0 === effect }!)
    #expect(color.backgroundColor == UIColor.red.withAlphaComponent(0.2) && view.backgroundColor == nil)
    #expect(fill.layer.cornerRadius == 8 && fill.clipsToBounds)
    // Removing the effect goes back to the plain form.
    background.visualEffect = nil
    cell.backgroundConfiguration = background
    #expect(view._fillView == nil && view._effectView == nil && view.layer.cornerRadius == 8)
  }

  @Test("Behaviour lists17 'Background effect and stroke outset': strokeOutset draws the stroke that far outside the background (inside when negative), corners grown by the outset")
  func backgroundStrokeOutset() throws {
    let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    var background = UIBackgroundConfiguration.listPlainCell()
    background.strokeColor = .systemBlue
    background.strokeWidth = 2
    background.strokeOutset = 3
    background.cornerRadius = 10
    cell.backgroundConfiguration = background
    cell.layoutIfNeeded()
    let view = try #require(cell.subviews.first as? _UIBackgroundConfigurationView)
    let stroke = try #require(view._strokeView)
    #expect(stroke.frame == CGRect(x: -3, y: -3, width: 326, height: 50))
    #expect(stroke.layer.borderWidth == 2 && stroke.layer.cornerRadius == 13 && stroke.backgroundColor == nil)
    #expect(!view.clipsToBounds && view.layer.borderWidth == 0)
    background.strokeOutset = -4
    cell.backgroundConfiguration = background
    cell.layoutIfNeeded()
    #expect(view._strokeView?.frame == CGRect(x: 4, y: 4, width: 312, height: 36) && view._strokeView?.layer.cornerRadius == 6)
  }

  @Test("UIKit docs (UICollectionViewListCell.accessories): system accessories take their fixed places whatever the array's order; custom ones go where their placement position puts them, evaluated in array order")
  func accessoryPlacement() throws {
    let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    cell.accessories = [.disclosureIndicator(), .label(text: "3")]
    cell.layoutIfNeeded()
    var views = cell._accessoryViewsForTesting
    #expect((views[0] as? UILabel)?.text == "3" && (views[1] as? UILabel)?.text == "›")
    #expect(views[1].frame.maxX == 304 && views[0].frame.maxX < views[1].frame.minX)

    let a = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let b = UIView(frame: CGRect(x: 0, y: 0, width: 12, height: 12))
    let c = UIView(frame: CGRect(x: 0, y: 0, width: 14, height: 14))
    cell.accessories = [
      .customView(configuration: .init(customView: a, placement: .trailing())),
      .disclosureIndicator(),
      .customView(configuration: .init(customView: b, placement: .trailing(at: UICellAccessory.Placement.position(before: .disclosureIndicator())))),
      .customView(configuration: .init(customView: c, placement: .trailing(at: { _ in 0 }))),
    ]
    cell.layoutIfNeeded()
    views = cell._accessoryViewsForTesting
    // [›] → a at the end: [›, a] → b before ›: [b, ›, a] → c first: [c, b, ›, a].
    #expect(views.count == 4 && views[0] === c && views[1] === b && (views[2] as? UILabel)?.text == "›" && views[3] === a)
    #expect(views.map(\.frame.minX) == views.map(\.frame.minX).sorted())
    #expect(a.frame.maxX == 304)

    // position(after:) with no accessory of that type: at the end; a leading index past the end is clamped.
    let d = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    cell.accessories = [
      .customView(configuration: .init(customView: d, placement: .leading(at: UICellAccessory.Placement.position(after: .checkmark())))),
      .customView(configuration: .init(customView: a, placement: .leading(at: { _ in 99 }))),
    ]
    cell.layoutIfNeeded()
    #expect(cell._accessoryViewsForTesting.count == 2 && cell._accessoryViewsForTesting[0] === d)
    #expect(d.frame.minX == 16 && a.frame.minX == 16 + 10 + 8)
  }
}
