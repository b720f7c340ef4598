import Foundation
import OpenQuartzCore

/// Horizontal text alignment.
public enum NSTextAlignment: Int, Sendable {
  case left = 0
  case center = 1
  case right = 2
  case justified = 3
  case natural = 4
}

/// How a line of text that does not fit is wrapped or shortened (NSParagraphStyle.h values).
public enum NSLineBreakMode: Int, Sendable {
  case byWordWrapping = 0
  case byCharWrapping = 1
  case byClipping = 2
  case byTruncatingHead = 3
  case byTruncatingTail = 4
  case byTruncatingMiddle = 5
}

/// A view that shows a line of text (drawn by a `CATextLayer`, so frames carry the text).
@preconcurrency @MainActor
open class UILabel: UIView, UIContentSizeCategoryAdjusting {
  // Stored properties skip the dynamic exclusivity check (sbload18): main-actor state read and
  // written whole; the checks were ≈ 150 thread-local lookups a loaded storyboard scene.
  /// Whether the font follows the preferred text size (which is always the default here).
  @exclusivity(unchecked) open var adjustsFontForContentSizeCategory = false
  open override class var layerClass: AnyClass { CATextLayer.self }

  private var textLayer: CATextLayer { layer as! CATextLayer }

  @exclusivity(unchecked) open var text: String? {
    didSet {
      if !_settingAttributedText { _attributedText = nil }
      updateLayer { $0.string = text }
      if adjustsFontSizeToFitWidth { _fitFontSize() }
    }
  }
  /// UIKit: the label's text with attributes. Setting it sets `text` to its string and the
  /// label's `font`, `textColor`, `textAlignment` and `lineBreakMode` to the attributes at
  /// location 0 [D]; reading it gives the string set, or the text with the label's style. Runs
  /// after the first are kept but drawn in the first run's style (Docs/Behaviour.md "Buttons").
  open var attributedText: NSAttributedString? {
    get {
      if let stored = _attributedText { return stored }
      return text.map { NSAttributedString(string: $0, attributes: _styleAttributes) }
    }
    set {
      _settingAttributedText = true
      defer { _settingAttributedText = false }
      _attributedText = nil
      text = newValue?.string
      guard let newValue, newValue.length > 0 else { return }
      let first = newValue.attributes(at: 0, effectiveRange: nil)
      if let font = first[.font] as? UIFont { self.font = font }
      if let color = first[.foregroundColor] as? UIColor { self.textColor = color }
      if let style = first[.paragraphStyle] as? NSParagraphStyle {
        self.textAlignment = style.alignment
        self.lineBreakMode = style.lineBreakMode
      }
      _attributedText = newValue.copy() as? NSAttributedString
    }
  }
  @exclusivity(unchecked) private var _attributedText: NSAttributedString?
  @exclusivity(unchecked) private var _settingAttributedText = false

  /// The label's style as text attributes (font, colour, paragraph alignment and line breaks).
  private var _styleAttributes: [NSAttributedString.Key: Any] {
    let style = NSMutableParagraphStyle()
    style.alignment = textAlignment
    style.lineBreakMode = lineBreakMode
    return [.font: font as Any, .foregroundColor: textColor as Any, .paragraphStyle: style]
  }

  /// UIKit: a style property set after `attributedText` applies to the whole attributed text.
  private func _restyleAttributedText(_ key: NSAttributedString.Key, _ value: AnyObject?) {
    guard !_settingAttributedText, let stored = _attributedText, let value, stored.length > 0 else { return }
    // Rebuilt run by run with `setAttributes`: `addAttribute` on a mutable copy of the stored
    // string halted inside CoreFoundation here (Linux Foundation).
    let copy = NSMutableAttributedString(string: stored.string)
    stored.enumerateAttributes(in: NSRange(location: 0, length: stored.length)) { attributes, range, _ in
      var runAttributes = attributes
      runAttributes[key] = value
      copy.setAttributes(runAttributes, range: range)
    }
    _attributedText = copy
  }

  @exclusivity(unchecked) open var font: UIFont! = UIFont.systemFont(ofSize: 17) {
    didSet {
      _restyleAttributedText(.font, font as UIFont?)
      updateLayer { [font] layer in
        layer.fontSize = font?.pointSize ?? 17
        layer._isBold = font?.isBold ?? false
      }
      if adjustsFontSizeToFitWidth { _fitFontSize() }
    }
  }
  @exclusivity(unchecked) open var textColor: UIColor! = .label {
    didSet {
      _restyleAttributedText(.foregroundColor, textColor as UIColor?)
      updateLayer { [textColor] in $0.foregroundColor = textColor?.cgColor }
    }
  }
  @exclusivity(unchecked) open var textAlignment: NSTextAlignment = .natural {
    didSet {
      updateLayer { [textAlignment] in $0.alignmentMode = Self._alignmentMode(textAlignment) }
      if _attributedText != nil { _restyleAttributedText(.paragraphStyle, _styleAttributes[.paragraphStyle] as? NSParagraphStyle) }
    }
  }
  @exclusivity(unchecked) open var numberOfLines: Int = 1 {
    didSet {
      updateLayer { [numberOfLines] layer in
        layer.isWrapped = numberOfLines != 1
        layer._maximumLines = max(0, numberOfLines)
      }
      if adjustsFontSizeToFitWidth { _fitFontSize() }
    }
  }
  /// UIKit: how a line too wide for the label is shortened; tail truncation ("Title…") by
  /// default. With `numberOfLines` 0 or > 1 the text wraps between words (between characters
  /// for `.byCharWrapping`) and the mode shortens the last line; on one line the wrapping modes
  /// clip (Docs/Behaviour.md "Frames that look like iOS").
  @exclusivity(unchecked) open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
    didSet {
      updateLayer { [lineBreakMode] layer in
        layer.truncationMode = Self._truncationMode(lineBreakMode)
        layer._wrapsCharacters = lineBreakMode == .byCharWrapping
      }
    }
  }
  @exclusivity(unchecked) open var isEnabled: Bool = true

  /// UIKit: whether a one-line label shrinks its font until the text fits its width, down to
  /// `minimumScaleFactor` × `font.pointSize` (false by default). Only the drawn text shrinks:
  /// `font` and `intrinsicContentSize` stay those of the unscaled font; text still too wide at
  /// the smallest size is shortened by `lineBreakMode` (Docs/Behaviour/everyday3.md).
  @exclusivity(unchecked) open var adjustsFontSizeToFitWidth: Bool = false {
    didSet { if adjustsFontSizeToFitWidth != oldValue { _fitFontSize() } }
  }
  /// UIKit: the smallest multiple of the font size the text shrinks to (0 by default, which
  /// keeps the current size: no shrinking); clamped to 0…1.
  @exclusivity(unchecked) open var minimumScaleFactor: CGFloat = 0 {
    didSet { if minimumScaleFactor != oldValue { _fitFontSize() } }
  }
  /// UIKit: whether the label tightens letter spacing before truncating (false by default).
  /// Stored; the estimated text metrics have no letter spacing to tighten.
  @exclusivity(unchecked) open var allowsDefaultTighteningForTruncation: Bool = false

  /// The font size the text is drawn at: `font.pointSize`, or less when it shrinks to fit.
  package var _drawnFontSize: CGFloat {
    let size = font?.pointSize ?? 17
    guard adjustsFontSizeToFitWidth, numberOfLines == 1, let string = text, !string.isEmpty else { return size }
    let factor = Swift.min(Swift.max(minimumScaleFactor, 0), 1)
    guard factor > 0, factor < 1 else { return size }
    let bold = font?.isBold ?? false
    let available = Double(bounds.width)
    let natural = TextMetrics.width(of: string, fontSize: Double(size), isBold: bold)
    guard natural > available else { return size }
    // The estimate is linear in the size: the largest size that fits, not below the minimum.
    let fitted = available > 0 ? Double(size) * available / natural : 0
    return Swift.max(CGFloat(fitted), size * factor)
  }

  /// Puts the drawn font size on the text layer (after the text, the font, the width or a
  /// fitting property changed).
  private func _fitFontSize() {
    let drawn = _drawnFontSize
    if textLayer.fontSize != drawn { updateLayer { $0.fontSize = drawn } }
  }

  open override var frame: CGRect {
    get { super.frame }
    set {
      let oldWidth = super.bounds.width
      super.frame = newValue
      if adjustsFontSizeToFitWidth, super.bounds.width != oldWidth { _fitFontSize() }
    }
  }

  open override var bounds: CGRect {
    get { super.bounds }
    set {
      let oldWidth = super.bounds.width
      super.bounds = newValue
      if adjustsFontSizeToFitWidth, super.bounds.width != oldWidth { _fitFontSize() }
    }
  }

  /// UIKit: the width a multi-line label's text wraps at when its intrinsic size is computed
  /// (Auto Layout); 0 (the default) leaves the text on its natural lines.
  open var preferredMaxLayoutWidth: CGFloat = 0 {
    didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
  }
  package override var _isAccessibilityElementByDefault: Bool { true }
  package override var _accessibilityTraitsByDefault: UIAccessibilityTraits { .staticText }
  /// UIKit: a label's accessibility label is its text until one is set.
  open override var accessibilityLabel: String? {
    get { super.accessibilityLabel ?? text }
    set { super.accessibilityLabel = newValue }
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
    updateLayer()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isUserInteractionEnabled = false
    updateLayer()
  }

  /// Sets every text-layer property from the label (at creation).
  private func updateLayer() {
    UIView.performWithoutAnimation {
      textLayer.string = text
      textLayer.fontSize = font.pointSize
      textLayer._isBold = font.isBold
      textLayer.foregroundColor = textColor.cgColor
      textLayer.truncationMode = Self._truncationMode(lineBreakMode)
      textLayer.isWrapped = numberOfLines != 1
      textLayer._maximumLines = max(0, numberOfLines)
      textLayer._wrapsCharacters = lineBreakMode == .byCharWrapping
      textLayer.alignmentMode = Self._alignmentMode(textAlignment)
    }
  }

  /// Sets only what one property changed (a storyboard sets several properties of every label
  /// it loads; re-setting all of them each time was a measurable part of the load, issue 15).
  private func updateLayer(_ change: (CATextLayer) -> Void) {
    UIView.performWithoutAnimation { change(textLayer) }
  }

  private static func _truncationMode(_ mode: NSLineBreakMode) -> CATextLayerTruncationMode {
    switch mode {
    case .byTruncatingHead: .start
    case .byTruncatingTail: .end
    case .byTruncatingMiddle: .middle
    case .byClipping, .byWordWrapping, .byCharWrapping: .none
    }
  }

  private static func _alignmentMode(_ alignment: NSTextAlignment) -> CATextLayerAlignmentMode {
    switch alignment {
    case .left: .left
    case .center: .center
    case .right: .right
    case .justified: .justified
    case .natural: .natural
    }
  }

  /// The text's size: its widest line by `TextMetrics`' per-character estimate, 1.2 em per line;
  /// a multi-line label with a `preferredMaxLayoutWidth` wraps at that width (UIKit: "if the
  /// text extends beyond the width specified by this property, the additional text flows to one
  /// or more new lines, increasing the height of the label").
  open override var intrinsicContentSize: CGSize {
    if numberOfLines != 1, preferredMaxLayoutWidth > 0, text != nil {
      return sizeThatFits(CGSize(width: preferredMaxLayoutWidth, height: .greatestFiniteMagnitude))
    }
    let string = text ?? ""
    let width = TextMetrics.width(of: string, fontSize: Double(font.pointSize), isBold: font.isBold)
    let lines = CGFloat(max(1, string.split(separator: "\n", omittingEmptySubsequences: false).count))
    return CGSize(width: CGFloat(width).rounded(.up), height: (font.pointSize * 1.2 * lines).rounded(.up))
  }

  /// UIKit: a multi-line label wraps its text to `size.width` (when given) and is as tall as
  /// its lines, at most `numberOfLines` of them.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    guard numberOfLines != 1, size.width > 0, let string = text else { return intrinsicContentSize }
    let lines = TextMetrics.layOut(
      string, width: Double(size.width), maximumLines: max(0, numberOfLines), fontSize: Double(font.pointSize),
      isBold: font.isBold, wrapping: lineBreakMode == .byCharWrapping ? .characters : .words, truncation: .tail)
    let width = lines.map { TextMetrics.width(of: $0, fontSize: Double(font.pointSize), isBold: font.isBold) }.max() ?? 0
    return CGSize(
      width: min(CGFloat(width).rounded(.up), size.width),
      height: (font.pointSize * CGFloat(TextMetrics.lineHeight) * CGFloat(lines.count)).rounded(.up))
  }
}
