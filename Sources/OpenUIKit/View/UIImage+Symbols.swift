import Foundation
import OpenQuartzCore

extension UIImage {
  /// How a resizable image fills the space between its cap insets.
  public enum ResizingMode: Int, Sendable {
    case tile = 0
    case stretch = 1
  }

  /// The weight of a symbol's strokes.
  public enum SymbolWeight: Int, Sendable {
    case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
  }

  /// A symbol's size relative to the text it sits beside.
  public enum SymbolScale: Int, Sendable {
    case `default` = -1
    case unspecified = 0
    case small, medium, large
  }

  /// Traits and other settings an image is made for.
  open class Configuration: NSObject, @unchecked Sendable {
    open package(set) var traitCollection: UITraitCollection?
    public required override init() { super.init() }

    /// This configuration with `otherConfiguration`'s specified values laid over it.
    open func applying(_ otherConfiguration: UIImage.Configuration?) -> Self {
      let copy = _copy()
      if let trait = otherConfiguration?.traitCollection { copy.traitCollection = trait }
      return copy
    }

    package func _copy() -> Self {
      let copy = Self.init()
      copy.traitCollection = traitCollection
      return copy
    }
  }

  /// How a system symbol is drawn: point size (or the text style or font it matches), weight
  /// and scale. The symbol placeholders' size follows it (Docs/Behaviour.md "Images").
  open class SymbolConfiguration: Configuration, @unchecked Sendable {
    package var _pointSize: CGFloat?
    package var _textStyle: UIFont.TextStyle?
    package var _weight: SymbolWeight = .unspecified
    package var _scale: SymbolScale = .unspecified

    /// A configuration that specifies nothing.
    public static var unspecified: SymbolConfiguration { SymbolConfiguration() }

    public required init() { super.init() }

    public convenience init(pointSize: CGFloat) { self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified) }
    public convenience init(pointSize: CGFloat, weight: SymbolWeight) { self.init(pointSize: pointSize, weight: weight, scale: .unspecified) }
    public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
      self.init()
      _pointSize = pointSize
      _weight = weight
      _scale = scale
    }
    public convenience init(textStyle: UIFont.TextStyle) { self.init(textStyle: textStyle, scale: .unspecified) }
    public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
      self.init()
      _textStyle = textStyle
      _scale = scale
    }
    public convenience init(weight: SymbolWeight) {
      self.init()
      _weight = weight
    }
    public convenience init(scale: SymbolScale) {
      self.init()
      _scale = scale
    }
    /// The point size and weight of `font`.
    public convenience init(font: UIFont) { self.init(font: font, scale: .unspecified) }
    public convenience init(font: UIFont, scale: SymbolScale) {
      self.init()
      _pointSize = font.pointSize
      _weight = Self._symbolWeight(font)
      _scale = scale
    }

    /// This configuration with `otherConfiguration`'s specified values laid over it (a point
    /// size and a text style replace each other, as UIKit's do).
    open override func applying(_ otherConfiguration: UIImage.Configuration?) -> Self {
      let copy = super.applying(otherConfiguration)
      if let other = otherConfiguration as? SymbolConfiguration {
        if let size = other._pointSize { copy._pointSize = size; copy._textStyle = nil }
        if let style = other._textStyle { copy._textStyle = style; copy._pointSize = nil }
        if other._weight != .unspecified { copy._weight = other._weight }
        if other._scale != .unspecified { copy._scale = other._scale }
      }
      return copy
    }

    package override func _copy() -> Self {
      let copy = super._copy()
      copy._pointSize = _pointSize
      copy._textStyle = _textStyle
      copy._weight = _weight
      copy._scale = _scale
      return copy
    }

    /// The same configuration without point size and weight.
    open func configurationWithoutPointSizeAndWeight() -> Self {
      let copy = _copy()
      copy._pointSize = nil
      copy._textStyle = nil
      copy._weight = .unspecified
      return copy
    }

    /// True if `otherConfiguration` specifies the same values.
    open func isEqual(to otherConfiguration: UIImage.SymbolConfiguration?) -> Bool {
      guard let other = otherConfiguration else { return false }
      return _pointSize == other._pointSize && _textStyle == other._textStyle && _weight == other._weight
        && _scale == other._scale
    }

    /// [U] A symbol's side in points: 20 at the body style's 17 pt and medium scale, growing with
    /// the point size; small 0.8×, large 1.25× (Docs/Behaviour.md "Images").
    package var _symbolSide: CGFloat {
      let size = _pointSize ?? _textStyle.map { $0._defaultMetrics.size } ?? 17
      let factor: CGFloat
      switch _scale {
      case .small: factor = 0.8
      case .large: factor = 1.25
      default: factor = 1
      }
      return (UIImage.symbolSize.width * size / 17 * factor).rounded()
    }

    static func _symbolWeight(_ font: UIFont) -> SymbolWeight {
      switch font.weight.rawValue {
      case ..<(-0.7): return .ultraLight
      case ..<(-0.5): return .thin
      case ..<(-0.2): return .light
      case ..<0.1: return .regular
      case ..<0.27: return .medium
      case ..<0.35: return .semibold
      case ..<0.5: return .bold
      case ..<0.6: return .heavy
      default: return .black
      }
    }
  }

  /// A system symbol drawn with `configuration`.
  public convenience init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) {
    self.init(systemName: name)
    guard let symbol = configuration as? SymbolConfiguration else { return }
    let side = symbol._symbolSide
    self.init(
      _content: RenderImage(size: CGSize(width: side, height: side), scale: 1, content: .placeholder(name: name, isSymbol: true)),
      scale: 1, isSymbolImage: true, symbolConfiguration: symbol)
  }

  public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
    self.init(systemName: name)
  }

  /// The image's configuration (a symbol's symbol configuration).
  public var configuration: UIImage.Configuration? { _symbolConfiguration }
  /// A symbol image's configuration.
  public var symbolConfiguration: UIImage.SymbolConfiguration? { _symbolConfiguration }

  /// A copy made for `configuration` (a symbol's size follows a symbol configuration).
  public func withConfiguration(_ configuration: UIImage.Configuration) -> UIImage {
    guard isSymbolImage, let symbol = configuration as? SymbolConfiguration else { return self }
    return _configured(symbol)
  }

  /// A copy with `configuration` laid over the image's own (nil when the image is not a symbol).
  public func applyingSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration) -> UIImage? {
    guard isSymbolImage else { return nil }
    let merged = (_symbolConfiguration ?? SymbolConfiguration()).applying(configuration)
    return _configured(merged)
  }

  private func _configured(_ symbol: SymbolConfiguration) -> UIImage {
    guard case .placeholder(let name, _)? = _content?.content else { return self }
    let side = symbol._symbolSide
    return _copy(
      content: .some(RenderImage(size: CGSize(width: side, height: side), scale: 1, content: .placeholder(name: name, isSymbol: true))),
      symbolConfiguration: .some(symbol))
  }

  /// A copy that stretches (or tiles) between `capInsets` when drawn larger than its size.
  public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
    resizableImage(withCapInsets: capInsets, resizingMode: .tile)
  }

  public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
    _copy(capInsets: capInsets, resizingMode: resizingMode)
  }

  /// The unit rectangle between the cap insets (a layer's `contentsCenter`).
  package var _contentsCenter: CGRect {
    let s = size
    guard capInsets != .zero, s.width > 0, s.height > 0 else { return CGRect(x: 0, y: 0, width: 1, height: 1) }
    return CGRect(
      x: capInsets.left / s.width, y: capInsets.top / s.height,
      width: max(0, s.width - capInsets.left - capInsets.right) / s.width,
      height: max(0, s.height - capInsets.top - capInsets.bottom) / s.height)
  }
}
