import Foundation
import OpenQuartzCore

/// One self-contained HTML file that plays one or many `Timeline`s.
///
/// The page opens on a player that is already playing (the first scenario, or the one the URL
/// names, looping) beside a compact scenario list, grouped (`group(ofScenarioNamed:)`) and
/// filterable. Each player has play/pause, frame-step buttons, a frame scrubber with a tick per
/// event, speed (0.1×–2×, kept across scenarios), loop, the stage (scaled down to fit the
/// window) and the event log (category filters, repeated lines folded, a click jumps to the
/// line's moment). Links carry the time: `#name@seconds` opens the scenario paused there.
/// Nothing is fetched: the styles, the scripts (package resources, see `HTMLTimelineAssets`)
/// and the data are inline, and text uses the system's fonts.
///
/// The data is `TimelineTrackEncoder`'s compact track form inside
/// `<script type="application/json" id="openuikit-data">`. The script builds one absolutely
/// positioned element per layer once, when a scenario is first shown, and per frame only
/// writes the styles whose track has a new value. Each element mirrors its layer: its box is
/// the layer's bounds, its `transform` (with `transform-origin: 0 0`) maps it into its parent
/// element, and CSS's flat transform style flattens each level like Core Animation.
///
/// The page exposes a small API for browser tests:
///
/// ```js
/// window.openuikit = {
///   scenarios,         // [name]
///   current(),         // the name of the scenario shown
///   show(name),        // switch the player, paused at the start; false for unknown names
///   seek(seconds),     // media time, as in RenderSnapshot.time / TraceEvent.time; clamped
///   play(), pause(), isPlaying(),
///   currentTime(),     // media time shown
///   frameIndex(),      // frame shown
///   speed(),           // playback rate
///   stageScale(),      // the factor the stage is scaled down by to fit the window (≤ 1)
///   layerRect(name),   // getBoundingClientRect() of the first element whose layer has that
///                      // name (a plain {x, y, width, height, left, top, right, bottom}), or null
///   stageRect(),       // the same for the stage (the viewport of the scenario)
///   setDevice(on), device(), // the device frame (also `?device` in the link, key D)
///   safeArea(),        // [x, y, width, height] of the device's safe area on the stage, or null
/// }
/// ```
package struct HTMLTimelineRenderer: Sendable {
  /// The document's `<title>` and heading.
  package var title: String

  package init(title: String = "OpenUIKit timelines") {
    self.title = title
  }

  /// Speeds offered, as (value, label).
  package static let speeds = [("0.1", "0.1×"), ("0.25", "0.25×"), ("0.5", "0.5×"), ("1", "1×"), ("2", "2×")]

  /// The list's groups, in order.
  package static let groups = ["Seed examples", "Styles", "Transitions", "Containers", "Storyboards", "Renderer checks"]

  /// The list group of a scenario, from its name's prefix.
  package static func group(ofScenarioNamed name: String) -> String {
    let prefix = name.split(separator: "-").first.map(String.init) ?? name
    switch prefix {
    case _ where prefix.hasPrefix("seed"): return "Seed examples"
    case "style": return "Styles"
    case "nav", "tab", "split", "container", "page": return "Containers"
    case "storyboard": return "Storyboards"
    case "synthetic": return "Renderer checks"
    default: return "Transitions"
    }
  }

  package func render(_ timelines: [Timeline]) -> String {
    var s = ""
    s.reserveCapacity(32_768 + timelines.reduce(0) { $0 + $1.frames.count * 256 })
    s.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
    s.append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>")
    s.appendXMLEscaped(title)
    s.append("</title>\n<style>\n")
    s.append(HTMLTimelineAssets.css)
    s.append("</style>\n</head>\n<body>\n<header><h1>")
    s.appendXMLEscaped(title)
    s.append("</h1><p class=\"keys\"><kbd>Space</kbd> play/pause · <kbd>←</kbd><kbd>→</kbd> frame")
    s.append(" · <kbd>Home</kbd><kbd>End</kbd> first/last · <kbd>[</kbd><kbd>]</kbd> speed")
    s.append(" · <kbd>L</kbd> loop · <kbd>D</kbd> device frame · click a log line to jump there</p></header>\n")
    s.append("<div class=\"app\">\n<main>\n")
    for timeline in timelines {
      appendPlayer(for: timeline, to: &s)
    }
    s.append("</main>\n")
    appendIndex(timelines, to: &s)
    s.append("</div>\n<script type=\"application/json\" id=\"openuikit-data\">{\"scenarios\":[\n")
    // Device frames are shared: most scenarios of one size have the same.
    var devices: [String] = []
    var deviceIndex: [String: Int] = [:]
    for (i, timeline) in timelines.enumerated() {
      if i > 0 { s.append(",\n") }
      let device = TimelineTrackEncoder.deviceJSON(for: timeline)
      let index = deviceIndex[device] ?? devices.count
      if index == devices.count {
        devices.append(device)
        deviceIndex[device] = index
      }
      s.append(TimelineTrackEncoder.json(for: timeline, deviceReference: index))
    }
    s.append("\n],\"devices\":[\n")
    s.append(devices.joined(separator: ",\n"))
    s.append("\n]}</script>\n<script>\n")
    s.append(HTMLTimelineAssets.script)
    s.append("</script>\n</body>\n</html>\n")
    return s
  }

  /// The scenario list: a filter field and one foldable group per kind of scenario.
  private func appendIndex(_ timelines: [Timeline], to s: inout String) {
    s.append("<nav id=\"index\" aria-label=\"Scenarios\">")
    s.append("<input type=\"search\" id=\"filter\" placeholder=\"Filter \(timelines.count) scenarios\" aria-label=\"Filter scenarios\">")
    s.append("<div class=\"groups\">\n")
    let grouped = Dictionary(grouping: timelines) { Self.group(ofScenarioNamed: $0.name) }
    for group in Self.groups {
      guard let members = grouped[group], !members.isEmpty else { continue }
      s.append("<details open data-group=\"")
      s.appendXMLEscaped(group)
      s.append("\"><summary>")
      s.appendXMLEscaped(group)
      s.append(" <span class=\"count\">\(members.count)</span></summary><ul>\n")
      for timeline in members {
        s.append("<li title=\"")
        s.appendXMLEscaped(timeline.summary)
        s.append("\"><a href=\"#")
        s.appendXMLEscaped(timeline.name)
        s.append("\" data-scenario=\"")
        s.appendXMLEscaped(timeline.name)
        s.append("\">")
        s.appendXMLEscaped(timeline.title)
        s.append(" <code>")
        s.appendXMLEscaped(timeline.name)
        s.append("</code></a></li>\n")
      }
      s.append("</ul></details>\n")
    }
    s.append("</div></nav>\n")
  }

  private func appendPlayer(for timeline: Timeline, to s: inout String) {
    s.append("<section class=\"player\" data-scenario=\"")
    s.appendXMLEscaped(timeline.name)
    s.append("\" hidden>\n<h2>")
    s.appendXMLEscaped(timeline.title)
    s.append(" <code>")
    s.appendXMLEscaped(timeline.name)
    s.append("</code></h2>\n<p class=\"summary\">")
    s.appendXMLEscaped(timeline.summary)
    s.append("</p>\n<div class=\"controls\">")
    s.append("<button type=\"button\" class=\"play\">Play</button>")
    s.append("<button type=\"button\" class=\"first\" title=\"First frame (Home)\" aria-label=\"First frame\">⇤</button>")
    s.append("<button type=\"button\" class=\"prev\" title=\"Previous frame (←)\" aria-label=\"Previous frame\">◀︎</button>")
    s.append("<button type=\"button\" class=\"next\" title=\"Next frame (→)\" aria-label=\"Next frame\">▶︎</button>")
    s.append("<button type=\"button\" class=\"last\" title=\"Last frame (End)\" aria-label=\"Last frame\">⇥</button>")
    s.append("<span class=\"scrubwrap\"><input type=\"range\" class=\"scrub\" aria-label=\"Frame\" min=\"0\" max=\"")
    s.append(String(max(timeline.frames.count - 1, 0)))
    s.append("\" step=\"1\" value=\"0\"><span class=\"ticks\"></span></span>")
    s.append("<label>Speed <select class=\"speed\">")
    for (value, label) in Self.speeds {
      s.append("<option value=\"\(value)\"\(value == "1" ? " selected" : "")>\(label)</option>")
    }
    s.append("</select></label><label><input type=\"checkbox\" class=\"loop\" checked> Loop</label>")
    s.append("<label title=\"Device frame: status bar, home indicator, safe area (D)\"><input type=\"checkbox\" class=\"devicebox\"> Device</label>")
    s.append("<output class=\"clock\"></output></div>\n")
    s.append("<div class=\"body\"><div class=\"stagebox\" style=\"width:")
    s.appendNumber(Double(timeline.viewportSize.width))
    s.append("px;height:")
    s.appendNumber(Double(timeline.viewportSize.height))
    s.append("px\"><div class=\"stage\" style=\"width:")
    s.appendNumber(Double(timeline.viewportSize.width))
    s.append("px;height:")
    s.appendNumber(Double(timeline.viewportSize.height))
    s.append("px\"></div></div><div class=\"logpane\"><div class=\"filters\" aria-label=\"Event categories\"></div>")
    s.append("<ol class=\"log\" style=\"max-height:")
    s.appendNumber(max(Double(timeline.viewportSize.height), 200))
    s.append("px\"></ol></div></div>\n</section>\n")
  }
}
