import Foundation
import OpenUIKitTesting
import Testing
import UIKit

/// UIStackView: arranged subviews laid out by the constraints the stack view makes (Apple docs,
/// UIStackView: "Stack View and Auto Layout", distribution, alignment, hiding arranged views).
@MainActor
@Suite(.serialized)
struct UIStackViewArrangementTests {
  /// A fixed-size view (width/height constraints), as a button with an intrinsic size would be.
  func box(_ width: CGFloat, _ height: CGFloat) -> UIView {
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      view.widthAnchor.constraint(equalToConstant: width).priority(.defaultHigh),
      view.heightAnchor.constraint(equalToConstant: height).priority(.defaultHigh),
    ])
    return view
  }

  func root() -> UIView { UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800)) }

  @Test("UIKit: arranged subviews become subviews with translatesAutoresizingMaskIntoConstraints off; removeArrangedSubview keeps the subview, removeFromSuperview leaves the arrangement (Apple docs)")
  func arrangedSubviewsAreSubviews() {
    let a = UIView(), b = UIView()
    let stack = UIStackView(arrangedSubviews: [a, b])
    #expect(stack.arrangedSubviews == [a, b] && stack.subviews == [a, b])
    #expect(!a.translatesAutoresizingMaskIntoConstraints)
    stack.removeArrangedSubview(a)
    #expect(stack.arrangedSubviews == [b] && a.superview === stack)
    b.removeFromSuperview()
    #expect(stack.arrangedSubviews.isEmpty)
    stack.insertArrangedSubview(b, at: 5)  // out of bounds: UIKit raises; no effect here
    #expect(stack.arrangedSubviews.isEmpty)
  }

  @Test("UIKit: a vertical fill stack centred in its superview sizes itself from its arranged subviews (spacing between them, width of the widest across: fill alignment stretches the others)")
  func verticalFillCentred() {
    let r = root()
    let a = box(100, 40), b = box(200, 30)
    let stack = UIStackView(arrangedSubviews: [a, b])
    stack.axis = .vertical
    stack.spacing = 10
    stack.translatesAutoresizingMaskIntoConstraints = false
    r.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.centerXAnchor.constraint(equalTo: r.centerXAnchor), stack.centerYAnchor.constraint(equalTo: r.centerYAnchor),
    ])
    r.layoutIfNeeded()
    #expect(stack.frame.height == 80)
    #expect(a.frame.minY == 0 && b.frame.minY == 50 && b.frame.maxY == 80)
    #expect(a.frame.width == stack.frame.width && b.frame.width == stack.frame.width)
    #expect(abs(stack.frame.midX - 200) < 0.01 && abs(stack.frame.midY - 400) < 0.01)
  }

  @Test("UIKit: stack views nest — a stack of stacks is as tall as its stacks plus spacing, each child stack where its chain puts it")
  func nested() {
    let r = root()
    let inner1 = UIStackView(arrangedSubviews: [box(100, 44), box(100, 44)])
    inner1.axis = .vertical
    inner1.spacing = 4
    let inner2 = UIStackView(arrangedSubviews: [box(100, 44), box(100, 44), box(100, 44)])
    inner2.axis = .vertical
    inner2.spacing = 4
    let outer = UIStackView(arrangedSubviews: [inner1, inner2])
    outer.axis = .vertical
    outer.spacing = 24
    outer.translatesAutoresizingMaskIntoConstraints = false
    r.addSubview(outer)
    NSLayoutConstraint.activate([
      outer.centerXAnchor.constraint(equalTo: r.centerXAnchor), outer.topAnchor.constraint(equalTo: r.topAnchor, constant: 100),
    ])
    r.layoutIfNeeded()
    #expect(outer.frame == CGRect(x: 150, y: 100, width: 100, height: 92 + 24 + 140))
    #expect(inner2.frame == CGRect(x: 0, y: 116, width: 100, height: 140))
    #expect(abs(inner2.arrangedSubviews[2].convert(inner2.arrangedSubviews[2].bounds, to: r).minY - (100 + 116 + 96)) < 0.001)
  }

  @Test("UIKit: fillEqually gives every arranged subview the same size along the axis; a hidden arranged subview collapses and takes no spacing")
  func fillEquallyAndHidden() {
    let r = root()
    let views = [UIView(), UIView(), UIView()]
    let stack = UIStackView(arrangedSubviews: views)
    stack.distribution = .fillEqually
    stack.spacing = 10
    stack.frame = CGRect(x: 0, y: 0, width: 320, height: 50)
    r.addSubview(stack)
    r.layoutIfNeeded()
    #expect(views.map(\.frame) == [
      CGRect(x: 0, y: 0, width: 100, height: 50), CGRect(x: 110, y: 0, width: 100, height: 50),
      CGRect(x: 220, y: 0, width: 100, height: 50),
    ])
    views[1].isHidden = true
    r.layoutIfNeeded()
    #expect(views[0].frame == CGRect(x: 0, y: 0, width: 155, height: 50))
    #expect(views[2].frame == CGRect(x: 165, y: 0, width: 155, height: 50))
    #expect(views[1].frame.width == 0)
  }

  @Test("UIKit: alignment center/leading/trailing place arranged subviews across the axis; equalSpacing spreads the gaps equally")
  func alignmentAndEqualSpacing() {
    let r = root()
    let a = box(40, 20), b = box(60, 40)
    let stack = UIStackView(arrangedSubviews: [a, b])
    stack.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
    stack.distribution = .equalSpacing
    stack.alignment = .center
    r.addSubview(stack)
    r.layoutIfNeeded()
    #expect(a.frame == CGRect(x: 0, y: 40, width: 40, height: 20))
    #expect(b.frame == CGRect(x: 240, y: 30, width: 60, height: 40))
    stack.alignment = .bottom
    r.layoutIfNeeded()
    #expect(a.frame.maxY == 100 && b.frame.maxY == 100)
    stack.alignment = .top
    r.layoutIfNeeded()
    #expect(a.frame.minY == 0 && b.frame.minY == 0)
  }
}

private extension NSLayoutConstraint {
  func priority(_ value: UILayoutPriority) -> NSLayoutConstraint {
    priority = value
    return self
  }
}
