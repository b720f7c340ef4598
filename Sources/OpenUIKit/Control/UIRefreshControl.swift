import Foundation
import OpenQuartzCore

/// The pull-to-refresh control of a scroll view (`UIScrollView.refreshControl`,
/// `UITableViewController.refreshControl`).
///
/// Rules (Docs/Behaviour/everyday3.md "Refresh control"):
/// - dragging the content down until it is `triggerDistance` (120 pt) past its resting top edge
///   starts a refresh: `isRefreshing` becomes true and `.valueChanged` is sent, once per drag,
///   while the finger is still down (the spinner starts at the threshold, as in UIKit);
/// - while refreshing, the scroll view's `adjustedContentInset.top` grows by the control's
///   `height` (60 pt), so released content rests with the control showing; `contentInset` is
///   not touched (the inset is added when the finger lifts, so the content never jumps under
///   the finger);
/// - `beginRefreshing()` starts the same state from code without sending `.valueChanged` and
///   without moving the content; `endRefreshing()` removes the inset and, when the content was
///   showing the control, animates it back to the top edge (`endAnimationDuration`), hiding the
///   control when that animation ends;
/// - the control sits above the content (`y = -height`, stretched while pulled further) and is
///   hidden while neither pulled nor refreshing.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
  /// The control's height, and the extra top inset while refreshing (UIKit's refresh control
  /// is 60 pt tall).
  package static let height: CGFloat = 60
  /// How far past its resting top edge the content must be pulled to start a refresh ([U]).
  package static let triggerDistance: CGFloat = 120
  /// The animation of `endRefreshing()` back to the top edge ([U]).
  package static let endAnimationDuration: TimeInterval = 0.3

  /// True from a triggering pull or `beginRefreshing()` until `endRefreshing()`.
  open private(set) var isRefreshing = false

  /// The text under the spinner (nil by default).
  open var attributedTitle: NSAttributedString? {
    didSet {
      _titleLabel.attributedText = attributedTitle
      _titleLabel.isHidden = attributedTitle == nil
      _placeContent()
    }
  }

  /// The spinner's colour (the spinner's default grey until set).
  open override var tintColor: UIColor! {
    get { super.tintColor }
    set {
      super.tintColor = newValue
      _spinner.color = newValue
    }
  }

  /// The scroll view this control refreshes (set through `UIScrollView.refreshControl`).
  weak var _scrollView: UIScrollView?
  /// The refresh started during the current drag: its inset waits for the finger to lift.
  private var _insetPending = false
  /// Whether the scroll view's adjusted inset includes `height` now.
  private(set) var _insetApplied = false
  /// A refresh already started in this drag (one `.valueChanged` per drag).
  private var _triggeredInDrag = false
  /// `endRefreshing()`'s animation back to the edge is running.
  private var _ending = false

  private let _spinner = UIActivityIndicatorView(style: .medium)
  private let _titleLabel = UILabel()

  public override init(frame: CGRect) {
    super.init(frame: frame)
    _setUp()
  }

  public convenience init() {
    self.init(frame: CGRect(x: 0, y: 0, width: 0, height: UIRefreshControl.height))
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    _setUp()
  }

  private func _setUp() {
    autoresizingMask = [.flexibleWidth]
    _spinner.hidesWhenStopped = false
    addSubview(_spinner)
    _titleLabel.isHidden = true
    _titleLabel.textAlignment = .center
    _titleLabel.font = .systemFont(ofSize: 13)
    addSubview(_titleLabel)
    isHidden = true
  }

  /// Starts a refresh from code: the control shows refreshing, the content may rest with it
  /// showing; no `.valueChanged` (the caller started the refresh).
  open func beginRefreshing() {
    guard !isRefreshing else { return }
    isRefreshing = true
    _spinner.startAnimating()
    _setInset(true)
    _update()
  }

  /// Ends the refresh: the extra inset goes and content showing the control scrolls back.
  open func endRefreshing() {
    guard isRefreshing else { return }
    isRefreshing = false
    _insetPending = false
    _spinner.stopAnimating()
    guard let scrollView = _scrollView else {
      _setInset(false)
      _update()
      return
    }
    _setInset(false)
    let edge = -scrollView.adjustedContentInset.top
    if !scrollView.isDragging && scrollView.contentOffset.y < edge {
      _ending = true
      UIView.animate(
        withDuration: Self.endAnimationDuration,
        animations: { scrollView.contentOffset.y = edge },
        completion: { [weak self] _ in
          self?._ending = false
          self?._update()
        })
    }
    _update()
  }

  // MARK: Scroll view hooks

  /// How far the content is pulled past its resting top edge (0 when not).
  var _pullDistance: CGFloat {
    guard let scrollView = _scrollView else { return 0 }
    return Swift.max(0, -(scrollView.contentOffset.y + scrollView.adjustedContentInset.top))
  }

  /// After every offset change of the scroll view.
  func _contentOffsetChanged() {
    if let scrollView = _scrollView, scrollView.isDragging, !isRefreshing, !_triggeredInDrag, isEnabled,
      _pullDistance >= Self.triggerDistance
    {
      _triggeredInDrag = true
      isRefreshing = true
      _insetPending = true
      _spinner.startAnimating()
      _update()
      sendActions(for: .valueChanged)
      return
    }
    _update()
  }

  /// When the finger lifts, before the scroll view picks where the content goes: a refresh
  /// started in this drag now adds its inset.
  func _dragWillEnd() {
    _triggeredInDrag = false
    if _insetPending {
      _insetPending = false
      if isRefreshing { _setInset(true) }
    }
  }

  /// The scroll view took this control (or let it go).
  func _attach(to scrollView: UIScrollView?) {
    if _insetApplied { _setInset(false) }
    _scrollView = scrollView
    _insetPending = false
    _triggeredInDrag = false
    if isRefreshing, scrollView != nil { _setInset(true) }
    _update()
  }

  private func _setInset(_ on: Bool) {
    guard on != _insetApplied else { return }
    if let scrollView = _scrollView {
      scrollView._changeInsetsByCode { _insetApplied = on }
    } else {
      _insetApplied = false
    }
  }

  /// The frame above the content and whether the control shows.
  private func _update() {
    if let scrollView = _scrollView {
      let height = Swift.max(Self.height, _pullDistance)
      let frame = CGRect(x: 0, y: -height, width: scrollView.bounds.width, height: height)
      if self.frame != frame { self.frame = frame }
    }
    let shows = isRefreshing || _ending || _pullDistance > 0
    if isHidden == shows { isHidden = !shows }
    _placeContent()
  }

  private func _placeContent() {
    let size = bounds.size
    let spinnerSide = _spinner.bounds.width
    let titleHeight: CGFloat = attributedTitle == nil ? 0 : 18
    let top = size.height - Self.height
    let spinnerY = top + (Self.height - spinnerSide - titleHeight) / 2
    _spinner.center = CGPoint(x: size.width / 2, y: spinnerY + spinnerSide / 2)
    if attributedTitle != nil {
      _titleLabel.frame = CGRect(x: 0, y: spinnerY + spinnerSide + 2, width: size.width, height: titleHeight - 2)
    }
  }
}
