import Foundation

/// An item on a tab bar. A controller's `tabBarItem` is made on first use; its title follows
/// the controller's `title` until set.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
  package weak var _owner: UIViewController?

  public override init() { super.init() }

  package init(owner: UIViewController) {
    _owner = owner
    super.init()
  }

  open override var title: String? {
    get { super.title ?? _owner?.title }
    set { super.title = newValue }
  }

  open var badgeValue: String?

  /// UIKit: an item with a title, image and tag.
  public convenience init(title: String?, image: UIImage?, tag: Int) {
    self.init()
    self.title = title
    self.image = image
    self.tag = tag
  }

  /// UIKit: an item with a title, an image and the image shown when selected.
  public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
    self.init()
    self.title = title
    self.image = image
    self.selectedImage = selectedImage
  }

  /// The image shown when the item is selected (the item's `image` otherwise).
  open var selectedImage: UIImage?

  /// UIKit's system tab items: each brings its own title and image.
  public enum SystemItem: Int, Sendable {
    case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search,
      downloads, mostRecent, mostViewed
  }

  /// The system item this item was made as, if any.
  package private(set) var _systemItem: SystemItem?

  /// UIKit: a system item (its title and image are the system's and cannot be changed) with a tag.
  /// Here `title` reads nil, as UIKit's does, and the tab bar draws the system title.
  public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
    self.init()
    _systemItem = systemItem
    self.tag = tag
  }

  /// What the tab bar draws: a system item's own title, else `title`.
  package var _drawnTitle: String? {
    guard let system = _systemItem else { return title }
    switch system {
    case .more: return "More"
    case .favorites: return "Favorites"
    case .featured: return "Featured"
    case .topRated: return "Top Rated"
    case .recents: return "Recents"
    case .contacts: return "Contacts"
    case .history: return "History"
    case .bookmarks: return "Bookmarks"
    case .search: return "Search"
    case .downloads: return "Downloads"
    case .mostRecent: return "Most Recent"
    case .mostViewed: return "Most Viewed"
    }
  }
}

/// The bar at the bottom of a tab bar controller: one equal-width cell per item, the selected
/// one tinted. A tap on a cell selects its tab (through the controller, which asks its
/// delegate). Height `UITabBar._height` (49 pt).
@preconcurrency @MainActor
open class UITabBar: UIView {
  package static let _height: CGFloat = 49

  private var _items: [UITabBarItem] = []
  private var _cells: [UILabel] = []
  package weak var _tabBarController: UITabBarController?
  /// Appearance objects and what is drawn (BarAppearance/UITabBar+Appearance.swift).
  var _standardAppearance: UITabBarAppearance?
  var _scrollEdgeAppearance: UITabBarAppearance?
  var _appliedAppearance: UITabBarAppearance?
  var _background = _BarBackground()
  var _appearanceCustomization = _AppearanceCustomization()

  public override init(frame: CGRect) {
    super.init(frame: frame)
    _updateBackground()
  }

  /// UIKit: the selected item's colour (the bar's tint); appearance proxies may set it.
  open override var tintColor: UIColor! {
    get { super.tintColor }
    set {
      super.tintColor = newValue
      _noteAppearanceProperty("tintColor")
    }
  }

  /// UIKit: the colour of the items that are not selected (nil: the system grey).
  open var unselectedItemTintColor: UIColor? {
    didSet { _updateCells(); _noteAppearanceProperty("unselectedItemTintColor") }
  }

  open override func tintColorDidChange() {
    super.tintColorDidChange()
    _updateCells()
  }

  /// UIKit: appearance proxies apply when the bar enters a window.
  open override func didMoveToWindow() {
    super.didMoveToWindow()
    if window != nil { _applyAppearanceProxies() }
  }

  /// UIKit: a translucent bar (the default) lets content show through; drawn as the bar colour
  /// at 94 % opacity when translucent, 100 % when opaque (as UINavigationBar).
  open var isTranslucent: Bool = true { didSet { _updateBackground(); _noteAppearanceProperty("isTranslucent") } }

  /// The bar's background colour (nil: the system bar colour).
  open var barTintColor: UIColor? { didSet { _updateBackground(); _noteAppearanceProperty("barTintColor") } }

  /// The look of the legacy properties (while no appearance object is set).
  func _updateBackground() {
    guard _appliedAppearance == nil else { return }
    let base = barTintColor ?? UIColor(red: 0.97, green: 0.97, blue: 0.97, alpha: 1)
    backgroundColor = isTranslucent ? base.withAlphaComponent(base.alpha * 0.94) : base.withAlphaComponent(1)
  }

  public required init?(coder: NSCoder) { super.init(coder: coder) }

  open var items: [UITabBarItem]? { _items }
  open weak var selectedItem: UITabBarItem? {
    didSet {
      if _usesAppearanceObjects { _applyAppearance() }
      _updateCells()
    }
  }

  open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
    guard _tabBarController == nil else {
      Diagnostics.exception(
        "Directly modifying a tab bar managed by a tab bar controller is not allowed.",
        name: "NSInternalInconsistencyException")
      return
    }
    _setItems(items ?? [])
  }

  package func _setItems(_ items: [UITabBarItem]) {
    _items = items
    for c in _cells { c.removeFromSuperview() }
    _cells = items.map { item in
      let label = UILabel(frame: .zero)
      label.text = item._drawnTitle
      label.textAlignment = .center
      label.font = .systemFont(ofSize: 12)
      addSubview(label)
      return label
    }
    if let s = selectedItem, !items.contains(where: { $0 === s }) { selectedItem = nil }
    _updateCells()
    // The cells get their frames now, without a layout pass of the whole hierarchy (issue 15:
    // a storyboard's tab bar controllers set their items while loading, outside any window).
    for (i, cell) in _cells.enumerated() { cell.frame = _frameOfItem(at: i) }
    setNeedsLayout()
  }

  /// The frame of item `index`'s cell, in the bar's coordinates.
  package func _frameOfItem(at index: Int) -> CGRect {
    let width = bounds.width / CGFloat(max(_items.count, 1))
    // The items fill the bar's top 49 pt; below them is the home indicator's area.
    return CGRect(x: CGFloat(index) * width, y: 0, width: width, height: Swift.min(bounds.height, Self._height))
  }

  func _updateCells() {
    for (item, cell) in zip(_items, _cells) {
      cell.text = item._drawnTitle
      cell.textColor = item === selectedItem ? _selectedItemColor : _unselectedItemColor
    }
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    if _usesAppearanceObjects { _applyAppearance() }
    for (i, cell) in _cells.enumerated() { cell.frame = _frameOfItem(at: i) }
  }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first, !_items.isEmpty else { return }
    let p = touch.location(in: self)
    guard bounds.contains(p) else { return }
    let index = min(_items.count - 1, max(0, Int(p.x / (bounds.width / CGFloat(_items.count)))))
    _tabBarController?._userSelected(index: index)
  }
}

extension UITabBar {
  /// How a tab bar positions its items in a regular width (UIKit's values).
  public enum ItemPositioning: Int, Sendable {
    case automatic = 0
    case fill = 1
    case centered = 2
  }
}
