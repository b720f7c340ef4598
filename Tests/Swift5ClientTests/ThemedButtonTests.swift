import Foundation
import OpenUIKitTesting
import Testing
import UIKit

/// ThemedButtonCode.swift: a library's card and button themed from its own asset catalogue
/// (Docs/Behaviour/assets13.md).
@MainActor @Suite struct ThemedButtonTests {
  private func components(_ color: CGColor?) -> [CGFloat] {
    (color?.components ?? []).map { ($0 * 1000).rounded() / 1000 }
  }

  private func makeCard() -> (UIWindow, ThemedCardView) {
    UIApplication.shared.useLinkedSDK(.iOS17)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let card = ThemedCardView(title: "Favourites")
    window.addSubview(card)
    window.makeKeyAndVisible()
    UIApplication.shared.runUntilIdle()
    return (window, card)
  }

  @Test("UIColor(named:in:compatibleWith:): a colour set of the library's catalogue (namespace Theme/); light and dark resolutions through the trait collection; a missing name is nil")
  func colorsResolveByAppearance() throws {
    let background = try #require(UIColor(named: "Theme/CardBackground", in: CardTheme.bundle, compatibleWith: nil))
    let light = background.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
    let dark = background.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
    #expect(components(light.cgColor) == [1, 1, 1, 1])
    #expect(components(dark.cgColor) == components(UIColor(red: 0x1C / 255.0, green: 0x1C / 255.0, blue: 0x1E / 255.0, alpha: 1).cgColor))
    #expect(UIColor(named: "CardBackground", in: CardTheme.bundle, compatibleWith: nil) == nil)
    #expect(UIColor(named: "Theme/Missing", in: CardTheme.bundle, compatibleWith: nil) == nil)
    // UIKit: loading the same name again gives an equal colour.
    #expect(UIColor(named: "Theme/CardBackground", in: CardTheme.bundle, compatibleWith: nil) == background)
  }

  @Test("UIView.backgroundColor and UILabel.textColor of catalogue colours follow the window's appearance; a layer colour resolved in traitCollectionDidChange follows too")
  func cardFollowsDarkMode() {
    let (window, card) = makeCard()
    #expect(components(card.layer.backgroundColor) == [1, 1, 1, 1])
    #expect(components(card.favoriteButton.layer.borderColor) == components(UIColor(red: 88 / 255.0, green: 92 / 255.0, blue: 246 / 255.0, alpha: 1).cgColor))
    window.overrideUserInterfaceStyle = .dark
    UIApplication.shared.runUntilIdle()
    #expect(card.traitCollection.userInterfaceStyle == .dark)
    #expect(components(card.layer.backgroundColor) == components(UIColor(red: 0x1C / 255.0, green: 0x1C / 255.0, blue: 0x1E / 255.0, alpha: 1).cgColor))
    #expect(components(card.titleLabel.textColor.resolvedColor(with: card.traitCollection).cgColor) == [1, 1, 1, 1])
    #expect(components(card.favoriteButton.layer.borderColor) == components(UIColor(red: 94 / 255.0, green: 132 / 255.0, blue: 1, alpha: 1).cgColor))
    window.overrideUserInterfaceStyle = .light
    UIApplication.shared.runUntilIdle()
    #expect(components(card.layer.backgroundColor) == [1, 1, 1, 1])
  }

  @Test("UIImage(named:in:compatibleWith:): the 2x or 3x file for the display scale (size in points from the PNG header), the template rendering intent, the dark variant through imageAsset")
  func imageVariants() throws {
    let at2x = try #require(CardTheme.heart(compatibleWith: UITraitCollection(displayScale: 2)))
    #expect(at2x.scale == 2)
    #expect(at2x.size == CGSize(width: 22, height: 20))
    #expect(at2x.renderingMode == .alwaysTemplate)
    let at3x = try #require(CardTheme.heart(compatibleWith: UITraitCollection(displayScale: 3)))
    #expect(at3x.scale == 3)
    #expect(at3x.size == CGSize(width: 22, height: 20))
    let asset = try #require(at3x.imageAsset)
    let dark = asset.image(with: UITraitCollection(traitsFrom: [
      UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(displayScale: 2),
    ]))
    #expect(dark.scale == 2)
    #expect(dark.renderingMode == .alwaysTemplate)
    #expect(UIImage(named: "missing", in: CardTheme.bundle, compatibleWith: nil) == nil)
  }

  @Test("UIImageView and UIButton show the catalogue image at its size in points; the image view keeps showing it across an appearance change")
  func imageViewShowsAsset() {
    let (window, card) = makeCard()
    #expect(card.iconView.intrinsicContentSize == CGSize(width: 22, height: 20))
    #expect(card.favoriteButton.image(for: .normal)?.size == CGSize(width: 22, height: 20))
    window.overrideUserInterfaceStyle = .dark
    UIApplication.shared.runUntilIdle()
    #expect(card.iconView.layer.contents != nil)
    #expect(card.iconView.image?.imageAsset != nil)
  }
}
