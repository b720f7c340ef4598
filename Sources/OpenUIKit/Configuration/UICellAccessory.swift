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

  /// Where a custom accessory goes: its side, when it shows, and its index among the accessories
  /// already on that side (read from the leading edge to the trailing edge).
  public enum Placement {
    /// The index of the custom accessory in the side's accessories it is given.
    public typealias Position = ([UICellAccessory]) -> Int

    case leading(displayed: DisplayedState = .always, at: Position = { $0.count })
    case trailing(displayed: DisplayedState = .always, at: Position = { $0.count })

    /// After the last accessory of the same type as `accessory`, or at the end when none is there.
    public static func position(after accessory: UICellAccessory) -> Position {
      { accessories in
        (accessories.lastIndex { $0._isSameType(as: accessory) }).map { $0 + 1 } ?? accessories.count
      }
    }

    /// Before the first accessory of the same type as `accessory`, or at the beginning when none is there.
    public static func position(before accessory: UICellAccessory) -> Position {
      { accessories in accessories.firstIndex { $0._isSameType(as: accessory) } ?? 0 }
    }
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
  /// A custom accessory's position among its side's accessories.
  var _position: Placement.Position?

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
    let position: Placement.Position
    switch configuration.placement {
    case .leading(let d, let p):
      displayed = d
      leading = true
      position = p
    case .trailing(let d, let p):
      displayed = d
      leading = false
      position = p
    }
    var accessory = UICellAccessory(
      .customView(configuration.customView, maintainsFixedSize: configuration.maintainsFixedSize),
      displayed: displayed, leading: leading, isHidden: configuration.isHidden,
      width: configuration.reservedLayoutWidth, tint: configuration.tintColor)
    accessory._position = position
    return accessory
  }

  /// Whether two accessories are of the same type (any two custom views are).
  func _isSameType(as other: UICellAccessory) -> Bool { _systemOrder == other._systemOrder }

  /// [U] A system accessory's fixed place on its side, from the leading edge to the trailing
  /// edge (Docs/Behaviour/lists17.md "Accessory placement"): leading delete, insert,
  /// multiselect; trailing label, detail, checkmark, disclosure indicator, outline disclosure,
  /// reorder. Custom views: -1.
  var _systemOrder: Int {
    switch _kind {
    case .delete: 0
    case .insert: 1
    case .multiselect: 2
    case .label: 3
    case .detail: 4
    case .checkmark: 5
    case .disclosureIndicator: 6
    case .outlineDisclosure: 7
    case .reorder: 8
    case .customView: -1
    }
  }

  /// `accessories` in display order on each side (leading edge to trailing edge): system
  /// accessories in their fixed order whatever the array's order; then each custom accessory, in
  /// array order, inserted at the index its placement position gives (clamped to the side).
  static func _arranged(_ accessories: [UICellAccessory]) -> (leading: [UICellAccessory], trailing: [UICellAccessory]) {
    let system = accessories.filter { $0._systemOrder >= 0 }.enumerated().sorted {
      ($0.element._systemOrder, $0.offset) < ($1.element._systemOrder, $1.offset)
    }.map(\.element)
    var leading = system.filter(\._isLeading)
    var trailing = system.filter { !$0._isLeading }
    for custom in accessories where custom._systemOrder < 0 {
      if custom._isLeading {
        let index = custom._position?(leading) ?? leading.count
        leading.insert(custom, at: min(max(0, index), leading.count))
      } else {
        let index = custom._position?(trailing) ?? trailing.count
        trailing.insert(custom, at: min(max(0, index), trailing.count))
      }
    }
    return (leading, trailing)
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
