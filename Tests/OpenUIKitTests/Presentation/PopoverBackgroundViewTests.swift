import Foundation
import OpenQuartzCore
import OpenUIKitTesting
import Testing
import UIKit

/// A background class as apps write one: fixed metrics, its own storage for the two properties,
/// a layout pass that follows them (UIKit's subclassing notes).
@MainActor
final class PopoverBubbleBackground: UIPopoverBackgroundView {
  static var metricReads = 0
  static var square = false
  private var direction: UIPopoverArrowDirection = .any
  private var offset: CGFloat = 0
  private(set) var offsetsSet: [CGFloat] = []
  let arrow = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .clear
    addSubview(arrow)
  }
  required init?(coder: NSCoder) { nil }

  override class func arrowBase() -> CGFloat { metricReads += 1; return 30 }
  override class func arrowHeight() -> CGFloat { metricReads += 1; return 20 }
  override class func contentViewInsets() -> UIEdgeInsets { metricReads += 1; return UIEdgeInsets(top: 8, left: 6, bottom: 10, right: 4) }
  override class var wantsDefaultContentAppearance: Bool { !square }
  override var arrowDirection: UIPopoverArrowDirection {
    get { direction }
    set { direction = newValue; setNeedsLayout() }
  }
  override var arrowOffset: CGFloat {
    get { offset }
    set { offset = newValue; offsetsSet.append(newValue); setNeedsLayout() }
  }
  override func layoutSubviews() {
    super.layoutSubviews()
    switch direction {
    case .up: arrow.center = CGPoint(x: bounds.midX + offset, y: 10)
    case .down: arrow.center = CGPoint(x: bounds.midX + offset, y: bounds.maxY - 10)
    case .left: arrow.center = CGPoint(x: 10, y: bounds.midY + offset)
    default: arrow.center = CGPoint(x: bounds.maxX - 10, y: bounds.midY + offset)
    }
  }
}

/// Overrides the metrics but not `arrowOffset` (UIKit raises when the popover sets it).
@MainActor
final class PopoverHalfBackground: UIPopoverBackgroundView {
  override class func arrowBase() -> CGFloat { 20 }
  override class func arrowHeight() -> CGFloat { 10 }
  override class func contentViewInsets() -> UIEdgeInsets { .zero }
  private var direction: UIPopoverArrowDirection = .any
  override var arrowDirection: UIPopoverArrowDirection {
    get { direction }
    set { direction = newValue }
  }
}

/// A subclass nobody registered a factory for.
@MainActor
final class PopoverUnregisteredBackground: UIPopoverBackgroundView {
  override class func arrowBase() -> CGFloat { 20 }
  override class func arrowHeight() -> CGFloat { 10 }
  override class func contentViewInsets() -> UIEdgeInsets { .zero }
}

/// Conforms to the metrics protocol without being a view.
@MainActor
final class PopoverMetricsOnly: UIPopoverBackgroundViewMethods {
  static func arrowBase() -> CGFloat { 20 }
  static func arrowHeight() -> CGFloat { 10 }
  static func contentViewInsets() -> UIEdgeInsets { .zero }
}

/// `UIPopoverPresentationController.popoverBackgroundViewClass` and `UIPopoverBackgroundView`
/// (UIKit's class reference; choices in Docs/Behaviour/pop18.md).
@MainActor
@Suite(.serialized)
struct PopoverBackgroundViewTests {
  init() {
    StoryboardClassRegistry.registerPopoverBackgroundView(PopoverBubbleBackground.self) { PopoverBubbleBackground(frame: $0) }
    StoryboardClassRegistry.registerPopoverBackgroundView(PopoverHalfBackground.self) { PopoverHalfBackground(frame: $0) }
    PopoverBubbleBackground.square = false
  }

  /// A popover from a 80×40 anchor at (100, 100) in a regular-width window.
  func present(
    arrows: UIPopoverArrowDirection = .up, anchor anchorFrame: CGRect = CGRect(x: 100, y: 100, width: 80, height: 40),
    background: (any UIPopoverBackgroundViewMethods.Type)? = PopoverBubbleBackground.self, animated: Bool = true
  ) -> (a: UIViewController, b: UIViewController, pc: UIPopoverPresentationController, window: UIWindow) {
    let a = UIViewController()
    let window = makeWindow(root: a, size: regularSize)
    let anchor = UIView(frame: anchorFrame)
    a.view.addSubview(anchor)
    let b = UIViewController()
    b.preferredContentSize = CGSize(width: 300, height: 200)
    b.modalPresentationStyle = .popover
    let pc = b.popoverPresentationController!
    pc.sourceView = anchor
    pc.permittedArrowDirections = arrows
    pc.popoverBackgroundViewClass = background
    a.present(b, animated: animated)
    return (a, b, pc, window)
  }

  func background(of b: UIViewController) -> PopoverBubbleBackground? {
    b.view.superview?.subviews.compactMap { $0 as? PopoverBubbleBackground }.first
  }

  @Test("UIKit [D]: the content sits contentViewInsets() inside the background, the arrow's height beside it on the arrow's side")
  func metricsPlaceContentAndBackground() throws {
    let (_, b, pc, _) = present(arrows: .up)
    UIApplication.shared.runUntilIdle()
    let bg = try #require(background(of: b))
    #expect(pc.arrowDirection == .up)
    #expect(bg.arrowDirection == .up)
    // The content keeps its preferred size; the background adds the insets and the arrow above.
    #expect(b.view.frame.size == CGSize(width: 300, height: 200))
    #expect(bg.frame.size == CGSize(width: 300 + 6 + 4, height: 200 + 8 + 10 + 20))
    #expect(bg.frame.minY == 140)  // the anchor's bottom: the arrow's tip touches it
    #expect(b.view.frame.minY == CGFloat(140 + 20 + 8))
    #expect(b.view.frame.minX == bg.frame.minX + 6)
    #expect(pc.frameOfPresentedViewInContainerView == b.view.frame)
  }

  @Test("UIKit [D]: arrowOffset is the distance from the background's centre to the arrow's centre line, pointing at the anchor")
  func arrowOffsetFromCentre() throws {
    // An anchor near the left edge: the popover cannot centre on it, so the arrow moves left.
    let (_, b, _, _) = present(arrows: .up, anchor: CGRect(x: 20, y: 100, width: 60, height: 40))
    UIApplication.shared.runUntilIdle()
    let bg = try #require(background(of: b))
    #expect(bg.arrowOffset < 0)
    #expect(bg.frame.midX + bg.arrowOffset == 50)
    // The subclass's layout follows the values the popover set.
    #expect(bg.arrow.center.x == bg.bounds.midX + bg.arrowOffset)
  }

  @Test("UIKit [D]: a sideways arrow — the arrow's height on the left, the offset along the vertical axis")
  func sidewaysArrow() throws {
    let (_, b, pc, _) = present(arrows: .left, anchor: CGRect(x: 100, y: 300, width: 80, height: 40))
    UIApplication.shared.runUntilIdle()
    let bg = try #require(background(of: b))
    #expect(pc.arrowDirection == .left && bg.arrowDirection == .left)
    #expect(bg.frame.minX == 180)
    #expect(b.view.frame.minX == CGFloat(180 + 20 + 6))
    #expect(bg.frame.midY + bg.arrowOffset == 320)
  }

  @Test("UIKit [D]: the popover controller places the content on top of the background; the background fades with it and leaves after the dismissal")
  func backgroundBelowContentFadesAndLeaves() throws {
    let (_, b, _, _) = present()
    UIApplication.shared.advance(by: 0.1)
    let bg = try #require(background(of: b))
    let container = try #require(b.view.superview)
    let order = container.subviews.filter { $0 === bg || $0 === b.view }
    #expect(order.first === bg && order.last === b.view)
    let opacity = bg.layer.presentation()?.opacity ?? -1
    #expect(opacity > 0.05 && opacity < 0.95)
    UIApplication.shared.runUntilIdle()
    #expect(bg.alpha == 1)
    b.dismiss(animated: true)
    UIApplication.shared.advance(by: 0.1)
    let fading = bg.layer.presentation()?.opacity ?? -1
    #expect(fading > 0.05 && fading < 0.95)
    UIApplication.shared.runUntilIdle()
    #expect(bg.superview == nil)
  }

  @Test("UIKit [D]: with a background class the default outline is not drawn; wantsDefaultContentAppearance rounds the content, false leaves it square")
  func contentAppearance() throws {
    let (_, b, _, _) = present(animated: false)
    UIApplication.shared.runUntilIdle()
    #expect(b.view.layer.mask == nil)
    #expect(!(b.view.layer.sublayers ?? []).contains { $0 is CAShapeLayer })
    #expect(b.view.layer.cornerRadius > 0 && b.view.layer.masksToBounds)
    b.dismiss(animated: false)
    UIApplication.shared.runUntilIdle()
    #expect(b.view.layer.cornerRadius == 0 && !b.view.layer.masksToBounds)

    PopoverBubbleBackground.square = true
    let (_, c, _, _) = present(animated: false)
    UIApplication.shared.runUntilIdle()
    #expect(c.view.layer.cornerRadius == 0 && !c.view.layer.masksToBounds)
  }

  @Test("UIKit [D]: the protocol's methods are called only once, when the popover is presented")
  func metricsAskedOnce() throws {
    PopoverBubbleBackground.metricReads = 0
    let (_, b, _, _) = present()
    UIApplication.shared.runUntilIdle()
    #expect(PopoverBubbleBackground.metricReads == 3)
    b.preferredContentSize = CGSize(width: 260, height: 240)
    UIApplication.shared.runUntilIdle()
    #expect(b.view.frame.size == CGSize(width: 260, height: 240))
    #expect(PopoverBubbleBackground.metricReads == 3)
  }

  @Test("UIKit [D]: arrowOffset can change while the popover is on screen (a new size moves it)")
  func offsetFollowsChanges() throws {
    let (_, b, _, _) = present(arrows: .up, anchor: CGRect(x: 20, y: 100, width: 60, height: 40))
    UIApplication.shared.runUntilIdle()
    let bg = try #require(background(of: b))
    let before = bg.arrowOffset
    b.preferredContentSize = CGSize(width: 200, height: 200)
    UIApplication.shared.runUntilIdle()
    #expect(bg.arrowOffset != before)
    #expect(bg.frame.midX + bg.arrowOffset == 50)
  }

  @Test("UIKit [D]: the background's border is part of the popover (a tap there does not dismiss); a tap outside does")
  func borderIsInside() throws {
    let (a, b, _, window) = present()
    UIApplication.shared.runUntilIdle()
    let bg = try #require(background(of: b))
    // The arrow's area, above the content and inside the background.
    window.tap(at: CGPoint(x: b.view.frame.midX, y: bg.frame.minY + 15))
    UIApplication.shared.runUntilIdle()
    #expect(a.presentedViewController === b)
    window.tap(at: CGPoint(x: 900, y: 700))
    UIApplication.shared.runUntilIdle()
    #expect(a.presentedViewController == nil)
  }

  @Test("UIKit [D]: a subclass must override arrowOffset: the exception is reported and the popover is not presented")
  func missingOverride() throws {
    let start = UIApplication.shared.diagnostics.count
    let (a, b, _, _) = present(background: PopoverHalfBackground.self)
    UIApplication.shared.runUntilIdle()
    let messages = diagnostics(since: start).map(\.message)
    #expect(messages.contains("-[PopoverHalfBackground setArrowOffset:] must be implemented by subclassers."))
    #expect(a.presentedViewController == nil && b.presentingViewController == nil)
  }

  @Test("UIKit [D]: the class must be a subclass of UIPopoverBackgroundView — a protocol-only class is an exception and no presentation")
  func notAViewClass() throws {
    let start = UIApplication.shared.diagnostics.count
    let (a, _, _, _) = present(background: PopoverMetricsOnly.self)
    UIApplication.shared.runUntilIdle()
    #expect(diagnostics(since: start).map(\.message).contains(
      "The popoverBackgroundViewClass PopoverMetricsOnly must be a subclass of UIPopoverBackgroundView."))
    #expect(a.presentedViewController == nil)
  }

  @Test("Behaviour pop18 [U]: the arrow points at the anchor's middle only as far as its base stays inside the body")
  func arrowBaseStaysInsideBody() throws {
    // An anchor near the top: the body cannot go above the 10 pt margin, the arrow stops half
    // its base (15 pt) below the body's top.
    let (_, b, _, _) = present(arrows: .left, anchor: CGRect(x: 100, y: 5, width: 80, height: 20))
    UIApplication.shared.runUntilIdle()
    let bg = try #require(background(of: b))
    #expect(bg.arrowDirection == .left)
    #expect(bg.frame.minY == 10)
    #expect(bg.frame.midY + bg.arrowOffset == bg.frame.minY + 15)
  }

  @Test("Port: a background class with no factory draws the default popover (with a warning saying how to register one)")
  func unregisteredClass() throws {
    let start = UIApplication.shared.diagnostics.count
    let (a, b, _, _) = present(background: PopoverUnregisteredBackground.self)
    UIApplication.shared.runUntilIdle()
    #expect(a.presentedViewController === b)
    #expect(b.view.layer.mask is CAShapeLayer)
    #expect(diagnostics(since: start).contains { $0.message.contains("StoryboardClassRegistry.registerPopoverBackgroundView") })
  }

  @Test("UIKit [D]: adapted to a sheet in compact width, the popover makes no background view")
  func adaptedHasNoBackground() throws {
    PopoverBubbleBackground.metricReads = 0
    let a = UIViewController()
    _ = makeWindow(root: a, sdk: .iOS17)
    let b = UIViewController()
    b.modalPresentationStyle = .popover
    b.popoverPresentationController?.sourceView = a.view
    b.popoverPresentationController?.popoverBackgroundViewClass = PopoverBubbleBackground.self
    a.present(b, animated: false)
    UIApplication.shared.runUntilIdle()
    #expect(a.presentedViewController === b)
    #expect(!(b.view.superview?.subviews ?? []).contains { $0 is PopoverBubbleBackground })
    #expect(PopoverBubbleBackground.metricReads == 0)
  }
}
