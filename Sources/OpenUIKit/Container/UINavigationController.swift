import Foundation
import OpenQuartzCore

/// A stack of controllers with a navigation bar; push and pop animate between the top two.
///
/// Every stack change goes through `_changeStack` (UINavigationController+Transition.swift):
/// the stack and the containment links change at once (`viewControllers` answers the new stack
/// immediately; pushed controllers get `willMove(toParent:)`, popped ones
/// `willMove(toParent: nil)`); when the navigation controller's view is on screen the visible
/// change is a `NavigationTransition` that starts on the next run-loop turn, otherwise the views
/// are swapped at once. Changes asked for while a transition runs are ignored (see
/// Docs/Behaviour.md).
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
  /// The kind of stack change an animator is asked for.
  public enum Operation: Int, Sendable {
    case none, push, pop
  }

  package var _stack: [UIViewController] = []
  /// How the stack changed since the bar last showed its items (`_showItems`): a push or a pop
  /// of one controller edits the bar's items in place instead of rebuilding them from every
  /// controller.
  package enum _StackEditSinceItems: Sendable { case none, pushed, popped, other }
  package var _stackEditSinceItems = _StackEditSinceItems.other
  /// The transition on screen (or about to start); nil when idle.
  package var _transition: NavigationTransition?
  let _bar = UINavigationBar(frame: .zero)
  let _toolbar = UIToolbar(frame: .zero)
  var _isToolbarHidden = true
  /// The view the children's views live in; the container of transitions.
  package let _contentView = UIView(frame: .zero)
  let _popGesture = UIScreenEdgePanGestureRecognizer()
  /// The percent-driven driver of the edge-pan pop in progress.
  var _popDriver: UIPercentDrivenInteractiveTransition?
  /// The view is loaded but the top controller's view is not in it yet: UIKit puts it there
  /// (loading it) at the first layout of the navigation controller's view or when it starts to
  /// appear, not in `loadView` (`_installDeferredChildViews`).
  var _topViewDeferred = false

  open weak var delegate: (any UINavigationControllerDelegate)?

  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    _configure()
    _changeStack(to: [rootViewController], animated: false)
  }

  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    _configure()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    _configure()
  }

  private func _configure() {
    _bar._navigationController = self
    _popGesture.edges = .left
    _popGesture.addAction(UIAction { [weak self] action in
      guard let self, let g = action.sender as? UIScreenEdgePanGestureRecognizer else { return }
      self._handlePopGesture(g)
    })
  }

  // MARK: Stack

  open var viewControllers: [UIViewController] {
    get { _stack }
    set { setViewControllers(newValue, animated: false) }
  }

  open var topViewController: UIViewController? { _stack.last }

  /// While the navigation bar shows, the navigation controller decides the status bar style
  /// itself (from its bar); with the bar hidden, its top controller does.
  open override var childForStatusBarStyle: UIViewController? { isNavigationBarHidden ? topViewController : nil }
  /// The top controller decides whether the status bar hides.
  open override var childForStatusBarHidden: UIViewController? { topViewController }

  /// The top controller, or what is presented over the navigation controller.
  open var visibleViewController: UIViewController? {
    if let presented = presentedViewController {
      var top = presented
      while let next = top._presentedViewController { top = next }
      return top
    }
    return topViewController
  }

  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    _changeStack(to: viewControllers, animated: animated)
  }

  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    if viewController is UINavigationController {
      Diagnostics.exception("Pushing a navigation controller is not supported", name: "NSInvalidArgumentException")
      return
    }
    // A plain identity loop: a predicate closure formed on the main actor checks the executor
    // for every element (about 500 instructions a controller: a deep stack made every push cost
    // more).
    if _stack._containsIdentical(viewController) {
      Diagnostics.exception(
        "Pushing the same view controller instance more than once is not supported (\(viewController))",
        name: "NSInvalidArgumentException")
      return
    }
    _changeStack(.push(viewController), animated: animated)
  }

  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard _stack.count > 1, _transition == nil else { return nil }
    let top = _stack.last
    _changeStack(.popLast, animated: animated)
    return top
  }

  @discardableResult
  open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
    guard let index = _stack.firstIndex(where: { $0 === viewController }) else {
      Diagnostics.exception("Tried to pop to a view controller that doesn't exist.", name: "NSInternalInconsistencyException")
      return nil
    }
    guard _transition == nil else { return nil }
    let popped = Array(_stack[(index + 1)...])
    guard !popped.isEmpty else { return [] }
    _changeStack(to: Array(_stack[...index]), animated: animated)
    return popped
  }

  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard let root = _stack.first else { return nil }
    return popToViewController(root, animated: animated)
  }

  // MARK: Bars and gestures

  open var navigationBar: UINavigationBar { _bar }

  /// The left-edge pan that pops the top controller interactively (installed on the view).
  open var interactivePopGestureRecognizer: UIGestureRecognizer? { _popGesture }

  open var isNavigationBarHidden: Bool {
    get { _bar.isHidden }
    set {
      guard _bar.isHidden != newValue else { return }
      _bar.isHidden = newValue
      // The children's safe area changes with the bar: the next layout pass sees it.
      viewIfLoaded?.setNeedsLayout()
    }
  }

  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }

  /// The toolbar along the bottom of the view (UINavigationController+Toolbar.swift).
  open var toolbar: UIToolbar! { _toolbar }

  /// Whether the toolbar is hidden (true by default).
  open var isToolbarHidden: Bool {
    get { _isToolbarHidden }
    set { _setToolbarHidden(newValue) }
  }

  open func setToolbarHidden(_ hidden: Bool, animated: Bool) { _setToolbarHidden(hidden) }

  /// The bar goes below the status bar (UINavigationController+BarPlacement.swift).
  override package func _layoutBuiltInViews() {
    _placeNavigationBar()
    _placeSearchBar()
    _placeToolbar()
  }

  // MARK: View

  open override func loadView() {
    let v = UIView(frame: UIScreen.main.bounds)
    // UIKit's container view autoresizes W+H (it follows a presentation's container).
    v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    v.backgroundColor = .white
    _contentView.frame = v.bounds
    _contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    v.addSubview(_contentView)
    _bar.frame = CGRect(x: 0, y: 0, width: v.bounds.width, height: _bar._rowsHeight)
    _bar.autoresizingMask = [.flexibleWidth]
    v.addSubview(_bar)
    _installToolbar(in: v)
    v.addGestureRecognizer(_popGesture)
    view = v
    // The top controller's view waits for the first layout or appearance (UIKit's deferred
    // transition: Docs/Behaviour/sbnav13.md).
    _topViewDeferred = !_stack.isEmpty
    _showItems(for: _stack)
  }

  /// Puts the top controller's view in (loading it) if `loadView` left it for later.
  override package func _installDeferredChildViews() {
    guard _topViewDeferred else { return }
    _topViewDeferred = false
    if let top = _stack.last, isViewLoaded { _install(top) }
  }

  /// Shows the bar items of `stack` and, inside a tab bar controller whose selected tab this
  /// is, hides its tab bar while a pushed controller of `stack` has `hidesBottomBarWhenPushed`.
  /// With `coordinator` (an animated push or pop), the bar's items move alongside it.
  /// With `carriesBottomBar` (UIKit's own push/pop animation), a tab bar hidden or shown by the
  /// change moves with the outgoing or incoming view (`UITabBarController._carryBottomBar`).
  package func _showItems(
    for stack: [UIViewController], movingAlongside coordinator: (any UIViewControllerTransitionCoordinator)? = nil,
    operation: Operation = .none, carriesBottomBar: Bool = false
  ) {
    // The bar's items are every controller's item; after a push or a pop of one controller they
    // are edited in place (no work per controller below the top).
    let edit: (inout [UINavigationItem]) -> Void
    switch _stackEditSinceItems {
    case .none where _bar._items.count == stack.count:
      edit = { _ in }
    case .pushed where _bar._items.count + 1 == stack.count:
      let item = stack[stack.count - 1].navigationItem
      edit = { $0.append(item) }
    case .popped where _bar._items.count == stack.count + 1:
      edit = { $0.removeLast() }
    default:
      let items = stack.map(\.navigationItem)
      edit = { $0 = items }
    }
    _stackEditSinceItems = .none
    if let coordinator, operation != .none, !_bar.isHidden {
      let motion = _bar._beginItemTransition(editing: edit, operation: operation)
      coordinator.animateAlongsideTransition(
        in: _bar, animation: { _ in motion.animations() }, completion: { _ in motion.completion() })
    } else {
      _bar._setItems(edit)
    }
    _searchBarsMayHaveChanged(stack)
    if let tab = parent as? UITabBarController, tab.selectedViewController === self {
      let hidden = Self._hidesBottomBar(stack)
      if carriesBottomBar, let coordinator, operation != .none {
        tab._carryBottomBar(hidden: hidden, by: coordinator, in: self)
      } else {
        tab._setBottomBarHidden(hidden)
      }
    }
  }

  /// UIKit: the bottom bar stays hidden from the push of a controller with
  /// `hidesBottomBarWhenPushed` until it is popped (the root is never pushed).
  package static func _hidesBottomBar(_ stack: [UIViewController]) -> Bool {
    stack.dropFirst().contains { $0.hidesBottomBarWhenPushed }
  }

  /// Where a child's view rests: the whole content view (under the bar) when the child extends
  /// its layout under the top edge and the bar is translucent (or the child also extends under
  /// opaque bars); below the bar otherwise — UIKit's `edgesForExtendedLayout` /
  /// `extendedLayoutIncludesOpaqueBars` rule.
  package func _childFrame(for child: UIViewController) -> CGRect {
    let bounds = _contentView.bounds
    guard !_bar.isHidden else { return bounds }
    let extends = child.edgesForExtendedLayout.contains(.top)
      && (_bar.isTranslucent || child.extendedLayoutIncludesOpaqueBars)
    guard !extends else { return bounds }
    let top = min(_bar.frame.maxY + _searchBarHeight, bounds.height)
    return CGRect(x: bounds.minX, y: bounds.minY + top, width: bounds.width, height: bounds.height - top)
  }

  /// Puts a child's view into the content view, in its frame (`_childFrame(for:)`).
  package func _install(_ child: UIViewController) {
    let v: UIView = child.view
    UIView.performWithoutAnimation {
      v.transform = .identity
      v.frame = _childFrame(for: child)
    }
    v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    if v.superview !== _contentView { _contentView.addSubview(v) }
  }

  // MARK: Show and actions

  /// `show(_:sender:)` pushes (VCPG-S).
  open override func show(_ vc: UIViewController, sender: Any?) {
    pushViewController(vc, animated: true)
  }

  package override var _implementedActions: Set<Selector> { [UIViewController.showSelector] }

  package func _backButtonTapped() {
    popViewController(animated: true)
  }

  /// VoiceOver's escape (the two-finger scrub) reaching a navigation controller goes back as its
  /// back button does, while the bar shows one and no transition runs; otherwise it passes the
  /// escape on up the chain (Docs/Behaviour/textinput15.md).
  open override func accessibilityPerformEscape() -> Bool {
    guard isViewLoaded, !isNavigationBarHidden, navigationBar._backButton != nil,
      transitionCoordinator == nil
    else { return false }
    _backButtonTapped()
    return true
  }
}
