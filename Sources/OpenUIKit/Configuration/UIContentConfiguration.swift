import Foundation

// iOS 14 content configurations: a value that describes a view's content and makes the view
// that shows it; a cell installs that view and hands it each updated configuration.

/// A description of a content view's content and styling for a state.
public protocol UIContentConfiguration {
  /// A new content view showing this configuration.
  @MainActor func makeContentView() -> UIView & UIContentView
  /// A copy with its default values updated for `state` (values you set yourself stay).
  func updated(for state: UIConfigurationState) -> Self
}

/// A view that shows a content configuration.
@preconcurrency @MainActor
public protocol UIContentView: NSObjectProtocol {
  var configuration: UIContentConfiguration { get set }
  /// Whether the view can show `configuration` (iOS 16); by default, yes.
  func supports(_ configuration: UIContentConfiguration) -> Bool
}

extension UIContentView {
  public func supports(_ configuration: UIContentConfiguration) -> Bool { true }
}

/// The axes of a layout (UIKit's `UIAxis`).
public struct UIAxis: OptionSet, Hashable, Sendable {
  public var rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let horizontal = UIAxis(rawValue: 1 << 0)
  public static let vertical = UIAxis(rawValue: 1 << 1)
  public static let both: UIAxis = [.horizontal, .vertical]
}

/// A function from a colour to a colour, applied by a configuration to its resolved colours.
/// Two transformers are equal when they are the same transformer (copies of one value).
public struct UIConfigurationColorTransformer: Hashable, Sendable {
  // @unchecked Sendable: the closure is immutable; configurations apply it on the main actor.
  final class _Box: @unchecked Sendable {
    let transform: (UIColor) -> UIColor
    init(_ transform: @escaping (UIColor) -> UIColor) { self.transform = transform }
  }
  let _box: _Box

  public init(_ transform: @escaping (UIColor) -> UIColor) { _box = _Box(transform) }

  public var transform: (UIColor) -> UIColor { _box.transform }

  public func callAsFunction(_ input: UIColor) -> UIColor { _box.transform(input) }

  /// The colour's grey of equal luminance (Rec. 709 weights).
  public static let grayscale = UIConfigurationColorTransformer { color in
    var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
    color.getRed(&r, green: &g, blue: &b, alpha: &a)
    let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    return UIColor(red: y, green: y, blue: y, alpha: a)
  }

  /// The system blue, keeping the colour's alpha (UIKit: the preferred tint colour).
  public static let preferredTint = UIConfigurationColorTransformer { color in
    var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
    color.getRed(&r, green: &g, blue: &b, alpha: &a)
    return UIColor.systemBlue.withAlphaComponent(a)
  }

  /// A monochrome tint: mid grey keeping the colour's alpha.
  public static let monochromeTint = UIConfigurationColorTransformer { color in
    var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
    color.getRed(&r, green: &g, blue: &b, alpha: &a)
    return UIColor(white: 0.5, alpha: a)
  }

  public static func == (lhs: Self, rhs: Self) -> Bool { lhs._box === rhs._box }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(_box)) }
}
