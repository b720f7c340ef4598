import ArgumentParser
import Foundation
import OpenQuartzCore
import OpenUIKitRender
import Testing

@testable import openuikit

/// The command line, run in process. The commands need the main actor (UIKit scenarios do).
@MainActor
@Suite struct OpenUIKitCommandTests {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("openuikit-cli-tests-\(ProcessInfo.processInfo.processIdentifier)")

  init() throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  func run(_ arguments: [String]) throws {
    var command = try OpenUIKitCommand.parseAsRoot(arguments)
    try command.run()
  }

  @Test("render writes the SVG of the frame shown at --at")
  func renderWritesSVG() throws {
    let path = directory.appendingPathComponent("slide.svg").path
    try run(["render", "synthetic-slide", "--at", "0.31", "--svg", path])
    let timeline = SyntheticTimelines.timeline(named: "synthetic-slide")!
    let expected = SVGRenderer().render(timeline.frames[18])
    #expect(try String(contentsOfFile: path, encoding: .utf8) == expected)
  }

  @Test("demo writes one HTML player with every scenario of the source")
  func demoWritesHTML() throws {
    let path = directory.appendingPathComponent("demo.html").path
    try run(["demo", "--output", path])
    let html = try String(contentsOfFile: path, encoding: .utf8)
    let listed = Scenarios.source().scenarios
    #expect(listed.count >= 20)
    for entry in listed {
      #expect(html.contains("data-scenario=\"\(entry.name)\""))
    }
  }

  @Test("demo is the default subcommand and writes openuikit-demo.html by default")
  func demoDefaults() throws {
    let command = try OpenUIKitCommand.parseAsRoot([])
    #expect((command as? OpenUIKitCommand.Demo)?.output == "openuikit-demo.html")
  }

  @Test("Unknown scenario: a typed error naming it, the argument and the choices; exit status 1")
  func unknownScenario() throws {
    let error = #expect(throws: CommandError.self) { try run(["trace", "nope"]) }
    #expect(error?.kind == .unknownScenario)
    #expect(error?.description.contains("'nope' (<scenario>)") == true)
    #expect(error?.description.contains("seed000-half-width") == true)
    #expect(OpenUIKitCommand.exitCode(for: error!).rawValue == 1)
  }

  @Test("Issue 14: internal synthetic-* scenarios record by name but never appear in errors")
  func syntheticNamesStayInternal() throws {
    let error = #expect(throws: CommandError.self) { try run(["trace", "nope"]) }
    #expect(error?.description.contains("synthetic-") == false)
    try run(["trace", "synthetic-slide"])
  }

  @Test("Issue 14: render --at 0 draws the first frame (the scene before anything moves)")
  func renderAtZero() throws {
    let path = directory.appendingPathComponent("zero.svg").path
    try run(["render", "seed000-half-width", "--at", "0", "--svg", path])
    let timeline = try Scenarios.source().record("seed000-half-width")
    #expect(timeline.startTime > 0, "the catalogue records from its first frame after 0")
    #expect(try String(contentsOfFile: path, encoding: .utf8) == SVGRenderer().render(timeline.frames[0]))
  }

  @Test("Issue 14: render --png rasterises the frame's SVG through headless Chromium at the viewport's size")
  func renderPNG() throws {
    guard PNGExport.chromium() != nil else {
      Issue.record("Chromium is missing; `apt-get install chromium` (the browser test needs it too)")
      return
    }
    let path = directory.appendingPathComponent("frame.png").path
    try run(["render", "seed000-half-width", "--at", "0.3", "--png", path])
    let data = try #require(FileManager.default.contents(atPath: path))
    #expect(data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), "a PNG signature")
    // IHDR: width and height, big-endian, at bytes 16..<24.
    let bytes = [UInt8](data.prefix(24))
    let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
    let height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
    let size = try Scenarios.source().record("seed000-half-width").viewportSize
    #expect(width == Int(size.width) && height == Int(size.height))
  }

  @Test("render needs --svg or --png")
  func renderNeedsAnOutput() {
    #expect(throws: (any Error).self) { try OpenUIKitCommand.parseAsRoot(["render", "synthetic-slide", "--at", "0"]) }
  }

  @Test("Issue 14: --version prints the tool's version")
  func version() {
    #expect(OpenUIKitCommand.configuration.version == OpenUIKitCommand.version)
    #expect(OpenUIKitCommand.version.hasPrefix("openuikit "))
  }

  @Test("Issue 14: demo names scenarios that show diagnostics on purpose in one calm line each")
  func calmDiagnosticNotes() throws {
    let none = try Scenarios.source().record("style-none")
    let notes = OpenUIKitCommand.Demo.diagnosticNotes([none])
    #expect(notes == ["  style-none shows UIKit's 1 exception (in its log)"])
    #expect(OpenUIKitCommand.Demo.diagnosticNotes([SyntheticTimelines.timeline(named: "synthetic-slide")!]).isEmpty)
  }

  @Test("--at after the timeline's end: a typed error saying which option and the range")
  func timeOutside() throws {
    let error = #expect(throws: CommandError.self) {
      try run([
        "render", "synthetic-slide", "--at", "9", "--svg",
        directory.appendingPathComponent("x.svg").path,
      ])
    }
    #expect(error?.kind == .timeOutsideTimeline)
    #expect(error?.description.contains("(--at)") == true)
  }

  @Test("Bad arguments are validation errors with exit status 64 (EX_USAGE)")
  func badArguments() {
    for arguments in [
      ["render", "synthetic-slide", "--at=-1", "--svg", "x.svg"], ["render", "synthetic-slide"],
      ["trace"],
    ] {
      do {
        _ = try OpenUIKitCommand.parseAsRoot(arguments)
        Issue.record("\(arguments) parsed")
      } catch {
        #expect(OpenUIKitCommand.exitCode(for: error).rawValue == 64, "\(arguments)")
      }
    }
  }

  @Test("An unwritable output path is a typed error naming the path and the option")
  func unwritable() {
    let error = #expect(throws: CommandError.self) {
      try run(["render", "synthetic-slide", "--at", "0", "--svg", "/nonexistent-dir/x.svg"])
    }
    #expect(error?.kind == .cannotWrite)
    #expect(error?.description.contains("'/nonexistent-dir/x.svg' (--svg)") == true)
  }

  @Test("The combined source lists each name once, the first source winning")
  func combinedSource() throws {
    let source = CombinedScenarioSource(sources: [
      SyntheticScenarioSource(), SyntheticScenarioSource(),
    ])
    #expect(source.scenarios.map(\.name) == SyntheticTimelines.catalogue.map(\.name))
    #expect(try source.record("synthetic-tiles").name == "synthetic-tiles")
  }
}
