import UIKit

// A themed card with a favourite button, written as a UI library writes it: its colours and
// icon come from the library's own asset catalogue (Resources/Themed.xcassets, read through
// Bundle.module), with light and dark variants the views follow through their trait collection.

enum CardTheme {
  static var bundle: Bundle { return Bundle.module }

  static var cardBackground: UIColor {
    return UIColor(named: "Theme/CardBackground", in: bundle, compatibleWith: nil) ?? .systemBackground
  }

  static var cardTitle: UIColor {
    return UIColor(named: "Theme/CardTitle", in: bundle, compatibleWith: nil) ?? .label
  }

  static var buttonTint: UIColor {
    return UIColor(named: "Theme/ButtonTint", in: bundle, compatibleWith: nil) ?? .systemBlue
  }

  static func heart(compatibleWith traitCollection: UITraitCollection? = nil) -> UIImage? {
    return UIImage(named: "heart", in: bundle, compatibleWith: traitCollection)
  }
}

final class ThemedButton: UIButton {
  override init(frame: CGRect) {
    super.init(frame: frame)
    tintColor = CardTheme.buttonTint
    setImage(CardTheme.heart(), for: .normal)
    layer.cornerRadius = 8
    layer.borderWidth = 1
    updateBorder()
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) {
      updateBorder()
    }
  }

  /// Layer colours are CGColors: resolved by hand for the button's traits, as iOS code does.
  private func updateBorder() {
    layer.borderColor = CardTheme.buttonTint.resolvedColor(with: traitCollection).cgColor
  }
}

final class ThemedCardView: UIView {
  let titleLabel = UILabel()
  let iconView = UIImageView()
  let favoriteButton = ThemedButton(frame: CGRect(x: 0, y: 0, width: 44, height: 44))

  init(title: String) {
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 120))
    backgroundColor = CardTheme.cardBackground
    layer.cornerRadius = 16
    titleLabel.text = title
    titleLabel.textColor = CardTheme.cardTitle
    titleLabel.frame = CGRect(x: 16, y: 16, width: 220, height: 24)
    iconView.image = CardTheme.heart()
    iconView.tintColor = CardTheme.buttonTint
    iconView.frame = CGRect(x: 16, y: 60, width: 22, height: 20)
    favoriteButton.frame = CGRect(x: 260, y: 16, width: 44, height: 44)
    addSubview(titleLabel)
    addSubview(iconView)
    addSubview(favoriteButton)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}
