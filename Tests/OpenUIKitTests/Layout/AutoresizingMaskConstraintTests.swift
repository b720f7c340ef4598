import Foundation
import OpenUIKitTesting
import Testing
import UIKit

/// `translatesAutoresizingMaskIntoConstraints` (Apple docs: "the system creates a set of
/// constraints that duplicate the behavior specified by the view's autoresizing mask"): a view
/// that keeps it true and takes part in Auto Layout gets UIKit's `NSAutoresizingMaskLayoutConstraint`
/// objects (minX, width, minY, height) on its superview, named so in the unsatisfiable log.
@MainActor
@Suite(.serialized)
struct AutoresizingMaskConstraintTests {
  /// A 400×800 root, a frame-laid-out `framed` child (translating its mask) and a constraint-laid-out
  /// `follower` placed below it.
  func makeScene() -> (root: UIView, framed: UIView, follower: UIView) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let framed = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    framed.autoresizingMask = [.flexibleWidth]
    let follower = UIView()
    follower.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(framed)
    root.addSubview(follower)
    NSLayoutConstraint.activate([
      follower.topAnchor.constraint(equalTo: framed.bottomAnchor, constant: 8),
      follower.leadingAnchor.constraint(equalTo: framed.leadingAnchor),
      follower.widthAnchor.constraint(equalTo: framed.widthAnchor),
      follower.heightAnchor.constraint(equalToConstant: 30),
    ])
    root.layoutIfNeeded()
    return (root, framed, follower)
  }

  func maskConstraints(of view: UIView, in superview: UIView) -> [NSLayoutConstraint] {
    superview.constraints.filter { "\(type(of: $0))" == "NSAutoresizingMaskLayoutConstraint" && $0.firstItem === view }
  }

  @Test("UIKit: a view translating its autoresizing mask gets four NSAutoresizingMaskLayoutConstraint objects on its superview")
  func objectsOnSuperview() {
    let (root, framed, follower) = makeScene()
    let made = maskConstraints(of: framed, in: root)
    #expect(made.count == 4)
    #expect(made.allSatisfy { $0.isActive && $0.relation == .equal && $0.priority == .required })
    let text = made.map(\.description)
    // UIKit's notation: margin, size, margin per axis, `&` flexible (here the width).
    #expect(text.contains { $0.contains(" h=-&- v=--- \(framed._nameForTests).minX == 10   (active, names: '|':") })
    #expect(text.contains { $0.contains(" h=-&- v=--- \(framed._nameForTests).width == 100   (active)>") })
    #expect(text.contains { $0.contains(".minY == 20") } && text.contains { $0.contains(".height == 50") })
    #expect(text.allSatisfy { $0.hasPrefix("<NSAutoresizingMaskLayoutConstraint:0x") })
    #expect(follower.frame == CGRect(x: 10, y: 78, width: 100, height: 30))
    #expect(maskConstraints(of: follower, in: root).isEmpty)  // constraint-laid-out: none
  }

  @Test("UIKit: the mask constraints follow the frame, and leave with the view")
  func followFrameAndLeave() {
    let (root, framed, follower) = makeScene()
    framed.frame = CGRect(x: 30, y: 40, width: 200, height: 60)
    root.layoutIfNeeded()
    let made = maskConstraints(of: framed, in: root)
    #expect(made.count == 4)
    #expect(made.contains { $0.description.contains(".width == 200") } && made.contains { $0.description.contains(".minX == 30") })
    #expect(follower.frame == CGRect(x: 30, y: 108, width: 200, height: 30))
    framed.removeFromSuperview()
    #expect(maskConstraints(of: framed, in: root).isEmpty)
  }

  @Test("UIKit: a constraint fighting a view's autoresizing mask is logged with the NSAutoresizingMaskLayoutConstraint it conflicts with (spec B4)")
  func diagnosticListsMaskConstraint() {
    let (root, framed, _) = makeScene()
    let width = maskConstraints(of: framed, in: root).first { $0.description.contains(".width ==") }
    let start = UIApplication.shared.diagnostics.count
    let fight = framed.widthAnchor.constraint(equalToConstant: 50)
    fight.isActive = true
    root.layoutIfNeeded()
    let message = UIApplication.shared.diagnostics.dropFirst(start).map(\.message).first { $0.contains("Unable to simultaneously satisfy constraints") } ?? ""
    #expect(message.contains("(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand"))
    #expect(width != nil && message.contains("\"\(width!.description)\""))
    #expect(message.contains("\"\(fight.description)\""))
    // Only the conflicting axis: the vertical mask constraints are not listed.
    #expect(!message.contains(".minY == 20") && !message.contains(".height == 50"))
    #expect(message.contains("Will attempt to recover by breaking constraint \n\(fight.description)"))
    #expect(framed.frame.width == 100)  // the mask wins; nothing crashes
  }

  @Test("UIKit: constraintsAffectingLayout(for:) of a view translating its mask lists its mask constraints for that axis")
  func affectingLayout() {
    let (_, framed, _) = makeScene()
    let horizontal = framed.constraintsAffectingLayout(for: .horizontal).map(\.description)
    #expect(horizontal.contains { $0.contains(".minX == 10") } && horizontal.contains { $0.contains(".width == 100") })
    #expect(!horizontal.contains { $0.contains(".minY ==") })
  }
}

extension UIView {
  /// "UIView:0x…" as constraint descriptions name a view.
  fileprivate var _nameForTests: String { "\(type(of: self)):\(ObjectIdentifier(self).debugAddress)" }
}
