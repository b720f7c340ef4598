import Foundation

/// Table view cell classes for `UITableView.register(_:forCellReuseIdentifier:)`: without the
/// Objective-C runtime a class object cannot be asked for a new instance, so subclasses of
/// `UITableViewCell` registered by class are made by a factory given here:
///
/// ```swift
/// StoryboardClassRegistry.registerCell(BadgeCell.self) { style, reuseIdentifier in
///   BadgeCell(style: style, reuseIdentifier: reuseIdentifier)
/// }
/// tableView.register(BadgeCell.self, forCellReuseIdentifier: "Badge")
/// ```
///
/// (Storyboard prototype cells with a `customClass` are made by their view registration,
/// `register(_:name:)`, with `init?(coder:)`, as UIKit decodes them.)
extension StoryboardClassRegistry {
  private static var cellFactories: [ObjectIdentifier: @MainActor (UITableViewCell.CellStyle, String?) -> UITableViewCell] = [:]

  /// Registers how to make cells of `type` when a table view has it registered by class.
  public static func registerCell<T: UITableViewCell>(
    _ type: T.Type,
    factory: @escaping @MainActor (_ style: UITableViewCell.CellStyle, _ reuseIdentifier: String?) -> T
  ) {
    cellFactories[ObjectIdentifier(type)] = { style, identifier in factory(style, identifier) }
  }

  package static func cellFactory(for cellClass: AnyClass) -> (@MainActor (UITableViewCell.CellStyle, String?) -> UITableViewCell)? {
    cellFactories[ObjectIdentifier(cellClass)]
  }
}

/// Header and footer view classes for `UITableView.register(_:forHeaderFooterViewReuseIdentifier:)`:
///
/// ```swift
/// StoryboardClassRegistry.registerHeaderFooterView(SectionHeader.self) { SectionHeader(reuseIdentifier: $0) }
/// ```
extension StoryboardClassRegistry {
  private static var headerFooterFactories: [ObjectIdentifier: @MainActor (String?) -> UITableViewHeaderFooterView] = [:]

  /// Registers how to make header or footer views of `type` when a table view has it registered by class.
  public static func registerHeaderFooterView<T: UITableViewHeaderFooterView>(
    _ type: T.Type, factory: @escaping @MainActor (_ reuseIdentifier: String?) -> T
  ) {
    headerFooterFactories[ObjectIdentifier(type)] = { identifier in factory(identifier) }
  }

  package static func headerFooterViewFactory(for viewClass: AnyClass) -> (@MainActor (String?) -> UITableViewHeaderFooterView)? {
    headerFooterFactories[ObjectIdentifier(viewClass)]
  }
}
