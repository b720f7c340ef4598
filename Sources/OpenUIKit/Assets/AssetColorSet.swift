import Foundation

/// Colour components (0…1; extended colour spaces may exceed that) of one variant of a colour set.
package struct AssetRGBA: Sendable, Hashable {
  package var red: Double
  package var green: Double
  package var blue: Double
  package var alpha: Double

  package init(red: Double, green: Double, blue: Double, alpha: Double) {
    self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
  }
}

/// The slots an asset variant is for (a colour or an image): device idiom, appearance and
/// display gamut.
package struct AssetSlot: Sendable, Hashable {
  /// "universal", "iphone", "ipad", "tv", "car", "mac", "vision", "watch"…
  package var idiom: String
  /// "light", "dark", or nil for any appearance.
  package var luminosity: String?
  /// The increased-contrast variant.
  package var highContrast: Bool
  /// "sRGB", "display-P3", or nil.
  package var displayGamut: String?

  /// The catalogue's idiom name of a trait collection's idiom (nil: unspecified).
  static func idiomName(_ idiom: UIUserInterfaceIdiom) -> String? {
    switch idiom {
    case .phone: return "iphone"
    case .pad: return "ipad"
    case .tv: return "tv"
    case .carPlay: return "car"
    case .mac: return "mac"
    case .vision: return "vision"
    case .unspecified: return nil
    }
  }

  /// The variants of `variants` that best fit `traits`, as the asset runtime picks them: the
  /// trait's idiom if any variant is for it, else universal ones; normal contrast (this
  /// project has no `accessibilityContrast` trait); the appearance variant for the trait's style
  /// (dark: dark, else any; light and unspecified: light, else any), and sRGB before display-P3.
  /// Never empty when `variants` is not.
  static func best<T>(_ variants: [T], slot: (T) -> AssetSlot, for traits: UITraitCollection) -> [T] {
    guard !variants.isEmpty else { return [] }
    func narrowed(_ list: [T], _ keep: (AssetSlot) -> Bool) -> [T] {
      let kept = list.filter { keep(slot($0)) }
      return kept.isEmpty ? list : kept
    }
    var list = variants
    if let idiom = idiomName(traits.userInterfaceIdiom), list.contains(where: { slot($0).idiom == idiom }) {
      list = list.filter { slot($0).idiom == idiom }
    } else {
      list = narrowed(list) { $0.idiom == "universal" }
    }
    list = narrowed(list) { !$0.highContrast }
    if traits.userInterfaceStyle == .dark {
      list = narrowed(list) { $0.luminosity == "dark" }
      list = narrowed(list) { $0.luminosity == nil }
    } else {
      list = narrowed(list) { $0.luminosity == "light" }
      list = narrowed(list) { $0.luminosity == nil }
    }
    list = narrowed(list) { $0.displayGamut == nil || $0.displayGamut?.lowercased() == "srgb" }
    return list
  }
}

/// A `NAME.colorset`: its variants as `Contents.json` lists them.
package struct AssetColorSet: Sendable, Hashable {
  package struct Variant: Sendable, Hashable {
    package var slot: AssetSlot
    package var components: AssetRGBA
  }

  /// The name, with its namespace ("Brand/Accent").
  package let name: String
  package let variants: [Variant]

  /// Reads `url/Contents.json`; throws what is wrong with it.
  init(name: String, url: URL) throws(AssetCatalogIssue) {
    let file = url.appendingPathComponent("Contents.json")
    let path = file.path
    let json = try AssetJSON.object(at: file)
    guard let colors = try json.array("colors", file: path) else { throw .missingKey(file: path, key: "colors") }
    var variants: [Variant] = []
    for entry in colors {
      let (luminosity, highContrast) = try entry.appearances(file: path)
      let slot = AssetSlot(
        idiom: try entry.string("idiom", file: path) ?? "universal", luminosity: luminosity,
        highContrast: highContrast, displayGamut: try entry.string("display-gamut", file: path))
      guard let color = try entry.dictionary("color", file: path) else { continue }  // an empty slot
      variants.append(Variant(slot: slot, components: try Self.components(of: color, file: path)))
    }
    guard !variants.isEmpty else { throw .missingKey(file: path, key: "color") }
    self.name = name
    self.variants = variants
  }

  /// The components of a variant for `traits`.
  package func components(for traits: UITraitCollection) -> AssetRGBA {
    AssetSlot.best(variants, slot: \.slot, for: traits)[0].components
  }

  /// Whether the set has variants that differ by traits (a dynamic colour).
  package var isDynamic: Bool { Set(variants.map(\.components)).count > 1 }

  /// A `color` dictionary's components, in sRGB terms: srgb, extended-srgb and display-p3 as
  /// written (as `UIColor(displayP3Red:…)` keeps them); extended-linear-srgb through the sRGB
  /// transfer curve; gray spaces as a grey level.
  static func components(of color: AssetJSON, file: String) throws(AssetCatalogIssue) -> AssetRGBA {
    if color.values["reference"] != nil || color.values["platform"] != nil {
      // A system colour reference ("platform": "ios", "reference": "systemBlueColor").
      guard let reference = try color.string("reference", file: file),
        let system = StoryboardColor.builtInColors[reference]
      else {
        throw .invalidValue(file: file, key: "reference", value: AssetJSON.text(color.values["reference"] ?? "nil"))
      }
      return AssetRGBA(red: system.red, green: system.green, blue: system.blue, alpha: system.alpha)
    }
    let space = try color.string("color-space", file: file) ?? "srgb"
    guard let components = try color.dictionary("components", file: file) else {
      throw .missingKey(file: file, key: "components")
    }
    func value(_ key: String, isAlpha: Bool = false) throws(AssetCatalogIssue) -> Double {
      guard let raw = components.values[key] else { throw .missingKey(file: file, key: "components.\(key)") }
      guard let number = componentValue(raw, isAlpha: isAlpha) else {
        throw .invalidValue(file: file, key: "components.\(key)", value: AssetJSON.text(raw))
      }
      return number
    }
    let alpha = components.values["alpha"] == nil ? 1 : try value("alpha", isAlpha: true)
    switch space {
    case "srgb", "extended-srgb", "display-p3":
      return AssetRGBA(red: try value("red"), green: try value("green"), blue: try value("blue"), alpha: alpha)
    case "extended-linear-srgb":
      return AssetRGBA(
        red: gammaEncoded(try value("red")), green: gammaEncoded(try value("green")),
        blue: gammaEncoded(try value("blue")), alpha: alpha)
    case "gray-gamma-22", "extended-gray":
      let white = try value("white")
      return AssetRGBA(red: white, green: white, blue: white, alpha: alpha)
    default:
      throw .invalidValue(file: file, key: "color-space", value: "\"\(space)\"")
    }
  }

  /// A component as Xcode writes it: a JSON number or a decimal string ("0.500") is 0…1; a
  /// hexadecimal string ("0x80") or a string integer ("128") is 0…255 (alpha is always 0…1 unless
  /// hexadecimal). Nil for anything else.
  static func componentValue(_ raw: Any, isAlpha: Bool) -> Double? {
    if let string = raw as? String {
      let text = string.trimmingCharacters(in: .whitespaces)
      if text.lowercased().hasPrefix("0x") {
        guard let byte = UInt32(text.dropFirst(2), radix: 16), byte <= 255 else { return nil }
        return Double(byte) / 255
      }
      if !isAlpha, !text.contains("."), let integer = Int(text) {
        guard (0...255).contains(integer) else { return nil }
        return Double(integer) / 255
      }
      guard let number = Double(text), number.isFinite else { return nil }
      return number
    }
    if let number = raw as? Double, number.isFinite { return number }
    return nil
  }

  /// The sRGB transfer curve (linear light to encoded), odd-symmetric for extended values.
  static func gammaEncoded(_ linear: Double) -> Double {
    let magnitude = abs(linear)
    let encoded = magnitude <= 0.003_130_8 ? 12.92 * magnitude : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
    return linear < 0 ? -encoded : encoded
  }
}
