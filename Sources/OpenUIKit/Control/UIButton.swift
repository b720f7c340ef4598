import Foundation
import OpenQuartzCore

/// A button with a title; tapping it sends `.touchUpInside` (and its primary action).
@preconcurrency @MainActor
open class UIButton: UIControl {
  public enum ButtonType: Int, Sendable { case custom = 0, system = 1, detailDisclosure, infoLight, infoDark, contactAdd, close }

  public private(set) var buttonType: ButtonType = .system
  package override var _controlAccessibilityTraits: UIAccessibilityTraits { .button }
  /// The label that draws the title.
  public let titleLabel: UILabel?
  var titles: [UInt: String] = [:]
  private var titleColors: [UInt: UIColor] = [:]
  private var attributedTitles: [UInt: NSAttributedString] = [:]
  var images: [UInt: UIImage] = [:]
  private var backgroundImages: [UInt: UIImage] = [:]
  private var _imageView: UIImageView?
  private var _backgroundImageView: UIImageView?
  /// `configuration` (UIButton+Configuration.swift).
  package var _configuration: Configuration?
  public typealias ConfigurationUpdateHandler = @MainActor (UIButton) -> Void
  /// UIKit: runs when the configuration needs updating (state changes, `setNeedsUpdateConfiguration()`).
  open var configurationUpdateHandler: ConfigurationUpdateHandler? { didSet { setNeedsUpdateConfiguration() } }
  /// The chevron of a navigation bar's back button (drawn before the title).
  package var _backIndicator: UIView?

  public override init(frame: CGRect) {
    let label = UILabel(frame: CGRect(origin: .zero, size: frame.size))
    titleLabel = label
    super.init(frame: frame)
    label.textAlignment = .center
    // UIKit: a button's title is shortened in the middle ("Sta…rt") when it does not fit.
    label.lineBreakMode = .byTruncatingMiddle
    label.textColor = tintColor
    label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(label)
  }

  public required init?(coder: NSCoder) {
    titleLabel = UILabel()
    super.init(coder: coder)
  }

  public convenience init(type buttonType: ButtonType) {
    self.init(frame: .zero)
    self.buttonType = buttonType
  }

  /// iOS 14: a system button that performs `primaryAction` when tapped.
  public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
    self.init(frame: .zero)
    self.buttonType = buttonType
    if let primaryAction {
      addAction(primaryAction, for: .primaryActionTriggered)
      setTitle(primaryAction.title, for: .normal)
    }
  }

  public convenience init(frame: CGRect, primaryAction: UIAction?) {
    self.init(frame: frame)
    if let primaryAction {
      addAction(primaryAction, for: .primaryActionTriggered)
      setTitle(primaryAction.title, for: .normal)
    }
  }

  open func setTitle(_ title: String?, for state: State) {
    titles[state.rawValue] = title
    updateTitle()
  }

  open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }

  open func setTitleColor(_ color: UIColor?, for state: State) {
    titleColors[state.rawValue] = color
    updateTitle()
  }

  open func titleColor(for state: State) -> UIColor? { titleColors[state.rawValue] ?? titleColors[State.normal.rawValue] }

  open var currentTitle: String? { attributedTitle(for: state)?.string ?? title(for: state) }

  /// UIKit: a button's accessibility label is its current title (or its configuration's) until
  /// one is set.
  open override var accessibilityLabel: String? {
    get { super.accessibilityLabel ?? currentTitle ?? configuration?.title }
    set { super.accessibilityLabel = newValue }
  }

  /// UIKit: an attributed title wins over the plain one for its state; its text is drawn with
  /// the title label's font and colour here (attributes are not drawn).
  open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
    attributedTitles[state.rawValue] = title
    updateTitle()
  }
  open func attributedTitle(for state: State) -> NSAttributedString? {
    attributedTitles[state.rawValue] ?? attributedTitles[State.normal.rawValue]
  }
  open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }

  // MARK: Images

  /// The image shown before the title (its state's, else the normal state's).
  open func setImage(_ image: UIImage?, for state: State) {
    images[state.rawValue] = image
    updateTitle()
  }
  open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[State.normal.rawValue] }
  open var currentImage: UIImage? { image(for: state) }
  /// The view that shows `currentImage` (made on first use).
  open var imageView: UIImageView? {
    if let view = _imageView { return view }
    let view = UIImageView()
    view.contentMode = .scaleAspectFit
    _imageView = view
    addSubview(view)
    return view
  }

  open func setBackgroundImage(_ image: UIImage?, for state: State) {
    backgroundImages[state.rawValue] = image
    updateTitle()
  }
  open func backgroundImage(for state: State) -> UIImage? {
    backgroundImages[state.rawValue] ?? backgroundImages[State.normal.rawValue]
  }
  open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

  /// UIKit (deprecated in iOS 15, still honoured): space around the content, and offsets of the
  /// title and the image from where the content layout puts them.
  open var contentEdgeInsets: UIEdgeInsets = .zero { didSet { _contentChanged() } }
  open var titleEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }
  open var imageEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }
  /// UIKit: a custom button dims its image while highlighted (true by default).
  open var adjustsImageWhenHighlighted = true
  open var adjustsImageWhenDisabled = true

  open override var isHighlighted: Bool { didSet { updateTitle(); _stateChanged() } }
  open override var isEnabled: Bool { didSet { updateTitle(); _stateChanged() } }
  open override var isSelected: Bool { didSet { updateTitle(); _stateChanged() } }

  func updateTitle() {
    let attributed = attributedTitle(for: state)
    titleLabel?.text = attributed?.string ?? title(for: state)
    // UIKit: an attributed title's own colour wins over the title colour for the state.
    let attributedColor = attributed.flatMap {
      $0.length > 0 ? $0.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor : nil
    }
    titleLabel?.textColor = attributedColor ?? titleColor(for: state) ?? _configuration?._foregroundColor(for: self) ?? tintColor
    titleLabel?.alpha = isHighlighted ? 0.5 : 1
    let image = currentImage
    if image != nil || _imageView != nil {
      imageView?.image = image
      imageView?.preferredSymbolConfiguration = _currentSymbolConfiguration
      imageView?.tintColor = _configuration?._foregroundColor(for: self)
      imageView?.alpha = isHighlighted && adjustsImageWhenHighlighted ? 0.5 : 1
    }
    let background = currentBackgroundImage
    if background != nil || _backgroundImageView != nil {
      if _backgroundImageView == nil {
        let view = UIImageView()
        _backgroundImageView = view
        insertSubview(view, at: 0)
      }
      _backgroundImageView?.image = background
    }
    _contentChanged()
  }

  private func _contentChanged() {
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  /// A button whose content is only a title, with no insets, alignment or configuration, keeps
  /// its title label over its whole bounds (the label centres the text).
  private var _usesContentLayout: Bool {
    currentImage != nil || _configuration != nil || contentEdgeInsets != .zero || titleEdgeInsets != .zero
      || contentHorizontalAlignment != .center || contentVerticalAlignment != .center
  }

  /// The insets around the content: the configuration's, else `contentEdgeInsets`.
  private var _contentInsets: UIEdgeInsets {
    guard let c = _configuration else { return contentEdgeInsets }
    let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
    let i = c.contentInsets
    return UIEdgeInsets(top: i.top, left: rtl ? i.trailing : i.leading, bottom: i.bottom, right: rtl ? i.leading : i.trailing)
  }

  private var _imagePadding: CGFloat { _configuration?.imagePadding ?? 0 }

  private var _titleSize: CGSize {
    guard let label = titleLabel, let text = label.text, !text.isEmpty else { return .zero }
    return label.intrinsicContentSize
  }

  private var _imageSize: CGSize {
    guard let image = currentImage else { return .zero }
    guard image.isSymbolImage, let preferred = _currentSymbolConfiguration else { return image.size }
    return (image.applyingSymbolConfiguration(preferred) ?? image).size
  }

  /// Symbol configurations for the images of each state.
  var symbolConfigurations: [UInt: UIImage.SymbolConfiguration] = [:]

  /// Sets the symbol configuration laid over the image shown in `state`.
  open func setPreferredSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration?, forImageIn state: UIControl.State) {
    symbolConfigurations[state.rawValue] = configuration
    updateTitle()
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  /// The symbol configuration for the image in `state` (the normal state's when unset).
  open func preferredSymbolConfigurationForImage(in state: UIControl.State) -> UIImage.SymbolConfiguration? {
    symbolConfigurations[state.rawValue] ?? symbolConfigurations[UIControl.State.normal.rawValue]
  }

  /// The configuration for the current state, or the button configuration's.
  private var _currentSymbolConfiguration: UIImage.SymbolConfiguration? {
    preferredSymbolConfigurationForImage(in: state) ?? _configuration?.preferredSymbolConfigurationForImage
  }

  /// Title and image side by side (image first), centred or aligned in the content rectangle
  /// (`contentEdgeInsets` or the configuration's insets), then moved by their edge insets.
  open override func layoutSubviews() {
    super.layoutSubviews()
    _backgroundImageView?.frame = bounds
    guard _usesContentLayout, let label = titleLabel else { return }
    let content = bounds.inset(by: _contentInsets)
    let title = _titleSize, image = _imageSize
    let gap = image.width > 0 && title.width > 0 ? _imagePadding : 0
    let placement = _configuration?.imagePlacement ?? .leading
    if placement == .top || placement == .bottom {
      // Stacked: image above (or below) the title, each centred across the content.
      let total = image.height + gap + title.height
      var y = content.midY - total / 2
      let first = placement == .top ? image : title, second = placement == .top ? title : image
      let firstFrame = CGRect(x: content.midX - first.width / 2, y: y, width: first.width, height: first.height)
      y += first.height + gap
      let secondFrame = CGRect(x: content.midX - second.width / 2, y: y, width: second.width, height: second.height)
      _imageView?.frame = (placement == .top ? firstFrame : secondFrame).inset(by: imageEdgeInsets)
      label.autoresizingMask = []
      label.frame = (placement == .top ? secondFrame : firstFrame).inset(by: titleEdgeInsets)
      return
    }
    let total = image.width + gap + title.width
    var x: CGFloat
    switch effectiveContentHorizontalAlignment {
    case .left, .leading, .fill: x = content.minX
    case .right, .trailing: x = content.maxX - total
    case .center: x = content.midX - total / 2
    }
    func y(_ height: CGFloat) -> CGFloat {
      switch contentVerticalAlignment {
      case .top, .fill: return content.minY
      case .bottom: return content.maxY - height
      case .center: return content.midY - height / 2
      }
    }
    // The image on the leading side by default, after the title for `.trailing` placement.
    let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
    let imageFirst = (placement == .trailing) == rtl
    let imageFrame: CGRect, titleFrame: CGRect
    if imageFirst {
      imageFrame = CGRect(x: x, y: y(image.height), width: image.width, height: image.height)
      x += image.width + gap
      let titleWidth = effectiveContentHorizontalAlignment == .fill ? max(0, content.maxX - x) : min(title.width, max(0, content.maxX - x))
      titleFrame = CGRect(x: x, y: y(title.height), width: titleWidth, height: title.height)
    } else {
      titleFrame = CGRect(x: x, y: y(title.height), width: title.width, height: title.height)
      imageFrame = CGRect(x: x + title.width + gap, y: y(image.height), width: image.width, height: image.height)
    }
    if let imageView = _imageView { imageView.frame = imageFrame.inset(by: imageEdgeInsets) }
    label.autoresizingMask = []
    label.frame = titleFrame.inset(by: titleEdgeInsets)
  }

  open override var intrinsicContentSize: CGSize {
    guard _usesContentLayout else {
      let size = titleLabel?.intrinsicContentSize ?? .zero
      return CGSize(width: size.width + 16, height: max(size.height + 12, 44))
    }
    let title = _titleSize, image = _imageSize, insets = _contentInsets
    let gap = image.width > 0 && title.width > 0 ? _imagePadding : 0
    if let placement = _configuration?.imagePlacement, placement == .top || placement == .bottom {
      return CGSize(
        width: max(image.width, title.width) + insets.left + insets.right,
        height: image.height + gap + title.height + insets.top + insets.bottom)
    }
    return CGSize(
      width: image.width + gap + title.width + insets.left + insets.right,
      height: max(image.height, title.height) + insets.top + insets.bottom)
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  /// Asks for `updateConfiguration()` (UIKit defers it to the next layout; here it runs at once,
  /// and the layout that shows it follows in the pass).
  open func setNeedsUpdateConfiguration() {
    updateConfiguration()
  }

  /// Runs `configurationUpdateHandler`, then applies `configuration` (UIButton+Configuration.swift).
  open func updateConfiguration() {
    configurationUpdateHandler?(self)
    _applyConfiguration()
  }
}
