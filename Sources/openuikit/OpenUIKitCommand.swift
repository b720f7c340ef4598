import ArgumentParser
import Foundation
import OpenUIKitRender

/// `openuikit`: renders and traces the scenario catalogue. A thin shell: the rendering lives in
/// OpenUIKitRender, the scenarios behind `ScenarioSource`.
struct OpenUIKitCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "openuikit",
    abstract: "Render and trace OpenUIKit's presentation and transition scenarios.",
    subcommands: [Demo.self, Render.self, Trace.self, Storyboard.self],
    defaultSubcommand: Demo.self)
}

extension OpenUIKitCommand {
  struct Demo: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Write one self-contained HTML timeline player with every scenario.")

    @Option(name: .shortAndLong, help: "The HTML file to write.")
    var output = "openuikit-demo.html"

    @Flag(help: "List the scenarios (name and title) instead of writing the player.")
    var list = false

    func run() throws {
      try MainActor.assumeIsolated {
        let source = Scenarios.source()
        if list {
          for scenario in source.scenarios {
            print("\(scenario.name)\t\(scenario.title)")
          }
          return
        }
        let timelines = try source.scenarios.map { try source.record($0.name) }
        let html = HTMLTimelineRenderer().render(timelines)
        let url = try write(html, to: output, option: "--output")
        print("Wrote \(timelines.count) scenarios to \(url.path)")
      }
    }
  }

  struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Write one frame of a scenario as SVG.")

    @Argument(help: "The scenario's name (see `openuikit demo --list`).")
    var scenario: String

    @Option(help: "Media time in seconds; the frame shown at that time is drawn.")
    var at: Double

    @Option(help: "The SVG file to write.")
    var svg: String

    func validate() throws {
      guard at.isFinite, at >= 0 else {
        throw ValidationError("--at must be a time in seconds, zero or more (got \(at))")
      }
    }

    func run() throws {
      try MainActor.assumeIsolated {
        let timeline = try Scenarios.sourceIncludingSynthetic().record(scenario)
        guard !timeline.frames.isEmpty else { throw CommandError.emptyTimeline(scenario) }
        guard at <= timeline.endTime + Timeline.timeTolerance,
          let index = timeline.frameIndex(at: at)
        else {
          throw CommandError.timeOutsideTimeline(
            at, scenario: scenario, start: timeline.startTime, end: timeline.endTime)
        }
        let frame = timeline.frames[index]
        let url = try write(SVGRenderer().render(frame), to: svg, option: "--svg")
        print("Wrote frame \(index) (t = \(frame.time) s) of \(scenario) to \(url.path)")
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
