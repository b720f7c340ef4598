import Foundation

/// The raw attributes `StoryboardViewBuilder.apply` reads from a view element, found in one pass
/// over the element's attributes. Looking each of them up hashes its name, and most of them are
/// absent from most views (sbload8: ≈ 20 lookups a view were ≈ 6 % of a storyboard load's
/// instructions); the pass instead compares each written name only with the names of the same
/// UTF-8 length. Values are kept as written: callers convert them exactly as the lookups did.
package struct StoryboardViewAttributes {
  /// The attribute names read, by slot.
  package enum Name: Int, CaseIterable, Sendable {
    case translatesAutoresizingMaskIntoConstraints, horizontalHuggingPriority, verticalHuggingPriority
    case horizontalCompressionResistancePriority, verticalCompressionResistancePriority
    case preservesSuperviewLayoutMargins, insetsLayoutMarginsFromSafeArea, hidden, alpha, clipsSubviews
    case userInteractionEnabled, opaque, tag, text, textAlignment, numberOfLines, enabled, selected

    package var text: String {
      switch self {
      case .translatesAutoresizingMaskIntoConstraints: "translatesAutoresizingMaskIntoConstraints"
      case .horizontalHuggingPriority: "horizontalHuggingPriority"
      case .verticalHuggingPriority: "verticalHuggingPriority"
      case .horizontalCompressionResistancePriority: "horizontalCompressionResistancePriority"
      case .verticalCompressionResistancePriority: "verticalCompressionResistancePriority"
      case .preservesSuperviewLayoutMargins: "preservesSuperviewLayoutMargins"
      case .insetsLayoutMarginsFromSafeArea: "insetsLayoutMarginsFromSafeArea"
      case .hidden: "hidden"
      case .alpha: "alpha"
      case .clipsSubviews: "clipsSubviews"
      case .userInteractionEnabled: "userInteractionEnabled"
      case .opaque: "opaque"
      case .tag: "tag"
      case .text: "text"
      case .textAlignment: "textAlignment"
      case .numberOfLines: "numberOfLines"
      case .enabled: "enabled"
      case .selected: "selected"
      }
    }
  }

  /// Names by UTF-8 length (index), each with its slot.
  private static let namesByLength: [[(name: String, slot: Name)]] = {
    var table: [[(name: String, slot: Name)]] = []
    for name in Name.allCases {
      let length = name.text.utf8.count
      while table.count <= length { table.append([]) }
      table[length].append((name.text, name))
    }
    return table
  }()

  // One stored value per name (a tuple would be copied whole on every read).
  private var _translatesAutoresizingMaskIntoConstraints: String?
  private var _horizontalHuggingPriority: String?
  private var _verticalHuggingPriority: String?
  private var _horizontalCompressionResistancePriority: String?
  private var _verticalCompressionResistancePriority: String?
  private var _preservesSuperviewLayoutMargins: String?
  private var _insetsLayoutMarginsFromSafeArea: String?
  private var _hidden: String?
  private var _alpha: String?
  private var _clipsSubviews: String?
  private var _userInteractionEnabled: String?
  private var _opaque: String?
  private var _tag: String?
  private var _text: String?
  private var _textAlignment: String?
  private var _numberOfLines: String?
  private var _enabled: String?
  private var _selected: String?

  package init<Attributes: Sequence>(_ attributes: Attributes) where Attributes.Element == (key: String, value: String) {
    let table = Self.namesByLength
    for (key, value) in attributes {
      let length = key.utf8.count
      guard length < table.count else { continue }
      for candidate in table[length] where candidate.name == key {
        self[candidate.slot] = value
        break
      }
    }
  }

  /// The value written for `name`, as `attributes[name.text]` reads it.
  package subscript(name: Name) -> String? {
    get {
      switch name {
      case .translatesAutoresizingMaskIntoConstraints: _translatesAutoresizingMaskIntoConstraints
      case .horizontalHuggingPriority: _horizontalHuggingPriority
      case .verticalHuggingPriority: _verticalHuggingPriority
      case .horizontalCompressionResistancePriority: _horizontalCompressionResistancePriority
      case .verticalCompressionResistancePriority: _verticalCompressionResistancePriority
      case .preservesSuperviewLayoutMargins: _preservesSuperviewLayoutMargins
      case .insetsLayoutMarginsFromSafeArea: _insetsLayoutMarginsFromSafeArea
      case .hidden: _hidden
      case .alpha: _alpha
      case .clipsSubviews: _clipsSubviews
      case .userInteractionEnabled: _userInteractionEnabled
      case .opaque: _opaque
      case .tag: _tag
      case .text: _text
      case .textAlignment: _textAlignment
      case .numberOfLines: _numberOfLines
      case .enabled: _enabled
      case .selected: _selected
      }
    }
    set {
      switch name {
      case .translatesAutoresizingMaskIntoConstraints: _translatesAutoresizingMaskIntoConstraints = newValue
      case .horizontalHuggingPriority: _horizontalHuggingPriority = newValue
      case .verticalHuggingPriority: _verticalHuggingPriority = newValue
      case .horizontalCompressionResistancePriority: _horizontalCompressionResistancePriority = newValue
      case .verticalCompressionResistancePriority: _verticalCompressionResistancePriority = newValue
      case .preservesSuperviewLayoutMargins: _preservesSuperviewLayoutMargins = newValue
      case .insetsLayoutMarginsFromSafeArea: _insetsLayoutMarginsFromSafeArea = newValue
      case .hidden: _hidden = newValue
      case .alpha: _alpha = newValue
      case .clipsSubviews: _clipsSubviews = newValue
      case .userInteractionEnabled: _userInteractionEnabled = newValue
      case .opaque: _opaque = newValue
      case .tag: _tag = newValue
      case .text: _text = newValue
      case .textAlignment: _textAlignment = newValue
      case .numberOfLines: _numberOfLines = newValue
      case .enabled: _enabled = newValue
      case .selected: _selected = newValue
      }
    }
  }

  /// `storyboardBool` of the value, as `StoryboardObject.boolAttribute` reads it.
  package func bool(_ name: Name) -> Bool? { storyboardBool(self[name]) }
  /// The value as a `Double`, as `StoryboardObject.doubleAttribute` reads it.
  package func double(_ name: Name) -> Double? { self[name].flatMap(Double.init) }
}
