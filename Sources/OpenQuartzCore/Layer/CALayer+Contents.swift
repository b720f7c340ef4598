import Foundation

/// How a layer's `contents` image is placed in its bounds.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public static let center = CALayerContentsGravity(rawValue: "center")
  public static let top = CALayerContentsGravity(rawValue: "top")
  public static let bottom = CALayerContentsGravity(rawValue: "bottom")
  public static let left = CALayerContentsGravity(rawValue: "left")
  public static let right = CALayerContentsGravity(rawValue: "right")
  public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
  public static let topRight = CALayerContentsGravity(rawValue: "topRight")
  public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
  public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
  public static let resize = CALayerContentsGravity(rawValue: "resize")
  public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
  public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
}

extension CALayer {
  /// The layer's image: a `CGImage` is drawn (above the background, below the sublayers) in
  /// render snapshots; other values are stored and not drawn.
  public var contents: Any? {
    get { _contents }
    set { _contents = newValue }
  }

  /// The unit rectangle of the contents image that is shown (default: all of it).
  public var contentsRect: CGRect {
    get { _values.contentsRect }
    set { _values.contentsRect = newValue }
  }

  /// The unit rectangle of the contents that stretches; the parts outside keep their size.
  public var contentsCenter: CGRect {
    get { _values.contentsCenter }
    set { _values.contentsCenter = newValue }
  }

  public var contentsGravity: CALayerContentsGravity {
    get { CALayerContentsGravity(rawValue: _values.contentsGravity) }
    set { _values.contentsGravity = newValue.rawValue }
  }

  /// Pixels per point of the contents image.
  public var contentsScale: CGFloat {
    get { _values.contentsScale }
    set { _values.contentsScale = newValue }
  }

  /// When false the layer is not drawn while it faces away from the viewer (its back shows
  /// after a rotation of 180° about x or y).
  public var isDoubleSided: Bool {
    get { _values.isDoubleSided }
    set { _values.isDoubleSided = newValue }
  }

  /// Whether the layer is rendered as a bitmap before compositing (stored; the render model
  /// draws the same either way).
  public var shouldRasterize: Bool {
    get { _values.shouldRasterize }
    set { _values.shouldRasterize = newValue }
  }

  /// The scale of the rasterized bitmap (stored).
  public var rasterizationScale: CGFloat {
    get { _values.rasterizationScale }
    set { _values.rasterizationScale = newValue }
  }

  /// The tint template contents are drawn in (UIImageView sets it from its tintColor).
  package var _contentsTint: CGColor? {
    get { _values.contentsTint }
    set { _values.contentsTint = newValue }
  }

  /// This layer's presentation subtree now, as an image of its bounds: the root placed so its
  /// bounds fill (0, 0, bounds.size) — its own transform and position do not apply — with its
  /// opacity, sublayers, mask and contents as they are on screen.
  package func _captureImage(scale: Double) -> RenderImage {
    var root = _renderSnapshot()
    root.transform = CATransform3DIdentity
    root.zPosition = 0
    root.position = CGPoint(
      x: root.anchorPoint.x * root.bounds.width, y: root.anchorPoint.y * root.bounds.height)
    return RenderImage(size: root.bounds.size, scale: scale, content: .layers(root))
  }

  /// Draws this layer's presentation subtree into `ctx` at the context's current transform
  /// (Core Animation: the layer's bounds origin at the context's origin).
  public func render(in ctx: CGContext) {
    ctx._draw(_captureImage(scale: 1), in: CGRect(origin: .zero, size: bounds.size))
  }
}
