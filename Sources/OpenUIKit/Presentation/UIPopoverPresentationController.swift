import Foundation
import OpenQuartzCore

/// Arrow directions of a popover (UIPopoverSupport.h bit values).
public struct UIPopoverArrowDirection: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
  public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
  public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
  public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
  public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
  public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}

/// The popover's delegate: the adaptive delegate plus popover-specific callbacks.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
  func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
  /// Deprecated in iOS 13 in favour of presentationControllerShouldDismiss(_:).
  func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool
  /// Deprecated in iOS 13 in favour of presentationControllerDidDismiss(_:).
  func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController)
  /// On Linux the view is passed through an `UnsafeMutablePointer` (there is no
  /// `AutoreleasingUnsafeMutablePointer` without the Objective-C runtime).
  func popoverPresentationController(
    _ popoverPresentationController: UIPopoverPresentationController,
    willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>, in view: UnsafeMutablePointer<UIView>)
}

extension UIPopoverPresentationControllerDelegate {
  public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
  /// Default: `presentationControllerShouldDismiss(_:)` (iOS 13's replacement); under `.iOS12`,
  /// which had no such method, true.
  public func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool {
    UIApplication.shared.linkedSDK == .iOS12 ? true : presentationControllerShouldDismiss(popoverPresentationController)
  }
  public func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) {}
  public func popoverPresentationController(
    _ popoverPresentationController: UIPopoverPresentationController,
    willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>, in view: UnsafeMutablePointer<UIView>
  ) {}
}

/// Presents content in a popover pointing at an anchor (a source view and rect, or a bar item).
///
/// Placement (Docs/Behaviour.md): among the permitted directions, in the order up, down, left,
/// right, the first whose popover fits inside the container minus `popoverLayoutMargins` beside
/// the anchor wins; otherwise the direction with the most room, with the size clamped. The
/// popover never covers the anchor rect. Size: `preferredContentSize`, default 320×480.
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
  public static let defaultContentSize = CGSize(width: 320, height: 480)
  /// Length of the arrow beyond the popover's edge.
  public static let arrowHeight: CGFloat = 13
  static let cornerRadius: CGFloat = 13

  open var sourceView: UIView?
  /// `CGRect.null` means "the source view's bounds" (iOS 13.2+).
  open var sourceRect: CGRect = .null
  open var barButtonItem: UIBarButtonItem?
  /// The item the popover points at (iOS 16); it wins over `barButtonItem` and `sourceView`
  /// (Docs/Behaviour.md "Sheets").
  open var sourceItem: (any UIPopoverPresentationControllerSourceItem)?
  open var permittedArrowDirections: UIPopoverArrowDirection = .any
  open private(set) var arrowDirection: UIPopoverArrowDirection = .unknown
  open var passthroughViews: [UIView]?
  open var popoverLayoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
  open var canOverlapSourceViewRect = false
  open var backgroundColor: UIColor?
  /// The class that draws the popover's background and arrow, a `UIPopoverBackgroundView`
  /// subclass (UIPopoverBackgroundView.swift); nil, the default: the default appearance.
  open var popoverBackgroundViewClass: (any UIPopoverBackgroundViewMethods.Type)?

  /// The background class's answers, asked once when the popover is presented.
  struct _BackgroundMetrics {
    var arrowHeight: CGFloat
    var arrowBase: CGFloat
    var insets: UIEdgeInsets
    var roundsContent: Bool
  }
  private var _backgroundMetrics: _BackgroundMetrics?
  /// The view of `popoverBackgroundViewClass` made for this presentation.
  private(set) var _backgroundView: UIPopoverBackgroundView?
  /// The content's corner before the default content appearance rounded it.
  private var _contentCorner: (radius: CGFloat, masks: Bool)?

  /// The popover delegate; setting it also sets the adaptive `delegate`.
  open override var delegate: (any UIAdaptivePresentationControllerDelegate)? {
    get { super.delegate }
    set { super.delegate = newValue }
  }

  private var popoverDelegate: (any UIPopoverPresentationControllerDelegate)? {
    delegate as? any UIPopoverPresentationControllerDelegate
  }

  /// The body and arrow, one outline on the presented view (PopoverChrome.swift).
  let _chrome = PopoverChrome()
  var isAdapted: Bool { _adaptedStyle != nil && _adaptedStyle != .popover }

  override open var shouldPresentInFullscreen: Bool { isAdapted }

  // MARK: Presentation hooks

  func _prepareForPresentation() {
    popoverDelegate?.prepareForPopoverPresentation(self)
  }

  var _hasAnchor: Bool { sourceItem != nil || sourceView != nil || barButtonItem != nil }

  /// Makes the view of `popoverBackgroundViewClass` and asks the class for its metrics, once a
  /// presentation (UIPopoverBackgroundViewMethods: "called only once when the popover is
  /// presented"). False when the class is not a `UIPopoverBackgroundView` or misses one of
  /// UIKit's required overrides (the exceptions are recorded): the popover is not presented.
  /// A subclass with no factory leaves the default appearance, with a warning.
  func _prepareBackground() -> Bool {
    _backgroundView = nil
    _backgroundMetrics = nil
    guard let cls = popoverBackgroundViewClass else { return true }
    guard let viewClass = cls as? UIPopoverBackgroundView.Type else {
      Diagnostics.exception("The popoverBackgroundViewClass \(cls) must be a subclass of UIPopoverBackgroundView.")
      return false
    }
    guard let factory = StoryboardClassRegistry.popoverBackgroundViewFactory(for: viewClass) else {
      Diagnostics.warning(
        "\(viewClass) cannot be made by class without the Objective-C runtime: register a factory with StoryboardClassRegistry.registerPopoverBackgroundView; the popover draws its default background.")
      return true
    }
    let before = Diagnostics.records.count
    let metrics = _BackgroundMetrics(
      arrowHeight: cls.arrowHeight(), arrowBase: cls.arrowBase(), insets: cls.contentViewInsets(),
      roundsContent: viewClass.wantsDefaultContentAppearance)
    // The popover sets and reads both properties while it is on screen: a missing override
    // is UIKit's exception here, before the presentation starts, not halfway through it.
    let view = factory(.zero)
    view.arrowDirection = .unknown
    view.arrowOffset = 0
    _ = (view.arrowDirection, view.arrowOffset)
    guard !Diagnostics.records[before...].contains(where: { $0.kind == .exception }) else { return false }
    _backgroundView = view
    _backgroundMetrics = metrics
    return true
  }

  /// The content's frame in a popover body at `body` (the body less the background's insets).
  func _contentFrame(_ body: CGRect) -> CGRect {
    guard let metrics = _backgroundMetrics else { return body }
    return body.inset(by: metrics.insets)
  }

  /// The anchor rect in container coordinates.
  func _anchorRect(in container: UIView) -> CGRect {
    if let item = sourceItem, let frame = item.frame(in: container) { return frame }
    if let item = barButtonItem, let view = item._anchorView {
      return view.convert(view.bounds, to: container)
    }
    guard let source = sourceView else { return .zero }
    let rect = sourceRect.isNull ? source.bounds : sourceRect
    return source.convert(rect, to: container)
  }

  // MARK: Adapted to a sheet (iOS 15; `.iOS17` compact size classes)

  /// The sheet this popover becomes in compact size classes; configure it before presenting.
  public var adaptiveSheetPresentationController: UISheetPresentationController {
    if let sheet = _adaptiveSheet { return sheet }
    let sheet = UISheetPresentationController(presentedViewController: presentedViewController, presenting: _presentingViewController)
    sheet._style = .formSheet
    sheet._hostPopover = self
    _adaptiveSheet = sheet
    return sheet
  }
  private var _adaptiveSheet: UISheetPresentationController?

  /// The adaptive sheet when this popover presents as one (it lays out and draws the sheet in
  /// this popover's container).
  var _activeSheet: UISheetPresentationController? {
    guard _adaptedStyle == .formSheet || _adaptedStyle == .pageSheet else { return nil }
    let sheet = adaptiveSheetPresentationController
    sheet._containerView = _containerView
    sheet._presentingViewController = _presentingViewController
    sheet._record = _record
    return sheet
  }

  override open var frameOfPresentedViewInContainerView: CGRect {
    guard let container = containerView else { return .zero }
    if let sheet = _activeSheet { return sheet.frameOfPresentedViewInContainerView }
    if isAdapted { return container.bounds }
    return _contentFrame(placement(in: container).frame)
  }

  /// Chooses the arrow direction and the popover's body frame: the content's frame, with the
  /// background class's insets around it when there is one (the arrow outside it).
  func placement(in container: UIView) -> (frame: CGRect, direction: UIPopoverArrowDirection) {
    let bounds = container.bounds.inset(by: popoverLayoutMargins)
    let anchor = _anchorRect(in: container)
    let preferred = presentedViewController.preferredContentSize
    var size = preferred.width > 0 && preferred.height > 0 ? preferred : Self.defaultContentSize
    if let insets = _backgroundMetrics?.insets {
      size.width += insets.left + insets.right
      size.height += insets.top + insets.bottom
    }
    let a = _backgroundMetrics?.arrowHeight ?? Self.arrowHeight
    let permitted = permittedArrowDirections == .unknown ? .any : permittedArrowDirections
    let candidates: [(UIPopoverArrowDirection, CGRect)] = [
      (.up, CGRect(x: bounds.minX, y: anchor.maxY + a, width: bounds.width, height: bounds.maxY - anchor.maxY - a)),
      (.down, CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: anchor.minY - a - bounds.minY)),
      (.left, CGRect(x: anchor.maxX + a, y: bounds.minY, width: bounds.maxX - anchor.maxX - a, height: bounds.height)),
      (.right, CGRect(x: bounds.minX, y: bounds.minY, width: anchor.minX - a - bounds.minX, height: bounds.height)),
    ].filter { permitted.contains($0.0) }
    guard !candidates.isEmpty else { return (CGRect(origin: CGPoint(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2), size: size), .unknown) }
    let fitting = candidates.first { $0.1.width >= size.width && $0.1.height >= size.height }
    let (direction, room) = fitting ?? candidates.max { max(0, $0.1.width) * max(0, $0.1.height) < max(0, $1.1.width) * max(0, $1.1.height) }!
    let w = max(0, min(size.width, room.width))
    let h = max(0, min(size.height, room.height))
    var frame = CGRect(x: 0, y: 0, width: w, height: h)
    switch direction {
    case .up, .down:
      frame.origin.x = min(max(anchor.midX - w / 2, room.minX), room.maxX - w)
      frame.origin.y = direction == .up ? room.minY : room.maxY - h
    default:
      frame.origin.y = min(max(anchor.midY - h / 2, room.minY), room.maxY - h)
      frame.origin.x = direction == .left ? room.minX : room.maxX - w
    }
    // popoverLayoutMargins bound where the popover may show: with no room on any side (an
    // anchor that left the window, a container resized around it) it stays inside them.
    frame.size.width = min(frame.width, max(0, bounds.width))
    frame.size.height = min(frame.height, max(0, bounds.height))
    frame.origin.x = max(bounds.minX, min(frame.minX, bounds.maxX - frame.width))
    frame.origin.y = max(bounds.minY, min(frame.minY, bounds.maxY - frame.height))
    return (frame, direction)
  }

  /// Ended inside a chain dismissed from below it: its arrow chrome goes, and the sheet it
  /// became in compact size classes undoes its own (the presenter scaled back, the backdrop).
  package override func _dismissedWithinChain() {
    _chrome.remove()
    _removeBackground()
    _adaptiveSheet?._dismissedWithinChain()
  }

  package override func _adaptationDidChange() {
    if isAdapted {
      _chrome.remove()
      _backgroundView?.removeFromSuperview()
      _restoreContentAppearance()
      arrowDirection = .unknown
      presentedView?.layer.cornerRadius = 0
      // Re-adapted into its sheet on screen: the sheet's chrome and drag, as at present time.
      if let sheet = _activeSheet {
        sheet.presentationTransitionWillBegin()
        sheet.presentationTransitionDidEnd(true)
      }
    } else {
      // Back from its sheet: the sheet's chrome and drag leave, as when it is dismissed.
      if let sheet = _adaptiveSheet, sheet.dimmingView.superview != nil { sheet.dismissalTransitionDidEnd(true) }
      // Presented adapted, its background class was not asked yet: it is now.
      if popoverBackgroundViewClass != nil, _backgroundView == nil { _ = _prepareBackground() }
      presentationTransitionWillBegin()
      if let container = containerView { presentedView?.frame = _contentFrame(placement(in: container).frame) }
    }
  }

  open override func presentationTransitionWillBegin() {
    if let sheet = _activeSheet { return sheet.presentationTransitionWillBegin() }
    guard !isAdapted, let container = containerView else { return }
    let (frame, direction) = placement(in: container)
    arrowDirection = direction
    guard let background = _backgroundView else {
      return layoutArrow(frame: frame, direction: direction, in: container)
    }
    // The background class's view goes below the content and fades in with it.
    _chrome.remove()
    UIView.performWithoutAnimation {
      container.insertSubview(background, at: 0)
      layoutBackground(background, body: frame, direction: direction, in: container)
      background.alpha = 0
      _applyContentAppearance()
    }
    alongsideTransition { background.alpha = 1 }
  }

  open override func presentationTransitionDidEnd(_ completed: Bool) {
    if let sheet = _activeSheet { sheet.presentationTransitionDidEnd(completed) }
    if !completed {
      _chrome.remove()
      _removeBackground()
      arrowDirection = .unknown
    }
  }

  open override func dismissalTransitionWillBegin() {
    // The arrow is part of the presented view's outline: it fades with the body.
    if let sheet = _activeSheet { return sheet.dismissalTransitionWillBegin() }
    // A background class's view fades out with the content.
    if let background = _backgroundView, background.superview != nil {
      alongsideTransition { background.alpha = 0 }
    }
  }

  open override func dismissalTransitionDidEnd(_ completed: Bool) {
    if let sheet = _activeSheet { sheet.dismissalTransitionDidEnd(completed) }
    if completed {
      _chrome.remove()
      _removeBackground()
    } else if let background = _backgroundView {
      UIView.performWithoutAnimation { background.alpha = 1 }
    }
  }

  /// Runs `change` with the transition's animations, or at once when it is not animated.
  private func alongsideTransition(_ change: @escaping () -> Void) {
    if let coordinator = presentedViewController.transitionCoordinator, coordinator.isAnimated {
      coordinator.animate(alongsideTransition: { _ in change() }, completion: nil)
    } else {
      UIView.performWithoutAnimation(change)
    }
  }

  /// Takes the background class's view away and gives the content its own corners back.
  private func _removeBackground() {
    _backgroundView?.removeFromSuperview()
    _restoreContentAppearance()
  }

  /// The default content appearance above a background class that wants it: rounded corners.
  private func _applyContentAppearance() {
    guard let view = presentedView, _backgroundMetrics?.roundsContent == true else { return }
    if _contentCorner == nil { _contentCorner = (view.layer.cornerRadius, view.layer.masksToBounds) }
    view.layer.cornerRadius = Self.cornerRadius
    view.layer.masksToBounds = true
  }

  private func _restoreContentAppearance() {
    guard let view = presentedView, let corner = _contentCorner else { return }
    view.layer.cornerRadius = corner.radius
    view.layer.masksToBounds = corner.masks
    _contentCorner = nil
  }

  /// Lays out the background class's view around the body at `body`: the arrow's height added
  /// on the arrow's side; `arrowOffset` from the view's centre to the anchor's middle, the
  /// arrow's base kept inside the body.
  private func layoutBackground(
    _ background: UIPopoverBackgroundView, body: CGRect, direction: UIPopoverArrowDirection, in container: UIView
  ) {
    guard let metrics = _backgroundMetrics else { return }
    let anchor = _anchorRect(in: container)
    let a = metrics.arrowHeight
    var frame = body
    switch direction {
    case .up: frame = CGRect(x: body.minX, y: body.minY - a, width: body.width, height: body.height + a)
    case .down: frame.size.height += a
    case .left: frame = CGRect(x: body.minX - a, y: body.minY, width: body.width + a, height: body.height)
    case .right: frame.size.width += a
    default: break
    }
    func clamp(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat {
      low <= high ? min(max(value, low), high) : (low + high) / 2
    }
    let half = metrics.arrowBase / 2
    let offset: CGFloat
    switch direction {
    case .up, .down: offset = clamp(anchor.midX, body.minX + half, body.maxX - half) - frame.midX
    case .left, .right: offset = clamp(anchor.midY, body.minY + half, body.maxY - half) - frame.midY
    default: offset = 0
    }
    if background.arrowDirection != direction { background.arrowDirection = direction }
    if background.arrowOffset != offset { background.arrowOffset = offset }
    background.frame = frame
  }

  /// Draws the body and the arrow as one outline on the presented view (at `frame`): the
  /// arrow's tip points at the anchor's middle, kept `2 × arrowHeight` from the corners.
  private func layoutArrow(frame: CGRect, direction: UIPopoverArrowDirection, in container: UIView) {
    guard let view = presentedView else { return }
    let anchor = _anchorRect(in: container)
    let side = Self.arrowHeight * 2
    let along: CGFloat
    switch direction {
    case .up, .down: along = min(max(anchor.midX, frame.minX + side), frame.maxX - side) - frame.minX
    default: along = min(max(anchor.midY, frame.minY + side), frame.maxY - side) - frame.minY
    }
    let outline = PopoverChrome.outline(
      size: frame.size, direction: direction, arrowCenter: along, cornerRadius: Self.cornerRadius,
      arrowHeight: Self.arrowHeight)
    _chrome.apply(to: view, size: frame.size, outline: outline, color: backgroundColor ?? view.backgroundColor ?? .systemBackground)
  }

  open override func containerViewWillLayoutSubviews() {
    // Adapted to a full-screen style, it lays out as the built-in full-screen ones do.
    if let sheet = _activeSheet { return sheet.containerViewWillLayoutSubviews() }
    if isAdapted { return _layoutPresentedViewAtRest() }
    guard let container = containerView, _record != nil else { return }
    var (frame, direction) = placement(in: container)
    if let popoverDelegate, container.bounds.size != lastContainerSize, lastContainerSize != nil {
      var rect = _anchorRect(in: container)
      var view: UIView = sourceView ?? container
      popoverDelegate.popoverPresentationController(self, willRepositionPopoverTo: &rect, in: &view)
      sourceView = view
      sourceRect = view.convert(rect, from: container)
      (frame, direction) = placement(in: container)
    }
    lastContainerSize = container.bounds.size
    arrowDirection = direction
    presentedView?.frame = _contentFrame(frame)
    if let background = _backgroundView {
      layoutBackground(background, body: frame, direction: direction, in: container)
    } else {
      layoutArrow(frame: frame, direction: direction, in: container)
    }
  }
  private var lastContainerSize: CGSize?

  open override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
    containerView?.setNeedsLayout()
    containerView?.layoutIfNeeded()
  }

  // MARK: Outside taps

  /// Hit-testing of the popover's container: the popover itself gets touches; passthrough views
  /// get theirs (the container steps aside); anything else is an outside tap.
  override func _hitTestContainer(_ container: UIView, point: CGPoint, event: UIEvent?, default: () -> UIView?) -> UIView? {
    if let sheet = _activeSheet { return sheet._hitTestContainer(container, point: point, event: event, default: `default`) }
    if isAdapted { return `default`() }
    // The popover's content: the presented view, or what stands in for it when a
    // `.currentContext` presentation over the content took it out (its container).
    var content = presentedView
    while let v = content, v.superview == nil, let standIn = v._presentationStandIn { content = standIn }
    if let view = content, view.superview === container, view.frame.contains(point) { return `default`() }
    // The background class's border and arrow are part of the popover.
    if let background = _backgroundView, background.superview === container, background.frame.contains(point) {
      return `default`()
    }
    for pass in passthroughViews ?? [] where pass.window === container.window {
      let p = pass.convert(point, from: container)
      if pass.point(inside: p, with: event) { return nil }
    }
    return container
  }

  /// A tap outside the popover: asks the delegate and dismisses (user-initiated only). True when
  /// the delegate was told of the attempt or the dismissal started (VoiceOver's escape).
  @discardableResult
  func _outsideTap() -> Bool {
    guard !isAdapted, _record != nil, presentedViewController.transitionCoordinator == nil else { return false }
    // The adaptive delegate's dismissal calls came with iOS 13; under `.iOS12` only the popover
    // delegate's own pair is called (`isModalInPopover` refuses silently).
    let today = UIApplication.shared.linkedSDK == .iOS17
    if presentedViewController._isModalInPresentationIncludingChildren {
      if today { delegate?.presentationControllerDidAttemptToDismiss(self) }
      return today
    }
    let should: Bool
    if let popoverDelegate {
      should = popoverDelegate.popoverPresentationControllerShouldDismissPopover(self)
    } else {
      should = today ? delegate?.presentationControllerShouldDismiss(self) ?? true : true
    }
    guard should else { return false }
    if today { delegate?.presentationControllerWillDismiss(self) }
    // An action sheet shown as a popover: its cancel action's handler runs after the dismissal.
    let presented = presentedViewController
    presentingViewController.dismiss(animated: true) { [weak self, presented] in
      presented._popoverDismissedByOutsideTap()
      guard let self else { return }
      if today { self.delegate?.presentationControllerDidDismiss(self) }
      self.popoverDelegate?.popoverPresentationControllerDidDismissPopover(self)
    }
    return true
  }
}
