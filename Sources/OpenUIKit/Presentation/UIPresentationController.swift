import Foundation
import OpenQuartzCore

/// Manages the presentation of one controller: its container, chrome, frames and adaptation.
///
/// UIKit retains it for the whole presentation and reuses it for the dismissal. The built-in
/// styles use subclasses (`Presentation/BuiltinPresentationControllers.swift`); custom
/// presentations subclass it and override the members below.
@preconcurrency @MainActor
open class UIPresentationController: NSObject, UITraitEnvironment, UIContentContainer {
  open nonisolated override var description: String {
    "<\(type(of: self)): \(ObjectIdentifier(self).debugAddress)>"
  }

  /// Hit-testing of the transition's container view: `default` is the container's own answer.
  /// Popovers, sheets and searches override it with their outside-touch rules.
  func _hitTestContainer(_ container: UIView, point: CGPoint, event: UIEvent?, default: () -> UIView?) -> UIView? {
    `default`()
  }

  /// Not retained: the presented controller owns its presentation controller, and its presenter
  /// owns it while it is presented, so a strong reference would only make a cycle. Answers as a
  /// weak reference would, without one (a weak reference gives the controller a side table and
  /// sends its retains down the runtime's slow path, issue 15): the link is unowned(unsafe)
  /// and the controller links back (`_presentationControllerBackLink`); whichever dies first
  /// clears the other's link in its `deinit` — the only places either is cleared. A controller
  /// links back to one presentation controller: an older one, when a newer one is made for the
  /// same controller (a re-presentation), falls back to a weak reference.
  // nonisolated(unsafe) only so the controller's nonisolated `deinit` can clear it.
  @exclusivity(unchecked) nonisolated(unsafe) private var _presentedLink: Unmanaged<UIViewController>?
  @exclusivity(unchecked) private weak var _presentedFallback: UIViewController?
  private var _presented: UIViewController? {
    if let link = _presentedLink { return link.takeUnretainedValue() }
    return _presentedFallback
  }

  /// The presented controller died first (its `deinit`): the link reads nil from now on.
  nonisolated func _presentedDidDie() {
    _presentedLink = nil
  }

  /// Links `vc` both ways; the presentation controller it linked back to before, if any, falls
  /// back to a weak reference.
  private func _linkPresented(_ vc: UIViewController) {
    if let older = vc._presentationControllerBackLink {
      let pc = older.takeUnretainedValue()
      pc._presentedLink = nil
      pc._presentedFallback = vc
    }
    vc._presentationControllerBackLink = Unmanaged.passUnretained(self)
    _presentedLink = Unmanaged.passUnretained(vc)
  }
  @exclusivity(unchecked) package weak var _presentingViewController: UIViewController? {
    didSet { TraitCache.invalidate() }
  }
  @exclusivity(unchecked) package var _containerView: UIView? {
    didSet { TraitCache.invalidate() }
  }
  /// The style this controller presents with (the presented controller's style when created).
  @exclusivity(unchecked) package var _style: UIModalPresentationStyle
  /// The style actually used after adaptation (`_style` when not adapted).
  @exclusivity(unchecked) package var _adaptedStyle: UIModalPresentationStyle?
  @exclusivity(unchecked) package var _lastNotifiedTraits: UITraitCollection?
  /// The resolved `traitCollection` while no input changed (Trait/TraitCache.swift), and the
  /// `overrideTraitCollection` it was computed with (a subclass may compute that one; held, so
  /// its address is not reused by a later one).
  @exclusivity(unchecked) package var _traitCache = _TraitCacheSlot()
  @exclusivity(unchecked) private var _traitCacheOverride: UITraitCollection?
  /// Set while presented: what the dismissal needs to undo.
  @exclusivity(unchecked) package var _record: PresentationRecord?
  /// The window keeping the presenter alive while this controller presents from it.
  package var _keepingWindow: UIWindow? {
    get { _keepingWindowLink.view }
    set { _keepingWindowLink = _ViewLink<UIWindow>(newValue) }
  }
  /// A `_ViewLink`, not a weak reference, so the window gets no side table.
  @exclusivity(unchecked) private var _keepingWindowLink = _ViewLink<UIWindow>()
  @exclusivity(unchecked) package var _keptPresenter: ObjectIdentifier?
  /// The controller the adaptive delegate asked to display instead of the presented one.
  @exclusivity(unchecked) package var _adaptiveReplacement: UIViewController?
  /// Made on the first `registerForTraitChanges` (a presentation rarely has a handler; issue 15:
  /// one object less a presentation). Trait changes without one go through a registry that
  /// never has a handler, in the same order of calls.
  @exclusivity(unchecked) var _traitRegistryStorage: TraitChangeRegistry?
  var _traitRegistry: TraitChangeRegistry {
    if let registry = _traitRegistryStorage { return registry }
    let registry = TraitChangeRegistry()
    _traitRegistryStorage = registry
    return registry
  }
  /// Tells its container's link to it that it died (`TransitionContainerView`), so nothing
  /// holds it weakly.
  package let _liveness = _ViewLiveness()

  deinit {
    // Weak links to this controller read nil from now on (Trait/TraitCache.swift).
    TraitCache.invalidate()
    _liveness.isAlive = false
    // The presented controller (alive: it would have cleared the link) stops linking back.
    if let link = _presentedLink {
      let vc = link.takeUnretainedValue()
      if vc._presentationControllerBackLink?.toOpaque() == Unmanaged.passUnretained(self).toOpaque() {
        vc._presentationControllerBackLink = nil
      }
    }
  }

  public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
    self._presentingViewController = presentingViewController
    self._style = presentedViewController.modalPresentationStyle._resolvingAutomatic
    super.init()
    _linkPresented(presentedViewController)
  }

  /// The controller being presented. (If it was released while this controller lives on, a
  /// detached placeholder answers, since UIKit declares the property non-optional.)
  public var presentedViewController: UIViewController {
    if let vc = _presented { return vc }
    let placeholder = UIViewController()
    _presentedFallback = nil
    TraitCache.invalidate()
    return placeholder
  }

  /// The controller UIKit chose to present from (may differ from the one `present` was called on).
  public var presentingViewController: UIViewController {
    _presentingViewController ?? presentedViewController._presentingViewController ?? presentedViewController
  }

  /// The view in which the presentation happens; nil until the transition starts.
  public var containerView: UIView? { _containerView }

  /// The adaptive delegate (held weakly, as in UIKit).
  @exclusivity(unchecked) open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

  // MARK: Overridable surface

  /// The view to animate: the presented controller's view unless overridden (e.g. a wrapper).
  open var presentedView: UIView? { (_adaptiveReplacement ?? presentedViewController).view }

  /// The presented view's frame; the default fills the container.
  open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

  /// Whether the presentation covers the whole screen (chooses the presenting controller).
  open var shouldPresentInFullscreen: Bool { true }

  /// Whether the presenting controller's view is removed when the presentation ends.
  open var shouldRemovePresentersView: Bool { false }

  /// The style UIKit's own presentation controller of this style uses: the style itself.
  open var presentationStyle: UIModalPresentationStyle { _adaptedStyle ?? _style }

  /// Adaptive style for the current traits (asks the delegate).
  open var adaptivePresentationStyle: UIModalPresentationStyle {
    adaptivePresentationStyle(for: traitCollection)
  }

  open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
    if let delegate {
      return delegate.adaptivePresentationStyle(for: self, traitCollection: traitCollection)
    }
    return _builtinAdaptiveStyle(for: traitCollection)
  }

  /// Traits merged into the presented controller's traits.
  open var overrideTraitCollection: UITraitCollection? {
    didSet {
      TraitCache.invalidate()
      _propagateTraitChanges()
    }
  }

  open func containerViewWillLayoutSubviews() {}
  open func containerViewDidLayoutSubviews() {}
  open func presentationTransitionWillBegin() {}
  open func presentationTransitionDidEnd(_ completed: Bool) {}
  open func dismissalTransitionWillBegin() {}
  open func dismissalTransitionDidEnd(_ completed: Bool) {}

  // MARK: UIContentContainer

  @exclusivity(unchecked) open var preferredContentSize: CGSize = .zero

  open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
  open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

  open func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
    parentSize
  }

  /// The container is resizing: forwards to the presented controller with the size it gets.
  open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
    let childSize = self.size(forChildContentContainer: presentedViewController, withParentContainerSize: size)
    presentedViewController.viewWillTransition(to: childSize, with: coordinator)
  }

  open func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {}

  // MARK: Traits

  /// Cached since its inputs last changed, or still what they give (Trait/TraitCache.swift).
  open var traitCollection: UITraitCollection {
    let override = overrideTraitCollection
    if _traitCache.isCurrent, let cached = _traitCache.traits, override === _traitCacheOverride { return cached }
    let start = TraitCache.generation
    // iOS 17: a presentation controller inherits from the view controller that presented
    // (its traits, overrides included), with the size classes of the space it presents in (its
    // container in the window); before, everything from its container
    // (Docs/Behaviour/motion19.md "Presented controllers' traits").
    let inherited: UITraitCollection
    if let container = _containerView, container.window != nil {
      let space = container.traitCollection
      if UIApplication.shared.linkedSDK == .iOS17 {
        inherited = Self._presenterTraits(presentingViewController.traitCollection, in: space)
      } else {
        inherited = space
      }
    } else {
      inherited = presentingViewController.traitCollection
    }
    if override === _traitCacheOverride, let reused = _traitCache.reuse(inheriting: inherited, computedIn: start) {
      return reused
    }
    let traits: UITraitCollection
    if override == nil && traitOverrides.isEmpty {
      // Nothing overridden: the inherited (immutable) collection itself, not an equal copy.
      traits = inherited
    } else {
      var o = UITraitOverrides()
      o.apply(inherited)
      o.apply(override)
      o.apply(traitOverrides)
      traits = UITraitCollection(o)
    }
    // The override is recorded with the collection it made, never without it.
    if start == TraitCache.generation { _traitCacheOverride = override }
    _traitCache.store(traits, inheriting: inherited, computedIn: start)
    return traits
  }

  /// The presenter's traits with the size classes of `space` (the presenter's collection itself
  /// when they agree, so nothing is copied in the common case).
  private static func _presenterTraits(_ presenter: UITraitCollection, in space: UITraitCollection) -> UITraitCollection {
    if presenter === space
      || (presenter.horizontalSizeClass == space.horizontalSizeClass && presenter.verticalSizeClass == space.verticalSizeClass)
    {
      return presenter
    }
    var o = UITraitOverrides()
    o.apply(presenter)
    o.horizontalSizeClass = space.horizontalSizeClass
    o.verticalSizeClass = space.verticalSizeClass
    return UITraitCollection(o)
  }

  @exclusivity(unchecked) open var traitOverrides = UITraitOverrides() {
    didSet {
      TraitCache.invalidate()
      // What this presentation computes from its inherited traits changed (Trait/TraitCache.swift).
      _traitCache.forget()
      if oldValue != traitOverrides { _propagateTraitChanges() }
    }
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

  /// Re-computes traits for this presentation and its presented controller's tree, and
  /// notifies where they changed (Trait/TraitPropagation.swift).
  package func _propagateTraitChanges() {
    TraitPropagation.propagate(from: self)
  }

  /// This presentation's part of a propagation: records its traits; when they changed,
  /// notifies and re-adapts (with the trait memo suspended).
  func _deliverTraitChange() {
    let current = traitCollection
    if let registry = _traitRegistryStorage {
      registry.deliverSuspendingMemo(to: self, current: current, last: _lastNotifiedTraits,
        record: { self._lastNotifiedTraits = $0 }, afterChange: { _readaptIfNeeded(for: current) })
      return
    }
    // No handler registered: as `deliverSuspendingMemo` through a registry that never has one;
    // a handler `traitCollectionDidChange` registers hears this change (notified right after
    // the call, as in its own registry), before the re-adaptation.
    UIView._traitMemo.suspend {
      guard
        let previous = UIPresentationController._registryOfNoHandlers.deliver(
          to: self, current: current, last: _lastNotifiedTraits, record: { self._lastNotifiedTraits = $0 })
      else { return false }
      if let registry = _traitRegistryStorage {
        registry.notify(self, changed: current.changedTraits(from: previous), previous: previous)
      }
      _readaptIfNeeded(for: current)
      return true
    }
  }

  /// Delivers trait changes of presentation controllers with no registry of their own.
  private static let _registryOfNoHandlers = TraitChangeRegistry()

  /// Re-adaptation while presented (VCPG-P "Adapting"): when the traits change, the adaptive
  /// style is asked again; a different answer changes the presentation in place — frames, the
  /// built-in chrome, and whether the presenter's view stays in the window (with its appearance
  /// calls). The presenting controller itself does not change.
  package func _readaptIfNeeded(for traits: UITraitCollection) {
    guard var record = _record, _containerView != nil,
      !PresentationTransition.active.contains(where: { $0.pc === self })
    else { return }
    let adaptive = adaptivePresentationStyle(for: traits)
    let newStyle = (adaptive == .none || adaptive == _style) ? _style : adaptive
    guard newStyle != record.style else { return }
    _adaptedStyle = newStyle == _style ? nil : newStyle
    delegate?.presentationController(self, willPresentWithAdaptiveStyle: _adaptedStyle ?? .none, transitionCoordinator: nil)
    let removes = PresentationTransition.removesPresenterView(style: newStyle, pc: self, transitionStyle: record.transitionStyle)
    let presenter = presentingViewController
    if removes != record.removesPresenterView, let presenterView = presenter.viewIfLoaded {
      if removes {
        record.rememberHome(of: presenterView)
        presenter._beginAppearance(false, animated: false)
        presenterView.removeFromSuperview()
        presenter._endAppearance(animated: false)
      } else if let home = record.presenterViewHome {
        presenter._beginAppearance(true, animated: false)
        UIView.performWithoutAnimation { presenterView.frame = record.restingFrame(for: presenterView, of: presenter) }
        record.reinsert(presenterView, into: home)
        presenter._endAppearance(animated: false)
      }
    }
    record.style = newStyle
    record.removesPresenterView = removes
    _record = record
    EventTrace.record("presentation", "\(type(of: self))", "adapted(to: \(newStyle))")
    _adaptationDidChange()
    UIView.performWithoutAnimation {
      self.presentedView?.frame = self._effectiveFrameOfPresentedView
    }
  }

  /// The built-in controllers keep the presented view at its frame when the container resizes
  /// (a window resize or rotation), once the presentation has finished: a running transition's
  /// animator owns the frames until then.
  package final func _layoutPresentedViewAtRest() {
    guard _record != nil, !PresentationTransition.active.contains(where: { $0.pc === self }),
      let view = presentedView,
      view.superview === _containerView
        // Taken out by a `.currentContext` presentation over it: its stand-in follows the frame.
        || (view.superview == nil && view._presentationStandIn?.superview === _containerView)
    else { return }
    view.frame = _effectiveFrameOfPresentedView
    // A partly curled page rests lifted by a fraction of the container's height: it follows
    // the container's new height (the page itself autoresizes with its home).
    if let record = _record, record.transitionStyle == .partialCurl, let container = _containerView,
      let page = presentingViewController.viewIfLoaded, page.superview != nil, page.superview === container.superview
    {
      UIView.performWithoutAnimation {
        page.layer.transform = BuiltinTransitionAnimator.partialCurlTransform(containerHeight: container.bounds.height)
      }
    }
  }

  /// Built-in controllers update their chrome after a re-adaptation.
  package func _adaptationDidChange() {}

  /// The presentation ended as part of a chain dismissed from below it: only the top-most
  /// presentation's controller hears the dismissal transition, so the others undo here what
  /// they did to views outside their container (a sheet's scaled-back presenter).
  package func _dismissedWithinChain() {}

  // MARK: Built-in behaviour (overridden by the built-in subclasses)

  /// The presented view's frame actually used: full-screen styles reached by adaptation fill
  /// the container whatever the controller's own frame says.
  package var _effectiveFrameOfPresentedView: CGRect {
    if let adapted = _adaptedStyle, adapted == .fullScreen || adapted == .overFullScreen {
      return containerView?.bounds ?? .zero
    }
    return frameOfPresentedViewInContainerView
  }

  /// The adaptation UIKit applies without a delegate answer. Custom presentation controllers
  /// don't adapt; the built-in ones follow the programming guide (BuiltinPresentationControllers).
  package func _builtinAdaptiveStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
    if UIApplication.shared.linkedSDK == .iOS17 {
      // Today's rules (Docs/Behaviour.md "Linked SDK"): sheets stay sheets in compact width and
      // go full screen in compact height unless edge-attached; popovers become sheets when
      // either size class is compact.
      switch _style {
      case .pageSheet, .formSheet:
        guard traitCollection.verticalSizeClass == .compact else { return .none }
        return (self as? UISheetPresentationController)?.prefersEdgeAttachedInCompactHeight == true ? .none : .fullScreen
      case .popover:
        let compact = traitCollection.horizontalSizeClass == .compact || traitCollection.verticalSizeClass == .compact
        return compact ? .formSheet : .none
      default: break
      }
    }
    guard traitCollection.horizontalSizeClass == .compact else { return .none }
    switch _style {
    case .pageSheet, .formSheet, .currentContext: return .fullScreen
    case .overCurrentContext, .popover: return .overFullScreen
    default: return .none
    }
  }
}

/// Adapts presentations to trait changes and hears about sheet dismissal by the user.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
  func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
  func adaptivePresentationStyle(
    for controller: UIPresentationController, traitCollection: UITraitCollection
  ) -> UIModalPresentationStyle
  func presentationController(
    _ controller: UIPresentationController, viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
  ) -> UIViewController?
  func presentationController(
    _ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
    transitionCoordinator: (any UIViewControllerTransitionCoordinator)?)
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
  /// Default: UIKit's own adaptation for the controller's style (no adaptation for custom).
  public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
    controller._builtinAdaptiveStyle(for: controller.traitCollection)
  }
  /// Default: the trait-less variant (UIKit prefers this one when implemented, iOS 8.3+).
  public func adaptivePresentationStyle(
    for controller: UIPresentationController, traitCollection: UITraitCollection
  ) -> UIModalPresentationStyle {
    let style = adaptivePresentationStyle(for: controller)
    if style == controller._builtinAdaptiveStyle(for: controller.traitCollection) {
      return controller._builtinAdaptiveStyle(for: traitCollection)
    }
    return style
  }
  public func presentationController(
    _ controller: UIPresentationController, viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
  ) -> UIViewController? { nil }
  public func presentationController(
    _ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
    transitionCoordinator: (any UIViewControllerTransitionCoordinator)?
  ) {}
  public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
  public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
  public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
  public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}
