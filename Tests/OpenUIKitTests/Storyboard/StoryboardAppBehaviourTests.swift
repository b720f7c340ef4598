import Foundation
import OpenUIKit
import OpenUIKitScenarios
import OpenUIKitTesting
import Testing
import UIKit

/// Behaviour fixes found on real storyboards (issue 12, item 4).
@MainActor
@Suite(.serialized)
struct StoryboardAppBehaviourTests {
  @Test("Issue 12 — an embed segue performed by identifier puts the child in the container view that owns the segue")
  func embedByIdentifier() throws {
    let log = Log()
    RuntimeStoryboards.register(log: log)
    let storyboard = try RuntimeStoryboards.storyboard()
    let source = try #require(storyboard.instantiateViewController(withIdentifier: "Source") as? UnwindTarget)
    source.loadViewIfNeeded()
    let container = try #require(source._storyboardContext?.objects["cnt-00-001"] as? UIView)
    #expect(source.children.count == 1)
    source.performSegue(withIdentifier: "Footer", sender: nil)
    #expect(source.children.count == 2)
    let child = try #require(source.children.last)
    #expect(child.view.superview === container)
    #expect(child.view.frame == container.bounds)
  }

  @Test("UIKit Master-Detail collapsed: showDetail of a navigation controller from a collapsed split view shows its controller on the primary stack, without 'Pushing a navigation controller is not supported'")
  func collapsedShowDetailOfNavigation() throws {
    let start = UIApplication.shared.diagnostics.count
    let list = UIViewController()
    let primary = UINavigationController(rootViewController: list)
    let split = UISplitViewController()
    split.viewControllers = [primary, UIViewController()]
    let window = makeWindow(root: split, size: CGSize(width: 393, height: 852))
    #expect(split.isCollapsed)
    let before = primary.viewControllers
    let detail = UIViewController()
    let detailNavigation = UINavigationController(rootViewController: detail)
    list.showDetailViewController(detailNavigation, sender: nil)
    UIApplication.shared.runUntilIdle()
    #expect(primary.viewControllers.count == before.count + 1)
    #expect(primary.topViewController === detail)
    #expect(detail.view.window === window)
    #expect(!diagnostics(since: start).contains { $0.message.contains("Pushing a navigation controller is not supported") })
    primary.popViewController(animated: false)
    UIApplication.shared.runUntilIdle()
    #expect(primary.topViewController === before.last)
  }
}

@MainActor
@Suite(.serialized)
struct StoryboardCustomObjectTests {
  @Test("Issue 12 — <customObject> is made from its class through the registry and connected: Slide's delegate object makes itself the tab bar controller's delegate through its outlet")
  func slideDelegate() throws {
    AppleCustomTransitionsSample.register()
    let storyboard = UIStoryboard(name: "Slide", bundle: nil)
    let tabBar = try #require(storyboard.instantiateInitialViewController() as? UITabBarController)
    let delegate = try #require(tabBar.delegate as? AAPLSlideTransitionDelegate)
    #expect(delegate.tabBarController === tabBar)
    let window = makeWindow(root: tabBar)
    let frame = tabBar.tabBar._frameOfItem(at: 1)
    window.tap(at: tabBar.tabBar.convert(CGPoint(x: frame.midX, y: frame.midY), to: nil))
    #expect(tabBar.selectedIndex == 1)
    #expect(delegate.selections == 1)
  }

  @Test("Issue 12 — an unregistered <customObject> class is UIKit's 'Unknown class' warning and nothing is made")
  func unknownObject() throws {
    let start = UIApplication.shared.diagnostics.count
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" initialViewController="vc1-00-001">
          <scenes>
              <scene sceneID="sc1-00-001">
                  <objects>
                      <viewController id="vc1-00-001" sceneMemberID="viewController">
                          <connections>
                              <outlet property="transitioningDelegate" destination="obj-00-001" id="out-00-001"/>
                          </connections>
                      </viewController>
                      <customObject id="obj-00-001" customClass="NoSuchTransitionDelegate"/>
                  </objects>
              </scene>
          </scenes>
      </document>
      """
    let storyboard = try UIStoryboard(data: Data(xml.utf8), fileName: "Objects.storyboard")
    let controller = try #require(storyboard.instantiateInitialViewController())
    #expect(controller.transitioningDelegate == nil)
    #expect(diagnostics(since: start).contains { $0.message == "Unknown class NoSuchTransitionDelegate in Interface Builder file." })
  }
}
