import Foundation
import OpenQuartzCore

// Deterministic text output shared by the SVG, HTML and trace writers: fixed-precision numbers
// without locale or platform formatting, and escaping for XML and JSON. Written once over
// `TextSink` so the hot SVG path can write bytes while the other writers append to a String.

/// Somewhere text is appended: a `String`, or a `ByteText` buffer (faster for large outputs).
protocol TextSink {
  mutating func append(_ text: String)
  /// Appends one ASCII character (`byte < 128`).
  mutating func appendASCII(_ byte: UInt8)
  mutating func append(scalar: Unicode.Scalar)
}

extension String: TextSink {
  mutating func appendASCII(_ byte: UInt8) { unicodeScalars.append(Unicode.Scalar(byte)) }
  mutating func append(scalar: Unicode.Scalar) { unicodeScalars.append(scalar) }
}

/// UTF-8 bytes being written; `string` decodes them once at the end.
struct ByteText: TextSink {
  var bytes: [UInt8] = []

  init(capacity: Int) { bytes.reserveCapacity(capacity) }

  mutating func append(_ text: String) {
    var text = text
    text.withUTF8 { bytes.append(contentsOf: $0) }
  }
  mutating func appendASCII(_ byte: UInt8) { bytes.append(byte) }
  mutating func append(scalar: Unicode.Scalar) {
    if scalar.isASCII {
      bytes.append(UInt8(scalar.value))
    } else {
      bytes.append(contentsOf: String(scalar).utf8)
    }
  }

  var string: String { String(decoding: bytes, as: UTF8.self) }
}

private let powersOfTen: [Double] = (0...9).map { pow(10, Double($0)) }
private let integerPowersOfTen: [Int64] = (0...9).map { exponent in
  (0..<exponent).reduce(Int64(1)) { product, _ in product * 10 }
}
private let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

extension TextSink {
  /// Appends a non-negative integer's decimal digits.
  private mutating func appendDigits(_ value: Int64) {
    var divisor: Int64 = 1
    while divisor <= value / 10 { divisor *= 10 }
    var rest = value
    while divisor > 0 {
      appendASCII(UInt8(48 + rest / divisor))
      rest %= divisor
      divisor /= 10
    }
  }

  /// Appends an integer in decimal.
  mutating func appendInteger(_ value: Int) {
    if value < 0 {
      appendASCII(45)
      appendDigits(-Int64(value))
    } else {
      appendDigits(Int64(value))
    }
  }

  /// Appends `value` rounded to `decimals` (0…9) places, trailing zeros and a bare point
  /// dropped, "-0" written as "0", non-finite values as "0". The same input always gives the
  /// same bytes.
  mutating func appendNumber(_ value: Double, decimals: Int = 3) {
    let scaled = (value * powersOfTen[decimals]).rounded()
    guard scaled.isFinite else {
      appendASCII(48)
      return
    }
    guard abs(scaled) < 9e15 else {
      // Beyond exact Int64 arithmetic: far outside any drawing; keep it deterministic anyway.
      appendInteger(Int(clamping: Int64(value.rounded())))
      return
    }
    if scaled == 0 {
      appendASCII(48)
      return
    }
    var n = Int64(scaled)
    if n < 0 {
      appendASCII(45)
      n = -n
    }
    let unit = integerPowersOfTen[decimals]
    appendDigits(n / unit)
    var fraction = n % unit
    guard fraction != 0 else { return }
    var digits = decimals
    while fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    appendASCII(46)
    var divisor = integerPowersOfTen[digits - 1]
    while divisor > 0 {
      appendASCII(UInt8(48 + fraction / divisor))
      fraction %= divisor
      divisor /= 10
    }
  }

  /// Appends `text` escaped for XML character data and attribute values.
  mutating func appendXMLEscaped(_ text: String) {
    if !text.utf8.contains(where: { $0 == 38 || $0 == 60 || $0 == 62 || $0 == 34 || $0 == 39 }) {
      append(text)
      return
    }
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": append("&amp;")
      case "<": append("&lt;")
      case ">": append("&gt;")
      case "\"": append("&quot;")
      case "'": append("&#39;")
      default: append(scalar: scalar)
      }
    }
  }

  /// Appends `text` as a JSON string literal. Besides what JSON requires, `<`, `>`, `&`, U+2028
  /// and U+2029 are written as `\u` escapes so the JSON can sit inside an HTML `<script>`.
  mutating func appendJSONString(_ text: String) {
    appendASCII(34)
    let needsEscape = text.unicodeScalars.contains { s in
      s.value < 0x20 || s == "\"" || s == "\\" || s == "<" || s == ">" || s == "&"
        || s.value == 0x2028 || s.value == 0x2029
    }
    if !needsEscape {
      append(text)
    } else {
      for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": append("\\\"")
        case "\\": append("\\\\")
        case "\n": append("\\n")
        case "\r": append("\\r")
        case "\t": append("\\t")
        case _
        where scalar.value < 0x20 || scalar == "<" || scalar == ">" || scalar == "&"
          || scalar.value == 0x2028 || scalar.value == 0x2029:
          append("\\u")
          for shift in stride(from: 12, through: 0, by: -4) {
            appendASCII(hexDigits[Int((scalar.value >> UInt32(shift)) & 0xf)])
          }
        default: append(scalar: scalar)
        }
      }
    }
    appendASCII(34)
  }

  /// Appends `#rrggbb` (alpha separate), as SVG 1.1 wants it.
  mutating func appendHexRGB(_ color: RenderColor) {
    appendASCII(35)
    appendHexByte(RenderColor.byte(color.red))
    appendHexByte(RenderColor.byte(color.green))
    appendHexByte(RenderColor.byte(color.blue))
  }

  private mutating func appendHexByte(_ v: Int) {
    appendASCII(hexDigits[v >> 4])
    appendASCII(hexDigits[v & 15])
  }
}

extension String {
  /// `value` formatted as by `appendNumber`.
  package static func number(_ value: Double, decimals: Int = 3) -> String {
    var s = ""
    s.appendNumber(value, decimals: decimals)
    return s
  }
}

extension RenderColor {
  /// 0…255 channel value, clamped.
  static func byte(_ c: Double) -> Int { Int((min(max(c, 0), 1) * 255).rounded()) }

  /// `#rrggbb` (alpha separate), as SVG 1.1 wants it.
  var hexRGB: String {
    var s = ""
    s.appendHexRGB(self)
    return s
  }

  /// `rgba(r,g,b,a)` for CSS.
  var cssRGBA: String {
    var s = "rgba("
    s.appendInteger(Self.byte(red))
    s.append(",")
    s.appendInteger(Self.byte(green))
    s.append(",")
    s.appendInteger(Self.byte(blue))
    s.append(",")
    s.appendNumber(min(max(alpha, 0), 1), decimals: 3)
    s.append(")")
    return s
  }
}
