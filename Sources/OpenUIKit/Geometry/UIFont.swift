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
