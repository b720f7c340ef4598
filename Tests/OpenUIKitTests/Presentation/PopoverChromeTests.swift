import Foundation
import OpenQuartzCore
import OpenUIKitTesting
import Testing
import UIKit

/// A popover's body and arrow are one shape (Docs/Behaviour.md "Popovers"; UIKit draws the
/// arrow as part of the popover's background view, so it fades with the body).
@MainActor
@Suite(.serialized)
struct PopoverChromeTests {
  func present() -> (UIViewController, UIPopoverPresentationController) {
    let a = UIViewController()
    _ = makeWindow(root: a, size: regularSize)
    let anchor = UIView(frame: CGRect(x: 100, y: 100, width: 80, height: 40))
    a.view.addSubview(anchor)
    let b = UIViewController()
    b.preferredContentSize = CGSize(width: 300, height: 200)
    b.modalPresentationStyle = .popover
    b.popoverPresentationController?.sourceView = anchor
    b.popoverPresentationController?.permittedArrowDirections = .up
    a.present(b, animated: true)
    return (b, b.popoverPresentationController!)
  }

  @Test("UIKit: a popover's arrow and rounded body are one outline: it masks the content and fills the background")
  func oneOutline() throws {
    let (b, pc) = present()
    UIApplication.shared.runUntilIdle()
    #expect(pc.arrowDirection == .up)
    let view = try #require(b.view)
    let mask = try #require(view.layer.mask as? CAShapeLayer)
    let path = try #require(mask.path)
    // The tip is above the body, over the anchor's middle (x 140 in the window, 13 pt up).
    let tip = view.convert(CGPoint(x: 140, y: 140.5), from: nil)
    #expect(tip.y < 0)
    #expect(path.contains(CGPoint(x: tip.x, y: tip.y + 1)))
    #expect(!path.contains(CGPoint(x: tip.x + 20, y: -2)))
    // Rounded corners: the very corner is outside, the middle inside.
    #expect(!path.contains(CGPoint(x: 0.5, y: 0.5)))
    #expect(path.contains(CGPoint(x: 150, y: 100)))
    // The background fill is a sublayer below the content drawing the very same outline.
    let snapshot = view.layer._renderSnapshot()
    let fill = try #require(snapshot.sublayers.first?.shape)
    #expect(fill.path == (try #require(snapshot.mask.first?.shape)).path)
    #expect(fill.fillColor != nil)
    #expect(!snapshot.masksToBounds)
  }

  @Test("UIKit: the arrow fades with the popover's body (one layer, one opacity)")
  func fadesTogether() throws {
    let (b, _) = present()
    UIApplication.shared.advance(by: 0.1)
    let view = try #require(b.view)
    let opacity = view.layer._renderSnapshot().opacity
    #expect(opacity > 0.05 && opacity < 0.95)
    let fill = try #require(view.layer.sublayers?.first as? CAShapeLayer)
    #expect(fill.superlayer === view.layer && fill.opacity == 1)
    // Nothing else of the popover is drawn outside the presented view.
    let container = try #require(view.superview)
    #expect(container.subviews.filter { $0 !== view && $0.frame.intersects(view.frame.insetBy(dx: -14, dy: -14)) && $0.bounds.width < 40 }.isEmpty)
    UIApplication.shared.runUntilIdle()
    b.dismiss(animated: false)
    UIApplication.shared.runUntilIdle()
    #expect(view.layer.mask == nil && fill.superlayer == nil)
  }
}
