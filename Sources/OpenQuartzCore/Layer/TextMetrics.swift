import Foundation

/// Width of text in the system font, estimated per character class (Docs/Behaviour.md
/// "Rendering: text metrics"). Linux has no San Francisco font to measure, so each character
/// gets an advance in em that approximates SF Pro Text's: narrow letters and punctuation
/// 0.28 em, space 0.27 em, lowercase 0.53 em, digits 0.6 em, uppercase 0.66 em, wide letters
/// (m, w, M, W) 0.86 em, anything else (CJK, emoji) 1 em; bold text is 6 % wider. The same
/// estimate sizes labels (`intrinsicContentSize`), bar buttons and the truncation of text
/// layers, so a label sized to fit never truncates its own text.
package enum TextMetrics {
  /// The ellipsis drawn by truncation.
  package static let ellipsis = "\u{2026}"

  /// Advance of one character, in em. A one-byte (ASCII) character reads the table of
  /// `characterAdvance`'s answers; others take the character classes directly.
  package static func advance(of c: Character) -> Double {
    let utf8 = c.utf8
    if utf8.count == 1, let byte = utf8.first, byte < 0x80 { return asciiAdvances[Int(byte)] }
    return characterAdvance(c)
  }

  /// `characterAdvance` of each ASCII character, by byte (sbinst19: the classes' switch compares
  /// the character with each literal in turn, ≈ 1,300 instructions a letter; a navigation bar
  /// measuring an 18-letter title spent 27k).
  private static let asciiAdvances: [Double] = (0..<128).map { characterAdvance(Character(Unicode.Scalar(UInt8($0)))) }

  /// Advance of one character by its class, in em (the definition `advance(of:)` follows).
  package static func characterAdvance(_ c: Character) -> Double {
    switch c {
    case " ": return 0.27
    case "i", "l", "j", "I", "f", "t", "r", ".", ",", ":", ";", "'", "!", "|", "\u{2019}": return 0.28
    case "(", ")", "[", "]", "{", "}", "-", "/", "\\", "\"": return 0.36
    case "m", "w", "M", "W": return 0.86
    case "\u{2026}": return 0.8
    case "0"..."9": return 0.6
    case "a"..."z": return 0.53
    case "A"..."Z": return 0.66
    default:
      // Accented Latin letters and other one-column scripts like their base; the rest 1 em.
      if let scalar = c.unicodeScalars.first, scalar.value < 0x0530 {
        return c.isUppercase ? 0.66 : 0.53
      }
      return 1
    }
  }

  /// Width of `text` (its widest line) in points.
  package static func width(of text: some StringProtocol, fontSize: Double, isBold: Bool = false) -> Double {
    var widest = 0.0
    var line = 0.0
    // ASCII text without a carriage return is one character a byte (only CR LF joins ASCII
    // scalars into one character): the bytes' table advances, added in the same order. Other
    // text starts again character by character.
    var isPlainASCII = true
    for byte in text.utf8 {
      if byte >= 0x80 || byte == 0x0D {
        isPlainASCII = false
        break
      }
      if byte == 0x0A {
        widest = max(widest, line)
        line = 0
      } else {
        line += asciiAdvances[Int(byte)]
      }
    }
    if isPlainASCII { return max(widest, line) * fontSize * (isBold ? 1.06 : 1) }
    widest = 0
    line = 0
    for c in text {
      if c == "\n" {
        widest = max(widest, line)
        line = 0
      } else {
        line += advance(of: c)
      }
    }
    return max(widest, line) * fontSize * (isBold ? 1.06 : 1)
  }

  /// Where characters are removed when a line is too wide.
  package enum Truncation: Sendable {
    /// Characters that do not fit are dropped at the end, without an ellipsis (clipping).
    case clip
    case head, middle, tail
  }

  /// `text` (one line) shortened to fit `width` points: characters removed at the head, the
  /// middle or the tail and replaced by an ellipsis, or dropped at the end when clipping. Text
  /// that fits is returned unchanged; when not even the ellipsis fits, the result is empty.
  package static func truncate(
    _ text: String, toWidth width: Double, fontSize: Double, isBold: Bool, mode: Truncation
  ) -> String {
    let scale = fontSize * (isBold ? 1.06 : 1)
    guard scale > 0 else { return text }
    let budget = width / scale + 1e-9
    let chars = Array(text)
    let advances = chars.map(advance(of:))
    if advances.reduce(0, +) <= budget { return text }
    switch mode {
    case .clip:
      var used = 0.0
      var count = 0
      while count < chars.count, used + advances[count] <= budget {
        used += advances[count]
        count += 1
      }
      return String(chars[..<count])
    case .head, .middle, .tail:
      let room = budget - advance(of: "\u{2026}")
      guard room >= 0 else { return "" }
      var head = 0  // characters kept at the start
      var tail = 0  // characters kept at the end
      var used = 0.0
      // Keep characters from the kept side(s) while they fit; the middle alternates, starting
      // at the head, so both ends stay readable.
      var takeHead = mode != .head
      while head + tail < chars.count {
        let index = takeHead ? head : chars.count - 1 - tail
        guard used + advances[index] <= room else { break }
        used += advances[index]
        if takeHead { head += 1 } else { tail += 1 }
        if mode == .middle { takeHead.toggle() }
      }
      return String(chars[..<head]) + ellipsis + String(chars[(chars.count - tail)...])
    }
  }
}
