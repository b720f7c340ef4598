import Foundation
import OpenQuartzCore
import OpenUIKit
import OpenUIKitRender
import OpenUIKitScenarios

/// The whole demo catalogue: every scenario recorded and rendered into one HTML page.
/// Goal: under 5 s (release build).
@MainActor
enum DemoBenchmark {
  static func report() {
    Diagnostics.printsToStandardError = false
    let clock = ContinuousClock()
    var bytes = 0
    var frames = 0
    let elapsed = clock.measure {
      let timelines = ScenarioCatalogue.all.map { scenario -> Timeline in
        let r = ScenarioRecorder.record(scenario)
        frames += r.frames.count
        return Timeline(name: r.name, title: r.title, summary: r.summary, viewportSize: r.size, frames: r.frames, events: r.events)
      }
      bytes = HTMLTimelineRenderer().render(timelines).utf8.count
    }
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    print(String(format: "demo: %d scenarios, %d frames, %.1f MB of HTML in %.2f s, goal 5 s, ratio %.2f",
                 ScenarioCatalogue.all.count, frames, Double(bytes) / 1_048_576, seconds, seconds / 5))
  }
}
