import ArgumentParser
import Foundation
import OpenUIKitRender
import OpenUIKit
import OpenUIKitScenarios

extension OpenUIKitCommand {
  /// `openuikit storyboard PATH…`: the shell around `StoryboardSession`.
  struct Storyboard: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "List the scenes and segues of storyboard files, and run segues from the initial controller.",
      discussion: """
        The files are loaded together: storyboard references among them resolve to each other. \
        Each file is listed with its scenes (controller class, element, id, storyboard id, title; \
        references with what they resolve to) and its segues, one per line: kind, "identifier" \
        (- when none), source → destination, details.

        With --perform (repeatable), the first file's initial controller is shown in a window and \
        each segue runs in order through performSegue(withIdentifier:sender:) (unwind segues \
        too), on the first controller on screen that has it: the top-most presentation first, \
        the top of a navigation stack and a tab bar's selected controller before their \
        containers. The run settles after each. The trace is printed after the listing, one event \
        per line: time in seconds from the start, category, subject.name, detail. --html writes \
        the run's timeline page (without --perform it records the initial controller shown).

        --tap, --back and --tab drive the run like a user, in command-line order with \
        --perform: --tap taps (through UIWindow.tap(at:), so segues without identifiers fire) the \
        front-most view, button, bar button item or table cell on screen whose storyboard id, \
        title or label text is the argument; --back taps the navigation bar's back button; \
        --tab N taps tab bar item N (0-based, as selectedIndex); --drag edge-left pans from the \
        window's left edge across 70% of its width (edge-left:F for a fraction F), so an \
        interactive pop runs through the edge-pan recognizer. A step that cannot run stops \
        the run with an error that says why and which steps ran (exit status 1). --device \
        (iPhone, iPhoneLandscape, iPhoneSE, iPhoneProMax, iPad, iPadLandscape, and the iPad's \
        split-screen windows iPadSplitTwoThirds, iPadSplitHalf, iPadSplitThird) or --size WxH \
        sets the window, so size classes follow (a tablet window is compact below 678 pt wide: \
        half and a third of the split screen). The app runs as \
        linked against today's UIKit (--sdk iOS17, the default, as apps built with a current \
        Xcode: `.automatic` is a card sheet and the presenter stays); --sdk iOS12 runs the View \
        Controller Programming Guide's (`.automatic` is full screen). --walk fires every segue a \
        control owns from its owner by taps (walking through action controls and tabs), checks \
        where each lands (an unwind: the nearest controller up the source's parents and \
        presenters that answers its action; none: nothing happens and the source stays) and \
        prints the counts; files the first one's taps do not reach are walked from their own \
        initial controller.

        Custom classes load as their UIKit element class (an "Unknown class" diagnostic in the \
        trace; the run lists them once), except those of Apple's CustomTransitions sample, which \
        are registered (--no-sample-classes: none are, as for any app whose code is absent). With \
        --stand-ins, each unregistered custom segue class gets a stand-in that presents its \
        destination, and each unregistered controller class a stand-in of its element's class that answers the IB actions the storyboard sends to its scenes and \
        the unwind actions whose names name it (all of them when an action names no missing \
        class), recorded in the trace as "stand-in" events, so unwinds land where the app's \
        classes would take them.
        """)

    @Argument(help: "The .storyboard files; the first one's initial controller starts a run.")
    var paths: [String] = []

    @Option(name: .customLong("perform"), help: "A segue identifier to run, in order (repeatable).")
    var perform: [String] = []

    @Option(name: .customLong("tap"), help: "Tap what a storyboard id, title or label text names (repeatable).")
    var tap: [String] = []

    @Flag(name: .customLong("back"), help: "Tap the navigation bar's back button (repeatable).")
    var back: Int

    @Option(name: .customLong("tab"), help: "Tap the tab bar item at this index, 0-based (repeatable).")
    var tab: [Int] = []

    @Option(
      name: .customLong("drag"),
      help: "Pan from the window's left edge: edge-left, or edge-left:F to travel F of the width (repeatable).")
    var drag: [String] = []

    @Option(help: "The device: \(StoryboardDevice.allCases.map(\.rawValue).joined(separator: ", ")).")
    var device: String?

    @Option(help: "The window size in points, WIDTHxHEIGHT (instead of --device).")
    var size: String?

    @Flag(
      name: .customLong("stand-ins"),
      help: "Give unregistered custom controller classes stand-ins that answer their IB and unwind actions.")
    var standIns = false

    @Option(help: "The UIKit the app behaves as linked against: iOS17 (today's, the default: .automatic is a card sheet) or iOS12 (the programming guide's: .automatic is full screen).")
    var sdk: String = "iOS17"

    @Flag(
      name: .customLong("no-sample-classes"),
      help: "Do not register the classes of Apple's CustomTransitions sample (run its storyboards with no classes present).")
    var noSampleClasses = false

    @Flag(help: "Walk every segue a control owns, from the initial controller by taps (also taps on controls with actions and on tabs), checking where each lands; prints the counts (exit status 1 on a failure).")
    var walk = false

    @Option(help: "Write the run's HTML timeline page to this file.")
    var html: String?

    func validate() throws {
      guard !paths.isEmpty else { throw ValidationError("give at least one .storyboard file (<paths>)") }
      guard Self.linkedSDK(sdk) != nil else { throw ValidationError("--sdk takes iOS17 or iOS12 (got \(sdk))") }
      for value in drag where StoryboardDrag(argument: value) == nil {
        throw ValidationError("--drag takes edge-left or edge-left:F with 0 < F <= 1 (got \(value))")
      }
    }

    func run() throws {
      let arguments = Array(CommandLine.arguments.dropFirst())
      try MainActor.assumeIsolated { print(try output(arguments: arguments), terminator: "") }
    }

    /// The steps in command-line order: read from `arguments` (the command line) when they
    /// hold the same steps as the parsed options, else the parsed options in a fixed order
    /// (--perform, --tap, --back, --tab, --drag).
    func steps(arguments: [String]?) -> [StoryboardStep] {
      let parsed: [StoryboardStep] =
        perform.map(StoryboardStep.perform) + tap.map(StoryboardStep.tap)
        + Array(repeating: .back, count: back) + tab.map(StoryboardStep.tab)
        + drag.compactMap(StoryboardDrag.init(argument:)).map(StoryboardStep.drag)
      guard let arguments else { return parsed }
      let ordered = StoryboardStep.steps(in: arguments)
      let sameSteps = ordered.count == parsed.count && parsed.allSatisfy { step in ordered.contains(step) }
      return sameSteps ? ordered : parsed
    }

    /// `--sdk`: `.iOS17` (today's UIKit, the default) or `.iOS12` (the guide's rules, as the scenarios).
    static func linkedSDK(_ name: String) -> UIKitSDK? {
      switch name.lowercased() {
      case "ios17": return .iOS17
      case "ios12": return .iOS12
      default: return nil
      }
    }

    /// The window size from --size or --device (which also sets the screen); the phone's by default.
    @MainActor
    func windowSize() throws(CommandError) -> CGSize {
      if let size {
        guard let parsed = StoryboardDevice.size(size) else { throw .invalidSize(size) }
        return parsed
      }
      if let device {
        guard let known = StoryboardDevice(rawValue: device) else {
          throw .unknownDevice(device, available: StoryboardDevice.allCases.map(\.rawValue))
        }
        return known.apply()
      }
      return ScenarioRun.phoneSize
    }

    /// What `run()` prints: the listing, then the run's trace (writing --html on the way).
    /// `arguments` is the command line the steps' order is read from.
    @MainActor
    func output(arguments: [String]? = nil) throws -> String {
      // --no-sample-classes: nothing registered, even in a process where something was.
      guard noSampleClasses else { return try runOutput(arguments: arguments) }
      return try StoryboardClassRegistry.withoutRegistrations { try runOutput(arguments: arguments) }
    }

    @MainActor
    private func runOutput(arguments: [String]?) throws -> String {
      let session = try StoryboardSession(paths: paths)
      var text = session.listing()
      let steps = steps(arguments: arguments)
      guard !steps.isEmpty || html != nil || walk else { return text }
      if !noSampleClasses { AppleCustomTransitionsSample.register() }
      let documents = session.files.map(\.document)
      var standInClasses: [String] = []
      // The stand-ins live for this run only (the registry is process-wide).
      defer { StoryboardStandIns.unregister(standInClasses) }
      if standIns {
        let classes = StoryboardStandIns.register(for: documents)
        standInClasses = classes
        if !classes.isEmpty { text += "\nstand-ins for: \(classes.joined(separator: ", "))\n" }
      } else {
        let missing = StoryboardStandIns.missingClasses(in: documents)
        if !missing.isEmpty {
          text += "\nclasses not registered, loaded as their UIKit element class (--stand-ins answers their actions): \(missing.joined(separator: ", "))\n"
        }
      }
      if walk {
        let report = session.walk(size: try windowSize(), sdk: Self.linkedSDK(sdk) ?? .iOS17, registersSample: !noSampleClasses)
        text += "\n" + report.summary + "\n"
        guard report.failures.isEmpty else { throw CommandError.walkFailed(text) }
        if steps.isEmpty && html == nil { return text }
      }
      let timeline = try session.run(
        steps: steps, size: try windowSize(), sdk: Self.linkedSDK(sdk) ?? .iOS17, registersSample: !noSampleClasses)
      text += "\ntrace of \(timeline.name): \(timeline.summary)\n"
      text += StoryboardSession.traceLines(timeline.events)
      if let html {
        let url = try write(HTMLTimelineRenderer().render([timeline]), to: html, option: "--html")
        text += "Wrote the timeline of \(timeline.name) to \(url.path)\n"
      }
      return text
    }
  }
}
