import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing
import UIKit

/// `<stackView>` elements load as UIStackViews whose `<subviews>` are arranged (Interface
/// Builder's stack view; UIStackView docs), laid out by the stack's own constraints.
@MainActor
@Suite(.serialized)
struct StoryboardStackViewTests {
  @Test("Storyboard: nested <stackView>s (vertical, spacing 8) arrange their labels and follow the safe area on two phones and a tablet (UIStackView docs)")
  func nestedStacksOnEverySize() throws {
    let folder = StoryboardFixtures.directory.appendingPathComponent("Blackboard")
    StoryboardSearchPath.add(folder)
    defer { StoryboardSearchPath.remove(folder) }
    defer { UIScreen.useDevice(.iPhone15) }
    for device in [DeviceProfile.iPhone15, .iPhoneSE, .iPadPro11] {
      UIScreen.useDevice(device)
      let size = UIScreen.main.bounds.size
      let start = UIApplication.shared.diagnostics.count
      let controller = UIStoryboard(name: "Account", bundle: nil).instantiateViewController(withIdentifier: "AccountViewController")
      let window = makeWindow(root: controller, size: size)
      window.layoutIfNeeded()
      let outer = try #require(controller.view.subviews.first as? UIStackView)
      #expect(outer.axis == .vertical && outer.spacing == 8 && outer.distribution == .fill && outer.alignment == .fill)
      #expect(outer.arrangedSubviews.count == 2)
      let inner = try #require(outer.arrangedSubviews as? [UIStackView])
      #expect(inner.allSatisfy { $0.axis == .vertical && $0.arrangedSubviews.count == 2 })
      let safeTop = controller.view.safeAreaInsets.top
      #expect(safeTop > 0)
      #expect(outer.frame.minX == 8 && outer.frame.minY == safeTop + 8 && outer.frame.width == size.width - 16)
      let labels = try #require(inner[0].arrangedSubviews as? [UILabel])
      let pixel = 1 / window.screen.scale + 1e-9
      #expect(labels[0].frame.minY == 0 && labels[0].frame.width == size.width - 16)
      #expect(abs(labels[0].frame.height - labels[0].intrinsicContentSize.height) <= pixel)
      #expect(labels[1].frame.minY == labels[0].frame.maxY)
      #expect(inner[0].frame.height == labels[1].frame.maxY)
      #expect(inner[1].frame.minY == inner[0].frame.maxY + 8)
      #expect(outer.frame.height == inner[1].frame.maxY)
      #expect(!diagnostics(since: start).contains { $0.message.contains("Unable to simultaneously satisfy constraints") })
      window.isHidden = true
    }
  }

  static let attributesStoryboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="vc0-00-001">
        <scenes>
            <scene sceneID="sc1-00-001">
                <objects>
                    <viewController id="vc0-00-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="vw0-00-001">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <stackView opaque="NO" contentMode="scaleToFill" distribution="equalSpacing" alignment="center" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="stk-00-001">
                                    <rect key="frame" x="0.0" y="100" width="375" height="40"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-001">
                                            <rect key="frame" x="0.0" y="0.0" width="40" height="40"/>
                                        </view>
                                        <view contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-002">
                                            <rect key="frame" x="335" y="10" width="40" height="20"/>
                                        </view>
                                    </subviews>
                                </stackView>
                            </subviews>
                            <constraints>
                                <constraint firstItem="stk-00-001" firstAttribute="leading" secondItem="vw0-00-001" secondAttribute="leading" id="c01-00-001"/>
                                <constraint firstItem="stk-00-001" firstAttribute="trailing" secondItem="vw0-00-001" secondAttribute="trailing" id="c01-00-002"/>
                                <constraint firstItem="stk-00-001" firstAttribute="top" secondItem="vw0-00-001" secondAttribute="top" constant="100" id="c01-00-003"/>
                                <constraint firstItem="box-00-001" firstAttribute="width" constant="40" id="c01-00-004"/>
                                <constraint firstItem="box-00-001" firstAttribute="height" constant="40" id="c01-00-005"/>
                                <constraint firstItem="box-00-002" firstAttribute="width" constant="40" id="c01-00-006"/>
                                <constraint firstItem="box-00-002" firstAttribute="height" constant="20" id="c01-00-007"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

  @Test("Storyboard: a <stackView>'s distribution, alignment and spacing attributes, and views' preservesSuperviewLayoutMargins / insetsLayoutMarginsFromSafeArea, are read (UIStackView, UIView docs)")
  func stackAndMarginAttributes() throws {
    let storyboard = try UIStoryboard(data: Data(Self.attributesStoryboard.utf8), fileName: "StackAttributes.storyboard")
    let controller = try #require(storyboard.instantiateInitialViewController())
    let window = makeWindow(root: controller)
    window.layoutIfNeeded()
    let stack = try #require(controller.view.subviews.first as? UIStackView)
    #expect(stack.axis == .horizontal && stack.distribution == .equalSpacing && stack.alignment == .center && stack.spacing == 10)
    let boxes = stack.arrangedSubviews
    #expect(boxes.count == 2)
    #expect(stack.frame == CGRect(x: 0, y: 100, width: 393, height: 40))
    #expect(boxes[0].frame == CGRect(x: 0, y: 0, width: 40, height: 40))
    #expect(boxes[1].frame == CGRect(x: 353, y: 10, width: 40, height: 20))
    #expect(boxes[1].preservesSuperviewLayoutMargins && !boxes[1].insetsLayoutMarginsFromSafeArea)
    #expect(!boxes[0].preservesSuperviewLayoutMargins && boxes[0].insetsLayoutMarginsFromSafeArea)
    window.isHidden = true
  }
}
