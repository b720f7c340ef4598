import Foundation

/// The animatable and drawn state of a layer, as plain values. A layer's model values live in
/// one of these; presentation values are a copy with the running animations applied.
package struct _LayerValues: Sendable {
  package var bounds: CGRect = .zero
  package var position: CGPoint = .zero
  package var anchorPoint = CGPoint(x: 0.5, y: 0.5)
  package var anchorPointZ: CGFloat = 0
  package var zPosition: CGFloat = 0
  package var transform: CATransform3D = CATransform3DIdentity
  package var sublayerTransform: CATransform3D = CATransform3DIdentity
  package var opacity: Float = 1
  package var isHidden = false
  package var masksToBounds = false
  package var backgroundColor: CGColor? = nil
  package var cornerRadius: CGFloat = 0
  package var borderWidth: CGFloat = 0
  package var borderColor: CGColor? = CGColor(gray: 0, alpha: 1)
  package var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1)
  package var shadowOpacity: Float = 0
  package var shadowRadius: CGFloat = 3
  package var shadowOffset = CGSize(width: 0, height: -3)
  /// `CACornerMask` raw value: which corners `cornerRadius` rounds (all four by default).
  package var maskedCorners: UInt = 15

  // CAShapeLayer (CAShapeLayer.swift); inert on other layers.
  package var shapePath: _PathData? = nil
  package var fillColor: CGColor? = CGColor(gray: 0, alpha: 1)
  package var strokeColor: CGColor? = nil
  package var lineWidth: CGFloat = 1
  package var strokeStart: CGFloat = 0
  package var strokeEnd: CGFloat = 1
  package var lineDashPhase: CGFloat = 0
  package var miterLimit: CGFloat = 10

  // CAGradientLayer (CAGradientLayer.swift); inert on other layers.
  package var gradientStartPoint = CGPoint(x: 0.5, y: 0)
  package var gradientEndPoint = CGPoint(x: 0.5, y: 1)

  // Contents (CALayer+Contents.swift).
  package var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
  package var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
  package var contentsGravity = "resize"
  package var contentsScale: CGFloat = 1
  /// The colour template contents are drawn in (UIImageView's tint), nil to draw them as is.
  package var contentsTint: CGColor? = nil
  package var isDoubleSided = true
  package var shouldRasterize = false
  package var rasterizationScale: CGFloat = 1

  // The backdrop of a visual effect (UIVisualEffectView): a blur of what lies behind the
  // layer's bounds, tinted. Radius 0 and a clear tint draw nothing.
  package var backdropBlurRadius: CGFloat = 0
  package var backdropTintColor: CGColor? = nil

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
