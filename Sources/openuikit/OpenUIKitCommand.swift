import ArgumentParser
import Foundation
import OpenUIKit
import OpenUIKitRender

/// `openuikit`: renders and traces the scenario catalogue. A thin shell: the rendering lives in
/// OpenUIKitRender, the scenarios behind `ScenarioSource`.
struct OpenUIKitCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "openuikit",
    abstract: "Render and trace OpenUIKit's presentation and transition scenarios.",
    version: OpenUIKitCommand.version,
    subcommands: [Demo.self, Render.self, Trace.self, Storyboard.self],
    defaultSubcommand: Demo.self)

  /// What `openuikit --version` prints.
  static let version = "openuikit 0.1.0"
}

extension OpenUIKitCommand {
  struct Demo: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Write one self-contained HTML timeline player with every scenario.")

    @Option(name: .shortAndLong, help: "The HTML file to write.")
    var output = "openuikit-demo.html"

    @Flag(help: "List the scenarios (name and title) instead of writing the player.")
    var list = false

    /// One line per scenario whose log holds UIKit diagnostics: which and how many.
    static func diagnosticNotes(_ timelines: [Timeline]) -> [String] {
      timelines.compactMap { timeline in
        let diagnostics = timeline.events.filter { $0.category == "diagnostic" }
        guard !diagnostics.isEmpty else { return nil }
        let exceptions = diagnostics.filter { $0.subject == "exception" }.count
        let warnings = diagnostics.count - exceptions
        var parts: [String] = []
        if exceptions > 0 { parts.append(exceptions == 1 ? "1 exception" : "\(exceptions) exceptions") }
        if warnings > 0 { parts.append(warnings == 1 ? "1 warning" : "\(warnings) warnings") }
        return "  \(timeline.name) shows UIKit's \(parts.joined(separator: " and ")) (in its log)"
      }
    }

    func run() throws {
      try MainActor.assumeIsolated {
        let source = Scenarios.source()
        if list {
          for scenario in source.scenarios {
            print("\(scenario.name)\t\(scenario.title)")
          }
          return
        }
        // Scenarios that demonstrate UIKit's warnings and exceptions on purpose record them in
        // their log; the console gets one calm line per scenario instead of the raw text.
        let printed = Diagnostics.printsToStandardError
        Diagnostics.printsToStandardError = false
        defer { Diagnostics.printsToStandardError = printed }
        let timelines = try source.scenarios.map { try source.record($0.name) }
        let html = HTMLTimelineRenderer().render(timelines)
        let url = try write(html, to: output, option: "--output")
        print("Wrote \(timelines.count) scenarios to \(url.path)")
        for line in Self.diagnosticNotes(timelines) { print(line) }
      }
    }
  }

  struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract:
        "Write one frame of a scenario as SVG and/or PNG, or the whole scenario as an animated GIF or PNG (through headless Chromium and Pillow).")

    @Argument(help: "The scenario's name (see `openuikit demo --list`).")
    var scenario: String

    @Option(help: "Media time in seconds; the frame shown at that time is drawn (--svg, --png).")
    var at: Double?

    @Option(help: "The SVG file to write.")
    var svg: String?

    @Option(help: "The PNG file to write (1 px per point; needs Chromium).")
    var png: String?

    @Option(help: "The animated GIF of the whole scenario to write (needs Chromium and Pillow).")
    var gif: String?

    @Option(help: "The animated PNG (APNG) of the whole scenario to write (needs Chromium and Pillow).")
    var apng: String?

    @Option(help: "Frames per second of --gif/--apng (1–50; GIF delays are in hundredths of a second).")
    var fps = 25

    @Flag(help: "Draw the device around the frame: rounded screen corners, status bar, home indicator.")
    var deviceFrame = false

    func validate() throws {
      guard svg != nil || png != nil || gif != nil || apng != nil else {
        throw ValidationError("give --svg FILE, --png FILE (with --at), --gif FILE or --apng FILE")
      }
      if svg != nil || png != nil {
        guard let at else { throw ValidationError("--svg and --png draw one frame: give its time with --at") }
        guard at.isFinite, at >= 0 else {
          throw ValidationError("--at must be a time in seconds, zero or more (got \(at))")
        }
      }
      guard (1...50).contains(fps) else { throw ValidationError("--fps must be 1 to 50 (got \(fps))") }
    }

    func run() throws {
      try MainActor.assumeIsolated {
        let timeline = try Scenarios.sourceIncludingSynthetic().record(scenario)
        guard !timeline.frames.isEmpty else { throw CommandError.emptyTimeline(scenario) }
        for (path, format) in [(gif, AnimationExport.Format.gif), (apng, .apng)] {
          guard let path else { continue }
          let indices = AnimationExport.sampledFrames(of: timeline, fps: fps)
          let svgs = indices.map { i in
            SVGRenderer().render(deviceFrame ? DeviceFrame.fitting(timeline.frames[i].size).decorate(timeline.frames[i]) : timeline.frames[i])
          }
          let size = timeline.viewportSize
          let url = try AnimationExport.write(
            svgs: svgs, width: Int(size.width.rounded()), height: Int(size.height.rounded()),
            delay: Int((1000 / Double(fps)).rounded()), format: format, to: path)
          print("Wrote \(svgs.count) frames (\(fps) fps) of \(scenario) to \(url.path)")
        }
        guard let at else { return }
        // Before the first recorded frame (as at 0), the scene is as the first frame shows it.
        guard at <= timeline.endTime + Timeline.timeTolerance,
          let index = at < timeline.startTime ? 0 : timeline.frameIndex(at: at)
        else {
          throw CommandError.timeOutsideTimeline(
            at, scenario: scenario, start: timeline.startTime, end: timeline.endTime)
        }
        let recorded = timeline.frames[index]
        let frame = deviceFrame ? DeviceFrame.fitting(recorded.size).decorate(recorded) : recorded
        let image = SVGRenderer().render(frame)
        if let svg {
          let url = try write(image, to: svg, option: "--svg")
          print("Wrote frame \(index) (t = \(frame.time) s) of \(scenario) to \(url.path)")
        }
        if let png {
          let size = timeline.viewportSize
          let url = try PNGExport.write(
            svg: image, width: Int(size.width.rounded()), height: Int(size.height.rounded()), to: png)
          print("Wrote frame \(index) (t = \(frame.time) s) of \(scenario) to \(url.path)")
        }
      }
    }
  }

  struct Trace: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Print a scenario's trace events as JSON lines.")

    @Argument(help: "The scenario's name (see `openuikit demo --list`).")
    var scenario: String

    func run() throws {
      try MainActor.assumeIsolated {
        let timeline = try Scenarios.sourceIncludingSynthetic().record(scenario)
        print(TraceJSONLines.render(timeline.events), terminator: "")
      }
    }
  }
}
