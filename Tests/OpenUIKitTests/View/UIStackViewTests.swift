import Foundation
import OpenUIKitTesting
import Testing
import UIKit

/// A view with a fixed intrinsic content size, as labels and buttons have.
@MainActor
final class SizedView: UIView {
  var size: CGSize
  init(_ width: CGFloat, _ height: CGFloat) {
    size = CGSize(width: width, height: height)
    super.init(frame: .zero)
  }
  required init?(coder: NSCoder) { nil }
  override var intrinsicContentSize: CGSize { size }
}

/// UIStackView rules, from Apple's UIStackView reference (Distribution, Alignment,
/// arrangedSubviews, isLayoutMarginsRelativeArrangement, customSpacing(after:)).
@MainActor
@Suite(.serialized)
struct UIStackViewTests {
  /// A root 400 × 800 holding `stack` pinned at (10, 20) with the given width (and height).
  func host(_ stack: UIStackView, width: CGFloat? = nil, height: CGFloat? = nil) -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10).isActive = true
    stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 20).isActive = true
    if let width { stack.widthAnchor.constraint(equalToConstant: width).isActive = true }
    if let height { stack.heightAnchor.constraint(equalToConstant: height).isActive = true }
    return root
  }

  @Test("UIKit: .fill stretches the view of lowest hugging priority, the first one when priorities tie; .fill alignment gives every view the stack's height (UIStackView.Distribution.fill docs)")
  func fillStretchesFirst() {
    let a = SizedView(50, 20), b = SizedView(60, 30)
    let stack = UIStackView(arrangedSubviews: [a, b])
    stack.spacing = 10
    let root = host(stack, width: 300)
    root.layoutIfNeeded()
    #expect(!a.translatesAutoresizingMaskIntoConstraints && a.superview === stack)
    #expect(a.frame == CGRect(x: 0, y: 0, width: 230, height: 30))
    #expect(b.frame == CGRect(x: 240, y: 0, width: 60, height: 30))
    #expect(stack.frame == CGRect(x: 10, y: 20, width: 300, height: 30))
    a.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
    root.layoutIfNeeded()
    #expect(a.frame.width == 50)
    #expect(b.frame == CGRect(x: 60, y: 0, width: 240, height: 30))
  }

  @Test("UIKit: .fill shrinks the view of lowest compression resistance when the views do not fit (UIStackView.Distribution.fill docs)")
  func fillCompresses() {
    let a = SizedView(200, 20), b = SizedView(200, 20)
    b.setContentCompressionResistancePriority(UILayoutPriority(700), for: .horizontal)
    let stack = UIStackView(arrangedSubviews: [a, b])
    let root = host(stack, width: 300)
    root.layoutIfNeeded()
    #expect(a.frame.width == 200)
    #expect(b.frame == CGRect(x: 200, y: 0, width: 100, height: 20))
  }

  @Test("UIKit: .fillEqually gives every arranged view the same length along the axis (UIStackView.Distribution.fillEqually docs)")
  func fillEqually() {
    let views = [SizedView(10, 10), SizedView(80, 10), SizedView(30, 10)]
    let stack = UIStackView(arrangedSubviews: views)
    stack.distribution = .fillEqually
    stack.spacing = 15
    let root = host(stack, width: 300)
    root.layoutIfNeeded()
    #expect(views.map(\.frame.minX) == [0, 105, 210])
    #expect(views.allSatisfy { $0.frame.width == 90 })
  }

  @Test("UIKit: .fillProportionally sizes the views in proportion to their intrinsic lengths (UIStackView.Distribution.fillProportionally docs)")
  func fillProportionally() {
    let a = SizedView(50, 10), b = SizedView(150, 10)
    let stack = UIStackView(arrangedSubviews: [a, b])
    stack.distribution = .fillProportionally
    let root = host(stack, width: 400)
    root.layoutIfNeeded()
    #expect(a.frame.width == 100)
    #expect(b.frame == CGRect(x: 100, y: 0, width: 300, height: 10))
  }

  @Test("UIKit: .fillProportionally re-proportions when an arranged view's intrinsic length changes (invalidateIntrinsicContentSize; a label's new text)")
  func fillProportionallyFollowsIntrinsicChanges() {
    let a = SizedView(50, 10), b = SizedView(150, 10)
    let label = UILabel()
    label.text = "ab"
    let stack = UIStackView(arrangedSubviews: [a, b])
    stack.distribution = .fillProportionally
    let root = host(stack, width: 400)
    root.layoutIfNeeded()
    #expect(a.frame.width == 100)
    a.size.width = 150
    a.invalidateIntrinsicContentSize()
    root.layoutIfNeeded()
    #expect(a.frame.width == 200)
    #expect(b.frame == CGRect(x: 200, y: 0, width: 200, height: 10))
    // A label's text: its intrinsic width follows the text.
    stack.addArrangedSubview(label)
    root.layoutIfNeeded()
    let short = label.frame.width
    label.text = "a much longer title"
    root.layoutIfNeeded()
    #expect(label.frame.width > short)
    let total = a.intrinsicContentSize.width + b.intrinsicContentSize.width + label.intrinsicContentSize.width
    #expect(abs(label.frame.width - 400 * label.intrinsicContentSize.width / total) <= 1)
  }

  @Test("UIKit: .equalSpacing keeps the views at their intrinsic sizes and spreads the rest of the axis equally between them (UIStackView.Distribution.equalSpacing docs)")
  func equalSpacing() {
    let views = [SizedView(50, 10), SizedView(60, 10), SizedView(70, 10)]
    let stack = UIStackView(arrangedSubviews: views)
    stack.distribution = .equalSpacing
    let root = host(stack, width: 300)
    root.layoutIfNeeded()
    #expect(views.map(\.frame.width) == [50, 60, 70])
    #expect(views.map(\.frame.minX) == [0, 110, 230])
  }

  @Test("UIKit: .equalCentering spaces the views' centres equally (UIStackView.Distribution.equalCentering docs)")
  func equalCentering() {
    let views = [SizedView(20, 10), SizedView(60, 10), SizedView(20, 10)]
    let stack = UIStackView(arrangedSubviews: views)
    stack.distribution = .equalCentering
    let root = host(stack, width: 300)
    root.layoutIfNeeded()
    let centres = views.map(\.frame.midX)
    #expect(centres == [10, 150, 290])
  }

  @Test("UIKit: .center alignment centres each view across a vertical stack, which is as tall as its views and spacing (UIStackView.Alignment.center docs)")
  func centerAlignment() {
    let a = SizedView(50, 20), b = SizedView(100, 40)
    let stack = UIStackView(arrangedSubviews: [a, b])
    stack.axis = .vertical
    stack.alignment = .center
    stack.spacing = 8
    let root = host(stack, width: 200)
    root.layoutIfNeeded()
    #expect(a.frame == CGRect(x: 75, y: 0, width: 50, height: 20))
    #expect(b.frame == CGRect(x: 50, y: 28, width: 100, height: 40))
    #expect(stack.frame.height == 68)
  }

  @Test("UIKit: .top/.leading and .bottom/.trailing alignments pin one edge; the stack is as tall as its tallest view (UIStackView.Alignment docs)")
  func edgeAlignments() {
    let a = SizedView(50, 20), b = SizedView(50, 40)
    let stack = UIStackView(arrangedSubviews: [a, b])
    stack.alignment = .top
    #expect(stack.alignment == .leading)
    let root = host(stack, width: 100)
    root.layoutIfNeeded()
    #expect(stack.frame.height == 40)
    #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 20))
    stack.alignment = .bottom
    root.layoutIfNeeded()
    #expect(a.frame == CGRect(x: 0, y: 20, width: 50, height: 20))
    #expect(b.frame == CGRect(x: 50, y: 0, width: 50, height: 40))
  }

  @Test("UIKit: .firstBaseline alignment lines up the labels' first baselines in a horizontal stack (UIStackView.Alignment.firstBaseline docs)")
  func firstBaselineAlignment() {
    let small = UILabel(), big = UILabel()
    small.text = "small"
    small.font = UIFont.systemFont(ofSize: 12)
    big.text = "Big"
    big.font = UIFont.systemFont(ofSize: 30)
    let stack = UIStackView(arrangedSubviews: [small, big])
    stack.alignment = .firstBaseline
    stack.spacing = 4
    let root = host(stack)
    root.layoutIfNeeded()
    let pixel = 1 / UIScreen.main.scale + 1e-9
    let smallBaseline = small.frame.minY + 0.951 * 12, bigBaseline = big.frame.minY + 0.951 * 30
    #expect(abs(smallBaseline - bigBaseline) <= 2 * pixel)
    #expect(big.frame.minY == 0)
    #expect(small.frame.minY > 0)
  }

  @Test("UIKit: a hidden arranged view collapses to zero length and its spacing goes; showing it brings both back (UIStackView arrangedSubviews docs)")
  func hiddenCollapses() {
    let views = [SizedView(50, 10), SizedView(60, 10), SizedView(70, 10)]
    let stack = UIStackView(arrangedSubviews: views)
    stack.spacing = 10
    let root = host(stack)
    root.layoutIfNeeded()
    #expect(views.map(\.frame.minX) == [0, 60, 130])
    #expect(stack.frame.width == 200)
    views[1].isHidden = true
    root.layoutIfNeeded()
    #expect(views[1].frame.width == 0)
    #expect(views[2].frame.minX == 60)
    #expect(stack.frame.width == 130)
    #expect(stack.arrangedSubviews.count == 3)
    views[1].isHidden = false
    root.layoutIfNeeded()
    #expect(views.map(\.frame.minX) == [0, 60, 130])
  }

  @Test("UIKit: hiding an arranged view inside an animation block with layoutIfNeeded animates the collapse frame by frame (UIStackView docs, animating isHidden)")
  func hiddenCollapseAnimates() {
    let a = SizedView(100, 50), b = SizedView(100, 50), c = SizedView(100, 50)
    let controller = UIViewController()
    let window = makeWindow(root: controller)
    let stack = UIStackView(arrangedSubviews: [a, b, c])
    stack.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
      stack.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 100),
    ])
    window.layoutIfNeeded()
    #expect(c.frame.minX == 200)
    UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
      b.isHidden = true
      stack.layoutIfNeeded()
    }
    #expect(c.frame.minX == 100)
    UIApplication.shared.advance(by: 0.5)
    let mid = c.layer.presentation()?.frame ?? .zero
    #expect(abs(mid.minX - 150) < 5)
    UIApplication.shared.runUntilIdle()
    #expect(c.layer.presentation()?.frame.minX == 100)
    window.isHidden = true
  }

  @Test("UIKit: removeArrangedSubview keeps the view as a subview; removeFromSuperview takes it out of arrangedSubviews too (UIStackView docs)")
  func removal() {
    let a = SizedView(50, 10), b = SizedView(60, 10), c = SizedView(70, 10)
    let stack = UIStackView(arrangedSubviews: [a, b, c])
    let root = host(stack)
    stack.removeArrangedSubview(a)
    #expect(stack.arrangedSubviews == [b, c])
    #expect(a.superview === stack)
    c.removeFromSuperview()
    #expect(stack.arrangedSubviews == [b])
    root.layoutIfNeeded()
    #expect(b.frame == CGRect(x: 0, y: 0, width: 60, height: 10))
    stack.insertArrangedSubview(c, at: 0)
    root.layoutIfNeeded()
    #expect(stack.arrangedSubviews == [c, b])
    #expect(b.frame.minX == 70)
  }

  @Test("UIKit: customSpacing(after:) is spacingUseDefault until set; a custom spacing replaces the stack's spacing after that view (UIStackView docs)")
  func customSpacing() {
    let a = SizedView(50, 10), b = SizedView(60, 10), c = SizedView(70, 10)
    let stack = UIStackView(arrangedSubviews: [a, b, c])
    stack.spacing = 5
    #expect(stack.customSpacing(after: a) == UIStackView.spacingUseDefault)
    stack.setCustomSpacing(30, after: a)
    #expect(stack.customSpacing(after: a) == 30)
    let root = host(stack)
    root.layoutIfNeeded()
    #expect([a, b, c].map(\.frame.minX) == [0, 80, 145])
    stack.spacing = UIStackView.spacingUseSystem
    root.layoutIfNeeded()
    #expect(c.frame.minX - 148 == 0, "\(Double(c.frame.minX) - 148)")
  }

  @Test("UIKit: isLayoutMarginsRelativeArrangement lays the views out inside the stack's layout margins (UIStackView docs)")
  func marginsRelative() {
    let a = SizedView(50, 10)
    let stack = UIStackView(arrangedSubviews: [a])
    stack.isLayoutMarginsRelativeArrangement = true
    stack.layoutMargins = UIEdgeInsets(top: 4, left: 6, bottom: 8, right: 10)
    let root = host(stack)
    root.layoutIfNeeded()
    #expect(a.frame == CGRect(x: 6, y: 4, width: 50, height: 10))
    #expect(stack.frame.size == CGSize(width: 66, height: 22))
  }
}
