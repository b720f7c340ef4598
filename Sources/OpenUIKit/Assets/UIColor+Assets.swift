import Foundation

// UIColor(named:) over asset catalogues (AssetCatalog.swift, AssetColorSet.swift).

extension UIColor {
  /// UIKit: the colour set `name` of the main bundle's asset catalogue; nil when there is none.
  /// A set with appearance or idiom variants gives a dynamic colour, resolved with the trait
  /// collection as `UIColor(dynamicProvider:)` is. Every call gives an equal colour.
  public convenience init?(named name: String) {
    self.init(named: name, in: nil, compatibleWith: nil)
  }

  /// UIKit: the colour set `name` of `bundle`'s asset catalogue (nil: the main bundle). With a
  /// trait collection, the variant for those traits (a plain colour); without, the dynamic colour
  /// of every variant.
  public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
    guard let set = AssetCatalog.colorSet(named: name, in: bundle ?? Bundle.main) else { return nil }
    func tuple(_ c: AssetRGBA) -> (CGFloat, CGFloat, CGFloat, CGFloat) {
      (CGFloat(c.red), CGFloat(c.green), CGFloat(c.blue), CGFloat(c.alpha))
    }
    if let traitCollection {
      self.init(assetName: name, light: tuple(set.components(for: traitCollection)), provider: nil)
      return
    }
    let light = tuple(set.components(for: UITraitCollection(userInterfaceStyle: .light)))
    guard set.isDynamic else {
      self.init(assetName: name, light: light, provider: nil)
      return
    }
    self.init(assetName: name, light: light) { traits in
      let c = set.components(for: traits)
      return UIColor(red: CGFloat(c.red), green: CGFloat(c.green), blue: CGFloat(c.blue), alpha: CGFloat(c.alpha))
    }
  }
}
