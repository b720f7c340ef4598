import Foundation

// iOS 15 button configurations: a value describing a button's content and look, applied to the
// button when set and re-applied when the button's state changes.

extension UIButton {
  public struct Configuration {
    public enum CornerStyle: Int, Sendable { case fixed = -1, dynamic = 0, small, medium, large, capsule }
    public enum Size: Int, Sendable { case mini, small, medium, large }
    public enum TitleAlignment: Int, Sendable { case automatic, leading, center, trailing }
    /// Which of the built-in looks this configuration started from.
    enum Look { case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent }
    let _look: Look

    public var title: String?
    public var subtitle: String?
    public var image: UIImage?
    public var imagePlacement: NSDirectionalRectEdge = .leading
    public var imagePadding: CGFloat = 0
    /// The symbol configuration laid over `image` when it is a symbol.
    public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
    public var titlePadding: CGFloat = 0
    public var titleAlignment: TitleAlignment = .automatic
    public var baseForegroundColor: UIColor?
    public var baseBackgroundColor: UIColor?
    public var cornerStyle: CornerStyle = .dynamic
    public var buttonSize: Size = .medium {
      didSet { if !_insetsSet { _contentInsets = Configuration._defaultInsets(buttonSize) } }
    }
    public var showsActivityIndicator = false
    /// The space around the content; by default it follows `buttonSize` (Docs/Behaviour.md "Buttons").
    public var contentInsets: NSDirectionalEdgeInsets {
      get { _contentInsets }
      set {
        _contentInsets = newValue
        _insetsSet = true
      }
    }
    var _contentInsets = Configuration._defaultInsets(.medium)
    var _insetsSet = false

    init(_ look: Look) { _look = look }

    public static func plain() -> Configuration { Configuration(.plain) }
    public static func tinted() -> Configuration { Configuration(.tinted) }
    public static func gray() -> Configuration { Configuration(.gray) }
    public static func filled() -> Configuration { Configuration(.filled) }
    public static func borderless() -> Configuration { Configuration(.borderless) }
    public static func bordered() -> Configuration { Configuration(.bordered) }
    public static func borderedTinted() -> Configuration { Configuration(.borderedTinted) }
    public static func borderedProminent() -> Configuration { Configuration(.borderedProminent) }

    /// [U] Insets per size (UIKit does not document them).
    static func _defaultInsets(_ size: Size) -> NSDirectionalEdgeInsets {
      switch size {
      case .mini: NSDirectionalEdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8)
      case .small: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
      case .medium: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
      case .large: NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
      }
    }

    /// The title and image colour: `baseForegroundColor`, else white on filled looks and the
    /// button's tint colour on the others; dimmed while disabled.
    @MainActor func _foregroundColor(for button: UIButton) -> UIColor {
      let base: UIColor
      if let baseForegroundColor {
        base = baseForegroundColor
      } else {
        switch _look {
        case .filled, .borderedProminent: base = .white
        default: base = button.tintColor
        }
      }
      return button.isEnabled ? base : base.withAlphaComponent(0.35)
    }

    /// The background colour of the look (nil: none).
    @MainActor func _backgroundColor(for button: UIButton) -> UIColor? {
      let tint: UIColor = baseBackgroundColor ?? button.tintColor ?? .systemBlue
      switch _look {
      case .plain, .borderless: return baseBackgroundColor
      case .filled, .borderedProminent: return tint
      case .tinted, .borderedTinted: return baseBackgroundColor ?? tint.withAlphaComponent(0.15)
      case .gray, .bordered: return baseBackgroundColor ?? .systemGray5
      }
    }

    /// The corner radius for a button of `height`.
    func _cornerRadius(height: CGFloat) -> CGFloat {
      switch cornerStyle {
      case .fixed, .dynamic, .medium: return 8
      case .small: return 4
      case .large: return 12
      case .capsule: return height / 2
      }
    }
  }

  /// iOS 15: a button drawn from `configuration`.
  public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil) {
    self.init(type: .system, primaryAction: primaryAction)
    self.configuration = configuration
  }

  /// The button's configuration; setting it applies it (title, image, colours, background,
  /// insets). Nil: a button laid out from its per-state titles and images.
  public var configuration: UIButton.Configuration? {
    get { _configuration }
    set {
      _configuration = newValue
      _applyConfiguration()
    }
  }

  func _stateChanged() {
    if _configuration != nil || configurationUpdateHandler != nil { updateConfiguration() }
  }

  func _applyConfiguration() {
    guard let c = _configuration else { return }
    // The normal state's title and image, then one update (not one per setter).
    titles[State.normal.rawValue] = c.title
    images[State.normal.rawValue] = c.image
    backgroundColor = c._backgroundColor(for: self)
    layer.cornerRadius = c._cornerRadius(height: bounds.height)
    updateTitle()
  }
}
