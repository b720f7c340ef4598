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

/// How a `CATextLayer` shortens a line that is wider than its bounds.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }

  /// Core Animation: the line is clipped to the bounds (this layer never wraps).
  public static let none = CATextLayerTruncationMode(rawValue: "none")
  public static let start = CATextLayerTruncationMode(rawValue: "start")
  public static let end = CATextLayerTruncationMode(rawValue: "end")
  public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}

/// A layer that draws a string (UILabel and button titles draw through one). Render snapshots
/// carry its text as `RenderText`.
open class CATextLayer: CALayer {
  // The drawn properties skip the dynamic exclusivity check (sbload18): main-actor state written
  // whole, with no access spanning a call; each check cost a thread-local lookup per write.
  /// A `String` or an `NSAttributedString` (its characters are drawn).
  @exclusivity(unchecked) open var string: Any? { willSet { _willChangeCopiedProperty() } }
  /// Points; 36 by default, as in Core Animation.
  @exclusivity(unchecked) open var fontSize: CGFloat = 36 { willSet { _willChangeCopiedProperty() } }
  /// Opaque white by default, as in Core Animation.
  @exclusivity(unchecked) open var foregroundColor: CGColor? = CATextLayer._defaultForegroundColor { willSet { _willChangeCopiedProperty() } }
  /// The default foreground colour, one immutable instance for every text layer (sbview13: a
  /// colour of its own cost every label two allocations).
  private static let _defaultForegroundColor = CGColor(gray: 1, alpha: 1)
  @exclusivity(unchecked) open var alignmentMode: CATextLayerAlignmentMode = .natural { willSet { _willChangeCopiedProperty() } }
  /// Core Animation: how lines wider than the bounds are shortened; `.none` by default (they
  /// are clipped). Applied when the layer is snapshotted, with `TextMetrics`' width estimate.
  @exclusivity(unchecked) open var truncationMode: CATextLayerTruncationMode = .none { willSet { _willChangeCopiedProperty() } }
  /// Core Animation: whether the text wraps to the bounds' width (false by default). Wrapped
  /// text breaks between words; lines below the bounds are not drawn and the last line drawn is
  /// shortened per `truncationMode`.
  @exclusivity(unchecked) open var isWrapped = false { willSet { _willChangeCopiedProperty() } }
  /// At most this many lines when wrapped (0: as many as fit) — UILabel's `numberOfLines`.
  @exclusivity(unchecked) package var _maximumLines = 0 { willSet { _willChangeCopiedProperty() } }
  /// Wrapped lines break between characters instead of words (`.byCharWrapping`).
  @exclusivity(unchecked) package var _wrapsCharacters = false { willSet { _willChangeCopiedProperty() } }
  /// Whether the font is bold (the view layer sets it from its `UIFont`; CA's `font` property
  /// takes a platform font object, which Linux does not have).
  @exclusivity(unchecked) package var _isBold = false { willSet { _willChangeCopiedProperty() } }

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
      truncationMode = other.truncationMode
      isWrapped = other.isWrapped
      _maximumLines = other._maximumLines
      _wrapsCharacters = other._wrapsCharacters
      _isBold = other._isBold
    }
  }

  package override func _snapshotText(_ values: _LayerValues) -> RenderText? {
    var text: String
    switch string {
    case let s as String: text = s
    case let s as NSAttributedString: text = s.string
    case nil: return nil
    case let other?: text = "\(other)"
    }
    let mode: TextMetrics.Truncation
    switch truncationMode {
    case .start: mode = .head
    case .middle: mode = .middle
    case .end: mode = .tail
    default: mode = .clip
    }
    let width = Double(values.bounds.width)
    let size = Double(fontSize)
    if isWrapped {
      // As many lines as the bounds hold (at least one), at most `_maximumLines`.
      let fitting = max(1, Int((Double(values.bounds.height) + 1e-6) / (TextMetrics.lineHeight * size)))
      let limit = _maximumLines > 0 ? min(_maximumLines, fitting) : fitting
      text = TextMetrics.layOut(
        text, width: width, maximumLines: limit, fontSize: size, isBold: _isBold,
        wrapping: _wrapsCharacters ? .characters : .words, truncation: mode
      ).joined(separator: "\n")
    } else if TextMetrics.width(of: text, fontSize: size, isBold: _isBold) > width {
      text = text.split(separator: "\n", omittingEmptySubsequences: false).map {
        TextMetrics.truncate(String($0), toWidth: width, fontSize: size, isBold: _isBold, mode: mode)
      }.joined(separator: "\n")
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
