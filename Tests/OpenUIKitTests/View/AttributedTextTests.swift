import Foundation
import Testing
import UIKit

/// UIKit's text attributes on labels and buttons.
@MainActor @Suite struct AttributedTextTests {
  @Test("UIKit (UILabel.attributedText [D]): setting it sets text, font, colour, alignment and line breaks from the attributes at location 0")
  func labelTakesFirstRunStyle() {
    let label = UILabel()
    let style = NSMutableParagraphStyle()
    style.alignment = .center
    style.lineBreakMode = .byTruncatingMiddle
    let text = NSMutableAttributedString(
      string: "Hello",
      attributes: [.font: UIFont.boldSystemFont(ofSize: 22), .foregroundColor: UIColor.systemRed, .paragraphStyle: style])
    text.append(NSAttributedString(string: " world", attributes: [.kern: 2]))
    label.attributedText = text
    #expect(label.text == "Hello world")
    #expect(label.font == UIFont.boldSystemFont(ofSize: 22))
    #expect(label.textColor == .systemRed)
    #expect(label.textAlignment == .center && label.lineBreakMode == .byTruncatingMiddle)
    // Reading it back gives the runs that were set.
    #expect(label.attributedText?.attribute(.kern, at: 7, effectiveRange: nil) as? Int == 2)
  }

  @Test("UIKit: a style property set after attributedText applies to the whole text; plain text takes the label's style")
  func styleAfterAttributedText() {
    let label = UILabel()
    label.attributedText = NSAttributedString(string: "Hi", attributes: [.foregroundColor: UIColor.blue])
    label.textColor = .green
    #expect(label.attributedText?.attribute(.foregroundColor, at: 1, effectiveRange: nil) as? UIColor == .green)
    label.text = "Plain"
    let attributes = label.attributedText?.attributes(at: 0, effectiveRange: nil) ?? [:]
    #expect(attributes[.foregroundColor] as? UIColor == .green)
    #expect((attributes[.font] as? UIFont)?.pointSize == 17)
    #expect((attributes[.paragraphStyle] as? NSParagraphStyle)?.alignment == .natural)
  }

  @Test("UIKit: an attributed button title's colour wins over the state's title colour")
  func buttonAttributedTitleColour() {
    let button = UIButton(type: .system)
    button.setTitleColor(.black, for: .normal)
    button.setAttributedTitle(NSAttributedString(string: "Go", attributes: [.foregroundColor: UIColor.orange]), for: .normal)
    #expect(button.titleLabel?.textColor == .orange)
    #expect(button.titleLabel?.text == "Go")
  }

  @Test("UIKit: attribute keys carry UIKit's raw names; paragraph styles copy and compare by value; NSUnderlineStyle raw values")
  func keysAndValues() {
    #expect(NSAttributedString.Key.font.rawValue == "NSFont")
    #expect(NSAttributedString.Key.foregroundColor.rawValue == "NSColor")
    #expect(NSAttributedString.Key.paragraphStyle.rawValue == "NSParagraphStyle")
    let style = NSMutableParagraphStyle()
    style.lineSpacing = 4
    let copy = style.copy() as? NSParagraphStyle
    #expect(copy?.lineSpacing == 4 && copy?.isEqual(style) == true)
    #expect(!(NSParagraphStyle.default.isEqual(style)))
    #expect(NSUnderlineStyle.single.rawValue == 1 && NSUnderlineStyle.double.rawValue == 9)
    let shadow = NSShadow()
    shadow.shadowOffset = CGSize(width: 0, height: 1)
    #expect((shadow.copy() as? NSShadow)?.shadowOffset == CGSize(width: 0, height: 1))
  }
}
