import Foundation
import OpenQuartzCore
import OpenUIKitTesting
import Testing
import UIKit

/// Page and form sheets on tablets: rounded corners and a shadow (Docs/Behaviour.md "Sheets on
/// tablets"; iPad form and page sheets have 10 pt corners and a drop shadow since iOS 13).
@MainActor
@Suite(.serialized)
struct SheetShadowTests {
  func present(_ style: UIModalPresentationStyle, sdk: UIKitSDK, size: CGSize = regularSize) -> UIViewController {
    let a = UIViewController()
    _ = makeWindow(root: a, size: size, sdk: sdk)
    let b = UIViewController()
    b.view.backgroundColor = .orange
    b.modalPresentationStyle = style
    a.present(b, animated: true)
    return b
  }

  /// The view drawn right below `view` in its superview.
  func below(_ view: UIView) -> UIView? {
    guard let siblings = view.superview?.subviews, let i = siblings.firstIndex(where: { $0 === view }), i > 0 else { return nil }
    return siblings[i - 1]
  }

  @Test("UIKit: a form sheet in a regular-width window has 10 pt corners, clips its content and casts a shadow", arguments: [UIKitSDK.iOS12, .iOS17])
  func formSheet(sdk: UIKitSDK) throws {
    // A tablet (a phone in landscape is compact in height: iOS 17 sheets go full screen there).
    UIScreen.useDevice(.iPadPro11, landscape: true)
    defer { UIScreen.useDevice(.iPhone15) }
    let b = present(.formSheet, sdk: sdk, size: CGSize(width: 1194, height: 834))
    UIApplication.shared.runUntilIdle()
    let view = try #require(b.view)
    #expect(view.layer.cornerRadius == 10 && view.layer.masksToBounds)
    #expect(view.layer.maskedCorners.contains(.layerMinXMaxYCorner))
    let shadow = try #require(below(view))
    #expect(shadow.frame == view.frame)
    let r = shadow.layer._renderSnapshot()
    #expect(r.shadowOpacity > 0 && r.shadowColor != nil && !r.masksToBounds && r.cornerRadius == 10)
  }

  @Test("UIKit: a page sheet on a tablet rounds its top corners (it runs into the bottom edge)")
  func pageSheet() throws {
    let b = present(.pageSheet, sdk: .iOS12)
    UIApplication.shared.runUntilIdle()
    let view = try #require(b.view)
    #expect(view.layer.cornerRadius == 10)
    #expect(view.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
  }

  @Test("UIKit: the shadow moves with the sheet while it slides in and out, and leaves with it")
  func shadowFollowsTransition() throws {
    let b = present(.formSheet, sdk: .iOS12)
    UIApplication.shared.advance(by: 0.2)
    let view = try #require(b.view)
    let shadow = try #require(below(view))
    let sheetY = view.layer._renderSnapshot().position.y
    #expect(sheetY > view.center.y + 10)  // still sliding up
    #expect(abs(shadow.layer._renderSnapshot().position.y - sheetY) < 0.001)
    UIApplication.shared.runUntilIdle()
    b.dismiss(animated: true)
    UIApplication.shared.advance(by: 0.2)
    #expect(abs(shadow.layer._renderSnapshot().position.y - view.layer._renderSnapshot().position.y) < 0.001)
    UIApplication.shared.runUntilIdle()
    #expect(shadow.superview == nil)
  }

  @Test("UIKit: a sheet adapted to full screen in a compact window has neither corners nor shadow")
  func compactHasNone() throws {
    let b = present(.formSheet, sdk: .iOS12, size: CGSize(width: 393, height: 852))
    UIApplication.shared.runUntilIdle()
    let view = try #require(b.view)
    #expect(view.layer.cornerRadius == 0)
    #expect(view.superview?.subviews.contains { $0.layer.shadowOpacity > 0 } != true)
  }
}
