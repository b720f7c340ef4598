import Foundation
import OpenQuartzCore

/// The appearance objects a navigation bar holds (copied in, as UIKit's `@NSCopying`).
struct _NavigationBarAppearanceSlots {
  var standard: UINavigationBarAppearance?
  var compact: UINavigationBarAppearance?
  var scrollEdge: UINavigationBarAppearance?
  var compactScrollEdge: UINavigationBarAppearance?
  var isEmpty: Bool { standard == nil && compact == nil && scrollEdge == nil && compactScrollEdge == nil }
}

extension UINavigationBar {
  /// UIKit: the look of a standard-height bar; the default is the system's (a chrome blur and a
  /// hairline). Assigned objects are copied.
  public var standardAppearance: UINavigationBarAppearance {
    get { _appearanceSlots.standard ?? UINavigationBarAppearance() }
    set { _setAppearance(\.standard, newValue.copy(), key: "standardAppearance") }
  }
  /// UIKit: the look in a compact height (nil: `standardAppearance`).
  public var compactAppearance: UINavigationBarAppearance? {
    get { _appearanceSlots.compact }
    set { _setAppearance(\.compact, newValue?.copy(), key: "compactAppearance") }
  }
  /// UIKit: the look when the content's edge reaches the bar (nil: `standardAppearance` with a
  /// transparent background); only for a bar a navigation controller manages.
  public var scrollEdgeAppearance: UINavigationBarAppearance? {
    get { _appearanceSlots.scrollEdge }
    set { _setAppearance(\.scrollEdge, newValue?.copy(), key: "scrollEdgeAppearance") }
  }
  public var compactScrollEdgeAppearance: UINavigationBarAppearance? {
    get { _appearanceSlots.compactScrollEdge }
    set { _setAppearance(\.compactScrollEdge, newValue?.copy(), key: "compactScrollEdgeAppearance") }
  }

  /// UIKit's legacy title attributes (used when no appearance object is set).
  public var titleTextAttributes: [NSAttributedString.Key: Any]? {
    get { _legacyTitleAttributes }
    set {
      _legacyTitleAttributes = newValue
      _noteAppearanceProperty("titleTextAttributes")
      _styleContents()
    }
  }

  private func _setAppearance(
    _ slot: WritableKeyPath<_NavigationBarAppearanceSlots, UINavigationBarAppearance?>,
    _ value: UINavigationBarAppearance?, key: String
  ) {
    _appearanceSlots[keyPath: slot] = value
    _noteAppearanceProperty(key)
    _applyAppearance()
  }

  /// Whether the bar shows its scroll-edge look now: managed by a navigation controller, linked
  /// on iOS 15 or later (before, scroll-edge looks were for large titles only, not drawn here),
  /// and the top controller's content at its top edge (or not scrolling).
  var _isAtScrollEdge: Bool {
    guard UIApplication.shared.linkedSDK != .iOS12, let nav = _navigationController,
          let top = nav.topViewController else { return false }
    guard let scroll = top._edgeScrollView else { return true }
    if scroll._edgeNavigationBar !== self { scroll._edgeNavigationBar = self }
    return scroll._isAtTopEdge
  }

  /// The appearance object the bar draws now and whether with a transparent background, or
  /// nil while neither the bar nor its top item has one (then the legacy properties draw it).
  /// UIKit's fallbacks: the top item's object before the bar's; compact before standard; the
  /// scroll-edge object, else the resolved standard one with a transparent background.
  func _lookChoice() -> (source: UINavigationBarAppearance, transparent: Bool)? {
    let item = topItem
    guard !_appearanceSlots.isEmpty || !(item?._appearanceSlots.isEmpty ?? true) else { return nil }
    let compact = traitCollection.verticalSizeClass == .compact
    let standard = item?._appearanceSlots.standard ?? _appearanceSlots.standard ?? UIBarAppearance._navigationDefault
    let base = compact ? (item?._appearanceSlots.compact ?? _appearanceSlots.compact ?? standard) : standard
    guard _isAtScrollEdge else { return (base, false) }
    let edge = compact
      ? (item?._appearanceSlots.compactScrollEdge ?? _appearanceSlots.compactScrollEdge)
      : (item?._appearanceSlots.scrollEdge ?? _appearanceSlots.scrollEdge)
    return edge.map { ($0, false) } ?? (base, true)
  }

  /// Draws the chosen look (or the legacy one) on the bar, its title and its buttons, when it
  /// is not the one drawn already.
  func _applyAppearance() {
    guard !_isAppearanceProxy else { return }
    let choice = _lookChoice()
    guard _drawBarLook(
      choice?.source, transparent: choice?.transparent ?? false,
      hairline: _hairlineView, extendsUp: _topAttachedExtension) else { return }
    _styleContents()
  }

  /// Title font and colour, button colours: the appearance's attributes, else the legacy
  /// title attributes, else the system's (bold 17 pt label colour; buttons in the tint colour).
  func _styleContents() {
    let titleAttributes = _appliedAppearance?.titleTextAttributes ?? _legacyTitleAttributes ?? [:]
    _titleLabel.textColor = titleAttributes._foregroundColor ?? .label
    _titleLabel.font = titleAttributes._font ?? .boldSystemFont(ofSize: 17)
    // The large title: the appearance's large-title attributes, else the legacy ones, else
    // bold 34 pt in the label colour.
    if _largeTitleRow != nil {
      let largeAttributes = _appliedAppearance?.largeTitleTextAttributes ?? _legacyLargeTitleAttributes ?? [:]
      let color = largeAttributes._foregroundColor ?? .label
      let font = largeAttributes._font ?? .boldSystemFont(ofSize: 34)
      for case let label as UILabel in _largeTitleRow?.subviews ?? [] {
        label.textColor = color
        label.font = font
      }
    }
    let color = _buttonColor
    for case let button as UIButton in _buttons {
      button.setTitleColor(color, for: .normal)
      (button._backIndicator?.layer.sublayers?.first as? CAShapeLayer)?.strokeColor = color.cgColor
      for case let image as UIImageView in button.subviews { image.tintColor = color }
    }
    // Items with a look of their own (disabled, tinted) keep it.
    for item in _anchoredBarItems {
      if let button = item._anchorView as? UIButton, button.superview === self, button._backIndicator == nil {
        _applyItemLook(item, to: button)
      }
    }
  }

  /// The bar buttons' colour: the appearance's normal button attributes, else the tint colour.
  var _buttonColor: UIColor {
    _appliedAppearance?.buttonAppearance.normal.titleTextAttributes._foregroundColor ?? tintColor ?? .systemBlue
  }

  /// Called by the observed scroll view when its offset changes: the large-title row follows
  /// the content (the safe area below the bar with it), then the scroll-edge look.
  func _contentScrolled() {
    if _prefersLargeTitles, _itemsMoving == false, _outgoingViews.isEmpty, _updateLargeTitleHeight() {
      _navigationController?._barHeightChanged()
    }
    if _usesAppearanceObjects { _applyAppearance() } else { _refreshLegacyScrollEdge() }
  }

  /// Redraws the legacy look when the bar reached or left the scroll edge (iOS 15+: a bar
  /// without appearance objects is transparent there, without its hairline).
  func _refreshLegacyScrollEdge() {
    guard _appliedAppearance == nil, !_isAppearanceProxy else { return }
    let edge = _navigationController != nil && _isAtScrollEdge
    guard edge != _legacyEdgeTransparent else { return }
    _updateBackground()
    _updateHairline()
  }

  /// Whether appearance objects (on the bar or its top item, or drawn until now) decide the look.
  var _usesAppearanceObjects: Bool {
    _appliedAppearance != nil || !_appearanceSlots.isEmpty || !(topItem?._appearanceSlots.isEmpty ?? true)
  }
}

extension UINavigationItem {
  /// UIKit: when this item is the top one, overrides the bar's `standardAppearance`.
  public var standardAppearance: UINavigationBarAppearance? {
    get { _appearanceSlots.standard }
    set { _appearanceSlots.standard = newValue?.copy(); _navigationBar?._applyAppearance() }
  }
  public var compactAppearance: UINavigationBarAppearance? {
    get { _appearanceSlots.compact }
    set { _appearanceSlots.compact = newValue?.copy(); _navigationBar?._applyAppearance() }
  }
  public var scrollEdgeAppearance: UINavigationBarAppearance? {
    get { _appearanceSlots.scrollEdge }
    set { _appearanceSlots.scrollEdge = newValue?.copy(); _navigationBar?._applyAppearance() }
  }
  public var compactScrollEdgeAppearance: UINavigationBarAppearance? {
    get { _appearanceSlots.compactScrollEdge }
    set { _appearanceSlots.compactScrollEdge = newValue?.copy(); _navigationBar?._applyAppearance() }
  }
}
