import ArgumentParser
import Foundation
import Testing

@testable import openuikit

/// `openuikit storyboard PATH… [--perform ID]… [--html FILE]` (issue 5 item 7).
@MainActor
@Suite(.serialized) struct StoryboardCommandTests {
  static let fixtures = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Storyboards")
  static func fixture(_ path: String) -> String { fixtures.appendingPathComponent(path).path }

  @Test("Listing: scenes with their controllers and every segue with kind, identifier, source and destination")
  func listing() throws {
    let tool = try StoryboardTool(paths: [Self.fixture("AppleCustomTransitions/Main.storyboard")])
    let text = tool.listing()
    #expect(text.contains("Main.storyboard — 8 scenes, initial: UINavigationController"))
    #expect(text.contains("segue custom 'CrossDissolve': "))
    #expect(text.contains("AAPLMenuViewController"))
    #expect(text.contains("segue relationship (no identifier): UINavigationController"))
  }

  @Test("Several files load together; references resolve among them (Blackboard)")
  func severalFiles() throws {
    let tool = try StoryboardTool(paths: ["Main", "Account", "Photo"].map { Self.fixture("Blackboard/\($0).storyboard") })
    let text = tool.listing()
    #expect(text.contains("Main.storyboard"))
    #expect(text.contains("Account.storyboard"))
    #expect(text.contains("reference to Account.storyboard") || text.contains("reference to Photo.storyboard"))
  }

  @Test("--perform runs a segue from the initial controller; the trace shows the destination appearing")
  func perform() throws {
    let tool = try StoryboardTool(paths: [Self.fixture("AppleCustomTransitions/Main.storyboard")])
    let recording = try tool.perform(["CrossDissolve"])
    let lines = StoryboardTool.traceLines(recording)
    #expect(lines.contains("performSegue('CrossDissolve')"))
    #expect(lines.contains("viewDidAppear(true)"))
    #expect(recording.frames.count > 10)
  }

  @Test("--html writes the run's timeline page; bad input exits non-zero with what and where")
  func htmlAndErrors() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("openuikit-storyboard-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let html = directory.appendingPathComponent("run.html").path
    var command = try OpenUIKitCommand.parseAsRoot([
      "storyboard", Self.fixture("AppleCustomTransitions/Main.storyboard"), "--perform", "CrossDissolve", "--html", html,
    ])
    try command.run()
    let page = try String(contentsOfFile: html, encoding: .utf8)
    #expect(page.contains("storyboard-Main"))

    let missing = #expect(throws: CommandError.self) { _ = try StoryboardTool(paths: ["/nonexistent/x.storyboard"]) }
    #expect(missing?.description.contains("/nonexistent/x.storyboard") == true)
    let malformed = directory.appendingPathComponent("bad.storyboard")
    try Data("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\"><scenes>".utf8).write(to: malformed)
    let parse = #expect(throws: CommandError.self) { _ = try StoryboardTool(paths: [malformed.path]) }
    #expect(parse?.description.contains("bad.storyboard") == true)
    let tool = try StoryboardTool(paths: [Self.fixture("AppleCustomTransitions/Main.storyboard")])
    let unknown = #expect(throws: CommandError.self) { _ = try tool.perform(["nope"]) }
    #expect(unknown?.description.contains("'nope'") == true)
    #expect(unknown?.description.contains("CrossDissolve") == true)
    #expect(throws: (any Error).self) { _ = try OpenUIKitCommand.parseAsRoot(["storyboard", "x.storyboard", "--html", "y.html"]) }
  }
}
