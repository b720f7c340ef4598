import Foundation
import OpenQuartzCore

/// A rectangular area on screen, backed by a `CALayer` whose delegate it is.
///
/// Geometry (`frame`, `bounds`, `center`, `transform`, `alpha`, `backgroundColor`…) is stored in
/// the layer; the view owns the hierarchy (`subviews`), layout, traits and event handling.
/// Hierarchy: `UIView+Hierarchy.swift`; layout: `UIView+Layout.swift`; animation:
/// `Animation/UIView+Animation.swift`.
@preconcurrency @MainActor
open class UIView: UIResponder, UITraitEnvironment, CALayerDelegate {
  open nonisolated override var description: String {
    MainActor.assumeIsolated {
      let f = frame
      return "<\(type(of: self)): \(ObjectIdentifier(self).debugAddress); frame = (\(f.origin.x) \(f.origin.y); \(f.size.width) \(f.size.height))>"
    }
  }

  /// The class of the backing layer.
  open class var layerClass: AnyClass { CALayer.self }

  /// The backing layer; its delegate is this view.
  public let layer: CALayer

  // Hierarchy storage (UIView+Hierarchy.swift changes it, nowhere else).
  // nonisolated(unsafe) only so the nonisolated `deinit` can detach other views' subviews;
  // everything else uses it on the main actor.
  @exclusivity(unchecked) nonisolated(unsafe) var _subviews: [UIView] = []
  /// The superview, unowned(unsafe) rather than weak: it is set only while the superview holds
  /// this view in `_subviews`, and a dying view clears it in every subview it held (`deinit`),
  /// so it never outlives its view. A weak reference would give every view with subviews a side
  /// table, which sends each retain and release of it down the runtime's slow path (issue 15).
  // nonisolated(unsafe) only so the nonisolated `deinit` can clear it.
  @exclusivity(unchecked) nonisolated(unsafe) unowned(unsafe) var _superview: UIView? {
    didSet { TraitCache.invalidate() }
  }
  /// The window of the nearest UIWindow ancestor, kept by `_sendDidMoveToWindow` (the one
  /// place window membership changes), so `window` costs no walk up a deep tree.
  /// A `_ViewLink`, not a weak reference, so the window gets no side table.
  var _windowCache: UIWindow? {
    @inline(__always) get { _windowLink.view }
    set {
      TraitCache.invalidate()
      _windowLink = _ViewLink<UIWindow>(newValue)
    }
  }
  @exclusivity(unchecked) var _windowLink = _ViewLink<UIWindow>()
  /// The token links to this view hold (`_ViewLink`), made on first use.
  // nonisolated(unsafe) only so the nonisolated `deinit` can mark it.
  @exclusivity(unchecked) nonisolated(unsafe) final var _livenessStorage: _ViewLiveness?
  package final var _liveness: _ViewLiveness {
    if let liveness = _livenessStorage { return liveness }
    let liveness = _ViewLiveness()
    _livenessStorage = liveness
    return liveness
  }

  /// Releasing the root of a 100,000-deep chain must not recurse once per level (issue 12): the
  /// subviews only this view holds are detached level by level from an explicit stack (a
  /// nonisolated deinit: it touches only objects no one else holds).
  deinit {
    // Links to this view (`_ViewLink`) read nil from now on, as weak references would: traits
    // computed through them are stale.
    TraitCache.invalidate()
    _livenessStorage?.isAlive = false
    // Anchors may keep the Auto Layout storage: it lets go of the view's state.
    _autoLayoutStorage?.viewDied(ObjectIdentifier(self))
    // The layer may outlive its view: its delegate is nil from now on, as with a weak link,
    // and it asks for actions again.
    // (It also clears `_delegateGivesNoActionOutsideViewBlocks`: written in its own module,
    // the write takes no runtime access record.)
    layer._clearOwningDelegate()
    var pending = _subviews
    _subviews = []
    while var view = pending.popLast() {
      // Its superview is this view or one only a dying view held: the link goes (as a weak
      // reference would) before anyone can read it.
      view._superview = nil
      // A subview someone else still holds keeps its own subtree.
      guard isKnownUniquelyReferenced(&view) else { continue }
      pending.append(contentsOf: view._subviews)
      view._subviews = []
    }
  }
  /// The controller whose root view this is (responder chain, layout callbacks, traits).
  /// An unretained link rather than a weak one (a weak link would give every controller a side
  /// table): the controller sets it when it takes the view and clears it when it lets the view
  /// go or dies (`UIViewController.deinit`), so it never outlives the controller.
  package var _viewController: UIViewController? {
    @inline(__always) get { _viewControllerLink?.takeUnretainedValue() }
    // No `Optional.map` closure: a main-actor closure checks the executor when called.
    set {
      TraitCache.invalidate()
      _viewControllerLink = newValue == nil ? nil : Unmanaged.passUnretained(newValue!)
    }
  }
  /// `Unmanaged`, so the dying controller compares it with itself without loading a reference
  /// to an object in its `deinit`.
  // nonisolated(unsafe) only so the controller's nonisolated `deinit` can clear it.
  @exclusivity(unchecked) package nonisolated(unsafe) var _viewControllerLink: Unmanaged<UIViewController>?

  // Layout state (UIView+Layout.swift).
  @exclusivity(unchecked) var _needsLayout = true
  /// Some view in this subtree needs layout (lets the per-frame pass skip settled subtrees).
  @exclusivity(unchecked) var _subtreeNeedsLayout = true

  // Traits.
  @exclusivity(unchecked) package var _lastNotifiedTraits: UITraitCollection?
  /// The resolved `traitCollection` while no input changed (Trait/TraitCache.swift).
  @exclusivity(unchecked) package var _traitCache = _TraitCacheSlot()
  /// The trait-change handlers registered on this view, made with the first registration
  /// (most views never get one: no object a view, sbview13).
  @exclusivity(unchecked) private var _traitRegistryStorage: TraitChangeRegistry?
  var _traitRegistry: TraitChangeRegistry {
    if let registry = _traitRegistryStorage { return registry }
    let registry = TraitChangeRegistry()
    _traitRegistryStorage = registry
    return registry
  }
  /// Delivers trait changes of views with no registry of their own (it never gets a handler).
  private static let _registryOfNoHandlers = TraitChangeRegistry()
  /// iOS 17 trait overrides for this view and its subtree.
  @exclusivity(unchecked) open var traitOverrides = UITraitOverrides() {
    didSet {
      TraitCache.invalidate()
      // What this view computes from its inherited traits changed (Trait/TraitCache.swift).
      _traitCache.forget()
      if oldValue != traitOverrides { _propagateTraitChanges() }
    }
  }

  /// How the view's content is laid out for right-to-left languages (UIView+Appearance.swift).
  @exclusivity(unchecked) open var semanticContentAttribute: UISemanticContentAttribute = .unspecified {
    didSet { if oldValue != semanticContentAttribute { LayoutEngine.shared.layoutDirectionChanged(self) } }
  }

  /// Gesture recognizers attached to this view.
  @exclusivity(unchecked) package var _gestureRecognizers: [UIGestureRecognizer] = []

  /// `interactions` (Menu/UIInteraction.swift).
  @exclusivity(unchecked) package var _interactions: [any UIInteraction] = []

  /// Key-value observers (UIView+KeyValueObserving.swift).
  @exclusivity(unchecked) var _kvoRegistrations: [KVORegistration] = []
  /// `mask` (UIView+Snapshot.swift).
  @exclusivity(unchecked) package var _maskView: UIView?

  public init(frame: CGRect) {
    let cls = (type(of: self).layerClass as? CALayer.Type) ?? CALayer.self
    layer = cls.init()
    super.init()
    layer._setOwningDelegate(self)
    layer._noteBackingView()
    layer._setDebugName(typeOf: type(of: self))
    UIView.performWithoutAnimation { self.frame = frame }
    if type(of: self).requiresConstraintBasedLayout { setNeedsUpdateConstraints() }
  }

  public convenience override init() { self.init(frame: .zero) }

  /// Archiving is not supported; storyboards build views through `UIStoryboard`.
  public required init?(coder: NSCoder) {
    let cls = (type(of: self).layerClass as? CALayer.Type) ?? CALayer.self
    layer = cls.init()
    super.init()
    layer._setOwningDelegate(self)
    layer._noteBackingView()
    layer._setDebugName(typeOf: type(of: self))
    if type(of: self).requiresConstraintBasedLayout { setNeedsUpdateConstraints() }
  }

  /// Called on views a storyboard loaded, after all of the scene's objects are connected.
  open func awakeFromNib() {}

  // MARK: Geometry

  /// The frame in the superview's coordinates (derived from center, bounds and transform).
  open var frame: CGRect {
    get { layer.frame }
    set {
      _kvoChange(.frame) {
        let oldSize = layer.bounds.size
        layer.frame = newValue
        _boundsSizeChanged(from: oldSize)
      }
      // A controller's view out of the window under a `.currentContext` presentation: the
      // presentation's container, standing in for it, takes the frame its container gives it.
      if _superview == nil, let standIn = _presentationStandIn { standIn.frame = newValue }
    }
  }

  open var bounds: CGRect {
    get { layer.bounds }
    set {
      _kvoChange(.bounds) {
        let oldSize = layer.bounds.size
        layer.bounds = newValue
        _boundsSizeChanged(from: oldSize)
      }
    }
  }

  open var center: CGPoint {
    get { layer.position }
    set { _kvoChange(.center) { layer.position = newValue } }
  }

  open var transform: CGAffineTransform {
    get { layer.affineTransform() }
    set { _kvoChange(.transform) { layer.setAffineTransform(newValue) } }
  }

  open var transform3D: CATransform3D {
    get { layer.transform }
    set { layer.transform = newValue }
  }

  /// UIKit Dynamics' collision shape of the view (`UIDynamicItem`; Dynamics/UIDynamicItem.swift).
  open var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }

  /// The collision path used when `collisionBoundsType` is `.path` (`UIDynamicItem`).
  open var collisionBoundingPath: UIBezierPath { UIBezierPath() }

  open var alpha: CGFloat {
    get { CGFloat(layer.opacity) }
    set { _kvoChange(.alpha) { layer.opacity = Float(newValue) } }
  }

  open var isHidden: Bool {
    get { layer.isHidden }
    set {
      let changed = newValue != layer.isHidden
      _kvoChange(.isHidden) { layer.isHidden = newValue }
      if changed, let stack = superview as? UIStackView { stack._arrangedSubviewVisibilityChanged(self) }
    }
  }

  @exclusivity(unchecked) open var isOpaque: Bool = true

  /// The view's background colour, stored in the layer as a CGColor resolved with the view's
  /// traits; a dynamic colour is resolved again when the view's appearance changes.
  open var backgroundColor: UIColor? {
    get {
      guard let cg = layer.backgroundColor else { return nil }
      if let stored = _backgroundColor, _resolvedCGColor(stored) == cg { return stored }
      return UIColor(cgColor: cg)
    }
    set {
      _backgroundColor = newValue
      if let newValue { layer.backgroundColor = _resolvedCGColor(newValue) } else { layer.backgroundColor = nil }
    }
  }
  /// The colour last assigned to `backgroundColor` (dynamic colours keep their provider here).
  @exclusivity(unchecked) private var _backgroundColor: UIColor?

  private func _resolvedCGColor(_ color: UIColor) -> CGColor {
    guard color._isDynamic else { return color.cgColor }
    return color.resolvedColor(with: traitCollection).cgColor
  }

  /// Re-resolves a dynamic background colour after a trait change (no animation, as in UIKit).
  package func _reresolveDynamicColors() {
    guard let color = _backgroundColor, color._isDynamic, let cg = layer.backgroundColor else { return }
    let resolved = _resolvedCGColor(color)
    if resolved != cg { UIView.performWithoutAnimation { layer.backgroundColor = resolved } }
  }

  open var clipsToBounds: Bool {
    get { layer.masksToBounds }
    set { layer.masksToBounds = newValue }
  }

  @exclusivity(unchecked) open var tag: Int = 0

  // MARK: Accessibility (stored; no assistive technology reads them here)

  // Stored in the responder's accessibility side storage (`_AccessibilityStorage`, made on the
  // first write) with the rarely set accessibility properties (sbload16: the six fields were
  // ≈ 80 bytes of every view, and most views never set one).
  /// A string that identifies the view in UI tests.
  open var accessibilityIdentifier: String? {
    get { _accessibilityStorage?.identifier }
    set { _accessibility.identifier = newValue }
  }
  /// The view's spoken name.
  open var accessibilityLabel: String? {
    get { _accessibilityStorage?.label }
    set { _accessibility.label = newValue }
  }
  open var accessibilityHint: String? {
    get { _accessibilityStorage?.hint }
    set { _accessibility.hint = newValue }
  }
  open var accessibilityValue: String? {
    get { _accessibilityStorage?.value }
    set { _accessibility.value = newValue }
  }
  /// What the element is and does: UIKit's default for the class (a button's `.button`, a
  /// label's `.staticText`, an image view's `.image`, plus `.notEnabled`/`.selected` from a
  /// control's state) until set.
  open var accessibilityTraits: UIAccessibilityTraits {
    get { _accessibilityStorage?.traits ?? _accessibilityTraitsByDefault }
    set { _accessibility.traits = newValue }
  }
  package var _accessibilityTraitsByDefault: UIAccessibilityTraits { .none }
  /// Whether the view is an element assistive technologies see: false by default, true for
  /// UIKit's standard controls and labels.
  open var isAccessibilityElement: Bool {
    get { _accessibilityStorage?.isElement ?? _isAccessibilityElementByDefault }
    set { _accessibility.isElement = newValue }
  }
  package var _isAccessibilityElementByDefault: Bool { false }

  @exclusivity(unchecked) open var isUserInteractionEnabled: Bool = true
  open var isMultipleTouchEnabled: Bool = false
  open var isExclusiveTouch: Bool = false

  /// The colour set on this view, else the superview's tint, else system blue. Memoized while
  /// tint getters run (View/AncestorMemo.swift), so a deep chain costs no call stack.
  open var tintColor: UIColor! {
    get {
      if let own = _tintColor { return own }
      let memo = UIView._tintMemo
      return memo.scope {
        if let known = memo[self] { return known }
        memo.prime(self, inherits: { $0._tintColor == nil }, read: { _ = $0.tintColor })
        let tint: UIColor = superview?.tintColor ?? .systemBlue
        memo[self] = tint
        return tint
      }
    }
    set { _tintColor = newValue; tintColorDidChange() }
  }
  @exclusivity(unchecked) private var _tintColor: UIColor?
  package static let _tintMemo = AncestorMemo<UIColor>()
  open func tintColorDidChange() {}

  public enum ContentMode: Int, Sendable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight
  }
  @exclusivity(unchecked) open var contentMode: ContentMode = .scaleToFill

  /// Layout margins. Set: the margins the view asks for (8 pt each side by default). Read: the
  /// margins it has (what `layoutMarginsGuide` keeps from the bounds) — a controller's root view
  /// gets the system minimum, and the safe area adds to them while
  /// `insetsLayoutMarginsFromSafeArea` (spec B3; Layout/UIView+LayoutMargins.swift).
  open var layoutMargins: UIEdgeInsets {
    get { _effectiveLayoutMargins }
    set {
      let storage = _autoLayout
      let before = storage.lastLayoutMargins ?? _effectiveLayoutMargins
      storage.requestedMargins = newValue
      storage.hasCustomMargins = true
      setNeedsLayout()
      _notifyLayoutMarginsChangeIfNeeded(from: before)
    }
  }
  open var directionalLayoutMargins: NSDirectionalEdgeInsets {
    get {
      let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
      let m = layoutMargins
      return NSDirectionalEdgeInsets(top: m.top, leading: rtl ? m.right : m.left, bottom: m.bottom, trailing: rtl ? m.left : m.right)
    }
    set {
      let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
      layoutMargins = UIEdgeInsets(
        top: newValue.top, left: rtl ? newValue.trailing : newValue.leading, bottom: newValue.bottom,
        right: rtl ? newValue.leading : newValue.trailing)
    }
  }
  /// The part of the view the window's device insets, bars and controllers'
  /// `additionalSafeAreaInsets` leave uncovered (Layout/UIView+SafeArea.swift).
  /// Memoized while safe-area getters run (View/AncestorMemo.swift): a view deep in a chain
  /// costs no call stack.
  open var safeAreaInsets: UIEdgeInsets {
    let memo = UIView._safeAreaMemo
    return memo.scope {
      if let known = memo[self] { return known }
      if _windowCache != nil {
        memo.prime(self, inherits: { $0._asWindow == nil }, read: { _ = $0.safeAreaInsets })
      }
      let insets = _computedSafeAreaInsets
      memo[self] = insets
      return insets
    }
  }
  package static let _safeAreaMemo = AncestorMemo<UIEdgeInsets>()
  open func safeAreaInsetsDidChange() {}
  /// UIKit: the effective layout margins changed (called in the layout pass that saw it).
  open func layoutMarginsDidChange() {}
  /// Auto Layout state (Layout/UIViewLayoutStorage.swift), made on first use.
  /// (nonisolated(unsafe) only so the nonisolated `deinit` can mark it: nothing else holds the
  /// view then.)
  @exclusivity(unchecked) nonisolated(unsafe) var _autoLayoutStorage: UIViewLayoutStorage?
  var _autoLayout: UIViewLayoutStorage {
    if let storage = _autoLayoutStorage { return storage }
    let storage = UIViewLayoutStorage(view: self)
    _autoLayoutStorage = storage
    return storage
  }
  /// Override to change constraints before layout; call super last (Layout/UIView+Constraints.swift).
  open func updateConstraints() {}

  // MARK: Hierarchy (mutations in UIView+Hierarchy.swift)

  open var superview: UIView? { _superview }
  open var subviews: [UIView] { _subviews }

  /// The window this view is in, or nil.
  open var window: UIWindow? {
    if let w = _asWindow { return w }
    return _windowCache
  }

  /// This view as a window (`UIWindow` answers itself), or nil: one table call, where
  /// `self as? UIWindow` walks the class chain in the runtime (several times a view and a
  /// present+dismiss cycle).
  package var _asWindow: UIWindow? { nil }

  /// The window found by walking up (what `_windowCache` must equal).
  var _windowByWalking: UIWindow? {
    var v: UIView? = self
    while let current = v {
      if let w = current._asWindow { return w }
      v = current._superview
    }
    return nil
  }

  // Overridable notifications (default: nothing).
  open func didAddSubview(_ subview: UIView) {}
  open func willRemoveSubview(_ subview: UIView) {}
  open func willMove(toSuperview newSuperview: UIView?) {}
  open func didMoveToSuperview() {}
  open func willMove(toWindow newWindow: UIWindow?) {}
  open func didMoveToWindow() {}

  // MARK: Layout (machinery in UIView+Layout.swift)

  /// Lays out subviews. The default applies nothing beyond autoresizing (done on size changes).
  open func layoutSubviews() {}

  open func setNeedsLayout() {
    _needsLayout = true
    _markSubtreeNeedsLayout()
  }

  open func layoutIfNeeded() { _layoutSubtreeIfNeeded() }

  @exclusivity(unchecked) open var autoresizingMask: AutoresizingMask = []
  @exclusivity(unchecked) open var autoresizesSubviews: Bool = true

  // MARK: Hit-testing

  /// The farthest descendant containing `point` (in this view's coordinates) that accepts
  /// touches: a view that takes touches and contains the point asks its subviews, front-most
  /// first, and answers the first hit, else itself.
  ///
  /// Each subview's answer is its `hitTest(_:with:)`. For views whose class cannot override it
  /// (OpenUIKit's own classes that do not) that answer is computed in this loop, from an
  /// explicit path of the views being searched, so a 100,000-deep chain needs no call stack
  /// (issue 12); the others (classes outside OpenUIKit, and `_hasCustomHitTest` ones) are
  /// called, as UIKit calls them.
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard _takesHit(at: point, with: event) else { return nil }
    // The views being searched with the point in each one's coordinates, and how many of its
    // subviews (read when the search entered it, back to front) are still to ask.
    var path: [(view: UIView, point: CGPoint, subviews: [UIView], remaining: Int)] = [
      (self, point, _subviews, _subviews.count)
    ]
    while let top = path.indices.last {
      let level = path[top]
      // No subview took it: the view itself is the hit, and every ancestor answers it.
      guard level.remaining > 0 else { return level.view }
      path[top].remaining -= 1
      let sub = level.subviews[level.remaining - 1]
      let p = sub.convert(level.point, from: level.view)
      if sub._callsOwnHitTest {
        if let hit = sub.hitTest(p, with: event) { return hit }
      } else if sub._takesHit(at: p, with: event) {
        path.append((sub, p, sub._subviews, sub._subviews.count))
      }
    }
    return nil
  }

  /// The base hitTest's tests of the view itself: it takes touches and contains the point.
  private func _takesHit(at point: CGPoint, with event: UIEvent?) -> Bool {
    guard isUserInteractionEnabled, !isHidden, alpha > 0.01 else { return false }
    guard self.point(inside: point, with: event) else { return false }
    return _acceptsTouchesWhileAnimating
  }

  /// OpenUIKit classes that override `hitTest(_:with:)` say so here (true), so hit-testing
  /// calls their override instead of searching them in its own loop.
  package class var _hasCustomHitTest: Bool { false }

  /// Whether hit-testing must call this view's `hitTest(_:with:)`: its class overrides it, or
  /// may (a class outside OpenUIKit: the only classes that cannot override `_hasCustomHitTest`).
  private var _callsOwnHitTest: Bool {
    let type = type(of: self)
    return type._hasCustomHitTest || !OpenUIKitClasses.contains(type)
  }

  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    bounds.contains(point)
  }

  // MARK: Responder chain

  /// A view's next responder is its controller (for a root view) or its superview.
  open override var next: UIResponder? {
    if let vc = _viewController { return vc }
    return superview
  }

  // MARK: Traits

  /// The controller's traits for a root view, else the superview's (the window's base traits
  /// for a window), with `traitOverrides` on top. Memoized while trait getters run
  /// (View/AncestorMemo.swift), so a deep chain costs no call stack.
  open var traitCollection: UITraitCollection {
    // Cached since its inputs last changed, or still what they give (Trait/TraitCache.swift);
    // in a pass the pass's memo answers first, as before.
    if _traitCache.isCurrent, let cached = _traitCache.traits, !UIView._traitMemo.isOpen { return cached }
    if !UIView._traitMemo.isOpen { return _confirmedTraitCollection() }
    let memo = UIView._traitMemo
    let start = TraitCache.generation
    return memo.scope {
      if let known = memo[self] { return known }
      if let cached = _traitCache.current { return cached }
      if _viewController == nil {
        // Ancestors whose cached traits are current end the walk up.
        memo.prime(self, inherits: { $0._viewController == nil && !$0._traitCache.isCurrent }, read: { _ = $0.traitCollection })
      }
      let inherited = _inheritedTraitCollection()
      let traits = _traitCache.reuse(inheriting: inherited, computedIn: start) ?? _traitCollection(inheriting: inherited)
      memo[self] = traits
      _traitCache.store(traits, inheriting: inherited, computedIn: start)
      return traits
    }
  }

  /// The base `traitCollection` outside a pass, with a stale cache: the ancestors whose caches
  /// are stale too are confirmed (or computed) top-down first, so each getter below nests once
  /// (a 100,000-deep chain needs no call stack), then this view's inherited collection decides
  /// whether its cached one still holds (Trait/TraitCache.swift).
  private func _confirmedTraitCollection() -> UITraitCollection {
    let start = TraitCache.generation
    if _viewController == nil { _confirmStaleAncestorTraits() }
    let inherited = _inheritedTraitCollection()
    if let reused = _traitCache.reuse(inheriting: inherited, computedIn: start) { return reused }
    let traits = _traitCollection(inheriting: inherited)
    _traitCache.store(traits, inheriting: inherited, computedIn: start)
    return traits
  }

  /// Reads, from the top down, the traits of the superviews (up to a controller's root view or
  /// one whose cache is current) whose caches are stale, when there are more than a few of them
  /// (`_nestedTraitConfirmationLimit`): fewer are confirmed by the nested getters themselves, a
  /// few levels of call stack, without a list (the usual chain: a view in a presentation's
  /// container in a window).
  private func _confirmStaleAncestorTraits() {
    var count = 0
    var next = _superview
    while let ancestor = next, !ancestor._traitCache.isCurrent {
      count += 1
      if count > UIView._nestedTraitConfirmationLimit { break }
      guard ancestor._viewController == nil else { return }
      next = ancestor._superview
    }
    guard count > UIView._nestedTraitConfirmationLimit else { return }
    var stale: [UIView] = []
    next = _superview
    while let ancestor = next, !ancestor._traitCache.isCurrent {
      stale.append(ancestor)
      guard ancestor._viewController == nil else { break }
      next = ancestor._superview
    }
    // The nearest one's read nests once anyway.
    for ancestor in stale.dropFirst().reversed() { _ = ancestor.traitCollection }
  }

  /// How many stale superviews a view's traits confirm through nested getters (one level of
  /// call stack each) before they are confirmed from the top down instead.
  private static var _nestedTraitConfirmationLimit: Int { 8 }

  /// What the base `traitCollection` inherits: the controller's traits for a root view, else
  /// the superview's, the window's base traits for a window, nil for a lone view.
  @inline(__always)
  private func _inheritedTraitCollection() -> UITraitCollection? {
    if let vc = _viewController { return vc.traitCollection }
    if let s = superview { return s.traitCollection }
    if let w = _asWindow { return w._baseTraitCollection }
    return nil
  }

  /// The base `traitCollection` computed from `inherited` and `traitOverrides`.
  @inline(__always)
  private func _traitCollection(inheriting inherited: UITraitCollection?) -> UITraitCollection {
    // Nothing overridden: the inherited (immutable) collection itself, not an equal copy.
    if let inherited, traitOverrides.isEmpty { return inherited }
    var o = UITraitOverrides()
    o.apply(inherited)
    o.apply(traitOverrides)
    return UITraitCollection(o)
  }

  /// What the base `traitCollection` computed for views during one trait computation or pass.
  package static let _traitMemo = AncestorMemo<UITraitCollection>()

  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// iOS 17: calls `handler` after any of `traits` changes.
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

  /// Re-computes traits for this subtree and notifies where they changed
  /// (Trait/TraitPropagation.swift).
  package func _propagateTraitChanges() {
    TraitPropagation.propagate(from: self)
  }

  /// This view's part of a propagation: re-resolves dynamic colours when the appearance
  /// changed, records the traits and notifies when they changed (callbacks run with the trait
  /// memo suspended).
  func _deliverTraitChange() {
    let traits = traitCollection
    if traits != _lastNotifiedTraits { LayoutEngine.shared.traitsDidChange(of: self, to: traits, from: _lastNotifiedTraits) }
    if _lastNotifiedTraits?.userInterfaceStyle != traits.userInterfaceStyle { _reresolveDynamicColors() }
    UIView._traitMemo.suspend {
      var notified = false
      traits.performAsCurrent {
        if let registry = _traitRegistryStorage {
          notified = registry.deliver(to: self, current: traits, last: _lastNotifiedTraits) { self._lastNotifiedTraits = $0 } != nil
        } else {
          let previous = UIView._registryOfNoHandlers.deliver(
            to: self, current: traits, last: _lastNotifiedTraits) { self._lastNotifiedTraits = $0 }
          notified = previous != nil
          // A handler `traitCollectionDidChange` registered hears this change, as it would in
          // the view's own registry (notified right after the call).
          if let previous, let registry = _traitRegistryStorage {
            registry.notify(self, changed: traits.changedTraits(from: previous), previous: previous)
          }
        }
      }
      return notified && _traitCallbacksMayChangeTraits
    }
  }

  /// Whether `traitCollectionDidChange` and the trait-change handlers of this view may run
  /// code that changes what traits depend on: some handler is registered, or the class
  /// overrides `traitCollectionDidChange` (or may: a class outside OpenUIKit).
  package var _traitCallbacksMayChangeTraits: Bool {
    let type = type(of: self)
    return !(_traitRegistryStorage?.isEmpty ?? true) || type._hasCustomTraitCollectionDidChange || !OpenUIKitClasses.contains(type)
  }

  /// OpenUIKit view classes that override `traitCollectionDidChange` say so here (true).
  package class var _hasCustomTraitCollectionDidChange: Bool { false }

  // MARK: CALayerDelegate

  open func layoutSublayers(of layer: CALayer) {}

  /// UIKit's layer actions: none outside animation blocks, additive animations inside them.
  public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
    UIViewAnimationState.action(for: self, layer: layer, key: event)
  }

  // MARK: Drawing and sizing

  open func setNeedsDisplay() {}
  open func setNeedsDisplay(_ rect: CGRect) {}

  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
  open func sizeToFit() {
    let size = sizeThatFits(bounds.size)
    bounds = CGRect(origin: bounds.origin, size: size)
  }
  open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
  public static let noIntrinsicMetric: CGFloat = -1
  open func invalidateIntrinsicContentSize() { superview?.setNeedsLayout() }

  @exclusivity(unchecked) open var translatesAutoresizingMaskIntoConstraints: Bool = true

  /// UIKit: true for a view that builds its constraints in `updateConstraints()` and needs the
  /// call even before any constraint exists; such a view gets `updateConstraints()` in its
  /// first layout pass (Layout/UIView+Constraints.swift).
  open class var requiresConstraintBasedLayout: Bool { false }

  /// UIKit: Auto Layout positions the alignment rectangle, this much inside the frame (zero by
  /// default); solved frames are the alignment rectangles outset by it (`LayoutEngine.solvedFrame`).
  open var alignmentRectInsets: UIEdgeInsets { .zero }
  open func alignmentRect(forFrame frame: CGRect) -> CGRect { frame.inset(by: alignmentRectInsets) }
  open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
    let i = alignmentRectInsets
    return alignmentRect.inset(by: UIEdgeInsets(top: -i.top, left: -i.left, bottom: -i.bottom, right: -i.right))
  }
  /// UIKit: the view whose first (last) baseline stands for this view's `firstBaselineAnchor`
  /// (`lastBaselineAnchor`); the view itself by default.
  open var forFirstBaselineLayout: UIView { self }
  open var forLastBaselineLayout: UIView { self }

  // MARK: Gesture recognizers

  open var gestureRecognizers: [UIGestureRecognizer]? {
    get { _gestureRecognizers.isEmpty ? nil : _gestureRecognizers }
    set {
      for g in _gestureRecognizers { g._setView(nil) }
      _gestureRecognizers = []
      for g in newValue ?? [] { addGestureRecognizer(g) }
    }
  }

  open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    if let old = gestureRecognizer.view, old !== self { old.removeGestureRecognizer(gestureRecognizer) }
    guard !_gestureRecognizers._containsIdentical(gestureRecognizer) else { return }
    _gestureRecognizers.append(gestureRecognizer)
    gestureRecognizer._setView(self)
  }

  open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    guard let i = _gestureRecognizers._firstIndex(identicalTo: gestureRecognizer) else { return }
    _gestureRecognizers.remove(at: i)
    gestureRecognizer._setView(nil)
  }

  open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
}

extension ObjectIdentifier {
  /// `0x…` form of the identity, used in UIKit-style descriptions.
  package var debugAddress: String {
    "0x" + String(UInt(bitPattern: hashValue), radix: 16)
  }
}
