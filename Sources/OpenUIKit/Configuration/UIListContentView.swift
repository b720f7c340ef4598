import Foundation

/// iOS 14: the content view of a `UIListContentConfiguration` — an image view, a text label
/// and a secondary text label laid out inside the configuration's margins (Docs/Behaviour/
/// lists16c.md "List content").
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
  private var _listConfiguration: UIListContentConfiguration
  private let _imageView = UIImageView()
  private let _textLabel = UILabel()
  private let _secondaryLabel = UILabel()

  public init(configuration: UIListContentConfiguration) {
    _listConfiguration = configuration
    super.init(frame: .zero)
    isUserInteractionEnabled = true
    addSubview(_imageView)
    addSubview(_textLabel)
    addSubview(_secondaryLabel)
    _apply()
  }

  public required init?(coder: NSCoder) {
    _listConfiguration = .cell()
    super.init(coder: coder)
    addSubview(_imageView)
    addSubview(_textLabel)
    addSubview(_secondaryLabel)
    _apply()
  }

  /// The configuration shown; only a `UIListContentConfiguration` can be set (another kind is
  /// refused with UIKit's exception text and changes nothing).
  open var configuration: UIContentConfiguration {
    get { _listConfiguration }
    set {
      guard let list = newValue as? UIListContentConfiguration else {
        Diagnostics.exception(
          "Invalid configuration (\(type(of: newValue))) provided to \(type(of: self)): \(self). Only UIListContentConfiguration is supported.")
        return
      }
      guard list != _listConfiguration else { return }
      _listConfiguration = list
      _apply()
    }
  }

  /// The configuration as its own type (for the owner's convenience).
  package var _configuration: UIListContentConfiguration { _listConfiguration }

  public func supports(_ configuration: UIContentConfiguration) -> Bool {
    configuration is UIListContentConfiguration
  }

  /// The views that show the configuration, for tests and the cell's own layout.
  package var _imageViewForTesting: UIImageView { _imageView }
  package var _textLabelForTesting: UILabel { _textLabel }
  package var _secondaryTextLabelForTesting: UILabel { _secondaryLabel }

  private static func _style(_ label: UILabel, _ p: UIListContentConfiguration.TextProperties) {
    label.font = p.font
    label.textColor = p.resolvedColor()
    label.numberOfLines = p.numberOfLines
    label.lineBreakMode = p.lineBreakMode
    label.adjustsFontSizeToFitWidth = p.adjustsFontSizeToFitWidth
    label.minimumScaleFactor = p.minimumScaleFactor
    label.allowsDefaultTighteningForTruncation = p.allowsDefaultTighteningForTruncation
    label.adjustsFontForContentSizeCategory = p.adjustsFontForContentSizeCategory
    switch p.alignment {
    case .natural: label.textAlignment = .natural
    case .center: label.textAlignment = .center
    case .justified: label.textAlignment = .justified
    }
  }

  private func _apply() {
    let c = _listConfiguration
    UIView.performWithoutAnimation {
      Self._style(_textLabel, c.textProperties)
      if let attributed = c.attributedText {
        _textLabel.attributedText = attributed
      } else {
        _textLabel.text = c._shownText
      }
      _textLabel.isHidden = c._shownText?.isEmpty ?? true
      Self._style(_secondaryLabel, c.secondaryTextProperties)
      if let attributed = c.secondaryAttributedText {
        _secondaryLabel.attributedText = attributed
      } else {
        _secondaryLabel.text = c._shownSecondaryText
      }
      _secondaryLabel.isHidden = c._shownSecondaryText?.isEmpty ?? true
      if c.prefersSideBySideTextAndSecondaryText { _secondaryLabel.textAlignment = .right }
      _imageView.image = c.image
      _imageView.isHidden = c.image == nil
      _imageView.preferredSymbolConfiguration = c.imageProperties.preferredSymbolConfiguration
      _imageView.tintColor = c.imageProperties.tintColor.map { c.imageProperties.resolvedTintColor(for: $0) }
      _imageView.layer.cornerRadius = c.imageProperties.cornerRadius
      _imageView.clipsToBounds = c.imageProperties.cornerRadius > 0
      _imageView.contentMode = .scaleAspectFit
    }
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  // MARK: Layout

  /// The standard space reserved for an image in a cell ([U]).
  static let _standardImageReservedWidth: CGFloat = 29

  private struct _Frames {
    var image: CGRect = .zero
    var text: CGRect = .zero
    var secondary: CGRect = .zero
    var height: CGFloat = 0
  }

  private func _imageSize() -> CGSize {
    guard let size = _imageView.image.map({ _ in _imageView.intrinsicContentSize }) else { return .zero }
    var s = CGSize(width: max(0, size.width), height: max(0, size.height))
    let m = _listConfiguration.imageProperties.maximumSize
    if m.width > 0, s.width > m.width {
      s = CGSize(width: m.width, height: s.width > 0 ? s.height * m.width / s.width : s.height)
    }
    if m.height > 0, s.height > m.height {
      s = CGSize(width: s.height > 0 ? s.width * m.height / s.height : s.width, height: m.height)
    }
    return s
  }

  private func _reservedImageWidth(for imageSize: CGSize) -> CGFloat {
    let reserved = _listConfiguration.imageProperties.reservedLayoutSize.width
    if reserved == UIListContentConfiguration.ImageProperties.standardDimension {
      return max(imageSize.width, Self._standardImageReservedWidth)
    }
    return max(imageSize.width, reserved)
  }

  private func _labelSize(_ label: UILabel, width: CGFloat) -> CGSize {
    guard !label.isHidden else { return .zero }
    let fit = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
    return CGSize(width: min(width, fit.width), height: fit.height)
  }

  /// Frames for a view `width` wide and (when laying out) `height` tall.
  private func _frames(width: CGFloat, height: CGFloat?) -> _Frames {
    let c = _listConfiguration
    let m = c.directionalLayoutMargins
    var f = _Frames()
    let hasImage = !_imageView.isHidden
    let imageSize = hasImage ? _imageSize() : .zero
    let imageSlot = hasImage ? _reservedImageWidth(for: imageSize) : 0
    let leading = m.leading + (hasImage ? imageSlot + c.imageToTextPadding : 0)
    let available = max(0, width - leading - m.trailing)
    let hasText = !_textLabel.isHidden, hasSecondary = !_secondaryLabel.isHidden
    var textSize = _labelSize(_textLabel, width: available)
    var secondarySize = _labelSize(_secondaryLabel, width: available)
    var sideBySide = false
    if c.prefersSideBySideTextAndSecondaryText, hasText, hasSecondary {
      let text1 = _textLabel.intrinsicContentSize, second1 = _secondaryLabel.intrinsicContentSize
      if text1.width + c.textToSecondaryTextHorizontalPadding + second1.width <= available {
        sideBySide = true
        textSize = text1
        secondarySize = second1
      }
    }
    let textBlock: CGFloat
    if sideBySide {
      textBlock = max(textSize.height, secondarySize.height)
    } else {
      textBlock = textSize.height + secondarySize.height
        + (hasText && hasSecondary ? c.textToSecondaryTextVerticalPadding : 0)
    }
    let content = max(textBlock, imageSize.height)
    f.height = m.top + content + m.bottom
    let boxHeight = max(0, (height ?? f.height) - m.top - m.bottom)
    let top = m.top + (boxHeight - textBlock) / 2
    if hasImage {
      f.image = CGRect(
        x: m.leading + (imageSlot - imageSize.width) / 2, y: m.top + (boxHeight - imageSize.height) / 2,
        width: imageSize.width, height: imageSize.height)
    }
    if sideBySide {
      f.text = CGRect(x: leading, y: m.top + (boxHeight - textSize.height) / 2, width: textSize.width, height: textSize.height)
      f.secondary = CGRect(
        x: leading + available - secondarySize.width, y: m.top + (boxHeight - secondarySize.height) / 2,
        width: secondarySize.width, height: secondarySize.height)
    } else {
      f.text = CGRect(x: leading, y: top, width: available, height: textSize.height)
      let secondaryTop = top + textSize.height + (hasText ? c.textToSecondaryTextVerticalPadding : 0)
      f.secondary = CGRect(x: leading, y: hasText ? secondaryTop : top, width: available, height: secondarySize.height)
    }
    return f
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let f = _frames(width: bounds.width, height: bounds.height)
    UIView.performWithoutAnimation {
      _imageView.frame = f.image
      _textLabel.frame = f.text
      _secondaryLabel.frame = f.secondary
    }
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let width = size.width > 0 ? size.width : 320
    return CGSize(width: width, height: _frames(width: width, height: nil).height)
  }

  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: _frames(width: bounds.width > 0 ? bounds.width : 320, height: nil).height)
  }
}
