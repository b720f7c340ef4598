import Foundation
import OpenUIKit
import Testing

/// The parser reads the plain decimals Interface Builder writes ("600", "0.0", "-148") without
/// `strtod`; these tests pin that every number still reads as the same double `Double(text)`
/// gives, bit for bit (Docs/Storyboards.md: frames and colours are read as written), and that
/// what `Double(text)` refuses is still an `invalidAttributeValue`.
@Suite struct StoryboardNumberParsingTests {
  private static func storyboard(frames: [[String]]) -> Data {
    var views = ""
    for (index, frame) in frames.enumerated() {
      views += """
                            <view contentMode="scaleToFill" id="v\(index)">
                                <rect key="frame" x="\(frame[0])" y="\(frame[1])" width="\(frame[2])" height="\(frame[3])"/>
                            </view>

        """
    }
    return Data(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="vc">
          <scenes>
              <scene sceneID="sc">
                  <objects>
                      <viewController id="vc" sceneMemberID="viewController">
                          <view key="view" contentMode="scaleToFill" id="root">
                              <subviews>
      \(views)
                              </subviews>
                          </view>
                      </viewController>
                  </objects>
              </scene>
          </scenes>
      </document>
      """.utf8)
  }

  /// Each value in a frame of its own (x), the other components fixed.
  private static func frames(of values: [String]) throws -> [CGRect] {
    let data = storyboard(frames: values.map { [$0, "1", "2", "3"] })
    let document = try StoryboardParser.parse(data: data, fileName: "Numbers.storyboard")
    return values.indices.map { document.object(withID: "v\($0)")?.frame ?? CGRect(x: CGFloat.nan, y: 0, width: 0, height: 0) }
  }

  @Test("Interface Builder decimals read as Double(text) reads them, bit for bit (incl. -0.0, 15 and 16 digits, exponents)")
  func decimalsMatchStrtod() throws {
    let values = [
      "0", "0.0", "-0.0", "600", "-148", "0.25", "0.1", "0.5", "1.5", "007.50", "123456789012345",
      "0.123456789012345", "99999999999999.9", "1234567890123456", "0.30000000000000004", "0.89399999380111694",
      "4503599627370497", "9007199254740993", "1e3", "2.5E-3", "+5", "1.", ".5", "-.5", "-0", "1000000000000000",
      "0.000000000000001", "0.0000000000000001", "179769313486231570000000000000000",
    ]
    let frames = try Self.frames(of: values)
    for (value, frame) in zip(values, frames) {
      let expected = try #require(Double(value), "\(value)")
      #expect(Double(frame.origin.x).bitPattern == expected.bitPattern, "\(value)")
    }
  }

  @Test("2,000 random decimals of up to 16 digits (either side of the 15-digit fast path) read as Double(text)")
  func randomDecimalsMatchStrtod() throws {
    var generator = SplitMix(seed: 15)
    var values: [String] = []
    for _ in 0..<2_000 {
      let integerDigits = Int(generator.next() % 9)
      let fractionDigits = Int(generator.next() % 9)
      var text = generator.next() % 4 == 0 ? "-" : ""
      text += integerDigits == 0 ? "0" : String((0..<integerDigits).map { _ in Character(String(generator.next() % 10)) })
      if fractionDigits > 0 {
        text += "." + String((0..<fractionDigits).map { _ in Character(String(generator.next() % 10)) })
      }
      values.append(text)
    }
    let frames = try Self.frames(of: values)
    for (value, frame) in zip(values, frames) {
      let expected = try #require(Double(value), "\(value)")
      #expect(Double(frame.origin.x).bitPattern == expected.bitPattern, "\(value)")
    }
  }

  @Test("Text Double(text) refuses is still invalidAttributeValue: '1.2.3', '-', '--1', '1-', ' 1', 'inf'")
  func malformedNumbersAreErrors() {
    for value in ["1.2.3", "-", "--1", "1-", " 1", "inf", "1_000", "0x10"] {
      let data = Self.storyboard(frames: [[value, "0", "0", "0"]])
      do throws(StoryboardError) {
        let document = try StoryboardParser.parse(data: data, fileName: "Numbers.storyboard")
        // Only forms Double accepts may load, and then as Double reads them.
        let expected = Double(value)
        #expect(expected != nil && expected!.isFinite, "\(value) loaded")
        #expect(document.object(withID: "v0")?.frame?.origin.x == expected.map { CGFloat($0) })
      } catch {
        guard case .invalidAttributeValue(_, "rect", "x", let text, _) = error else {
          Issue.record("\(value): \(error)")
          continue
        }
        #expect(text == value)
      }
    }
  }
}

/// A small deterministic generator (SplitMix64) for the random sweep.
private struct SplitMix {
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
