import Foundation
import OpenUIKit
import Testing

@testable import openuikit
import OpenUIKitScenarios

/// Issue 12: `<customObject>` classes whose code is absent get stand-ins under `--stand-ins`
/// (Docs/Behaviour.md, "Storyboard stand-ins"), and a missing class is said once per run.
@MainActor
@Suite(.serialized) struct StoryboardObjectStandInTests {
  static let xml = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" initialViewController="vc1-00-001">
        <scenes>
            <scene sceneID="sc1-00-001">
                <objects>
                    <viewController id="vc1-00-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="vw1-00-001">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="bt1-00-001">
                                    <rect key="frame" x="20" y="100" width="120" height="44"/>
                                    <state key="normal" title="Next"/>
                                    <connections>
                                        <action selector="nextPage:" destination="obj-00-001" eventType="touchUpInside" id="ac1-00-001"/>
                                    </connections>
                                </button>
                            </subviews>
                        </view>
                        <connections>
                            <outlet property="transitioningDelegate" destination="obj-00-001" id="out-00-002"/>
                        </connections>
                    </viewController>
                    <customObject id="obj-00-001" customClass="PageTurner">
                        <connections>
                            <outlet property="owner" destination="vc1-00-001" id="out-00-001"/>
                        </connections>
                    </customObject>
                </objects>
            </scene>
        </scenes>
    </document>
    """

  /// Runs `body` with the storyboard's stand-ins registered and no app class.
  func withStandIns<T>(_ storyboard: UIStoryboard, _ body: ([String]) throws -> T) throws -> T {
    try StoryboardClassRegistry.withoutRegistrations {
      let names = StoryboardStandIns.register(for: [try #require(storyboard.document)])
      defer { StoryboardStandIns.unregister(names) }
      return try body(names)
    }
  }

  @Test("UIKit (IB actions, outlets): a custom object's stand-in is made with its scene, its outlets connect and it answers the IB actions the storyboard sends it")
  func standInObjectAnswersActions() throws {
    let storyboard = try UIStoryboard(data: Data(Self.xml.utf8), fileName: "Objects.storyboard")
    var events: [String] = []
    let token = EventTrace.addListener { events.append("\($0.category) \($0.subject) \($0.name)") }
    defer { EventTrace.removeListener(token) }
    try withStandIns(storyboard) { names in
      #expect(names == ["PageTurner"])
      let start = Diagnostics.records.count
      let controller = try #require(storyboard.instantiateInitialViewController())
      let object = try #require(controller._storyboardContext?.objects["obj-00-001"] as? StandInObject)
      #expect(object.className == "PageTurner")
      #expect(object.outlet("owner") === controller)
      // It adopts no protocol: the transitioning-delegate outlet stays nil (default presentation).
      #expect(controller.transitioningDelegate == nil)
      let button = try #require(controller.view.subviews.first as? UIButton)
      button.sendActions(for: .touchUpInside)
      #expect(events.contains("stand-in PageTurner nextPage:"), "\(events)")
      #expect(!Diagnostics.records.dropFirst(start).contains { $0.message.hasPrefix("Unknown class") })
    }
    // The stand-in lives for the run only.
    #expect(StoryboardClassRegistry.objectFactory("PageTurner", module: nil) == nil)
  }

  @Test("Without stand-ins the missing class is UIKit's warning at each instantiation (recorded), printed once per run")
  func missingClassSaidOnce() throws {
    let storyboard = try UIStoryboard(data: Data(Self.xml.utf8), fileName: "Objects.storyboard")
    let document = try #require(storyboard.document)
    StoryboardClassRegistry.withoutRegistrations {
      #expect(StoryboardStandIns.missingClasses(in: [document]) == ["PageTurner"])
      let start = Diagnostics.records.count
      _ = storyboard.instantiateInitialViewController()
      _ = storyboard.instantiateInitialViewController()
      let message = "Unknown class PageTurner in Interface Builder file."
      #expect(Diagnostics.records.dropFirst(start).filter { $0.message == message }.count == 2)
      #expect(Diagnostics.hasPrinted(message))
    }
  }

  @Test("Apple's sample walked with stand-ins: its slide transition delegate is a stand-in, and no class is missing")
  func appleWalkHasNoMissingClass() throws {
    let start = Diagnostics.records.count
    let (report, standIns) = try StoryboardClassFreeWalkTests.classFreeWalk(StoryboardWalkTests.appleFiles, device: .iPhone)
    #expect(standIns.contains("AAPLSlideTransitionDelegate"))
    #expect(report.failures.isEmpty, "\(report.summary)")
    let unknown = Diagnostics.records.dropFirst(start).filter { $0.message.hasPrefix("Unknown class") }
    #expect(unknown.isEmpty, "\(unknown.map(\.message))")
  }
}
