import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing
import UIKit

/// Detail buttons: `.detailButton` and `.detailDisclosureButton` accessories are buttons of
/// their own. UIKit: "tableView(_:accessoryButtonTappedForRowWith:) — Tells the delegate that the
/// user tapped the detail button for the specified row" (UITableViewDelegate docs); a storyboard
/// segue with `trigger="accessoryAction"` fires from that button, the cell as sender.
@MainActor
@Suite(.serialized)
struct UITableViewDetailButtonTests {
  func table(_ accessory: UITableViewCell.AccessoryType) -> (UIWindow, UITableView, ListDataSource) {
    let source = ListDataSource(counts: [3])
    source.accessory = accessory
    let table = UITableView(frame: .zero, style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
    table.dataSource = source
    table.delegate = source
    let (window, _) = makeTableWindow(table)
    return (window, table, source)
  }

  func detailButtonPoint(_ path: IndexPath, in table: UITableView) throws -> CGPoint {
    let cell = try #require(table.cellForRow(at: path))
    let button = try #require(cell._detailButtonFrame)
    return cell.convert(CGPoint(x: button.midX, y: button.midY), to: nil)
  }

  @Test("UIKit: tapping a row's detail button tells the delegate (accessoryButtonTappedForRowWith) and neither highlights nor selects the row")
  func detailButtonTap() throws {
    let (window, table, source) = table(.detailButton)
    let path = IndexPath(row: 1, section: 0)
    window.tap(at: try detailButtonPoint(path, in: table))
    #expect(source.log == ["accessory 0.1"])
    #expect(table.indexPathForSelectedRow == nil)
    #expect(table.cellForRow(at: path)?.isHighlighted == false)
    // The rest of the row still selects it.
    source.log.removeAll()
    window.tap(at: windowPoint(ofRow: path, in: table))
    #expect(source.log == ["willSelect 0.1", "didSelect 0.1"])
    #expect(table.indexPathForSelectedRow == path)
  }

  @Test("UIKit: a detail disclosure's info button is the button; its chevron is part of the row (a tap there selects)")
  func detailDisclosureChevronSelects() throws {
    let (window, table, source) = table(.detailDisclosureButton)
    let path = IndexPath(row: 0, section: 0)
    let cell = try #require(table.cellForRow(at: path))
    window.tap(at: try detailButtonPoint(path, in: table))
    #expect(source.log == ["accessory 0.0"])
    source.log.removeAll()
    let chevron = cell.convert(CGPoint(x: cell.bounds.width - 12, y: cell.bounds.midY), to: nil)
    window.tap(at: chevron)
    #expect(source.log == ["willSelect 0.0", "didSelect 0.0"])
  }

  @Test("UIKit: the detail button works when the table does not allow selection; other accessories and a custom accessoryView have none")
  func detailButtonWithoutSelection() throws {
    let (window, table, source) = table(.detailButton)
    table.allowsSelection = false
    window.tap(at: try detailButtonPoint(IndexPath(row: 2, section: 0), in: table))
    #expect(source.log == ["accessory 0.2"])
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    cell.accessoryView = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    #expect(cell._detailButtonFrame == nil)
    cell.accessoryView = nil
    cell.accessoryType = .disclosureIndicator
    #expect(cell._detailButtonFrame == nil)
  }

  @Test("Storyboard: a cell's accessoryAction segue fires from its detail button (cell as sender, before the delegate); its selection segue from the row")
  func storyboardAccessorySegue() throws {
    let log = Log()
    StoryboardClassRegistry.register(ProtoListController.self, name: "ProtoListController") { _ in ProtoListController(log: log) }
    let xml = StoryboardTableTests.prototypeStoryboard
      .replacingOccurrences(of: "accessoryType=\"checkmark\"", with: "accessoryType=\"detailDisclosureButton\"")
      .replacingOccurrences(
        of: "<segue destination=\"dtl-VC-001\" kind=\"show\" identifier=\"showDetail\" id=\"seg-00-001\"/>",
        with: """
          <segue destination="dtl-VC-001" kind="show" identifier="showDetail" id="seg-00-001"/>
          <segue destination="dtl-VC-001" kind="show" identifier="showInfo" trigger="accessoryAction" id="seg-00-002"/>
          """)
    let storyboard = try UIStoryboard(data: Data(xml.utf8), fileName: "Info.storyboard")
    let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
    let list = try #require(navigation.viewControllers.first as? ProtoListController)
    let window = makeWindow(root: navigation)
    UIApplication.shared.advance(by: 1.0 / 60)
    let table = try #require(list.tableView)
    window.tap(at: try detailButtonPoint(IndexPath(row: 2, section: 0), in: table))
    UIApplication.shared.runUntilIdle()
    #expect(log.entries == ["prepare(showInfo) sender=Item 2", "accessory 2"])
    #expect(navigation.viewControllers.count == 2)
    #expect(table.indexPathForSelectedRow == nil)
    navigation.popViewController(animated: false)
    UIApplication.shared.runUntilIdle()
    log.clear()
    window.tap(at: windowPoint(ofRow: IndexPath(row: 1, section: 0), in: table))
    UIApplication.shared.runUntilIdle()
    #expect(log.entries == ["prepare(showDetail) sender=Item 1", "didSelect 1"])
  }
}
