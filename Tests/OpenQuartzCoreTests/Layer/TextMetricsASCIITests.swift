import Foundation
import Testing

@testable import OpenQuartzCore

/// sbinst19: text widths of ASCII text come from a table of the character classes' advances;
/// they must be exactly what the character-by-character classes give, and text the table cannot
/// take (non-ASCII, CR LF) still goes character by character.
@Suite struct TextMetricsASCIITests {
  /// The width the classes give, character by character (the definition).
  private func referenceWidth(_ text: String, fontSize: Double, isBold: Bool) -> Double {
    var widest = 0.0
    var line = 0.0
    for c in text {
      if c == "\n" {
        widest = max(widest, line)
        line = 0
      } else {
        line += TextMetrics.characterAdvance(c)
      }
    }
    return max(widest, line) * fontSize * (isBold ? 1.06 : 1)
  }

  @Test("Rule (sbinst19): every ASCII character's advance is its character class's")
  func asciiAdvancesAreTheClasses() {
    for byte in UInt8(0)..<128 {
      let c = Character(Unicode.Scalar(byte))
      #expect(TextMetrics.advance(of: c) == TextMetrics.characterAdvance(c), "byte \(byte)")
    }
    #expect(TextMetrics.advance(of: "m") == 0.86)
    #expect(TextMetrics.advance(of: "i") == 0.28)
    #expect(TextMetrics.advance(of: "Q") == 0.66)
    #expect(TextMetrics.advance(of: " ") == 0.27)
    // Not one byte: the classes directly.
    #expect(TextMetrics.advance(of: "\u{2026}") == 0.8)
    #expect(TextMetrics.advance(of: "É") == 0.66)
    #expect(TextMetrics.advance(of: "é") == 0.53)
    #expect(TextMetrics.advance(of: "\r\n") == TextMetrics.characterAdvance("\r\n"))
    #expect(TextMetrics.advance(of: "日") == 1)
  }

  @Test("Rule (sbinst19): widths of ASCII, multi-line, CR LF and non-ASCII text are the character-by-character sums, bit for bit")
  func widthsAreTheCharacterSums() {
    let texts = [
      "", "Custom Transitions", "Present With Custom Presentation", "two\nlines here", "\n\nx", "tab\there ~!@#$%^&*()_+{}|:\"<>?",
      "a\r\nb", "crlf\r\nline two is longer", "lone\rcarriage", "Ñandú mmm", "e\u{301}x", "caf\u{E9}\nmenu", "日本語 text", "\u{7F}\u{01}",
    ]
    for text in texts {
      for (size, bold) in [(17.0, false), (12.0, true), (120.0, false)] {
        #expect(TextMetrics.width(of: text, fontSize: size, isBold: bold) == referenceWidth(text, fontSize: size, isBold: bold), "\(text.debugDescription)")
        #expect(TextMetrics.width(of: text[...], fontSize: size, isBold: bold) == referenceWidth(text, fontSize: size, isBold: bold))
      }
    }
    // CR LF is one character of 0.53 em, not a line break: "a", CR LF, "b" is one line.
    #expect(TextMetrics.width(of: "a\r\nb", fontSize: 10) == (0.53 + 0.53 + 0.53) * 10)
  }
}
