import Foundation

// iOS 14 configuration states: the values a content or background configuration is updated for
// (`updated(for:)`), as the SDK's Swift interface spells them.

/// A key for a custom state of your own in a configuration state (`state[key]`).
public struct UIConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// The state a configuration is updated for: a trait collection and any custom states.
public protocol UIConfigurationState {
  init(traitCollection: UITraitCollection)
  var traitCollection: UITraitCollection { get set }
  subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// A view's configuration state (iOS 15): traits and the common control states.
public struct UIViewConfigurationState: UIConfigurationState, Hashable {
  public var traitCollection: UITraitCollection
  public var isDisabled = false
  public var isHighlighted = false
  public var isSelected = false
  public var isFocused = false
  public var isPinned = false
  var _custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]

  public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

  public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
    get { _custom[key] }
    set { _custom[key] = newValue }
  }
}

/// A cell's configuration state: the view states plus editing, swiping, expansion, reordering
/// and drag and drop.
public struct UICellConfigurationState: UIConfigurationState, Hashable {
  public enum DragState: Int, Sendable, Hashable { case none = 0, lifting, dragging }
  public enum DropState: Int, Sendable, Hashable { case none = 0, notTargeted, targeted }

  public var traitCollection: UITraitCollection
  public var isDisabled = false
  public var isHighlighted = false
  public var isSelected = false
  public var isFocused = false
  public var isPinned = false
  public var isEditing = false
  public var isExpanded = false
  public var isSwiped = false
  public var isReordering = false
  public var cellDragState: DragState = .none
  public var cellDropState: DropState = .none
  var _custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]

  public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

  public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
    get { _custom[key] }
    set { _custom[key] = newValue }
  }
}

/// A content-unavailable configuration's state (iOS 17): traits and the search text of the
/// controller's search controller, if any.
public struct UIContentUnavailableConfigurationState: UIConfigurationState, Hashable {
  public var traitCollection: UITraitCollection
  public var searchText: String?
  var _custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]

  public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

  public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
    get { _custom[key] }
    set { _custom[key] = newValue }
  }
}

/// The selection-like states of any configuration state (a cell's or a view's), for the
/// configurations' default per-state values.
struct _ConfigurationStateFlags {
  var isSelected = false
  var isHighlighted = false
  var isDisabled = false
  var isEditing = false
  var traitCollection: UITraitCollection?

  init(_ state: any UIConfigurationState) {
    traitCollection = state.traitCollection
    if let cell = state as? UICellConfigurationState {
      isSelected = cell.isSelected
      isHighlighted = cell.isHighlighted
      isDisabled = cell.isDisabled
      isEditing = cell.isEditing
    } else if let view = state as? UIViewConfigurationState {
      isSelected = view.isSelected
      isHighlighted = view.isHighlighted
      isDisabled = view.isDisabled
    }
  }
}
