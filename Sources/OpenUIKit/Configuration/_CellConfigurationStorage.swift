import Foundation

/// A cell's configuration state (iOS 14 `contentConfiguration`, `backgroundConfiguration`,
/// `configurationUpdateHandler` and the pending update), made on first use: a cell that never
/// uses configurations keeps one nil reference (or the shared empty storage, once updated).
@MainActor
package final class _CellConfigurationStorage {
  /// The storage of a cell whose first update ran and found nothing to do: shared, never
  /// written (`_CellConfigurationHost._writableConfigurationStorage` replaces it first).
  static let updatedEmpty = _CellConfigurationStorage()

  var contentConfiguration: UIContentConfiguration?
  var contentView: (UIView & UIContentView)?
  var backgroundConfiguration: UIBackgroundConfiguration?
  var backgroundView: _UIBackgroundConfigurationView?
  var automaticallyUpdatesContentConfiguration = true
  var automaticallyUpdatesBackgroundConfiguration = true
  /// The cell class's `ConfigurationUpdateHandler`, as set.
  var updateHandler: Any?
  var needsUpdate = false
  var isUpdating = false
}

/// What the cell classes share for configurations: where the storage lives and how the
/// configuration's views go in (the content view fills `contentView`; the background sits at
/// the back of the cell).
/// Table header and footer views share it too, with a view configuration state
/// (`UIViewConfigurationState`) instead of a cell's.
@MainActor
protocol _CellConfigurationHost: UIView {
  /// `UICellConfigurationState` for cells, `UIViewConfigurationState` for header-footer views.
  associatedtype _ConfigurationState: UIConfigurationState
  var _configurationStorage: _CellConfigurationStorage? { get set }
  var contentView: UIView { get }
  var configurationState: _ConfigurationState { get }
  func updateConfiguration(using state: _ConfigurationState)
  /// Runs the update handler of the cell class.
  func _callUpdateHandler(_ handler: Any, state: _ConfigurationState)
  /// Whether the cell's class (a subclass) may override `updateConfiguration(using:)`, and so
  /// gets its first update before it shows even when it set nothing.
  var _isSubclassCell: Bool { get }
}

extension _CellConfigurationHost {
  var _writableConfigurationStorage: _CellConfigurationStorage {
    if let storage = _configurationStorage, storage !== _CellConfigurationStorage.updatedEmpty { return storage }
    let storage = _CellConfigurationStorage()
    _configurationStorage = storage
    return storage
  }

  func _setNeedsUpdateConfiguration() {
    let storage = _writableConfigurationStorage
    guard !storage.needsUpdate else { return }
    storage.needsUpdate = true
    setNeedsLayout()
  }

  /// A state the configurations read changed (selection, highlight): update on the next
  /// layout if anything can read it.
  func _configurationStateDidChange() {
    if _configurationStorage != nil || _isSubclassCell { _setNeedsUpdateConfiguration() }
  }

  /// Called from `layoutSubviews`: runs a pending update (and a subclass cell's first one).
  func _updateConfigurationIfNeeded() {
    if let storage = _configurationStorage {
      guard storage.needsUpdate, !storage.isUpdating else { return }
    } else {
      guard _isSubclassCell else { return }
    }
    _runConfigurationUpdate()
  }

  func _runConfigurationUpdate() {
    let storage = _configurationStorage ?? _CellConfigurationStorage.updatedEmpty
    storage.needsUpdate = false
    let isEmpty = storage === _CellConfigurationStorage.updatedEmpty
    if !isEmpty { storage.isUpdating = true }
    if _configurationStorage == nil { _configurationStorage = storage }
    let state = configurationState
    if !isEmpty {
      if storage.automaticallyUpdatesContentConfiguration, let content = storage.contentConfiguration {
        _installContent(content.updated(for: state))
      }
      if storage.automaticallyUpdatesBackgroundConfiguration, let background = storage.backgroundConfiguration {
        _installBackground(background.updated(for: state))
      }
    }
    updateConfiguration(using: state)
    let current = _configurationStorage ?? storage
    if let handler = current.updateHandler { _callUpdateHandler(handler, state: state) }
    current.isUpdating = false
    storage.isUpdating = false
  }

  // MARK: Content

  func _setContentConfiguration(_ configuration: UIContentConfiguration?) {
    let storage = _writableConfigurationStorage
    storage.contentConfiguration = configuration
    guard let configuration else {
      storage.contentView?.removeFromSuperview()
      storage.contentView = nil
      return
    }
    _installContent(storage.automaticallyUpdatesContentConfiguration ? configuration.updated(for: configurationState) : configuration)
  }

  /// Shows `configuration` in the installed content view when that view takes it (same
  /// configuration type and `supports(_:)`), else in a new view from `makeContentView()`.
  func _installContent(_ configuration: UIContentConfiguration) {
    let storage = _writableConfigurationStorage
    if let view = storage.contentView, type(of: view.configuration) == type(of: configuration), view.supports(configuration) {
      view.configuration = configuration
      return
    }
    storage.contentView?.removeFromSuperview()
    let view = configuration.makeContentView()
    storage.contentView = view
    UIView.performWithoutAnimation {
      view.frame = contentView.bounds
      view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }
    contentView.addSubview(view)
  }

  // MARK: Background

  func _setBackgroundConfiguration(_ configuration: UIBackgroundConfiguration?) {
    let storage = _writableConfigurationStorage
    storage.backgroundConfiguration = configuration
    guard let configuration else {
      storage.backgroundView?.removeFromSuperview()
      storage.backgroundView = nil
      return
    }
    _installBackground(storage.automaticallyUpdatesBackgroundConfiguration ? configuration.updated(for: configurationState) : configuration)
  }

  func _installBackground(_ configuration: UIBackgroundConfiguration) {
    let storage = _writableConfigurationStorage
    let view: _UIBackgroundConfigurationView
    if let existing = storage.backgroundView {
      view = existing
      view.apply(configuration)
    } else {
      view = _UIBackgroundConfigurationView(configuration: configuration)
      storage.backgroundView = view
      insertSubview(view, at: 0)
    }
    _layoutBackgroundView()
  }

  /// Places the background view (called from the cell's layout too).
  func _layoutBackgroundView() {
    guard let view = _configurationStorage?.backgroundView else { return }
    let frame = _UIBackgroundConfigurationView.frame(for: view.configuration, in: bounds)
    if view.frame != frame { UIView.performWithoutAnimation { view.frame = frame } }
  }

  /// The configuration state's common part: traits, selection and highlight.
  func _baseConfigurationState(isSelected: Bool, isHighlighted: Bool) -> UICellConfigurationState {
    var state = UICellConfigurationState(traitCollection: traitCollection)
    state.isSelected = isSelected
    state.isHighlighted = isHighlighted
    return state
  }
}
