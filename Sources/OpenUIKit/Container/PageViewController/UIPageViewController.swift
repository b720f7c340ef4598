import Foundation
import OpenQuartzCore

/// Pages through content controllers one (or, for a book's facing pages, two) at a time, with a
/// scroll or a page-curl transition, driven by `setViewControllers(_:direction:animated:completion:)`
/// or by the user's gestures and a data source.
///
/// The shown pages are the only children; a page leaving the screen leaves the children (and is
/// freed unless the app keeps it). Every change of pages goes through a `PageTransition`
/// (PageTransition.swift), animated or not; its geometry is described there and in
/// Docs/Behaviour.md "Page view controllers". Gestures: UIPageViewController+Gestures.swift.
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
  public enum TransitionStyle: Int, Sendable {
    case pageCurl = 0
    case scroll = 1
  }

  public enum NavigationOrientation: Int, Sendable {
    case horizontal = 0
    case vertical = 1
  }

  public enum SpineLocation: Int, Sendable {
    case none = 0
    case min = 1
    case mid = 2
    case max = 3
  }

  public enum NavigationDirection: Int, Sendable {
    case forward = 0
    case reverse = 1
  }

  public struct OptionsKey: Hashable, Equatable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// An `NSNumber` (or Int) wrapping a `SpineLocation` raw value; page-curl style only.
    public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
    /// A CGFloat (or NSNumber) of points between pages; scroll style only.
    public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
  }

  /// The scroll style's default duration for an animated change (Docs/Behaviour.md).
  package static let scrollDuration: TimeInterval = 0.3
  /// The page-curl style's default duration for an animated change (Docs/Behaviour.md).
  package static let curlDuration: TimeInterval = 0.5

  public let transitionStyle: TransitionStyle
  public let navigationOrientation: NavigationOrientation
  var _spineLocation: SpineLocation
  var _isDoubleSided = false
  package let _interPageSpacing: CGFloat
  package var _pages: [UIViewController] = []
  package var _transition: PageTransition?
  package let _pageControl = UIPageControl(frame: .zero)
  /// Shown for the scroll style when the data source implements both presentation methods.
  package var _showsPageControl = false
  /// Set by the data source's default presentation methods (the app did not implement one).
  package var _presentationMethodMissing = false
  package let _panGesture = UIPanGestureRecognizer()
  package let _tapGesture = UITapGestureRecognizer()
  package var _gestureTransition: PageTransition?
  /// The direction the current pan chose when it began.
  package var _panDirection: NavigationDirection?

  open weak var delegate: (any UIPageViewControllerDelegate)?
  /// Setting it with pages shown asks for the page control's count and index again ([U]).
  open weak var dataSource: (any UIPageViewControllerDataSource)? {
    didSet { if !_pages.isEmpty { _updatePresentation() } }
  }

  public init(
    transitionStyle style: UIPageViewController.TransitionStyle,
    navigationOrientation: UIPageViewController.NavigationOrientation,
    options: [UIPageViewController.OptionsKey: Any]? = nil
  ) {
    transitionStyle = style
    self.navigationOrientation = navigationOrientation
    let spine = Self._spine(options?[.spineLocation])
    _spineLocation = style == .pageCurl ? (spine == nil || spine == SpineLocation.none ? .min : spine!) : .none
    _interPageSpacing = style == .scroll ? Self._number(options?[.interPageSpacing]) ?? 0 : 0
    super.init(nibName: nil, bundle: nil)
    _configure()
  }

  /// From a storyboard scene (`<pageViewController transitionStyle="scroll"
  /// navigationOrientation="vertical" spineLocation="mid" doubleSided="YES">`); another coder
  /// gives UIKit's defaults (page curl, horizontal, spine at the left).
  public required init?(coder: NSCoder) {
    let attributes = (coder as? StoryboardCoder)?.attributes ?? [:]
    transitionStyle = attributes["transitionStyle"] == "scroll" ? .scroll : .pageCurl
    navigationOrientation = attributes["navigationOrientation"] == "vertical" ? .vertical : .horizontal
    let spine: SpineLocation
    switch attributes["spineLocation"] {
    case "mid": spine = .mid
    case "max": spine = .max
    default: spine = .min
    }
    _spineLocation = transitionStyle == .pageCurl ? spine : .none
    _interPageSpacing = transitionStyle == .scroll ? attributes["pageSpacing"].flatMap { Double($0) }.map { CGFloat($0) } ?? 0 : 0
    super.init(coder: coder)
    _isDoubleSided = storyboardBool(attributes["doubleSided"]) ?? false
    _configure()
  }

  private func _configure() {
    if _spineLocation == .mid { _isDoubleSided = true }
    _pageControl.isUserInteractionEnabled = false
    _pageControl.isHidden = true
    _panGesture.addAction(UIAction { [weak self] action in
      guard let self, let g = action.sender as? UIPanGestureRecognizer else { return }
      self._handlePan(g)
    })
    _tapGesture.addAction(UIAction { [weak self] action in
      guard let self, let g = action.sender as? UITapGestureRecognizer else { return }
      self._handleTap(g)
    })
  }

  private static func _spine(_ value: Any?) -> SpineLocation? {
    if let s = value as? SpineLocation { return s }
    if let n = value as? NSNumber { return SpineLocation(rawValue: n.intValue) }
    if let i = value as? Int { return SpineLocation(rawValue: i) }
    return nil
  }

  private static func _number(_ value: Any?) -> CGFloat? {
    if let c = value as? CGFloat { return c }
    if let d = value as? Double { return CGFloat(d) }
    if let i = value as? Int { return CGFloat(i) }
    if let n = value as? NSNumber { return CGFloat(n.doubleValue) }
    return nil
  }

  // MARK: Properties

  /// `.none` for the scroll style; for page curl, the option given at creation (`.min` by
  /// default) or what the delegate returns for a new orientation.
  open var spineLocation: SpineLocation { _spineLocation }

  /// Whether pages have content on their backs (page curl). Always true with the spine in the
  /// middle: setting false then raises UIKit's exception and changes nothing.
  open var isDoubleSided: Bool {
    get { _isDoubleSided }
    set {
      if !newValue, _spineLocation == .mid {
        Diagnostics.exception(
          "A page view controller with the spine in the middle must be double-sided (isDoubleSided = false is not allowed)",
          name: "NSInvalidArgumentException")
        return
      }
      _isDoubleSided = newValue
    }
  }

  /// The pan and tap recognizers of the page-curl style (attached to the page view controller's
  /// view). Empty for the scroll style, whose pan belongs to its internal scrolling view.
  open var gestureRecognizers: [UIGestureRecognizer] {
    transitionStyle == .pageCurl ? [_panGesture, _tapGesture] : []
  }

  /// The pages shown: nil before the first `setViewControllers`.
  open var viewControllers: [UIViewController]? { _pages.isEmpty ? nil : _pages }

  /// How many view controllers a change must give: one for the scroll style; for page curl,
  /// two with the spine in the middle or with double-sided pages, else one.
  package var _requiredPageCount: Int {
    guard transitionStyle == .pageCurl else { return 1 }
    return _spineLocation == .mid || _isDoubleSided ? 2 : 1
  }

  /// The shown page controls the status bar.
  open override var childForStatusBarStyle: UIViewController? { _pages.first }
  open override var childForStatusBarHidden: UIViewController? { _pages.first }

  open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    delegate?.pageViewControllerSupportedInterfaceOrientations(self) ?? super.supportedInterfaceOrientations
  }

  open override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
    delegate?.pageViewControllerPreferredInterfaceOrientationForPresentation(self)
      ?? super.preferredInterfaceOrientationForPresentation
  }

  /// UIViewController's answers (the delegate's defaults return these).
  package var _ownSupportedInterfaceOrientations: UIInterfaceOrientationMask { super.supportedInterfaceOrientations }
  package var _ownPreferredInterfaceOrientation: UIInterfaceOrientation {
    super.preferredInterfaceOrientationForPresentation
  }

  // MARK: Setting pages

  /// Shows `viewControllers` (as many as the style and spine need, else UIKit's exception and no
  /// change). Animated and on screen, the pages slide (scroll) or turn (page curl) in
  /// `direction` and `completion` runs when the animation ends with `true`; otherwise the pages
  /// change at once and `completion(true)` runs before this returns. A change asked for while
  /// another runs ends that one at once (its completion gets `false`). The delegate hears
  /// nothing: its will/didFinish methods are for gestures.
  open func setViewControllers(
    _ viewControllers: [UIViewController]?, direction: UIPageViewController.NavigationDirection, animated: Bool,
    completion: ((Bool) -> Void)? = nil
  ) {
    let new = viewControllers ?? []
    let required = _requiredPageCount
    guard new.count == required else {
      Diagnostics.exception(
        "The number of view controllers provided (\(new.count)) doesn't match the number required (\(required)) for the requested transition",
        name: "NSInvalidArgumentException")
      return
    }
    guard !new.contains(where: { $0 === self }) else {
      Diagnostics.exception("Application tried to add a view controller as a child of itself: \(self)")
      return
    }
    EventTrace.record("pageview", self, "setViewControllers(\(new.map(\._traceName).joined(separator: ", ")))")
    _transition?.settleNow()
    _gestureTransition?.settleNow()
    let onScreen = isViewLoaded && view.window != nil && _appearance == .appeared
    let t = PageTransition(owner: self, from: _pages, to: new, direction: direction, interactive: false)
    t.completion = completion
    t.begin(animated: animated && onScreen && UIView.areAnimationsEnabled && !_sameShown(new))
  }

  private func _sameShown(_ new: [UIViewController]) -> Bool {
    new.count == _pages.count && zip(new, _pages).allSatisfy { $0 === $1 }
  }

  /// Asks the data source for the page control's count and index: after a programmatic change
  /// (`viewControllers` already the new pages) and when the data source is set; gestures move
  /// the index by one.
  package func _updatePresentation() {
    guard transitionStyle == .scroll, let dataSource else {
      _setShowsPageControl(false)
      return
    }
    _presentationMethodMissing = false
    let count = dataSource.presentationCount(for: self)
    let index = dataSource.presentationIndex(for: self)
    guard !_presentationMethodMissing else {
      _setShowsPageControl(false)
      return
    }
    _pageControl.numberOfPages = count
    _pageControl.currentPage = index
    _setShowsPageControl(true)
  }

  private func _setShowsPageControl(_ shows: Bool) {
    let changed = shows != _showsPageControl
    _showsPageControl = shows
    _pageControl.isHidden = !shows
    if changed, isViewLoaded { view.setNeedsLayout() }
  }

  // MARK: View

  open override func loadView() {
    let v = UIView(frame: UIScreen.main.bounds)
    v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    v.clipsToBounds = true
    v.addSubview(_pageControl)
    v.addGestureRecognizer(_panGesture)
    if transitionStyle == .pageCurl { v.addGestureRecognizer(_tapGesture) }
    view = v
    for page in _shownPages(_pages) { v.insertSubview(page.view, belowSubview: _pageControl) }
    _placeViews()
  }

  /// Pages at rest fill their places; the page control sits at the bottom (above the safe area).
  override package func _layoutBuiltInViews() {
    _placeViews()
  }

  package func _placeViews() {
    guard let v = viewIfLoaded else { return }
    UIView.performWithoutAnimation {
      let height = UIPageControl.controlHeight
      let bottom = v.bounds.maxY - v.safeAreaInsets.bottom
      _pageControl.frame = CGRect(x: v.bounds.minX, y: bottom - height, width: v.bounds.width, height: height)
      guard _transition == nil, _gestureTransition == nil else { return }
      for (page, frame) in zip(_shownPages(_pages), _restingFrames(count: _shownPages(_pages).count)) {
        page.view.transform = .identity
        page.view.frame = frame
      }
    }
  }

  /// The area the pages share: the view's bounds, less the page control's band when it shows.
  package var _pageArea: CGRect {
    guard let v = viewIfLoaded else { return .zero }
    var area = v.bounds
    if _showsPageControl {
      let cut = UIPageControl.controlHeight + v.safeAreaInsets.bottom
      area.size.height = max(0, area.height - cut)
    }
    return area
  }

  /// The pages whose views show at rest: both with the spine in the middle, else the first
  /// (a double-sided book's second controller is the back of the turning page).
  package func _shownPages(_ pages: [UIViewController]) -> [UIViewController] {
    if transitionStyle == .pageCurl, _spineLocation == .mid { return pages }
    return Array(pages.prefix(1))
  }

  /// Resting frames of `count` shown pages: the whole area, or its two halves (spine in the
  /// middle; left/right, or top/bottom when vertical).
  package func _restingFrames(count: Int) -> [CGRect] {
    let area = _pageArea
    guard count == 2 else { return Array(repeating: area, count: count) }
    if navigationOrientation == .horizontal {
      let half = area.width / 2
      return [
        CGRect(x: area.minX, y: area.minY, width: half, height: area.height),
        CGRect(x: area.minX + half, y: area.minY, width: half, height: area.height),
      ]
    }
    let half = area.height / 2
    return [
      CGRect(x: area.minX, y: area.minY, width: area.width, height: half),
      CGRect(x: area.minX, y: area.minY + half, width: area.width, height: half),
    ]
  }
}

extension UIPageControl {
  /// The height UIPageViewController gives its page control.
  package static let controlHeight: CGFloat = 26
}
