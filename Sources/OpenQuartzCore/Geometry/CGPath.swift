import Foundation

#if !canImport(Darwin)
/// The rule that decides which areas a path encloses.
public enum CGPathFillRule: Int, Sendable {
  /// Non-zero winding number.
  case winding = 0
  case evenOdd = 1
}

/// How the ends of stroked lines are drawn.
public enum CGLineCap: Int32, Sendable {
  case butt = 0
  case round = 1
  case square = 2
}

/// How joins between stroked segments are drawn.
public enum CGLineJoin: Int32, Sendable {
  case miter = 0
  case round = 1
  case bevel = 2
}

/// An immutable graphics path (Core Graphics' `CGPath`): subpaths of lines and quadratic and
/// cubic Bézier curves. `CGMutablePath` is the mutable subclass.
///
/// Equality compares the elements, as `CFEqual` does for paths.
public class CGPath: Hashable, CustomStringConvertible {
  package var _data: _PathData

  package init(_data: _PathData) { self._data = _data }

  /// A closed rectangle path.
  public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    var d = _PathData()
    d.addRoundedRect(rect, radii: .zero, corners: (false, false, false, false), transform: transform?.pointee ?? .identity)
    self.init(_data: d)
  }

  /// A closed ellipse inscribed in `rect`.
  public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    var d = _PathData()
    d.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
    self.init(_data: d)
  }

  /// A closed rounded rectangle with elliptical corners.
  public convenience init(
    roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
    transform: UnsafePointer<CGAffineTransform>?
  ) {
    var d = _PathData()
    d.addRoundedRect(
      rect, radii: CGSize(width: cornerWidth, height: cornerHeight), corners: (true, true, true, true),
      transform: transform?.pointee ?? .identity)
    self.init(_data: d)
  }

  /// Whether the path has no elements.
  public var isEmpty: Bool { _data.isEmpty }

  /// The end point of the last element (the subpath's start after a close); `.zero` when empty.
  public var currentPoint: CGPoint { _data.currentPoint ?? .zero }

  /// The smallest rectangle holding every point of the path, Bézier control points included;
  /// `.null` when empty.
  public var boundingBox: CGRect { _data.controlPointBounds }

  /// The smallest rectangle holding the drawn path (control points not included); `.null` when
  /// empty.
  public var boundingBoxOfPath: CGRect { _data.pathBounds }

  /// Whether `point` (mapped by `transform` first) is inside the area the path encloses under
  /// `rule` (open subpaths are closed implicitly, as a fill closes them).
  public func contains(
    _ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity
  ) -> Bool {
    _data.contains(point.applying(transform), evenOdd: rule == .evenOdd)
  }

  /// An immutable copy.
  public func copy() -> CGPath? { CGPath(_data: _data) }

  /// An immutable copy with every point mapped by `transform`.
  public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
    CGPath(_data: _data.applying(transform?.pointee ?? .identity))
  }

  public func mutableCopy() -> CGMutablePath? { CGMutablePath(_data: _data) }

  public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
    CGMutablePath(_data: _data.applying(transform?.pointee ?? .identity))
  }

  public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs === rhs || lhs._data == rhs._data }

  public func hash(into hasher: inout Hasher) { hasher.combine(_data) }

  public var description: String { "<\(type(of: self)) \(_data.elements.count) elements>" }
}

/// A mutable graphics path. Every `add…` takes an optional affine `transform` applied to the
/// points before they are added.
public final class CGMutablePath: CGPath {
  public init() { super.init(_data: _PathData()) }

  package override init(_data: _PathData) { super.init(_data: _data) }

  /// Starts a new subpath at `point`.
  public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
    _data.elements.append(.move(point.applying(transform)))
  }

  /// A straight line from the current point. Like Core Graphics ("no current point"), a path
  /// with no current point ignores segments until a `move(to:)`.
  public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
    guard _hasCurrentPoint else { return }
    _data.elements.append(.line(point.applying(transform)))
  }

  /// Straight lines through `points` (a new subpath at the first).
  public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
    guard let first = points.first else { return }
    move(to: first, transform: transform)
    for p in points.dropFirst() { _data.elements.append(.line(p.applying(transform))) }
  }

  public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
    guard _hasCurrentPoint else { return }
    _data.elements.append(.quad(control.applying(transform), end.applying(transform)))
  }

  public func addCurve(
    to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
  ) {
    guard _hasCurrentPoint else { return }
    _data.elements.append(
      .cubic(control1.applying(transform), control2.applying(transform), end.applying(transform)))
  }

  /// Closes the current subpath with a line back to its start.
  public func closeSubpath() {
    guard !_data.isEmpty else { return }
    if case .close? = _data.elements.last { return }
    _data.elements.append(.close)
  }

  /// A closed rectangle subpath.
  public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    _data.addRoundedRect(rect, radii: .zero, corners: (false, false, false, false), transform: transform)
  }

  public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
    for rect in rects { addRect(rect, transform: transform) }
  }

  /// A closed rounded-rectangle subpath with elliptical corners of the given width and height
  /// (each clamped to half the rectangle's side).
  public func addRoundedRect(
    in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
  ) {
    _data.addRoundedRect(
      rect, radii: CGSize(width: cornerWidth, height: cornerHeight), corners: (true, true, true, true),
      transform: transform)
  }

  /// A closed ellipse subpath inscribed in `rect`.
  public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    _data.addEllipse(in: rect, transform: transform)
  }

  /// An arc of the circle around `center`, joined to the current point by a line. As in Core
  /// Graphics, `clockwise` is meant in a y-up space: `true` sweeps toward *smaller* angles, which
  /// on UIKit's y-down screen looks counter-clockwise (UIBezierPath's `clockwise` is the
  /// opposite, on-screen sense).
  public func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
    transform: CGAffineTransform = .identity
  ) {
    _data.addArc(
      center: center, radius: radius, start: startAngle, end: endAngle, increasing: !clockwise,
      transform: transform)
  }

  /// An arc of `delta` radians from `startAngle` (positive deltas toward larger angles).
  public func addRelativeArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
    transform: CGAffineTransform = .identity
  ) {
    _data.addArc(
      center: center, radius: radius, start: startAngle, end: startAngle + delta, increasing: delta >= 0,
      transform: transform)
  }

  /// Appends `path`'s elements (mapped by `transform`).
  public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
    _data.elements += path._data.applying(transform).elements
  }

  private var _hasCurrentPoint: Bool { _data.currentPoint != nil }
}
#endif
