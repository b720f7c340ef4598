import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing
import UIKit

/// Issue 12, item 5: storyboards whose graph has a cycle are reported with both locations and
/// not followed (no stack overflow).
@MainActor
@Suite(.serialized)
struct StoryboardCycleTests {
  func document(_ scenes: String, initial: String) -> Data {
    Data(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" initialViewController="\(initial)">
          <scenes>
      \(scenes)
          </scenes>
      </document>
      """.utf8)
  }

  func cycleMessages(since start: Int) -> [String] {
    diagnostics(since: start).map(\.message).filter { $0.hasPrefix("Storyboard cycle:") }
  }

  @Test("A navigation controller whose root is itself: one cycle report naming its location; it loads without a root")
  func navigationRootIsItself() throws {
    let start = UIApplication.shared.diagnostics.count
    let scenes = """
              <scene sceneID="sc1-00-001"><objects>
                  <navigationController id="nav-00-001" sceneMemberID="viewController">
                      <connections>
                          <segue destination="nav-00-001" kind="relationship" relationship="rootViewController" id="rel-00-001"/>
                      </connections>
                  </navigationController>
              </objects></scene>
      """
    let storyboard = try UIStoryboard(data: document(scenes, initial: "nav-00-001"), fileName: "Self.storyboard")
    let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
    #expect(navigation.viewControllers.isEmpty)
    let messages = cycleMessages(since: start)
    #expect(messages.count == 1)
    #expect(messages.first?.contains("<navigationController id=\"nav-00-001\"> at Self.storyboard:5") == true)
  }

  @Test("Mutual relationships (a tab bar containing a navigation controller whose root is the tab bar): both locations reported")
  func mutualRelationships() throws {
    let start = UIApplication.shared.diagnostics.count
    let scenes = """
              <scene sceneID="sc1-00-001"><objects>
                  <tabBarController id="tab-00-001" sceneMemberID="viewController">
                      <connections>
                          <segue destination="nav-00-001" kind="relationship" relationship="viewControllers" id="rel-00-001"/>
                      </connections>
                  </tabBarController>
              </objects></scene>
              <scene sceneID="sc2-00-001"><objects>
                  <navigationController id="nav-00-001" sceneMemberID="viewController">
                      <connections>
                          <segue destination="tab-00-001" kind="relationship" relationship="rootViewController" id="rel-00-002"/>
                      </connections>
                  </navigationController>
              </objects></scene>
      """
    let storyboard = try UIStoryboard(data: document(scenes, initial: "tab-00-001"), fileName: "Mutual.storyboard")
    let tabBar = try #require(storyboard.instantiateInitialViewController() as? UITabBarController)
    #expect(tabBar.viewControllers?.count == 1)
    let message = try #require(cycleMessages(since: start).first)
    #expect(message.contains("<tabBarController id=\"tab-00-001\"> at Mutual.storyboard:5"))
    #expect(message.contains("<navigationController id=\"nav-00-001\"> at Mutual.storyboard:12"))
  }

  @Test("An embed segue that embeds its own scene: reported once, the nested copy gets a plain view")
  func embedCycle() throws {
    let start = UIApplication.shared.diagnostics.count
    let scenes = """
              <scene sceneID="sc1-00-001"><objects>
                  <viewController id="vc1-00-001" sceneMemberID="viewController">
                      <view key="view" contentMode="scaleToFill" id="vw1-00-001">
                          <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                          <subviews>
                              <containerView opaque="NO" contentMode="scaleToFill" id="cnt-00-001">
                                  <rect key="frame" x="0.0" y="400" width="393" height="200"/>
                                  <connections>
                                      <segue destination="vc1-00-001" kind="embed" id="emb-00-001"/>
                                  </connections>
                              </containerView>
                          </subviews>
                      </view>
                  </viewController>
              </objects></scene>
      """
    let storyboard = try UIStoryboard(data: document(scenes, initial: "vc1-00-001"), fileName: "Embed.storyboard")
    let controller = try #require(storyboard.instantiateInitialViewController())
    controller.loadViewIfNeeded()
    #expect(controller.children.count == 1)
    #expect(controller.children.first?.children.isEmpty == true)
    #expect(cycleMessages(since: start).count == 1)
  }

  @Test("A storyboard reference that leads back to the controller that refers to it: reported, not followed")
  func referenceCycle() throws {
    let start = UIApplication.shared.diagnostics.count
    let scenes = """
              <scene sceneID="sc1-00-001"><objects>
                  <navigationController storyboardIdentifier="Nav" id="nav-00-001" sceneMemberID="viewController">
                      <connections>
                          <segue destination="ref-00-001" kind="relationship" relationship="rootViewController" id="rel-00-001"/>
                      </connections>
                  </navigationController>
              </objects></scene>
              <scene sceneID="sc2-00-001"><objects>
                  <viewControllerPlaceholder referencedIdentifier="Nav" id="ref-00-001" sceneMemberID="viewController"/>
              </objects></scene>
      """
    let storyboard = try UIStoryboard(data: document(scenes, initial: "nav-00-001"), fileName: "Ref.storyboard")
    let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
    #expect(navigation.viewControllers.isEmpty)
    #expect(cycleMessages(since: start).count == 1)
  }
}
