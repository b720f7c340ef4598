import Foundation
import OpenQuartzCore

/// An image. Its content is a render-model image (`CGImage`): captured view content
/// (`UIGraphicsImageRenderer`, snapshots) or, for `UIImage(systemName:)` and
/// `UIImage(named:)` — whose pixels are not decoded on Linux — a named placeholder (of the asset
/// file's size for an asset-catalogue image, Assets/UIImage+Assets.swift; Docs/Behaviour.md
/// "Images"). Immutable, so it is `Sendable`.
open class UIImage: NSObject, @unchecked Sendable {
  // @unchecked Sendable: every stored property is a `let` of a Sendable value.

  /// How the image is drawn: as is, or as a template (its shape in the tint colour).
  public enum RenderingMode: Int, Sendable {
    case automatic = 0
    case alwaysOriginal = 1
    case alwaysTemplate = 2
  }

  public enum Orientation: Int, Sendable {
    case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
  }

  /// Points per side of a system symbol placeholder (UIKit's glyphs vary; these do not).
  package static let symbolSize = CGSize(width: 20, height: 20)
  /// Points per side of a named-image placeholder.
  package static let namedPlaceholderSize = CGSize(width: 100, height: 100)

  package let _content: RenderImage?
  public let scale: CGFloat
  public let renderingMode: RenderingMode
  public let isSymbolImage: Bool
  public let imageOrientation: Orientation
  /// The colour baked in by `withTintColor(_:)`.
  package let _tintColor: UIColor?
  /// A symbol image's configuration (nil for other images and unconfigured symbols).
  package let _symbolConfiguration: SymbolConfiguration?
  /// The insets of the part `resizableImage(withCapInsets:resizingMode:)` stretches around.
  public let capInsets: UIEdgeInsets
  public let resizingMode: ResizingMode
  /// The asset the image came from (`UIImage(named:)` of an asset catalogue), which gives its
  /// variants for other traits.
  package let _imageAsset: UIImageAsset?

  package init(
    _content: RenderImage?, scale: CGFloat, renderingMode: RenderingMode = .automatic,
    isSymbolImage: Bool = false, orientation: Orientation = .up, tintColor: UIColor? = nil,
    symbolConfiguration: SymbolConfiguration? = nil, capInsets: UIEdgeInsets = .zero, resizingMode: ResizingMode = .tile,
    imageAsset: UIImageAsset? = nil
  ) {
    self._content = _content
    self.scale = scale
    self.renderingMode = renderingMode
    self.isSymbolImage = isSymbolImage
    self.imageOrientation = orientation
    self._tintColor = tintColor
    self._symbolConfiguration = symbolConfiguration
    self.capInsets = capInsets
    self.resizingMode = resizingMode
    self._imageAsset = imageAsset
    super.init()
  }

  /// A copy with some properties changed (the others kept).
  package func _copy(
    content: RenderImage?? = nil, renderingMode: RenderingMode? = nil, tintColor: UIColor?? = nil,
    symbolConfiguration: SymbolConfiguration?? = nil, capInsets: UIEdgeInsets? = nil, resizingMode: ResizingMode? = nil
  ) -> UIImage {
    UIImage(
      _content: content ?? _content, scale: scale, renderingMode: renderingMode ?? self.renderingMode,
      isSymbolImage: isSymbolImage, orientation: imageOrientation, tintColor: tintColor ?? _tintColor,
      symbolConfiguration: symbolConfiguration ?? _symbolConfiguration, capInsets: capInsets ?? self.capInsets,
      resizingMode: resizingMode ?? self.resizingMode, imageAsset: _imageAsset)
  }

  /// An empty image (size zero).
  public override convenience init() {
    self.init(_content: nil, scale: 1)
  }

  /// A system symbol, as a named placeholder of `symbolSize` drawn in the tint colour.
  public convenience init?(systemName name: String) {
    self.init(
      _content: RenderImage(
        size: UIImage.symbolSize, scale: 1, content: .placeholder(name: name, isSymbol: true)),
      scale: 1, isSymbolImage: true)
  }

  public convenience init(cgImage: CGImage) {
    self.init(cgImage: cgImage, scale: 1, orientation: .up)
  }

  /// An image of `cgImage`'s pixels at `scale` pixels per point.
  public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
    var image = cgImage._image
    let k = image.scale / Double(max(scale, 1e-9))
    image.size = CGSize(width: Double(image.size.width) * k, height: Double(image.size.height) * k)
    image.scale = Double(scale)
    self.init(_content: image, scale: scale, orientation: orientation)
  }

  /// The size in points.
  open var size: CGSize { _content?.size ?? .zero }

  /// The pixels: the render-model image (nil for an empty image).
  open var cgImage: CGImage? { _content.map { CGImage(_image: $0) } }

  /// A copy drawn with `renderingMode`.
  open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
    _copy(renderingMode: renderingMode)
  }

  /// A copy drawn in `color` (UIKit: the result uses the `.alwaysOriginal` rendering mode, so
  /// an image view's tint no longer changes it).
  open func withTintColor(_ color: UIColor) -> UIImage {
    withTintColor(color, renderingMode: .alwaysOriginal)
  }

  open func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
    _copy(renderingMode: renderingMode, tintColor: .some(color))
  }

  /// Whether the image draws as a template (its shape in the tint colour): always for
  /// `.alwaysTemplate`, and for symbols in `.automatic` mode.
  package var _drawsAsTemplate: Bool {
    renderingMode == .alwaysTemplate || (renderingMode == .automatic && isSymbolImage)
  }

  /// Draws the image stretched into `rect` of the current graphics context.
  @MainActor
  open func draw(in rect: CGRect) {
    guard let content = _content, let context = UIGraphicsGetCurrentContext() else { return }
    context._draw(content, in: rect, tint: _tintColor.map { _RGBA($0.cgColor).renderColor })
  }

  /// Draws the image at its size with its top-left corner at `point`.
  @MainActor
  open func draw(at point: CGPoint) {
    draw(in: CGRect(origin: point, size: size))
  }

  open override var description: String {
    "<UIImage: \(ObjectIdentifier(self).debugAddress), {\(size.width), \(size.height)}>"
  }
}
