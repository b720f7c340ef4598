import Foundation
import OpenQuartzCore
import OpenUIKitTesting
import Testing
import UIKit

/// How the navigation bar draws its items (UIKit: UINavigationBar, iOS 13+ standard appearance).
@MainActor
@Suite(.serialized)
struct NavigationBarDrawingTests {
  func pushed() -> UINavigationController {
    let a = UIViewController()
    a.title = "Inbox"
    let b = UIViewController()
    b.title = "Message"
    let nav = UINavigationController(rootViewController: a)
    nav.view.frame = CGRect(x: 0, y: 0, width: 390, height: 600)
    nav.pushViewController(b, animated: false)
    nav.view.layoutIfNeeded()
    nav.navigationBar.layoutIfNeeded()
    return nav
  }

  @Test("UIKit: the back button draws a chevron (a stroked shape) followed by the previous item's title")
  func backChevron() throws {
    let bar = pushed().navigationBar
    let back = try #require(bar._backButton)
    let indicator = try #require(back._backIndicator)
    let shape = try #require(indicator.layer._renderSnapshot().sublayers.first?.shape)
    #expect(shape.strokeColor != nil && shape.fillColor == nil && shape.lineCap == .round)
    let label = try #require(back.titleLabel)
    #expect(label.textAlignment == .left)
    #expect(label.frame.minX >= indicator.frame.maxX)
    #expect(label.layer._renderSnapshot().text?.string == "Inbox")
  }

  @Test("UIKit: the title is centred in the bar and sized to its text")
  func centredTitle() {
    let bar = pushed().navigationBar
    let title = bar._titleLabel
    #expect(abs(title.frame.midX - bar.bounds.midX) < 0.5)
    #expect(title.frame.width == CGFloat(TextMetrics.width(of: "Message", fontSize: 17, isBold: true)).rounded(.up))
    #expect(title.layer._renderSnapshot().text?.string == "Message")
  }
}
