import Foundation
import OpenQuartzCore
import OpenUIKitTesting
import Testing
import UIKit

/// Multi-line labels wrap by words within their bounds and shorten their last line per
/// `lineBreakMode` (UIKit docs: UILabel.numberOfLines, UILabel.lineBreakMode; Core Animation
/// docs: CATextLayer.isWrapped).
@MainActor
@Suite(.serialized)
struct MultilineLabelTests {
  static let sentence = "The quick brown fox jumps over the lazy dog and runs far away"

  /// The lines drawn for `view`, as the render model carries them.
  func lines(_ view: UIView) -> [String] {
    (view.layer._renderSnapshot().text?.string ?? "").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  func label(lines: Int, width: CGFloat = 120, height: CGFloat = 400, mode: NSLineBreakMode? = nil) -> UILabel {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: height))
    label.text = Self.sentence
    label.numberOfLines = lines
    if let mode { label.lineBreakMode = mode }
    return label
  }

  func width(_ s: String) -> Double { TextMetrics.width(of: s, fontSize: 17) }

  @Test("UIKit: numberOfLines 0 wraps between words within the label's width, every word kept")
  func wrapsByWords() {
    let drawn = lines(label(lines: 0))
    #expect(drawn.count > 2)
    for line in drawn { #expect(width(line) <= 120) }
    #expect(drawn.joined(separator: " ") == Self.sentence)
    // Greedy: the first word of each next line did not fit on the line before.
    for (a, b) in zip(drawn, drawn.dropFirst()) {
      #expect(width(a + " " + String(b.split(separator: " ")[0])) > 120)
    }
  }

  @Test("UIKit: numberOfLines 2 draws two lines; the last one is truncated at its tail by default")
  func twoLinesTruncateTail() {
    let drawn = lines(label(lines: 2))
    #expect(drawn.count == 2)
    #expect(drawn[1].hasSuffix(TextMetrics.ellipsis))
    #expect(width(drawn[1]) <= 120)
    #expect(Self.sentence.hasPrefix(drawn[0]))
  }

  @Test("UIKit: the last line follows lineBreakMode (middle and head truncation, clipping for the wrapping modes)")
  func lastLineModes() {
    let middle = lines(label(lines: 2, mode: .byTruncatingMiddle))[1]
    #expect(middle.contains(TextMetrics.ellipsis) && !middle.hasSuffix(TextMetrics.ellipsis))
    #expect(middle.hasSuffix("away"))
    let head = lines(label(lines: 2, mode: .byTruncatingHead))[1]
    #expect(head.hasPrefix(TextMetrics.ellipsis) && head.hasSuffix("away"))
    let clipped = lines(label(lines: 2, mode: .byWordWrapping))[1]
    #expect(!clipped.contains(TextMetrics.ellipsis) && width(clipped) <= 120)
  }

  @Test("UIKit: lines below the label's bounds are not drawn; the last visible one is truncated")
  func boundsLimitLines() {
    // Room for two lines of 17 pt text (1.2 em each).
    let drawn = lines(label(lines: 0, height: 17 * 1.2 * 2 + 1))
    #expect(drawn.count == 2)
    #expect(drawn[1].hasSuffix(TextMetrics.ellipsis))
  }

  @Test("UIKit: a word wider than the label breaks between characters; byCharWrapping breaks anywhere")
  func longWordsAndCharWrapping() {
    let long = UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 400))
    long.numberOfLines = 0
    long.text = "Supercalifragilistic"
    let drawn = lines(long)
    #expect(drawn.count > 1 && drawn.joined() == "Supercalifragilistic")
    for line in drawn { #expect(width(line) <= 60) }
    let chars = label(lines: 0, mode: .byCharWrapping)
    let charLines = lines(chars)
    #expect(charLines.joined() == Self.sentence)
    #expect(charLines.dropLast().allSatisfy { width($0) <= 120 && width($0) > 100 })
  }

  @Test("UIKit: a one-line label does not wrap (it truncates); CATextLayer.isWrapped is false by default")
  func singleLine() {
    let drawn = lines(label(lines: 1))
    #expect(drawn.count == 1 && drawn[0].hasSuffix(TextMetrics.ellipsis))
    #expect(CATextLayer().isWrapped == false)
  }

  @Test("UIKit: sizeThatFits wraps a multi-line label to the given width")
  func sizeThatFitsWraps() {
    let l = label(lines: 0)
    let size = l.sizeThatFits(CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude))
    let count = lines(l).count
    #expect(size.width <= 120)
    #expect(size.height == (17 * 1.2 * CGFloat(count)).rounded(.up))
    let three = label(lines: 3).sizeThatFits(CGSize(width: 120, height: 1000))
    #expect(three.height == (17 * 1.2 * 3).rounded(.up))
  }
}
