import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing
import UIKit

/// An editable list: `items` per section, a log of the editing messages, per-row editing styles,
/// rows that cannot be edited, swipe configurations and a move redirect.
@MainActor
final class EditableListSource: NSObject, UITableViewDataSource, UITableViewDelegate {
  var items: [[String]]
  var log: [String] = []
  var styles: [IndexPath: UITableViewCell.EditingStyle] = [:]
  var locked: Set<IndexPath> = []
  var deleteTitle: String?
  var trailing: ((IndexPath) -> UISwipeActionsConfiguration?)?
  var leading: ((IndexPath) -> UISwipeActionsConfiguration?)?
  var moveRedirect: [IndexPath: IndexPath] = [:]
  /// Section header and footer titles (none by default).
  var headerTitles: [String?] = []
  var footerTitles: [String?] = []
  /// Whether `commit` deletes the row from the data and the table (as apps do).
  var deletesOnCommit = true

  init(_ items: [[String]]) { self.items = items }

  func numberOfSections(in tableView: UITableView) -> Int { items.count }
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items[section].count }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
    cell.textLabel?.text = items[indexPath.section][indexPath.row]
    cell.showsReorderControl = true
    return cell
  }
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    headerTitles.indices.contains(section) ? headerTitles[section] : nil
  }
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    footerTitles.indices.contains(section) ? footerTitles[section] : nil
  }
  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { !locked.contains(indexPath) }
  func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
    log.append("commit \(editingStyle == .delete ? "delete" : "insert") \(indexPath.section).\(indexPath.row)")
    if editingStyle == .delete && deletesOnCommit {
      items[indexPath.section].remove(at: indexPath.row)
      tableView.deleteRows(at: [indexPath], with: .automatic)
    }
  }
  func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
    log.append("move \(sourceIndexPath.section).\(sourceIndexPath.row) > \(destinationIndexPath.section).\(destinationIndexPath.row)")
    let item = items[sourceIndexPath.section].remove(at: sourceIndexPath.row)
    items[destinationIndexPath.section].insert(item, at: destinationIndexPath.row)
  }
  func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
    styles[indexPath] ?? .delete
  }
  func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
    deleteTitle
  }
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    log.append("didSelect \(indexPath.section).\(indexPath.row)")
  }
  func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
    log.append("willBeginEditing \(indexPath.section).\(indexPath.row)")
  }
  func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
    log.append("didEndEditing \(indexPath.map { "\($0.section).\($0.row)" } ?? "nil")")
  }
  func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath {
    moveRedirect[proposedDestinationIndexPath] ?? proposedDestinationIndexPath
  }
  func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
    leading?(indexPath)
  }
  func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
    trailing?(indexPath)
  }
}

/// Declares the optional methods `EditableListSource` implements, as `responds(to:)` needs
/// (what openuikit-port generates).
@MainActor
func registerEditableListSource() {
  ActionRegistry.registerImplemented(EditableListSource.self, [
    "tableView:commitEditingStyle:forRowAtIndexPath:", "tableView:moveRowAtIndexPath:toIndexPath:",
  ])
}

/// A cell recording `willTransition(to:)` and `didTransition(to:)`.
@MainActor
final class TransitionLoggingCell: UITableViewCell {
  var transitions: [String] = []
  override func willTransition(to state: UITableViewCell.StateMask) {
    super.willTransition(to: state)
    transitions.append("will \(state.rawValue)")
  }
  override func didTransition(to state: UITableViewCell.StateMask) {
    super.didTransition(to: state)
    transitions.append("did \(state.rawValue)")
  }
}

@MainActor
func makeEditableTable(_ items: [[String]] = [["A", "B", "C", "D", "E"]]) -> (UIWindow, UITableView, EditableListSource) {
  registerEditableListSource()
  let source = EditableListSource(items)
  let table = UITableView(frame: .zero, style: .plain)
  table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
  table.dataSource = source
  table.delegate = source
  let (window, _) = makeTableWindow(table)
  return (window, table, source)
}

@MainActor
func windowPoint(_ rect: CGRect, in cell: UITableViewCell) -> CGPoint {
  cell.convert(CGPoint(x: rect.midX, y: rect.midY), to: nil)
}

/// Edit mode (UIKit's UIViewController.setEditing, editButtonItem, UITableView.setEditing,
/// UITableViewCell editing controls, delete confirmation, insert, reordering).
@MainActor
@Suite(.serialized)
struct TableEditingTests {
  @Test("UIKit editButtonItem: titled Edit (plain), toggles setEditing(!isEditing) to Done (.done style); UITableViewController passes it to its table")
  func editButtonItemToggles() throws {
    let controller = UITableViewController(style: .plain)
    let item = controller.editButtonItem
    #expect(item === controller.editButtonItem)
    #expect(item.title == "Edit" && item.style == .plain)
    #expect(!controller.isEditing && !controller.tableView.isEditing)
    item._performAction()
    #expect(controller.isEditing && controller.tableView.isEditing)
    #expect(item.title == "Done" && item.style == .done)
    item._performAction()
    #expect(!controller.isEditing && !controller.tableView.isEditing)
    #expect(item.title == "Edit" && item.style == .plain)
    controller.isEditing = true
    #expect(item.title == "Done" && controller.tableView.isEditing)
  }

  @Test("UIKit edit mode: editable rows show the minus control and indent their content; canEditRowAt false rows show none; .insert rows a plus")
  func editModeControls() throws {
    let (w, table, source) = makeEditableTable()
    source.locked = [IndexPath(row: 1, section: 0)]
    source.styles[IndexPath(row: 2, section: 0)] = .insert
    let a = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(!a.isEditing && a.contentView.frame.minX == 0 && a._editControlFrame == nil)
    table.setEditing(true, animated: false)
    table.layoutIfNeeded()
    #expect(a.isEditing && a.editingStyle == .delete)
    #expect(a.contentView.frame.minX == 38)
    #expect(a._editControlFrame != nil)
    let locked = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
    #expect(locked.editingStyle == .none && locked._editControlFrame == nil && locked.contentView.frame.minX == 0)
    let insert = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
    #expect(insert.editingStyle == .insert && insert._editControlFrame != nil)
    table.setEditing(false, animated: false)
    table.layoutIfNeeded()
    #expect(!a.isEditing && a.contentView.frame.minX == 0 && a._editControlFrame == nil)
    w.isHidden = true
  }

  @Test("UIKit setEditing(_:animated: true): the indentation animates (the content view's layer gets an animation) and ends indented")
  func editModeAnimates() throws {
    let (w, table, source) = makeEditableTable()
    defer { withExtendedLifetime(source) {} }
    let a = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    table.setEditing(true, animated: true)
    #expect(!(a.contentView.layer.animationKeys() ?? []).isEmpty)
    UIApplication.shared.runUntilIdle()
    #expect(a.contentView.frame.minX == 38)
    w.isHidden = true
  }

  @Test("UIKit: tapping the minus shows the delete confirmation (willTransition/didTransition with showingDeleteConfirmation); tapping it commits .delete")
  func deleteConfirmationCommits() throws {
    registerEditableListSource()
    let source = EditableListSource([["A", "B", "C"]])
    source.deleteTitle = "Remove"
    let table = UITableView(frame: .zero, style: .plain)
    StoryboardClassRegistry.registerCell(TransitionLoggingCell.self) { style, id in
      TransitionLoggingCell(style: style, reuseIdentifier: id)
    }
    table.register(TransitionLoggingCell.self, forCellReuseIdentifier: "Row")
    table.dataSource = source
    table.delegate = source
    let (w, _) = makeTableWindow(table)
    table.setEditing(true, animated: false)
    table.layoutIfNeeded()
    let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? TransitionLoggingCell)
    #expect(cell.transitions == ["will 1", "did 1"])
    w.tap(at: windowPoint(try #require(cell._editControlFrame), in: cell))
    UIApplication.shared.runUntilIdle()
    #expect(cell.showingDeleteConfirmation)
    #expect(cell.transitions.suffix(2) == ["will 3", "did 3"])
    let button = try #require(cell._actionButtons.first)
    #expect(button.action.title == "Remove")
    #expect(source.log.isEmpty)
    w.tap(at: windowPoint(button.frame, in: cell))
    #expect(source.log == ["commit delete 0.1"])
    UIApplication.shared.runUntilIdle()
    #expect(table.numberOfRows(inSection: 0) == 2)
    #expect(!cell.showingDeleteConfirmation)
    w.isHidden = true
  }

  @Test("UIKit: a tap elsewhere while the delete confirmation shows hides it and commits nothing; the title defaults to Delete")
  func confirmationTapElsewhere() throws {
    let (w, table, source) = makeEditableTable()
    table.setEditing(true, animated: false)
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    w.tap(at: windowPoint(try #require(cell._editControlFrame), in: cell))
    #expect(cell.showingDeleteConfirmation)
    #expect(cell._actionButtons.first?.action.title == "Delete")
    w.tap(at: windowPoint(ofRow: IndexPath(row: 3, section: 0), in: table))
    UIApplication.shared.runUntilIdle()
    #expect(!cell.showingDeleteConfirmation)
    #expect(source.log.isEmpty)
    w.isHidden = true
  }

  @Test("UIKit: tapping the plus of an .insert row commits .insert")
  func insertControlCommits() throws {
    let (w, table, source) = makeEditableTable()
    source.styles[IndexPath(row: 4, section: 0)] = .insert
    table.setEditing(true, animated: false)
    let cell = try #require(table.cellForRow(at: IndexPath(row: 4, section: 0)))
    w.tap(at: windowPoint(try #require(cell._editControlFrame), in: cell))
    #expect(source.log == ["commit insert 0.4"])
    w.isHidden = true
  }

  @Test("UIKit allowsSelectionDuringEditing (false): rows are not selected in edit mode unless it is true")
  func selectionDuringEditing() throws {
    let (w, table, source) = makeEditableTable()
    #expect(!table.allowsSelectionDuringEditing && !table.allowsMultipleSelectionDuringEditing)
    table.setEditing(true, animated: false)
    w.tap(at: windowPoint(ofRow: IndexPath(row: 2, section: 0), in: table))
    #expect(table.indexPathForSelectedRow == nil && source.log.isEmpty)
    table.allowsSelectionDuringEditing = true
    w.tap(at: windowPoint(ofRow: IndexPath(row: 2, section: 0), in: table))
    #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    #expect(source.log == ["didSelect 0.2"])
    w.isHidden = true
  }

  @Test("UIKit reordering: a drag on the reorder control moves the row, the others make room, and moveRowAt hears the destination")
  func reorderMovesRow() throws {
    let (w, table, source) = makeEditableTable()
    table.setEditing(true, animated: false)
    table.layoutIfNeeded()
    let a = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    let b = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
    let bTop = b.frame.minY
    let control = try #require(a._reorderControlFrame)
    #expect(a.contentView.frame.maxX <= a.bounds.width - 40)
    let start = windowPoint(control, in: a)
    let touch = w.touchDown(at: start)
    touch.move(to: CGPoint(x: start.x, y: start.y + 2 * 44 + 5), duration: 0.3)
    // B and C moved up to make room while A is over C's place.
    #expect(b.frame.minY == bTop - 44)
    touch.lift()
    #expect(source.log == ["move 0.0 > 0.2"])
    #expect(source.items == [["B", "C", "A", "D", "E"]])
    table.layoutIfNeeded()
    #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === a)
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === b)
    #expect(a.frame.minY == table.rectForRow(at: IndexPath(row: 2, section: 0)).minY)
    w.isHidden = true
  }

  @Test("UIKit targetIndexPathForMoveFromRowAt: the delegate's target replaces the proposed destination")
  func reorderTargetRedirect() throws {
    let (w, table, source) = makeEditableTable()
    source.moveRedirect[IndexPath(row: 3, section: 0)] = IndexPath(row: 1, section: 0)
    table.setEditing(true, animated: false)
    let a = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    let start = windowPoint(try #require(a._reorderControlFrame), in: a)
    w.drag(from: start, to: CGPoint(x: start.x, y: start.y + 3 * 44 + 5), duration: 0.3)
    #expect(source.log == ["move 0.0 > 0.1"])
    #expect(source.items == [["B", "A", "C", "D", "E"]])
    w.isHidden = true
  }

  @Test("UIKit: no reorder control unless the data source implements moveRowAt (responds(to:)) and the cell's showsReorderControl")
  func reorderControlNeedsMoveRowAt() throws {
    final class NoMoveSource: NSObject, UITableViewDataSource {
      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        cell.showsReorderControl = true
        return cell
      }
    }
    let source = NoMoveSource()
    let table = UITableView(frame: .zero, style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
    table.dataSource = source
    let (w, _) = makeTableWindow(table)
    table.setEditing(true, animated: false)
    table.layoutIfNeeded()
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(cell._reorderControlFrame == nil)
    #expect(cell._editControlFrame != nil)
    w.isHidden = true
    // Implementing it (declared for responds(to:)) but the cell not asking: none either.
    let (w2, table2, source2) = makeEditableTable()
    let cell2 = try #require(table2.cellForRow(at: IndexPath(row: 0, section: 0)))
    let cell3 = try #require(table2.cellForRow(at: IndexPath(row: 1, section: 0)))
    cell2.showsReorderControl = false
    table2.setEditing(true, animated: false)
    table2.layoutIfNeeded()
    #expect(cell2._reorderControlFrame == nil && cell2._editControlFrame != nil)
    #expect(cell3._reorderControlFrame != nil)
    withExtendedLifetime(source2) {}
    w2.isHidden = true
  }
}
