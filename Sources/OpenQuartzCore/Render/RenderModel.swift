import Foundation

// The render model: one frame of a layer tree's *presentation* state as plain values.
// Produced by OpenQuartzCore (`CALayer._renderSnapshot(at:)`), consumed by OpenUIKitRender.
// Nothing here refers to live layers or views, so frames can cross threads and be stored.

/// An RGBA colour in the sRGB space, components 0…1.
package struct RenderColor: Hashable, Sendable, Codable {
  package var red: Double
  package var green: Double
  package var blue: Double
  package var alpha: Double
  package init(red: Double, green: Double, blue: Double, alpha: Double) {
    self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
  }
}

/// Text drawn by a text-bearing layer (UILabel, button titles).
package struct RenderText: Hashable, Sendable, Codable {
  package enum Alignment: String, Sendable, Codable { case left, center, right, natural, justified }
  package var string: String
  package var fontSize: Double
  package var isBold: Bool
  package var color: RenderColor
  package var alignment: Alignment
  package init(string: String, fontSize: Double, isBold: Bool, color: RenderColor, alignment: Alignment) {
    self.string = string; self.fontSize = fontSize; self.isBold = isBold
    self.color = color; self.alignment = alignment
  }
}

/// The path a shape layer draws, with its paint (`CAShapeLayer`). The path is in the layer's
/// bounds space; the stroke covers `strokeStart…strokeEnd` of its length (`strokedPath`).
package struct RenderShape: Hashable, Sendable {
  package enum Cap: String, Sendable { case butt, round, square }
  package enum Join: String, Sendable { case miter, round, bevel }
  package var path: _PathData
  package var fillColor: RenderColor?
  package var evenOdd: Bool
  package var strokeColor: RenderColor?
  package var lineWidth: Double
  package var lineCap: Cap
  package var lineJoin: Join
  package var miterLimit: Double
  package var dashPattern: [Double]
  package var dashPhase: Double
  package var strokeStart: Double
  package var strokeEnd: Double

  package init(
    path: _PathData, fillColor: RenderColor?, evenOdd: Bool = false, strokeColor: RenderColor? = nil,
    lineWidth: Double = 1, lineCap: Cap = .butt, lineJoin: Join = .miter, miterLimit: Double = 10,
    dashPattern: [Double] = [], dashPhase: Double = 0, strokeStart: Double = 0, strokeEnd: Double = 1
  ) {
    self.path = path; self.fillColor = fillColor; self.evenOdd = evenOdd
    self.strokeColor = strokeColor; self.lineWidth = lineWidth; self.lineCap = lineCap
    self.lineJoin = lineJoin; self.miterLimit = miterLimit; self.dashPattern = dashPattern
    self.dashPhase = dashPhase; self.strokeStart = strokeStart; self.strokeEnd = strokeEnd
  }

  /// The part of the path the stroke draws.
  package var strokedPath: _PathData { path.trimmed(from: strokeStart, to: strokeEnd) }

  /// Whether the fill paints anything.
  package var fills: Bool { (fillColor?.alpha ?? 0) > 0 }

  /// Whether the stroke paints anything.
  package var strokes: Bool { (strokeColor?.alpha ?? 0) > 0 && lineWidth > 0 && strokeEnd > strokeStart }
}

/// The gradient a gradient layer draws over its bounds (`CAGradientLayer`), above the
/// background. Points are in the unit square of the bounds (0, 0 the bounds' top-left corner in
/// UIKit's y-down terms); stops are sorted by location, colours premultiplied by nothing.
package struct RenderGradient: Hashable, Sendable {
  package enum Kind: String, Sendable { case axial, radial, conic }
  package struct Stop: Hashable, Sendable {
    package var location: Double
    package var color: RenderColor
    package init(location: Double, color: RenderColor) { self.location = location; self.color = color }
  }
  package var kind: Kind
  package var startPoint: CGPoint
  package var endPoint: CGPoint
  package var stops: [Stop]
  package init(kind: Kind, startPoint: CGPoint, endPoint: CGPoint, stops: [Stop]) {
    self.kind = kind; self.startPoint = startPoint; self.endPoint = endPoint; self.stops = stops
  }
}

/// What an image holds: captured layers (a snapshot, an image renderer's drawing) or a named
/// placeholder (`UIImage(systemName:)`, `UIImage(named:)` with no image data on Linux).
package indirect enum RenderImageContent: Hashable, Sendable {
  /// A layer tree whose root's bounds map onto the image's rectangle (0, 0, size).
  case layers(RenderLayer)
  /// A placeholder named `name`; `isSymbol` for system symbols.
  case placeholder(name: String, isSymbol: Bool)
}

/// An image (`CGImage`) as the render model draws it: `size` in points, `scale` pixels per
/// point.
package struct RenderImage: Hashable, Sendable {
  package var size: CGSize
  package var scale: Double
  package var content: RenderImageContent
  package init(size: CGSize, scale: Double, content: RenderImageContent) {
    self.size = size; self.scale = scale; self.content = content
  }
}

/// A layer's `contents` image with how it is placed: `contentsRect` (unit rectangle of the
/// image shown), `gravity` (`CALayerContentsGravity` raw value, read in y-down terms: `top` is
/// the bounds' top edge), `contentsCenter` (unit rectangle that stretches; the rest keeps its
/// size) and the tint of template images.
package struct RenderContents: Hashable, Sendable {
  package var image: RenderImage
  package var contentsRect: CGRect
  package var gravity: String
  package var contentsScale: Double
  package var contentsCenter: CGRect
  package var tint: RenderColor?
  package init(
    image: RenderImage, contentsRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1),
    gravity: String = "resize", contentsScale: Double = 1,
    contentsCenter: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), tint: RenderColor? = nil
  ) {
    self.image = image; self.contentsRect = contentsRect; self.gravity = gravity
    self.contentsScale = contentsScale; self.contentsCenter = contentsCenter; self.tint = tint
  }
}

/// The backdrop of a visual effect: what lies behind the layer's bounds blurred by a Gaussian
/// of standard deviation `blurRadius` points, then covered by `tint`.
package struct RenderBackdrop: Hashable, Sendable {
  package var blurRadius: Double
  package var tint: RenderColor
  package init(blurRadius: Double, tint: RenderColor) {
    self.blurRadius = blurRadius; self.tint = tint
  }
}

/// One layer of a frame, with its sublayers in drawing order (already sorted by zPosition,
/// stable for equal zPosition).
package struct RenderLayer: Hashable, Sendable {
  /// Stable identity of the live layer for the whole process (used for per-layer tracks).
  package var id: Int
  /// `CALayer.name`, or the owning view's class name and tag when the layer backs a view.
  package var name: String?
  package var bounds: CGRect
  package var position: CGPoint
  package var anchorPoint: CGPoint
  package var zPosition: Double
  package var transform: CATransform3D
  package var sublayerTransform: CATransform3D
  package var opacity: Double
  package var isHidden: Bool
  package var backgroundColor: RenderColor?
  package var cornerRadius: Double
  /// `CACornerMask` raw value: the corners `cornerRadius` rounds (15 = all four).
  package var maskedCorners: UInt
  package var masksToBounds: Bool
  package var borderWidth: Double
  package var borderColor: RenderColor?
  package var shadowColor: RenderColor?
  package var shadowOpacity: Double
  package var shadowRadius: Double
  package var shadowOffset: CGSize
  /// `CALayer.shadowPath`: when set, the shadow is this path filled (non-zero winding) in the
  /// layer's bounds space, not the layer's composited alpha.
  package var shadowPath: _PathData? {
    get { _shadowPath.first }
    set { _shadowPath = newValue.map { [$0] } ?? [] }
  }
  package var text: RenderText?
  /// The path of a shape layer.
  package var shape: RenderShape? {
    get { _shape.first }
    set { _shape = newValue.map { [$0] } ?? [] }
  }
  /// A gradient layer's gradient (above the background, below the contents).
  package var gradient: RenderGradient? {
    get { _gradient.first }
    set { _gradient = newValue.map { [$0] } ?? [] }
  }
  /// A visual effect's backdrop (drawn first, behind the background).
  package var backdrop: RenderBackdrop? {
    get { _backdrop.first }
    set { _backdrop = newValue.map { [$0] } ?? [] }
  }
  /// The layer's `contents` image (drawn above the background, below the sublayers).
  package var contents: RenderContents? {
    get { _contents.first }
    set { _contents = newValue.map { [$0] } ?? [] }
  }
  /// When false, the layer (and what it draws) is not drawn while its back faces the viewer.
  package var isDoubleSided: Bool
  /// The model layer's values (no mask, no sublayers) while running animations make the
  /// presentation values drawn here differ from them; nil otherwise. Not drawn: the layer
  /// inspector shows them beside the presentation values.
  package var model: RenderLayer? {
    get { _model.first }
    set { _model = newValue.map { [$0] } ?? [] }
  }
  // Rarely present values live out of line (an array is one pointer), so the recursive
  // snapshot and renderer functions keep small stack frames.
  private var _shape: [RenderShape]
  private var _shadowPath: [_PathData]
  private var _gradient: [RenderGradient]
  private var _backdrop: [RenderBackdrop]
  private var _contents: [RenderContents]
  private var _model: [RenderLayer]
  /// The mask layer, if any (drawn as a clip in the layer's coordinate space).
  package var mask: [RenderLayer]
  /// The sublayers in drawing order. Held in a box whose release takes a deep tree apart level
  /// by level (`RenderSublayers`), so dropping a 100,000-deep frame needs no call stack.
  package var sublayers: [RenderLayer] {
    get { _sublayers?.layers ?? [] }
    set { _sublayers = newValue.isEmpty ? nil : RenderSublayers(newValue) }
    _modify {
      if _sublayers == nil {
        _sublayers = RenderSublayers([])
      } else if !isKnownUniquelyReferenced(&_sublayers!) {
        _sublayers = RenderSublayers(_sublayers!.layers)
      }
      yield &_sublayers!.layers
      if _sublayers!.layers.isEmpty { _sublayers = nil }
    }
  }
  fileprivate var _sublayers: RenderSublayers?

  package init(id: Int) {
    self.id = id
    name = nil
    bounds = .zero
    position = .zero
    anchorPoint = CGPoint(x: 0.5, y: 0.5)
    zPosition = 0
    transform = CATransform3DIdentity
    sublayerTransform = CATransform3DIdentity
    opacity = 1
    isHidden = false
    backgroundColor = nil
    cornerRadius = 0
    maskedCorners = 15
    masksToBounds = false
    borderWidth = 0
    borderColor = nil
    shadowColor = nil
    shadowOpacity = 0
    shadowRadius = 3
    shadowOffset = CGSize(width: 0, height: -3)
    text = nil
    _shape = []
    _shadowPath = []
    _gradient = []
    _backdrop = []
    _contents = []
    _model = []
    isDoubleSided = true
    mask = []
    _sublayers = nil
  }
}

/// The sublayers of a `RenderLayer`: a copy-on-write box (a shared box is never mutated), so
/// `@unchecked Sendable` is safe — once shared it is immutable, like the array it holds.
///
/// Releasing it takes the tree apart from an explicit list: the boxes of the sublayers' own
/// sublayers are detached and released one by one, each after its children were detached, so
/// no release nests in another (a nested struct tree would release recursively, one call per
/// level). Equality and hashing walk the tree the same way.
package final class RenderSublayers: Hashable, @unchecked Sendable {
  fileprivate var layers: [RenderLayer]

  fileprivate init(_ layers: [RenderLayer]) { self.layers = layers }

  deinit {
    var pending: [RenderSublayers] = []
    RenderSublayers.detachChildren(of: &layers, into: &pending)
    layers = []
    while var box = pending.popLast() {
      // A box someone else still holds keeps its own sublayers.
      guard isKnownUniquelyReferenced(&box) else { continue }
      RenderSublayers.detachChildren(of: &box.layers, into: &pending)
      box.layers = []
    }
  }

  private static func detachChildren(of layers: inout [RenderLayer], into pending: inout [RenderSublayers]) {
    for i in layers.indices {
      if let box = layers[i]._sublayers {
        pending.append(box)
        layers[i]._sublayers = nil
      }
    }
  }

  /// Equal trees: the same layers, compared level by level (each layer's own values by the
  /// synthesized `==`, its sublayers through this list).
  package static func == (lhs: RenderSublayers, rhs: RenderSublayers) -> Bool {
    if lhs === rhs { return true }
    var pairs: [(RenderSublayers, RenderSublayers)] = [(lhs, rhs)]
    while let (a, b) = pairs.popLast() {
      guard a !== b else { continue }
      guard a.layers.count == b.layers.count else { return false }
      for (x, y) in zip(a.layers, b.layers) {
        guard x.withoutSublayers == y.withoutSublayers else { return false }
        switch (x._sublayers, y._sublayers) {
        case (nil, nil): break
        case (let p?, let q?): pairs.append((p, q))
        default: return false
        }
      }
    }
    return true
  }

  package func hash(into hasher: inout Hasher) {
    var pending: [RenderSublayers] = [self]
    while let box = pending.popLast() {
      hasher.combine(box.layers.count)
      for layer in box.layers {
        hasher.combine(layer.withoutSublayers)
        if let children = layer._sublayers { pending.append(children) }
      }
    }
  }
}

extension RenderLayer {
  /// The layer's own values (its mask too), without its sublayers.
  fileprivate var withoutSublayers: RenderLayer {
    var copy = self
    copy._sublayers = nil
    return copy
  }
}

/// The status bar as the app asked for it in a frame: drawn only by a device frame.
package struct RenderStatusBar: Hashable, Sendable {
  /// Hidden by the deciding controller (`prefersStatusBarHidden`).
  package var isHidden: Bool
  /// Light (white) content: `.lightContent`, or `.default` in dark mode; else dark content.
  package var hasLightContent: Bool
  /// The home indicator's opacity: 1 shown, 0 faded out (the deciding controller prefers it
  /// auto-hidden and nobody touched the screen for a while; Docs/Behaviour/sysui13.md).
  package var homeIndicatorOpacity: Double
  package init(isHidden: Bool = false, hasLightContent: Bool = false, homeIndicatorOpacity: Double = 1) {
    self.isHidden = isHidden; self.hasLightContent = hasLightContent; self.homeIndicatorOpacity = homeIndicatorOpacity
  }
}

/// One frame: the root layer's presentation tree at a media time.
package struct RenderSnapshot: Hashable, Sendable {
  package var time: Double
  /// Size of the viewport (the window or screen bounds).
  package var size: CGSize
  package var root: RenderLayer
  /// Where fingers are down (synthesized touches), in viewport coordinates; drawn as markers.
  package var touches: [CGPoint]
  /// The app's status bar in this frame (visible, dark content unless recorded otherwise).
  package var statusBar: RenderStatusBar
  package init(
    time: Double, size: CGSize, root: RenderLayer, touches: [CGPoint] = [], statusBar: RenderStatusBar = RenderStatusBar()
  ) {
    self.time = time; self.size = size; self.root = root; self.touches = touches; self.statusBar = statusBar
  }
}
