import Foundation
import OpenQuartzCore

/// The presentation controller of `.pageSheet` and `.formSheet` (iOS 15 API).
///
/// Regular width: a centred card over a dimmed background (form sheet `preferredContentSize` or
/// 540×620; page sheet the container's width up to 704 pt and its height minus 40 pt at the top).
/// Compact width: under `.iOS12` it adapts to full screen (the guide's rule); under `.iOS17` it is
/// a card attached to the bottom edge that rests on its detents, with the presenter kept on screen
/// and scaled back, and can be dragged between detents and down to dismiss. Compact height: full
/// screen, or edge-attached with `prefersEdgeAttachedInCompactHeight` (Docs/Behaviour.md "Sheets").
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
  let dimmingView = UIView()
  let grabberView = UIView()
  /// Rounded corners and shadow of a sheet in a regular-width container (SheetShadow.swift).
  let _regularShadow = SheetShadow()
  static let dimmingAlpha: CGFloat = 0.4
  static let formSheetSize = CGSize(width: 540, height: 620)
  static let pageSheetMaxWidth: CGFloat = 704
  static let pageSheetTopInset: CGFloat = 40

  // MARK: API

  /// The heights the sheet rests at, smallest to largest; never empty.
  open var detents: [Detent] = [.large()] {
    didSet {
      if detents.isEmpty {
        Diagnostics.exception("UISheetPresentationController detents must not be empty.", name: "NSInternalInconsistencyException")
        detents = oldValue
        return
      }
      _resolvedCache = nil  // new detents resolve afresh
      _detentsChanged()
    }
  }

  /// The detent chosen last by the user or by code; nil (or an identifier not in `detents`)
  /// means the smallest detent. Setting it does not call the delegate.
  open var selectedDetentIdentifier: Detent.Identifier? {
    didSet { if oldValue != selectedDetentIdentifier { _detentsChanged() } }
  }

  /// At and below this detent the sheet does not dim and the presenter takes touches; nil dims
  /// at every detent.
  open var largestUndimmedDetentIdentifier: Detent.Identifier? {
    didSet { _detentsChanged() }
  }

  /// Whether the system draws a grabber at the top of the sheet.
  open var prefersGrabberVisible = false {
    didSet { _detentsChanged() }
  }

  /// The corner radius of the sheet at the front of its stack; nil is the system's (10 pt).
  open var preferredCornerRadius: CGFloat? {
    didSet { _detentsChanged() }
  }

  /// In compact height: attached to the bottom edge instead of full screen.
  /// When true (the default), an upward drag in a scroll view of the sheet's content that rests
  /// at its top edge moves the sheet toward a larger detent instead of scrolling, while the sheet
  /// can still grow (Docs/Behaviour.md "Sheets").
  open var prefersScrollingExpandsWhenScrolledToEdge = true

  open var prefersEdgeAttachedInCompactHeight = false {
    didSet { containerView?.setNeedsLayout() }
  }

  /// When edge-attached in compact height: the width follows `preferredContentSize`.
  open var widthFollowsPreferredContentSizeWhenEdgeAttached = false {
    didSet { containerView?.setNeedsLayout() }
  }

  /// iOS 17: page sizing (the width follows the readable width) or, when false, form-sheet
  /// sizing (`preferredContentSize`) for a sheet floating in regular size classes. Unset, true
  /// for page sheets and false for form sheets (UISheetPresentationController+Sizing.swift).
  open var prefersPageSizing: Bool {
    get { _prefersPageSizing ?? (_style != .formSheet) }
    set {
      _prefersPageSizing = newValue
      containerView?.setNeedsLayout()
    }
  }
  private var _prefersPageSizing: Bool?

  /// The view a floating or edge-attached sheet centres itself over (nil: the window's centre,
  /// or the middle of the edge it attaches to).
  open var sourceView: UIView? {
    didSet { containerView?.setNeedsLayout() }
  }

  /// Changes made in `changes` animate; by the time it returns the sheet has been laid out.
  open func animateChanges(_ changes: () -> Void) {
    _isBatchingChanges = true
    changes()
    _isBatchingChanges = false
    guard let container = containerView, _record != nil else { return }
    UIView.animate(
      withDuration: SheetMetrics.settleDuration, delay: 0, usingSpringWithDamping: SheetMetrics.settleDamping,
      initialSpringVelocity: 0, options: [.beginFromCurrentState, .allowUserInteraction],
      animations: {
        container.setNeedsLayout()
        container.layoutIfNeeded()
      }, completion: nil)
  }

  /// Custom detents are resolved again in the next layout pass.
  open func invalidateDetents() {
    _resolvedCache = nil
    containerView?.setNeedsLayout()
  }

  // MARK: State

  private var _isBatchingChanges = false
  /// Resolved detent values, kept until the context changes or `invalidateDetents()`.
  private var _resolvedCache: (key: ResolutionKey, values: [(id: Detent.Identifier, value: CGFloat)])?
  private struct ResolutionKey: Equatable { var maximum: CGFloat; var verticalCompact: Bool }
  lazy var _dismissGesture = SheetDismissGesture(controller: self)
  lazy var _detentGesture = SheetDetentGesture(sheet: self)
  /// The popover this sheet stands in for in compact size classes (`adaptiveSheetPresentationController`).
  package weak var _hostPopover: UIPresentationController?
  /// Set while the finger moves the sheet: layout leaves the frame to the gesture.
  var _isTracking = false
  /// The presenter's look before it was scaled back, restored on dismissal.
  private var _presenterSaved: (view: UIView, cornerRadius: CGFloat, masksToBounds: Bool, transform: CGAffineTransform)?
  private var _backdrop: UIView?

  /// The presentation controller whose delegate hears about the user's actions.
  var _delegateOwner: UIPresentationController { _hostPopover ?? self }

  private func _detentsChanged() {
    guard !_isBatchingChanges else { return }
    containerView?.setNeedsLayout()
  }

  // MARK: Modes

  enum Mode: Equatable { case fullScreen, regular, card, edgeAttached }

  var isAdaptedToFullScreen: Bool { _adaptedStyle == .fullScreen || _adaptedStyle == .overFullScreen }

  var _mode: Mode {
    if isAdaptedToFullScreen { return .fullScreen }
    guard UIApplication.shared.linkedSDK == .iOS17 else { return .regular }
    let traits = traitCollection
    if traits.verticalSizeClass == .compact { return .edgeAttached }
    if traits.horizontalSizeClass == .compact { return .card }
    return .regular
  }

  var _isCard: Bool { _mode == .card || _mode == .edgeAttached }

  override open var shouldRemovePresentersView: Bool { isAdaptedToFullScreen }

  // MARK: Detents

  var _safeInsets: UIEdgeInsets { containerView?.window?.safeAreaInsets ?? containerView?.safeAreaInsets ?? .zero }

  var _cardTop: CGFloat { SheetMetrics.sheetTop(safeTop: _safeInsets.top) }

  /// The largest value a detent can have: the container's height below the card's top and above
  /// the bottom safe area.
  var _maximumDetentValue: CGFloat {
    guard let container = containerView else { return 0 }
    return max(0, container.bounds.height - _cardTop - _safeInsets.bottom)
  }

  /// Active detents with their values, smallest first.
  var _resolvedDetents: [(id: Detent.Identifier, value: CGFloat)] {
    let key = ResolutionKey(maximum: _maximumDetentValue, verticalCompact: traitCollection.verticalSizeClass == .compact)
    if let cache = _resolvedCache, cache.key == key { return cache.values }
    let context = SheetDetentResolutionContext(traits: _containerTraits, maximum: key.maximum)
    var values = detents.compactMap { d in d.resolvedValue(in: context).map { (id: d.identifier, value: $0) } }
    if values.isEmpty {
      Diagnostics.warning("UISheetPresentationController has no active detent in this size; using its full height.")
      values = [(id: .large, value: key.maximum)]
    }
    values.sort { $0.value < $1.value }
    _resolvedCache = (key, values)
    return values
  }

  /// The window's traits, without this controller's overrides.
  private var _containerTraits: UITraitCollection {
    containerView?.window?.traitCollection ?? presentingViewController.traitCollection
  }

  /// The detent the sheet rests at: the selected one, or the smallest.
  var _currentDetent: (id: Detent.Identifier, value: CGFloat) {
    let resolved = _resolvedDetents
    return resolved.first { $0.id == selectedDetentIdentifier } ?? resolved[0]
  }

  /// The sheet's top edge for a detent value.
  func _top(forDetentValue value: CGFloat) -> CGFloat {
    guard let container = containerView else { return 0 }
    return container.bounds.height - _safeInsets.bottom - value
  }

  /// The sheet's frame with its top edge at `top`.
  func _cardFrame(top: CGFloat) -> CGRect {
    guard let container = containerView else { return .zero }
    let bounds = container.bounds
    var width = bounds.width
    var midX = bounds.midX
    if _mode == .edgeAttached {
      width = bounds.width - _safeInsets.left - _safeInsets.right
      let preferred = presentedViewController.preferredContentSize.width
      if widthFollowsPreferredContentSizeWhenEdgeAttached, preferred > 0 { width = min(preferred, bounds.width) }
      midX = _centred(width: width, height: 0, in: bounds).x
    }
    return CGRect(x: midX - width / 2, y: top, width: width, height: max(0, bounds.height - top))
  }

  override open var frameOfPresentedViewInContainerView: CGRect {
    guard let container = containerView else { return .zero }
    let bounds = container.bounds
    switch _mode {
    case .fullScreen: return bounds
    case .card, .edgeAttached: return _cardFrame(top: _top(forDetentValue: _currentDetent.value))
    case .regular: return _floatingFrame(in: bounds)
    }
  }

  // MARK: Dimming and the presenter

  /// How dimmed the sheet is with its top at `top`: 0 at and below the largest undimmed detent,
  /// 1 from the next larger detent up, linear in between (Docs/Behaviour.md "Sheets").
  func _dimFraction(top: CGFloat) -> CGFloat {
    guard _isCard else { return 1 }
    let resolved = _resolvedDetents
    guard let undimmedID = largestUndimmedDetentIdentifier,
      let index = resolved.firstIndex(where: { $0.id == undimmedID })
    else { return 1 }
    guard index + 1 < resolved.count else { return 0 }
    let low = resolved[index].value, high = resolved[index + 1].value
    let value = _top(forDetentValue: 0) - top
    guard high > low else { return 0 }
    return min(1, max(0, (value - low) / (high - low)))
  }

  /// The view scaled back behind this sheet: the presenter's view, or the covered sheet.
  private var _scaledBackView: (view: UIView, coveredSheet: UISheetPresentationController?)? {
    let presenter = presentingViewController
    if let below = presenter._presentationController as? UISheetPresentationController, below._record != nil,
      below._isCard, let view = below.presentedView
    {
      return (view, below)
    }
    guard let view = presenter.viewIfLoaded, view.window != nil else { return nil }
    return (view, nil)
  }

  /// Applies the chrome for a sheet top: dimming, the presenter's scale, corners and grabber.
  /// `progress` scales everything that appears with the presentation (0 = not presented).
  func _applyChrome(top: CGFloat, progress: CGFloat = 1) {
    let dim = _dimFraction(top: top) * progress
    dimmingView.alpha = (_isCard ? SheetMetrics.dimmingAlpha : Self.dimmingAlpha) * (_isCard ? dim : progress)
    guard _isCard, let (view, covered) = _scaledBackView else { return }
    if _presenterSaved == nil || _presenterSaved?.view !== view {
      _presenterSaved = (view, view.layer.cornerRadius, view.layer.masksToBounds, view.transform)
    }
    let scale = 1 - (1 - SheetMetrics.presenterScale) * dim
    let centerY = view.center.y, height = view.bounds.height
    let restingTop = centerY - height / 2
    let targetTop: CGFloat
    if covered != nil {
      targetTop = restingTop - SheetMetrics.coveredSheetLift * dim
    } else {
      targetTop = restingTop + (max(SheetMetrics.presenterMinimumTop, _safeInsets.top) - restingTop) * dim
    }
    view.transform = SheetMetrics.scaledBackTransform(centerY: centerY, height: height, scale: scale, targetTop: targetTop)
    if covered == nil {
      view.layer.cornerRadius = SheetMetrics.cornerRadius * dim
      view.layer.masksToBounds = dim > 0 || (_presenterSaved?.masksToBounds ?? false)
    }
    covered?._setCovered(dim > 0)
  }

  /// A sheet covered by another sheet hides its grabber and uses the system corner radius.
  private(set) var _isCovered = false
  func _setCovered(_ covered: Bool) {
    _isCovered = covered
    _updateSheetDecoration()
  }

  private func _restorePresenter() {
    guard let saved = _presenterSaved else { return }
    saved.view.transform = saved.transform
    saved.view.layer.cornerRadius = saved.cornerRadius
    saved.view.layer.masksToBounds = saved.masksToBounds
    if let covered = (presentingViewController._presentationController as? UISheetPresentationController) {
      covered._setCovered(false)
      if let v = covered.presentedView, v === saved.view {
        v.layer.cornerRadius = covered.preferredCornerRadius ?? SheetMetrics.cornerRadius
      }
    }
    _presenterSaved = nil
  }

  /// The sheet's own corners and grabber.
  func _updateSheetDecoration() {
    guard let view = presentedView else { return }
    guard _isCard else {
      grabberView.removeFromSuperview()
      _updateRegularChrome()
      return
    }
    _regularShadow.remove()
    view.layer.cornerRadius = _isCovered ? SheetMetrics.cornerRadius : (preferredCornerRadius ?? SheetMetrics.cornerRadius)
    view.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    view.layer.masksToBounds = true
    if prefersGrabberVisible && !_isCovered {
      let size = SheetMetrics.grabberSize
      grabberView.frame = CGRect(
        x: (view.bounds.width - size.width) / 2, y: SheetMetrics.grabberTop, width: size.width, height: size.height)
      grabberView.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
      grabberView.backgroundColor = UIColor(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.3)
      grabberView.layer.cornerRadius = size.height / 2
      grabberView.isUserInteractionEnabled = false
      if grabberView.superview !== view || view.subviews.last !== grabberView { view.addSubview(grabberView) }
    } else {
      grabberView.removeFromSuperview()
    }
  }

  private func _installBackdrop() {
    guard _backdrop == nil, let (view, covered) = _scaledBackView, covered == nil, let home = view.superview else { return }
    let backdrop = UIView(frame: home.bounds)
    backdrop.backgroundColor = .black
    backdrop.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    backdrop.isUserInteractionEnabled = false
    home.insertSubview(backdrop, belowSubview: view)
    _backdrop = backdrop
  }

  // MARK: Transitions

  private func _installDimmingView(in container: UIView) {
    UIView.performWithoutAnimation {
      dimmingView.backgroundColor = .black
      dimmingView.frame = container.bounds
      dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }
    container.insertSubview(dimmingView, at: 0)
  }

  private func _installGesture() {
    guard let view = presentedView else { return }
    if _isCard {
      _dismissGesture.uninstall()
      _detentGesture.install(on: view)
    } else {
      _detentGesture.uninstall()
      // Swipe-down dismissal came with iOS 13's sheets: none under `.iOS12`.
      if UIApplication.shared.linkedSDK == .iOS17 { _dismissGesture.install(on: view) }
    }
  }

  private func _uninstallGestures() {
    _dismissGesture.uninstall()
    _detentGesture.uninstall()
  }

  package override func _adaptationDidChange() {
    if isAdaptedToFullScreen {
      dimmingView.removeFromSuperview()
      _uninstallGestures()
      _restorePresenter()
      _updateSheetDecoration()
    } else if let container = containerView {
      _installDimmingView(in: container)
      UIView.performWithoutAnimation {
        _applyChrome(top: frameOfPresentedViewInContainerView.minY)
        _updateSheetDecoration()
      }
      _installGesture()
    }
  }

  override open func presentationTransitionWillBegin() {
    guard !isAdaptedToFullScreen, let container = containerView else { return }
    _installDimmingView(in: container)
    let top = frameOfPresentedViewInContainerView.minY
    UIView.performWithoutAnimation {
      if _isCard { _installBackdrop() }
      _applyChrome(top: top, progress: 0)
      _updateSheetDecoration()
    }
    _followWithRegularShadow()
    let appear = { self._applyChrome(top: top) }
    if let coordinator = presentedViewController.transitionCoordinator, coordinator.isAnimated {
      coordinator.animate(alongsideTransition: { _ in appear() }, completion: nil)
    } else {
      UIView.performWithoutAnimation(appear)
    }
  }

  override open func presentationTransitionDidEnd(_ completed: Bool) {
    if !completed {
      _regularShadow.remove()
      dimmingView.removeFromSuperview()
      _restorePresenter()
      _backdrop?.removeFromSuperview()
      _backdrop = nil
    } else if !isAdaptedToFullScreen {
      _installGesture()
      _updateRegularChrome()
    }
  }

  override open func dismissalTransitionWillBegin() {
    _followWithRegularShadow()
    let top = presentedView?.frame.minY ?? 0
    let fade = { self._applyChrome(top: top, progress: 0) }
    if let coordinator = presentedViewController.transitionCoordinator, coordinator.isAnimated {
      coordinator.animate(alongsideTransition: { _ in fade() }, completion: nil)
    } else {
      UIView.performWithoutAnimation(fade)
    }
  }

  override open func dismissalTransitionDidEnd(_ completed: Bool) {
    if completed {
      _uninstallGestures()
      _regularShadow.remove()
      dimmingView.removeFromSuperview()
      grabberView.removeFromSuperview()
      UIView.performWithoutAnimation { _restorePresenter() }
      _backdrop?.removeFromSuperview()
      _backdrop = nil
    } else {
      UIView.performWithoutAnimation { _applyChrome(top: presentedView?.frame.minY ?? 0) }
      _updateRegularChrome()
    }
  }

  package override func _dismissedWithinChain() {
    _uninstallGestures()
    _regularShadow.remove()
    dimmingView.removeFromSuperview()
    UIView.performWithoutAnimation { _restorePresenter() }
    _backdrop?.removeFromSuperview()
    _backdrop = nil
  }

  override open func containerViewWillLayoutSubviews() {
    guard !_isTracking else { return }
    if _isCard, PresentationTransition.active.contains(where: { $0.pc === self || $0.pc === _hostPopover }) { return }
    let frame = frameOfPresentedViewInContainerView
    presentedView?.frame = frame
    if _mode == .regular, let view = presentedView { _regularShadow.follow(view, copyingAnimations: false) }
    if _isCard, _record != nil {
      _applyChrome(top: frame.minY)
      _updateSheetDecoration()
    }
  }

  override open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
    guard _style == .formSheet || !prefersPageSizing || _mode == .edgeAttached, containerView != nil, !_isTracking else { return }
    UIView.performWithoutAnimation { self.presentedView?.frame = self.frameOfPresentedViewInContainerView }
  }

  /// Hit-testing of the container: at an undimmed detent, touches outside the sheet reach the
  /// presenter (nil lets the window's hit-testing go on below the container).
  override func _hitTestContainer(_ container: UIView, point: CGPoint, event: UIEvent?, default: () -> UIView?) -> UIView? {
    guard _isCard, _record != nil, let view = presentedView else { return `default`() }
    if view.frame.contains(point) { return `default`() }
    let top = view.layer.presentation()?.frame.minY ?? view.frame.minY
    return _dimFraction(top: top) > 0 ? `default`() : nil
  }

  /// The gesture's choice: recorded without a layout pass (the gesture animates the frame).
  func _setSelectedDetentSilently(_ id: Detent.Identifier) {
    _isBatchingChanges = true
    selectedDetentIdentifier = id
    _isBatchingChanges = false
  }

  /// The user settled the sheet on another detent.
  func _notifySelectedDetentChanged() {
    (_delegateOwner.delegate as? UISheetPresentationControllerDelegate)?
      .sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
  }
}

extension UIViewController {
  /// The sheet presentation controller, when the style is `.pageSheet` or `.formSheet`.
  public var sheetPresentationController: UISheetPresentationController? {
    // `.automatic` (from a subclass's getter) resolves under the linked SDK.
    guard [.pageSheet, .formSheet].contains(modalPresentationStyle._resolvingAutomatic) else { return nil }
    return _presentationControllerForReading() as? UISheetPresentationController
  }
}
