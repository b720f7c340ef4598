import Foundation
import OpenQuartzCore

/// A path of lines and curves with drawing attributes, backed by a `CGPath`.
///
/// Angles are in radians in UIKit's y-down space: 0 points along +x, π/2 along +y (down), and
/// `clockwise: true` sweeps toward larger angles, clockwise on screen.
open class UIBezierPath: NSObject {
  package var _path = CGMutablePath()

  public override init() { super.init() }

  public convenience init(rect: CGRect) {
    self.init()
    _path.addRect(rect)
  }

  public convenience init(ovalIn rect: CGRect) {
    self.init()
    _path.addEllipse(in: rect)
  }

  /// A rounded rectangle; the radius is clamped to half the shorter side. UIKit draws
  /// continuous ("squircle") corners here; these are circular arcs (Docs/Behaviour.md).
  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    self.init()
    _path._data.addRoundedRect(
      rect, radii: CGSize(width: cornerRadius, height: cornerRadius), corners: (true, true, true, true))
  }

  /// A rectangle rounding only `corners`. As in UIKit, only `cornerRadii.width` is used (for
  /// both axes of each rounded corner).
  public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
    self.init()
    let r = cornerRadii.width
    _path._data.addRoundedRect(
      rect, radii: CGSize(width: r, height: r),
      corners: (
        corners.contains(.topLeft), corners.contains(.topRight), corners.contains(.bottomRight),
        corners.contains(.bottomLeft)
      ))
  }

  public convenience init(
    arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    self.init()
    addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
  }

  public convenience init(cgPath CGPath: CGPath) {
    self.init()
    _path = CGPath.mutableCopy() ?? CGMutablePath()
  }

  /// The path as Core Graphics sees it (an immutable copy; setting it replaces the elements).
  open var cgPath: CGPath {
    get { _path.copy() ?? CGPath(_data: _path._data) }
    set { _path = newValue.mutableCopy() ?? CGMutablePath() }
  }

  // MARK: Building

  open func move(to point: CGPoint) { _path.move(to: point) }

  /// A line from the current point (ignored when there is none, as Core Graphics does).
  open func addLine(to point: CGPoint) { _path.addLine(to: point) }

  open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    _path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
  }

  open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
    _path.addQuadCurve(to: endPoint, control: controlPoint)
  }

  /// An arc joined to the current point by a line (or starting a subpath when there is none).
  open func addArc(
    withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    _path._data.addArc(center: center, radius: radius, start: startAngle, end: endAngle, increasing: clockwise)
  }

  open func close() { _path.closeSubpath() }

  open func removeAllPoints() { _path._data.elements.removeAll() }

  /// Appends `bezierPath`'s elements (its attributes are not copied).
  open func append(_ bezierPath: UIBezierPath) { _path.addPath(bezierPath._path) }

  /// A new path with the same shape drawn in the opposite direction.
  open func reversing() -> UIBezierPath {
    let result = UIBezierPath()
    result._path._data = _path._data.reversed()
    result._copyAttributes(from: self)
    return result
  }

  /// Maps every point of the path by `transform`.
  open func apply(_ transform: CGAffineTransform) {
    _path._data = _path._data.applying(transform)
  }

  // MARK: Queries

  open var isEmpty: Bool { _path.isEmpty }

  /// The rectangle enclosing every point of the path, control points included.
  open var bounds: CGRect { _path.isEmpty ? .zero : _path.boundingBox }

  open var currentPoint: CGPoint { _path.currentPoint }

  /// Whether `point` is inside a closed subpath (an open subpath encloses nothing here, as the
  /// UIKit documentation says), under the path's fill rule.
  open func contains(_ point: CGPoint) -> Bool {
    _path._data.contains(point, evenOdd: usesEvenOddFillRule, closedSubpathsOnly: true)
  }

  // MARK: Drawing attributes

  open var lineWidth: CGFloat = 1
  open var lineCapStyle: CGLineCap = .butt
  open var lineJoinStyle: CGLineJoin = .miter
  open var miterLimit: CGFloat = 10
  open var flatness: CGFloat = 0.6
  open var usesEvenOddFillRule = false

  package var _lineDash: [CGFloat] = []
  package var _lineDashPhase: CGFloat = 0

  /// Sets the dash pattern from `count` lengths at `pattern` (nil or 0 clears it).
  open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
    if let pattern, count > 0 {
      _lineDash = Array(UnsafeBufferPointer(start: pattern, count: count))
    } else {
      _lineDash = []
    }
    _lineDashPhase = phase
  }

  /// Copies the dash pattern into `pattern` (which must hold `count` values), its length into
  /// `count` and the phase into `phase`.
  open func getLineDash(
    _ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
    phase: UnsafeMutablePointer<CGFloat>?
  ) {
    if let pattern {
      for (i, v) in _lineDash.enumerated() { pattern[i] = v }
    }
    count?.pointee = _lineDash.count
    phase?.pointee = _lineDashPhase
  }

  private func _copyAttributes(from other: UIBezierPath) {
    lineWidth = other.lineWidth
    lineCapStyle = other.lineCapStyle
    lineJoinStyle = other.lineJoinStyle
    miterLimit = other.miterLimit
    flatness = other.flatness
    usesEvenOddFillRule = other.usesEvenOddFillRule
    _lineDash = other._lineDash
    _lineDashPhase = other._lineDashPhase
  }
}

extension UIBezierPath: NSCopying {
  public func copy(with zone: NSZone? = nil) -> Any {
    let result = UIBezierPath()
    result._path._data = _path._data
    result._copyAttributes(from: self)
    return result
  }
}
