import Foundation

/// A font: only what drawing titles needs (point size, weight, name).
open class UIFont: NSObject, @unchecked Sendable {
  // @unchecked Sendable: immutable.
  public struct Weight: Hashable, Sendable, RawRepresentable {
    public var rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public static let regular = Weight(rawValue: 0)
    public static let medium = Weight(rawValue: 0.23)
    public static let semibold = Weight(rawValue: 0.3)
    public static let bold = Weight(rawValue: 0.4)
    public static let light = Weight(rawValue: -0.4)
    public static let ultraLight = Weight(rawValue: -0.8)
    public static let thin = Weight(rawValue: -0.6)
    public static let heavy = Weight(rawValue: 0.56)
    public static let black = Weight(rawValue: 0.62)
  }

  public let fontName: String
  public let pointSize: CGFloat
  let weight: Weight

  public init?(name fontName: String, size fontSize: CGFloat) {
    self.fontName = fontName; self.pointSize = fontSize; self.weight = .regular
  }
  init(systemSize: CGFloat, weight: Weight) {
    self.fontName = weight.rawValue >= Weight.semibold.rawValue ? ".SFUI-Bold" : ".SFUI-Regular"
    self.pointSize = systemSize; self.weight = weight
  }

  open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(systemSize: fontSize, weight: .regular) }
  open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(systemSize: fontSize, weight: weight)
  }
  open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(systemSize: fontSize, weight: .bold) }
  /// The system font's italic face (drawn upright here: only size and weight are drawn).
  open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(name: ".SFUI-Italic", size: fontSize, weight: .regular)
  }
  /// The system's monospaced face (widths measured as the proportional face here).
  open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(name: weight.rawValue >= Weight.semibold.rawValue ? ".SFMono-Bold" : ".SFMono-Regular", size: fontSize, weight: weight)
  }
  /// The system font with fixed-width digits.
  open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(systemSize: fontSize, weight: weight)
  }

  init(name: String, size: CGFloat, weight: Weight) {
    self.fontName = name; self.pointSize = size; self.weight = weight
  }

  /// The family: "System Font" for the system faces, else the name up to its first "-".
  open var familyName: String {
    fontName.hasPrefix(".SF") ? "System Font" : String(fontName.split(separator: "-").first ?? Substring(fontName))
  }

  // Vertical metrics as fractions of the point size: the system font's observed values (SF Pro
  // at 17 pt: line height 20.29), used for every font here (Docs/Behaviour.md "Bar appearances").
  /// The distance from the baseline to the top of the tallest glyphs.
  open var ascender: CGFloat { pointSize * 0.952 }
  /// The distance from the baseline to the bottom of the lowest glyphs (negative).
  open var descender: CGFloat { pointSize * -0.241 }
  /// The height of capital letters.
  open var capHeight: CGFloat { pointSize * 0.705 }
  /// The height of lowercase letters without ascenders.
  open var xHeight: CGFloat { pointSize * 0.528 }
  /// The distance between baselines: ascender − descender + leading.
  open var lineHeight: CGFloat { ascender - descender + leading }
  /// Extra space between lines (none for the system font).
  open var leading: CGFloat { 0 }
  open class var systemFontSize: CGFloat { 14 }
  open class var labelFontSize: CGFloat { 17 }
  open class var buttonFontSize: CGFloat { 18 }

  open func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(systemSize: fontSize, weight: weight) }

  var isBold: Bool { weight.rawValue >= Weight.semibold.rawValue }

  open override func isEqual(_ object: Any?) -> Bool {
    guard let rhs = object as? UIFont else { return false }
    return fontName == rhs.fontName && pointSize == rhs.pointSize && weight == rhs.weight
  }
  open override var hash: Int {
    var hasher = Hasher()
    hasher.combine(fontName); hasher.combine(pointSize)
    return hasher.finalize()
  }
}
