import Foundation

// iOS 14 configurations on collection view cells (the stored state is `_configurationStorage`,
// declared last in UICollectionViewCell.swift with the overridable members).

extension UICollectionViewCell: _CellConfigurationHost {
  public typealias ConfigurationUpdateHandler = (UICollectionViewCell, UICellConfigurationState) -> Void

  /// The cell's content configuration: its content view fills `contentView`; nil removes it.
  public var contentConfiguration: UIContentConfiguration? {
    get { _configurationStorage?.contentConfiguration }
    set {
      _setContentConfiguration(newValue)
      setNeedsLayout()
    }
  }

  /// The cell's background configuration. Setting one replaces `backgroundView` and
  /// `selectedBackgroundView`.
  public var backgroundConfiguration: UIBackgroundConfiguration? {
    get { _configurationStorage?.backgroundConfiguration }
    set {
      if newValue != nil {
        if backgroundView != nil { backgroundView = nil }
        if selectedBackgroundView != nil { selectedBackgroundView = nil }
      }
      _setBackgroundConfiguration(newValue)
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

  /// Called with the cell and its state after `updateConfiguration(using:)`; setting it asks
  /// for an update.
  public var configurationUpdateHandler: ConfigurationUpdateHandler? {
    get { _configurationStorage?.updateHandler as? ConfigurationUpdateHandler }
    set {
      _writableConfigurationStorage.updateHandler = newValue
      setNeedsUpdateConfiguration()
    }
  }

  func _callUpdateHandler(_ handler: Any, state: UICellConfigurationState) {
    (handler as? ConfigurationUpdateHandler)?(self, state)
  }

  var _isSubclassCell: Bool { type(of: self) != UICollectionViewCell.self }
}
