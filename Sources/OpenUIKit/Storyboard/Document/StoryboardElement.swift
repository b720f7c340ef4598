import Foundation

/// One XML element of a storyboard kept as it was written: a property of an object (`<rect
/// key="frame">`, `<color key="textColor">`, `<state key="normal">`, `<variation>`…) or a
/// document-level element (`<dependencies>`, `<device>`…).
///
/// Objects (anything with an `id`, see `StoryboardObject`) are never stored as raw elements;
/// everything else is, so nothing a storyboard says is lost even when no typed accessor reads it.
package struct StoryboardElement: Sendable, Hashable {
  package var name: String
  package var attributes: [String: String]
  package var children: [StoryboardElement]
  /// Character data inside the element (`<string key="text">Two\nlines</string>`), or nil when
  /// it holds only whitespace.
  package var text: String?
  /// 1-based line of the start tag.
  package var line: Int

  package init(
    name: String, attributes: [String: String] = [:], children: [StoryboardElement] = [],
    text: String? = nil, line: Int = 0
  ) {
    self.name = name
    self.attributes = attributes
    self.children = children
    self.text = text
    self.line = line
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
