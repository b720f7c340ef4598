import OpenUIKitRender

/// Where the command line gets its scenarios: the seam between the tool and the scenario
/// catalogue.
///
/// A source lists its scenarios without running them and records one on request. Recording
/// runs the scenario on the virtual media clock and returns every frame (sampled on the frame
/// grid) and every trace event; it is on the main actor because UIKit is. Names are unique
/// across the sources `Scenarios.source()` combines; the first source that lists a name wins.
@MainActor
protocol ScenarioSource {
  /// The scenarios this source can record, in display order.
  var scenarios: [ScenarioListing] { get }
  /// Runs the scenario called `name` and returns its recording. Throws `CommandError` for a
  /// name it does not list, or the scenario's own error if it fails.
  func record(_ name: String) throws -> Timeline
}

/// A scenario's name (its identifier on the command line) and human title.
struct ScenarioListing: Hashable, Sendable {
  var name: String
  var title: String
}

/// Several sources as one. `unlisted` sources record by name but are neither listed nor named
/// in errors (the synthetic renderer checks stay internal).
@MainActor
struct CombinedScenarioSource: ScenarioSource {
  var sources: [any ScenarioSource]
  var unlisted: [any ScenarioSource] = []

  var scenarios: [ScenarioListing] {
    var seen = Set<String>()
    return sources.flatMap(\.scenarios).filter { seen.insert($0.name).inserted }
  }

  func record(_ name: String) throws -> Timeline {
    guard let source = (sources + unlisted).first(where: { $0.scenarios.contains { $0.name == name } })
    else {
      throw CommandError.unknownScenario(name, available: scenarios.map(\.name))
    }
    return try source.record(name)
  }
}

/// The scenarios the tool offers: the UIKit-driven catalogue. The synthetic, hand-built
/// scenarios (renderer checks) are reachable by name but not listed in the demo.
enum Scenarios {
  @MainActor static func source() -> any ScenarioSource {
    CombinedScenarioSource(sources: [CatalogueScenarioSource()])
  }

  @MainActor static func sourceIncludingSynthetic() -> any ScenarioSource {
    CombinedScenarioSource(sources: [CatalogueScenarioSource()], unlisted: [SyntheticScenarioSource()])
  }
}
