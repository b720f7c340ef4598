import ArgumentParser
import Foundation
import Testing

@testable import openuikit

/// `openuikit storyboard`, run in process on the storyboard fixtures.
@MainActor
@Suite struct StoryboardCommandTests {
  /// Tests/Fixtures/Storyboards, from this file's path (Tests/OpenUIKitRenderTests/CLI/).
  static let fixtures = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Storyboards", isDirectory: true)
  static let apple = fixtures.appendingPathComponent("AppleCustomTransitions").path
  static let blackboard = fixtures.appendingPathComponent("Blackboard").path

  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("openuikit-storyboard-tests-\(ProcessInfo.processInfo.processIdentifier)")

  init() throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  /// The command's output (what `run()` prints).
  func output(_ arguments: [String]) throws -> String {
    let command = try OpenUIKitCommand.parseAsRoot(["storyboard"] + arguments)
    guard let storyboard = command as? OpenUIKitCommand.Storyboard else {
      Issue.record("\(arguments) did not parse as the storyboard command")
      return ""
    }
    return try storyboard.output(arguments: arguments)
  }

  /// The trace part of an output, one line per event.
  func traceLines(_ output: String) -> [String] {
    guard let start = output.range(of: "\ntrace of ") else { return [] }
    return output[start.upperBound...].split(separator: "\n").dropFirst().map(String.init)
  }

  @Test("Listing Main.storyboard: every scene with its controller, every segue with kind, identifier, source and destination")
  func listsMain() throws {
    let text = try output(["\(Self.apple)/Main.storyboard"])
    #expect(text.hasPrefix("Main.storyboard ("))
    #expect(text.contains("8 scenes, 7 segues, initial controller Master [rS3-R9-Ivy]"))
    for scene in ["Custom Presentation", "Checkerboard", "Slide", "Adaptive Presentation", "Cross Dissolve", "Swipe"] {
      #expect(text.contains("    \(scene): "), "\(scene)")
    }
    #expect(text.contains("    Master: navigationController (id rS3-R9-Ivy, title \"Master\") (initial)"))
    #expect(text.contains("    Master: AAPLMenuViewController (tableViewController, id pGg-6v-bdr, title \"Master\")"))
    #expect(text.contains("    Slide: tabBarController (id oa5-wy-UMj)"))
    #expect(
      text.contains(
        "    relationship - Master [rS3-R9-Ivy] → AAPLMenuViewController [pGg-6v-bdr] (rootViewController)\n"))
    for (identifier, destination) in [
      ("CrossDissolve", "Cross Dissolve [qKN-hR-D5e]"), ("Swipe", "Swipe [Qgy-eG-gUn]"),
      ("CustomPresentation", "Custom Presentation [6fh-6D-JZi]"),
      ("AdaptivePresentation", "Adaptive Presentation [gSs-kc-Ek0]"),
      ("Checkerboard", "Checkerboard [0lq-e9-Xih]"), ("Slide", "Slide [oa5-wy-UMj]"),
    ] {
      #expect(
        text.contains(
          "    custom \"\(identifier)\" AAPLMenuViewController [pGg-6v-bdr] → \(destination) (class AAPLExternalStoryboardSegue, from tableViewCell)\n"
        ), "\(identifier)")
    }
    #expect(!text.contains("trace of"))
  }

  @Test("Unwind segues list their action and Exit; segues without identifier show -")
  func listsUnwinds() throws {
    let text = try output(["\(Self.apple)/Swipe.storyboard"])
    #expect(
      text.contains(
        "    unwind \"BackToFirstViewController\" AAPLSwipeSecondViewController [phA-vT-NZO] → Exit (unwindToSwipeFirstViewController:, from button)"
      ))
    #expect(
      text.contains("    unwind - AAPLSwipeFirstViewController [puZ-7d-WSV] → Exit (unwindToMenuViewController:, from barButtonItem)"))
  }

  @Test("--perform runs a segue from the initial controller; the trace has the destination's viewDidAppear")
  func performsSegue() throws {
    let text = try output(["\(Self.apple)/Swipe.storyboard", "--perform", "CustomTransition"])
    let lines = traceLines(text)
    let mark = try #require(
      lines.firstIndex { $0.hasSuffix("scenario.performSegue(\"CustomTransition\") on AAPLSampleViewController [FirstViewController]") })
    let after = lines[mark...]
    #expect(after.contains { $0.contains("segue  AAPLSampleViewController [FirstViewController].prepare(for:sender:)  CustomTransition") })
    #expect(after.contains { $0.contains("presentation  AAPLSampleViewController [SecondViewController].present(animated: true)") })
    #expect(after.contains { $0.contains("appearance  AAPLSampleViewController [SecondViewController].viewDidAppear(true)") })
    #expect(!lines.contains { $0.contains("diagnostic") })
  }

  @Test("An unwind segue with an identifier is performed the same way, from the controller on top")
  func performsUnwind() throws {
    let text = try output([
      "\(Self.apple)/Swipe.storyboard", "--sdk", "iOS12", "--perform", "CustomTransition", "--perform", "BackToFirstViewController",
    ])
    let lines = traceLines(text)
    let mark = try #require(lines.firstIndex { $0.contains("performSegue(\"BackToFirstViewController\")") })
    let after = lines[mark...]
    #expect(after.contains { $0.hasSuffix("segue  AAPLSampleViewController [FirstViewController].unwindToSwipeFirstViewController:") })
    #expect(after.contains { $0.contains("AAPLSampleViewController [SecondViewController].dismiss(animated: true)") })
    // Run as the guide's UIKit (`--sdk iOS12`): the segue's default style is full screen.
    #expect(after.contains { $0.contains("presentation  FullScreenPresentationController.dismissalTransitionDidEnd(true)") })
  }

  @Test("Main.storyboard's external-storyboard segue presents the named storyboard's initial controller")
  func performsExternalStoryboardSegue() throws {
    let lines = traceLines(try output(["\(Self.apple)/Main.storyboard", "--perform", "CrossDissolve"]))
    let mark = try #require(lines.firstIndex { $0.hasSuffix("performSegue(\"CrossDissolve\") on Master [pGg-6v-bdr]") })
    #expect(lines[mark...].contains { $0.hasSuffix("appearance  AAPLSampleViewController [FirstViewController].viewDidAppear(true)") })
  }

  @Test("--html writes the run's timeline page")
  func writesHTML() throws {
    let path = directory.appendingPathComponent("swipe.html").path
    let text = try output(["\(Self.apple)/Swipe.storyboard", "--perform", "CustomTransition", "--html", path])
    let html = try String(contentsOfFile: path, encoding: .utf8)
    #expect(html.contains("data-scenario=\"storyboard-Swipe\""))
    #expect(html.contains("CustomTransition"))
    #expect(text.hasSuffix("Wrote the timeline of storyboard-Swipe to \(URL(fileURLWithPath: path).standardizedFileURL.path)\n"))
  }

  @Test("Blackboard's three files load together: references resolve among them, and segues run across files")
  func loadsSeveralFiles() throws {
    let files = ["Main", "Account", "Photo"].map { "\(Self.blackboard)/\($0).storyboard" }
    let listing = try output(files)
    for file in ["Main.storyboard (", "Account.storyboard (", "Photo.storyboard ("] {
      #expect(listing.contains(file))
    }
    #expect(
      listing.contains(
        "    Account: reference to Account.storyboard [0b4-zA-tUG] → AccountsNavigationController [LYS-UF-AgY] in Account.storyboard"))
    #expect(
      listing.contains(
        "reference to Photo.storyboard:PhotoNavigationController [1kY-Hm-NXq] → PhotoNavigationController [r8T-pu-tGW] in Photo.storyboard"
      ))
    #expect(
      listing.contains("    presentation \"Present Accounts\" MainViewController [BYZ-38-t0r] → Account.storyboard (manual)"))

    // "Show Account" belongs to the presented navigation controller's top controller.
    let lines = traceLines(try output(files + ["--perform", "Present Accounts", "--perform", "Show Account"]))
    #expect(lines.contains { $0.contains("performSegue(\"Show Account\")") })
    #expect(lines.contains { $0.hasSuffix("UINavigationController [AccountNavigationController].stack(UITableViewController [AccountTableViewController], UIViewController [AccountViewController])") })
    #expect(lines.contains { $0.contains("Unknown class AccountViewController") })
    #expect(!lines.contains { $0.contains("diagnostic  exception") })
  }

  @Test("A reference to a file not given says so")
  func unresolvedReference() throws {
    let listing = try output(["\(Self.blackboard)/Main.storyboard"])
    #expect(listing.contains("→ Account.storyboard not loaded"))
  }

  @Test("A missing file is a typed error naming it; exit status 1")
  func missingFile() throws {
    let path = directory.appendingPathComponent("nope.storyboard").path
    let error = #expect(throws: CommandError.self) { try output([path]) }
    #expect(error?.kind == .invalidStoryboard)
    #expect(error?.description == "cannot load storyboard '\(path)' (<paths>): \(path): error: no storyboard file at this path")
    #expect(OpenUIKitCommand.exitCode(for: error!).rawValue == 1)
  }

  @Test("Malformed XML: the parser's StoryboardError description, with file and line")
  func malformedXML() throws {
    let url = directory.appendingPathComponent("Broken.storyboard")
    try Data(
      "<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" version=\"3.0\"><scenes>\n</document>\n"
        .utf8
    ).write(to: url)
    let error = #expect(throws: CommandError.self) { try output([url.path]) }
    #expect(error?.kind == .invalidStoryboard)
    #expect(error?.description.contains("'\(url.path)' (<paths>): Broken.storyboard:3:") == true)
    #expect(error?.description.contains("error: malformed XML") == true)
  }

  @Test("An unknown segue id: a typed error naming it and listing the available ones")
  func unknownSegue() throws {
    let error = #expect(throws: CommandError.self) {
      try output(["\(Self.apple)/Swipe.storyboard", "--perform", "Nope"])
    }
    #expect(error?.kind == .unknownSegue)
    #expect(
      error?.description
        == "unknown segue identifier 'Nope' (--perform); available: 'BackToFirstViewController', 'CustomTransition'")
    #expect(OpenUIKitCommand.exitCode(for: error!).rawValue == 1)
  }

  @Test("A segue of a controller that is not on screen: a typed error naming it and what is available now")
  func segueNotOnScreen() throws {
    let error = #expect(throws: CommandError.self) {
      try output(["\(Self.apple)/Swipe.storyboard", "--perform", "BackToFirstViewController"])
    }
    #expect(error?.kind == .segueNotVisible)
    #expect(error?.description.contains("segue 'BackToFirstViewController' (--perform)") == true)
    #expect(error?.description.hasSuffix("available now: 'CustomTransition'") == true)
  }

  @Test("Two files with the same name are rejected (references name files by name)")
  func duplicateNames() throws {
    let path = "\(Self.apple)/Main.storyboard"
    let error = #expect(throws: CommandError.self) { try output([path, "\(Self.blackboard)/Main.storyboard"]) }
    #expect(error?.kind == .duplicateStoryboardName)
  }

  @Test("No file is a usage error (exit status 64)")
  func noFiles() {
    do {
      _ = try OpenUIKitCommand.parseAsRoot(["storyboard"])
      Issue.record("parsed")
    } catch {
      #expect(OpenUIKitCommand.exitCode(for: error).rawValue == 64)
    }
  }
}
