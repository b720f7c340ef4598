import Foundation
import Testing
import UIKit

/// When a built-in container loads the view of the child it shows (Docs/Behaviour/sbnav13.md):
/// not in its own `loadView` but at its first layout or when it starts to appear — UIKit's
/// deferred navigation transition (`-[UINavigationController __viewWillLayoutSubviews]`) and
/// `-[UITabBarController viewWillAppear:]` selecting its child.
@MainActor
@Suite(.serialized)
struct DeferredChildViewTests {
  /// A navigation controller that logs its own view's load and appearance.
  final class LoggingNavigationController: UINavigationController {
    var log: Log?
    override func viewDidLoad() {
      super.viewDidLoad()
      log?.add("Nav.viewDidLoad")
    }
    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      log?.add("Nav.viewWillAppear")
    }
  }

  final class LoggingTabBarController: UITabBarController {
    var log: Log?
    override func viewDidLoad() {
      super.viewDidLoad()
      log?.add("Tab.viewDidLoad")
    }
    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      log?.add("Tab.viewWillAppear")
    }
  }

  @Test("Rule: loading a navigation controller's view does not load its top controller's view; its first layout does")
  func navigationLoadDefersTopViewToLayout() {
    UIApplication.shared.useLinkedSDK(.iOS17)
    let log = Log()
    let root = LoggingViewController("A", log: log)
    let nav = UINavigationController(rootViewController: root)
    nav.loadViewIfNeeded()
    #expect(nav.isViewLoaded)
    #expect(!root.isViewLoaded)
    #expect(log.entries.isEmpty)
    nav.view.layoutIfNeeded()
    #expect(root.isViewLoaded)
    #expect(root.view.isDescendant(of: nav.view))
    #expect(root.view.frame.height > 0)
    #expect(log.entries == ["A.viewDidLoad"])
    // A second layout loads nothing again.
    nav.view.setNeedsLayout()
    nav.view.layoutIfNeeded()
    #expect(log.entries == ["A.viewDidLoad"])
  }

  @Test("Rule: on screen the top controller's view loads after the navigation controller's viewWillAppear, before its own viewWillAppear")
  func navigationOnScreenOrder() {
    let log = Log()
    let root = LoggingViewController("A", log: log)
    let nav = LoggingNavigationController(rootViewController: root)
    nav.log = log
    let window = makeWindow(root: nav, sdk: .iOS17)
    UIApplication.shared.runUntilIdle()
    let events = log.entries.filter { !$0.hasSuffix("viewIsAppearing") }
    #expect(events == ["Nav.viewDidLoad", "Nav.viewWillAppear", "A.viewDidLoad", "A.viewWillAppear", "A.viewDidAppear"])
    #expect(root.view.window === window)
    #expect(root.view.isDescendant(of: nav.view))
  }

  @Test("Rule: a push before the first layout only records the stack: the old top never loads, the new one loads at the layout")
  func navigationPushBeforeLayoutRetargets() {
    UIApplication.shared.useLinkedSDK(.iOS17)
    let log = Log()
    let a = LoggingViewController("A", log: log)
    let b = LoggingViewController("B", log: log)
    let nav = UINavigationController(rootViewController: a)
    nav.loadViewIfNeeded()
    nav.pushViewController(b, animated: false)
    #expect(nav.viewControllers == [a, b])
    #expect(!a.isViewLoaded)
    #expect(!b.isViewLoaded)
    nav.view.layoutIfNeeded()
    #expect(!a.isViewLoaded)
    #expect(b.isViewLoaded)
    #expect(b.view.isDescendant(of: nav.view))
    #expect(log.entries == ["B.viewDidLoad"])
    // After the first layout, changes swap views at once as before.
    let c = LoggingViewController("C", log: log)
    nav.pushViewController(c, animated: false)
    #expect(c.isViewLoaded)
    #expect(c.view.isDescendant(of: nav.view))
    #expect(b.viewIfLoaded?.superview == nil)
  }

  @Test("Rule: a navigation controller presented off a loaded, never laid out state shows its top when it appears")
  func navigationAppearsAfterEarlyLoad() {
    let log = Log()
    let root = LoggingViewController("A", log: log)
    let nav = LoggingNavigationController(rootViewController: root)
    nav.log = log
    nav.loadViewIfNeeded()
    #expect(log.entries == ["Nav.viewDidLoad"])
    _ = makeWindow(root: nav, sdk: .iOS17)
    UIApplication.shared.runUntilIdle()
    let events = log.entries.filter { !$0.hasSuffix("viewIsAppearing") }
    #expect(events == ["Nav.viewDidLoad", "Nav.viewWillAppear", "A.viewDidLoad", "A.viewWillAppear", "A.viewDidAppear"])
  }

  @Test("Rule: loading a tab bar controller's view does not load its selected controller's view; appearing does, after its viewWillAppear")
  func tabBarDefersSelectedViewToAppearance() {
    let log = Log()
    let a = LoggingViewController("A", log: log)
    let b = LoggingViewController("B", log: log)
    let tab = LoggingTabBarController()
    tab.log = log
    tab.viewControllers = [a, b]
    tab.loadViewIfNeeded()
    #expect(!a.isViewLoaded)
    #expect(log.entries == ["Tab.viewDidLoad"])
    _ = makeWindow(root: tab, sdk: .iOS17)
    UIApplication.shared.runUntilIdle()
    let events = log.entries.filter { !$0.hasSuffix("viewIsAppearing") }
    #expect(events == ["Tab.viewDidLoad", "Tab.viewWillAppear", "A.viewDidLoad", "A.viewWillAppear", "A.viewDidAppear"])
    #expect(a.view.isDescendant(of: tab.view))
    #expect(!b.isViewLoaded)
  }

  @Test("Rule: a tab bar controller laid out off screen puts its selected controller's view in at that layout")
  func tabBarLayoutInstallsSelectedView() {
    UIApplication.shared.useLinkedSDK(.iOS17)
    let log = Log()
    let a = LoggingViewController("A", log: log)
    let tab = UITabBarController()
    tab.viewControllers = [a]
    tab.loadViewIfNeeded()
    #expect(!a.isViewLoaded)
    tab.view.layoutIfNeeded()
    #expect(a.isViewLoaded)
    #expect(a.view.isDescendant(of: tab.view))
  }

  @Test("Rule: a tab selection changed before the selected view went in swaps as when it was put in at load")
  func tabBarSelectionBeforeAppearance() {
    UIApplication.shared.useLinkedSDK(.iOS17)
    let log = Log()
    let a = LoggingViewController("A", log: log)
    let b = LoggingViewController("B", log: log)
    let tab = UITabBarController()
    tab.viewControllers = [a, b]
    tab.loadViewIfNeeded()
    tab.selectedIndex = 1
    #expect(b.isViewLoaded)
    #expect(b.view.isDescendant(of: tab.view))
    #expect(a.viewIfLoaded?.superview == nil)
  }

  @Test("Rule: a storyboard navigation controller instantiated and loaded off screen loads its root's view only at layout")
  func storyboardNavigationDefersRoot() throws {
    UIApplication.shared.useLinkedSDK(.iOS17)
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="nav-00-001">
        <scenes>
          <scene sceneID="sc1-00-001">
            <objects>
              <navigationController id="nav-00-001" sceneMemberID="viewController">
                <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar-00-001">
                  <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                  <autoresizingMask key="autoresizingMask"/>
                </navigationBar>
                <connections>
                  <segue destination="vc0-00-001" kind="relationship" relationship="rootViewController" id="seg-00-001"/>
                </connections>
              </navigationController>
            </objects>
          </scene>
          <scene sceneID="sc2-00-001">
            <objects>
              <viewController id="vc0-00-001" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="vw0-00-001">
                  <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                  <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                </view>
              </viewController>
            </objects>
          </scene>
        </scenes>
      </document>
      """
    let storyboard = try UIStoryboard(data: Data(xml.utf8), fileName: "Deferred.storyboard")
    let nav = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
    let root = try #require(nav.topViewController)
    nav.loadViewIfNeeded()
    #expect(!root.isViewLoaded)
    nav.view.layoutIfNeeded()
    #expect(root.isViewLoaded)
    #expect(root.view.isDescendant(of: nav.view))
  }
}
