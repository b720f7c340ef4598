import Foundation
import OpenUIKit
import Testing

/// DESIGN.md "Errors and misuse": a malformed storyboard or a missing file is a typed error that
/// says what and where; nothing crashes on bad input.
@Suite struct StoryboardErrorTests {
  /// A one-scene storyboard; `body` goes inside the view controller.
  static func storyboard(initial: String? = "vc1", body: String = "", scene: String = "") -> String {
    let initialAttribute = initial.map { " initialViewController=\"\($0)\"" } ?? ""
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch"\(initialAttribute)>
          <scenes>
              <scene sceneID="sc1">
                  <objects>
                      <viewController id="vc1" sceneMemberID="viewController">
      \(body)
                      </viewController>
                      <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
                  </objects>
              </scene>
      \(scene)
          </scenes>
      </document>
      """
  }

  private func error(_ xml: String, fileName: String = "Broken.storyboard") -> StoryboardError? {
    do {
      _ = try parseStoryboard(xml, fileName: fileName)
      return nil
    } catch {
      return error
    }
  }

  @Test("The minimal storyboard used by these tests parses (so each error below comes from its one change)")
  func baselineParses() throws {
    let document = try parseStoryboard(Self.storyboard())
    #expect(document.scenes.count == 1)
    #expect(document.initialViewController?.id == "vc1")
  }

  @Test("A mismatched end tag is malformedXML at the end tag's line and column, with a readable message")
  func mismatchedTag() {
    let xml = Self.storyboard(body: "<view key=\"view\" id=\"v1\">\n</label>")
    let error = self.error(xml)
    guard case .malformedXML(let file, let line, let column, let message)? = error else {
      Issue.record("expected malformedXML, got \(String(describing: error))")
      return
    }
    #expect(file == "Broken.storyboard")
    #expect(line == 8)
    // The column of the end tag's '<' (libxml2 gave the column after the tag, here 9).
    #expect(column == 1)
    #expect(message == "an end tag does not match its start tag")
    #expect(error?.description.hasPrefix("Broken.storyboard:8:") == true)
    #expect(error?.line == 8)
  }

  @Test("Empty data is malformedXML: no root element")
  func emptyData() {
    #expect(error("") == .malformedXML(file: "Broken.storyboard", line: 1, column: 1, message: "the document is empty (no root element)"))
  }

  @Test("Every truncation of a real storyboard before </document> is malformedXML, never a crash or a document")
  func truncatedFixture() throws {
    let data = try Data(contentsOf: StoryboardFixtures.url("AppleCustomTransitions/Slide.storyboard"))
    let end = try #require(String(decoding: data, as: UTF8.self).range(of: "</document>")).lowerBound.utf16Offset(
      in: String(decoding: data, as: UTF8.self))
    for length in stride(from: 0, to: end, by: 97) {
      do {
        _ = try StoryboardParser.parse(data: data.prefix(length), fileName: "Slide.storyboard")
        Issue.record("a \(length)-byte prefix parsed")
      } catch {
        guard case .malformedXML(let file, let line, _, _) = error else {
          Issue.record("a \(length)-byte prefix gave \(error)")
          continue
        }
        #expect(file == "Slide.storyboard")
        #expect(line >= 1)
      }
    }
  }

  @Test("Corrupted real storyboards (flipped bytes, markup characters, cut and doubled ranges) give a document or a StoryboardError, never a crash")
  func corruptedFixtures() throws {
    var generator = SplitMix64(seed: 42)
    for path in ["Blackboard/Main.storyboard", "AppleCustomTransitions/CustomPresentation.storyboard"] {
      let original = try Data(contentsOf: StoryboardFixtures.url(path))
      for _ in 0..<Self.corruptionsPerFixture {
        let data = Self.corrupt(original, using: &generator)
        do {
          _ = try StoryboardParser.parse(data: data, fileName: "Corrupt.storyboard")
        } catch {
          #expect(error.file == "Corrupt.storyboard")
          #expect(!error.description.isEmpty)
        }
      }
    }
  }

  static let corruptionsPerFixture = 300

  static func corrupt(_ original: Data, using generator: inout SplitMix64) -> Data {
    var bytes = [UInt8](original)
    let markup = Array("<>\"'/=&;!?-".utf8) + [0x00, 0x1D, 0x80, 0xB7, 0xC3, 0xE2, 0xF0, 0xF4, 0xFF]
    for _ in 0..<(1 + Int(generator.next() % 3)) {
      guard !bytes.isEmpty else { break }
      let index = Int(generator.next() % UInt64(bytes.count))
      switch generator.next() % 4 {
      case 0:
        bytes[index] = UInt8(truncatingIfNeeded: generator.next())
      case 1:
        bytes[index] = markup[Int(generator.next() % UInt64(markup.count))]
      case 2:
        let end = min(bytes.count, index + 1 + Int(generator.next() % 64))
        bytes.removeSubrange(index..<end)
      default:
        let end = min(bytes.count, index + 1 + Int(generator.next() % 64))
        bytes.insert(contentsOf: bytes[index..<end], at: index)
      }
    }
    return Data(bytes)
  }

  @Test("Invalid UTF-8 is malformedXML at the offending byte (Linux's XMLParser would crash on some of it)")
  func invalidUTF8() {
    var bytes = Array(Self.storyboard().utf8)
    let index = bytes.firstIndex(of: UInt8(ascii: "v"))!  // in "version" on line 1
    bytes[index] = 0xB7
    do {
      _ = try StoryboardParser.parse(data: Data(bytes), fileName: "Latin.storyboard")
      Issue.record("parsed")
    } catch {
      #expect(error == .malformedXML(file: "Latin.storyboard", line: 1, column: index + 1, message: "byte 0xB7 is not valid UTF-8 (storyboards are UTF-8)"))
    }
    // Well-formed multi-byte text (a label in Chinese, an emoji) is fine.
    let text = Self.storyboard(body: "<label id=\"l1\" text=\"转场 🍟\"/>")
    #expect((try? parseStoryboard(text))?.object(withID: "l1")?.text == "转场 🍟")
  }

  @Test("An entity-expansion bomb (\"billion laughs\") is malformedXML, not a hang or a huge string")
  func entityExpansionBomb() {
    var xml = "<?xml version=\"1.0\"?>\n<!DOCTYPE document [\n<!ENTITY lol0 \"lol\">\n"
    for level in 1...9 {
      xml += "<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level - 1);", count: 10) + "\">\n"
    }
    xml += "]>\n" + Self.storyboard(body: "<label id=\"l1\"><string key=\"text\">&lol9;</string></label>")
      .replacingOccurrences(of: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n", with: "")
    guard case .malformedXML(let file, _, _, _)? = error(xml, fileName: "Bomb.storyboard") else {
      Issue.record("expected malformedXML, got \(String(describing: error(xml)))")
      return
    }
    #expect(file == "Bomb.storyboard")
  }

  @Test("A missing file is fileNotFound with its path; a directory is unreadableFile")
  func fileSystemErrors() {
    let missing = StoryboardFixtures.url("Nope/Missing.storyboard")
    #expect(throws: StoryboardError.fileNotFound(path: missing.path)) {
      try StoryboardParser.parse(contentsOf: missing)
    }
    let directory = StoryboardFixtures.url("Blackboard")
    #expect(throws: StoryboardError.unreadableFile(path: directory.path, reason: "it is a directory")) {
      try StoryboardParser.parse(contentsOf: directory)
    }
    #expect(StoryboardError.fileNotFound(path: "/x/Main.storyboard").description == "/x/Main.storyboard: error: no storyboard file at this path")
  }

  @Test("Well-formed XML that is no storyboard is notAStoryboard, saying what it is")
  func notAStoryboard() {
    #expect(error("<plist version=\"1.0\"><dict/></plist>", fileName: "Info.plist")
      == .notAStoryboard(file: "Info.plist", found: "<plist> as the root element, expected <document type=\"…Storyboard.XIB\">"))
    let xib = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701"><objects/></document>
      """
    guard case .notAStoryboard(let file, let found)? = error(xib, fileName: "Cell.xib") else {
      Issue.record("expected notAStoryboard")
      return
    }
    #expect(file == "Cell.xib")
    #expect(found.contains("com.apple.InterfaceBuilder3.CocoaTouch.XIB"))
    guard case .notAStoryboard(_, let archive)? = error("<archive type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"8.00\"/>") else {
      Issue.record("expected notAStoryboard")
      return
    }
    #expect(archive.contains("archive"))
  }

  @Test("A segue without destination is missingAttribute with the segue's line")
  func segueWithoutDestination() {
    let xml = Self.storyboard(body: "<connections>\n<segue kind=\"show\" id=\"s1\"/>\n</connections>")
    #expect(error(xml) == .missingAttribute(file: "Broken.storyboard", element: "segue", attribute: "destination", line: 8))
    #expect(error(xml)?.description == "Broken.storyboard:8: error: <segue> is missing its 'destination' attribute")
  }

  @Test("A scene without sceneID, an outlet without property and an action without selector are missingAttribute")
  func otherMissingAttributes() {
    let noSceneID = Self.storyboard().replacingOccurrences(of: "<scene sceneID=\"sc1\">", with: "<scene>")
    #expect(error(noSceneID) == .missingAttribute(file: "Broken.storyboard", element: "scene", attribute: "sceneID", line: 4))
    let outlet = Self.storyboard(body: "<connections><outlet destination=\"vc1\" id=\"o1\"/></connections>")
    #expect(error(outlet) == .missingAttribute(file: "Broken.storyboard", element: "outlet", attribute: "property", line: 7))
    let action = Self.storyboard(body: "<connections><action destination=\"vc1\" id=\"a1\"/></connections>")
    #expect(error(action) == .missingAttribute(file: "Broken.storyboard", element: "action", attribute: "selector", line: 7))
  }

  @Test("An initialViewController that names no scene's view controller is unknownInitialViewController")
  func unknownInitial() {
    #expect(error(Self.storyboard(initial: "nope")) == .unknownInitialViewController(file: "Broken.storyboard", id: "nope"))
    // A view inside a scene is an object, but not a scene's view controller.
    let view = Self.storyboard(initial: "v1", body: "<view key=\"view\" id=\"v1\"/>")
    #expect(error(view) == .unknownInitialViewController(file: "Broken.storyboard", id: "v1"))
    // No entry point at all is fine.
    #expect(error(Self.storyboard(initial: nil)) == nil)
  }

  @Test("Two objects with one id are duplicateID with both lines; a segue reusing an object's id too")
  func duplicateIDs() {
    let xml = Self.storyboard(body: "<view key=\"view\" id=\"v1\">\n<subviews>\n<label id=\"v1\"/>\n</subviews>\n</view>")
    #expect(error(xml) == .duplicateID(file: "Broken.storyboard", id: "v1", line: 9, firstLine: 7))
    #expect(error(xml)?.description == "Broken.storyboard:9: error: id \"v1\" is already used on line 7")
    let segue = Self.storyboard(body: "<connections>\n<segue destination=\"vc1\" kind=\"show\" id=\"fr1\"/>\n</connections>")
    #expect(error(segue) == .duplicateID(file: "Broken.storyboard", id: "fr1", line: 11, firstLine: 8))
  }

  @Test("A segue to an id that is no object is unknownSegueDestination with the segue's line")
  func unknownDestination() {
    let xml = Self.storyboard(body: "<connections>\n<segue destination=\"elsewhere\" kind=\"show\" id=\"s1\"/>\n</connections>")
    #expect(error(xml) == .unknownSegueDestination(file: "Broken.storyboard", segueID: "s1", destination: "elsewhere", line: 8))
  }

  @Test("Unreadable numbers in frames, colours and fonts are invalidAttributeValue with the element's line")
  func invalidValues() {
    let frame = Self.storyboard(body: "<view key=\"view\" id=\"v1\">\n<rect key=\"frame\" x=\"wide\" y=\"0\" width=\"1\" height=\"1\"/>\n</view>")
    #expect(error(frame) == .invalidAttributeValue(file: "Broken.storyboard", element: "rect", attribute: "x", value: "wide", line: 8))
    let color = Self.storyboard(body: "<view key=\"view\" id=\"v1\">\n<color key=\"backgroundColor\" white=\"grey\" alpha=\"1\"/>\n</view>")
    #expect(error(color) == .invalidAttributeValue(file: "Broken.storyboard", element: "color", attribute: "white", value: "grey", line: 8))
    let empty = Self.storyboard(body: "<view key=\"view\" id=\"v1\">\n<color key=\"backgroundColor\"/>\n</view>")
    #expect(error(empty) == .missingAttribute(file: "Broken.storyboard", element: "color", attribute: "red, white, name or systemColor", line: 8))
    let font = Self.storyboard(body: "<label id=\"l1\">\n<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"big\"/>\n</label>")
    #expect(error(font) == .invalidAttributeValue(file: "Broken.storyboard", element: "fontDescription", attribute: "pointSize", value: "big", line: 8))
    let canvas = Self.storyboard(scene: "<scene sceneID=\"sc2\"><objects/><point key=\"canvasLocation\" x=\"NaN\" y=\"0\"/></scene>")
    #expect(error(canvas) == .invalidAttributeValue(file: "Broken.storyboard", element: "point", attribute: "x", value: "NaN", line: 12))
  }
}

/// A small deterministic generator for the corruption test (no wall clock, no global RNG).
struct SplitMix64 {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
