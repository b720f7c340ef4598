import Foundation
@testable import OpenUIKitScenarios
import OpenUIKitTesting
import Testing
import UIKit

/// Every catalogue scenario runs, produces frames and does what its summary says.
@MainActor
@Suite(.serialized)
struct CatalogueTests {
  @Test("Every scenario runs to the end with frames and events", arguments: ScenarioCatalogue.all.map(\.name))
  func runs(name: String) throws {
    let scenario = try #require(ScenarioCatalogue.scenario(named: name))
    let recording = ScenarioRecorder.record(scenario)
    #expect(recording.frames.count > 10)
    #expect(!recording.events.isEmpty)
    if name == "style-none" || name == "style-none-ios17" {
      #expect(recording.diagnostics.contains { $0.kind == .exception })
    } else {
      #expect(recording.diagnostics.isEmpty, "\(recording.diagnostics)")
    }
  }

  @Test("Seed 001 swipe: finished past half way presents B; cancelled leaves A as before")
  func swipe() throws {
    for finish in [true, false] {
      let scenario = ScenarioCatalogue.swipeScenario(finish: finish)
      var aRef: UIViewController?
      var bRef: UIViewController?
      let wrapped = Scenario(scenario.name, title: scenario.title, summary: scenario.summary) { run in
        scenario.script(run)
        run.settle()
        aRef = run.objects["a"] as? UIViewController
        bRef = run.objects["b"] as? UIViewController
        #expect((aRef?.presentedViewController === bRef) == finish)
        if !finish {
          #expect(aRef?.view.window != nil)
          #expect(bRef?.viewIfLoaded?.window == nil)
        }
      }
      _ = ScenarioRecorder.record(wrapped)
      #expect(aRef != nil)
    }
  }

  @Test("Seed 001 bottom sheet: frame from preferredContentSize, relayout on change, tap on dimming dismisses")
  func bottomSheet() throws {
    let scenario = try #require(ScenarioCatalogue.scenario(named: "seed001-bottom-sheet"))
    var checked = false
    let wrapped = Scenario(scenario.name, title: scenario.title, summary: scenario.summary) { run in
      scenario.script(run)
      run.settle()
      let b = run.objects["b"] as? UIViewController
      #expect(b?.presentingViewController == nil)
      checked = true
    }
    let recording = ScenarioRecorder.record(wrapped)
    #expect(checked)
    // The sheet stood 270 pt, then 420 pt high: look for a frame where a layer of that height sits at the bottom.
    func heights(_ layer: RenderLayerProbe) -> Set<Int> { layer.heights }
    let all = recording.frames.map { RenderLayerProbe($0.root) }
    #expect(all.contains { $0.heights.contains(270) })
    #expect(all.contains { $0.heights.contains(420) })
  }

  @Test("Seed 000 listing 8-1: the presented navigation controller's Done item dismisses it")
  func presentNavigation() throws {
    let scenario = try #require(ScenarioCatalogue.scenario(named: "seed000-present-navigation"))
    var checked = false
    let wrapped = Scenario(scenario.name, title: scenario.title, summary: scenario.summary) { run in
      scenario.script(run)
      run.settle()
      let a = run.objects["a"] as? UIViewController
      #expect(a?.presentedViewController == nil)
      #expect(a?.view.window != nil)
      checked = true
    }
    _ = ScenarioRecorder.record(wrapped)
    #expect(checked)
  }
}

/// Collects the bounds heights of every layer in a frame.
struct RenderLayerProbe {
  var heights: Set<Int> = []
  init(_ layer: RenderLayer) {
    heights.insert(Int(layer.bounds.height.rounded()))
    for sub in layer.sublayers { heights.formUnion(RenderLayerProbe(sub).heights) }
  }
}
