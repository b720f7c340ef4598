import Foundation
import OpenUIKit
import OpenUIKitBenchmarkSupport

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Storyboard instantiation cost: the full parse of the generated storyboard plus instantiating
/// every scene's controller and loading its view (views, connections, embedded children, the
/// storyboard references it names), against a bare XMLParser pass over the same data. Best of
/// `runs` after a warm-up, measured alternately (wall time and this thread's CPU time, best of
/// each: the machine is shared). Prints the times and the ratio to the bare
/// parse (goal ≤ 2×); returns the ratio.
@MainActor @discardableResult
func storyboardLoadBenchmark(scenes: Int = 600, runs: Int = 10) -> Double {
  do {
    let data = makeLargeStoryboard(scenes: scenes)
    let clock = ContinuousClock()
    let printed = Diagnostics.printsToStandardError
    Diagnostics.printsToStandardError = false
    defer { Diagnostics.printsToStandardError = printed }

    func milliseconds(_ duration: Duration) -> Double {
      Double(duration.components.seconds) * 1_000 + Double(duration.components.attoseconds) / 1e15
    }

    func bareParse() {
      let counter = LoadBenchmarkCounter()
      let parser = XMLParser(data: data)
      parser.delegate = counter
      _ = parser.parse()
    }
    var controllers: [UIViewController] = []
    var failure: String?
    func load() {
      do throws(StoryboardLoadError) {
        let storyboard = try UIStoryboard(data: data, fileName: "Large.storyboard")
        let instantiator = StoryboardInstantiator(storyboard: storyboard)
        for scene in storyboard.document?.scenes ?? [] {
          guard let object = scene.viewController, object.storyboardReference == nil,
            let controller = instantiator.instantiateController(object)
          else { continue }
          controller.loadViewIfNeeded()
          controllers.append(controller)
        }
      } catch {
        failure = error.description
      }
    }

    bareParse()
    load()
    var bare = Double.infinity
    var full = Double.infinity
    var bareCPU = Double.infinity
    var fullCPU = Double.infinity
    var count = 0
    for _ in 0..<runs {
      var cpu = storyboardThreadCPUNanoseconds()
      bare = min(bare, milliseconds(clock.measure(bareParse)))
      bareCPU = min(bareCPU, (storyboardThreadCPUNanoseconds() - cpu) / 1e6)
      count = controllers.count
      controllers.removeAll()
      cpu = storyboardThreadCPUNanoseconds()
      full = min(full, milliseconds(clock.measure(load)))
      fullCPU = min(fullCPU, (storyboardThreadCPUNanoseconds() - cpu) / 1e6)
    }
    if let failure {
      print("storyboard load: FAILED: \(failure)")
      return .nan
    }
    let ratio = full / bare
    print(
      "storyboard load, \(scenes) scenes, \(count) controllers with views: bare XMLParser \(String(format: "%.1f", bare)) ms, "
        + "parse + instantiate every scene \(String(format: "%.1f", full)) ms, ratio \(String(format: "%.2f", ratio))x; "
        + "CPU: bare \(String(format: "%.1f", bareCPU)) ms, load \(String(format: "%.1f", fullCPU)) ms, ratio \(String(format: "%.2f", fullCPU / bareCPU))x")
    return ratio
  }
}

private final class LoadBenchmarkCounter: NSObject, XMLParserDelegate {
  var count = 0
  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?,
    attributes attributeDict: [String: String] = [:]
  ) {
    count += 1
  }
}

/// The storyboard load alone, once, for callgrind (sbload16): no fixed 600-scene parse section,
/// no warm-up, no repeats. `stage` says how far to go — `generate` (make the document's bytes
/// only), `bare` (plus a bare XMLParser pass), `parse` (plus `UIStoryboard(data:)`: XML scan
/// and decode into the document model) or `load` (plus instantiating every scene's controller
/// and loading its view) — so whole-run instruction counts of two stages, at two scene counts,
/// give each phase's cost a scene. What the load made stays alive until the process exits, so
/// no teardown is counted (the 600-scene benchmark releases it outside its measurement too).
@MainActor
func storyboardLoadOnly(scenes: Int, stage: String) {
  let data = makeLargeStoryboard(scenes: scenes)
  let printed = Diagnostics.printsToStandardError
  Diagnostics.printsToStandardError = false
  defer { Diagnostics.printsToStandardError = printed }
  let cpu = storyboardThreadCPUNanoseconds()
  var controllers = 0
  switch stage {
  case "generate": break
  case "bare":
    let counter = LoadBenchmarkCounter()
    let parser = XMLParser(data: data)
    parser.delegate = counter
    _ = parser.parse()
  case "parse":
    do throws(StoryboardLoadError) {
      storyboardLoadOnlyKept.append(try UIStoryboard(data: data, fileName: "Large.storyboard"))
    } catch {
      print("storyboard load only: FAILED: \(error.description)")
      return
    }
  default:
    do throws(StoryboardLoadError) {
      let storyboard = try UIStoryboard(data: data, fileName: "Large.storyboard")
      let instantiator = StoryboardInstantiator(storyboard: storyboard)
      var kept: [AnyObject] = [storyboard]
      for scene in storyboard.document?.scenes ?? [] {
        guard let object = scene.viewController, object.storyboardReference == nil,
          let controller = instantiator.instantiateController(object)
        else { continue }
        controller.loadViewIfNeeded()
        kept.append(controller)
      }
      controllers = kept.count - 1
      storyboardLoadOnlyKept = kept
    } catch {
      print("storyboard load only: FAILED: \(error.description)")
      return
    }
  }
  let milliseconds = (storyboardThreadCPUNanoseconds() - cpu) / 1e6
  print(
    "storyboard load only, \(scenes) scenes, stage \(stage), \(controllers) controllers: CPU \(String(format: "%.1f", milliseconds)) ms")
}

/// What `storyboardLoadOnly` loaded, kept until the process exits.
@MainActor private var storyboardLoadOnlyKept: [AnyObject] = []
