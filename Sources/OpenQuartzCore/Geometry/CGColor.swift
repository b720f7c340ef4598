import Foundation

#if !canImport(Darwin)
/// Core Graphics' colour: device gray (two components) or RGB (four components), alpha last.
///
/// Immutable, so it is `Sendable`. Equality compares the colour model and components.
public final class CGColor: Hashable, Sendable, CustomStringConvertible {
  private enum Model: Hashable, Sendable { case gray, rgb }
  private let model: Model
  private let storage: [CGFloat]

  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    model = .rgb
    storage = [red, green, blue, alpha]
  }

  /// sRGB is the only RGB space here, so this is `init(red:green:blue:alpha:)`.
  public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }

  public init(gray: CGFloat, alpha: CGFloat) {
    model = .gray
    storage = [gray, alpha]
  }

  /// The colour components, alpha last.
  public var components: [CGFloat]? { storage }

  public var numberOfComponents: Int { storage.count }

  public var alpha: CGFloat { storage[storage.count - 1] }

  /// The same colour with another alpha.
  public func copy(alpha: CGFloat) -> CGColor? {
    switch model {
    case .gray: return CGColor(gray: storage[0], alpha: alpha)
    case .rgb: return CGColor(red: storage[0], green: storage[1], blue: storage[2], alpha: alpha)
    }
  }

  public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
    lhs === rhs || (lhs.model == rhs.model && lhs.storage == rhs.storage)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(model)
    hasher.combine(storage)
  }

  public var description: String {
    switch model {
    case .gray: return "CGColor(gray: \(storage[0]), alpha: \(storage[1]))"
    case .rgb:
      return "CGColor(red: \(storage[0]), green: \(storage[1]), blue: \(storage[2]), alpha: \(storage[3]))"
    }
  }
}
#endif

/// Straight (non-premultiplied) RGBA components of a colour, the form animations interpolate.
package struct _RGBA: Hashable, Sendable {
  package var r: Double
  package var g: Double
  package var b: Double
  package var a: Double

  package init(r: Double, g: Double, b: Double, a: Double) {
    self.r = r; self.g = g; self.b = b; self.a = a
  }

  package static let clear = _RGBA(r: 0, g: 0, b: 0, a: 0)

  package init(_ color: CGColor?) {
    guard let color, let c = color.components, !c.isEmpty else {
      self = .clear
      return
    }
    if c.count >= 4 {
      self.init(r: Double(c[0]), g: Double(c[1]), b: Double(c[2]), a: Double(c[3]))
    } else if c.count >= 2 {
      self.init(r: Double(c[0]), g: Double(c[0]), b: Double(c[0]), a: Double(c[1]))
    } else {
      self.init(r: Double(c[0]), g: Double(c[0]), b: Double(c[0]), a: 1)
    }
  }

  package var cgColor: CGColor {
    CGColor(red: CGFloat(r), green: CGFloat(g), blue: CGFloat(b), alpha: CGFloat(a))
  }

  package var renderColor: RenderColor { RenderColor(red: r, green: g, blue: b, alpha: a) }
}
