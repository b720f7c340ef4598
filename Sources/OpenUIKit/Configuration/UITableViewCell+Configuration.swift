import Foundation

// iOS 14 configurations on table cells (the stored state is `_configurationStorage`, declared
// last in UITableViewCell.swift; `configurationState`, `setNeedsUpdateConfiguration()` and
// `updateConfiguration(using:)` are there too, so subclasses can override them).

extension UITableViewCell: _CellConfigurationHost {
  public typealias ConfigurationUpdateHandler = (UITableViewCell, UICellConfigurationState) -> Void

  /// The cell's content configuration. Setting one shows its content view filling
  /// `contentView` and replaces `textLabel` and `detailTextLabel` (they read nil while it is
  /// set); nil removes the content view.
  public var contentConfiguration: UIContentConfiguration? {
    get { _configurationStorage?.contentConfiguration }
    set {
      if newValue != nil { _dropLegacyLabels() }
      _setContentConfiguration(newValue)
      setNeedsLayout()
    }
  }

  /// The cell's background configuration. Setting one replaces `backgroundView`,
  /// `selectedBackgroundView` and `backgroundColor`, and the selection highlight comes from it.
  public var backgroundConfiguration: UIBackgroundConfiguration? {
    get { _configurationStorage?.backgroundConfiguration }
    set {
      if newValue != nil {
        if backgroundView != nil { backgroundView = nil }
        if selectedBackgroundView != nil { selectedBackgroundView = nil }
        backgroundColor = nil
      }
      _setBackgroundConfiguration(newValue)
      isSelected = isSelected  // re-evaluates the default highlight
    }
  }

  /// A list content configuration of the cell's style: `.default` → `cell()`, `.subtitle` →
  /// `subtitleCell()`, `.value1` and `.value2` → `valueCell()`.
  public func defaultContentConfiguration() -> UIListContentConfiguration {
    switch _style {
    case .default: .cell()
    case .subtitle: .subtitleCell()
    case .value1, .value2: .valueCell()
    }
  }

  /// iOS 16: the background configuration for a plain table's cell.
  public func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { .listPlainCell() }

  /// Whether the content configuration is updated for each new state (default true).
  public var automaticallyUpdatesContentConfiguration: Bool {
    get { _configurationStorage?.automaticallyUpdatesContentConfiguration ?? true }
    set { _writableConfigurationStorage.automaticallyUpdatesContentConfiguration = newValue }
  }

  /// Whether the background configuration is updated for each new state (default true).
  public var automaticallyUpdatesBackgroundConfiguration: Bool {
    get { _configurationStorage?.automaticallyUpdatesBackgroundConfiguration ?? true }
    set { _writableConfigurationStorage.automaticallyUpdatesBackgroundConfiguration = newValue }
  }

  /// Called with the cell and its state after `updateConfiguration(using:)`; setting it asks
  /// for an update.
  public var configurationUpdateHandler: ConfigurationUpdateHandler? {
    get { _configurationStorage?.updateHandler as? ConfigurationUpdateHandler }
    set {
      _writableConfigurationStorage.updateHandler = newValue
      setNeedsUpdateConfiguration()
    }
  }

  var _hasContentConfiguration: Bool { _configurationStorage?.contentConfiguration != nil }

  /// A backgroundView or selectedBackgroundView set after a background configuration ends it.
  func _backgroundViewReplacesConfiguration() {
    guard _configurationStorage?.backgroundConfiguration != nil else { return }
    _setBackgroundConfiguration(nil)
  }

  func _callUpdateHandler(_ handler: Any, state: UICellConfigurationState) {
    (handler as? ConfigurationUpdateHandler)?(self, state)
  }

  var _isSubclassCell: Bool { type(of: self) != UITableViewCell.self }
}
