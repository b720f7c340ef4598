import Foundation
import OpenQuartzCore

/// A view that shows an image through its layer's `contents`: `contentMode` places it (as the
/// layer's contents gravity), template images draw in `tintColor`, and its intrinsic size is
/// the image's size.
@preconcurrency @MainActor
open class UIImageView: UIView {
  package override var _accessibilityTraitsByDefault: UIAccessibilityTraits { .image }
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  /// An image view the size of `image`.
  public init(image: UIImage?) {
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    isUserInteractionEnabled = false
    self.image = image
    // A class's own initializer sets its stored properties without their observers: the layer
    // gets the image here, as `image`'s didSet would give it.
    _updateContents()
  }

  public init(image: UIImage?, highlightedImage: UIImage?) {
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    isUserInteractionEnabled = false
    self.highlightedImage = highlightedImage
    self.image = image
    _updateContents()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isUserInteractionEnabled = false
  }

  open var image: UIImage? {
    didSet {
      _updateContents()
      if oldValue?.size != image?.size { invalidateIntrinsicContentSize() }
    }
  }

  /// Shown instead of `image` while `isHighlighted`.
  open var highlightedImage: UIImage? { didSet { _updateContents() } }

  open var isHighlighted = false { didSet { _updateContents() } }

  open override var contentMode: ContentMode { didSet { _updateContents() } }

  open override func tintColorDidChange() {
    super.tintColorDidChange()
    _updateContents()
  }

  /// The symbol configuration laid over a symbol image's own (its size follows it).
  open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
    didSet {
      _updateContents()
      invalidateIntrinsicContentSize()
    }
  }

  open override var intrinsicContentSize: CGSize {
    _configured(image)?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { _configured(image)?.size ?? .zero }

  /// `image` with the view's preferred symbol configuration applied.
  private func _configured(_ image: UIImage?) -> UIImage? {
    guard let image, let preferred = preferredSymbolConfiguration, image.isSymbolImage else { return image }
    return image.applyingSymbolConfiguration(preferred) ?? image
  }

  /// The image shown now: an asset-catalogue image with appearance variants shows its variant
  /// for the view's traits, as UIKit's image view does.
  private var _shownImage: UIImage? {
    var shown = isHighlighted ? (highlightedImage ?? image) : image
    if let asset = shown?._imageAsset, asset._hasAppearanceVariants {
      let variant = asset.image(with: traitCollection)
      shown = shown?.renderingMode == variant.renderingMode ? variant : variant.withRenderingMode(shown!.renderingMode)
    }
    return _configured(shown)
  }

  open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    let shown = isHighlighted ? (highlightedImage ?? image) : image
    if shown?._imageAsset?._hasAppearanceVariants == true,
      previousTraitCollection?.userInterfaceStyle != traitCollection.userInterfaceStyle
    {
      _updateContents()
    }
  }

  private func _updateContents() {
    let shown = _shownImage
    layer.contents = shown?.cgImage
    layer.contentsScale = shown?.scale ?? 1
    layer.contentsGravity = Self._gravity(contentMode)
    // A resizable image stretches between its cap insets (tiling is drawn stretched too).
    layer.contentsCenter = shown?._contentsCenter ?? CGRect(x: 0, y: 0, width: 1, height: 1)
    if let shown, shown._drawsAsTemplate {
      layer._contentsTint = (shown._tintColor ?? tintColor).cgColor
    } else {
      layer._contentsTint = shown?._tintColor?.cgColor
    }
  }

  /// The contents gravity of a content mode (y-down: `.top` keeps the image at the top).
  static func _gravity(_ mode: ContentMode) -> CALayerContentsGravity {
    switch mode {
    case .scaleToFill, .redraw: return .resize
    case .scaleAspectFit: return .resizeAspect
    case .scaleAspectFill: return .resizeAspectFill
    case .center: return .center
    case .top: return .top
    case .bottom: return .bottom
    case .left: return .left
    case .right: return .right
    case .topLeft: return .topLeft
    case .topRight: return .topRight
    case .bottomLeft: return .bottomLeft
    case .bottomRight: return .bottomRight
    }
  }
}
