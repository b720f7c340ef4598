import Foundation

/// The attributes of one storyboard element as written, in document order, names distinct
/// (sbparse19, issue 15).
///
/// A dictionary per element was the parse's largest single cost after the scan itself: every
/// start tag hashed each attribute name into a new hash table, and every lookup hashed the name
/// again. An element has a handful of attributes, so a small array of pairs, read by comparing
/// names (most are small strings, compared in registers), is cheaper both to build and to read.
/// It reads like `[String: String]`: `attributes["id"]`, `for (name, value) in attributes`,
/// dictionary literals, and equality and hashing that ignore the order.
package struct StoryboardAttributes: Sendable, Hashable, RandomAccessCollection, ExpressibleByDictionaryLiteral,
  CustomStringConvertible
{
  package typealias Element = (key: String, value: String)
  package typealias Index = Int

  private var pairs: [Element]

  package init() { pairs = [] }

  /// Pairs whose names are distinct (the scanner has checked them).
  init(distinctPairs: [Element]) { pairs = distinctPairs }

  package init(_ dictionary: [String: String]) { pairs = Array(dictionary) }

  /// A name given twice keeps its last value, as a dictionary assignment would.
  package init(dictionaryLiteral elements: (String, String)...) {
    pairs = []
    pairs.reserveCapacity(elements.count)
    for (name, value) in elements { self[name] = value }
  }

  package var startIndex: Int { 0 }
  package var endIndex: Int { pairs.count }
  package subscript(position: Int) -> Element { pairs[position] }

  /// The value written for `name`; setting nil removes the attribute.
  package subscript(name: String) -> String? {
    get {
      // Lengths first: most names differ in length, and comparing two strings that are not
      // both small is a call into the runtime.
      let count = name.utf8.count
      for pair in pairs where pair.key.utf8.count == count && pair.key == name { return pair.value }
      return nil
    }
    set {
      let index = pairs.firstIndex { $0.key == name }
      switch (index, newValue) {
      case (let index?, let value?): pairs[index].value = value
      case (let index?, nil): pairs.remove(at: index)
      case (nil, let value?): pairs.append((name, value))
      case (nil, nil): break
      }
    }
  }

  /// The same attributes as a dictionary.
  package var dictionary: [String: String] {
    var dictionary = [String: String](minimumCapacity: pairs.count)
    for (name, value) in pairs { dictionary[name] = value }
    return dictionary
  }

  /// Equal when they hold the same names with the same values, in any order.
  package static func == (lhs: StoryboardAttributes, rhs: StoryboardAttributes) -> Bool {
    guard lhs.pairs.count == rhs.pairs.count else { return false }
    for (name, value) in lhs.pairs where rhs[name] != value { return false }
    return true
  }

  /// Independent of the order (each pair hashed alone, the hashes combined commutatively).
  package func hash(into hasher: inout Hasher) {
    var combined = 0
    for (name, value) in pairs {
      var pairHasher = Hasher()
      pairHasher.combine(name)
      pairHasher.combine(value)
      combined ^= pairHasher.finalize()
    }
    hasher.combine(pairs.count)
    hasher.combine(combined)
  }

  package var description: String {
    pairs.isEmpty ? "[:]" : "[" + pairs.map { "\($0.key.debugDescription): \($0.value.debugDescription)" }.joined(separator: ", ") + "]"
  }
}
