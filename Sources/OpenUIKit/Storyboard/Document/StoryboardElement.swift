import Foundation

/// One XML element of a storyboard kept as it was written: a property of an object (`<rect
/// key="frame">`, `<color key="textColor">`, `<state key="normal">`, `<variation>`…) or a
/// document-level element (`<dependencies>`, `<device>`…).
///
/// Objects (anything with an `id`, see `StoryboardObject`) are never stored as raw elements;
/// everything else is, so nothing a storyboard says is lost even when no typed accessor reads it.
///
/// Children live in a shared box (copy-on-write) whose teardown is iterative, so a document
/// nested 100,000 levels deep is released without one stack frame per level (issue 12).
package struct StoryboardElement: Sendable, Hashable {
  package var name: String
  package var attributes: StoryboardAttributes
  fileprivate var box: StoryboardElementChildren?
  /// Character data inside the element (`<string key="text">Two\nlines</string>`), or nil when
  /// it holds only whitespace.
  package var text: String?
  /// 1-based line of the start tag.
  package var line: Int
  /// `StoryboardXMLBuilder.code(of: name)` for elements the builder made (it reads them by code,
  /// not by comparing names); -1 otherwise. Not part of equality or the hash.
  var builderCode: Int32

  package init(
    name: String, attributes: StoryboardAttributes = [:], children: [StoryboardElement] = [],
    text: String? = nil, line: Int = 0, builderCode: Int32 = -1
  ) {
    self.builderCode = builderCode
    self.name = name
    self.attributes = attributes
    self.box = children.isEmpty ? nil : StoryboardElementChildren(children)
    self.text = text
    self.line = line
  }

  package var children: [StoryboardElement] {
    get { box?.elements ?? [] }
    _modify {
      if box == nil {
        box = StoryboardElementChildren([])
      } else if !isKnownUniquelyReferenced(&box) {
        box = StoryboardElementChildren(box!.elements)
      }
      yield &box!.elements
    }
  }

  package static func == (lhs: StoryboardElement, rhs: StoryboardElement) -> Bool {
    lhs.name == rhs.name && lhs.attributes == rhs.attributes && lhs.text == rhs.text && lhs.line == rhs.line
      && lhs.children == rhs.children
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(attributes)
    hasher.combine(text)
    hasher.combine(line)
    hasher.combine(children)
  }

  /// The `key` attribute: the property of the enclosing object this element sets.
  package var key: String? { attributes["key"] }

  package subscript(attribute: String) -> String? { attributes[attribute] }

  /// The first child with this element name (and key, when given).
  package func child(named name: String, key: String? = nil) -> StoryboardElement? {
    children.first { $0.name == name && (key == nil || $0.key == key) }
  }
}

/// Interface Builder writes booleans as `YES` / `NO`.
package func storyboardBool(_ value: String?) -> Bool? {
  switch value {
  case "YES"?, "yes"?, "true"?: return true
  case "NO"?, "no"?, "false"?: return false
  default: return nil
  }
}

/// The children of a `StoryboardElement`. Releasing the last reference to a deep tree detaches
/// the levels one by one from an explicit stack instead of recursing through `deinit`s.
final class StoryboardElementChildren: @unchecked Sendable {
  // Mutated only through `StoryboardElement.children` after a uniqueness check (copy-on-write).
  var elements: [StoryboardElement]

  init(_ elements: [StoryboardElement]) { self.elements = elements }

  deinit {
    var pending: [StoryboardElementChildren] = []
    for element in elements { if let box = element.box { pending.append(box) } }
    elements = []
    while var box = pending.popLast() {
      // Only a box nobody else holds is freed now; a shared one stays whole for its other owners.
      guard isKnownUniquelyReferenced(&box) else { continue }
      for element in box.elements { if let inner = element.box { pending.append(inner) } }
      box.elements = []
    }
  }
}
