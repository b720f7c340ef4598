import Foundation
import OpenQuartzCore

/// One self-contained HTML file that plays one or many `Timeline`s.
///
/// The page has an index of the scenarios and one player per scenario: play/pause, a frame
/// scrubber, a speed control (0.25×, 0.5×, 1×, 2×), the stage and the event log. Nothing is
/// fetched: the styles, the script and the data are inline, and text uses the system's fonts.
///
/// The data is `TimelineTrackEncoder`'s compact track form inside
/// `<script type="application/json" id="openuikit-data">`. The inline script builds one
/// absolutely positioned element per layer once, when a scenario is first shown, and per frame
/// only writes the styles whose track has a new value. Each element mirrors its layer: its
/// box is the layer's bounds, its `transform` (with `transform-origin: 0 0`) maps it into its
/// parent element, and CSS's flat transform style flattens each level like Core Animation.
///
/// The page exposes a small API for browser tests:
///
/// ```js
/// window.openuikit = {
///   scenarios,         // [name]
///   show(name),        // switch the player (also #name in the URL); false for unknown names
///   seek(seconds),     // media time, as in RenderSnapshot.time / TraceEvent.time; clamped
///   play(), pause(), isPlaying(),
///   currentTime(),     // media time shown
///   frameIndex(),      // frame shown
///   layerRect(name),   // getBoundingClientRect() of the first element whose layer has that
///                      // name (a plain {x, y, width, height, left, top, right, bottom}), or null
///   stageRect(),       // the same for the stage (the viewport of the scenario)
/// }
/// ```
package struct HTMLTimelineRenderer: Sendable {
  /// The document's `<title>` and heading.
  package var title: String

  package init(title: String = "OpenUIKit timelines") {
    self.title = title
  }

  package func render(_ timelines: [Timeline]) -> String {
    var s = ""
    s.reserveCapacity(16_384 + timelines.reduce(0) { $0 + $1.frames.count * 256 })
    s.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
    s.append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>")
    s.appendXMLEscaped(title)
    s.append("</title>\n<style>\n")
    s.append(HTMLTimelineAssets.css)
    s.append("</style>\n</head>\n<body>\n<header><h1>")
    s.appendXMLEscaped(title)
    s.append("</h1></header>\n<nav id=\"index\" aria-label=\"Scenarios\"><ul>\n")
    for timeline in timelines {
      s.append("<li><a href=\"#")
      s.appendXMLEscaped(timeline.name)
      s.append("\" data-scenario=\"")
      s.appendXMLEscaped(timeline.name)
      s.append("\"><strong>")
      s.appendXMLEscaped(timeline.title)
      s.append("</strong> <code>")
      s.appendXMLEscaped(timeline.name)
      s.append("</code></a><p>")
      s.appendXMLEscaped(timeline.summary)
      s.append("</p></li>\n")
    }
    s.append("</ul></nav>\n<main>\n")
    for timeline in timelines {
      appendPlayer(for: timeline, to: &s)
    }
    s.append("</main>\n<script type=\"application/json\" id=\"openuikit-data\">{\"scenarios\":[\n")
    for (i, timeline) in timelines.enumerated() {
      if i > 0 { s.append(",\n") }
      s.append(TimelineTrackEncoder.json(for: timeline))
    }
    s.append("\n]}</script>\n<script>\n")
    s.append(HTMLTimelineAssets.script)
    s.append("</script>\n</body>\n</html>\n")
    return s
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
    s.append("<input type=\"range\" class=\"scrub\" aria-label=\"Frame\" min=\"0\" max=\"")
    s.append(String(max(timeline.frames.count - 1, 0)))
    s.append("\" step=\"1\" value=\"0\">")
    s.append("<label>Speed <select class=\"speed\">")
    for (value, label) in [("0.25", "0.25×"), ("0.5", "0.5×"), ("1", "1×"), ("2", "2×")] {
      s.append("<option value=\"\(value)\"\(value == "1" ? " selected" : "")>\(label)</option>")
    }
    s.append("</select></label><output class=\"clock\"></output></div>\n")
    s.append("<div class=\"body\"><div class=\"stage\" style=\"width:")
    s.appendNumber(Double(timeline.viewportSize.width))
    s.append("px;height:")
    s.appendNumber(Double(timeline.viewportSize.height))
    s.append("px\"></div><ol class=\"log\" style=\"max-height:")
    s.appendNumber(max(Double(timeline.viewportSize.height), 200))
    s.append("px\"></ol></div>\n</section>\n")
  }
}
