import OpenQuartzCore
import OpenUIKitRender
import OpenUIKitScenarios

/// The UIKit-driven scenario catalogue (seed examples, styles, transitions, popovers, chains).
@MainActor
struct CatalogueScenarioSource: ScenarioSource {
  var scenarios: [ScenarioListing] {
    ScenarioCatalogue.all.map { ScenarioListing(name: $0.name, title: $0.title) }
  }

  func record(_ name: String) throws -> Timeline {
    guard let scenario = ScenarioCatalogue.scenario(named: name) else {
      throw CommandError.unknownScenario(name, available: scenarios.map(\.name))
    }
    let recording = ScenarioRecorder.record(scenario)
    return Timeline(
      name: recording.name, title: recording.title, summary: recording.summary, viewportSize: recording.size,
      frames: recording.frames, events: recording.events)
  }
}
