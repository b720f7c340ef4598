import Foundation

/// iOS 17: a description of an empty state — an image, a text, a secondary text, up to two
/// buttons and a background — shown by a `UIContentUnavailableView`, usually through a view
/// controller's `contentUnavailableConfiguration` (Docs/Behaviour/lists16c.md "Content unavailable").
public struct UIContentUnavailableConfiguration: UIContentConfiguration {
  public enum Alignment: Int, Hashable, Sendable { case center = 0, natural }

  public struct ImageProperties {
    public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
    /// Nil: the view's tint colour.
    public var tintColor: UIColor?
    public var cornerRadius: CGFloat = 0
    /// Zero in a dimension: no maximum in it.
    public var maximumSize: CGSize = .zero
    public var accessibilityIgnoresInvertColors = false
  }

  public struct TextProperties {
    public var font: UIFont
    public var color: UIColor
    public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    /// 0: as many lines as needed.
    public var numberOfLines = 0
    public var adjustsFontSizeToFitWidth = false
    public var minimumScaleFactor: CGFloat = 0
    public var allowsDefaultTighteningForTruncation = true
  }

  public struct ButtonProperties {
    public var primaryAction: UIAction?
    public var menu: UIMenu?
    public var isEnabled = true
  }

  enum _Kind { case empty, loading, search }
  let _kind: _Kind

  public var image: UIImage?
  public var imageProperties = ImageProperties()
  public var text: String?
  public var attributedText: NSAttributedString?
  public var textProperties: TextProperties
  public var secondaryText: String?
  public var secondaryAttributedText: NSAttributedString?
  public var secondaryTextProperties: TextProperties
  /// Shown when it has a title or an image.
  public var button: UIButton.Configuration = .plain()
  public var buttonProperties = ButtonProperties()
  public var secondaryButton: UIButton.Configuration = .plain()
  public var secondaryButtonProperties = ButtonProperties()
  public var alignment: Alignment = .center
  public var axesPreservingSuperviewLayoutMargins: UIAxis = .both
  public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
  public var imageToTextPadding: CGFloat = 16
  public var textToSecondaryTextPadding: CGFloat = 8
  public var textToButtonPadding: CGFloat = 16
  public var buttonToSecondaryButtonPadding: CGFloat = 8
  /// The background behind the content (by default clear).
  public var background: UIBackgroundConfiguration = .clear()

  init(_ kind: _Kind) {
    _kind = kind
    textProperties = TextProperties(font: UIFont(systemSize: 20, weight: .semibold), color: .label)
    secondaryTextProperties = TextProperties(font: .preferredFont(forTextStyle: .body), color: .secondaryLabel)
    imageProperties.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 48)
    imageProperties.tintColor = .secondaryLabel
    switch kind {
    case .empty: break
    case .loading:
      text = "Loading…"
      textProperties.font = .preferredFont(forTextStyle: .body)
      textProperties.color = .secondaryLabel
    case .search:
      image = UIImage(systemName: "magnifyingglass")
      text = "No Results"
    }
  }

  /// A blank configuration to fill with your content.
  public static func empty() -> UIContentUnavailableConfiguration { .init(.empty) }
  /// A spinning activity indicator over the text "Loading…" ([U] text).
  public static func loading() -> UIContentUnavailableConfiguration { .init(.loading) }
  /// A search that found nothing: a magnifying glass and "No Results"; updated for a state
  /// with search text it names the text ([U] wording).
  public static func search() -> UIContentUnavailableConfiguration { .init(.search) }

  @MainActor public func makeContentView() -> UIView & UIContentView { UIContentUnavailableView(configuration: self) }

  public func updated(for state: UIConfigurationState) -> UIContentUnavailableConfiguration {
    guard _kind == .search, let search = state as? UIContentUnavailableConfigurationState else { return self }
    var copy = self
    if let query = search.searchText, !query.isEmpty {
      if text == "No Results" || text?.hasPrefix("No Results for") == true { copy.text = "No Results for “\(query)”" }
      if secondaryText == nil { copy.secondaryText = "Check the spelling or try a new search." }
    }
    return copy
  }

  var _showsActivityIndicator: Bool { _kind == .loading }
}

/// iOS 17: the view of a `UIContentUnavailableConfiguration`: its content centred (or
/// leading-aligned) in the margins over the configuration's background.
@preconcurrency @MainActor
open class UIContentUnavailableView: UIView, UIContentView {
  private var _unavailableConfiguration: UIContentUnavailableConfiguration
  private let _background: _UIBackgroundConfigurationView
  private let _imageView = UIImageView()
  private let _activityIndicator = UIActivityIndicatorView(style: .medium)
  private let _textLabel = UILabel()
  private let _secondaryLabel = UILabel()
  private let _button = UIButton(type: .system)
  private let _secondaryButton = UIButton(type: .system)
  private var _buttonActions: [UIAction?] = [nil, nil]

  public init(configuration: UIContentUnavailableConfiguration) {
    _unavailableConfiguration = configuration
    _background = _UIBackgroundConfigurationView(configuration: configuration.background)
    super.init(frame: .zero)
    for view: UIView in [_background, _imageView, _activityIndicator, _textLabel, _secondaryLabel, _button, _secondaryButton] {
      addSubview(view)
    }
    _apply()
  }

  public required init?(coder: NSCoder) {
    _unavailableConfiguration = .empty()
    _background = _UIBackgroundConfigurationView(configuration: .clear())
    super.init(coder: coder)
    _apply()
  }

  /// The configuration shown; only a `UIContentUnavailableConfiguration` can be set.
  open var configuration: UIContentConfiguration {
    get { _unavailableConfiguration }
    set {
      guard let c = newValue as? UIContentUnavailableConfiguration else {
        Diagnostics.exception(
          "Invalid configuration (\(type(of: newValue))) provided to \(type(of: self)): \(self). Only UIContentUnavailableConfiguration is supported.")
        return
      }
      _unavailableConfiguration = c
      _apply()
    }
  }

  public func supports(_ configuration: UIContentConfiguration) -> Bool {
    configuration is UIContentUnavailableConfiguration
  }

  package var _imageViewForTesting: UIImageView { _imageView }
  package var _textLabelForTesting: UILabel { _textLabel }
  package var _secondaryTextLabelForTesting: UILabel { _secondaryLabel }
  package var _buttonForTesting: UIButton { _button }
  package var _activityIndicatorForTesting: UIActivityIndicatorView { _activityIndicator }

  private static func _style(_ label: UILabel, _ p: UIContentUnavailableConfiguration.TextProperties, center: Bool) {
    label.font = p.font
    label.textColor = p.color
    label.numberOfLines = p.numberOfLines
    label.lineBreakMode = p.lineBreakMode
    label.adjustsFontSizeToFitWidth = p.adjustsFontSizeToFitWidth
    label.minimumScaleFactor = p.minimumScaleFactor
    label.allowsDefaultTighteningForTruncation = p.allowsDefaultTighteningForTruncation
    label.textAlignment = center ? .center : .natural
  }

  private func _setButton(_ button: UIButton, _ c: UIButton.Configuration, _ p: UIContentUnavailableConfiguration.ButtonProperties, index: Int) {
    button.configuration = c
    if let old = _buttonActions[index] { button.removeAction(old, for: .primaryActionTriggered) }
    _buttonActions[index] = p.primaryAction
    if let action = p.primaryAction { button.addAction(action, for: .primaryActionTriggered) }
    button.menu = p.menu
    button.isEnabled = p.isEnabled
    button.isHidden = c.title == nil && c.image == nil
  }

  private func _apply() {
    let c = _unavailableConfiguration
    let center = c.alignment == .center
    UIView.performWithoutAnimation {
      _background.apply(c.background)
      _imageView.image = c.image
      _imageView.isHidden = c.image == nil
      _imageView.preferredSymbolConfiguration = c.imageProperties.preferredSymbolConfiguration
      _imageView.tintColor = c.imageProperties.tintColor
      _imageView.layer.cornerRadius = c.imageProperties.cornerRadius
      _imageView.contentMode = .scaleAspectFit
      _activityIndicator.isHidden = !c._showsActivityIndicator
      if c._showsActivityIndicator { _activityIndicator.startAnimating() } else { _activityIndicator.stopAnimating() }
      Self._style(_textLabel, c.textProperties, center: center)
      if let attributed = c.attributedText { _textLabel.attributedText = attributed } else { _textLabel.text = c.text }
      _textLabel.isHidden = (c.attributedText?.string ?? c.text ?? "").isEmpty
      Self._style(_secondaryLabel, c.secondaryTextProperties, center: center)
      if let attributed = c.secondaryAttributedText {
        _secondaryLabel.attributedText = attributed
      } else {
        _secondaryLabel.text = c.secondaryText
      }
      _secondaryLabel.isHidden = (c.secondaryAttributedText?.string ?? c.secondaryText ?? "").isEmpty
      _setButton(_button, c.button, c.buttonProperties, index: 0)
      _setButton(_secondaryButton, c.secondaryButton, c.secondaryButtonProperties, index: 1)
    }
    setNeedsLayout()
  }

  /// The content's box: the bounds less the safe area (when the margins follow the superview's)
  /// and the configuration's margins.
  private var _contentBox: CGRect {
    let c = _unavailableConfiguration
    let m = c.directionalLayoutMargins
    let safe = safeAreaInsets
    let h = c.axesPreservingSuperviewLayoutMargins.contains(.horizontal)
    let v = c.axesPreservingSuperviewLayoutMargins.contains(.vertical)
    let left = m.leading + (h ? safe.left : 0), right = m.trailing + (h ? safe.right : 0)
    let top = m.top + (v ? safe.top : 0), bottom = m.bottom + (v ? safe.bottom : 0)
    return CGRect(
      x: left, y: top, width: max(0, bounds.width - left - right), height: max(0, bounds.height - top - bottom))
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let c = _unavailableConfiguration
    let box = _contentBox
    // The stack: image (or activity indicator), text, secondary text, button, secondary button.
    var items: [(view: UIView, size: CGSize, gapBefore: CGFloat)] = []
    func add(_ view: UIView, _ size: CGSize, gap: CGFloat) {
      guard !view.isHidden else { return }
      items.append((view, size, items.isEmpty ? 0 : gap))
    }
    func labelSize(_ label: UILabel) -> CGSize {
      let fit = label.sizeThatFits(CGSize(width: box.width, height: .greatestFiniteMagnitude))
      return CGSize(width: min(box.width, fit.width), height: fit.height)
    }
    if !_imageView.isHidden {
      var s = _imageView.intrinsicContentSize
      s = CGSize(width: max(0, s.width), height: max(0, s.height))
      let maxSize = c.imageProperties.maximumSize
      if maxSize.width > 0 { s.width = min(s.width, maxSize.width) }
      if maxSize.height > 0 { s.height = min(s.height, maxSize.height) }
      add(_imageView, s, gap: 0)
    }
    add(_activityIndicator, _activityIndicator.intrinsicContentSize, gap: 0)
    add(_textLabel, labelSize(_textLabel), gap: c.imageToTextPadding)
    add(_secondaryLabel, labelSize(_secondaryLabel), gap: c.textToSecondaryTextPadding)
    add(_button, _button.intrinsicContentSize, gap: c.textToButtonPadding)
    add(_secondaryButton, _secondaryButton.intrinsicContentSize, gap: c.buttonToSecondaryButtonPadding)
    let total = items.reduce(0) { $0 + $1.gapBefore + $1.size.height }
    var y = box.minY + (box.height - total) / 2
    UIView.performWithoutAnimation {
      _background.frame = _UIBackgroundConfigurationView.frame(for: c.background, in: bounds)
      for item in items {
        y += item.gapBefore
        let x = c.alignment == .center ? box.minX + (box.width - item.size.width) / 2 : box.minX
        item.view.frame = CGRect(x: x, y: y, width: item.size.width, height: item.size.height)
        y += item.size.height
      }
    }
  }
}
