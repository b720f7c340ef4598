import Foundation
import OpenQuartzCore

/// UIKit's bar appearance (iOS 13): a bar's background, shadow and, in subclasses, its text and
/// item styles. Bars copy the appearance they are given (`@NSCopying`), so changing an object
/// after assigning it does not change the bar. The three `configureWith…` methods reset the
/// background and shadow; their colours are Docs/Behaviour.md "Bar appearances" [U].
@preconcurrency @MainActor
open class UIBarAppearance: NSObject {
  /// The idiom the appearance is for.
  public let idiom: UIUserInterfaceIdiom

  public init(idiom: UIUserInterfaceIdiom) {
    self.idiom = idiom
    super.init()
    configureWithDefaultBackground()
  }

  public convenience override init() {
    self.init(idiom: UIDevice.current.userInterfaceIdiom)
  }

  /// UIKit: an appearance with the common bar values of `barAppearance` (background and shadow).
  public init(barAppearance: UIBarAppearance) {
    idiom = barAppearance.idiom
    super.init()
    _copyBarValues(from: barAppearance)
  }

  /// NSObject's untyped copy (disfavoured, so `copy()` without a type context is the typed one
  /// below, as on iOS where the SDK declares `copy() -> Self`).
  @_disfavoredOverload open override func copy() -> Any { MainActor.assumeIsolated { _makeCopy() } }

  /// A copy of every value (of the subclass too).
  open func copy() -> Self {
    let copy = _makeCopy()
    guard let typed = copy as? Self else { fatalError("UIBarAppearance._makeCopy must return its own class") }
    return typed
  }

  /// Subclasses override to copy their own values.
  package func _makeCopy() -> UIBarAppearance { UIBarAppearance(barAppearance: self) }

  func _copyBarValues(from other: UIBarAppearance) {
    backgroundEffect = other.backgroundEffect
    backgroundColor = other.backgroundColor
    backgroundImage = other.backgroundImage
    backgroundImageContentMode = other.backgroundImageContentMode
    shadowColor = other.shadowColor
    shadowImage = other.shadowImage
  }

  /// The system's translucent bar: a chrome material blur and a hairline.
  open func configureWithDefaultBackground() {
    backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
    backgroundColor = nil
    backgroundImage = nil
    shadowColor = UIBarAppearance._defaultShadowColor
    shadowImage = nil
  }

  /// An opaque bar in the system background colour, with its hairline.
  open func configureWithOpaqueBackground() {
    backgroundEffect = nil
    backgroundColor = .systemBackground
    backgroundImage = nil
    shadowColor = UIBarAppearance._defaultShadowColor
    shadowImage = nil
  }

  /// No background and no hairline.
  open func configureWithTransparentBackground() {
    backgroundEffect = nil
    backgroundColor = nil
    backgroundImage = nil
    shadowColor = nil
    shadowImage = nil
  }

  static let _defaultShadowColor = UIColor(white: 0, alpha: 0.3)

  /// The system's look, for bars with no object of their own (never handed out: the public
  /// getters return new objects).
  static let _navigationDefault = UINavigationBarAppearance()
  static let _tabDefault = UITabBarAppearance()
  static let _toolbarDefault = UIToolbarAppearance()

  /// The blur under the bar's contents (drawn below `backgroundColor`).
  open var backgroundEffect: UIBlurEffect?
  /// A colour over the blur (nil: none).
  open var backgroundColor: UIColor?
  /// An image over the colour.
  open var backgroundImage: UIImage?
  open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill
  /// The hairline's colour (nil or clear: no hairline). Tints `shadowImage` when it is a template.
  open var shadowColor: UIColor?
  open var shadowImage: UIImage?

  /// UIKit: appearances compare by their values.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIBarAppearance, type(of: other) == type(of: self) else { return false }
    return MainActor.assumeIsolated { _hasEqualValues(other) }
  }

  open override var hash: Int {
    MainActor.assumeIsolated { ObjectIdentifier(type(of: self)).hashValue ^ (backgroundColor?.hash ?? 0) }
  }

  func _hasEqualValues(_ other: UIBarAppearance) -> Bool {
    backgroundEffect?._style == other.backgroundEffect?._style && (backgroundEffect == nil) == (other.backgroundEffect == nil)
      && backgroundColor == other.backgroundColor && backgroundImage === other.backgroundImage
      && backgroundImageContentMode == other.backgroundImageContentMode
      && shadowColor == other.shadowColor && shadowImage === other.shadowImage
  }

  /// The same appearance with a transparent background and no shadow (UIKit's scroll-edge
  /// default: "the standard appearance, modified to use a transparent background").
  func _withTransparentBackground() -> Self {
    let copy = copy()
    copy.backgroundEffect = nil
    copy.backgroundColor = nil
    copy.backgroundImage = nil
    copy.shadowColor = nil
    copy.shadowImage = nil
    return copy
  }
}

/// A bar button item's look in one state.
@preconcurrency @MainActor
open class UIBarButtonItemStateAppearance: NSObject {
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  open var titlePositionAdjustment: UIOffset = .zero
  open var backgroundImage: UIImage?
  open var backgroundImagePositionAdjustment: UIOffset = .zero

  func _copy(from other: UIBarButtonItemStateAppearance) {
    titleTextAttributes = other.titleTextAttributes
    titlePositionAdjustment = other.titlePositionAdjustment
    backgroundImage = other.backgroundImage
    backgroundImagePositionAdjustment = other.backgroundImagePositionAdjustment
  }
}

/// How bar button items of one style look in each state.
@preconcurrency @MainActor
open class UIBarButtonItemAppearance: NSObject {
  public let normal = UIBarButtonItemStateAppearance()
  public let highlighted = UIBarButtonItemStateAppearance()
  public let disabled = UIBarButtonItemStateAppearance()
  public let focused = UIBarButtonItemStateAppearance()
  private let _style: UIBarButtonItem.Style

  public init(style: UIBarButtonItem.Style) {
    _style = style
    super.init()
    configureWithDefault(for: style)
  }

  public convenience override init() { self.init(style: .plain) }

  @_disfavoredOverload open override func copy() -> Any { MainActor.assumeIsolated { _typedCopy() } }

  open func copy() -> Self { _typedCopy() }

  private func _typedCopy() -> Self {
    let copy = UIBarButtonItemAppearance(style: _style)
    for (mine, theirs) in [(copy.normal, normal), (copy.highlighted, highlighted), (copy.disabled, disabled), (copy.focused, focused)] {
      mine._copy(from: theirs)
    }
    guard let typed = copy as? Self else { fatalError("UIBarButtonItemAppearance is not subclassable here") }
    return typed
  }

  /// Resets every state to the system look of `style` (no attributes: the bar's tint and font).
  open func configureWithDefault(for style: UIBarButtonItem.Style) {
    for state in [normal, highlighted, disabled, focused] {
      state.titleTextAttributes = [:]
      state.titlePositionAdjustment = .zero
      state.backgroundImage = nil
      state.backgroundImagePositionAdjustment = .zero
    }
  }
}

/// A navigation bar's appearance: background, shadow, title styles and button styles.
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
  /// The title's attributes (`.foregroundColor`, `.font` are drawn).
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  open var titlePositionAdjustment: UIOffset = .zero
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
  open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
  open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
  open var backButtonAppearance = UIBarButtonItemAppearance(style: .plain)
  /// The back chevron (nil: the system chevron).
  open private(set) var backIndicatorImage: UIImage?
  open private(set) var backIndicatorTransitionMaskImage: UIImage?

  /// UIKit: both images or neither.
  open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?) {
    guard (backIndicatorImage == nil) == (transitionMaskImage == nil) else {
      Diagnostics.exception(
        "Either both backIndicatorImage and backIndicatorTransitionMaskImage must be set, or both must be nil.",
        name: "NSInvalidArgumentException")
      return
    }
    self.backIndicatorImage = backIndicatorImage
    self.backIndicatorTransitionMaskImage = transitionMaskImage
  }

  package override func _makeCopy() -> UIBarAppearance {
    let copy = UINavigationBarAppearance(barAppearance: self)
    copy.titleTextAttributes = titleTextAttributes
    copy.titlePositionAdjustment = titlePositionAdjustment
    copy.largeTitleTextAttributes = largeTitleTextAttributes
    copy.buttonAppearance = buttonAppearance.copy()
    copy.doneButtonAppearance = doneButtonAppearance.copy()
    copy.backButtonAppearance = backButtonAppearance.copy()
    copy.backIndicatorImage = backIndicatorImage
    copy.backIndicatorTransitionMaskImage = backIndicatorTransitionMaskImage
    return copy
  }

  override func _hasEqualValues(_ other: UIBarAppearance) -> Bool {
    guard super._hasEqualValues(other), let other = other as? UINavigationBarAppearance else { return false }
    return NSDictionary(dictionary: _stringKeyed(titleTextAttributes)).isEqual(to: _stringKeyed(other.titleTextAttributes))
      && titlePositionAdjustment == other.titlePositionAdjustment
      && NSDictionary(dictionary: _stringKeyed(largeTitleTextAttributes))
        .isEqual(to: _stringKeyed(other.largeTitleTextAttributes))
  }
}

/// Attributes keyed by raw string (for value comparison through NSDictionary).
func _stringKeyed(_ attributes: [NSAttributedString.Key: Any]) -> [String: Any] {
  Dictionary(uniqueKeysWithValues: attributes.map { ($0.key.rawValue, $0.value) })
}

/// A toolbar's appearance.
@preconcurrency @MainActor
open class UIToolbarAppearance: UIBarAppearance {
  open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
  open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)

  package override func _makeCopy() -> UIBarAppearance {
    let copy = UIToolbarAppearance(barAppearance: self)
    copy.buttonAppearance = buttonAppearance.copy()
    copy.doneButtonAppearance = doneButtonAppearance.copy()
    return copy
  }
}

/// A tab bar item's look in one state.
@preconcurrency @MainActor
open class UITabBarItemStateAppearance: NSObject {
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  open var titlePositionAdjustment: UIOffset = .zero
  /// The icon's colour (nil: the tab bar's tint when selected, grey otherwise).
  open var iconColor: UIColor?
  open var badgePositionAdjustment: UIOffset = .zero
  open var badgeBackgroundColor: UIColor?
  open var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
  open var badgeTitlePositionAdjustment: UIOffset = .zero

  func _copy(from other: UITabBarItemStateAppearance) {
    titleTextAttributes = other.titleTextAttributes
    titlePositionAdjustment = other.titlePositionAdjustment
    iconColor = other.iconColor
    badgePositionAdjustment = other.badgePositionAdjustment
    badgeBackgroundColor = other.badgeBackgroundColor
    badgeTextAttributes = other.badgeTextAttributes
    badgeTitlePositionAdjustment = other.badgeTitlePositionAdjustment
  }
}

/// How tab bar items of one layout look in each state.
@preconcurrency @MainActor
open class UITabBarItemAppearance: NSObject {
  /// The layouts of tab bar items.
  public enum Style: Int, Sendable {
    case stacked = 0
    case inline = 1
    case compactInline = 2
  }

  public let normal = UITabBarItemStateAppearance()
  public let selected = UITabBarItemStateAppearance()
  public let disabled = UITabBarItemStateAppearance()
  public let focused = UITabBarItemStateAppearance()
  private let _style: Style

  public init(style: Style) {
    _style = style
    super.init()
    configureWithDefault(for: style)
  }

  public convenience override init() { self.init(style: .stacked) }

  @_disfavoredOverload open override func copy() -> Any { MainActor.assumeIsolated { _typedCopy() } }

  open func copy() -> Self { _typedCopy() }

  private func _typedCopy() -> Self {
    let copy = UITabBarItemAppearance(style: _style)
    for (mine, theirs) in [(copy.normal, normal), (copy.selected, selected), (copy.disabled, disabled), (copy.focused, focused)] {
      mine._copy(from: theirs)
    }
    guard let typed = copy as? Self else { fatalError("UITabBarItemAppearance is not subclassable here") }
    return typed
  }

  /// Resets every state to the system look (no colours: the tab bar's tint and grey).
  open func configureWithDefault(for style: Style) {
    for state in [normal, selected, disabled, focused] {
      state._copy(from: UITabBarItemStateAppearance())
    }
  }
}

/// A tab bar's appearance: background, shadow, item looks per layout.
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
  open var stackedLayoutAppearance = UITabBarItemAppearance(style: .stacked)
  open var inlineLayoutAppearance = UITabBarItemAppearance(style: .inline)
  open var compactInlineLayoutAppearance = UITabBarItemAppearance(style: .compactInline)
  open var selectionIndicatorTintColor: UIColor?
  open var selectionIndicatorImage: UIImage?
  open var stackedItemPositioning: UITabBar.ItemPositioning = .automatic
  open var stackedItemWidth: CGFloat = 0
  open var stackedItemSpacing: CGFloat = 0

  package override func _makeCopy() -> UIBarAppearance {
    let copy = UITabBarAppearance(barAppearance: self)
    copy.stackedLayoutAppearance = stackedLayoutAppearance.copy()
    copy.inlineLayoutAppearance = inlineLayoutAppearance.copy()
    copy.compactInlineLayoutAppearance = compactInlineLayoutAppearance.copy()
    copy.selectionIndicatorTintColor = selectionIndicatorTintColor
    copy.selectionIndicatorImage = selectionIndicatorImage
    copy.stackedItemPositioning = stackedItemPositioning
    copy.stackedItemWidth = stackedItemWidth
    copy.stackedItemSpacing = stackedItemSpacing
    return copy
  }
}
