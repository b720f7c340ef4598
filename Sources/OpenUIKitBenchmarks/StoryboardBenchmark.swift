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
/// is kept, so a machine shared with other work slows both alike. Freeing the previous run's
/// document is kept out of the timed region (it is the cost of dropping a storyboard, not of
/// loading one). Prints both times and their ratio; returns the ratio.
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
  for _ in 0..<runs {
    bare = min(bare, milliseconds(clock.measure(bareParse)))
    document = nil
    full = min(full, milliseconds(clock.measure(fullParse)))
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
      + "ratio \(String(format: "%.2f", ratio))x")
  return ratio
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
