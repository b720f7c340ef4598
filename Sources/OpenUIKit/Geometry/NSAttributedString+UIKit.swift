import Foundation

// UIKit's text attributes (NSAttributedString+UIKit / NSText.h). Foundation on Linux has
// `NSAttributedString.Key` but not the keys UIKit adds; their raw values are UIKit's.
extension NSAttributedString.Key {
  /// A `UIFont`; default Helvetica 12 in UIKit's text system (a label or bar uses its own font).
  public static let font = NSAttributedString.Key("NSFont")
  /// A `UIColor`; the text colour.
  public static let foregroundColor = NSAttributedString.Key("NSColor")
  /// A `UIColor`; the colour behind the text.
  public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
  /// A number of points added between characters.
  public static let kern = NSAttributedString.Key("NSKern")
  /// A number of points added between characters (ligatures kept).
  public static let tracking = NSAttributedString.Key("NSTracking")
  /// An `NSParagraphStyle`.
  public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
  /// An `NSUnderlineStyle` raw value.
  public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
  /// An `NSUnderlineStyle` raw value.
  public static let underlineStyle = NSAttributedString.Key("NSUnderline")
  public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
  public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
  public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
  /// A percentage of the font size; negative strokes and fills.
  public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
  /// An `NSShadow`.
  public static let shadow = NSAttributedString.Key("NSShadow")
  /// A `URL` or `String`.
  public static let link = NSAttributedString.Key("NSLink")
  public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
  public static let obliqueness = NSAttributedString.Key("NSObliqueness")
  public static let expansion = NSAttributedString.Key("NSExpansion")
  public static let ligature = NSAttributedString.Key("NSLigature")
  public static let attachment = NSAttributedString.Key("NSAttachment")
  public static let writingDirection = NSAttributedString.Key("NSWritingDirection")
  public static let verticalGlyphForm = NSAttributedString.Key("CTVerticalForms")
}

/// UIKit's underline and strikethrough styles (NSAttributedString.h values).
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let single = NSUnderlineStyle(rawValue: 0x01)
  public static let thick = NSUnderlineStyle(rawValue: 0x02)
  public static let double = NSUnderlineStyle(rawValue: 0x09)
  public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
  public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
  public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
  public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
  public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}

/// A paragraph's layout attributes (UIKit's NSParagraphStyle; immutable, copied mutably).
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
  /// The default style: natural alignment, word wrapping, no extra spacing.
  public static let `default` = NSParagraphStyle()

  public internal(set) var alignment: NSTextAlignment = .natural
  public internal(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
  public internal(set) var lineSpacing: CGFloat = 0
  public internal(set) var paragraphSpacing: CGFloat = 0
  public internal(set) var paragraphSpacingBefore: CGFloat = 0
  public internal(set) var headIndent: CGFloat = 0
  public internal(set) var tailIndent: CGFloat = 0
  public internal(set) var firstLineHeadIndent: CGFloat = 0
  public internal(set) var minimumLineHeight: CGFloat = 0
  public internal(set) var maximumLineHeight: CGFloat = 0
  public internal(set) var lineHeightMultiple: CGFloat = 0
  public internal(set) var hyphenationFactor: Float = 0

  public override init() { super.init() }

  public func copy(with zone: NSZone? = nil) -> Any { NSParagraphStyle(copying: self) }
  public func mutableCopy(with zone: NSZone? = nil) -> Any { NSMutableParagraphStyle(copying: self) }

  init(copying other: NSParagraphStyle) {
    super.init()
    alignment = other.alignment
    lineBreakMode = other.lineBreakMode
    lineSpacing = other.lineSpacing
    paragraphSpacing = other.paragraphSpacing
    paragraphSpacingBefore = other.paragraphSpacingBefore
    headIndent = other.headIndent
    tailIndent = other.tailIndent
    firstLineHeadIndent = other.firstLineHeadIndent
    minimumLineHeight = other.minimumLineHeight
    maximumLineHeight = other.maximumLineHeight
    lineHeightMultiple = other.lineHeightMultiple
    hyphenationFactor = other.hyphenationFactor
  }

  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? NSParagraphStyle else { return false }
    return alignment == other.alignment && lineBreakMode == other.lineBreakMode
      && lineSpacing == other.lineSpacing && paragraphSpacing == other.paragraphSpacing
      && paragraphSpacingBefore == other.paragraphSpacingBefore && headIndent == other.headIndent
      && tailIndent == other.tailIndent && firstLineHeadIndent == other.firstLineHeadIndent
      && minimumLineHeight == other.minimumLineHeight && maximumLineHeight == other.maximumLineHeight
      && lineHeightMultiple == other.lineHeightMultiple && hyphenationFactor == other.hyphenationFactor
  }

  open override var hash: Int {
    var h = Hasher()
    h.combine(alignment)
    h.combine(lineBreakMode)
    h.combine(lineSpacing)
    return h.finalize()
  }
}

/// The settable paragraph style apps build and pass as `.paragraphStyle`.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
  public override init() { super.init() }
  override init(copying other: NSParagraphStyle) { super.init(copying: other) }

  open override var alignment: NSTextAlignment {
    get { super.alignment }
    set { super.alignment = newValue }
  }
  open override var lineBreakMode: NSLineBreakMode {
    get { super.lineBreakMode }
    set { super.lineBreakMode = newValue }
  }
  open override var lineSpacing: CGFloat {
    get { super.lineSpacing }
    set { super.lineSpacing = newValue }
  }
  open override var paragraphSpacing: CGFloat {
    get { super.paragraphSpacing }
    set { super.paragraphSpacing = newValue }
  }
  open override var paragraphSpacingBefore: CGFloat {
    get { super.paragraphSpacingBefore }
    set { super.paragraphSpacingBefore = newValue }
  }
  open override var headIndent: CGFloat {
    get { super.headIndent }
    set { super.headIndent = newValue }
  }
  open override var tailIndent: CGFloat {
    get { super.tailIndent }
    set { super.tailIndent = newValue }
  }
  open override var firstLineHeadIndent: CGFloat {
    get { super.firstLineHeadIndent }
    set { super.firstLineHeadIndent = newValue }
  }
  open override var minimumLineHeight: CGFloat {
    get { super.minimumLineHeight }
    set { super.minimumLineHeight = newValue }
  }
  open override var maximumLineHeight: CGFloat {
    get { super.maximumLineHeight }
    set { super.maximumLineHeight = newValue }
  }
  open override var lineHeightMultiple: CGFloat {
    get { super.lineHeightMultiple }
    set { super.lineHeightMultiple = newValue }
  }
  open override var hyphenationFactor: Float {
    get { super.hyphenationFactor }
    set { super.hyphenationFactor = newValue }
  }
}

/// A text shadow (`.shadow` attribute): offset, blur radius, colour (a `UIColor`).
open class NSShadow: NSObject, NSCopying, @unchecked Sendable {
  open var shadowOffset: CGSize = .zero
  open var shadowBlurRadius: CGFloat = 0
  /// UIKit: nil draws black at one third alpha.
  open var shadowColor: Any?

  public override init() { super.init() }

  public func copy(with zone: NSZone? = nil) -> Any {
    let copy = NSShadow()
    copy.shadowOffset = shadowOffset
    copy.shadowBlurRadius = shadowBlurRadius
    copy.shadowColor = shadowColor
    return copy
  }
}
