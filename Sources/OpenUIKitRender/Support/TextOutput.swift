import Foundation
import OpenQuartzCore

// Deterministic text output shared by the SVG, HTML and trace writers: fixed-precision numbers
// without locale or platform formatting, and escaping for XML and JSON.

private let powersOfTen: [Double] = (0...9).map { pow(10, Double($0)) }
private let integerPowersOfTen: [Int64] = (0...9).map { exponent in
  (0..<exponent).reduce(Int64(1)) { product, _ in product * 10 }
}

extension String {
  /// Appends `value` rounded to `decimals` (0…9) places, trailing zeros and a bare point
  /// dropped, "-0" written as "0", non-finite values as "0". The same input always gives the
  /// same bytes.
  mutating func appendNumber(_ value: Double, decimals: Int = 3) {
    let scaled = (value * powersOfTen[decimals]).rounded()
    guard scaled.isFinite else {
      append("0")
      return
    }
    guard abs(scaled) < 9e15 else {
      // Beyond exact Int64 arithmetic: far outside any drawing; keep it deterministic anyway.
      append(String(Int64(clamping: Int(value.rounded()))))
      return
    }
    if scaled == 0 {
      append("0")
      return
    }
    var n = Int64(scaled)
    if n < 0 {
      append("-")
      n = -n
    }
    let unit = integerPowersOfTen[decimals]
    append(String(n / unit))
    var fraction = n % unit
    guard fraction != 0 else { return }
    var digits = decimals
    while fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    append(".")
    var divisor = integerPowersOfTen[digits - 1]
    while divisor > 0 {
      let digit = fraction / divisor
      append(Character(Unicode.Scalar(UInt8(48 + digit))))
      fraction %= divisor
      divisor /= 10
    }
  }

  /// `value` formatted as by `appendNumber`.
  static func number(_ value: Double, decimals: Int = 3) -> String {
    var s = ""
    s.appendNumber(value, decimals: decimals)
    return s
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
      default: unicodeScalars.append(scalar)
      }
    }
  }

  /// Appends `text` as a JSON string literal. Besides what JSON requires, `<`, `>`, `&`, U+2028
  /// and U+2029 are written as `\u` escapes so the JSON can sit inside an HTML `<script>`.
  mutating func appendJSONString(_ text: String) {
    append("\"")
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
        case _ where scalar.value < 0x20 || scalar == "<" || scalar == ">" || scalar == "&"
          || scalar.value == 0x2028 || scalar.value == 0x2029:
          let hex = String(scalar.value, radix: 16)
          append("\\u")
          append(String(repeating: "0", count: 4 - hex.count))
          append(hex)
        default: unicodeScalars.append(scalar)
        }
      }
    }
    append("\"")
  }
}

extension RenderColor {
  /// 0…255 channel value, clamped.
  private static func byte(_ c: Double) -> Int { Int((min(max(c, 0), 1) * 255).rounded()) }

  /// `#rrggbb` (alpha separate), as SVG 1.1 wants it.
  var hexRGB: String {
    let digits = Array("0123456789abcdef")
    var s = "#"
    for c in [red, green, blue] {
      let v = Self.byte(c)
      s.append(digits[v >> 4])
      s.append(digits[v & 15])
    }
    return s
  }

  /// `rgba(r,g,b,a)` for CSS.
  var cssRGBA: String {
    var s = "rgba("
    s.append(String(Self.byte(red)))
    s.append(",")
    s.append(String(Self.byte(green)))
    s.append(",")
    s.append(String(Self.byte(blue)))
    s.append(",")
    s.appendNumber(min(max(alpha, 0), 1), decimals: 3)
    s.append(")")
    return s
  }
}
