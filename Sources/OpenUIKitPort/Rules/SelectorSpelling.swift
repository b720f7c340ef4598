import Foundation

/// Objective-C selector names of Swift methods, as the Swift compiler spells them for `@objc`.
///
/// - no parameters: the base name (`refresh`);
/// - first parameter unlabelled: `base:` then `label:` for each further one
///   (`didTap(_:forEvent:)` → `didTap:forEvent:`);
/// - first parameter labelled: the base name, then `With` unless the label starts with a
///   preposition, then the label capitalised (`handle(pan:)` → `handleWithPan:`,
///   `move(to:)` → `moveTo:`);
/// - getters are the property name, setters `set` + capitalised name + `:`.
enum SelectorSpelling {
  static func selector(baseName: String, labels: [String?]) -> String {
    guard let first = labels.first else { return baseName }
    var name = baseName
    if let label = first {
      let firstWord = String(label.prefix { !$0.isUppercase })
      if !prepositions.contains(firstWord) { name += "With" }
      name += label.prefix(1).uppercased() + label.dropFirst()
    }
    name += ":"
    for label in labels.dropFirst() { name += (label ?? "") + ":" }
    return name
  }

  /// Parses a Swift full name `handle(pan:)` / `handlePan(_:)` / `refresh`.
  static func parse(fullName: String) -> (baseName: String, labels: [String?]?) {
    guard let open = fullName.firstIndex(of: "("), fullName.hasSuffix(")") else { return (fullName, nil) }
    let base = String(fullName[..<open])
    let inner = fullName[fullName.index(after: open)..<fullName.index(before: fullName.endIndex)]
    let labels = inner.split(separator: ":", omittingEmptySubsequences: true).map { piece -> String? in
      let label = piece.trimmingCharacters(in: .whitespaces)
      return label == "_" ? nil : label
    }
    return (base, labels)
  }

  static func getter(_ property: String) -> String { property }
  static func setter(_ property: String) -> String {
    "set" + property.prefix(1).uppercased() + property.dropFirst() + ":"
  }

  /// The words the compiler treats as prepositions when naming selectors.
  static let prepositions: Set<String> = [
    "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for", "from",
    "given", "in", "including", "inside", "into", "matching", "of", "on", "passing", "preceding", "since",
    "to", "until", "using", "via", "when", "with", "within",
  ]
}
