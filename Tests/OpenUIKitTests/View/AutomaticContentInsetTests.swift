import Foundation
import OpenUIKitTesting
import Testing
import UIKit

/// `contentInsetAdjustmentBehavior = .automatic` (Apple: content is always adjusted vertically
/// when the scroll view is the content view of a view controller displayed by a navigation or
/// tab bar controller; otherwise it behaves like `.scrollableAxes`). Docs/Behaviour/scroll19.md.
@MainActor
@Suite(.serialized)
struct AutomaticContentInsetTests {
  /// A scroll view whose content (100 pt) is shorter than its bounds: it does not scroll vertically.
  private func shortScrollView() -> UIScrollView {
    let s = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    s.contentSize = CGSize(width: 393, height: 100)
    return s
  }

  @Test("Apple contentInsetAdjustmentBehavior .automatic: outside navigation and tab bar controllers it behaves like .scrollableAxes (short content: no vertical safe-area inset; long content: top and bottom)")
  func plainWindowLikeScrollableAxes() {
    let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    let short = shortScrollView()
    let long = shortScrollView()
    long.contentSize.height = 3000
    w.addSubview(short)
    w.addSubview(long)
    w.makeKeyAndVisible()
    defer { w.isHidden = true }
    UIApplication.shared.advance(by: 1.0 / 60)
    #expect(short.contentInsetAdjustmentBehavior == .automatic)
    #expect(short.safeAreaInsets.top == 59)
    #expect(short.adjustedContentInset == .zero)
    #expect(short.contentOffset.y == 0)
    #expect(long.adjustedContentInset == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    // Bouncing always makes the vertical axis scrollable, so the safe area comes in.
    short.alwaysBounceVertical = true
    #expect(short.adjustedContentInset == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
  }

  @Test("UIKit [O] (Docs/Behaviour/main19.md): a table view bounces vertically by default, so a short table in a plain controller still takes the vertical safe area under .automatic")
  func shortTableBouncesAndIsAdjusted() {
    let table = UITableView(frame: .zero, style: .plain)
    #expect(table.alwaysBounceVertical)
    #expect(!UIScrollView(frame: .zero).alwaysBounceVertical)
    let controller = UIViewController()
    controller.view = table
    let w = makeWindow(root: controller, size: CGSize(width: 393, height: 852), sdk: .iOS17)
    defer { w.isHidden = true }
    UIApplication.shared.advance(by: 1.0 / 60)
    #expect(table.contentSize.height < table.bounds.height)
    #expect(table.adjustedContentInset == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    #expect(table.contentOffset.y == -59)
  }

  @Test("Apple contentInsetAdjustmentBehavior .automatic: the root view of a controller in a navigation controller is adjusted vertically even when its content does not scroll")
  func navigationContentViewAlwaysVertical() {
    let controller = UIViewController()
    let s = shortScrollView()
    controller.view = s
    let navigation = UINavigationController(rootViewController: controller)
    let w = makeWindow(root: navigation, size: CGSize(width: 393, height: 852), sdk: .iOS17)
    defer { w.isHidden = true }
    UIApplication.shared.advance(by: 1.0 / 60)
    #expect(s.adjustedContentInset.top == 98)
    #expect(s.adjustedContentInset.bottom == 34)
    #expect(s.contentOffset.y == -98)
    // .scrollableAxes in the same place: the short content gets no vertical inset.
    s.contentInsetAdjustmentBehavior = .scrollableAxes
    #expect(s.adjustedContentInset.top == 0)
  }

  @Test("Apple contentInsetAdjustmentBehavior .automatic: the root view of a tab bar controller's tab is adjusted vertically (top safe area, tab bar at the bottom)")
  func tabContentViewAlwaysVertical() {
    let controller = UIViewController()
    let s = shortScrollView()
    controller.view = s
    let tabs = UITabBarController()
    tabs.viewControllers = [controller]
    let w = makeWindow(root: tabs, size: CGSize(width: 393, height: 852), sdk: .iOS17)
    defer { w.isHidden = true }
    UIApplication.shared.advance(by: 1.0 / 60)
    #expect(s.adjustedContentInset.top == 59)
    #expect(s.adjustedContentInset.bottom == s.safeAreaInsets.bottom)
    #expect(s.adjustedContentInset.bottom > 34)
  }

  @Test("Behaviour/scroll19.md .automatic: a short scroll view that is a subview (not the controller's view) in a navigation controller behaves like .scrollableAxes")
  func subviewInNavigationLikeScrollableAxes() {
    let controller = UIViewController()
    let s = shortScrollView()
    controller.view.addSubview(s)
    let navigation = UINavigationController(rootViewController: controller)
    let w = makeWindow(root: navigation, size: CGSize(width: 393, height: 852), sdk: .iOS17)
    defer { w.isHidden = true }
    UIApplication.shared.advance(by: 1.0 / 60)
    #expect(s.safeAreaInsets.top == 98)
    #expect(s.adjustedContentInset.top == 0)
    s.contentSize.height = 3000
    #expect(s.adjustedContentInset.top == 98)
  }
}
