import Foundation

/// The user's preferred text size (Dynamic Type). Every trait collection here has the default,
/// `.large` (Docs/Behaviour.md "Dynamic Type").
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }

  public static let unspecified = UIContentSizeCategory("_UICTContentSizeCategoryUnspecified")
  public static let extraSmall = UIContentSizeCategory("UICTContentSizeCategoryXS")
  public static let small = UIContentSizeCategory("UICTContentSizeCategoryS")
  public static let medium = UIContentSizeCategory("UICTContentSizeCategoryM")
  public static let large = UIContentSizeCategory("UICTContentSizeCategoryL")
  public static let extraLarge = UIContentSizeCategory("UICTContentSizeCategoryXL")
  public static let extraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryXXL")
  public static let extraExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryXXXL")
  public static let accessibilityMedium = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityM")
  public static let accessibilityLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityL")
  public static let accessibilityExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXL")
  public static let accessibilityExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXXL")
  public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXXXL")

  /// Posted when the user changes the preferred size (never, headless).
  public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
  public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"

  private static let order: [UIContentSizeCategory] = [
    .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
    .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
    .accessibilityExtraExtraExtraLarge,
  ]

  /// True for the five accessibility sizes.
  public var isAccessibilityCategory: Bool { rawValue.contains("Accessibility") }

  /// Sizes compare by how large the text is; `.unspecified` is below every size.
  public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
    (order.firstIndex(of: lhs) ?? -1) < (order.firstIndex(of: rhs) ?? -1)
  }
}

extension UITraitCollection {
  /// The preferred text size: always the default, `.large`.
  public var preferredContentSizeCategory: UIContentSizeCategory { .large }
}

extension UIApplication {
  /// The preferred text size: always the default, `.large`.
  public var preferredContentSizeCategory: UIContentSizeCategory { .large }
}

/// Views whose font follows the preferred text size when their font came from
/// `UIFont.preferredFont(forTextStyle:)` or `UIFontMetrics`. The size never changes headless,
/// so the flag keeps the font as set.
@preconcurrency @MainActor
public protocol UIContentSizeCategoryAdjusting: NSObjectProtocol {
  var adjustsFontForContentSizeCategory: Bool { get set }
}
