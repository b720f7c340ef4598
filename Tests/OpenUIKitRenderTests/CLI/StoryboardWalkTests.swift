import Foundation
import OpenUIKit
import Testing

@testable import openuikit
import OpenUIKitScenarios

/// Issue 12's done-when, on the real storyboards of the fixtures: every segue a control owns is
/// reached from the initial controller by taps and fired by a tap on its owner (button, table
/// cell, bar button item), and lands where UIKit lands it (a segue's destination on screen; an
/// unwind on the nearest controller up the source's parents and presenters that answers its
/// action — UIViewController docs, "unwind segues"), in phone and tablet sizes.
@MainActor
@Suite(.serialized) struct StoryboardWalkTests {
  static let apple = StoryboardCommandTests.apple
  static let blackboard = StoryboardCommandTests.blackboard
  static let appleFiles = ["Main", "AdaptivePresentation", "Checkerboard", "CrossDissolve", "CustomPresentation", "Slide", "Swipe"]
    .map { "\(apple)/\($0).storyboard" }
  static let blackboardFiles = ["Main", "Account", "Photo"].map { "\(blackboard)/\($0).storyboard" }

  func walk(_ files: [String], device: StoryboardDevice, standIns: Bool = false) throws -> StoryboardWalkReport {
    defer { _ = StoryboardDevice.iPhone.apply() }
    let session = try StoryboardSession(paths: files)
    let classes = standIns ? StoryboardStandIns.register(for: session.files.map(\.document)) : []
    defer { StoryboardStandIns.unregister(classes) }
    let size = device.apply()
    return session.walk(size: size)
  }

  @Test("Apple's CustomTransitions (7 storyboards): every control-owned segue and unwind fired by taps lands where UIKit lands it, on iPhone and iPad", arguments: [StoryboardDevice.iPhone, .iPad])
  func appleSample(_ device: StoryboardDevice) throws {
    let report = try walk(Self.appleFiles, device: device)
    // UIKit: a table under a translucent navigation bar rests at -adjustedContentInset.top, so
    // its first row shows below the bar and taps on it reach the row (on iPad too).
    #expect(report.failures.isEmpty, "\(report.summary)")
    #expect(report.unreached.isEmpty, "\(report.summary)")
    #expect(report.fired == report.ownedSegues && report.ownedSegues == 21, "\(report.summary)")
    #expect(report.unwinds == 11, "\(report.summary)")
  }

  @Test("Blackboard without its Swift classes (stand-ins): its control-owned segue fires by a tap on phone and tablet", arguments: [StoryboardDevice.iPhone, .iPad])
  func blackboardWithoutClasses(_ device: StoryboardDevice) throws {
    let report = try walk(Self.blackboardFiles, device: device, standIns: true)
    #expect(report.failures.isEmpty && report.unreached.isEmpty, "\(report.summary)")
    #expect(report.fired == 1 && report.ownedSegues == 1, "\(report.summary)")
  }

  @Test("openuikit storyboard --walk prints the counts (Blackboard with stand-ins on an iPad)")
  func walkFlag() throws {
    defer { _ = StoryboardDevice.iPhone.apply() }
    let arguments = Self.blackboardFiles + ["--stand-ins", "--walk", "--device", "iPad"]
    let command = try #require(try OpenUIKitCommand.parseAsRoot(["storyboard"] + arguments) as? OpenUIKitCommand.Storyboard)
    let text = try command.output(arguments: arguments)
    #expect(text.contains("walk: 1 segues owned by controls, 1 fired by taps (0 unwinds), 0 failures, 0 unreached"))
  }

  @Test("UIKit's unwind search (UIViewController docs): a container's other children are asked before the container, the presenter after the presented controller's parents")
  func unwindSearchOrder() {
    let navigation = UINavigationController(rootViewController: Answering(["back:"]))
    let top = Answering([])
    navigation.pushViewController(top, animated: false)
    #expect(StoryboardSession.unwindDestination(Selector("back:"), from: top) === navigation.viewControllers[0])
    #expect(StoryboardSession.unwindDestination(Selector("nowhere:"), from: top) == nil)
  }
}

/// A controller answering the unwind actions it is given.
@MainActor
private final class Answering: UIViewController {
  let actions: Set<String>
  init(_ actions: Set<String>) {
    self.actions = actions
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  override func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool {
    actions.contains(action.name)
  }
}
