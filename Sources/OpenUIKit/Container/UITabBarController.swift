import Foundation
import OpenQuartzCore

/// Shows one of several children, chosen on a tab bar.
///
/// Every child is a child controller; only the selected one's view is in the content view.
/// Selection changes go through `_select(index:)`: without a delegate animator the views swap
/// at once (with non-animated appearance calls when on screen); with one, a
/// `ChildSwapTransition` runs at once (not on the next turn, so a pan that changes the tab can
/// drive it from its next event). A cancelled interactive change selects the old tab again.
/// Changes asked for while a transition runs are ignored.
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
  var _viewControllers: [UIViewController] = []
  var _selectedIndex = NSNotFound
  let _tabBar = UITabBar(frame: .zero)
  package let _contentView = UIView(frame: .zero)
  package var _swap: ChildSwapTransition?
  /// The view is loaded but the selected controller's view is not in it yet: UIKit puts it there
  /// (loading it) when the tab bar controller's view appears, not in `loadView`
  /// (`_installDeferredChildViews`).
  var _selectedViewDeferred = false

  open weak var delegate: (any UITabBarControllerDelegate)?

  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    _tabBar._tabBarController = self
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    _tabBar._tabBarController = self
  }

  open var tabBar: UITabBar { _tabBar }

  open var viewControllers: [UIViewController]? {
    get { _viewControllers.isEmpty ? nil : _viewControllers }
    set { setViewControllers(newValue, animated: false) }
  }

  open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
    guard _swap == nil else { return }
    let new = viewControllers ?? []
    let old = _viewControllers
    let oldSelected = selectedViewController
    let removed = old.filter { vc in !new.contains { $0 === vc } }
    let added = new.filter { vc in !old.contains { $0 === vc } }
    for vc in removed { vc.willMove(toParent: nil) }
    for vc in added { addChild(vc) }
    _viewControllers = new
    var index = oldSelected.flatMap { s in new.firstIndex { $0 === s } } ?? (new.isEmpty ? NSNotFound : 0)
    if index == NSNotFound, !new.isEmpty { index = 0 }
    _selectedIndex = index
    _swapImmediately(from: oldSelected, to: selectedViewController)
    for vc in removed {
      if vc.viewIfLoaded?.superview === _contentView { vc.view.removeFromSuperview() }
      vc.removeFromParent()
    }
    for vc in added { vc.didMove(toParent: self) }
    _reloadTabBar()
  }

  open var selectedIndex: Int {
    get { _selectedIndex }
    set {
      guard newValue >= 0, newValue < _viewControllers.count else { return }
      _select(index: newValue)
    }
  }

  /// The selected controller decides the status bar's style and visibility.
  open override var childForStatusBarStyle: UIViewController? { selectedViewController }
  open override var childForStatusBarHidden: UIViewController? { selectedViewController }

  open var selectedViewController: UIViewController? {
    get { _selectedIndex < _viewControllers.count ? _viewControllers[_selectedIndex] : nil }
    set {
      guard let vc = newValue, let index = _viewControllers.firstIndex(where: { $0 === vc }) else {
        Diagnostics.exception(
          "Only a view controller in the tab bar controller's list of view controllers can be selected.",
          name: "NSInvalidArgumentException")
        return
      }
      _select(index: index)
    }
  }

  // MARK: View

  open override func loadView() {
    let v = UIView(frame: UIScreen.main.bounds)
    // UIKit's container view autoresizes W+H (it follows a presentation's container).
    v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    v.backgroundColor = .white
    let barHeight = UITabBar._height
    // The children run under the bar (its place: UITabBarController+BarPlacement.swift).
    _contentView.frame = v.bounds
    _contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    v.addSubview(_contentView)
    _tabBar.frame = CGRect(x: 0, y: v.bounds.height - barHeight, width: v.bounds.width, height: barHeight)
    _tabBar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
    v.addSubview(_tabBar)
    view = v
    // The selected controller's view waits for the appearance or first layout (UIKit's
    // viewWillAppear selects it: Docs/Behaviour/sbnav13.md).
    _selectedViewDeferred = selectedViewController != nil
    _reloadTabBar()
  }

  /// Puts the selected controller's view in (loading it) if `loadView` left it for later.
  override package func _installDeferredChildViews() {
    guard _selectedViewDeferred else { return }
    _selectedViewDeferred = false
    if let selected = selectedViewController, isViewLoaded { _install(selected) }
  }

  /// Hides or shows the tab bar for a navigation stack whose pushed controllers ask for it
  /// (`hidesBottomBarWhenPushed`): the child's safe area then loses the bar's part.
  package func _setBottomBarHidden(_ hidden: Bool) {
    guard isViewLoaded, _tabBar.isHidden != hidden else { return }
    _tabBar.isHidden = hidden
    view.setNeedsLayout()
    selectedViewController?.viewIfLoaded?.setNeedsLayout()
  }

  /// The bar sits above the bottom safe area (UITabBarController+BarPlacement.swift).
  override package func _layoutBuiltInViews() { _placeTabBar() }

  /// The bottom bar for the selected tab: hidden while its navigation stack asks for it.
  package func _refreshBottomBar() {
    let nav = selectedViewController as? UINavigationController
    _setBottomBarHidden(nav.map { UINavigationController._hidesBottomBar($0._stack) } ?? false)
  }

  package func _install(_ child: UIViewController) {
    _refreshBottomBar()
    let v: UIView = child.view
    UIView.performWithoutAnimation {
      v.transform = .identity
      v.frame = _contentView.bounds
    }
    v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    if v.superview !== _contentView { _contentView.addSubview(v) }
  }

  private func _reloadTabBar() {
    _tabBar._setItems(_viewControllers.map { $0.tabBarItem })
    _tabBar.selectedItem = selectedViewController?.tabBarItem
  }
}

extension UITabBarController {
  /// A tap on the tab bar: `shouldSelect`, the selection, then `didSelect` (also when the tab
  /// was already selected). didSelect comes right after the selection started, before any
  /// transition ends.
  package func _userSelected(index: Int) {
    guard index < _viewControllers.count, _swap == nil else { return }
    let vc = _viewControllers[index]
    EventTrace.record("tabbar", self, "tap(\(vc._traceName))")
    if let delegate, !delegate.tabBarController(self, shouldSelect: vc) { return }
    if index != _selectedIndex { _select(index: index) }
    delegate?.tabBarController(self, didSelect: vc)
  }

  /// Changes the selection, with the delegate's animator when it gives one.
  package func _select(index: Int) {
    guard _swap == nil, index != _selectedIndex else { return }
    let from = selectedViewController
    let to = _viewControllers[index]
    let oldIndex = _selectedIndex
    _selectedIndex = index
    _tabBar.selectedItem = to.tabBarItem
    EventTrace.record("tabbar", self, "select(\(to._traceName))")
    guard let from, isViewLoaded, view.window != nil, _appearance == .appeared,
      let animator = delegate?.tabBarController(self, animationControllerForTransitionFrom: from, to: to)
    else {
      _swapImmediately(from: from, to: to)
      return
    }
    let interactor = delegate?.tabBarController(self, interactionControllerFor: animator)
    let swap = ChildSwapTransition(
      owner: self, containerView: _contentView, from: from, to: to, animated: true,
      install: { [unowned self] in self._install($0) })
    _swap = swap
    swap.onComplete = { [unowned self] done in
      if !done {
        self._selectedIndex = oldIndex
        self._tabBar.selectedItem = from.tabBarItem
      }
    }
    swap.onFinished = { [unowned self] _ in self._swap = nil }
    swap.start(animator: animator, interactor: interactor)
  }

  /// Swaps the selected view without animation; appearance calls only when on screen.
  func _swapImmediately(from: UIViewController?, to: UIViewController?) {
    guard from !== to, isViewLoaded else { return }
    // A selected view still waiting is put in first, so the swap sees the same views as when
    // it was put in at `loadView`.
    _installDeferredChildViews()
    let onScreen = _appearance == .appeared || _appearance == .appearing
    if let from, onScreen, from._appearance != .disappeared { from._beginAppearance(false, animated: false) }
    if let to, onScreen { to._beginAppearance(true, animated: false) }
    from?.viewIfLoaded?.removeFromSuperview()
    if let to { _install(to) }
    if let from, onScreen, from._appearance == .disappearing { from._endAppearance(animated: false) }
    if let to, _appearance == .appeared { to._endAppearance(animated: false) }
    // A `.currentContext` presentation resting over the tab switched away (its container
    // standing in for the tab's view) leaves with it, and one over the tab shown comes back.
    _settleChildrenAppearance()
    // The bar's scroll-edge look follows the tab's content (BarAppearance/UITabBar+Appearance.swift).
    if tabBar._usesAppearanceObjects { tabBar._applyAppearance() }
  }

  // MARK: Unwinding (called by the storyboard's unwind machinery)

  /// Selects the tab that is or contains `destination`. Returns false when no tab does.
  @discardableResult
  package func _unwindSelect(childContaining destination: UIViewController) -> Bool {
    guard let index = _viewControllers.firstIndex(where: { vc in
      var c: UIViewController? = destination
      while let x = c {
        if x === vc { return true }
        c = x._parent
      }
      return false
    }) else { return false }
    if index != _selectedIndex { _select(index: index) }
    return true
  }
}
