import Foundation

extension UIFont {
  /// UIKit's Dynamic Type text styles.
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let largeTitle = TextStyle("UICTFontTextStyleTitle0")
    public static let title1 = TextStyle("UICTFontTextStyleTitle1")
    public static let title2 = TextStyle("UICTFontTextStyleTitle2")
    public static let title3 = TextStyle("UICTFontTextStyleTitle3")
    public static let headline = TextStyle("UICTFontTextStyleHeadline")
    public static let subheadline = TextStyle("UICTFontTextStyleSubhead")
    public static let body = TextStyle("UICTFontTextStyleBody")
    public static let callout = TextStyle("UICTFontTextStyleCallout")
    public static let footnote = TextStyle("UICTFontTextStyleFootnote")
    public static let caption1 = TextStyle("UICTFontTextStyleCaption1")
    public static let caption2 = TextStyle("UICTFontTextStyleCaption2")

    /// Size and weight at the default content size category (Large), from Apple's Human
    /// Interface Guidelines type table; an unknown style reads as body.
    var _defaultMetrics: (size: CGFloat, weight: UIFont.Weight) {
      switch self {
      case .largeTitle: (34, .regular)
      case .title1: (28, .regular)
      case .title2: (22, .regular)
      case .title3: (20, .regular)
      case .headline: (17, .semibold)
      case .subheadline: (15, .regular)
      case .callout: (16, .regular)
      case .footnote: (13, .regular)
      case .caption1: (12, .regular)
      case .caption2: (11, .regular)
      default: (17, .regular)
      }
    }
  }

  /// The system font for a text style at the default content size category (Large); there is
  /// no other content size category here (Docs/Behaviour.md "Dynamic Type").
  public class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
    let metrics = style._defaultMetrics
    return UIFont(systemSize: metrics.size, weight: metrics.weight)
  }

  /// As `preferredFont(forTextStyle:)`: every trait collection has the default content size
  /// category here.
  public class func preferredFont(forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
    preferredFont(forTextStyle: style)
  }
}

/// UIKit: scales fonts and values for the user's content size category relative to a text
/// style's default. Every trait collection here has the default category (Large), where the
/// scale is 1: fonts and values come back as given (Docs/Behaviour.md "Dynamic Type").
public struct UIFontMetrics: Sendable {
  public let textStyle: UIFont.TextStyle
  public init(forTextStyle textStyle: UIFont.TextStyle) { self.textStyle = textStyle }
  public static let `default` = UIFontMetrics(forTextStyle: .body)

  public func scaledFont(for font: UIFont) -> UIFont { font }
  public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
    font.pointSize > maximumPointSize ? font.withSize(maximumPointSize) : font
  }
  public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont { font }
  public func scaledValue(for value: CGFloat) -> CGFloat { value }
  public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat { value }
}
