import Foundation

/// Inset distances for views (top, left, bottom, right), as in UIKit.
public struct UIEdgeInsets: Hashable, Sendable, CustomStringConvertible {
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat

  public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top; self.left = left; self.bottom = bottom; self.right = right
  }
  public static let zero = UIEdgeInsets()
  public var description: String { "{\(top), \(left), \(bottom), \(right)}" }
}

/// Direction-aware insets (leading/trailing), resolved left-to-right here.
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat
  public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
  }
  public static let zero = NSDirectionalEdgeInsets()
}

extension CGRect {
  /// UIKit: `CGRect.inset(by:)` — a rectangle shrunk by the insets (negative insets grow it).
  public func inset(by insets: UIEdgeInsets) -> CGRect {
    var rect = standardized
    rect.origin.x += insets.left
    rect.origin.y += insets.top
    rect.size.width -= insets.left + insets.right
    rect.size.height -= insets.top + insets.bottom
    if rect.size.width < 0 || rect.size.height < 0 { return .null }
    return rect
  }
}

/// Edges of a rectangle, an option set as in UIKit.
public struct UIRectEdge: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let top = UIRectEdge(rawValue: 1 << 0)
  public static let left = UIRectEdge(rawValue: 1 << 1)
  public static let bottom = UIRectEdge(rawValue: 1 << 2)
  public static let right = UIRectEdge(rawValue: 1 << 3)
  public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// Corners of a rectangle.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let topLeft = UIRectCorner(rawValue: 1 << 0)
  public static let topRight = UIRectCorner(rawValue: 1 << 1)
  public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
  public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
  public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// A horizontal and vertical offset.
public struct UIOffset: Hashable, Sendable {
  public var horizontal: CGFloat
  public var vertical: CGFloat
  public init() { self.init(horizontal: 0, vertical: 0) }
  public init(horizontal: CGFloat, vertical: CGFloat) {
    self.horizontal = horizontal; self.vertical = vertical
  }
  public static let zero = UIOffset()
}
