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

  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.red = Self.clamp(red); self.green = Self.clamp(green); self.blue = Self.clamp(blue)
    self.alpha = Self.clamp(alpha); self.name = nil
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
  }

  private static func clamp(_ v: CGFloat) -> CGFloat { min(max(v, 0), 1) }

  /// The Core Graphics colour value of this colour.
  open var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

  open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(red: red, green: green, blue: blue, alpha: alpha)
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
    func f(_ v: CGFloat) -> String { String(format: "%.3g", Double(v)) }
    return "UIExtendedSRGBColorSpace \(f(red)) \(f(green)) \(f(blue)) \(f(alpha))"
  }

  // Named colours (UIKit's fixed values).
  public class var black: UIColor { UIColor(named: "black", red: 0, green: 0, blue: 0, alpha: 1) }
  public class var darkGray: UIColor { UIColor(named: "darkGray", red: 1 / 3, green: 1 / 3, blue: 1 / 3, alpha: 1) }
  public class var lightGray: UIColor { UIColor(named: "lightGray", red: 2 / 3, green: 2 / 3, blue: 2 / 3, alpha: 1) }
  public class var white: UIColor { UIColor(named: "white", red: 1, green: 1, blue: 1, alpha: 1) }
  public class var gray: UIColor { UIColor(named: "gray", red: 0.5, green: 0.5, blue: 0.5, alpha: 1) }
  public class var red: UIColor { UIColor(named: "red", red: 1, green: 0, blue: 0, alpha: 1) }
  public class var green: UIColor { UIColor(named: "green", red: 0, green: 1, blue: 0, alpha: 1) }
  public class var blue: UIColor { UIColor(named: "blue", red: 0, green: 0, blue: 1, alpha: 1) }
  public class var cyan: UIColor { UIColor(named: "cyan", red: 0, green: 1, blue: 1, alpha: 1) }
  public class var yellow: UIColor { UIColor(named: "yellow", red: 1, green: 1, blue: 0, alpha: 1) }
  public class var magenta: UIColor { UIColor(named: "magenta", red: 1, green: 0, blue: 1, alpha: 1) }
  public class var orange: UIColor { UIColor(named: "orange", red: 1, green: 0.5, blue: 0, alpha: 1) }
  public class var purple: UIColor { UIColor(named: "purple", red: 0.5, green: 0, blue: 0.5, alpha: 1) }
  public class var brown: UIColor { UIColor(named: "brown", red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
  public class var clear: UIColor { UIColor(named: "clear", red: 0, green: 0, blue: 0, alpha: 0) }

  // System colours, light-mode values.
  public class var systemBackground: UIColor { UIColor(named: "systemBackground", red: 1, green: 1, blue: 1, alpha: 1) }
  public class var secondarySystemBackground: UIColor {
    UIColor(named: "secondarySystemBackground", red: 0.949, green: 0.949, blue: 0.969, alpha: 1)
  }
  public class var systemGroupedBackground: UIColor {
    UIColor(named: "systemGroupedBackground", red: 0.949, green: 0.949, blue: 0.969, alpha: 1)
  }
  public class var label: UIColor { UIColor(named: "label", red: 0, green: 0, blue: 0, alpha: 1) }
  public class var secondaryLabel: UIColor {
    UIColor(named: "secondaryLabel", red: 0.235, green: 0.235, blue: 0.263, alpha: 0.6)
  }
  public class var separator: UIColor { UIColor(named: "separator", red: 0.235, green: 0.235, blue: 0.263, alpha: 0.29) }
  public class var systemBlue: UIColor { UIColor(named: "systemBlue", red: 0, green: 0.478, blue: 1, alpha: 1) }
  public class var systemRed: UIColor { UIColor(named: "systemRed", red: 1, green: 0.231, blue: 0.188, alpha: 1) }
  public class var systemGreen: UIColor { UIColor(named: "systemGreen", red: 0.204, green: 0.78, blue: 0.349, alpha: 1) }
  public class var systemOrange: UIColor { UIColor(named: "systemOrange", red: 1, green: 0.584, blue: 0, alpha: 1) }
  public class var systemYellow: UIColor { UIColor(named: "systemYellow", red: 1, green: 0.8, blue: 0, alpha: 1) }
  public class var systemPink: UIColor { UIColor(named: "systemPink", red: 1, green: 0.176, blue: 0.333, alpha: 1) }
  public class var systemPurple: UIColor { UIColor(named: "systemPurple", red: 0.686, green: 0.322, blue: 0.871, alpha: 1) }
  public class var systemTeal: UIColor { UIColor(named: "systemTeal", red: 0.188, green: 0.69, blue: 0.78, alpha: 1) }
  public class var systemIndigo: UIColor { UIColor(named: "systemIndigo", red: 0.345, green: 0.337, blue: 0.839, alpha: 1) }
  public class var systemGray: UIColor { UIColor(named: "systemGray", red: 0.557, green: 0.557, blue: 0.576, alpha: 1) }
  public class var systemGray6: UIColor { UIColor(named: "systemGray6", red: 0.949, green: 0.949, blue: 0.969, alpha: 1) }
  public class var tintColor: UIColor { systemBlue }
}
