import Foundation
import OpenQuartzCore

/// A view whose bounds origin (`contentOffset`) moves over a larger content area.
///
/// `contentOffset` is `bounds.origin`: every change (code, dragging, animation, deceleration)
/// calls `scrollViewDidScroll`. Dragging goes through `panGestureRecognizer`, a real pan
/// recognizer on the scroll view: the content follows the finger (`offset = start − translation`),
/// past the edges with a rubber-band resistance when `bounces`. When the finger lifts, the
/// delegate sees `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` with the
/// projected resting offset (pages with `isPagingEnabled`), may change it, and the view
/// decelerates there on the media clock (UIScrollView+Scrolling.swift; Docs/Behaviour.md).
@preconcurrency @MainActor
open class UIScrollView: UIView {
  /// How fast deceleration slows down: the fraction of velocity kept per millisecond.
  public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
    public var rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public static let normal = DecelerationRate(rawValue: 0.998)
    public static let fast = DecelerationRate(rawValue: 0.99)
  }

  /// When the safe area adds to `contentInset` (see `adjustedContentInset`).
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    case automatic, scrollableAxes, never, always
  }

  private var _contentSize: CGSize = .zero
  open var contentSize: CGSize {
    get { _contentSize }
    set { _kvoChange(.contentSize) { _contentSize = newValue } }
  }

  private var _contentInset: UIEdgeInsets = .zero
  /// Extra space around the content; setting it keeps `contentOffset` (UIScrollView+Insets.swift).
  open var contentInset: UIEdgeInsets {
    get { _contentInset }
    set { _changeInsetsByCode { _contentInset = newValue } }
  }

  private var _adjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
  open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior {
    get { _adjustmentBehavior }
    set { _changeInsetsByCode { _adjustmentBehavior = newValue } }
  }

  /// The `adjustedContentInset` of the last layout pass (nil before the first one in a window).
  var _lastAdjustedInset: UIEdgeInsets?

  open weak var delegate: (any UIScrollViewDelegate)?

  open var bounces: Bool = true
  open var alwaysBounceVertical: Bool = false
  open var alwaysBounceHorizontal: Bool = false
  open var isPagingEnabled: Bool = false
  open var decelerationRate: DecelerationRate = .normal
  open var showsVerticalScrollIndicator: Bool = true
  open var showsHorizontalScrollIndicator: Bool = true
  /// How a drag in the scroll view dismisses the keyboard (Keyboard/UIScrollView+KeyboardDismiss.swift).
  open var keyboardDismissMode: KeyboardDismissMode = .none

  /// Scrolling by touch; turning it off disables `panGestureRecognizer`.
  open var isScrollEnabled: Bool {
    get { panGestureRecognizer.isEnabled }
    set { panGestureRecognizer.isEnabled = newValue }
  }

  /// The recognizer that scrolls the view (read-only; other gestures may depend on it).
  public let panGestureRecognizer: UIPanGestureRecognizer

  /// True while a finger has begun dragging the content.
  open internal(set) var isDragging = false
  /// True while a finger touches the content (before dragging begins, too).
  open var isTracking: Bool { isDragging || panGestureRecognizer.numberOfTouches > 0 }
  /// True while the content moves on after the finger lifted.
  open internal(set) var isDecelerating = false

  /// The running scroll animation or deceleration (UIScrollView+Scrolling.swift).
  var _motion: ScrollMotion?
  var _dragStartOffset: CGPoint = .zero
  /// The offset the drag last set and the finger's translation then: an offset set by code
  /// during the drag (a delegate holding the content still) is where the drag goes on from.
  var _dragLastOffset: CGPoint?
  var _dragLastTranslation: CGPoint = .zero
  /// The sheet taking this drag (`prefersScrollingExpandsWhenScrolledToEdge`), if any.
  var _sheetHandOff: SheetScrollHandOff?

  public override init(frame: CGRect) {
    panGestureRecognizer = UIPanGestureRecognizer()
    super.init(frame: frame)
    setUpPan()
  }

  public required init?(coder: NSCoder) {
    panGestureRecognizer = UIPanGestureRecognizer()
    super.init(coder: coder)
    setUpPan()
  }

  private func setUpPan() {
    clipsToBounds = true
    _autoLayout.isScrollView = true
    panGestureRecognizer.addAction(UIAction { [weak self] _ in self?._handlePan() })
    addGestureRecognizer(panGestureRecognizer)
  }

  /// Before its pan begins, the scroll view asks the views under the touch (up to itself) too,
  /// as UIKit does: a slider tracking its thumb keeps the touch.
  open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    if gestureRecognizer === panGestureRecognizer {
      for touch in panGestureRecognizer._touches {
        var v = touch.view
        while let current = v, current !== self {
          if !current.gestureRecognizerShouldBegin(gestureRecognizer) { return false }
          v = current.superview
        }
      }
    }
    return super.gestureRecognizerShouldBegin(gestureRecognizer)
  }

  // MARK: Refresh control

  var _refreshControl: UIRefreshControl?
  /// The pull-to-refresh control above the content (Control/UIRefreshControl.swift): added as
  /// the first subview; taken from a scroll view that had it.
  open var refreshControl: UIRefreshControl? {
    get { _refreshControl }
    set {
      guard newValue !== _refreshControl else { return }
      if let old = _refreshControl {
        _refreshControl = nil
        old._attach(to: nil)
        if old.superview === self { old.removeFromSuperview() }
      }
      guard let control = newValue else { return }
      if let previous = control._scrollView, previous !== self { previous.refreshControl = nil }
      _refreshControl = control
      insertSubview(control, at: 0)
      control._attach(to: self)
    }
  }

  // MARK: Offset

  /// The point of the content at the view's top-left corner (`bounds.origin`).
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set { bounds.origin = newValue }
  }

  /// Bounds changes that move the origin are scrolls.
  open override var bounds: CGRect {
    get { super.bounds }
    set {
      let oldOrigin = super.bounds.origin
      super.bounds = newValue
      if newValue.origin != oldOrigin {
        // Views pinned to the frame guide stay put: the next pass re-places them.
        if _autoLayoutStorage?.scrollFrameGuide != nil { setNeedsLayout() }
        delegate?.scrollViewDidScroll(self)
        // A bar whose look depends on this view's edges (UINavigationBar+Appearance.swift).
        _edgeNavigationBar?._contentScrolled()
        _edgeTabBar?._contentScrolled()
        if let toolbar = _edgeToolbar, toolbar._appliedAppearance != nil { toolbar._applyAppearance() }
        _refreshControl?._contentOffsetChanged()
      }
    }
  }
  /// The bars that drew a scroll-edge look from this view's offset.
  weak var _edgeNavigationBar: UINavigationBar?
  weak var _edgeTabBar: UITabBar?
  weak var _edgeToolbar: UIToolbar?
  /// The large-title row height a navigation bar showed for this view when it last followed it
  /// (UINavigationBar+LargeTitle.swift).
  var _largeTitleVisible: CGFloat?

  /// Moves the content; animated, over `scrollAnimationDuration` on the media clock with a
  /// `scrollViewDidScroll` per frame and `scrollViewDidEndScrollingAnimation` at the end.
  /// A new offset stops any running deceleration or animation.
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    _stopMotion()
    guard animated, contentOffset != self.contentOffset else {
      self.contentOffset = contentOffset
      return
    }
    _startAnimation(to: contentOffset)
  }

  /// Scrolls the least needed to make `rect` (content coordinates) visible.
  open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    var offset = contentOffset
    let size = bounds.size
    if rect.maxX > offset.x + size.width { offset.x = rect.maxX - size.width }
    if rect.minX < offset.x { offset.x = rect.minX }
    if rect.maxY > offset.y + size.height { offset.y = rect.maxY - size.height }
    if rect.minY < offset.y { offset.y = rect.minY }
    setContentOffset(_clamped(offset), animated: animated)
  }

  // MARK: Insets (following the safe area: UIScrollView+Insets.swift)

  /// `contentInset` plus the safe area insets the adjustment behaviour lets through:
  /// `.always` all of them, `.never` none, `.scrollableAxes` those of axes that scroll
  /// (content larger than the view, or bouncing always), `.automatic` like `.scrollableAxes`
  /// but the top and bottom always when the scroll view is the root view of a controller shown
  /// by a navigation or tab bar controller (Apple's documented rule, Docs/Behaviour/scroll19.md).
  open var adjustedContentInset: UIEdgeInsets {
    let safe = safeAreaInsets
    var result = contentInset
    let vertical: Bool
    let horizontal: Bool
    switch contentInsetAdjustmentBehavior {
    case .never:
      if let refresh = _refreshControl, refresh._insetApplied { result.top += UIRefreshControl.height }
      return result
    case .always: vertical = true; horizontal = true
    case .scrollableAxes: vertical = _scrollsVertically; horizontal = _scrollsHorizontally
    case .automatic: vertical = _scrollsVertically || _isBarControllerContentView; horizontal = _scrollsHorizontally
    }
    if vertical { result.top += safe.top; result.bottom += safe.bottom }
    if horizontal { result.left += safe.left; result.right += safe.right }
    if let refresh = _refreshControl, refresh._insetApplied { result.top += UIRefreshControl.height }
    return result
  }

  /// Whether this is the root view of a controller inside a navigation or tab bar controller
  /// (where `.automatic` always adjusts the top and bottom).
  private var _isBarControllerContentView: Bool {
    guard let controller = _viewController else { return false }
    return controller.navigationController != nil || controller.tabBarController != nil
  }

  /// Called when `adjustedContentInset` changes (tells the delegate).
  open func adjustedContentInsetDidChange() {
    delegate?.scrollViewDidChangeAdjustedContentInset(self)
  }

  var _scrollsVertically: Bool { alwaysBounceVertical || contentSize.height > bounds.height }
  var _scrollsHorizontally: Bool { alwaysBounceHorizontal || contentSize.width > bounds.width }

  /// The range of resting offsets on each axis.
  var _offsetRange: (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>) {
    let inset = adjustedContentInset
    // Under a collapsed large-title row the content may still move down until the row is
    // expanded (UINavigationBar+LargeTitle.swift).
    let minX = -inset.left, minY = -inset.top - _largeTitleCollapsedExtent
    let maxX = Swift.max(minX, contentSize.width - bounds.width + inset.right)
    let maxY = Swift.max(minY, contentSize.height - bounds.height + inset.bottom)
    return (minX...maxX, minY...maxY)
  }

  func _clamped(_ p: CGPoint) -> CGPoint {
    let r = _offsetRange
    return CGPoint(x: Swift.min(Swift.max(p.x, r.x.lowerBound), r.x.upperBound),
                   y: Swift.min(Swift.max(p.y, r.y.lowerBound), r.y.upperBound))
  }
}
