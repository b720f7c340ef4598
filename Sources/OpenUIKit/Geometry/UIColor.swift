import Foundation
import OpenQuartzCore

/// A colour, stored as sRGB components with alpha (0…1). Immutable, so it is Sendable.
open class UIColor: NSObject, @unchecked Sendable {
  // @unchecked Sendable: every stored property is a `let` of a value type.
  public let red: CGFloat
  public let green: CGFloat
  public let blue: CGFloat
  public let alpha: CGFloat
  /// The catalogue name for named/system colours (used in descriptions only).
  let name: String?
  /// For dynamic colours: the colour for a trait collection (UIColor+Dynamic.swift). The stored
  /// components are its light-appearance resolution.
  let _provider: (@Sendable (UITraitCollection) -> UIColor)?
  /// For the system colours of `UIColor.dynamic`: their dark components (clamped), from which
  /// `_systemCGColors` is made (`cgColor` then needs no colour from the provider). Their light
  /// components are the stored ones.
  let _darkComponents: (CGFloat, CGFloat, CGFloat, CGFloat)?
  /// For those system colours: `cgColor`'s answers for the light and the dark style, made once
  /// with the colour (sbinst19). The colours are shared statics read again and again (every
  /// label's `.label` text colour, every button's tint-coloured title, every table's
  /// background); each read made an equal new CGColor (two allocations) before.
  let _systemCGColors: (light: CGColor, dark: CGColor)?
  /// The asset-catalogue colour set a colour comes from (`UIColor(named:)`; descriptions only).
  let _assetName: String?

  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.red = Self.clamp(red); self.green = Self.clamp(green); self.blue = Self.clamp(blue)
    self.alpha = Self.clamp(alpha); self.name = nil; self._provider = nil; self._darkComponents = nil
    self._assetName = nil; self._systemCGColors = nil
  }

  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }

  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    let h = (hue - hue.rounded(.down)) * 6, s = Self.clamp(saturation), v = Self.clamp(brightness)
    let i = Int(h) % 6, f = h - CGFloat(Int(h))
    let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
    let (r, g, b): (CGFloat, CGFloat, CGFloat)
    switch i {
    case 0: (r, g, b) = (v, t, p)
    case 1: (r, g, b) = (q, v, p)
    case 2: (r, g, b) = (p, v, t)
    case 3: (r, g, b) = (p, q, v)
    case 4: (r, g, b) = (t, p, v)
    default: (r, g, b) = (v, p, q)
    }
    self.init(red: r, green: g, blue: b, alpha: alpha)
  }

  public convenience init(cgColor: CGColor) {
    let c = cgColor.components ?? [0, 0, 0, 1]
    if c.count >= 4 {
      self.init(red: c[0], green: c[1], blue: c[2], alpha: c[3])
    } else if c.count == 2 {
      self.init(white: c[0], alpha: c[1])
    } else {
      self.init(white: 0, alpha: cgColor.alpha)
    }
  }

  init(named name: String, red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.red = red; self.green = green; self.blue = blue; self.alpha = alpha; self.name = name
    self._provider = nil; self._darkComponents = nil; self._assetName = nil; self._systemCGColors = nil
  }

  /// A dynamic colour named `name` (system colours): `provider` gives its value for a trait
  /// collection; the stored components are its light resolution.
  init(named name: String?, provider: @escaping @Sendable (UITraitCollection) -> UIColor) {
    let light = provider(UITraitCollection(userInterfaceStyle: .light))
    self.red = light.red; self.green = light.green; self.blue = light.blue; self.alpha = light.alpha
    self.name = name; self._provider = provider; self._darkComponents = nil; self._assetName = nil
    self._systemCGColors = nil
  }

  /// A system colour whose light resolution is `light` (`UIColor.dynamic`): the components
  /// `init(named:provider:)` would take from `provider`'s light colour, without making a trait
  /// collection and a colour for them.
  init(
    named name: String, light: (CGFloat, CGFloat, CGFloat, CGFloat), dark: (CGFloat, CGFloat, CGFloat, CGFloat)? = nil,
    provider: @escaping @Sendable (UITraitCollection) -> UIColor
  ) {
    self.red = Self.clamp(light.0); self.green = Self.clamp(light.1); self.blue = Self.clamp(light.2)
    self.alpha = Self.clamp(light.3)
    self.name = name; self._provider = provider
    let darkComponents = dark.map { (Self.clamp($0.0), Self.clamp($0.1), Self.clamp($0.2), Self.clamp($0.3)) }
    self._darkComponents = darkComponents
    self._assetName = nil
    self._systemCGColors = darkComponents.map { d in
      (
        CGColor(red: Self.clamp(light.0), green: Self.clamp(light.1), blue: Self.clamp(light.2), alpha: Self.clamp(light.3)),
        CGColor(red: d.0, green: d.1, blue: d.2, alpha: d.3)
      )
    }
  }

  /// A colour of the asset-catalogue colour set `assetName`: `light` is its light resolution;
  /// `provider` (dynamic sets only) gives its value for a trait collection.
  init(
    assetName: String, light: (CGFloat, CGFloat, CGFloat, CGFloat),
    provider: (@Sendable (UITraitCollection) -> UIColor)?
  ) {
    self.red = Self.clamp(light.0); self.green = Self.clamp(light.1); self.blue = Self.clamp(light.2)
    self.alpha = Self.clamp(light.3)
    self.name = nil; self._provider = provider; self._darkComponents = nil; self._assetName = assetName
    self._systemCGColors = nil
  }

  private static func clamp(_ v: CGFloat) -> CGFloat { min(max(v, 0), 1) }

  /// The Core Graphics colour value of this colour — for a dynamic colour, resolved with
  /// `UITraitCollection.current`, as UIKit does.
  open var cgColor: CGColor {
    if let colors = _systemCGColors {
      // What the provider's colour for the current traits gives (`UIColor.dynamic`), without
      // making that colour or a new CGColor.
      return UITraitCollection.current.userInterfaceStyle == .dark ? colors.dark : colors.light
    }
    if _provider != nil {
      let c = resolvedColor(with: UITraitCollection.current)
      return CGColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }
    return CGColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// UIKit: a dynamic colour's alpha change applies to every resolution.
  open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    if let provider = _provider {
      return UIColor(named: nil) { provider($0).withAlphaComponent(alpha) }
    }
    return UIColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  @discardableResult
  open func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    red?.pointee = self.red; green?.pointee = self.green
    blue?.pointee = self.blue; alpha?.pointee = self.alpha
    return true
  }

  @discardableResult
  open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
    white?.pointee = 0.299 * red + 0.587 * green + 0.114 * blue
    alpha?.pointee = self.alpha
    return true
  }

  /// UIKit: colours in the same colour space with equal components are equal (`isEqual(_:)`).
  open override func isEqual(_ object: Any?) -> Bool {
    guard let rhs = object as? UIColor else { return false }
    return red == rhs.red && green == rhs.green && blue == rhs.blue && alpha == rhs.alpha
  }
  open override var hash: Int {
    var hasher = Hasher()
    hasher.combine(red); hasher.combine(green); hasher.combine(blue); hasher.combine(alpha)
    return hasher.finalize()
  }

  open override var description: String {
    if let name { return "UIColor.\(name)" }
    if let _assetName { return "<UIDynamicCatalogColor: \(ObjectIdentifier(self).debugAddress); name = \(_assetName)>" }
    func f(_ v: CGFloat) -> String { String(format: "%.3g", Double(v)) }
    return "UIExtendedSRGBColorSpace \(f(red)) \(f(green)) \(f(blue)) \(f(alpha))"
  }

  // Named colours (UIKit's fixed values).
  public class var black: UIColor { _SharedColors.black }
  public class var darkGray: UIColor { _SharedColors.darkGray }
  public class var lightGray: UIColor { _SharedColors.lightGray }
  public class var white: UIColor { _SharedColors.white }
  public class var gray: UIColor { _SharedColors.gray }
  public class var red: UIColor { _SharedColors.red }
  public class var green: UIColor { _SharedColors.green }
  public class var blue: UIColor { _SharedColors.blue }
  public class var cyan: UIColor { _SharedColors.cyan }
  public class var yellow: UIColor { _SharedColors.yellow }
  public class var magenta: UIColor { _SharedColors.magenta }
  public class var orange: UIColor { _SharedColors.orange }
  public class var purple: UIColor { _SharedColors.purple }
  public class var brown: UIColor { _SharedColors.brown }
  public class var clear: UIColor { _SharedColors.clear }

  // System colours: dynamic, with Apple's light and dark values (UIColor+Dynamic.swift).
  public class var systemBackground: UIColor { _SharedColors.systemBackground }
  public class var secondarySystemBackground: UIColor { _SharedColors.secondarySystemBackground }
  public class var systemGroupedBackground: UIColor { _SharedColors.systemGroupedBackground }
  public class var label: UIColor { _SharedColors.label }
  public class var secondaryLabel: UIColor { _SharedColors.secondaryLabel }
  public class var separator: UIColor { _SharedColors.separator }
  public class var systemBlue: UIColor { _SharedColors.systemBlue }
  public class var systemRed: UIColor { _SharedColors.systemRed }
  public class var systemGreen: UIColor { _SharedColors.systemGreen }
  public class var systemOrange: UIColor { _SharedColors.systemOrange }
  public class var systemYellow: UIColor { _SharedColors.systemYellow }
  public class var systemPink: UIColor { _SharedColors.systemPink }
  public class var systemPurple: UIColor { _SharedColors.systemPurple }
  public class var systemTeal: UIColor { _SharedColors.systemTeal }
  public class var systemIndigo: UIColor { _SharedColors.systemIndigo }
  public class var systemGray: UIColor { _SharedColors.systemGray }
  public class var systemGray6: UIColor { _SharedColors.systemGray6 }
  public class var tintColor: UIColor { systemBlue }
}

/// The named and system colours, made once: a colour is immutable, so every read of
/// `UIColor.label` (each new label's text colour) shares one instance instead of making one.
private enum _SharedColors {
  static let black: UIColor = UIColor(named: "black", red: 0, green: 0, blue: 0, alpha: 1)
  static let darkGray: UIColor = UIColor(named: "darkGray", red: 1 / 3, green: 1 / 3, blue: 1 / 3, alpha: 1)
  static let lightGray: UIColor = UIColor(named: "lightGray", red: 2 / 3, green: 2 / 3, blue: 2 / 3, alpha: 1)
  static let white: UIColor = UIColor(named: "white", red: 1, green: 1, blue: 1, alpha: 1)
  static let gray: UIColor = UIColor(named: "gray", red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
  static let red: UIColor = UIColor(named: "red", red: 1, green: 0, blue: 0, alpha: 1)
  static let green: UIColor = UIColor(named: "green", red: 0, green: 1, blue: 0, alpha: 1)
  static let blue: UIColor = UIColor(named: "blue", red: 0, green: 0, blue: 1, alpha: 1)
  static let cyan: UIColor = UIColor(named: "cyan", red: 0, green: 1, blue: 1, alpha: 1)
  static let yellow: UIColor = UIColor(named: "yellow", red: 1, green: 1, blue: 0, alpha: 1)
  static let magenta: UIColor = UIColor(named: "magenta", red: 1, green: 0, blue: 1, alpha: 1)
  static let orange: UIColor = UIColor(named: "orange", red: 1, green: 0.5, blue: 0, alpha: 1)
  static let purple: UIColor = UIColor(named: "purple", red: 0.5, green: 0, blue: 0.5, alpha: 1)
  static let brown: UIColor = UIColor(named: "brown", red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
  static let clear: UIColor = UIColor(named: "clear", red: 0, green: 0, blue: 0, alpha: 0)
  static let systemBackground: UIColor = UIColor.dynamic("systemBackground", light: (1, 1, 1, 1), dark: (0, 0, 0, 1))
  static let secondarySystemBackground: UIColor = UIColor.dynamic("secondarySystemBackground", light: (0.949, 0.949, 0.969, 1), dark: (0.11, 0.11, 0.118, 1))
  static let systemGroupedBackground: UIColor = UIColor.dynamic("systemGroupedBackground", light: (0.949, 0.949, 0.969, 1), dark: (0, 0, 0, 1))
  static let label: UIColor = UIColor.dynamic("label", light: (0, 0, 0, 1), dark: (1, 1, 1, 1))
  static let secondaryLabel: UIColor = UIColor.dynamic("secondaryLabel", light: (0.235, 0.235, 0.263, 0.6), dark: (0.922, 0.922, 0.961, 0.6))
  static let separator: UIColor = UIColor.dynamic("separator", light: (0.235, 0.235, 0.263, 0.29), dark: (0.329, 0.329, 0.345, 0.6))
  static let systemBlue: UIColor = UIColor.dynamic("systemBlue", light: (0, 0.478, 1, 1), dark: (0.039, 0.518, 1, 1))
  static let systemRed: UIColor = UIColor.dynamic("systemRed", light: (1, 0.231, 0.188, 1), dark: (1, 0.271, 0.227, 1))
  static let systemGreen: UIColor = UIColor.dynamic("systemGreen", light: (0.204, 0.78, 0.349, 1), dark: (0.188, 0.82, 0.345, 1))
  static let systemOrange: UIColor = UIColor.dynamic("systemOrange", light: (1, 0.584, 0, 1), dark: (1, 0.624, 0.039, 1))
  static let systemYellow: UIColor = UIColor.dynamic("systemYellow", light: (1, 0.8, 0, 1), dark: (1, 0.839, 0.039, 1))
  static let systemPink: UIColor = UIColor.dynamic("systemPink", light: (1, 0.176, 0.333, 1), dark: (1, 0.216, 0.373, 1))
  static let systemPurple: UIColor = UIColor.dynamic("systemPurple", light: (0.686, 0.322, 0.871, 1), dark: (0.749, 0.353, 0.949, 1))
  static let systemTeal: UIColor = UIColor.dynamic("systemTeal", light: (0.188, 0.69, 0.78, 1), dark: (0.251, 0.784, 0.878, 1))
  static let systemIndigo: UIColor = UIColor.dynamic("systemIndigo", light: (0.345, 0.337, 0.839, 1), dark: (0.369, 0.361, 0.902, 1))
  static let systemGray: UIColor = UIColor.dynamic("systemGray", light: (0.557, 0.557, 0.576, 1), dark: (0.557, 0.557, 0.576, 1))
  static let systemGray6: UIColor = UIColor.dynamic("systemGray6", light: (0.949, 0.949, 0.969, 1), dark: (0.11, 0.11, 0.118, 1))
}
