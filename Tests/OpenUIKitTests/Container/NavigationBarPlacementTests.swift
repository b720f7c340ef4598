import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing
import UIKit

/// A navigation controller's bar below the status bar, and the safe area it gives its top
/// controller (Docs/Behaviour.md "Navigation bar below the status bar"; spec B3).
@MainActor
@Suite(.serialized)
struct NavigationBarPlacementTests {
  private func navWindow(sdk: UIKitSDK = .iOS12, size: CGSize = CGSize(width: 393, height: 852))
    -> (UINavigationController, UIViewController, UIWindow)
  {
    let root = UIViewController()
    let nav = UINavigationController(rootViewController: root)
    let window = makeWindow(root: nav, size: size, sdk: sdk)
    window.layoutIfNeeded()  // the layout pass of the window's first commit
    return (nav, root, window)
  }

  @Test("UIKit (O: iPhone 14 Pro and later, the bar's minY is the status bar's bottom, inside the 59 pt safe area): the window's navigation bar sits at y = 54 on an iPhone 15, 44 pt high")
  func belowDynamicIslandStatusBar() {
    let (nav, _, window) = navWindow()
    #expect(nav.navigationBar.frame == CGRect(x: 0, y: 54, width: 393, height: 44))
    #expect(window.safeAreaInsets.top == 59)
    window.isHidden = true
  }

  @Test("UIKit (spec B3: a root view's safe area includes visible bars): the top controller's view extends under the translucent bar and its safe area ends at the bar's bottom; Auto Layout follows")
  func childSafeAreaBelowBar() {
    let root = UIViewController()
    let content = UIView()
    content.translatesAutoresizingMaskIntoConstraints = false
    root.view.addSubview(content)
    NSLayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: root.view.safeAreaLayoutGuide.topAnchor),
      content.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
      content.widthAnchor.constraint(equalToConstant: 100),
      content.heightAnchor.constraint(equalToConstant: 50),
    ])
    let nav = UINavigationController(rootViewController: root)
    let window = makeWindow(root: nav)
    window.layoutIfNeeded()
    #expect(root.view.frame == window.bounds)
    #expect(root.view.safeAreaInsets.top == 98)
    #expect(content.frame.minY == 98)
    // A hidden bar gives the safe area back to the device's inset.
    nav.isNavigationBarHidden = true
    window.layoutIfNeeded()
    #expect(root.view.safeAreaInsets.top == 59)
    window.isHidden = true
  }

  @Test("UIKit (extendedLayoutIncludesOpaqueBars docs): below an opaque bar the child's view starts at the bar's bottom (98 pt) and has no top safe-area inset")
  func opaqueBarChildBelowBar() {
    let root = UIViewController()
    let nav = UINavigationController(rootViewController: root)
    nav.navigationBar.isTranslucent = false
    let window = makeWindow(root: nav)
    window.layoutIfNeeded()
    #expect(root.view.frame == CGRect(x: 0, y: 98, width: 393, height: 852 - 98))
    #expect(root.view.safeAreaInsets.top == 0)
    window.isHidden = true
  }

  @Test("UIKit (status bar 20 pt on home-button iPhones, spec B3): on an iPhone SE the bar sits at y = 20")
  func homeButtonPhone() {
    UIScreen.useDevice(.iPhoneSE)
    defer { UIScreen.useDevice(.iPhone15) }
    let (nav, root, window) = navWindow(size: CGSize(width: 375, height: 667))
    #expect(nav.navigationBar.frame.minY == 20)
    #expect(root.view.safeAreaInsets.top == 64)
    window.isHidden = true
  }

  @Test("UIKit (iPhones hide the status bar in landscape): a phone in landscape puts the bar at the top")
  func landscapePhone() {
    UIScreen.useDevice(.iPhone15, landscape: true)
    defer { UIScreen.useDevice(.iPhone15) }
    let (nav, _, window) = navWindow(size: CGSize(width: 852, height: 393))
    #expect(nav.navigationBar.frame.minY == 0)
    window.isHidden = true
  }

  @Test("UIKit (Doc pageSheet; the status bar covers only views that reach the screen's top): a navigation controller in a card sheet has its bar at the sheet's top; one presented full screen below the status bar")
  func presentedNavigationControllers() {
    let a = UIViewController()
    let window = makeWindow(root: a, sdk: .iOS17)
    let sheet = UINavigationController(rootViewController: UIViewController())
    a.present(sheet, animated: true)
    UIApplication.shared.runUntilIdle()
    #expect(sheet.view.frame.minY > 54)
    #expect(sheet.navigationBar.frame.minY == 0)
    sheet.dismiss(animated: true)
    UIApplication.shared.runUntilIdle()
    let full = UINavigationController(rootViewController: UIViewController())
    full.modalPresentationStyle = .fullScreen
    a.present(full, animated: true)
    UIApplication.shared.runUntilIdle()
    #expect(full.navigationBar.frame.minY == 54)
    full.dismiss(animated: true)
    UIApplication.shared.runUntilIdle()
    window.isHidden = true
  }

  @Test("UIKit (sheets spec §A1: the presenter is only scaled back): a navigation controller behind a card sheet keeps its bar below the status bar, also after a layout pass")
  func presenterScaledBackKeepsBar() {
    let (nav, root, window) = navWindow(sdk: .iOS17)
    let b = UIViewController()
    root.present(b, animated: true)
    UIApplication.shared.runUntilIdle()
    #expect(nav.view.transform != .identity)
    nav.view.setNeedsLayout()
    nav.view.layoutIfNeeded()
    #expect(nav.navigationBar.frame.minY == 54)
    b.dismiss(animated: true)
    UIApplication.shared.runUntilIdle()
    window.isHidden = true
  }

  @Test("UIKit (top-attached bars draw their background behind the status bar): the bar's colour fills the strip above it, outside its bounds")
  func backgroundBehindStatusBar() throws {
    let (nav, _, window) = navWindow()
    let bar = nav.navigationBar
    let backdrop = try #require(bar.subviews.first { $0.frame == CGRect(x: 0, y: -54, width: 393, height: 54) })
    #expect(backdrop.backgroundColor == bar.backgroundColor)
    bar.barTintColor = .red
    #expect(backdrop.backgroundColor == bar.backgroundColor)
    #expect(window.hitTest(CGPoint(x: 200, y: 20), with: nil) !== backdrop)
    window.isHidden = true
  }

  @Test("UIKit (UINavigationBar docs: the left item at the leading edge, the right at the trailing one, the title centred): outside any window a loaded navigation controller's bar already has its buttons and title in place, without a layout pass of the hierarchy")
  func barPlacedOutsideWindow() throws {
    let root = UIViewController()
    root.title = "Inbox"
    let left = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
    let right = UIBarButtonItem(title: "Add", style: .plain, target: nil, action: nil)
    root.navigationItem.leftBarButtonItem = left
    root.navigationItem.rightBarButtonItem = right
    let nav = UINavigationController(rootViewController: root)
    nav.loadViewIfNeeded()
    let bar = nav.navigationBar
    #expect(bar.window == nil)
    let leftButton = try #require(left._anchorView)
    let rightButton = try #require(right._anchorView)
    #expect(leftButton.frame.minX == 8)
    #expect(abs(rightButton.frame.maxX - (bar.bounds.width - 8)) < 0.001)
    #expect(bar._titleLabel.text == "Inbox")
    #expect(bar._titleLabel.frame.width > 0)
    #expect(abs(bar._titleLabel.frame.midX - bar.bounds.midX) < 0.001)
  }
}
