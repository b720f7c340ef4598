import Foundation
import OpenQuartzCore
import OpenUIKitTesting
import Testing
import UIKit

/// How the navigation bar's items move during push and pop (Docs/Behaviour.md "Navigation bar
/// item transitions"; UIKit animates the bar alongside the navigation transition).
@MainActor
@Suite(.serialized)
struct NavigationBarTransitionTests {
  func setUp() -> (UIWindow, UINavigationController, UIViewController, UIViewController) {
    let a = UIViewController()
    a.title = "Inbox"
    let b = UIViewController()
    b.title = "Message"
    let nav = UINavigationController(rootViewController: a)
    let window = makeWindow(root: nav, size: CGSize(width: 390, height: 844))
    return (window, nav, a, b)
  }

  /// The drawn opacity and x translation of a view at the current media time.
  func drawn(_ view: UIView) -> (opacity: Double, tx: Double) {
    let r = view.layer._renderSnapshot()
    return (r.opacity, Double(r.transform.m41))
  }

  func text(_ view: UIView) -> String? { (view as? UILabel)?.text }

  @Test("UIKit: on push the old title slides towards the back button and fades out while the new title comes in from the right and fades in")
  func pushMovesTitles() throws {
    let (_, nav, _, b) = setUp()
    let bar = nav.navigationBar
    nav.pushViewController(b, animated: true)
    UIApplication.shared.advance(by: 0.18)
    let oldTitle = try #require(bar._outgoingViews.first)
    #expect(text(oldTitle) == "Inbox")
    let old = drawn(oldTitle)
    #expect(old.opacity > 0.1 && old.opacity < 0.9)
    #expect(old.tx < -10)
    let new = drawn(bar._titleLabel)
    #expect(bar._titleLabel.text == "Message")
    #expect(new.opacity > 0.1 && new.opacity < 0.9)
    #expect(new.tx > 10)
    // The new back title starts where the old title was: it moves left, fading in.
    let backLabel = try #require(bar._backButton?.titleLabel)
    let back = drawn(backLabel)
    #expect(back.tx > 10 && back.opacity > 0.1 && back.opacity < 0.9)
    // No chevron before the push: the new one fades in.
    let chevron = try #require(bar._backButton?._backIndicator)
    #expect(drawn(chevron).opacity < 0.9)

    UIApplication.shared.runUntilIdle()
    #expect(bar._outgoingViews.isEmpty)
    #expect(oldTitle.superview == nil)
    #expect(drawn(bar._titleLabel).opacity == 1 && drawn(bar._titleLabel).tx == 0)
    #expect(drawn(backLabel).opacity == 1 && drawn(backLabel).tx == 0)
    #expect(drawn(chevron).opacity == 1)
  }

  @Test("UIKit: on pop the back title moves to the title's place while the old title leaves to the right; the chevron stays when both items show one")
  func popMovesTitles() throws {
    let (_, nav, _, b) = setUp()
    let c = UIViewController()
    c.title = "Detail"
    nav.pushViewController(b, animated: false)
    UIApplication.shared.runUntilIdle()
    nav.pushViewController(c, animated: false)
    UIApplication.shared.runUntilIdle()
    let bar = nav.navigationBar
    let oldChevron = try #require(bar._backButton?._backIndicator)
    nav.popViewController(animated: true)
    UIApplication.shared.advance(by: 0.18)
    let oldTitle = try #require(bar._outgoingViews.first)
    #expect(text(oldTitle) == "Detail")
    #expect(drawn(oldTitle).tx > 10)
    #expect(bar._titleLabel.text == "Message")
    // The new title comes from the back title's place (left of its rest).
    #expect(drawn(bar._titleLabel).tx < -10)
    let newBack = try #require(bar._backButton)
    #expect(newBack.titleLabel?.text == "Inbox")
    #expect(drawn(try #require(newBack.titleLabel)).tx < -10)
    // Both items show a chevron: the new one is drawn fully from the start, the old one not at all.
    #expect(drawn(try #require(newBack._backIndicator)).opacity == 1)
    #expect(drawn(oldChevron).opacity == 0)
    UIApplication.shared.runUntilIdle()
    #expect(bar._outgoingViews.isEmpty && oldChevron.window == nil)
    #expect(drawn(bar._titleLabel).tx == 0)
  }

  @Test("UIKit: an interactive pop's bar follows percentComplete, and a cancel puts the previous items back")
  func interactivePopScrubsBar() throws {
    let (window, nav, _, b) = setUp()
    nav.pushViewController(b, animated: false)
    UIApplication.shared.runUntilIdle()
    let bar = nav.navigationBar
    let touch = window.touchDown(at: CGPoint(x: 5, y: 400))
    touch.move(to: CGPoint(x: 5 + 390 * 0.25, y: 400), duration: 0.2)
    let oldTitle = try #require(bar._outgoingViews.first)
    #expect(text(oldTitle) == "Message")
    let quarter = drawn(oldTitle)
    touch.move(to: CGPoint(x: 5 + 390 * 0.45, y: 400), duration: 0.2)
    let later = drawn(oldTitle)
    // Further along: the old title is more transparent and further right.
    #expect(later.opacity < quarter.opacity && later.tx > quarter.tx)
    #expect(quarter.opacity < 1 && quarter.tx > 0)
    // Holding still does not move the bar (it follows the finger, not the clock).
    UIApplication.shared.advance(by: 0.5)
    #expect(abs(drawn(oldTitle).opacity - later.opacity) < 1e-9)
    touch.lift()
    UIApplication.shared.runUntilIdle()
    #expect(nav.topViewController === b)
    #expect(bar._outgoingViews.isEmpty)
    #expect(bar._titleLabel.text == "Message")
    #expect(drawn(bar._titleLabel).opacity == 1 && drawn(bar._titleLabel).tx == 0)
    #expect(bar._backButton?.titleLabel?.text == "Inbox")
    let back = try #require(bar._backButton)
    #expect(drawn(try #require(back.titleLabel)).opacity == 1)
    #expect(drawn(try #require(back._backIndicator)).opacity == 1)
  }

  @Test("UIKit: a push without animation changes the bar at once")
  func unanimatedPush() {
    let (_, nav, _, b) = setUp()
    nav.pushViewController(b, animated: false)
    UIApplication.shared.advance(by: 1 / 60)
    #expect(nav.navigationBar._outgoingViews.isEmpty)
    #expect(nav.navigationBar._titleLabel.text == "Message")
    #expect(drawn(nav.navigationBar._titleLabel).opacity == 1)
  }
}
