import Foundation
import OpenUIKitTesting
import Testing
import UIKit

/// Buttons with images, insets, alignment and iOS 15 configurations (UIButton docs).
@MainActor
@Suite(.serialized)
struct UIButtonContentTests {
  func image(_ width: CGFloat, _ height: CGFloat) -> UIImage {
    UIGraphicsImageRenderer(size: CGSize(width: width, height: height)).image { _ in }
  }

  @Test("UIKit: setImage(_:for:) shows the state's image (else the normal one) in imageView, before the title; currentImage follows the state")
  func imagesPerState() {
    let button = UIButton(type: .custom)
    let normal = image(20, 20), highlighted = image(24, 24)
    button.setImage(normal, for: .normal)
    button.setImage(highlighted, for: .highlighted)
    #expect(button.currentImage === normal)
    #expect(button.imageView?.image === normal)
    button.isHighlighted = true
    #expect(button.currentImage === highlighted)
    #expect(button.imageView?.image === highlighted)
    button.isHighlighted = false
    #expect(button.image(for: .selected) === normal)
  }

  @Test("UIKit: an image-and-title button's intrinsic size is the image, the title and contentEdgeInsets; the content is centred")
  func intrinsicSizeAndCentring() {
    let button = UIButton(type: .system)
    button.setTitle("Close", for: .normal)
    button.setImage(image(20, 20), for: .normal)
    button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 10, bottom: 4, right: 10)
    let title = button.titleLabel!.intrinsicContentSize
    let size = button.intrinsicContentSize
    #expect(size.width == 20 + title.width + 20)
    #expect(size.height == max(20, title.height) + 8)
    button.frame = CGRect(x: 0, y: 0, width: size.width + 40, height: 60)
    button.layoutIfNeeded()
    #expect(button.imageView!.frame.minX == 30)
    #expect(button.titleLabel!.frame.minX == 50)
    #expect(button.imageView!.frame.midY == 30)
  }

  @Test("UIKit: contentHorizontalAlignment .leading puts the content at the leading inset (right side right-to-left)")
  func leadingAlignment() {
    let button = UIButton(type: .system)
    button.setTitle("Share", for: .normal)
    button.contentHorizontalAlignment = .leading
    button.frame = CGRect(x: 0, y: 0, width: 300, height: 44)
    button.layoutIfNeeded()
    #expect(button.titleLabel!.frame.minX == 0)
    #expect(button.effectiveContentHorizontalAlignment == .left)
    button.semanticContentAttribute = .forceRightToLeft
    #expect(button.effectiveContentHorizontalAlignment == .right)
    button.setNeedsLayout()
    button.layoutIfNeeded()
    #expect(abs(button.titleLabel!.frame.maxX - 300) < 1e-9)
  }

  @Test("UIKit: a filled configuration draws its title white on the tint colour, with its insets and image padding in the intrinsic size")
  func filledConfiguration() {
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Continue"
    configuration.image = image(16, 16)
    configuration.imagePadding = 6
    configuration.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
    let button = UIButton(configuration: configuration)
    #expect(button.configuration?.title == "Continue")
    #expect(button.currentTitle == "Continue")
    #expect(button.titleLabel?.textColor == UIColor.white)
    #expect(button.backgroundColor == button.tintColor)
    let title = button.titleLabel!.intrinsicContentSize
    #expect(button.intrinsicContentSize.width == 16 + 6 + title.width + 40)
    #expect(button.intrinsicContentSize.height == max(16, title.height) + 20)
  }

  @Test("UIKit: imagePlacement .top stacks the image above the title, and .trailing puts it after the title")
  func imagePlacement() {
    var configuration = UIButton.Configuration.plain()
    configuration.title = "Photos"
    configuration.image = image(30, 30)
    configuration.imagePadding = 4
    configuration.imagePlacement = .top
    let button = UIButton(configuration: configuration)
    let size = button.intrinsicContentSize
    button.frame = CGRect(origin: .zero, size: size)
    button.layoutIfNeeded()
    #expect(button.imageView!.frame.maxY + 4 == button.titleLabel!.frame.minY)
    configuration.imagePlacement = .trailing
    button.configuration = configuration
    button.frame = CGRect(origin: .zero, size: button.intrinsicContentSize)
    button.layoutIfNeeded()
    #expect(button.titleLabel!.frame.maxX + 4 == button.imageView!.frame.minX)
  }

  @Test("UIKit: configurationUpdateHandler runs when the button's state changes (UIButton.configurationUpdateHandler docs)")
  func updateHandlerOnStateChange() {
    let button = UIButton(configuration: .tinted())
    var states: [Bool] = []
    button.configurationUpdateHandler = { b in
      states.append(b.isHighlighted)
      var c = b.configuration
      c?.title = b.isHighlighted ? "Pressed" : "Press"
      b.configuration = c
    }
    #expect(button.currentTitle == "Press")
    button.isHighlighted = true
    #expect(button.currentTitle == "Pressed")
    button.isHighlighted = false
    #expect(button.currentTitle == "Press")
    #expect(states == [false, true, false])
  }

  @Test("UIKit: an attributed title wins over the plain title of its state")
  func attributedTitle() {
    let button = UIButton(type: .system)
    button.setTitle("Plain", for: .normal)
    button.setAttributedTitle(NSAttributedString(string: "Fancy"), for: .normal)
    #expect(button.currentTitle == "Fancy")
    #expect(button.titleLabel?.text == "Fancy")
    #expect(button.currentAttributedTitle?.string == "Fancy")
  }

  @Test("UIKit: UILabel.attributedText sets the label's text; nil clears it")
  func labelAttributedText() {
    let label = UILabel()
    label.attributedText = NSAttributedString(string: "Bold move")
    #expect(label.text == "Bold move")
    #expect(label.attributedText?.string == "Bold move")
    label.attributedText = nil
    #expect(label.text == nil)
    #expect(label.attributedText == nil)
  }
}
