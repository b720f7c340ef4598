import Foundation
import OpenQuartzCore
import OpenUIKitRender
import OpenUIKitSnapshotTesting
import Testing

@Suite struct HTMLTimelineRendererTests {
  /// The JSON object inside `<script type="application/json" id="openuikit-data">`.
  func embeddedData(_ html: String) throws -> [String: Any] {
    let start = try #require(
      html.range(of: "<script type=\"application/json\" id=\"openuikit-data\">"))
    let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
    let json = String(html[start.upperBound..<end.lowerBound])
    return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
  }

  func scenario(_ data: [String: Any], _ name: String) throws -> [String: Any] {
    let scenarios = try #require(data["scenarios"] as? [[String: Any]])
    return try #require(scenarios.first { $0["name"] as? String == name })
  }

  func tracks(_ scenario: [String: Any], layer name: String) throws -> [String: [Any]] {
    let layers = try #require(scenario["layers"] as? [[String: Any]])
    let layer = try #require(layers.first { $0["name"] as? String == name })
    return try #require(layer["tracks"] as? [String: [Any]])
  }

  @Test("Self-contained: no network, no external scripts, styles or fonts")
  func selfContained() {
    let html = HTMLTimelineRenderer().render(SyntheticTimelines.all)
    for forbidden in [
      "http://", "https://", "src=", "<link", "@import", "url(", "@font-face", "//cdn",
    ] {
      #expect(!html.contains(forbidden), "found \(forbidden)")
    }
    #expect(html.hasPrefix("<!DOCTYPE html>"))
  }

  @Test("List and one player per scenario with play/pause, frame steps, scrubber, speeds 0.1–2, loop, log")
  func structure() throws {
    let timelines = SyntheticTimelines.all
    let html = HTMLTimelineRenderer().render(timelines)
    for t in timelines {
      #expect(html.contains("<a href=\"#\(t.name)\" data-scenario=\"\(t.name)\">"))
      #expect(html.contains("<section class=\"player\" data-scenario=\"\(t.name)\" hidden>"))
      #expect(html.contains("max=\"\(t.frames.count - 1)\""))
    }
    #expect(
      html.components(separatedBy: "<button type=\"button\" class=\"play\">").count - 1
        == timelines.count)
    for speed in ["0.1", "0.25", "0.5", "1", "2"] { #expect(html.contains("<option value=\"\(speed)\"")) }
    for control in ["first", "prev", "next", "last"] {
      #expect(
        html.components(separatedBy: "<button type=\"button\" class=\"\(control)\"").count - 1
          == timelines.count)
    }
    #expect(html.contains("class=\"loop\" checked"))
    #expect(html.contains("<input type=\"search\" id=\"filter\""))
    // The player comes first in the document, the list after it.
    let main = try #require(html.range(of: "<main>"))
    let index = try #require(html.range(of: "<nav id=\"index\""))
    #expect(main.lowerBound < index.lowerBound)
    for api in [
      "window.openuikit", "scenarios:", "show:", "seek:", "play:", "pause:", "currentTime:",
      "layerRect:",
    ] {
      #expect(html.contains(api))
    }
  }

  @Test("The list groups scenarios: seed examples, styles, transitions, containers, storyboards")
  func groups() {
    let expected = [
      ("seed000-diagonal", "Seed examples"), ("seed002-container-swipes", "Seed examples"),
      ("style-formSheet-regular", "Styles"), ("transition-crossDissolve", "Transitions"),
      ("popover-passthrough", "Transitions"), ("chain-dismiss-from-bottom", "Transitions"),
      ("nav-push-pop", "Containers"), ("tab-switch", "Containers"),
      ("storyboard-custom-presentation-unwind", "Storyboards"), ("synthetic-slide", "Renderer checks"),
    ]
    for (name, group) in expected {
      #expect(HTMLTimelineRenderer.group(ofScenarioNamed: name) == group, "\(name)")
    }
    let html = HTMLTimelineRenderer().render(SyntheticTimelines.all)
    #expect(html.contains("<details open data-group=\"Renderer checks\">"))
    #expect(!html.contains("data-group=\"Styles\""), "empty groups are left out")
  }

  @Test("Fingers track: the touches down written only where they change (issue 14 finger marker)")
  func fingersTrack() throws {
    var slide = SyntheticTimelines.timeline(named: "synthetic-slide")!
    for i in 5...7 { slide.frames[i].touches = [CGPoint(x: 10, y: 20)] }
    slide.frames[8].touches = [CGPoint(x: 10, y: 30)]
    let data = try scenario(try embeddedData(HTMLTimelineRenderer().render([slide])), "synthetic-slide")
    let fingers = try #require(data["fingers"] as? [[Any]])
    let frames = fingers.map { $0[0] as? Int }
    let points = fingers.map { ($0[1] as? [Double]) ?? [-1] }
    #expect(frames == [5, 8, 9])
    #expect(points == [[10, 20], [10, 30], []])
  }

  @Test("Track encoding: static properties once, animated ones only where they change")
  func compactTracks() throws {
    let slide = SyntheticTimelines.timeline(named: "synthetic-slide")!
    let data = try scenario(
      try embeddedData(HTMLTimelineRenderer().render([slide])), "synthetic-slide")
    #expect((data["times"] as? [Double])?.count == slide.frames.count)
    let presenting = try tracks(data, layer: "presenting")
    for (code, keys) in presenting { #expect(keys.count == 2, "presenting.\(code) never changes") }
    let presented = try tracks(data, layer: "presented")
    let transformKeys = try #require(presented["t"]).count / 2
    // It appears at frame 6 and moves until the curve settles at 0.6 s (frame 36).
    #expect(transformKeys > 20 && transformKeys <= 31)
    #expect(try #require(presented["w"]).count == 2)
    #expect(try #require(presented["b"]).count == 2)
    let dimming = try tracks(data, layer: "dimming")
    #expect(try #require(dimming["o"]).count / 2 > 20)
    #expect(try #require(dimming["t"]).count == 2)
  }

  @Test("Tree track: written only when the layer tree changes (card flip swaps faces once)")
  func treeTrack() throws {
    let flip = SyntheticTimelines.timeline(named: "synthetic-card-flip")!
    let data = try scenario(
      try embeddedData(HTMLTimelineRenderer().render([flip])), "synthetic-card-flip")
    let tree = try #require(data["tree"] as? [[Any]])
    #expect(tree.count == 2)
    #expect(tree[0][0] as? Int == 0)
    let swapFrame = try #require(tree[1][0] as? Int)
    #expect(flip.frames[swapFrame].root.sublayers[0].sublayers[0].name == "card-back")
    #expect(flip.frames[swapFrame - 1].root.sublayers[0].sublayers[0].name == "card-front")
  }

  @Test("CATransform3D (row vectors) → CSS matrix3d (column-major): the same 16 numbers row by row")
  func matrix3dConversion() {
    let m = RenderMatrix(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16)
    #expect(LayerState.cssTransform(m) == "matrix3d(1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16)")
    var perspective = RenderMatrix.identity
    perspective.m34 = -1.0 / 800
    #expect(
      LayerState.cssTransform(perspective) == "matrix3d(1,0,0,0,0,1,0,0,0,0,1,-0.00125,0,0,0,1)")
    #expect(
      LayerState.cssTransform(RenderMatrix(translationX: 5, y: -2.5, z: 0))
        == "matrix(1,0,0,1,5,-2.5)")
  }

  @Test("Text that looks like markup cannot end the data script or inject elements")
  func escaping() throws {
    var t = SyntheticTimelines.timeline(named: "synthetic-cross-dissolve")!
    t.title = "</script><script>alert(1)</script>"
    t.events.append(TraceEvent(category: "x", time: 0.1, subject: "<b>", name: "</script>"))
    let html = HTMLTimelineRenderer().render([t])
    #expect(html.components(separatedBy: "</script>").count - 1 == 2)
    #expect(try scenario(try embeddedData(html), t.name)["title"] as? String == t.title)
  }

  @Test("Text snapshot of a two-frame player")
  func snapshot() {
    let size = CGSize(width: 100, height: 80)
    let frames = SyntheticScene.frames(duration: 1.0 / 60, size: size) { t in
      var box = Fixtures.box(2, "box", CGRect(x: 10 + 600 * t, y: 10, width: 30, height: 30))
      box.cornerRadius = 4
      box.text = RenderText(
        string: "Hi", fontSize: 12, isBold: true, color: Fixtures.white, alignment: .center)
      return SyntheticScene.layer(
        id: 1, name: "root", frame: CGRect(origin: .zero, size: size), background: Fixtures.white,
        sublayers: [box])
    }
    let timeline = Timeline(
      name: "tiny", title: "Tiny", summary: "Two frames.", viewportSize: size, frames: frames,
      events: [TraceEvent(category: "scenario", time: 0, subject: "box", name: "moves")])
    assertSnapshot(of: [timeline], as: .timeline(), named: "tiny-player")
  }
}
