import Foundation

/// A bar of bar button items, usually along the bottom of a navigation controller's view
/// (`UINavigationController.toolbar`, showing the top controller's `toolbarItems`).
///
/// Items are laid out leading to trailing, 8 pt apart, inset 8 pt from the edges: titled and
/// system items as buttons at least 44 pt wide, custom views at their width, fixed spaces at
/// their `width`, and flexible spaces sharing what is left. Each item's button is the popover
/// anchor of the item (`UIPopoverPresentationController.barButtonItem`).
@preconcurrency @MainActor
open class UIToolbar: UIView {
  package static let _height: CGFloat = 44

  private var _items: [UIBarButtonItem] = []
  /// The view shown for each item (nil for spaces), in item order.
  private var _itemViews: [UIView?] = []

  public override init(frame: CGRect) {
    super.init(frame: frame)
    _updateBackground()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    _updateBackground()
  }

  open var items: [UIBarButtonItem]? {
    get { _items.isEmpty ? nil : _items }
    set { setItems(newValue, animated: false) }
  }

  /// Replaces the items (`animated` changes nothing: items appear at once).
  open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    for view in _itemViews.compactMap({ $0 }) { view.removeFromSuperview() }
    for item in _items where item._anchorView != nil { item._anchorView = nil }
    _items = items ?? []
    _itemViews = _items.map { item in
      if item.systemItem == .flexibleSpace || item.systemItem == .fixedSpace { return nil }
      if let custom = item.customView {
        addSubview(custom)
        item._anchorView = custom
        return custom
      }
      let title = item._displayTitle
      let button = UIButton(frame: CGRect(x: 0, y: 0, width: Self._buttonWidth(title), height: Self._height))
      button.setTitle(title, for: .normal)
      Self._applyItemLook(item, to: button)
      button.addAction(UIAction { [weak item] _ in item?._performAction() }, for: .touchUpInside)
      addSubview(button)
      item._anchorView = button
      return button
    }
    // The item views get their frames now, without a layout pass of the whole hierarchy (issue
    // 15: a navigation controller sets its toolbar's items while loading, outside any window).
    _placeItems()
    setNeedsLayout()
  }

  /// One of the items changed its title, image, enabled state or tint: its button shows it.
  package func _barButtonItemDidChange(_ item: UIBarButtonItem) {
    guard _items.contains(where: { $0 === item }), let button = item._anchorView as? UIButton,
      button.superview === self
    else { return }
    // The same button, retitled and sized as `setItems` sizes it, then the items placed again.
    let title = item._displayTitle
    if button.title(for: .normal) != title {
      button.setTitle(title, for: .normal)
      button.bounds.size.width = Self._buttonWidth(title)
      _placeItems()
    }
    Self._applyItemLook(item, to: button)
  }

  /// The width of an item's button showing `title`.
  private static func _buttonWidth(_ title: String) -> CGFloat { max(44, CGFloat(title.count) * 9 + 16) }

  /// An item's own look on its button: disabled items are grey and do not respond; an item's
  /// tint colour replaces the system blue.
  private static func _applyItemLook(_ item: UIBarButtonItem, to button: UIButton) {
    button.isEnabled = item.isEnabled
    button.setTitleColor(item.isEnabled ? item.tintColor ?? .systemBlue : .systemGray, for: .normal)
  }

  /// Appearance objects and what is drawn (BarAppearance/UIToolbar+Appearance.swift).
  var _appearanceSlots = _ToolbarAppearanceSlots()
  var _appliedAppearance: UIToolbarAppearance?
  var _background = _BarBackground()
  var _appearanceCustomization = _AppearanceCustomization()

  open override var tintColor: UIColor! {
    get { super.tintColor }
    set {
      super.tintColor = newValue
      _noteAppearanceProperty("tintColor")
    }
  }

  /// UIKit: appearance proxies apply when the bar enters a window.
  open override func didMoveToWindow() {
    super.didMoveToWindow()
    if window != nil { _applyAppearanceProxies() }
  }

  open var isTranslucent: Bool = true { didSet { _updateBackground(); _noteAppearanceProperty("isTranslucent") } }

  /// The bar's colour (the default bar material when nil).
  open var barTintColor: UIColor? { didSet { _updateBackground(); _noteAppearanceProperty("barTintColor") } }

  /// The look of the legacy properties (while no appearance object is set).
  func _updateBackground() {
    guard _appliedAppearance == nil else { return }
    backgroundColor = barTintColor ?? UIColor(red: 0.97, green: 0.97, blue: 0.97, alpha: isTranslucent ? 0.94 : 1)
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: Self._height) }

  open override func layoutSubviews() {
    super.layoutSubviews()
    if _appliedAppearance != nil || !_appearanceSlots.isEmpty { _applyAppearance() }
    _placeItems()
  }

  /// Places the item views leading to trailing (flexible spaces share what is left).
  private func _placeItems() {
    let spacing: CGFloat = 8
    var fixed: CGFloat = 0
    var flexibleCount = 0
    for (item, view) in zip(_items, _itemViews) {
      if item.systemItem == .flexibleSpace {
        flexibleCount += 1
      } else {
        fixed += item.systemItem == .fixedSpace ? item.width : (view?.bounds.width ?? 0)
      }
    }
    let gaps = CGFloat(max(0, _items.count - 1)) * spacing
    let flexible = flexibleCount > 0 ? max(0, bounds.width - 2 * spacing - gaps - fixed) / CGFloat(flexibleCount) : 0
    var x = spacing
    UIView.performWithoutAnimation {
      for (item, view) in zip(_items, _itemViews) {
        switch item.systemItem {
        case .flexibleSpace?: x += flexible
        case .fixedSpace?: x += item.width
        default:
          guard let view else { continue }
          let size = view.bounds.size
          view.frame = CGRect(x: x, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
          x += size.width
        }
        x += spacing
      }
    }
  }
}
