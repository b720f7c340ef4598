import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing
import UIKit

/// Issue 12 item 5: very deep element and view trees (100,000 levels) are parsed, instantiated,
/// laid out and torn down without recursion that can overflow the stack, in time linear in the
/// size. Timings are printed, not asserted.
@MainActor
@Suite(.serialized)
struct DeepStoryboardTests {
  static let levels = 100_000

  /// A storyboard whose initial controller's view holds a chain of `views` nested views, and whose
  /// view also carries `elements` nested property elements (no ids: kept as raw elements).
  static func deepStoryboard(views: Int, elements: Int) -> Data {
    var xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" initialViewController="deep-vc">
      <scenes><scene sceneID="deep-scene"><objects>
      <viewController id="deep-vc" sceneMemberID="viewController">
      <view key="view" contentMode="scaleToFill" id="deep-root">
      <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>

      """
    xml.reserveCapacity(120 * (views + elements))
    xml += String(repeating: "<variation key=\"v\">", count: elements)
    xml += String(repeating: "</variation>", count: elements)
    for level in 0..<views {
      // Short, to stay under the parser's 10,000,000-byte limit: frames are zero.
      xml += "<subviews><view id=\"d\(level)\">"
    }
    xml += String(repeating: "</view></subviews>", count: views)
    xml += """
      </view>
      </viewController>
      </objects></scene></scenes>
      </document>
      """
    return Data(xml.utf8)
  }

  static func time(_ label: String, _ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    print("DeepStoryboardTests: \(label): \(String(format: "%.3f", seconds)) s")
    return seconds
  }

  @Test("Issue 12 — a 100,000-level element tree and a 100,000-level view tree parse and are torn down without recursion")
  func parseAndTearDown() throws {
    let data = Self.deepStoryboard(views: Self.levels, elements: Self.levels)
    var document: StoryboardDocument? = try StoryboardParser.parse(data: data, fileName: "Deep.storyboard")
    _ = Self.time("parse \(Self.levels) + \(Self.levels) levels") {
      document = try? StoryboardParser.parse(data: data, fileName: "Deep.storyboard")
    }
    let root = try #require(document?.object(withID: "deep-root"))
    var depth = 0
    var current: StoryboardObject? = root
    while let object = current { depth += 1; current = object.subviews.first }
    #expect(depth == Self.levels + 1)
    var elementDepth = 0
    var element = root.properties.first { $0.name == "variation" }
    while let e = element { elementDepth += 1; element = e.children.first }
    #expect(elementDepth == Self.levels)
    _ = Self.time("tear down the document") { document = nil }
  }

  @Test("Issue 12 — a 100,000-level view chain is instantiated from a storyboard and torn down (views and layers) without recursion")
  func instantiateAndTearDown() throws {
    let data = Self.deepStoryboard(views: Self.levels, elements: 0)
    var storyboard: UIStoryboard? = try UIStoryboard(data: data, fileName: "Deep.storyboard")
    var controller: UIViewController?
    _ = Self.time("instantiate \(Self.levels) nested views") {
      controller = storyboard?.instantiateInitialViewController()
      controller?.loadViewIfNeeded()
    }
    storyboard = nil
    var depth = 0
    var layerDepth = 0
    var current: UIView? = controller?.view
    while let view = current { depth += 1; current = view.subviews.first }
    var layer: CALayer? = controller?.view.layer
    while let sublayer = layer { layerDepth += 1; layer = sublayer.sublayers?.first }
    #expect(depth == Self.levels + 1)
    #expect(layerDepth == Self.levels + 1)
    var deepest: UIView? = controller?.view
    while let next = deepest?.subviews.first { deepest = next }
    weak let weakDeepest = deepest
    weak let weakDeepestLayer = deepest?.layer
    deepest = nil
    weak let weakController = controller
    _ = Self.time("tear down") {
      controller = nil
      // New layers wait in the implicit transaction until the run loop commits it.
      UIApplication.shared.runUntilIdle()
    }
    // The controller's storyboard context holds it weakly (no retain cycle), so it goes, and
    // its views and layers with it.
    #expect(weakController == nil)
    #expect(weakDeepest == nil)
    #expect(weakDeepestLayer == nil)
  }

  @Test("Issue 12 — a subview still held elsewhere keeps its own subviews when its superview is released")
  func heldSubviewKeepsItsSubtree() {
    var root: UIView? = UIView()
    let middle = UIView()
    let leaf = UIView()
    middle.addSubview(leaf)
    root?.addSubview(middle)
    weak let weakRoot = root
    root = nil
    #expect(weakRoot == nil)
    #expect(middle.superview == nil)
    #expect(middle.subviews.count == 1 && middle.subviews.first === leaf)
    #expect(leaf.layer.superlayer === middle.layer)
  }
}

/// Issue 12 item 5: a file over the XML parser's size limit gets an error that says so.
@Suite struct StoryboardSizeLimitTests {
  static func padded(to size: Int) -> Data {
    let head = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch"><scenes/>
      """
    let tail = "</document>"
    let padding = size - head.utf8.count - tail.utf8.count
    return Data((head + String(repeating: " ", count: padding) + tail).utf8)
  }

  @Test("libxml2 (Foundation's XMLParser on Linux) reads 10,000,000 bytes; one more byte is fileTooLarge naming the file, its size and the limit")
  func sizeLimit() throws {
    let atLimit = Self.padded(to: StoryboardParser.maximumFileSize)
    #expect(atLimit.count == 10_000_000)
    let document = try StoryboardParser.parse(data: atLimit, fileName: "Big.storyboard")
    #expect(document.scenes.isEmpty)
    let over = Self.padded(to: StoryboardParser.maximumFileSize + 1)
    #expect(throws: StoryboardError.fileTooLarge(file: "Huge.storyboard", size: 10_000_001, limit: 10_000_000)) {
      try StoryboardParser.parse(data: over, fileName: "Huge.storyboard")
    }
    let error = StoryboardError.fileTooLarge(file: "Huge.storyboard", size: 10_000_001, limit: 10_000_000)
    #expect(error.description.hasPrefix("Huge.storyboard: error: the file is 10000001 bytes, over the XML parser's limit of 10000000 bytes"))
  }

  @Test("libxml2's name limit (50,000 characters) is a malformed-XML error that names the limit")
  func nameLimit() throws {
    let name = String(repeating: "x", count: 50_001)
    let xml = "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\"><\(name)/></document>"
    do {
      _ = try StoryboardParser.parse(data: Data(xml.utf8), fileName: "Names.storyboard")
      Issue.record("a 50,001-character element name parsed")
    } catch {
      #expect(error.description.contains("longer than the XML parser's limit of 50,000 characters"))
    }
  }
}
