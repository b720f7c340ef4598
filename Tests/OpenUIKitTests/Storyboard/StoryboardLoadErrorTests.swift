import Foundation
import OpenUIKit
import Testing

/// Issue 12, item 4: segues to things that are not controllers, and storyboards of other
/// platforms, are clear loading errors.
@Suite struct StoryboardLoadErrorTests {
  func parse(_ xml: String) -> StoryboardError? {
    do {
      _ = try StoryboardParser.parse(data: Data(xml.utf8), fileName: "Odd.storyboard")
      return nil
    } catch {
      return error
    }
  }

  func storyboard(runtime: String = "iOS.CocoaTouch", scene: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="\(runtime)" initialViewController="vc1">
        <scenes>
            <scene sceneID="s1">
                <objects>
    \(scene)
                </objects>
            </scene>
        </scenes>
    </document>
    """
  }

  @Test("A show segue whose destination is the scene's <exit> is segueDestinationNotAController, not a blank controller")
  func segueToExit() {
    let xml = storyboard(scene: """
              <viewController id="vc1" sceneMemberID="viewController">
                  <connections>
                      <segue destination="ex1" kind="show" id="sg1"/>
                  </connections>
              </viewController>
              <exit id="ex1" userLabel="Exit" sceneMemberID="exit"/>
      """)
    let error = parse(xml)
    #expect(error == .segueDestinationNotAController(file: "Odd.storyboard", segueID: "sg1", destination: "ex1", element: "exit", line: 8))
    #expect(error?.description == "Odd.storyboard:8: error: segue \"sg1\" points to <exit id=\"ex1\">, which is not a view controller")
  }

  @Test("A presentation segue whose destination is a <view> is segueDestinationNotAController; unwinds to the exit stay valid")
  func segueToView() {
    let xml = storyboard(scene: """
              <viewController id="vc1" sceneMemberID="viewController">
                  <view key="view" contentMode="scaleToFill" id="vw1"/>
                  <connections>
                      <segue destination="vw1" kind="presentation" id="sg1"/>
                      <segue destination="ex1" kind="unwind" unwindAction="back:" id="sg2"/>
                  </connections>
              </viewController>
              <exit id="ex1" userLabel="Exit" sceneMemberID="exit"/>
      """)
    #expect(parse(xml) == .segueDestinationNotAController(file: "Odd.storyboard", segueID: "sg1", destination: "vw1", element: "view", line: 9))
    let valid = storyboard(scene: """
              <viewController id="vc1" sceneMemberID="viewController">
                  <connections>
                      <segue destination="ex1" kind="unwind" unwindAction="back:" id="sg2"/>
                  </connections>
              </viewController>
              <exit id="ex1" userLabel="Exit" sceneMemberID="exit"/>
      """)
    #expect(parse(valid) == nil)
  }

  @Test("tvOS and macOS storyboards say they are not iOS")
  func otherPlatforms() {
    let scene = "          <viewController id=\"vc1\" sceneMemberID=\"viewController\"/>"
    #expect(parse(storyboard(runtime: "AppleTV", scene: scene))?.description
      == "Odd.storyboard: error: not an iOS storyboard (targetRuntime \"AppleTV\" is tvOS)")
    #expect(parse(storyboard(runtime: "MacOSX.Cocoa", scene: scene)) == .notIOS(file: "Odd.storyboard", targetRuntime: "MacOSX.Cocoa"))
    #expect(parse(storyboard(runtime: "iOS.CocoaTouch.iPad", scene: scene)) == nil)
  }
}
