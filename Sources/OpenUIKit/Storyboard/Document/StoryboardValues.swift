import Foundation

/// `<fontDescription key="fontDescription" …/>`: a system font of a size (`type="system"
/// pointSize="17"`, `type="boldSystem"`, `type="system" weight="semibold"`), a text style
/// (`style="UICTFontTextStyleTitle0"`) or a named font (`name="ChalkboardSE-Bold"
/// family="Chalkboard SE" pointSize="17"`).
package struct StoryboardFont: Sendable, Hashable {
  /// "system", "boldSystem", "italicSystem"; nil for text styles and named fonts.
  package var type: String?
  package var pointSize: Double?
  /// "ultraLight" … "black" with `type="system"` (Xcode 7+).
  package var weight: String?
  /// Dynamic Type text style (`UICTFontTextStyleBody`…).
  package var textStyle: String?
  /// PostScript name of a named font.
  package var name: String?
  package var family: String?
  package var attributes: StoryboardAttributes

  package init(
    type: String? = nil, pointSize: Double? = nil, weight: String? = nil, textStyle: String? = nil,
    name: String? = nil, family: String? = nil, attributes: StoryboardAttributes = [:]
  ) {
    self.type = type
    self.pointSize = pointSize
    self.weight = weight
    self.textStyle = textStyle
    self.name = name
    self.family = family
    self.attributes = attributes
  }
}

/// `<autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxX="YES"…/>`.
/// The bits are UIView.AutoresizingMask's, so the runtime converts with `rawValue`. An element
/// without attributes is the empty mask.
package struct StoryboardAutoresizingMask: OptionSet, Sendable, Hashable {
  package let rawValue: UInt
  package init(rawValue: UInt) { self.rawValue = rawValue }

  /// `flexibleMinX` — UIView.AutoresizingMask.flexibleLeftMargin.
  package static let flexibleMinX = StoryboardAutoresizingMask(rawValue: 1 << 0)
  /// `widthSizable` — .flexibleWidth.
  package static let widthSizable = StoryboardAutoresizingMask(rawValue: 1 << 1)
  /// `flexibleMaxX` — .flexibleRightMargin.
  package static let flexibleMaxX = StoryboardAutoresizingMask(rawValue: 1 << 2)
  /// `flexibleMinY` — .flexibleTopMargin.
  package static let flexibleMinY = StoryboardAutoresizingMask(rawValue: 1 << 3)
  /// `heightSizable` — .flexibleHeight.
  package static let heightSizable = StoryboardAutoresizingMask(rawValue: 1 << 4)
  /// `flexibleMaxY` — .flexibleBottomMargin.
  package static let flexibleMaxY = StoryboardAutoresizingMask(rawValue: 1 << 5)

  /// Attribute names in bit order.
  package static let attributeNames: [(String, StoryboardAutoresizingMask)] = [
    ("flexibleMinX", .flexibleMinX), ("widthSizable", .widthSizable), ("flexibleMaxX", .flexibleMaxX),
    ("flexibleMinY", .flexibleMinY), ("heightSizable", .heightSizable), ("flexibleMaxY", .flexibleMaxY),
  ]
}

/// A control state of a button: `<state key="normal" title="Dismiss" image="…">` with
/// `<color key="titleColor">` / `<color key="titleShadowColor">` children.
package struct StoryboardControlState: Sendable, Hashable {
  /// "normal", "highlighted", "selected", "disabled".
  package var key: String
  /// `title` attribute, or a `<string key="title">` child for multi-line titles.
  package var title: String?
  /// `image` attribute, or the `image` of an `<imageReference key="image">` child (Xcode 11+).
  package var image: String?
  package var backgroundImage: String?
  package var colors: [StoryboardColor]
  package var attributes: StoryboardAttributes

  package init(
    key: String, title: String? = nil, image: String? = nil, backgroundImage: String? = nil,
    colors: [StoryboardColor] = [], attributes: StoryboardAttributes = [:]
  ) {
    self.key = key
    self.title = title
    self.image = image
    self.backgroundImage = backgroundImage
    self.colors = colors
    self.attributes = attributes
  }

  package func color(forKey key: String) -> StoryboardColor? { colors.first { $0.key == key } }
}

/// `<userDefinedRuntimeAttribute type="…" keyPath="…" value="…">`, set with key-value coding after
/// the object is loaded (Identity inspector, "User Defined Runtime Attributes").
package struct StoryboardRuntimeAttribute: Sendable, Hashable {
  package enum Value: Sendable, Hashable {
    case boolean(Bool)
    /// `type="number"` with `<integer key="value" value="8"/>`.
    case integer(Int)
    /// `type="number"` with `<real key="value" value="0.5"/>`.
    case real(Double)
    case string(String)
    case localizedString(String)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case range(location: Int, length: Int)
    case color(StoryboardColor)
    /// An image name.
    case image(String)
    /// `type="nil"`.
    case none
    /// A type this model does not read; the element is kept as written.
    case unknown(StoryboardElement)
  }

  package var keyPath: String
  /// Raw `type` ("boolean", "number", "string", "localizedString", "point", "size", "rect",
  /// "range", "color", "image", "nil").
  package var type: String
  package var value: Value

  package init(keyPath: String, type: String, value: Value) {
    self.keyPath = keyPath
    self.type = type
    self.value = value
  }
}

/// An `<image name="…" width="…" height="…">` of the document's `<resources>`.
package struct StoryboardImageResource: Sendable, Hashable {
  package var name: String
  package var size: CGSize?
  package var catalog: String?
  package var attributes: StoryboardAttributes

  package init(name: String, size: CGSize? = nil, catalog: String? = nil, attributes: StoryboardAttributes = [:]) {
    self.name = name
    self.size = size
    self.catalog = catalog
    self.attributes = attributes
  }
}

/// The document's `<resources>`: values Xcode copied from the asset catalog and the system so
/// that the storyboard can be drawn without them.
package struct StoryboardResources: Sendable, Hashable {
  /// `<namedColor name="Bisque"><color …/></namedColor>`.
  package var namedColors: [String: StoryboardColor] = [:]
  /// `<systemColor name="systemBackgroundColor"><color …/></systemColor>` (Xcode 11+).
  package var systemColors: [String: StoryboardColor] = [:]
  package var images: [String: StoryboardImageResource] = [:]
  /// Every resource element as written.
  package var elements: [StoryboardElement] = []

  package init() {}
}
