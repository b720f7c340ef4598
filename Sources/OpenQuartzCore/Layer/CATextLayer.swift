import Foundation

/// Text alignment of a `CATextLayer`.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }

  public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
  public static let left = CATextLayerAlignmentMode(rawValue: "left")
  public static let right = CATextLayerAlignmentMode(rawValue: "right")
  public static let center = CATextLayerAlignmentMode(rawValue: "center")
  public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}

/// A layer that draws a string (UILabel and button titles draw through one). Render snapshots
/// carry its text as `RenderText`.
open class CATextLayer: CALayer {
  /// A `String` or an `NSAttributedString` (its characters are drawn).
  open var string: Any?
  /// Points; 36 by default, as in Core Animation.
  open var fontSize: CGFloat = 36
  /// Opaque white by default, as in Core Animation.
  open var foregroundColor: CGColor? = CGColor(gray: 1, alpha: 1)
  open var alignmentMode: CATextLayerAlignmentMode = .natural
  /// Whether the font is bold (the view layer sets it from its `UIFont`; CA's `font` property
  /// takes a platform font object, which Linux does not have).
  package var _isBold = false

  public required init() {
    super.init()
  }

  public required init(layer: Any) {
    super.init(layer: layer)
    if let other = layer as? CATextLayer {
      string = other.string
      fontSize = other.fontSize
      foregroundColor = other.foregroundColor
      alignmentMode = other.alignmentMode
      _isBold = other._isBold
    }
  }

  package override func _snapshotText() -> RenderText? {
    let text: String
    switch string {
    case let s as String: text = s
    case let s as NSAttributedString: text = s.string
    case nil: return nil
    case let other?: text = "\(other)"
    }
    let alignment: RenderText.Alignment
    switch alignmentMode {
    case .left: alignment = .left
    case .right: alignment = .right
    case .center: alignment = .center
    case .justified: alignment = .justified
    default: alignment = .natural
    }
    return RenderText(
      string: text, fontSize: Double(fontSize), isBold: _isBold,
      color: _RGBA(foregroundColor).renderColor, alignment: alignment)
  }
}
