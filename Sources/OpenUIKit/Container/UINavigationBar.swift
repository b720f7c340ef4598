import Foundation
import OpenQuartzCore

/// The bar at the top of a navigation controller: the top item's title in the middle, a back
/// button titled after the item below it (unless hidden or replaced by left items), and the
/// top item's bar button items. Each bar button item's `_anchorView` is the button drawing it
/// (popovers anchor there).
///
/// Layout: height `UINavigationBar._height` (44 pt); buttons are 8 pt from the edges, 8 pt
/// apart, as wide as their title (9 pt per character + 16 pt, at least 44 pt).
@preconcurrency @MainActor
open class UINavigationBar: UIView {
  package static let _height: CGFloat = 44

  var _items: [UINavigationItem] = []
  /// Set when a navigation controller manages the bar (back button pops).
  package weak var _navigationController: UINavigationController?
  /// The views currently drawing the bar's contents (rebuilt on every change).
  package private(set) var _backButton: UIButton?
  /// Made with the bar (one label: a placeholder replaced in `init` cost a label's creation,
  /// sbload19b).
  package internal(set) var _titleLabel = UINavigationBar._makeTitleLabel()
  var _buttons: [UIView] = []
  /// Items a column-style split puts at the bar's leading edge, before the back button and the
  /// top item's left items (its sidebar toggle; Docs/Behaviour/split19.md).
  package var _splitLeadingItems: [UIBarButtonItem] = [] {
    didSet {
      // Also when the same items come again: their image or label may have changed.
      guard !(oldValue.isEmpty && _splitLeadingItems.isEmpty) else { return }
      _reloadItems()
    }
  }
  /// The bar button items whose `_anchorView` is one of this bar's buttons (cleared at the next reload).
  var _anchoredBarItems: [UIBarButtonItem] = []
  /// The previous items' views while an animated push or pop moves them out
  /// (UINavigationBar+Transition.swift).
  package internal(set) var _outgoingViews: [UIView] = []
  /// The new items' views that start hidden or displaced during that motion.
  var _incomingViews: [UIView] = []
  /// Appearance objects given to the bar, the look drawn now and its background views
  /// (UINavigationBar+Appearance.swift).
  var _appearanceSlots = _NavigationBarAppearanceSlots()
  var _appliedAppearance: UINavigationBarAppearance?
  var _background = _BarBackground()
  var _legacyTitleAttributes: [NSAttributedString.Key: Any]?
  var _appearanceCustomization = _AppearanceCustomization()
  /// Whether the legacy look is drawn transparent now (iOS 15+ scroll edge without appearance
  /// objects, UINavigationBar+Appearance.swift).
  var _legacyEdgeTransparent = false
  /// Large titles (UINavigationBar+LargeTitle.swift): the preference, the legacy attributes,
  /// the visible height of the large-title row (0: no large title; above
  /// `_largeTitleRowHeight` while the content is pulled down), and the row's views, made
  /// when the bar first prefers large titles (bars that never do draw as before).
  var _prefersLargeTitles = false
  var _legacyLargeTitleAttributes: [NSAttributedString.Key: Any]?
  var _largeTitleHeight: CGFloat = 0
  var _largeTitleRow: UIView?
  /// Made with the row (`_makeLargeTitleRow`); before that nothing shows or reads it, so no
  /// label is made for bars that never prefer large titles (sbload19b: every storyboard
  /// navigation controller made one and set its text).
  lazy var _largeTitleLabel = UILabel(frame: .zero)
  /// Set while an animated push or pop replaces the items: the row's height then changes in
  /// the transition's animation, not at once.
  var _itemsMoving = false

  public override init(frame: CGRect) {
    super.init(frame: frame)
    _updateBackground()
    _updateHairline()
    addSubview(_titleLabel)
  }

  /// The label drawing the top item's title (17 pt semibold, centred).
  static func _makeTitleLabel() -> UILabel {
    let label = UILabel(frame: .zero)
    label.textAlignment = .center
    label.font = .boldSystemFont(ofSize: 17)
    return label
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    // As before sbload19b: a decoded bar's title label is a plain label (not the styled one).
    _titleLabel = UILabel(frame: .zero)
  }

  /// UIKit: a translucent bar (the default) lets content show through; an opaque one does not.
  /// Drawn as the bar colour at 94 % opacity when translucent, 100 % when opaque.
  open var isTranslucent: Bool = true { didSet { _updateBackground(); _noteAppearanceProperty("isTranslucent") } }

  /// The bar's background colour (nil: the system bar colour).
  open var barTintColor: UIColor? { didSet { _updateBackground(); _noteAppearanceProperty("barTintColor") } }

  /// UIKit (iOS 11): whether the bar shows the top item's title large, in a row below the
  /// standard one, when the item's `largeTitleDisplayMode` allows it. False by default
  /// (UINavigationBar+LargeTitle.swift).
  open var prefersLargeTitles: Bool {
    get { _prefersLargeTitles }
    set { _setPrefersLargeTitles(newValue) }
  }

  /// UIKit's legacy large-title attributes (used when no appearance object is set).
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
    get { _legacyLargeTitleAttributes }
    set { _setLegacyLargeTitleAttributes(newValue) }
  }

  /// The look of the legacy properties (while no appearance object is set).
  func _updateBackground() {
    guard _appliedAppearance == nil else { return }
    // UIKit linked on iOS 15 or later: at the scroll edge a bar without appearance objects draws
    // the standard look "modified to use a transparent background" (UINavigationBar+Appearance.swift).
    _legacyEdgeTransparent = _navigationController != nil && _isAtScrollEdge
    if _legacyEdgeTransparent {
      backgroundColor = .clear
      layer.contents = nil
      return
    }
    if let image = _backgroundImages[.default] {
      // A background image replaces the bar colour; an empty image (`UIImage()`, the common
      // "transparent bar" idiom) leaves the bar clear.
      backgroundColor = .clear
      layer.contents = image.cgImage
      layer.contentsGravity = .resize
      return
    }
    layer.contents = nil
    let base = barTintColor ?? UIColor(red: 0.97, green: 0.97, blue: 0.97, alpha: 1)
    backgroundColor = isTranslucent ? base.withAlphaComponent(base.alpha * 0.94) : base.withAlphaComponent(1)
  }

  open override var backgroundColor: UIColor? {
    didSet { _statusBarBackdrop?.backgroundColor = backgroundColor }
  }

  /// UIKit's top-attached bar: a navigation controller's bar placed below the status bar draws
  /// its background up behind the status bar (`_statusBarBackdrop`, outside the bar's bounds, so
  /// it neither hit-tests nor changes the bar's frame). 0 removes it.
  package var _topAttachedExtension: CGFloat = 0 {
    didSet {
      guard _topAttachedExtension != oldValue else { return }
      if _topAttachedExtension <= 0 {
        _statusBarBackdrop?.removeFromSuperview()
        _statusBarBackdrop = nil
        return
      }
      let backdrop = _statusBarBackdrop ?? UIView(frame: .zero)
      backdrop.backgroundColor = backgroundColor
      backdrop.autoresizingMask = [.flexibleWidth]
      backdrop.frame = CGRect(x: 0, y: -_topAttachedExtension, width: bounds.width, height: _topAttachedExtension)
      if backdrop.superview == nil { insertSubview(backdrop, at: 0) }
      _statusBarBackdrop = backdrop
    }
  }
  private var _statusBarBackdrop: UIView?

  private var _backgroundImages: [UIBarMetrics: UIImage] = [:]

  /// UIKit: the bar's background image for `barMetrics` (nil removes it).
  open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
    _backgroundImages[barMetrics] = backgroundImage
    if barMetrics == .default { _noteAppearanceProperty("backgroundImage") }
    _updateBackground()
  }

  open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? { _backgroundImages[barMetrics] }

  /// UIKit: the hairline under the bar; an empty image (`UIImage()`) hides it.
  open var shadowImage: UIImage? { didSet { _updateHairline(); _noteAppearanceProperty("shadowImage") } }

  /// The hairline drawn just below the bar (UIKit's shadow), 1 px of the separator colour.
  private lazy var _hairline: UIView = {
    let v = UIView(frame: .zero)
    v.backgroundColor = .separator
    v.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
    return v
  }()

  /// The hairline view (an appearance's shadow colour draws on it).
  var _hairlineView: UIView { _hairline }

  func _updateHairline() {
    if _hairline.superview == nil { addSubview(_hairline) }
    if _appliedAppearance == nil {
      _hairline.isHidden = _legacyEdgeTransparent || (shadowImage.map { $0.size == .zero } ?? false)
    }
    let px = 1 / max(UIScreen.main.scale, 1)
    _hairline.frame = CGRect(x: 0, y: bounds.height, width: bounds.width, height: px)
  }

  open var items: [UINavigationItem]? { _items }
  open var topItem: UINavigationItem? { _items.last }
  open var backItem: UINavigationItem? { _items.count > 1 ? _items[_items.count - 2] : nil }

  open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
    guard _navigationController == nil else {
      Diagnostics.exception(
        "Directly modifying a navigation bar managed by a navigation controller is not allowed.",
        name: "NSInternalInconsistencyException")
      return
    }
    _setItems(items ?? [])
  }

  package func _setItems(_ items: [UINavigationItem]) {
    _setItems { $0 = items }
  }

  /// `_setItems` as an edit of the items in place (a navigation controller's push appends one).
  package func _setItems(_ edit: (inout [UINavigationItem]) -> Void) {
    _endItemTransition()
    _replaceItems(edit)
  }

  /// The bar's height for its rows: the standard row, the visible large-title row and the rows
  /// below it (a navigation controller sizes its bar with it).
  package var _rowsHeight: CGFloat { Self._height + _largeTitleHeight + _heightBelowLargeTitle }

  /// Only the top and back items are linked to the bar (their changes reload it), so a change
  /// of items costs nothing per item below them (a deep navigation stack made every push cost more).
  /// The change is an edit in place: a push appends an item, a pop removes one, without a new
  /// array of every item.
  func _replaceItems(_ edit: (inout [UINavigationItem]) -> Void) {
    for item in _items.suffix(2) where item._navigationBar === self { item._navigationBar = nil }
    edit(&_items)
    for item in _items.suffix(2) { item._navigationBar = self }
    _reloadItems()
  }

  /// Rebuilds the buttons and title from the top and back items.
  package func _reloadItems() {
    // Bar button items anchored to this bar's buttons (popovers' source) lose their anchor.
    for item in _anchoredBarItems {
      if let view = item._anchorView, view.isDescendant(of: self) { item._anchorView = nil }
    }
    _anchoredBarItems = []
    for b in _buttons { b.removeFromSuperview() }
    _buttons = []
    _backButton = nil
    guard let top = topItem else {
      _titleLabel.text = nil
      if _largeTitleRow != nil { _largeTitleLabel.text = nil }
      if !_itemsMoving, _updateLargeTitleHeight() { _navigationController?._barHeightChanged() }
      return
    }
    _titleLabel.text = top.title
    if _largeTitleRow != nil { _largeTitleLabel.text = top.title }
    for item in _splitLeadingItems {
      let button = makeButton(title: item._displayTitle, image: item.image) { [weak item] in item?._performAction() }
      button.accessibilityLabel = item.accessibilityLabel
      item._anchorView = button
      _anchoredBarItems.append(item)
    }
    let showsBack = backItem != nil && !top.hidesBackButton
      && (top.leftBarButtonItems?.isEmpty ?? true || top.leftItemsSupplementBackButton)
    if showsBack, let back = backItem {
      let button = makeButton(title: _fittingBackTitle(for: back, rightReserve: 0), chevron: true) { [weak self] in self?._backTapped() }
      if let item = back.backBarButtonItem {
        item._anchorView = button
        _anchoredBarItems.append(item)
      }
      _backButton = button
    }
    for item in top.leftBarButtonItems ?? [] {
      let button = makeButton(title: item._displayTitle, image: item.image) { [weak item] in item?._performAction() }
      item._anchorView = button
      _applyItemLook(item, to: button)
      _anchoredBarItems.append(item)
    }
    let leftCount = _buttons.count
    for item in top.rightBarButtonItems ?? [] {
      let button = makeButton(title: item._displayTitle, image: item.image) { [weak item] in item?._performAction() }
      item._anchorView = button
      _applyItemLook(item, to: button)
      _anchoredBarItems.append(item)
    }
    _rightStart = leftCount
    if _usesAppearanceObjects { _applyAppearance() } else { _refreshLegacyScrollEdge() }
    // An animated push or pop changes the large-title row in its animation.
    if !_itemsMoving, _updateLargeTitleHeight() { _navigationController?._barHeightChanged() }
    setNeedsLayout()
    // In a window the bar lays out now (buttons and title at their places for the transition).
    // Outside one (a storyboard's navigation controllers loading, issue 15) it places its own
    // buttons and title without a layout pass of the hierarchy; the rest waits for the window.
    if window != nil { layoutIfNeeded() } else { _placeItems() }
  }
  var _rightStart = 0

  /// One of the top item's bar button items changed its title, image, enabled state or tint:
  /// its button shows the change (not while items move in a push or pop: the transition's end
  /// draws them).
  package func _barButtonItemDidChange(_ item: UIBarButtonItem) {
    guard !_itemsMoving, _anchoredBarItems.contains(where: { $0 === item }),
      let button = item._anchorView as? UIButton, button.superview === self, button._backIndicator == nil
    else { return }
    guard item.image == nil else {
      // An image item's button is made again (its image view comes and goes with the title).
      _reloadItems()
      return
    }
    // The same button, retitled, sized for its title and put in place with the others.
    let title = item._displayTitle
    if button.title(for: .normal) != title {
      button.setTitle(title, for: .normal)
      button.bounds.size.width = Self._itemButtonWidth(title, image: nil)
      setNeedsLayout()
      if window != nil { layoutIfNeeded() } else { _placeItems() }
    }
    _applyItemLook(item, to: button)
  }

  /// An item's own look on its button: disabled items are grey and do not respond; an item's
  /// tint colour replaces the bar's.
  func _applyItemLook(_ item: UIBarButtonItem, to button: UIButton) {
    button.isEnabled = item.isEnabled
    let color = item.isEnabled ? item.tintColor ?? _buttonColor : .systemGray
    button.setTitleColor(color, for: .normal)
    for case let image as UIImageView in button.subviews { image.tintColor = color }
  }

  /// Width of the back chevron and the gap after it (UIKit's back indicator, ~11 × 20 pt).
  package static let _chevronSize = CGSize(width: 11, height: 20)
  package static let _chevronGap: CGFloat = 6

  /// The width of an item's button: its title (or, without one, its image) with 8 pt each
  /// side, at least 44 pt.
  private static func _itemButtonWidth(_ title: String, image: UIImage?) -> CGFloat {
    let textWidth = CGFloat(TextMetrics.width(of: title, fontSize: 17)).rounded(.up)
    let imageWidth = title.isEmpty ? (image?.size.width ?? 0) : 0
    return max(44, textWidth + 16, imageWidth + 16)
  }

  /// The width of a back button showing `title` (chevron, gap, text; at least 44 pt).
  private static func _backButtonWidth(_ title: String) -> CGFloat {
    let textWidth = title.isEmpty ? 0 : CGFloat(TextMetrics.width(of: title, fontSize: 17)).rounded(.up)
    return max(44, _chevronSize.width + _chevronGap + textWidth)
  }

  /// UIKit (`UINavigationItem.BackButtonDisplayMode.default`: "the most appropriate title …
  /// according to the available space"): the first of the back item's titles
  /// (`_backTitleCandidates`: specific, "Back", none) whose button ends 8 pt before the centred
  /// title (before the right buttons, which take `rightReserve` points with their margins, when
  /// the bar has no title). A bar not laid out yet takes the first.
  package func _fittingBackTitle(for back: UINavigationItem, rightReserve: CGFloat) -> String {
    let candidates = back._backTitleCandidates
    guard bounds.width > 0, candidates.count > 1 else { return candidates.first ?? "" }
    let title = topItem?.title ?? ""
    let titleWidth = CGFloat(TextMetrics.width(of: title, fontSize: 17, isBold: true)).rounded(.up)
    var end = bounds.width - 8 - rightReserve
    if !title.isEmpty { end = min(end, (bounds.width - titleWidth) / 2 - 8) }
    return candidates.first { 8 + Self._backButtonWidth($0) <= end } ?? candidates.last ?? ""
  }

  /// Gives the back button `title` (its width follows) when the room beside the title changed.
  private func _retitleBackButton(_ button: UIButton, to title: String) {
    guard button.title(for: .normal) != title else { return }
    button.setTitle(title, for: .normal)
    let width = Self._backButtonWidth(title)
    button.bounds.size.width = width
    let lead = Self._chevronSize.width + Self._chevronGap
    button.titleLabel?.frame = CGRect(x: lead, y: 0, width: width - lead, height: Self._height)
  }

  private func makeButton(
    title: String, image: UIImage? = nil, chevron: Bool = false, action: @escaping @MainActor () -> Void
  ) -> UIButton {
    let lead = chevron ? Self._chevronSize.width + Self._chevronGap : 0
    let width = chevron ? Self._backButtonWidth(title) : Self._itemButtonWidth(title, image: image)
    let button = UIButton(frame: CGRect(x: 0, y: 0, width: width, height: Self._height))
    button.setTitle(title, for: .normal)
    let color = _buttonColor
    button.setTitleColor(color, for: .normal)
    if chevron {
      // UIKit: the back button is a chevron followed by the back title, left-aligned.
      button.titleLabel?.textAlignment = .left
      button.titleLabel?.frame = CGRect(x: lead, y: 0, width: width - lead, height: Self._height)
      let size = Self._chevronSize
      let indicator = UIView(frame: CGRect(
        x: 0, y: (Self._height - size.height) / 2, width: size.width, height: size.height))
      indicator.isUserInteractionEnabled = false
      let shape = CAShapeLayer()
      shape.frame = indicator.bounds
      let path = CGMutablePath()
      path.move(to: CGPoint(x: size.width - 1.5, y: 1.5))
      path.addLine(to: CGPoint(x: 1.5, y: size.height / 2))
      path.addLine(to: CGPoint(x: size.width - 1.5, y: size.height - 1.5))
      shape.path = path
      shape.fillColor = nil
      shape.strokeColor = color.cgColor
      shape.lineWidth = 3
      shape.lineCap = .round
      shape.lineJoin = .round
      indicator.layer.addSublayer(shape)
      button.addSubview(indicator)
      button._backIndicator = indicator
    }
    if title.isEmpty, let image {
      // An image item draws its image, centred and tinted like the titles.
      let imageView = UIImageView(image: image)
      imageView.tintColor = color
      imageView.center = CGPoint(x: width / 2, y: Self._height / 2)
      imageView.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
      button.addSubview(imageView)
    }
    button.addAction(UIAction { _ in action() }, for: .touchUpInside)
    addSubview(button)
    _buttons.append(button)
    return button
  }

  open override var tintColor: UIColor! {
    get { super.tintColor }
    set {
      super.tintColor = newValue
      _noteAppearanceProperty("tintColor")
    }
  }

  /// UIKit: the bar's buttons and back chevron take the tint colour.
  open override func tintColorDidChange() {
    super.tintColorDidChange()
    _styleContents()
  }

  /// UIKit: appearance proxies apply when the bar enters a window (BarAppearance/UIAppearance.swift).
  open override func didMoveToWindow() {
    super.didMoveToWindow()
    if window != nil { _applyAppearanceProxies() }
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    if _usesAppearanceObjects {
      _applyAppearance()
      if let effect = _background.effectView {
        effect.frame = CGRect(x: 0, y: -_topAttachedExtension, width: bounds.width, height: bounds.height + _topAttachedExtension)
      }
    }
    _placeItems()
  }

  /// The back button, the left and right buttons and the title in the standard row (the bar's
  /// bottom 44 pt above the large-title row and the rows below it), then the large title.
  func _placeItems() {
    _updateHairline()
    let h = _standardRowMaxY
    if let button = _backButton, let back = backItem {
      let rightReserve = _buttons.dropFirst(_rightStart).reduce(0) { $0 + $1.bounds.width + 8 }
      _retitleBackButton(button, to: _fittingBackTitle(for: back, rightReserve: rightReserve))
    }
    var x: CGFloat = 8
    for b in _buttons.prefix(_rightStart) {
      b.frame = CGRect(x: x, y: h - Self._height, width: b.bounds.width, height: Self._height)
      x += b.bounds.width + 8
    }
    var right = bounds.width - 8
    for b in _buttons.dropFirst(_rightStart) {
      right -= b.bounds.width
      b.frame = CGRect(x: right, y: h - Self._height, width: b.bounds.width, height: Self._height)
      right -= 8
    }
    // UIKit: the title is centred in the bar, moved aside (then truncated) only when the
    // buttons leave no room for it there.
    let titleWidth = CGFloat(TextMetrics.width(of: _titleLabel.text ?? "", fontSize: 17, isBold: true)).rounded(.up)
    let room = max(0, right - x)
    let w = min(titleWidth, room)
    let origin = min(max((bounds.width - w) / 2, x), right - w)
    _titleLabel.frame = CGRect(x: max(x, origin), y: h - Self._height, width: w, height: Self._height)
    _placeLargeTitle()
  }

  private func _backTapped() {
    _navigationController?._backButtonTapped()
  }
}
