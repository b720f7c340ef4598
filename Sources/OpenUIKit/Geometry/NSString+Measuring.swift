import Foundation
import OpenQuartzCore

/// How `boundingRect(with:options:…)` lays text out.
public struct NSStringDrawingOptions: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Lay the text out in lines wrapped to the given width (without it: one line).
  public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
  public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
  public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
  public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// Measuring context (`minimumScaleFactor` is accepted; text is never shrunk when measured).
open class NSStringDrawingContext: NSObject {
  open var minimumScaleFactor: CGFloat = 0
  open private(set) var actualScaleFactor: CGFloat = 1
  open package(set) var totalBounds: CGRect = .zero
  public override init() { super.init() }
}

/// Text measurement with the same metrics labels use (`TextMetrics`: per-character widths,
/// 1.2 em lines; Docs/Behaviour.md "Text measurement"). UIKit's default font for attributes
/// without `.font` is Helvetica 12 pt.
@MainActor
enum _TextMeasure {
  static func font(_ attributes: [NSAttributedString.Key: Any]?) -> UIFont {
    (attributes?[.font] as? UIFont) ?? UIFont.systemFont(ofSize: 12)
  }

  static func lineHeight(_ font: UIFont) -> CGFloat { font.pointSize * CGFloat(TextMetrics.lineHeight) }

  static func width(_ text: some StringProtocol, _ font: UIFont) -> CGFloat {
    CGFloat(TextMetrics.width(of: text, fontSize: Double(font.pointSize), isBold: font.isBold))
  }

  /// The text's lines: its own line breaks, and wrapped to `width` when `wraps`.
  static func lines(_ text: String, font: UIFont, width: CGFloat, wraps: Bool) -> [String] {
    guard wraps, width > 0, width.isFinite else {
      return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
    return TextMetrics.layOut(
      text, width: Double(width), maximumLines: 0, fontSize: Double(font.pointSize), isBold: font.isBold,
      wrapping: .words, truncation: .tail)
  }

  static func rect(_ text: String, font: UIFont, size: CGSize, options: NSStringDrawingOptions) -> CGRect {
    let laidOut = lines(text, font: font, width: size.width, wraps: options.contains(.usesLineFragmentOrigin))
    let widest = laidOut.map { width($0, font) }.max() ?? 0
    return CGRect(x: 0, y: 0, width: widest, height: lineHeight(font) * CGFloat(max(1, laidOut.count)))
  }
}

extension StringProtocol {
  /// The size of the text drawn on one line per line break with `attributes` (fractional, as
  /// UIKit's; round up before sizing views with it).
  @MainActor
  public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    let font = _TextMeasure.font(attrs)
    return _TextMeasure.rect(String(self), font: font, size: .zero, options: []).size
  }

  /// The rectangle the text needs within `size` (wrapped to its width with
  /// `.usesLineFragmentOrigin`; one line per line break without it).
  @MainActor
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
    context: NSStringDrawingContext?
  ) -> CGRect {
    let rect = _TextMeasure.rect(String(self), font: _TextMeasure.font(attributes), size: size, options: options)
    context?.totalBounds = rect
    return rect
  }
}

extension NSString {
  @MainActor
  public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    (self as String).size(withAttributes: attrs)
  }

  @MainActor
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
    context: NSStringDrawingContext?
  ) -> CGRect {
    (self as String).boundingRect(with: size, options: options, attributes: attributes, context: context)
  }
}

extension NSAttributedString {
  /// The widest line's width (each run measured in its own font) by the tallest font's lines.
  @MainActor
  public func size() -> CGSize {
    boundingRect(with: CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude), options: [], context: nil).size
  }

  /// Runs measured in their own fonts; a line is as tall as its tallest font. Wrapping
  /// (`.usesLineFragmentOrigin` with a finite width) uses the first run's font for the breaks
  /// ([U] Docs/Behaviour.md "Text measurement").
  @MainActor
  public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
    let text = string
    guard !text.isEmpty else { return .zero }
    var runs: [(range: Range<String.Index>, font: UIFont)] = []
    enumerateAttribute(.font, in: NSRange(location: 0, length: length), options: []) { value, range, _ in
      guard let r = Range(range, in: text) else { return }
      runs.append((r, (value as? UIFont) ?? UIFont.systemFont(ofSize: 12)))
    }
    let tallest = runs.map(\.font).max { $0.pointSize < $1.pointSize } ?? UIFont.systemFont(ofSize: 12)
    let rect: CGRect
    if options.contains(.usesLineFragmentOrigin), size.width.isFinite, size.width < .greatestFiniteMagnitude,
      let first = runs.first?.font
    {
      let lines = _TextMeasure.lines(text, font: first, width: size.width, wraps: true)
      let width = lines.map { _TextMeasure.width($0, first) }.max() ?? 0
      rect = CGRect(x: 0, y: 0, width: width, height: _TextMeasure.lineHeight(tallest) * CGFloat(max(1, lines.count)))
    } else {
      // Width of each line: the sum of its runs' pieces in their fonts.
      var widths: [CGFloat] = [0]
      for run in runs {
        let pieces = text[run.range].split(separator: "\n", omittingEmptySubsequences: false)
        for (i, piece) in pieces.enumerated() {
          if i > 0 { widths.append(0) }
          widths[widths.count - 1] += _TextMeasure.width(piece, run.font)
        }
      }
      rect = CGRect(x: 0, y: 0, width: widths.max() ?? 0, height: _TextMeasure.lineHeight(tallest) * CGFloat(widths.count))
    }
    context?.totalBounds = rect
    return rect
  }
}
