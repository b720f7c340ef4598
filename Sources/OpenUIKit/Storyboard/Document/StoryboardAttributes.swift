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

  /// One attribute. (A struct, not the tuple `Element`: arrays of tuples copy and destroy their
  /// elements through the runtime's generic tuple witnesses, which was measurable.)
  struct Pair: Sendable {
    var key: String
    var value: String
  }

  private var pairs: [Pair]

  package init() { pairs = [] }

  /// Pairs whose names are distinct (the scanner has checked them).
  init(distinctPairs: [Pair]) { pairs = distinctPairs }

  package init(_ dictionary: [String: String]) { pairs = dictionary.map { Pair(key: $0.key, value: $0.value) } }

  /// A name given twice keeps its last value, as a dictionary assignment would.
  package init(dictionaryLiteral elements: (String, String)...) {
    pairs = []
    pairs.reserveCapacity(elements.count)
    for (name, value) in elements { self[name] = value }
  }

  package var startIndex: Int { 0 }
  package var endIndex: Int { pairs.count }
  package subscript(position: Int) -> Element { (pairs[position].key, pairs[position].value) }

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
      case (nil, let value?): pairs.append(Pair(key: name, value: value))
      case (nil, nil): break
      }
    }
  }

  /// The same attributes as a dictionary.
  package var dictionary: [String: String] {
    var dictionary = [String: String](minimumCapacity: pairs.count)
    for pair in pairs { dictionary[pair.key] = pair.value }
    return dictionary
  }

  /// Equal when they hold the same names with the same values, in any order.
  package static func == (lhs: StoryboardAttributes, rhs: StoryboardAttributes) -> Bool {
    guard lhs.pairs.count == rhs.pairs.count else { return false }
    for pair in lhs.pairs where rhs[pair.key] != pair.value { return false }
    return true
  }

  /// Independent of the order (each pair hashed alone, the hashes combined commutatively).
  package func hash(into hasher: inout Hasher) {
    var combined = 0
    for pair in pairs {
      var pairHasher = Hasher()
      pairHasher.combine(pair.key)
      pairHasher.combine(pair.value)
      combined ^= pairHasher.finalize()
    }
    hasher.combine(pairs.count)
    hasher.combine(combined)
  }

  package var description: String {
    pairs.isEmpty ? "[:]" : "[" + pairs.map { "\($0.key.debugDescription): \($0.value.debugDescription)" }.joined(separator: ", ") + "]"
  }
}

/// The attributes of the start tag being read (`StoryboardXMLScanner`): moved, not copied, into
/// the element's `StoryboardAttributes` of the exact size, so a tag's strings are neither
/// retained nor released on the way.
final class StoryboardAttributeBuffer {
  @exclusivity(unchecked) private var base: UnsafeMutablePointer<StoryboardAttributes.Pair>
  @exclusivity(unchecked) private var capacity = 16
  @exclusivity(unchecked) private(set) var count = 0

  init() { base = .allocate(capacity: 16) }

  deinit {
    base.deinitialize(count: count)
    base.deallocate()
  }

  /// (The strings are consumed: moved into the buffer, not retained.)
  func append(key: consuming String, value: consuming String) {
    if count == capacity {
      let larger = UnsafeMutablePointer<StoryboardAttributes.Pair>.allocate(capacity: capacity * 2)
      larger.moveInitialize(from: base, count: count)
      base.deallocate()
      base = larger
      capacity *= 2
    }
    (base + count).initialize(to: StoryboardAttributes.Pair(key: key, value: value))
    count += 1
  }

  func key(at index: Int) -> String { base[index].key }

  func removeAll() {
    base.deinitialize(count: count)
    count = 0
  }

  /// The attributes (names distinct), leaving the buffer empty.
  func take() -> StoryboardAttributes {
    let count = self.count
    guard count > 0 else { return StoryboardAttributes() }
    self.count = 0
    let pairs = [StoryboardAttributes.Pair](unsafeUninitializedCapacity: count) { buffer, initialized in
      buffer.baseAddress!.moveInitialize(from: base, count: count)
      initialized = count
    }
    return StoryboardAttributes(distinctPairs: pairs)
  }
}
