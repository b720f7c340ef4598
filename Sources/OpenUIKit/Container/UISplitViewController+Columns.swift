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
  }

  /// A column of a column-style split.
  public enum Column: Int, Sendable {
    case primary = 0
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
  }

  /// How the primary column is shown next to the secondary when it appears.
  public enum SplitBehavior: Int, Sendable {
    case automatic = 0
    case tile = 1
    case overlay = 2
    case displace = 3
  }

  public var style: Style { _style }

  public var preferredDisplayMode: DisplayMode {
    get { _preferredDisplayMode }
    set {
      _preferredDisplayMode = newValue
      guard isViewLoaded, !_isCollapsed, _displayMode != nil else { return }
      _changeDisplayMode(to: _resolvedDisplayMode())
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
    case .compact:
      let old = _columnNavigations[.compact]
      _columnNavigations[column] = nav
      if _showingCompact {
        _replaceChild(old, with: nav, visible: true)
        _showingCompact = nav != nil
        _layoutColumns()
      }
    }
  }

  /// Shows `column`: expanded, the primary appears (beside or over the secondary, as the split
  /// behaviour says) or an overlaid primary goes; collapsed, the column's controllers come to
  /// the top of the navigation stack.
  public func show(_ column: Column) {
    guard _style != .unspecified, isViewLoaded else { return }
    if _isCollapsed {
      guard !_showingCompact, let nav = _primary as? UINavigationController else { return }
      switch column {
      case .primary:
        _popToPrimary(nav)
      case .secondary:
        guard let secondaryNav = _hiddenSecondary as? UINavigationController, !secondaryNav._stack.isEmpty else { return }
        delegate?.splitViewController(self, willShow: .secondary)
        let moved = secondaryNav._stack
        secondaryNav._changeStack(to: [], animated: false, immediately: true)
        _collapsedIntoPrimary = moved
        nav.setViewControllers(nav.viewControllers + moved, animated: true)
      case .compact:
        return
      }
      return
    }
    switch column {
    case .primary where displayMode == .secondaryOnly:
      delegate?.splitViewController(self, willShow: .primary)
      _changeDisplayMode(to: splitBehavior == .overlay ? .oneOverSecondary : .oneBesideSecondary)
    case .secondary where displayMode == .oneOverSecondary:
      delegate?.splitViewController(self, willHide: .primary)
      _changeDisplayMode(to: .secondaryOnly)
    default:
      return
    }
  }

  /// Hides `column`: expanded, only the primary can go (the secondary shows alone); collapsed,
  /// hiding the secondary shows the primary.
  public func hide(_ column: Column) {
    guard _style != .unspecified, isViewLoaded else { return }
    if _isCollapsed {
      if column == .secondary, !_showingCompact, let nav = _primary as? UINavigationController { _popToPrimary(nav) }
      return
    }
    guard column == .primary, displayMode != .secondaryOnly else { return }
    delegate?.splitViewController(self, willHide: .primary)
    _changeDisplayMode(to: .secondaryOnly)
  }

  // MARK: Internals

  var _isLandscape: Bool {
    let b = viewIfLoaded?.bounds ?? UIScreen.main.bounds
    return b.width > b.height
  }

  /// `.automatic`: the primary beside the secondary in a landscape split, the secondary alone
  /// otherwise (Docs/Behaviour/libs18.md).
  func _resolvedDisplayMode() -> DisplayMode {
    if _preferredDisplayMode != .automatic { return _preferredDisplayMode }
    return _isLandscape ? .oneBesideSecondary : .secondaryOnly
  }

  func _changeDisplayMode(to mode: DisplayMode) {
    guard mode != _displayMode else { return }
    delegate?.splitViewController(self, willChangeTo: mode)
    _displayMode = mode
    _applyDisplayMode()
    _layoutColumns()
  }

  /// Adds or removes the primary column's view for the display mode (expanded only).
  func _applyDisplayMode() {
    guard !_isCollapsed, let primary = _primary, let v = viewIfLoaded else { return }
    if displayMode == .secondaryOnly {
      _columnViewLeaves(primary)
    } else {
      _columnViewEnters(primary)
      if displayMode == .oneOverSecondary, let pv = primary.viewIfLoaded, pv.superview === v {
        v.bringSubviewToFront(pv)
      }
    }
  }

  func _layoutExpandedColumns(in b: CGRect) {
    if _displayMode == nil, viewIfLoaded?.window != nil {
      // Resolved in the window, where the split has its real size.
      _displayMode = _resolvedDisplayMode()
      _applyDisplayMode()
    }
    let w = min(Self._primaryWidth, b.width)
    _primary?.viewIfLoaded?.frame = CGRect(x: 0, y: 0, width: w, height: b.height)
    if displayMode == .oneBesideSecondary {
      _secondary?.viewIfLoaded?.frame = CGRect(x: w + 1, y: 0, width: max(0, b.width - w - 1), height: b.height)
    } else {
      _secondary?.viewIfLoaded?.frame = b
    }
  }

  /// Expanded column style: the secondary column's stack becomes `vc` (or its stack, for a
  /// navigation controller); an overlaid primary goes.
  func _showDetailInColumns(_ vc: UIViewController) {
    if let secondaryNav = _secondary as? UINavigationController, !(vc is UINavigationController) {
      secondaryNav.setViewControllers([vc], animated: false)
    } else {
      _columnNavigations[.secondary] = vc as? UINavigationController
      _setColumns(primary: _primary, secondary: vc)
    }
    if displayMode == .oneOverSecondary {
      delegate?.splitViewController(self, willHide: .primary)
      _changeDisplayMode(to: .secondaryOnly)
    }
  }

  /// Column-style collapse; false when the classic merge (the secondary's stack pushed onto the
  /// primary's) applies.
  func _collapseColumns() -> Bool {
    let top = delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: .secondary) ?? .secondary
    if let compact = _columnNavigations[.compact] {
      for column in [_primary, _secondary].compactMap({ $0 }) { _columnViewLeaves(column) }
      _showingCompact = true
      _replaceChild(nil, with: compact, visible: true)
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

  func _expandColumns() {
    if _showingCompact {
      _showingCompact = false
      if let compact = _columnNavigations[.compact] {
        compact.willMove(toParent: nil)
        _columnViewLeaves(compact)
        compact.removeFromParent()
      }
      for column in [_primary, _secondary].compactMap({ $0 }) { _columnViewEnters(column) }
    } else {
      _expandClassic()
    }
    let proposed = _resolvedDisplayMode()
    let mode = delegate?.splitViewController(self, displayModeForExpandingToProposedDisplayMode: proposed) ?? proposed
    _displayMode = mode
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
}
