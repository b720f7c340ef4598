import Foundation
import OpenUIKitTesting
import Testing
import UIKit

/// sbbutton18: the cheaper paths a storyboard button and stack view take keep what a client
/// sees — a control's targets are the objects passed (UIKit keeps the target object itself,
/// weakly), and a stack view's arrangement constraints join the arranged views' own edges.
@MainActor
@Suite(.serialized)
struct StoryboardControlCostTests {
  final class Target: NSObject {}

  @Test("UIKit: addTarget keeps the target object itself (allTargets, actions(forTarget:), removeTarget find it by identity); a nil target is kept as none (Apple docs, UIControl)")
  func targetIsTheObjectPassed() {
    let control = UIControl()
    let target = Target(), other = Target()
    control.addTarget(target, action: Selector("tap:"), for: .touchUpInside)
    control.addTarget(nil, action: Selector("responder:"), for: .touchUpInside)
    #expect(control.allTargets == [ObjectIdentifier(target) as AnyHashable])
    #expect(control.actions(forTarget: target, forControlEvent: .touchUpInside) == ["tap:"])
    #expect(control.actions(forTarget: other, forControlEvent: .touchUpInside) == nil)
    #expect(control.actions(forTarget: nil, forControlEvent: .touchUpInside) == ["responder:"])
    control.removeTarget(other, action: nil, for: .allEvents)
    #expect(control.actions(forTarget: target, forControlEvent: .touchUpInside) == ["tap:"])
    control.removeTarget(target, action: nil, for: .allEvents)
    #expect(control.actions(forTarget: target, forControlEvent: .touchUpInside) == nil)
    #expect(control.allTargets.isEmpty)
  }

  @Test("UIKit: a control holds its target weakly: a target passed as Any (as a storyboard passes a button's view controller) is that object, not a copy, and is not kept alive by the control")
  func targetPassedAsAnyIsHeldWeakly() {
    let control = UIButton(type: .system)
    weak var probe: Target?
    do {
      let target = Target()
      probe = target
      let asAny: Any = target
      control.addTarget(asAny, action: Selector("tap:"), for: .touchUpInside)
      #expect(control.allTargets == [ObjectIdentifier(target) as AnyHashable])
      #expect(control.actions(forTarget: target, forControlEvent: .touchUpInside) == ["tap:"])
    }
    #expect(probe == nil)
    #expect(control.allTargets.isEmpty)
  }

  @Test("UIKit: a vertical stack view joins its arranged views top to bottom (UISV-canvas-connection to the stack's top and bottom, UISV-spacing bottom to top with the spacing)")
  func verticalArrangementJoinsTheViewsOwnEdges() {
    let a = UIView(), b = UIView()
    let stack = UIStackView(arrangedSubviews: [a, b])
    stack.axis = .vertical
    stack.spacing = 4
    let canvas = stack.constraints.filter { $0.identifier == "UISV-canvas-connection" }
    #expect(canvas.contains { $0.firstItem === a && $0.firstAttribute == .top && $0.secondItem === stack && $0.secondAttribute == .top })
    #expect(canvas.contains { $0.firstItem === b && $0.firstAttribute == .bottom && $0.secondItem === stack && $0.secondAttribute == .bottom })
    let spacing = stack.constraints.filter { $0.identifier == "UISV-spacing" }
    #expect(spacing.count == 1)
    #expect(spacing.first.map { $0.firstItem === b && $0.firstAttribute == .top && $0.secondItem === a && $0.secondAttribute == .bottom && $0.constant == 4 } == true)
  }

  @Test("UIKit: a horizontal stack view relative to its layout margins joins the first view's leading edge to the margins guide, and lays out the views edge to edge")
  func horizontalMarginsArrangement() {
    let a = UIView(), b = UIView()
    let stack = UIStackView(arrangedSubviews: [a, b])
    stack.isLayoutMarginsRelativeArrangement = true
    let canvas = stack.constraints.filter { $0.identifier == "UISV-canvas-connection" }
    #expect(canvas.contains { $0.firstItem === a && $0.firstAttribute == .leading && $0.secondItem === stack.layoutMarginsGuide && $0.secondAttribute == .leading })
    #expect(canvas.contains { $0.firstItem === b && $0.firstAttribute == .trailing && $0.secondItem === stack.layoutMarginsGuide && $0.secondAttribute == .trailing })
    let spacing = stack.constraints.filter { $0.identifier == "UISV-spacing" }
    #expect(spacing.first.map { $0.firstItem === b && $0.firstAttribute == .leading && $0.secondItem === a && $0.secondAttribute == .trailing } == true)
    stack.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
    stack.layoutIfNeeded()
    #expect(b.frame.minX == a.frame.maxX)
  }
}
