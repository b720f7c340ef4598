import Foundation
import OpenUIKit
import Testing

@testable import openuikit
import OpenUIKitScenarios

/// Issue 12's done-when with none of the app's classes present: every real storyboard fixture
/// (the shared fixtures' copies in Tests/Fixtures/Storyboards) walked with `--stand-ins` and an
/// empty class registry, on a phone and a tablet. Every segue a control owns must be fired by a
/// tap on its owner and land where UIKit lands it (UIViewController docs, "unwind segues": an
/// unwind on the nearest controller up the parents and presenters that answers its action, or
/// nothing when none does); custom segue classes whose code is absent perform through stand-ins
/// (Docs/Behaviour.md, "Storyboard stand-ins").
@MainActor
@Suite(.serialized) struct StoryboardClassFreeWalkTests {
  /// Each fixture folder's storyboards, the one with the app's entry point first.
  static let fixtures: [(name: String, files: [String])] = [
    ("AppleCustomTransitions", StoryboardWalkTests.appleFiles),
    ("Blackboard", StoryboardWalkTests.blackboardFiles),
  ]

  /// Walks `files` with an empty registry and stand-ins for every missing class.
  static func classFreeWalk(_ files: [String], device: StoryboardDevice) throws -> (StoryboardWalkReport, [String]) {
    defer { _ = StoryboardDevice.iPhone.apply() }
    let session = try StoryboardSession(paths: files)
    return StoryboardClassRegistry.withoutRegistrations {
      let standIns = StoryboardStandIns.register(for: session.files.map(\.document))
      defer { StoryboardStandIns.unregister(standIns) }
      let size = device.apply()
      return (session.walk(size: size, registersSample: false), standIns)
    }
  }

  @Test(
    "UIKit: with no app classes (stand-ins), every control-owned segue of every fixture fires from its owner and lands as UIKit lands it",
    arguments: [StoryboardDevice.iPhone, .iPad, .iPadSplitHalf, .iPadSplitThird], [0, 1])
  func everyFixtureWithoutClasses(_ device: StoryboardDevice, _ fixture: Int) throws {
    let (name, files) = Self.fixtures[fixture]
    let (report, standIns) = try Self.classFreeWalk(files, device: device)
    #expect(!standIns.isEmpty, "\(name): its storyboards name custom classes")
    #expect(report.ownedSegues > 0, "\(name): \(report.summary)")
    // Per-file counts add up to the walk's (the table of Docs/Status.md).
    #expect(report.files.count == files.count)
    #expect(report.files.map(\.owned).reduce(0, +) == report.ownedSegues)
    #expect(report.files.map(\.fired).reduce(0, +) == report.fired)
    #expect(report.files.map(\.unwinds).reduce(0, +) == report.unwinds)
    // On iPad and in its compact splits the menu table rests below the navigation bar (its
    // adjusted inset follows the safe area), so its first row is tappable there too.
    #expect(report.failures.isEmpty, "\(name) on \(device): \(report.summary)")
    #expect(report.unreached.isEmpty, "\(name) on \(device): \(report.summary)")
    #expect(report.fired == report.ownedSegues, "\(name) on \(device): \(report.summary)")
  }

  @Test("A custom segue class whose code is absent performs through a stand-in that presents its destination (recorded in the trace)")
  func standInSegue() throws {
    let session = try StoryboardSession(paths: [StoryboardWalkTests.appleFiles[0]])
    try StoryboardClassRegistry.withoutRegistrations {
      do {
        let names = StoryboardStandIns.register(for: session.files.map(\.document))
        defer { StoryboardStandIns.unregister(names) }
        #expect(names.contains("AAPLExternalStoryboardSegue"))
        let timeline = try session.run(steps: [.tap("Cross Dissolve")], registersSample: false)
        let events = StoryboardSession.traceLines(timeline.events)
        #expect(events.contains("AAPLExternalStoryboardSegue.perform"), "\(events)")
        #expect(events.contains("present"), "\(events)")
      }
      // The stand-in lives for the run only: afterwards the class is missing again.
      #expect(StoryboardClassRegistry.segueFactory("AAPLExternalStoryboardSegue", module: nil) == nil)
    }
  }

  /// Whether Apple's sample registered its classes in this process before (other suites do).
  static var sampleRegistered: Bool { StoryboardClassRegistry.controllerFactory("AAPLMenuViewController", module: nil) != nil }

  @Test("UIKit: an unwind whose action no controller up the hierarchy answers performs nothing; the walk counts it and the source stays")
  func unwindWithoutDestinationStays() throws {
    // Slide.storyboard alone: its unwinds go to the menu of Main.storyboard, which is absent.
    let (report, _) = try Self.classFreeWalk([StoryboardWalkTests.appleFiles[5]], device: .iPhone)
    #expect(report.failures.isEmpty, "\(report.summary)")
    #expect(report.unwindsWithoutDestination > 0 && report.unwinds == 0, "\(report.summary)")
  }

  @Test("openuikit storyboard --no-sample-classes --stand-ins --walk: Apple's sample walked from the command line with none of its classes")
  func commandLineWalkWithoutClasses() throws {
    defer { _ = StoryboardDevice.iPhone.apply() }
    let arguments = StoryboardWalkTests.appleFiles + ["--no-sample-classes", "--stand-ins", "--walk"]
    let command = try #require(try OpenUIKitCommand.parseAsRoot(["storyboard"] + arguments) as? OpenUIKitCommand.Storyboard)
    let registeredBefore = Self.sampleRegistered
    let text = try command.output(arguments: arguments)
    #expect(text.contains("stand-ins for: AAPLAdaptivePresentationFirstViewController"), "\(text)")
    #expect(text.contains("AAPLExternalStoryboardSegue"), "\(text)")
    #expect(text.contains("walk: 21 segues owned by controls, 21 fired by taps"), "\(text)")
    #expect(text.contains("0 failures, 0 unreached"), "\(text)")
    // The process's registrations are back afterwards (other suites rely on the sample's).
    #expect(Self.sampleRegistered == registeredBefore)
  }

  @Test(
    "UIKit (size classes): the iPad's split-screen windows — two thirds is regular width, half and a third are compact",
    arguments: [
      (StoryboardDevice.iPadSplitTwoThirds, 809.0, UIUserInterfaceSizeClass.regular),
      (.iPadSplitHalf, 592.0, .compact), (.iPadSplitThird, 375.0, .compact),
    ])
  func splitScreenDevices(_ device: StoryboardDevice, _ width: Double, _ sizeClass: UIUserInterfaceSizeClass) throws {
    defer { _ = StoryboardDevice.iPhone.apply() }
    let command = try #require(
      try OpenUIKitCommand.parseAsRoot(["storyboard", "x.storyboard", "--device", device.rawValue]) as? OpenUIKitCommand.Storyboard)
    let size = try command.windowSize()
    #expect(size == CGSize(width: width, height: 834))
    #expect(UIScreen.main.bounds.size == CGSize(width: 1194, height: 834))
    #expect(UIScreen.main.traitCollection.userInterfaceIdiom == .pad)
    #expect(defaultSizeClasses(for: size, idiom: .pad).horizontal == sizeClass)
  }

  @Test("Blackboard without classes in the iPad's compact split (a third): its control-owned segue fires and lands")
  func blackboardInCompactSplit() throws {
    let (report, _) = try Self.classFreeWalk(StoryboardWalkTests.blackboardFiles, device: .iPadSplitThird)
    #expect(report.failures.isEmpty && report.unreached.isEmpty && report.fired == report.ownedSegues, "\(report.summary)")
  }
}
