import Foundation
import OpenQuartzCore
import OpenUIKit
import OpenUIKitRender
import OpenUIKitTesting
import Testing
import UIKit

/// Issue 12 item 5: a 100,000-deep view chain from a storyboard is shown in a window, laid out,
/// hit-tested, re-traited, rendered and torn down with no recursion that can overflow the stack.
extension DeepTreeTests {
  static let onScreenDepth = ProcessInfo.processInfo.environment["DEEP_DEPTH"].flatMap(Int.init) ?? 100_000

  /// A storyboard whose initial controller's view holds a chain of `depth` nested full-screen
  /// views ending in a full-screen button whose segue presents "Second" full screen.
  static func deepScreenStoryboard(depth: Int) -> Data {
    var xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" initialViewController="deep-vc">
      <scenes><scene sceneID="deep-scene"><objects>
      <viewController id="deep-vc" storyboardIdentifier="Deep" sceneMemberID="viewController">
      <view key="view" contentMode="scaleToFill" id="deep-root">
      <rect key="frame" width="393" height="852"/>

      """
    xml.reserveCapacity(80 * depth + 4096)
    for level in 0..<depth {
      // Short, to stay under the XML parser's 10,000,000-byte limit.
      xml += "<subviews><view id=\"d\(level)\"><rect key=\"frame\" width=\"393\" height=\"852\"/>"
    }
    xml += """
      <subviews><button opaque="NO" contentMode="scaleToFill" buttonType="system" id="deep-button">
      <rect key="frame" width="393" height="852"/>
      <state key="normal" title="Deepest"/>
      <connections><segue destination="second-vc" kind="presentation" modalPresentationStyle="fullScreen" id="deep-segue"/></connections>
      </button></subviews>
      """
    xml += String(repeating: "</view></subviews>", count: depth)
    xml += """
      <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
      </view>
      </viewController>
      </objects></scene>
      <scene sceneID="second-scene"><objects>
      <viewController id="second-vc" storyboardIdentifier="Second" sceneMemberID="viewController">
      <view key="view" contentMode="scaleToFill" id="second-root">
      <rect key="frame" width="393" height="852"/>
      <color key="backgroundColor" white="0.5" alpha="1" colorSpace="calibratedWhite"/>
      </view>
      </viewController>
      </objects></scene></scenes>
      </document>
      """
    return Data(xml.utf8)
  }

  final class ChainObserver {
    var didMoveToWindow = 0
  }

  static func seconds(_ label: String, _ body: () throws -> Void) rethrows {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    print("DeepTreeTests: \(label): \(String(format: "%.3f", elapsed)) s")
  }

  @Test(
    "Issue 12: a 100,000-deep storyboard chain shown in a window (traits, window moves, layout, hit-testing, a tap-driven segue, render snapshot, SVG, HTML, teardown) needs no recursion"
  )
  func hundredThousandDeepOnScreen() throws {
    let depth = Self.onScreenDepth
    let diagnosticsBefore = UIApplication.shared.diagnostics.count
    let data = Self.deepScreenStoryboard(depth: depth)
    var storyboard: UIStoryboard? = try UIStoryboard(data: data, fileName: "DeepScreen.storyboard")
    var controller: UIViewController?
    Self.seconds("instantiate \(depth) levels") {
      controller = storyboard?.instantiateInitialViewController()
      controller?.loadViewIfNeeded()
    }
    storyboard = nil
    var window: UIWindow? = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    Self.seconds("show in a window and settle") {
      window?.rootViewController = controller
      window?.makeKeyAndVisible()
      UIApplication.shared.runUntilIdle()
    }
    var deepest: UIView? = controller?.view
    var levels = 0
    while !(deepest is UIButton), let next = deepest?.subviews.first { deepest = next; levels += 1 }
    var button: UIButton! = try #require(deepest as? UIButton)
    #expect(levels == depth + 1)
    // UIKit: a view in a window reports it; traits flow down from the window (UITraitEnvironment).
    #expect(button.window === window)
    #expect(button.traitCollection.horizontalSizeClass == .compact)
    #expect(button.superview?.traitCollection.userInterfaceStyle == window?.traitCollection.userInterfaceStyle)

    // UIKit: a trait override on the controller reaches every view under it (traitOverrides).
    Self.seconds("trait change over the chain") {
      controller?.traitOverrides.userInterfaceStyle = .dark
    }
    #expect(button.traitCollection.userInterfaceStyle == .dark)

    // UIKit: layoutIfNeeded lays out every view marked by setNeedsLayout, down the tree.
    Self.seconds("layout pass") {
      button.setNeedsLayout()
      controller?.view.setNeedsLayout()
      window?.layoutIfNeeded()
    }
    #expect(button.convert(CGPoint(x: 1, y: 2), to: nil) == CGPoint(x: 1, y: 2))

    // UIKit: hitTest(_:with:) returns the farthest descendant containing the point.
    var hit: UIView?
    Self.seconds("hit-test") { hit = window?.hitTest(CGPoint(x: 196, y: 426), with: nil) }
    #expect(hit === button)
    hit = nil

    // Render the frame: snapshot, SVG and the HTML timeline page.
    Self.seconds("render snapshot, SVG and HTML") {
      guard let window else { return }
      var snapshot: RenderSnapshot? = window.layer._renderFrame(size: window.bounds.size)
      var svg: String? = SVGRenderer().render(snapshot!)
      let groups = svg!.utf8.split(separator: UInt8(ascii: "<")).count { $0.starts(with: "g".utf8) }
      #expect(groups >= depth + 2)
      var timeline: Timeline? = Timeline(
        name: "deep", title: "Deep", summary: "A deep chain", viewportSize: window.bounds.size,
        frames: [snapshot!], events: [])
      var html: String? = HTMLTimelineRenderer().render([timeline!])
      #expect(html!.contains("deep"))
      html = nil
      timeline = nil
      svg = nil
      snapshot = nil
    }

    // UIKit: tapping the button fires its storyboard segue; full screen, the presenter's view
    // leaves the window once the presentation ends, and comes back when it is dismissed.
    Self.seconds("tap, present full screen, dismiss") {
      window?.tap(at: CGPoint(x: 196, y: 426))
      UIApplication.shared.runUntilIdle()
      #expect(controller?.presentedViewController != nil)
      #expect(button.window == nil)
      controller?.dismiss(animated: true)
      UIApplication.shared.runUntilIdle()
      #expect(controller?.presentedViewController == nil)
      #expect(button.window === window)
    }
    weak let weakRoot = controller?.view
    weak let weakMiddle = controller?.view.subviews.first?.subviews.first

    weak let weakButton = deepest
    weak let weakController = controller
    weak let weakWindow = window
    deepest = nil
    button = nil
    Self.seconds("tear down") {
      window?.isHidden = true
      window?.rootViewController = nil
      window = nil
      controller = nil
      UIApplication.shared.runUntilIdle()
    }
    #expect(weakController == nil)
    #expect(weakButton == nil)
    #expect(weakRoot == nil)
    #expect(weakMiddle == nil)
    #expect(weakWindow == nil)
    #expect(UIApplication.shared.diagnostics.dropFirst(diagnosticsBefore).isEmpty)
  }
}
