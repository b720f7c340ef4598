import Foundation
import OpenQuartzCore
import OpenUIKitTesting
import Testing
import UIKit
@testable import OpenUIKit

/// Navigation bar large titles (UINavigationBar.prefersLargeTitles, UINavigationItem.
/// largeTitleDisplayMode) and the iOS 15 transparent scroll edge of bars without appearance
/// objects (Docs/Behaviour.md "Large titles"). iPhone 15 (393 × 852): the bar sits at y = 54,
/// 44 pt standard, 96 pt with the large-title row (52 pt).
@MainActor @Suite(.serialized) struct LargeTitleTests {
  final class ListController: UIViewController {
    override func loadView() {
      let scroll = UIScrollView()
      scroll.contentSize = CGSize(width: 393, height: 3000)
      view = scroll
    }
    var scrollView: UIScrollView { view as! UIScrollView }
  }

  private func show(_ root: UIViewController, sdk: UIKitSDK = .iOS17) -> UIWindow {
    let window = makeWindow(root: root, sdk: sdk)
    window.layoutIfNeeded()
    return window
  }

  private func largeNav(_ root: UIViewController, title: String = "Settings") -> UINavigationController {
    root.title = title
    let nav = UINavigationController(rootViewController: root)
    nav.navigationBar.prefersLargeTitles = true
    return nav
  }

  /// Sets the list's offset and runs the layout pass that lets the safe area follow.
  private func scroll(_ list: ListController, to y: CGFloat, in window: UIWindow) {
    list.scrollView.contentOffset.y = y
    window.layoutIfNeeded()
  }

  @Test("UIKit (iPhone: large titles add a 52 pt row, a 96 pt bar): the bar is 96 pt tall, the top controller's safe area ends at its bottom, the title is drawn bold 34 pt at the leading margin and the small title is hidden")
  func barHeightAndSafeArea() throws {
    let root = UIViewController()
    let nav = largeNav(root)
    let window = show(nav)
    let bar = nav.navigationBar
    #expect(bar.frame == CGRect(x: 0, y: 54, width: 393, height: 96))
    #expect(root.view.safeAreaInsets.top == 150)
    let large = bar._largeTitleLabel
    #expect(large.text == "Settings" && large.font.pointSize == 34 && large.textAlignment == .left)
    let frame = large.convert(large.bounds, to: bar)
    #expect(frame.minX == 16)
    #expect(frame.maxY == 96 - 8 && frame.minY >= 44)
    #expect(bar._titleLabel.alpha == 0)
    // Without large titles: the standard 44 pt bar again, the small title shown.
    bar.prefersLargeTitles = false
    window.layoutIfNeeded()
    #expect(bar.frame.height == 44 && root.view.safeAreaInsets.top == 98)
    #expect(bar._titleLabel.alpha == 1)
    window.isHidden = true
  }

  @Test("UIKit (observed: iPhones in landscape, a compact height, show standard titles): a bar that prefers large titles stays 44 pt tall with its small title")
  func compactHeightShowsStandardTitles() {
    UIScreen.useDevice(.iPhone15, landscape: true)
    defer { UIScreen.useDevice(.iPhone15) }
    let root = UIViewController()
    let nav = largeNav(root)
    let window = makeWindow(root: nav, size: CGSize(width: 852, height: 393), sdk: .iOS17)
    window.layoutIfNeeded()
    #expect(nav.traitCollection.verticalSizeClass == .compact)
    #expect(!nav.navigationBar._showsLargeTitle)
    #expect(nav.navigationBar.frame.height == 44 && nav.navigationBar._titleLabel.alpha == 1)
    window.isHidden = true
  }

  @Test("UIKit (LargeTitleDisplayMode docs and header): .automatic inherits from the item below (the first item shows it large), .always and .never decide for their item, and nothing is large without prefersLargeTitles")
  func displayModesAndInheritance() {
    let a = UIViewController(), b = UIViewController(), c = UIViewController(), d = UIViewController()
    let nav = largeNav(a)
    let window = show(nav)
    let bar = nav.navigationBar
    #expect(bar._showsLargeTitle)
    nav.pushViewController(b, animated: false)
    UIApplication.shared.runUntilIdle()
    #expect(bar._showsLargeTitle && bar.frame.height == 96)  // automatic above a large item
    b.navigationItem.largeTitleDisplayMode = .never
    #expect(!bar._showsLargeTitle && bar.frame.height == 44)
    nav.pushViewController(c, animated: false)
    UIApplication.shared.runUntilIdle()
    #expect(!bar._showsLargeTitle)  // automatic above a never item
    d.navigationItem.largeTitleDisplayMode = .always
    nav.pushViewController(d, animated: false)
    UIApplication.shared.runUntilIdle()
    #expect(bar._showsLargeTitle && bar.frame.height == 96)
    bar.prefersLargeTitles = false
    #expect(!bar._showsLargeTitle && bar.frame.height == 44)
    #expect(UINavigationItem.LargeTitleDisplayMode(rawValue: 2) == .never)
    window.isHidden = true
  }

  @Test("UIKit (large title collapse): the row shrinks as the content scrolls up (bar 96 → 44 between offsets 0 and 52 from the top), the safe area and adjustedContentInset follow, the small title fades in over the last 16 pt, and a pull down stretches the bar without changing the safe area")
  func collapseOnScroll() {
    let list = ListController()
    let nav = largeNav(list)
    let window = show(nav)
    let bar = nav.navigationBar
    let scrollView = list.scrollView
    #expect(scrollView.contentOffset.y == -150 && scrollView.adjustedContentInset.top == 150)
    let samples: [(scrolled: CGFloat, barHeight: CGFloat, smallTitle: CGFloat)] = [
      (0, 96, 0), (10, 86, 0), (26, 70, 0), (44, 52, 0.5), (52, 44, 1), (200, 44, 1),
    ]
    for sample in samples {
      scroll(list, to: -150 + sample.scrolled, in: window)
      #expect(bar.frame.height == sample.barHeight, "scrolled \(sample.scrolled)")
      #expect(list.view.safeAreaInsets.top == 54 + sample.barHeight)
      #expect(scrollView.adjustedContentInset.top == 54 + sample.barHeight)
      #expect(bar._titleLabel.alpha == sample.smallTitle, "scrolled \(sample.scrolled)")
    }
    // Back to the top: expanded again; pulled down 30 pt: the bar stretches, the safe area not.
    scroll(list, to: -150, in: window)
    #expect(bar.frame.height == 96)
    scroll(list, to: -180, in: window)
    #expect(bar.frame.height == 126 && list.view.safeAreaInsets.top == 150)
    #expect(scrollView.adjustedContentInset.top == 150)
    scroll(list, to: -150, in: window)
    #expect(bar.frame.height == 96 && scrollView.contentOffset.y == -150)
    window.isHidden = true
  }

  @Test("UIKit (push and pop animate the bar alongside the transition): a push from a large-title list to a .never screen shrinks the drawn bar mid-way, the list keeps its safe area while it leaves, and the pop brings the large title back with the list where it was")
  func pushToNeverMidTransition() throws {
    let list = ListController()
    let nav = largeNav(list)
    let detail = UIViewController()
    detail.title = "General"
    detail.navigationItem.largeTitleDisplayMode = .never
    let window = show(nav)
    let bar = nav.navigationBar
    nav.pushViewController(detail, animated: true)
    UIApplication.shared.advance(by: 0.2)
    let drawn = try #require(bar.layer.presentation()).bounds.height
    #expect(drawn > 44 && drawn < 96)
    #expect(bar.frame.height == 44)  // the model is at the end already
    #expect(detail.view.safeAreaInsets.top == 98)
    #expect(list.view.safeAreaInsets.top == 150)
    #expect(list.scrollView.contentOffset.y == -150)
    UIApplication.shared.runUntilIdle()
    #expect(bar.layer.presentation()?.bounds.height == 44)
    #expect(bar._titleLabel.alpha == 1 && bar._titleLabel.text == "General")
    nav.popViewController(animated: true)
    UIApplication.shared.advance(by: 0.2)
    let back = try #require(bar.layer.presentation()).bounds.height
    #expect(back > 44 && back < 96)
    UIApplication.shared.runUntilIdle()
    #expect(bar.frame.height == 96 && list.scrollView.contentOffset.y == -150)
    #expect(bar._titleLabel.alpha == 0 && bar._largeTitleLabel.text == "Settings")
    window.isHidden = true
  }

  @Test("UIKit (interactive pop follows the finger): popping back to a large-title list grows the drawn bar with the finger, and a cancel leaves the .never screen's 44 pt bar")
  func interactivePopFollowsFinger() throws {
    let list = ListController()
    let nav = largeNav(list)
    let detail = UIViewController()
    detail.navigationItem.largeTitleDisplayMode = .never
    let window = show(nav)
    nav.pushViewController(detail, animated: false)
    UIApplication.shared.runUntilIdle()
    let bar = nav.navigationBar
    #expect(bar.frame.height == 44)
    let touch = window.touchDown(at: CGPoint(x: 5, y: 400))
    touch.move(to: CGPoint(x: 5 + 393 * 0.25, y: 400), duration: 0.2)
    let quarter = try #require(bar.layer.presentation()).bounds.height
    touch.move(to: CGPoint(x: 5 + 393 * 0.45, y: 400), duration: 0.2)
    let later = try #require(bar.layer.presentation()).bounds.height
    #expect(quarter > 44 && later > quarter && later < 96)
    UIApplication.shared.advance(by: 0.5)
    #expect(bar.layer.presentation()?.bounds.height == later)
    touch.move(to: CGPoint(x: 5 + 393 * 0.1, y: 400), duration: 0.2)
    touch.lift()
    UIApplication.shared.runUntilIdle()
    #expect(nav.topViewController === detail)
    #expect(bar.frame.height == 44 && bar.layer.presentation()?.bounds.height == 44)
    #expect(detail.view.safeAreaInsets.top == 98)
    window.isHidden = true
  }

  @Test("UIKit (iOS 15 scrollEdgeAppearance fallback): linked on iOS 15 or later a bar without appearance objects draws no background and no hairline at the scroll edge, and its usual look once the content scrolls under it; linked earlier it keeps its look")
  func scrollEdgeTransparencyByLinkedSDK() {
    let list = ListController()
    let nav = UINavigationController(rootViewController: list)
    let window = show(nav)
    let bar = nav.navigationBar
    #expect(bar.backgroundColor == .clear && bar._hairlineView.isHidden)
    scroll(list, to: -98 + 100, in: window)
    #expect(bar.backgroundColor != .clear && !bar._hairlineView.isHidden)
    scroll(list, to: -98, in: window)
    #expect(bar.backgroundColor == .clear)
    // A screen that does not scroll is at its edge.
    let plain = UINavigationController(rootViewController: UIViewController())
    let plainWindow = show(plain)
    #expect(plain.navigationBar.backgroundColor == .clear)
    window.isHidden = true
    plainWindow.isHidden = true

    defer { UIApplication.shared.useLinkedSDK(.iOS17) }
    let old = UINavigationController(rootViewController: UIViewController())
    let oldWindow = show(old, sdk: .iOS12)
    #expect(old.navigationBar.backgroundColor != .clear && !old.navigationBar._hairlineView.isHidden)
    oldWindow.isHidden = true
  }

  @Test("UIKit (iOS 13+ large titles are transparent at the scroll edge; linked on iOS 12 the large-title bar keeps its background): the bar's look at the top of a large-title list by linked SDK")
  func largeTitleScrollEdgeBySDK() {
    defer { UIApplication.shared.useLinkedSDK(.iOS17) }
    let list = ListController()
    let nav = largeNav(list)
    let window = show(nav)
    #expect(nav.navigationBar.backgroundColor == .clear && nav.navigationBar._hairlineView.isHidden)
    window.isHidden = true
    let oldList = ListController()
    let old = largeNav(oldList)
    let oldWindow = show(old, sdk: .iOS12)
    #expect(old.navigationBar.frame.height == 96)
    #expect(old.navigationBar.backgroundColor != .clear && !old.navigationBar._hairlineView.isHidden)
    oldWindow.isHidden = true
  }

  @Test("UIKit (UINavigationBarAppearance.largeTitleTextAttributes, UINavigationBar.largeTitleTextAttributes, UIAppearance): the appearance's large-title attributes style the large title, the legacy attributes do without one, and the proxy's prefersLargeTitles and attributes reach new bars")
  func largeTitleAttributes() {
    let legacy = largeNav(UIViewController())
    legacy.navigationBar.largeTitleTextAttributes = [.foregroundColor: UIColor.systemRed]
    let legacyWindow = show(legacy)
    #expect(legacy.navigationBar._largeTitleLabel.textColor == .systemRed)
    #expect(legacy.navigationBar._largeTitleLabel.font.pointSize == 34)

    let styled = largeNav(UIViewController())
    let appearance = UINavigationBarAppearance()
    appearance.configureWithOpaqueBackground()
    appearance.largeTitleTextAttributes = [.foregroundColor: UIColor.white, .font: UIFont.systemFont(ofSize: 40, weight: .heavy)]
    styled.navigationBar.standardAppearance = appearance
    styled.navigationBar.scrollEdgeAppearance = appearance
    styled.navigationBar.largeTitleTextAttributes = [.foregroundColor: UIColor.systemRed]
    let styledWindow = show(styled)
    #expect(styled.navigationBar._largeTitleLabel.textColor == .white)
    #expect(styled.navigationBar._largeTitleLabel.font.pointSize == 40)
    #expect(appearance.copy().isEqual(appearance))
    let other = appearance.copy()
    other.largeTitleTextAttributes = [:]
    #expect(!other.isEqual(appearance))

    defer { _AppearanceProxies.reset() }
    UINavigationBar.appearance().prefersLargeTitles = true
    UINavigationBar.appearance().largeTitleTextAttributes = [.foregroundColor: UIColor.systemGreen]
    let root = UIViewController()
    root.title = "Music"
    let proxied = UINavigationController(rootViewController: root)
    UIApplication.shared.useLinkedSDK(.iOS17)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    window.rootViewController = proxied
    window.makeKeyAndVisible()
    UIApplication.shared.runUntilIdle()
    #expect(proxied.navigationBar.prefersLargeTitles)
    #expect(proxied.navigationBar.frame.height == 96)
    #expect(proxied.navigationBar._largeTitleLabel.textColor == .systemGreen)
    legacyWindow.isHidden = true
    styledWindow.isHidden = true
    window.isHidden = true
  }

  static let storyboardXML = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="nav-lt-001">
        <scenes>
            <scene sceneID="sc1-lt-001">
                <objects>
                    <navigationController id="nav-lt-001" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" largeTitles="YES" id="bar-lt-001">
                            <rect key="frame" x="0.0" y="59" width="393" height="96"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </navigationBar>
                        <connections>
                            <segue destination="vc1-lt-001" kind="relationship" relationship="rootViewController" id="rel-lt-001"/>
                        </connections>
                    </navigationController>
                </objects>
            </scene>
            <scene sceneID="sc2-lt-001">
                <objects>
                    <viewController id="vc1-lt-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="vw1-lt-001">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        </view>
                        <navigationItem key="navigationItem" title="Library" largeTitleDisplayMode="never" id="itm-lt-001"/>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

  @Test("Storyboards (Xcode: \"Prefers Large Titles\" is largeTitles=\"YES\" on the navigation bar, the item's largeTitleDisplayMode attribute): the scene's bar prefers large titles and its item's mode is read")
  func storyboardAttributes() throws {
    let storyboard = try UIStoryboard(data: Data(Self.storyboardXML.utf8), fileName: "LargeTitles.storyboard")
    let nav = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
    #expect(nav.navigationBar.prefersLargeTitles)
    let root = try #require(nav.viewControllers.first)
    #expect(root.navigationItem.largeTitleDisplayMode == .never)
    root.navigationItem.largeTitleDisplayMode = .automatic
    let window = show(nav)
    #expect(nav.navigationBar.frame.height == 96 && nav.navigationBar._largeTitleLabel.text == "Library")
    window.isHidden = true
  }
}
