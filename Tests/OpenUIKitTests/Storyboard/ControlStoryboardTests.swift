import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing
import UIKit

/// A controller whose outlets are typed as UIKit's control classes, and whose action methods
/// record what the storyboard's `<action>` connections send.
@MainActor
final class ControlsViewController: UIViewController {
  var slider: UISlider?
  var toggle: UISwitch?
  var segments: UISegmentedControl?
  var stepper: UIStepper?
  var field: UITextField?
  var spinner: UIActivityIndicatorView?
  var progressView: UIProgressView?
  var pages: UIPageControl?
  var scroller: UIScrollView?
  var received: [String] = []

  static func register() {
    StoryboardClassRegistry.register(ControlsViewController.self)
    StoryboardClassRegistry.registerOutlet(ControlsViewController.self, "slider") { $0.slider = $1 as? UISlider }
    StoryboardClassRegistry.registerOutlet(ControlsViewController.self, "toggle") { $0.toggle = $1 as? UISwitch }
    StoryboardClassRegistry.registerOutlet(ControlsViewController.self, "segments") { $0.segments = $1 as? UISegmentedControl }
    StoryboardClassRegistry.registerOutlet(ControlsViewController.self, "stepper") { $0.stepper = $1 as? UIStepper }
    StoryboardClassRegistry.registerOutlet(ControlsViewController.self, "field") { $0.field = $1 as? UITextField }
    StoryboardClassRegistry.registerOutlet(ControlsViewController.self, "spinner") { $0.spinner = $1 as? UIActivityIndicatorView }
    StoryboardClassRegistry.registerOutlet(ControlsViewController.self, "progressView") { $0.progressView = $1 as? UIProgressView }
    StoryboardClassRegistry.registerOutlet(ControlsViewController.self, "pages") { $0.pages = $1 as? UIPageControl }
    StoryboardClassRegistry.registerOutlet(ControlsViewController.self, "scroller") { $0.scroller = $1 as? UIScrollView }
    for name in ["sliderChanged:", "switchChanged:", "segmentChanged:", "stepperChanged:", "pageChanged:", "fieldChanged:"] {
      ActionRegistry.register(ControlsViewController.self, Selector(name)) { (vc: ControlsViewController, _: Any?) in
        vc.received.append(name)
      }
    }
  }

  static let storyboardXML = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="ctl-VC-001">
        <scenes>
            <scene sceneID="ctl-SC-001">
                <objects>
                    <viewController id="ctl-VC-001" customClass="ControlsViewController" customModule="Tests" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="ctl-VW-001">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="25" minValue="0.0" maxValue="100" translatesAutoresizingMaskIntoConstraints="NO" id="ctl-SL-001">
                                    <rect key="frame" x="18" y="100" width="232" height="31"/>
                                    <accessibility key="accessibilityConfiguration" identifier="volumeSlider" label="Volume">
                                        <bool key="isElement" value="NO"/>
                                    </accessibility>
                                    <connections>
                                        <action selector="sliderChanged:" destination="ctl-VC-001" eventType="valueChanged" id="ctl-AC-001"/>
                                    </connections>
                                </slider>
                                <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="ctl-SW-001">
                                    <rect key="frame" x="20" y="150" width="51" height="31"/>
                                    <color key="onTintColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="calibratedRGB"/>
                                    <connections>
                                        <action selector="switchChanged:" destination="ctl-VC-001" eventType="valueChanged" id="ctl-AC-002"/>
                                    </connections>
                                </switch>
                                <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="1" translatesAutoresizingMaskIntoConstraints="NO" id="ctl-SG-001">
                                    <rect key="frame" x="20" y="200" width="300" height="32"/>
                                    <segments>
                                        <segment title="First"/>
                                        <segment title="Second"/>
                                        <segment title="Third"/>
                                    </segments>
                                    <connections>
                                        <action selector="segmentChanged:" destination="ctl-VC-001" eventType="valueChanged" id="ctl-AC-003"/>
                                    </connections>
                                </segmentedControl>
                                <stepper opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="3" maximumValue="10" stepValue="2" wraps="YES" autorepeat="NO" translatesAutoresizingMaskIntoConstraints="NO" id="ctl-ST-001">
                                    <rect key="frame" x="20" y="250" width="94" height="32"/>
                                    <connections>
                                        <action selector="stepperChanged:" destination="ctl-VC-001" eventType="valueChanged" id="ctl-AC-004"/>
                                    </connections>
                                </stepper>
                                <textField opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="248" contentHorizontalAlignment="left" contentVerticalAlignment="center" text="Hello" borderStyle="roundedRect" placeholder="Your name" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="ctl-TF-001">
                                    <rect key="frame" x="20" y="300" width="200" height="34"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                    <textInputTraits key="textInputTraits"/>
                                    <connections>
                                        <action selector="fieldChanged:" destination="ctl-VC-001" eventType="editingChanged" id="ctl-AC-005"/>
                                    </connections>
                                </textField>
                                <activityIndicatorView opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" animating="YES" style="large" translatesAutoresizingMaskIntoConstraints="NO" id="ctl-AI-001">
                                    <rect key="frame" x="20" y="350" width="37" height="37"/>
                                </activityIndicatorView>
                                <progressView opaque="NO" contentMode="scaleToFill" verticalHuggingPriority="750" progress="0.5" translatesAutoresizingMaskIntoConstraints="NO" id="ctl-PV-001">
                                    <rect key="frame" x="20" y="400" width="200" height="4"/>
                                </progressView>
                                <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" pagingEnabled="YES" bounces="NO" contentInsetAdjustmentBehavior="never" translatesAutoresizingMaskIntoConstraints="NO" id="ctl-SV-001">
                                    <rect key="frame" x="0.0" y="500" width="393" height="200"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" id="ctl-SV-002">
                                            <rect key="frame" x="0.0" y="0.0" width="1179" height="200"/>
                                        </view>
                                    </subviews>
                                </scrollView>
                                <pageControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" numberOfPages="3" currentPage="1" translatesAutoresizingMaskIntoConstraints="NO" id="ctl-PC-001">
                                    <rect key="frame" x="20" y="450" width="200" height="26"/>
                                    <connections>
                                        <action selector="pageChanged:" destination="ctl-VC-001" eventType="valueChanged" id="ctl-AC-006"/>
                                    </connections>
                                </pageControl>
                            </subviews>
                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                        </view>
                        <connections>
                            <outlet property="slider" destination="ctl-SL-001" id="ctl-OU-001"/>
                            <outlet property="toggle" destination="ctl-SW-001" id="ctl-OU-002"/>
                            <outlet property="segments" destination="ctl-SG-001" id="ctl-OU-003"/>
                            <outlet property="stepper" destination="ctl-ST-001" id="ctl-OU-004"/>
                            <outlet property="field" destination="ctl-TF-001" id="ctl-OU-005"/>
                            <outlet property="spinner" destination="ctl-AI-001" id="ctl-OU-006"/>
                            <outlet property="progressView" destination="ctl-PV-001" id="ctl-OU-007"/>
                            <outlet property="pages" destination="ctl-PC-001" id="ctl-OU-008"/>
                            <outlet property="scroller" destination="ctl-SV-001" id="ctl-OU-009"/>
                        </connections>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="ctl-FR-001" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
        </scenes>
    </document>
    """
}

@MainActor
@Suite(.serialized)
struct ControlStoryboardTests {
  func load() throws -> (ControlsViewController, UIWindow) {
    ControlsViewController.register()
    let storyboard = try UIStoryboard(data: Data(ControlsViewController.storyboardXML.utf8), fileName: "Controls.storyboard")
    let vc = try #require(storyboard.instantiateInitialViewController() as? ControlsViewController)
    let window = makeWindow(root: vc)
    return (vc, window)
  }

  @Test("Storyboards instantiate each control element as its UIKit class, so typed outlets are connected")
  func classesAndOutlets() throws {
    let (vc, _) = try load()
    #expect(vc.slider != nil && vc.toggle != nil && vc.segments != nil && vc.stepper != nil)
    #expect(vc.field != nil && vc.spinner != nil && vc.progressView != nil && vc.pages != nil)
  }

  @Test("Control attributes load: value/minValue/maxValue, on, segments and selectedSegmentIndex, stepper values, text, placeholder, progress, pages")
  func attributes() throws {
    let (vc, _) = try load()
    #expect(vc.slider?.value == 25 && vc.slider?.maximumValue == 100)
    #expect(vc.slider?.accessibilityIdentifier == "volumeSlider" && vc.slider?.accessibilityLabel == "Volume")
    #expect(vc.slider?.isAccessibilityElement == false)
    #expect(vc.toggle?.isOn == true)
    #expect(vc.toggle?.onTintColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
    #expect(vc.segments?.numberOfSegments == 3)
    #expect(vc.segments?.titleForSegment(at: 2) == "Third")
    #expect(vc.segments?.selectedSegmentIndex == 1)
    #expect(vc.stepper?.value == 3 && vc.stepper?.maximumValue == 10 && vc.stepper?.stepValue == 2)
    #expect(vc.stepper?.wraps == true && vc.stepper?.autorepeat == false)
    #expect(vc.field?.text == "Hello" && vc.field?.placeholder == "Your name" && vc.field?.borderStyle == .roundedRect)
    #expect(vc.field?.font?.pointSize == 14)
    #expect(vc.spinner?.isAnimating == true && vc.spinner?.style == .large && vc.spinner?.isHidden == false)
    #expect(vc.progressView?.progress == 0.5)
    #expect(vc.pages?.numberOfPages == 3 && vc.pages?.currentPage == 1)
    let scroller = try #require(vc.scroller)
    #expect(scroller.isPagingEnabled && !scroller.bounces && scroller.contentInsetAdjustmentBehavior == .never)
    #expect(scroller.contentSize == CGSize(width: 1179, height: 200))
  }

  @Test("UIKit: the controls' <action> connections fire on their events (valueChanged, editingChanged)")
  func actionsFire() throws {
    let (vc, window) = try load()
    // Slider thumb at 25 %: x = 18 + 14 + 0.25 * 204 = 83.
    window.drag(from: CGPoint(x: 83, y: 115), to: CGPoint(x: 150, y: 115), duration: 0.1)
    window.tap(at: CGPoint(x: 45, y: 165))
    window.tap(at: CGPoint(x: 290, y: 216))
    window.tap(at: CGPoint(x: 90, y: 266))
    vc.field?.insertText("!")
    window.tap(at: CGPoint(x: 210, y: 463))
    #expect(vc.received.contains("sliderChanged:"))
    #expect(vc.toggle?.isOn == false)
    #expect(vc.segments?.selectedSegmentIndex == 2)
    #expect(vc.stepper?.value == 5)
    #expect(vc.pages?.currentPage == 2)
    for name in ["switchChanged:", "segmentChanged:", "stepperChanged:", "fieldChanged:", "pageChanged:"] {
      #expect(vc.received.contains(name), "\(name)")
    }
    vc.spinner?.stopAnimating()
  }
}
