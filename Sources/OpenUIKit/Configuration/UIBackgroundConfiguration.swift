import Foundation

/// iOS 14: a background — a colour, a custom view, corners, a stroke and insets — with the
/// system's per-state styling for list cells, headers and footers (Docs/Behaviour/lists16c.md
/// "Backgrounds").
public struct UIBackgroundConfiguration: Hashable {
  enum _Style: Hashable {
    case clear, listPlainCell, listGroupedCell, listSidebarCell, listAccompaniedSidebarCell
    case listPlainHeaderFooter, listGroupedHeaderFooter, listSidebarHeader
  }
  let _style: _Style

  public var customView: UIView?
  public var cornerRadius: CGFloat = 0
  public var backgroundInsets: NSDirectionalEdgeInsets = .zero
  public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = []
  /// Nil: the view's tint colour (`resolvedBackgroundColor(for:)`).
  public var backgroundColor: UIColor? {
    get { _backgroundColor }
    set {
      _backgroundColor = newValue
      _backgroundColorIsCustom = true
    }
  }
  var _backgroundColor: UIColor?
  var _backgroundColorIsCustom = false
  public var backgroundColorTransformer: UIConfigurationColorTransformer?
  public var visualEffect: UIVisualEffect?
  public var image: UIImage?
  public var imageContentMode: UIView.ContentMode = .scaleToFill
  /// Nil: the view's tint colour (`resolvedStrokeColor(for:)`).
  public var strokeColor: UIColor?
  public var strokeColorTransformer: UIConfigurationColorTransformer?
  public var strokeWidth: CGFloat = 0
  public var strokeOutset: CGFloat = 0

  init(_ style: _Style) {
    _style = style
    _backgroundColor = Self._defaultColor(style, selected: false, highlighted: false)
  }

  public static func clear() -> UIBackgroundConfiguration { .init(.clear) }
  public static func listPlainCell() -> UIBackgroundConfiguration { .init(.listPlainCell) }
  public static func listGroupedCell() -> UIBackgroundConfiguration { .init(.listGroupedCell) }
  public static func listSidebarCell() -> UIBackgroundConfiguration { .init(.listSidebarCell) }
  public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration { .init(.listAccompaniedSidebarCell) }
  public static func listPlainHeaderFooter() -> UIBackgroundConfiguration { .init(.listPlainHeaderFooter) }
  public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration { .init(.listGroupedHeaderFooter) }
  public static func listSidebarHeader() -> UIBackgroundConfiguration { .init(.listSidebarHeader) }
  /// iOS 18: a cell background that takes its list's style; here a plain list's.
  public static func listCell() -> UIBackgroundConfiguration { .init(.listPlainCell) }
  /// iOS 18: a header background that takes its list's style; here a plain list's.
  public static func listHeader() -> UIBackgroundConfiguration { .init(.listPlainHeaderFooter) }
  /// iOS 18: a footer background that takes its list's style; here a plain list's.
  public static func listFooter() -> UIBackgroundConfiguration { .init(.listPlainHeaderFooter) }

  /// The style's colour for a state ([U]: selected and highlighted list cells show systemGray4,
  /// as the table cell's default highlight; a selected sidebar cell shows the tint colour).
  static func _defaultColor(_ style: _Style, selected: Bool, highlighted: Bool) -> UIColor? {
    switch style {
    case .clear, .listGroupedHeaderFooter, .listSidebarHeader: return .clear
    case .listPlainHeaderFooter: return .systemBackground
    case .listPlainCell:
      return selected || highlighted ? .systemGray4 : .systemBackground
    case .listGroupedCell:
      return selected || highlighted ? .systemGray4 : .secondarySystemGroupedBackground
    case .listSidebarCell, .listAccompaniedSidebarCell:
      if selected { return nil }  // the tint colour
      return highlighted ? .systemGray4 : .clear
    }
  }

  /// A copy with the style's background colour for `state`, unless you set the colour yourself.
  public func updated(for state: UIConfigurationState) -> UIBackgroundConfiguration {
    guard !_backgroundColorIsCustom else { return self }
    let flags = _ConfigurationStateFlags(state)
    var copy = self
    copy._backgroundColor = Self._defaultColor(_style, selected: flags.isSelected, highlighted: flags.isHighlighted)
    return copy
  }

  public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
    let base = backgroundColor ?? tintColor
    return backgroundColorTransformer.map { $0(base) } ?? base
  }

  public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
    let base = strokeColor ?? tintColor
    return strokeColorTransformer.map { $0(base) } ?? base
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs._style == rhs._style && lhs.customView === rhs.customView && lhs.cornerRadius == rhs.cornerRadius
      && lhs.backgroundInsets == rhs.backgroundInsets
      && lhs.edgesAddingLayoutMarginsToBackgroundInsets == rhs.edgesAddingLayoutMarginsToBackgroundInsets
      && lhs._backgroundColor == rhs._backgroundColor && lhs._backgroundColorIsCustom == rhs._backgroundColorIsCustom
      && lhs.backgroundColorTransformer == rhs.backgroundColorTransformer && lhs.visualEffect === rhs.visualEffect
      && lhs.image === rhs.image && lhs.imageContentMode == rhs.imageContentMode && lhs.strokeColor == rhs.strokeColor
      && lhs.strokeColorTransformer == rhs.strokeColorTransformer && lhs.strokeWidth == rhs.strokeWidth
      && lhs.strokeOutset == rhs.strokeOutset
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(_style)
    hasher.combine(_backgroundColor)
    hasher.combine(cornerRadius)
    hasher.combine(strokeWidth)
  }
}

/// The view a cell shows its background configuration in: the cell's bounds less the insets,
/// filled with the resolved colour, rounded and stroked, holding the custom view.
///
/// Without a visual effect and with no stroke outset the view itself is the background (its
/// layer's colour, corners and border). With a `visualEffect` or a non-zero `strokeOutset` it
/// splits into a fill view (a `UIVisualEffectView` behind the colour, then the image and the
/// custom view, clipped to the corners) and a stroke view above it, `strokeOutset` outside the
/// fill (inside when negative) with corners `cornerRadius + strokeOutset`
/// (Docs/Behaviour/lists17.md "Background effect and stroke outset").
@MainActor
final class _UIBackgroundConfigurationView: UIView {
  private(set) var configuration: UIBackgroundConfiguration
  private let _imageView = UIImageView()
  /// The split form's views (nil in the plain form).
  private(set) var _fillView: UIView?
  private(set) var _colorView: UIView?
  private(set) var _effectView: UIVisualEffectView?
  private(set) var _strokeView: UIView?

  init(configuration: UIBackgroundConfiguration) {
    self.configuration = configuration
    super.init(frame: .zero)
    isUserInteractionEnabled = false
    _imageView.isHidden = true
    addSubview(_imageView)
    apply(configuration)
  }

  required init?(coder: NSCoder) {
    configuration = .clear()
    super.init(coder: coder)
  }

  /// Whether the configuration needs the split form.
  private static func _isSplit(_ c: UIBackgroundConfiguration) -> Bool { c.visualEffect != nil || c.strokeOutset != 0 }

  func apply(_ c: UIBackgroundConfiguration) {
    let oldCustom = configuration.customView
    configuration = c
    UIView.performWithoutAnimation {
      let color = c.resolvedBackgroundColor(for: tintColor ?? .systemBlue)
      let strokeColor = c.strokeWidth > 0 ? c.resolvedStrokeColor(for: tintColor ?? .systemBlue).cgColor : nil
      let holder: UIView
      if Self._isSplit(c) {
        let fill = _fillView ?? UIView()
        let colorView = _colorView ?? UIView()
        let stroke = _strokeView ?? UIView()
        if _fillView == nil {
          for view in [fill, stroke] { view.isUserInteractionEnabled = false }
          fill.addSubview(colorView)
          addSubview(fill)
          addSubview(stroke)
          _fillView = fill
          _colorView = colorView
          _strokeView = stroke
        }
        backgroundColor = nil
        layer.cornerRadius = 0
        clipsToBounds = false
        layer.borderWidth = 0
        layer.borderColor = nil
        fill.layer.cornerRadius = c.cornerRadius
        fill.clipsToBounds = c.cornerRadius > 0
        colorView.backgroundColor = color
        if let effect = c.visualEffect {
          let effectView = _effectView ?? UIVisualEffectView(effect: effect)
          if effectView.effect !== effect { effectView.effect = effect }
          if effectView.superview !== fill { fill.insertSubview(effectView, at: 0) }
          _effectView = effectView
        } else {
          _effectView?.removeFromSuperview()
          _effectView = nil
        }
        stroke.backgroundColor = nil
        stroke.layer.borderWidth = c.strokeWidth
        stroke.layer.borderColor = strokeColor
        stroke.layer.cornerRadius = max(0, c.cornerRadius + c.strokeOutset)
        holder = fill
      } else {
        if let fill = _fillView {
          fill.removeFromSuperview()
          _strokeView?.removeFromSuperview()
          _fillView = nil
          _colorView = nil
          _effectView = nil
          _strokeView = nil
        }
        backgroundColor = color
        layer.cornerRadius = c.cornerRadius
        clipsToBounds = c.cornerRadius > 0
        layer.borderWidth = c.strokeWidth
        layer.borderColor = strokeColor
        holder = self
      }
      if _imageView.superview !== holder { holder.addSubview(_imageView) }
      _imageView.image = c.image
      _imageView.contentMode = c.imageContentMode
      _imageView.isHidden = c.image == nil
      if oldCustom !== c.customView, let old = oldCustom, old.superview === self || old.superview === _fillView {
        old.removeFromSuperview()
      }
      if let custom = c.customView, custom.superview !== holder {
        custom.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        holder.addSubview(custom)
      }
      _layOutParts()
    }
  }

  /// Frames of the parts for the current bounds.
  private func _layOutParts() {
    let c = configuration
    _fillView?.frame = bounds
    let inner = CGRect(origin: .zero, size: bounds.size)
    _colorView?.frame = inner
    _effectView?.frame = inner
    _strokeView?.frame = bounds.insetBy(dx: -c.strokeOutset, dy: -c.strokeOutset)
    _imageView.frame = inner
    c.customView?.frame = inner
  }

  override func tintColorDidChange() {
    super.tintColorDidChange()
    apply(configuration)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    UIView.performWithoutAnimation { _layOutParts() }
  }

  /// The frame in a container of `bounds`: the bounds less the background insets (leading and
  /// trailing read left to right).
  static func frame(for c: UIBackgroundConfiguration, in bounds: CGRect) -> CGRect {
    let i = c.backgroundInsets
    return CGRect(
      x: bounds.minX + i.leading, y: bounds.minY + i.top,
      width: max(0, bounds.width - i.leading - i.trailing), height: max(0, bounds.height - i.top - i.bottom))
  }
}
