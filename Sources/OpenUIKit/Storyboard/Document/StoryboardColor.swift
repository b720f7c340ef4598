import Foundation

/// A `<color>` element in any of the forms Xcode has written (Docs/Storyboards.md "Colours"):
///
/// ```
/// <color key="textColor" red="0.0" green="0.0" blue="0.0" alpha="0.25" colorSpace="calibratedRGB"/>
/// <color key="backgroundColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
/// <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
/// <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
/// <color key="backgroundColor" cocoaTouchSystemColor="groupTableViewBackgroundColor"/>   Xcode ≤ 10
/// <color key="backgroundColor" systemColor="systemBackgroundColor"/>                       Xcode 11+
/// <color key="textColor" name="maroon color"/>                                             asset catalog, Xcode 9+
/// ```
///
/// The value is kept as written; `StoryboardDocument.resolvedColor(_:)` turns it into components
/// using the document's `<resources>`.
package struct StoryboardColor: Sendable, Hashable {
  package enum Value: Sendable, Hashable {
    /// Red, green, blue and alpha components in `colorSpace` (calibratedRGB, deviceRGB, or custom
    /// with `customColorSpace` sRGB / displayP3 / extendedSRGB…).
    case rgba(red: Double, green: Double, blue: Double, alpha: Double)
    /// A grey level (calibratedWhite, deviceWhite, or custom genericGamma22GrayColorSpace).
    case white(Double, alpha: Double)
    /// `systemColor="…"`: a dynamic UIKit colour; the document's `<resources>` holds the value
    /// Xcode showed (`<systemColor name="…">`).
    case system(String)
    /// `cocoaTouchSystemColor="…"`: the pre-Xcode 11 spelling of a UIColor class colour.
    case cocoaTouchSystem(String)
    /// `name="…"`: an asset-catalog colour; `<resources><namedColor name="…">` holds the value.
    case named(String)
  }

  package var value: Value
  /// The property it sets (`backgroundColor`, `textColor`, `titleColor`…); nil inside resources.
  package var key: String?
  /// Raw `colorSpace` ("calibratedRGB", "calibratedWhite", "custom", "deviceRGB"…).
  package var colorSpace: String?
  /// Raw `customColorSpace` when `colorSpace="custom"` ("sRGB", "genericGamma22GrayColorSpace",
  /// "displayP3"…).
  package var customColorSpace: String?
  /// Every attribute as written (Xcode 11 wrote both `systemColor` and a `cocoaTouchSystemColor`
  /// fallback on one element).
  package var attributes: StoryboardAttributes

  package init(
    _ value: Value, key: String? = nil, colorSpace: String? = nil, customColorSpace: String? = nil,
    attributes: StoryboardAttributes = [:]
  ) {
    self.value = value
    self.key = key
    self.colorSpace = colorSpace
    self.customColorSpace = customColorSpace
    self.attributes = attributes
  }
}

/// Colour components, 0…1 (extended-range colour spaces may exceed that).
package struct StoryboardRGBA: Sendable, Hashable, CustomStringConvertible {
  package var red: Double
  package var green: Double
  package var blue: Double
  package var alpha: Double

  package init(red: Double, green: Double, blue: Double, alpha: Double) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  package init(white: Double, alpha: Double) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  package var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
}

extension StoryboardColor {
  /// Components when the colour carries them itself (`rgba` and `white`); nil for references.
  /// Components are taken as written: calibrated, device and sRGB spaces are not converted.
  package var components: StoryboardRGBA? {
    switch value {
    case .rgba(let r, let g, let b, let a): return StoryboardRGBA(red: r, green: g, blue: b, alpha: a)
    case .white(let w, let a): return StoryboardRGBA(white: w, alpha: a)
    case .system, .cocoaTouchSystem, .named: return nil
    }
  }

  /// Light-mode values of the UIKit colours Interface Builder names, used when a document's
  /// `<resources>` does not carry them (documents before Xcode 11 never do). Values as Xcode writes
  /// them into `<resources><systemColor>` and as UIColor's class properties return them on iOS 13.
  package static let builtInColors: [String: StoryboardRGBA] = [
    // cocoaTouchSystemColor names (UIColor class properties).
    "darkTextColor": StoryboardRGBA(white: 0, alpha: 1),
    "lightTextColor": StoryboardRGBA(white: 1, alpha: 0.6),
    "groupTableViewBackgroundColor": StoryboardRGBA(red: 0.937_254_901_960_784_3, green: 0.937_254_901_960_784_3, blue: 0.956_862_745_098_039_2, alpha: 1),
    "tableCellGroupedBackgroundColor": StoryboardRGBA(white: 1, alpha: 1),
    "whiteColor": StoryboardRGBA(white: 1, alpha: 1),
    "blackColor": StoryboardRGBA(white: 0, alpha: 1),
    "clearColor": StoryboardRGBA(white: 0, alpha: 0),
    // systemColor names (iOS 13 semantic colours, light appearance).
    "systemBackgroundColor": StoryboardRGBA(white: 1, alpha: 1),
    "secondarySystemBackgroundColor": StoryboardRGBA(red: 0.949_019_607_843_137_2, green: 0.949_019_607_843_137_2, blue: 0.968_627_450_980_392_2, alpha: 1),
    "tertiarySystemBackgroundColor": StoryboardRGBA(white: 1, alpha: 1),
    "systemGroupedBackgroundColor": StoryboardRGBA(red: 0.949_019_607_843_137_2, green: 0.949_019_607_843_137_2, blue: 0.968_627_450_980_392_2, alpha: 1),
    "secondarySystemGroupedBackgroundColor": StoryboardRGBA(white: 1, alpha: 1),
    "labelColor": StoryboardRGBA(white: 0, alpha: 1),
    "secondaryLabelColor": StoryboardRGBA(red: 0.235_294_117_647_058_8, green: 0.235_294_117_647_058_8, blue: 0.262_745_098_039_215_7, alpha: 0.6),
    "tertiaryLabelColor": StoryboardRGBA(red: 0.235_294_117_647_058_8, green: 0.235_294_117_647_058_8, blue: 0.262_745_098_039_215_7, alpha: 0.3),
    "separatorColor": StoryboardRGBA(red: 0.235_294_117_647_058_8, green: 0.235_294_117_647_058_8, blue: 0.262_745_098_039_215_7, alpha: 0.29),
    "systemBlueColor": StoryboardRGBA(red: 0, green: 0.478_431_372_549_019_6, blue: 1, alpha: 1),
    "systemRedColor": StoryboardRGBA(red: 1, green: 0.231_372_549_019_607_8, blue: 0.188_235_294_117_647_06, alpha: 1),
    "systemGreenColor": StoryboardRGBA(red: 0.203_921_568_627_450_98, green: 0.780_392_156_862_745_1, blue: 0.349_019_607_843_137_25, alpha: 1),
    "systemOrangeColor": StoryboardRGBA(red: 1, green: 0.584_313_725_490_196_1, blue: 0, alpha: 1),
    "systemYellowColor": StoryboardRGBA(red: 1, green: 0.8, blue: 0, alpha: 1),
    "systemGrayColor": StoryboardRGBA(red: 0.556_862_745_098_039_2, green: 0.556_862_745_098_039_2, blue: 0.576_470_588_235_294_1, alpha: 1),
  ]
}
