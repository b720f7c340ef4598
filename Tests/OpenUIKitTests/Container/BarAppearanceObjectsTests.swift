import Foundation
import OpenUIKitTesting
import Testing
import UIKit
@testable import OpenUIKit

/// UIBarAppearance and its subclasses, the bars' standard/compact/scroll-edge looks, and the
/// bars' appearance proxies (Docs/Behaviour.md "Bar appearances").
@MainActor @Suite(.serialized) struct BarAppearanceObjectsTests {
  final class ScrollingController: UIViewController {
    override func loadView() {
      let scroll = UIScrollView()
      scroll.contentSize = CGSize(width: 390, height: 3000)
      view = scroll
    }
    var scrollView: UIScrollView { view as! UIScrollView }
  }

  private func show(_ root: UIViewController, sdk: UIKitSDK = .iOS17) -> UIWindow {
    // Today's SDK unless told (other suites in the process may have chosen an older one).
    UIApplication.shared.useLinkedSDK(sdk)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = root
    window.makeKeyAndVisible()
    UIApplication.shared.runUntilIdle()
    return window
  }

  private func hairline(of bar: UINavigationBar) -> UIView { bar._hairlineView }

  private func opaque(_ color: UIColor) -> UINavigationBarAppearance {
    let appearance = UINavigationBarAppearance()
    appearance.configureWithOpaqueBackground()
    appearance.backgroundColor = color
    return appearance
  }

  @Test("UIKit (configureWith…Background): default is a chrome blur with a hairline, opaque the system background with a hairline, transparent nothing")
  func configureMethods() {
    let appearance = UINavigationBarAppearance()
    #expect(appearance.backgroundEffect?._style == .systemChromeMaterial && appearance.backgroundColor == nil)
    #expect(appearance.shadowColor != nil)
    appearance.configureWithOpaqueBackground()
    #expect(appearance.backgroundEffect == nil && appearance.backgroundColor == .systemBackground)
    #expect(appearance.shadowColor?.cgColor.alpha == 0.3)
    appearance.configureWithTransparentBackground()
    #expect(appearance.backgroundEffect == nil && appearance.backgroundColor == nil && appearance.shadowColor == nil)
  }

  @Test("UIKit (@NSCopying): a bar keeps a copy — changing the object afterwards does not change the bar; copy() is typed and compares equal")
  func appearancesAreCopied() {
    let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
    let appearance = opaque(.red)
    appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
    bar.standardAppearance = appearance
    appearance.backgroundColor = .green
    #expect(bar.standardAppearance.backgroundColor == .red)
    #expect(bar.standardAppearance !== appearance)
    let copy = bar.standardAppearance.copy()
    #expect(copy.titleTextAttributes[.foregroundColor] as? UIColor == .white)
    #expect(copy.isEqual(bar.standardAppearance) && !copy.isEqual(appearance))
    // A bar outside a navigation controller uses its standard look (no scroll edge).
    #expect(bar.backgroundColor == .red)
    #expect(bar._titleLabel.textColor == .white)
  }

  @Test("UIKit (scrollEdgeAppearance nil, iOS 15+): at the top of the content the bar is the standard look with a transparent background; scrolled, the standard look")
  func scrollEdgeFollowsTheContent() {
    let root = ScrollingController()
    let nav = UINavigationController(rootViewController: root)
    nav.navigationBar.standardAppearance = opaque(.red)
    _ = show(nav)
    let bar = nav.navigationBar
    #expect(root.scrollView.contentOffset.y == -root.scrollView.adjustedContentInset.top)
    #expect(bar.backgroundColor == .clear && hairline(of: bar).isHidden)
    root.scrollView.contentOffset.y += 100
    #expect(bar.backgroundColor == .red && !hairline(of: bar).isHidden)
    root.scrollView.contentOffset.y -= 100
    #expect(bar.backgroundColor == .clear)
    // A scroll-edge object replaces the transparent default.
    bar.scrollEdgeAppearance = opaque(.blue)
    #expect(bar.backgroundColor == .blue)
  }

  @Test("UIKit (UINavigationItem.standardAppearance/scrollEdgeAppearance): the top item's looks override the bar's while it is on top")
  func itemOverrides() {
    let root = UIViewController()
    let nav = UINavigationController(rootViewController: root)
    nav.navigationBar.standardAppearance = opaque(.red)
    nav.navigationBar.scrollEdgeAppearance = opaque(.red)
    _ = show(nav)
    #expect(nav.navigationBar.backgroundColor == .red)
    let detail = UIViewController()
    detail.navigationItem.scrollEdgeAppearance = opaque(.orange)
    nav.pushViewController(detail, animated: false)
    UIApplication.shared.runUntilIdle()
    #expect(nav.navigationBar.backgroundColor == .orange)
    nav.popViewController(animated: false)
    UIApplication.shared.runUntilIdle()
    #expect(nav.navigationBar.backgroundColor == .red)
  }

  @Test("UIKit: title attributes colour and size the title; the button appearance or the tint colours the bar buttons")
  func titleAndButtons() throws {
    let root = UIViewController()
    root.title = "Inbox"
    root.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
    let nav = UINavigationController(rootViewController: root)
    _ = show(nav)
    let bar = nav.navigationBar
    let button = try #require(bar._buttons.last as? UIButton)
    bar.tintColor = .systemPink
    #expect(button.titleColor(for: .normal) == .systemPink)
    let appearance = opaque(.black)
    appearance.titleTextAttributes = [.foregroundColor: UIColor.white, .font: UIFont.systemFont(ofSize: 20, weight: .heavy)]
    appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.yellow]
    bar.standardAppearance = appearance
    #expect(bar._titleLabel.textColor == .white && bar._titleLabel.font.pointSize == 20)
    #expect((bar._buttons.last as? UIButton)?.titleColor(for: .normal) == .yellow)
  }

  @Test("UIKit (linked before iOS 15): scroll-edge looks do not apply to standard bars; the standard look is drawn at the top")
  func iOS12HasNoScrollEdge() {
    defer { UIApplication.shared.useLinkedSDK(.iOS17) }
    let nav = UINavigationController(rootViewController: UIViewController())
    nav.navigationBar.standardAppearance = opaque(.red)
    _ = show(nav, sdk: .iOS12)
    #expect(nav.navigationBar.backgroundColor == .red)
  }

  @Test("UIKit (UIAppearance [D]): a proxy's values reach bars when they enter a window, never values a bar set itself, and not bars already in a window")
  func appearanceProxy() {
    defer { _AppearanceProxies.reset() }
    let before = UINavigationController(rootViewController: UIViewController())
    _ = show(before)
    UINavigationBar.appearance().standardAppearance = opaque(.purple)
    UINavigationBar.appearance().scrollEdgeAppearance = opaque(.purple)
    UINavigationBar.appearance().tintColor = .orange
    #expect(before.navigationBar.backgroundColor != .purple)  // already in a window

    let nav = UINavigationController(rootViewController: UIViewController())
    _ = show(nav)
    #expect(nav.navigationBar.backgroundColor == .purple)
    #expect(nav.navigationBar.tintColor == .orange)

    let own = UINavigationController(rootViewController: UIViewController())
    own.navigationBar.scrollEdgeAppearance = opaque(.green)
    _ = show(own)
    #expect(own.navigationBar.backgroundColor == .green)
    #expect(own.navigationBar.tintColor == .orange)
  }

  @Test("UIKit (UITabBar.standardAppearance, scrollEdgeAppearance nil): a tab without scrolling content shows a transparent bar; item colours come from the stacked layout")
  func tabBarAppearance() throws {
    let first = UIViewController(), second = ScrollingController()
    first.tabBarItem = UITabBarItem(title: "One", image: nil, tag: 0)
    second.tabBarItem = UITabBarItem(title: "Two", image: nil, tag: 1)
    let tabs = UITabBarController()
    tabs.viewControllers = [first, second]
    let appearance = UITabBarAppearance()
    appearance.configureWithOpaqueBackground()
    appearance.backgroundColor = .darkGray
    appearance.stackedLayoutAppearance.selected.titleTextAttributes = [.foregroundColor: UIColor.systemGreen]
    appearance.stackedLayoutAppearance.normal.iconColor = .lightGray
    tabs.tabBar.standardAppearance = appearance
    _ = show(tabs)
    #expect(tabs.tabBar.backgroundColor == .clear)  // the first tab does not scroll
    let labels = tabs.tabBar.subviews.compactMap { $0 as? UILabel }
    #expect(labels.first?.textColor == .systemGreen && labels.last?.textColor == .lightGray)
    tabs.selectedIndex = 1
    UIApplication.shared.runUntilIdle()
    #expect(tabs.tabBar.backgroundColor == .darkGray)  // long content, not at its bottom
    tabs.tabBar.scrollEdgeAppearance = appearance
    tabs.selectedIndex = 0
    UIApplication.shared.runUntilIdle()
    #expect(tabs.tabBar.backgroundColor == .darkGray)
  }

  @Test("UIKit (UIToolbar.standardAppearance, scrollEdgeAppearance nil): a lone toolbar draws its standard look; a navigation controller's toolbar over content that does not scroll is transparent")
  func toolbarAppearance() {
    let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
    let appearance = UIToolbarAppearance()
    appearance.configureWithOpaqueBackground()
    appearance.backgroundColor = .systemIndigo
    toolbar.standardAppearance = appearance
    #expect(toolbar.backgroundColor == .systemIndigo)
    #expect(toolbar.compactAppearance == nil)
    toolbar.standardAppearance = UIToolbarAppearance()
    #expect(toolbar.subviews.first is UIVisualEffectView)

    let top = UIViewController()
    top.toolbarItems = [UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)]
    let nav = UINavigationController(rootViewController: top)
    nav.isToolbarHidden = false
    nav.toolbar.standardAppearance = appearance
    _ = show(nav)
    #expect(nav.toolbar.backgroundColor == .clear)
    nav.toolbar.scrollEdgeAppearance = appearance
    #expect(nav.toolbar.backgroundColor == .systemIndigo)
  }

  @Test("UIKit: scrolling in and out of the scroll edge draws the same transparent look each time (made once per appearance object)")
  func transparentLookMadeOnce() {
    let root = ScrollingController()
    let nav = UINavigationController(rootViewController: root)
    nav.navigationBar.standardAppearance = opaque(.red)
    _ = show(nav)
    let bar = nav.navigationBar
    let first = bar._appliedAppearance
    #expect(first != nil && bar.backgroundColor == .clear)
    root.scrollView.contentOffset.y += 50
    #expect(bar._appliedAppearance !== first && bar.backgroundColor == .red)
    root.scrollView.contentOffset.y -= 50
    #expect(bar._appliedAppearance === first)
  }
}
