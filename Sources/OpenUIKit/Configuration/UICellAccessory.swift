import Foundation

/// iOS 14: an accessory a list cell shows beside its content — a disclosure indicator, a
/// checkmark, editing controls, a text label, an outline disclosure or a view of your own
/// (Docs/Behaviour/lists16c.md "Accessories").
public struct UICellAccessory {
  public enum DisplayedState: Int, Hashable, Sendable { case always = 0, whenEditing, whenNotEditing }

  /// The width reserved for an accessory: its own (`actual`), the system's standard, or a value.
  public enum LayoutDimension: Hashable, Sendable {
    case actual
    case standard
    case custom(CGFloat)
  }

  public typealias ActionHandler = () -> Void
  /// Where a custom accessory goes among the others: its index in the accessories of its side.
  public typealias PlacementPosition = ([UICellAccessory]) -> Int

  public enum Placement {
    case leading(displayed: DisplayedState = .always, at: PlacementPosition = { $0.count })
    case trailing(displayed: DisplayedState = .always, at: PlacementPosition = { $0.count })
  }

  public enum OutlineDisclosureStyle: Int, Hashable, Sendable { case automatic = 0, header, cell }

  public struct DisclosureIndicatorOptions {
    public var isHidden: Bool?
    public var reservedLayoutWidth: LayoutDimension?
    public var tintColor: UIColor?
    public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
    }
  }

  public struct CheckmarkOptions {
    public var isHidden: Bool?
    public var reservedLayoutWidth: LayoutDimension?
    public var tintColor: UIColor?
    public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
    }
  }

  public struct DeleteOptions {
    public var isHidden: Bool?
    public var reservedLayoutWidth: LayoutDimension?
    public var tintColor: UIColor?
    public var backgroundColor: UIColor?
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
      backgroundColor: UIColor? = nil
    ) {
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
      self.backgroundColor = backgroundColor
    }
  }

  public struct ReorderOptions {
    public var isHidden: Bool?
    public var reservedLayoutWidth: LayoutDimension?
    public var tintColor: UIColor?
    public var showsVerticalSeparator: Bool
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
      showsVerticalSeparator: Bool = true
    ) {
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
      self.showsVerticalSeparator = showsVerticalSeparator
    }
  }

  public struct LabelOptions {
    public var isHidden: Bool?
    public var reservedLayoutWidth: LayoutDimension?
    public var tintColor: UIColor?
    public var font: UIFont?
    public var adjustsFontForContentSizeCategory: Bool
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
      font: UIFont? = nil, adjustsFontForContentSizeCategory: Bool = true
    ) {
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
      self.font = font
      self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
    }
  }

  public struct OutlineDisclosureOptions {
    public var style: OutlineDisclosureStyle
    public var isHidden: Bool?
    public var reservedLayoutWidth: LayoutDimension?
    public var tintColor: UIColor?
    public init(
      style: OutlineDisclosureStyle = .automatic, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
      tintColor: UIColor? = nil
    ) {
      self.style = style
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
    }
  }

  public struct CustomViewConfiguration {
    public var customView: UIView
    public var placement: Placement
    public var isHidden: Bool?
    public var reservedLayoutWidth: LayoutDimension
    public var tintColor: UIColor?
    public var maintainsFixedSize: Bool
    public init(
      customView: UIView, placement: Placement, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension = .standard,
      tintColor: UIColor? = nil, maintainsFixedSize: Bool = false
    ) {
      self.customView = customView
      self.placement = placement
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
      self.maintainsFixedSize = maintainsFixedSize
    }
  }

  enum _Kind {
    case disclosureIndicator, checkmark, delete, reorder, insert, multiselect, outlineDisclosure, detail
    case label(String, UIFont?)
    case customView(UIView, maintainsFixedSize: Bool)
  }

  let _kind: _Kind
  /// Whether the accessory shows in and out of editing.
  public let displayedState: DisplayedState
  let _isLeading: Bool
  let _isHidden: Bool
  let _reservedLayoutWidth: LayoutDimension?
  let _tintColor: UIColor?
  let _actionHandler: ActionHandler?

  init(
    _ kind: _Kind, displayed: DisplayedState, leading: Bool, isHidden: Bool?, width: LayoutDimension?,
    tint: UIColor?, action: ActionHandler? = nil
  ) {
    _kind = kind
    displayedState = displayed
    _isLeading = leading
    _isHidden = isHidden ?? false
    _reservedLayoutWidth = width
    _tintColor = tint
    _actionHandler = action
  }

  public static func disclosureIndicator(
    displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = DisclosureIndicatorOptions()
  ) -> UICellAccessory {
    .init(.disclosureIndicator, displayed: displayed, leading: false, isHidden: options.isHidden,
      width: options.reservedLayoutWidth, tint: options.tintColor)
  }

  public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = CheckmarkOptions()) -> UICellAccessory {
    .init(.checkmark, displayed: displayed, leading: false, isHidden: options.isHidden,
      width: options.reservedLayoutWidth, tint: options.tintColor)
  }

  public static func delete(
    displayed: DisplayedState = .whenEditing, options: DeleteOptions = DeleteOptions(), actionHandler: ActionHandler? = nil
  ) -> UICellAccessory {
    .init(.delete, displayed: displayed, leading: true, isHidden: options.isHidden,
      width: options.reservedLayoutWidth, tint: options.tintColor, action: actionHandler)
  }

  public static func insert(
    displayed: DisplayedState = .whenEditing, options: DeleteOptions = DeleteOptions(), actionHandler: ActionHandler? = nil
  ) -> UICellAccessory {
    .init(.insert, displayed: displayed, leading: true, isHidden: options.isHidden,
      width: options.reservedLayoutWidth, tint: options.tintColor, action: actionHandler)
  }

  public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = ReorderOptions()) -> UICellAccessory {
    .init(.reorder, displayed: displayed, leading: false, isHidden: options.isHidden,
      width: options.reservedLayoutWidth, tint: options.tintColor)
  }

  public static func multiselect(displayed: DisplayedState = .whenEditing, options: CheckmarkOptions = CheckmarkOptions()) -> UICellAccessory {
    .init(.multiselect, displayed: displayed, leading: true, isHidden: options.isHidden,
      width: options.reservedLayoutWidth, tint: options.tintColor)
  }

  public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = LabelOptions()) -> UICellAccessory {
    .init(.label(text, options.font), displayed: displayed, leading: false, isHidden: options.isHidden,
      width: options.reservedLayoutWidth, tint: options.tintColor)
  }

  public static func outlineDisclosure(
    displayed: DisplayedState = .always, options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
    actionHandler: ActionHandler? = nil
  ) -> UICellAccessory {
    .init(.outlineDisclosure, displayed: displayed, leading: false, isHidden: options.isHidden,
      width: options.reservedLayoutWidth, tint: options.tintColor, action: actionHandler)
  }

  /// iOS 15.4: an info button.
  public static func detail(
    displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = DisclosureIndicatorOptions(),
    actionHandler: ActionHandler? = nil
  ) -> UICellAccessory {
    .init(.detail, displayed: displayed, leading: false, isHidden: options.isHidden,
      width: options.reservedLayoutWidth, tint: options.tintColor, action: actionHandler)
  }

  public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
    let displayed: DisplayedState
    let leading: Bool
    switch configuration.placement {
    case .leading(let d, _):
      displayed = d
      leading = true
    case .trailing(let d, _):
      displayed = d
      leading = false
    }
    return .init(.customView(configuration.customView, maintainsFixedSize: configuration.maintainsFixedSize),
      displayed: displayed, leading: leading, isHidden: configuration.isHidden,
      width: configuration.reservedLayoutWidth, tint: configuration.tintColor)
  }

  /// Whether the accessory shows in a cell that is (or is not) editing.
  func _isDisplayed(editing: Bool) -> Bool {
    guard !_isHidden else { return false }
    switch displayedState {
    case .always: return true
    case .whenEditing: return editing
    case .whenNotEditing: return !editing
    }
  }

  /// The glyph a system accessory draws, its standard width and colour ([U]).
  var _glyph: (text: String, width: CGFloat, color: UIColor?)? {
    switch _kind {
    case .disclosureIndicator: ("›", 17, .tertiaryLabel)
    case .checkmark: ("✓", 17, nil)
    case .delete: ("⊖", 22, .systemRed)
    case .insert: ("⊕", 22, .systemGreen)
    case .multiselect: ("○", 22, nil)
    case .reorder: ("≡", 22, .tertiaryLabel)
    case .outlineDisclosure: ("⌄", 17, nil)
    case .detail: ("ⓘ", 22, nil)
    case .label, .customView: nil
    }
  }
}
