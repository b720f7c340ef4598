import Foundation
import OpenUIKit
import Testing

@testable import openuikit
import OpenUIKitScenarios

/// Which stand-in answers an unwind when the app's classes are absent (issue 12, item 1;
/// Docs/Behaviour.md, "Unwinds without the app's classes"). UIKit lands an unwind on the nearest
/// controller up the source's parents and presenters that answers
/// `canPerformUnwindSegueAction(_:from:sender:)` — by default one that responds to the action and
/// is not the source (UIViewController docs, "Dismissing a view controller with an unwind segue";
/// spec §8.3).
@MainActor
@Suite(.serialized) struct StoryboardStandInUnwindTests {
  /// nav[Home, Start, Detail]: Home's "Next" shows Start, Start's "Next" shows Detail; Detail's
  /// "Done" unwinds with `action`. `classes`: an optional `<classes>` section.
  static func storyboard(action: String, classes: String = "") -> String {
    func scene(_ id: String, _ className: String, next: String?, done: Bool) -> String {
      let nextButton =
        next.map {
          """
          <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="\(id)-nx">
              <rect key="frame" x="20" y="200" width="200" height="44"/>
              <state key="normal" title="Next \(id)"/>
              <connections><segue destination="\($0)" kind="show" id="\(id)-sg"/></connections>
          </button>
          """
        } ?? ""
      let doneButton =
        done
        ? """
          <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="\(id)-dn">
              <rect key="frame" x="20" y="400" width="200" height="44"/>
              <state key="normal" title="Done"/>
              <connections><segue destination="\(id)-ex" kind="unwind" unwindAction="\(action)" id="\(id)-uw"/></connections>
          </button>
          """ : ""
      return """
        <scene sceneID="\(id)-sc"><objects>
            <viewController id="\(id)" storyboardIdentifier="\(id)" customClass="\(className)" customModule="App" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="\(id)-vw">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                    <subviews>\(nextButton)\(doneButton)</subviews>
                </view>
            </viewController>
            <exit id="\(id)-ex" userLabel="Exit" sceneMemberID="exit"/>
        </objects></scene>
        """
    }
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="4514" targetRuntime="iOS.CocoaTouch" initialViewController="nav">
          <scenes>
              <scene sceneID="nav-sc"><objects>
                  <navigationController id="nav" sceneMemberID="viewController">
                      <connections><segue destination="hom" kind="relationship" relationship="rootViewController" id="rel"/></connections>
                  </navigationController>
              </objects></scene>
              \(scene("hom", "HomeViewController", next: "sta", done: false))
              \(scene("sta", "StartViewController", next: "dtl", done: false))
              \(scene("dtl", "DetailViewController", next: nil, done: true))
          </scenes>
          \(classes)
      </document>
      """
  }

  /// Runs `openuikit storyboard FILE --stand-ins` with `steps`; the printed output.
  func run(_ xml: String, _ steps: [String]) throws -> String {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("openuikit-unwinds-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let path = directory.appendingPathComponent("Unwinds.storyboard").path
    try Data(xml.utf8).write(to: URL(fileURLWithPath: path))
    let arguments = [path, "--no-sample-classes", "--stand-ins"] + steps
    let command = try #require(try OpenUIKitCommand.parseAsRoot(["storyboard"] + arguments) as? OpenUIKitCommand.Storyboard)
    return try command.output(arguments: arguments)
  }

  static let toDetail = ["--tap", "Next hom", "--tap", "Next sta", "--tap", "Done"]

  @Test("UIKit: the nearest controller that responds to the action wins — by name, unwindToStart: lands on Start (the nearer), the navigation controller pops to it")
  func byName() throws {
    let text = try run(Self.storyboard(action: "unwindToStart:"), Self.toDetail)
    #expect(text.contains("stand-in  StartViewController [sta].unwindToStart:  its class name matches the action"), "\(text)")
    #expect(text.contains("stack(HomeViewController [hom], StartViewController [sta])"), "\(text)")
  }

  @Test("<classes> decides who responds: HomeViewController inherits unwindToStart: from a declared superclass, so the unwind passes Start and pops to Home")
  func declaredInClassesSection() throws {
    let classes = """
      <classes>
          <class className="BaseViewController" superclassName="UIViewController">
              <source key="sourceIdentifier" type="project" relativePath="./Classes/BaseViewController.h"/>
              <relationships>
                  <relationship kind="action" name="unwindToStart:" candidateClass="UIStoryboardSegue"/>
              </relationships>
          </class>
          <class className="HomeViewController" superclassName="BaseViewController">
              <source key="sourceIdentifier" type="project" relativePath="./Classes/HomeViewController.h"/>
          </class>
          <class className="StartViewController" superclassName="UIViewController">
              <source key="sourceIdentifier" type="project" relativePath="./Classes/StartViewController.h"/>
          </class>
      </classes>
      """
    let document = try StoryboardParser.parse(data: Data(Self.storyboard(action: "unwindToStart:", classes: classes).utf8), fileName: "U.storyboard")
    let declarations = document.classDeclarations
    #expect(declarations.actions(of: "HomeViewController") == ["unwindToStart:"])
    #expect(declarations.actions(of: "StartViewController").isEmpty)
    let text = try run(Self.storyboard(action: "unwindToStart:", classes: classes), Self.toDetail)
    #expect(text.contains("stand-in  HomeViewController [hom].unwindToStart:  declared by its class in <classes>"), "\(text)")
    #expect(!text.contains("StartViewController [sta].unwindToStart:"), "\(text)")
    #expect(text.contains("stack(HomeViewController [hom])"), "\(text)")
  }

  @Test("An action that names and is declared by no class is answered by every stand-in: the nearest up the search (Start, below the source) wins")
  func unclaimedActionNearestWins() throws {
    let text = try run(Self.storyboard(action: "unwind:"), Self.toDetail)
    #expect(
      text.contains("stand-in  StartViewController [sta].unwind:  no class declares or is named by the action"), "\(text)")
    #expect(text.contains("stack(HomeViewController [hom], StartViewController [sta])"), "\(text)")
  }

  @Test("UIKit: canPerformUnwindSegueAction is false for the unwind's own source — an action only the source's class answers finds no destination")
  func neverTheSource() throws {
    let text = try run(Self.storyboard(action: "unwindToDetail:"), Self.toDetail)
    #expect(text.contains("unwind found no destination  unwindToDetail:"), "\(text)")
    let storyboard = try UIStoryboard(data: Data(Self.storyboard(action: "unwindToDetail:").utf8), fileName: "U.storyboard")
    let document = try #require(storyboard.document)
    StoryboardClassRegistry.withoutRegistrations {
      let names = StoryboardStandIns.register(for: [document])
      defer { StoryboardStandIns.unregister(names) }
      let detail = storyboard.instantiateViewController(withIdentifier: "dtl")
      let action = Selector("unwindToDetail:")
      #expect(detail.canPerformUnwindSegueAction(action, from: UIViewController(), sender: nil))
      #expect(!detail.canPerformUnwindSegueAction(action, from: detail, sender: nil))
    }
  }

  @Test("Unwind names: the action's words in order among the class name's camel-case words, or a substring")
  func naming() {
    #expect(StoryboardStandIns.names("AAPLCrossDissolveFirstViewController", "unwindToCrossDissolveViewController:"))
    #expect(!StoryboardStandIns.names("AAPLSwipeFirstViewController", "unwindToCrossDissolveViewController:"))
    #expect(StoryboardStandIns.names("AAPLMenuViewController", "unwindToMenuWithSegue:"))
    #expect(!StoryboardStandIns.names("ViewControllerMenu", "unwindToMenuViewController:"))
    #expect(!StoryboardStandIns.names("MenuViewController", "unwind:"))
    #expect(StoryboardStandIns.camelCaseWords("AAPLMenuViewController") == ["aapl", "menu", "view", "controller"])
    #expect(StoryboardStandIns.camelCaseWords("my_URLList2Controller") == ["my", "url", "list2", "controller"])
  }

  @Test(
    "Apple's CustomTransitions without its classes lands 10 of its 11 control-owned unwinds where the app does (was 2): the menu's external-storyboard segues bring each storyboard's initial controller",
    arguments: [StoryboardDevice.iPhone, .iPad])
  func appleSampleUnwindsLand(_ device: StoryboardDevice) throws {
    let (report, _) = try StoryboardClassFreeWalkTests.classFreeWalk(StoryboardWalkTests.appleFiles, device: device)
    #expect(report.failures.isEmpty && report.unreached.isEmpty, "\(report.summary)")
    #expect(report.unwinds == 10, "\(report.summary)")
    // The one left: CrossDissolve's second controller is shown only by the app's code
    // (-buttonAction:), so nothing is above it when the walk shows it alone.
    #expect(report.unwindsWithoutDestination == 1, "\(report.summary)")
    let crossDissolve = try #require(report.files.first { $0.name == "CrossDissolve" })
    #expect(crossDissolve.unwindsWithoutDestination == 1)
  }

  @Test("A stand-in custom segue drawn to an empty placeholder whose identifier names another storyboard presents that storyboard's initial controller (traced with why)")
  func externalStoryboardStandIn() throws {
    let session = try StoryboardSession(paths: [StoryboardWalkTests.appleFiles[0], StoryboardWalkTests.appleFiles[5]])
    try StoryboardClassRegistry.withoutRegistrations {
      let names = StoryboardStandIns.register(for: session.files.map(\.document))
      defer { StoryboardStandIns.unregister(names) }
      let timeline = try session.run(steps: [.tap("Slide"), .tap("Menu")], registersSample: false)
      let details = timeline.events.compactMap(\.detail)
      #expect(details.contains { $0.contains("the identifier names Slide.storyboard") }, "\(details)")
      #expect(timeline.events.contains { $0.name == "unwindToMenuViewController:" && $0.category == "stand-in" })
    }
  }
}
