import Foundation
import OpenQuartzCore

/// A window: the root of a view hierarchy, host of the root view controller, and the source of
/// base traits (screen idiom and scale, size classes from its own size — Docs/Behaviour.md).
@preconcurrency @MainActor
open class UIWindow: UIView {
  public struct Level: RawRepresentable, Hashable, Sendable, Comparable {
    public var rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public static let normal = Level(rawValue: 0)
    public static let statusBar = Level(rawValue: 1000)
    public static let alert = Level(rawValue: 2000)
    public static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
  }

  @exclusivity(unchecked) open var windowLevel: Level = .normal
  @exclusivity(unchecked) open var screen: UIScreen = UIScreen.main {
    didSet { TraitCache.invalidate() }
  }

  @exclusivity(unchecked) private var _rootViewController: UIViewController?
  /// True once a view of this window takes part in Auto Layout; until then layout passes of the
  /// window skip the constraint engine (frames and autoresizing alone, as UIKit).
  @exclusivity(unchecked) var _usesAutoLayout = false
  /// Views of the window's presentations (UITransitionView equivalents) live above the root
  /// view; they are ordinary subviews added by the presentation machinery.
  /// Presenters of presentations made in this window, kept alive until dismissed
  /// (Presentation/UIWindow+PresentationOwnership.swift).
  @exclusivity(unchecked) package var _keptPresenters: [UIViewController] = []

  public override init(frame: CGRect) {
    super.init(frame: frame)
    UIApplication._bootstrap()
    isHidden = true
  }

  /// A window the size of the main screen.
  public convenience init() {
    self.init(frame: UIScreen.main.bounds)
  }

  /// A window in `windowScene`, the size of its screen (iOS 13).
  public init(windowScene: UIWindowScene) {
    super.init(frame: windowScene.screen.bounds)
    UIApplication._bootstrap()
    isHidden = true
    self.windowScene = windowScene
  }

  // MARK: Scene

  @exclusivity(unchecked) private weak var _windowScene: UIWindowScene?

  /// The scene the window belongs to. A window created with `init(frame:)` joins the app's one
  /// scene when it is first shown (Docs/Behaviour.md "Scenes"); setting nil detaches it.
  open var windowScene: UIWindowScene? {
    get { _windowScene }
    set {
      guard newValue !== _windowScene else { return }
      _windowScene?._detach(self)
      _windowScene = newValue
      newValue?._attach(self)
    }
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    UIApplication._bootstrap()
    isHidden = true
  }

  // MARK: Root view controller

  /// The root controller: its view fills the window. Replacing it on a visible window sends
  /// disappearance to the old root and appearance to the new one.
  open var rootViewController: UIViewController? {
    get { _rootViewController }
    set { _setRootViewController(newValue) }
  }

  private func _setRootViewController(_ newRoot: UIViewController?) {
    guard newRoot !== _rootViewController else { return }
    let old = _rootViewController
    let visible = !isHidden
    if let old {
      if visible { old._beginAppearance(false, animated: false) }
      old.viewIfLoaded?.removeFromSuperview()
      if visible { old._endAppearance(animated: false) }
    }
    _rootViewController = newRoot
    StatusBarState.shared.setNeedsUpdate()
    guard let root = newRoot else { return }
    _installRootView(root)
    if visible { _rootAppears(root) }
  }

  private func _installRootView(_ root: UIViewController) {
    let v: UIView = root.view
    UIView.performWithoutAnimation {
      v.frame = bounds
    }
    v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    insertSubview(v, at: 0)
    root._propagateTraitChanges()
  }

  /// viewWillAppear now, viewDidAppear on the next run-loop turn (after the first commit).
  private func _rootAppears(_ root: UIViewController) {
    root._beginAppearance(true, animated: false)
    // The window through a `_ViewLink`, not `[weak self]`: a weak reference would give the
    // window a side table for good and slow every retain of it (issue 15).
    let link = _ViewLink<UIWindow>(self)
    MediaClock.shared.enqueue { [weak root] in
      guard let window = link.view, let root, window._rootViewController === root, !window.isHidden else { return }
      root._endAppearance(animated: false)
    }
  }

  // MARK: Key and visible

  @exclusivity(unchecked) open private(set) var isKeyWindow: Bool = false

  open func makeKey() {
    for w in UIApplication.shared._windows where w !== self && w.isKeyWindow {
      w.isKeyWindow = false
      w.resignKey()
    }
    UIApplication.shared._register(self)
    UIApplication.shared._keyWindow = self
    if !isKeyWindow {
      isKeyWindow = true
      becomeKey()
    }
    StatusBarState.shared.setNeedsUpdate()
  }

  open func makeKeyAndVisible() {
    makeKey()
    isHidden = false
  }

  open func becomeKey() {}
  open func resignKey() {}

  open override var isHidden: Bool {
    get { super.isHidden }
    set {
      let wasHidden = super.isHidden
      // A first responder in a window being hidden resigns first, while its window is still
      // shown (its keyboard goes down: keyboardWillHide).
      if newValue && !wasHidden && UIResponderChain.firstResponder != nil { _SoftwareKeyboard.resignFirstResponder(inside: self) }
      super.isHidden = newValue
      guard wasHidden != newValue else { return }
      UIApplication.shared._windowVisibilityChanged(self)
      StatusBarState.shared.setNeedsUpdate()
      if newValue {
        if let root = _rootViewController, root._appearance != .disappeared {
          root._beginAppearance(false, animated: false)
          root._endAppearance(animated: false)
        }
      } else {
        UIApplication.shared._register(self)
        if _windowScene == nil { windowScene = UIWindowScene._main }
        _lastNotifiedTraits = traitCollection
        _rootViewController?._propagateTraitChanges()
        _propagateTraitChanges()
        if let root = _rootViewController { _rootAppears(root) }
      }
    }
  }

  // MARK: Geometry and traits

  open override var frame: CGRect {
    get { super.frame }
    set {
      let oldSize = super.frame.size
      guard newValue.size != oldSize else {
        super.frame = newValue
        return
      }
      _resize(to: newValue)
    }
  }

  /// Resizing a visible window: the root controller (and through it the presented ones) hears
  /// `viewWillTransition(to:with:)` with a coordinator, then the frame changes inside the
  /// coordinator's animation, then traits are re-evaluated.
  private func _resize(to newFrame: CGRect) {
    guard !isHidden, let root = _rootViewController else {
      super.frame = newFrame
      _propagateTraitChanges()
      return
    }
    SizeTransition.run(window: self, root: root, newSize: newFrame.size) {
      super.frame = newFrame
    }
  }

  /// The window's own traits: screen idiom/scale and size classes from its size. The last
  /// collection made is kept and given again while those four values are the same (an equal,
  /// immutable collection: the traits of every view in the window start here, and each change
  /// of the hierarchy makes them be computed again).
  package var _baseTraitCollection: UITraitCollection {
    // The same screen, profile and size as when last asked: the kept collection, without
    // reading the profile (win18: asked on every confirmation of a window's traits).
    let screen = self.screen
    let size = bounds.size
    if let kept = _keptBaseTraits, let key = _keptBaseKey, key.screen === screen,
      key.version == screen._profileVersion, key.size == size
    {
      return kept
    }
    _keptBaseKey = (screen, screen._profileVersion, size)
    let profile = screen.profile
    let classes = defaultSizeClasses(for: size, idiom: profile.idiom)
    if let kept = _keptBaseTraits, kept.horizontalSizeClass == classes.horizontal,
      kept.verticalSizeClass == classes.vertical, kept.userInterfaceIdiom == profile.idiom,
      kept.displayScale == profile.scale
    {
      return kept
    }
    let traits = UITraitCollection(
      h: classes.horizontal, v: classes.vertical, idiom: profile.idiom, style: .light,
      direction: .leftToRight, scale: profile.scale)
    _keptBaseTraits = traits
    return traits
  }
  @exclusivity(unchecked) private var _keptBaseTraits: UITraitCollection?
  /// What `_keptBaseTraits` was last confirmed for (the screen is held, so it is not mistaken
  /// for a later one at its address).
  @exclusivity(unchecked) private var _keptBaseKey: (screen: UIScreen, version: UInt, size: CGSize)?
  /// `_deviceSafeAreaInsets` and what it was computed from (Layout/UIView+SafeArea.swift).
  @exclusivity(unchecked) var _keptDeviceSafeArea: _KeptDeviceSafeArea?

  open override var next: UIResponder? { UIApplication.shared }

  override package var _asWindow: UIWindow? { self }

  // MARK: Events

  /// Delivers an event to gesture recognizers and views (hit-tested when touches begin).
  open func sendEvent(_ event: UIEvent) {
    HomeIndicatorState.shared.noteTouches(event, in: self)
    TouchDispatcher.dispatch(event, in: self)
  }
}
