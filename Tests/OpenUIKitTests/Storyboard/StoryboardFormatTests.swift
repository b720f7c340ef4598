import Foundation
import OpenUIKit
import Testing

/// File-format forms the fixtures do not show, written the way Xcode writes them: the Xcode 11+
/// resources for system colours, runtime attributes, gesture recognizers that trigger segues,
/// popovers, split view relationships and Xcode 13 button configurations (Docs/Storyboards.md).
@Suite struct StoryboardFormatTests {
  static let modern = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Spl-it-000">
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21679"/>
            <capability name="System colors in document resources" minToolsVersion="11.0"/>
        </dependencies>
        <scenes>
            <!--Split View Controller-->
            <scene sceneID="sc0-00-000">
                <objects>
                    <splitViewController id="Spl-it-000" sceneMemberID="viewController">
                        <connections>
                            <segue destination="Prm-VC-001" kind="relationship" relationship="masterViewController" id="rel-00-001"/>
                            <segue destination="Det-VC-002" kind="relationship" relationship="detailViewController" id="rel-00-002"/>
                        </connections>
                    </splitViewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="frs-00-000" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="-40" y="10"/>
            </scene>
            <!--Primary-->
            <scene sceneID="sc1-00-001">
                <objects>
                    <viewController title="Primary" id="Prm-VC-001" customClass="PrimaryViewController" customModule="Demo" customModuleProvider="target" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="vw1-00-001">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" textAlignment="justified" lineBreakMode="wordWrap" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-001">
                                    <rect key="frame" x="16" y="100" width="361" height="41"/>
                                    <string key="text">Two lines
    of text</string>
                                    <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="17"/>
                                    <color key="textColor" systemColor="labelColor"/>
                                    <nil key="highlightedColor"/>
                                </label>
                                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="btn-00-001">
                                    <rect key="frame" x="16" y="160" width="120" height="35"/>
                                    <state key="normal" title="Button"/>
                                    <buttonConfiguration key="configuration" style="filled" title="Show Info"/>
                                    <connections>
                                        <segue destination="Pop-VC-003" kind="popoverPresentation" identifier="Info" popoverAnchorView="btn-00-001" id="pop-00-001">
                                            <popoverArrowDirection key="popoverArrowDirection" up="YES" down="YES"/>
                                        </segue>
                                    </connections>
                                </button>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="crd-00-001" customClass="CardView" customModule="Demo" customModuleProvider="target">
                                    <rect key="frame" x="16" y="220" width="361" height="120"/>
                                    <color key="backgroundColor" systemColor="secondarySystemBackgroundColor"/>
                                    <userDefinedRuntimeAttributes>
                                        <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                                            <integer key="value" value="12"/>
                                        </userDefinedRuntimeAttribute>
                                        <userDefinedRuntimeAttribute type="number" keyPath="shadowOpacity">
                                            <real key="value" value="0.25"/>
                                        </userDefinedRuntimeAttribute>
                                        <userDefinedRuntimeAttribute type="boolean" keyPath="layer.masksToBounds" value="YES"/>
                                        <userDefinedRuntimeAttribute type="string" keyPath="accessibilityHint" value="A card"/>
                                        <userDefinedRuntimeAttribute type="color" keyPath="borderColor">
                                            <color key="value" red="1" green="0.5" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="displayP3"/>
                                        </userDefinedRuntimeAttribute>
                                        <userDefinedRuntimeAttribute type="point" keyPath="anchor">
                                            <point key="value" x="0.5" y="1"/>
                                        </userDefinedRuntimeAttribute>
                                        <userDefinedRuntimeAttribute type="size" keyPath="inset">
                                            <size key="value" width="8" height="4"/>
                                        </userDefinedRuntimeAttribute>
                                        <userDefinedRuntimeAttribute type="rect" keyPath="hitArea">
                                            <rect key="value" x="1" y="2" width="3" height="4"/>
                                        </userDefinedRuntimeAttribute>
                                        <userDefinedRuntimeAttribute type="range" keyPath="visibleRange">
                                            <range key="value" location="2" length="5"/>
                                        </userDefinedRuntimeAttribute>
                                        <userDefinedRuntimeAttribute type="image" keyPath="badge" value="star"/>
                                        <userDefinedRuntimeAttribute type="nil" keyPath="delegate"/>
                                        <userDefinedRuntimeAttribute type="localizedString" keyPath="caption" value="Hello"/>
                                    </userDefinedRuntimeAttributes>
                                    <connections>
                                        <outletCollection property="gestureRecognizers" destination="tap-00-001" appends="YES" id="gcl-00-001"/>
                                    </connections>
                                </view>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="saf-00-001"/>
                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                        </view>
                        <navigationItem key="navigationItem" title="Primary" id="nav-00-001">
                            <barButtonItem key="rightBarButtonItem" systemItem="action" id="bbi-00-001">
                                <connections>
                                    <segue destination="Pop-VC-003" kind="popoverPresentation" popoverAnchorBarButtonItem="bbi-00-001" id="pop-00-002">
                                        <popoverArrowDirection key="popoverArrowDirection" up="YES" down="YES" left="YES" right="YES"/>
                                    </segue>
                                </connections>
                            </barButtonItem>
                        </navigationItem>
                        <connections>
                            <segue destination="Det-VC-002" kind="showDetail" identifier="ShowDetail" id="sdt-00-001"/>
                        </connections>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="frs-00-001" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                    <tapGestureRecognizer id="tap-00-001">
                        <connections>
                            <action selector="cardTapped:" destination="Prm-VC-001" id="act-00-001"/>
                            <segue destination="Det-VC-002" kind="presentation" identifier="Zoom" animates="NO" modalPresentationStyle="formSheet" modalTransitionStyle="crossDissolve" id="zom-00-001"/>
                        </connections>
                    </tapGestureRecognizer>
                    <screenEdgePanGestureRecognizer minimumNumberOfTouches="1" id="edg-00-001">
                        <rectEdge key="edges" left="YES"/>
                    </screenEdgePanGestureRecognizer>
                </objects>
                <point key="canvasLocation" x="700" y="-300"/>
            </scene>
            <!--Detail-->
            <scene sceneID="sc2-00-002">
                <objects>
                    <viewController storyboardIdentifier="Detail" id="Det-VC-002" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="vw2-00-002">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <color key="backgroundColor" systemColor="systemGroupedBackgroundColor" cocoaTouchSystemColor="groupTableViewBackgroundColor"/>
                            <color key="tintColor" name="AccentColor"/>
                        </view>
                        <connections>
                            <segue destination="ext-00-002" kind="unwind" unwindAction="unwindToPrimary:" id="unw-00-002"/>
                            <segue destination="Prm-VC-001" kind="custom" identifier="Back" customClass="FadeSegue" customModule="Demo" customModuleProvider="target" id="cst-00-002"/>
                        </connections>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="frs-00-002" sceneMemberID="firstResponder"/>
                    <exit id="ext-00-002" userLabel="Exit" sceneMemberID="exit"/>
                </objects>
            </scene>
            <!--Popover-->
            <scene sceneID="sc3-00-003">
                <objects>
                    <viewControllerPlaceholder storyboardIdentifier="InfoReference" referencedIdentifier="Info" id="Pop-VC-003" sceneMemberID="viewController"/>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="frs-00-003" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
        </scenes>
        <resources>
            <namedColor name="AccentColor">
                <color red="0.0" green="0.46000000000000002" blue="0.89000000000000001" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </namedColor>
            <systemColor name="labelColor">
                <color white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </systemColor>
            <systemColor name="secondarySystemBackgroundColor">
                <color red="0.94901960784313721" green="0.94901960784313721" blue="0.96862745098039216" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </systemColor>
            <systemColor name="systemBackgroundColor">
                <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </systemColor>
            <image name="star" catalog="system" width="128" height="116"/>
        </resources>
    </document>
    """

  @Test("A split view controller's master and detail are relationship segues in order")
  func splitView() throws {
    let document = try parseStoryboard(Self.modern)
    #expect(document.initialViewController?.effectiveClassName == "UISplitViewController")
    #expect(document.relationshipSegues(ofViewControllerID: "Spl-it-000").map(\.relationship) == [
      "masterViewController", "detailViewController",
    ])
    #expect(document.scenes.map(\.label) == ["Split View Controller", "Primary", "Detail", "Popover"])
    #expect(document.scene(withSceneID: "sc2-00-002")?.canvasLocation == nil)
  }

  @Test("systemColor references resolve through <resources><systemColor>, else the cocoaTouch fallback, else the built-in table")
  func systemColors() throws {
    let document = try parseStoryboard(Self.modern)
    let primary = try document.requireObject("vw1-00-001")
    let background = try #require(primary.backgroundColor)
    #expect(background.value == .system("systemBackgroundColor"))
    #expect(document.resolvedColor(background) == StoryboardRGBA(white: 1, alpha: 1))
    let label = try document.requireObject("lbl-00-001")
    #expect(label.textColor.flatMap(document.resolvedColor) == StoryboardRGBA(white: 0, alpha: 1))
    let detail = try #require(document.object(withID: "vw2-00-002")?.backgroundColor)
    #expect(detail.attributes["cocoaTouchSystemColor"] == "groupTableViewBackgroundColor")
    #expect(document.resolvedColor(detail) == StoryboardColor.builtInColors["groupTableViewBackgroundColor"])
    let tint = try #require(document.object(withID: "vw2-00-002")?.tintColor)
    #expect(document.resolvedColor(tint) == StoryboardRGBA(red: 0, green: 0.46, blue: 0.89, alpha: 1))
    #expect(document.resources.systemColors.count == 3)
    #expect(document.resources.images["star"]?.size == CGSize(width: 128, height: 116))
    #expect(document.resolvedColor(StoryboardColor(.system("systemBlueColor"))) == StoryboardColor.builtInColors["systemBlueColor"])
  }

  @Test("Multi-line label text is a <string key=\"text\"> child; fonts may carry a weight")
  func multiLineText() throws {
    let document = try parseStoryboard(Self.modern)
    let label = try document.requireObject("lbl-00-001")
    #expect(label.text == "Two lines\nof text")
    #expect(label.textAlignment == "justified")
    #expect(label.font == StoryboardFont(
      type: "system", pointSize: 17, weight: "semibold",
      attributes: ["key": "fontDescription", "type": "system", "weight": "semibold", "pointSize": "17"]))
  }

  @Test("An Xcode 13 button configuration title is the button title; popover segues carry anchor and arrows")
  func popoverFromButton() throws {
    let document = try parseStoryboard(Self.modern)
    let button = try document.requireObject("btn-00-001")
    #expect(button.state(forKey: "normal")?.title == "Button")
    #expect(button.property(named: "buttonConfiguration")?["title"] == "Show Info")
    let popover = try document.requireSegue("pop-00-001")
    #expect(popover.kind == .popoverPresentation)
    #expect(popover.popoverAnchorViewID == "btn-00-001")
    #expect(popover.popoverArrowDirections == [.up, .down])
    #expect(popover.ownerID == "btn-00-001")
    #expect(popover.sourceViewControllerID == "Prm-VC-001")
    let fromBarItem = try document.requireSegue("pop-00-002")
    #expect(fromBarItem.popoverAnchorBarButtonItemID == "bbi-00-001")
    #expect(fromBarItem.popoverArrowDirections == .any)
    #expect(fromBarItem.ownerElementName == "barButtonItem")
    #expect(try document.requireSegue("sdt-00-001").popoverArrowDirections == nil)
  }

  @Test("A gesture recognizer listed after the view controller owns its segue; the source is still the scene's view controller")
  func gestureRecognizerSegue() throws {
    let document = try parseStoryboard(Self.modern)
    let zoom = try document.requireSegue("zom-00-001")
    #expect(zoom.ownerID == "tap-00-001")
    #expect(zoom.ownerElementName == "tapGestureRecognizer")
    #expect(zoom.sourceViewControllerID == "Prm-VC-001")
    #expect(!zoom.animates)
    #expect(zoom.modalPresentationStyle == "formSheet")
    #expect(zoom.modalTransitionStyle == "crossDissolve")
    let tap = try document.requireObject("tap-00-001")
    #expect(tap.category == .gestureRecognizer)
    #expect(tap.effectiveClassName == "UITapGestureRecognizer")
    #expect(tap.parent == nil)
    #expect(tap.actions.first?.selector == "cardTapped:")
    let scene = try #require(document.scene(containing: "tap-00-001"))
    #expect(scene.otherObjects.map(\.id) == ["tap-00-001", "edg-00-001"])
    #expect(document.object(withID: "edg-00-001")?.property(named: "rectEdge", key: "edges")?["left"] == "YES")
    let card = try document.requireObject("crd-00-001")
    let collection = try #require(card.outlets.first)
    #expect(collection.isCollection)
    #expect(collection.property == "gestureRecognizers")
    #expect(collection.destinationID == "tap-00-001")
    #expect(document.segues(fromViewControllerID: "Prm-VC-001").map(\.id) == ["pop-00-001", "pop-00-002", "sdt-00-001", "zom-00-001"])
  }

  @Test("User-defined runtime attributes of every type are read with their key paths")
  func runtimeAttributes() throws {
    let document = try parseStoryboard(Self.modern)
    let card = try document.requireObject("crd-00-001")
    #expect(card.effectiveClassName == "CardView")
    let values = Dictionary(uniqueKeysWithValues: card.runtimeAttributes.map { ($0.keyPath, $0.value) })
    #expect(values["layer.cornerRadius"] == .integer(12))
    #expect(values["shadowOpacity"] == .real(0.25))
    #expect(values["layer.masksToBounds"] == .boolean(true))
    #expect(values["accessibilityHint"] == .string("A card"))
    #expect(values["anchor"] == .point(CGPoint(x: 0.5, y: 1)))
    #expect(values["inset"] == .size(CGSize(width: 8, height: 4)))
    #expect(values["hitArea"] == .rect(CGRect(x: 1, y: 2, width: 3, height: 4)))
    #expect(values["visibleRange"] == .range(location: 2, length: 5))
    #expect(values["badge"] == .image("star"))
    #expect(values["delegate"] == StoryboardRuntimeAttribute.Value.none)
    #expect(values["caption"] == .localizedString("Hello"))
    guard case .color(let border)? = values["borderColor"] else {
      Issue.record("borderColor is not a colour")
      return
    }
    #expect(border.customColorSpace == "displayP3")
    #expect(border.value == .rgba(red: 1, green: 0.5, blue: 0, alpha: 1))
    #expect(card.runtimeAttributes.count == 12)
  }

  @Test("Unwind and custom segues of a view controller; a storyboard reference within the same storyboard")
  func unwindCustomAndReference() throws {
    let document = try parseStoryboard(Self.modern)
    let unwind = try document.requireSegue("unw-00-002")
    #expect(unwind.kind == .unwind && unwind.isManual)
    #expect(unwind.destinationID == document.scene(withSceneID: "sc2-00-002")?.exit?.id)
    let custom = try document.requireSegue("cst-00-002")
    #expect(custom.customClass == "FadeSegue")
    #expect(custom.customModule == "Demo")
    #expect(custom.customModuleProvider == "target")
    let reference = try #require(document.scene(withSceneID: "sc3-00-003")?.reference)
    #expect(reference.storyboardName == nil)
    #expect(reference.referencedIdentifier == "Info")
    #expect(reference.storyboardIdentifier == "InfoReference")
    #expect(document.storyboardIdentifiers == ["Detail": "Det-VC-002", "InfoReference": "Pop-VC-003"])
    #expect(document.segue(withIdentifier: "Back", fromViewControllerID: "Det-VC-002")?.id == "cst-00-002")
    #expect(document.segue(withIdentifier: "Nope", fromViewControllerID: "Det-VC-002") == nil)
  }

  @Test("allObjects visits every object once, depth first; queries for unknown ids answer nil")
  func traversalAndMisses() throws {
    let document = try parseStoryboard(Self.modern)
    let ids = document.allObjects.compactMap(\.id)
    #expect(ids.count == Set(ids).count)
    #expect(ids.first == "Spl-it-000")
    #expect(ids.contains("edg-00-001"))
    #expect(document.object(withID: "zzz") == nil)
    #expect(document.scene(containing: "zzz") == nil)
    #expect(document.segue(withID: "zzz") == nil)
    #expect(document.segues(fromViewControllerID: "zzz").isEmpty)
    #expect(document.sceneViewController(containing: "lbl-00-001")?.id == "Prm-VC-001")
  }
}
