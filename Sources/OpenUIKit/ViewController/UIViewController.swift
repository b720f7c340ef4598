import Foundation
import OpenQuartzCore

/// Manages a view hierarchy: lazy loading, appearance, containment, presentation, traits.
///
/// Every overridable member is declared here (Swift cannot override members declared in
/// extensions). The machinery lives in `UIViewController+Appearance.swift` (the appearance state
/// machine), `+Containment.swift`, `+Presentation.swift` and `+Show.swift`.
@preconcurrency @MainActor
open class UIViewController: UIResponder, UITraitEnvironment, UIContentContainer {
  open nonisolated override var description: String {
    // Class and identity only: readable from any isolation (diagnostics, test output).
    "<\(type(of: self)): \(ObjectIdentifier(self).debugAddress)>"
  }

  // MARK: Stored state

  // nonisolated(unsafe) only so the nonisolated `deinit` can clear the view's back-link.
  @exclusivity(unchecked) nonisolated(unsafe) var _view: UIView? {
    didSet { TraitCache.invalidate() }
  }
  @exclusivity(unchecked) var _isLoadingView = false
  @exclusivity(unchecked) var _children: [UIViewController] = []
  @exclusivity(unchecked) weak var _parent: UIViewController? {
    didSet { TraitCache.invalidate() }
  }

  /// The appearance state machine (see `AppearanceState`).
  @exclusivity(unchecked) package var _appearance = AppearanceState.disappeared
  @exclusivity(unchecked) package var _isMovingToParent = false
  @exclusivity(unchecked) package var _isMovingFromParent = false
  @exclusivity(unchecked) package var _isBeingPresented = false
  @exclusivity(unchecked) package var _isBeingDismissed = false
  /// `animated` of an appearance whose viewIsAppearing is still due.
  @exclusivity(unchecked) var _pendingViewIsAppearing: Bool?
  /// `animated` of the appearance transition in progress: its did-call repeats it.
  @exclusivity(unchecked) var _appearanceAnimated = false
  /// Appearance transitions begun through the public begin/end API and not yet ended.
  @exclusivity(unchecked) var _manualAppearanceDepth = 0
  /// Settling a container's children visits only those that may not be at rest
  /// (UIViewController+Appearance.swift, "Children not at rest"): false only while this
  /// controller is known to be disappeared, without a view in a superview and presenting nothing.
  @exclusivity(unchecked) package var _mayBeUnsettled = false
  /// The children whose `_mayBeUnsettled` is set, in `children` order (by `_childOrder`).
  @exclusivity(unchecked) package var _unsettledChildren: [UIViewController] = []
  /// Where `addChild` put this controller among its parent's children (increasing, so the order
  /// of `_unsettledChildren` is the order of `children`), and the next such number.
  @exclusivity(unchecked) var _childOrder = 0
  @exclusivity(unchecked) var _nextChildOrder = 0

  // Presentation links (UIViewController+Presentation.swift changes them, nowhere else).
  @exclusivity(unchecked) package var _presentedViewController: UIViewController? {
    // A controller presenting something is never at rest for its parent's settling.
    didSet { if _presentedViewController != nil { _noteMayBeUnsettled() } }
  }
  @exclusivity(unchecked) package weak var _presentingViewController: UIViewController? {
    didSet { TraitCache.invalidate() }
  }
  @exclusivity(unchecked) package var _presentationController: UIPresentationController? {
    didSet { TraitCache.invalidate() }
  }
  /// The presentation controller made for presenting this controller whose link to it is
  /// unretained (`UIPresentationController._presentedLink`): whichever dies first clears the
  /// other's link. nonisolated(unsafe) only so either's nonisolated `deinit` can clear it.
  @exclusivity(unchecked) nonisolated(unsafe) package var _presentationControllerBackLink: Unmanaged<UIPresentationController>?
  /// The coordinator of the transition this controller takes part in, if any.
  @exclusivity(unchecked) package var _transitionCoordinator: (any UIViewControllerTransitionCoordinator)?

  @exclusivity(unchecked) package var _lastNotifiedTraits: UITraitCollection?
  /// The resolved `traitCollection` while no input changed (Trait/TraitCache.swift).
  @exclusivity(unchecked) package var _traitCache = _TraitCacheSlot()
  /// The trait-change handlers registered on this controller, made with the first registration
  /// (most controllers never get one: no object a controller).
  @exclusivity(unchecked) var _traitRegistryStorage: TraitChangeRegistry?
  var _traitRegistry: TraitChangeRegistry {
    if let registry = _traitRegistryStorage { return registry }
    let registry = TraitChangeRegistry()
    _traitRegistryStorage = registry
    return registry
  }

  // Container items (Container/), made on first use.
  @exclusivity(unchecked) var _navigationItem: UINavigationItem?
  @exclusivity(unchecked) var _toolbarItems: [UIBarButtonItem]?

  /// The items a navigation controller's toolbar shows while this controller is on top.
  open var toolbarItems: [UIBarButtonItem]? {
    get { _toolbarItems }
    set { setToolbarItems(newValue, animated: false) }
  }
  @exclusivity(unchecked) var _tabBarItem: UITabBarItem?

  // MARK: Initialisers

  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    self.nibName = nibNameOrNil
    self.nibBundle = nibBundleOrNil
    super.init()
    MemoryWarningRegistry.register(self)
  }

  public convenience override init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// Archiving is not supported; storyboards instantiate controllers through `UIStoryboard`.
  public required init?(coder: NSCoder) {
    self.nibName = nil
    self.nibBundle = nil
    super.init()
    MemoryWarningRegistry.register(self)
  }

  public let nibName: String?
  public let nibBundle: Bundle?

  /// Its neighbours in the list of live controllers, in creation order (`MemoryWarningRegistry`).
  /// Unretained: a dying controller takes itself out (`deinit`). The list used to hold a weak
  /// reference to every controller, which gave each one a side table and sent every retain and
  /// release of it down the runtime's slow path.
  // nonisolated(unsafe) only so the nonisolated `deinit` can unlink.
  @exclusivity(unchecked) nonisolated(unsafe) var _liveListPrevious: Unmanaged<UIViewController>?
  @exclusivity(unchecked) nonisolated(unsafe) var _liveListNext: Unmanaged<UIViewController>?

  /// Its view's link back to it is unowned(unsafe), not weak (a weak link would give the
  /// controller a side table and send each retain and release of it down the runtime's slow
  /// path, issue 15): a dying controller clears it, as a weak reference would be cleared.
  deinit {
    // Weak and unretained links to this controller read nil from now on: traits computed
    // through them are stale (Trait/TraitCache.swift).
    TraitCache.invalidate()
    MemoryWarningRegistry.unregister(self)
    if let view = _view, view._viewControllerLink?.toOpaque() == Unmanaged.passUnretained(self).toOpaque() {
      view._viewControllerLink = nil
    }
    // The presentation controller linking to it (alive: it would have cleared this link).
    if let pc = _presentationControllerBackLink {
      pc.takeUnretainedValue()._presentedDidDie()
    }
  }

  // MARK: View loading

  /// The root view, loaded on first access (`loadView` then `viewDidLoad`).
  open var view: UIView! {
    get {
      loadViewIfNeeded()
      return _view
    }
    set {
      if let old = _view, old._viewController === self { old._viewController = nil }
      _view = newValue
      newValue?._viewController = self
      // The new view may already be in a superview.
      _noteMayBeUnsettled()
    }
  }

  /// Extra insets added to the root view's safe area (Layout/UIView+SafeArea.swift).
  open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
    didSet { if oldValue != additionalSafeAreaInsets { _view?.setNeedsLayout() } }
  }
  open func viewSafeAreaInsetsDidChange() {}
  /// UIKit: the root view's layout margins changed.
  open func viewLayoutMarginsDidChange() {}
  /// The root view's margins are at least `systemMinimumLayoutMargins` (Layout/UIView+LayoutMargins.swift).
  open var viewRespectsSystemMinimumLayoutMargins = true {
    didSet { if oldValue != viewRespectsSystemMinimumLayoutMargins { _view?.setNeedsLayout() } }
  }
  /// Runs the root view's constraint update; override to change constraints, calling super last.
  open func updateViewConstraints() { _view?.updateConstraints() }

  open var viewIfLoaded: UIView? { _view }
  open var isViewLoaded: Bool { _view != nil }

  /// Creates the root view. The default loads the storyboard scene's view (with its embedded
  /// children) for controllers a storyboard instantiated, else makes a plain `UIView` the size
  /// of the screen that follows its superview's size (UIKit's default root view is W+H
  /// autoresizing, so a presented view follows its container when the window resizes).
  open func loadView() {
    if let context = _storyboardContext, context.loadView(of: self) { return }
    let v = UIView(frame: UIScreen.main.bounds)
    v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view = v
  }

  open func loadViewIfNeeded() {
    guard _view == nil, !_isLoadingView else { return }
    _isLoadingView = true
    loadView()
    if _view == nil { view = UIView(frame: UIScreen.main.bounds) }
    _isLoadingView = false
    // Frames name a controller's root view after the controller ("B.view").
    _view?.layer._debugName = "\(_traceName).view"
    EventTrace.record("lifecycle", self, "viewDidLoad")
    viewDidLoad()
  }

  open func viewDidLoad() {}
  open func awakeFromNib() {}

  // MARK: Appearance (delivered by the machinery in +Appearance.swift)

  open func viewWillAppear(_ animated: Bool) {}
  open func viewIsAppearing(_ animated: Bool) {}
  open func viewDidAppear(_ animated: Bool) {}
  open func viewWillDisappear(_ animated: Bool) {}
  open func viewDidDisappear(_ animated: Bool) {}

  open func viewWillLayoutSubviews() {}
  open func viewDidLayoutSubviews() {}
  /// iOS 17: override to set `contentUnavailableConfiguration` for `state`; the default does
  /// nothing (Configuration/UIViewController+ContentUnavailable.swift runs it).
  open func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {}
  /// iOS 17: the state content-unavailable configurations are updated for.
  open var contentUnavailableConfigurationState: UIContentUnavailableConfigurationState {
    _makeContentUnavailableConfigurationState()
  }
  /// Built-in containers place their own views here (UIKit does it in their private container
  /// view's `layoutSubviews`), after `viewWillLayoutSubviews` and before the subviews' layout.
  package func _layoutBuiltInViews() {}
  /// Built-in containers put the child view they show into their own view here, when UIKit
  /// does it: not in their `loadView` but when their view first lays out or starts to appear
  /// (or a change of the child shown needs it). Idempotent; the default does nothing.
  package func _installDeferredChildViews() {}

  open var isBeingPresented: Bool { _isBeingPresented }
  open var isBeingDismissed: Bool { _isBeingDismissed }
  open var isMovingToParent: Bool { _isMovingToParent }
  open var isMovingFromParent: Bool { _isMovingFromParent }

  /// Whether this container forwards appearance callbacks to its children (default true).
  open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

  /// Starts an appearance transition by hand (containers that don't forward automatically).
  open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    _publicBeginAppearanceTransition(isAppearing, animated: animated)
  }

  open func endAppearanceTransition() {
    _publicEndAppearanceTransition()
  }

  // MARK: Editing (edit18; the Edit/Done item in UIViewController+Editing.swift)

  /// Whether the controller's view is in edit mode (false); setting it calls
  /// `setEditing(_:animated:)` without animation.
  open var isEditing: Bool {
    get { _isEditing }
    set { setEditing(newValue, animated: false) }
  }
  package var _isEditing = false
  package var _editButtonItem: UIBarButtonItem?

  /// Enters or leaves edit mode; `editButtonItem` shows "Done" (`.done` style) while editing,
  /// "Edit" otherwise. UITableViewController's override passes the change to its table view.
  open func setEditing(_ editing: Bool, animated: Bool) {
    _isEditing = editing
    _updateEditButtonItem()
  }

  /// A bar button item that toggles edit mode: `setEditing(!isEditing, animated: true)`.
  open var editButtonItem: UIBarButtonItem { _makeEditButtonItem() }

  // MARK: Identity and content

  open var title: String?

  /// The size the controller would like for its content (popovers, form sheets, containers).
  open var preferredContentSize: CGSize = .zero {
    didSet {
      guard oldValue != preferredContentSize else { return }
      _parent?.preferredContentSizeDidChange(forChildContentContainer: self)
      if _presentingViewController != nil, let pc = _presentationController {
        pc.preferredContentSizeDidChange(forChildContentContainer: self)
      }
    }
  }

  open var restorationIdentifier: String?

  /// The style the controller is presented with. Unset, it is `.automatic` under `.iOS17` and
  /// `.fullScreen` under `.iOS12` (H:VC: "Defaults to UIModalPresentationAutomatic on iOS starting
  /// in iOS 13.0, and UIModalPresentationFullScreen on previous versions"). Reading never returns
  /// `.automatic`: "reading it will always return a concrete presentation style", `.pageSheet` for
  /// a plain controller (`.fullScreen` under `.iOS12`, which had no `.automatic`).
  open var modalPresentationStyle: UIModalPresentationStyle {
    get {
      // A zoom presents full screen when no style was chosen (Docs/Behaviour/zoom14.md).
      if preferredTransition?._isZoom == true, (_modalPresentationStyle ?? .automatic) == .automatic, UIApplication.shared.linkedSDK != .iOS12 {
        return .fullScreen
      }
      return (_modalPresentationStyle ?? .automatic)._resolvingAutomatic
    }
    set { _modalPresentationStyle = newValue }
  }
  /// The style set by code or a storyboard; nil until then.
  @exclusivity(unchecked) private var _modalPresentationStyle: UIModalPresentationStyle?
  @exclusivity(unchecked) open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
  @exclusivity(unchecked) open var definesPresentationContext: Bool = false
  @exclusivity(unchecked) open var providesPresentationContextTransitionStyle: Bool = false
  @exclusivity(unchecked) open var modalPresentationCapturesStatusBarAppearance: Bool = false
  /// iOS 13: prevents interactive (swipe, outside-tap) dismissal.
  @exclusivity(unchecked) open var isModalInPresentation: Bool = false

  /// Whether a presentation of this controller refuses interactive dismissal: its own
  /// `isModalInPresentation`, or that of a child on screen in it (a compose screen inside the
  /// navigation controller that is presented). Docs/Behaviour/libs18.md.
  package var _isModalInPresentationIncludingChildren: Bool {
    if isModalInPresentation { return true }
    var pending = children
    while let child = pending.popLast() {
      guard child.viewIfLoaded?.window != nil else { continue }
      if child.isModalInPresentation { return true }
      pending.append(contentsOf: child.children)
    }
    return false
  }
  /// iOS 18: the transition used to show this controller (ZoomTransition/).
  @exclusivity(unchecked) open var preferredTransition: UIViewController.Transition?

  /// UIKit: the edges along which the view extends under translucent bars (all by default).
  open var edgesForExtendedLayout: UIRectEdge = .all
  /// UIKit: whether the view also extends under opaque bars (no by default).
  open var extendedLayoutIncludesOpaqueBars: Bool = false
  /// UIKit: whether the tab bar is hidden while this controller is pushed on a navigation stack.
  open var hidesBottomBarWhenPushed: Bool = false
  @available(*, deprecated, renamed: "isModalInPresentation")
  open var isModalInPopover: Bool {
    get { isModalInPresentation }
    set { isModalInPresentation = newValue }
  }

  /// The delegate that vends animators and presentation controllers (held weakly, as in UIKit).
  @exclusivity(unchecked) open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?

  // MARK: Status bar (rules in Application/UIStatusBar.swift)

  /// The style this controller wants when it decides the status bar (default `.default`).
  open var preferredStatusBarStyle: UIStatusBarStyle { .default }
  /// Whether this controller wants the status bar hidden when it decides (default false).
  open var prefersStatusBarHidden: Bool { false }
  /// How hiding or showing the status bar animates (default `.fade`).
  open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
  /// The child whose `preferredStatusBarStyle` is used instead of this controller's (default nil).
  open var childForStatusBarStyle: UIViewController? { nil }
  /// The child whose `prefersStatusBarHidden` is used instead of this controller's (default nil).
  open var childForStatusBarHidden: UIViewController? { nil }

  /// Asks the system to re-read the status bar attributes now; inside an animation block the
  /// change is recorded with `preferredStatusBarUpdateAnimation`.
  open func setNeedsStatusBarAppearanceUpdate() {
    let animated = UIViewAnimationState.animationsEnabled && !UIViewAnimationState.stack.isEmpty
    StatusBarState.shared.update(animation: animated ? StatusBarState.hiddenAnimation() : .none)
  }

  // MARK: Home indicator and system-gesture edges (iOS 11; rules in UIViewController+HomeIndicator.swift)

  /// Whether the system may hide the home indicator while this controller decides it (default false).
  open var prefersHomeIndicatorAutoHidden: Bool { false }
  /// The child asked about `prefersHomeIndicatorAutoHidden` instead of this controller (default nil).
  open var childForHomeIndicatorAutoHidden: UIViewController? { nil }
  /// Asks the system to re-read `prefersHomeIndicatorAutoHidden` and `childForHomeIndicatorAutoHidden`.
  open func setNeedsUpdateOfHomeIndicatorAutoHidden() { HomeIndicatorState.shared.update() }
  /// The screen edges whose gestures take precedence over the system's (default none).
  open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }
  /// The child asked about `preferredScreenEdgesDeferringSystemGestures` instead (default nil).
  open var childForScreenEdgesDeferringSystemGestures: UIViewController? { nil }
  /// Asks the system to re-read the deferred edges and `childForScreenEdgesDeferringSystemGestures`.
  open func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() { HomeIndicatorState.shared.update() }

  // MARK: Orientation

  /// The orientations this controller supports: all on iPad, all but upside down on iPhone
  /// (the SDK defaults).
  open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    traitCollection.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
  }

  /// The orientation to present in full screen: the current one when supported, else the first
  /// supported of portrait, landscape right, landscape left, upside down.
  open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
    let current = UIDevice.current.orientation._interfaceOrientation
    let supported = supportedInterfaceOrientations
    if supported._contains(current) { return current }
    let order: [UIInterfaceOrientation] = [.portrait, .landscapeRight, .landscapeLeft, .portraitUpsideDown]
    return order.first { supported._contains($0) } ?? .portrait
  }

  /// Whether the controller's content rotates with the device (default true).
  open var shouldAutorotate: Bool { true }

  // MARK: Memory

  /// Sent when the app receives a memory warning (every live controller, oldest first).
  open func didReceiveMemoryWarning() {}

  // MARK: Containment (machinery in +Containment.swift)

  open var children: [UIViewController] { _children }
  open var parent: UIViewController? { _parent }

  open func addChild(_ childController: UIViewController) { _addChild(childController) }
  open func removeFromParent() { _removeFromParent() }
  open func willMove(toParent parent: UIViewController?) {}
  open func didMove(toParent parent: UIViewController?) {
    if parent != nil { _isMovingToParent = false }
  }

  /// Animates a swap between two children (both must be children of the receiver).
  open func transition(
    from fromViewController: UIViewController, to toViewController: UIViewController,
    duration: TimeInterval, options: UIView.AnimationOptions = [],
    animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    _transitionBetweenChildren(
      from: fromViewController, to: toViewController, duration: duration, options: options,
      animations: animations, completion: completion)
  }

  // MARK: Presentation (machinery in +Presentation.swift)

  /// The controller this one presented, "or its nearest ancestor" did.
  open var presentedViewController: UIViewController? {
    var vc: UIViewController? = self
    while let c = vc {
      if let p = c._presentedViewController { return p }
      vc = c._parent
    }
    return nil
  }

  /// The controller that presented this one (or its farthest ancestor).
  open var presentingViewController: UIViewController? {
    var vc: UIViewController? = self
    while let c = vc {
      if let p = c._presentingViewController { return p }
      vc = c._parent
    }
    return nil
  }

  open var presentationController: UIPresentationController? { _presentationControllerForReading() }

  open var popoverPresentationController: UIPopoverPresentationController? {
    guard modalPresentationStyle == .popover || _presentationController is UIPopoverPresentationController else {
      return nil
    }
    return _presentationControllerForReading() as? UIPopoverPresentationController
  }

  open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
    if let c = _transitionCoordinator { return c }
    return _parent?.transitionCoordinator
  }

  open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
    _present(viewControllerToPresent, animated: flag, completion: completion)
  }

  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    _dismiss(animated: flag, completion: completion)
  }

  // Hooks of the system's own controllers (the alert, the share sheet) into the shared
  // presentation path; a subclass in this module overrides them in its class body.

  /// The presentation controller this controller uses instead of its style's for a
  /// presentation from `presenter` (an action sheet in compact width slides up); nil: its style's.
  func _systemPresentationController(for presenter: UIViewController) -> UIPresentationController? { nil }

  /// UIKit's exception text when this controller would show as the popover `popover` with no
  /// anchor; nil when it may go on without one (it adapts to another style for these traits).
  func _missingPopoverAnchorMessage(
    _ popover: UIPopoverPresentationController, presenter: UIViewController
  ) -> String? {
    "UIPopoverPresentationController (\(popover)) should have a non-nil sourceView or barButtonItem set before the presentation occurs."
  }

  /// The dismissal that removed this controller ended: its presenter no longer lists it.
  func _presentationDismissalDidEnd() {}

  /// Its popover's own outside-tap dismissal ended (an action sheet runs its cancel action).
  func _popoverDismissedByOutsideTap() {}

  // MARK: Show / show detail (routing in +Show.swift)

  open func show(_ vc: UIViewController, sender: Any?) { _show(vc, sender: sender) }
  open func showDetailViewController(_ vc: UIViewController, sender: Any?) { _showDetail(vc, sender: sender) }

  /// The controller that handles `action`: self if it implements it, else up the hierarchy.
  open func targetViewController(forAction action: Selector, sender: Any?) -> UIViewController? {
    _targetViewController(forAction: action, sender: sender)
  }

  /// Actions built-in containers implement themselves (navigation: show; split: show and
  /// showDetail), for `targetViewController(forAction:sender:)`.
  package var _implementedActions: Set<Selector> { [] }

  open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
    _implementedActions.contains(action) || super.canPerformAction(action, withSender: sender)
  }

  // MARK: Containers (machinery in Container/)

  /// The nearest ancestor navigation controller.
  open var navigationController: UINavigationController? { _ancestor(UINavigationController.self) }
  /// The nearest ancestor tab bar controller.
  open var tabBarController: UITabBarController? { _ancestor(UITabBarController.self) }
  /// The nearest ancestor split view controller.
  open var splitViewController: UISplitViewController? { _ancestor(UISplitViewController.self) }

  /// What a navigation bar shows for this controller (made on first use; its title follows
  /// `title` until set).
  open var navigationItem: UINavigationItem {
    if let item = _navigationItem { return item }
    let item = UINavigationItem(owner: self)
    _navigationItem = item
    return item
  }

  /// What a tab bar shows for this controller (made on first use; its title follows `title`
  /// until set).
  open var tabBarItem: UITabBarItem! {
    get {
      if let item = _tabBarItem { return item }
      let item = UITabBarItem(owner: self)
      _tabBarItem = item
      return item
    }
    set { _tabBarItem = newValue }
  }

  // MARK: Traits and sizes

  /// iOS 17 trait overrides for this controller and what it contains.
  @exclusivity(unchecked) open var traitOverrides = UITraitOverrides() {
    didSet {
      TraitCache.invalidate()
      // What this controller computes from its inherited traits changed (Trait/TraitCache.swift).
      _traitCache.forget()
      if oldValue != traitOverrides { _propagateTraitChanges() }
    }
  }

  /// Cached since its inputs last changed, or still what they give (Trait/TraitCache.swift).
  open var traitCollection: UITraitCollection {
    if _traitCache.isCurrent, let cached = _traitCache.traits { return cached }
    let start = TraitCache.generation
    let inherited = _inheritedTraitCollection()
    if let reused = _traitCache.reuse(inheriting: inherited, computedIn: start) { return reused }
    let traits = _traitCollection(inheriting: inherited)
    _traitCache.store(traits, inheriting: inherited, computedIn: start)
    return traits
  }

  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  @discardableResult
  public func registerForTraitChanges<Self: UITraitEnvironment>(
    _ traits: [UITrait], handler: @escaping UITraitChangeHandler<Self>
  ) -> any UITraitChangeRegistration {
    _traitRegistry.add(traits) { env, previous in
      if let typed = env as? Self { handler(typed, previous) }
    }
  }

  public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
    _traitRegistryStorage?.remove(registration)
  }

  @available(*, deprecated, message: "Use traitOverrides")
  open func setOverrideTraitCollection(_ collection: UITraitCollection?, forChild childViewController: UIViewController) {
    var o = UITraitOverrides()
    o.apply(collection)
    childViewController.traitOverrides = o
  }

  open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
  open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
  open func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
    parentSize
  }

  /// The container's size is changing; the default forwards to children and the presented
  /// controller.
  open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
    _forwardViewWillTransition(to: size, with: coordinator)
  }

  open func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
    for child in _children { child.willTransition(to: newCollection, with: coordinator) }
  }

  // MARK: Segues (machinery in Storyboard/UIViewController+Segues.swift and +Unwind.swift)

  /// The storyboard scene this controller was instantiated from (nil for code-made controllers).
  package var _storyboardContext: StoryboardControllerContext?

  /// The storyboard the controller was instantiated from.
  open var storyboard: UIStoryboard? { _storyboardContext?.storyboard }

  /// Asked before a triggered segue runs; false cancels it quietly. Not asked by
  /// `performSegue(withIdentifier:sender:)`.
  open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

  /// Called on the source before a segue performs (the destination's view is not loaded yet).
  open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

  /// Runs the segue with `identifier` from this controller's scene.
  open func performSegue(withIdentifier identifier: String, sender: Any?) {
    _performSegue(withIdentifier: identifier, sender: sender)
  }

  /// Default: true when the receiver responds to `action` (ActionRegistry) and is not
  /// `fromViewController`.
  open func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool {
    _defaultCanPerformUnwindSegueAction(action, from: fromViewController)
  }

  /// The children UIKit searches for an unwind destination: `children` minus the one containing
  /// the source.
  open func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
    _defaultAllowedChildrenForUnwinding(from: source)
  }

  /// The child that contains the unwind segue's source (do not override).
  open func childContaining(_ source: UIStoryboardUnwindSegueSource) -> UIViewController? {
    _childContaining(source.source)
  }

  /// Called on each container between the unwind's source and destination so that it shows the
  /// child towards the destination. The default does nothing; built-in containers pop or select.
  open func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
    _defaultUnwind(for: unwindSegue, towards: subsequentVC)
  }

  // MARK: Responder chain

  /// A controller's next responder is its view's superview, or its presenting controller.
  open override var next: UIResponder? {
    if let s = _view?.superview { return s }
    return _presentingViewController ?? _parent
  }

}

extension UIViewController {
  /// Nearest ancestor (self included) of a type, through parents and presenters' parents.
  func _ancestor<T: UIViewController>(_ type: T.Type) -> T? {
    var vc: UIViewController? = _parent
    while let c = vc {
      if let t = c as? T { return t }
      vc = c._parent
    }
    return nil
  }

  /// A short name for traces: the title if set, else the class name. Controllers from a
  /// storyboard add their scene's storyboard id, or its object id, so that two scenes with the
  /// same class or title are told apart ("Master [rS3-R9-Ivy]", "UIViewController [Detail]").
  package var _traceName: String {
    let base = title ?? _storyboardContext?.traceClassName ?? "\(type(of: self))"
    guard let object = _storyboardContext?.object, let id = object.storyboardIdentifier ?? object.id else { return base }
    return "\(base) [\(id)]"
  }
}
