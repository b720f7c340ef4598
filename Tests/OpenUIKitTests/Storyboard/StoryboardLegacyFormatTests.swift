import Foundation
import OpenUIKit
import Testing

/// Xcode 4/5 documents (format version 2.0): numeric ids, the legacy segue kinds push, modal,
/// popover and replace, and the document-level simulated metrics (Docs/Storyboards.md "Segues").
@Suite struct StoryboardLegacyFormatTests {
  static let legacy = """
    <?xml version="1.0" encoding="UTF-8" standalone="no"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="2.0" toolsVersion="3084" systemVersion="12E55" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="2">
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="2083"/>
        </dependencies>
        <scenes>
            <scene sceneID="5">
                <objects>
                    <viewController id="2" customClass="ViewController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="3">
                            <rect key="frame" x="0.0" y="20" width="320" height="548"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" id="8">
                                    <rect key="frame" x="20" y="20" width="73" height="44"/>
                                    <fontDescription key="fontDescription" type="boldSystem" pointSize="15"/>
                                    <state key="normal" title="Push">
                                        <color key="titleColor" red="0.19607843459999999" green="0.30980393290000002" blue="0.52156865600000002" alpha="1" colorSpace="calibratedRGB"/>
                                        <color key="titleShadowColor" white="0.5" alpha="1" colorSpace="calibratedWhite"/>
                                    </state>
                                    <state key="highlighted">
                                        <color key="titleColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                                    </state>
                                    <connections>
                                        <segue destination="10" kind="push" identifier="PushIt" id="12"/>
                                    </connections>
                                </button>
                                <button opaque="NO" contentMode="scaleToFill" buttonType="roundedRect" id="9">
                                    <rect key="frame" x="20" y="80" width="73" height="44"/>
                                    <connections>
                                        <segue destination="10" kind="modal" modalTransitionStyle="flipHorizontal" id="13"/>
                                        <segue destination="10" kind="popover" popoverAnchorView="9" id="14">
                                            <popoverArrowDirection key="popoverArrowDirection" up="YES"/>
                                        </segue>
                                        <segue destination="10" kind="replace" splitViewControllerTargetIndex="1" id="15"/>
                                    </connections>
                                </button>
                            </subviews>
                            <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="calibratedWhite"/>
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="4" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
            <scene sceneID="11">
                <objects>
                    <viewController id="10" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="16"/>
                        <connections>
                            <segue destination="17" kind="sheet" id="18"/>
                        </connections>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="17" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
        </scenes>
        <simulatedMetricsContainer key="defaultSimulatedMetrics">
            <simulatedStatusBarMetrics key="statusBar"/>
        </simulatedMetricsContainer>
    </document>
    """

  @Test("Xcode 4/5 documents: version 2.0, numeric ids, legacy push/modal/popover/replace kinds, unknown kinds kept")
  func legacyDocument() throws {
    let document = try parseStoryboard(Self.legacy, fileName: "Old.storyboard")
    #expect(document.version == "2.0")
    #expect(document.toolsVersion == "3084")
    #expect(!document.useTraitCollections)
    #expect(document.initialViewController?.customClass == "ViewController")
    #expect(document.segues.map(\.kind) == [.push, .modal, .popover, .replace, .unknown("sheet")])
    #expect(document.segues.filter(\.kind.isLegacy).count == 4)
    #expect(try document.requireSegue("12").identifier == "PushIt")
    #expect(try document.requireSegue("13").modalTransitionStyle == "flipHorizontal")
    #expect(try document.requireSegue("14").popoverArrowDirections == .up)
    #expect(try document.requireSegue("15").attributes["splitViewControllerTargetIndex"] == "1")
    #expect(try document.requireSegue("15").sourceViewControllerID == "2")
    #expect(document.elements.map(\.name) == ["dependencies", "simulatedMetricsContainer"])
    let push = try document.requireObject("8")
    #expect(push.font == StoryboardFont(type: "boldSystem", pointSize: 15, attributes: ["key": "fontDescription", "type": "boldSystem", "pointSize": "15"]))
    #expect(push.states.map(\.key) == ["normal", "highlighted"])
    #expect(push.state(forKey: "highlighted")?.title == nil)
    #expect(push.state(forKey: "normal")?.color(forKey: "titleColor")?.colorSpace == "calibratedRGB")
    #expect(document.object(withID: "3")?.autoresizingMask == [.flexibleMaxX, .flexibleMaxY])
    #expect(document.object(withID: "3")?.frame == CGRect(x: 0, y: 20, width: 320, height: 548))
  }
}
