import Foundation

// iOS 14 configurations on table header and footer views, through the cells' machinery
// (`_CellConfigurationHost`); the stored state, `configurationState`,
// `setNeedsUpdateConfiguration()` and `updateConfiguration(using:)` are in
// TableView/UITableViewHeaderFooterView.swift, so subclasses can override them.

extension UITableViewHeaderFooterView: _CellConfigurationHost {
  public typealias ConfigurationUpdateHandler = (UITableViewHeaderFooterView, UIViewConfigurationState) -> Void

  /// The view's content configuration. Setting one shows its content view filling
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

  /// The view's background configuration. Setting one replaces `backgroundView` and the table
  /// style's default background.
  public var backgroundConfiguration: UIBackgroundConfiguration? {
    get { _configurationStorage?.backgroundConfiguration }
    set {
      if newValue != nil, backgroundView != nil { backgroundView = nil }
      _setBackgroundConfiguration(newValue)
      _updateDefaultBackground()
    }
  }

  /// A list content configuration for the table style and role the view is used in: a plain
  /// table's header `plainHeader()` (= `header()`), footer `plainFooter()` (= `footer()`); a
  /// grouped or inset-grouped table's `groupedHeader()`, `groupedFooter()`. A view no table has
  /// asked for yet styles as a plain header (Docs/Behaviour/tables18.md).
  public func defaultContentConfiguration() -> UIListContentConfiguration {
    switch (_tableStyle, _isFooter) {
    case (.plain, false): .plainHeader()
    case (.plain, true): .plainFooter()
    case (_, false): .groupedHeader()
    case (_, true): .groupedFooter()
    }
  }

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

  /// Called with the view and its state after `updateConfiguration(using:)`; setting it asks
  /// for an update.
  public var configurationUpdateHandler: ConfigurationUpdateHandler? {
    get { _configurationStorage?.updateHandler as? ConfigurationUpdateHandler }
    set {
      _writableConfigurationStorage.updateHandler = newValue
      setNeedsUpdateConfiguration()
    }
  }

  func _callUpdateHandler(_ handler: Any, state: UIViewConfigurationState) {
    (handler as? ConfigurationUpdateHandler)?(self, state)
  }

  var _isSubclassCell: Bool { type(of: self) != UITableViewHeaderFooterView.self }

  /// The height of the content configuration's view at `width` (nil without one): what the
  /// table measures an automatic header or footer by.
  func _configuredContentHeight(width: CGFloat) -> CGFloat? {
    guard let view = _configurationStorage?.contentView else { return nil }
    return view.sizeThatFits(CGSize(width: width, height: 0)).height
  }
}
