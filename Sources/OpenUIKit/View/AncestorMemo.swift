import Foundation

/// Values a view inherits through its superview chain (traits, tint colour, safe area) without
/// one nested call per level, so a 100,000-deep chain needs no call stack (issue 12).
///
/// Each such getter stays an overridable property computed from its superview's value. The
/// memo is open only while such getters run (`scope`): the outermost getter opens it, and
/// before computing its own value it computes the values of its ancestors top-down (`prime`),
/// each of which then finds its superview's value in the memo: one level of nesting per view
/// instead of one per ancestor. A getter a subclass overrides is still called for its view
/// (the memo stores what the base implementation computed for a view, and only the base
/// implementation reads it), so overrides keep their meaning.
///
/// A pass over a whole subtree (trait propagation, views entering a window) opens the memo
/// around the pass, so each view costs one step. Callbacks run with the memo closed
/// (`suspend`): what they read is computed afresh, and when they may have changed what the
/// values depend on (a `traitCollectionDidChange` override, a trait-change handler) the memo
/// is emptied after them, so no value outlives code that could make it stale.
@MainActor
package final class AncestorMemo<Value> {
  /// Whether a scope is open.
  @exclusivity(unchecked) package private(set) var isOpen = false
  /// The open scope's values: a short list searched linearly (a scope usually sees a few
  /// views, and a table would hash and grow for them), moved into `table` when it grows long.
  @exclusivity(unchecked) private var list: [(view: ObjectIdentifier, value: Value)] = []
  @exclusivity(unchecked) private var table: [ObjectIdentifier: Value]?
  private static var listLimit: Int { 16 }

  package init() {}

  /// Runs `body` with the memo open; a call inside an open scope shares it.
  package func scope<T>(_ body: () throws -> T) rethrows -> T {
    if isOpen { return try body() }
    isOpen = true
    defer { close() }
    return try body()
  }

  /// Empties and closes the memo (the list keeps its capacity for the next scope).
  private func close() {
    isOpen = false
    list.removeAll(keepingCapacity: true)
    table = nil
  }

  /// Runs `body` (callbacks) with the memo closed; after it, the values come back, or are
  /// forgotten when `body` returns true (it may have changed what they depend on).
  package func suspend(_ body: () -> Bool) {
    guard isOpen else {
      _ = body()
      return
    }
    let savedList = list
    let savedTable = table
    isOpen = false
    list = []
    table = nil
    let changed = body()
    isOpen = true
    if changed {
      list.removeAll(keepingCapacity: true)
      table = nil
    } else {
      list = savedList
      table = savedTable
    }
  }

  /// The base implementation's value for `view`, when known in the open scope.
  package subscript(view: UIView) -> Value? {
    get {
      guard isOpen else { return nil }
      let id = ObjectIdentifier(view)
      if let table { return table[id] }
      for entry in list where entry.view == id { return entry.value }
      return nil
    }
    set {
      guard isOpen else { return }
      let id = ObjectIdentifier(view)
      if table != nil {
        table![id] = newValue
        return
      }
      for index in list.indices where list[index].view == id {
        if let newValue { list[index].value = newValue } else { list.remove(at: index) }
        return
      }
      guard let newValue else { return }
      if list.count < Self.listLimit {
        list.append((id, newValue))
        return
      }
      var moved: [ObjectIdentifier: Value] = [:]
      for entry in list { moved[entry.view] = entry.value }
      moved[id] = newValue
      list.removeAll(keepingCapacity: true)
      table = moved
    }
  }

  /// Computes the ancestors' values top-down before `view`'s own: walks up from the superview
  /// while `inherits(ancestor)` says the ancestor's value comes from its own superview and the
  /// memo does not know it, then `read`s each from the top (each read stores its value).
  /// The first four ancestors are kept in locals, the rest in a list: the usual chain (a view
  /// in a presentation's container in a window) takes no allocation.
  package func prime(_ view: UIView, inherits: (UIView) -> Bool, read: (UIView) -> Void) {
    guard isOpen else { return }
    var near: (UIView?, UIView?, UIView?, UIView?) = (nil, nil, nil, nil)
    var far: [UIView] = []
    var count = 0
    var next = view._superview
    while let ancestor = next, self[ancestor] == nil {
      switch count {
      case 0: near.0 = ancestor
      case 1: near.1 = ancestor
      case 2: near.2 = ancestor
      case 3: near.3 = ancestor
      default: far.append(ancestor)
      }
      count += 1
      guard inherits(ancestor) else { break }
      next = ancestor._superview
    }
    // The nearest ancestor alone costs one nested call anyway.
    guard count > 1 else { return }
    for ancestor in far.reversed() { read(ancestor) }
    if let a = near.3 { read(a) }
    if let a = near.2 { read(a) }
    if let a = near.1 { read(a) }
    if let a = near.0 { read(a) }
  }
}

/// Whether a class is one of OpenUIKit's own. Code outside OpenUIKit may override any open
/// member; OpenUIKit's classes that override one a fast path depends on say so through a
/// `package` class property (which classes outside OpenUIKit cannot override).
@MainActor
package enum OpenUIKitClasses {
  @exclusivity(unchecked) private static var known: [ObjectIdentifier: Bool] = [:]
  /// The last class asked about and its answer (asked about the same class in a row, mostly).
  @exclusivity(unchecked) private static var last: (type: ObjectIdentifier, answer: Bool)?

  package static func contains(_ type: AnyClass) -> Bool {
    let key = ObjectIdentifier(type)
    if let last, last.type == key { return last.answer }
    let answer = lookUp(key, type)
    last = (key, answer)
    return answer
  }

  private static func lookUp(_ key: ObjectIdentifier, _ type: AnyClass) -> Bool {
    if let answer = known[key] { return answer }
    // The runtime's qualified type name ("Module.Type…"), not `String(reflecting:)`: that one
    // first asks whether the metatype conforms to the printing protocols, and the runtime's first
    // conformance lookups scan every conformance record of the process (issue 15: 4.6 million
    // instructions at the first layout of every process).
    let answer = _typeName(type, qualified: true).hasPrefix("OpenUIKit.")
    known[key] = answer
    return answer
  }
}
