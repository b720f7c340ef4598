import Foundation

/// A JSON value as the live protocol writes it: written by hand (no `JSONSerialization` on the
/// per-frame path) so a frame of a few hundred layers stays cheap.
public enum LiveJSON: Equatable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([LiveJSON])
  case object([(String, LiveJSON)])
  /// JSON text written as is (the player's CSS-ready values, already encoded).
  case raw(String)

  public static func == (a: LiveJSON, b: LiveJSON) -> Bool {
    switch (a, b) {
    case (.null, .null): return true
    case (.bool(let x), .bool(let y)): return x == y
    case (.number(let x), .number(let y)): return x == y
    case (.string(let x), .string(let y)): return x == y
    case (.array(let x), .array(let y)): return x == y
    case (.raw(let x), .raw(let y)): return x == y
    case (.object(let x), .object(let y)):
      return x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
    default: return false
    }
  }

  /// The compact JSON text.
  public var text: String {
    var out = ""
    write(to: &out)
    return out
  }

  func write(to out: inout String) {
    switch self {
    case .null: out += "null"
    case .bool(let b): out += b ? "true" : "false"
    case .number(let n): out += Self.format(n)
    case .raw(let text): out += text
    case .string(let s): Self.writeString(s, to: &out)
    case .array(let items):
      out += "["
      for (i, item) in items.enumerated() {
        if i > 0 { out += "," }
        item.write(to: &out)
      }
      out += "]"
    case .object(let members):
      out += "{"
      for (i, (key, value)) in members.enumerated() {
        if i > 0 { out += "," }
        Self.writeString(key, to: &out)
        out += ":"
        value.write(to: &out)
      }
      out += "}"
    }
  }

  /// Numbers rounded to 1/1000 point (what a DOM can show), integers without a fraction;
  /// non-finite numbers become 0 (JSON has no NaN).
  static func format(_ n: Double) -> String {
    guard n.isFinite else { return "0" }
    let r = (n * 1000).rounded() / 1000
    if r == r.rounded(), abs(r) < 1e15 { return String(Int64(r)) }
    return String(r)
  }

  static func writeString(_ s: String, to out: inout String) {
    out += "\""
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "<": out += "\\u003c"  // never a "</script>" when inlined into a page
      default:
        if scalar.value < 0x20 {
          out += String(format: "\\u%04x", scalar.value)
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    out += "\""
  }

  subscript(key: String) -> LiveJSON? {
    if case .object(let members) = self { return members.first { $0.0 == key }?.1 }
    return nil
  }
}

extension LiveJSON {
  /// Parses a client message (at most `maxBytes`, nesting at most 8 deep); nil when it is not
  /// JSON. A small parser of its own: hostile input costs at most one pass over its bytes.
  static func parse(_ text: String, maxBytes: Int) -> LiveJSON? {
    guard text.utf8.count <= maxBytes else { return nil }
    var parser = LiveJSONParser(bytes: Array(text.utf8))
    guard let value = parser.value(depth: 0) else { return nil }
    parser.skipSpace()
    return parser.index == parser.bytes.count ? value : nil
  }

  var stringValue: String? { if case .string(let s) = self { return s } else { return nil } }
  var numberValue: Double? { if case .number(let n) = self, n.isFinite { return n } else { return nil } }
  var boolValue: Bool? { if case .bool(let b) = self { return b } else { return nil } }
}

/// A recursive-descent JSON parser over UTF-8 bytes.
struct LiveJSONParser {
  let bytes: [UInt8]
  var index = 0

  mutating func skipSpace() {
    while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
  }

  mutating func literal(_ word: String) -> Bool {
    let w = Array(word.utf8)
    guard index + w.count <= bytes.count, Array(bytes[index..<index + w.count]) == w else { return false }
    index += w.count
    return true
  }

  mutating func value(depth: Int) -> LiveJSON? {
    guard depth < 8 else { return nil }
    skipSpace()
    guard index < bytes.count else { return nil }
    switch bytes[index] {
    case UInt8(ascii: "{"):
      index += 1
      var members: [(String, LiveJSON)] = []
      skipSpace()
      if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
      while true {
        skipSpace()
        guard let key = string() else { return nil }
        skipSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
        index += 1
        guard let v = value(depth: depth + 1) else { return nil }
        members.removeAll { $0.0 == key }
        members.append((key, v))
        skipSpace()
        guard index < bytes.count else { return nil }
        if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
        if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
        return nil
      }
    case UInt8(ascii: "["):
      index += 1
      var items: [LiveJSON] = []
      skipSpace()
      if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return .array(items) }
      while true {
        guard let v = value(depth: depth + 1) else { return nil }
        items.append(v)
        skipSpace()
        guard index < bytes.count else { return nil }
        if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
        if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(items) }
        return nil
      }
    case UInt8(ascii: "\""): return string().map { .string($0) }
    case UInt8(ascii: "t"): return literal("true") ? .bool(true) : nil
    case UInt8(ascii: "f"): return literal("false") ? .bool(false) : nil
    case UInt8(ascii: "n"): return literal("null") ? .null : nil
    default:
      let start = index
      while index < bytes.count, "+-0123456789.eE".utf8.contains(bytes[index]) { index += 1 }
      guard index > start, let n = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else { return nil }
      return .number(n)
    }
  }

  mutating func string() -> String? {
    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
    index += 1
    var out: [UInt8] = []
    while index < bytes.count {
      let b = bytes[index]
      index += 1
      switch b {
      case UInt8(ascii: "\""): return String(decoding: out, as: UTF8.self)
      case UInt8(ascii: "\\"):
        guard index < bytes.count else { return nil }
        let e = bytes[index]
        index += 1
        switch e {
        case UInt8(ascii: "n"): out.append(0x0A)
        case UInt8(ascii: "t"): out.append(0x09)
        case UInt8(ascii: "r"): out.append(0x0D)
        case UInt8(ascii: "b"): out.append(0x08)
        case UInt8(ascii: "f"): out.append(0x0C)
        case UInt8(ascii: "u"):
          guard index + 4 <= bytes.count, let code = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
          else { return nil }
          index += 4
          out.append(contentsOf: Array(String(Unicode.Scalar(code).map(Character.init) ?? "\u{FFFD}").utf8))
        default: out.append(e)
        }
      case 0..<0x20: return nil
      default: out.append(b)
      }
    }
    return nil
  }
}
