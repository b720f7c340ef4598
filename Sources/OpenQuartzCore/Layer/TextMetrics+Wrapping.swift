import Foundation

extension TextMetrics {
  /// The height of one line, in em (the renderers space lines by the same amount).
  package static let lineHeight = 1.2

  /// How a wrapped text breaks its lines.
  package enum Wrapping: Sendable {
    /// Between words (at spaces); a word wider than the line breaks between characters.
    case words
    /// Between any two characters.
    case characters
  }

  /// `text` broken into lines no wider than `width` points. Each paragraph (split at "\n") is
  /// filled greedily; a line break replaces the space it falls on. An empty paragraph stays an
  /// empty line.
  package static func wrap(
    _ text: String, toWidth width: Double, fontSize: Double, isBold: Bool, by wrapping: Wrapping = .words
  ) -> [String] {
    let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let scale = fontSize * (isBold ? 1.06 : 1)
    guard scale > 0, width > 0 else { return paragraphs }
    let budget = width / scale + 1e-9
    func em(_ s: some StringProtocol) -> Double { s.reduce(0) { $0 + advance(of: $1) } }
    /// Splits `chars` into chunks that fit the budget (at least one character each).
    func chunks(_ chars: [Character]) -> [String] {
      var result: [String] = []
      var current: [Character] = []
      var used = 0.0
      for c in chars {
        let a = advance(of: c)
        if used + a > budget, !current.isEmpty {
          result.append(String(current))
          current = []
          used = 0
        }
        current.append(c)
        used += a
      }
      result.append(String(current))
      return result
    }
    var lines: [String] = []
    for paragraph in paragraphs {
      if wrapping == .characters {
        lines += chunks(Array(paragraph))
        continue
      }
      var current: String?
      var used = 0.0
      let space = advance(of: " ")
      for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
        let w = em(word)
        if let line = current, used + space + w <= budget {
          current = line + " " + word
          used += space + w
          continue
        }
        if let line = current { lines.append(line) }
        if w <= budget {
          current = String(word)
          used = w
        } else {
          var parts = chunks(Array(word))
          let last = parts.removeLast()
          lines += parts
          current = last
          used = em(last)
        }
      }
      lines.append(current ?? "")
    }
    return lines
  }

  /// `text` laid out in at most `maximumLines` lines (0: no limit) of `width` points: wrapped,
  /// and when it needs more lines, the last line kept holds the rest of the text shortened per
  /// `mode` (UILabel's truncation of its last line).
  package static func layOut(
    _ text: String, width: Double, maximumLines: Int, fontSize: Double, isBold: Bool,
    wrapping: Wrapping = .words, truncation mode: Truncation
  ) -> [String] {
    let lines = wrap(text, toWidth: width, fontSize: fontSize, isBold: isBold, by: wrapping)
    guard maximumLines > 0, lines.count > maximumLines else { return lines }
    var kept = Array(lines.prefix(maximumLines - 1))
    let rest = lines[(maximumLines - 1)...].joined(separator: " ")
    kept.append(truncate(rest, toWidth: width, fontSize: fontSize, isBold: isBold, mode: mode))
    return kept
  }
}
