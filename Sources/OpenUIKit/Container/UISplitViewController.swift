import Foundation
import OpenQuartzCore

/// The split view controller's delegate (UIKit's optional requirements have defaults).
@preconcurrency @MainActor
public protocol UISplitViewControllerDelegate: NSObjectProtocol {
  /// Return true if you showed `vc` yourself.
  func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?) -> Bool
  /// Return true if you showed `vc` yourself.
  func splitViewController(
    _ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?
  ) -> Bool
  /// Return true if you dealt with the secondary (it is then discarded).
  func splitViewController(
    _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
    onto primaryViewController: UIViewController
  ) -> Bool
  /// The controller to become the secondary when the interface expands; nil for the default.
  func splitViewController(
    _ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController
  ) -> UIViewController?
  /// Column style: the column shown when the interface collapses (proposed: `.secondary`).
  func splitViewController(
    _ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
  ) -> UISplitViewController.Column
  /// Column style: the display mode after expanding.
  func splitViewController(
    _ svc: UISplitViewController,
    displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
  ) -> UISplitViewController.DisplayMode
  /// Column style: the interface collapsed.
  func splitViewControllerDidCollapse(_ svc: UISplitViewController)
  /// Column style: the interface expanded.
  func splitViewControllerDidExpand(_ svc: UISplitViewController)
  /// The display mode is about to change.
  func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
  /// Classic split: the display mode the display mode button changes to (`.automatic`: the split chooses).
  func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode
  /// Column style: a column is about to be shown.
  func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column)
  /// Column style: a column is about to be hidden.
  func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column)
}

extension UISplitViewControllerDelegate {
  public func splitViewController(
    _ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
  ) -> UISplitViewController.Column { proposedTopColumn }
  public func splitViewController(
    _ svc: UISplitViewController,
    displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
  ) -> UISplitViewController.DisplayMode { proposedDisplayMode }
  public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
  public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
  public func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {}
  public func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode { .automatic }
  public func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {}
  public func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {}
  public func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?) -> Bool {
    false
  }
  public func splitViewController(
    _ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?
  ) -> Bool { false }
  public func splitViewController(
    _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
    onto primaryViewController: UIViewController
  ) -> Bool { false }
  public func splitViewController(
    _ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController
  ) -> UIViewController? { nil }
}

/// A primary and a secondary side by side in regular width (expanded), the primary alone in
/// compact width (collapsed). The collapse state is re-evaluated whenever the split's view
/// moves to a window, lays out, or its traits change.
///
/// Collapse: the delegate's `collapseSecondary:onto:` first (true = handled, the secondary is
/// dropped); otherwise a navigation primary gets the secondary pushed (a navigation secondary's
/// stack is moved over), any other primary just hides it. Expand: the delegate's
/// `separateSecondaryFrom:` first; otherwise a navigation primary gives back what was pushed
/// onto it beyond its root (at least the top controller), else the hidden secondary returns.
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
  var _primary: UIViewController?
  var _secondary: UIViewController?
  /// Collapsed: what was pushed onto the primary navigation controller for the secondary.
  var _collapsedIntoPrimary: [UIViewController] = []
  /// Collapsed onto a non-navigation primary: the secondary kept aside (not a child).
  var _hiddenSecondary: UIViewController?
  var _isCollapsed = false
  var _updatingCollapse = false
  /// Column style (UISplitViewController+Columns.swift).
  package var _style: Style = .unspecified
  /// The controllers given to `setViewController(_:for:)`, by column.
  var _columnControllers: [Column: UIViewController] = [:]
  /// The navigation controllers the columns live in (the given one, or one made around it).
  var _columnNavigations: [Column: UINavigationController] = [:]
  var _preferredDisplayMode: DisplayMode = .automatic
  var _preferredSplitBehavior: SplitBehavior = .automatic
  /// Expanded: the display mode in effect (nil until first resolved).
  var _displayMode: DisplayMode?
  /// Collapsed with a `.compact` column: it is what shows.
  var _showingCompact = false
  /// Triple column: the supplementary column's navigation controller (expanded), or kept aside
  /// while collapsed (`_hiddenSupplementary`), with how many of its controllers went onto the
  /// primary's stack.
  var _supplementary: UIViewController?
  var _hiddenSupplementary: UIViewController?
  var _collapsedSupplementaryCount = 0
  // Column widths (UISplitViewController+Columns.swift); `automaticDimension` until set.
  var _preferredPrimaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension
  var _preferredPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
  var _minimumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
  var _maximumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
  var _preferredSupplementaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension
  var _preferredSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
  var _minimumSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
  var _maximumSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
  var _primaryEdge: PrimaryEdge = .leading
  var _presentsWithGesture = true
  var _showsSecondaryOnlyButton = false
  var _displayModeButtonVisibility: DisplayModeButtonVisibility = .automatic
  /// The sidebar toggle a column split puts in its leading-most visible column's bar, and the
  /// triple split's secondary-only toggle (made on first use).
  var _sidebarToggleItem: UIBarButtonItem?
  var _secondaryOnlyToggleItem: UIBarButtonItem?
  /// The mode the secondary-only toggle returns to.
  var _modeBeforeSecondaryOnly: DisplayMode?
  /// A display-mode change animating: the columns still to finish their appearance calls.
  var _columnChange: (id: Int, entering: [UIViewController], leaving: [UIViewController])?
  var _columnChangeCount = 0
  var _displayModeButtonItem: UIBarButtonItem?
  /// iOS 13: the primary's background style (stored only; the sidebar material is not drawn).
  open var primaryBackgroundStyle: BackgroundStyle = .none

  open weak var delegate: (any UISplitViewControllerDelegate)?

  /// Width of the primary column when expanded.
  package static let _primaryWidth: CGFloat = 320

  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// A split view controller with the iOS 14 column interface.
  public init(style: Style) {
    _style = style
    super.init(nibName: nil, bundle: nil)
  }

  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// [primary, secondary] when expanded; only the primary when collapsed.
  open var viewControllers: [UIViewController] {
    get {
      if _isCollapsed { return _primary.map { [$0] } ?? [] }
      return [_primary, _supplementary, _secondary].compactMap { $0 }
    }
    set {
      _setColumns(primary: newValue.first, secondary: newValue.count > 1 ? newValue[1] : nil)
    }
  }

  open var isCollapsed: Bool { _isCollapsed }


  // MARK: show / showDetail (spec §9)

  open override func show(_ vc: UIViewController, sender: Any?) {
    if let delegate, delegate.splitViewController(self, show: vc, sender: sender) { return }
    if let nav = _primary as? UINavigationController {
      nav.pushViewController(vc, animated: true)
    } else {
      present(vc, animated: true)
    }
  }

  open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
    if let delegate, delegate.splitViewController(self, showDetail: vc, sender: sender) { return }
    guard vc !== _secondary else { return }
    if _style != .unspecified, !_isCollapsed {
      _showDetailInColumns(vc)
    } else if !_isCollapsed {
      _setColumns(primary: _primary, secondary: vc)
    } else if let nav = _primary as? UINavigationController, let detailNavigation = vc as? UINavigationController {
      // The Master-Detail pattern collapsed (iPhone): the detail navigation controller's
      // controllers join the primary stack, so the detail shows under the primary's bar with a
      // back button (UIKit nests the detail navigation controller; pushing one is otherwise
      // "not supported"). Docs/Behaviour.md, "Table views and storyboards as apps".
      let moved = detailNavigation.viewControllers
      guard !moved.isEmpty else { return }
      detailNavigation.setViewControllers([], animated: false)
      nav.setViewControllers(nav.viewControllers + moved, animated: true)
    } else if let nav = _primary as? UINavigationController {
      nav.pushViewController(vc, animated: true)
    } else {
      present(vc, animated: true)
    }
  }

  package override var _implementedActions: Set<Selector> {
    [UIViewController.showSelector, UIViewController.showDetailSelector]
  }

  // MARK: View

  open override func loadView() {
    let v = _SplitView(frame: UIScreen.main.bounds)
    v.split = self
    // UIKit's container view autoresizes W+H (it follows a presentation's container).
    v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    v.backgroundColor = .lightGray
    view = v
    for child in [_primary, _supplementary, _secondary].compactMap({ $0 }) { v.addSubview(child.view) }
    _updateCollapse()
    _layoutColumns()
  }

  package func _layoutColumns() {
    guard let v = viewIfLoaded else { return }
    let b = v.bounds
    UIView.performWithoutAnimation {
      if _isCollapsed {
        _primary?.viewIfLoaded?.frame = b
        if _showingCompact { _columnNavigations[.compact]?.viewIfLoaded?.frame = b }
      } else if _style != .unspecified || _displayMode != nil {
        _layoutExpandedColumns(in: b)
      } else {
        let w = _width(of: .primary, in: b)
        _primary?.viewIfLoaded?.frame = CGRect(x: 0, y: 0, width: w, height: b.height)
        _secondary?.viewIfLoaded?.frame = CGRect(x: w + 1, y: 0, width: max(0, b.width - w - 1), height: b.height)
      }
    }
  }

  // MARK: Columns

  /// Replaces the columns; on screen, a replaced controller disappears and its successor
  /// appears (not animated).
  func _setColumns(primary: UIViewController?, secondary: UIViewController?) {
    if primary !== _primary {
      let old = _primary
      _primary = primary
      _replaceChild(old, with: primary, visible: true)
    }
    if secondary !== _secondary {
      let old = _secondary
      _secondary = secondary
      _replaceChild(old, with: secondary, visible: !_isCollapsed)
    }
    if _isCollapsed, secondary != nil, _collapsedIntoPrimary.isEmpty, _hiddenSecondary == nil {
      // A secondary set while collapsed collapses at once.
      _isCollapsed = false
      _collapse()
    }
    _layoutColumns()
  }

  func _replaceChild(_ old: UIViewController?, with new: UIViewController?, visible: Bool) {
    let onScreen = _appearance == .appeared || _appearance == .appearing
    if let old {
      old.willMove(toParent: nil)
      if onScreen, old._appearance != .disappeared { old._beginAppearance(false, animated: false) }
      old.viewIfLoaded?.removeFromSuperview()
      if old._appearance == .disappearing { old._endAppearance(animated: false) }
      old.removeFromParent()
    }
    if let new {
      addChild(new)
      if visible, let v = viewIfLoaded {
        if onScreen { new._beginAppearance(true, animated: false) }
        _splitAddColumnView(new.view, to: v)
        if _appearance == .appeared { new._endAppearance(animated: false) }
      }
      new.didMove(toParent: self)
    }
  }

  /// Collapses or expands to match the horizontal size class.
  package func _updateCollapse() {
    guard !_updatingCollapse, isViewLoaded else { return }
    // A column split decides in its window: before, it has no size class of its own (a split
    // made in code and shown in a regular window never collapses on the way).
    if _style != .unspecified, viewIfLoaded?.window == nil { return }
    // Not while a column's navigation transition runs (an interactive pop finishing or
    // cancelling): its stack isn't settled. The transition's end asks again.
    if [_primary, _supplementary, _secondary, _hiddenSecondary, _hiddenSupplementary].contains(where: { ($0 as? UINavigationController)?._transition?.state == .running }) {
      return
    }
    _updatingCollapse = true
    defer { _updatingCollapse = false }
    let compact = traitCollection.horizontalSizeClass == .compact
    if compact && !_isCollapsed {
      _finishColumnChange()
      _collapse()
      _layoutColumns()
      if _style != .unspecified {
        _updateDisplayModeButtons()
        delegate?.splitViewControllerDidCollapse(self)
      }
    } else if !compact && _isCollapsed {
      _expand()
      _layoutColumns()
      if _style != .unspecified {
        _updateDisplayModeButtons()
        delegate?.splitViewControllerDidExpand(self)
      }
    }
    _layoutColumns()
  }

  func _collapse() {
    _isCollapsed = true
    EventTrace.record("split", self, "collapse")
    if _style != .unspecified, _collapseColumns() { return }
    // A classic primary hidden by its display mode comes back for the collapse (not one whose
    // view a `.currentContext` presentation took: that stays covered).
    if _style == .unspecified, _displayMode == .secondaryOnly, let primary = _primary, primary.viewIfLoaded?.superview == nil {
      _columnViewEnters(primary)
    }
    guard let primary = _primary, let secondary = _secondary else { return }
    if _style == .unspecified, let delegate, delegate.splitViewController(self, collapseSecondary: secondary, onto: primary) {
      _secondary = nil
      secondary.willMove(toParent: nil)
      secondary.viewIfLoaded?.removeFromSuperview()
      if secondary._appearance != .disappeared {
        secondary._beginAppearance(false, animated: false)
        secondary._endAppearance(animated: false)
      }
      secondary.removeFromParent()
      return
    }
    _secondary = nil
    secondary.willMove(toParent: nil)
    secondary.viewIfLoaded?.removeFromSuperview()
    secondary.removeFromParent()
    if let nav = primary as? UINavigationController {
      var moved = [secondary]
      if let secondaryNav = secondary as? UINavigationController {
        moved = secondaryNav._stack
        secondaryNav._changeStack(to: [], animated: false, immediately: true)
        if secondary._appearance != .disappeared {
          secondary._beginAppearance(false, animated: false)
          secondary._endAppearance(animated: false)
        }
        _hiddenSecondary = secondaryNav
      }
      _collapsedIntoPrimary = moved
      nav._changeStack(to: nav._stack + moved, animated: false, immediately: true)
      // Into a primary that is off screen (covered by a presentation that took its view out):
      // the moved controllers are off screen too, so they disappear (spec §10.3).
      if nav._appearance == .disappeared {
        for vc in moved where vc._appearance != .disappeared && vc.viewIfLoaded?.window == nil {
          vc._beginAppearance(false, animated: false)
          vc._endAppearance(animated: false)
        }
      }
      // The primary's old top left its view with the collapse: a `.currentContext`
      // presentation resting over it (its container standing in) leaves with it (spec §10.3).
      nav._settleChildrenAppearance()
    } else {
      _hideCollapsedSecondary(secondary)
    }
  }

  /// Collapsing onto a primary that does not take the secondary: it is kept aside, off screen.
  func _hideCollapsedSecondary(_ secondary: UIViewController) {
    if secondary._appearance != .disappeared {
      secondary._beginAppearance(false, animated: false)
      secondary._endAppearance(animated: false)
    }
    _hiddenSecondary = secondary
  }

  private func _expand() {
    _isCollapsed = false
    EventTrace.record("split", self, "expand")
    if _style != .unspecified {
      _expandColumns()
      return
    }
    _expandClassic()
    if _displayMode != nil { _applyDisplayMode() }
  }

  func _expandClassic() {
    guard let primary = _primary else { return }
    var secondary = _style == .unspecified ? delegate?.splitViewController(self, separateSecondaryFrom: primary) : nil
    if secondary == nil, let nav = primary as? UINavigationController, nav._stack.count > 1 {
      var keep = nav._stack.count - 1
      if let first = _collapsedIntoPrimary.first, let i = nav._stack.firstIndex(where: { $0 === first }), i > 0 {
        keep = i
      }
      let separated = Array(nav._stack[keep...])
      nav._changeStack(to: Array(nav._stack[..<keep]), animated: false, immediately: true)
      if let secondaryNav = _hiddenSecondary as? UINavigationController {
        secondaryNav._changeStack(to: separated, animated: false, immediately: true)
        secondary = secondaryNav
      } else {
        secondary = separated.last
      }
    } else if secondary == nil {
      secondary = _hiddenSecondary
    }
    _hiddenSecondary = nil
    _collapsedIntoPrimary = []
    if let secondary {
      _secondary = secondary
      _replaceChild(nil, with: secondary, visible: true)
    }
  }
}

/// The split's root view: re-evaluates the collapse state and lays out the columns.
@preconcurrency @MainActor
final class _SplitView: UIView {
  weak var split: UISplitViewController?

  override func layoutSubviews() {
    super.layoutSubviews()
    split?._updateCollapse()
    split?._layoutColumns()
  }

  /// Only on entering a window: a view out of the window has no size class of its own to
  /// collapse for (a split covered by a full-screen presentation keeps its columns).
  override func didMoveToWindow() {
    super.didMoveToWindow()
    if window != nil { split?._updateCollapse() }
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    split?._updateCollapse()
  }
}

/// A column's view goes below the containers of presentations resting over the split's context
/// (an `.overCurrentContext` presentation lives inside the context's view): a new column never
/// covers what is presented over the split (spec §1.2).
@MainActor
func _splitAddColumnView(_ column: UIView, to v: UIView) {
  if let i = v.subviews.firstIndex(where: { $0 is TransitionContainerView }) {
    v.insertSubview(column, at: i)
  } else {
    v.addSubview(column)
  }
}
