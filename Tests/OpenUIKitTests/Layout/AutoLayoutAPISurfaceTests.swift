import Foundation
import OpenUIKitTesting
import Testing
import UIKit

/// Auto Layout API beyond constraints and anchors (issue 17 item 1): the margins a view reports,
/// margin change callbacks, scroll views' content and frame guides, alignment rectangles,
/// baseline views, `requiresConstraintBasedLayout`, the scene priorities, text-style fonts.
@MainActor
@Suite(.serialized)
struct AutoLayoutAPISurfaceTests {
  final class MarginCountingView: UIView {
    var changes = 0
    override func layoutMarginsDidChange() {
      super.layoutMarginsDidChange()
      changes += 1
    }
  }

  final class MarginCountingController: UIViewController {
    var changes = 0
    override func viewLayoutMarginsDidChange() {
      super.viewLayoutMarginsDidChange()
      changes += 1
    }
  }

  @Test("UIKit: layoutMargins reads back what was set on a plain view (8 pt each side by default) (UIView.layoutMargins docs)")
  func plainViewMarginsReadBack() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(view.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
  }

  @Test("UIKit: a root view's layoutMargins read the margins it has — system minimum at the sides, safe area above and below (spec B3; layoutMargins include the safe area [O])")
  func rootViewMarginsReadEffective() {
    let controller = UIViewController()
    let window = makeWindow(root: controller)
    window.layoutIfNeeded()
    #expect(controller.view.layoutMargins == UIEdgeInsets(top: 59, left: 16, bottom: 34, right: 16))
    #expect(controller.view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 59, leading: 16, bottom: 34, trailing: 16))
    let guide = controller.view.layoutMarginsGuide.layoutFrame
    #expect(guide == controller.view.bounds.inset(by: controller.view.layoutMargins))
    window.isHidden = true
  }

  @Test("UIKit: layoutMarginsDidChange() runs when the margins are set to a new value, not for the same value (layoutMarginsDidChange docs)")
  func layoutMarginsDidChangeOnSet() {
    let view = MarginCountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(view.changes == 1)
    view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(view.changes == 1)
    view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 5)
    #expect(view.changes == 2)
  }

  @Test("UIKit: viewLayoutMarginsDidChange() runs when the root view gets its margins in a window and again when the safe area moves them (viewLayoutMarginsDidChange docs)")
  func viewLayoutMarginsDidChangeInLayout() {
    let controller = MarginCountingController()
    let window = makeWindow(root: controller)
    window.layoutIfNeeded()
    #expect(controller.changes == 1)
    window.setNeedsLayout()
    window.layoutIfNeeded()
    #expect(controller.changes == 1)
    controller.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
    controller.view.setNeedsLayout()
    window.layoutIfNeeded()
    #expect(controller.changes == 2)
    #expect(controller.view.layoutMargins.top == 69)
    window.isHidden = true
  }

  /// A 300×400 scroll view in a 400×800 root, and one content view.
  func makeScrollView() -> (root: UIView, scrollView: UIScrollView, content: UIView) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let scrollView = UIScrollView(frame: CGRect(x: 50, y: 100, width: 300, height: 400))
    root.addSubview(scrollView)
    let content = UIView()
    content.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(content)
    return (root, scrollView, content)
  }

  @Test("UIKit: constraints to contentLayoutGuide set contentSize; its layoutFrame is the content area (Working with Scroll Views; contentLayoutGuide docs)")
  func contentLayoutGuideSetsContentSize() {
    let (root, scrollView, content) = makeScrollView()
    NSLayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
      content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
      content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
      content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
      content.heightAnchor.constraint(equalToConstant: 1000),
    ])
    root.layoutIfNeeded()
    #expect(content.frame == CGRect(x: 0, y: 0, width: 300, height: 1000))
    #expect(scrollView.contentSize == CGSize(width: 300, height: 1000))
    #expect(scrollView.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 300, height: 1000))
    #expect(scrollView.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 300, height: 400))
  }

  @Test("UIKit: a scroll view's edges related to its content attach to the content area, its width to the frame; the constraint keeps its items (Working with Scroll Views)")
  func scrollViewEdgesAttachToContentArea() {
    let (root, scrollView, content) = makeScrollView()
    let bottom = content.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor)
    NSLayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: scrollView.topAnchor),
      content.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
      bottom,
      content.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
      content.heightAnchor.constraint(equalToConstant: 900),
    ])
    root.layoutIfNeeded()
    // Not squeezed into the 400-pt frame: the content area grows to 900.
    #expect(content.frame == CGRect(x: 0, y: 0, width: 300, height: 900))
    #expect(scrollView.contentSize == CGSize(width: 300, height: 900))
    #expect(scrollView.frame == CGRect(x: 50, y: 100, width: 300, height: 400))
    #expect(bottom.secondItem === scrollView)
    #expect(bottom.secondAttribute == .bottom)
  }

  @Test("UIKit: without constraints on its size the content guide keeps the contentSize that was set (contentLayoutGuide docs)")
  func contentGuideWithoutSizeConstraintsKeepsContentSize() {
    let (root, scrollView, content) = makeScrollView()
    scrollView.contentSize = CGSize(width: 300, height: 2000)
    NSLayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 10),
      content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
      content.widthAnchor.constraint(equalToConstant: 100),
      content.heightAnchor.constraint(equalToConstant: 100),
    ])
    root.layoutIfNeeded()
    #expect(content.frame == CGRect(x: 0, y: 10, width: 100, height: 100))
    #expect(scrollView.contentSize == CGSize(width: 300, height: 2000))
  }

  @Test("UIKit: a view pinned to frameLayoutGuide stays where the scroll view is while the content scrolls (frameLayoutGuide docs)")
  func frameGuideStaysOnScreen() {
    let (root, scrollView, content) = makeScrollView()
    scrollView.contentSize = CGSize(width: 300, height: 2000)
    NSLayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: scrollView.frameLayoutGuide.topAnchor, constant: 8),
      content.leadingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.leadingAnchor, constant: 8),
      content.widthAnchor.constraint(equalToConstant: 40),
      content.heightAnchor.constraint(equalToConstant: 40),
    ])
    root.layoutIfNeeded()
    #expect(content.frame == CGRect(x: 8, y: 8, width: 40, height: 40))
    scrollView.contentOffset = CGPoint(x: 0, y: 200)
    root.layoutIfNeeded()
    #expect(content.frame == CGRect(x: 8, y: 208, width: 40, height: 40))
    #expect(content.convert(content.bounds, to: root).minY == 108)
  }

  final class InsetView: UIView {
    override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4) }
  }

  @Test("UIKit: constraints place the alignment rectangle; the frame is it outset by alignmentRectInsets (alignmentRectInsets, frame(forAlignmentRect:) docs)")
  func alignmentRectangles() {
    let (root, child) = (UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800)), InsetView())
    child.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(child)
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      child.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      child.widthAnchor.constraint(equalToConstant: 50),
      child.heightAnchor.constraint(equalToConstant: 30),
    ])
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 8, y: 19, width: 56, height: 34))
    #expect(child.alignmentRect(forFrame: child.frame) == CGRect(x: 10, y: 20, width: 50, height: 30))
    #expect(child.frame(forAlignmentRect: CGRect(x: 10, y: 20, width: 50, height: 30)) == child.frame)
    let plain = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
    #expect(plain.alignmentRect(forFrame: plain.frame) == plain.frame)
  }

  final class BaselineContainer: UIView {
    let label = UILabel()
    override var forFirstBaselineLayout: UIView { label }
    override var forLastBaselineLayout: UIView { label }
  }

  @Test("UIKit: a view's baseline anchors follow its forFirstBaselineLayout / forLastBaselineLayout view (forFirstBaselineLayout docs)")
  func baselineViews() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let container = BaselineContainer()
    let other = UILabel()
    other.text = "Other"
    container.label.text = "Inner"
    for v in [container, other, container.label] { v.translatesAutoresizingMaskIntoConstraints = false }
    root.addSubview(container)
    root.addSubview(other)
    container.addSubview(container.label)
    NSLayoutConstraint.activate([
      container.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
      container.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      container.widthAnchor.constraint(equalToConstant: 200),
      container.heightAnchor.constraint(equalToConstant: 100),
      container.label.topAnchor.constraint(equalTo: container.topAnchor, constant: 30),
      container.label.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      other.leadingAnchor.constraint(equalTo: container.trailingAnchor),
      other.firstBaselineAnchor.constraint(equalTo: container.firstBaselineAnchor),
    ])
    root.layoutIfNeeded()
    // Same font, same first baseline: the two labels' tops line up (130), not the container's bottom.
    #expect(other.frame.minY == 130)
  }

  final class ConstraintBuildingView: UIView {
    var updates = 0
    override class var requiresConstraintBasedLayout: Bool { true }
    override func updateConstraints() {
      updates += 1
      super.updateConstraints()
    }
  }

  final class PlainCountingView: UIView {
    var updates = 0
    override func updateConstraints() {
      updates += 1
      super.updateConstraints()
    }
  }

  @Test("UIKit: a view whose class requires constraint-based layout gets updateConstraints() in its first layout pass (requiresConstraintBasedLayout docs)")
  func requiresConstraintBasedLayout() {
    #expect(UIView.requiresConstraintBasedLayout == false)
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let building = ConstraintBuildingView()
    let plain = PlainCountingView()
    root.addSubview(building)
    root.addSubview(plain)
    root.layoutIfNeeded()
    #expect(building.updates == 1)
    #expect(plain.updates == 0)
  }

  @Test("UIKit: the scene priorities are 510, 500 and 490 (UILayoutPriority docs)")
  func scenePriorities() {
    #expect(UILayoutPriority.dragThatCanResizeScene.rawValue == 510)
    #expect(UILayoutPriority.sceneSizeStayPut.rawValue == 500)
    #expect(UILayoutPriority.dragThatCannotResizeScene.rawValue == 490)
  }

  @Test("UIKit: preferredFont(forTextStyle:) at the default size — body 17, headline 17 semibold, caption2 11, largeTitle 34 (HIG type sizes)")
  func textStyleFonts() {
    #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
    #expect(UIFont.preferredFont(forTextStyle: .headline).pointSize == 17)
    #expect(UIFont.preferredFont(forTextStyle: .headline).fontName != UIFont.preferredFont(forTextStyle: .body).fontName)
    #expect(UIFont.preferredFont(forTextStyle: .body) == UIFont.systemFont(ofSize: 17))
    #expect(UIFont.preferredFont(forTextStyle: .caption2).pointSize == 11)
    #expect(UIFont.preferredFont(forTextStyle: .largeTitle, compatibleWith: nil).pointSize == 34)
  }

  @Test("UIKit: a constant or multiplier that is not finite raises NSInternalInconsistencyException ('…is not finite!  That's illegal.'); the constraint never activates, a set keeps the old constant (NSLayoutConstraint)")
  func nonFiniteConstants() {
    let (root, child) = makeConstraintRoot()
    let start = UIApplication.shared.diagnostics.count
    let bad = child.heightAnchor.constraint(equalToConstant: .infinity)
    bad.isActive = true
    #expect(!bad.isActive)
    let messages = diagnostics(since: start).map(\.message)
    #expect(messages.contains { $0.hasPrefix("NSLayoutConstraint constant is not finite!  That's illegal.  constant:inf firstAnchor:<NSLayoutDimension:") })
    let height = child.heightAnchor.constraint(equalToConstant: 40)
    height.isActive = true
    height.constant = .nan
    #expect(height.constant == 40)
    #expect(diagnostics(since: start).contains { $0.message.contains("constant:nan") })
    let ratio = child.widthAnchor.constraint(equalTo: child.heightAnchor, multiplier: .nan)
    ratio.isActive = true
    #expect(!ratio.isActive)
    #expect(diagnostics(since: start).contains { $0.message == "Multiplier is not finite!  That's illegal.  multiplier:nan" })
    root.layoutIfNeeded()
    #expect(child.frame.height == 40)
  }

  @Test("UIKit: a subview's safe-area inset is what of it lies outside its superview's safe area, no more than the superview's own inset on that side (safeAreaInsets docs; capped [O])")
  func safeAreaInsetCappedAtSuperview() {
    let controller = UIViewController()
    let window = makeWindow(root: controller)
    let inside = UIView(frame: CGRect(x: 0, y: 30, width: 100, height: 100))
    let beyond = UIView(frame: CGRect(x: 0, y: -200, width: 100, height: 100))
    let below = UIView(frame: CGRect(x: 0, y: 900, width: 100, height: 100))
    for v in [inside, beyond, below] { controller.view.addSubview(v) }
    #expect(inside.safeAreaInsets.top == 29)
    #expect(beyond.safeAreaInsets.top == 59)
    #expect(below.safeAreaInsets.bottom == 34)
    #expect(below.safeAreaInsets.top == 0)
    window.isHidden = true
  }

  @Test("UIKit: UIFontMetrics scales by 1 at the default content size category; maximumPointSize caps (UIFontMetrics docs)")
  func fontMetricsAtDefaultCategory() {
    let body = UIFont.preferredFont(forTextStyle: .body)
    #expect(UIFontMetrics.default.scaledFont(for: body) == body)
    #expect(UIFontMetrics(forTextStyle: .title1).scaledValue(for: 24) == 24)
    #expect(UIFontMetrics(forTextStyle: .largeTitle).scaledFont(for: .systemFont(ofSize: 40), maximumPointSize: 30).pointSize == 30)
  }
}
