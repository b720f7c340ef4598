import Foundation

/// The animatable and drawn state of a layer, as plain values. A layer's model values live in
/// one of these; presentation values are a copy with the running animations applied.
package struct _LayerValues: Sendable {
  // The values a frame reads and animates most, inline; the rest in a shared copy-on-write
  // box (`_ColdLayerValues`), so copying a layer's values (a presentation copy, a cached frame)
  // moves a few hundred bytes and one reference.
  // Position, opacity and transform first: a frame's refresh of a kept presentation copy
  // writes them right after the copy's header and flags (CALayer's storage order), so it
  // touches as few cache lines of the copy as it can.
  package var position: CGPoint = .zero
  package var opacity: Float = 1
  package var isHidden = false
  package var masksToBounds = false
  package var transform: CATransform3D = CATransform3DIdentity
  package var bounds: CGRect = .zero
  package var anchorPoint = CGPoint(x: 0.5, y: 0.5)
  package var anchorPointZ: CGFloat = 0
  package var zPosition: CGFloat = 0
  package var cornerRadius: CGFloat = 0
  package var borderWidth: CGFloat = 0
  /// Inline, not in the shared box (sbload16): most views set a background colour (a table cell
  /// sets four), and each such change copied the whole box (≈ 400 bytes) for its layer.
  package var backgroundColor: CGColor? = nil

  /// The other values, shared until one of them changes.
  private var _cold: _ColdLayerValuesBox = .initial

  private var _mutableCold: _ColdLayerValues {
    get { _cold.values }
    _modify {
      if !isKnownUniquelyReferenced(&_cold) { _cold = _ColdLayerValuesBox(_cold.values) }
      yield &_cold.values
    }
  }

  package var sublayerTransform: CATransform3D {
    @inline(__always) get { _cold.values.sublayerTransform }
    set { _mutableCold.sublayerTransform = newValue }
  }

  package var borderColor: CGColor? {
    @inline(__always) get { _cold.values.borderColor }
    set { _mutableCold.borderColor = newValue }
  }

  package var shadowColor: CGColor? {
    @inline(__always) get { _cold.values.shadowColor }
    set { _mutableCold.shadowColor = newValue }
  }

  package var shadowOpacity: Float {
    @inline(__always) get { _cold.values.shadowOpacity }
    set { _mutableCold.shadowOpacity = newValue }
  }

  package var shadowRadius: CGFloat {
    @inline(__always) get { _cold.values.shadowRadius }
    set { _mutableCold.shadowRadius = newValue }
  }

  package var shadowOffset: CGSize {
    @inline(__always) get { _cold.values.shadowOffset }
    set { _mutableCold.shadowOffset = newValue }
  }

  package var shadowPath: _PathData? {
    @inline(__always) get { _cold.values.shadowPath }
    set { _mutableCold.shadowPath = newValue }
  }

  package var allowsEdgeAntialiasing: Bool {
    @inline(__always) get { _cold.values.allowsEdgeAntialiasing }
    set { _mutableCold.allowsEdgeAntialiasing = newValue }
  }

  package var allowsGroupOpacity: Bool {
    @inline(__always) get { _cold.values.allowsGroupOpacity }
    set { _mutableCold.allowsGroupOpacity = newValue }
  }

  package var maskedCorners: UInt {
    @inline(__always) get { _cold.values.maskedCorners }
    set { _mutableCold.maskedCorners = newValue }
  }

  package var shapePath: _PathData? {
    @inline(__always) get { _cold.values.shapePath }
    set { _mutableCold.shapePath = newValue }
  }

  package var fillColor: CGColor? {
    @inline(__always) get { _cold.values.fillColor }
    set { _mutableCold.fillColor = newValue }
  }

  package var strokeColor: CGColor? {
    @inline(__always) get { _cold.values.strokeColor }
    set { _mutableCold.strokeColor = newValue }
  }

  package var lineWidth: CGFloat {
    @inline(__always) get { _cold.values.lineWidth }
    set { _mutableCold.lineWidth = newValue }
  }

  package var strokeStart: CGFloat {
    @inline(__always) get { _cold.values.strokeStart }
    set { _mutableCold.strokeStart = newValue }
  }

  package var strokeEnd: CGFloat {
    @inline(__always) get { _cold.values.strokeEnd }
    set { _mutableCold.strokeEnd = newValue }
  }

  package var lineDashPhase: CGFloat {
    @inline(__always) get { _cold.values.lineDashPhase }
    set { _mutableCold.lineDashPhase = newValue }
  }

  package var miterLimit: CGFloat {
    @inline(__always) get { _cold.values.miterLimit }
    set { _mutableCold.miterLimit = newValue }
  }

  package var gradientStartPoint: CGPoint {
    @inline(__always) get { _cold.values.gradientStartPoint }
    set { _mutableCold.gradientStartPoint = newValue }
  }

  package var gradientEndPoint: CGPoint {
    @inline(__always) get { _cold.values.gradientEndPoint }
    set { _mutableCold.gradientEndPoint = newValue }
  }

  package var contentsRect: CGRect {
    @inline(__always) get { _cold.values.contentsRect }
    set { _mutableCold.contentsRect = newValue }
  }

  package var contentsCenter: CGRect {
    @inline(__always) get { _cold.values.contentsCenter }
    set { _mutableCold.contentsCenter = newValue }
  }

  package var contentsGravity: String {
    @inline(__always) get { _cold.values.contentsGravity }
    set { _mutableCold.contentsGravity = newValue }
  }

  package var contentsScale: CGFloat {
    @inline(__always) get { _cold.values.contentsScale }
    set { _mutableCold.contentsScale = newValue }
  }

  package var contentsTint: CGColor? {
    @inline(__always) get { _cold.values.contentsTint }
    set { _mutableCold.contentsTint = newValue }
  }

  package var isDoubleSided: Bool {
    @inline(__always) get { _cold.values.isDoubleSided }
    set { _mutableCold.isDoubleSided = newValue }
  }

  package var shouldRasterize: Bool {
    @inline(__always) get { _cold.values.shouldRasterize }
    set { _mutableCold.shouldRasterize = newValue }
  }

  package var rasterizationScale: CGFloat {
    @inline(__always) get { _cold.values.rasterizationScale }
    set { _mutableCold.rasterizationScale = newValue }
  }

  package var backdropBlurRadius: CGFloat {
    @inline(__always) get { _cold.values.backdropBlurRadius }
    set { _mutableCold.backdropBlurRadius = newValue }
  }

  package var backdropTintColor: CGColor? {
    @inline(__always) get { _cold.values.backdropTintColor }
    set { _mutableCold.backdropTintColor = newValue }
  }

  package init() {}

  /// The anchor point in the layer's own (bounds) coordinates.
  package var anchorInBounds: CGPoint {
    CGPoint(
      x: bounds.origin.x + anchorPoint.x * bounds.size.width,
      y: bounds.origin.y + anchorPoint.y * bounds.size.height)
  }

  /// Map from this layer's coordinates to its superlayer's sublayer plane (before the
  /// superlayer's `sublayerTransform`): move the anchor to the origin, apply `transform`
  /// (flattened to the plane), move to `position`.
  package var toSuperlayerPlane: _Homography {
    let a = anchorInBounds
    var h = _Homography.translation(-a.x, -a.y)
    if transform != CATransform3DIdentity {
      h = h.then(transform._planeHomography)
    }
    return h.then(.translation(position.x, position.y))
  }

  /// Map from the sublayer plane into this layer's coordinates: `sublayerTransform` about the
  /// anchor point (identity when `sublayerTransform` is the identity).
  package var sublayerPlaneToSelf: _Homography {
    if sublayerTransform == CATransform3DIdentity { return .identity }
    let a = anchorInBounds
    return _Homography.translation(-a.x, -a.y)
      .then(sublayerTransform._planeHomography)
      .then(.translation(a.x, a.y))
  }

  /// The frame: the bounding box of the bounds mapped into the superlayer (CA's definition).
  package var frame: CGRect {
    if transform == CATransform3DIdentity {
      let a = anchorPoint
      return CGRect(
        x: position.x - a.x * bounds.size.width, y: position.y - a.y * bounds.size.height,
        width: bounds.size.width, height: bounds.size.height)
    }
    return toSuperlayerPlane.apply(bounds)
  }
}

/// The less used layer values (see `_LayerValues`).
package struct _ColdLayerValues: Sendable {
  var sublayerTransform: CATransform3D = CATransform3DIdentity
  var borderColor: CGColor? = CGColor(gray: 0, alpha: 1)
  var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1)
  var shadowOpacity: Float = 0
  var shadowRadius: CGFloat = 3
  var shadowOffset = CGSize(width: 0, height: -3)
  /// `CALayer.shadowPath`: the shadow's outline (nil: the layer's composited alpha).
  var shadowPath: _PathData? = nil
  /// `CALayer.allowsEdgeAntialiasing` (false unless Info.plist's `UIViewEdgeAntialiasing`).
  var allowsEdgeAntialiasing = false
  /// `CALayer.allowsGroupOpacity` (true for apps linked on iOS 7 or later).
  var allowsGroupOpacity = true
  /// `CACornerMask` raw value: which corners `cornerRadius` rounds (all four by default).
  var maskedCorners: UInt = 15

  // CAShapeLayer (CAShapeLayer.swift); inert on other layers.
  var shapePath: _PathData? = nil
  var fillColor: CGColor? = CGColor(gray: 0, alpha: 1)
  var strokeColor: CGColor? = nil
  var lineWidth: CGFloat = 1
  var strokeStart: CGFloat = 0
  var strokeEnd: CGFloat = 1
  var lineDashPhase: CGFloat = 0
  var miterLimit: CGFloat = 10

  // CAGradientLayer (CAGradientLayer.swift); inert on other layers.
  var gradientStartPoint = CGPoint(x: 0.5, y: 0)
  var gradientEndPoint = CGPoint(x: 0.5, y: 1)

  // Contents (CALayer+Contents.swift).
  var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
  var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
  var contentsGravity = "resize"
  var contentsScale: CGFloat = 1
  /// The colour template contents are drawn in (UIImageView's tint), nil to draw them as is.
  var contentsTint: CGColor? = nil
  var isDoubleSided = true
  var shouldRasterize = false
  var rasterizationScale: CGFloat = 1

  // The backdrop of a visual effect (UIVisualEffectView): a blur of what lies behind the
  // layer's bounds, tinted. Radius 0 and a clear tint draw nothing.
  var backdropBlurRadius: CGFloat = 0
  var backdropTintColor: CGColor? = nil
}

/// A copy-on-write box of `_ColdLayerValues`: mutated in place only when one `_LayerValues`
/// holds it (the shared `initial` box never is, so it never changes).
final class _ColdLayerValuesBox: @unchecked Sendable {
  var values: _ColdLayerValues
  init(_ values: _ColdLayerValues) { self.values = values }
  static let initial = _ColdLayerValuesBox(_ColdLayerValues())
}
