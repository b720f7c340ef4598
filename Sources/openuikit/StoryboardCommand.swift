import ArgumentParser
import Foundation
import OpenUIKitRender

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

        Custom classes load as their UIKit element class (an "Unknown class" diagnostic in the \
        trace), except those of Apple's CustomTransitions sample, which are registered.
        """)

    @Argument(help: "The .storyboard files; the first one's initial controller starts a run.")
    var paths: [String] = []

    @Option(name: .customLong("perform"), help: "A segue identifier to run, in order (repeatable).")
    var perform: [String] = []

    @Option(help: "Write the run's HTML timeline page to this file.")
    var html: String?

    func validate() throws {
      guard !paths.isEmpty else { throw ValidationError("give at least one .storyboard file (<paths>)") }
    }

    func run() throws {
      try MainActor.assumeIsolated { print(try output(), terminator: "") }
    }

    /// What `run()` prints: the listing, then the run's trace (writing --html on the way).
    @MainActor
    func output() throws -> String {
      let session = try StoryboardSession(paths: paths)
      var text = session.listing()
      guard !perform.isEmpty || html != nil else { return text }
      let timeline = try session.run(performing: perform)
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
