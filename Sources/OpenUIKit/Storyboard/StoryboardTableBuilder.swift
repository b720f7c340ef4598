import Foundation

/// Table views of storyboards: `<tableView>` with its style, heights and separators, static
/// `<sections>` of `<tableViewSection>` with `<cells>`, `<prototypes>` registered as cell
/// factories under their reuse identifiers, `tableHeaderView` / `tableFooterView`, and the
/// `dataSource` / `delegate` outlets; `<tableViewCell>` with its style, accessory, selection style,
/// reuse identifier, and its `<tableViewCellContentView>`'s subviews in the cell's content view
/// (the labels the cell names as `textLabel` / `detailTextLabel` become the style's labels).
@preconcurrency @MainActor
struct StoryboardTableBuilder {
  let viewBuilder: StoryboardViewBuilder
  var context: StoryboardControllerContext { viewBuilder.context }

  /// The view for a table element, or nil for other elements.
  static func makeView(_ object: StoryboardObject, frame: CGRect) -> UIView? {
    switch object.elementName {
    case "tableView":
      return UITableView(frame: frame, style: tableStyle(object.attributes["style"]))
    case "tableViewCell":
      // The cell made at 320 × 44 pt and given its frame (laid out once when that is the same).
      return UITableViewCell._storyboardCell(style: cellStyle(object.attributes["style"]) ?? .default, frame: frame)
    default:
      return nil
    }
  }

  /// Fills a table or cell made by `makeView` (or by a registered custom class).
  func populate(_ object: StoryboardObject, _ view: UIView, built: inout [(StoryboardObject, AnyObject)]) {
    if let table = view as? UITableView, object.elementName == "tableView" {
      populateTable(object, table, built: &built)
    } else if let cell = view as? UITableViewCell, object.elementName == "tableViewCell" {
      populateCell(object, cell, built: &built)
    }
  }

  private func populateTable(_ object: StoryboardObject, _ table: UITableView, built: inout [(StoryboardObject, AnyObject)]) {
    if let height = object.doubleAttribute("rowHeight") { table.rowHeight = CGFloat(height) }
    if let height = object.doubleAttribute("estimatedRowHeight") { table.estimatedRowHeight = CGFloat(height) }
    if let height = object.doubleAttribute("sectionHeaderHeight") { table.sectionHeaderHeight = CGFloat(height) }
    if let height = object.doubleAttribute("sectionFooterHeight") { table.sectionFooterHeight = CGFloat(height) }
    switch object.attributes["separatorStyle"] {
    case "none": table.separatorStyle = .none
    case "singleLineEtched": table.separatorStyle = .singleLineEtched
    default: break
    }
    if object.boolAttribute("allowsSelection") == false { table.allowsSelection = false }
    if object.boolAttribute("allowsMultipleSelection") == true { table.allowsMultipleSelection = true }
    // Editing (Docs/Behaviour/tables19.md): Interface Builder's Editing options.
    if object.boolAttribute("allowsSelectionDuringEditing") == true { table.allowsSelectionDuringEditing = true }
    if object.boolAttribute("allowsMultipleSelectionDuringEditing") == true {
      table.allowsMultipleSelectionDuringEditing = true
    }
    if object.boolAttribute("editing") == true { table.isEditing = true }
    if let header = object.child(forKey: "tableHeaderView") {
      table.tableHeaderView = viewBuilder.makeView(header, built: &built)
    }
    if let footer = object.child(forKey: "tableFooterView") {
      table.tableFooterView = viewBuilder.makeView(footer, built: &built)
    }
    if object.attributes["dataMode"] == "static" {
      table._staticSections = object.children(in: "sections").map { section in
        let cellObjects = section.children(in: "cells")
        let cells = cellObjects.map { cellObject -> UITableViewCell in
          let made = viewBuilder.makeView(cellObject, built: &built) as? UITableViewCell ?? UITableViewCell(style: .default, reuseIdentifier: nil)
          made._isStaticCell = true
          return made
        }
        return StaticTableSection(
          headerTitle: section.attributes["headerTitle"], footerTitle: section.attributes["footerTitle"], cells: cells,
          rowHeights: cellObjects.map { $0.doubleAttribute("rowHeight").map { CGFloat($0) } })
      }
    }
    for prototype in object.children(in: "prototypes") where prototype.elementName == "tableViewCell" {
      guard let identifier = prototype.attributes["reuseIdentifier"] else { continue }
      table._cellFactories[identifier] = { [weak context] in
        guard let context else { return UITableViewCell(style: .default, reuseIdentifier: identifier) }
        return StoryboardTableBuilder(viewBuilder: StoryboardViewBuilder(context: context)).makePrototypeCell(prototype)
      }
    }
    var connected = false
    for outlet in object.outlets {
      let destination = context.objects[outlet.destinationID]
      switch outlet.property {
      case "dataSource":
        table.dataSource = destination as? UITableViewDataSource
        connected = true
      case "delegate":
        table.delegate = destination as? UITableViewDelegate
        connected = true
      default: continue
      }
    }
    // A table view controller's table without connections still answers from its controller.
    if !connected, object.key == "view", let controller = context.objects[context.object.id ?? ""] as? UITableViewController {
      table.dataSource = controller
      table.delegate = controller
    }
  }

  /// A new cell from a prototype, connected (segues, actions, outlets) to the scene's controller.
  func makePrototypeCell(_ prototype: StoryboardObject) -> UITableViewCell {
    var built: [(StoryboardObject, AnyObject)] = []
    let made = viewBuilder.makeView(prototype, built: &built)
    let cell = made as? UITableViewCell ?? UITableViewCell(style: .default, reuseIdentifier: prototype.attributes["reuseIdentifier"])
    if let controller = context.objects[context.object.id ?? ""] as? UIViewController {
      for (object, instance) in built { context.connect(object, instance, controller: controller) }
    }
    for (_, instance) in built { (instance as? UIView)?.awakeFromNib() }
    return cell
  }

  private func populateCell(_ object: StoryboardObject, _ cell: UITableViewCell, built: inout [(StoryboardObject, AnyObject)]) {
    if let style = Self.cellStyle(object.attributes["style"]) { cell._style = style }
    cell._setReuseIdentifier(object.attributes["reuseIdentifier"])
    cell.accessoryType = Self.accessoryType(object.attributes["accessoryType"])
    switch object.attributes["selectionStyle"] {
    case "none": cell.selectionStyle = .none
    case "blue": cell.selectionStyle = .blue
    case "gray": cell.selectionStyle = .gray
    default: break
    }
    if let level = object.attributes["indentationLevel"].flatMap(Int.init) { cell.indentationLevel = level }
    if let width = object.doubleAttribute("indentationWidth") { cell.indentationWidth = CGFloat(width) }
    // Editing (Docs/Behaviour/tables19.md): "Shows Re-order Controls", "Indent While Editing",
    // "Editing Acc." in Interface Builder.
    if object.boolAttribute("showsReorderControl") == true { cell.showsReorderControl = true }
    if object.boolAttribute("shouldIndentWhileEditing") == false { cell.shouldIndentWhileEditing = false }
    if let raw = object.attributes["editingAccessoryType"] { cell.editingAccessoryType = Self.accessoryType(raw) }
    if let contentObject = object.child(forKey: "contentView") {
      if let id = contentObject.id { context.objects[id] = cell.contentView }
      viewBuilder.apply(contentObject, to: cell.contentView)
      for subview in contentObject.subviews {
        cell.contentView.addSubview(viewBuilder.makeView(subview, built: &built))
      }
    }
    let text = object.attributes["textLabel"].flatMap { context.objects[$0] as? UILabel }
    let detail = object.attributes["detailTextLabel"].flatMap { context.objects[$0] as? UILabel }
    cell._adoptLabels(text: text, detail: detail)
  }

  static func tableStyle(_ raw: String?) -> UITableView.Style {
    switch raw {
    case "grouped": return .grouped
    case "insetGrouped": return .insetGrouped
    default: return .plain
    }
  }

  /// Interface Builder's cell styles; nil for custom cells (no `style` attribute).
  static func cellStyle(_ raw: String?) -> UITableViewCell.CellStyle? {
    switch raw {
    case "IBUITableViewCellStyleDefault": return .default
    case "IBUITableViewCellStyleValue1": return .value1
    case "IBUITableViewCellStyleValue2": return .value2
    case "IBUITableViewCellStyleSubtitle": return .subtitle
    default: return nil
    }
  }

  static func accessoryType(_ raw: String?) -> UITableViewCell.AccessoryType {
    switch raw {
    case "disclosureIndicator": return .disclosureIndicator
    case "checkmark": return .checkmark
    case "detailButton": return .detailButton
    case "detailDisclosureButton": return .detailDisclosureButton
    default: return .none
    }
  }
}
