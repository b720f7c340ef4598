import Foundation
import Testing

@testable import OpenUIKit

/// sbload19b: the document builder tells the element names it cares about apart by a number (the
/// scanner's interned name number, or a lookup on Foundation's XMLParser path) instead of comparing
/// strings. These tests pin that the numbering is consistent and that every typed reading that
/// now goes by number still happens, and only for the exact names, on both parsing paths.
@Suite struct StoryboardBuilderCodes19bTests {
  @Test("Rule: the builder's known element names are distinct and numbered by their index; other names have no code")
  func knownNamesNumbering() {
    let names = StoryboardXMLBuilder.knownElementNames
    #expect(Set(names).count == names.count)
    #expect(Int32(names.count) == StoryboardXMLBuilder.Code.last + 1)
    for (index, name) in names.enumerated() { #expect(StoryboardXMLBuilder.code(of: name) == Int32(index)) }
    typealias Code = StoryboardXMLBuilder.Code
    let pinned: [(String, Int32)] = [
      ("document", Code.document), ("scenes", Code.scenes), ("scene", Code.scene), ("objects", Code.objects),
      ("connections", Code.connections), ("segue", Code.segue), ("outlet", Code.outlet), ("action", Code.action),
      ("outletCollection", Code.outletCollection), ("view", Code.view),
      ("tableViewCellContentView", Code.tableViewCellContentView),
      ("collectionReusableView", Code.collectionReusableView), ("rect", Code.rect),
      ("autoresizingMask", Code.autoresizingMask), ("color", Code.color), ("fontDescription", Code.fontDescription),
      ("state", Code.state), ("userDefinedRuntimeAttributes", Code.userDefinedRuntimeAttributes),
      ("nil", Code.nilElement), ("point", Code.point), ("resources", Code.resources),
    ]
    for (name, code) in pinned { #expect(StoryboardXMLBuilder.code(of: name) == code, "\(name)") }
    // Near misses (case, prefix, plural) are not the known names.
    for name in ["Rect", "rects", "colo", "colors", "views", "Scene", "segues", "nils", ""] {
      #expect(StoryboardXMLBuilder.code(of: name) == -1, "\(name)")
    }
  }

  private static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14490.70" \
    targetRuntime="iOS.CocoaTouch" initialViewController="vc1">
      <scenes>
        <!--First-->
        <scene sceneID="s1">
          <objects>
            <viewController id="vc1" sceneMemberID="viewController">
              <view key="view" contentMode="scaleToFill" id="v1">
                <rect key="frame" x="1" y="2" width="30" height="40"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES"/>
                <subviews>
                  <button id="b1">
                    <rect key="bounds" x="0" y="0" width="9" height="9"/>
                    <rects key="frame" x="5" y="5" width="5" height="5"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    <state key="normal" title="Go"/>
                    <colors key="textColor" white="0" alpha="1" colorSpace="calibratedWhite"/>
                    <color key="tintColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                    <nil key="highlightedColor"/>
                    <userDefinedRuntimeAttributes>
                      <userDefinedRuntimeAttribute type="number" keyPath="tag"><integer key="value" value="7"/></userDefinedRuntimeAttribute>
                    </userDefinedRuntimeAttributes>
                    <connections>
                      <segue destination="vc2" kind="show" id="sg1"/>
                      <outlet property="delegate" destination="vc1" id="o1"/>
                    </connections>
                  </button>
                  <collectionReusableView key="footer" opaque="NO"/>
                </subviews>
              </view>
            </viewController>
            <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
          </objects>
          <point key="canvasLocation" x="12" y="34"/>
        </scene>
        <scene sceneID="s2">
          <objects>
            <viewController id="vc2" sceneMemberID="viewController"/>
          </objects>
          <point key="elsewhere" x="1" y="1"/>
        </scene>
      </scenes>
      <resources>
        <namedColor name="Bisque"><color red="1" green="0.9" blue="0.8" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></namedColor>
      </resources>
      <color key="tintColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
    </document>
    """

  @Test("Rule: typed readings keyed by element name (frame rect, autoresizing mask, colours, font, states, runtime attributes, nil keys, canvas location, resources, document tint) happen for the exact names only, on the scanner and XMLParser paths alike")
  func typedReadingsByCode() throws {
    let data = Data(Self.storyboard.utf8)
    let scanned = try StoryboardParser.parse(data: data, fileName: "Codes19b.storyboard")
    let reference = try StoryboardParser.parseWithFoundationXMLParser(data: data, fileName: "Codes19b.storyboard")
    #expect(documentDifferences(scanned, reference) == [])
    for document in [scanned, reference] {
      let view = try #require(document.object(withID: "v1"))
      #expect(view.frame == CGRect(x: 1, y: 2, width: 30, height: 40))
      #expect(view.autoresizingMask == StoryboardAutoresizingMask.widthSizable)
      let button = try #require(document.object(withID: "b1"))
      // `<rect key="bounds">` and `<rects key="frame">` are not the frame.
      #expect(button.frame == nil)
      #expect(button.font?.pointSize == 17)
      #expect(button.states.map(\.key) == ["normal"] && button.states.first?.title == "Go")
      // Only `<color>` is a colour, not `<colors>`.
      #expect(button.colors.count == 1)
      #expect(button.nilKeys == ["highlightedColor"])
      #expect(button.runtimeAttributes.map(\.keyPath) == ["tag"])
      #expect(button.connections.count == 2)
      // An id-less `collectionReusableView` is an object; the scene's segue knows its source.
      #expect(view.children.map(\.elementName) == ["button", "collectionReusableView"])
      let first = try #require(document.scenes.first)
      #expect(first.label == "First")
      #expect(first.viewController?.id == "vc1")
      #expect(first.segues.map(\.sourceViewControllerID) == ["vc1"])
      #expect(first.placeholders.map(\.id) == ["fr1"])
      #expect(first.canvasLocation == CGPoint(x: 12, y: 34))
      // A point with another key is not the canvas location.
      #expect(document.scenes.last?.canvasLocation == nil)
      #expect(document.resources.namedColors["Bisque"] != nil)
      #expect(document.tintColor != nil)
    }
  }
}
