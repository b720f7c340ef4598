import OpenUIKitRender

/// The hand-built `synthetic-…` scenarios of OpenUIKitRender, so the tool works end to end
/// before the real catalogue exists.
struct SyntheticScenarioSource: ScenarioSource {
  var scenarios: [ScenarioListing] {
    SyntheticTimelines.catalogue.map { ScenarioListing(name: $0.name, title: $0.title) }
  }

  func record(_ name: String) throws -> Timeline {
    guard let timeline = SyntheticTimelines.timeline(named: name) else {
      throw CommandError.unknownScenario(name, available: scenarios.map(\.name))
    }
    return timeline
  }
}
