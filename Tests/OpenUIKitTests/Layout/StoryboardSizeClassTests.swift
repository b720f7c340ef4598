import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing
import UIKit

/// Size-class variations of a storyboard (spec B7; Interface Builder's per-size-class
/// "installed" boxes and constants): constraints and subviews installed for the scene's current
/// size classes, re-installed when they change (a rotation, another device).
@MainActor
@Suite(.serialized)
struct StoryboardSizeClassTests {
  /// Written as Xcode writes size-class variations: the panel's trailing edge is installed in
  /// every class but regular width, where a half-width constraint replaces it; the side view and
  /// its constraints exist only in regular width; the panel's leading constant is 40 in regular
  /// width and its height 60 in compact height.
  static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="vc0-sz-001">
        <scenes>
            <scene sceneID="sc0-sz-001">
                <objects>
                    <viewController id="vc0-sz-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="vw0-sz-001">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pnl-sz-001">
                                    <rect key="frame" x="16" y="20" width="361" height="100"/>
                                </view>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="sid-sz-001">
                                    <rect key="frame" x="300" y="20" width="50" height="50"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="pnl-sz-001" firstAttribute="leading" secondItem="vw0-sz-001" secondAttribute="leading" constant="16" id="lea-sz-001">
                                    <variation key="widthClass=regular" constant="40"/>
                                </constraint>
                                <constraint firstItem="pnl-sz-001" firstAttribute="top" secondItem="vw0-sz-001" secondAttribute="top" constant="20" id="top-sz-001"/>
                                <constraint firstItem="pnl-sz-001" firstAttribute="height" constant="100" id="hgt-sz-001">
                                    <variation key="heightClass=compact" constant="60"/>
                                </constraint>
                                <constraint firstItem="vw0-sz-001" firstAttribute="trailing" secondItem="pnl-sz-001" secondAttribute="trailing" constant="16" id="trl-sz-001"/>
                                <constraint firstItem="pnl-sz-001" firstAttribute="width" secondItem="vw0-sz-001" secondAttribute="width" multiplier="0.5" id="wid-sz-001"/>
                                <constraint firstItem="sid-sz-001" firstAttribute="leading" secondItem="pnl-sz-001" secondAttribute="trailing" constant="10" id="sdl-sz-001"/>
                                <constraint firstItem="sid-sz-001" firstAttribute="top" secondItem="pnl-sz-001" secondAttribute="top" id="sdt-sz-001"/>
                                <constraint firstItem="sid-sz-001" firstAttribute="width" constant="50" id="sdw-sz-001"/>
                                <constraint firstItem="sid-sz-001" firstAttribute="height" constant="50" id="sdh-sz-001"/>
                            </constraints>
                            <variation key="default">
                                <mask key="subviews">
                                    <exclude reference="sid-sz-001"/>
                                </mask>
                                <mask key="constraints">
                                    <exclude reference="wid-sz-001"/>
                                    <exclude reference="sdl-sz-001"/>
                                    <exclude reference="sdt-sz-001"/>
                                    <exclude reference="sdw-sz-001"/>
                                    <exclude reference="sdh-sz-001"/>
                                </mask>
                            </variation>
                            <variation key="widthClass=regular">
                                <mask key="subviews">
                                    <include reference="sid-sz-001"/>
                                </mask>
                                <mask key="constraints">
                                    <include reference="wid-sz-001"/>
                                    <include reference="sdl-sz-001"/>
                                    <include reference="sdt-sz-001"/>
                                    <include reference="sdw-sz-001"/>
                                    <include reference="sdh-sz-001"/>
                                    <exclude reference="trl-sz-001"/>
                                </mask>
                            </variation>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

  func load() throws -> (UIViewController, panel: UIView) {
    let storyboard = try UIStoryboard(data: Data(Self.storyboard.utf8), fileName: "SizeClasses.storyboard")
    let controller = try #require(storyboard.instantiateInitialViewController())
    let panel = try #require(controller.view.subviews.first)
    return (controller, panel)
  }

  @Test("Storyboard: size-class variations install the compact-width constraints on a phone, the regular-width ones and the side view on an iPad (Interface Builder size classes; spec B7)")
  func phoneAndPad() throws {
    defer { UIScreen.useDevice(.iPhone15) }
    let start = UIApplication.shared.diagnostics.count
    // iPhone portrait: compact width, regular height.
    UIScreen.useDevice(.iPhone15)
    let storyboard = try UIStoryboard(data: Data(Self.storyboard.utf8), fileName: "SizeClasses.storyboard")
    let phone = try #require(storyboard.instantiateInitialViewController())
    let phoneWindow = makeWindow(root: phone, size: UIScreen.main.bounds.size)
    phone.view.layoutIfNeeded()
    #expect(phone.traitCollection.horizontalSizeClass == .compact)
    #expect(phone.view.subviews.count == 1)
    let panel = try #require(phone.view.subviews.first)
    #expect(panel.frame == CGRect(x: 16, y: 20, width: 393 - 32, height: 100))
    // The root holds leading, top and trailing; the height sits on the panel itself.
    #expect(phone.view.constraints.count == 3)
    phoneWindow.isHidden = true

    // iPad portrait: regular width and height.
    UIScreen.useDevice(.iPadPro11)
    let pad = try #require(storyboard.instantiateInitialViewController())
    let size = UIScreen.main.bounds.size
    let padWindow = makeWindow(root: pad, size: size)
    pad.view.layoutIfNeeded()
    #expect(pad.traitCollection.horizontalSizeClass == .regular && pad.traitCollection.verticalSizeClass == .regular)
    #expect(pad.view.subviews.count == 2)
    let padPanel = pad.view.subviews[0], side = pad.view.subviews[1]
    #expect(padPanel.frame == CGRect(x: 40, y: 20, width: size.width / 2, height: 100))
    #expect(side.frame == CGRect(x: 40 + size.width / 2 + 10, y: 20, width: 50, height: 50))
    #expect(pad.view.constraints.count == 5)
    #expect(!diagnostics(since: start).contains { $0.message.contains("Unable to simultaneously satisfy constraints") })
    padWindow.isHidden = true
  }

  @Test("Storyboard: rotating a phone to landscape (compact height) applies the compact-height constant, and back; the iPad's split-view resize to compact width uninstalls the side view and restores it (UIKit re-installs variations on trait changes)")
  func rotationAndResize() throws {
    defer { UIScreen.useDevice(.iPhone15) }
    let start = UIApplication.shared.diagnostics.count
    UIScreen.useDevice(.iPhone15)
    let (phone, panel) = try load()
    let window = makeWindow(root: phone, size: CGSize(width: 393, height: 852))
    #expect(panel.frame.height == 100)
    window.frame = CGRect(x: 0, y: 0, width: 852, height: 393)
    UIApplication.shared.runUntilIdle()
    phone.view.layoutIfNeeded()
    #expect(phone.traitCollection.verticalSizeClass == .compact)
    #expect(panel.frame == CGRect(x: 16, y: 20, width: 852 - 32, height: 60))
    window.frame = CGRect(x: 0, y: 0, width: 393, height: 852)
    UIApplication.shared.runUntilIdle()
    phone.view.layoutIfNeeded()
    #expect(panel.frame == CGRect(x: 16, y: 20, width: 393 - 32, height: 100))
    window.isHidden = true

    UIScreen.useDevice(.iPadPro11)
    let (pad, padPanel) = try load()
    let padWindow = makeWindow(root: pad, size: CGSize(width: 834, height: 1194))
    let side = try #require(pad.view.subviews.count == 2 ? pad.view.subviews[1] : nil)
    padWindow.frame = CGRect(x: 0, y: 0, width: 320, height: 1194)
    UIApplication.shared.runUntilIdle()
    pad.view.layoutIfNeeded()
    #expect(pad.traitCollection.horizontalSizeClass == .compact)
    #expect(side.superview == nil)
    #expect(padPanel.frame == CGRect(x: 16, y: 20, width: 320 - 32, height: 100))
    padWindow.frame = CGRect(x: 0, y: 0, width: 834, height: 1194)
    UIApplication.shared.runUntilIdle()
    pad.view.layoutIfNeeded()
    #expect(side.superview === pad.view && pad.view.subviews.last === side)
    #expect(side.frame == CGRect(x: 40 + 417 + 10, y: 20, width: 50, height: 50))
    #expect(!diagnostics(since: start).contains { $0.message.contains("Unable to simultaneously satisfy constraints") })
    padWindow.isHidden = true
  }

  @Test("Storyboard: a variation key's specificity decides — both classes over width alone over height alone over default (Docs/Behaviour.md)")
  func specificity() {
    typealias V = StoryboardSizeClassVariationsProbe
    #expect(V.installed(["default": false, "widthClass=compact": true], w: .compact, h: .regular))
    #expect(!V.installed(["default": false, "widthClass=compact": true], w: .regular, h: .regular))
    #expect(!V.installed(["widthClass=compact": true, "heightClass=compact-widthClass=compact": false], w: .compact, h: .compact))
    #expect(V.installed(["widthClass=compact": true, "heightClass=compact": false], w: .compact, h: .compact))
    #expect(V.installed([:], w: .compact, h: .compact))
    #expect(!V.installed(["default": false, "widthClass=regular": true], w: .unspecified, h: .unspecified))
  }
}
