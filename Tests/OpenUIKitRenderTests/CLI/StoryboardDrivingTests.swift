import ArgumentParser
import Foundation
import OpenUIKit
import Testing

@testable import openuikit
import OpenUIKitScenarios

/// `openuikit storyboard` driven like a user: --tap, --back, --tab in command-line order,
/// --device / --size, and failing steps (issue 12, item 1).
@MainActor
@Suite(.serialized) struct StoryboardDrivingTests {
  static let apple = StoryboardCommandTests.apple
  static let blackboard = StoryboardCommandTests.blackboard

  func command(_ arguments: [String]) throws -> OpenUIKitCommand.Storyboard {
    try #require(try OpenUIKitCommand.parseAsRoot(["storyboard"] + arguments) as? OpenUIKitCommand.Storyboard)
  }

  func trace(_ arguments: [String]) throws -> [String] {
    let text = try command(arguments).output(arguments: arguments)
    guard let start = text.range(of: "\ntrace of ") else { return [] }
    return text[start.upperBound...].split(separator: "\n").dropFirst().map(String.init)
  }

  @Test("Steps keep their command-line order across --perform, --tap, --back and --tab")
  func stepOrder() throws {
    let arguments = ["a.storyboard", "--tap", "Go", "--back", "--perform=s", "--tab", "2", "--tap=Menu"]
    #expect(StoryboardStep.steps(in: arguments) == [.tap("Go"), .back, .perform("s"), .tab(2), .tap("Menu")])
    #expect(try command(arguments).steps(arguments: arguments) == [.tap("Go"), .back, .perform("s"), .tab(2), .tap("Menu")])
  }

  @Test("--tap on a table cell's text fires the cell's segue through UIWindow.tap(at:) (the Apple menu)")
  func tapsMenuCell() throws {
    let lines = try trace(["\(Self.apple)/Main.storyboard", "--tap", "Cross Dissolve"])
    // The cell, or its text label when hit-testing at the label's centre reaches the cell (the
    // first rows sit under the navigation bar's status bar strip, which is not hit-tested).
    let mark = try #require(lines.firstIndex {
      $0.hasSuffix("scenario.tap \"Cross Dissolve\" (UITableViewCell)") || $0.hasSuffix("scenario.tap \"Cross Dissolve\" (UILabel)")
    })
    let after = lines[mark...]
    #expect(after.contains { $0.contains("finger") && $0.contains("tap(") })
    #expect(after.contains { $0.contains("segue  Master [pGg-6v-bdr].prepare(for:sender:)  CrossDissolve") })
    #expect(after.contains { $0.hasSuffix("appearance  AAPLSampleViewController [FirstViewController].viewDidAppear(true)") })
  }

  @Test("--tap walks a storyboard by its buttons: an action, a segue without identifier, then an unwind without identifier")
  func tapsButtonsAndUnwinds() throws {
    let lines = try trace([
      "\(Self.apple)/CustomPresentation.storyboard", "--tap", "Present With Custom Presentation",
      "--tap", "Present With Standard Presentation", "--tap", "Dismiss",
    ])
    #expect(lines.contains { $0.contains("segue  AAPLSampleViewController [SecondViewController].prepare(for:sender:)  presentation") })
    #expect(lines.contains { $0.hasSuffix("unwindToCustomPresentationSecondViewController:") })
    #expect(!lines.contains { $0.contains("diagnostic  exception") })
  }

  @Test("--back taps the navigation bar's back button: the pushed controller is popped")
  func back() throws {
    let b = Self.blackboard
    let lines = try trace([
      "\(b)/Main.storyboard", "\(b)/Account.storyboard", "\(b)/Photo.storyboard",
      "--perform", "Present Accounts", "--perform", "Show Account", "--back",
    ])
    let mark = try #require(lines.firstIndex { $0.hasSuffix("scenario.tap back button") })
    #expect(lines[mark...].contains {
      $0.hasSuffix("UINavigationController [AccountNavigationController].stack(UITableViewController [AccountTableViewController])")
    })
  }

  @Test("UIKit interactive pop: --drag edge-left pans from the left edge through the event path and the navigation controller's edge-pan recognizer pops the pushed controller; a short drag cancels")
  func dragEdgeLeft() throws {
    let b = Self.blackboard
    let files = ["\(b)/Main.storyboard", "\(b)/Account.storyboard", "\(b)/Photo.storyboard"]
    let popped = "UINavigationController [AccountNavigationController].stack(UITableViewController [AccountTableViewController])"
    let cancelled = "UINavigationController [AccountNavigationController].cancelled(UITableViewController [AccountTableViewController])"
    let shown = "UITableViewController [AccountTableViewController].viewDidAppear(true)"
    let lines = try trace(files + ["--perform", "Present Accounts", "--perform", "Show Account", "--drag", "edge-left"])
    let mark = try #require(lines.firstIndex { $0.contains("scenario.drag edge-left from (2, ") })
    #expect(lines[mark...].contains { $0.hasSuffix(popped) })
    #expect(lines[mark...].contains { $0.hasSuffix(shown) })
    #expect(!lines[mark...].contains { $0.hasSuffix(cancelled) })
    let short = try trace(files + ["--perform", "Present Accounts", "--perform", "Show Account", "--drag", "edge-left:0.2"])
    let shortMark = try #require(short.firstIndex { $0.contains("scenario.drag edge-left:0.2 from (2, ") })
    // The pop begins with the pan and is cancelled on release short of half the width.
    #expect(short[shortMark...].contains { $0.hasSuffix(cancelled) })
    #expect(!short[shortMark...].contains { $0.hasSuffix(shown) })
    // Under today's SDK the navigation controller is a card sheet: its edge pop still works
    // (Docs/Behaviour.md "Sheets: horizontal drags").
    let sheet = try trace(files + ["--sdk", "iOS17", "--perform", "Present Accounts", "--perform", "Show Account", "--drag", "edge-left"])
    let sheetMark = try #require(sheet.firstIndex { $0.contains("scenario.drag edge-left from (2, ") })
    #expect(sheet[sheetMark...].contains { $0.hasSuffix(popped) })
    #expect(sheet[sheetMark...].contains { $0.hasSuffix(shown) })
    #expect(StoryboardStep.steps(in: ["x", "--back", "--drag", "edge-left:0.5", "--drag=edge-left"])
      == [.back, .drag(StoryboardDrag(argument: "edge-left:0.5")!), .drag(StoryboardDrag(argument: "edge-left")!)])
    #expect(StoryboardDrag(argument: "edge-right") == nil)
    #expect(StoryboardDrag(argument: "edge-left:0") == nil)
  }

  @Test("--tab N taps tab bar item N (0-based): the tab bar controller selects it")
  func tab() throws {
    let lines = try trace(["\(Self.apple)/Slide.storyboard", "--tab", "1"])
    let mark = try #require(lines.firstIndex { $0.hasSuffix("scenario.tap tab 1") })
    // The second tab holds the navigation controller [nqe-i9-mjD] ("Second View").
    #expect(lines[mark...].contains { $0.hasSuffix("tabbar  UITabBarController [fFd-Ls-daP].select(UINavigationController [nqe-i9-mjD])") })
    #expect(lines[mark...].contains { $0.hasSuffix("appearance  UINavigationController [nqe-i9-mjD].viewDidAppear(false)") })
  }

  @Test("A step that cannot run says why and which steps ran, as a typed error (exit status 1)")
  func failingStep() throws {
    let arguments = ["\(Self.apple)/Main.storyboard", "--tap", "Swipe", "--tap", "Nowhere"]
    var caught: CommandError?
    do { _ = try command(arguments).output(arguments: arguments) } catch let error as CommandError { caught = error }
    let error = try #require(caught)
    #expect(error.kind == .stepFailed)
    #expect(error.description.hasPrefix("step '--tap Nowhere' failed: nothing on screen has the storyboard id, title or text 'Nowhere'"))
    #expect(error.description.hasSuffix("steps that ran: --tap Swipe"))
    let tab = ["\(Self.apple)/Main.storyboard", "--tab", "0"]
    caught = nil
    do { _ = try command(tab).output(arguments: tab) } catch let error as CommandError { caught = error }
    #expect(caught?.description == "step '--tab 0' failed: no tab bar is on screen; no steps ran before it")
  }

  @Test("Issue 12 done-when: Blackboard (no Swift classes, --sdk iOS17) by taps on phone and tablet — the button's segue without the app's code, then the presented scene's system Done item (systemItem done draws \"Done\") sends its action to the stand-in")
  func blackboardByTapsOnPhoneAndTablet() throws {
    defer { _ = StoryboardDevice.iPhone.apply() }
    let files = ["Main", "Account", "Photo"].map { "\(Self.blackboard)/\($0).storyboard" }
    for device in ["iPhone", "iPad"] {
      let lines = try trace(
        files + ["--stand-ins", "--sdk", "iOS17", "--device", device, "--tap", "View First Photo (Automatic)", "--tap", "Done"])
      let presented = lines.firstIndex { $0.hasSuffix("segue  MainViewController [WelcomeViewController].perform  Present Photo") }
      let done = lines.firstIndex { $0.contains("scenario.tap \"Done\" (UIButton)") }
      let action = lines.firstIndex { $0.hasSuffix("stand-in  PhotoViewController [PhotoViewController].dismiss") }
      #expect(presented != nil, "\(device)")
      #expect(done != nil && action != nil && presented! < done! && done! < action!, "\(device)")
      do {
        // UIKit (linked iOS 13+): `.automatic` is a sheet in both widths; it leaves the presenter
        // on screen, with no appearance calls.
        #expect(!lines.contains { $0.contains("MainViewController [WelcomeViewController].viewWillDisappear") })
        #expect(lines.contains { $0.contains("UISheetPresentationController.presentationTransitionDidEnd(true)") })
      }
    }
    // Linked against iOS 12 (--sdk iOS12), `.automatic` reads as `.fullScreen` (Docs/Behaviour.md
    // "Linked SDK"): the presenter disappears, on a tablet too.
    let old = try trace(files + ["--stand-ins", "--sdk", "iOS12", "--device", "iPad", "--tap", "View First Photo (Automatic)"])
    #expect(old.contains { $0.contains("FullScreenPresentationController.presentationTransitionDidEnd(true)") })
    #expect(old.contains { $0.contains("MainViewController [WelcomeViewController].viewWillDisappear(true)") })
    #expect(throws: (any Error).self) { try command(files + ["--sdk", "iOS9"]).validate() }
    // With no --sdk, the run is linked against iOS 17, as an app built with today's Xcode: the sheet.
    let today = try trace(files + ["--stand-ins", "--tap", "View First Photo (Automatic)"])
    #expect(today.contains { $0.contains("UISheetPresentationController.presentationTransitionDidEnd(true)") })
    #expect(!today.contains { $0.contains("MainViewController [WelcomeViewController].viewWillDisappear") })
    #expect(try command(files).sdk == "iOS17")
  }

  @Test("--device and --size set the window (and the device's screen); bad values are typed errors")
  func deviceAndSize() throws {
    defer { _ = StoryboardDevice.iPhone.apply() }
    #expect(try command(["x.storyboard", "--size", "1024x768"]).windowSize() == CGSize(width: 1024, height: 768))
    #expect(try command(["x.storyboard", "--device", "iPadLandscape"]).windowSize() == CGSize(width: 1194, height: 834))
    #expect(UIScreen.main.bounds.size == CGSize(width: 1194, height: 834))
    #expect(try command(["x.storyboard", "--device", "iPhoneLandscape"]).windowSize() == CGSize(width: 852, height: 393))
    #expect(throws: CommandError.self) { try command(["x.storyboard", "--size", "wide"]).windowSize() }
    #expect(throws: CommandError.self) { try command(["x.storyboard", "--device", "Watch"]).windowSize() }
  }
}

/// --stand-ins (issue 12, item 1): unwinds of a storyboard whose Swift classes are absent.
@MainActor
@Suite(.serialized) struct StoryboardStandInTests {
  /// A navigation controller whose root "HomeViewController" shows "DetailViewController" from
  /// its "Next" button; Detail's "Done" button unwinds to `unwindToHome:`, and its "Save"
  /// button sends `save:` to Detail. Neither class is registered.
  static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="nav-00-001">
        <scenes>
            <scene sceneID="sc1-00-001">
                <objects>
                    <navigationController id="nav-00-001" sceneMemberID="viewController">
                        <connections>
                            <segue destination="hom-00-001" kind="relationship" relationship="rootViewController" id="rel-00-001"/>
                        </connections>
                    </navigationController>
                </objects>
            </scene>
            <scene sceneID="sc2-00-001">
                <objects>
                    <viewController id="hom-00-001" customClass="HomeViewController" customModule="App" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="hom-VW-001">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="nxt-00-001">
                                    <rect key="frame" x="20" y="200" width="200" height="44"/>
                                    <state key="normal" title="Next"/>
                                    <connections>
                                        <segue destination="dtl-00-001" kind="show" id="seg-00-001"/>
                                    </connections>
                                </button>
                            </subviews>
                        </view>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="sc3-00-001">
                <objects>
                    <viewController id="dtl-00-001" customClass="DetailViewController" customModule="App" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="dtl-VW-001">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="sav-00-001">
                                    <rect key="frame" x="20" y="300" width="200" height="44"/>
                                    <state key="normal" title="Save"/>
                                    <connections>
                                        <action selector="save:" destination="dtl-00-001" eventType="touchUpInside" id="act-00-001"/>
                                    </connections>
                                </button>
                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="don-00-001">
                                    <rect key="frame" x="20" y="400" width="200" height="44"/>
                                    <state key="normal" title="Done"/>
                                    <connections>
                                        <segue destination="ext-00-001" kind="unwind" unwindAction="unwindToHome:" id="seg-00-002"/>
                                    </connections>
                                </button>
                            </subviews>
                        </view>
                    </viewController>
                    <exit id="ext-00-001" userLabel="Exit" sceneMemberID="exit"/>
                </objects>
            </scene>
        </scenes>
    </document>
    """

  func run(_ extra: [String]) throws -> String {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("openuikit-standins-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let path = directory.appendingPathComponent("StandIns.storyboard").path
    try Data(Self.storyboard.utf8).write(to: URL(fileURLWithPath: path))
    let arguments = [path] + extra
    let command = try #require(try OpenUIKitCommand.parseAsRoot(["storyboard"] + arguments) as? OpenUIKitCommand.Storyboard)
    return try command.output(arguments: arguments)
  }

  @Test("Without --stand-ins the run names the missing classes once, and the unwind finds no destination")
  func withoutStandIns() throws {
    let text = try run(["--tap", "Next", "--tap", "Done"])
    #expect(text.contains(
      "classes not registered, loaded as their UIKit element class (--stand-ins answers their actions): DetailViewController, HomeViewController"))
    #expect(text.contains("unwind found no destination  unwindToHome:"))
  }

  @Test("UIKit unwinding with stand-ins: HomeViewController's stand-in answers unwindToHome: and the navigation controller pops back to it; Detail's stand-in receives save:")
  func withStandIns() throws {
    let text = try run(["--stand-ins", "--tap", "Next", "--tap", "Save", "--tap", "Done"])
    #expect(text.contains("stand-ins for: DetailViewController, HomeViewController"))
    #expect(text.contains("stand-in  DetailViewController [dtl-00-001].save:"))
    #expect(text.contains("segue  HomeViewController [hom-00-001].unwindToHome:"))
    #expect(text.contains("stand-in  HomeViewController [hom-00-001].unwindToHome:"))
    #expect(text.contains("UINavigationController [nav-00-001].stack(HomeViewController [hom-00-001])"))
    #expect(!text.contains("unwind found no destination"))
  }

  @Test("An unwind action names a class when the words after unwindTo are in the class name")
  func naming() {
    #expect(StoryboardStandIns.names("AAPLMenuViewController", "unwindToMenuViewController:"))
    #expect(StoryboardStandIns.names("HomeViewController", "unwindToHome:"))
    #expect(!StoryboardStandIns.names("DetailViewController", "unwindToHome:"))
  }
}
