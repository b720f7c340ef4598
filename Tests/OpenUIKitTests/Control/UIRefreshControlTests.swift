import Foundation
import OpenQuartzCore
import OpenUIKit
import OpenUIKitTesting
import Testing
import UIKit

/// UIRefreshControl on a scroll view (Docs/Behaviour/everyday3.md "Refresh control").
@MainActor
@Suite(.serialized)
struct UIRefreshControlTests {
  final class Counter {
    var count = 0
  }

  func make() -> (UIScrollView, UIWindow, UIRefreshControl, Counter) {
    UIApplication.shared.useLinkedSDK(.iOS17)
    let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
    w.makeKeyAndVisible()
    let s = UIScrollView(frame: w.bounds)
    s.contentSize = CGSize(width: 300, height: 2000)
    w.addSubview(s)
    let control = UIRefreshControl()
    let counter = Counter()
    control.addAction(UIAction { _ in counter.count += 1 }, for: .valueChanged)
    s.refreshControl = control
    UIApplication.shared.runUntilIdle()
    UIApplication.shared.advance(by: 1.0 / 60)
    // The content rests below the window's 59 pt top safe area.
    #expect(s.contentOffset.y == -59)
    return (s, w, control, counter)
  }

  @Test("UIRefreshControl: defaults — not refreshing, no title, hidden above the content as the scroll view's first subview")
  func defaults() {
    let (s, w, control, counter) = make()
    #expect(!control.isRefreshing && control.attributedTitle == nil)
    #expect(s.subviews.first === control && control.superview === s)
    #expect(control.isHidden)
    #expect(control.frame == CGRect(x: 0, y: -60, width: 300, height: 60))
    #expect(s.adjustedContentInset.top == 59 && counter.count == 0)
    control.attributedTitle = NSAttributedString(string: "Pull to refresh")
    control.tintColor = .red
    #expect(control.attributedTitle?.string == "Pull to refresh" && control.tintColor == .red)
    // Misuse: ending a refresh that never began changes nothing.
    control.endRefreshing()
    #expect(!control.isRefreshing && s.adjustedContentInset.top == 59)
    w.isHidden = true
  }

  @Test("UIRefreshControl: pulling 120 pt past the top edge sends .valueChanged once while the finger is down; released content rests with the 60 pt control showing (adjustedContentInset, not contentInset)")
  func pullTriggersOnce() {
    let (s, w, control, counter) = make()
    let finger = w.touchDown(at: CGPoint(x: 150, y: 100))
    finger.move(to: CGPoint(x: 150, y: 200), duration: 0.2)
    #expect(!control.isRefreshing && counter.count == 0)
    #expect(!control.isHidden)
    finger.move(to: CGPoint(x: 150, y: 500), duration: 0.3)
    #expect(control.isRefreshing && counter.count == 1)
    // Still dragging: the inset waits for the finger, so the content does not jump.
    #expect(s.adjustedContentInset.top == 59)
    let pulled = -(s.contentOffset.y + 59)
    #expect(pulled >= 120)
    #expect(control.frame == CGRect(x: 0, y: -pulled, width: 300, height: pulled))
    finger.move(to: CGPoint(x: 150, y: 520), duration: 0.1)
    finger.move(to: CGPoint(x: 150, y: 480), duration: 0.1)
    #expect(counter.count == 1)
    finger.lift()
    #expect(s.adjustedContentInset.top == 119 && s.contentInset == .zero)
    UIApplication.shared.runUntilIdle()
    #expect(s.contentOffset.y == -119)
    #expect(control.frame == CGRect(x: 0, y: -60, width: 300, height: 60) && !control.isHidden)
    #expect(counter.count == 1)

    // Ending: the inset goes at once, the content animates back to the top edge, and the
    // control hides when the animation ends.
    control.endRefreshing()
    #expect(!control.isRefreshing && s.adjustedContentInset.top == 59)
    #expect(s.contentOffset.y == -59)
    UIApplication.shared.advance(by: 0.15)
    let midway = s.layer.presentation()!.bounds.origin.y
    #expect(midway < -59 && midway > -119)
    #expect(!control.isHidden)
    UIApplication.shared.runUntilIdle()
    #expect(control.isHidden && counter.count == 1)
    w.isHidden = true
  }

  @Test("UIRefreshControl: a pull short of 120 pt does not refresh; a disabled control never does")
  func shortPullAndDisabled() {
    let (s, w, control, counter) = make()
    w.drag(from: CGPoint(x: 150, y: 100), to: CGPoint(x: 150, y: 250), duration: 0.3)
    UIApplication.shared.runUntilIdle()
    #expect(!control.isRefreshing && counter.count == 0)
    #expect(s.contentOffset.y == -59 && control.isHidden)
    control.isEnabled = false
    w.drag(from: CGPoint(x: 150, y: 100), to: CGPoint(x: 150, y: 550), duration: 0.4)
    UIApplication.shared.runUntilIdle()
    #expect(!control.isRefreshing && counter.count == 0 && s.contentOffset.y == -59)
    w.isHidden = true
  }

  @Test("UIRefreshControl: beginRefreshing() shows the refreshing state without .valueChanged and without moving the content; endRefreshing() at rest moves nothing")
  func programmaticRefresh() {
    let (s, w, control, counter) = make()
    control.beginRefreshing()
    #expect(control.isRefreshing && counter.count == 0)
    #expect(s.adjustedContentInset.top == 119 && s.contentOffset.y == -59)
    #expect(!control.isHidden)
    control.beginRefreshing()
    #expect(s.adjustedContentInset.top == 119)
    control.endRefreshing()
    #expect(!control.isRefreshing && s.adjustedContentInset.top == 59 && s.contentOffset.y == -59)
    UIApplication.shared.runUntilIdle()
    #expect(control.isHidden && counter.count == 0)
    w.isHidden = true
  }

  @Test("UIRefreshControl: a control moves between scroll views (taken from the first); nil removes it and its inset")
  func reassignment() {
    let (s, w, control, _) = make()
    control.beginRefreshing()
    let other = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
    other.refreshControl = control
    #expect(s.refreshControl == nil && control.superview === other)
    #expect(s.adjustedContentInset.top == 59 && other.adjustedContentInset.top == 60)
    other.refreshControl = nil
    #expect(control.superview == nil && other.adjustedContentInset.top == 0)
    control.endRefreshing()
    w.isHidden = true
  }

  @Test("UITableViewController.refreshControl: set before the view loads, it becomes the table view's")
  func tableViewControllerForwards() {
    let controller = UITableViewController(style: .plain)
    let control = UIRefreshControl()
    controller.refreshControl = control
    #expect(controller.refreshControl === control)
    #expect(controller.tableView.refreshControl === control)
    let second = UIRefreshControl()
    controller.refreshControl = second
    #expect(controller.tableView.refreshControl === second && control.superview == nil)
  }
}
