import SwiftSyntax

/// One replacement of a UTF-8 byte range of a source text.
struct SourceEdit: Hashable {
  var start: Int
  var end: Int
  var replacement: String

  static func replace(_ node: some SyntaxProtocol, with text: String) -> SourceEdit {
    SourceEdit(
      start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
      end: node.endPositionBeforeTrailingTrivia.utf8Offset, replacement: text)
  }

  static func insert(_ text: String, at position: AbsolutePosition) -> SourceEdit {
    SourceEdit(start: position.utf8Offset, end: position.utf8Offset, replacement: text)
  }

  /// Removes `node` and the spaces that follow it on its line (`@objc func` → `func`).
  static func remove(_ node: some SyntaxProtocol, in text: [UInt8]) -> SourceEdit {
    let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
    var end = node.endPositionBeforeTrailingTrivia.utf8Offset
    while end < text.count, text[end] == UInt8(ascii: " ") || text[end] == UInt8(ascii: "\t") { end += 1 }
    // An attribute alone on its line: remove the whole line.
    if end < text.count, text[end] == UInt8(ascii: "\n") {
      var lineStart = start
      while lineStart > 0, text[lineStart - 1] == UInt8(ascii: " ") || text[lineStart - 1] == UInt8(ascii: "\t") {
        lineStart -= 1
      }
      if lineStart == 0 || text[lineStart - 1] == UInt8(ascii: "\n") {
        return SourceEdit(start: lineStart, end: end + 1, replacement: "")
      }
    }
    return SourceEdit(start: start, end: end, replacement: "")
  }
}

/// Applies edits to a text. Edits must not overlap (insertions at the boundary of a
/// replacement are allowed); an overlapping edit is dropped, and the rule that made it
/// sees its node again on the next run (the pipeline runs its passes in an order where
/// that does not happen).
func apply(_ edits: [SourceEdit], to text: String) -> String {
  guard !edits.isEmpty else { return text }
  let bytes = Array(text.utf8)
  // Stable order: by start, insertions before replacements at the same start.
  let sorted = edits.enumerated().sorted { a, b in
    if a.element.start != b.element.start { return a.element.start < b.element.start }
    if (a.element.end == a.element.start) != (b.element.end == b.element.start) {
      return a.element.end == a.element.start
    }
    return a.offset < b.offset
  }.map(\.element)
  var out: [UInt8] = []
  out.reserveCapacity(bytes.count + 256)
  var cursor = 0
  var seen = Set<SourceEdit>()
  for edit in sorted {
    guard edit.start >= cursor, !seen.contains(edit) else { continue }
    seen.insert(edit)
    out.append(contentsOf: bytes[cursor..<edit.start])
    out.append(contentsOf: Array(edit.replacement.utf8))
    cursor = edit.end
  }
  out.append(contentsOf: bytes[cursor...])
  return String(decoding: out, as: UTF8.self)
}

/// The file's indentation step: a tab, or the smallest indentation of its code lines (4 spaces
/// when nothing is indented).
func indentUnit(of text: String) -> String {
  var smallest = Int.max
  for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
    if line.first == "\t" { return "\t" }
    let spaces = line.prefix { $0 == " " }.count
    let rest = line.dropFirst(spaces)
    guard spaces > 0, !rest.isEmpty, !rest.hasPrefix("*"), !rest.hasPrefix("//") else { continue }
    smallest = min(smallest, spaces)
  }
  return smallest == Int.max ? "    " : String(repeating: " ", count: smallest)
}

/// Generated text is written with two-space steps: re-indented with the file's step.
func reindent(_ text: String, unit: String) -> String {
  guard unit != "  " else { return text }
  let lines: [Substring] = text.split(separator: "\n", omittingEmptySubsequences: false)
  return lines.map { line -> String in
    let spaces = line.prefix { $0 == " " }.count
    return String(repeating: unit, count: spaces / 2) + String(line.dropFirst(spaces - spaces % 2))
  }.joined(separator: "\n")
}

/// The inverse of `reindent`, for generated text read back from a file.
func normalizeIndent(_ text: String, unit: String) -> String {
  guard unit != "  " else { return text }
  let lines: [Substring] = text.split(separator: "\n", omittingEmptySubsequences: false)
  return lines.map { line -> String in
    var rest = line
    var steps = 0
    while rest.hasPrefix(unit) {
      rest = rest.dropFirst(unit.count)
      steps += 1
    }
    return String(repeating: "  ", count: steps) + String(rest)
  }.joined(separator: "\n")
}
