import Foundation
import OpenQuartzCore
import OpenUIKitTesting
import Testing
import UIKit

/// Which title the back button shows (UIKit: `UINavigationItem.BackButtonDisplayMode.default`
/// "attempts to display these titles … in the following order: backButtonTitle, title, a
/// generic title, such as Back, no title … according to the available space"; Apple docs).
@MainActor
@Suite(.serialized)
struct BackButtonTitleTests {
  func navigation(previous: String, current: String = "Message", width: CGFloat = 390, configure: (UINavigationItem) -> Void = { _ in }) -> UINavigationController {
    let a = UIViewController()
    a.title = previous
    configure(a.navigationItem)
    let b = UIViewController()
    b.title = current
    let nav = UINavigationController(rootViewController: a)
    nav.view.frame = CGRect(x: 0, y: 0, width: width, height: 600)
    nav.pushViewController(b, animated: false)
    nav.view.layoutIfNeeded()
    nav.navigationBar.layoutIfNeeded()
    return nav
  }

  func bar(previous: String, current: String = "Message", width: CGFloat = 390, configure: (UINavigationItem) -> Void = { _ in }) -> UINavigationBar {
    navigation(previous: previous, current: current, width: width, configure: configure).navigationBar
  }

  func backTitle(_ bar: UINavigationBar) -> String? {
    bar._backButton?.title(for: .normal)
  }

  @Test("UIKit: a previous title that fits beside the centred title is the back button's title")
  func fits() {
    #expect(backTitle(bar(previous: "Inbox")) == "Inbox")
  }

  @Test("UIKit: a previous title too long for the room beside the title gives the generic \"Back\"")
  func tooLongGivesBack() throws {
    let b = bar(previous: "All Conversations and Archived Threads")
    #expect(backTitle(b) == "Back")
    // The button is sized to "Back" and ends before the title.
    let button = try #require(b._backButton)
    #expect(button.frame.maxX <= b._titleLabel.frame.minX)
    #expect(button.titleLabel?.layer._renderSnapshot().text?.string == "Back")
  }

  @Test("UIKit: when not even \"Back\" fits (a very long title), the chevron alone")
  func nothingFits() throws {
    let b = bar(previous: "Inbox", current: "A very long title that fills the bar", width: 320)
    #expect(backTitle(b) == "")
    #expect(try #require(b._backButton).bounds.width == 44)
  }

  @Test("UIKit: the choice follows the bar's width (a wider bar shows the specific title again)")
  func followsWidth() {
    let nav = navigation(previous: "Account Settings", width: 320)
    let b = nav.navigationBar
    #expect(backTitle(b) == "Back")
    // As on rotation: the navigation controller's view, and with it the bar, gets wider.
    nav.view.frame.size.width = 700
    nav.view.setNeedsLayout()
    nav.view.layoutIfNeeded()
    b.setNeedsLayout()
    b.layoutIfNeeded()
    #expect(b.bounds.width == 700)
    #expect(backTitle(b) == "Account Settings")
  }

  @Test("UIKit: backButtonTitle comes first; .generic shows \"Back\"; .minimal no title; an explicit backBarButtonItem keeps its title")
  func modes() {
    #expect(backTitle(bar(previous: "Inbox") { $0.backButtonTitle = "Mail" }) == "Mail")
    #expect(backTitle(bar(previous: "Inbox") { $0.backButtonDisplayMode = .generic }) == "Back")
    #expect(backTitle(bar(previous: "Inbox") { $0.backButtonDisplayMode = .minimal }) == "")
    let explicit = bar(previous: "Inbox") {
      $0.backBarButtonItem = UIBarButtonItem(title: "A long explicit back title here", style: .plain, target: nil, action: nil)
    }
    #expect(backTitle(explicit) == "A long explicit back title here")
  }
}
