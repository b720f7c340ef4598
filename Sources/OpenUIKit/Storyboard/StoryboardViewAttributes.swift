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

  private var values: (
    String?, String?, String?, String?, String?, String?, String?, String?, String?, String?, String?, String?,
    String?, String?, String?, String?, String?, String?
  ) = (nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil)

  package init(_ attributes: [String: String]) {
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
      case .translatesAutoresizingMaskIntoConstraints: values.0
      case .horizontalHuggingPriority: values.1
      case .verticalHuggingPriority: values.2
      case .horizontalCompressionResistancePriority: values.3
      case .verticalCompressionResistancePriority: values.4
      case .preservesSuperviewLayoutMargins: values.5
      case .insetsLayoutMarginsFromSafeArea: values.6
      case .hidden: values.7
      case .alpha: values.8
      case .clipsSubviews: values.9
      case .userInteractionEnabled: values.10
      case .opaque: values.11
      case .tag: values.12
      case .text: values.13
      case .textAlignment: values.14
      case .numberOfLines: values.15
      case .enabled: values.16
      case .selected: values.17
      }
    }
    set {
      switch name {
      case .translatesAutoresizingMaskIntoConstraints: values.0 = newValue
      case .horizontalHuggingPriority: values.1 = newValue
      case .verticalHuggingPriority: values.2 = newValue
      case .horizontalCompressionResistancePriority: values.3 = newValue
      case .verticalCompressionResistancePriority: values.4 = newValue
      case .preservesSuperviewLayoutMargins: values.5 = newValue
      case .insetsLayoutMarginsFromSafeArea: values.6 = newValue
      case .hidden: values.7 = newValue
      case .alpha: values.8 = newValue
      case .clipsSubviews: values.9 = newValue
      case .userInteractionEnabled: values.10 = newValue
      case .opaque: values.11 = newValue
      case .tag: values.12 = newValue
      case .text: values.13 = newValue
      case .textAlignment: values.14 = newValue
      case .numberOfLines: values.15 = newValue
      case .enabled: values.16 = newValue
      case .selected: values.17 = newValue
      }
    }
  }

  /// `storyboardBool` of the value, as `StoryboardObject.boolAttribute` reads it.
  package func bool(_ name: Name) -> Bool? { storyboardBool(self[name]) }
  /// The value as a `Double`, as `StoryboardObject.doubleAttribute` reads it.
  package func double(_ name: Name) -> Double? { self[name].flatMap(Double.init) }
}
