import Foundation
import OpenQuartzCore
import OpenUIKitTesting
import Testing
import UIKit

/// Labels and button titles measured with the font's (estimated) metrics and shortened per
/// `lineBreakMode` in the render model (UIKit docs: UILabel.lineBreakMode, NSLineBreakMode;
/// Core Animation docs: CATextLayer.truncationMode).
@MainActor
@Suite(.serialized)
struct TextLayoutTests {
  func drawn(_ view: UIView) -> String? { view.layer._renderSnapshot().text?.string }

  func label(_ text: String, width: CGFloat, mode: NSLineBreakMode? = nil) -> UILabel {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: 21))
    label.text = text
    if let mode { label.lineBreakMode = mode }
    return label
  }

  @Test("Metrics: narrow letters are narrower than wide ones; bold is wider; the widest line counts")
  func metrics() {
    #expect(TextMetrics.width(of: "iiii", fontSize: 17) < TextMetrics.width(of: "mmmm", fontSize: 17))
    #expect(TextMetrics.width(of: "Back", fontSize: 17, isBold: true) > TextMetrics.width(of: "Back", fontSize: 17))
    #expect(TextMetrics.width(of: "ab\nabcd", fontSize: 10) == TextMetrics.width(of: "abcd", fontSize: 10))
    #expect(TextMetrics.width(of: "Back", fontSize: 34) == 2 * TextMetrics.width(of: "Back", fontSize: 17))
  }

  @Test("UIKit: a label's lineBreakMode is byTruncatingTail by default: \"Title…\" when too wide")
  func tailByDefault() throws {
    let l = label("Settings and privacy", width: 80)
    #expect(l.lineBreakMode == .byTruncatingTail)
    let s = try #require(drawn(l))
    #expect(s.hasSuffix("\u{2026}") && s.hasPrefix("Setti"))
    #expect(TextMetrics.width(of: s, fontSize: 17) <= 80)
  }

  @Test("UIKit: byTruncatingHead keeps the end, byTruncatingMiddle both ends, byClipping drops the rest")
  func modes() throws {
    let text = "Settings and privacy"
    let head = try #require(drawn(label(text, width: 80, mode: .byTruncatingHead)))
    #expect(head.hasPrefix("\u{2026}") && head.hasSuffix("privacy"))
    let middle = try #require(drawn(label(text, width: 80, mode: .byTruncatingMiddle)))
    #expect(middle.hasPrefix("Se") && middle.hasSuffix("cy") && middle.contains("\u{2026}"))
    let clip = try #require(drawn(label(text, width: 80, mode: .byClipping)))
    #expect(text.hasPrefix(clip) && clip.count < text.count && !clip.contains("\u{2026}"))
    for s in [head, middle, clip] { #expect(TextMetrics.width(of: s, fontSize: 17) <= 80) }
  }

  @Test("UIKit: text that fits is drawn whole, and sizeToFit never truncates the label's own text")
  func fittingText() throws {
    let l = label("Done", width: 200)
    #expect(drawn(l) == "Done")
    let long = label("A rather long title for a label", width: 10)
    long.sizeToFit()
    #expect(drawn(long) == "A rather long title for a label")
  }

  @Test("UIKit: a button's title is truncated in the middle, so it never runs off the button")
  func buttonTitle() throws {
    let b = UIButton(frame: CGRect(x: 0, y: 0, width: 90, height: 44))
    b.setTitle("Start the presentation", for: .normal)
    let label = try #require(b.titleLabel)
    #expect(label.lineBreakMode == .byTruncatingMiddle)
    let s = try #require(drawn(label))
    #expect(s.hasPrefix("Sta") && s.hasSuffix("on") && s.contains("\u{2026}"))
    #expect(TextMetrics.width(of: s, fontSize: 17) <= 90)
  }

  @Test("Core Animation: a text layer's truncationMode is none by default, which clips to the bounds")
  func textLayerDefault() throws {
    let layer = CATextLayer()
    #expect(layer.truncationMode == .none)
    layer.string = "mmmmmmmm"
    layer.fontSize = 10
    layer.bounds = CGRect(x: 0, y: 0, width: 30, height: 12)
    #expect(layer._renderSnapshot().text?.string == "mmm")
    layer.truncationMode = .end
    #expect(layer._renderSnapshot().text?.string == "mm\u{2026}")
  }
}
