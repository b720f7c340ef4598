import Foundation
import OpenQuartzCore
import OpenUIKitTesting
import Testing
import UIKit

/// `UILabel.preferredMaxLayoutWidth` (UIKit docs: "The preferred maximum width, in points, for a
/// multiline label … if the text extends beyond the width specified by this property, the
/// additional text flows to one or more new lines, increasing the height of the label").
@MainActor
@Suite(.serialized)
struct PreferredMaxLayoutWidthTests {
  static let sentence = "The quick brown fox jumps over the lazy dog and runs far away"

  func label(lines: Int, preferred: CGFloat) -> UILabel {
    let label = UILabel()
    label.text = Self.sentence
    label.numberOfLines = lines
    label.preferredMaxLayoutWidth = preferred
    return label
  }

  @Test("UIKit: a multi-line label's intrinsic size wraps at preferredMaxLayoutWidth (taller, no wider)")
  func intrinsicSizeWraps() {
    let natural = label(lines: 0, preferred: 0).intrinsicContentSize
    let wrapped = label(lines: 0, preferred: 120).intrinsicContentSize
    let lineHeight = (UIFont.systemFont(ofSize: 17).pointSize * CGFloat(TextMetrics.lineHeight)).rounded(.up)
    #expect(natural.width > 120 && natural.height <= lineHeight)
    #expect(wrapped.width <= 120 && wrapped.height > 2 * lineHeight)
    #expect(wrapped == label(lines: 0, preferred: 120).sizeThatFits(CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude)))
    // At most numberOfLines lines.
    let two = label(lines: 2, preferred: 120).intrinsicContentSize
    #expect(two.height == (17 * CGFloat(TextMetrics.lineHeight) * 2).rounded(.up))
  }

  @Test("UIKit: a one-line label ignores preferredMaxLayoutWidth (it is for multiline labels); the default is 0")
  func singleLineIgnoresIt() {
    #expect(UILabel().preferredMaxLayoutWidth == 0)
    let one = label(lines: 1, preferred: 120)
    #expect(one.intrinsicContentSize == label(lines: 1, preferred: 0).intrinsicContentSize)
  }

  @Test("UIKit: under Auto Layout a label pinned only by its leading and top edges takes the wrapped size")
  func autoLayout() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let label = label(lines: 0, preferred: 150)
    label.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
    ])
    root.layoutIfNeeded()
    #expect(label.frame.width <= 150 && label.frame.height == label.intrinsicContentSize.height)
    #expect(label.frame.height > 2 * 17)
    // Changing it re-lays the label out.
    label.preferredMaxLayoutWidth = 380
    root.layoutIfNeeded()
    #expect(label.frame.width > 150 && label.frame.height < 3 * 17 * 1.2)
  }
}
