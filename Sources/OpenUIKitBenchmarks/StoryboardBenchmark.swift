import Foundation
import OpenUIKit
import OpenUIKitBenchmarkSupport

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Storyboard load cost: a bare XMLParser pass (a delegate that only counts elements) over a
/// generated storyboard of several thousand objects, against `StoryboardParser`'s full parse
/// (UTF-8 check, object tree, typed properties, id indexes, reference checks) of the same data.
///
/// The two are measured alternately, `runs` times each after a warm-up, and the best time of each
/// is kept (wall time, and this thread's CPU time), so a machine shared with other work slows
/// both alike. Freeing the previous run's document is kept out of the timed region (it is the
/// cost of dropping a storyboard, not of loading one). Prints both times and their ratio;
/// returns the ratio.
@discardableResult
func storyboardParseBenchmark(scenes: Int = 600, runs: Int = 15) -> Double {
  let data = makeLargeStoryboard(scenes: scenes)
  let clock = ContinuousClock()

  func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1_000 + Double(duration.components.attoseconds) / 1e15
  }

  var elements = 0
  func bareParse() {
    let counter = ElementCounter()
    let parser = XMLParser(data: data)
    parser.delegate = counter
    _ = parser.parse()
    elements = counter.count
  }
  var document: StoryboardDocument?
  var failure: StoryboardError?
  func fullParse() {
    do throws(StoryboardError) {
      document = try StoryboardParser.parse(data: data, fileName: "Large.storyboard")
    } catch {
      failure = error
    }
  }

  bareParse()
  fullParse()
  var bare = Double.infinity
  var full = Double.infinity
  var bareCPU = Double.infinity
  var fullCPU = Double.infinity
  for _ in 0..<runs {
    var cpu = storyboardThreadCPUNanoseconds()
    bare = min(bare, milliseconds(clock.measure(bareParse)))
    bareCPU = min(bareCPU, (storyboardThreadCPUNanoseconds() - cpu) / 1e6)
    document = nil
    cpu = storyboardThreadCPUNanoseconds()
    full = min(full, milliseconds(clock.measure(fullParse)))
    fullCPU = min(fullCPU, (storyboardThreadCPUNanoseconds() - cpu) / 1e6)
  }
  guard let document else {
    print("storyboard parse: FAILED: \(failure.map(String.init(describing:)) ?? "no document")")
    return .nan
  }
  let objects = document.allObjects.count
  let ratio = full / bare
  print(
    "storyboard parse, \(scenes) scenes, \(data.count / 1024) KB, \(elements) elements, \(objects) objects: "
      + "bare XMLParser \(String(format: "%.1f", bare)) ms, StoryboardParser \(String(format: "%.1f", full)) ms, "
      + "ratio \(String(format: "%.2f", ratio))x; CPU: bare \(String(format: "%.1f", bareCPU)) ms, "
      + "StoryboardParser \(String(format: "%.1f", fullCPU)) ms, ratio \(String(format: "%.2f", fullCPU / bareCPU))x")
  return ratio
}

/// CPU time of this thread (the storyboard benchmarks report it beside wall time).
func storyboardThreadCPUNanoseconds() -> Double {
  var ts = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
  return Double(ts.tv_sec) * 1e9 + Double(ts.tv_nsec)
}

/// The least a delegate can do.
private final class ElementCounter: NSObject, XMLParserDelegate {
  var count = 0

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?,
    attributes attributeDict: [String: String] = [:]
  ) {
    count += 1
  }
}
