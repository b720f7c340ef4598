import Foundation
import OpenQuartzCore

// The iOS 14 column interface of UISplitViewController (`init(style:)`, `setViewController(_:for:)`,
// display modes, `show(_:)`/`hide(_:)`, the column delegate methods). Choices UIKit does not
// document are in Docs/Behaviour/libs18.md.

extension UISplitViewController {
  /// The split's interface: `.unspecified` is the classic `viewControllers` split.
  public enum Style: Int, Sendable {
    case unspecified = 0
    case doubleColumn = 1
    case tripleColumn = 2
  }

  /// A column of a column-style split.
  public enum Column: Int, Sendable {
    case primary = 0
    /// Triple column: the column between the primary and the secondary.
    case supplementary = 1
    case secondary = 2
    /// What shows instead of the other columns when the interface is collapsed.
    case compact = 3
  }

  /// How the columns share the screen when the interface is expanded.
  public enum DisplayMode: Int, Sendable {
    case automatic = 0
    case secondaryOnly = 1
    case oneBesideSecondary = 2
    case oneOverSecondary = 3
    case twoBesideSecondary = 4
    case twoOverSecondary = 5
    case twoDisplaceSecondary = 6
  }

  /// How the primary column is shown next to the secondary when it appears.
  public enum SplitBehavior: Int, Sendable {
    case automatic = 0
    case tile = 1
    case overlay = 2
    case displace = 3
  }

  /// The side of the split the primary column is on.
  public enum PrimaryEdge: Int, Sendable {
    case leading = 0
    case trailing = 1
  }

  /// The primary column's background (stored; not drawn differently here).
  public enum BackgroundStyle: Int, Sendable {
    case none = 0
    case sidebar = 1
  }

  /// iOS 14.5: whether the split shows its display mode button.
  public enum DisplayModeButtonVisibility: Int, Sendable {
    case automatic = 0
    case never = 1
    case always = 2
  }

  /// The value that lets the split choose a width (UIKit's `UISplitViewControllerAutomaticDimension`).
  public static let automaticDimension: CGFloat = -1

  public var style: Style { _style }

  public var preferredDisplayMode: DisplayMode {
    get { _preferredDisplayMode }
    set {
      _preferredDisplayMode = newValue
      // A classic split tiles until a display mode is asked of it.
      if _style == .unspecified, _displayMode == nil, newValue != .automatic, isViewLoaded, !_isCollapsed {
        _displayMode = .oneBesideSecondary
      }
      guard isViewLoaded, !_isCollapsed, _displayMode != nil else { return }
      _changeDisplayMode(to: _resolvedDisplayMode(), animated: true)
    }
  }

  /// The display mode in effect (expanded); what the preferred mode resolves to before the view loads.
  public var displayMode: DisplayMode { _displayMode ?? _resolvedDisplayMode() }

  public var preferredSplitBehavior: SplitBehavior {
    get { _preferredSplitBehavior }
    set { _preferredSplitBehavior = newValue }
  }

  /// The behaviour in effect: `.automatic` resolves to `.tile` in a landscape split, `.overlay`
  /// otherwise (Docs/Behaviour/libs18.md).
  public var splitBehavior: SplitBehavior {
    if _preferredSplitBehavior != .automatic { return _preferredSplitBehavior }
    return _isLandscape ? .tile : .overlay
  }

  // MARK: Column widths

  /// The primary's width as a fraction of the split's (limited by the minimum and maximum).
  public var preferredPrimaryColumnWidthFraction: CGFloat {
    get { _preferredPrimaryColumnWidthFraction }
    set { _preferredPrimaryColumnWidthFraction = newValue; _widthsChanged() }
  }
  /// iOS 14: the primary's width in points; wins over the fraction.
  public var preferredPrimaryColumnWidth: CGFloat {
    get { _preferredPrimaryColumnWidth }
    set { _preferredPrimaryColumnWidth = newValue; _widthsChanged() }
  }
  public var minimumPrimaryColumnWidth: CGFloat {
    get { _minimumPrimaryColumnWidth }
    set { _minimumPrimaryColumnWidth = newValue; _widthsChanged() }
  }
  public var maximumPrimaryColumnWidth: CGFloat {
    get { _maximumPrimaryColumnWidth }
    set { _maximumPrimaryColumnWidth = newValue; _widthsChanged() }
  }
  /// The width the primary column has (expanded); the split's width when collapsed.
  public var primaryColumnWidth: CGFloat {
    let b = viewIfLoaded?.bounds ?? UIScreen.main.bounds
    return _isCollapsed ? b.width : _width(of: .primary, in: b)
  }
  /// iOS 14 (triple column): the supplementary's width as a fraction of the split's.
  public var preferredSupplementaryColumnWidthFraction: CGFloat {
    get { _preferredSupplementaryColumnWidthFraction }
    set { _preferredSupplementaryColumnWidthFraction = newValue; _widthsChanged() }
  }
  public var preferredSupplementaryColumnWidth: CGFloat {
    get { _preferredSupplementaryColumnWidth }
    set { _preferredSupplementaryColumnWidth = newValue; _widthsChanged() }
  }
  public var minimumSupplementaryColumnWidth: CGFloat {
    get { _minimumSupplementaryColumnWidth }
    set { _minimumSupplementaryColumnWidth = newValue; _widthsChanged() }
  }
  public var maximumSupplementaryColumnWidth: CGFloat {
    get { _maximumSupplementaryColumnWidth }
    set { _maximumSupplementaryColumnWidth = newValue; _widthsChanged() }
  }
  public var supplementaryColumnWidth: CGFloat {
    let b = viewIfLoaded?.bounds ?? UIScreen.main.bounds
    return _isCollapsed ? b.width : _width(of: .supplementary, in: b)
  }
  /// iOS 14: the side the primary column is on (the columns are mirrored for `.trailing`).
  public var primaryEdge: PrimaryEdge {
    get { _primaryEdge }
    set { _primaryEdge = newValue; _widthsChanged() }
  }

  // MARK: Display mode buttons

  /// Classic split: the button that changes the display mode to the delegate's
  /// `targetDisplayModeForAction(in:)` (`.automatic`: the primary hidden if it shows, else shown
  /// beside in a landscape split and over the secondary in a portrait one). Apple: it "doesn't
  /// affect column-style split view interfaces" (they have their own toggles).
  public var displayModeButtonItem: UIBarButtonItem {
    if let item = _displayModeButtonItem { return item }
    let item = UIBarButtonItem(image: UIImage(systemName: "sidebar.leading"), style: .plain, target: nil, action: nil)
    item.primaryAction = UIAction(image: item.image) { [weak self] _ in self?._displayModeButtonTapped() }
    _displayModeButtonItem = item
    return item
  }

  func _displayModeButtonTapped() {
    guard _style == .unspecified, isViewLoaded, !_isCollapsed else { return }
    var target = delegate?.targetDisplayModeForAction(in: self) ?? .automatic
    if target == .automatic {
      target = displayMode == .secondaryOnly ? (_isLandscape ? .oneBesideSecondary : .oneOverSecondary) : .secondaryOnly
    }
    if _displayMode == nil { _displayMode = .oneBesideSecondary }
    _changeDisplayMode(to: target, animated: true)
  }

  /// Whether the split offers a way to change its display mode. Here: with
  /// `displayModeButtonVisibility` `.automatic`, it decides whether the sidebar button shows
  /// (no swipe gesture is installed; Docs/Behaviour/split19.md).
  public var presentsWithGesture: Bool {
    get { _presentsWithGesture }
    set { _presentsWithGesture = newValue; _updateDisplayModeButtons() }
  }
  /// Triple column: the secondary shows a button toggling to and from `.secondaryOnly`.
  public var showsSecondaryOnlyButton: Bool {
    get { _showsSecondaryOnlyButton }
    set { _showsSecondaryOnlyButton = newValue; _updateDisplayModeButtons() }
  }
  /// iOS 14.5: `.automatic` shows the button when `presentsWithGesture`.
  public var displayModeButtonVisibility: DisplayModeButtonVisibility {
    get { _displayModeButtonVisibility }
    set { _displayModeButtonVisibility = newValue; _updateDisplayModeButtons() }
  }

  /// The controller given for `column` (not the navigation controller made around it).
  public func viewController(for column: Column) -> UIViewController? {
    _style == .unspecified ? nil : _columnControllers[column]
  }

  /// Puts `vc` in `column`; a controller that is not a navigation controller goes into one
  /// the split makes (its `navigationController`).
  public func setViewController(_ vc: UIViewController?, for column: Column) {
    guard _style != .unspecified else {
      Diagnostics.warning(
        "setViewController:forColumn: is not supported for a UISplitViewController of style UISplitViewControllerStyleUnspecified; ignoring \(vc.map { "\($0)" } ?? "nil").")
      return
    }
    guard column != .supplementary || _style == .tripleColumn else {
      Diagnostics.warning(
        "The supplementary column is only available for a UISplitViewController of style UISplitViewControllerStyleTripleColumn; ignoring \(vc.map { "\($0)" } ?? "nil").")
      return
    }
    _finishColumnChange()
    let nav: UINavigationController?
    if let given = vc as? UINavigationController {
      nav = given
    } else if let vc {
      if let existing = _columnNavigations[column], existing.viewControllers.first === vc {
        nav = existing
      } else {
        nav = UINavigationController(rootViewController: vc)
      }
    } else {
      nav = nil
    }
    _columnControllers[column] = vc
    switch column {
    case .primary:
      _columnNavigations[column] = nav
      _setColumns(primary: nav, secondary: _secondary)
    case .secondary:
      if _isCollapsed, let hidden = _hiddenSecondary, hidden === _columnNavigations[.secondary] {
        _hiddenSecondary = nil
      }
      _columnNavigations[column] = nav
      _setColumns(primary: _primary, secondary: nav)
    case .supplementary:
      let old = _columnNavigations[.supplementary]
      _columnNavigations[column] = nav
      if _isCollapsed {
        if _hiddenSupplementary === old { _hiddenSupplementary = nav }
      } else if old !== nav || _supplementary !== nav {
        let previous = _supplementary
        _supplementary = nav
        _replaceChild(previous, with: nav, visible: _displayMode == nil || _visibleLeadingColumns(displayMode).contains(.supplementary))
        _layoutColumns()
      }
    case .compact:
      let old = _columnNavigations[.compact]
      _columnNavigations[column] = nav
      if _showingCompact {
        _replaceChild(old, with: nav, visible: true)
        _showingCompact = nav != nil
        _layoutColumns()
      }
    }
    if _displayMode != nil, !_isCollapsed, isViewLoaded { _applyDisplayMode(animated: false) }
    _updateDisplayModeButtons()
  }

  /// Shows `column`: expanded, a hidden primary or supplementary appears (beside, over or
  /// displacing the secondary, as the split behaviour says; animated) or overlaid columns go for
  /// the secondary; collapsed, the column's controllers come to the top of the navigation stack.
  public func show(_ column: Column) {
    guard _style != .unspecified, isViewLoaded else { return }
    if _isCollapsed {
      guard !_showingCompact, let nav = _primary as? UINavigationController else { return }
      switch column {
      case .primary:
        _popToPrimary(nav)
      case .secondary, .supplementary:
        let hidden = column == .secondary ? _hiddenSecondary : _hiddenSupplementary
        guard let hiddenNav = hidden as? UINavigationController, !hiddenNav._stack.isEmpty else { return }
        delegate?.splitViewController(self, willShow: column)
        let moved = hiddenNav._stack
        hiddenNav._changeStack(to: [], animated: false, immediately: true)
        if column == .supplementary { _collapsedSupplementaryCount = moved.count }
        _collapsedIntoPrimary += moved
        nav.setViewControllers(nav.viewControllers + moved, animated: true)
      case .compact:
        return
      }
      return
    }
    let mode = displayMode
    let shown = _visibleLeadingColumns(mode)
    let behavior = splitBehavior
    switch column {
    case .primary where !shown.contains(.primary):
      for c in [Column.primary, .supplementary] where _style == .tripleColumn || c == .primary {
        if !shown.contains(c) { delegate?.splitViewController(self, willShow: c) }
      }
      if _style == .tripleColumn {
        _changeDisplayMode(
          to: behavior == .overlay ? .twoOverSecondary : behavior == .displace ? .twoDisplaceSecondary : .twoBesideSecondary,
          animated: true)
      } else {
        _changeDisplayMode(to: behavior == .overlay ? .oneOverSecondary : .oneBesideSecondary, animated: true)
      }
    case .supplementary where _style == .tripleColumn && !shown.contains(.supplementary):
      delegate?.splitViewController(self, willShow: .supplementary)
      _changeDisplayMode(to: behavior == .overlay ? .oneOverSecondary : .oneBesideSecondary, animated: true)
    case .secondary where mode == .oneOverSecondary || mode == .twoOverSecondary:
      for c in shown.reversed() { delegate?.splitViewController(self, willHide: c) }
      _changeDisplayMode(to: .secondaryOnly, animated: true)
    default:
      return
    }
  }

  /// Hides `column`: expanded, the primary goes (a triple split keeps its supplementary: one
  /// beside or over the secondary) or the supplementary goes with the primary (the secondary shows
  /// alone), animated; collapsed, hiding the secondary shows the primary.
  public func hide(_ column: Column) {
    guard _style != .unspecified, isViewLoaded else { return }
    if _isCollapsed {
      if column == .secondary, !_showingCompact, let nav = _primary as? UINavigationController { _popToPrimary(nav) }
      return
    }
    let mode = displayMode
    let shown = _visibleLeadingColumns(mode)
    switch column {
    case .primary where shown.contains(.primary):
      delegate?.splitViewController(self, willHide: .primary)
      if _style == .tripleColumn {
        _changeDisplayMode(to: mode == .twoOverSecondary ? .oneOverSecondary : .oneBesideSecondary, animated: true)
      } else {
        _changeDisplayMode(to: .secondaryOnly, animated: true)
      }
    case .supplementary where shown.contains(.supplementary):
      for c in shown.reversed() { delegate?.splitViewController(self, willHide: c) }
      _changeDisplayMode(to: .secondaryOnly, animated: true)
    default:
      return
    }
  }

  // MARK: Internals

  var _isLandscape: Bool {
    let b = viewIfLoaded?.bounds ?? UIScreen.main.bounds
    return b.width > b.height
  }

  /// `.automatic`: the leading columns beside the secondary in a landscape split (both of a
  /// triple split), the secondary alone otherwise (Docs/Behaviour/libs18.md, split19.md). A
  /// double split takes a "two" mode as its "one" counterpart.
  func _resolvedDisplayMode() -> DisplayMode {
    var mode = _preferredDisplayMode
    if _style == .unspecified, mode == .automatic { return .oneBesideSecondary }
    if mode == .automatic { mode = _isLandscape ? (_style == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary) : .secondaryOnly }
    return _validDisplayMode(mode)
  }

  func _validDisplayMode(_ mode: DisplayMode) -> DisplayMode {
    guard _style != .tripleColumn else { return mode }
    switch mode {
    case .twoBesideSecondary, .twoDisplaceSecondary: return .oneBesideSecondary
    case .twoOverSecondary: return .oneOverSecondary
    default: return mode
    }
  }

  /// The columns shown next to (or over) the secondary in `mode`, leading first.
  func _visibleLeadingColumns(_ mode: DisplayMode) -> [Column] {
    switch mode {
    case .automatic, .secondaryOnly: return []
    case .oneBesideSecondary, .oneOverSecondary: return _style == .tripleColumn ? [.supplementary] : [.primary]
    case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: return _style == .tripleColumn ? [.primary, .supplementary] : [.primary]
    }
  }

  func _columnController(_ column: Column) -> UIViewController? {
    switch column {
    case .primary: return _primary
    case .supplementary: return _supplementary
    case .secondary: return _secondary
    case .compact: return _columnNavigations[.compact]
    }
  }

  /// A column's width in a split of bounds `b`: the preferred width in points, else the fraction
  /// of the split's width, else 320 pt; then limited by the minimum (0 by default) and maximum
  /// (320 pt by default for a classic split; no limit for a column split), and by the split.
  func _width(of column: Column, in b: CGRect) -> CGFloat {
    let auto = Self.automaticDimension
    let primary = column == .primary
    let points = primary ? _preferredPrimaryColumnWidth : _preferredSupplementaryColumnWidth
    let fraction = primary ? _preferredPrimaryColumnWidthFraction : _preferredSupplementaryColumnWidthFraction
    let minimum = primary ? _minimumPrimaryColumnWidth : _minimumSupplementaryColumnWidth
    let maximum = primary ? _maximumPrimaryColumnWidth : _maximumSupplementaryColumnWidth
    var w: CGFloat = points != auto ? points : fraction != auto ? (fraction * b.width).rounded(.down) : Self._primaryWidth
    let upper = maximum != auto ? maximum : (_style == .unspecified ? Self._primaryWidth : .greatestFiniteMagnitude)
    w = min(w, upper)
    if minimum != auto { w = max(w, minimum) }
    return max(0, min(w, b.width))
  }

  /// The frames of the columns shown in `mode` (the leading ones from the primary edge, 1 pt
  /// apart; the secondary beside them, under them, or displaced by the primary).
  func _columnFrames(_ mode: DisplayMode, in b: CGRect) -> [Column: CGRect] {
    var frames: [Column: CGRect] = [:]
    var x: CGFloat = 0
    for c in _visibleLeadingColumns(mode) {
      let w = _width(of: c, in: b)
      frames[c] = CGRect(x: x, y: 0, width: w, height: b.height)
      x += w + 1
    }
    switch mode {
    case .automatic, .secondaryOnly, .oneOverSecondary, .twoOverSecondary:
      frames[.secondary] = b
    case .twoDisplaceSecondary:
      // The secondary keeps the width it has beside the supplementary alone and moves aside.
      let w = max(0, b.width - _width(of: .supplementary, in: b) - 1)
      frames[.secondary] = CGRect(x: x, y: 0, width: w, height: b.height)
    case .oneBesideSecondary, .twoBesideSecondary:
      frames[.secondary] = CGRect(x: x, y: 0, width: max(0, b.width - x), height: b.height)
    }
    if _primaryEdge == .trailing {
      for (c, f) in frames { frames[c] = CGRect(x: b.width - f.maxX, y: f.minY, width: f.width, height: f.height) }
    }
    return frames
  }

  func _widthsChanged() {
    guard let v = viewIfLoaded else { return }
    v.setNeedsLayout()
  }

  func _changeDisplayMode(to requested: DisplayMode, animated: Bool = false) {
    let mode = _validDisplayMode(requested)
    guard mode != _displayMode else { return }
    _finishColumnChange()
    delegate?.splitViewController(self, willChangeTo: mode)
    _displayMode = mode
    _applyDisplayMode(animated: animated)
    _layoutColumns()
    _updateDisplayModeButtons()
  }

  /// Puts in the views of the columns the display mode shows and takes out the others (expanded
  /// only). Animated (on screen, animations enabled): columns coming in slide in from the primary
  /// edge, columns going slide out, the others move and resize, 0.35 s ease-in-out on the media
  /// clock; the appearance calls end when the slide does.
  func _applyDisplayMode(animated: Bool = false) {
    guard !_isCollapsed, let v = viewIfLoaded else { return }
    let mode = displayMode
    let b = v.bounds
    let leading = _visibleLeadingColumns(mode)
    let shown = Set(leading + [.secondary])
    let animate = animated && v.window != nil && UIView.areAnimationsEnabled && _appearance == .appeared
    var entering: [(UIViewController, Column)] = []
    var leaving: [(UIViewController, Column)] = []
    for c in [Column.primary, .supplementary, .secondary] {
      guard let vc = _columnController(c) else { continue }
      let inView = vc.viewIfLoaded?.superview === v
      if shown.contains(c), !inView { entering.append((vc, c)) }
      if !shown.contains(c), inView { leaving.append((vc, c)) }
    }
    let targets = _columnFrames(mode, in: b)
    guard animate else {
      for (vc, _) in leaving { _columnViewLeaves(vc) }
      for (vc, _) in entering { _columnViewEnters(vc) }
      _orderColumnViews(leading)
      return
    }
    // The moving columns slide by their widths together (toward the primary edge).
    let moving = Set((entering + leaving).map(\.1))
    var slide: CGFloat = 0
    for c in [Column.primary, .supplementary] where moving.contains(c) { slide += _width(of: c, in: b) + 1 }
    if _primaryEdge == .leading { slide = -slide }
    _columnChangeCount += 1
    let id = _columnChangeCount
    for (vc, c) in entering {
      vc._beginAppearance(true, animated: true)
      _splitAddColumnView(vc.view, to: v)
      UIView.performWithoutAnimation {
        vc.view.frame = (targets[c] ?? b).offsetBy(dx: c == .secondary ? 0 : slide, dy: 0)
        vc.view.layoutIfNeeded()
      }
    }
    for (vc, _) in leaving where vc._appearance == .appeared { vc._beginAppearance(false, animated: true) }
    _orderColumnViews(leading)
    _columnChange = (id, entering.map(\.0), leaving.map(\.0))
    EventTrace.record("split", self, "displayMode animated")
    UIView.animate(withDuration: 0.35, delay: 0, options: [.curveEaseInOut], animations: {
      for (c, f) in targets { self._columnController(c)?.viewIfLoaded?.frame = f }
      for (vc, _) in leaving {
        if let lv = vc.viewIfLoaded { lv.frame = lv.frame.offsetBy(dx: slide, dy: 0) }
      }
      // The columns' contents (bars, tables) resize in the same animation.
      v.layoutIfNeeded()
    }, completion: { [weak self] _ in
      guard let self, self._columnChange?.id == id else { return }
      self._finishColumnChange()
    })
  }

  /// Ends an animated display-mode change now (its slide's end, or a new change or collapse
  /// coming first): the columns that went leave the view, the appearance calls end.
  func _finishColumnChange() {
    guard let change = _columnChange else { return }
    _columnChange = nil
    for vc in change.leaving where vc._appearance == .disappearing {
      vc.viewIfLoaded?.removeFromSuperview()
      vc._endAppearance(animated: true)
    }
    for vc in change.entering where vc._appearance == .appearing { vc._endAppearance(animated: true) }
    _layoutColumns()
  }

  /// The leading columns above the secondary (an overlay covers it), the primary on top.
  func _orderColumnViews(_ leading: [Column]) {
    guard let v = viewIfLoaded else { return }
    for c in leading.reversed() {
      if let cv = _columnController(c)?.viewIfLoaded, cv.superview === v { v.bringSubviewToFront(cv) }
    }
    if let first = leading.first, let cv = _columnController(first)?.viewIfLoaded, cv.superview === v { v.bringSubviewToFront(cv) }
    // Presentations resting over the split stay on top.
    for sub in v.subviews where sub is TransitionContainerView { v.bringSubviewToFront(sub) }
  }

  func _layoutExpandedColumns(in b: CGRect) {
    if _displayMode == nil, _style != .unspecified, viewIfLoaded?.window != nil {
      // Resolved in the window, where the split has its real size.
      _displayMode = _resolvedDisplayMode()
      _applyDisplayMode()
      _updateDisplayModeButtons()
    }
    let frames = _columnFrames(displayMode, in: b)
    for (c, f) in frames {
      guard let cv = _columnController(c)?.viewIfLoaded, cv.superview === viewIfLoaded else { continue }
      cv.frame = f
    }
  }

  /// Expanded column style: the secondary column's stack becomes `vc` (or its stack, for a
  /// navigation controller); overlaid columns go.
  func _showDetailInColumns(_ vc: UIViewController) {
    if let secondaryNav = _secondary as? UINavigationController, !(vc is UINavigationController) {
      secondaryNav.setViewControllers([vc], animated: false)
    } else {
      _columnNavigations[.secondary] = vc as? UINavigationController
      _setColumns(primary: _primary, secondary: vc)
    }
    if displayMode == .oneOverSecondary || displayMode == .twoOverSecondary {
      for c in _visibleLeadingColumns(displayMode).reversed() { delegate?.splitViewController(self, willHide: c) }
      _changeDisplayMode(to: .secondaryOnly, animated: true)
    }
  }

  /// Column-style collapse; false when the classic merge (the secondary's stack pushed onto the
  /// primary's) applies.
  func _collapseColumns() -> Bool {
    let proposed: Column = .secondary
    let top = delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: proposed) ?? proposed
    if let compact = _columnNavigations[.compact] {
      for column in [_primary, _supplementary, _secondary].compactMap({ $0 }) { _columnViewLeaves(column) }
      _showingCompact = true
      _replaceChild(nil, with: compact, visible: true)
      return true
    }
    if _style == .tripleColumn {
      _collapseThreeColumns(top: top)
      return true
    }
    if top == .primary, let secondary = _secondary {
      if _primary?.viewIfLoaded?.superview == nil, let primary = _primary { _columnViewEnters(primary) }
      _secondary = nil
      secondary.willMove(toParent: nil)
      secondary.viewIfLoaded?.removeFromSuperview()
      secondary.removeFromParent()
      _hideCollapsedSecondary(secondary)
      return true
    }
    if _primary?.viewIfLoaded?.superview == nil, let primary = _primary { _columnViewEnters(primary) }
    return false
  }

  /// Triple column collapsing: the primary's navigation stack takes the supplementary's
  /// controllers (top column `.supplementary` or `.secondary`) and the secondary's (`.secondary`);
  /// the columns' navigation controllers are kept aside for expanding.
  func _collapseThreeColumns(top: Column) {
    guard let primaryNav = _primary as? UINavigationController else { return }
    if primaryNav.viewIfLoaded?.superview == nil { _columnViewEnters(primaryNav) }
    var moved: [UIViewController] = []
    // A secondary set while collapsed collapses alone: what the supplementary gave stays counted.
    if _supplementary != nil {
      _collapsedSupplementaryCount = 0
      _collapsedIntoPrimary = []
    }
    for (column, takes) in [(Column.supplementary, top != .primary), (.secondary, top == .secondary)] {
      guard let columnNav = _columnController(column) else { continue }
      if column == .supplementary { _supplementary = nil } else { _secondary = nil }
      columnNav.willMove(toParent: nil)
      if columnNav._appearance != .disappeared, columnNav.viewIfLoaded?.superview != nil {
        columnNav._beginAppearance(false, animated: false)
        columnNav.viewIfLoaded?.removeFromSuperview()
        columnNav._endAppearance(animated: false)
      } else {
        columnNav.viewIfLoaded?.removeFromSuperview()
      }
      columnNav.removeFromParent()
      if takes, let nav = columnNav as? UINavigationController {
        let stack = nav._stack
        nav._changeStack(to: [], animated: false, immediately: true)
        if column == .supplementary { _collapsedSupplementaryCount = stack.count }
        moved += stack
      }
      if column == .supplementary { _hiddenSupplementary = columnNav } else { _hiddenSecondary = columnNav }
    }
    _collapsedIntoPrimary += moved
    primaryNav._changeStack(to: primaryNav._stack + moved, animated: false, immediately: true)
    primaryNav._settleChildrenAppearance()
  }

  /// Triple column expanding: what was pushed onto the primary beyond its own stack goes back,
  /// the supplementary's part first; a column left empty gets its given controller back.
  func _expandThreeColumns() {
    guard let primaryNav = _primary as? UINavigationController else { return }
    var separated: [UIViewController] = []
    if let first = _collapsedIntoPrimary.first, let i = primaryNav._stack.firstIndex(where: { $0 === first }), i > 0 {
      separated = Array(primaryNav._stack[i...])
      primaryNav._changeStack(to: Array(primaryNav._stack[..<i]), animated: false, immediately: true)
    }
    let supplementaryPart = Array(separated.prefix(_collapsedSupplementaryCount))
    let secondaryPart = Array(separated.dropFirst(_collapsedSupplementaryCount))
    for (column, part) in [(Column.supplementary, supplementaryPart), (.secondary, secondaryPart)] {
      let hidden = column == .supplementary ? _hiddenSupplementary : _hiddenSecondary
      guard let hidden else { continue }
      if let nav = hidden as? UINavigationController {
        var stack = part
        if stack.isEmpty { stack = nav._stack }
        if stack.isEmpty, let given = _columnControllers[column], !(given is UINavigationController) { stack = [given] }
        nav._changeStack(to: stack, animated: false, immediately: true)
      }
      if column == .supplementary { _supplementary = hidden; _hiddenSupplementary = nil } else { _secondary = hidden; _hiddenSecondary = nil }
      _replaceChild(nil, with: hidden, visible: false)
    }
    _collapsedIntoPrimary = []
    _collapsedSupplementaryCount = 0
  }

  func _expandColumns() {
    if _showingCompact {
      _showingCompact = false
      if let compact = _columnNavigations[.compact] {
        compact.willMove(toParent: nil)
        _columnViewLeaves(compact)
        compact.removeFromParent()
      }
      for column in [_primary, _secondary].compactMap({ $0 }) { _columnViewEnters(column) }
    } else if _style == .tripleColumn {
      _expandThreeColumns()
    } else {
      _expandClassic()
    }
    let proposed = _resolvedDisplayMode()
    let mode = delegate?.splitViewController(self, displayModeForExpandingToProposedDisplayMode: proposed) ?? proposed
    _displayMode = _validDisplayMode(mode)
    _applyDisplayMode()
  }

  private func _popToPrimary(_ nav: UINavigationController) {
    guard nav._stack.count > 1 else { return }
    delegate?.splitViewController(self, willShow: .primary)
    let root = _columnControllers[.primary].flatMap { vc in nav._stack.contains(where: { $0 === vc }) ? vc : nil } ?? nav._stack[0]
    nav.popToViewController(root, animated: true)
  }

  /// A column's view leaves the split's view, with its disappearance.
  func _columnViewLeaves(_ vc: UIViewController) {
    guard vc.viewIfLoaded?.superview != nil else { return }
    if vc._appearance == .appeared || vc._appearance == .appearing { vc._beginAppearance(false, animated: false) }
    vc.viewIfLoaded?.removeFromSuperview()
    if vc._appearance == .disappearing { vc._endAppearance(animated: false) }
  }

  /// A column's view joins the split's view, with its appearance when the split is on screen.
  func _columnViewEnters(_ vc: UIViewController) {
    guard let v = viewIfLoaded, vc.viewIfLoaded?.superview !== v else { return }
    if _appearance == .appeared || _appearance == .appearing { vc._beginAppearance(true, animated: false) }
    _splitAddColumnView(vc.view, to: v)
    if _appearance == .appeared { vc._endAppearance(animated: false) }
  }

  // MARK: Display mode buttons

  /// The sidebar toggle goes in the bar of the leading-most column shown (the secondary's when
  /// it shows alone); the triple split's secondary-only toggle in the secondary's. None while
  /// collapsed (Docs/Behaviour/split19.md).
  func _updateDisplayModeButtons() {
    guard _style != .unspecified else { return }
    var placed: [Column: [UIBarButtonItem]] = [:]
    let visible = _displayModeButtonVisibility == .always || (_displayModeButtonVisibility == .automatic && _presentsWithGesture)
    if !_isCollapsed, !_showingCompact, let mode = _displayMode {
      if visible {
        let toggle = _sidebarToggleItem ?? _makeToggleItem(secondaryOnly: false)
        _sidebarToggleItem = toggle
        let shown = _visibleLeadingColumns(mode)
        toggle.accessibilityLabel = shown.contains(.primary) ? "Hide Sidebar" : "Show Sidebar"
        placed[shown.first ?? .secondary, default: []].append(toggle)
      }
      if _style == .tripleColumn, _showsSecondaryOnlyButton {
        let toggle = _secondaryOnlyToggleItem ?? _makeToggleItem(secondaryOnly: true)
        _secondaryOnlyToggleItem = toggle
        let alone = mode == .secondaryOnly
        toggle.image = UIImage(systemName: alone ? "arrow.down.right.and.arrow.up.left" : "arrow.up.left.and.arrow.down.right")
        toggle.accessibilityLabel = alone ? "Exit Full Screen" : "Full Screen"
        placed[.secondary, default: []].append(toggle)
      }
    }
    for c in [Column.primary, .supplementary, .secondary] {
      var controller = _columnController(c)
      if controller == nil { controller = c == .secondary ? _hiddenSecondary : c == .supplementary ? _hiddenSupplementary : nil }
      (controller as? UINavigationController)?.navigationBar._splitLeadingItems = placed[c] ?? []
    }
  }

  private func _makeToggleItem(secondaryOnly: Bool) -> UIBarButtonItem {
    let item = UIBarButtonItem(
      image: UIImage(systemName: secondaryOnly ? "arrow.up.left.and.arrow.down.right" : "sidebar.leading"),
      style: .plain, target: nil, action: nil)
    item.primaryAction = UIAction(image: item.image) { [weak self] _ in
      if secondaryOnly { self?._secondaryOnlyToggleTapped() } else { self?._sidebarToggleTapped() }
    }
    return item
  }

  /// The sidebar toggle: shows the next column in (the supplementary of a triple split showing
  /// the secondary alone, else the primary) or hides the primary.
  func _sidebarToggleTapped() {
    guard !_isCollapsed, let mode = _displayMode else { return }
    switch _visibleLeadingColumns(mode).first {
    case nil: show(_style == .tripleColumn ? .supplementary : .primary)
    case .supplementary?: show(.primary)
    default: hide(.primary)
    }
  }

  /// The secondary-only toggle: to `.secondaryOnly`, and back to the mode it left.
  func _secondaryOnlyToggleTapped() {
    guard !_isCollapsed, let mode = _displayMode else { return }
    if mode == .secondaryOnly {
      let back = _modeBeforeSecondaryOnly ?? (splitBehavior == .overlay ? .oneOverSecondary : .oneBesideSecondary)
      for c in _visibleLeadingColumns(back) { delegate?.splitViewController(self, willShow: c) }
      _changeDisplayMode(to: back, animated: true)
    } else {
      _modeBeforeSecondaryOnly = mode
      for c in _visibleLeadingColumns(mode).reversed() { delegate?.splitViewController(self, willHide: c) }
      _changeDisplayMode(to: .secondaryOnly, animated: true)
    }
  }
}
