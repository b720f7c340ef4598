import Foundation
import OpenUIKitTesting
import Testing
import UIKit
@testable import OpenUIKit

/// The everyday API of EverydayAPI2Code.swift (Docs/Behaviour.md "Text measurement", "Images").
@MainActor @Suite struct EverydayAPI2Tests {
  @Test("UIKit (NSString.size(withAttributes:)): one line is as wide as a label's text and one line tall; without a font the default is 12 pt")
  func stringSize() {
    let font = UIFont.systemFont(ofSize: 17)
    let size = "Hello, world".size(withAttributes: [.font: font])
    let label = UILabel()
    label.font = font
    label.text = "Hello, world"
    #expect(ceil(size.width) == label.intrinsicContentSize.width)
    #expect(abs(size.height - 17 * 1.2) < 1e-9)
    #expect(abs("Hi".size(withAttributes: nil).height - 12 * 1.2) < 1e-9)
    #expect("a\nbb".size(withAttributes: [.font: font]).height == 2 * size.height)
  }

  @Test("UIKit (boundingRect(with:options:attributes:context:)): .usesLineFragmentOrigin wraps to the width; without it the text stays on one line")
  func boundingRectWraps() {
    let text = "A message long enough to wrap over several lines of a chat bubble"
    let small = ChatBubbleView.size(for: "Hi")
    let large = ChatBubbleView.size(for: text)
    #expect(large.width <= ChatBubbleView.maxWidth + 1e-9)
    #expect(large.height > small.height * 2)
    let oneLine = (text as NSString).boundingRect(
      with: CGSize(width: 100, height: 1000), options: [], attributes: [.font: ChatBubbleView.font], context: nil)
    #expect(abs(oneLine.height - 17 * 1.2) < 1e-9)
    #expect(oneLine.width > 100)
  }

  @Test("NSAttributedString.size(): each run in its own font, lines as tall as their tallest font")
  func attributedSize() {
    let string = NSMutableAttributedString(string: "Big", attributes: [.font: UIFont.systemFont(ofSize: 30)])
    string.append(NSAttributedString(string: " small", attributes: [.font: UIFont.systemFont(ofSize: 10)]))
    let size = string.size()
    let big = "Big".size(withAttributes: [.font: UIFont.systemFont(ofSize: 30)])
    let small = " small".size(withAttributes: [.font: UIFont.systemFont(ofSize: 10)])
    #expect(abs(size.width - (big.width + small.width)) < 1e-9)
    #expect(abs(size.height - big.height) < 1e-9)
  }

  @Test("UIKit accessibility traits: buttons .button (+ .notEnabled, .selected from state), labels .staticText, image views .image, plain views none; a set value wins")
  func accessibilityTraits() {
    let button = UIButton(type: .system)
    #expect(button.accessibilityTraits == .button)
    button.isEnabled = false
    button.isSelected = true
    #expect(button.accessibilityTraits == [.button, .notEnabled, .selected])
    #expect(UILabel().accessibilityTraits == .staticText)
    #expect(UIImageView().accessibilityTraits == .image)
    #expect(UIView().accessibilityTraits == .none)
    #expect(UISlider().accessibilityTraits == .adjustable)
    #expect(ToolbarButtonFactory.heroIcon().accessibilityTraits == [.image, .header])
  }

  @Test("Symbol configurations: the symbol's size follows point size, text style and scale; applying lays specified values over; an image view's and a button's preferred configuration size what they show")
  func symbolConfigurations() throws {
    let plain = try #require(UIImage(systemName: "xmark"))
    #expect(plain.size == CGSize(width: 20, height: 20))
    let big = try #require(UIImage(systemName: "xmark", withConfiguration: UIImage.SymbolConfiguration(pointSize: 34)))
    #expect(big.size == CGSize(width: 40, height: 40))
    #expect(big.symbolConfiguration?.isEqual(to: UIImage.SymbolConfiguration(pointSize: 34)) == true)
    let merged = UIImage.SymbolConfiguration(pointSize: 34, weight: .bold).applying(UIImage.SymbolConfiguration(scale: .large))
    #expect(merged.isEqual(to: UIImage.SymbolConfiguration(pointSize: 34, weight: .bold, scale: .large)))
    #expect(merged.configurationWithoutPointSizeAndWeight().isEqual(to: UIImage.SymbolConfiguration(scale: .large)))
    // Large title (34 pt) at the large scale: 20 × 34/17 × 1.25.
    let hero = ToolbarButtonFactory.heroIcon()
    #expect(hero.intrinsicContentSize == CGSize(width: 50, height: 50))
    let view = UIImageView(image: plain)
    view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 17, weight: .regular, scale: .small)
    #expect(view.intrinsicContentSize == CGSize(width: 16, height: 16))
    #expect(UIImage(named: "photo")?.applyingSymbolConfiguration(.unspecified) == nil)
    let close = ToolbarButtonFactory.closeButton()
    close.sizeToFit()
    #expect(close.preferredSymbolConfigurationForImage(in: .highlighted)?.isEqual(to: UIImage.SymbolConfiguration(pointSize: 22, weight: .semibold)) == true)
    #expect(close.imageView?.intrinsicContentSize == CGSize(width: 26, height: 26))
  }

  @Test("UIKit (resizableImage(withCapInsets:resizingMode:)): the insets and mode are kept and an image view stretches the image between them")
  func resizableImage() throws {
    let bubble = ChatBubbleView(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
    let image = try #require(bubble.background.image)
    #expect(image.capInsets == UIEdgeInsets(top: 17, left: 21, bottom: 17, right: 21))
    #expect(image.resizingMode == .stretch)
    let center = bubble.background.layer.contentsCenter
    #expect(abs(center.minX - 0.21) < 1e-9 && abs(center.width - 0.58) < 1e-9)
    #expect(abs(center.minY - 0.17) < 1e-9 && abs(center.height - 0.66) < 1e-9)
    #expect(UIImage(named: "photo")?.resizableImage(withCapInsets: .zero).resizingMode == .tile)
  }

  @Test("Dynamic Type: every trait collection has the default .large size; sizes order by text size")
  func contentSizeCategory() {
    #expect(UITraitCollection().preferredContentSizeCategory == .large)
    #expect(UIApplication.shared.preferredContentSizeCategory == .large)
    #expect(UIContentSizeCategory.extraSmall < .large && UIContentSizeCategory.large < .accessibilityMedium)
    #expect(UIContentSizeCategory.accessibilityLarge.isAccessibilityCategory && !UIContentSizeCategory.large.isAccessibilityCategory)
    #expect(ChatBubbleView(frame: .zero).label.adjustsFontForContentSizeCategory)
  }
}
