import Foundation

/// How the ends of a shape layer's stroke are drawn.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public static let butt = CAShapeLayerLineCap(rawValue: "butt")
  public static let round = CAShapeLayerLineCap(rawValue: "round")
  public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// How the joins of a shape layer's stroke are drawn.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
  public static let round = CAShapeLayerLineJoin(rawValue: "round")
  public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

/// Which areas of a shape layer's path are filled.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
  public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// A layer that draws a path: filled with `fillColor` (opaque black by default), then stroked
/// with `strokeColor` (none by default), above its background and below its sublayers.
///
/// `path`, `fillColor`, `strokeColor`, `lineWidth`, `strokeStart`, `strokeEnd`,
/// `lineDashPhase` and `miterLimit` are animatable (explicitly and implicitly, as Core
/// Animation documents); `path` interpolates point by point between paths with the same
/// elements. Render snapshots carry the path with the stroke trimmed to
/// `strokeStart…strokeEnd` of its length. As a `mask`, the filled area is what shows through.
open class CAShapeLayer: CALayer {
  /// The last path object set (handed back while the value is unchanged).
  private var _pathObject: CGPath?

  public required init() { super.init() }

  public required init(layer: Any) {
    super.init(layer: layer)
    if let other = layer as? CAShapeLayer {
      fillRule = other.fillRule
      lineCap = other.lineCap
      lineJoin = other.lineJoin
      lineDashPattern = other.lineDashPattern
      _pathObject = other._pathObject
    }
  }

  /// The path, in the layer's coordinates. Animatable.
  open var path: CGPath? {
    get {
      guard let data = _values.shapePath else { return nil }
      if let object = _pathObject, object._data == data { return object }
      return CGPath(_data: data)
    }
    set {
      _pathObject = newValue?.copy()
      _setAnimatable("path", \.shapePath, newValue?._data)
    }
  }

  open var fillColor: CGColor? {
    get { _values.fillColor }
    set { _setAnimatable("fillColor", \.fillColor, newValue) }
  }

  open var fillRule: CAShapeLayerFillRule = .nonZero { willSet { _willChangeCopiedProperty() } }

  open var strokeColor: CGColor? {
    get { _values.strokeColor }
    set { _setAnimatable("strokeColor", \.strokeColor, newValue) }
  }

  /// Fraction of the path's length where the stroke starts (0…1). Animatable.
  open var strokeStart: CGFloat {
    get { _values.strokeStart }
    set { _setAnimatable("strokeStart", \.strokeStart, newValue) }
  }

  /// Fraction of the path's length where the stroke ends (0…1). Animatable.
  open var strokeEnd: CGFloat {
    get { _values.strokeEnd }
    set { _setAnimatable("strokeEnd", \.strokeEnd, newValue) }
  }

  open var lineWidth: CGFloat {
    get { _values.lineWidth }
    set { _setAnimatable("lineWidth", \.lineWidth, newValue) }
  }

  open var miterLimit: CGFloat {
    get { _values.miterLimit }
    set { _setAnimatable("miterLimit", \.miterLimit, newValue) }
  }

  open var lineCap: CAShapeLayerLineCap = .butt { willSet { _willChangeCopiedProperty() } }
  open var lineJoin: CAShapeLayerLineJoin = .miter { willSet { _willChangeCopiedProperty() } }

  open var lineDashPhase: CGFloat {
    get { _values.lineDashPhase }
    set { _setAnimatable("lineDashPhase", \.lineDashPhase, newValue) }
  }

  /// Alternating painted and unpainted lengths of the stroke; nil for a solid line.
  open var lineDashPattern: [NSNumber]? { willSet { _willChangeCopiedProperty() } }

  package override func _snapshotShape(_ v: _LayerValues) -> RenderShape? {
    guard let path = v.shapePath, !path.isEmpty else { return nil }
    return RenderShape(
      path: path,
      fillColor: v.fillColor.map { _RGBA($0).renderColor },
      evenOdd: fillRule == .evenOdd,
      strokeColor: v.strokeColor.map { _RGBA($0).renderColor },
      lineWidth: Double(v.lineWidth),
      lineCap: RenderShape.Cap(rawValue: lineCap.rawValue) ?? .butt,
      lineJoin: RenderShape.Join(rawValue: lineJoin.rawValue) ?? .miter,
      miterLimit: Double(v.miterLimit),
      dashPattern: (lineDashPattern ?? []).map(\.doubleValue),
      dashPhase: Double(v.lineDashPhase),
      strokeStart: Double(v.strokeStart),
      strokeEnd: Double(v.strokeEnd))
  }
}

/// The corners of a layer that `cornerRadius` rounds (`maskedCorners`). In UIKit's y-down
/// layers, `layerMinXMinYCorner` is the top-left corner.
public struct CACornerMask: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
  public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
  public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
  public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

extension CALayer {
  /// Which corners `cornerRadius` rounds (all four by default). Not animatable.
  public var maskedCorners: CACornerMask {
    get { CACornerMask(rawValue: _values.maskedCorners) }
    set { _values.maskedCorners = newValue.rawValue & 15 }
  }
}
