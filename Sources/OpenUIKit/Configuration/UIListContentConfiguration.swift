import Foundation

/// iOS 14: the content of a list row, header or footer — an image, a text and a secondary
/// text — with the system's styling for each kind of list element. `makeContentView()` makes a
/// `UIListContentView`; metrics are in Docs/Behaviour/lists16c.md ("List content").
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
  /// The text styling of `textProperties` and `secondaryTextProperties`.
  public struct TextProperties: Hashable {
    public enum TextAlignment: Int, Hashable, Sendable { case natural = 0, center, justified }
    public enum TextTransform: Int, Hashable, Sendable { case none = 0, uppercase, lowercase, capitalized }

    public var font: UIFont
    public var color: UIColor
    public var colorTransformer: UIConfigurationColorTransformer?
    public var alignment: TextAlignment = .natural
    public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    /// 0: as many lines as the text needs (the default).
    public var numberOfLines = 0
    public var adjustsFontSizeToFitWidth = false
    public var minimumScaleFactor: CGFloat = 0
    public var allowsDefaultTighteningForTruncation = true
    public var adjustsFontForContentSizeCategory = true
    public var showsExpansionTextWhenTruncated = false
    public var transform: TextTransform = .none

    init(style: UIFont.TextStyle, color: UIColor) {
      font = .preferredFont(forTextStyle: style)
      self.color = color
    }

    /// `color` through `colorTransformer`.
    public func resolvedColor() -> UIColor { colorTransformer.map { $0(color) } ?? color }

    func _transformed(_ text: String) -> String {
      switch transform {
      case .none: text
      case .uppercase: text.uppercased()
      case .lowercase: text.lowercased()
      case .capitalized: text.capitalized
      }
    }
  }

  /// The image styling of `imageProperties`.
  public struct ImageProperties: Hashable {
    /// In `reservedLayoutSize`: the system's standard width or height for the element.
    public static let standardDimension: CGFloat = -CGFloat.greatestFiniteMagnitude

    public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
    /// Nil: the view's tint colour.
    public var tintColor: UIColor?
    public var tintColorTransformer: UIConfigurationColorTransformer?
    public var cornerRadius: CGFloat = 0
    /// Zero in a dimension: no maximum in it.
    public var maximumSize: CGSize = .zero
    /// Space kept for the image, which is centred in it; zero: the image's own size.
    public var reservedLayoutSize: CGSize = .zero
    public var accessibilityIgnoresInvertColors = false

    init() {}

    /// `tintColor` (or the given one when nil) through `tintColorTransformer`.
    public func resolvedTintColor(for tintColor: UIColor) -> UIColor {
      let base = self.tintColor ?? tintColor
      return tintColorTransformer.map { $0(base) } ?? base
    }
  }

  /// The element the configuration styles (its defaults and per-state values).
  enum _Style: Hashable {
    case cell, subtitleCell, valueCell
    case plainHeader, plainFooter, groupedHeader, groupedFooter
    case prominentInsetGroupedHeader, extraProminentInsetGroupedHeader
    case sidebarCell, sidebarSubtitleCell, accompaniedSidebarCell, accompaniedSidebarSubtitleCell, sidebarHeader

    var isSidebarCell: Bool {
      switch self {
      case .sidebarCell, .sidebarSubtitleCell, .accompaniedSidebarCell, .accompaniedSidebarSubtitleCell: true
      default: false
      }
    }
    var isCell: Bool {
      switch self {
      case .cell, .subtitleCell, .valueCell: true
      default: isSidebarCell
      }
    }
  }
  let _style: _Style

  public var image: UIImage?
  public var imageProperties = ImageProperties()
  public var text: String?
  public var attributedText: NSAttributedString?
  public var textProperties: TextProperties
  public var secondaryText: String?
  public var secondaryAttributedText: NSAttributedString?
  public var secondaryTextProperties: TextProperties
  public var axesPreservingSuperviewLayoutMargins: UIAxis = .horizontal
  public var directionalLayoutMargins: NSDirectionalEdgeInsets
  /// Text and secondary text side by side when they fit (the value cell's layout).
  public var prefersSideBySideTextAndSecondaryText = false
  public var imageToTextPadding: CGFloat
  public var textToSecondaryTextHorizontalPadding: CGFloat
  public var textToSecondaryTextVerticalPadding: CGFloat

  init(_ style: _Style) {
    _style = style
    var text = TextProperties(style: .body, color: .label)
    var secondary = TextProperties(style: .subheadline, color: .secondaryLabel)
    var margins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    imageToTextPadding = 16
    textToSecondaryTextHorizontalPadding = 8
    textToSecondaryTextVerticalPadding = 3
    switch style {
    case .cell, .sidebarCell, .accompaniedSidebarCell:
      break
    case .subtitleCell, .sidebarSubtitleCell, .accompaniedSidebarSubtitleCell:
      secondary = TextProperties(style: .subheadline, color: .secondaryLabel)
    case .valueCell:
      secondary = TextProperties(style: .body, color: .secondaryLabel)
      prefersSideBySideTextAndSecondaryText = true
    case .plainHeader, .sidebarHeader:
      text = TextProperties(style: .headline, color: .label)
      margins = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
    case .plainFooter:
      text = TextProperties(style: .footnote, color: .secondaryLabel)
      margins = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
    case .groupedHeader:
      text = TextProperties(style: .footnote, color: .secondaryLabel)
      text.transform = .uppercase
      margins = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 7, trailing: 16)
    case .groupedFooter:
      text = TextProperties(style: .footnote, color: .secondaryLabel)
      margins = NSDirectionalEdgeInsets(top: 7, leading: 16, bottom: 16, trailing: 16)
    case .prominentInsetGroupedHeader:
      text = TextProperties(style: .title3, color: .label)
      text.font = UIFont(systemSize: 20, weight: .bold)
      margins = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 8, trailing: 16)
    case .extraProminentInsetGroupedHeader:
      text = TextProperties(style: .title2, color: .label)
      text.font = UIFont(systemSize: 22, weight: .bold)
      margins = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 8, trailing: 16)
    }
    textProperties = text
    secondaryTextProperties = secondary
    directionalLayoutMargins = margins
  }

  public static func cell() -> UIListContentConfiguration { .init(.cell) }
  public static func subtitleCell() -> UIListContentConfiguration { .init(.subtitleCell) }
  public static func valueCell() -> UIListContentConfiguration { .init(.valueCell) }
  public static func plainHeader() -> UIListContentConfiguration { .init(.plainHeader) }
  public static func plainFooter() -> UIListContentConfiguration { .init(.plainFooter) }
  public static func groupedHeader() -> UIListContentConfiguration { .init(.groupedHeader) }
  public static func groupedFooter() -> UIListContentConfiguration { .init(.groupedFooter) }
  public static func prominentInsetGroupedHeader() -> UIListContentConfiguration { .init(.prominentInsetGroupedHeader) }
  public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration { .init(.extraProminentInsetGroupedHeader) }
  public static func sidebarCell() -> UIListContentConfiguration { .init(.sidebarCell) }
  public static func sidebarSubtitleCell() -> UIListContentConfiguration { .init(.sidebarSubtitleCell) }
  public static func accompaniedSidebarCell() -> UIListContentConfiguration { .init(.accompaniedSidebarCell) }
  public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration { .init(.accompaniedSidebarSubtitleCell) }
  public static func sidebarHeader() -> UIListContentConfiguration { .init(.sidebarHeader) }
  /// iOS 18: a header that takes its list's style; here a plain list's (no list environment).
  public static func header() -> UIListContentConfiguration { .init(.plainHeader) }
  /// iOS 18: a footer that takes its list's style; here a plain list's (no list environment).
  public static func footer() -> UIListContentConfiguration { .init(.plainFooter) }

  @MainActor public func makeContentView() -> UIView & UIContentView { UIListContentView(configuration: self) }

  /// A copy with the style's colours for `state` in place of the style's colours for any
  /// other state; colours you set yourself stay (Docs/Behaviour/lists16c.md "Per-state values").
  public func updated(for state: UIConfigurationState) -> UIListContentConfiguration {
    guard _style.isSidebarCell else { return self }
    let flags = _ConfigurationStateFlags(state)
    let selected = flags.isSelected
    var copy = self
    let normalText = UIColor.label, normalSecondary = UIColor.secondaryLabel
    if copy.textProperties.color == normalText || copy.textProperties.color == .white {
      copy.textProperties.color = selected ? .white : normalText
    }
    if copy.secondaryTextProperties.color == normalSecondary || copy.secondaryTextProperties.color == .white {
      copy.secondaryTextProperties.color = selected ? .white : normalSecondary
    }
    if copy.imageProperties.tintColor == nil || copy.imageProperties.tintColor == .white {
      copy.imageProperties.tintColor = selected ? .white : nil
    }
    return copy
  }

  /// The text shown: the attributed text's string, else `text`, transformed.
  var _shownText: String? {
    (attributedText?.string ?? text).map { textProperties._transformed($0) }
  }
  var _shownSecondaryText: String? {
    (secondaryAttributedText?.string ?? secondaryText).map { secondaryTextProperties._transformed($0) }
  }
}
