import Foundation
import Testing

@testable import OpenUIKit

/// sbparse19's storage of the parsed document: attributes as an array of pairs (read like a
/// dictionary, equal and hashed regardless of order), repeated attributes found by interned name
/// numbers, and an object's `parent` that is neither retained nor weak but cleared when the
/// parent goes away.
@Suite struct StoryboardParse19Tests {
  private static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14490.70" \
    targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="vc1">
      <scenes>
        <scene sceneID="s1">
          <objects>
            <viewController id="vc1" sceneMemberID="viewController">
              <view key="view" contentMode="scaleToFill" id="v1">
                <subviews>
                  <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO">
                    <subviews>
                      <label text="Hi" opaque="NO" id="l1"/>
                    </subviews>
                  </view>
                </subviews>
              </view>
            </viewController>
          </objects>
        </scene>
      </scenes>
    </document>
    """

  private static func parse() throws -> StoryboardDocument {
    try StoryboardParser.parse(data: Data(storyboard.utf8), fileName: "Parse19.storyboard")
  }

  @Test("Rule: an object's parent is its enclosing object while that lives, and nil once it is gone (not weak, cleared by the parent's deinit)")
  func parentClearedWhenParentGoes() throws {
    var document: StoryboardDocument? = try Self.parse()
    let label = try #require(document?.object(withID: "l1"))
    // The id-less view between the label and the root view is held only by the tree.
    let middle = try #require(label.parent)
    #expect(middle.id == nil && middle.elementName == "view")
    #expect(middle.parent?.id == "v1")
    #expect(middle.parent?.parent?.id == "vc1")
    document = nil
    // The root view and the controller are gone; the middle view lives (held here).
    #expect(middle.parent == nil)
    #expect(label.parent === middle)
  }

  @Test("Rule: an object's attributes keep the written order and read as the dictionary of the same pairs")
  func attributesInWrittenOrder() throws {
    let document = try Self.parse()
    let label = try #require(document.object(withID: "l1"))
    #expect(label.attributes.map { $0.key } == ["text", "opaque", "id"])
    #expect(label.attributes["opaque"] == "NO" && label.attributes["text"] == "Hi" && label.attributes["tag"] == nil)
    #expect(label.attributes.dictionary == ["text": "Hi", "opaque": "NO", "id": "l1"])
    let middle = try #require(label.parent)
    #expect(middle.attributes["translatesAutoresizingMaskIntoConstraints"] == "NO")
    #expect(middle.key == nil && middle.parent?.key == "view")
  }

  @Test("Rule: StoryboardAttributes are equal, and hash alike, whatever the order; lookups are a dictionary's")
  func attributesEqualityIgnoresOrder() {
    let a: StoryboardAttributes = ["id": "x", "key": "view", "contentMode": "scaleToFill"]
    let b = StoryboardAttributes(["contentMode": "scaleToFill", "id": "x", "key": "view"])
    #expect(a == b && a.hashValue == b.hashValue)
    #expect(a != ["id": "x", "key": "view", "contentMode": "center"])
    #expect(a != ["id": "x", "key": "view"])
    #expect(a != ["id": "x", "key": "view", "contentMode": "scaleToFill", "tag": "1"])
    // Names of the same length are told apart; absent names give nil.
    let sameLength: StoryboardAttributes = ["alpha": "1", "title": "T", "style": "plain"]
    #expect(sameLength["title"] == "T" && sameLength["style"] == "plain" && sameLength["alpha"] == "1")
    #expect(sameLength["table"] == nil && sameLength[""] == nil)
    // A literal that repeats a name keeps the last value, as a dictionary assignment does.
    var edited: StoryboardAttributes = ["a": "1", "b": "2", "a": "3"]
    #expect(edited.count == 2 && edited["a"] == "3")
    edited["b"] = nil
    edited["c"] = "4"
    #expect(edited.dictionary == ["a": "3", "c": "4"])
  }

  /// The malformedXML error of `xml`, or nil when it parsed.
  private func failure(_ xml: String) -> (line: Int, column: Int, message: String)? {
    do {
      _ = try ScannerEventRecorder.events(Data(xml.utf8))
      return nil
    } catch {
      guard case .malformedXML(_, let line, let column, let message) = error else { return nil }
      return (line, column, message)
    }
  }

  @Test("Rule: a repeated attribute is found whether its name is a known long name, a short one, or one too long to intern; different long names are not repeats")
  func repeatedAttributesByInternedNumber() throws {
    let known = "translatesAutoresizingMaskIntoConstraints"
    let found = failure("<a \(known)=\"NO\" \(known)=\"YES\"/>")
    #expect(found?.column == 4 + known.count + 6)
    #expect(found?.message == "attribute \(known) given twice on <a>")
    let short = failure("<a b='1' x='2' c='3' x='4'/>")
    #expect(short?.column == 22 && short?.message == "attribute x given twice on <a>")
    // Names over 256 bytes are not interned: compared as strings.
    let long = String(repeating: "n", count: 300)
    let repeated = failure("<a \(long)=\"1\" \(long)=\"2\"/>")
    #expect(repeated?.column == 4 + 300 + 5)
    #expect(repeated?.message.hasPrefix("attribute \(long) given twice") == true)
    #expect(failure("<a \(long)x=\"1\" \(long)y=\"2\" \(long)=\"3\"/>") == nil)
    let events = try ScannerEventRecorder.events(Data("<a \(long)x=\"1\" \(long)y=\"2\"/>".utf8))
    guard case .start(_, let attributes, _)? = events.first else {
      Issue.record("no start event")
      return
    }
    #expect(attributes == ["\(long)x": "1", "\(long)y": "2"])
  }
}
